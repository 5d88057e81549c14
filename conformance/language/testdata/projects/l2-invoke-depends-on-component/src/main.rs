use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let target = component::resources::ComponentCustomRefOutput::new(
        &ctx,
        "target",
        component::resources::ComponentCustomRefOutputArgs::new("checked"),
        ResourceOptions::new(),
    );
    let data = component::resources::identity_output(
        &ctx,
        component::types::IdentityArgs::new("reachable"),
        InvokeOptions::new().depends_on(&target),
    );
    ctx.export("echoed", data.clone().map(move |data| data.result.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
