use sdkgen_runtime::{Context, Error, InvokeOptions, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let first = simple::resources::Resource::new(
        &ctx,
        "first",
        simple::resources::ResourceArgs::new(false),
        ResourceOptions::new(),
    );
    let second = simple::resources::Resource::new(
        &ctx,
        "second",
        simple::resources::ResourceArgs::new(
            simple_invoke::resources::secret_invoke_output(
                &ctx,
                simple_invoke::types::SecretInvokeArgs::new(first.value.clone(), "hello"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().secret),
        ),
        ResourceOptions::new(),
    );
    let third = simple_invoke::resources::StringResource::new(
        &ctx,
        "third",
        simple_invoke::resources::StringResourceArgs::new("third"),
        ResourceOptions::new(),
    );
    let data = simple_invoke::resources::get_text_output(
        &ctx,
        simple_invoke::types::GetTextArgs::new(third.text.clone()),
        InvokeOptions::new(),
    );
    let fourth = simple_invoke::resources::StringResource::new(
        &ctx,
        "fourth",
        simple_invoke::resources::StringResourceArgs::new(
            data.clone().map(move |data| data.result.clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
