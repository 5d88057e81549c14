mod provider_component;

use sdkgen_runtime::{Context, Error, Output, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let my_component = crate::provider_component::ProviderComponent::new(
        &ctx,
        "myComponent",
        crate::provider_component::ProviderComponentArgs {
            text: Output::new(String::from("hello")),
        },
        ResourceOptions::new(),
    );
    ctx.export("result", my_component.result.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
