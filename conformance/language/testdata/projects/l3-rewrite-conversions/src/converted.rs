use sdkgen_runtime::{
    ComponentResource, Context, Error, Input, Output, ProviderMap, Resource, ResourceOptions,
};
use std::collections::BTreeMap;

/// The inputs of [`Converted`].
pub struct ConvertedArgs {
    pub boolean: Output<bool>,
    pub boolean_map: Output<BTreeMap<String, bool>>,
    pub float: Output<f64>,
    pub integer: Output<i64>,
    pub number_array: Output<Vec<f64>>,
    pub string: Output<String>,
}

/// The component `components:index:Converted`.
pub struct Converted {
    base: ComponentResource,
}

impl Converted {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: ConvertedArgs,
        options: ResourceOptions,
    ) -> Converted {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:Converted",
            name,
            vec![
                ("boolean", args.boolean.clone().to_json()),
                ("booleanMap", args.boolean_map.clone().to_json()),
                ("float", args.float.clone().to_json()),
                ("integer", args.integer.clone().to_json()),
                ("numberArray", args.number_array.clone().to_json()),
                ("string", args.string.clone().to_json()),
            ],
            options,
        );
        let boolean = args.boolean;
        let float = args.float;
        let integer = args.integer;
        let string = args.string;
        let number_array = args.number_array;
        let boolean_map = args.boolean_map;
        let res = primitive::resources::Resource::new(
            &ctx,
            &format!("{name}-res"),
            primitive::resources::ResourceArgs::new(
                boolean.clone(),
                boolean_map.clone().map(|v| {
                    v.into_iter()
                        .map(|(k, v)| (k, Input::<bool>::from(v)))
                        .collect::<BTreeMap<_, _>>()
                }),
                float.clone(),
                integer.clone().map(|v| v as i32),
                number_array.clone().map(|v| {
                    v.into_iter()
                        .map(|v| Input::<f64>::from(v))
                        .collect::<Vec<_>>()
                }),
                string.clone(),
            ),
            ResourceOptions::new().parent(&base),
        );
        base.register_outputs([]);
        Converted { base }
    }
}

impl Resource for Converted {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
