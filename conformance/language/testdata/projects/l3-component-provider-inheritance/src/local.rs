use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`Local`].
pub struct LocalArgs {}

/// The component `components:index:Local`.
pub struct Local {
    base: ComponentResource,
    pub result: Output<bool>,
}

impl Local {
    /// Registers the component `name` and its children.
    pub fn new(ctx: &Context, name: &str, args: LocalArgs, options: ResourceOptions) -> Local {
        let ctx = ctx.clone();
        let base =
            ComponentResource::with_inputs(&ctx, "components:index:Local", name, vec![], options);
        let mlc = component::resources::ComponentForeignChild::new(
            &ctx,
            &format!("{name}-mlc"),
            component::resources::ComponentForeignChildArgs::new(true),
            ResourceOptions::new().parent(&base),
        );
        let result = mlc.value.clone();
        base.register_outputs([("result", result.clone().to_json())]);
        Local { base, result }
    }
}

impl Resource for Local {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
