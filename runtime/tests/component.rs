//! Components of the program's own: registered without a provider, parents of their children,
//! with the outputs they register; and components a provider implements (remote).

mod common;

use common::{context, spec, urn, FakeEngine, RandomProvider};
use sdkgen_runtime::{ComponentResource, Output, ResourceOptions, ResourceSpec};
use serde_json::json;

#[tokio::test]
async fn a_component_parents_its_children_and_registers_its_outputs() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let provider = RandomProvider::new(&ctx, "explicit");
    let site = ComponentResource::new(
        &ctx,
        "acme:web:Website",
        "site",
        ResourceOptions::new().providers(&provider),
    );
    let child = ctx.register_resource(
        spec("password"),
        vec![],
        ResourceOptions::new().parent(&site),
    );
    let inner = ComponentResource::new(
        &ctx,
        "acme:web:Page",
        "page",
        ResourceOptions::new().parent(&site),
    );
    site.register_outputs([
        ("password", child.output::<String>("result").to_json()),
        ("pages", Output::new(json!(1))),
    ]);
    inner.register_outputs([]);
    ctx.finish().await.unwrap();

    let seen = engine.seen.lock().unwrap();
    let site_urn = urn("acme:web:Website", "site");
    let registered = seen.registration("site");
    assert!(!registered.custom && !registered.remote);
    assert_eq!(registered.r#type, "acme:web:Website");
    assert_eq!(seen.registration("password").parent, site_urn);
    assert!(seen
        .registration("password")
        .provider
        .ends_with("::id-explicit"));
    assert_eq!(seen.registration("page").parent, site_urn);
    let outputs = seen.outputs_of("site");
    assert_eq!(
        outputs["password"],
        sdkgen_runtime::wire::secret(json!("generated"))
    );
    assert_eq!(outputs["pages"], json!(1));
    assert!(seen.outputs_of("page").is_empty());
}

#[tokio::test]
async fn a_remote_component_is_registered_for_its_provider_to_construct() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    ctx.register_remote_component(
        ResourceSpec {
            type_token: "eks:index:Cluster",
            name: "cluster".into(),
            custom: true,
            version: "3.0.0",
            secret_outputs: &[],
            replace_on_changes: &[],
        },
        vec![("size", Output::new(json!(3)))],
        ResourceOptions::new(),
    );
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    let cluster = seen.registration("cluster");
    assert!(cluster.remote && !cluster.custom);
    assert_eq!(cluster.version, "3.0.0");
    assert_eq!(common::field(cluster, "size"), json!(3));
}
