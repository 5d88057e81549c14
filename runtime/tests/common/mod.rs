//! A fake engine for the runtime's tests: a resource monitor that records what it is sent and
//! answers as a provider would, and an engine service that records the program's log.

#![allow(dead_code)] // each test binary uses part of it

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::engine_server::{Engine, EngineServer};
use rpc::resource_monitor_server::{ResourceMonitor, ResourceMonitorServer};
use sdkgen_runtime::wire::{self, UNKNOWN};
use sdkgen_runtime::{Context, ResourceSpec, RunInfo};
use serde_json::{json, Value};
use tonic::{Request, Response, Status};

/// What the fake engine was sent.
#[derive(Default)]
pub struct Seen {
    pub registrations: Vec<rpc::RegisterResourceRequest>,
    pub reads: Vec<rpc::ReadResourceRequest>,
    pub invokes: Vec<rpc::ResourceInvokeRequest>,
    pub calls: Vec<rpc::ResourceCallRequest>,
    pub outputs: Vec<rpc::RegisterResourceOutputsRequest>,
    pub stack_transforms: Vec<rpc::Callback>,
    pub logs: Vec<rpc::LogRequest>,
    pub packages: Vec<rpc::RegisterPackageRequest>,
}

impl Seen {
    /// The registration of the resource `name`.
    pub fn registration(&self, name: &str) -> &rpc::RegisterResourceRequest {
        self.registrations
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("`{name}` was not registered"))
    }

    /// The outputs registered for the resource whose URN ends with `::name`.
    pub fn outputs_of(&self, name: &str) -> serde_json::Map<String, Value> {
        let suffix = format!("::{name}");
        let request = self
            .outputs
            .iter()
            .find(|o| o.urn.ends_with(&suffix))
            .unwrap_or_else(|| panic!("no outputs registered for `{name}`"));
        wire::from_struct(request.outputs.as_ref().unwrap())
    }
}

/// The fake resource monitor and engine service.
#[derive(Clone, Default)]
pub struct FakeEngine {
    pub seen: Arc<Mutex<Seen>>,
    pub dry_run: bool,
}

pub fn urn(type_token: &str, name: &str) -> String {
    format!("urn:pulumi:dev::p::{type_token}::{name}")
}

