use sdkgen_runtime::{Config, Context, Error, Output, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let plain_bool: bool = config.require::<bool>("plainBool")?;
    let plain_number: f64 = config.require::<f64>("plainNumber")?;
    let plain_integer: i64 = config.require::<i64>("plainInteger")?;
    let plain_string: String = config.require_string("plainString")?;
    let secret_bool: Output<bool> = Output::secret(config.require::<bool>("secretBool")?);
    let secret_number: Output<f64> = Output::secret(config.require::<f64>("secretNumber")?);
    let secret_integer: Output<i64> = Output::secret(config.require::<i64>("secretInteger")?);
    let secret_string: Output<String> = Output::secret(config.require_string("secretString")?);
    let plain = primitive::resources::Resource::new(
        &ctx,
        "plain",
        primitive::resources::ResourceArgs::new(
            plain_bool,
            BTreeMap::from([(String::from("t"), true), (String::from("f"), false)]),
            plain_number,
            plain_integer as i32,
            vec![-1.0_f64, 0.0_f64, 1.0_f64],
            plain_string.clone(),
        ),
        ResourceOptions::new(),
    );
    let secret = primitive::resources::Resource::new(
        &ctx,
        "secret",
        primitive::resources::ResourceArgs::new(
            secret_bool.clone(),
            BTreeMap::from([(String::from("t"), true), (String::from("f"), false)]),
            secret_number.clone(),
            secret_integer.clone().map(|v| v as i32),
            vec![-2.0_f64, 0.0_f64, 2.0_f64],
            secret_string.clone(),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
