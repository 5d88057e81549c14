use sdkgen_runtime::{functions, Config, Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let create_bool: bool = config.require::<bool>("createBool")?;
    let bool_resource = nestedobject::resources::Target::new(
        &ctx,
        "boolResource",
        nestedobject::resources::TargetArgs::new("bool-resource"),
        ResourceOptions::new(),
    );
    let bool_target = nestedobject::resources::Target::new(
        &ctx,
        "boolTarget",
        nestedobject::resources::TargetArgs::new(
            bool_resource
                .name
                .clone()
                .map(|v| Some(v))
                .map(move |name| format!("{}+", functions::to_string(&name))),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
