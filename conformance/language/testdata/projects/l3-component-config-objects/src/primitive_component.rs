use sdkgen_runtime::{
    ComponentResource, Context, Error, Input, Output, ProviderMap, Resource, ResourceOptions,
};
use std::collections::BTreeMap;

/// The inputs of [`PrimitiveComponent`].
pub struct PrimitiveComponentArgs {
    pub boolean_map: Output<BTreeMap<String, bool>>,
    pub number_array: Output<Vec<f64>>,
}

/// The component `components:index:PrimitiveComponent`.
pub struct PrimitiveComponent {
    base: ComponentResource,
}

impl PrimitiveComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: PrimitiveComponentArgs,
        options: ResourceOptions,
    ) -> PrimitiveComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:PrimitiveComponent",
            name,
            vec![
                ("booleanMap", args.boolean_map.clone().to_json()),
                ("numberArray", args.number_array.clone().to_json()),
            ],
            options,
        );
        let number_array = args.number_array;
        let boolean_map = args.boolean_map;
        let res = primitive::resources::Resource::new(
            &ctx,
            &format!("{name}-res"),
            primitive::resources::ResourceArgs::new(
                true,
                boolean_map.clone().map(|v| {
                    v.into_iter()
                        .map(|(k, v)| (k, Input::<bool>::from(v)))
                        .collect::<BTreeMap<_, _>>()
                }),
                3.5_f64,
                3,
                number_array.clone().map(|v| {
                    v.into_iter()
                        .map(|v| Input::<f64>::from(v))
                        .collect::<Vec<_>>()
                }),
                "plain",
            ),
            ResourceOptions::new().parent(&base),
        );
        base.register_outputs([]);
        PrimitiveComponent { base }
    }
}

impl Resource for PrimitiveComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
