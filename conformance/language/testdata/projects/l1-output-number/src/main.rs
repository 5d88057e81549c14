use sdkgen_runtime::{Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("zero", Output::new(0.0_f64 as i64));
    ctx.export("one", Output::new(1.0_f64 as i64));
    ctx.export("e", Output::new(2.718_f64));
    ctx.export("minInt32", Output::new(-2.147483648e+09_f64 as i64));
    ctx.export("max", Output::new(1.7976931348623157e+308_f64));
    ctx.export("min", Output::new(5.0e-324_f64));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
