use sdkgen_runtime::{functions, Context, Error, ResourceOptions, ResourceReference};

async fn program(ctx: Context) -> Result<(), Error> {
    let component1 = component::resources::ComponentCustomRefOutput::new(
        &ctx,
        "component1",
        component::resources::ComponentCustomRefOutputArgs::new("foo-bar-baz"),
        ResourceOptions::new(),
    );
    let custom1 = component::resources::Custom::new(
        &ctx,
        "custom1",
        component::resources::CustomArgs::new(component1.value.clone()),
        ResourceOptions::new(),
    );
    let custom2 = component::resources::Custom::new(
        &ctx,
        "custom2",
        component::resources::CustomArgs::new(
            component1
                .r#ref
                .clone()
                .apply(|v| ResourceReference::of_custom(&v).map(|v| functions::to_value(v)))
                .map(move |ref_| functions::from_value::<String>(ref_["value"].clone())),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
