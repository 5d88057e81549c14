use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let no_depends_on = simple::resources::Resource::new(
        &ctx,
        "noDependsOn",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let with_depends_on = simple::resources::Resource::new(
        &ctx,
        "withDependsOn",
        simple::resources::ResourceArgs::new(false),
        ResourceOptions::new().depends_on(&no_depends_on),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
