use sdkgen_runtime::{Context, Error, InvokeOptions, Resource, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let enum_res = r#enum::resources::Res::new(
        &ctx,
        "enumRes",
        r#enum::resources::ResArgs::new()
            .int_enum(r#enum::types::IntEnum::INT_ONE)
            .string_enum(r#enum::types::StringEnum::StringOne),
        ResourceOptions::new(),
    );
    let res = docs::resources::Resource::new(
        &ctx,
        "res",
        docs::resources::ResourceArgs::new(
            Value::from("one"),
            docs::resources::fun_output(
                &ctx,
                docs::types::FunArgs::new(false),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().out),
        ),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
