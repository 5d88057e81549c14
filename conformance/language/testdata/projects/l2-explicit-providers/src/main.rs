use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let explicit = component::resources::Provider::new(
        &ctx,
        "explicit",
        component::resources::ProviderArgs::new(),
        ResourceOptions::new(),
    );
    let list = component::resources::ComponentCallable::new(
        &ctx,
        "list",
        component::resources::ComponentCallableArgs::new("value"),
        ResourceOptions::new().providers(&explicit),
    );
    let map = component::resources::ComponentCallable::new(
        &ctx,
        "map",
        component::resources::ComponentCallableArgs::new("value"),
        ResourceOptions::new().providers(&explicit),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
