use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let parent = simple::resources::Resource::new(
        &ctx,
        "parent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let alias_urn = simple::resources::Resource::new(
        &ctx,
        "aliasURN",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let alias_name = simple::resources::Resource::new(
        &ctx,
        "aliasName",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let alias_no_parent = simple::resources::Resource::new(
        &ctx,
        "aliasNoParent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let alias_parent = simple::resources::Resource::new(
        &ctx,
        "aliasParent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().parent(&alias_urn),
    );
    let alias_type = component::resources::Custom::new(
        &ctx,
        "aliasType",
        component::resources::CustomArgs::new("true"),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
