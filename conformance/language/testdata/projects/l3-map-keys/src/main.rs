mod my_component;

use sdkgen_runtime::{Context, Error, Output, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let cmp = crate::my_component::MyComponent::new(
        &ctx,
        "cmp",
        crate::my_component::MyComponentArgs { boolean_map: Output::new(BTreeMap::from([(String::from("my key"), false), (String::from("my.key"), true), (String::from("my-key"), false), (String::from("my_key"), true), (String::from("MY_KEY"), false), (String::from("myKey"), true), (String::from("__type"), true), (String::from("__internal"), false), (String::from("__provider"), true), (String::from("__version"), false), (String::from(""), true), (String::from("Some ${common} \"characters\" 'that' need escaping: \\ (backslash), \t (tab), \u{1b} (escape), \u{7} (bell), \0 (null), \u{e0021} (tag space)"), false), (String::from("Format and glob specifiers: %percent ...ellipsis {open }close *asterisk ?question ,comma &&and ||or !not =>arrow ==equal :colon /slash"), true)])) },
        ResourceOptions::new(),
    );
    ctx.export("resourceBooleanMap", cmp.boolean_map.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
