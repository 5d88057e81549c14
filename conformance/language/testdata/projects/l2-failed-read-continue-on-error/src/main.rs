use sdkgen_runtime::{functions, Context, Error, Output, Resource, ResourceOptions, ResourceSpec};

async fn program(ctx: Context) -> Result<(), Error> {
    let failing = ctx.read_resource_with(
        ResourceSpec {
            type_token: "read:index:Resource",
            name: String::from("failing"),
            custom: true,
            version: "39.0.0",
            secret_outputs: &[],
            replace_on_changes: &[],
        },
        Output::new(String::from("existing-id")),
        vec![(
            "lookup",
            Output::new(functions::to_value(String::from("fail"))),
        )],
        ResourceOptions::new(),
    );
    ctx.export("failingValue", failing.output::<bool>("value"));
    ctx.export("failingLookup", failing.output::<String>("lookup"));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
