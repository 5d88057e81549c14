use sdkgen_runtime::{Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_number: Output<f64> = Output::secret(config.require::<f64>("aNumber")?);
    ctx.export("roundtrip", a_number.clone());
    ctx.export(
        "theSecretNumber",
        a_number.clone().map(move |a_number| a_number + 1.25_f64),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
