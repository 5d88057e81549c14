use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let import = simple::resources::Resource::new(
        &ctx,
        "import",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().import("fakeID123"),
    );
    let not_import = simple::resources::Resource::new(
        &ctx,
        "notImport",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
