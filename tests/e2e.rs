//! The generated SDKs deploy through the real Pulumi engine.
//!
//! - The engine: the Pulumi CLI built from `github.com/pulumi/pulumi/pkg/v3` at the version
//!   `e2e/engine/go.mod` pins, and the test provider `e2e/provider` (gatewaycloud lookups on a
//!   platform API, confluentcloud resources kept in a directory), both built once into
//!   `target/tmp/e2e/bin/<name>-<key>` (`key`: a hash of their sources and the Go version) and
//!   reused.
//!   The provider is installed into the engine's plugin cache as `confluentcloud` and as
//!   `gatewaycloud` at [`PLUGIN_VERSION`], the version the SDKs are generated with
//!   (`sdkgen generate --package-version`).
//! - The platform API: a mock on loopback, started here, that answers `GET /v2/...` only with
//!   the bearer tokens the programs are expected to send, and records every call.
//! - One program per language (`tests/e2e/{python,nodejs,go,java,rust}`), run through its SDK's
//!   Automation API with an inline program (no language host; Java's is `com.pulumi.automation`
//!   in com.pulumi:pulumi, the JVM running the program in-process), except Rust's: a Pulumi
//!   project (`runtime: rust`) that the test drives with the CLI (`pulumi up`, ...), which runs
//!   it through the language host `pulumi-language-rust` (installed with `sdkgen language-host
//!   install` into `target/tmp/e2e/bin/host`, on the CLI's PATH): providers configured
//!   explicitly and from `PLATFORM_TOKEN`/`PLATFORM_SPAT`, resources passing outputs to each
//!   other, functions in plain and output form, a `get`, secret outputs; then `up`,
//!   `preview`, `refresh`, an `up` that changes a replace-on-change input, `destroy`. The
//!   Python and Rust programs also have a component of their own (children and registered
//!   outputs, one an asset), call the provider's method `terraformConfig`, and after the first
//!   `up` deploy and destroy a second stack, `consumer`, that reads the first's outputs through
//!   a stack reference. Each language has its own local backend
//!   (`file://`) and "cloud" directory under `target/tmp/e2e/run/<lang>/` (the run directory is
//!   removed after a pass and kept for a look when the test fails).
//! - Checks: every step's changes; the outputs; secrets only as ciphertext in the state and
//!   never in plain text in any state file or in the CLI's output; the bearer tokens the mock
//!   saw; the provider configuration the env defaults gave; an empty state and cloud after
//!   `destroy`; nothing left in the program's own TMPDIR (`run/<lang>/tmp`) after `destroy`; and
//!   the state after the first `up` the same in every language once provider IDs, timestamps,
//!   source positions and ciphertexts are normalized: in full between Python and Rust (the
//!   consumer stacks' too), without the component, its child and the two outputs only they
//!   have for the other languages; the component's outputs (the asset with the hash the engine
//!   gave it), the method's result and what the consumer read.
//! - Temporary files: every tool the test runs gets `TMPDIR=target/tmp/e2e/tmp` (emptied when a
//!   run starts), each program its own; the programs keep their Automation API workspace in
//!   their work directory (by default each SDK makes one in the temporary directory for an
//!   inline program and never removes it).
//!
//! `SDKGEN_E2E_OUT=<dir>` writes each language's state after the first `up` to `<dir>/<lang>.json`
//! (`python`, `nodejs`, `go`, `java`, `rust`; the consumer stack's to `<lang>-consumer.json`).
//! The Rust program needs only cargo (and Go for its language host, as for the engine), so it
//! always runs.
//!
//! A second test, [`a_newcomer_deploys_the_guides_program`], deploys the program of
//! `docs/guide.md`'s "A first program" in a directory outside the checkout.
//! Needs Go (the engine), Python, Node.js and npm for their programs, and Java 17 and Maven
//! for Java's (installed with apt-get when missing, see `support::java`); a missing toolchain
//! fails the test unless skipped: `SDKGEN_SKIP_E2E=1` (everything), `SDKGEN_SKIP_PYTHON=1`,
//! `SDKGEN_SKIP_NODEJS=1`, `SDKGEN_SKIP_JAVA=1` (that language); `SDKGEN_SKIP_GO=1` skips
//! everything, since the engine is built with Go. C# is not run yet (there is no C# program, and no `dotnet` here): the test
//! says so.

use crate::support;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde_json::{json, Value};
use support::nodejs::{npm_command, NodeToolchain};
use support::{
    cached_go_build, clip, copy_dir, create_dir, fnv1a, generated_crates_cargo,
    generated_crates_lock, generated_crates_target, go_command, install_language_host, lock,
    remove_dir, remove_other_envs, root, run, say, sync_dir, tree_hash, with_child_env,
};

const SKIP_VAR: &str = "SDKGEN_SKIP_E2E";
const SKIP_PYTHON_VAR: &str = "SDKGEN_SKIP_PYTHON";
const SKIP_NODEJS_VAR: &str = "SDKGEN_SKIP_NODEJS";
const SKIP_GO_VAR: &str = "SDKGEN_SKIP_GO";
const OUT_VAR: &str = "SDKGEN_E2E_OUT";

/// The version of the test provider, and so of the generated SDKs (the real schema has none).
const PLUGIN_VERSION: &str = "2.79.0";
/// The version the CLI reports (what `e2e/engine/go.mod` pins).
const PULUMI_VERSION: &str = "v3.274.1";

// Secrets the programs get; none may appear in plain text in a state file or the CLI output.
const PASSPHRASE: &str = "sdkgen-e2e-passphrase";
const EXPLICIT_TOKEN: &str = "e2e-explicit-token-7c1f";
const PLATFORM_TOKEN: &str = "e2e-personal-token-5b2d";
const PLATFORM_SPAT: &str = "e2e-system-token-9e4a";
const CLOUD_API_SECRET: &str = "e2e-cloud-secret-3a8e";

/// The resources each program creates: the stack, three providers, an environment, a service
/// account, an API key and a topic (the environment read with `get` is not created, and
/// `destroy` discards it from the state rather than deleting it).
const RESOURCES: u64 = 8;

/// What the Python and Rust programs add (see [`Lang::has_features`]): the component `team` and
/// its child `team-account` (resources), its outputs and the method's result (stack outputs).
const FEATURE_RESOURCES: [&str; 2] = ["team", "team-account"];
const FEATURE_OUTPUTS: [&str; 2] = ["teamAccountId", "terraformConfig"];

fn e2e_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("e2e")
}

fn skipped(var: &str) -> bool {
    std::env::var(var).as_deref() == Ok("1")
}

#[derive(Clone, Copy)]
enum Lang {
    Python,
    Nodejs,
    Go,
    Java,
    Rust,
}

impl Lang {
    fn name(self) -> &'static str {
        match self {
            Lang::Python => "python",
            Lang::Nodejs => "nodejs",
            Lang::Go => "go",
            Lang::Java => "java",
            Lang::Rust => "rust",
        }
    }

    /// Whether the program also has a component of its own, a method call, an asset and a
    /// second stack reading the first through a stack reference (Python and Rust; the others
    /// do the rest, and their states are compared without these parts).
    fn has_features(self) -> bool {
        matches!(self, Lang::Python | Lang::Rust)
    }
}

#[test]
fn generated_sdks_deploy_through_the_pulumi_engine() {
    if skipped(SKIP_VAR) || skipped(SKIP_GO_VAR) {
        let var = if skipped(SKIP_VAR) {
            SKIP_VAR
        } else {
            SKIP_GO_VAR
        };
        say(&format!(
            "SKIPPED: e2e ({var}=1): the generated SDKs are NOT deployed through the Pulumi engine"
        ));
        return;
    }
    if let Err(message) = run_all() {
        panic!("{message}");
    }
}

/// A newcomer's path: the program `docs/guide.md` gives ("A first program": the files and steps
/// marked `newcomer-test`), written in a directory outside the checkout (under the system's
/// temporary directory), built and deployed by `pulumi up` through the language host with a
/// local backend, then destroyed. The only help from the test: the engine and the provider
/// installed (the guide's premise), `HOME` in that directory (where the guide's backend goes),
/// and cargo's target directory shared with the other Rust tests (so the runtime's dependencies
/// build once).
#[test]
fn a_newcomer_deploys_the_guides_program() {
    if skipped(SKIP_VAR) || skipped(SKIP_GO_VAR) {
        say("SKIPPED: e2e's newcomer path (SDKGEN_SKIP_E2E=1 or SDKGEN_SKIP_GO=1): the guide's program is NOT deployed");
        return;
    }
    if let Err(message) = newcomer_path() {
        panic!("{message}");
    }
}

