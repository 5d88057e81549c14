use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = primitive_ref::resources::Resource::new(
        &ctx,
        "res",
        primitive_ref::resources::ResourceArgs::new(primitive_ref::types::DataArgs::new(
            vec![false, true],
            false,
            2.17_f64,
            -12,
            "Goodbye",
            BTreeMap::from([
                (String::from("two"), String::from("turtle doves")),
                (String::from("three"), String::from("french hens")),
            ]),
        )),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
