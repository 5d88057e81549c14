use sdkgen_runtime::{Context, Error, InvokeOptions, Output, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = simple::resources::Resource::new(
        &ctx,
        "res",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export(
        "nonSecret",
        simple_invoke::resources::secret_invoke_output(
            &ctx,
            simple_invoke::types::SecretInvokeArgs::new(false, "hello"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().response.clone()),
    );
    ctx.export(
        "firstSecret",
        simple_invoke::resources::secret_invoke_output(
            &ctx,
            simple_invoke::types::SecretInvokeArgs::new(res.value.clone(), "hello"),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().response.clone()),
    );
    ctx.export(
        "secondSecret",
        simple_invoke::resources::secret_invoke_output(
            &ctx,
            simple_invoke::types::SecretInvokeArgs::new(
                false,
                Output::secret(String::from("goodbye")),
            ),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().response.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
