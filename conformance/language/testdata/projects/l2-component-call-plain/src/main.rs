use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, ResourceOptions, ResourceRef,
};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let configurer = configurer::resources::Configurer::new(
        &ctx,
        "configurer",
        configurer::resources::ConfigurerArgs::new("propagated"),
        ResourceOptions::new(),
    );
    let custom_from_plain_provider = configurer::resources::Custom::new(
        &ctx,
        "customFromPlainProvider",
        configurer::resources::CustomArgs::new("from-plain-provider"),
        ResourceOptions::new().provider(&ctx.call::<Value>(
            "configurer:index:Configurer/plainProvider",
            Vec::<(&str, Output<Value>)>::new(),
            Some(ResourceRef::from(&configurer)),
            InvokeOptions::new(),
        )),
    );
    let custom_from_nested_plain_provider = configurer::resources::Custom::new(
        &ctx,
        "customFromNestedPlainProvider",
        configurer::resources::CustomArgs::new("from-nested-plain-provider"),
        ResourceOptions::new().provider(
            &ctx.call::<Value>(
                "configurer:index:Configurer/nestedPlainProvider",
                Vec::<(&str, Output<Value>)>::new(),
                Some(ResourceRef::from(&configurer)),
                InvokeOptions::new(),
            )
            .map(|v| v["provider"].clone()),
        ),
    );
    ctx.export(
        "plainValue",
        ctx.call::<Value>(
            "configurer:index:Configurer/plainValue",
            Vec::<(&str, Output<Value>)>::new(),
            Some(ResourceRef::from(&configurer)),
            InvokeOptions::new(),
        ),
    );
    ctx.export(
        "nestedPlainValue",
        Output::new(
            ctx.call::<Value>(
                "configurer:index:Configurer/nestedPlainProvider",
                Vec::<(&str, Output<Value>)>::new(),
                Some(ResourceRef::from(&configurer)),
                InvokeOptions::new(),
            )
            .map(|v| functions::from_value::<i64>(v["value"].clone())),
        ),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
