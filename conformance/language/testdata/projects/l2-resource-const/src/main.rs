use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let first = constant::resources::Resource::new(
        &ctx,
        "first",
        constant::resources::ResourceArgs::new(3, true, "Constant", 1.5_f64),
        ResourceOptions::new(),
    );
    ctx.export("kind", first.kind.clone());
    ctx.export("flag", first.flag.clone());
    ctx.export("count", first.count.clone().map(|v| v.map(|v| v as i64)));
    ctx.export("ratio", first.ratio.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
