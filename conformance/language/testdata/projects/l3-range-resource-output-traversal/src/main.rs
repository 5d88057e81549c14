use sdkgen_runtime::{functions, Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let container = nestedobject::resources::Container::new(
        &ctx,
        "container",
        nestedobject::resources::ContainerArgs::new(vec![
            String::from("alpha"),
            String::from("bravo"),
        ]),
        ResourceOptions::new(),
    );
    let map_container = nestedobject::resources::MapContainer::new(
        &ctx,
        "mapContainer",
        nestedobject::resources::MapContainerArgs::new(BTreeMap::from([
            (String::from("k1"), String::from("charlie")),
            (String::from("k2"), String::from("delta")),
        ])),
        ResourceOptions::new(),
    );
    let list_output = nestedobject::resources::Target::new(
        &ctx,
        "listOutput",
        nestedobject::resources::TargetArgs::new(functions::from_value::<String>(
            range["value"]["value"].clone(),
        )),
        ResourceOptions::new(),
    );
    let map_output = nestedobject::resources::Target::new(
        &ctx,
        "mapOutput",
        nestedobject::resources::TargetArgs::new(format!(
            "{}=>{}",
            range["key"].clone(),
            range["value"].clone()
        )),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
