use sdkgen_runtime::{functions, Context, Error, Resource, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = output::resources::Provider::new(
        &ctx,
        "prov",
        output::resources::ProviderArgs::new().elide_unknowns(true),
        ResourceOptions::new(),
    );
    let unknown = output::resources::Resource::new(
        &ctx,
        "unknown",
        output::resources::ResourceArgs::new(1.0_f64),
        ResourceOptions::new().provider(&prov),
    );
    let complex = output::resources::ComplexResource::new(
        &ctx,
        "complex",
        output::resources::ComplexResourceArgs::new(1.0_f64),
        ResourceOptions::new().provider(&prov),
    );
    let res = simple::resources::Resource::new(
        &ctx,
        "res",
        simple::resources::ResourceArgs::new(
            unknown.output.clone().map(move |output| output == "hello"),
        ),
        ResourceOptions::new(),
    );
    let res_array = simple::resources::Resource::new(
        &ctx,
        "resArray",
        simple::resources::ResourceArgs::new(
            complex
                .output_array
                .clone()
                .map(move |output_array| output_array[0].clone() == "hello"),
        ),
        ResourceOptions::new(),
    );
    let res_map = simple::resources::Resource::new(
        &ctx,
        "resMap",
        simple::resources::ResourceArgs::new(
            complex
                .output_map
                .clone()
                .map(move |output_map| output_map["x"].clone() == "hello"),
        ),
        ResourceOptions::new(),
    );
    let res_object = simple::resources::Resource::new(
        &ctx,
        "resObject",
        simple::resources::ResourceArgs::new(
            complex
                .output_object
                .clone()
                .map(|v| functions::from_value::<BTreeMap<String, String>>(functions::to_value(v)))
                .map(move |output_object| output_object["output"].clone() == "hello"),
        ),
        ResourceOptions::new(),
    );
    ctx.export("out", unknown.output.clone());
    ctx.export(
        "outArray",
        complex
            .output_array
            .clone()
            .map(move |output_array| output_array[0].clone()),
    );
    ctx.export(
        "outMap",
        complex
            .output_map
            .clone()
            .map(move |output_map| output_map["x"].clone()),
    );
    ctx.export(
        "outObject",
        complex
            .output_object
            .clone()
            .map(move |output_object| output_object.output.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
