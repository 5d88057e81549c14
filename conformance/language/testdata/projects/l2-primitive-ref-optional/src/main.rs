use sdkgen_runtime::{functions, Context, Error, Input, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let set_res = optional_primitive_ref::resources::Resource::new(
        &ctx,
        "setRes",
        optional_primitive_ref::resources::ResourceArgs::new(
            optional_primitive_ref::types::DataArgs::new()
                .boolean(true)
                .boolean_map(BTreeMap::from([
                    (String::from("t"), true),
                    (String::from("f"), false),
                ]))
                .float(3.14_f64)
                .integer(42)
                .number_array(vec![-1.0_f64, 0.0_f64, 1.0_f64])
                .string("hello"),
        )
        .optional_data(optional_primitive_ref::types::DataArgs::new().string("optional parent")),
        ResourceOptions::new(),
    );
    let unset_res = optional_primitive_ref::resources::Resource::new(
        &ctx,
        "unsetRes",
        optional_primitive_ref::resources::ResourceArgs::new(
            optional_primitive_ref::types::DataArgs::new(),
        ),
        ResourceOptions::new(),
    );
    let from_nested_optional = optional_primitive_ref::resources::Resource::new(
        &ctx,
        "fromNestedOptional",
        optional_primitive_ref::resources::ResourceArgs::new(
            optional_primitive_ref::types::DataArgs::new().string(
                set_res
                    .optional_data
                    .clone()
                    .map(move |optional_data| {
                        optional_data
                            .as_ref()
                            .expect("the value is null")
                            .string
                            .clone()
                    })
                    .map(|v| functions::to_string(&v)),
            ),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "setBoolean",
        set_res.data.clone().map(move |data| data.boolean.clone()),
    );
    ctx.export(
        "setFloat",
        set_res.data.clone().map(move |data| data.float.clone()),
    );
    ctx.export(
        "setInteger",
        set_res
            .data
            .clone()
            .map(move |data| data.integer.clone().map(|v| v as i64)),
    );
    ctx.export(
        "setString",
        set_res.data.clone().map(move |data| data.string.clone()),
    );
    ctx.export(
        "setNumberArray",
        set_res
            .data
            .clone()
            .map(move |data| data.number_array.clone()),
    );
    ctx.export(
        "setBooleanMap",
        set_res
            .data
            .clone()
            .map(move |data| data.boolean_map.clone()),
    );
    ctx.export(
        "unsetBoolean",
        unset_res.data.clone().map(move |data| {
            if data.boolean.clone().is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetFloat",
        unset_res.data.clone().map(move |data| {
            if data.float.clone().is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetInteger",
        unset_res.data.clone().map(move |data| {
            if data.integer.clone().map(|v| v as i64).is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetString",
        unset_res.data.clone().map(move |data| {
            if data.string.clone().is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetNumberArray",
        unset_res.data.clone().map(move |data| {
            if data.number_array.clone().is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetBooleanMap",
        unset_res.data.clone().map(move |data| {
            if data.boolean_map.clone().is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "setOptionalData",
        set_res.optional_data.clone().map(move |optional_data| {
            if optional_data.is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "unsetOptionalData",
        unset_res.optional_data.clone().map(move |optional_data| {
            if optional_data.is_none() {
                String::from("null")
            } else {
                String::from("not null")
            }
        }),
    );
    ctx.export(
        "tupleOfOptional",
        set_res
            .data
            .clone()
            .map(move |data| data.string.clone())
            .zip(unset_res.data.clone().map(move |data| data.string.clone()))
            .map(move |(item0, item1)| vec![item0, item1]),
    );
    let optional_lists = set_res
        .data
        .clone()
        .map(move |data| data.number_array.clone())
        .zip(
            unset_res
                .data
                .clone()
                .map(move |data| data.number_array.clone()),
        )
        .map(move |(item0, item1)| vec![item0, item1]);
    let from_optional_lists = optional_primitive_ref::resources::Resource::new(
        &ctx,
        "fromOptionalLists",
        optional_primitive_ref::resources::ResourceArgs::new(
            optional_primitive_ref::types::DataArgs::new().number_array(
                optional_lists
                    .clone()
                    .map(|v| v[0].clone())
                    .map(|v| functions::from_value::<Vec<Input<f64>>>(functions::to_value(v))),
            ),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
