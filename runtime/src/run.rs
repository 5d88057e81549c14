//! A program's entry when a language host runs it: [`run`] reads what the engine tells the
//! program from the environment, as Pulumi's Go SDK does, runs the program and ends the process
//! the way Pulumi's language hosts expect.
//!
//! | variable | meaning |
//! | --- | --- |
//! | `PULUMI_MONITOR` | the resource monitor's address (required) |
//! | `PULUMI_ENGINE` | the engine service's address (logging, the root resource) |
//! | `PULUMI_PROJECT`, `PULUMI_STACK`, `PULUMI_ORGANIZATION` | names (the first two required) |
//! | `PULUMI_CONFIG` | a JSON object, `<namespace>:<key>` to its value (string) |
//! | `PULUMI_CONFIG_SECRET_KEYS` | a JSON array of the keys of `PULUMI_CONFIG` that are secret |
//! | `PULUMI_DRY_RUN` | `true` during a preview |
//! | `PULUMI_PARALLEL` | how many resource operations the engine runs at once |
//! | `PULUMI_ROOT_DIRECTORY` | the directory holding `Pulumi.yaml` |
//!
//! A program that returns an error or panics has its message logged to the engine as an
//! error, and the process exits with [`LOGGED_ERROR_EXIT_CODE`] (32), which tells the host the
//! error was already reported (Pulumi's hosts then "bail" without a message of their own). When
//! the message could not reach the engine (no `PULUMI_ENGINE`, or the monitor was unreachable),
//! it goes to standard error and the exit code is 1.

use std::future::Future;
use std::path::PathBuf;

use futures::FutureExt;

use crate::context::{Context, RunInfo};
use crate::Error;

/// The exit code of a program whose failure is already in the engine's log.
pub const LOGGED_ERROR_EXIT_CODE: i32 = 32;

/// How a run failed.
#[derive(Debug)]
pub struct Failure {
    /// What failed, one line per failure.
    pub message: String,
    /// Whether the message is already in the engine's log.
    pub logged: bool,
}

impl Failure {
    /// The process exit code for this failure.
    pub fn exit_code(&self) -> i32 {
        if self.logged {
            LOGGED_ERROR_EXIT_CODE
        } else {
            1
        }
    }
}

impl RunInfo {
    /// What the engine tells the program through the environment (see [`mod@crate::run`]).
    pub fn from_env() -> Result<RunInfo, Error> {
        RunInfo::from_vars(|name| std::env::var(name).ok())
    }

    /// What the engine tells the program, read by `var` (an environment lookup).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<RunInfo, Error> {
        let required = |name: &str| {
            var(name).filter(|v| !v.is_empty()).ok_or_else(|| {
                Error::Program(format!(
                    "{name} is not set: run this program with `pulumi up` or `pulumi preview` \
                     (the language host sets it)"
                ))
            })
        };
        let json = |name: &str| -> Result<Option<serde_json::Value>, Error> {
            match var(name).filter(|v| !v.is_empty()) {
                None => Ok(None),
                Some(text) => serde_json::from_str(&text)
                    .map(Some)
                    .map_err(|e| Error::Program(format!("{name} is not valid JSON: {e}"))),
            }
        };
        let config = match json("PULUMI_CONFIG")? {
            None => Default::default(),
            Some(value) => serde_json::from_value(value).map_err(|e| {
                Error::Program(format!("PULUMI_CONFIG is not an object of strings: {e}"))
            })?,
        };
        let config_secret_keys = match json("PULUMI_CONFIG_SECRET_KEYS")? {
            None => Default::default(),
            Some(value) => serde_json::from_value(value).map_err(|e| {
                Error::Program(format!(
                    "PULUMI_CONFIG_SECRET_KEYS is not an array of strings: {e}"
                ))
            })?,
        };
        let parallel = match var("PULUMI_PARALLEL").filter(|v| !v.is_empty()) {
            None => None,
            Some(text) => Some(text.parse().map_err(|_| {
                Error::Program(format!("PULUMI_PARALLEL is not a number: `{text}`"))
            })?),
        };
        Ok(RunInfo {
            project: required("PULUMI_PROJECT")?,
            stack: required("PULUMI_STACK")?,
            organization: var("PULUMI_ORGANIZATION").unwrap_or_default(),
            monitor_address: required("PULUMI_MONITOR")?,
            engine_address: var("PULUMI_ENGINE").filter(|v| !v.is_empty()),
            dry_run: var("PULUMI_DRY_RUN").is_some_and(|v| v == "true"),
            config,
            config_secret_keys,
            parallel,
            root_directory: var("PULUMI_ROOT_DIRECTORY")
                .filter(|v| !v.is_empty())
                .map(PathBuf::from),
        })
    }
}

/// Runs `program` as the stack's program, as a language host starts it (see the module docs),
/// and ends the process with a non-zero code when it fails:
///
/// ```no_run
/// // In `fn main()`:
/// sdkgen_runtime::run(|ctx| async move {
///     ctx.export("greeting", sdkgen_runtime::Output::new("hello".to_owned()));
///     Ok(())
/// });
/// ```
pub fn run<F, Fut>(program: F)
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
    let result = runtime.block_on(async {
        let info = RunInfo::from_env().map_err(|e| Failure {
            message: e.to_string(),
            logged: false,
        })?;
        run_with(info, program).await
    });
    if let Err(failure) = result {
        if !failure.logged {
            eprintln!("error: {}", failure.message);
        }
        std::process::exit(failure.exit_code());
    }
}

/// Connects to the engine named in `info`, runs `program` and waits for everything it started.
/// An error it returns, a panic in it, and a failed registration or invoke all fail the run;
/// each is logged to the engine as an error when there is one.
pub async fn run_with<F, Fut>(info: RunInfo, program: F) -> Result<(), Failure>
where
    F: FnOnce(Context) -> Fut + Send + 'static,
    Fut: Future<Output = Result<(), Error>> + Send + 'static,
{
    let context = Context::connect(info).await.map_err(|e| Failure {
        message: e.to_string(),
        logged: false,
    })?;
    // The program runs as a task of its own so that a panic in it is caught, not fatal.
    let ran = match tokio::spawn(program(context.clone()).boxed()).await {
        Ok(ran) => ran,
        Err(join) if join.is_panic() => Err(Error::Program(format!(
            "the program panicked: {}",
            panic_message(join.into_panic())
        ))),
        Err(join) => Err(Error::Program(format!("the program was cancelled: {join}"))),
    };
    if let Err(e) = ran {
        context.fail(e.to_string());
    }
    // Registrations already started finish either way, so the engine sees them. Finishing
    // resolves the stack's exports, whose transformations (an `Output::map`) may panic too:
    // it runs as a task of its own, and such a panic fails the run with its message.
    let finishing = context.clone();
    let finished = match tokio::spawn(async move { finishing.finish().await }).await {
        Ok(finished) => finished,
        Err(join) if join.is_panic() => {
            context.fail(format!(
                "the program panicked: {}",
                panic_message(join.into_panic())
            ));
            context.finish().await
        }
        Err(join) => Err(Error::Program(format!("the program was cancelled: {join}"))),
    };
    finished.map_err(|e| Failure {
        message: e.to_string(),
        logged: context.logs_to_engine(),
    })
}

/// The message a panic was raised with.
pub(crate) fn panic_message(payload: Box<dyn std::any::Any + Send>) -> String {
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => match payload.downcast::<&'static str>() {
            Ok(message) => (*message).to_owned(),
            Err(_) => "(a panic without a message)".to_owned(),
        },
    }
}
