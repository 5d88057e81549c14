use sdkgen_runtime::{functions, Context, Error, Output, Resource, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let replacement_trigger = simple::resources::Resource::new(
        &ctx,
        "replacementTrigger",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new().replacement_trigger(Output::new(Value::from("test2"))),
    );
    let unknown = output::resources::Resource::new(
        &ctx,
        "unknown",
        output::resources::ResourceArgs::new(2.0_f64),
        ResourceOptions::new(),
    );
    let unknown_replacement_trigger = simple::resources::Resource::new(
        &ctx,
        "unknownReplacementTrigger",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .replacement_trigger(unknown.output.clone().map(|v| functions::to_value(v))),
    );
    let not_replacement_trigger = simple::resources::Resource::new(
        &ctx,
        "notReplacementTrigger",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let secret_replacement_trigger = simple::resources::Resource::new(
        &ctx,
        "secretReplacementTrigger",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new()
            .replacement_trigger(Output::secret(vec![3, 2, 1]).map(|v| functions::to_value(v))),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
