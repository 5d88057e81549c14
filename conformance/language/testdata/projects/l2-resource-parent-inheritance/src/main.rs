use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let provider = simple::resources::Provider::new(
        &ctx,
        "provider",
        simple::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let parent1 = simple::resources::Resource::new(
        &ctx,
        "parent1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().provider(&provider),
    );
    let child1 = simple::resources::Resource::new(
        &ctx,
        "child1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().parent(&parent1),
    );
    let orphan1 = simple::resources::Resource::new(
        &ctx,
        "orphan1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let parent2 = simple::resources::Resource::new(
        &ctx,
        "parent2",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().protect(true).retain_on_delete(true),
    );
    let child2 = simple::resources::Resource::new(
        &ctx,
        "child2",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().parent(&parent2),
    );
    let child3 = simple::resources::Resource::new(
        &ctx,
        "child3",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .parent(&parent2)
            .protect(false)
            .retain_on_delete(false),
    );
    let orphan2 = simple::resources::Resource::new(
        &ctx,
        "orphan2",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
