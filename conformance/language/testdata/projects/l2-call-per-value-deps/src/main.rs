use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, ResourceOptions, ResourceRef,
};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let c = pick_call::resources::Picker::new(
        &ctx,
        "c",
        pick_call::resources::PickerArgs::new("c"),
        ResourceOptions::new(),
    );
    let pa = simple_invoke::resources::StringResource::new(
        &ctx,
        "pa",
        simple_invoke::resources::StringResourceArgs::new("pa"),
        ResourceOptions::new(),
    );
    let pb = simple_invoke::resources::StringResource::new(
        &ctx,
        "pb",
        simple_invoke::resources::StringResourceArgs::new("pb"),
        ResourceOptions::new(),
    );
    let both = {
        let c = c.clone();
        let ctx = ctx.clone();
        pa.text
            .clone()
            .zip(pb.text.clone())
            .apply(move |(pa_text, pb_text)| {
                ctx.call::<Value>(
                    "pick-call:index:Picker/getBoth",
                    vec![
                        ("a", Output::new(functions::to_value(pa_text.clone()))),
                        ("b", Output::new(functions::to_value(pb_text.clone()))),
                    ],
                    Some(ResourceRef::custom(&c)),
                    InvokeOptions::new(),
                )
                .map(|v| {
                    functions::from_value::<BTreeMap<String, pick_call::types::BothWrapper>>(v)
                })
            })
    };
    let g = simple_invoke::resources::StringResource::new(
        &ctx,
        "g",
        simple_invoke::resources::StringResourceArgs::new(
            both.clone().map(move |both| both["wrapper"]["a"].clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
