use sdkgen_runtime::{Context, Error, Output};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("array", Output::new(vec![Value::Null]));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
