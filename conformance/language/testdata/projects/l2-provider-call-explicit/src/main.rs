use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, ResourceOptions, ResourceRef,
};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let explicit_prov = call::resources::Provider::new(
        &ctx,
        "explicitProv",
        call::resources::ProviderArgs::new("explicitProvValue"),
        ResourceOptions::new(),
    );
    let explicit_res = call::resources::Custom::new(
        &ctx,
        "explicitRes",
        call::resources::CustomArgs::new("explicitValue"),
        ResourceOptions::new().provider(&explicit_prov),
    );
    ctx.export(
        "explicitProviderValue",
        ctx.call::<Value>(
            "call:index:Custom/providerValue",
            Vec::<(&str, Output<Value>)>::new(),
            Some(ResourceRef::custom(&explicit_res)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<String>(call.clone()["result"].clone())),
    );
    ctx.export(
        "explicitProvFromIdentity",
        ctx.call::<Value>(
            "pulumi:providers:call/identity",
            Vec::<(&str, Output<Value>)>::new(),
            Some(ResourceRef::custom(&explicit_prov)),
            InvokeOptions::new().provider(&explicit_prov),
        )
        .map(move |call| functions::from_value::<String>(call.clone()["result"].clone())),
    );
    ctx.export(
        "explicitProvFromPrefixed",
        ctx.call::<Value>(
            "pulumi:providers:call/prefixed",
            vec![(
                "prefix",
                Output::new(functions::to_value(String::from("call-prefix-"))),
            )],
            Some(ResourceRef::custom(&explicit_prov)),
            InvokeOptions::new().provider(&explicit_prov),
        )
        .map(move |call| functions::from_value::<String>(call.clone()["result"].clone())),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
