use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = alpha::resources::Resource::new(
        &ctx,
        "res",
        alpha::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
