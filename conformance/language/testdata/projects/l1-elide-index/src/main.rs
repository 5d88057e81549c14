use sdkgen_runtime::{functions, Context, Error, Output, ResourceOptions};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let my_stash = functions::register(
        &ctx,
        "pulumi:index:Stash",
        "myStash",
        true,
        vec![(
            "input",
            Output::new(functions::to_value(String::from("test"))),
        )],
        ResourceOptions::new(),
    );
    ctx.export("stashInput", my_stash.output::<Value>("input"));
    ctx.export("stashOutput", my_stash.output::<Value>("output"));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
