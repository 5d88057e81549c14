use sdkgen_runtime::{Context, Error, ResourceOptions};

async fn program(ctx: Context) -> Result<(), Error> {
    let prov = simple::resources::Provider::new(
        &ctx,
        "prov",
        simple::resources::ProviderArgs::new(),
        ResourceOptions::new()
            .env_var_mapping("MY_VAR", "PROVIDER_VAR")
            .env_var_mapping("OTHER_VAR", "TARGET_VAR"),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
