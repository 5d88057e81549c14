use sdkgen_runtime::{Config, Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let extra_count: i64 = config.require::<i64>("extraCount")?;
    let res1 = simple::resources::Resource::new(
        &ctx,
        "res1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let res2 = simple::resources::Resource::new(
        &ctx,
        "res2",
        simple::resources::ResourceArgs::new(false),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
