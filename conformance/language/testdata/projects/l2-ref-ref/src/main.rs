use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = ref_ref::resources::Resource::new(
        &ctx,
        "res",
        ref_ref::resources::ResourceArgs::new(ref_ref::types::DataArgs::new(
            Vec::<bool>::new(),
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
        )),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
