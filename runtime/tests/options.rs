//! Resource and invoke options as the engine receives them: every option the other SDKs
//! have, custom timeouts, and providers inherited from a parent.

mod common;

use std::time::Duration;

use common::{context, spec, urn, FakeEngine, RandomProvider};
use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::alias::spec::Parent;
use sdkgen_runtime::wire;
use sdkgen_runtime::{
    Alias, AliasSpec, CustomTimeouts, InvokeOptions, Output, ResourceOptions, ResourceSpec,
};
use serde_json::{json, Value};

const PASSWORD: &str = "random:index/randomPassword:RandomPassword";

fn component(name: &str) -> ResourceSpec {
    ResourceSpec {
        type_token: "my:index:Group",
        name: name.into(),
        custom: false,
        version: "",
        secret_outputs: &[],
        replace_on_changes: &[],
    }
}

#[tokio::test]
async fn every_resource_option_reaches_the_engine() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let old_parent = ctx.register_resource(spec("old-parent"), vec![], ResourceOptions::new());
    let anchor = ctx.register_resource(spec("anchor"), vec![], ResourceOptions::new());
    ctx.register_resource(
        spec("full"),
        vec![],
        ResourceOptions::new()
            .protect(true)
            .ignore_changes("length")
            .replace_on_changes("special")
            .delete_before_replace(true)
            .retain_on_delete(true)
            .alias(Alias::Urn("urn:old".into()))
            .alias(Alias::Name("older".into()))
            .alias(Alias::Spec(AliasSpec {
                type_token: Some("random:index:Old".into()),
                parent: Some(Some((&old_parent).into())),
                ..Default::default()
            }))
            .alias(Alias::Spec(AliasSpec {
                project: Some("elsewhere".into()),
                parent: Some(None),
                ..Default::default()
            }))
            .depends_on(&anchor)
            .deleted_with(&anchor)
            .replace_with(&anchor)
            .hide_diff("keepers")
            .version("5.0.0")
            .plugin_download_url("https://example.test/plugins")
            .import("existing-id")
            .additional_secret_output("bcryptHash")
            .env_var_mapping("MY_TOKEN", "RANDOM_TOKEN")
            .replacement_trigger(Output::secret(serde_json::json!([1, 2])))
            .custom_timeouts(CustomTimeouts {
                create: Some(Duration::from_secs(300)),
                update: None,
                delete: Some(Duration::from_millis(1500)),
            }),
    );
    ctx.register_resource(spec("plain"), vec![], ResourceOptions::new());
    ctx.finish().await.unwrap();

    let seen = engine.seen.lock().unwrap();
    let full = seen.registration("full");
    let anchor_urn = urn(PASSWORD, "anchor");
    assert_eq!(full.protect, Some(true));
    assert_eq!(full.ignore_changes, ["length"]);
    assert_eq!(full.replace_on_changes, ["special"]);
    assert!(full.delete_before_replace && full.delete_before_replace_defined);
    assert_eq!(full.retain_on_delete, Some(true));
    assert_eq!(full.dependencies, vec![anchor_urn.clone()]);
    assert_eq!(full.deleted_with, anchor_urn);
    assert_eq!(full.replace_with, vec![anchor_urn.clone()]);
    assert_eq!(full.hide_diffs, ["keepers"]);
    assert_eq!(full.version, "5.0.0");
    assert_eq!(full.plugin_download_url, "https://example.test/plugins");
    assert_eq!(full.import_id, "existing-id");
    assert_eq!(full.additional_secret_outputs, ["result", "bcryptHash"]);
    assert_eq!(
        full.env_var_mappings,
        [("MY_TOKEN".to_owned(), "RANDOM_TOKEN".to_owned())].into()
    );
    assert_eq!(
        wire::from_protobuf(full.replacement_trigger.as_ref().unwrap()),
        wire::secret(serde_json::json!([1, 2]))
    );
    let timeouts = full.custom_timeouts.as_ref().unwrap();
    assert_eq!(
        (
            timeouts.create.as_str(),
            timeouts.update.as_str(),
            timeouts.delete.as_str()
        ),
        ("300s", "", "1500000000ns")
    );
    assert!(full.alias_specs);
    let aliases: Vec<rpc::alias::Alias> = full
        .aliases
        .iter()
        .map(|a| a.alias.clone().unwrap())
        .collect();
    assert_eq!(aliases[0], rpc::alias::Alias::Urn("urn:old".into()));
    let rpc::alias::Alias::Spec(by_name) = &aliases[1] else {
        panic!("{aliases:?}")
    };
    assert_eq!(by_name.name, "older");
    let rpc::alias::Alias::Spec(by_type) = &aliases[2] else {
        panic!("{aliases:?}")
    };
    assert_eq!(by_type.r#type, "random:index:Old");
    assert_eq!(
        by_type.parent,
        Some(Parent::ParentUrn(urn(PASSWORD, "old-parent")))
    );
    let rpc::alias::Alias::Spec(elsewhere) = &aliases[3] else {
        panic!("{aliases:?}")
    };
    assert_eq!(elsewhere.project, "elsewhere");
    assert_eq!(elsewhere.parent, Some(Parent::NoParent(true)));

    // Unset options stay unset: the engine applies its defaults.
    let plain = seen.registration("plain");
    assert_eq!((plain.protect, plain.retain_on_delete), (None, None));
    assert!(!plain.delete_before_replace_defined);
    assert!(plain.custom_timeouts.is_none());
    assert!(plain.replacement_trigger.is_none() && plain.env_var_mappings.is_empty());
    assert_eq!(plain.version, "4.21.1");
}

