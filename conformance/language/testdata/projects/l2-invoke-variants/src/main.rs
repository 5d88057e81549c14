use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = simple_invoke::resources::StringResource::new(
        &ctx,
        "res",
        simple_invoke::resources::StringResourceArgs::new("hello"),
        ResourceOptions::new(),
    );
    ctx.export(
        "outputInput",
        simple_invoke::resources::my_invoke_output(
            &ctx,
            simple_invoke::types::MyInvokeArgs::new(res.text.clone()),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    ctx.export(
        "unit",
        simple_invoke::resources::unit_output(
            &ctx,
            simple_invoke::types::UnitArgs::new(),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
