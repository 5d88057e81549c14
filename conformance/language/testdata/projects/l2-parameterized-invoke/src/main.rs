use sdkgen_runtime::{Context, Error, InvokeOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export(
        "parameterValue",
        subpackage::resources::do_hello_world_output(
            &ctx,
            subpackage::types::DoHelloWorldArgs::new("goodbye"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().output.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
