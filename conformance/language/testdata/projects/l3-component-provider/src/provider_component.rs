use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`ProviderComponent`].
pub struct ProviderComponentArgs {
    pub text: Output<String>,
}

/// The component `components:index:ProviderComponent`.
pub struct ProviderComponent {
    base: ComponentResource,
    pub result: Output<String>,
}

impl ProviderComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: ProviderComponentArgs,
        options: ResourceOptions,
    ) -> ProviderComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:ProviderComponent",
            name,
            vec![("text", args.text.clone().to_json())],
            options,
        );
        let text = args.text;
        let prov = config::resources::Provider::new(
            &ctx,
            &format!("{name}-prov"),
            config::resources::ProviderArgs::new("my config"),
            ResourceOptions::new().parent(&base),
        );
        let res = config::resources::Resource::new(
            &ctx,
            &format!("{name}-res"),
            config::resources::ResourceArgs::new(text.clone()),
            ResourceOptions::new().provider(&prov).parent(&base),
        );
        let result = res.text.clone();
        base.register_outputs([("result", result.clone().to_json())]);
        ProviderComponent { base, result }
    }
}

impl Resource for ProviderComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
