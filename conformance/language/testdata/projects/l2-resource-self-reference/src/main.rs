use sdkgen_runtime::{functions, Context, Error, Input, ResourceOptions, ResourceReference};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let root = selfref::resources::Node::new(
        &ctx,
        "root",
        selfref::resources::NodeArgs::new(),
        ResourceOptions::new(),
    );
    let child = selfref::resources::Node::new(
        &ctx,
        "child",
        selfref::resources::NodeArgs::new()
            .named_parents(BTreeMap::from([(
                String::from("root"),
                Input::<selfref::resources::Node>::from(root.clone()),
            )]))
            .parent(root.clone())
            .parent_or_name(
                ResourceReference::of_custom(&root.clone()).map(|v| functions::to_value(v)),
            )
            .parents(vec![Input::<selfref::resources::Node>::from(root.clone())]),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
