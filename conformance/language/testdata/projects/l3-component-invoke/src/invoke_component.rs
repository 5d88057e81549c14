use sdkgen_runtime::{
    ComponentResource, Context, Error, InvokeOptions, Output, ProviderMap, Resource,
};

/// The inputs of [`InvokeComponent`].
pub struct InvokeComponentArgs {}

/// The component `components:index:InvokeComponent`.
pub struct InvokeComponent {
    base: ComponentResource,
    pub result: Output<String>,
}

impl InvokeComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: InvokeComponentArgs,
        options: ResourceOptions,
    ) -> InvokeComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:InvokeComponent",
            name,
            vec![],
            options,
        );
        let greeting = multi_argument_invoke::resources::multi_argument_invoke_output(
            &ctx,
            multi_argument_invoke::types::MultiArgumentInvokeArgs::new("hello"),
            InvokeOptions::new(),
        );
        let provider_config = config::resources::get_config_output(
            &ctx,
            config::types::GetConfigArgs::new(
                greeting
                    .clone()
                    .map(move |greeting| greeting.result.clone()),
            ),
            InvokeOptions::new(),
        );
        let result = provider_config
            .clone()
            .map(move |provider_config| provider_config.text.clone());
        base.register_outputs([("result", result.clone().to_json())]);
        InvokeComponent { base, result }
    }
}

impl Resource for InvokeComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
