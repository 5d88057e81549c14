//! A provider plugin asked for its schema, as the Pulumi CLI asks one (`pulumi package
//! get-schema PLUGIN`, `gen-sdk PLUGIN [PARAMETERS...]`): the plugin is started with the address
//! of an engine service to log to, writes the port it listens on as its first line on stdout,
//! and answers `GetSchema` over gRPC; a parameterized provider (`gen-sdk
//! ./pulumi-resource-terraform-provider hashicorp/random 3.6.0`) is first given the parameters
//! (`Parameterize`) and then asked for the sub-package's schema.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use pulumi_gestalt_proto::pulumi::pulumirpc::{
    engine_server, parameterize_request, resource_provider_client::ResourceProviderClient,
    GetRootResourceRequest, GetRootResourceResponse, GetSchemaRequest, LogRequest,
    ParameterizeRequest, RequirePulumiVersionRequest, RequirePulumiVersionResponse,
    SetRootResourceRequest, SetRootResourceResponse, StartDebuggingRequest,
};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, BufReader};

/// How long a plugin may take to say which port it listens on.
const START_TIMEOUT: Duration = Duration::from_secs(120);
/// How long a plugin may take to answer a request.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(600);

/// What a plugin answered, and what it logged on the way.
#[derive(Debug)]
pub struct PluginSchema {
    /// The schema, as the plugin sent it (JSON).
    pub schema: Vec<u8>,
    /// The messages the plugin logged to the engine (`warning: …`), in order.
    pub log: Vec<String>,
}

/// Starts the plugin at `path`, gives it `parameters` if there are any, and asks for its schema
/// (at most `max_bytes` of it). The plugin is stopped before this returns. An error says what
/// failed, with the end of what the plugin wrote on stderr.
pub fn schema_from_plugin(
    path: &Path,
    parameters: &[String],
    max_bytes: usize,
) -> Result<PluginSchema, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()
        .map_err(|e| format!("cannot start the plugin's I/O: {e}"))?;
    runtime.block_on(ask(path, parameters, max_bytes))
}

async fn ask(path: &Path, parameters: &[String], max_bytes: usize) -> Result<PluginSchema, String> {
    let shown = path.display();
    let (engine_address, log) = serve_engine().await?;
    let mut child = tokio::process::Command::new(path)
        .arg(&engine_address)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start the plugin {shown}: {e}"))?;
    let mut stderr = child.stderr.take().expect("piped stderr");
    let stderr_text = tokio::spawn(async move {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text).await;
        String::from_utf8_lossy(&text).into_owned()
    });
    let answer = talk(&mut child, parameters, max_bytes).await;
    let _ = child.kill().await;
    match answer {
        Ok(schema) => Ok(PluginSchema {
            schema,
            log: crate::output::lock(&log).clone(),
        }),
        Err(message) => {
            let stderr = tokio::time::timeout(Duration::from_secs(5), stderr_text)
                .await
                .ok()
                .and_then(Result::ok)
                .unwrap_or_default();
            Err(format!(
                "the plugin {shown} {message}{}",
                stderr_tail(&stderr)
            ))
        }
    }
}

