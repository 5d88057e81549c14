use sdkgen_runtime::{functions, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export(
        "rootDirectoryOutput",
        Output::new(functions::root_directory(&ctx)),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
