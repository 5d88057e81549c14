use sdkgen_runtime::{Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config_grpc_provider = config_grpc::resources::Provider::new(
        &ctx,
        "config_grpc_provider",
        config_grpc::resources::ProviderArgs::new()
            .list_secret_string1(vec![String::from("SECRET"), String::from("SECRET2")])
            .map_secret_string1(BTreeMap::from([
                (String::from("key1"), String::from("SECRET")),
                (String::from("key2"), String::from("SECRET2")),
            ]))
            .obj_secret_string1(config_grpc::types::TsecretString1Args::new().secret_x("SECRET"))
            .secret_bool1(true)
            .secret_int1(16)
            .secret_num1(123456.789_f64)
            .secret_string1("SECRET"),
        ResourceOptions::new(),
    );
    let config_ = config_grpc::resources::ConfigFetcher::new(
        &ctx,
        "config",
        config_grpc::resources::ConfigFetcherArgs::new(),
        ResourceOptions::new().provider(&config_grpc_provider),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
