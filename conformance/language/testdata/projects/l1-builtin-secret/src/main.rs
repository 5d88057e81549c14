use sdkgen_runtime::{Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_secret: Output<String> = Output::secret(config.require_string("aSecret")?);
    let not_secret: String = config.require_string("notSecret")?;
    ctx.export("roundtripSecret", a_secret.clone());
    ctx.export("roundtripNotSecret", Output::new(not_secret.clone()));
    ctx.export("double", a_secret.clone().into_secret());
    ctx.export("open", a_secret.clone().unsecret());
    ctx.export("close", Output::secret(not_secret.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
