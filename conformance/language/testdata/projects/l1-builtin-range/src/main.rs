use sdkgen_runtime::{functions, Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let from: i64 = config.require::<i64>("from")?;
    let to: i64 = config.require::<i64>("to")?;
    ctx.export("rangeTo", Output::new(functions::range(0, to)));
    ctx.export("rangeFromTo", Output::new(functions::range(from, to)));
    ctx.export("literalTo", Output::new(functions::range(0, 3)));
    ctx.export("literalFromTo", Output::new(functions::range(2, 5)));
    ctx.export("literalEmpty", Output::new(functions::range(3, 3)));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
