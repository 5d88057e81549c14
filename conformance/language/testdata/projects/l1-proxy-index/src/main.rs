use sdkgen_runtime::{Config, Context, Error, Output};
use serde_json::Value;
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let config = Config::new(&ctx, ctx.project());
    let an_object: BTreeMap<String, Option<String>> =
        config.require::<BTreeMap<String, Option<String>>>("anObject")?;
    let any_object: Value = config.get::<Value>("anyObject")?.unwrap_or(Value::Null);
    let l = Output::secret(vec![1]);
    let m = Output::secret(BTreeMap::from([(String::from("key"), true)]));
    let c = Output::secret(an_object.clone());
    let o = Output::secret(BTreeMap::from([(
        String::from("property"),
        String::from("value"),
    )]));
    let a = Output::secret(any_object.clone());
    ctx.export("l", l.clone().map(move |l| l[0]));
    ctx.export("m", m.clone().map(move |m| m["key"]));
    ctx.export("c", c.clone().map(move |c| c["property"].clone()));
    ctx.export("o", o.clone().map(move |o| o["property"].clone()));
    ctx.export("a", a.clone().map(move |a| a["property"].clone()));
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
