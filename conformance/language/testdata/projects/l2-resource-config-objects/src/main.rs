use sdkgen_runtime::{Config, Context, Error, Input, Output, Resource, ResourceOptions};
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
    let plain = primitive::resources::Resource::new(
        &ctx,
        "plain",
        primitive::resources::ResourceArgs::new(
            true,
            plain_boolean_map
                .clone()
                .into_iter()
                .map(|(k, v)| (k, Input::<bool>::from(v)))
                .collect::<BTreeMap<_, _>>(),
            3.5_f64,
            3,
            plain_number_array
                .clone()
                .into_iter()
                .map(|v| Input::<f64>::from(v))
                .collect::<Vec<_>>(),
            "plain",
        ),
        ResourceOptions::new(),
    );
    let secret = primitive::resources::Resource::new(
        &ctx,
        "secret",
        primitive::resources::ResourceArgs::new(
            true,
            secret_boolean_map.clone().map(|v| {
                v.into_iter()
                    .map(|(k, v)| (k, Input::<bool>::from(v)))
                    .collect::<BTreeMap<_, _>>()
            }),
            3.5_f64,
            3,
            secret_number_array.clone().map(|v| {
                v.into_iter()
                    .map(|v| Input::<f64>::from(v))
                    .collect::<Vec<_>>()
            }),
            "secret",
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
