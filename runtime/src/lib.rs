//! The runtime of the Rust crates sdkgen generates: what Pulumi's language SDKs are to the
//! other languages' generated packages.
//!
//! - [`Output<T>`]: values produced later, unknown during a preview, secret, with the resources
//!   they depend on;
//! - [`Context`]: a program's connection to the engine's resource monitor: resources (with
//!   every option of [`ResourceOptions`], custom timeouts, providers inherited from the parent),
//!   reads, invokes ([`InvokeOptions`]), methods ([`Context::call`]), configuration and stack
//!   exports, with [`wire`] the engine's value encoding, and [`log`] the program's log, shown
//!   by the CLI;
//! - [`component`]: components of the program's own ([`ComponentResource`]);
//! - [`mod@reference`]: resource references read as resources, through a registry of resource types;
//! - [`stack_reference`]: another stack's outputs ([`StackReference`]);
//! - [`package`]: parameterized packages, registered with the engine as the language host
//!   lists them;
//! - [`asset`]: assets and archives;
//! - [`transform`]: transforms of resources' inputs and options, run as the engine calls them;
//! - [`mocks`]: unit tests of programs without an engine;
//! - [`run()`]: the entry of a program that a language host (`pulumi-language-rust`) runs, with
//!   [`Config`], the project's configuration, and [`functions`], PCL's built-in functions (for
//!   the programs the host converts from PCL);
//! - [`automation`]: runs a Rust closure as a stack's program through the Pulumi CLI, serving
//!   the language runtime protocol in-process ([`language`]).
//!
//! # A program run by `pulumi up`
//!
//! A project whose `Pulumi.yaml` says `runtime: rust` is a Cargo binary whose `main` hands the
//! program to [`run()`]:
//!
//! ```no_run
//! use sdkgen_runtime::{Context, Error, Output};
//!
//! async fn program(ctx: Context) -> Result<(), Error> {
//!     ctx.log().info(format!("deploying {}", ctx.stack()));
//!     ctx.export("greeting", Output::new("hello".to_owned()));
//!     Ok(())
//! }
//!
//! fn main() {
//!     sdkgen_runtime::run(program);
//! }
//! ```
//!
//! The language host builds the binary and starts it with the engine's conventions in the
//! environment, the same variables Pulumi's Go SDK reads (see [`mod@run`]):
//! `PULUMI_MONITOR`, `PULUMI_ENGINE`, `PULUMI_PROJECT`, `PULUMI_STACK`, `PULUMI_ORGANIZATION`,
//! `PULUMI_CONFIG` (JSON object), `PULUMI_CONFIG_SECRET_KEYS` (JSON array), `PULUMI_DRY_RUN`
//! (`true`/`false`), `PULUMI_PARALLEL` and `PULUMI_ROOT_DIRECTORY`. [`run()`] waits for every
//! registration the program started, registers the stack's exports, and exits with code 0 on
//! success. When the program returns an error, panics, or a registration fails, the message is
//! logged to the engine as an error and the process exits with code 32
//! ([`run::LOGGED_ERROR_EXIT_CODE`], as Pulumi's Go, Python and Node.js programs do: the host
//! then reports the failure without printing it again); with no engine to log to, the message
//! goes to standard error and the code is 1.

pub mod asset;
pub mod automation;
mod call;
pub mod component;
pub mod config;
pub mod context;
pub mod functions;
pub mod input;
pub mod language;
pub mod log;
pub mod mocks;
mod options;
pub mod output;
pub mod package;
pub mod reference;
pub mod resource;
pub mod run;
pub mod secret;
pub mod stack_reference;
pub mod transform;
pub mod transport;
pub mod wire;

pub use asset::{Archive, Asset, AssetOrArchive};
pub use call::SELF_ARGUMENT;
pub use component::ComponentResource;
pub use config::{require_pulumi_version, Config};
pub use context::{Context, Inputs, Invoked, Registration, ResourceSpec, RunInfo};
pub use input::{Encode, Encoded, Input};
pub use log::{Log, Severity};
pub use output::{all, Output, OutputData};
pub use reference::{AnyResource, FromReference, ResourceReference};
pub use resource::{
    Alias, AliasSpec, CustomResource, CustomTimeouts, InvokeOptions, ProviderMap, ProviderRef,
    ProviderResource, Resource, ResourceOptions, ResourceRef,
};
pub use run::run;
pub use secret::Secret;
pub use stack_reference::StackReference;

/// What a call to the engine gives: a value, or why it failed.
pub type Result<T> = std::result::Result<T, Error>;

/// Why a program, a call to the engine or a CLI command failed. `Debug` prints the same lines
/// as `Display`, so `fn main() -> Result<(), Error>` shows a failure as readable lines.
pub enum Error {
    /// A gRPC call to the engine failed.
    Rpc(tonic::Status),
    /// The connection to the engine failed.
    Connect(tonic::transport::Error),
    /// The engine answered something unusable, or refused.
    Engine(String),
    /// A value did not match its type.
    Json(serde_json::Error),
    /// Something the program started failed.
    Program(String),
    /// A CLI command failed.
    Command(String),
    /// Reading or writing a file or socket failed.
    Io(std::io::Error),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Rpc(status) => write!(f, "engine call failed: {}", status.message()),
            Error::Connect(e) => write!(f, "cannot connect to the engine: {e}"),
            Error::Engine(message) | Error::Program(message) | Error::Command(message) => {
                f.write_str(message)
            }
            Error::Json(e) => write!(f, "value does not match its type: {e}"),
            Error::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}

impl From<tonic::Status> for Error {
    fn from(status: tonic::Status) -> Error {
        Error::Rpc(status)
    }
}

impl From<tonic::transport::Error> for Error {
    fn from(e: tonic::transport::Error) -> Error {
        Error::Connect(e)
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Error {
        Error::Json(e)
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        Error::Io(e)
    }
}
