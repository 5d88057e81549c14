use sdkgen_runtime::{Config, Context, Error, Output, Resource, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let names: bool = config.get::<bool>("names")?.unwrap_or(true);
    let names_2: bool = config.get::<bool>("Names")?.unwrap_or(true);
    let mod_: String = config
        .get_string("mod")
        .unwrap_or_else(|| String::from("module"));
    let mod__2: String = config
        .get_string("Mod")
        .unwrap_or_else(|| String::from("format"));
    let names_resource = names::resources::mod_::Res::new(
        &ctx,
        "namesResource",
        names::resources::mod_::ResArgs::new(names),
        ResourceOptions::new(),
    );
    let mod_resource = module_format::resources::mod_::Resource::new(
        &ctx,
        "modResource",
        module_format::resources::mod_::ResourceArgs::new(format!("{mod_}-{mod__2}")),
        ResourceOptions::new(),
    );
    ctx.export("namesResourceVal", names_resource.value.clone());
    ctx.export("modResourceText", mod_resource.text.clone());
    ctx.export("nameVariables", Output::new(names && names_2));
    ctx.export("modVariables", Output::new(format!("{mod_}-{mod__2}")));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
