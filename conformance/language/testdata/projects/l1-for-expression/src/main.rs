use sdkgen_runtime::{Context, Error, Output};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let names = vec![
        String::from("alpha"),
        String::from("beta"),
        String::from("gamma"),
    ];
    let tags = BTreeMap::from([
        (String::from("Environment"), String::from("production")),
        (String::from("Team"), String::from("infra")),
    ]);
    ctx.export(
        "prefixed",
        Output::new(
            names
                .clone()
                .into_iter()
                .map(|n| format!("prefix-{n}"))
                .collect::<Vec<String>>(),
        ),
    );
    ctx.export(
        "filtered",
        Output::new(
            names
                .clone()
                .into_iter()
                .filter_map(|n| if n != "beta" { Some(n.clone()) } else { None })
                .collect::<Vec<String>>(),
        ),
    );
    ctx.export(
        "indexed",
        Output::new(
            names
                .clone()
                .into_iter()
                .enumerate()
                .map(|(i, n)| {
                    let i = i as i64;
                    format!("{i}:{n}")
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
        "prefixedMap",
        Output::new(
            names
                .clone()
                .into_iter()
                .map(|n| (n.clone(), format!("prefix-{n}")))
                .collect::<BTreeMap<String, String>>(),
        ),
    );
    ctx.export(
        "filteredTags",
        Output::new(
            tags.clone()
                .into_iter()
                .filter_map(|(k, v)| {
                    if k != "Team" {
                        Some((k.clone(), v.clone()))
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
