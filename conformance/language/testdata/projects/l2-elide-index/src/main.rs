use sdkgen_runtime::{Context, Error, InvokeOptions, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = simple::resources::Resource::new(
        &ctx,
        "res",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export(
        "inv",
        simple_invoke::resources::my_invoke_output(
            &ctx,
            simple_invoke::types::MyInvokeArgs::new("test"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
