use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine as _;
use sdkgen_runtime::{functions, Context, Error, Output};
use sha2::{Digest as _, Sha256};

async fn program(ctx: Context) -> Result<(), Error> {
    let file_content = functions::read_file("testfile.txt");
    let file_b64 = BASE64.encode(functions::read_file_bytes("testfile.txt"));
    let file_sha = BASE64.encode(Sha256::digest(functions::read_file_bytes("testfile.txt")));
    ctx.export("fileContent", Output::new(file_content.clone()));
    ctx.export("fileB64", Output::new(file_b64.clone()));
    ctx.export("fileSha", Output::new(file_sha.clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
