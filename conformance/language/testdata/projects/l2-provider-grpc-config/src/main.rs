use sdkgen_runtime::{Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config_grpc_provider = config_grpc::resources::Provider::new(
        &ctx,
        "config_grpc_provider",
        config_grpc::resources::ProviderArgs::new()
            .bool1(true)
            .bool2(false)
            .int1(0)
            .int2(42)
            .list_int1(vec![1, 2])
            .list_string1(Vec::<String>::new())
            .list_string2(vec![String::from(""), String::from("foo")])
            .map_int1(BTreeMap::from([
                (String::from("key1"), 0),
                (String::from("key2"), 42),
            ]))
            .map_string1(BTreeMap::<String, String>::new())
            .map_string2(BTreeMap::from([
                (String::from("key1"), String::from("value1")),
                (String::from("key2"), String::from("value2")),
            ]))
            .num1(0.0_f64)
            .num2(42.42_f64)
            .obj_int1(config_grpc::types::Tint1Args::new().x(42))
            .obj_string1(config_grpc::types::Tstring1Args::new())
            .obj_string2(config_grpc::types::Tstring2Args::new().x("x-value"))
            .string1("")
            .string2("x")
            .string3("{}"),
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
