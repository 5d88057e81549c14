use sdkgen_runtime::{
    ComponentResource, Context, Error, Output, ProviderMap, Resource, ResourceOptions,
};
use std::collections::BTreeMap;

/// The inputs of [`ConversionComponent`].
pub struct ConversionComponentArgs {
    pub boolean: Output<bool>,
    pub float: Output<f64>,
    pub integer: Output<i64>,
    pub string: Output<String>,
}

/// The component `components:index:ConversionComponent`.
pub struct ConversionComponent {
    base: ComponentResource,
    pub boolean: Output<bool>,
    pub float: Output<f64>,
    pub integer: Output<i64>,
    pub string: Output<String>,
}

impl ConversionComponent {
    /// Registers the component `name` and its children.
    pub fn new(
        ctx: &Context,
        name: &str,
        args: ConversionComponentArgs,
        options: ResourceOptions,
    ) -> ConversionComponent {
        let ctx = ctx.clone();
        let base = ComponentResource::with_inputs(
            &ctx,
            "components:index:ConversionComponent",
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
                BTreeMap::from([
                    (String::from("fromBool"), true),
                    (String::from("fromString"), true),
                ]),
                float.clone(),
                integer.clone().map(|v| v as i32),
                vec![2.0_f64, 42.0_f64, 6.5_f64],
                string.clone(),
            ),
            ResourceOptions::new().parent(&base),
        );
        let boolean = res.boolean.clone();
        let float = res.float.clone();
        let integer = res.integer.clone().map(|v| v as i64);
        let string = res.string.clone();
        base.register_outputs([
            ("boolean", boolean.clone().to_json()),
            ("float", float.clone().to_json()),
            ("integer", integer.clone().to_json()),
            ("string", string.clone().to_json()),
        ]);
        ConversionComponent {
            base,
            boolean,
            float,
            integer,
            string,
        }
    }
}

impl Resource for ConversionComponent {
    fn urn(&self) -> &Output<String> {
        self.base.urn()
    }

    fn providers(&self) -> ProviderMap {
        self.base.providers()
    }
}
