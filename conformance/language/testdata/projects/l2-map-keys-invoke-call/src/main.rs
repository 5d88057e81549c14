use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, ResourceOptions, ResourceRef,
};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let callable = component::resources::ComponentCallable::new(
        &ctx,
        "callable",
        component::resources::ComponentCallableArgs::new("unused"),
        ResourceOptions::new(),
    );
    ctx.export(
        "invokeResult",
        simple_invoke::resources::echo_map_output(
            &ctx,
            simple_invoke::types::EchoMapArgs::new(BTreeMap::from([
                (String::from("my key"), String::from("one")),
                (String::from("my.key"), String::from("two")),
                (String::from("my-key"), String::from("three")),
                (String::from("my_key"), String::from("four")),
                (String::from("MY_KEY"), String::from("five")),
                (String::from("myKey"), String::from("six")),
                (String::from("__type"), String::from("seven")),
                (String::from("__internal"), String::from("eight")),
            ])),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().string_map.clone()),
    );
    ctx.export(
        "callResult",
        ctx.call::<Value>(
            "component:index:ComponentCallable/echoMap",
            vec![(
                "stringMap",
                Output::new(functions::object([
                    (String::from("my key"), Value::from("one")),
                    (String::from("my.key"), Value::from("two")),
                    (String::from("my-key"), Value::from("three")),
                    (String::from("my_key"), Value::from("four")),
                    (String::from("MY_KEY"), Value::from("five")),
                    (String::from("myKey"), Value::from("six")),
                    (String::from("__type"), Value::from("seven")),
                    (String::from("__internal"), Value::from("eight")),
                ])),
            )],
            Some(ResourceRef::from(&callable)),
            InvokeOptions::new(),
        )
        .map(move |call| {
            functions::from_value::<BTreeMap<String, String>>(call.clone()["stringMap"].clone())
        }),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
