use sdkgen_runtime::{Context, Error, Input, InvokeOptions, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config_grpc_provider = config_grpc::resources::Provider::new(
        &ctx,
        "config_grpc_provider",
        config_grpc::resources::ProviderArgs::new()
            .bool1(
                config_grpc::resources::to_secret_output(
                    &ctx,
                    config_grpc::types::ToSecretArgs::new().bool1(true),
                    InvokeOptions::new(),
                )
                .map(move |invoke| invoke.clone().bool1),
            )
            .int1(
                config_grpc::resources::to_secret_output(
                    &ctx,
                    config_grpc::types::ToSecretArgs::new().int1(1234567890),
                    InvokeOptions::new(),
                )
                .map(move |invoke| invoke.clone().int1 as i64)
                .map(|v| v as i32),
            )
            .list_string1(
                config_grpc::resources::to_secret_output(
                    &ctx,
                    config_grpc::types::ToSecretArgs::new()
                        .list_string1(vec![String::from("SECRET"), String::from("SECRET2")]),
                    InvokeOptions::new(),
                )
                .map(move |invoke| invoke.clone().list_string1.clone())
                .map(|v| {
                    v.into_iter()
                        .map(|v| Input::<String>::from(v))
                        .collect::<Vec<_>>()
                }),
            )
            .list_string2(vec![
                Input::<String>::from(String::from("VALUE")),
                Input::<String>::from(
                    config_grpc::resources::to_secret_output(
                        &ctx,
                        config_grpc::types::ToSecretArgs::new().string1("SECRET"),
                        InvokeOptions::new(),
                    )
                    .map(move |invoke| invoke.clone().string1.clone()),
                ),
            ])
            .map_string2(BTreeMap::from([
                (
                    String::from("key1"),
                    Input::<String>::from(String::from("value1")),
                ),
                (
                    String::from("key2"),
                    Input::<String>::from(
                        config_grpc::resources::to_secret_output(
                            &ctx,
                            config_grpc::types::ToSecretArgs::new().string1("SECRET"),
                            InvokeOptions::new(),
                        )
                        .map(move |invoke| invoke.clone().string1.clone()),
                    ),
                ),
            ]))
            .num1(
                config_grpc::resources::to_secret_output(
                    &ctx,
                    config_grpc::types::ToSecretArgs::new().num1(123456.789_f64),
                    InvokeOptions::new(),
                )
                .map(move |invoke| invoke.clone().num1),
            )
            .obj_string2(
                config_grpc::types::Tstring2Args::new().x(
                    config_grpc::resources::to_secret_output(
                        &ctx,
                        config_grpc::types::ToSecretArgs::new().string1("SECRET"),
                        InvokeOptions::new(),
                    )
                    .map(move |invoke| invoke.clone().string1.clone()),
                ),
            )
            .string1(
                config_grpc::resources::to_secret_output(
                    &ctx,
                    config_grpc::types::ToSecretArgs::new().string1("SECRET"),
                    InvokeOptions::new(),
                )
                .map(move |invoke| invoke.clone().string1.clone()),
            ),
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
