use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let foo = nestedcollections::resources::Foo::new(
        &ctx,
        "foo",
        nestedcollections::resources::FooArgs::new(),
        ResourceOptions::new(),
    );
    ctx.export(
        "secondProp",
        foo.condition_sets
            .clone()
            .map(move |condition_sets| condition_sets[0][0][1].prop.clone()),
    );
    ctx.export(
        "leaf",
        foo.private_endpoint
            .clone()
            .map(move |private_endpoint| private_endpoint["outer"]["inner"]["leaf"].clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
