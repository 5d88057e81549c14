use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let target = simple::resources::Resource::new(
        &ctx,
        "target",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let other = simple::resources::Resource::new(
        &ctx,
        "other",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
