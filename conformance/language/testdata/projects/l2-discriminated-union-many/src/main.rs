use sdkgen_runtime::{functions, Context, Error, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let example1 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example1",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant1")),
            (String::from("payload"), Value::from("p1")),
            (String::from("extra"), Value::from("e1")),
        ])),
        ResourceOptions::new(),
    );
    let example2 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example2",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant2")),
            (String::from("payload"), Value::from("p2")),
            (String::from("extra"), Value::from("e2")),
        ])),
        ResourceOptions::new(),
    );
    let example3 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example3",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant3")),
            (String::from("payload"), Value::from("p3")),
            (String::from("count"), Value::from(3.0_f64)),
        ])),
        ResourceOptions::new(),
    );
    let example4 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example4",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant4")),
            (String::from("payload"), Value::from("p4")),
            (String::from("enabled"), Value::from(true)),
        ])),
        ResourceOptions::new(),
    );
    let example5 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example5",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant5")),
            (String::from("payload"), Value::from("p5")),
            (String::from("label"), Value::from("l5")),
        ])),
        ResourceOptions::new(),
    );
    let example6 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example6",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant6")),
            (String::from("payload"), Value::from("p6")),
            (String::from("code"), Value::from(6.0_f64)),
        ])),
        ResourceOptions::new(),
    );
    let example7 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example7",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant7")),
            (String::from("payload"), Value::from("p7")),
            (String::from("message"), Value::from("m7")),
        ])),
        ResourceOptions::new(),
    );
    let example8 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example8",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant8")),
            (String::from("payload"), Value::from("p8")),
            (String::from("size"), Value::from(8.0_f64)),
        ])),
        ResourceOptions::new(),
    );
    let example9 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example9",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant9")),
            (String::from("payload"), Value::from("p9")),
            (String::from("flag"), Value::from(false)),
        ])),
        ResourceOptions::new(),
    );
    let example10 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example10",
        discriminated_union_many::resources::ExampleArgs::new().union_of(functions::object([
            (String::from("discriminantKind"), Value::from("variant10")),
            (String::from("payload"), Value::from("p10")),
            (String::from("note"), Value::from("n10")),
        ])),
        ResourceOptions::new(),
    );
    let subset1 = discriminated_union_many::resources::SubsetExample::new(
        &ctx,
        "subset1",
        discriminated_union_many::resources::SubsetExampleArgs::new().union_of(functions::object(
            [
                (String::from("discriminantKind"), Value::from("variant3")),
                (String::from("payload"), Value::from("sp")),
                (String::from("count"), Value::from(33.0_f64)),
            ],
        )),
        ResourceOptions::new(),
    );
    let example11 = discriminated_union_many::resources::Example::new(
        &ctx,
        "example11",
        discriminated_union_many::resources::ExampleArgs::new()
            .union_of(subset1.union_of.clone().map(|v| functions::to_value(v))),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
