use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let first_resource = keywords::resources::SomeResource::new(
        &ctx,
        "firstResource",
        keywords::resources::SomeResourceArgs::new("builtins", "lambda", "property"),
        ResourceOptions::new(),
    );
    let second_resource = keywords::resources::SomeResource::new(
        &ctx,
        "secondResource",
        keywords::resources::SomeResourceArgs::new(
            first_resource.builtins.clone(),
            first_resource.lambda.clone(),
            first_resource.property.clone(),
        ),
        ResourceOptions::new(),
    );
    let lambda_module_resource = keywords::resources::lambda::SomeResource::new(
        &ctx,
        "lambdaModuleResource",
        keywords::resources::lambda::SomeResourceArgs::new("builtins", "lambda", "property"),
        ResourceOptions::new(),
    );
    let lambda_resource = keywords::resources::module::Lambda::new(
        &ctx,
        "lambdaResource",
        keywords::resources::module::LambdaArgs::new("builtins", "lambda", "property"),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
