use sdkgen_runtime::{functions, Context, Error, Output, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let ref_ = functions::register(
        &ctx,
        "pulumi:pulumi:StackReference",
        "ref",
        true,
        vec![(
            "name",
            Output::new(functions::to_value(String::from("organization/other/dev"))),
        )],
        ResourceOptions::new(),
    );
    ctx.export("plain", functions::stack_output(&ref_, "plain"));
    ctx.export("secret", functions::stack_output(&ref_, "secret"));
    ctx.export(
        "secret_unsecret",
        functions::stack_output(&ref_, "secret").unsecret(),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
