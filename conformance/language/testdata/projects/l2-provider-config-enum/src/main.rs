use sdkgen_runtime::{functions, Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = config_enum::resources::Provider::new(
        &ctx,
        "prov",
        config_enum::resources::ProviderArgs::new(config_enum::types::MyEnum::Two, "hello"),
        ResourceOptions::new(),
    );
    let res = config_enum::resources::Resource::new(
        &ctx,
        "res",
        config_enum::resources::ResourceArgs::new(
            prov.a_enum
                .clone()
                .map(|v| functions::to_string(&v))
                .map(|v| {
                    functions::from_value::<config_enum::types::MyEnum>(functions::to_value(v))
                }),
            prov.a_string.clone(),
        ),
        ResourceOptions::new().provider(&prov),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
