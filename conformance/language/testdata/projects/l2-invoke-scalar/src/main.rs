use sdkgen_runtime::{Context, Error, InvokeOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export(
        "scalar",
        simple_invoke_with_scalar_return::resources::my_invoke_scalar_output(
            &ctx,
            simple_invoke_with_scalar_return::types::MyInvokeScalarArgs::new("goodbye"),
            InvokeOptions::new(),
        ),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
