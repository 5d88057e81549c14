use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let elem = reservednames::resources::ElementType::new(
        &ctx,
        "elem",
        reservednames::resources::ElementTypeArgs::new(reservednames::types::ElementTypeArgs::new(
            "nested",
        )),
        ResourceOptions::new(),
    );
    ctx.export("elementType", elem.element_type.clone());
    ctx.export(
        "nested",
        elem.element_type
            .clone()
            .map(move |element_type| element_type.element_type.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
