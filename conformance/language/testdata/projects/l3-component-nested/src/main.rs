mod inner_component;
mod outer_component;

use sdkgen_runtime::{Context, Error, Output, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let outer_component = crate::outer_component::OuterComponent::new(
        &ctx,
        "outerComponent",
        crate::outer_component::OuterComponentArgs {
            input: Output::new(true),
        },
        ResourceOptions::new(),
    );
    ctx.export("result", outer_component.output.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
