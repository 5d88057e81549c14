use sdkgen_runtime::{functions, Config, Context, Error, InvokeOptions, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let my_invoke_result = simple_invoke::resources::my_invoke_output(
        &ctx,
        simple_invoke::types::MyInvokeArgs::new("hello"),
        InvokeOptions::new(),
    );
    let default_from_invoke: String = config.get_string("defaultFromInvoke").unwrap_or_else(|| {
        functions::to_string(
            &my_invoke_result
                .clone()
                .map(move |my_invoke_result| my_invoke_result.result.clone()),
        )
    });
    ctx.export("result", Output::new(default_from_invoke.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
