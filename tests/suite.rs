//! The integration tests, as modules of one test binary: a binary per file linked the library
//! and every dependency again, 22 times (a gigabyte of `target/debug` and most of a rebuild's
//! time). Each module is still a file of its own in `tests/`, sharing `tests/support/`.
//!
//! One module: `cargo test --test suite parity::`; one test: `cargo test --test suite --
//! --exact rust_sdk::conformance_vectors`. All tests share one process: a test that needs
//! process environment variables of its own runs in a child process of this binary
//! ([`support::alone_in_a_process`]) and never changes this process's environment.

mod support;

/// `tests/support/random_schema.rs`, where `fuzz/entry.rs` (a module of `property`) finds it:
/// at the crate root, as in the fuzz targets.
#[path = "support/random_schema.rs"]
mod random_schema;

mod cli;
mod csharp_sdk;
mod csharp_snapshots;
mod diff;
mod docs_site;
mod e2e;
mod generate;
mod go_sdk;
mod go_snapshots;
mod hardening;
mod layering;
mod lint;
mod nodejs_sdk;
mod nodejs_snapshots;
mod parity;
mod property;
mod python_sdk;
mod python_snapshots;
mod rust_sdk;
mod rust_snapshots;
mod seeds;
mod validate;
