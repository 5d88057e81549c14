use sdkgen_runtime::{functions, Context, Error, Resource, ResourceOptions, ResourceReference};

async fn program(ctx: Context) -> Result<(), Error> {
    let component_res = component::resources::ComponentCustomRefOutput::new(
        &ctx,
        "componentRes",
        component::resources::ComponentCustomRefOutputArgs::new("foo-bar-baz"),
        ResourceOptions::new(),
    );
    let res = namespaced::resources::Resource::new(
        &ctx,
        "res",
        namespaced::resources::ResourceArgs::new(true).resource_ref(
            component_res
                .r#ref
                .clone()
                .apply(|v| ResourceReference::of_custom(&v).map(|v| functions::to_value(v))),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
