use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let source = bytesource::resources::Resource::new(
        &ctx,
        "source",
        bytesource::resources::ResourceArgs::new("AGhlbGxvIID+/yB3b3JsZPAo"),
        ResourceOptions::new(),
    );
    let sink = bytesink::resources::Resource::new(
        &ctx,
        "sink",
        bytesink::resources::ResourceArgs::new(source.bytes.clone(), source.base64.clone()),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
