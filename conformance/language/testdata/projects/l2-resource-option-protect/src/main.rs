use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let protected = simple::resources::Resource::new(
        &ctx,
        "protected",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().protect(true),
    );
    let unprotected = simple::resources::Resource::new(
        &ctx,
        "unprotected",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().protect(false),
    );
    let defaulted = simple::resources::Resource::new(
        &ctx,
        "defaulted",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
