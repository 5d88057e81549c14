use sdkgen_runtime::{Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res_explicit = primitive_defaults::resources::Resource::new(
        &ctx,
        "resExplicit",
        primitive_defaults::resources::ResourceArgs::new()
            .boolean(true)
            .float(3.14_f64)
            .integer(42)
            .string("hello"),
        ResourceOptions::new(),
    );
    let res_defaulted = primitive_defaults::resources::Resource::new(
        &ctx,
        "resDefaulted",
        primitive_defaults::resources::ResourceArgs::new(),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
