use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};
use std::collections::BTreeMap;

/// The inputs of [`PrimitiveComponent`].
pub struct PrimitiveComponentArgs {
    pub boolean: Output<bool>,
    pub float: Output<f64>,
    pub integer: Output<i64>,
    pub string: Output<String>,
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
                ("boolean", args.boolean.clone().to_json()),
                ("float", args.float.clone().to_json()),
                ("integer", args.integer.clone().to_json()),
                ("string", args.string.clone().to_json()),
            ],
            options,
        );
        let boolean = args.boolean;
        let float = args.float;
        let integer = args.integer;
        let string = args.string;
        let res = primitive::resources::Resource::new(
            &ctx,
            &format!("{name}-res"),
            primitive::resources::ResourceArgs::new(
                boolean.clone(),
                BTreeMap::from([(String::from("t"), true), (String::from("f"), false)]),
                float.clone(),
                integer.clone().map(|v| v as i32),
                vec![-1.0_f64, 0.0_f64, 1.0_f64],
                string.clone(),
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