/// The blocks of `guide` marked `<!-- newcomer-test: NAME -->` (the fenced block after the
/// marker), by name.
fn newcomer_blocks(guide: &str) -> BTreeMap<String, String> {
    let mut blocks = BTreeMap::new();
    let mut lines = guide.lines();
    while let Some(line) = lines.next() {
        let Some(name) = line
            .trim()
            .strip_prefix("<!-- newcomer-test:")
            .and_then(|rest| rest.strip_suffix("-->"))
        else {
            continue;
        };
        if !lines.next().is_some_and(|fence| fence.starts_with("```")) {
            continue;
        }
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        blocks.insert(name.trim().to_owned(), body.join("\n") + "\n");
    }
    blocks
}

fn newcomer_path() -> Result<(), String> {
    create_dir(&e2e_dir())?;
    let _lock = lock(&e2e_dir().join("lock"), "e2e (the newcomer's path)")?;
    let tmp = e2e_dir().join("newcomer-tmp");
    remove_dir(&tmp)?;
    create_dir(&tmp)?;
    with_child_env(&[("TMPDIR", &tmp)], || {
        let engine = Engine::build()?;
        let guide_path = root().join("docs/guide.md");
        let guide = std::fs::read_to_string(&guide_path)
            .map_err(|e| format!("cannot read {}: {e}", guide_path.display()))?;
        let blocks = newcomer_blocks(&guide);
        let wanted = ["Pulumi.yaml", "Cargo.toml", "src/main.rs", "steps"];
        let missing: Vec<&str> = wanted
            .into_iter()
            .filter(|n| !blocks.contains_key(*n))
            .collect();
        if !missing.is_empty() {
            return Err(format!(
                "docs/guide.md has no block marked `<!-- newcomer-test: NAME -->` for {missing:?}"
            ));
        }
        // Outside the checkout; the same path every run, so cargo finds its last build of the
        // generated crates and the runtime (kept, see below).
        let base = std::env::temp_dir().join(format!(
            "sdkgen-newcomer-{:016x}",
            fnv1a(root().to_string_lossy().as_bytes())
        ));
        if base.starts_with(root()) {
            return Err(format!("{} is inside the checkout", base.display()));
        }
        let project = base.join("infra");
        let home = base.join("home");
        let cloud = base.join("cloud");
        for dir in [&home, &cloud] {
            remove_dir(dir)?;
        }
        create_dir(&home)?;
        create_dir(&cloud.join("resources"))?;
        // The project holds the guide's files and nothing else (no stack settings of a past run).
        remove_dir(&project)?;
        for name in ["Pulumi.yaml", "Cargo.toml", "src/main.rs"] {
            let path = project.join(name);
            create_dir(path.parent().expect("a parent"))?;
            std::fs::write(&path, &blocks[name])
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        std::fs::copy(
            root().join("../shared/corpus/real/confluentcloud-2.79.0.json"),
            base.join("confluentcloud.json"),
        )
        .map_err(|e| format!("cannot copy the schema: {e}"))?;
        let bash = |script: &str| {
            let mut cmd = Command::new("bash");
            cmd.args(["-euo", "pipefail", "-c", script]);
            engine.env(&mut cmd);
            // sdkgen first on the engine's PATH (the CLI, the host, then the machine's).
            let sdkgen = Path::new(env!("CARGO_BIN_EXE_sdkgen"));
            let engine_path = cmd
                .get_envs()
                .find(|(name, _)| *name == "PATH")
                .and_then(|(_, value)| value)
                .map(|value| value.to_owned())
                .unwrap_or_default();
            let dirs = std::iter::once(sdkgen.parent().expect("a directory").to_path_buf())
                .chain(std::env::split_paths(&engine_path));
            cmd.env("PATH", std::env::join_paths(dirs).expect("PATH entries"))
                .env("HOME", &home)
                .env("SDKGEN_E2E_CLOUD", &cloud)
                .env_remove("PULUMI_CONFIG_PASSPHRASE")
                .env_remove("RUSTFLAGS")
                .env("CARGO_TARGET_DIR", generated_crates_target())
                .env("CARGO_PROFILE_DEV_DEBUG", "false")
                .env("CARGO_INCREMENTAL", "0")
                .current_dir(&project);
            cmd
        };
        let _building = generated_crates_lock("e2e (the newcomer's program)")?;
        let started = Instant::now();
        run(
            &mut bash(&blocks["steps"]),
            "the guide's steps (docs/guide.md, \"A first program\")",
            Some(&tmp.join("steps.log")),
        )?;
        let state_path = home.join(".pulumi-state/.pulumi/stacks/infra/dev.json");
        let state = export_of(&read_json(&state_path)?);
        let exports: String = blocks["steps"]
            .lines()
            .filter(|l| l.starts_with("export "))
            .collect::<Vec<_>>()
            .join("\n");
        run(
            &mut bash(&format!("{exports}\npulumi destroy --yes --stack dev")),
            "pulumi destroy of the guide's program",
            Some(&tmp.join("destroy.log")),
        )?;
        say(&format!(
            "e2e: the guide's program built, deployed and destroyed in {:.0}s",
            started.elapsed().as_secs_f64()
        ));
        let problems = newcomer_problems(&state, &cloud);
        // The generated crates and the runtime stay for the next run (cargo then rebuilds
        // nothing of them: `sdkgen` leaves unchanged files as they are).
        for dir in [&project, &home, &cloud] {
            remove_dir(dir)?;
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(format!("the guide's program:\n- {}", problems.join("\n- ")))
        }
    })
}

/// The guide's program left its service account and export, and `destroy` took it away.
fn newcomer_problems(state: &Value, cloud: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    let resources = state["deployment"]["resources"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let account = resources.iter().find(|r| {
        r["type"] == "confluentcloud:index/serviceAccount:ServiceAccount"
            && r["urn"]
                .as_str()
                .is_some_and(|urn| urn.ends_with("::ci-bot"))
    });
    if account.is_none_or(|a| a["outputs"]["displayName"] != "ci-bot") {
        problems.push(format!(
            "no service account `ci-bot` in the state: {account:?}"
        ));
    }
    let stack = resources
        .iter()
        .find(|r| r["type"] == "pulumi:pulumi:Stack");
    let exported = stack
        .and_then(|s| s["outputs"]["accountId"].as_str())
        .unwrap_or_default();
    if !exported.starts_with("sa-") || account.is_none_or(|a| a["id"] != exported) {
        problems.push(format!(
            "the stack should export the account's ID as `accountId`: {stack:?}"
        ));
    }
    let left = support::listing(&cloud.join("resources"));
    if left != "nothing" {
        problems.push(format!("`pulumi destroy` left {left} in the cloud"));
    }
    problems
}

fn run_all() -> Result<(), String> {
    let started = Instant::now();
    create_dir(&e2e_dir())?;
    let _lock = lock(&e2e_dir().join("lock"), "e2e")?;
    // Every tool this test runs (go, pip, npm, tsc, cargo, the CLI) keeps its temporary files
    // under target/tmp/e2e/tmp, emptied at the start of each run, not in the machine's /tmp:
    // `run` gives them that TMPDIR (the suite's tests share one process, so this test leaves the
    // process environment alone). Each program gets a TMPDIR of its own, checked to be empty
    // after `destroy` (see `deploy`).
    let tmp = e2e_dir().join("tmp");
    remove_dir(&tmp)?;
    create_dir(&tmp)?;
    with_child_env(&[("TMPDIR", &tmp)], || run_steps(started))
}

fn run_steps(started: Instant) -> Result<(), String> {
    let engine = Engine::build()?;
    let build_time = started.elapsed().as_secs_f64();

    let run_dir = e2e_dir().join("run");
    let removing_old_runs = set_aside(&run_dir)?;
    let sdks = run_dir.join("sdks");
    let generating = Instant::now();
    generate_sdks(&sdks, "python,nodejs,go,java")?;
    // The Rust crates outside the run directory: `generate` leaves an unchanged crate as it
    // is, so cargo rebuilds the crates only when their code changes.
    generate_sdks(&rust_dir().join("sdks"), "rust")?;
    say(&format!(
        "e2e: generated the SDKs in {:.0}s",
        generating.elapsed().as_secs_f64()
    ));

    let mut langs = Vec::new();
    let mut node = None;
    if skipped(SKIP_PYTHON_VAR) {
        say(&format!(
            "SKIPPED: e2e in Python ({SKIP_PYTHON_VAR}=1): its program does NOT run"
        ));
    } else {
        langs.push(Lang::Python);
    }
    if skipped(SKIP_NODEJS_VAR) {
        say(&format!(
            "SKIPPED: e2e in TypeScript ({SKIP_NODEJS_VAR}=1): its program does NOT run"
        ));
    } else {
        // Held (with its lock) until the end of the test.
        let installing = Instant::now();
        node = Some(support::nodejs::toolchain("e2e", SKIP_NODEJS_VAR)?);
        say(&format!(
            "e2e: the Node.js test toolchain is ready after {:.0}s",
            installing.elapsed().as_secs_f64()
        ));
        langs.push(Lang::Nodejs);
    }
    langs.push(Lang::Go);
    // javac, and com.pulumi:pulumi from Maven Central (unless SDKGEN_SKIP_JAVA=1, said there).
    let java = support::java::toolchain("e2e")?;
    if java.is_some() {
        langs.push(Lang::Java);
    }
    // Cargo is here whenever this test runs.
    langs.push(Lang::Rust);
    // No C# program yet: say so either way, never pass C# silently.
    if which("dotnet").is_none() {
        say("e2e: C# is NOT run: `dotnet` is not on PATH (and there is no C# program yet)");
    } else {
        say("e2e: C# is NOT run: there is no C# program yet (`dotnet` is on PATH)");
    }

    say(&format!(
        "e2e: toolchains ready after {:.0}s",
        started.elapsed().as_secs_f64()
    ));
    let api = MockApi::start()?;
    let mut states: Vec<(Lang, Value, Option<Value>)> = Vec::new();
    let mut failures = Vec::new();
    for lang in langs {
        let lang_started = Instant::now();
        let dir = run_dir.join(lang.name());
        let program = match lang {
            Lang::Python => Program::Driver(python_program(&dir, &sdks)?),
            Lang::Nodejs => Program::Driver(nodejs_program(
                &dir,
                &sdks,
                node.as_ref().expect("toolchain"),
            )?),
            Lang::Go => Program::Driver(go_program(&dir)?),
            Lang::Java => Program::Driver(java_program(&dir, &sdks, java.expect("toolchain"))?),
            Lang::Rust => rust_project(&run_dir)?,
        };
        let setup_time = lang_started.elapsed().as_secs_f64();
        api.calls.lock().unwrap().clear();
        let outcome = deploy(&engine, &api, lang, &dir, program)?;
        let problems = outcome.problems(&api.calls.lock().unwrap());
        failures.extend(problems.iter().map(|p| format!("{}: {p}", lang.name())));
        if let Ok(out) = std::env::var(OUT_VAR) {
            create_dir(Path::new(&out))?;
            let path = Path::new(&out).join(format!("{}.json", lang.name()));
            write_json(&path, &outcome.state_after_up)?;
            if let Some(consumer) = &outcome.consumer_state {
                write_json(
                    &Path::new(&out).join(format!("{}-consumer.json", lang.name())),
                    consumer,
                )?;
            }
        }
        states.push((lang, outcome.state_after_up, outcome.consumer_state));
        say(&format!(
            "e2e: {}: SDKs installed and program built in {setup_time:.0}s; up, preview, \
             refresh, replace and destroy in {:.0}s (logs in {}, kept if the test fails)",
            lang.name(),
            lang_started.elapsed().as_secs_f64() - setup_time,
            dir.display()
        ));
    }

    failures.extend(state_differences(&states));
    say(&format!(
        "e2e: {:.0}s in all ({build_time:.0}s of it building the engine and provider)",
        started.elapsed().as_secs_f64()
    ));
    let _ = removing_old_runs.join();
    if failures.is_empty() {
        // A passing run's programs, installs and logs (200 MB) are of no further use; a failing
        // run keeps them for a look.
        remove_dir(&run_dir)
    } else {
        Err(format!(
            "{} problem(s) deploying the generated SDKs through the Pulumi engine:\n- {}",
            failures.len(),
            failures.join("\n- ")
        ))
    }
}

/// The same program in every language leaves the same stack: each language's state after the
/// first `up` against the first language's, in full between two languages with the
/// [features](Lang::has_features) (and so their consumer stacks too), else without the feature
/// resources and outputs.
fn state_differences(states: &[(Lang, Value, Option<Value>)]) -> Vec<String> {
    let mut differences = Vec::new();
    let Some((first, first_state, first_consumer)) = states.first() else {
        return differences;
    };
    let mut compare = |what: &str, lang: Lang, expected: Value, actual: Value| {
        if actual != expected {
            differences.push(format!(
                "{what} differs between {} and {} (normalized):\n{}",
                first.name(),
                lang.name(),
                json_diff(&expected, &actual)
            ));
        }
    };
    for (lang, state, consumer) in &states[1..] {
        if first.has_features() && lang.has_features() {
            compare(
                "the state after the first `up`",
                *lang,
                normalize(first_state),
                normalize(state),
            );
            if let (Some(expected), Some(actual)) = (first_consumer, consumer) {
                compare(
                    "the consumer stack's state after its `up`",
                    *lang,
                    normalize(expected),
                    normalize(actual),
                );
            }
        } else {
            compare(
                "the state after the first `up` (without the features only some languages have)",
                *lang,
                without_features(&normalize(first_state)),
                without_features(&normalize(state)),
            );
        }
    }
    differences
}

/// A normalized state without the [feature](Lang::has_features) resources (by URN name) and
/// the stack's feature outputs.
fn without_features(state: &Value) -> Value {
    let mut state = state.clone();
    if let Some(Value::Array(resources)) = state["deployment"].get_mut("resources") {
        resources.retain(|resource| {
            let urn = resource["urn"].as_str().unwrap_or_default();
            !FEATURE_RESOURCES
                .iter()
                .any(|name| urn.ends_with(&format!("::{name}")))
        });
        for resource in resources.iter_mut() {
            if resource["type"] == "pulumi:pulumi:Stack" {
                if let Some(outputs) = resource["outputs"].as_object_mut() {
                    FEATURE_OUTPUTS.iter().for_each(|name| {
                        outputs.remove(*name);
                    });
                }
            }
        }
    }
    state
}

// ---------------------------------------------------------------------------------------------
// The engine and the provider

struct Engine {
    /// A directory holding `pulumi` (first on the programs' PATH: the Automation APIs run it).
    cli_dir: PathBuf,
    /// A directory holding the language host `pulumi-language-rust` (next on PATH: the CLI
    /// finds it there for `runtime: rust`).
    host_dir: PathBuf,
    pulumi_home: PathBuf,
}

impl Engine {
    fn build() -> Result<Engine, String> {
        let version = run(
            go_command().args(["env", "GOVERSION"]),
            &format!("go env GOVERSION (is Go installed? {SKIP_VAR}=1 skips the e2e test)"),
            None,
        )?;
        let go_version = String::from_utf8_lossy(&version.stdout).trim().to_string();
        let bin = e2e_dir().join("bin");
        let engine_dir = root().join("e2e/engine");
        // Without the symbol table and DWARF (`-s -w`) the CLI takes 122 MB of target/ instead
        // of 163 MB, and nothing here debugs it.
        let cli_flags = format!(
            "-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version={PULUMI_VERSION}"
        );
        // e2e/engine's own package is empty (tools.go): the CLI is Pulumi's package, built
        // inside that module so that its go.mod and go.sum pin every dependency.
        let cli = cached_go_build(
            &bin,
            "pulumi",
            tree_hash(&[&engine_dir], &format!("{go_version} {cli_flags}"))?,
            &engine_dir,
            "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi",
            &["-ldflags", &cli_flags],
            "e2e (the Pulumi CLI; later runs reuse it)",
        )?;
        let provider_dir = root().join("e2e/provider");
        let provider_flags = format!("-s -w -X main.pluginVersion={PLUGIN_VERSION}");
        let provider = cached_go_build(
            &bin,
            "pulumi-resource-e2e",
            tree_hash(&[&provider_dir], &format!("{go_version} {provider_flags}"))?,
            &provider_dir,
            ".",
            &["-ldflags", &provider_flags],
            "e2e (the test provider)",
        )?;

        // The Automation APIs run `pulumi` from PATH.
        let cli_dir = bin.join("cli");
        create_dir(&cli_dir)?;
        let linked = cli_dir.join("pulumi");
        let _ = std::fs::remove_file(&linked);
        std::os::unix::fs::symlink(&cli, &linked)
            .map_err(|e| format!("cannot link {}: {e}", linked.display()))?;

        // The language host, installed as a user installs it, for the Rust project.
        let host_dir = bin.join("host");
        install_language_host(&host_dir, &format!("{SKIP_VAR}=1 skips the e2e test"))?;

        let engine = Engine {
            cli_dir,
            host_dir,
            pulumi_home: e2e_dir().join("pulumi-home"),
        };
        let version = run(engine.pulumi().arg("version"), "pulumi version", None)?;
        let reported = String::from_utf8_lossy(&version.stdout).trim().to_string();
        if reported != PULUMI_VERSION {
            return Err(format!(
                "the Pulumi CLI built from e2e/engine says {reported}, not {PULUMI_VERSION}"
            ));
        }
        for package in ["confluentcloud", "gatewaycloud"] {
            run(
                engine
                    .pulumi()
                    .args(["plugin", "install", "resource", package, PLUGIN_VERSION])
                    .args(["--reinstall", "--file"])
                    .arg(&provider),
                &format!("installing the test provider as the {package} plugin"),
                None,
            )?;
        }
        Ok(engine)
    }

    /// The environment of every engine process of the test: this CLI first on PATH, the plugin
    /// cache under target/, no update checks, no plugin downloads, no outside configuration.
    fn env(&self, cmd: &mut Command) {
        let path = std::env::var_os("PATH").unwrap_or_default();
        let mut dirs = vec![self.cli_dir.clone(), self.host_dir.clone()];
        dirs.extend(std::env::split_paths(&path));
        cmd.env("PATH", std::env::join_paths(dirs).expect("PATH entries"))
            .env("PULUMI_HOME", &self.pulumi_home)
            .env("PULUMI_SKIP_UPDATE_CHECK", "true")
            .env("PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION", "true")
            .env("PULUMI_CONFIG_PASSPHRASE", PASSPHRASE)
            .env_remove("PULUMI_ACCESS_TOKEN")
            .env_remove("PULUMI_BACKEND_URL")
            .env_remove("PULUMI_CONFIG_PASSPHRASE_FILE")
            .env_remove("PLATFORM_TOKEN")
            .env_remove("PLATFORM_SPAT");
    }

    fn pulumi(&self) -> Command {
        let mut cmd = Command::new(self.cli_dir.join("pulumi"));
        self.env(&mut cmd);
        cmd
    }
}

/// Moves the previous run's directory out of the way and removes it on another thread (joined
/// at the end of the test): tens of thousands of files (node_modules) took over a minute to
/// delete on a busy disk.
fn set_aside(run_dir: &Path) -> Result<std::thread::JoinHandle<()>, String> {
    let parent = run_dir.parent().expect("run directory has a parent");
    if run_dir.exists() {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let aside = parent.join(format!("old-run-{stamp}"));
        std::fs::rename(run_dir, &aside)
            .map_err(|e| format!("cannot move {} aside: {e}", run_dir.display()))?;
    }
    let old: Vec<PathBuf> = std::fs::read_dir(parent)
        .map_err(|e| format!("cannot read {}: {e}", parent.display()))?
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .is_some_and(|name| name.to_string_lossy().starts_with("old-run-"))
        })
        .collect();
    Ok(std::thread::spawn(move || {
        for dir in old {
            let _ = remove_dir(&dir);
        }
    }))
}

