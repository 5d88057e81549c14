use sdkgen_runtime::{Context, Error, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let my_component = plaincomponent::resources::Component::new(
        &ctx,
        "myComponent",
        plaincomponent::resources::ComponentArgs::new(
            "my-resource",
            plaincomponent::types::SettingsArgs::new(
                true,
                BTreeMap::from([(String::from("env"), String::from("test"))]),
            ),
        ),
        ResourceOptions::new(),
    );
    ctx.export("label", my_component.label.clone());
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
