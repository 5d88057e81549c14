use sdkgen_runtime::{functions, Asset, Context, Error, Resource, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let a_string = any_handled::resources::Resource::new(
        &ctx,
        "aString",
        any_handled::resources::ResourceArgs::new(Value::from("a string")),
        ResourceOptions::new(),
    );
    let a_boolean = any_handled::resources::Resource::new(
        &ctx,
        "aBoolean",
        any_handled::resources::ResourceArgs::new(Value::from(true)),
        ResourceOptions::new(),
    );
    let a_number = any_handled::resources::Resource::new(
        &ctx,
        "aNumber",
        any_handled::resources::ResourceArgs::new(Value::from(42.0_f64)),
        ResourceOptions::new(),
    );
    let a_list = any_handled::resources::Resource::new(
        &ctx,
        "aList",
        any_handled::resources::ResourceArgs::new(functions::to_value(vec![
            Value::from(1.0_f64),
            Value::from(true),
            Value::from("three"),
        ])),
        ResourceOptions::new(),
    );
    let an_object = any_handled::resources::Resource::new(
        &ctx,
        "anObject",
        any_handled::resources::ResourceArgs::new(functions::object([
            (String::from("key"), Value::from("value")),
            (
                String::from("nested"),
                functions::object([(String::from("count"), Value::from(1.0_f64))]),
            ),
        ])),
        ResourceOptions::new(),
    );
    let an_asset = any_handled::resources::Resource::new(
        &ctx,
        "anAsset",
        any_handled::resources::ResourceArgs::new(functions::to_value(Asset::string(
            "the asset contents",
        ))),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
