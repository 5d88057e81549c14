use sdkgen_runtime::{functions, Config, Context, Error, Output};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_string: String = config.require_string("aString")?;
    let a_number: f64 = config.require::<f64>("aNumber")?;
    let a_list: Vec<String> = config.require::<Vec<String>>("aList")?;
    let a_secret: Output<String> = Output::secret(config.require_string("aSecret")?);
    ctx.export("stringOutput", Output::new(functions::to_json(&a_string)));
    ctx.export("numberOutput", Output::new(functions::to_json(&a_number)));
    ctx.export("boolOutput", Output::new(functions::to_json(&true)));
    ctx.export(
        "arrayOutput",
        Output::new(functions::to_json(&vec![
            String::from("x"),
            String::from("y"),
            String::from("z"),
        ])),
    );
    ctx.export(
        "objectOutput",
        Output::new(functions::to_json(&functions::object([
            (String::from("key"), Value::from("value")),
            (String::from("count"), Value::from(1.0_f64)),
        ]))),
    );
    let nested_object = {
        let a_list = a_list.clone();
        let a_string = a_string.clone();
        a_secret.clone().map(move |item0| {
            functions::object([
                (
                    String::from("anObject"),
                    functions::object([
                        (String::from("name"), functions::to_value(a_string.clone())),
                        (String::from("items"), functions::to_value(a_list.clone())),
                    ]),
                ),
                (String::from("a_secret"), functions::to_value(item0)),
            ])
        })
    };
    ctx.export(
        "nestedOutput",
        nested_object
            .clone()
            .map(|value| functions::to_json(&value)),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
