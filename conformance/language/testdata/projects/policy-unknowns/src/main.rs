use sdkgen_runtime::{Context, Error, Output, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let src = output::resources::Resource::new(
        &ctx,
        "src",
        output::resources::ResourceArgs::new(1.0_f64),
        ResourceOptions::new(),
    );
    let unknown_res = simple::resources::Resource::new(
        &ctx,
        "unknownRes",
        simple::resources::ResourceArgs::new(
            src.output.clone().map(move |output| output == "hello"),
        ),
        ResourceOptions::new(),
    );
    let secret_unknown_res = simple::resources::Resource::new(
        &ctx,
        "secretUnknownRes",
        simple::resources::ResourceArgs::new(
            src.secret_output
                .clone()
                .map(move |secret_output| secret_output == "hello"),
        ),
        ResourceOptions::new(),
    );
    let known_res = simple::resources::Resource::new(
        &ctx,
        "knownRes",
        simple::resources::ResourceArgs::new(false),
        ResourceOptions::new(),
    );
    let secret_known_res = simple::resources::Resource::new(
        &ctx,
        "secretKnownRes",
        simple::resources::ResourceArgs::new(Output::secret(false)),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
