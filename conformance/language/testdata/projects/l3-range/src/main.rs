use sdkgen_runtime::{functions, Config, Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let num_items: i64 = config.require::<i64>("numItems")?;
    let item_list: Vec<String> = config.require::<Vec<String>>("itemList")?;
    let item_map: BTreeMap<String, String> =
        config.require::<BTreeMap<String, String>>("itemMap")?;
    let create_bool: bool = config.require::<bool>("createBool")?;
    let num_resource = nestedobject::resources::Target::new(
        &ctx,
        "numResource",
        nestedobject::resources::TargetArgs::new(format!("num-{}", range["value"])),
        ResourceOptions::new(),
    );
    let list_resource = nestedobject::resources::Target::new(
        &ctx,
        "listResource",
        nestedobject::resources::TargetArgs::new(format!(
            "{}:{}",
            functions::from_value::<i64>(range["key"].clone()),
            functions::from_value::<String>(range["value"].clone())
        )),
        ResourceOptions::new(),
    );
    let map_resource = nestedobject::resources::Target::new(
        &ctx,
        "mapResource",
        nestedobject::resources::TargetArgs::new(format!(
            "{}={}",
            range["key"].clone(),
            range["value"].clone()
        )),
        ResourceOptions::new(),
    );
    let bool_resource = nestedobject::resources::Target::new(
        &ctx,
        "boolResource",
        nestedobject::resources::TargetArgs::new("bool-resource"),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
