use sdkgen_runtime::{Context, Error, Input, InvokeOptions, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let source = nestedobject::resources::Container::new(
        &ctx,
        "source",
        nestedobject::resources::ContainerArgs::new(vec![
            String::from("alpha"),
            String::from("bravo"),
            String::from("charlie"),
        ]),
        ResourceOptions::new(),
    );
    let values = nestedobject::resources::get_values_output(
        &ctx,
        nestedobject::types::GetValuesArgs::new(source.inputs.clone().map(|v| {
            v.into_iter()
                .map(|v| Input::<String>::from(v))
                .collect::<Vec<_>>()
        })),
        InvokeOptions::new(),
    );
    let routes = nestedobject::resources::Target::new(
        &ctx,
        "routes",
        nestedobject::resources::TargetArgs::new(
            values
                .clone()
                .map(move |values| values.results.clone()[range["value"] as usize].clone()),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
