use sdkgen_runtime::{Config, Context, Error, Output};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_map: BTreeMap<String, String> = config.require::<BTreeMap<String, String>>("aMap")?;
    ctx.export(
        "plainTrySuccess",
        Output::new(
            a_map
                .get("a")
                .cloned()
                .unwrap_or_else(|| String::from("fallback")),
        ),
    );
    ctx.export(
        "plainTryFailure",
        Output::new(
            a_map
                .get("b")
                .cloned()
                .unwrap_or_else(|| String::from("fallback")),
        ),
    );
    let a_secret_map = Output::secret(a_map.clone());
    ctx.export(
        "outputTrySuccess",
        a_secret_map.clone().map(move |a_secret_map| {
            a_secret_map
                .get("a")
                .cloned()
                .unwrap_or_else(|| String::from("fallback"))
        }),
    );
    ctx.export(
        "outputTryFailure",
        a_secret_map.clone().map(move |a_secret_map| {
            a_secret_map
                .get("b")
                .cloned()
                .unwrap_or_else(|| String::from("fallback"))
        }),
    );
    let an_object: Value = config.get::<Value>("anObject")?.unwrap_or(Value::Null);
    ctx.export(
        "dynamicTrySuccess",
        Output::new(
            an_object
                .get("a")
                .cloned()
                .unwrap_or_else(|| Value::from("fallback")),
        ),
    );
    ctx.export(
        "dynamicTryFailure",
        Output::new(
            an_object
                .get("b")
                .cloned()
                .unwrap_or_else(|| Value::from("fallback")),
        ),
    );
    let a_secret_object = Output::secret(an_object.clone());
    ctx.export(
        "outputDynamicTrySuccess",
        a_secret_object.clone().map(move |a_secret_object| {
            a_secret_object
                .get("a")
                .cloned()
                .unwrap_or_else(|| Value::from("fallback"))
        }),
    );
    ctx.export(
        "outputDynamicTryFailure",
        a_secret_object.clone().map(move |a_secret_object| {
            a_secret_object
                .get("b")
                .cloned()
                .unwrap_or_else(|| Value::from("fallback"))
        }),
    );
    ctx.export(
        "plainTryNull",
        Output::new(
            an_object
                .get("opt")
                .cloned()
                .unwrap_or_else(|| Value::from("fallback")),
        )
        .map(move |item0| vec![item0]),
    );
    ctx.export(
        "outputTryNull",
        a_secret_object
            .clone()
            .map(move |a_secret_object| {
                a_secret_object
                    .get("opt")
                    .cloned()
                    .unwrap_or_else(|| Value::from("fallback"))
            })
            .map(move |item0| vec![item0]),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
