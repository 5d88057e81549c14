use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = goodbye::resources::Provider::new(
        &ctx,
        "prov",
        goodbye::resources::ProviderArgs::new().text("World"),
        ResourceOptions::new(),
    );
    let res = goodbye::resources::Goodbye::new(
        &ctx,
        "res",
        goodbye::resources::GoodbyeArgs::new(),
        ResourceOptions::new().provider(&prov),
    );
    ctx.export("parameterValue", res.parameter_value.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
