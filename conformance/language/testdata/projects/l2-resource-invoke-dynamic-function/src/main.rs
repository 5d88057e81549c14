use sdkgen_runtime::{functions, Context, Error, InvokeOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let local_value = String::from("hello");
    ctx.export(
        "dynamic",
        any_type_function::resources::dyn_list_to_dyn_output(
            &ctx,
            any_type_function::types::DynListToDynArgs::new().inputs(vec![
                Value::from("hello"),
                functions::to_value(local_value.clone()),
                functions::object([]),
            ]),
            InvokeOptions::new(),
        )
        .map(move |invoke| invoke.clone().result.clone()),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
