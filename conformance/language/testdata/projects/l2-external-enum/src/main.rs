use sdkgen_runtime::{Context, Error, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let my_res = r#enum::resources::Res::new(
        &ctx,
        "myRes",
        r#enum::resources::ResArgs::new()
            .int_enum(r#enum::types::IntEnum::INT_ONE)
            .string_enum(r#enum::types::StringEnum::StringOne),
        ResourceOptions::new(),
    );
    let my_sink = extenumref::resources::Sink::new(
        &ctx,
        "mySink",
        extenumref::resources::SinkArgs::new().string_enum(Value::from("two")),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
