use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let example1 = hipackage::resources::HelloWorld::new(
        &ctx,
        "example1",
        hipackage::resources::HelloWorldArgs::new(),
        ResourceOptions::new(),
    );
    let example_component1 = hipackage::resources::HelloWorldComponent::new(
        &ctx,
        "exampleComponent1",
        hipackage::resources::HelloWorldComponentArgs::new(),
        ResourceOptions::new(),
    );
    ctx.export("parameterValue1", example1.parameter_value.clone());
    ctx.export(
        "parameterValueFromComponent1",
        example_component1.parameter_value.clone(),
    );
    let example2 = byepackage::resources::GoodbyeWorld::new(
        &ctx,
        "example2",
        byepackage::resources::GoodbyeWorldArgs::new(),
        ResourceOptions::new(),
    );
    let example_component2 = byepackage::resources::GoodbyeWorldComponent::new(
        &ctx,
        "exampleComponent2",
        byepackage::resources::GoodbyeWorldComponentArgs::new(),
        ResourceOptions::new(),
    );
    ctx.export("parameterValue2", example2.parameter_value.clone());
    ctx.export(
        "parameterValueFromComponent2",
        example_component2.parameter_value.clone(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
