use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = simple::resources::Provider::new(
        &ctx,
        "prov",
        simple::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let res = simple::resources::Resource::new(
        &ctx,
        "res",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().provider(&prov),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
