//! Unit tests of programs without an engine, as Go's `pulumi.WithMocks` runs them: a
//! [`Mocks`] implementation answers for the providers (a new resource's id and state, a
//! function's or method's result), and [`run_with_mocks`] runs the program against an
//! in-process resource monitor that asks it.
//!
//! ```
//! use serde_json::{json, Map, Value};
//! use sdkgen_runtime::mocks::{run_with_mocks, MockCallArgs, MockOptions, MockResourceArgs, Mocks};
//! use sdkgen_runtime::{Output, ResourceOptions, ResourceSpec};
//!
//! struct Cloud;
//!
//! impl Mocks for Cloud {
//!     fn new_resource(&self, args: MockResourceArgs) -> Result<(String, Map<String, Value>), String> {
//!         // The provider would compute `arn`; the mock makes one up from the name.
//!         let mut state = args.inputs;
//!         state.insert("arn".into(), json!(format!("arn:{}", args.name)));
//!         Ok((format!("{}-id", args.name), state))
//!     }
//!     fn call(&self, _: MockCallArgs) -> Result<Map<String, Value>, String> {
//!         Ok(Map::new())
//!     }
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let run = run_with_mocks(Cloud, MockOptions::default(), |ctx| async move {
//!     let spec = ResourceSpec {
//!         type_token: "aws:s3/bucket:Bucket",
//!         name: "logs".into(),
//!         custom: true,
//!         version: "6.0.0",
//!         secret_outputs: &[],
//!         replace_on_changes: &[],
//!     };
//!     let bucket = ctx.register_resource(spec, vec![("acl", Output::new(json!("private")))], ResourceOptions::new());
//!     ctx.export("arn", bucket.output::<String>("arn"));
//!     Ok(())
//! })
//! .await
//! .unwrap();
//! assert_eq!(run.outputs["arn"], json!("arn:logs"));
//! assert_eq!(run.resources[0].inputs["acl"], json!("private"));
//! # }
//! ```

use std::collections::{BTreeMap, HashMap};
use std::future::Future;
use std::sync::{Arc, Mutex};

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::resource_monitor_server::{ResourceMonitor, ResourceMonitorServer};
use serde_json::{Map, Value};
use tonic::{Request, Response, Status};

use crate::call::SELF_ARGUMENT;
use crate::context::{Context, RunInfo};
use crate::{wire, Error};

/// A resource the program registers or reads, as the mocks see it.
#[derive(Clone, Debug, PartialEq)]
pub struct MockResourceArgs {
    /// The type token.
    pub type_token: String,
    /// The resource name.
    pub name: String,
    /// Its inputs (secrets as secret envelopes, unknowns as [`wire::UNKNOWN`]).
    pub inputs: Map<String, Value>,
    /// The explicit provider (`urn::id`), empty for the default one.
    pub provider: String,
    /// The id to read, for a read; empty for a registration.
    pub id: String,
    /// Whether a provider manages it (not a component).
    pub custom: bool,
    /// Whether it is a component a provider constructs (a remote component).
    pub remote: bool,
}

/// A function invoke or a method call, as the mocks see it.
#[derive(Clone, Debug, PartialEq)]
pub struct MockCallArgs {
    /// The function or method token.
    pub token: String,
    /// The arguments (without `__self__`).
    pub args: Map<String, Value>,
    /// The explicit provider (`urn::id`), empty for the default one.
    pub provider: String,
    /// For a method, the resource it is called on (its URN).
    pub this: Option<String>,
}

/// What answers for the providers in a unit test.
pub trait Mocks: Send + Sync + 'static {
    /// A new custom resource's or remote component's id and output state (a component of the
    /// program's own is not asked). An error fails the registration.
    fn new_resource(&self, args: MockResourceArgs) -> Result<(String, Map<String, Value>), String>;

    /// The result of a function or a method. An error fails the invoke or call.
    fn call(&self, args: MockCallArgs) -> Result<Map<String, Value>, String>;
}

/// How the program runs under mocks.
#[derive(Clone, Debug)]
pub struct MockOptions {
    /// The project name (`project`).
    pub project: String,
    /// The stack name (`stack`).
    pub stack: String,
    /// Whether it is a preview.
    pub dry_run: bool,
    /// The configuration, `<namespace>:<key>` to its value.
    pub config: BTreeMap<String, String>,
}

impl Default for MockOptions {
    fn default() -> MockOptions {
        MockOptions {
            project: "project".to_owned(),
            stack: "stack".to_owned(),
            dry_run: false,
            config: BTreeMap::new(),
        }
    }
}

/// What a program did under mocks.
#[derive(Clone, Debug, Default)]
pub struct MockRun {
    /// The stack's exports, as the engine would store them (secrets as secret envelopes).
    pub outputs: Map<String, Value>,
    /// Every resource registered or read (the stack's root resource aside), in order.
    pub resources: Vec<MockResourceArgs>,
}

/// Runs `program` against `mocks` and waits for everything it started; its exports and
/// resources, or what failed.
pub async fn run_with_mocks<M, F, Fut>(
    mocks: M,
    options: MockOptions,
    program: F,
) -> Result<MockRun, Error>
where
    M: Mocks,
    F: FnOnce(Context) -> Fut,
    Fut: Future<Output = Result<(), Error>>,
{
    let monitor = MockMonitor {
        mocks: Arc::new(mocks),
        project: options.project.clone(),
        stack: options.stack.clone(),
        state: Arc::default(),
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let state = monitor.state.clone();
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(ResourceMonitorServer::new(monitor))
            .serve_with_incoming_shutdown(
                tokio_stream::wrappers::TcpListenerStream::new(listener),
                async {
                    let _ = stopped.await;
                },
            ),
    );
    let info = RunInfo {
        project: options.project,
        stack: options.stack,
        monitor_address: address.to_string(),
        dry_run: options.dry_run,
        config: options.config,
        ..Default::default()
    };
    let result = async {
        let context = Context::connect(info).await?;
        let ran = program(context.clone()).await;
        if let Err(e) = ran {
            context.fail(e.to_string());
        }
        context.finish().await
    }
    .await;
    let _ = stop.send(());
    result?;
    let state = state.lock().unwrap_or_else(|e| e.into_inner());
    Ok(MockRun {
        outputs: state.stack_outputs.clone(),
        resources: state.resources.clone(),
    })
}

#[derive(Default)]
struct MockState {
    stack_urn: String,
    stack_outputs: Map<String, Value>,
    resources: Vec<MockResourceArgs>,
    /// By URN: the resource's id and state (for `pulumi:pulumi:getResource`) and type.
    registered: HashMap<String, (String, Map<String, Value>, String)>,
}

struct MockMonitor<M> {
    mocks: Arc<M>,
    project: String,
    stack: String,
    state: Arc<Mutex<MockState>>,
}

impl<M> MockMonitor<M> {
    fn state(&self) -> std::sync::MutexGuard<'_, MockState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The URN the engine would give: the parent's type qualifies the resource's.
    fn urn(&self, parent: &str, type_token: &str, name: &str) -> String {
        let state = self.state();
        let qualified = match state.registered.get(parent) {
            Some((_, _, parent_type)) if parent != state.stack_urn => {
                format!("{parent_type}${type_token}")
            }
            _ => type_token.to_owned(),
        };
        format!(
            "urn:pulumi:{}::{}::{qualified}::{name}",
            self.stack, self.project
        )
    }

    /// Registers a resource or read with the mocks; its URN, id and state.
    fn resource(
        &self,
        args: MockResourceArgs,
        parent: &str,
    ) -> Result<(String, String, Map<String, Value>), Status>
    where
        M: Mocks,
    {
        let urn = self.urn(parent, &args.type_token, &args.name);
        let (id, state) = if args.custom || args.remote {
            self.mocks
                .new_resource(args.clone())
                .map_err(Status::unknown)?
        } else {
            (String::new(), args.inputs.clone())
        };
        let qualified = urn.split("::").nth(2).unwrap_or_default().to_owned();
        let mut shared = self.state();
        shared.resources.push(args);
        shared
            .registered
            .insert(urn.clone(), (id.clone(), state.clone(), qualified));
        Ok((urn, id, state))
    }
}

fn object(value: Option<prost_types::Struct>) -> Map<String, Value> {
    value.as_ref().map(wire::from_struct).unwrap_or_default()
}

#[tonic::async_trait]
impl<M: Mocks> ResourceMonitor for MockMonitor<M> {
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
        let args = object(request.args);
        let result = if request.tok == "pulumi:pulumi:getResource" {
            let urn = args.get("urn").and_then(Value::as_str).unwrap_or_default();
            let state = self.state();
            let (id, outputs, _) = state
                .registered
                .get(urn)
                .ok_or_else(|| Status::not_found(format!("no resource {urn}")))?;
            let mut answer = Map::new();
            answer.insert("urn".into(), Value::from(urn));
            answer.insert("id".into(), Value::from(id.as_str()));
            answer.insert("state".into(), Value::Object(outputs.clone()));
            answer
        } else {
            self.mocks
                .call(MockCallArgs {
                    token: request.tok,
                    args,
                    provider: request.provider,
                    this: None,
                })
                .map_err(Status::unknown)?
        };
        Ok(Response::new(rpc::InvokeResponse {
            r#return: Some(wire::to_struct(&result)),
            failures: Vec::new(),
        }))
    }

    async fn call(
        &self,
        request: Request<rpc::ResourceCallRequest>,
    ) -> Result<Response<rpc::CallResponse>, Status> {
        let request = request.into_inner();
        let mut args = object(request.args);
        let this = args.remove(SELF_ARGUMENT).and_then(|reference| {
            reference
                .get("urn")
                .and_then(Value::as_str)
                .map(str::to_owned)
        });
        let result = self
            .mocks
            .call(MockCallArgs {
                token: request.tok,
                args,
                provider: request.provider,
                this,
            })
            .map_err(Status::unknown)?;
        Ok(Response::new(rpc::CallResponse {
            r#return: Some(wire::to_struct(&result)),
            ..Default::default()
        }))
    }

    async fn read_resource(
        &self,
        request: Request<rpc::ReadResourceRequest>,
    ) -> Result<Response<rpc::ReadResourceResponse>, Status> {
        let request = request.into_inner();
        let args = MockResourceArgs {
            type_token: request.r#type,
            name: request.name,
            inputs: object(request.properties),
            provider: request.provider,
            id: request.id,
            custom: true,
            remote: false,
        };
        let (urn, _, state) = self.resource(args, &request.parent)?;
        Ok(Response::new(rpc::ReadResourceResponse {
            urn,
            properties: Some(wire::to_struct(&state)),
        }))
    }

    async fn register_resource(
        &self,
        request: Request<rpc::RegisterResourceRequest>,
    ) -> Result<Response<rpc::RegisterResourceResponse>, Status> {
        let request = request.into_inner();
        if request.r#type == "pulumi:pulumi:Stack" {
            let urn = self.urn("", &request.r#type, &request.name);
            self.state().stack_urn = urn.clone();
            return Ok(Response::new(rpc::RegisterResourceResponse {
                urn,
                ..Default::default()
            }));
        }
        let args = MockResourceArgs {
            type_token: request.r#type,
            name: request.name,
            inputs: object(request.object),
            provider: request.provider,
            id: String::new(),
            custom: request.custom,
            remote: request.remote,
        };
        let (urn, id, state) = self.resource(args, &request.parent)?;
        Ok(Response::new(rpc::RegisterResourceResponse {
            urn,
            id,
            object: Some(wire::to_struct(&state)),
            ..Default::default()
        }))
    }

    async fn register_resource_outputs(
        &self,
        request: Request<rpc::RegisterResourceOutputsRequest>,
    ) -> Result<Response<()>, Status> {
        let request = request.into_inner();
        let mut state = self.state();
        if request.urn == state.stack_urn {
            state.stack_outputs = object(request.outputs);
        }
        Ok(Response::new(()))
    }

    async fn register_stack_transform(
        &self,
        _: Request<rpc::Callback>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented("transforms are not run under mocks"))
    }

    async fn register_stack_invoke_transform(
        &self,
        _: Request<rpc::Callback>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented("transforms are not run under mocks"))
    }

    async fn register_resource_hook(
        &self,
        _: Request<rpc::RegisterResourceHookRequest>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented("hooks are not run under mocks"))
    }

    async fn register_error_hook(
        &self,
        _: Request<rpc::RegisterErrorHookRequest>,
    ) -> Result<Response<()>, Status> {
        Err(Status::unimplemented("hooks are not run under mocks"))
    }

    async fn register_package(
        &self,
        _: Request<rpc::RegisterPackageRequest>,
    ) -> Result<Response<rpc::RegisterPackageResponse>, Status> {
        Err(Status::unimplemented(
            "packages are not registered under mocks",
        ))
    }

    async fn signal_and_wait_for_shutdown(&self, _: Request<()>) -> Result<Response<()>, Status> {
        Ok(Response::new(()))
    }
}
