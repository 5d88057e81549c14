use sdkgen_runtime::{functions, Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a: f64 = config.require::<f64>("a")?;
    let b: f64 = config.require::<f64>("b")?;
    let c: i64 = config.require::<i64>("c")?;
    let d: i64 = config.require::<i64>("d")?;
    ctx.export("maxResult", Output::new(functions::max(vec![a, b])));
    ctx.export("minResult", Output::new(functions::min(vec![a, b])));
    ctx.export("intMaxResult", Output::new(functions::max(vec![c, d])));
    ctx.export("intMinResult", Output::new(functions::min(vec![c, d])));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
