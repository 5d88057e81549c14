use sdkgen_runtime::{functions, Context, Error, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let first = discriminated_union_marked_key::resources::Example::new(
        &ctx,
        "first",
        discriminated_union_marked_key::resources::ExampleArgs::new(functions::object([
            (String::from("discriminantKind"), Value::from("variant2")),
            (String::from("field2"), Value::from("known")),
        ])),
        ResourceOptions::new(),
    );
    let second = discriminated_union_marked_key::resources::Example::new(
        &ctx,
        "second",
        discriminated_union_marked_key::resources::ExampleArgs::new(first.union_out.clone()),
        ResourceOptions::new(),
    );
    ctx.export("out", second.union_out.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
