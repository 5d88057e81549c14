use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`KeywordComponent`].
pub struct KeywordComponentArgs {
    /// An input passed to the component
    pub input: Output<bool>,
}

/// The component `components:index:KeywordComponent`.
pub struct KeywordComponent {
    base: ComponentResource,
    pub result: Output<bool>,
}

impl KeywordComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: KeywordComponentArgs,
        options: ResourceOptions,
    ) -> KeywordComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:KeywordComponent",
            name,
            vec![("input", args.input.clone().to_json())],
            options,
        );
        let input = args.input;
        let this = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-this"),
            simple::resources::ResourceArgs::new(input.clone()),
            ResourceOptions::new().parent(&base),
        );
        let parent = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-parent"),
            simple::resources::ResourceArgs::new(this.value.clone()),
            ResourceOptions::new().parent(&base),
        );
        let result = parent.value.clone();
        base.register_outputs([("result", result.clone().to_json())]);
        KeywordComponent { base, result }
    }
}

impl Resource for KeywordComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