#[tonic::async_trait]
impl ResourceMonitor for FakeEngine {
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
        let args = wire::from_struct(request.args.as_ref().unwrap());
        let result = if request.tok == "pulumi:pulumi:getResource" {
            // The state of a registered resource, as the engine keeps it.
            let urn = args["urn"].as_str().unwrap().to_owned();
            let name = urn.rsplit("::").next().unwrap().to_owned();
            let seen = self.seen.lock().unwrap();
            let registered = seen.registration(&name);
            let state = wire::from_struct(registered.object.as_ref().unwrap());
            json!({"urn": urn, "id": format!("id-{name}"), "state": state})
        } else if request.tok.ends_with(":scalar") {
            // A function whose schema returns a single value: one property.
            json!({"result": 7})
        } else {
            json!({"token": wire::secret(json!("t-1")), "count": 3})
        };
        self.seen.lock().unwrap().invokes.push(request);
        Ok(Response::new(rpc::InvokeResponse {
            r#return: Some(wire::to_struct(result.as_object().unwrap())),
            failures: vec![],
        }))
    }
    async fn call(
        &self,
        request: Request<rpc::ResourceCallRequest>,
    ) -> Result<Response<rpc::CallResponse>, Status> {
        let request = request.into_inner();
        let args = wire::from_struct(request.args.as_ref().unwrap());
        // The method echoes its arguments, and says which resource it was called on.
        let result = json!({
            "greeting": format!(
                "hello {}",
                args.get("name").cloned().map(wire::reveal).and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
            ),
            "self": args.get("__self__").cloned().unwrap_or(Value::Null),
            "secret": wire::secret(json!("s")),
        });
        self.seen.lock().unwrap().calls.push(request);
        Ok(Response::new(rpc::CallResponse {
            r#return: Some(wire::to_struct(result.as_object().unwrap())),
            failures: vec![],
            return_dependencies: [(
                "greeting".to_owned(),
                rpc::call_response::ReturnDependencies {
                    urns: vec!["urn:from-call".to_owned()],
                },
            )]
            .into(),
        }))
    }
    async fn read_resource(
        &self,
        request: Request<rpc::ReadResourceRequest>,
    ) -> Result<Response<rpc::ReadResourceResponse>, Status> {
        let request = request.into_inner();
        let urn = urn(&request.r#type, &request.name);
        // A stack reference reads the other stack's outputs.
        let properties = if request.r#type == "pulumi:pulumi:StackReference" {
            json!({
                "name": request.id,
                "outputs": {"vpcId": "vpc-1", "password": "hunter2", "count": 2},
                "secretOutputNames": ["password"],
            })
        } else {
            json!({"read": true})
        };
        self.seen.lock().unwrap().reads.push(request);
        Ok(Response::new(rpc::ReadResourceResponse {
            urn,
            properties: Some(wire::to_struct(properties.as_object().unwrap())),
        }))
    }
    async fn register_resource(
        &self,
        request: Request<rpc::RegisterResourceRequest>,
    ) -> Result<Response<rpc::RegisterResourceResponse>, Status> {
        let request = transformed(&self.seen, request.into_inner()).await?;
        // A resource named `failing…` is one its provider refuses.
        if request.name.starts_with("failing") {
            return Err(Status::internal("the provider refused"));
        }
        let urn = urn(&request.r#type, &request.name);
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
        request: Request<rpc::Callback>,
    ) -> Result<Response<()>, Status> {
        self.seen
            .lock()
            .unwrap()
            .stack_transforms
            .push(request.into_inner());
        Ok(Response::new(()))
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
        request: Request<rpc::RegisterPackageRequest>,
    ) -> Result<Response<rpc::RegisterPackageResponse>, Status> {
        let request = request.into_inner();
        let reference = format!("ref-{}", request.parameterization.as_ref().unwrap().name);
        self.seen.lock().unwrap().packages.push(request);
        Ok(Response::new(rpc::RegisterPackageResponse {
            r#ref: reference,
        }))
    }
    async fn signal_and_wait_for_shutdown(&self, _: Request<()>) -> Result<Response<()>, Status> {
        Ok(Response::new(()))
    }
}

#[tonic::async_trait]
impl Engine for FakeEngine {
    async fn log(&self, request: Request<rpc::LogRequest>) -> Result<Response<()>, Status> {
        self.seen.lock().unwrap().logs.push(request.into_inner());
        Ok(Response::new(()))
    }
    async fn get_root_resource(
        &self,
        _: Request<rpc::GetRootResourceRequest>,
    ) -> Result<Response<rpc::GetRootResourceResponse>, Status> {
        Err(Status::unimplemented(""))
    }
    async fn set_root_resource(
        &self,
        _: Request<rpc::SetRootResourceRequest>,
    ) -> Result<Response<rpc::SetRootResourceResponse>, Status> {
        Ok(Response::new(rpc::SetRootResourceResponse {}))
    }
    async fn start_debugging(
        &self,
        _: Request<rpc::StartDebuggingRequest>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented(""))
    }
    async fn require_pulumi_version(
        &self,
        _: Request<rpc::RequirePulumiVersionRequest>,
    ) -> Result<Response<rpc::RequirePulumiVersionResponse>, Status> {
        Ok(Response::new(rpc::RequirePulumiVersionResponse {}))
    }
}

/// Serves `engine` (both services) on a free loopback port; its address.
pub async fn serve(engine: FakeEngine) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap().to_string();
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(ResourceMonitorServer::new(engine.clone()))
            .add_service(EngineServer::new(engine))
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener)),
    );
    address
}

