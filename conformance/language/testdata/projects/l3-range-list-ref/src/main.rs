use sdkgen_runtime::{functions, Config, Context, Error, Output, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let num_items: i64 = config.require::<i64>("numItems")?;
    let item_list: Vec<String> = config.require::<Vec<String>>("itemList")?;
    let num_resource = nestedobject::resources::Target::new(
        &ctx,
        "numResource",
        nestedobject::resources::TargetArgs::new(format!("num-{}", range["value"])),
        ResourceOptions::new(),
    );
    let num_target = nestedobject::resources::Target::new(
        &ctx,
        "numTarget",
        nestedobject::resources::TargetArgs::new(
            num_resource
                ._0
                .clone()
                .map(|v| functions::from_value::<String>(v["name"].clone()))
                .map(move |name| format!("{name}+")),
        ),
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
    let list_target = nestedobject::resources::Target::new(
        &ctx,
        "listTarget",
        nestedobject::resources::TargetArgs::new(
            list_resource
                ._1
                .clone()
                .map(|v| functions::from_value::<String>(v["name"].clone()))
                .map(move |name| format!("{name}+")),
        ),
        ResourceOptions::new(),
    );
    let list_dyn_target = nestedobject::resources::Target::new(
        &ctx,
        "listDynTarget",
        nestedobject::resources::TargetArgs::new(
            Output::new(
                list_resource.clone()[functions::from_value::<i64>(range["key"].clone()) as usize]
                    .clone(),
            )
            .map(|v| functions::from_value::<String>(v["name"].clone()))
            .map(move |name| format!("{name}!")),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
