use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = plain::resources::Resource::new(
        &ctx,
        "res",
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
        ))
        .data_list(vec![plain::types::InnerDataArgs::new(
            vec![true],
            true,
            3.14_f64,
            42,
            "Plain",
            BTreeMap::from([(String::from("one"), String::from("partridge"))]),
        )]),
        ResourceOptions::new(),
    );
    let empty_list_res = plain::resources::Resource::new(
        &ctx,
        "emptyListRes",
        plain::resources::ResourceArgs::new(plain::types::DataArgs::new(
            Vec::<bool>::new(),
            false,
            0.0_f64,
            plain::types::InnerDataArgs::new(
                Vec::<bool>::new(),
                false,
                0.0_f64,
                0,
                "",
                BTreeMap::<String, String>::new(),
            ),
            0,
            "",
            BTreeMap::<String, String>::new(),
        ))
        .data_list(Vec::<plain::types::InnerDataArgs>::new()),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
