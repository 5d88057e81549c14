use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let first_resource = camelNames::resources::cool_module::SomeResource::new(
        &ctx,
        "firstResource",
        camelNames::resources::cool_module::SomeResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let second_resource = camelNames::resources::cool_module::SomeResource::new(
        &ctx,
        "secondResource",
        camelNames::resources::cool_module::SomeResourceArgs::new(
            first_resource.the_output.clone(),
        ),
        ResourceOptions::new(),
    );
    let third_resource = camelNames::resources::cool_module::SomeResource::new(
        &ctx,
        "thirdResource",
        camelNames::resources::cool_module::SomeResourceArgs::new(true).resource_name("my-cluster"),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
