use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let with_v2 = simple::resources::Resource::new(
        &ctx,
        "withV2",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().version("2.0.0"),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
