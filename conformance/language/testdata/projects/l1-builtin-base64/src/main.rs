use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine as _;
use sdkgen_runtime::{Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let input: String = config.require_string("input")?;
    let bytes = String::from_utf8(BASE64.decode(&input).expect("fromBase64: not base64"))
        .expect("fromBase64: not UTF-8");
    ctx.export("data", Output::new(bytes.clone()));
    ctx.export("roundtrip", Output::new(BASE64.encode(&bytes)));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
