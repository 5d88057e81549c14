use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = secret::resources::Resource::new(
        &ctx,
        "res",
        secret::resources::ResourceArgs::new(
            "closed",
            vec![String::from("closed")],
            secret::types::DataArgs::new("closed", "open"),
            vec![secret::types::DataArgs::new("closed", "open")],
            BTreeMap::from([(
                String::from("key"),
                secret::types::DataArgs::new("closed", "open"),
            )]),
            BTreeMap::from([(String::from("key"), String::from("closed"))]),
            "open",
            secret::types::DataArgs::new("closed", "open"),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
