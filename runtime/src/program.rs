//! The entry point of a program that the language host (`pulumi-language-rust`) runs:
//! `fn main() { sdkgen_runtime::run(program) }`. The host passes the engine's settings in the
//! environment under the names Pulumi's SDKs read (`PULUMI_MONITOR`, `PULUMI_ENGINE`,
//! `PULUMI_PROJECT`, `PULUMI_STACK`, `PULUMI_ORGANIZATION`, `PULUMI_CONFIG`,
//! `PULUMI_CONFIG_SECRET_KEYS`, `PULUMI_DRY_RUN`, `PULUMI_ROOT_DIRECTORY`), and [`Config`]
//! reads the project's configuration as a program declares it.

use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::path::PathBuf;

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::engine_client::EngineClient;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::context::{Context, RunInfo};
use crate::output::Output;
use crate::Error;

/// The exit status of a program whose failure the engine was told about already (Pulumi's
/// SDKs use the same): the host then adds nothing to it.
pub const EXIT_LOGGED_ERROR: i32 = 32;

/// Runs `program` against the engine named in the environment and exits: 0 when it succeeded,
/// [`EXIT_LOGGED_ERROR`] when it failed or panicked, after telling the engine why.
pub fn run<F, Fut>(program: F) -> !
where
    F: FnOnce(Context) -> Fut + Send + 'static,
    Fut: Future<Output = Result<(), Error>> + Send + 'static,
{
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            std::process::exit(1);
        }
    };
    let info = match run_info_from_env() {
        Ok(info) => info,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    };
    let engine = info.engine_address.clone();
    let status = runtime.block_on(async move {
        let outcome = tokio::spawn(async move {
            let context = Context::connect(info).await?;
            let ran = program(context.clone()).await;
            // Registrations already started finish either way, so the engine sees them.
            let finished = context.finish().await;
            ran.and(finished)
        })
        .await;
        let message = match outcome {
            Ok(Ok(())) => return 0,
            Ok(Err(e)) => e.to_string(),
            Err(e) if e.is_panic() => {
                format!("the program panicked: {}", panic_message(e.into_panic()))
            }
            Err(e) => format!("the program was cancelled: {e}"),
        };
        report(engine.as_deref(), message).await;
        EXIT_LOGGED_ERROR
    });
    // Tasks still running (a registration the engine never answered) must not hold the exit.
    runtime.shutdown_background();
    std::process::exit(status)
}

/// What the engine told the host, from the environment.
fn run_info_from_env() -> Result<RunInfo, Error> {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let monitor_address = var("PULUMI_MONITOR");
    if monitor_address.is_empty() {
        return Err(Error::Program(
            "PULUMI_MONITOR is not set: run this program with `pulumi up` or `pulumi preview` \
             (runtime: rust in Pulumi.yaml)"
                .to_owned(),
        ));
    }
    let config: BTreeMap<String, String> = json_var("PULUMI_CONFIG")?.unwrap_or_default();
    let config_secret_keys: BTreeSet<String> =
        json_var("PULUMI_CONFIG_SECRET_KEYS")?.unwrap_or_default();
    let engine = var("PULUMI_ENGINE");
    Ok(RunInfo {
        project: var("PULUMI_PROJECT"),
        stack: var("PULUMI_STACK"),
        organization: var("PULUMI_ORGANIZATION"),
        monitor_address,
        engine_address: (!engine.is_empty()).then_some(engine),
        dry_run: var("PULUMI_DRY_RUN") == "true",
        config,
        config_secret_keys,
    })
}

fn json_var<T: DeserializeOwned>(name: &str) -> Result<Option<T>, Error> {
    match std::env::var(name) {
        Ok(text) if !text.is_empty() => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| Error::Program(format!("{name} is not valid JSON: {e}"))),
        _ => Ok(None),
    }
}

/// The message a panic carried.
fn panic_message(payload: Box<dyn std::any::Any + Send>) -> String {
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => match payload.downcast::<&'static str>() {
            Ok(message) => (*message).to_owned(),
            Err(_) => "(no message)".to_owned(),
        },
    }
}

