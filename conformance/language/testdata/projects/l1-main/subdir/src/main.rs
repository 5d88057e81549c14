use sdkgen_runtime::{Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("output_true", Output::new(true));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
