//! Transforms: functions that change a resource's inputs and options before the engine
//! registers it, as Pulumi's other SDKs offer them. They run the way the engine expects (its
//! `transforms` protocol, not a program-side rewrite): the program serves the engine's
//! `pulumirpc.Callbacks` service on a loopback port, and the engine calls a transform for
//! each registration it applies to, so a transform also reaches the children a component's
//! provider constructs, and a stack transform reaches every resource.
//!
//! - [`ResourceOptions::transform`](crate::ResourceOptions::transform): for this resource and
//!   its children;
//! - [`Context::register_stack_transform`]: for every resource registered after it.
//!
//! ```no_run
//! use sdkgen_runtime::transform::Transform;
//! # async fn program(ctx: sdkgen_runtime::Context) -> Result<(), sdkgen_runtime::Error> {
//! // Protect every resource of the stack, and tag every bucket.
//! ctx.register_stack_transform(Transform::new(|resource| {
//!     resource.options.protect = Some(true);
//!     if resource.type_token == "aws:s3/bucket:Bucket" {
//!         resource.properties.insert("tags".into(), serde_json::json!({"team": "web"}));
//!     }
//! }))
//! .await?;
//! # Ok(())
//! # }
//! ```

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use prost::Message;
use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::callbacks_server::{Callbacks, CallbacksServer};
use serde_json::{Map, Value};
use tonic::{Request, Response, Status};

use crate::context::Context;
use crate::wire;
use crate::Error;

/// A resource a transform may change: its inputs (the engine's property values: secrets as
/// secret envelopes, unknowns as [`wire::UNKNOWN`]) and options. Its type, name and parent
/// cannot change.
#[derive(Clone, Debug, PartialEq)]
pub struct TransformedResource {
    /// The type token.
    pub type_token: String,
    /// The resource name.
    pub name: String,
    /// Whether a provider manages it (not a component).
    pub custom: bool,
    /// The parent's URN.
    pub parent: String,
    /// The inputs.
    pub properties: Map<String, Value>,
    /// The options.
    pub options: TransformedOptions,
}

/// The options a transform sees and may change (URNs and `urn::id` provider references,
/// resolved); those not listed pass through unchanged.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TransformedOptions {
    /// URNs of resources it depends on.
    pub depends_on: Vec<String>,
    /// Whether it is protected.
    pub protect: Option<bool>,
    /// Inputs whose changes are ignored.
    pub ignore_changes: Vec<String>,
    /// Inputs whose changes replace it.
    pub replace_on_changes: Vec<String>,
    /// The provider plugin's version.
    pub version: String,
    /// The provider (`urn::id`).
    pub provider: String,
    /// A component's providers by package (`urn::id`).
    pub providers: HashMap<String, String>,
    /// Where the provider plugin is downloaded from.
    pub plugin_download_url: String,
    /// Whether the cloud resource stays when the engine deletes it.
    pub retain_on_delete: Option<bool>,
    /// The URN of the resource whose deletion deletes this one.
    pub deleted_with: String,
    /// Whether a replacement deletes it first.
    pub delete_before_replace: Option<bool>,
    /// Outputs to keep secret.
    pub additional_secret_outputs: Vec<String>,
    /// The id to import.
    pub import: String,
    /// Inputs whose diffs are hidden.
    pub hide_diffs: Vec<String>,
    /// URNs of resources whose replacement replaces this one.
    pub replace_with: Vec<String>,
}

impl TransformedOptions {
    fn from_rpc(options: &rpc::TransformResourceOptions) -> TransformedOptions {
        TransformedOptions {
            depends_on: options.depends_on.clone(),
            protect: options.protect,
            ignore_changes: options.ignore_changes.clone(),
            replace_on_changes: options.replace_on_changes.clone(),
            version: options.version.clone(),
            provider: options.provider.clone(),
            providers: options.providers.clone(),
            plugin_download_url: options.plugin_download_url.clone(),
            retain_on_delete: options.retain_on_delete,
            deleted_with: options.deleted_with.clone(),
            delete_before_replace: options.delete_before_replace,
            additional_secret_outputs: options.additional_secret_outputs.clone(),
            import: options.import.clone(),
            hide_diffs: options.hide_diff.clone(),
            replace_with: options.replace_with.clone(),
        }
    }

    /// `original` with these options written over it (what this type does not hold stays).
    fn into_rpc(self, original: rpc::TransformResourceOptions) -> rpc::TransformResourceOptions {
        rpc::TransformResourceOptions {
            depends_on: self.depends_on,
            protect: self.protect,
            ignore_changes: self.ignore_changes,
            replace_on_changes: self.replace_on_changes,
            version: self.version,
            provider: self.provider,
            providers: self.providers,
            plugin_download_url: self.plugin_download_url,
            retain_on_delete: self.retain_on_delete,
            deleted_with: self.deleted_with,
            delete_before_replace: self.delete_before_replace,
            additional_secret_outputs: self.additional_secret_outputs,
            import: self.import,
            hide_diff: self.hide_diffs,
            replace_with: self.replace_with,
            ..original
        }
    }
}