/// Reads the plugin's port, then asks (and parameterizes first when there are parameters).
async fn talk(
    child: &mut tokio::process::Child,
    parameters: &[String],
    max_bytes: usize,
) -> Result<Vec<u8>, String> {
    let stdout = child.stdout.take().expect("piped stdout");
    let mut lines = BufReader::new(stdout).lines();
    let first = tokio::time::timeout(START_TIMEOUT, lines.next_line())
        .await
        .map_err(|_| {
            format!(
                "did not write its port on stdout within {} s",
                START_TIMEOUT.as_secs()
            )
        })?
        .map_err(|e| format!("could not be read from: {e}"))?;
    let Some(first) = first else {
        let status = child
            .wait()
            .await
            .map(|s| s.to_string())
            .unwrap_or_default();
        return Err(format!("exited ({status}) without writing its port"));
    };
    let port: u16 = first.trim().parse().map_err(|_| {
        format!(
            "wrote `{}` on stdout where its port was expected",
            first.escape_debug()
        )
    })?;
    // The rest of stdout is the plugin's own: read and dropped, so it never blocks on it.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    let channel = tonic::transport::Endpoint::from_shared(format!("http://127.0.0.1:{port}"))
        .map_err(|e| format!("gave an unusable port {port}: {e}"))?
        .connect()
        .await
        .map_err(|e| format!("cannot be reached on port {port}: {e}"))?;
    let mut client = ResourceProviderClient::new(channel)
        .max_decoding_message_size(max_bytes.saturating_add(1 << 20))
        .max_encoding_message_size(16 << 20);
    let mut request = GetSchemaRequest::default();
    if !parameters.is_empty() {
        let parameterize = ParameterizeRequest {
            parameters: Some(parameterize_request::Parameters::Args(
                parameterize_request::ParametersArgs {
                    args: parameters.to_vec(),
                },
            )),
        };
        let answer = tokio::time::timeout(REQUEST_TIMEOUT, client.parameterize(parameterize))
            .await
            .map_err(|_| "did not answer Parameterize in time".to_owned())?
            .map_err(|status| format!("refused the parameters: {}", status.message()))?
            .into_inner();
        request.subpackage_name = answer.name;
        request.subpackage_version = answer.version;
    }
    let answer = tokio::time::timeout(REQUEST_TIMEOUT, client.get_schema(request))
        .await
        .map_err(|_| "did not answer GetSchema in time".to_owned())?
        .map_err(|status| format!("did not give its schema: {}", status.message()))?
        .into_inner();
    if answer.schema.len() > max_bytes {
        return Err(format!(
            "sent a schema of {}, over the limit of {}; pass --max-input-size to raise it",
            crate::load::describe_size(answer.schema.len() as u64),
            crate::load::describe_size(max_bytes as u64)
        ));
    }
    Ok(answer.schema.into_bytes())
}

/// `; it wrote on stderr:` and the last lines it wrote there, if any.
fn stderr_tail(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    if lines.is_empty() {
        return String::new();
    }
    let tail = &lines[lines.len().saturating_sub(10)..];
    format!("; it wrote on stderr:\n  {}", tail.join("\n  "))
}

type Log = std::sync::Arc<std::sync::Mutex<Vec<String>>>;

/// The engine service plugins log to, on a port of its own on loopback: its address and the
/// messages logged so far.
async fn serve_engine() -> Result<(String, Log), String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| format!("cannot listen on loopback for the plugin's log: {e}"))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("cannot listen on loopback for the plugin's log: {e}"))?;
    let log = Log::default();
    let engine = Engine { log: log.clone() };
    let incoming = tokio_stream::wrappers::TcpListenerStream::new(listener);
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(engine_server::EngineServer::new(engine))
            .serve_with_incoming(incoming),
    );
    Ok((address.to_string(), log))
}

/// The engine's side of what a provider asks while it answers: it logs.
struct Engine {
    log: Log,
}

#[tonic::async_trait]
impl engine_server::Engine for Engine {
    async fn log(
        &self,
        request: tonic::Request<LogRequest>,
    ) -> Result<tonic::Response<()>, tonic::Status> {
        let request = request.into_inner();
        // LogSeverity: 0 debug, 1 info, 2 warning, 3 error.
        let severity = match request.severity {
            0 => return Ok(tonic::Response::new(())),
            1 => "info",
            2 => "warning",
            _ => "error",
        };
        crate::output::lock(&self.log).push(format!("{severity}: {}", request.message));
        Ok(tonic::Response::new(()))
    }

    async fn get_root_resource(
        &self,
        _: tonic::Request<GetRootResourceRequest>,
    ) -> Result<tonic::Response<GetRootResourceResponse>, tonic::Status> {
        Ok(tonic::Response::new(GetRootResourceResponse::default()))
    }

    async fn set_root_resource(
        &self,
        _: tonic::Request<SetRootResourceRequest>,
    ) -> Result<tonic::Response<SetRootResourceResponse>, tonic::Status> {
        Ok(tonic::Response::new(SetRootResourceResponse::default()))
    }

    async fn start_debugging(
        &self,
        _: tonic::Request<StartDebuggingRequest>,
    ) -> Result<tonic::Response<()>, tonic::Status> {
        Err(tonic::Status::unimplemented(
            "sdkgen does not debug plugins",
        ))
    }

    async fn require_pulumi_version(
        &self,
        _: tonic::Request<RequirePulumiVersionRequest>,
    ) -> Result<tonic::Response<RequirePulumiVersionResponse>, tonic::Status> {
        Ok(tonic::Response::new(RequirePulumiVersionResponse::default()))
    }
}
