use sdkgen_runtime::{functions, Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let res = output::resources::ComplexResource::new(
        &ctx,
        "res",
        output::resources::ComplexResourceArgs::new(1.0_f64),
        ResourceOptions::new(),
    );
    ctx.export(
        "entriesOutput",
        res.output_map
            .clone()
            .map(move |output_map| functions::entries(&output_map)),
    );
    ctx.export(
        "lookupOutput",
        res.output_map.clone().map(move |output_map| {
            functions::lookup(&output_map, "x").unwrap_or(String::from("default"))
        }),
    );
    ctx.export(
        "lookupOutputDefault",
        res.output_map.clone().map(move |output_map| {
            functions::lookup(&output_map, "y").unwrap_or(String::from("default"))
        }),
    );
    ctx.export(
        "entriesObjectOutput",
        res.output_object
            .clone()
            .map(move |output_object| functions::entries(&output_object)),
    );
    ctx.export(
        "lookupObjectOutput",
        res.output_object.clone().map(move |output_object| {
            functions::lookup(
                &(functions::from_value::<BTreeMap<String, String>>(functions::to_value(
                    output_object.clone(),
                ))),
                "output",
            )
            .unwrap_or(String::from("default"))
        }),
    );
    ctx.export(
        "lookupObjectOutputDefault",
        res.output_object.clone().map(move |output_object| {
            functions::lookup(
                &(functions::from_value::<BTreeMap<String, String>>(functions::to_value(
                    output_object.clone(),
                ))),
                "missing",
            )
            .unwrap_or(String::from("default"))
        }),
    );
    ctx.export(
        "lengthOutput",
        res.output_map
            .clone()
            .map(move |output_map| output_map.len() as i64),
    );
    ctx.export(
        "lengthObjectOutput",
        res.output_object
            .clone()
            .map(move |output_object| functions::length(&output_object)),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
