use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let first = simple_invoke::resources::StringResource::new(
        &ctx,
        "first",
        simple_invoke::resources::StringResourceArgs::new("first hello"),
        ResourceOptions::new(),
    );
    let data = simple_invoke::resources::my_invoke_output(
        &ctx,
        simple_invoke::types::MyInvokeArgs::new("hello"),
        InvokeOptions::new().depends_on(&first),
    );
    let second = simple_invoke::resources::StringResource::new(
        &ctx,
        "second",
        simple_invoke::resources::StringResourceArgs::new(
            data.clone().map(move |data| data.result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export("hello", data.clone().map(move |data| data.result.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
