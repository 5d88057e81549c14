//! Pulumi's language conformance suite (`pulumi-test-language`, in
//! `github.com/pulumi/pulumi/pkg/v3` at the version `conformance/language/go.mod` pins) against
//! `pulumi-language-rust`, the language host sdkgen builds.
//!
//! The host is installed as a user installs it (`sdkgen language-host install --dir …`, under
//! `target/tmp/language-conformance/bin/`); the suite's driver is a Go test
//! (`conformance/language/language_test.go`), built once per change of its sources into the
//! same directory, which prepares the suite against the host and runs each test. Every Rust
//! program the tests build shares one cargo target directory
//! (`target/tmp/language-conformance/cargo`), so the runtime's dependencies build once.
//!
//! Which tests run: the list in `conformance/language/ci-tests.txt` (a fixed, representative
//! part that fits CI's time), or every test with `SDKGEN_CONFORMANCE=all`, or those named in
//! `SDKGEN_CONFORMANCE=name,name`. A test not passing must be listed, with its reason, in
//! `conformance/language/expected-failures.txt`; a listed test that passes fails the run too.
//! `PULUMI_ACCEPT=1` rewrites the generated-code snapshots (`conformance/language/testdata/`).
//! Needs Go (`SDKGEN_SKIP_GO=1` or `SDKGEN_SKIP_CONFORMANCE=1` skips it, and says so).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::support::{
    cached_go_binary, check, create_dir, fnv1a, go_command, install_language_host, root, run, say,
    tree_files,
};

const SKIP_VAR: &str = "SDKGEN_SKIP_CONFORMANCE";
const SKIP_GO_VAR: &str = "SDKGEN_SKIP_GO";

fn work_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("language-conformance")
}

fn driver_dir() -> PathBuf {
    root().join("conformance/language")
}

/// Whether a skip variable says to skip these tests (printed when it does).
fn skipped(what: &str) -> bool {
    for var in [SKIP_VAR, SKIP_GO_VAR] {
        if std::env::var(var).as_deref() == Ok("1") {
            say(&format!(
                "SKIPPED: language_conformance ({var}=1): {what} NOT run"
            ));
            return true;
        }
    }
    false
}

#[test]
fn pulumi_language_conformance_suite() {
    if skipped("Pulumi's conformance suite is") {
        return;
    }
    if let Err(message) = run_suite() {
        panic!("{message}");
    }
}

/// The Go modules of the host and of the suite's driver are gofmt-clean and vet-clean, and the
/// host's unit tests pass.
#[test]
fn language_host_go_checks() {
    if skipped("the language host's Go checks are") {
        return;
    }
    for dir in [root().join("pulumi-language-rust"), driver_dir()] {
        let listed = run(
            Command::new("gofmt").args(["-l", "."]).current_dir(&dir),
            "gofmt -l",
            None,
        )
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_owned());
        match listed {
            Ok(files) => assert!(
                files.is_empty(),
                "gofmt would change, in {}:\n{files}",
                dir.display()
            ),
            Err(message) => panic!("{message}"),
        }
        check(run(
            go_command().args(["vet", "./..."]).current_dir(&dir),
            "go vet",
            None,
        ));
    }
    let host = root().join("pulumi-language-rust");
    check(run(
        go_command().args(["test", "./..."]).current_dir(&host),
        "go test (the host)",
        None,
    ));
}

fn run_suite() -> Result<(), String> {
    let started = Instant::now();
    let work = work_dir();
    let bin = work.join("bin");
    create_dir(&bin)?;
    let _lock = crate::support::lock(&work.join("lock"), "language_conformance")?;
    let host = install_language_host(&bin, "SDKGEN_SKIP_CONFORMANCE=1 skips this test")?;
    let driver = build_driver(&bin)?;
    let selection = match std::env::var("SDKGEN_CONFORMANCE") {
        Ok(value) if !value.is_empty() => value,
        _ => driver_dir().join("ci-tests.txt").display().to_string(),
    };
    let report = work.join("report");
    create_dir(&report)?;
    let _ = std::fs::remove_file(report.join("table.txt"));
    let mut cmd = Command::new(&driver);
    cmd.args([
        "-test.run",
        "^TestLanguage$",
        "-test.count",
        "1",
        "-test.timeout",
        "120m",
    ])
    .current_dir(driver_dir())
    .env("SDKGEN", env!("CARGO_BIN_EXE_sdkgen"))
    .env("SDKGEN_LANGUAGE_HOST", &host)
    .env("SDKGEN_CONFORMANCE_WORK", work.join("work"))
    .env("SDKGEN_CONFORMANCE_TESTS", &selection)
    .env("SDKGEN_CONFORMANCE_REPORT", &report)
    // One target directory for every program, without debug info or incremental state: the
    // programs are built to run once, and the runtime's dependencies build once for all.
    .env("CARGO_TARGET_DIR", work.join("cargo"))
    .env("CARGO_PROFILE_DEV_DEBUG", "false")
    .env("CARGO_INCREMENTAL", "0")
    .env_remove("RUSTFLAGS");
    let outcome = run(
        &mut cmd,
        "the conformance suite",
        Some(&work.join("suite.log")),
    );
    let table = std::fs::read_to_string(report.join("table.txt")).unwrap_or_default();
    say(&format!(
        "language_conformance ({selection}) in {:.0}s:{table}",
        started.elapsed().as_secs_f64()
    ));
    outcome.map(|_| ())
}

/// The driver's test binary (`go test -c`), rebuilt when its Go sources change.
fn build_driver(bin: &Path) -> Result<PathBuf, String> {
    let version = run(
        go_command().args(["env", "GOVERSION"]),
        "go env GOVERSION",
        None,
    )?;
    let mut key = String::from_utf8_lossy(&version.stdout).trim().to_owned();
    for (rel, bytes) in tree_files(&driver_dir())? {
        let source = rel == "go.mod" || rel == "go.sum" || rel.ends_with(".go");
        if source && !rel.contains('/') {
            key.push_str(&format!("{rel}:{:016x};", fnv1a(&bytes)));
        }
    }
    cached_go_binary(
        bin,
        "conformance.test",
        fnv1a(key.as_bytes()),
        &driver_dir(),
        &["test", "-c"],
        ".",
        &[],
        "language_conformance (the suite's driver; later runs reuse it)",
    )
}
