use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let prim = primitive::resources::Resource::new(
        &ctx,
        "prim",
        primitive::resources::ResourceArgs::new(
            false,
            BTreeMap::from([
                (String::from("my key"), false),
                (String::from("my.key"), true),
                (String::from("my-key"), false),
                (String::from("my_key"), true),
                (String::from("MY_KEY"), false),
                (String::from("myKey"), true),
            ]),
            2.17_f64,
            -12,
            vec![0.0_f64, 1.0_f64],
            "Goodbye",
        ),
        ResourceOptions::new(),
    );
    let ref_ = primitive_ref::resources::Resource::new(
        &ctx,
        "ref",
        primitive_ref::resources::ResourceArgs::new(primitive_ref::types::DataArgs::new(
            vec![false, true],
            false,
            2.17_f64,
            -12,
            "Goodbye",
            BTreeMap::from([
                (String::from("my key"), String::from("one")),
                (String::from("my.key"), String::from("two")),
                (String::from("my-key"), String::from("three")),
                (String::from("my_key"), String::from("four")),
                (String::from("MY_KEY"), String::from("five")),
                (String::from("myKey"), String::from("six")),
            ]),
        )),
        ResourceOptions::new(),
    );
    let rref = ref_ref::resources::Resource::new(
        &ctx,
        "rref",
        ref_ref::resources::ResourceArgs::new(ref_ref::types::DataArgs::new(
            Vec::<bool>::new(),
            true,
            4.5_f64,
            ref_ref::types::InnerDataArgs::new(
                Vec::<bool>::new(),
                false,
                -2.17_f64,
                123,
                "Goodbye",
                BTreeMap::from([
                    (String::from("my key"), String::from("one")),
                    (String::from("my.key"), String::from("two")),
                    (String::from("my-key"), String::from("three")),
                    (String::from("my_key"), String::from("four")),
                    (String::from("MY_KEY"), String::from("five")),
                    (String::from("myKey"), String::from("six")),
                ]),
            ),
            1024,
            "Hello",
            BTreeMap::from([
                (String::from("my key"), String::from("one")),
                (String::from("my.key"), String::from("two")),
                (String::from("my-key"), String::from("three")),
                (String::from("my_key"), String::from("four")),
                (String::from("MY_KEY"), String::from("five")),
                (String::from("myKey"), String::from("six")),
            ]),
        )),
        ResourceOptions::new(),
    );
    let plains = plain::resources::Resource::new(
        &ctx,
        "plains",
        plain::resources::ResourceArgs::new(plain::types::DataArgs::new(
            vec![true, false],
            true,
            4.5_f64,
            plain::types::InnerDataArgs::new(
                vec![false, true],
                false,
                2.17_f64,
                -12,
                "Goodbye",
                BTreeMap::from([
                    (String::from("my key"), String::from("one")),
                    (String::from("my.key"), String::from("two")),
                    (String::from("my-key"), String::from("three")),
                    (String::from("my_key"), String::from("four")),
                    (String::from("MY_KEY"), String::from("five")),
                    (String::from("myKey"), String::from("six")),
                ]),
            ),
            1024,
            "Hello",
            BTreeMap::from([
                (String::from("my key"), String::from("one")),
                (String::from("my.key"), String::from("two")),
                (String::from("my-key"), String::from("three")),
                (String::from("my_key"), String::from("four")),
                (String::from("MY_KEY"), String::from("five")),
                (String::from("myKey"), String::from("six")),
            ]),
        ))
        .non_plain_data(plain::types::DataArgs::new(
            vec![true, false],
            true,
            4.5_f64,
            plain::types::InnerDataArgs::new(
                vec![false, true],
                false,
                2.17_f64,
                -12,
                "Goodbye",
                BTreeMap::from([
                    (String::from("my key"), String::from("one")),
                    (String::from("my.key"), String::from("two")),
                    (String::from("my-key"), String::from("three")),
                    (String::from("my_key"), String::from("four")),
                    (String::from("MY_KEY"), String::from("five")),
                    (String::from("myKey"), String::from("six")),
                ]),
            ),
            1024,
            "Hello",
            BTreeMap::from([
                (String::from("my key"), String::from("one")),
                (String::from("my.key"), String::from("two")),
                (String::from("my-key"), String::from("three")),
                (String::from("my_key"), String::from("four")),
                (String::from("MY_KEY"), String::from("five")),
                (String::from("myKey"), String::from("six")),
            ]),
        )),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
