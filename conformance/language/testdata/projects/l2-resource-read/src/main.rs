use sdkgen_runtime::{functions, Context, Error, Output, Resource, ResourceOptions, ResourceSpec};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = ctx.read_resource_with(
        ResourceSpec {
            type_token: "read:index:Resource",
            name: String::from("res"),
            custom: true,
            version: "39.0.0",
            secret_outputs: &[],
            replace_on_changes: &[],
        },
        Output::new(String::from("existing-id")),
        vec![(
            "lookup",
            Output::new(functions::to_value(String::from("existing-key"))),
        )],
        ResourceOptions::new(),
    );
    ctx.export("resourceId", res.id.clone().map(|v| functions::to_value(v)));
    ctx.export("resourceUrn", res.urn.clone());
    ctx.export("lookup", res.output::<String>("lookup"));
    ctx.export("value", res.output::<bool>("value"));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
