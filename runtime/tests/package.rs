//! Parameterized packages (registered once with the engine, their reference on every request
//! for their tokens) and results of functions that return a single value. Its own test binary:
//! the packages come from the environment, which this test sets.

mod common;

use common::{context, spec, FakeEngine};
use sdkgen_runtime::package::PACKAGES_VAR;
use sdkgen_runtime::{InvokeOptions, ResourceOptions, ResourceSpec};

#[tokio::test]
async fn parameterized_packages_are_registered_once_and_named_by_their_reference() {
    // The only test of this binary, so no other test sees the variable.
    std::env::set_var(
        PACKAGES_VAR,
        r#"[{"name": "sub", "version": "2.0.0", "base_provider": "base", "base_version": "1.0.0",
             "parameter": [72, 105]}]"#,
    );
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let sub = |name: &str| ResourceSpec {
        type_token: "sub:index:Thing",
        version: "2.0.0",
        ..spec(name)
    };
    ctx.register_resource(sub("one"), vec![], ResourceOptions::new());
    ctx.register_resource(sub("two"), vec![], ResourceOptions::new());
    ctx.register_resource(spec("plain"), vec![], ResourceOptions::new());
    let result: i64 = ctx
        .invoke(
            "sub:index:scalar",
            "2.0.0",
            &serde_json::json!({}),
            InvokeOptions::new(),
        )
        .await
        .unwrap();
    ctx.finish().await.unwrap();

    // A single-value result reads from the one property the provider returns.
    assert_eq!(result, 7);
    let seen = engine.seen.lock().unwrap();
    assert_eq!(seen.packages.len(), 1, "registered once");
    let package = &seen.packages[0];
    assert_eq!(
        (package.name.as_str(), package.version.as_str()),
        ("base", "1.0.0")
    );
    let parameterization = package.parameterization.as_ref().unwrap();
    assert_eq!(
        (
            parameterization.name.as_str(),
            parameterization.version.as_str(),
            parameterization.value.as_slice()
        ),
        ("sub", "2.0.0", b"Hi".as_slice())
    );
    assert_eq!(seen.registration("one").package_ref, "ref-sub");
    assert_eq!(seen.registration("two").package_ref, "ref-sub");
    assert_eq!(seen.registration("plain").package_ref, "");
    assert_eq!(seen.invokes[0].package_ref, "ref-sub");
}
