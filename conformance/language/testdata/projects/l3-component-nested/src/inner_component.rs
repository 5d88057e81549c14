use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`InnerComponent`].
pub struct InnerComponentArgs {
    /// An input passed to the inner component
    pub input: Output<bool>,
}

/// The component `components:index:InnerComponent`.
pub struct InnerComponent {
    base: ComponentResource,
    pub output: Output<bool>,
}

impl InnerComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: InnerComponentArgs,
        options: ResourceOptions,
    ) -> InnerComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:InnerComponent",
            name,
            vec![("input", args.input.clone().to_json())],
            options,
        );
        let input = args.input;
        let res = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-res"),
            simple::resources::ResourceArgs::new(input.clone().map(move |input| !input)),
            ResourceOptions::new().parent(&base),
        );
        let output = res.value.clone();
        base.register_outputs([("output", output.clone().to_json())]);
        InnerComponent { base, output }
    }
}

impl Resource for InnerComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
