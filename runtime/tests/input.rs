//! `Input<T>` and its encoding: plain values, secrets and outputs at any depth of an object,
//! list or map input become property-value JSON with each secret at its place, unknowns as the
//! engine's sentinel and every dependency collected; what the generated input types do.

use std::collections::{BTreeMap, BTreeSet};

use futures::future::BoxFuture;
use sdkgen_runtime::input::{env_default, env_string, Encode, Encoded, Fields};
use sdkgen_runtime::wire::{self, UNKNOWN};
use sdkgen_runtime::{Input, Output, OutputData, Secret};
use serde_json::json;

/// An object input as the generated crates write one: `id` required, `tags` a list of inputs,
/// `labels` a map of inputs, `password` secret in the schema, `inner` a nested object.
#[derive(Clone, Debug)]
struct ThingArgs {
    id: Input<String>,
    tags: Option<Input<Vec<Input<String>>>>,
    labels: Option<Input<BTreeMap<String, Input<String>>>>,
    password: Option<Input<String>>,
    inner: Option<Input<Box<ThingArgs>>>,
}

impl ThingArgs {
    fn new(id: impl Into<Input<String>>) -> ThingArgs {
        ThingArgs {
            id: id.into(),
            tags: None,
            labels: None,
            password: None,
            inner: None,
        }
    }
}

impl Encode for ThingArgs {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        Fields::new()
            .field("id", Some(&self.id))
            .field("tags", self.tags.as_ref())
            .field("labels", self.labels.as_ref())
            .secret_field("password", self.password.as_ref())
            .field("inner", self.inner.as_ref())
            .encode()
    }
}

fn from(urn: &str, value: &str) -> Output<String> {
    Output::new(value.to_owned()).with_dependencies([urn.to_owned()])
}

#[tokio::test]
async fn nested_outputs_secrets_and_unknowns_are_encoded_in_place() {
    let mut inner = ThingArgs::new(from("urn:a", "inner-id"));
    inner.tags = Some(Input::from(vec![
        Input::from("plain"),
        Input::from(Output::new("hidden".to_owned()).into_secret()),
        Input::from(Output::<String>::unknown()),
    ]));
    let mut outer = ThingArgs::new("outer-id");
    outer.labels = Some(Input::from(BTreeMap::from([(
        "team".to_owned(),
        Input::from(from("urn:b", "edge")),
    )])));
    outer.password = Some(Input::from(Secret::new("pw".to_owned())));
    outer.inner = Some(Input::from(
        Output::new(Box::new(inner)).with_dependencies(["urn:c".to_owned()]),
    ));

    let encoded = outer.encode().await;
    assert_eq!(
        encoded.value,
        json!({
            "id": "outer-id",
            "labels": {"team": "edge"},
            "password": wire::secret(json!("pw")),
            "inner": {
                "id": "inner-id",
                "tags": ["plain", wire::secret(json!("hidden")), UNKNOWN],
            },
        })
    );
    assert!(encoded.secret && encoded.unknown);
    assert_eq!(
        encoded.dependencies,
        BTreeSet::from(["urn:a".to_owned(), "urn:b".to_owned(), "urn:c".to_owned()])
    );
}

#[tokio::test]
async fn a_secret_field_is_one_secret_and_plain_values_stay_plain() {
    // A schema-secret field holding a secret output: one envelope, not two.
    let mut args = ThingArgs::new("x");
    args.password = Some(Input::from(Output::secret("pw".to_owned())));
    let encoded = args.encode().await;
    assert_eq!(encoded.value["password"], wire::secret(json!("pw")));
    let plain = ThingArgs::new("x").encode().await;
    assert_eq!(plain.value, json!({"id": "x"}));
    assert!(!plain.secret && !plain.unknown && plain.dependencies.is_empty());
}

#[tokio::test]
async fn an_unknown_secret_output_stays_unknown_and_secret() {
    let output = Output::from_data(OutputData {
        value: None,
        secret: true,
        dependencies: BTreeSet::new(),
    });
    let encoded = Input::<String>::from(output).encode().await;
    assert_eq!(encoded.value, wire::secret(json!(UNKNOWN)));
    assert!(encoded.secret && encoded.unknown);
}

#[test]
fn inputs_never_print_secrets() {
    let secret: Input<String> = Secret::new("sekrit".to_owned()).into();
    assert_eq!(format!("{secret:?}"), "Secret(***)");
    let output: Input<String> = Output::new("x".to_owned()).into();
    assert_eq!(format!("{output:?}"), "Output(..)");
    assert_eq!(format!("{:?}", Input::<String>::from("x")), "\"x\"");
}

#[test]
fn inputs_read_plain_values_and_secret_envelopes() {
    let plain: Input<i32> = serde_json::from_value(json!(3)).unwrap();
    assert_eq!(plain.as_value(), Some(&3));
    let secret: Input<i32> = serde_json::from_value(wire::secret(json!(3))).unwrap();
    assert_eq!(secret.as_value(), None);
    assert_eq!(format!("{secret:?}"), "Secret(***)");
}

#[test]
fn environment_defaults_read_each_type() {
    // Variables only this test sets.
    std::env::set_var("SDKGEN_INPUT_TEST_INT", "42");
    std::env::set_var("SDKGEN_INPUT_TEST_BOOL", "T");
    std::env::set_var("SDKGEN_INPUT_TEST_NUMBER", "0.5");
    std::env::set_var("SDKGEN_INPUT_TEST_JSON", r#"{"a":[1]}"#);
    assert_eq!(
        env_default::<i32, i32>("SDKGEN_INPUT_TEST_UNSET SDKGEN_INPUT_TEST_INT"),
        Some(42)
    );
    assert_eq!(
        env_string::<String>("SDKGEN_INPUT_TEST_INT"),
        Some("42".to_owned())
    );
    assert_eq!(env_default::<bool, bool>("SDKGEN_INPUT_TEST_INT"), None);
    assert_eq!(
        env_default::<bool, bool>("SDKGEN_INPUT_TEST_BOOL"),
        Some(true)
    );
    assert_eq!(
        env_default::<f64, f64>("SDKGEN_INPUT_TEST_NUMBER"),
        Some(0.5)
    );
    assert_eq!(
        env_default::<serde_json::Value, serde_json::Value>("SDKGEN_INPUT_TEST_JSON"),
        Some(json!({"a": [1]}))
    );
    // A value that does not read as the type is no default.
    assert_eq!(env_default::<i32, i32>("SDKGEN_INPUT_TEST_JSON"), None);
    assert_eq!(env_default::<bool, bool>("SDKGEN_INPUT_TEST_UNSET"), None);
}
