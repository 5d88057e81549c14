use sdkgen_runtime::{Context, Error, Resource, ResourceOptions, ResourceReference};

async fn program(ctx: Context) -> Result<(), Error> {
    let class = simple::resources::Resource::new(
        &ctx,
        "class",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("class", ResourceReference::of_custom(&class.clone()));
    let export = simple::resources::Resource::new(
        &ctx,
        "export",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("export", ResourceReference::of_custom(&export.clone()));
    let mod_ = simple::resources::Resource::new(
        &ctx,
        "mod",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("mod", ResourceReference::of_custom(&mod_.clone()));
    let import = simple::resources::Resource::new(
        &ctx,
        "import",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    let object = simple::resources::Resource::new(
        &ctx,
        "object",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("object", ResourceReference::of_custom(&object.clone()));
    let self_ = simple::resources::Resource::new(
        &ctx,
        "self",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("self", ResourceReference::of_custom(&self_.clone()));
    let this = simple::resources::Resource::new(
        &ctx,
        "this",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("this", ResourceReference::of_custom(&this.clone()));
    let if_ = simple::resources::Resource::new(
        &ctx,
        "if",
        simple::resources::ResourceArgs::new(true),
        ResourceOptions::new(),
    );
    ctx.export("if", ResourceReference::of_custom(&if_.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
