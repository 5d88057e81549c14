use sdkgen_runtime::{functions, Context, Error, Output, Resource, ResourceOptions, ResourceSpec};

async fn program(ctx: Context) -> Result<(), Error> {
    let failing = fail_on_create::resources::Resource::new(
        &ctx,
        "failing",
        fail_on_create::resources::ResourceArgs::new(false),
        ResourceOptions::new(),
    );
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
        ResourceOptions::new().depends_on(&failing),
    );
    let res_prop_dep = ctx.read_resource_with(
        ResourceSpec {
            type_token: "read:index:Resource",
            name: String::from("res_prop_dep"),
            custom: true,
            version: "39.0.0",
            secret_outputs: &[],
            replace_on_changes: &[],
        },
        Output::new(String::from("existing-id")),
        vec![(
            "lookup",
            failing
                .value
                .clone()
                .map(move |value| format!("existing-key-{value}"))
                .map(|v| functions::to_value(v)),
        )],
        ResourceOptions::new(),
    );
    ctx.export("readValue", res.output::<bool>("value"));
    ctx.export("readPropDepValue", res_prop_dep.output::<bool>("value"));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
