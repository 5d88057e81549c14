use sdkgen_runtime::{functions, Context, Error, Input, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let unset_a = optionalprimitive::resources::Resource::new(
        &ctx,
        "unsetA",
        optionalprimitive::resources::ResourceArgs::new(),
        ResourceOptions::new(),
    );
    let unset_b = optionalprimitive::resources::Resource::new(
        &ctx,
        "unsetB",
        optionalprimitive::resources::ResourceArgs::new()
            .boolean(
                unset_a
                    .boolean
                    .clone()
                    .map(|v| functions::from_value::<bool>(functions::to_value(v))),
            )
            .boolean_map(unset_a.boolean_map.clone().map(|v| {
                functions::from_value::<BTreeMap<String, Input<bool>>>(functions::to_value(v))
            }))
            .float(
                unset_a
                    .float
                    .clone()
                    .map(|v| functions::from_value::<f64>(functions::to_value(v))),
            )
            .integer(
                unset_a
                    .integer
                    .clone()
                    .map(|v| v.map(|v| v as i64))
                    .map(|v| functions::from_value::<i32>(functions::to_value(v))),
            )
            .number_array(
                unset_a
                    .number_array
                    .clone()
                    .map(|v| functions::from_value::<Vec<Input<f64>>>(functions::to_value(v))),
            )
            .string(unset_a.string.clone().map(|v| functions::to_string(&v))),
        ResourceOptions::new(),
    );
    ctx.export(
        "unsetBoolean",
        unset_b.boolean.clone().map(move |boolean| {
            if boolean.is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetFloat",
        unset_b.float.clone().map(move |float| {
            if float.is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetInteger",
        unset_b
            .integer
            .clone()
            .map(|v| v.map(|v| v as i64))
            .map(move |integer| {
                if integer.is_none() {
                    String::from("null")
                } else {
                    String::from("not null")
                }
            }),
    );
    ctx.export(
        "unsetString",
        unset_b.string.clone().map(move |string| {
            if string.is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetNumberArray",
        unset_b.number_array.clone().map(move |number_array| {
            if number_array.is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetBooleanMap",
        unset_b.boolean_map.clone().map(move |boolean_map| {
            if boolean_map.is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    let set_a = optionalprimitive::resources::Resource::new(
        &ctx,
        "setA",
        optionalprimitive::resources::ResourceArgs::new()
            .boolean(true)
            .boolean_map(BTreeMap::from([
                (String::from("t"), true),
                (String::from("f"), false),
            ]))
            .float(3.14_f64)
            .integer(42)
            .number_array(vec![-1.0_f64, 0.0_f64, 1.0_f64])
            .string("hello"),
        ResourceOptions::new(),
    );
    let set_b = optionalprimitive::resources::Resource::new(
        &ctx,
        "setB",
        optionalprimitive::resources::ResourceArgs::new()
            .boolean(
                set_a
                    .boolean
                    .clone()
                    .map(|v| functions::from_value::<bool>(functions::to_value(v))),
            )
            .boolean_map(set_a.boolean_map.clone().map(|v| {
                functions::from_value::<BTreeMap<String, Input<bool>>>(functions::to_value(v))
            }))
            .float(
                set_a
                    .float
                    .clone()
                    .map(|v| functions::from_value::<f64>(functions::to_value(v))),
            )
            .integer(
                set_a
                    .integer
                    .clone()
                    .map(|v| v.map(|v| v as i64))
                    .map(|v| functions::from_value::<i32>(functions::to_value(v))),
            )
            .number_array(
                set_a
                    .number_array
                    .clone()
                    .map(|v| functions::from_value::<Vec<Input<f64>>>(functions::to_value(v))),
            )
            .string(set_a.string.clone().map(|v| functions::to_string(&v))),
        ResourceOptions::new(),
    );
    let source_primitive = primitive::resources::Resource::new(
        &ctx,
        "sourcePrimitive",
        primitive::resources::ResourceArgs::new(
            true,
            BTreeMap::from([(String::from("t"), true), (String::from("f"), false)]),
            3.14_f64,
            42,
            vec![-1.0_f64, 0.0_f64, 1.0_f64],
            "hello",
        ),
        ResourceOptions::new(),
    );
    let from_primitive = optionalprimitive::resources::Resource::new(
        &ctx,
        "fromPrimitive",
        optionalprimitive::resources::ResourceArgs::new()
            .boolean(source_primitive.boolean.clone())
            .boolean_map(source_primitive.boolean_map.clone().map(|v| {
                v.into_iter()
                    .map(|(k, v)| (k, Input::<bool>::from(v)))
                    .collect::<BTreeMap<_, _>>()
            }))
            .float(source_primitive.float.clone())
            .integer(
                source_primitive
                    .integer
                    .clone()
                    .map(|v| v as i64)
                    .map(|v| v as i32),
            )
            .number_array(source_primitive.number_array.clone().map(|v| {
                v.into_iter()
                    .map(|v| Input::<f64>::from(v))
                    .collect::<Vec<_>>()
            }))
            .string(source_primitive.string.clone()),
        ResourceOptions::new(),
    );
    ctx.export("setBoolean", set_b.boolean.clone());
    ctx.export("setFloat", set_b.float.clone());
    ctx.export(
        "setInteger",
        set_b.integer.clone().map(|v| v.map(|v| v as i64)),
    );
    ctx.export("setString", set_b.string.clone());
    ctx.export("setNumberArray", set_b.number_array.clone());
    ctx.export("setBooleanMap", set_b.boolean_map.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
