//! The seed crates of generated/ used as a program uses them:
//! - `config_never_prints_secrets`: a `Config` deserialized from `{"cloudApiKey":"sekrit"}`
//!   never shows `sekrit` through `Debug` or `Display`, yet keeps it and wraps it on the wire;
//! - `transport_carries_a_function_call`: a test double carries a gatewaycloud function call
//!   from typed arguments to a typed result, with the token and wire arguments checked;
//! - `conformance_vectors`: both seed crates read every vector's neutral value into their
//!   input types and write exactly the vector's wire JSON (secrets wrapped); a corrupted vector
//!   fails.
//!
//! (tests/environment.rs: environment variables and schema defaults.)

use std::cell::RefCell;

use sdkgen_runtime::wire as runtime_wire;
use serde_json::{json, Value};

#[test]
fn config_never_prints_secrets() {
    let config: streamcloud::Config =
        serde_json::from_value(json!({ "cloudApiKey": "sekrit", "endpoint": "https://x" }))
            .expect("config deserializes");
    let debug = format!("{config:?}");
    assert!(!debug.contains("sekrit"), "Debug leaks the secret: {debug}");
    assert!(
        debug.contains("https://x"),
        "Debug shows plain values: {debug}"
    );
    let key = config.cloud_api_key.as_ref().expect("cloudApiKey is set");
    assert_eq!(format!("{key}"), "***");
    assert_eq!(format!("{key:?}"), "Secret(***)");
    assert_eq!(key.expose(), "sekrit");
    // On the wire the secret travels in Pulumi's envelope, and it reads back.
    let wire = serde_json::to_value(&config).unwrap();
    assert_eq!(
        wire["cloudApiKey"],
        json!({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", "value": "sekrit" })
    );
    let back: streamcloud::Config = serde_json::from_value(wire).unwrap();
    assert_eq!(back, config);
    assert!(streamcloud::wire::is_secret(&streamcloud::wire::secret(
        json!(1)
    )));
}

/// Records each call and answers with a canned result.
struct Double {
    calls: RefCell<Vec<(String, Value)>>,
    answer: Value,
}

impl gatewaycloud::Transport for Double {
    fn invoke(&self, token: &str, args: Value) -> Result<Value, gatewaycloud::Error> {
        self.calls.borrow_mut().push((token.to_owned(), args));
        Ok(self.answer.clone())
    }
}

#[test]
fn transport_carries_a_function_call() {
    use gatewaycloud::types::{
        get_portal, GetPortalArgs, GetPortalFilterArgs, GetPortalFilterNameArgs,
    };

    let double = Double {
        calls: RefCell::new(Vec::new()),
        answer: json!({
            "authenticationEnabled": true,
            "autoApproveApplications": false,
            "autoApproveDevelopers": false,
            "canonicalDomain": "portal.example.com",
            "createdAt": "2026-01-01T00:00:00Z",
            "defaultApiVisibility": "public",
            "defaultApplicationAuthStrategyId": "strategy",
            "defaultDomain": "example.com",
            "defaultPageVisibility": "private",
            "description": "d",
            "displayName": "Portal",
            "id": "p-1",
            "labels": { "team": "edge" },
            "name": "portal",
            "rbacEnabled": false,
            "siprEnabled": true,
            "sort": "name desc",
            "updatedAt": "2026-01-02T00:00:00Z",
        }),
    };
    let args = GetPortalArgs::new()
        .filter(
            GetPortalFilterArgs::new()
                .name(GetPortalFilterNameArgs::new().eq("portal"))
                .rbac_enabled(false),
        )
        .sort("name desc");
    let result = get_portal(&double, &args).expect("the call succeeds");
    // An argument that is an output not known yet cannot go through a transport.
    let pending = GetPortalArgs::new().sort(gatewaycloud::Output::<String>::unknown());
    assert!(matches!(
        get_portal(&double, &pending),
        Err(gatewaycloud::Error::Transport(_))
    ));
    assert_eq!(result.id, "p-1");
    assert_eq!(result.display_name, "Portal");
    assert!(result.authentication_enabled);
    assert_eq!(result.labels.get("team").map(String::as_str), Some("edge"));
    assert_eq!(result.sort.as_deref(), Some("name desc"));

    let calls = double.calls.borrow();
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].0, "gatewaycloud:index/getPortal:getPortal");
    assert_eq!(
        calls[0].1,
        json!({ "filter": { "name": { "eq": "portal" }, "rbacEnabled": false }, "sort": "name desc" })
    );

    // A result that does not match the result type is an error, not a panic.
    let bad = Double {
        calls: RefCell::new(Vec::new()),
        answer: json!({ "id": 7 }),
    };
    assert!(matches!(
        get_portal(&bad, &args),
        Err(gatewaycloud::Error::Json(_))
    ));
}

