use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

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
    let parent2 = primitive::resources::Resource::new(
        &ctx,
        "parent2",
        primitive::resources::ResourceArgs::new(
            false,
            BTreeMap::<String, bool>::new(),
            0.0_f64,
            0,
            Vec::<f64>::new(),
            "",
        ),
        ResourceOptions::new(),
    );
    let child2 = simple::resources::Resource::new(
        &ctx,
        "child2",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().parent(&parent2),
    );
    let child3 = primitive::resources::Resource::new(
        &ctx,
        "child3",
        primitive::resources::ResourceArgs::new(
            false,
            BTreeMap::<String, bool>::new(),
            0.0_f64,
            0,
            Vec::<f64>::new(),
            "",
        ),
        ResourceOptions::new().parent(&parent1),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
