mod local;

use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let explicit = simple::resources::Provider::new(
        &ctx,
        "explicit",
        simple::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let with_providers = crate::local::Local::new(
        &ctx,
        "withProviders",
        crate::local::LocalArgs {},
        ResourceOptions::new().providers(&explicit),
    );
    ctx.export("result", with_providers.result.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
