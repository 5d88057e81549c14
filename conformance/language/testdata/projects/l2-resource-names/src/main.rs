use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res1 = names::resources::ResMap::new(
        &ctx,
        "res1",
        names::resources::ResMapArgs::new(true),
        ResourceOptions::new(),
    );
    let res2 = names::resources::ResArray::new(
        &ctx,
        "res2",
        names::resources::ResArrayArgs::new(true),
        ResourceOptions::new(),
    );
    let res3 = names::resources::ResList::new(
        &ctx,
        "res3",
        names::resources::ResListArgs::new(true),
        ResourceOptions::new(),
    );
    let res4 = names::resources::ResResource::new(
        &ctx,
        "res4",
        names::resources::ResResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let res5 = names::resources::mod_::Res::new(
        &ctx,
        "res5",
        names::resources::mod_::ResArgs::new(true),
        ResourceOptions::new(),
    );
    let res6 = names::resources::mod_::nested::Res::new(
        &ctx,
        "res6",
        names::resources::mod_::nested::ResArgs::new(true),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
