use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let greeting = myext::resources::Greeting::new(
        &ctx,
        "greeting",
        myext::resources::GreetingArgs::new(),
        ResourceOptions::new(),
    );
    let base = extbase::resources::Base::new(
        &ctx,
        "base",
        extbase::resources::BaseArgs::new(),
        ResourceOptions::new(),
    );
    ctx.export("parameterValue", greeting.parameter_value.clone());
    ctx.export("baseValue", base.base_value.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
