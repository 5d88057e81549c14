use sdkgen_runtime::{functions, Context, Error, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let res1 = simple::resources::Resource::new(
        &ctx,
        "res1",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export(
        "name",
        res1.urn.clone().map(|urn| functions::urn_name(&urn)),
    );
    ctx.export(
        "type",
        res1.urn.clone().map(|urn| functions::urn_type(&urn)),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
