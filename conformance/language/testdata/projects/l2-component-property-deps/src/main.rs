use sdkgen_runtime::{
    functions, Context, Error, Input, InvokeOptions, ResourceOptions, ResourceRef,
    ResourceReference,
};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let custom1 = component_property_deps::resources::Custom::new(
        &ctx,
        "custom1",
        component_property_deps::resources::CustomArgs::new("hello"),
        ResourceOptions::new(),
    );
    let custom2 = component_property_deps::resources::Custom::new(
        &ctx,
        "custom2",
        component_property_deps::resources::CustomArgs::new("world"),
        ResourceOptions::new(),
    );
    let component1 = component_property_deps::resources::Component::new(
        &ctx,
        "component1",
        component_property_deps::resources::ComponentArgs::new(
            custom1.clone(),
            vec![
                Input::<component_property_deps::resources::Custom>::from(custom1.clone()),
                Input::<component_property_deps::resources::Custom>::from(custom2.clone()),
            ],
            BTreeMap::from([
                (
                    String::from("one"),
                    Input::<component_property_deps::resources::Custom>::from(custom1.clone()),
                ),
                (
                    String::from("two"),
                    Input::<component_property_deps::resources::Custom>::from(custom2.clone()),
                ),
            ]),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "propertyDepsFromCall",
        ctx.call::<Value>(
            "component-property-deps:index:Component/refs",
            vec![
                (
                    "resource",
                    ResourceReference::of_custom(&custom1.clone()).map(|v| functions::to_value(v)),
                ),
                (
                    "resourceList",
                    ResourceReference::of_custom(&custom1.clone())
                        .zip(ResourceReference::of_custom(&custom2.clone()))
                        .map(move |(item0, item1)| {
                            vec![functions::to_value(item0), functions::to_value(item1)]
                        })
                        .map(|v| functions::to_value(v)),
                ),
                (
                    "resourceMap",
                    ResourceReference::of_custom(&custom1.clone())
                        .zip(ResourceReference::of_custom(&custom2.clone()))
                        .map(move |(item0, item1)| {
                            functions::object([
                                (String::from("one"), functions::to_value(item0)),
                                (String::from("two"), functions::to_value(item1)),
                            ])
                        }),
                ),
            ],
            Some(ResourceRef::from(&component1)),
            InvokeOptions::new(),
        )
        .map(move |call| {
            functions::from_value::<BTreeMap<String, Vec<String>>>(call.clone()["result"].clone())
        }),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
