use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, Resource, ResourceOptions, ResourceRef,
};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let res1 = index_mod::resources::index_mine::Resource::new(
        &ctx,
        "res1",
        index_mod::resources::index_mine::ResourceArgs::new(
            index_mod::resources::index_mine_concat_world_output(
                &ctx,
                index_mod::types::index_mine::ConcatWorldArgs::new("hello"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out1",
        ctx.call::<Value>(
            "index-mod:indexMine:Resource/call",
            vec![("input", Output::new(functions::to_value(String::from("x"))))],
            Some(ResourceRef::custom(&res1)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    let res2 = index_mod::resources::index_mine::nested::Resource::new(
        &ctx,
        "res2",
        index_mod::resources::index_mine::nested::ResourceArgs::new(
            index_mod::resources::index_mine_nested_concat_world_output(
                &ctx,
                index_mod::types::index_mine::nested::ConcatWorldArgs::new("goodbye"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out2",
        ctx.call::<Value>(
            "index-mod:indexMine/nested:Resource/call",
            vec![(
                "input",
                Output::new(functions::to_value(String::from("xx"))),
            )],
            Some(ResourceRef::custom(&res2)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
