mod first;
mod second;

use sdkgen_runtime::{Context, Error, Output, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let first = crate::first::First::new(
        &ctx,
        "first",
        crate::first::FirstArgs {
            input: second.clone().map(|v| v["untainted"]),
        },
        ResourceOptions::new(),
    );
    let second = crate::second::Second::new(
        &ctx,
        "second",
        crate::second::SecondArgs {
            input: first.untainted.clone(),
        },
        ResourceOptions::new(),
    );
    let another = crate::first::First::new(
        &ctx,
        "another",
        crate::first::FirstArgs {
            input: Output::new(arg1 == "xyz"),
        },
        ResourceOptions::new(),
    );
    let many = crate::second::Second::new(
        &ctx,
        "many",
        crate::second::SecondArgs {
            input: another.untainted.clone(),
        },
        ResourceOptions::new(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
