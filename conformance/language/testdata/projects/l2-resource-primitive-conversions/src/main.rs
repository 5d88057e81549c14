use sdkgen_runtime::{
    functions, Config, Context, Error, Input, InvokeOptions, Output, Resource, ResourceOptions,
};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let plain_bool: bool = config.require::<bool>("plainBool")?;
    let plain_number: f64 = config.require::<f64>("plainNumber")?;
    let plain_integer: i64 = config.require::<i64>("plainInteger")?;
    let plain_string: String = config.require_string("plainString")?;
    let plain_numeric_string: String = config.require_string("plainNumericString")?;
    let secret_number: Output<f64> = Output::secret(config.require::<f64>("secretNumber")?);
    let secret_integer: Output<i64> = Output::secret(config.require::<i64>("secretInteger")?);
    let secret_string: Output<String> = Output::secret(config.require_string("secretString")?);
    let secret_numeric_string: Output<String> =
        Output::secret(config.require_string("secretNumericString")?);
    let plain_values = primitive::resources::Resource::new(
        &ctx,
        "plainValues",
        primitive::resources::ResourceArgs::new(
            plain_string
                .clone()
                .parse::<bool>()
                .expect("the text of a bool"),
            BTreeMap::from([
                (String::from("fromBool"), plain_bool),
                (
                    String::from("fromString"),
                    plain_string
                        .clone()
                        .parse::<bool>()
                        .expect("the text of a bool"),
                ),
            ]),
            plain_integer as f64,
            plain_numeric_string
                .clone()
                .parse::<i32>()
                .expect("the text of a i32"),
            vec![
                plain_integer as f64,
                plain_numeric_string
                    .clone()
                    .parse::<f64>()
                    .expect("the text of a f64"),
                plain_number,
            ],
            functions::to_string(&plain_number),
        ),
        ResourceOptions::new(),
    );
    let secret_values = primitive::resources::Resource::new(
        &ctx,
        "secretValues",
        primitive::resources::ResourceArgs::new(
            secret_string
                .clone()
                .map(|v| v.parse::<bool>().expect("the text of a bool")),
            BTreeMap::from([
                (String::from("fromBool"), plain_bool),
                (
                    String::from("fromString"),
                    plain_string
                        .clone()
                        .parse::<bool>()
                        .expect("the text of a bool"),
                ),
            ]),
            secret_integer.clone().map(|v| v as f64),
            secret_numeric_string
                .clone()
                .map(|v| v.parse::<i32>().expect("the text of a i32")),
            vec![
                plain_integer as f64,
                plain_numeric_string
                    .clone()
                    .parse::<f64>()
                    .expect("the text of a f64"),
                plain_number,
            ],
            secret_number.clone().map(|v| functions::to_string(&v)),
        ),
        ResourceOptions::new(),
    );
    let invoke_result = primitive::resources::invoke_output(
        &ctx,
        primitive::types::InvokeArgs::new(
            plain_string
                .clone()
                .parse::<bool>()
                .expect("the text of a bool"),
            BTreeMap::from([
                (String::from("fromBool"), plain_bool),
                (
                    String::from("fromString"),
                    plain_string
                        .clone()
                        .parse::<bool>()
                        .expect("the text of a bool"),
                ),
            ]),
            plain_integer as f64,
            plain_numeric_string
                .clone()
                .parse::<i32>()
                .expect("the text of a i32"),
            vec![
                plain_integer as f64,
                plain_numeric_string
                    .clone()
                    .parse::<f64>()
                    .expect("the text of a f64"),
                plain_number,
            ],
            functions::to_string(&plain_bool),
        ),
        InvokeOptions::new(),
    );
    let invoke_values = primitive::resources::Resource::new(
        &ctx,
        "invokeValues",
        primitive::resources::ResourceArgs::new(
            invoke_result
                .clone()
                .map(move |invoke_result| invoke_result.boolean),
            invoke_result
                .clone()
                .map(move |invoke_result| invoke_result.boolean_map.clone())
                .map(|v| {
                    v.into_iter()
                        .map(|(k, v)| (k, Input::<bool>::from(v)))
                        .collect::<BTreeMap<_, _>>()
                }),
            invoke_result
                .clone()
                .map(move |invoke_result| invoke_result.float),
            invoke_result
                .clone()
                .map(move |invoke_result| invoke_result.integer as i64)
                .map(|v| v as i32),
            invoke_result
                .clone()
                .map(move |invoke_result| invoke_result.number_array.clone())
                .map(|v| {
                    v.into_iter()
                        .map(|v| Input::<f64>::from(v))
                        .collect::<Vec<_>>()
                }),
            invoke_result
                .clone()
                .map(move |invoke_result| invoke_result.string.clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
