//! `StackReference`: another stack's outputs, secret where that stack holds them as secrets.

mod common;

use common::{context, urn, FakeEngine};
use sdkgen_runtime::{ResourceOptions, StackReference};
use serde_json::json;

#[tokio::test]
async fn a_stack_reference_reads_the_other_stacks_outputs() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let network = StackReference::new(&ctx, "network", "acme/net/prod", ResourceOptions::new());
    let vpc = network.output("vpcId").data().await;
    assert_eq!(vpc.value, Some(json!("vpc-1")));
    assert!(!vpc.secret);
    let sr_urn = urn("pulumi:pulumi:StackReference", "network");
    assert!(vpc.dependencies.contains(&sr_urn));
    let password = network.output_as::<String>("password").data().await;
    assert_eq!(password.value.as_deref(), Some("hunter2"));
    assert!(password.secret, "listed in secretOutputNames");
    assert_eq!(
        network.output_as::<i32>("count").data().await.value,
        Some(2)
    );
    assert_eq!(
        network.output("missing").data().await.value,
        Some(json!(null))
    );
    assert_eq!(
        network.name.data().await.value.as_deref(),
        Some("acme/net/prod")
    );
    let mut names = network.output_names().data().await.value.unwrap();
    names.sort();
    assert_eq!(names, ["count", "password", "vpcId"]);
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    let read = &seen.reads[0];
    assert_eq!(read.r#type, "pulumi:pulumi:StackReference");
    assert_eq!(read.id, "acme/net/prod");
    assert_eq!(
        sdkgen_runtime::wire::from_struct(read.properties.as_ref().unwrap())["name"],
        json!("acme/net/prod")
    );
    assert_eq!(read.provider, "");
}
