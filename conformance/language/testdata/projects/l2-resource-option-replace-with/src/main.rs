use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let target = simple::resources::Resource::new(
        &ctx,
        "target",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let replace_with = simple::resources::Resource::new(
        &ctx,
        "replaceWith",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().replace_with(&target),
    );
    let not_replace_with = simple::resources::Resource::new(
        &ctx,
        "notReplaceWith",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
