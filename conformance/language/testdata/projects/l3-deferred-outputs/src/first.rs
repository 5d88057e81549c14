use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};

/// The inputs of [`First`].
pub struct FirstArgs {
    pub input: Output<bool>,
}

/// The component `components:index:First`.
pub struct First {
    base: ComponentResource,
    pub untainted: Output<bool>,
    pub tainted: Output<bool>,
}

impl First {
    /// Registers the component `name` and its children.
    pub fn new(ctx: &Context, name: &str, args: FirstArgs, options: ResourceOptions) -> First {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:First",
            name,
            vec![("input", args.input.clone().to_json())],
            options,
        );
        let input = args.input;
        let first_untainted = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-first-untainted"),
            simple::resources::ResourceArgs::new(true),
            ResourceOptions::new().parent(&base),
        );
        let first_tainted = simple::resources::Resource::new(
            &ctx,
            &format!("{name}-first-tainted"),
            simple::resources::ResourceArgs::new(input.clone().map(move |input| !input)),
            ResourceOptions::new().parent(&base),
        );
        let untainted = first_untainted.value.clone();
        let tainted = first_tainted.value.clone();
        base.register_outputs([
            ("untainted", untainted.clone().to_json()),
            ("tainted", tainted.clone().to_json()),
        ]);
        First {
            base,
            untainted,
            tainted,
        }
    }
}

impl Resource for First {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
