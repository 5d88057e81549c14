use sdkgen_runtime::{functions, Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let widget = myborrow::resources::Widget::new(
        &ctx,
        "widget",
        myborrow::resources::WidgetArgs::new(),
        ResourceOptions::new(),
    );
    ctx.export(
        "metadataName",
        widget
            .metadata
            .clone()
            .map(|v| functions::from_value::<borrowbase::types::Metadata>(v))
            .map(move |metadata| metadata.name.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
