mod converted;

use sdkgen_runtime::{functions, Context, Error, Output, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let direct = primitive::resources::Resource::new(
        &ctx,
        "direct",
        primitive::resources::ResourceArgs::new(
            String::from("true")
                .parse::<bool>()
                .expect("the text of a bool"),
            BTreeMap::from([
                (
                    String::from("t"),
                    String::from("true")
                        .parse::<bool>()
                        .expect("the text of a bool"),
                ),
                (
                    String::from("f"),
                    String::from("false")
                        .parse::<bool>()
                        .expect("the text of a bool"),
                ),
            ]),
            String::from("3.14")
                .parse::<f64>()
                .expect("the text of a f64"),
            String::from("42")
                .parse::<i32>()
                .expect("the text of a i32"),
            vec![
                String::from("-1")
                    .parse::<f64>()
                    .expect("the text of a f64"),
                String::from("0").parse::<f64>().expect("the text of a f64"),
                String::from("1").parse::<f64>().expect("the text of a f64"),
            ],
            functions::to_string(&false),
        ),
        ResourceOptions::new(),
    );
    let converted = crate::converted::Converted::new(
        &ctx,
        "converted",
        crate::converted::ConvertedArgs {
            boolean: Output::new(
                String::from("false")
                    .parse::<bool>()
                    .expect("the text of a bool"),
            ),
            boolean_map: Output::new(BTreeMap::from([
                (
                    String::from("left"),
                    String::from("true")
                        .parse::<bool>()
                        .expect("the text of a bool"),
                ),
                (
                    String::from("right"),
                    String::from("false")
                        .parse::<bool>()
                        .expect("the text of a bool"),
                ),
            ])),
            float: Output::new(
                String::from("2.5")
                    .parse::<f64>()
                    .expect("the text of a f64"),
            ),
            integer: Output::new(String::from("7").parse::<i64>().expect("the text of a i64")),
            number_array: Output::new(vec![
                String::from("10")
                    .parse::<f64>()
                    .expect("the text of a f64"),
                String::from("11")
                    .parse::<f64>()
                    .expect("the text of a f64"),
            ]),
            string: Output::new(functions::to_string(&true)),
        },
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
