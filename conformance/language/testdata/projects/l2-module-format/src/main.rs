use sdkgen_runtime::{
    functions, Context, Error, InvokeOptions, Output, Resource, ResourceOptions, ResourceRef,
};
use serde_json::Value;

async fn program(ctx: Context) -> Result<(), Error> {
    let res1 = module_format::resources::mod_::Resource::new(
        &ctx,
        "res1",
        module_format::resources::mod_::ResourceArgs::new(
            module_format::resources::mod__concat_world_output(
                &ctx,
                module_format::types::mod_::ConcatWorldArgs::new("hello"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out1",
        ctx.call::<Value>(
            "module-format:mod_Resource:Resource/call",
            vec![("input", Output::new(functions::to_value(String::from("x"))))],
            Some(ResourceRef::custom(&res1)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    let res2 = module_format::resources::mod_::Resource::new(
        &ctx,
        "res2",
        module_format::resources::mod_::ResourceArgs::new(
            module_format::resources::mod__concat_world_output(
                &ctx,
                module_format::types::mod_::ConcatWorldArgs::new("goodbye"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out2",
        ctx.call::<Value>(
            "module-format:mod_Resource:Resource/call",
            vec![(
                "input",
                Output::new(functions::to_value(String::from("xx"))),
            )],
            Some(ResourceRef::custom(&res2)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    let res3 = module_format::resources::mod_::nested::Resource::new(
        &ctx,
        "res3",
        module_format::resources::mod_::nested::ResourceArgs::new(
            module_format::resources::mod__nested_concat_world_output(
                &ctx,
                module_format::types::mod_::nested::ConcatWorldArgs::new("hello"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out3",
        ctx.call::<Value>(
            "module-format:mod/nested_Resource:Resource/call",
            vec![("input", Output::new(functions::to_value(String::from("x"))))],
            Some(ResourceRef::custom(&res3)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    let res4 = module_format::resources::mod_::nested::Resource::new(
        &ctx,
        "res4",
        module_format::resources::mod_::nested::ResourceArgs::new(
            module_format::resources::mod__nested_concat_world_output(
                &ctx,
                module_format::types::mod_::nested::ConcatWorldArgs::new("goodbye"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out4",
        ctx.call::<Value>(
            "module-format:mod/nested_Resource:Resource/call",
            vec![(
                "input",
                Output::new(functions::to_value(String::from("xx"))),
            )],
            Some(ResourceRef::custom(&res4)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    let res5 = module_format::resources::Resource::new(
        &ctx,
        "res5",
        module_format::resources::ResourceArgs::new(
            module_format::resources::concat_world_output(
                &ctx,
                module_format::types::ConcatWorldArgs::new("bonjour"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out5",
        ctx.call::<Value>(
            "module-format:index_Resource:Resource/call",
            vec![("input", Output::new(functions::to_value(String::from("x"))))],
            Some(ResourceRef::custom(&res5)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    let res6 = module_format::resources::Resource::new(
        &ctx,
        "res6",
        module_format::resources::ResourceArgs::new(
            module_format::resources::concat_world_output(
                &ctx,
                module_format::types::ConcatWorldArgs::new("youkoso"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out6",
        ctx.call::<Value>(
            "module-format:index_Resource:Resource/call",
            vec![(
                "input",
                Output::new(functions::to_value(String::from("xx"))),
            )],
            Some(ResourceRef::custom(&res6)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    let res7 = module_format::resources::Resource::new(
        &ctx,
        "res7",
        module_format::resources::ResourceArgs::new(
            module_format::resources::concat_world_output(
                &ctx,
                module_format::types::ConcatWorldArgs::new("guten tag"),
                InvokeOptions::new(),
            )
            .map(move |invoke| invoke.clone().result.clone()),
        ),
        ResourceOptions::new(),
    );
    ctx.export(
        "out7",
        ctx.call::<Value>(
            "module-format:index_Resource:Resource/call",
            vec![(
                "input",
                Output::new(functions::to_value(String::from("xxx"))),
            )],
            Some(ResourceRef::custom(&res7)),
            InvokeOptions::new(),
        )
        .map(move |call| functions::from_value::<f64>(call.clone()["output"].clone())),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
