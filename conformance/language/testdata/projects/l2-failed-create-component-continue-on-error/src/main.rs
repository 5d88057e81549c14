use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let comp = failingcomponent::resources::Component::new(
        &ctx,
        "comp",
        failingcomponent::resources::ComponentArgs::new(),
        ResourceOptions::new(),
    );
    let dependent = simple::resources::Resource::new(
        &ctx,
        "dependent",
        simple::resources::ResourceArgs::new(comp.value.clone().map(move |value| value == "hello")),
        ResourceOptions::new(),
    );
    let independent = simple::resources::Resource::new(
        &ctx,
        "independent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("componentValue", comp.value.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
