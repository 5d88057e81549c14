use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = ref_ref::resources::Resource::new(
        &ctx,
        "res",
        ref_ref::resources::ResourceArgs::new(
            ref_ref::types::DataArgs::new(
                vec![true],
                true,
                4.5_f64,
                ref_ref::types::InnerDataArgs::new(
                    vec![false, true],
                    false,
                    2.17_f64,
                    -12,
                    "Goodbye",
                    BTreeMap::from([
                        (String::from("two"), String::from("turtle doves")),
                        (String::from("three"), String::from("french hens")),
                    ]),
                ),
                1024,
                "Hello",
                BTreeMap::from([
                    (String::from("x"), String::from("100")),
                    (String::from("y"), String::from("200")),
                ]),
            )
            .inner_data_list(vec![ref_ref::types::InnerDataArgs::new(
                vec![true],
                false,
                3.14_f64,
                42,
                "Partridge",
                BTreeMap::from([(String::from("one"), String::from("in a pear tree"))]),
            )]),
        ),
        ResourceOptions::new(),
    );
    ctx.export("bool", res.data.clone().map(move |data| data.boolean));
    ctx.export(
        "array",
        res.data.clone().map(move |data| data.bool_array[0]),
    );
    ctx.export(
        "map",
        res.data
            .clone()
            .map(move |data| data.string_map["x"].clone()),
    );
    ctx.export(
        "nested",
        res.data
            .clone()
            .map(move |data| data.inner_data.string_map["three"].clone()),
    );
    ctx.export(
        "listIndex",
        res.data.clone().map(move |data| {
            Some(
                data.inner_data_list.as_ref().expect("the value is null")[0]
                    .string
                    .clone(),
            )
        }),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
