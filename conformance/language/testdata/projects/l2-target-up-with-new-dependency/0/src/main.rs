use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let target_only = simple::resources::Resource::new(
        &ctx,
        "targetOnly",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let unrelated = simple::resources::Resource::new(
        &ctx,
        "unrelated",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
