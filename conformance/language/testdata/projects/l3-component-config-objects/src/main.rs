mod primitive_component;

use sdkgen_runtime::{Config, Context, Error, Output, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let plain_number_array: Vec<f64> = config.require::<Vec<f64>>("plainNumberArray")?;
    let plain_boolean_map: BTreeMap<String, bool> =
        config.require::<BTreeMap<String, bool>>("plainBooleanMap")?;
    let secret_number_array: Output<Vec<f64>> =
        Output::secret(config.require::<Vec<f64>>("secretNumberArray")?);
    let secret_boolean_map: Output<BTreeMap<String, bool>> =
        Output::secret(config.require::<BTreeMap<String, bool>>("secretBooleanMap")?);
    let plain = crate::primitive_component::PrimitiveComponent::new(
        &ctx,
        "plain",
        crate::primitive_component::PrimitiveComponentArgs {
            boolean_map: Output::new(plain_boolean_map.clone()),
            number_array: Output::new(plain_number_array.clone()),
        },
        ResourceOptions::new(),
    );
    let secret = crate::primitive_component::PrimitiveComponent::new(
        &ctx,
        "secret",
        crate::primitive_component::PrimitiveComponentArgs {
            boolean_map: secret_boolean_map.clone(),
            number_array: secret_number_array.clone(),
        },
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
