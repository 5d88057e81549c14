use sdkgen_runtime::{Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let receiver_ignore = nestedobject::resources::Receiver::new(
        &ctx,
        "receiverIgnore",
        nestedobject::resources::ReceiverArgs::new(vec![nestedobject::types::DetailArgs::new(
            "a", "b",
        )]),
        ResourceOptions::new().ignore_changes("details[0].key"),
    );
    let map_ignore = nestedobject::resources::MapContainer::new(
        &ctx,
        "mapIgnore",
        nestedobject::resources::MapContainerArgs::new(BTreeMap::from([(
            String::from("env"),
            String::from("prod"),
        )])),
        ResourceOptions::new()
            .ignore_changes("tags[\"env\"]")
            .ignore_changes("tags[\"with.dot\"]")
            .ignore_changes("tags[\"with escaped \\\"\"]"),
    );
    let no_ignore = nestedobject::resources::Target::new(
        &ctx,
        "noIgnore",
        nestedobject::resources::TargetArgs::new("nothing"),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
