use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let first = snake_names::resources::cool_module::SomeResource::new(
        &ctx,
        "first",
        snake_names::resources::cool_module::SomeResourceArgs::new(
            snake_names::types::cool_module::NestedInputArgs::new("nested"),
            true,
        ),
        ResourceOptions::new(),
    );
    ctx.export("theOutput", first.the_output.clone());
    let third = snake_names::resources::cool_module::AnotherResource::new(
        &ctx,
        "third",
        snake_names::resources::cool_module::AnotherResourceArgs::new(
            snake_names::resources::cool_module_some_data_output(
                &ctx,
                snake_names::types::cool_module::SomeDataArgs::new(
                    vec![snake_names::types::cool_module::EntryArgs::new("fuzz")],
                    first
                        .the_output
                        .clone()
                        .map(move |the_output| the_output["someKey"][0].nested_output.clone()),
                ),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().nested_output[0]["key"].value.clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
