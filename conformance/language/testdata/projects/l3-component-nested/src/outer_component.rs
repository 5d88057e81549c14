use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`OuterComponent`].
pub struct OuterComponentArgs {
    /// An input passed to the outer component
    pub input: Output<bool>,
}

/// The component `components:index:OuterComponent`.
pub struct OuterComponent {
    base: ComponentResource,
    pub output: Output<bool>,
}

impl OuterComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: OuterComponentArgs,
        options: ResourceOptions,
    ) -> OuterComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:OuterComponent",
            name,
            vec![("input", args.input.clone().to_json())],
            options,
        );
        let input = args.input;
        let inner_component = crate::inner_component::InnerComponent::new(
            &ctx,
            &format!("{name}-innerComponent"),
            crate::inner_component::InnerComponentArgs {
                input: input.clone().map(move |input| !input),
            },
            ResourceOptions::new().parent(&base),
        );
        let output = inner_component.output.clone();
        base.register_outputs([("output", output.clone().to_json())]);
        OuterComponent { base, output }
    }
}

impl Resource for OuterComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
