//! Transforms run as the engine runs them: it calls the program's callback service with each
//! registration a transform applies to, and registers what the transform returns.

mod common;

use common::{context, field, spec, FakeEngine};
use sdkgen_runtime::transform::Transform;
use sdkgen_runtime::{Error, Output, ResourceOptions};
use serde_json::json;

#[tokio::test]
async fn a_resource_transform_changes_inputs_and_options() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let longer = Transform::new(|resource| {
        resource.properties.insert("length".into(), json!(32));
        resource.options.protect = Some(true);
        resource.options.ignore_changes.push("special".into());
    });
    ctx.register_resource(
        spec("changed"),
        vec![("length", Output::new(json!(8)))],
        ResourceOptions::new().transform(longer),
    );
    ctx.register_resource(
        spec("untouched"),
        vec![("length", Output::new(json!(8)))],
        ResourceOptions::new(),
    );
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    let changed = seen.registration("changed");
    assert_eq!(field(changed, "length"), json!(32));
    assert_eq!(changed.protect, Some(true));
    assert_eq!(changed.ignore_changes, ["special"]);
    let untouched = seen.registration("untouched");
    assert_eq!(field(untouched, "length"), json!(8));
    assert_eq!(untouched.protect, None);
}

#[tokio::test]
async fn a_stack_transform_applies_to_every_later_resource() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let before = ctx.register_resource(spec("before"), vec![], ResourceOptions::new());
    // The earlier registration reaches the engine before the stack transform does.
    before.urn.data().await;
    ctx.register_stack_transform(Transform::new(|resource| {
        let name = resource.name.clone();
        resource.properties.insert("tag".into(), json!(name));
    }))
    .await
    .unwrap();
    ctx.register_resource(spec("after-1"), vec![], ResourceOptions::new());
    ctx.register_resource(spec("after-2"), vec![], ResourceOptions::new());
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    assert_eq!(seen.stack_transforms.len(), 1);
    assert!(!seen
        .registration("before")
        .object
        .as_ref()
        .unwrap()
        .fields
        .contains_key("tag"));
    assert_eq!(field(seen.registration("after-1"), "tag"), json!("after-1"));
    assert_eq!(field(seen.registration("after-2"), "tag"), json!("after-2"));
}

#[tokio::test]
async fn a_panicking_transform_fails_the_registration_with_its_message() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    ctx.register_resource(
        spec("broken"),
        vec![],
        ResourceOptions::new().transform(Transform::new(|_| panic!("no tags allowed"))),
    );
    let error: Error = ctx.finish().await.unwrap_err();
    assert!(error.to_string().contains("no tags allowed"), "{error}");
}
