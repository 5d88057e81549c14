use sdkgen_runtime::{Context, Error, InvokeOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export(
        "both",
        multi_argument_invoke::resources::multi_argument_invoke_output(
            &ctx,
            multi_argument_invoke::types::MultiArgumentInvokeArgs::new("hello").second("world"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    ctx.export(
        "onlyRequired",
        multi_argument_invoke::resources::multi_argument_invoke_output(
            &ctx,
            multi_argument_invoke::types::MultiArgumentInvokeArgs::new("hello"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
