use sdkgen_runtime::{Context, Error, Input, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let source = nestedobject::resources::Container::new(
        &ctx,
        "source",
        nestedobject::resources::ContainerArgs::new(vec![String::from("a"), String::from("b")]),
        ResourceOptions::new(),
    );
    let sink = nestedobject::resources::Container::new(
        &ctx,
        "sink",
        nestedobject::resources::ContainerArgs::new(source.details.clone().map(move |details| details.clone().into_iter().map(|value| .value.clone()).collect::<Vec<String>>()).map(|v| v.into_iter().map(|v| Input::<String>::from(v)).collect::<Vec<_>>())),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
