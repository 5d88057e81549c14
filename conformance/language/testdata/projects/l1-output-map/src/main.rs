use sdkgen_runtime::{functions, Context, Error, Output};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("empty", Output::new(functions::object([])));
    ctx.export(
        "strings",
        Output::new(BTreeMap::from([
            (String::from("greeting"), String::from("Hello, world!")),
            (String::from("farewell"), String::from("Goodbye, world!")),
        ])),
    );
    ctx.export("adversarialStrings", Output::new(BTreeMap::from([(String::from("__type"), String::from("dunder type")), (String::from("__internal"), String::from("dunder internal")), (String::from("__provider"), String::from("dunder provider")), (String::from("__version"), String::from("dunder version")), (String::from(""), String::from("empty key")), (String::from("empty value"), String::from("")), (String::from("dunder value"), String::from("__dunder")), (String::from("Some ${common} \"characters\" 'that' need escaping: \\ (backslash), \t (tab), \u{1b} (escape), \u{7} (bell), \0 (null), \u{e0021} (tag space)"), String::from("Some ${common} \"characters\" 'that' need escaping: \\ (backslash), \t (tab), \u{1b} (escape), \u{7} (bell), \0 (null), \u{e0021} (tag space)"))])));
    ctx.export(
        "numbers",
        Output::new(BTreeMap::from([
            (String::from("1"), 1),
            (String::from("2"), 2),
        ])),
    );
    ctx.export(
        "keys",
        Output::new(BTreeMap::from([
            (String::from("my.key"), 1),
            (String::from("my-key"), 2),
            (String::from("my_key"), 3),
            (String::from("MY_KEY"), 4),
            (String::from("mykey"), 5),
            (String::from("MYKEY"), 6),
        ])),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
