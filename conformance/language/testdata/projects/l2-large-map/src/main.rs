use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = large::resources::Map::new(
        &ctx,
        "res",
        large::resources::MapArgs::new(300, "leaf"),
        ResourceOptions::new(),
    );
    ctx.export("output", res.value.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
