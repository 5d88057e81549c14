mod invoke_component;

use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = config::resources::Provider::new(
        &ctx,
        "prov",
        config::resources::ProviderArgs::new("my config"),
        ResourceOptions::new(),
    );
    let my_component = crate::invoke_component::InvokeComponent::new(
        &ctx,
        "myComponent",
        crate::invoke_component::InvokeComponentArgs {},
        ResourceOptions::new().providers(&prov),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
