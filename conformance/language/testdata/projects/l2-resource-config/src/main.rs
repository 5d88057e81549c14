use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = config::resources::Provider::new(
        &ctx,
        "prov",
        config::resources::ProviderArgs::new("my config")
            .plugin_download_url("not the same as the pulumi resource option"),
        ResourceOptions::new(),
    );
    let res = config::resources::Resource::new(
        &ctx,
        "res",
        config::resources::ResourceArgs::new(prov.version.clone()),
        ResourceOptions::new(),
    );
    ctx.export("pluginDownloadURL", prov.plugin_download_url.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
