//! `Output<T>`: unknowns, secrets and dependencies through every transformation.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use sdkgen_runtime::{all, Output, OutputData, Secret};

fn deps(urns: &[&str]) -> BTreeSet<String> {
    urns.iter().map(|s| (*s).to_owned()).collect()
}

fn from(urn: &str, value: i32) -> Output<i32> {
    Output::new(value).with_dependencies([urn.to_owned()])
}

#[tokio::test]
async fn map_keeps_value_secret_and_dependencies() {
    let data = from("urn:a", 2).into_secret().map(|v| v * 10).data().await;
    assert_eq!(
        data,
        OutputData {
            value: Some(20),
            secret: true,
            dependencies: deps(&["urn:a"]),
        }
    );
}

#[tokio::test]
async fn unknown_skips_the_function_and_stays_unknown() {
    let called = Arc::new(AtomicBool::new(false));
    let seen = called.clone();
    let data = Output::<i32>::unknown()
        .with_dependencies(["urn:a".to_owned()])
        .map(move |v| {
            seen.store(true, Ordering::SeqCst);
            v + 1
        })
        .data()
        .await;
    assert_eq!(data.value, None);
    assert_eq!(data.dependencies, deps(&["urn:a"]));
    assert!(
        !called.load(Ordering::SeqCst),
        "map ran on an unknown value"
    );
}

#[tokio::test]
async fn apply_joins_secrets_and_dependencies_of_both() {
    let inner = from("urn:b", 5).into_secret();
    let data = from("urn:a", 1)
        .apply(move |a| inner.map(move |b| a + b))
        .data()
        .await;
    assert_eq!(data.value, Some(6));
    assert!(data.secret, "a secret read by apply was dropped");
    assert_eq!(data.dependencies, deps(&["urn:a", "urn:b"]));

    // And a secret outer value makes the inner output's result secret.
    let outer_secret = from("urn:a", 1)
        .into_secret()
        .apply(|a| Output::new(a + 1))
        .data()
        .await;
    assert!(outer_secret.secret, "the secret apply read was dropped");
}

#[tokio::test]
async fn zip_and_all_are_unknown_when_any_part_is() {
    let zipped = from("urn:a", 1).zip(Output::<i32>::unknown()).data().await;
    assert_eq!(zipped.value, None);
    assert_eq!(zipped.dependencies, deps(&["urn:a"]));
    let secret_pair = Output::new(1).zip(Output::secret(2)).data().await;
    assert_eq!(secret_pair.value, Some((1, 2)));
    assert!(
        secret_pair.secret,
        "zip dropped the second value's secret flag"
    );

    let listed = all(vec![from("urn:a", 1), Output::secret(2), from("urn:c", 3)])
        .data()
        .await;
    assert_eq!(listed.value, Some(vec![1, 2, 3]));
    assert!(listed.secret);
    assert_eq!(listed.dependencies, deps(&["urn:a", "urn:c"]));

    let partly_unknown = all(vec![Output::new(1), Output::unknown()]).data().await;
    assert_eq!(partly_unknown.value, None);
}

#[tokio::test]
async fn inputs_accept_plain_values_secrets_and_outputs() {
    let plain: Output<String> = "x".into();
    let secret: Output<String> = Secret::new("s".to_owned()).into();
    let output: Output<String> = (&plain).into();
    assert!(!plain.data().await.secret);
    assert!(secret.data().await.secret);
    assert_eq!(output.data().await.value.as_deref(), Some("x"));
}

#[tokio::test]
async fn clones_share_one_computation() {
    let runs = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = runs.clone();
    let output = Output::new(1).map(move |v| {
        counter.fetch_add(1, Ordering::SeqCst);
        v
    });
    let copy = output.clone();
    output.data().await;
    copy.data().await;
    assert_eq!(runs.load(Ordering::SeqCst), 1);
}

#[test]
fn an_output_never_prints_its_value() {
    assert_eq!(
        format!("{:?}", Output::secret("hunter2".to_owned())),
        "Output(..)"
    );
}

#[tokio::test]
async fn a_secret_input_is_one_secret_without_nested_envelopes() {
    #[derive(Clone, serde::Serialize)]
    struct Credentials {
        key: Secret<String>,
    }
    let wire = Output::new(Credentials {
        key: Secret::new("k".to_owned()),
    })
    .to_secret_json()
    .data()
    .await;
    assert!(wire.secret);
    assert_eq!(wire.value, Some(serde_json::json!({"key": "k"})));
}