/// What a run against `engine` is told.
pub fn run_info(engine: &FakeEngine, address: String) -> RunInfo {
    RunInfo {
        project: "p".into(),
        stack: "dev".into(),
        monitor_address: address.clone(),
        engine_address: Some(address),
        dry_run: engine.dry_run,
        config: [("random:seed".to_owned(), "42".to_owned())].into(),
        config_secret_keys: BTreeSet::from(["random:seed".to_owned()]),
        ..Default::default()
    }
}

/// A program's context connected to `engine`.
pub async fn context(engine: &FakeEngine) -> Context {
    let address = serve(engine.clone()).await;
    Context::connect(run_info(engine, address)).await.unwrap()
}

pub fn spec(name: &str) -> ResourceSpec {
    ResourceSpec {
        type_token: "random:index/randomPassword:RandomPassword",
        name: name.into(),
        custom: true,
        version: "4.21.1",
        secret_outputs: &["result"],
        replace_on_changes: &[],
    }
}

/// The input `name` of a registration, as JSON.
pub fn field(request: &rpc::RegisterResourceRequest, name: &str) -> Value {
    wire::from_protobuf(&request.object.as_ref().unwrap().fields[name])
}

/// A provider resource of the package `random`, registered as generated crates register one.
#[derive(Clone)]
pub struct RandomProvider {
    pub registration: sdkgen_runtime::Registration,
}

impl RandomProvider {
    pub fn new(ctx: &Context, name: &str) -> RandomProvider {
        let spec = ResourceSpec {
            type_token: "pulumi:providers:random",
            name: name.into(),
            custom: true,
            version: "4.21.1",
            secret_outputs: &[],
            replace_on_changes: &[],
        };
        RandomProvider {
            registration: ctx.register_resource(spec, vec![], Default::default()),
        }
    }
}

impl sdkgen_runtime::Resource for RandomProvider {
    fn urn(&self) -> &sdkgen_runtime::Output<String> {
        &self.registration.urn
    }
}

impl sdkgen_runtime::CustomResource for RandomProvider {
    fn id(&self) -> &sdkgen_runtime::Output<String> {
        &self.registration.id
    }
}

impl sdkgen_runtime::ProviderResource for RandomProvider {
    fn package(&self) -> &str {
        "random"
    }
}

/// `request` after its transforms and the stack's, called back as the engine calls them.
async fn transformed(
    seen: &Mutex<Seen>,
    mut request: rpc::RegisterResourceRequest,
) -> Result<rpc::RegisterResourceRequest, Status> {
    use prost::Message;
    let stack_transforms = seen.lock().unwrap().stack_transforms.clone();
    let callbacks: Vec<rpc::Callback> = request
        .transforms
        .iter()
        .cloned()
        .chain(stack_transforms)
        .collect();
    for callback in callbacks {
        let mut client =
            rpc::callbacks_client::CallbacksClient::connect(format!("http://{}", callback.target))
                .await
                .map_err(|e| Status::unavailable(e.to_string()))?;
        let transform = rpc::TransformRequest {
            r#type: request.r#type.clone(),
            name: request.name.clone(),
            custom: request.custom,
            parent: request.parent.clone(),
            properties: request.object.clone(),
            options: Some(rpc::TransformResourceOptions {
                protect: request.protect,
                ignore_changes: request.ignore_changes.clone(),
                version: request.version.clone(),
                ..Default::default()
            }),
        };
        let answer = client
            .invoke(rpc::CallbackInvokeRequest {
                token: callback.token.clone(),
                request: transform.encode_to_vec(),
            })
            .await?
            .into_inner();
        let answer = rpc::TransformResponse::decode(answer.response.as_slice())
            .map_err(|e| Status::internal(e.to_string()))?;
        request.object = answer.properties;
        let options = answer.options.unwrap_or_default();
        request.protect = options.protect;
        request.ignore_changes = options.ignore_changes;
        request.version = options.version;
    }
    Ok(request)
}
