use sdkgen_runtime::{Context, CustomTimeouts, Error, Resource, ResourceOptions};
use std::time::Duration;

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = simple::resources::Provider::new(
        &ctx,
        "prov",
        simple::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let identity = simple::resources::Resource::new(
        &ctx,
        "identity",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let protected = simple::resources::Resource::new(
        &ctx,
        "protected",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().protect(true),
    );
    let ignore_changes = simple::resources::Resource::new(
        &ctx,
        "ignoreChanges",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().ignore_changes("value"),
    );
    let delete_before_replace = simple::resources::Resource::new(
        &ctx,
        "deleteBeforeReplace",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().delete_before_replace(true),
    );
    let secret_output = simple::resources::Resource::new(
        &ctx,
        "secretOutput",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().additional_secret_output("value"),
    );
    let custom_timeouts = simple::resources::Resource::new(
        &ctx,
        "customTimeouts",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().custom_timeouts(CustomTimeouts {
            create: Some(Duration::from_secs(300)),
            ..Default::default()
        }),
    );
    let explicit_provider = simple::resources::Resource::new(
        &ctx,
        "explicitProvider",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().provider(&prov),
    );
    let parent = simple::resources::Resource::new(
        &ctx,
        "parent",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let child = simple::resources::Resource::new(
        &ctx,
        "child",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().parent(&parent),
    );
    let dependency = simple::resources::Resource::new(
        &ctx,
        "dependency",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let depends_on = simple::resources::Resource::new(
        &ctx,
        "dependsOn",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().depends_on(&dependency),
    );
    let property_dependency = simple::resources::Resource::new(
        &ctx,
        "propertyDependency",
        simple::resources::ResourceArgs::new(dependency.value.clone()),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
