use sdkgen_runtime::{Context, Error, ResourceOptions};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let sink1 = r#enum::resources::Res::new(
        &ctx,
        "sink1",
        r#enum::resources::ResArgs::new()
            .int_enum(r#enum::types::IntEnum::INT_ONE)
            .string_enum(r#enum::types::StringEnum::StringTwo),
        ResourceOptions::new(),
    );
    let sink2 = r#enum::resources::mod_::Res::new(
        &ctx,
        "sink2",
        r#enum::resources::mod_::ResArgs::new()
            .int_enum(r#enum::types::mod_::IntEnum::INT_ONE)
            .string_enum(r#enum::types::mod_::StringEnum::StringTwo),
        ResourceOptions::new(),
    );
    let sink3 = r#enum::resources::mod_::nested::Res::new(
        &ctx,
        "sink3",
        r#enum::resources::mod_::nested::ResArgs::new()
            .int_enum(r#enum::types::mod_::nested::IntEnum::INT_ONE)
            .string_enum(r#enum::types::mod_::nested::StringEnum::StringTwo),
        ResourceOptions::new(),
    );
    let sink4 = r#enum::resources::Deluxe::new(
        &ctx,
        "sink4",
        r#enum::resources::DeluxeArgs::new()
            .array_of_enum(vec![
                r#enum::types::StringEnum::StringOne,
                r#enum::types::StringEnum::StringTwo,
            ])
            .holder(
                r#enum::types::HolderArgs::new()
                    .color(r#enum::types::StringEnum::StringOne)
                    .size(r#enum::types::IntEnum::INT_TWO),
            )
            .map_of_enum(BTreeMap::from([
                (String::from("small"), r#enum::types::IntEnum::INT_ONE),
                (String::from("large"), r#enum::types::IntEnum::INT_TWO),
            ]))
            .number_enum(r#enum::types::NumberEnum::ZERO_POINT_ONE)
            .union_enum(Value::from("A Value With Spaces."))
            .wordy_enum(r#enum::types::WordyEnum::ItSGotApostrophes),
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
