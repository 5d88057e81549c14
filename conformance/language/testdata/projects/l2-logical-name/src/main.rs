use sdkgen_runtime::{Config, Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let config_lexical_name: bool = config.require::<bool>("cC-Charlie_charlie.😃⁉️")?;
    let resource_lexical_name = simple::resources::Resource::new(
        &ctx,
        "aA-Alpha_alpha.🤯⁉️",
        simple::resources::ResourceArgs::new(config_lexical_name),
        ResourceOptions::new(),
    );
    ctx.export("bB-Beta_beta.💜⁉", resource_lexical_name.value.clone());
    ctx.export("dD-Delta_delta.🔥⁉", resource_lexical_name.value.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
