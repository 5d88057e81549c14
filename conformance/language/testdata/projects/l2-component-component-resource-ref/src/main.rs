use sdkgen_runtime::{functions, Context, Error, ResourceOptions, ResourceReference};

async fn program(ctx: Context) -> Result<(), Error> {
    let component1 = component::resources::ComponentCustomRefOutput::new(
        &ctx,
        "component1",
        component::resources::ComponentCustomRefOutputArgs::new("foo-bar-baz"),
        ResourceOptions::new(),
    );
    let component2 = component::resources::ComponentCustomRefInputOutput::new(
        &ctx,
        "component2",
        component::resources::ComponentCustomRefInputOutputArgs::new(
            component1
                .r#ref
                .clone()
                .apply(|v| ResourceReference::of_custom(&v).map(|v| functions::to_value(v)))
                .map(|v| functions::from_value::<component::resources::Custom>(v)),
        ),
        ResourceOptions::new(),
    );
    let custom1 = component::resources::Custom::new(
        &ctx,
        "custom1",
        component::resources::CustomArgs::new(
            component2
                .input_ref
                .clone()
                .apply(|v| ResourceReference::of_custom(&v).map(|v| functions::to_value(v)))
                .map(move |input_ref| functions::from_value::<String>(input_ref["value"].clone())),
        ),
        ResourceOptions::new(),
    );
    let custom2 = component::resources::Custom::new(
        &ctx,
        "custom2",
        component::resources::CustomArgs::new(
            component2
                .output_ref
                .clone()
                .apply(|v| ResourceReference::of_custom(&v).map(|v| functions::to_value(v)))
                .map(move |output_ref| {
                    functions::from_value::<String>(output_ref["value"].clone())
                }),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
