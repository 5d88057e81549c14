use sdkgen_runtime::{functions, Context, Error, Output, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let my_component = functions::register(
        &ctx,
        "my:custom:Component",
        "myComponent",
        false,
        vec![
            ("aNumber", Output::new(functions::to_value(42.0_f64))),
            (
                "aString",
                Output::new(functions::to_value(String::from("hello"))),
            ),
            (
                "aJson",
                Output::new(functions::to_value(functions::to_json(&BTreeMap::from([
                    (String::from("key"), String::from("value")),
                ])))),
            ),
        ],
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
