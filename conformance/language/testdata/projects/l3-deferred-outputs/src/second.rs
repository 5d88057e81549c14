use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`Second`].
pub struct SecondArgs {
    pub input: Output<bool>,
}

/// The component `components:index:Second`.
pub struct Second {
    base: ComponentResource,
    pub untainted: Output<bool>,
    pub tainted: Output<bool>,
}

impl Second {
    /// Registers the component `name` and its children.
    pub fn new(ctx: &Context, name: &str, args: SecondArgs, options: ResourceOptions) -> Second {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:Second",
            name,
            vec![("input", args.input.clone().to_json())],
            options,
        );
        let input = args.input;
        let second_untainted = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-second-untainted"),
            simple::resources::ResourceArgs::new(true),
            ResourceOptions::new().parent(&base),
        );
        let second_tainted = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-second-tainted"),
            simple::resources::ResourceArgs::new(input.clone().map(move |input| !input)),
            ResourceOptions::new().parent(&base),
        );
        let untainted = second_untainted.value.clone();
        let tainted = second_tainted.value.clone();
        base.register_outputs([
            ("untainted", untainted.clone().to_json()),
            ("tainted", tainted.clone().to_json()),
        ]);
        Second {
            base,
            untainted,
            tainted,
        }
    }
}

impl Resource for Second {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
