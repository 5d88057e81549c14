//! Resource references read as resources (a typed property, `AnyResource` through the
//! registry), and methods called through the monitor's `Call`.

mod common;

use common::{context, field, spec, urn, FakeEngine};
use sdkgen_runtime::reference::{self, deserialize_resource};
use sdkgen_runtime::wire::{RESOURCE_SIGNATURE, SIGNATURE_KEY, UNKNOWN};
use sdkgen_runtime::{
    AnyResource, Context, FromReference, InvokeOptions, Output, ResourceOptions, ResourceRef,
    ResourceReference,
};
use serde::Deserialize;
use serde_json::{json, Value};

const PASSWORD: &str = "random:index/randomPassword:RandomPassword";

/// A resource type as a generated crate declares one.
#[derive(Clone)]
struct Password {
    urn: Output<String>,
    id: Output<String>,
    length: Output<i32>,
}

impl FromReference for Password {
    const TYPE: &'static str = PASSWORD;
    fn from_reference(ctx: &Context, reference: ResourceReference) -> Password {
        Password::registered(&ctx.resource_from_reference(reference))
    }
}

impl Password {
    fn registered(registration: &sdkgen_runtime::Registration) -> Password {
        Password {
            urn: registration.urn.clone(),
            id: registration.id.clone(),
            length: registration.output("length"),
        }
    }
}

impl sdkgen_runtime::Resource for Password {
    fn urn(&self) -> &Output<String> {
        &self.urn
    }
}

impl sdkgen_runtime::CustomResource for Password {
    fn id(&self) -> &Output<String> {
        &self.id
    }
}

impl<'de> Deserialize<'de> for Password {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Password, D::Error> {
        deserialize_resource(d)
    }
}

/// Another type, added to the registry at link time as generated crates add theirs.
struct Pet;

impl FromReference for Pet {
    const TYPE: &'static str = "random:index/randomPet:RandomPet";
    fn from_reference(_: &Context, _: ResourceReference) -> Pet {
        Pet
    }
}

sdkgen_runtime::register_resource_type!(Pet);

#[derive(Clone, Deserialize)]
struct Holder {
    target: Password,
}

#[test]
fn a_reference_names_its_type_and_resource() {
    let reference = ResourceReference {
        urn: "urn:pulumi:dev::p::my:index:Group$random:index/randomPet:RandomPet::a::b".into(),
        id: None,
        package_version: None,
    };
    assert_eq!(reference.type_token(), "random:index/randomPet:RandomPet");
    assert_eq!(reference.name(), "a::b");
    assert!(reference::resource_type("random:index/randomPet:RandomPet").is_some());
    assert!(reference::resource_type("random:index/other:Other").is_none());
    // Outside the runtime's reading there is no program to build the resource in.
    let outside = serde_json::from_value::<Password>(json!({
        SIGNATURE_KEY: RESOURCE_SIGNATURE, "urn": urn(PASSWORD, "pw"), "id": "id-pw"
    }));
    let Err(error) = outside else {
        panic!("read outside the runtime")
    };
    assert!(error.to_string().contains("only be read by the runtime"));
}

#[tokio::test]
async fn an_output_holding_a_reference_reads_as_the_resource() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    reference::register_resource_type::<Password>();
    let pw = Password::registered(&ctx.register_resource(
        spec("pw"),
        vec![("length", Output::new(json!(12)))],
        ResourceOptions::new(),
    ));
    // The fake provider answers with the inputs: the reference comes back as an output.
    let holder = ctx.register_resource(
        spec("holder"),
        vec![
            ("target", ResourceReference::of_custom(&pw).to_json()),
            (
                "nested",
                ResourceReference::of_custom(&pw).map(|r| json!({"target": r})),
            ),
        ],
        ResourceOptions::new(),
    );
    let typed = holder
        .output::<Password>("target")
        .data()
        .await
        .value
        .unwrap();
    assert_eq!(typed.urn.data().await.value.unwrap(), urn(PASSWORD, "pw"));
    assert_eq!(typed.id.data().await.value.as_deref(), Some("id-pw"));
    assert_eq!(typed.length.data().await.value, Some(12));
    let nested = holder
        .output::<Holder>("nested")
        .data()
        .await
        .value
        .unwrap();
    assert_eq!(nested.target.length.data().await.value, Some(12));
    let any = holder
        .output::<AnyResource>("target")
        .data()
        .await
        .value
        .unwrap();
    assert_eq!(any.type_token(), PASSWORD);
    let built: Password = any.downcast().expect("the registry built a Password");
    assert_eq!(built.length.data().await.value, Some(12));
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    assert_eq!(
        field(seen.registration("holder"), "target"),
        json!({SIGNATURE_KEY: RESOURCE_SIGNATURE, "urn": urn(PASSWORD, "pw"), "id": "id-pw"})
    );
    assert!(seen
        .invokes
        .iter()
        .all(|i| i.tok == "pulumi:pulumi:getResource"));
}

#[derive(Clone, Deserialize)]
struct Greeting {
    greeting: String,
    #[serde(rename = "self")]
    this: AnyResource,
    secret: String,
}

#[tokio::test]
async fn a_method_call_sends_self_and_reads_its_result() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let pw = ctx.register_resource(spec("pw"), vec![], ResourceOptions::new());
    let pw_ref = Password::registered(&pw);
    let name = pw.output::<String>("result").map(|_| json!("bob"));
    let result: Output<Greeting> = ctx.call(
        "random:index/randomPassword:RandomPassword/greet",
        vec![("name", name)],
        Some(ResourceRef::custom(&pw_ref)),
        InvokeOptions::new(),
    );
    let data = result.data().await;
    let greeting = data.value.unwrap();
    assert_eq!(greeting.greeting, "hello bob");
    assert_eq!(greeting.secret, "s");
    assert_eq!(greeting.this.reference().id.as_deref(), Some("id-pw"));
    assert!(
        data.secret,
        "a secret in the result makes the result secret"
    );
    assert!(data.dependencies.contains("urn:from-call"));
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    let call = &seen.calls[0];
    let args = sdkgen_runtime::wire::from_struct(call.args.as_ref().unwrap());
    assert_eq!(
        args["__self__"],
        json!({SIGNATURE_KEY: RESOURCE_SIGNATURE, "urn": urn(PASSWORD, "pw"), "id": "id-pw"})
    );
    assert_eq!(args["name"], sdkgen_runtime::wire::secret(json!("bob")));
    assert_eq!(call.arg_dependencies["name"].urns, [urn(PASSWORD, "pw")]);
}

#[tokio::test]
async fn a_preview_does_not_call_with_unknown_arguments() {
    let engine = FakeEngine {
        dry_run: true,
        ..Default::default()
    };
    let ctx = context(&engine).await;
    let result: Output<Value> = ctx.call(
        "random:index:Thing/m",
        vec![("name", Output::<Value>::unknown())],
        None,
        InvokeOptions::new(),
    );
    assert_eq!(result.data().await.value, None);
    ctx.finish().await.unwrap();
    assert!(engine.seen.lock().unwrap().calls.is_empty());
    let _ = UNKNOWN;
}
