use sdkgen_runtime::{Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("output_true", Output::new(true));
    ctx.export("output_false", Output::new(false));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
