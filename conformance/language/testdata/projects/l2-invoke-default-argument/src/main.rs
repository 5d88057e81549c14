use sdkgen_runtime::{Context, Error, InvokeOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export(
        "result",
        simple_invoke::resources::invoke_with_default_output(
            &ctx,
            simple_invoke::types::InvokeWithDefaultArgs::new(),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    ctx.export(
        "explicitResult",
        simple_invoke::resources::invoke_with_default_output(
            &ctx,
            simple_invoke::types::InvokeWithDefaultArgs::new().value("explicit"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
