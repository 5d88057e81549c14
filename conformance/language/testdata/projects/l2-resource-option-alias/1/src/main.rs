use sdkgen_runtime::{Alias, AliasSpec, Context, Error, Resource, ResourceOptions, ResourceRef};

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
        ResourceOptions::new().parent(&parent).alias(Alias::Urn(
            "urn:pulumi:test::l2-resource-option-alias::simple:index:Resource::aliasURN".to_owned(),
        )),
    );
    let alias_new_name = simple::resources::Resource::new(
        &ctx,
        "aliasNewName",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().alias(Alias::Spec(AliasSpec {
            name: Some(String::from("aliasName")),
            ..Default::default()
        })),
    );
    let alias_no_parent = simple::resources::Resource::new(
        &ctx,
        "aliasNoParent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .parent(&parent)
            .alias(Alias::Spec(AliasSpec {
                parent: Some(None),
                ..Default::default()
            })),
    );
    let alias_parent = simple::resources::Resource::new(
        &ctx,
        "aliasParent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .parent(&parent)
            .alias(Alias::Spec(AliasSpec {
                parent: Some(Some(ResourceRef::from(&alias_urn))),
                ..Default::default()
            })),
    );
    let alias_type = simple::resources::Resource::new(
        &ctx,
        "aliasType",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().alias(Alias::Spec(AliasSpec {
            type_token: Some(String::from("component:index:Custom")),
            ..Default::default()
        })),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
