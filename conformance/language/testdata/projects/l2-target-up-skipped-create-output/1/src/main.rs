use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let target = simple::resources::Resource::new(
        &ctx,
        "target",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let other = nestedobject::resources::Container::new(
        &ctx,
        "other",
        nestedobject::resources::ContainerArgs::new(vec![String::from("a")]),
        ResourceOptions::new(),
    );
    let skipped = nestedobject::resources::Container::new(
        &ctx,
        "skipped",
        nestedobject::resources::ContainerArgs::new(vec![String::from("b")]),
        ResourceOptions::new(),
    );
    ctx.export(
        "skippedOutput",
        skipped
            .details
            .clone()
            .map(move |details| format!("skipped-{}", details[0].key.clone())),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
