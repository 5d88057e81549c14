mod conversion_component;

use sdkgen_runtime::{functions, Config, Context, Error, Output, ResourceOptions};

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
    let plain_values = crate::conversion_component::ConversionComponent::new(
        &ctx,
        "plainValues",
        crate::conversion_component::ConversionComponentArgs {
            boolean: Output::new(
                plain_string
                    .clone()
                    .parse::<bool>()
                    .expect("the text of a bool"),
            ),
            float: Output::new(plain_integer as f64),
            integer: Output::new(
                plain_numeric_string
                    .clone()
                    .parse::<i64>()
                    .expect("the text of a i64"),
            ),
            string: Output::new(functions::to_string(&plain_number)),
        },
        ResourceOptions::new(),
    );
    let secret_values = crate::conversion_component::ConversionComponent::new(
        &ctx,
        "secretValues",
        crate::conversion_component::ConversionComponentArgs {
            boolean: secret_string
                .clone()
                .map(|v| v.parse::<bool>().expect("the text of a bool")),
            float: secret_integer.clone().map(|v| v as f64),
            integer: secret_numeric_string
                .clone()
                .map(|v| v.parse::<i64>().expect("the text of a i64")),
            string: secret_number.clone().map(|v| functions::to_string(&v)),
        },
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
