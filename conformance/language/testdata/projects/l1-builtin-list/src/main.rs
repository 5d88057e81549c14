use sdkgen_runtime::{functions, Config, Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let a_list: Vec<String> = config.require::<Vec<String>>("aList")?;
    let single_or_none_list: Vec<String> = config.require::<Vec<String>>("singleOrNoneList")?;
    let a_string: String = config.require_string("aString")?;
    ctx.export(
        "elementOutput1",
        Output::new(functions::element(&a_list, 1)),
    );
    ctx.export(
        "elementOutput2",
        Output::new(functions::element(&a_list, 2)),
    );
    ctx.export("joinOutput", Output::new(a_list.join("|")));
    ctx.export("lengthOutput", Output::new(a_list.len() as i64));
    ctx.export("splitOutput", Output::new(functions::split("-", &a_string)));
    ctx.export(
        "singleOrNoneOutput",
        Output::new(vec![functions::single_or_none(&single_or_none_list)]),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
