use sdkgen_runtime::{functions, Context, Error, Input, ResourceOptions};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let string_or_integer_example1 = r#union::resources::Example::new(
        &ctx,
        "stringOrIntegerExample1",
        r#union::resources::ExampleArgs::new().string_or_integer_property(Value::from(42.0_f64)),
        ResourceOptions::new(),
    );
    let string_or_integer_example2 = r#union::resources::Example::new(
        &ctx,
        "stringOrIntegerExample2",
        r#union::resources::ExampleArgs::new().string_or_integer_property(Value::from("forty two")),
        ResourceOptions::new(),
    );
    let map_map_union_example = r#union::resources::Example::new(
        &ctx,
        "mapMapUnionExample",
        r#union::resources::ExampleArgs::new().map_map_union_property(BTreeMap::from([(
            String::from("key1"),
            Input::<BTreeMap<String, Input<Value>>>::from(BTreeMap::from([(
                String::from("key1a"),
                Value::from("value1a"),
            )])),
        )])),
        ResourceOptions::new(),
    );
    ctx.export(
        "mapMapUnionOutput",
        map_map_union_example.map_map_union_property.clone(),
    );
    let string_enum_union_list_example = r#union::resources::Example::new(
        &ctx,
        "stringEnumUnionListExample",
        r#union::resources::ExampleArgs::new().string_enum_union_list_property(vec![
            Value::from("Listen"),
            Value::from("Send"),
            Value::from("NotAnEnumValue"),
        ]),
        ResourceOptions::new(),
    );
    let safe_enum_example = r#union::resources::Example::new(
        &ctx,
        "safeEnumExample",
        r#union::resources::ExampleArgs::new().typed_enum_property(Value::from("Block")),
        ResourceOptions::new(),
    );
    let enum_output_example = r#union::resources::EnumOutput::new(
        &ctx,
        "enumOutputExample",
        r#union::resources::EnumOutputArgs::new("example"),
        ResourceOptions::new(),
    );
    let output_enum_example = r#union::resources::Example::new(
        &ctx,
        "outputEnumExample",
        r#union::resources::ExampleArgs::new().typed_enum_property(
            enum_output_example
                .r#type
                .clone()
                .map(|v| functions::to_value(v)),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
