use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let r = output::resources::Resource::new(
        &ctx,
        "r",
        output::resources::ResourceArgs::new(1.0_f64),
        ResourceOptions::new(),
    );
    ctx.export("wrapped", r.output.clone().into_secret());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
