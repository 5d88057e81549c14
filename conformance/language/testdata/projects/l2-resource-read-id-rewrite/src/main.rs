use sdkgen_runtime::{functions, Context, Error, Output, Resource, ResourceOptions, ResourceSpec};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = ctx.read_resource_with(
        ResourceSpec {
            type_token: "read-id-rewrite:index:Resource",
            name: String::from("res"),
            custom: true,
            version: "58.0.0",
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
    let src = simple::resources::Resource::new(
        &ctx,
        "src",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let unknown_res = ctx.read_resource_with(
        ResourceSpec {
            type_token: "read-id-rewrite:index:Resource",
            name: String::from("unknownRes"),
            custom: true,
            version: "58.0.0",
            secret_outputs: &[],
            replace_on_changes: &[],
        },
        src.id
            .clone()
            .map(|v| functions::to_value(v))
            .map(|v| functions::from_value::<String>(v)),
        vec![(
            "lookup",
            Output::new(functions::to_value(String::from("another-key"))),
        )],
        ResourceOptions::new(),
    );
    ctx.export("resourceId", res.id.clone().map(|v| functions::to_value(v)));
    ctx.export("lookup", res.output::<String>("lookup"));
    ctx.export(
        "unknownResourceId",
        unknown_res.id.clone().map(|v| functions::to_value(v)),
    );
    ctx.export("unknownLookup", unknown_res.output::<String>("lookup"));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
