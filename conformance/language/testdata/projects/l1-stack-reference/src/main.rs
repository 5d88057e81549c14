use sdkgen_runtime::{Context, Error, Output, ResourceOptions, StackReference};

async fn program(ctx: Context) -> Result<(), Error> {
    let ref_ = StackReference::new(
        &ctx,
        "ref",
        Output::new(String::from("organization/other/dev")),
        ResourceOptions::new(),
    );
    ctx.export("plain", ref_.output("plain"));
    ctx.export("secret", ref_.output("secret"));
    ctx.export("secret_unsecret", ref_.output("secret").unsecret());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
