use sdkgen_runtime::{functions, Config, Context, Error, Output};
use unicode_segmentation::UnicodeSegmentation;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_string: String = config.require_string("aString")?;
    ctx.export(
        "lengthResult",
        Output::new(a_string.graphemes(true).count() as i64),
    );
    ctx.export("splitResult", Output::new(functions::split("-", &a_string)));
    ctx.export(
        "joinResult",
        Output::new(functions::split("-", &a_string).join("|")),
    );
    ctx.export(
        "interpolateResult",
        Output::new(format!("prefix-{a_string}")),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
