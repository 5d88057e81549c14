use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let block_1 = sync::resources::Block::new(
        &ctx,
        "block-1",
        sync::resources::BlockArgs::new(),
        ResourceOptions::new(),
    );
    let block_2 = sync::resources::Block::new(
        &ctx,
        "block-2",
        sync::resources::BlockArgs::new(),
        ResourceOptions::new(),
    );
    let block_3 = sync::resources::Block::new(
        &ctx,
        "block-3",
        sync::resources::BlockArgs::new(),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
