use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let retain_on_delete = simple::resources::Resource::new(
        &ctx,
        "retainOnDelete",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().retain_on_delete(true),
    );
    let not_retain_on_delete = simple::resources::Resource::new(
        &ctx,
        "notRetainOnDelete",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().retain_on_delete(false),
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
