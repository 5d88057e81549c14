mod keyword_component;

use sdkgen_runtime::{Context, Error, Output, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let comp = crate::keyword_component::KeywordComponent::new(
        &ctx,
        "comp",
        crate::keyword_component::KeywordComponentArgs {
            input: Output::new(true),
        },
        ResourceOptions::new(),
    );
    ctx.export("result", comp.result.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
