use sdkgen_runtime::{Context, Error, Output};

async fn program(ctx: Context) -> Result<(), Error> {
    ctx.export("sumTimes", Output::new((1.0_f64 + 2.0_f64) * 3.0_f64));
    ctx.export("minusMinus", Output::new(10.0_f64 - (4.0_f64 - 3.0_f64)));
    ctx.export("notAnd", Output::new(!(true && false)));
    ctx.export("negateSum", Output::new(-(1.0_f64 + 2.0_f64)));
    ctx.export(
        "conditionalIndex",
        Output::new(if true { vec![1] } else { vec![2] }[0]),
    );
    ctx.export(
        "conditionalCondition",
        Output::new(if if true { false } else { true } {
            String::from("yes")
        } else {
            String::from("no")
        }),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
