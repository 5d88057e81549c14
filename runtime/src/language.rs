//! The engine's `pulumirpc.LanguageRuntime` service, served in-process so that the CLI run with
//! `--client=<address>` runs a Rust closure as the program (the Automation API's "inline
//! program"). No crate provides this service's bindings (pulumi_gestalt_proto has the resource
//! monitor, engine and provider services only), so the few messages the engine sends an inline
//! program are declared here from `proto/pulumi/language.proto` (field numbers as there) and
//! the service is a small hand-written tonic service. Every other method answers
//! `Unimplemented`, which the engine accepts from an inline program.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context as TaskContext, Poll};

use futures::future::BoxFuture;
use tonic::body::Body;
use tonic::codegen::http;
use tonic::server::{Grpc, NamedService, UnaryService};
use tonic_prost::ProstCodec;

use crate::context::{Context, RunInfo};
use crate::Error;

/// `pulumirpc.RunRequest`: what the engine asks the program to run with.
#[derive(Clone, PartialEq, prost::Message)]
pub struct RunRequest {
    /// The project name.
    #[prost(string, tag = "1")]
    pub project: String,
    /// The stack name.
    #[prost(string, tag = "2")]
    pub stack: String,
    /// Arguments; the first is the engine's address.
    #[prost(string, repeated, tag = "5")]
    pub args: Vec<String>,
    /// Configuration, `<namespace>:<key>` to value (secrets decrypted).
    #[prost(map = "string, string", tag = "6")]
    pub config: HashMap<String, String>,
    /// Whether this is a preview.
    #[prost(bool, tag = "7")]
    pub dry_run: bool,
    /// How many resource operations the engine runs at once.
    #[prost(int32, tag = "8")]
    pub parallel: i32,
    /// The resource monitor's address.
    #[prost(string, tag = "9")]
    pub monitor_address: String,
    /// Keys of `config` whose values are secret.
    #[prost(string, repeated, tag = "11")]
    pub config_secret_keys: Vec<String>,
    /// The organization.
    #[prost(string, tag = "12")]
    pub organization: String,
    /// Where the program is.
    #[prost(message, optional, tag = "14")]
    pub info: Option<ProgramInfo>,
}

/// `pulumirpc.ProgramInfo`: where the program is.
#[derive(Clone, PartialEq, prost::Message)]
pub struct ProgramInfo {
    /// The directory holding `Pulumi.yaml`.
    #[prost(string, tag = "1")]
    pub root_directory: String,
}

/// `pulumirpc.RunResponse`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct RunResponse {
    /// What failed, if the program failed.
    #[prost(string, tag = "1")]
    pub error: String,
    /// Whether the failure was reported already (the engine then adds nothing).
    #[prost(bool, tag = "2")]
    pub bail: bool,
}

/// `pulumirpc.GetRequiredPluginsRequest`: its fields are not needed (unknown fields are skipped).
#[derive(Clone, PartialEq, prost::Message)]
pub struct GetRequiredPluginsRequest {}

/// `pulumirpc.GetRequiredPluginsResponse`: none; the engine loads plugins as resources ask.
#[derive(Clone, PartialEq, prost::Message)]
pub struct GetRequiredPluginsResponse {}

/// `pulumirpc.PluginInfo`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct PluginInfo {
    /// The plugin's version.
    #[prost(string, tag = "1")]
    pub version: String,
}

/// A program: what it does with a [`Context`].
pub type Program = Arc<dyn Fn(Context) -> BoxFuture<'static, Result<(), Error>> + Send + Sync>;

/// The language runtime service for one inline program.
#[derive(Clone)]
pub struct LanguageRuntime {
    program: Program,
}

impl LanguageRuntime {
    /// The service running `program`.
    pub fn new(program: Program) -> LanguageRuntime {
        LanguageRuntime { program }
    }