type WireFn = fn(&str, Value) -> Option<Result<Value, serde_json::Error>>;

/// Mismatches of one vectors file against a crate's conformance functions, and the checks run.
fn vector_mismatches(
    file: &std::path::Path,
    types: WireFn,
    functions: WireFn,
) -> (Vec<String>, usize) {
    let vectors: Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    let mut mismatches = Vec::new();
    let mut checks = 0;
    for (kind, input_key, wire_fn) in [("types", "value", types), ("functions", "args", functions)]
    {
        for item in vectors[kind].as_array().unwrap() {
            let token = item["token"].as_str().unwrap();
            for case in item["cases"].as_array().unwrap() {
                checks += 1;
                let name = case["name"].as_str().unwrap();
                // Through the engine's encoding too: the JSON the crate writes, as the runtime's
                // `google.protobuf.Struct` and back, must still be the vector's wire value.
                let through_struct = wire_fn(token, case[input_key].clone()).map(|r| {
                    r.map(|wire| runtime_wire::from_protobuf(&runtime_wire::to_protobuf(&wire)))
                });
                match through_struct {
                    None => mismatches.push(format!("{token} ({name}): unknown to the crate")),
                    Some(Err(e)) => {
                        mismatches.push(format!("{token} ({name}): does not read: {e}"))
                    }
                    Some(Ok(wire)) if wire != case["wire"] => mismatches.push(format!(
                        "{token} ({name}): sends {wire} but the vector says {}",
                        case["wire"]
                    )),
                    Some(Ok(_)) => {}
                }
            }
        }
    }
    (mismatches, checks)
}

#[test]
fn conformance_vectors() {
    // tests/rust_sdk.rs writes each seed's vectors (`sdkgen vectors`), and a copy with one wire
    // string corrupted, beside this crate.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("vectors");
    let seeds: [(&str, WireFn, WireFn); 2] = [
        (
            "streamcloud",
            streamcloud::conformance::type_wire,
            streamcloud::conformance::function_wire,
        ),
        (
            "gatewaycloud",
            gatewaycloud::conformance::type_wire,
            gatewaycloud::conformance::function_wire,
        ),
    ];
    for (seed, types, functions) in seeds {
        let file = dir.join(format!("{seed}.json"));
        let (mismatches, checks) = vector_mismatches(&file, types, functions);
        assert!(checks > 40, "{seed}: only {checks} vector cases");
        assert!(mismatches.is_empty(), "{seed}:\n{}", mismatches.join("\n"));
        println!("{seed}: {checks} conformance vector cases pass");
        // A corrupted vector must fail.
        let corrupt = dir.join(format!("{seed}.corrupt.json"));
        let (mismatches, _) = vector_mismatches(&corrupt, types, functions);
        assert_eq!(
            mismatches.len(),
            1,
            "{seed}: the corrupted vector: {mismatches:?}"
        );
        assert!(mismatches[0].contains("-corrupted"), "{}", mismatches[0]);
    }
}
