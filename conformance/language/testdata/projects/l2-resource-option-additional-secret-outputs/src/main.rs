use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let with_secret = simple::resources::Resource::new(
        &ctx,
        "withSecret",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().additional_secret_output("value"),
    );
    let without_secret = simple::resources::Resource::new(
        &ctx,
        "withoutSecret",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
