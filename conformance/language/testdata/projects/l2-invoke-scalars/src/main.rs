use sdkgen_runtime::{Context, Error, InvokeOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export(
        "secret",
        scalar_returns::resources::invoke_secret_output(
            &ctx,
            scalar_returns::types::InvokeSecretArgs::new("goodbye"),
            InvokeOptions::new(),
        ),
    );
    ctx.export(
        "array",
        scalar_returns::resources::invoke_array_output(
            &ctx,
            scalar_returns::types::InvokeArrayArgs::new("the word"),
            InvokeOptions::new(),
        ),
    );
    ctx.export(
        "map",
        scalar_returns::resources::invoke_map_output(
            &ctx,
            scalar_returns::types::InvokeMapArgs::new("hello"),
            InvokeOptions::new(),
        ),
    );
    ctx.export(
        "secretMap",
        scalar_returns::resources::invoke_map_output(
            &ctx,
            scalar_returns::types::InvokeMapArgs::new("secret"),
            InvokeOptions::new(),
        ),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
