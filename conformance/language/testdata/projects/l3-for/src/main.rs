use sdkgen_runtime::{Config, Context, Error, Output};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let names: Vec<String> = config.require::<Vec<String>>("names")?;
    let tags: BTreeMap<String, String> = config.require::<BTreeMap<String, String>>("tags")?;
    ctx.export(
        "greetings",
        Output::new(
            names
                .clone()
                .into_iter()
                .enumerate()
                .map(|(value, name)| {
                    let value = value as i64;
                    format!("Hello, {name}!")
                })
                .collect::<Vec<String>>(),
        ),
    );
    ctx.export(
        "numbered",
        Output::new(
            names
                .clone()
                .into_iter()
                .enumerate()
                .map(|(i, name)| {
                    let i = i as i64;
                    format!("{i}-{name}")
                })
                .collect::<Vec<String>>(),
        ),
    );
    ctx.export(
        "tagList",
        Output::new(
            tags.clone()
                .into_iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<String>>(),
        ),
    );
    ctx.export(
        "greetingMap",
        Output::new(
            names
                .clone()
                .into_iter()
                .enumerate()
                .map(|(value, name)| {
                    let value = value as i64;
                    (name.clone(), format!("Hello, {name}!"))
                })
                .collect::<BTreeMap<String, String>>(),
        ),
    );
    ctx.export(
        "filteredList",
        Output::new(
            names
                .clone()
                .into_iter()
                .enumerate()
                .filter_map(|(value, name)| {
                    let value = value as i64;
                    if name != "b" {
                        Some(name.clone())
                    } else {
                        None
                    }
                })
                .collect::<Vec<String>>(),
        ),
    );
    ctx.export(
        "filteredMap",
        Output::new(
            names
                .clone()
                .into_iter()
                .enumerate()
                .filter_map(|(value, name)| {
                    let value = value as i64;
                    if name != "b" {
                        Some((name.clone(), format!("Hello, {name}!")))
                    } else {
                        None
                    }
                })
                .collect::<BTreeMap<String, String>>(),
        ),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
