use sdkgen_runtime::{Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let names: Vec<Option<String>> = config
        .get::<Vec<Option<String>>>("names")?
        .unwrap_or_else(|| vec![None, Some(String::from("hello")), None]);
    ctx.export("namesLength", Output::new(names.len() as i64));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
