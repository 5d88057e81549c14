use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, ResourceOptions, ResourceRef,
};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let component1 = component::resources::ComponentCallable::new(
        &ctx,
        "component1",
        component::resources::ComponentCallableArgs::new("bar"),
        ResourceOptions::new(),
    );
    ctx.export(
        "from_identity",
        ctx.call::<Value>(
            "component:index:ComponentCallable/identity",
            Vec::<(&str, Output<Value>)>::new(),
            Some(ResourceRef::from(&component1)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<String>(call.clone()["result"].clone())),
    );
    ctx.export(
        "from_prefixed",
        ctx.call::<Value>(
            "component:index:ComponentCallable/prefixed",
            vec![(
                "prefix",
                Output::new(functions::to_value(String::from("foo-"))),
            )],
            Some(ResourceRef::from(&component1)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<String>(call.clone()["result"].clone())),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
