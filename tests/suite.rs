//! The integration tests, as modules of one test binary: a binary per file linked the library
//! and every dependency again, 22 times (a gigabyte of `target/debug` and most of a rebuild's
//! time). Each module is still a file of its own in `tests/`, sharing `tests/support/`.
//!
//! One module: `cargo test --test suite parity::`; one test: `cargo test --test suite --
//! --exact rust_snapshots::seed_streamcloud`. All tests share one process, whose environment
//! none changes: a test that gives its tools variables passes them to what [`support::run`]
//! runs on its thread ([`support::with_child_env`]).

mod support;

/// `tests/support/random_schema.rs`, where `fuzz/entry.rs` (a module of `property`) finds it:
/// at the crate root, as in the fuzz targets.
#[path = "support/random_schema.rs"]
mod random_schema;

mod cli;
mod cost;
mod csharp_sdk;
mod csharp_snapshots;
mod determinism;
mod diff;
mod diff_names;
mod docs_site;
mod e2e;
mod gen_sdk;
mod generate;
mod go_sdk;
mod go_snapshots;
mod hardening;
mod java_sdk;
mod language_conformance;
mod layering;
mod lint;
mod metadata;
mod names;
mod nodejs_sdk;
mod nodejs_snapshots;
mod parity;
mod property;
mod python_sdk;
mod python_snapshots;
mod rust_fmt;
mod rust_sdk;
mod rust_snapshots;
mod seeds;
mod shape;
mod validate;
mod writer;

/// `support::with_child_env`, which e2e relies on for its `TMPDIR`: the variables reach the
/// commands `support::run` runs on the calling thread while the body runs, and nothing else (not
/// a command that sets the variable itself, not another thread, not the process environment,
/// nothing after the body).
#[test]
fn child_env_reaches_only_this_threads_commands() {
    use std::path::Path;
    use std::process::Command;
    const NAME: &str = "SDKGEN_SUITE_CHILD_ENV_PROBE";
    fn probe() -> String {
        let output = support::run(
            Command::new("sh").args(["-c", &format!("printf %s \"${NAME}\"")]),
            "sh printing the probe variable",
            None,
        )
        .unwrap_or_else(|message| panic!("{message}"));
        support::stdout_text(&output)
    }
    let inside = support::with_child_env(&[(NAME, Path::new("/probe"))], || {
        let own = support::run(
            Command::new("sh")
                .args(["-c", &format!("printf %s \"${NAME}\"")])
                .env(NAME, "own"),
            "sh printing the probe variable",
            None,
        )
        .unwrap_or_else(|message| panic!("{message}"));
        let other_thread = std::thread::spawn(probe).join().expect("the probe thread");
        (
            probe(),
            support::stdout_text(&own),
            other_thread,
            std::env::var_os(NAME),
        )
    });
    assert_eq!(
        inside,
        ("/probe".to_owned(), "own".to_owned(), String::new(), None)
    );
    assert_eq!(probe(), "", "the variable outlived with_child_env");
}
