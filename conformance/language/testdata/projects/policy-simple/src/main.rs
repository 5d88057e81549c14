use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res1 = simple::resources::Resource::new(
        &ctx,
        "res1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let res2 = simple::resources::Resource::new(
        &ctx,
        "res2",
        simple::resources::ResourceArgs::new(res1.value.clone().map(move |value| !value)),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
