use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let prov_elided = output::resources::Provider::new(
        &ctx,
        "provElided",
        output::resources::ProviderArgs::new().elide_unknowns(true),
        ResourceOptions::new(),
    );
    let prov_not_elided = output::resources::Provider::new(
        &ctx,
        "provNotElided",
        output::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let top_level_elided = output::resources::Resource::new(
        &ctx,
        "topLevelElided",
        output::resources::ResourceArgs::new(1.0_f64),
        ResourceOptions::new().provider(&prov_elided),
    );
    let top_level_not_elided = output::resources::Resource::new(
        &ctx,
        "topLevelNotElided",
        output::resources::ResourceArgs::new(1.0_f64),
        ResourceOptions::new().provider(&prov_not_elided),
    );
    ctx.export("topLevelElided", top_level_elided.secret_output.clone());
    ctx.export(
        "topLevelNotElided",
        top_level_not_elided.secret_output.clone(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
