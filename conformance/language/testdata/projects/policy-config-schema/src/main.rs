use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res_y = simple::resources::Resource::new(
        &ctx,
        "resY",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let res_n = simple::resources::Resource::new(
        &ctx,
        "resN",
        simple::resources::ResourceArgs::new(false),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