fn which(tool: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(tool))
        .find(|candidate| candidate.is_file())
}

/// The SDKs (`langs`) of the seed gatewaycloud and the real confluentcloud, at the provider's
/// version.
fn generate_sdks(out: &Path, langs: &str) -> Result<(), String> {
    run(
        Command::new(env!("CARGO_BIN_EXE_sdkgen"))
            .arg("generate")
            .arg(root().join("schema/gatewaycloud.json"))
            .arg(root().join("../shared/corpus/real/confluentcloud-2.79.0.json"))
            .arg("--out")
            .arg(out)
            .args(["--lang", langs])
            .args(["--package-version", PLUGIN_VERSION]),
        "sdkgen generate of the e2e SDKs",
        None,
    )?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The programs, installed as users install the SDKs

/// Python: a venv of `tests/python/requirements.txt` (the Python SDK tests' pins) under
/// target/tmp/e2e/python/, kept across runs; the generated packages pip-installed into it each run.
fn python_program(dir: &Path, sdks: &Path) -> Result<Command, String> {
    let version = run(
        Command::new("python3").arg("--version"),
        &format!("python3 --version (Python 3.10+ is needed; {SKIP_PYTHON_VAR}=1 skips it)"),
        None,
    )?;
    let version = String::from_utf8_lossy(&version.stdout).trim().to_string();
    let requirements = root().join("tests/python/requirements.txt");
    let pins = std::fs::read(&requirements)
        .map_err(|e| format!("cannot read {}: {e}", requirements.display()))?;
    let key = fnv1a(&[pins.as_slice(), version.as_bytes()].concat());
    let envs = e2e_dir().join("python");
    create_dir(&envs)?;
    let venv = envs.join(format!("venv-{key:016x}"));
    let python = venv.join("bin/python");
    if !venv.join(".complete").is_file() {
        say(&format!(
            "e2e: building the Python venv {} (later runs reuse it)",
            venv.display()
        ));
        remove_dir(&venv)?;
        run(
            Command::new("python3").args(["-m", "venv"]).arg(&venv),
            "python3 -m venv",
            None,
        )?;
        run(
            Command::new(&python)
                .args(["-m", "pip", "install", "--disable-pip-version-check", "-r"])
                .arg(&requirements),
            "pip install -r tests/python/requirements.txt",
            None,
        )?;
        std::fs::write(venv.join(".complete"), &version)
            .map_err(|e| format!("cannot write {}: {e}", venv.display()))?;
    }
    remove_other_envs(&envs, &venv, "venv-")?;
    create_dir(dir)?;
    run(
        Command::new(&python)
            .args([
                "-m",
                "pip",
                "install",
                "--disable-pip-version-check",
                "--no-deps",
            ])
            .args(["--no-build-isolation", "--force-reinstall"])
            .arg(sdks.join("gatewaycloud/python"))
            .arg(sdks.join("confluentcloud/python")),
        "pip install of the generated Python packages",
        Some(&dir.join("pip-install.log")),
    )?;
    let mut cmd = Command::new(&python);
    cmd.arg(root().join("tests/e2e/python/main.py"))
        .env_remove("PYTHONPATH")
        .env_remove("PYTHONHOME")
        .env("PYTHONDONTWRITEBYTECODE", "1");
    Ok(cmd)
}

/// TypeScript: each generated package built (`npm run build`, against the Node.js test
/// toolchain's node_modules: `tests/nodejs_sdk.rs` already proves `npm install && npm run build`
/// of a generated package, and a second install per package costs half a minute) and packed;
/// the program's project installs the tarballs and `@pulumi/pulumi` (the toolchain's version)
/// with npm, as a user does; the program is compiled with the toolchain's tsc and runs on its
/// Node.js 22.
fn nodejs_program(dir: &Path, sdks: &Path, node: &NodeToolchain) -> Result<Command, String> {
    let packages = dir.join("packages");
    let mut dependencies = serde_json::Map::new();
    let runtime = read_json(&node.modules.join("@pulumi/pulumi/package.json"))?;
    dependencies.insert("@pulumi/pulumi".into(), runtime["version"].clone());
    for package in ["gatewaycloud", "confluentcloud"] {
        let source = packages.join(package);
        copy_dir(&sdks.join(package).join("nodejs"), &source)?;
        std::os::unix::fs::symlink(&node.modules, source.join("node_modules"))
            .map_err(|e| format!("cannot link the toolchain into {}: {e}", source.display()))?;
        for (args, step) in [
            (&["run", "build"][..], "npm-run-build"),
            // The package to publish is bin/, as `npm run build` leaves it.
            (
                &["pack", "./bin", "--pack-destination", ".."][..],
                "npm-pack",
            ),
        ] {
            run(
                npm_command(&node.npm_cache).args(args).current_dir(&source),
                &format!("npm {} in the generated {package} package", args.join(" ")),
                Some(&dir.join(format!("{package}-{step}.log"))),
            )?;
        }
        let tarball = format!("pulumi-{package}-{PLUGIN_VERSION}.tgz");
        if !packages.join(&tarball).is_file() {
            return Err(format!(
                "npm pack of {package} left no {tarball} in {}",
                packages.display()
            ));
        }
        dependencies.insert(
            format!("@pulumi/{package}"),
            Value::String(format!("file:packages/{tarball}")),
        );
    }
    write_json(
        &dir.join("package.json"),
        &json!({ "name": "sdkgen-e2e-program", "private": true, "dependencies": dependencies }),
    )?;
    run(
        npm_command(&node.npm_cache)
            .args(["install", "--prefer-offline"])
            .current_dir(dir),
        "npm install in the TypeScript program's project",
        Some(&dir.join("npm-install.log")),
    )?;
    std::fs::copy(root().join("tests/e2e/nodejs/main.ts"), dir.join("main.ts"))
        .map_err(|e| format!("cannot copy main.ts: {e}"))?;
    write_json(
        &dir.join("tsconfig.json"),
        &json!({
            "compilerOptions": {
                "strict": true,
                "noUnusedLocals": true,
                "target": "ES2022",
                "module": "commonjs",
                "outDir": "bin",
                "types": ["node"],
                "typeRoots": [node.modules.join("@types")],
            },
            "files": ["main.ts"],
        }),
    )?;
    run(
        node.tsc().args(["-p", "."]).current_dir(dir),
        "tsc of the TypeScript program",
        Some(&dir.join("tsc.log")),
    )?;
    let mut cmd = node.node();
    cmd.arg(dir.join("bin/main.js"));
    Ok(cmd)
}

/// Go: the program's module (`tests/e2e/go`, its go.sum committed) reaches the generated
/// modules through `replace` directives to `../../sdks/...`.
fn go_program(dir: &Path) -> Result<Command, String> {
    let program = dir.join("program");
    copy_dir(&root().join("tests/e2e/go"), &program)?;
    let binary = dir.join("main");
    run(
        go_command()
            .args(["build", "-o"])
            .arg(&binary)
            .arg(".")
            .current_dir(&program),
        "go build of the Go program",
        Some(&dir.join("go-build.log")),
    )?;
    Ok(Command::new(binary))
}

/// Java: the generated SDKs' sources and the program (`tests/e2e/java`) compiled together by
/// javac against com.pulumi:pulumi at the newest version the tests use (the Automation API is
/// part of it), with each SDK's `version.txt` resource (what its Gradle build writes into the
/// jar), run on the JVM.
fn java_program(
    dir: &Path,
    sdks: &Path,
    toolchain: &support::java::JavaToolchain,
) -> Result<Command, String> {
    let version = support::java::PULUMI_VERSIONS[support::java::PULUMI_VERSIONS.len() - 1];
    let classes = dir.join("classes");
    let job = support::java::Job {
        trees: vec![
            sdks.join("confluentcloud/java"),
            sdks.join("gatewaycloud/java"),
            root().join("tests/e2e/java"),
        ],
        version,
        classes: Some(classes.clone()),
    };
    let compiled = support::java::compile_all(toolchain, &[job], 1)?.remove(0);
    std::fs::write(dir.join("javac.log"), &compiled.text)
        .map_err(|e| format!("cannot write the javac log: {e}"))?;
    if !compiled.ok {
        return Err(format!(
            "javac of the Java program and SDKs failed:\n{}",
            compiled.errors(10)
        ));
    }
    for package in ["confluentcloud", "gatewaycloud"] {
        let resource = classes.join(format!("com/pulumi/{package}/version.txt"));
        create_dir(resource.parent().expect("a package directory"))?;
        std::fs::write(&resource, PLUGIN_VERSION)
            .map_err(|e| format!("cannot write {}: {e}", resource.display()))?;
    }
    let mut cmd = Command::new("java");
    cmd.arg("-cp")
        .arg(format!(
            "{}:{}",
            classes.display(),
            toolchain.classpath(version)
        ))
        .arg("sdkgen.e2e.Program");
    Ok(cmd)
}

/// Where the Rust program and its crates live across runs: `target/tmp/e2e/rust/{program,sdks}`.
fn rust_dir() -> PathBuf {
    e2e_dir().join("rust")
}

/// Rust: a Pulumi project (`tests/e2e/rust`: `Pulumi.yaml` with `runtime: rust`, a crate with
/// its Cargo.lock committed) next to the generated crates (`../sdks/<package>/rust`), on this
/// repository's runtime. The test builds it once with `--locked` into the target directory
/// `tests/rust_sdk.rs` builds the generated crates in, kept across runs
/// (`target/tmp/rust-target`; see `support::generated_crates_cargo`), so that the language
/// host's own `cargo build` (same target directory and settings, see [`Program::Project`])
/// finds it built. Files are only written when they change, so a run with the same code
/// rebuilds nothing.
fn rust_project(run_dir: &Path) -> Result<Program, String> {
    let project = rust_dir().join("program");
    let source = root().join("tests/e2e/rust");
    let runtime = root().join("runtime");
    sync_dir(&source, &project, &|rel, bytes| {
        if rel != "Cargo.toml" {
            return bytes;
        }
        String::from_utf8_lossy(&bytes)
            .replace(
                "\"RUNTIME\"",
                &format!("{:?}", runtime.display().to_string()),
            )
            .into_bytes()
    })?;
    // Shared with tests/rust_sdk.rs's workspace (the runtime and its dependencies build once);
    // earlier runs built into target/tmp/e2e/rust-target, with debug info (1.7 GB).
    remove_dir(&e2e_dir().join("rust-target"))?;
    let _building = generated_crates_lock("e2e (the Rust program's build)")?;
    run(
        generated_crates_cargo()
            .args(["build", "--locked", "--bin", "sdkgen-e2e-program"])
            .current_dir(&project),
        "cargo build of the Rust program",
        Some(&run_dir.join("rust-build.log")),
    )?;
    Ok(Program::Project(project))
}

// ---------------------------------------------------------------------------------------------
// Running a program and what it leaves

struct Outcome {
    /// Whether the program has the [features](Lang::has_features).
    features: bool,
    /// The program's report: each step's changes, and the outputs (secrets revealed).
    report: Value,
    /// The stack after the first `up`, in the shape of `pulumi stack export`.
    state_after_up: Value,
    /// With the features, the consumer stack after its `up`.
    consumer_state: Option<Value>,
    /// The stack after `destroy`.
    final_state: Value,
    /// Every file of the backend (state, history, backups), as text.
    backend_files: Vec<(PathBuf, String)>,
    /// What the program and the CLI printed.
    output: String,
    /// The configurations the gatewaycloud provider received.
    configurations: Vec<Value>,
    /// What is left in the cloud.
    cloud_left: Vec<String>,
    /// What is left in the program's TMPDIR after `destroy` (should be nothing).
    tmp_left: Vec<String>,
}

/// How a language's program runs.
enum Program {
    /// A program that drives its stacks through its SDK's Automation API, writing what each
    /// step did to `report.json` in its work directory.
    Driver(Command),
    /// A Pulumi project that the test drives through the CLI (`drive_project`), which runs it
    /// through its language host.
    Project(PathBuf),
}

fn deploy(
    engine: &Engine,
    api: &MockApi,
    lang: Lang,
    dir: &Path,
    program: Program,
) -> Result<Outcome, String> {
    let backend = dir.join("backend");
    let cloud = dir.join("cloud");
    let work = dir.join("work");
    // The program's own temporary directory: whatever it, its SDK's Automation API, the CLI or
    // the providers leave there is a leak (the Automation APIs' inline workspaces went to /tmp).
    let tmp = dir.join("tmp");
    for d in [&backend, &cloud.join("resources"), &work, &tmp] {
        create_dir(d)?;
    }
    // A resource that exists before the program runs (it `get`s it).
    write_json(
        &cloud.join("resources/env-existing.json"),
        &json!({
            "type": "confluentcloud:index/environment:Environment",
            "inputs": { "displayName": "shared" },
            "outputs": {
                "displayName": "shared",
                "resourceName": "crn://confluent.cloud/organization=e2e/environment=env-existing",
                "streamGovernance": { "package": "ESSENTIALS" },
            },
        }),
    )?;
    let with_env = |cmd: &mut Command| {
        engine.env(cmd);
        cmd.env(
            "PULUMI_BACKEND_URL",
            format!("file://{}", backend.display()),
        )
        .env("SDKGEN_E2E_CLOUD", &cloud)
        .env("SDKGEN_E2E_API", &api.url)
        .env("SDKGEN_E2E_WORK", &work)
        .env("SDKGEN_E2E_EXPLICIT_TOKEN", EXPLICIT_TOKEN)
        .env("SDKGEN_E2E_CLOUD_API_SECRET", CLOUD_API_SECRET)
        .env("PLATFORM_TOKEN", PLATFORM_TOKEN)
        .env("PLATFORM_SPAT", PLATFORM_SPAT)
        .env("TMPDIR", &tmp)
        .current_dir(&work);
    };
    let output = match program {
        Program::Driver(mut program) => {
            with_env(&mut program);
            let output = run(
                &mut program,
                &format!(
                    "the {} program (up, preview, refresh, replace, destroy)",
                    lang.name()
                ),
                Some(&dir.join("program.log")),
            )?;
            format!(
                "{}\n{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            )
        }
        Program::Project(project) => {
            let pulumi = |args: &[&str]| {
                let mut cmd = engine.pulumi();
                with_env(&mut cmd);
                cmd.args(args).current_dir(&project);
                // The host's `cargo build` finds the program built (see `rust_project`).
                cmd.env_remove("RUSTFLAGS")
                    .env("CARGO_TARGET_DIR", generated_crates_target())
                    .env("CARGO_PROFILE_DEV_DEBUG", "false")
                    .env("CARGO_INCREMENTAL", "0");
                cmd
            };
            let _building = generated_crates_lock("e2e (the Rust program's runs)")?;
            drive_project(&pulumi, api, dir, &work)?
        }
    };

    let report = read_json(&work.join("report.json"))?;
    let state_after_up = first_checkpoint(&backend, "dev")?;
    let consumer_state = if lang.has_features() {
        Some(first_checkpoint(&backend, "consumer")?)
    } else {
        None
    };
    let final_state = export_of(&read_json(&backend.join(".pulumi/stacks/e2e/dev.json"))?);
    let mut backend_files = Vec::new();
    collect_files(&backend, &mut backend_files)?;
    let configurations = std::fs::read_to_string(cloud.join("configure.log"))
        .unwrap_or_default()
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .map(|record| record["config"].clone())
        .collect();
    let mut cloud_left: Vec<String> = std::fs::read_dir(cloud.join("resources"))
        .map_err(|e| format!("cannot read the cloud: {e}"))?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    cloud_left.sort();
    let mut tmp_left: Vec<String> = std::fs::read_dir(&tmp)
        .map_err(|e| format!("cannot read {}: {e}", tmp.display()))?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    tmp_left.sort();
    Ok(Outcome {
        features: lang.has_features(),
        report,
        state_after_up,
        consumer_state,
        final_state,
        backend_files,
        output,
        configurations,
        cloud_left,
        tmp_left,
    })
}

/// The stack `stack` of the project `e2e` after its first update, in the shape of `pulumi
/// stack export`.
fn first_checkpoint(backend: &Path, stack: &str) -> Result<Value, String> {
    let history = backend.join(".pulumi/history/e2e").join(stack);
    let mut checkpoints: Vec<PathBuf> = std::fs::read_dir(&history)
        .map_err(|e| format!("cannot read {}: {e}", history.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".checkpoint.json"))
        .collect();
    // Named by the update's start time in nanoseconds: the first is the first `up`'s.
    checkpoints.sort();
    let first = checkpoints
        .first()
        .ok_or_else(|| format!("no checkpoint in {}", history.display()))?;
    Ok(export_of(&read_json(first)?))
}

/// Runs the steps the Automation API programs run, through the CLI (`pulumi`: a command in the
/// project's directory with the test's environment), and writes `report.json` as they do: each
/// step's changes (`pulumi stack history`), the outputs after the first `up`, and the consumer
/// stack's. Returns what the CLI printed, but for the outputs the test reads with their secrets
/// (as the Automation APIs read them); each step's log is `cli-<n>-<step>.log` in `dir`.
fn drive_project(
    pulumi: &dyn Fn(&[&str]) -> Command,
    api: &MockApi,
    dir: &Path,
    work: &Path,
) -> Result<String, String> {
    let printed = std::cell::RefCell::new(String::new());
    let step_count = std::cell::Cell::new(0);
    let step = |args: &[&str], envs: &[(&str, &str)]| -> Result<String, String> {
        step_count.set(step_count.get() + 1);
        let mut cmd = pulumi(args);
        cmd.envs(envs.iter().copied());
        let log = dir.join(format!("cli-{:02}-{}.log", step_count.get(), args[0]));
        let output = run(&mut cmd, &format!("pulumi {}", args.join(" ")), Some(&log))?;
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        if !args.contains(&"--show-secrets") {
            let mut all = printed.borrow_mut();
            all.push_str(&stdout);
            all.push_str(&String::from_utf8_lossy(&output.stderr));
        }
        Ok(stdout)
    };
    let json_of = |text: String, what: &str| -> Result<Value, String> {
        serde_json::from_str(&text)
            .map_err(|e| format!("{what} is not JSON: {e}:\n{}", clip(&text)))
    };
    let changes = |stack: &str| -> Result<Value, String> {
        let history = json_of(
            step(&["stack", "history", "--json", "--stack", stack], &[])?,
            "pulumi stack history --json",
        )?;
        Ok(history[0]["resourceChanges"].clone())
    };
    let outputs = |stack: &str| -> Result<Value, String> {
        let shown = json_of(
            step(
                &[
                    "stack",
                    "output",
                    "--json",
                    "--show-secrets",
                    "--stack",
                    stack,
                ],
                &[],
            )?,
            "pulumi stack output",
        )?;
        let masked = json_of(
            step(&["stack", "output", "--json", "--stack", stack], &[])?,
            "pulumi stack output",
        )?;
        let outputs: serde_json::Map<String, Value> = shown
            .as_object()
            .into_iter()
            .flatten()
            .map(|(name, value)| {
                // `[secret]` where the CLI masks it.
                let secret = masked[name] == "[secret]" && *value != "[secret]";
                (name.clone(), json!({"value": value, "secret": secret}))
            })
            .collect();
        Ok(Value::Object(outputs))
    };
    let update = ["--yes", "--skip-preview", "--stack"];
    let mut report = serde_json::Map::new();
    step(&["stack", "init", "dev"], &[])?;
    step(
        &[
            "config",
            "set",
            "--stack",
            "dev",
            "gatewaycloud:serverUrl",
            &api.url,
        ],
        &[],
    )?;
    step(
        &[
            "config",
            "set",
            "--secret",
            "--stack",
            "dev",
            "gatewaycloud:systemAccountAccessToken",
            EXPLICIT_TOKEN,
        ],
        &[],
    )?;
    step(&[&["up"][..], &update, &["dev"]].concat(), &[])?;
    report.insert("up".into(), changes("dev")?);
    report.insert("outputs".into(), outputs("dev")?);

    step(&["stack", "init", "consumer"], &[])?;
    step(&[&["up"][..], &update, &["consumer"]].concat(), &[])?;
    let consumer_up = changes("consumer")?;
    let consumer_outputs = outputs("consumer")?;
    step(&[&["destroy"][..], &update, &["consumer"]].concat(), &[])?;
    report.insert(
        "consumer".into(),
        json!({"up": consumer_up, "outputs": consumer_outputs, "destroy": changes("consumer")?}),
    );

    let preview = json_of(
        step(&["preview", "--json", "--stack", "dev"], &[])?,
        "pulumi preview --json",
    )?;
    report.insert("preview".into(), preview["changeSummary"].clone());
    step(&[&["refresh"][..], &update, &["dev"]].concat(), &[])?;
    report.insert("refresh".into(), changes("dev")?);
    step(
        &[&["up"][..], &update, &["dev"]].concat(),
        &[("SDKGEN_E2E_TOPIC_NAME", "orders-v2")],
    )?;
    report.insert("replace".into(), changes("dev")?);
    step(&[&["destroy"][..], &update, &["dev"]].concat(), &[])?;
    report.insert("destroy".into(), changes("dev")?);
    write_json(&work.join("report.json"), &Value::Object(report))?;
    Ok(printed.into_inner())
}

/// A checkpoint file (`{"version", "checkpoint": {"latest": deployment}}`) in the shape of
/// `pulumi stack export` (`{"version", "deployment"}`).
fn export_of(checkpoint: &Value) -> Value {
    json!({
        "version": checkpoint["version"],
        "deployment": checkpoint["checkpoint"]["latest"],
    })
}

fn collect_files(dir: &Path, files: &mut Vec<(PathBuf, String)>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_files(&path, files)?;
        } else {
            let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            files.push((path, String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    Ok(())
}

/// How the state marks a secret: this key with this value, beside `ciphertext`.
const SECRET_SIG_KEY: &str = "4dabf18193072939515e22adb298388d";
const SECRET_SIG: &str = "1b47061264138c4ac30d75fd1eb44270";

fn is_ciphertext(value: &Value) -> bool {
    value[SECRET_SIG_KEY] == SECRET_SIG
        && value["ciphertext"].is_string()
        && value.get("plaintext").is_none()
}

/// A step's changes from the report, without zero counts.
fn changes(report: &Value, step: &str) -> BTreeMap<String, u64> {
    report[step]
        .as_object()
        .map(|m| {
            m.iter()
                .map(|(k, v)| (k.clone(), v.as_u64().unwrap_or(0)))
                .filter(|(_, n)| *n > 0)
                .collect()
        })
        .unwrap_or_default()
}

impl Outcome {
    fn problems(&self, calls: &[ApiCall]) -> Vec<String> {
        let mut problems = Vec::new();
        self.step_problems(&mut problems);
        self.output_problems(&mut problems);
        if self.features {
            self.feature_problems(&mut problems);
        }
        self.secret_problems(&mut problems);
        api_problems(calls, &mut problems);
        // The env defaults arrived in the provider's configuration (applied by the SDK: the
        // provider reads no environment variable).
        let from_env = self.configurations.iter().any(|config| {
            config["personalAccessToken"] == PLATFORM_TOKEN
                && config["systemAccountAccessToken"] == PLATFORM_SPAT
        });
        if !from_env {
            problems.push(format!(
                "no gatewaycloud provider was configured with the values of PLATFORM_TOKEN and \
                 PLATFORM_SPAT (its env defaults); {} configurations arrived",
                self.configurations.len()
            ));
        }
        problems
    }

    fn step_problems(&self, problems: &mut Vec<String>) {
        let only = |step: &str, allowed: &[&str], problems: &mut Vec<String>| {
            let found = changes(&self.report, step);
            if found.keys().any(|k| !allowed.contains(&k.as_str())) {
                problems.push(format!(
                    "`{step}` made changes it should not have: {found:?}"
                ));
            }
        };
        let created = if self.features {
            RESOURCES + FEATURE_RESOURCES.len() as u64
        } else {
            RESOURCES
        };
        let up = changes(&self.report, "up");
        if up.get("create") != Some(&created) {
            problems.push(format!(
                "the first `up` should create {created} resources: {up:?}"
            ));
        }
        only("up", &["create"], problems);
        only("preview", &["same"], problems);
        only("refresh", &["same"], problems);
        let replace = changes(&self.report, "replace");
        if replace.get("replace") != Some(&1) {
            problems.push(format!(
                "changing the topic's name (replace-on-change) should replace one resource: \
                 {replace:?}"
            ));
        }
        only("replace", &["replace", "same"], problems);
        let destroy = changes(&self.report, "destroy");
        if destroy.get("delete") != Some(&created) {
            problems.push(format!(
                "`destroy` should delete {created} resources: {destroy:?}"
            ));
        }
        // The resource read with `get` leaves the state without being deleted.
        only("destroy", &["delete", "discard"], problems);
        let left = &self.final_state["deployment"]["resources"];
        if left.as_array().is_some_and(|r| !r.is_empty()) {
            problems.push(format!("the state is not empty after `destroy`: {left}"));
        }
        if !self.tmp_left.is_empty() {
            problems.push(format!(
                "the program left {} entries in its TMPDIR (run/<lang>/tmp) after `destroy`: {}",
                self.tmp_left.len(),
                self.tmp_left.join(", ")
            ));
        }
        if self.cloud_left != ["env-existing.json"] {
            problems.push(format!(
                "after `destroy` the cloud should hold only the environment that was there \
                 before: {:?}",
                self.cloud_left
            ));
        }
    }

    /// The component, the method call, the asset and the stack reference.
    fn feature_problems(&self, problems: &mut Vec<String>) {
        let outputs = &self.report["outputs"];
        let config = &outputs["terraformConfig"];
        if config["value"] != json!({"cloud_api_key": "e2e-cloud-key"}) || config["secret"] != false
        {
            problems.push(format!(
                "output `terraformConfig` (the provider's method) should be its API key under \
                 Terraform's name, not secret; is {config}"
            ));
        }
        let account = outputs["teamAccountId"]["value"]
            .as_str()
            .unwrap_or_default();
        if !account.starts_with("sa-") {
            problems.push(format!(
                "output `teamAccountId` should be the component's service account's ID: {}",
                outputs["teamAccountId"]
            ));
        }
        let team = self.resource_after_up("team");
        let readme = &team["outputs"]["readme"];
        let registered = team["outputs"]["accountId"] == account
            && readme["text"] == "# The team\n"
            && readme["hash"].is_string();
        if team["type"] != "e2e:index:Team" || team["custom"] != false || !registered {
            problems.push(format!(
                "the component `team` should be in the state with its registered outputs (the \
                 account's ID, the asset with its hash): {team}"
            ));
        }
        let child = self.resource_after_up("team-account");
        if child["parent"] != team["urn"] || team["urn"].is_null() {
            problems.push(format!(
                "`team-account` should be a child of `team`: {child}"
            ));
        }
        self.consumer_problems(problems);
    }

    /// The consumer stack read the dev stack's outputs (a secret one as a secret) and went.
    fn consumer_problems(&self, problems: &mut Vec<String>) {
        let consumer = &self.report["consumer"];
        let outputs = &consumer["outputs"];
        if outputs["upstreamKind"] != json!({"value": "ServiceAccount", "secret": false}) {
            problems.push(format!(
                "the consumer stack's `upstreamKind` should be the dev stack's \
                 `serviceAccountKind` through the stack reference; is {}",
                outputs["upstreamKind"]
            ));
        }
        let secret = &outputs["upstreamApiKeySecret"];
        if secret["value"] != self.report["outputs"]["apiKeySecret"]["value"]
            || secret["secret"] != true
        {
            problems.push(
                "the consumer stack's `upstreamApiKeySecret` should be the dev stack's \
                 `apiKeySecret`, still secret"
                    .into(),
            );
        }
        let reference = self
            .consumer_state
            .as_ref()
            .and_then(|state| state["deployment"]["resources"].as_array())
            .and_then(|resources| {
                resources
                    .iter()
                    .find(|r| r["type"] == "pulumi:pulumi:StackReference")
            });
        if reference.is_none_or(|r| r["outputs"]["name"] != "organization/e2e/dev") {
            problems.push(format!(
                "the consumer stack should hold a stack reference to organization/e2e/dev: {reference:?}"
            ));
        }
        for step in ["up", "destroy"] {
            if changes(consumer, step).is_empty() {
                problems.push(format!("the consumer stack's `{step}` changed nothing"));
            }
        }
    }

    /// The resource named `name` in the state after the first `up` (`Null` when missing).
    fn resource_after_up(&self, name: &str) -> Value {
        self.state_after_up["deployment"]["resources"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|r| {
                r["urn"]
                    .as_str()
                    .is_some_and(|urn| urn.ends_with(&format!("::{name}")))
            })
            .cloned()
            .unwrap_or(Value::Null)
    }

    fn output_problems(&self, problems: &mut Vec<String>) {
        let outputs = &self.report["outputs"];
        let expected = [
            ("serviceAccountKind", json!("ServiceAccount")),
            ("existingEnvironmentName", json!("shared")),
            ("egressIps", json!({"us-east-1": ["203.0.113.10"]})),
            ("systemAccountId", json!("sysacc-ci-bot")),
            ("controlPlaneName", json!("production")),
            ("controlPlaneLabels", json!({"env": "prod"})),
        ];
        for (name, value) in expected {
            let output = &outputs[name];
            if output["value"] != value || output["secret"] != false {
                problems.push(format!(
                    "output `{name}` should be {value} (not secret), is {output}"
                ));
            }
        }
        let api_key = &outputs["apiKeySecret"];
        let api_key_secret = api_key["value"].as_str().unwrap_or_default();
        if !api_key_secret.starts_with("apikey-secret-") || api_key["secret"] != true {
            problems
                .push("output `apiKeySecret` should be the API key's secret, marked secret".into());
        }
        let credentials = &outputs["topicCredentials"];
        if credentials["secret"] != true || credentials["value"]["secret"] != api_key_secret {
            problems.push(
                "output `topicCredentials` should be secret and hold the API key's secret".into(),
            );
        }
    }

    fn secret_problems(&self, problems: &mut Vec<String>) {
        let named = |name: &str| self.resource_after_up(name);
        for (resource, section, property) in [
            ("gateway-explicit", "inputs", "systemAccountAccessToken"),
            ("gateway-env", "inputs", "personalAccessToken"),
            ("gateway-env", "inputs", "systemAccountAccessToken"),
            ("gateway-env", "outputs", "systemAccountAccessToken"),
            ("cloud", "inputs", "cloudApiSecret"),
            ("api-key", "outputs", "secret"),
            ("topic", "inputs", "credentials"),
            ("topic", "outputs", "credentials"),
        ] {
            let value = &named(resource)[section][property];
            if !is_ciphertext(value) {
                problems.push(format!(
                    "{resource}'s {section}.{property} should be ciphertext in the state after \
                     the first `up`; it is {}",
                    if value.is_null() { "missing" } else { "not" }
                ));
            }
        }
        let api_key_secret = self.report["outputs"]["apiKeySecret"]["value"]
            .as_str()
            .unwrap_or_default();
        let secrets = [
            ("the explicit platform token", EXPLICIT_TOKEN),
            ("PLATFORM_TOKEN", PLATFORM_TOKEN),
            ("PLATFORM_SPAT", PLATFORM_SPAT),
            ("the cloud API secret", CLOUD_API_SECRET),
            ("the passphrase", PASSPHRASE),
            ("the API key's secret", api_key_secret),
        ];
        for (what, secret) in secrets {
            if secret.is_empty() {
                continue;
            }
            for (path, text) in &self.backend_files {
                if text.contains(secret) {
                    problems.push(format!("{what} is in plain text in {}", path.display()));
                }
            }
            if self.output.contains(secret) {
                problems.push(format!(
                    "{what} is in plain text in the program's or the CLI's output"
                ));
            }
        }
    }
}

/// The platform API saw each lookup, each with the bearer token of the provider it went through.
fn api_problems(calls: &[ApiCall], problems: &mut Vec<String>) {
    let expected_token = |path: &str| match path {
        "/v2/ip-addresses" => Some(EXPLICIT_TOKEN),
        "/v2/system-accounts" | "/v2/control-planes" => Some(PLATFORM_SPAT),
        _ => None,
    };
    for path in [
        "/v2/ip-addresses",
        "/v2/system-accounts",
        "/v2/control-planes",
    ] {
        if !calls.iter().any(|call| call.path == path) {
            problems.push(format!("the platform API saw no call of {path}"));
        }
    }
    for call in calls {
        let expected = expected_token(&call.path).map(|token| format!("Bearer {token}"));
        if expected.as_deref() != Some(call.authorization.as_str()) {
            problems.push(format!(
                "the platform API got {} with `Authorization: {}`, expected {}",
                call.path,
                redact(&call.authorization),
                expected.as_deref().map_or("no such call".into(), redact)
            ));
        }
    }
}

/// A token named in a message by which of the test's tokens it is, never by its value.
fn redact(authorization: &str) -> String {
    for (name, token) in [
        ("EXPLICIT_TOKEN", EXPLICIT_TOKEN),
        ("PLATFORM_TOKEN", PLATFORM_TOKEN),
        ("PLATFORM_SPAT", PLATFORM_SPAT),
    ] {
        if authorization == format!("Bearer {token}") {
            return format!("Bearer <{name}>");
        }
    }
    if authorization.is_empty() {
        "(none)".into()
    } else {
        "(another value)".into()
    }
}

// ---------------------------------------------------------------------------------------------
// Comparing states across languages

/// What may differ between runs of the same program: provider resources' IDs (random UUIDs),
/// times, the language runtime's source positions, ciphertexts (salted), the backend's secrets
/// provider, and the order of resources and of dependency lists (the engine keeps only a
/// topological order).
fn normalize(state: &Value) -> Value {
    fn walk(value: &Value) -> Value {
        match value {
            _ if is_ciphertext(value) => json!("<secret>"),
            Value::Object(map) => {
                let mut out = serde_json::Map::new();
                for (key, inner) in map {
                    let volatile = ["created", "modified", "sourcePosition", "stackTrace"];
                    if volatile.contains(&key.as_str()) {
                        continue;
                    }
                    let mut inner = walk(inner);
                    if key == "dependencies" {
                        sort_strings(&mut inner);
                    }
                    if key == "propertyDependencies" {
                        if let Value::Object(lists) = &mut inner {
                            lists.values_mut().for_each(sort_strings);
                        }
                    }
                    out.insert(key.clone(), inner);
                }
                Value::Object(out)
            }
            Value::Array(items) => Value::Array(items.iter().map(walk).collect()),
            Value::String(text) => Value::String(without_provider_id(text)),
            other => other.clone(),
        }
    }
    let mut state = walk(state);
    if let Some(deployment) = state["deployment"].as_object_mut() {
        deployment.remove("manifest");
        deployment.remove("secrets_providers");
        if let Some(Value::Array(resources)) = deployment.get_mut("resources") {
            resources.sort_by(|a, b| a["urn"].as_str().cmp(&b["urn"].as_str()));
        }
    }
    state
}

fn sort_strings(value: &mut Value) {
    if let Value::Array(items) = value {
        items.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
    }
}

/// A provider resource's ID is a random UUID, also at the end of references to it (`urn::id`).
fn without_provider_id(text: &str) -> String {
    let is_uuid = |s: &str| {
        s.len() == 36
            && s.char_indices().all(|(i, c)| {
                if [8, 13, 18, 23].contains(&i) {
                    c == '-'
                } else {
                    c.is_ascii_hexdigit()
                }
            })
    };
    if is_uuid(text) {
        return "<provider-id>".into();
    }
    match text.rsplit_once("::") {
        Some((urn, id)) if text.starts_with("urn:") && is_uuid(id) => {
            format!("{urn}::<provider-id>")
        }
        _ => text.to_string(),
    }
}

fn json_diff(expected: &Value, actual: &Value) -> String {
    let left = serde_json::to_string_pretty(expected).unwrap_or_default();
    let right = serde_json::to_string_pretty(actual).unwrap_or_default();
    let diff = similar::TextDiff::from_lines(&left, &right);
    clip(
        &diff
            .unified_diff()
            .context_radius(3)
            .header("first language", "this language")
            .to_string(),
    )
}

// ---------------------------------------------------------------------------------------------
// The platform API mock

struct ApiCall {
    path: String,
    authorization: String,
}

struct MockApi {
    url: String,
    calls: Arc<Mutex<Vec<ApiCall>>>,
}

impl MockApi {
    /// Serves on a free loopback port until the test process ends.
    fn start() -> Result<MockApi, String> {
        let listener = TcpListener::bind("127.0.0.1:0")
            .map_err(|e| format!("mock API: cannot listen: {e}"))?;
        let address = listener
            .local_addr()
            .map_err(|e| format!("mock API: {e}"))?;
        let calls = Arc::new(Mutex::new(Vec::new()));
        let recorded = Arc::clone(&calls);
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let recorded = Arc::clone(&recorded);
                std::thread::spawn(move || {
                    let _ = serve(stream, &recorded);
                });
            }
        });
        Ok(MockApi {
            url: format!("http://{address}"),
            calls,
        })
    }
}

/// One request per connection (`Connection: close`); only the tokens the programs configure are
/// accepted (401 otherwise).
fn serve(stream: TcpStream, calls: &Mutex<Vec<ApiCall>>) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    reader.read_line(&mut request_line)?;
    let mut authorization = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line.trim().is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("authorization") {
                authorization = value.trim().to_string();
            }
        }
    }
    let target = request_line.split_whitespace().nth(1).unwrap_or("/");
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let query: BTreeMap<String, String> = query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (percent_decode(key), percent_decode(value))
        })
        .collect();
    let name_filter = query.get("filter[name][eq]").cloned().unwrap_or_default();
    let accepted = [
        format!("Bearer {EXPLICIT_TOKEN}"),
        format!("Bearer {PLATFORM_SPAT}"),
    ];
    let (status, body) = if !request_line.starts_with("GET ") {
        ("405 Method Not Allowed", json!({ "message": "only GET" }))
    } else if !accepted.contains(&authorization) {
        ("401 Unauthorized", json!({ "message": "unknown token" }))
    } else {
        match path {
            "/v2/ip-addresses" => (
                "200 OK",
                json!({
                    "id": "ip-addresses",
                    "egressIps": { "us-east-1": ["203.0.113.10"] },
                    "ingressIps": { "us-east-1": ["203.0.113.20"] },
                    "regions": { "us": { "us-east-1": ["203.0.113.10"] } },
                    "updateDate": "2026-11-01-00-00-00",
                }),
            ),
            "/v2/system-accounts" => (
                "200 OK",
                json!({
                    "id": format!("sysacc-{name_filter}"),
                    "description": "deploys from CI",
                    "createdAt": "2026-01-01T00:00:00Z",
                }),
            ),
            "/v2/control-planes" => (
                "200 OK",
                json!({
                    "id": "cp-0001",
                    "name": name_filter,
                    "description": "the production control plane",
                    "labels": { "env": "prod" },
                    "config": {},
                }),
            ),
            _ => ("404 Not Found", json!({ "message": format!("no {path}") })),
        }
    };
    calls.lock().unwrap().push(ApiCall {
        path: path.to_string(),
        authorization,
    });
    let body = body.to_string();
    let mut stream = stream;
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len()
    )?;
    stream.flush()
}

/// `%XX` escapes and `+` of a query string.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| bytes.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok());
        match (escaped, bytes[i]) {
            (Some(byte), _) => {
                out.push(byte);
                i += 3;
                continue;
            }
            (None, b'+') => out.push(b' '),
            (None, byte) => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

// ---------------------------------------------------------------------------------------------
// Files

fn read_json(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{} is not JSON: {e}", path.display()))
}

fn write_json(path: &Path, value: &Value) -> Result<(), String> {
    let text = serde_json::to_string_pretty(value).expect("JSON");
    std::fs::write(path, text + "\n").map_err(|e| format!("cannot write {}: {e}", path.display()))
}
