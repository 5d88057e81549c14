use sdkgen_runtime::{Config, Context, Error, Output};
use sha1::{Digest as _, Sha1};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let input: String = config.require_string("input")?;
    let hash = format!("{:x}", Sha1::digest(&input));
    ctx.export("hash", Output::new(hash.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
