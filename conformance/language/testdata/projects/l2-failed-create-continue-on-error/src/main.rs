use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let failing = fail_on_create::resources::Resource::new(
        &ctx,
        "failing",
        fail_on_create::resources::ResourceArgs::new(false),
        ResourceOptions::new(),
    );
    let dependent = simple::resources::Resource::new(
        &ctx,
        "dependent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().depends_on(&failing),
    );
    let dependent_on_output = simple::resources::Resource::new(
        &ctx,
        "dependent_on_output",
        simple::resources::ResourceArgs::new(failing.value.clone()),
        ResourceOptions::new(),
    );
    let independent = simple::resources::Resource::new(
        &ctx,
        "independent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let double_dependency = simple::resources::Resource::new(
        &ctx,
        "double_dependency",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .depends_on(&independent)
            .depends_on(&dependent_on_output),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
