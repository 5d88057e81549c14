use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let with_v2 = simple::resources::Resource::new(
        &ctx,
        "withV2",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().version("2.0.0"),
    );
    let with_v26 = simple::resources::Resource::new(
        &ctx,
        "withV26",
        simple::resources::ResourceArgs::new(false),
        ResourceOptions::new().version("26.0.0"),
    );
    let with_default = simple::resources::Resource::new(
        &ctx,
        "withDefault",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
