use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine as _;
use sdkgen_runtime::{functions, Context, Error, Input, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let source1 = primitive::resources::Resource::new(
        &ctx,
        "source1",
        primitive::resources::ResourceArgs::new(
            false,
            BTreeMap::from([(String::from("source"), false)]),
            1.0_f64,
            2,
            vec![3.0_f64],
            "1234",
        ),
        ResourceOptions::new(),
    );
    let source2 = primitive::resources::Resource::new(
        &ctx,
        "source2",
        primitive::resources::ResourceArgs::new(
            false,
            BTreeMap::from([(String::from("source"), false)]),
            1.0_f64,
            2,
            vec![3.0_f64],
            "true",
        ),
        ResourceOptions::new(),
    );
    let id_map = source1
        .id
        .clone()
        .map(|v| functions::to_value(v))
        .zip(source2.id.clone().map(|v| functions::to_value(v)))
        .map(move |(item0, item1)| {
            functions::object([
                (String::from("source1Token"), item0),
                (String::from("source2Token"), item1),
            ])
        });
    let sink1 = primitive::resources::Resource::new(
        &ctx,
        "sink1",
        primitive::resources::ResourceArgs::new(
            false,
            BTreeMap::from([(String::from("sink"), false)]),
            id_map
                .clone()
                .map(|v| v["source1Token"].clone())
                .map(|v| functions::from_value::<f64>(v)),
            id_map
                .clone()
                .map(|v| v["source1Token"].clone())
                .map(|v| functions::from_value::<i32>(v)),
            vec![Input::<f64>::from(
                id_map
                    .clone()
                    .map(|v| v["source1Token"].clone())
                    .map(|v| functions::from_value::<f64>(v)),
            )],
            id_map
                .clone()
                .map(|v| v["source1Token"].clone())
                .map(|v| functions::from_value::<String>(v)),
        ),
        ResourceOptions::new(),
    );
    let sink2 = primitive::resources::Resource::new(
        &ctx,
        "sink2",
        primitive::resources::ResourceArgs::new(
            id_map
                .clone()
                .map(|v| v["source2Token"].clone())
                .map(|v| functions::from_value::<bool>(v)),
            BTreeMap::from([(
                String::from("sink"),
                Input::<bool>::from(
                    id_map
                        .clone()
                        .map(|v| v["source2Token"].clone())
                        .map(|v| functions::from_value::<bool>(v)),
                ),
            )]),
            1.0_f64,
            2,
            vec![3.0_f64],
            "abc",
        ),
        ResourceOptions::new(),
    );
    ctx.export("ids", id_map.clone());
    ctx.export(
        "base64",
        sink2
            .id
            .clone()
            .map(|v| functions::to_value(v))
            .map(move |id| BASE64.encode(&functions::from_value::<String>(id.clone()))),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