#[tokio::test]
async fn children_inherit_their_parents_providers() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let provider = RandomProvider::new(&ctx, "explicit");
    let group = ctx.register_resource(
        component("group"),
        vec![],
        ResourceOptions::new().providers(&provider),
    );
    let nested = ctx.register_resource(
        component("nested"),
        vec![],
        ResourceOptions::new().parent(&group),
    );
    ctx.register_resource(
        spec("child"),
        vec![],
        ResourceOptions::new().parent(&nested),
    );
    ctx.register_resource(spec("orphan"), vec![], ResourceOptions::new());
    let result: Output<Value> = ctx.invoke_output(
        "random:index:getThing",
        "4.21.1",
        sdkgen_runtime::Input::<Value>::from(Output::new(json!({}))),
        InvokeOptions::new().parent(&nested),
    );
    result.data().await;
    ctx.finish().await.unwrap();

    let seen = engine.seen.lock().unwrap();
    let reference = format!(
        "{}::id-explicit",
        urn("pulumi:providers:random", "explicit")
    );
    assert_eq!(seen.registration("group").providers["random"], reference);
    assert_eq!(seen.registration("child").provider, reference);
    assert_eq!(
        seen.registration("child").parent,
        urn("my:index:Group", "nested")
    );
    assert_eq!(seen.registration("orphan").provider, "");
    assert_eq!(seen.invokes[0].provider, reference);
}

#[tokio::test]
async fn invoke_options_choose_the_provider_and_wait_for_dependencies() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let provider = RandomProvider::new(&ctx, "explicit");
    let anchor = ctx.register_resource(spec("anchor"), vec![], ResourceOptions::new());
    let options = InvokeOptions::new()
        .provider(&provider)
        .depends_on(&anchor)
        .version("9.9.9")
        .plugin_download_url("https://example.test/p");
    let result: Output<Value> = ctx.invoke_output(
        "random:index:getThing",
        "4.21.1",
        sdkgen_runtime::Input::<Value>::from(Output::new(json!({}))),
        options.clone(),
    );
    let data = result.data().await;
    assert!(
        data.dependencies.contains(&urn(PASSWORD, "anchor")),
        "{data:?}"
    );
    let plain: Value = ctx
        .invoke("random:index:getThing", "4.21.1", &json!({}), options)
        .await
        .unwrap();
    assert_eq!(plain["count"], 3);
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    for invoke in &seen.invokes {
        assert!(invoke.provider.ends_with("::explicit::id-explicit"));
        assert_eq!(invoke.version, "9.9.9");
        assert_eq!(invoke.plugin_download_url, "https://example.test/p");
    }
    assert_eq!(seen.invokes.len(), 2);
}
