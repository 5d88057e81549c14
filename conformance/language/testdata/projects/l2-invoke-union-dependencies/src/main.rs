use sdkgen_runtime::{Context, Error, InvokeOptions, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let a = simple_invoke::resources::StringResource::new(
        &ctx,
        "a",
        simple_invoke::resources::StringResourceArgs::new("hello"),
        ResourceOptions::new(),
    );
    let b = simple::resources::Resource::new(
        &ctx,
        "b",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let data = simple_invoke::resources::secret_invoke_output(
        &ctx,
        simple_invoke::types::SecretInvokeArgs::new(b.value.clone(), a.text.clone()),
        InvokeOptions::new(),
    );
    let d = simple_invoke::resources::StringResource::new(
        &ctx,
        "d",
        simple_invoke::resources::StringResourceArgs::new(
            data.clone().map(move |data| data.response.clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
