mod my_component;

use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let input = simple::resources::Resource::new(
        &ctx,
        "input",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let some_component = crate::my_component::MyComponent::new(
        &ctx,
        "someComponent",
        crate::my_component::MyComponentArgs {
            input: input.value.clone(),
        },
        ResourceOptions::new(),
    );
    ctx.export("result", some_component.output.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
