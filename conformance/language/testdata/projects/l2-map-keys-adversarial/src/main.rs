use sdkgen_runtime::{Context, Error, InvokeOptions, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = primitive::resources::Resource::new(
        &ctx,
        "res",
        primitive::resources::ResourceArgs::new(false, BTreeMap::from([(String::from("__type"), true), (String::from("__internal"), false), (String::from("__provider"), true), (String::from("__version"), false), (String::from(""), true), (String::from("Some ${common} \"characters\" 'that' need escaping: \\ (backslash), \t (tab), \u{1b} (escape), \u{7} (bell), \0 (null), \u{e0021} (tag space)"), false), (String::from("Format and glob specifiers: %percent ...ellipsis {open }close *asterisk ?question ,comma &&and ||or !not =>arrow ==equal :colon /slash"), true)]), 2.17_f64, -12, vec![0.0_f64, 1.0_f64], "adversarial"),
        ResourceOptions::new(),
    );
    let invoke_result = primitive::resources::invoke_output(&ctx, primitive::types::InvokeArgs::new(false, BTreeMap::from([(String::from("__type"), true), (String::from("__internal"), false), (String::from("__provider"), true), (String::from("__version"), false), (String::from(""), true), (String::from("Some ${common} \"characters\" 'that' need escaping: \\ (backslash), \t (tab), \u{1b} (escape), \u{7} (bell), \0 (null), \u{e0021} (tag space)"), false), (String::from("Format and glob specifiers: %percent ...ellipsis {open }close *asterisk ?question ,comma &&and ||or !not =>arrow ==equal :colon /slash"), true)]), 2.17_f64, -12, vec![0.0_f64, 1.0_f64], "adversarial"), InvokeOptions::new());
    ctx.export("resourceBooleanMap", res.boolean_map.clone());
    ctx.export(
        "invokeBooleanMap",
        invoke_result
            .clone()
            .map(move |invoke_result| invoke_result.boolean_map.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
