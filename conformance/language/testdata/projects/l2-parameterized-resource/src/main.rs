use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let example = subpackage::resources::HelloWorld::new(
        &ctx,
        "example",
        subpackage::resources::HelloWorldArgs::new(),
        ResourceOptions::new(),
    );
    let example_component = subpackage::resources::HelloWorldComponent::new(
        &ctx,
        "exampleComponent",
        subpackage::resources::HelloWorldComponentArgs::new(),
        ResourceOptions::new(),
    );
    ctx.export("parameterValue", example.parameter_value.clone());
    ctx.export(
        "parameterValueFromComponent",
        example_component.parameter_value.clone(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
