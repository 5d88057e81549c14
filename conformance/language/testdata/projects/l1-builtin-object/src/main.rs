use sdkgen_runtime::{functions, Config, Context, Error, Output};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_map: BTreeMap<String, String> = config.require::<BTreeMap<String, String>>("aMap")?;
    ctx.export("entriesOutput", Output::new(functions::entries(&a_map)));
    ctx.export(
        "lookupOutput",
        Output::new(functions::lookup(&a_map, "keyPresent").unwrap_or(String::from("default"))),
    );
    ctx.export(
        "lookupOutputDefault",
        Output::new(functions::lookup(&a_map, "keyMissing").unwrap_or(String::from("default"))),
    );
    ctx.export(
        "lookupLiteral",
        Output::new(
            functions::lookup(
                &BTreeMap::from([(String::from("a"), 1), (String::from("b"), 2)]),
                "c",
            )
            .unwrap_or(3),
        ),
    );
    ctx.export(
        "lookupLiteralMismatchedType",
        Output::new(
            functions::lookup(
                &BTreeMap::from([
                    (String::from("a"), Value::from(1.0_f64)),
                    (String::from("b"), Value::from(2.0_f64)),
                ]),
                "c",
            )
            .unwrap_or(Value::from(true)),
        ),
    );
    ctx.export(
        "deprecatedTwoArgumentLookup",
        Output::new(BTreeMap::from([(String::from("a"), 1), (String::from("b"), 2)])["a"]),
    );
    let alternative_names: Value = config
        .get::<Value>("alternativeNames")?
        .unwrap_or_else(|| functions::object([]));
    ctx.export(
        "names",
        Output::new(
            functions::entries(&alternative_names)
                .into_iter()
                .map(|entry| entry["value"].clone())
                .collect::<Vec<Value>>(),
        ),
    );
    ctx.export("lengthOutput", Output::new(a_map.len() as i64));
    ctx.export(
        "lengthDynamicOutput",
        Output::new(functions::length(&alternative_names)),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
