use sdkgen_runtime::{functions, Context, Error, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let example1 = discriminated_union::resources::Example::new(
        &ctx,
        "example1",
        discriminated_union::resources::ExampleArgs::new()
            .array_of_union_of(vec![functions::object([
                (String::from("discriminantKind"), Value::from("variant1")),
                (String::from("field1"), Value::from("v1 array(union)")),
            ])])
            .union_of(functions::object([
                (String::from("discriminantKind"), Value::from("variant1")),
                (String::from("field1"), Value::from("v1 union")),
            ])),
        ResourceOptions::new(),
    );
    let example2 = discriminated_union::resources::Example::new(
        &ctx,
        "example2",
        discriminated_union::resources::ExampleArgs::new()
            .array_of_union_of(vec![
                functions::object([
                    (String::from("discriminantKind"), Value::from("variant2")),
                    (String::from("field2"), Value::from("v2 array(union)")),
                ]),
                functions::object([
                    (String::from("discriminantKind"), Value::from("variant1")),
                    (String::from("field1"), Value::from("v1 array(union)")),
                ]),
            ])
            .union_of(functions::object([
                (String::from("discriminantKind"), Value::from("variant2")),
                (String::from("field2"), Value::from("v2 union")),
            ])),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
