use sdkgen_runtime::{Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("stackOutput", Output::new(ctx.stack().to_owned()));
    ctx.export("projectOutput", Output::new(ctx.project().to_owned()));
    ctx.export(
        "organizationOutput",
        Output::new(ctx.organization().to_owned()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
