use sdkgen_runtime::{Context, Error, Output};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let class = String::from("class_output_string");
    let export = String::from("export_output_string");
    let import = String::from("import_output_string");
    let mod_ = String::from("mod_output_string");
    let object = BTreeMap::from([(String::from("object"), String::from("object_output_string"))]);
    let self_ = String::from("self_output_string");
    let this = String::from("this_output_string");
    let if_ = String::from("if_output_string");
    ctx.export("class", Output::new(class.clone()));
    ctx.export("export", Output::new(export.clone()));
    ctx.export("import", Output::new(import.clone()));
    ctx.export("mod", Output::new(mod_.clone()));
    ctx.export("object", Output::new(object.clone()));
    ctx.export("self", Output::new(self_.clone()));
    ctx.export("this", Output::new(this.clone()));
    ctx.export("if", Output::new(if_.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
