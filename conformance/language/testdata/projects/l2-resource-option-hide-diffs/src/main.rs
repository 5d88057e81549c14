use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let hide_diffs = simple::resources::Resource::new(
        &ctx,
        "hideDiffs",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().hide_diff("value"),
    );
    let not_hide_diffs = simple::resources::Resource::new(
        &ctx,
        "notHideDiffs",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
