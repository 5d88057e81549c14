use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = primitive::resources::Resource::new(
        &ctx,
        "res",
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
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
