use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res1 = simple::resources::Resource::new(
        &ctx,
        "res1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let local_var = res1.value.clone();
    let res2 = simple::resources::Resource::new(
        &ctx,
        "res2",
        simple::resources::ResourceArgs::new(local_var.clone()),
        ResourceOptions::new(),
    );
    ctx.export("out", res2.value.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
