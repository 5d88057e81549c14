use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let provider = simple_invoke::resources::Provider::new(
        &ctx,
        "provider",
        simple_invoke::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let parent = simple_invoke::resources::StringResource::new(
        &ctx,
        "parent",
        simple_invoke::resources::StringResourceArgs::new("parent"),
        ResourceOptions::new().provider(&provider),
    );
    let child = simple_invoke::resources::StringResource::new(
        &ctx,
        "child",
        simple_invoke::resources::StringResourceArgs::new("child"),
        ResourceOptions::new().parent(&parent),
    );
    let parent_data = simple_invoke::resources::my_invoke_output(
        &ctx,
        simple_invoke::types::MyInvokeArgs::new("parent"),
        InvokeOptions::new().parent(&parent),
    );
    let child_data = simple_invoke::resources::my_invoke_output(
        &ctx,
        simple_invoke::types::MyInvokeArgs::new("child"),
        InvokeOptions::new().parent(&child),
    );
    ctx.export(
        "parentResult",
        parent_data
            .clone()
            .map(move |parent_data| parent_data.result.clone()),
    );
    ctx.export(
        "childResult",
        child_data
            .clone()
            .map(move |child_data| child_data.result.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
