use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let a = output_value_input_deps::resources::Custom::new(
        &ctx,
        "a",
        output_value_input_deps::resources::CustomArgs::new("a"),
        ResourceOptions::new(),
    );
    let b = output_value_input_deps::resources::Custom::new(
        &ctx,
        "b",
        output_value_input_deps::resources::CustomArgs::new("b"),
        ResourceOptions::new(),
    );
    let comp = output_value_input_deps::resources::Component::new(
        &ctx,
        "comp",
        output_value_input_deps::resources::ComponentArgs::new(
            output_value_input_deps::types::RefsArgs::new(a.value.clone(), b.value.clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
