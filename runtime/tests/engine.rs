//! The runtime against a fake resource monitor: what the engine receives for a resource's
//! inputs (secrets as signature objects, unknowns as the unknown string, dependencies), how
//! outputs come back (secret, unknown in a preview), invokes and stack exports; and the
//! language runtime service run as the CLI runs it.

mod common;

use std::collections::BTreeSet;

use common::{context, field, spec, FakeEngine};
use sdkgen_runtime::wire::{self, SECRET_SIGNATURE, SIGNATURE_KEY, UNKNOWN};
use sdkgen_runtime::{Input, Inputs, Output, ResourceOptions};
use serde_json::{json, Value};

#[tokio::test]
async fn inputs_reach_the_engine_with_secrets_unknowns_and_dependencies() {
    let monitor = FakeEngine::default();
    let ctx = context(&monitor).await;
    let first = ctx.register_resource(
        spec("first"),
        Inputs::new().input("length", Some(Input::from(json!(12)))),
        ResourceOptions::new(),
    );
    let second = ctx.register_resource(
        spec("second"),
        Inputs::new()
            .input("length", Some(Input::from(json!(8))))
            .input(
                "keepers",
                Some(Input::<Value>::from(first.output::<Value>("result"))),
            )
            .input("special", Some(Input::secret(json!(true))))
            .input("upper", Some(Input::<Value>::from(Output::unknown()))),
        ResourceOptions::new()
            .protect(true)
            .ignore_changes("lower")
            .additional_secret_output("bcryptHash"),
    );
    ctx.export("password", second.output::<String>("result"));
    ctx.export("id", second.id.clone());
    ctx.finish().await.unwrap();

    let seen = monitor.seen.lock().unwrap();
    let stack = &seen.registrations[0];
    assert_eq!(stack.r#type, "pulumi:pulumi:Stack");
    assert_eq!(stack.name, "p-dev");
    let request = seen
        .registrations
        .iter()
        .find(|r| r.name == "second")
        .unwrap();
    let first_urn = "urn:pulumi:dev::p::random:index/randomPassword:RandomPassword::first";
    // The first resource's secret output, passed on: still a secret on the wire.
    assert_eq!(field(request, "keepers"), wire::secret(json!("generated")));
    assert_eq!(
        field(request, "special"),
        json!({SIGNATURE_KEY: SECRET_SIGNATURE, "value": true})
    );
    assert_eq!(field(request, "upper"), json!(UNKNOWN));
    assert_eq!(field(request, "length"), json!(8));
    assert_eq!(request.dependencies, vec![first_urn.to_owned()]);
    assert_eq!(
        request.property_dependencies["keepers"].urns,
        vec![first_urn.to_owned()]
    );
    assert!(request.property_dependencies["length"].urns.is_empty());
    assert_eq!(
        request.parent,
        "urn:pulumi:dev::p::pulumi:pulumi:Stack::p-dev"
    );
    assert_eq!(request.version, "4.21.1");
    assert_eq!(request.protect, Some(true));
    assert_eq!(request.ignore_changes, vec!["lower".to_owned()]);
    assert_eq!(
        request.additional_secret_outputs,
        vec!["result".to_owned(), "bcryptHash".to_owned()]
    );
    assert!(request.accept_secrets && request.accept_resources);

    let exports = wire::from_struct(seen.outputs[0].outputs.as_ref().unwrap());
    assert_eq!(exports["password"], wire::secret(json!("generated")));
    assert_eq!(exports["id"], json!("id-second"));
}

#[tokio::test]
async fn a_preview_leaves_computed_outputs_unknown() {
    let monitor = FakeEngine {
        dry_run: true,
        ..Default::default()
    };
    let ctx = context(&monitor).await;
    let password = ctx.register_resource(spec("pw"), Inputs::new(), ResourceOptions::new());
    let result = password.output::<String>("result").data().await;
    let id = password.id.data().await;
    assert_eq!(result.value, None);
    assert_eq!(id.value, None);
    assert!(result.dependencies.iter().all(|u| u.ends_with("::pw")));
    // An output the preview leaves out (a provider that elides unknowns) that is secret by the
    // schema or the options is an unknown secret.
    let elided = ctx
        .register_resource(
            spec("elided"),
            Inputs::new(),
            ResourceOptions::new().additional_secret_output("hidden"),
        )
        .output::<String>("hidden")
        .data()
        .await;
    assert_eq!((elided.value, elided.secret), (None, true));
    ctx.export("password", password.output::<String>("result"));
    ctx.finish().await.unwrap();
    let seen = monitor.seen.lock().unwrap();
    let exports = wire::from_struct(seen.outputs[0].outputs.as_ref().unwrap());
    // Unknown, and secret as the schema says.
    assert_eq!(exports["password"], wire::secret(json!(UNKNOWN)));
}

#[tokio::test]
async fn invokes_send_arguments_and_read_secret_results() {
    let monitor = FakeEngine::default();
    let ctx = context(&monitor).await;
    #[derive(Clone, Debug, serde::Deserialize)]
    struct Answer {
        token: String,
        count: i32,
    }
    let plain: Answer = ctx
        .invoke(
            "pkg:index:get",
            "1.0.0",
            &json!({"name": "a"}),
            Default::default(),
        )
        .await
        .unwrap();
    assert_eq!((plain.token.as_str(), plain.count), ("t-1", 3));
    let later: Output<Answer> = ctx.invoke_output(
        "pkg:index:get",
        "1.0.0",
        Input::<Value>::from(
            Output::new(json!({"name": "b"})).with_dependencies(["urn:x".to_owned()]),
        ),
        Default::default(),
    );
    let data = later.data().await;
    assert!(
        data.secret,
        "a secret in the result must make the output secret"
    );
    assert_eq!(data.dependencies, BTreeSet::from(["urn:x".to_owned()]));
    let unknown: Output<Answer> = ctx.invoke_output(
        "pkg:index:get",
        "1.0.0",
        Input::<Value>::from(Output::unknown()),
        Default::default(),
    );
    assert!(unknown.data().await.value.is_none());
    ctx.finish().await.unwrap();
    let seen = monitor.seen.lock().unwrap();
    assert_eq!(
        seen.invokes.len(),
        2,
        "an invoke with unknown arguments was sent"
    );
    assert_eq!(seen.invokes[0].version, "1.0.0");
    assert_eq!(
        wire::from_struct(seen.invokes[1].args.as_ref().unwrap()),
        *json!({"name": "b"}).as_object().unwrap()
    );
}

#[tokio::test]
async fn configuration_comes_from_the_run_request_with_its_secrecy() {
    let monitor = FakeEngine::default();
    let ctx = context(&monitor).await;
    assert_eq!(ctx.config("random:seed"), Some("42"));
    assert!(
        ctx.config_output("random:seed")
            .unwrap()
            .data()
            .await
            .secret
    );
    assert!(ctx.config("random:other").is_none());
}

#[tokio::test]
async fn a_preview_does_not_invoke_with_arguments_from_a_resource_not_created_yet() {
    let monitor = FakeEngine {
        dry_run: true,
        ..Default::default()
    };
    let ctx = context(&monitor).await;
    let later = ctx.register_resource(spec("later"), Inputs::new(), ResourceOptions::new());
    let named = later.urn.clone().map(|urn| json!({ "name": urn }));
    let result: Output<Value> = ctx.invoke_output(
        "pkg:index:get",
        "1.0.0",
        Input::<Value>::from(named),
        Default::default(),
    );
    assert_eq!(result.data().await.value, None);
    ctx.finish().await.unwrap();
    assert!(monitor.seen.lock().unwrap().invokes.is_empty());
}
