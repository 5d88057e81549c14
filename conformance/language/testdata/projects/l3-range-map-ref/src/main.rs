use sdkgen_runtime::{functions, Config, Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let item_map: BTreeMap<String, String> =
        config.require::<BTreeMap<String, String>>("itemMap")?;
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
    let map_target = nestedobject::resources::Target::new(
        &ctx,
        "mapTarget",
        nestedobject::resources::TargetArgs::new(
            map_resource
                .k1
                .clone()
                .map(|v| functions::from_value::<String>(v["name"].clone()))
                .map(move |name| format!("{name}+")),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
