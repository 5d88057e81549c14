use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, ResourceOptions, ResourceRef,
};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let default_res = call::resources::Custom::new(
        &ctx,
        "defaultRes",
        call::resources::CustomArgs::new("defaultValue"),
        ResourceOptions::new(),
    );
    ctx.export(
        "defaultProviderValue",
        ctx.call::<Value>(
            "call:index:Custom/providerValue",
            Vec::<(&str, Output<Value>)>::new(),
            Some(ResourceRef::custom(&default_res)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<String>(call.clone()["result"].clone())),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
