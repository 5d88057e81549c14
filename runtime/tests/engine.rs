//! The runtime against a fake resource monitor: what the engine receives for a resource's
//! inputs (secrets as signature objects, unknowns as the unknown string, dependencies), how
//! outputs come back (secret, unknown in a preview), invokes and stack exports; and the
//! language runtime service run as the CLI runs it.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::resource_monitor_server::{ResourceMonitor, ResourceMonitorServer};
use sdkgen_runtime::wire::{self, SECRET_SIGNATURE, SIGNATURE_KEY, UNKNOWN};
use sdkgen_runtime::{Context, Input, Inputs, Output, ResourceOptions, ResourceSpec, RunInfo};
use serde_json::{json, Value};
use tonic::{Request, Response, Status};

#[derive(Default)]
struct Seen {
    registrations: Vec<rpc::RegisterResourceRequest>,
    invokes: Vec<rpc::ResourceInvokeRequest>,
    outputs: Vec<rpc::RegisterResourceOutputsRequest>,
}

#[derive(Clone, Default)]
struct FakeMonitor {
    seen: Arc<Mutex<Seen>>,
    dry_run: bool,
}

#[tonic::async_trait]
impl ResourceMonitor for FakeMonitor {
    async fn supports_feature(
        &self,
        _: Request<rpc::SupportsFeatureRequest>,
    ) -> Result<Response<rpc::SupportsFeatureResponse>, Status> {
        Ok(Response::new(rpc::SupportsFeatureResponse {
            has_support: true,
        }))
    }
    async fn invoke(
        &self,
        request: Request<rpc::ResourceInvokeRequest>,
    ) -> Result<Response<rpc::InvokeResponse>, Status> {
        let request = request.into_inner();
        self.seen.lock().unwrap().invokes.push(request);
        let result = json!({"token": wire::secret(json!("t-1")), "count": 3});
        Ok(Response::new(rpc::InvokeResponse {
            r#return: Some(wire::to_struct(result.as_object().unwrap())),
            failures: vec![],
        }))
    }
    async fn call(
        &self,
        _: Request<rpc::ResourceCallRequest>,
    ) -> Result<Response<rpc::CallResponse>, Status> {
        Err(Status::unimplemented("call"))
    }
    async fn read_resource(
        &self,
        _: Request<rpc::ReadResourceRequest>,
    ) -> Result<Response<rpc::ReadResourceResponse>, Status> {
        Err(Status::unimplemented("read"))
    }
    async fn register_resource(
        &self,
        request: Request<rpc::RegisterResourceRequest>,
    ) -> Result<Response<rpc::RegisterResourceResponse>, Status> {
        let request = request.into_inner();
        let urn = format!("urn:pulumi:dev::p::{}::{}", request.r#type, request.name);
        let mut object = request.object.clone().unwrap_or_default();
        // A provider's answer: a computed output, secret because the request asked.
        if request.custom {
            let password = if self.dry_run {
                json!(UNKNOWN)
            } else if request
                .additional_secret_outputs
                .contains(&"result".to_owned())
            {
                wire::secret(json!("generated"))
            } else {
                json!("generated")
            };
            object
                .fields
                .insert("result".into(), wire::to_protobuf(&password));
        }
        self.seen
            .lock()
            .unwrap()
            .registrations
            .push(request.clone());
        Ok(Response::new(rpc::RegisterResourceResponse {
            urn,
            id: if self.dry_run || !request.custom {
                String::new()
            } else {
                format!("id-{}", request.name)
            },
            object: Some(object),
            ..Default::default()
        }))
    }
    async fn register_resource_outputs(
        &self,
        request: Request<rpc::RegisterResourceOutputsRequest>,
    ) -> Result<Response<()>, Status> {
        self.seen.lock().unwrap().outputs.push(request.into_inner());
        Ok(Response::new(()))
    }
    async fn register_stack_transform(
        &self,
        _: Request<rpc::Callback>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented(""))
    }
    async fn register_stack_invoke_transform(
        &self,
        _: Request<rpc::Callback>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented(""))
    }
    async fn register_resource_hook(
        &self,
        _: Request<rpc::RegisterResourceHookRequest>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented(""))
    }
    async fn register_error_hook(
        &self,
        _: Request<rpc::RegisterErrorHookRequest>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented(""))
    }
    async fn register_package(
        &self,
        _: Request<rpc::RegisterPackageRequest>,
    ) -> Result<Response<rpc::RegisterPackageResponse>, Status> {
        Err(Status::unimplemented(""))
    }
    async fn signal_and_wait_for_shutdown(&self, _: Request<()>) -> Result<Response<()>, Status> {
        Ok(Response::new(()))
    }
}

async fn serve(monitor: FakeMonitor) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap().to_string();
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(ResourceMonitorServer::new(monitor))
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener)),
    );
    address
}

async fn context(monitor: &FakeMonitor) -> Context {
    let address = serve(monitor.clone()).await;
    Context::connect(RunInfo {
        project: "p".into(),
        stack: "dev".into(),
        monitor_address: address,
        dry_run: monitor.dry_run,
        config: [("random:seed".to_owned(), "42".to_owned())].into(),
        config_secret_keys: BTreeSet::from(["random:seed".to_owned()]),
        ..Default::default()
    })
    .await
    .unwrap()
}

fn spec(name: &str) -> ResourceSpec {
    ResourceSpec {
        type_token: "random:index/randomPassword:RandomPassword",
        name: name.into(),
        custom: true,
        version: "4.21.1",
        secret_outputs: &["result"],
        replace_on_changes: &[],
    }
}

fn field(request: &rpc::RegisterResourceRequest, name: &str) -> Value {
    wire::from_protobuf(&request.object.as_ref().unwrap().fields[name])
}

#[tokio::test]
async fn inputs_reach_the_engine_with_secrets_unknowns_and_dependencies() {
    let monitor = FakeMonitor::default();
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
    let monitor = FakeMonitor {
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
    ctx.export("password", password.output::<String>("result"));
    ctx.finish().await.unwrap();
    let seen = monitor.seen.lock().unwrap();
    let exports = wire::from_struct(seen.outputs[0].outputs.as_ref().unwrap());
    assert_eq!(exports["password"], json!(UNKNOWN));
}

#[tokio::test]
async fn invokes_send_arguments_and_read_secret_results() {
    let monitor = FakeMonitor::default();
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
    let monitor = FakeMonitor::default();
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
