use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`MyComponent`].
pub struct MyComponentArgs {
    /// A simple input
    pub input: Output<bool>,
}

/// The component `components:index:MyComponent`.
pub struct MyComponent {
    base: ComponentResource,
    pub output: Output<bool>,
}

impl MyComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: MyComponentArgs,
        options: ResourceOptions,
    ) -> MyComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:MyComponent",
            name,
            vec![("input", args.input.clone().to_json())],
            options,
        );
        let input = args.input;
        let res = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-res"),
            simple::resources::ResourceArgs::new(input.clone()),
            ResourceOptions::new().parent(&base),
        );
        let output = res.value.clone();
        base.register_outputs([("output", output.clone().to_json())]);
        MyComponent { base, output }
    }
}

impl Resource for MyComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
