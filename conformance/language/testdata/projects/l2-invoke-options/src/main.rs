use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let explicit_provider = simple_invoke::resources::Provider::new(
        &ctx,
        "explicitProvider",
        simple_invoke::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let data = simple_invoke::resources::my_invoke_output(
        &ctx,
        simple_invoke::types::MyInvokeArgs::new("hello"),
        InvokeOptions::new()
            .provider(&explicit_provider)
            .parent(&explicit_provider)
            .version("10.0.0")
            .plugin_download_url("https://example.com/github/example"),
    );
    ctx.export("hello", data.clone().map(move |data| data.result.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
