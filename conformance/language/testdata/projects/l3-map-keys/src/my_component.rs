use sdkgen_runtime::{
    ComponentResource, Context, Error, Input, Output, ProviderMap, Resource, ResourceOptions,
};
use std::collections::BTreeMap;

/// The inputs of [`MyComponent`].
pub struct MyComponentArgs {
    pub boolean_map: Output<BTreeMap<String, bool>>,
}

/// The component `components:index:MyComponent`.
pub struct MyComponent {
    base: ComponentResource,
    pub boolean_map: Output<BTreeMap<String, bool>>,
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
            vec![("booleanMap", args.boolean_map.clone().to_json())],
            options,
        );
        let boolean_map = args.boolean_map;
        let res = primitive::resources::Resource::new(
            &ctx,
            &format!("{name}-res"),
            primitive::resources::ResourceArgs::new(
                false,
                boolean_map.clone().map(|v| {
                    v.into_iter()
                        .map(|(k, v)| (k, Input::<bool>::from(v)))
                        .collect::<BTreeMap<_, _>>()
                }),
                2.17_f64,
                -12,
                vec![0.0_f64, 1.0_f64],
                "adversarial",
            ),
            ResourceOptions::new().parent(&base),
        );
        let boolean_map = res.boolean_map.clone();
        base.register_outputs([("booleanMap", boolean_map.clone().to_json())]);
        MyComponent { base, boolean_map }
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
