//! sdkgen: a schema-first SDK generator for infrastructure-as-code packages.
//!
//! The pipeline, one module per stage:
//! [`load`] (bytes → JSON value with source spans) → [`validate`] (metaschema, typed [`spec`]) →
//! [`bind`] (semantic checks → [`ir`], the model every backend reads) → [`naming`] (each
//! language's spelling of every name). [`workspace`] runs the stages over a set of schema files;
//! [`diagnostics`] locates and renders what they report; [`cli`] is the `sdkgen` command.
//! [`lint`] adds the warnings a maintainer wants before publishing (`sdkgen lint`).
//! [`diff`] compares two versions of a package schema and rates each change (`sdkgen diff`).
//! [`language_host`] builds the Pulumi language host for Rust (`sdkgen language-host`).
//! [`plugin`] asks a provider plugin for its schema (`sdkgen gen-sdk PLUGIN`).

pub mod backends;
pub mod bind;
pub mod cli;
pub mod console;
pub mod diagnostics;
pub mod diff;
pub mod generate;
pub mod graph;
pub mod ir;
pub mod language_host;
pub mod lint;
pub mod load;
pub(crate) mod memo;
pub mod naming;
pub mod output;
pub mod plugin;
pub mod source;
pub mod spec;
pub mod validate;
pub mod vectors;
pub mod workspace;
pub mod write;
