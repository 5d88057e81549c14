use sdkgen_runtime::{Config, Context, Error};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let version: String = config.require_string("version")?;
    sdkgen_runtime::require_pulumi_version(&version).await?;
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
