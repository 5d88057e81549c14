use sdkgen_runtime::{Context, Error, InvokeOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export(
        "hello",
        simple_invoke::resources::my_invoke_output(
            &ctx,
            simple_invoke::types::MyInvokeArgs::new("hello"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    ctx.export(
        "goodbye",
        simple_invoke::resources::my_invoke_output(
            &ctx,
            simple_invoke::types::MyInvokeArgs::new("goodbye"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
