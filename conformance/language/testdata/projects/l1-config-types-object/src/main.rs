use sdkgen_runtime::{functions, Config, Context, Error, Output};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_map: BTreeMap<String, i64> = config.require::<BTreeMap<String, i64>>("aMap")?;
    ctx.export(
        "theMap",
        Output::new(BTreeMap::from([
            (String::from("a"), (a_map["a"] as f64) + 1.0_f64),
            (String::from("b"), (a_map["b"] as f64) + 1.0_f64),
        ])),
    );
    let an_object: BTreeMap<String, Option<Vec<bool>>> =
        config.require::<BTreeMap<String, Option<Vec<bool>>>>("anObject")?;
    ctx.export(
        "theObject",
        Output::new(Some(
            an_object["prop"].as_ref().expect("the value is null")[0],
        )),
    );
    let any_object: Value = config.get::<Value>("anyObject")?.unwrap_or(Value::Null);
    ctx.export(
        "theThing",
        Output::new(
            functions::from_value::<f64>(any_object["a"].clone())
                + functions::from_value::<f64>(any_object["b"].clone()),
        ),
    );
    let optional_untyped_object: Value = config
        .get::<Value>("optionalUntypedObject")?
        .unwrap_or_else(|| functions::object([(String::from("key"), Value::from("value"))]));
    ctx.export(
        "defaultUntypedObject",
        Output::new(optional_untyped_object.clone()),
    );
    let optional_list: Option<Vec<String>> = config.get::<Vec<String>>("optionalList")?;
    let optional_map: Option<BTreeMap<String, String>> =
        config.get::<BTreeMap<String, String>>("optionalMap")?;
    let optional_object: Value = config
        .get::<Value>("optionalObject")?
        .unwrap_or(Value::Null);
    ctx.export(
        "optionalList",
        Output::new(if optional_list.is_none() {
            String::from("null")
        } else {
            functions::to_json(&optional_list)
        }),
    );
    ctx.export(
        "optionalMap",
        Output::new(if optional_map.is_none() {
            String::from("null")
        } else {
            functions::to_json(&optional_map)
        }),
    );
    ctx.export(
        "optionalObject",
        Output::new(if optional_object.is_null() {
            String::from("null")
        } else {
            functions::to_json(&optional_object)
        }),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
