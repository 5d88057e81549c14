mod primitive_component;

use sdkgen_runtime::{Config, Context, Error, Output, ResourceOptions};

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
    let plain = crate::primitive_component::PrimitiveComponent::new(
        &ctx,
        "plain",
        crate::primitive_component::PrimitiveComponentArgs {
            boolean: Output::new(plain_bool),
            float: Output::new(plain_number),
            integer: Output::new(plain_integer),
            string: Output::new(plain_string.clone()),
        },
        ResourceOptions::new(),
    );
    let secret = crate::primitive_component::PrimitiveComponent::new(
        &ctx,
        "secret",
        crate::primitive_component::PrimitiveComponentArgs {
            boolean: secret_bool.clone(),
            float: secret_number.clone(),
            integer: secret_integer.clone(),
            string: secret_string.clone(),
        },
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
