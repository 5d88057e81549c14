use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let greeting = myext::resources::Greeting::new(
        &ctx,
        "greeting",
        myext::resources::GreetingArgs::new(),
        ResourceOptions::new(),
    );
    let greeting_comp = myext::resources::GreetingComponent::new(
        &ctx,
        "greetingComp",
        myext::resources::GreetingComponentArgs::new(),
        ResourceOptions::new(),
    );
    ctx.export("parameterValue", greeting.parameter_value.clone());
    ctx.export(
        "parameterValueFromComponent",
        greeting_comp.parameter_value.clone(),
    );
    ctx.export(
        "invokeGreeting",
        myext::resources::greet_output(
            &ctx,
            myext::types::GreetArgs::new("Pulumi"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().greeting.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
