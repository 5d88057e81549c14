use sdkgen_runtime::{functions, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("expandedMax", Output::new(functions::max(vec![1, 2, 3])));
    ctx.export(
        "expandedMaxWithPrefix",
        Output::new(functions::max([vec![0], vec![1, 2, 3]].concat())),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