type TransformFn = dyn Fn(&mut TransformedResource) + Send + Sync;

/// A resource transform: changes a resource in place before it is registered.
#[derive(Clone)]
pub struct Transform(Arc<TransformFn>);

impl Transform {
    /// A transform running `change` on each resource it applies to.
    pub fn new(change: impl Fn(&mut TransformedResource) + Send + Sync + 'static) -> Transform {
        Transform(Arc::new(change))
    }

    /// Runs the transform on the engine's request.
    fn apply(&self, request: rpc::TransformRequest) -> rpc::TransformResponse {
        let original = request.options.unwrap_or_default();
        let mut resource = TransformedResource {
            type_token: request.r#type,
            name: request.name,
            custom: request.custom,
            parent: request.parent,
            properties: request
                .properties
                .as_ref()
                .map(wire::from_struct)
                .unwrap_or_default(),
            options: TransformedOptions::from_rpc(&original),
        };
        (self.0)(&mut resource);
        rpc::TransformResponse {
            properties: Some(wire::to_struct(&resource.properties)),
            options: Some(resource.options.into_rpc(original)),
        }
    }
}

impl std::fmt::Debug for Transform {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Transform(..)")
    }
}

/// The program's `Callbacks` service: the transforms the engine may call, by token.
pub(crate) struct CallbackServer {
    address: SocketAddr,
    transforms: Arc<Mutex<HashMap<String, Transform>>>,
    next: AtomicU64,
    stop: Mutex<Option<tokio::sync::oneshot::Sender<()>>>,
}

impl CallbackServer {
    /// Serves the callbacks on a free loopback port.
    pub async fn start() -> Result<CallbackServer, Error> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let address = listener.local_addr()?;
        let transforms: Arc<Mutex<HashMap<String, Transform>>> = Arc::default();
        let service = CallbacksServer::new(Service {
            transforms: transforms.clone(),
        });
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(
            tonic::transport::Server::builder()
                .add_service(service)
                .serve_with_incoming_shutdown(
                    tokio_stream::wrappers::TcpListenerStream::new(listener),
                    async {
                        let _ = stopped.await;
                    },
                ),
        );
        Ok(CallbackServer {
            address,
            transforms,
            next: AtomicU64::new(0),
            stop: Mutex::new(Some(stop)),
        })
    }

    /// Registers `transform`; the callback the engine calls it by.
    pub fn callback(&self, transform: Transform) -> rpc::Callback {
        let token = format!("transform-{}", self.next.fetch_add(1, Ordering::Relaxed));
        self.transforms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(token.clone(), transform);
        rpc::Callback {
            target: self.address.to_string(),
            token,
        }
    }

    /// Stops serving (the program is done: the engine calls no more transforms).
    pub fn stop(&self) {
        if let Some(stop) = self.stop.lock().unwrap_or_else(|e| e.into_inner()).take() {
            let _ = stop.send(());
        }
    }
}

struct Service {
    transforms: Arc<Mutex<HashMap<String, Transform>>>,
}

#[tonic::async_trait]
impl Callbacks for Service {
    async fn invoke(
        &self,
        request: Request<rpc::CallbackInvokeRequest>,
    ) -> Result<Response<rpc::CallbackInvokeResponse>, Status> {
        let request = request.into_inner();
        let transform = self
            .transforms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&request.token)
            .cloned()
            .ok_or_else(|| Status::not_found(format!("no callback `{}`", request.token)))?;
        let transform_request = rpc::TransformRequest::decode(request.request.as_slice())
            .map_err(|e| Status::invalid_argument(format!("not a transform request: {e}")))?;
        // A transform that panics fails this registration, not the callback server.
        let response = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            transform.apply(transform_request)
        }))
        .map_err(|panic| {
            Status::internal(format!(
                "the transform panicked: {}",
                crate::run::panic_message(panic)
            ))
        })?;
        Ok(Response::new(rpc::CallbackInvokeResponse {
            response: response.encode_to_vec(),
        }))
    }
}

impl Context {
    /// Applies `transform` to every resource registered after this call (the engine's stack
    /// transforms).
    pub async fn register_stack_transform(&self, transform: Transform) -> Result<(), Error> {
        let callback = self.transform_callbacks(vec![transform]).await?;
        for callback in callback {
            self.monitor().register_stack_transform(callback).await?;
        }
        Ok(())
    }
}
