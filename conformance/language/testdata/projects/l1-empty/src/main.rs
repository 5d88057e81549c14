use sdkgen_runtime::{Context, Error};

async fn program(_ctx: Context) -> Result<(), Error> {
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
