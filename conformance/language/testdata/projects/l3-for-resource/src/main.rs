use sdkgen_runtime::{functions, Context, Error, Input, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let source = nestedobject::resources::Container::new(
        &ctx,
        "source",
        nestedobject::resources::ContainerArgs::new(vec![
            String::from("a"),
            String::from("b"),
            String::from("c"),
        ]),
        ResourceOptions::new(),
    );
    let receiver = nestedobject::resources::Receiver::new(
        &ctx,
        "receiver",
        nestedobject::resources::ReceiverArgs::new(
            source
                .details
                .clone()
                .map(move |details| {
                    details
                        .clone()
                        .into_iter()
                        .enumerate()
                        .map(|(value, detail)| {
                            let value = value as i64;
                            BTreeMap::from([
                                (String::from("key"), detail.key.clone()),
                                (String::from("value"), detail.value.clone()),
                            ])
                        })
                        .collect::<Vec<BTreeMap<String, String>>>()
                })
                .map(|v| {
                    v.into_iter()
                        .map(|v| {
                            Input::<nestedobject::types::DetailArgs>::from(functions::from_value::<
                                nestedobject::types::DetailArgs,
                            >(
                                functions::to_value(v)
                            ))
                        })
                        .collect::<Vec<_>>()
                }),
        ),
        ResourceOptions::new(),
    );
    let from_simple = nestedobject::resources::Container::new(
        &ctx,
        "fromSimple",
        nestedobject::resources::ContainerArgs::new(
            source
                .details
                .clone()
                .map(move |details| {
                    details
                        .clone()
                        .into_iter()
                        .enumerate()
                        .map(|(value, detail)| {
                            let value = value as i64;
                            detail.value.clone()
                        })
                        .collect::<Vec<String>>()
                })
                .map(|v| {
                    v.into_iter()
                        .map(|v| Input::<String>::from(v))
                        .collect::<Vec<_>>()
                }),
        ),
        ResourceOptions::new(),
    );
    let mapped = nestedobject::resources::MapContainer::new(
        &ctx,
        "mapped",
        nestedobject::resources::MapContainerArgs::new(
            source
                .details
                .clone()
                .map(move |details| {
                    details
                        .clone()
                        .into_iter()
                        .enumerate()
                        .map(|(value, detail)| {
                            let value = value as i64;
                            (detail.key.clone(), detail.value.clone())
                        })
                        .collect::<BTreeMap<String, String>>()
                })
                .map(|v| {
                    v.into_iter()
                        .map(|(k, v)| (k, Input::<String>::from(v)))
                        .collect::<BTreeMap<_, _>>()
                }),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
