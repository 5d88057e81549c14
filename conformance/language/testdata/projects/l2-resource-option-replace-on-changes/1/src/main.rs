use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let schema_replace = replaceonchanges::resources::ResourceA::new(
        &ctx,
        "schemaReplace",
        replaceonchanges::resources::ResourceAArgs::new(true).replace_prop(false),
        ResourceOptions::new(),
    );
    let option_replace = replaceonchanges::resources::ResourceB::new(
        &ctx,
        "optionReplace",
        replaceonchanges::resources::ResourceBArgs::new(false),
        ResourceOptions::new().replace_on_changes("value"),
    );
    let both_replace_value = replaceonchanges::resources::ResourceA::new(
        &ctx,
        "bothReplaceValue",
        replaceonchanges::resources::ResourceAArgs::new(false).replace_prop(true),
        ResourceOptions::new().replace_on_changes("value"),
    );
    let both_replace_prop = replaceonchanges::resources::ResourceA::new(
        &ctx,
        "bothReplaceProp",
        replaceonchanges::resources::ResourceAArgs::new(true).replace_prop(false),
        ResourceOptions::new().replace_on_changes("value"),
    );
    let regular_update = replaceonchanges::resources::ResourceB::new(
        &ctx,
        "regularUpdate",
        replaceonchanges::resources::ResourceBArgs::new(false),
        ResourceOptions::new(),
    );
    let no_change = replaceonchanges::resources::ResourceB::new(
        &ctx,
        "noChange",
        replaceonchanges::resources::ResourceBArgs::new(true),
        ResourceOptions::new().replace_on_changes("value"),
    );
    let wrong_prop_change = replaceonchanges::resources::ResourceA::new(
        &ctx,
        "wrongPropChange",
        replaceonchanges::resources::ResourceAArgs::new(true).replace_prop(false),
        ResourceOptions::new().replace_on_changes("value"),
    );
    let multiple_prop_replace = replaceonchanges::resources::ResourceA::new(
        &ctx,
        "multiplePropReplace",
        replaceonchanges::resources::ResourceAArgs::new(false).replace_prop(true),
        ResourceOptions::new()
            .replace_on_changes("value")
            .replace_on_changes("replaceProp"),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
