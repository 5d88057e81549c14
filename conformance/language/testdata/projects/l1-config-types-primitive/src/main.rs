use sdkgen_runtime::{Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_number: f64 = config.require::<f64>("aNumber")?;
    ctx.export("theNumber", Output::new(a_number + 1.25_f64));
    let optional_number: f64 = config.get::<f64>("optionalNumber")?.unwrap_or(41.5_f64);
    ctx.export("defaultNumber", Output::new(optional_number + 1.2_f64));
    let an_int: i64 = config.require::<i64>("anInt")?;
    ctx.export("theInteger", Output::new((an_int as f64) + 4.0_f64));
    let optional_int: i64 = config.get::<i64>("optionalInt")?.unwrap_or(1);
    ctx.export(
        "defaultInteger",
        Output::new((optional_int as f64) + 2.0_f64),
    );
    let a_string: String = config.require_string("aString")?;
    ctx.export("theString", Output::new(format!("{a_string} World")));
    let optional_string: String = config
        .get_string("optionalString")
        .unwrap_or_else(|| String::from("defaultStringValue"));
    ctx.export("defaultString", Output::new(optional_string.clone()));
    let a_bool: bool = config.require::<bool>("aBool")?;
    ctx.export("theBool", Output::new(!a_bool && true));
    let optional_bool: bool = config.get::<bool>("optionalBool")?.unwrap_or(false);
    ctx.export("defaultBool", Output::new(optional_bool));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
