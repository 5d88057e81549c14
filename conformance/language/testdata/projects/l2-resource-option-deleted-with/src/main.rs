use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let target = simple::resources::Resource::new(
        &ctx,
        "target",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let deleted_with = simple::resources::Resource::new(
        &ctx,
        "deletedWith",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().deleted_with(&target),
    );
    let not_deleted_with = simple::resources::Resource::new(
        &ctx,
        "notDeletedWith",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