    async fn run(&self, request: RunRequest) -> RunResponse {
        let info = RunInfo {
            project: request.project,
            stack: request.stack,
            organization: request.organization,
            monitor_address: request.monitor_address,
            engine_address: request.args.into_iter().next(),
            dry_run: request.dry_run,
            config: request.config.into_iter().collect(),
            config_secret_keys: request.config_secret_keys.into_iter().collect(),
            parallel: u32::try_from(request.parallel).ok().filter(|p| *p > 0),
            root_directory: request
                .info
                .map(|info| info.root_directory)
                .filter(|dir| !dir.is_empty())
                .map(Into::into),
        };
        let program = self.program.clone();
        match crate::run::run_with(info, move |context| program(context)).await {
            Ok(()) => RunResponse::default(),
            Err(failure) => RunResponse {
                error: failure.message,
                bail: failure.logged,
            },
        }
    }
}

impl NamedService for LanguageRuntime {
    const NAME: &'static str = "pulumirpc.LanguageRuntime";
}

/// One unary method: the request decoded, handed to `handle`.
struct Unary<Req, Res> {
    runtime: LanguageRuntime,
    handle: fn(LanguageRuntime, Req) -> BoxFuture<'static, Res>,
}

impl<Req: Send + 'static, Res: Send + 'static> UnaryService<Req> for Unary<Req, Res> {
    type Response = Res;
    type Future = BoxFuture<'static, Result<tonic::Response<Res>, tonic::Status>>;

    fn call(&mut self, request: tonic::Request<Req>) -> Self::Future {
        let future = (self.handle)(self.runtime.clone(), request.into_inner());
        Box::pin(async move { Ok(tonic::Response::new(future.await)) })
    }
}

async fn unary<Req, Res, B>(
    runtime: LanguageRuntime,
    handle: fn(LanguageRuntime, Req) -> BoxFuture<'static, Res>,
    request: http::Request<B>,
) -> http::Response<Body>
where
    Req: prost::Message + Default + Send + 'static,
    Res: prost::Message + Send + 'static,
    B: tonic::codegen::Body + Send + 'static,
    B::Error: Into<tonic::codegen::StdError> + Send + 'static,
{
    let mut grpc = Grpc::new(ProstCodec::<Res, Req>::default());
    grpc.unary(Unary { runtime, handle }, request).await
}

impl<B> tonic::codegen::Service<http::Request<B>> for LanguageRuntime
where
    B: tonic::codegen::Body + Send + 'static,
    B::Error: Into<tonic::codegen::StdError> + Send + 'static,
{
    type Response = http::Response<Body>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, _: &mut TaskContext<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: http::Request<B>) -> Self::Future {
        let runtime = self.clone();
        match request.uri().path() {
            "/pulumirpc.LanguageRuntime/Run" => Box::pin(async move {
                Ok(unary(
                    runtime,
                    |runtime, run: RunRequest| Box::pin(async move { runtime.run(run).await }),
                    request,
                )
                .await)
            }),
            "/pulumirpc.LanguageRuntime/GetRequiredPlugins" => Box::pin(async move {
                Ok(unary(
                    runtime,
                    |_, _: GetRequiredPluginsRequest| {
                        Box::pin(async { GetRequiredPluginsResponse {} })
                    },
                    request,
                )
                .await)
            }),
            "/pulumirpc.LanguageRuntime/GetPluginInfo" => Box::pin(async move {
                Ok(unary(
                    runtime,
                    |_, _: ()| {
                        Box::pin(async {
                            PluginInfo {
                                version: env!("CARGO_PKG_VERSION").to_owned(),
                            }
                        })
                    },
                    request,
                )
                .await)
            }),
            _ => Box::pin(async move {
                Ok(
                    tonic::Status::unimplemented("not offered by an inline Rust program")
                        .into_http(),
                )
            }),
        }
    }
}

/// A running language runtime server; it stops when dropped.
pub struct Server {
    /// Where it listens (`127.0.0.1:<port>`).
    pub address: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Server {
    /// Serves `program` on a free loopback port.
    pub async fn start(program: Program) -> Result<Server, Error> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let address = listener.local_addr()?;
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let service = LanguageRuntime::new(program);
        tokio::spawn(async move {
            let incoming = tokio_stream::wrappers::TcpListenerStream::new(listener);
            let _ = tonic::transport::Server::builder()
                .add_service(service)
                .serve_with_incoming_shutdown(incoming, async {
                    let _ = stopped.await;
                })
                .await;
        });
        Ok(Server {
            address,
            stop: Some(stop),
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}
