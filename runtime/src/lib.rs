//! The runtime of the Rust crates sdkgen generates: what Pulumi's language SDKs are to the
//! other languages' generated packages.
//!
//! - [`Output<T>`]: values produced later, unknown during a preview, secret, with the resources
//!   they depend on;
//! - [`Context`]: a program's connection to the engine's resource monitor (resources, reads,
//!   invokes, configuration, stack exports), with [`wire`] the engine's value encoding;
//! - [`automation`]: runs a Rust closure as a stack's program through the Pulumi CLI, serving
//!   the language runtime protocol in-process ([`language`]);
//! - [`run`]: the entry point of a program that `pulumi-language-rust` runs (`runtime: rust`),
//!   with [`Config`], the project's configuration.

pub mod automation;
pub mod context;
pub mod functions;
pub mod language;
pub mod output;
pub mod program;
pub mod resource;
pub mod secret;
pub mod wire;

pub use context::{Context, Inputs, Registration, ResourceSpec, RunInfo};
pub use output::{all, Output, OutputData};
pub use program::{require_pulumi_version, run, Config};
pub use resource::{
    Alias, CustomResource, InvokeOptions, ProviderRef, ProviderResource, Resource, ResourceOptions,
    ResourceRef,
};
pub use secret::Secret;

/// Why a program, a call to the engine or a CLI command failed.
#[derive(Debug)]
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
