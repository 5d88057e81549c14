use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res = large::resources::String_::new(
        &ctx,
        "res",
        large::resources::String_Args::new("hello world"),
        ResourceOptions::new(),
    );
    ctx.export("output", res.value.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
