use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let with_default_url = simple::resources::Resource::new(
        &ctx,
        "withDefaultURL",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let with_explicit_default_url = simple::resources::Resource::new(
        &ctx,
        "withExplicitDefaultURL",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .plugin_download_url("https://github.com/pulumi/pulumi-simple/releases/v${VERSION}"),
    );
    let with_custom_url1 = simple::resources::Resource::new(
        &ctx,
        "withCustomURL1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().plugin_download_url("https://custom.pulumi.test/provider1"),
    );
    let with_custom_url2 = simple::resources::Resource::new(
        &ctx,
        "withCustomURL2",
        simple::resources::ResourceArgs::new(false),
        ResourceOptions::new().plugin_download_url("https://custom.pulumi.test/provider2"),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