/// Tells the engine why the program failed (it prints it as the update's error); without an
/// engine, prints it.
async fn report(engine: Option<&str>, message: String) {
    if let Some(address) = engine {
        let request = rpc::LogRequest {
            severity: rpc::LogSeverity::Error as i32,
            message: message.clone(),
            ..Default::default()
        };
        if let Ok(mut client) = EngineClient::connect(format!("http://{address}")).await {
            if client.log(request).await.is_ok() {
                return;
            }
        }
    }
    eprintln!("error: {message}");
}

/// Fails unless the Pulumi CLI running the program is of a version in `range` (a semver range,
/// e.g. `>=3.100.0`), as the engine judges it.
pub async fn require_pulumi_version(range: &str) -> Result<(), Error> {
    let Some(address) = std::env::var("PULUMI_ENGINE")
        .ok()
        .filter(|a| !a.is_empty())
    else {
        return Err(Error::Program(
            "cannot check the Pulumi version: PULUMI_ENGINE is not set".to_owned(),
        ));
    };
    let mut engine = EngineClient::connect(format!("http://{address}")).await?;
    engine
        .require_pulumi_version(rpc::RequirePulumiVersionRequest {
            pulumi_version_range: range.to_owned(),
        })
        .await?;
    Ok(())
}

/// The project's root directory (where Pulumi.yaml is): what the host passed, else the
/// working directory.
pub fn root_directory() -> PathBuf {
    match std::env::var_os("PULUMI_ROOT_DIRECTORY") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => std::env::current_dir().unwrap_or_default(),
    }
}

/// A program's configuration in one namespace (its project's name, or a package's), as
/// `pulumi config set` stored it: strings as they are, other values as JSON.
#[derive(Clone)]
pub struct Config {
    context: Context,
    namespace: String,
}

impl Config {
    /// The configuration under `namespace` (`<namespace>:<key>`).
    pub fn new(context: &Context, namespace: &str) -> Config {
        Config {
            context: context.clone(),
            namespace: namespace.to_owned(),
        }
    }

    fn full_key(&self, key: &str) -> String {
        format!("{}:{key}", self.namespace)
    }

    fn missing(&self, key: &str) -> Error {
        Error::Program(format!(
            "missing required configuration variable '{0}'\n\tplease set a value using the command \
             `pulumi config set {0} <value>`",
            self.full_key(key)
        ))
    }

    /// The value of `key` as a string, if set.
    pub fn get_string(&self, key: &str) -> Option<String> {
        self.context.config(&self.full_key(key)).map(str::to_owned)
    }

    /// The value of `key` as a string; an error names the key when it is not set.
    pub fn require_string(&self, key: &str) -> Result<String, Error> {
        self.get_string(key).ok_or_else(|| self.missing(key))
    }

    /// The value of `key` read as `T` (JSON: numbers, booleans, lists, maps and objects; a
    /// value that is not JSON reads as a string), if set.
    pub fn get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, Error> {
        let Some(raw) = self.get_string(key) else {
            return Ok(None);
        };
        // JSON first (`42`, `[1]`, `{"a": 1}`), then the text as a string (`hello`, or `42` read
        // as a String).
        if let Ok(value) = serde_json::from_str::<Value>(&raw) {
            if let Ok(read) = serde_json::from_value(value) {
                return Ok(Some(read));
            }
        }
        serde_json::from_value(Value::String(raw))
            .map(Some)
            .map_err(|e| {
                Error::Program(format!(
                    "configuration variable '{}' is not of the declared type: {e}",
                    self.full_key(key)
                ))
            })
    }

    /// The value of `key` read as `T` (see [`Config::get`]); an error names the key when it is
    /// not set.
    pub fn require<T: DeserializeOwned>(&self, key: &str) -> Result<T, Error> {
        self.get(key)?.ok_or_else(|| self.missing(key))
    }

    /// The value of `key` as a secret output, if set.
    pub fn get_secret<T>(&self, key: &str) -> Result<Option<Output<T>>, Error>
    where
        T: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        Ok(self.get::<T>(key)?.map(Output::secret))
    }

    /// The value of `key` as a secret output; an error names the key when it is not set.
    pub fn require_secret<T>(&self, key: &str) -> Result<Output<T>, Error>
    where
        T: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        Ok(Output::secret(self.require::<T>(key)?))
    }

    /// Whether the stack holds `key` as a secret.
    pub fn is_secret(&self, key: &str) -> bool {
        self.context.is_config_secret(&self.full_key(key))
    }
}
