use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let with_option = simple::resources::Resource::new(
        &ctx,
        "withOption",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .delete_before_replace(true)
            .replace_on_changes("value"),
    );
    let without_option = simple::resources::Resource::new(
        &ctx,
        "withoutOption",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().replace_on_changes("value"),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
