use sdkgen_runtime::{functions, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("cwdOutput", Output::new(functions::cwd()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
