use sdkgen_runtime::{Config, Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let prefix: String = config.require_string("prefix")?;
    let item = nestedobject::resources::Target::new(
        &ctx,
        "item",
        nestedobject::resources::TargetArgs::new(format!("{prefix}-{}", range["value"])),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
