use sdkgen_runtime::{Context, Error, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let a = simple_invoke::resources::StringResource::new(
        &ctx,
        "a",
        simple_invoke::resources::StringResourceArgs::new("a"),
        ResourceOptions::new(),
    );
    let b = simple_invoke::resources::StringResource::new(
        &ctx,
        "b",
        simple_invoke::resources::StringResourceArgs::new("b"),
        ResourceOptions::new(),
    );
    let data = pick::resources::pick_second_output(
        &ctx,
        pick::types::PickSecondArgs::new(a.text.clone(), b.text.clone()),
        InvokeOptions::new(),
    );
    let d = simple_invoke::resources::StringResource::new(
        &ctx,
        "d",
        simple_invoke::resources::StringResourceArgs::new(
            data.clone().map(move |data| data.result.clone()),
        ),
        ResourceOptions::new(),
    );
    let first_secret = pick::resources::pick_second_output(
        &ctx,
        pick::types::PickSecondArgs::new(a.text.clone().into_secret(), b.text.clone()),
        InvokeOptions::new(),
    );
    let e = simple_invoke::resources::StringResource::new(
        &ctx,
        "e",
        simple_invoke::resources::StringResourceArgs::new(
            first_secret
                .clone()
                .map(move |first_secret| first_secret.result.clone()),
        ),
        ResourceOptions::new(),
    );
    let second_secret = pick::resources::pick_second_output(
        &ctx,
        pick::types::PickSecondArgs::new(a.text.clone(), b.text.clone().into_secret()),
        InvokeOptions::new(),
    );
    let f = simple_invoke::resources::StringResource::new(
        &ctx,
        "f",
        simple_invoke::resources::StringResourceArgs::new(
            second_secret
                .clone()
                .map(move |second_secret| second_secret.result.clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
