//! The generated Node.js SDKs in real toolchains: `npm install` and `npm run build` (what a user
//! of the package runs), `tsc --strict --noEmit`, a program under Pulumi mocks, and API
//! compatibility with the published `@pulumi/github` package:
//! - `api_surface_self_test`: tests/nodejs/test_api_surface.js, the comparer's own tests;
//! - `seed_packages_build_and_typecheck`: both seeds install, build and pass `tsc --strict`;
//! - `seed_packages_under_pulumi_mocks`: tests/nodejs/mocks/ compiled against the built seeds
//!   (`output_only.ts` must fail exactly where it says `@ts-expect-error`) and run;
//! - `conformance_vectors`: `sdkgen vectors` of both seeds through the built packages under
//!   mocks (tests/nodejs/mocks/vectors.ts, same build): each function's invoke arguments are
//!   exactly the vectors' wire values; a corrupted copy must fail;
//! - `every_valid_corpus_schema_typechecks`: the packages generated from every schema of the
//!   corpus that validates, and from tests/fixtures/adversarial.json, pass `tsc --strict` (one
//!   program over all of them, against the toolchain's `@pulumi/pulumi`);
//! - `published_github_package_api`: the package generated from the corpus' github-6.15.0.json
//!   builds, passes `tsc --strict`, has every API fact of the published one
//!   (`api_surface.js compare`) and every value its declarations export at run time.
//!
//! All tests share one toolchain, built on first use:
//! - `target/tmp/nodejs/env-<key>/node_modules`: `tests/nodejs/package.json` installed with
//!   `npm ci` from its lock file (TypeScript, `@pulumi/pulumi`, `@types/node`); `<key>` is a hash
//!   of both files and the Node version, so a change of any of them builds a new one and every
//!   other run reuses it. Its `tsc` type-checks, its `typescript` is the compiler API
//!   `tests/nodejs/api_surface.js` reads declarations with;
//! - `target/tmp/nodejs/npm-cache/`: npm's cache for every npm command of the tests, so later
//!   runs install from it (`--prefer-offline`);
//! - `target/tmp/nodejs/reference/`: the published `@pulumi/github@6.15.0`, fetched once with
//!   `npm pack` and unpacked;
//! - the packages under test, each generated (or copied from `generated/<seed>/nodejs`, once
//!   committed), installed and built once per run in `target/tmp/nodejs/run/` (left after the
//!   run for inspection, with every command's full output in `run/logs/`, wiped at the start
//!   of the next run).
//!
//! A run holds a file lock on `target/tmp/nodejs/lock` from its first use of the toolchain
//! until its process exits; a concurrent run waits.
//!
//! Needs `node` (>= 20), `npm` and `tar` on PATH and the npm registry. Without them the tests fail,
//! unless `SDKGEN_SKIP_NODEJS=1` is set: then they pass and say loudly that they were skipped.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;
use std::time::Instant;

use support::nodejs::{nodejs_dir, npm_command, pack_and_unpack, NodeToolchain};
use support::{
    check, copy_dir, copy_dir_except, create_dir, generate_corpus_schema, listing, remove_dir,
    root, run, say, valid_corpus_schemas,
};

const SKIP_VAR: &str = "SDKGEN_SKIP_NODEJS";
/// The seed packages (schema/<seed>.json, generated/<seed>/nodejs).
const SEEDS: [&str; 2] = ["streamcloud", "gatewaycloud"];
/// The seed whose own `node_modules/@pulumi/pulumi` is the one Pulumi runtime of the mocks
/// program (the other seeds are copied in beside it and resolve that one too).
const MOCKS_RUNTIME_FROM: &str = "gatewaycloud";
/// The corpus schema whose generated package must have the published package's API.
const REFERENCE_SCHEMA: &str = "github-6.15.0.json";
const REFERENCE_NAME: &str = "github";
const REFERENCE_PACKAGE: &str = "@pulumi/github@6.15.0";
// ---------------------------------------------------------------------------------------------
// The shared toolchain

struct NodeEnv {
    /// The toolchain (its node and tsc).
    toolchain: &'static NodeToolchain,
    /// This run's scratch directory.
    run: PathBuf,
    /// The seed packages (same order as SEEDS), installed and built on first request.
    seeds: [OnceLock<Result<PathBuf, String>>; 2],
    /// The mocks program (tests/nodejs/mocks), set up and compiled on first request.
    mocks: OnceLock<Result<PathBuf, String>>,
}

impl NodeEnv {
    /// The toolchain, built on first use; None (after saying so) when skipped by the user.
    fn get() -> Option<&'static NodeEnv> {
        if std::env::var(SKIP_VAR).as_deref() == Ok("1") {
            say(&format!("SKIPPED: Node.js SDK tests ({SKIP_VAR}=1)"));
            return None;
        }
        static ENV: OnceLock<Result<NodeEnv, String>> = OnceLock::new();
        match ENV.get_or_init(NodeEnv::build) {
            Ok(env) => Some(env),
            Err(message) => panic!("the Node.js test toolchain cannot be set up:\n{message}"),
        }
    }

    fn build() -> Result<NodeEnv, String> {
        let toolchain = support::nodejs::toolchain("nodejs_sdk", SKIP_VAR)?;
        let dir = nodejs_dir();
        let run_dir = dir.join("run");
        remove_dir(&run_dir)?;
        create_dir(&run_dir.join("logs"))?;
        Ok(NodeEnv {
            toolchain,
            run: run_dir,
            seeds: [OnceLock::new(), OnceLock::new()],
            mocks: OnceLock::new(),
        })
    }

    fn log(&self, name: &str) -> PathBuf {
        self.run.join("logs").join(format!("{name}.log"))
    }

    fn npm(&self) -> Command {
        npm_command(&self.toolchain.npm_cache)
    }

    /// `node` with the toolchain's node_modules on NODE_PATH (for the scripts in tests/nodejs).
    fn node(&self) -> Command {
        let mut cmd = self.toolchain.node();
        cmd.env("NODE_PATH", &self.toolchain.modules)
            .current_dir(&self.run);
        cmd
    }

    /// The toolchain's TypeScript compiler.
    fn tsc(&self) -> Command {
        self.toolchain.tsc()
    }

    /// `sdkgen generate SCHEMA --out OUT --lang nodejs`, with the real binary; the package root.
    fn generate(&self, schema: &Path, name: &str) -> Result<PathBuf, String> {
        let out = self.run.join("generated").join(name);
        timed(
            Command::new(env!("CARGO_BIN_EXE_sdkgen"))
                .arg("generate")
                .arg(schema)
                .arg("--out")
                .arg(&out)
                .args(["--lang", "nodejs"])
                .current_dir(root()),
            &format!("sdkgen generate {} --lang nodejs", schema.display()),
            &self.log(&format!("{name}-generate")),
        )?;
        Ok(out.join(name).join("nodejs"))
    }

    /// Copies the package root `source` to scratch (without any node_modules or build output
    /// found there), then runs what a user of the package runs: `npm install`, `npm run build`.
    /// Returns the built package's source root; [`published`] is the package it publishes.
    fn install_and_build(&self, source: &Path, name: &str) -> Result<PathBuf, String> {
        let dir = self.run.join("packages").join(name);
        remove_dir(&dir)?;
        copy_dir_except(source, &dir, &["node_modules", "bin"])?;
        if !dir.join("package.json").is_file() {
            return Err(format!(
                "{name}: {} is not an npm package root (no package.json); it holds: {}",
                source.display(),
                listing(source)
            ));
        }
        timed(
            self.npm()
                .args(["install", "--no-audit", "--no-fund", "--prefer-offline"])
                .current_dir(&dir),
            &format!("npm install in the generated {name} package"),
            &self.log(&format!("{name}-npm-install")),
        )?;
        timed(
            self.npm().args(["run", "build"]).current_dir(&dir),
            &format!("npm run build of the generated {name} package"),
            &self.log(&format!("{name}-npm-run-build")),
        )?;
        // The publishable package: `bin/`, with package.json and the compiled index.
        for file in ["package.json", "index.js", "index.d.ts"] {
            if !published(&dir).join(file).is_file() {
                return Err(format!(
                    "{name}: `npm run build` left no bin/{file} (bin/ holds: {})",
                    listing(&published(&dir))
                ));
            }
        }
        Ok(dir)
    }

    /// A seed package, installed and built (once per run).
    fn seed(&self, seed: &str) -> &Path {
        let index = SEEDS.iter().position(|s| *s == seed).expect("a seed");
        let built = self.seeds[index].get_or_init(|| {
            let committed = root().join(format!("generated/{seed}/nodejs"));
            let source = if committed.join("package.json").is_file() {
                committed
            } else {
                say(&format!(
                    "nodejs_sdk: generated/{seed}/nodejs not committed yet; generating it into \
                     {}",
                    self.run.join("generated").display()
                ));
                self.generate(&root().join(format!("schema/{seed}.json")), seed)?
            };
            self.install_and_build(&source, seed)
        });
        match built {
            Ok(dir) => dir,
            Err(message) => panic!("the {seed} package cannot be built:\n{message}"),
        }
    }

    /// `tsc --strict --noEmit -p .` in a built package (its own tsconfig.json, made strict).
    fn typecheck(&self, dir: &Path, name: &str) -> Result<Output, String> {
        timed(
            self.tsc()
                .args(["--strict", "--noEmit", "-p", "."])
                .current_dir(dir),
            &format!(
                "tsc --strict --noEmit on the generated {name} package (0 errors required; \
                 toolchain tsc, node {})",
                self.toolchain.node_version
            ),
            &self.log(&format!("{name}-tsc-strict")),
        )
    }

    /// The mocks programs of tests/nodejs/mocks (seed_mocks.ts, output_only.ts, vectors.ts),
    /// set up in scratch against the built seed packages and compiled with the toolchain's tsc
    /// once per run (output_only.ts's `@ts-expect-error` lines must each be an error); the
    /// program directory, whose `bin/` holds the compiled programs.
    fn mocks_program(&self) -> &Path {
        let built = self.mocks.get_or_init(|| self.build_mocks_program());
        match built {
            Ok(dir) => dir,
            Err(message) => panic!("the mocks program cannot be built:\n{message}"),
        }
    }

    fn build_mocks_program(&self) -> Result<PathBuf, String> {
        let mocks = root().join("tests/nodejs/mocks");
        if !(mocks.join("tsconfig.json").is_file() && mocks.join("seed_mocks.ts").is_file()) {
            return Err(format!(
                "the mocks program {} (tsconfig.json, seed_mocks.ts, output_only.ts, vectors.ts) \
                 is missing",
                mocks.display()
            ));
        }
        let program = self.run.join("mocks");
        let modules = program.join("node_modules");
        remove_dir(&program)?;
        copy_dir(&mocks, &program)?;
        // One compilation for every program here: tsconfig.json's `files`, and any .ts file
        // beside it that the list leaves out.
        let tsconfig = program.join("tsconfig.json");
        let mut config: serde_json::Value = std::fs::read_to_string(&tsconfig)
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok())
            .ok_or_else(|| {
                format!(
                    "{} is not readable JSON",
                    mocks.join("tsconfig.json").display()
                )
            })?;
        let Some(files) = config.get_mut("files").and_then(|f| f.as_array_mut()) else {
            return Err(format!(
                "{} has no `files` list",
                mocks.join("tsconfig.json").display()
            ));
        };
        let mut sources: Vec<String> = std::fs::read_dir(&mocks)
            .map_err(|e| format!("cannot read {}: {e}", mocks.display()))?
            .flatten()
            .filter_map(|entry| entry.file_name().to_str().map(str::to_string))
            .filter(|name| name.ends_with(".ts") && !name.ends_with(".d.ts"))
            .collect();
        sources.sort();
        for source in sources {
            if !files.iter().any(|f| f.as_str() == Some(source.as_str())) {
                files.push(serde_json::Value::String(source));
            }
        }
        std::fs::write(
            &tsconfig,
            serde_json::to_string_pretty(&config).unwrap_or_default(),
        )
        .map_err(|e| format!("cannot write {}: {e}", tsconfig.display()))?;
        // The program sees the packages as a user's project does after `npm install`: each
        // under node_modules/@pulumi/, sharing ONE @pulumi/pulumi (two copies of the runtime
        // would not share the mocks, and tsc would see two unrelated sets of Pulumi types).
        // Node and tsc resolve symlinks to real paths, so the runtime is the one inside the
        // linked package's own node_modules; the other seeds are copied in without their
        // node_modules, so that they resolve that same runtime.
        let primary = self.seed(MOCKS_RUNTIME_FROM);
        let runtime = primary.join("node_modules/@pulumi/pulumi");
        if !runtime.join("package.json").is_file() {
            return Err(format!(
                "{} has no @pulumi/pulumi after npm install (is it a dependency in its \
                 package.json?)",
                primary.display()
            ));
        }
        symlink(
            &published(primary),
            &modules.join("@pulumi").join(MOCKS_RUNTIME_FROM),
        )?;
        symlink(&runtime, &modules.join("@pulumi/pulumi"))?;
        for seed in SEEDS.iter().filter(|seed| **seed != MOCKS_RUNTIME_FROM) {
            let built = self.seed(seed);
            copy_dir_except(
                &published(built),
                &modules.join("@pulumi").join(seed),
                &["node_modules"],
            )?;
        }
        symlink(
            &self.toolchain.modules.join("@types/node"),
            &modules.join("@types/node"),
        )?;
        timed(
            self.tsc().args(["-p", "."]).current_dir(&program),
            "tsc -p . on tests/nodejs/mocks (strict; output_only.ts's @ts-expect-error lines \
             must each be an error)",
            &self.log("mocks-tsc"),
        )?;
        for name in ["seed_mocks.js", "vectors.js"] {
            if !program.join("bin").join(name).is_file() {
                return Err(format!(
                    "tsc -p . in {} emitted no bin/{name} (outDir of \
                     tests/nodejs/mocks/tsconfig.json?); it emitted: {}",
                    program.display(),
                    listing(&program.join("bin"))
                ));
            }
        }
        Ok(program)
    }

    /// The published reference package, unpacked (downloaded once, kept across runs).
    fn reference_package(&self) -> Result<PathBuf, String> {
        let cache = nodejs_dir()
            .join("reference")
            .join(REFERENCE_PACKAGE.replace(['/', '@'], "_"));
        let unpacked = cache.join("package");
        if cache.join(".complete").is_file() && unpacked.join("package.json").is_file() {
            return Ok(unpacked);
        }
        remove_dir(&cache)?;
        create_dir(&cache)?;
        pack_and_unpack(
            &self.toolchain.npm_cache,
            REFERENCE_PACKAGE.as_ref(),
            &cache,
            Some(&self.log("reference-npm-pack")),
        )?;
        std::fs::write(cache.join(".complete"), REFERENCE_PACKAGE)
            .map_err(|e| format!("cannot write {}: {e}", cache.display()))?;
        Ok(unpacked)
    }
}

/// `run`, always logged, with the time it took in the test's output.
fn timed(cmd: &mut Command, what: &str, log: &Path) -> Result<Output, String> {
    let start = Instant::now();
    let result = run(cmd, what, Some(log));
    println!(
        "nodejs_sdk: {what}: {:.1}s{}",
        start.elapsed().as_secs_f64(),
        if result.is_ok() { "" } else { " (failed)" }
    );
    result
}

/// The package a built package root publishes (`npm pack ./bin`), as Pulumi's providers
/// publish theirs: the compiled modules at its root, so that deep imports resolve.
fn published(dir: &Path) -> PathBuf {
    dir.join("bin")
}

fn symlink(target: &Path, link: &Path) -> Result<(), String> {
    if let Some(parent) = link.parent() {
        create_dir(parent)?;
    }
    std::os::unix::fs::symlink(target, link).map_err(|e| {
        format!(
            "cannot link {} to {}: {e}",
            link.display(),
            target.display()
        )
    })
}

// ---------------------------------------------------------------------------------------------
// The tests

#[test]
fn api_surface_self_test() {
    // The comparison tool must itself be right before its verdict on the generated package
    // means anything.
    let Some(env) = NodeEnv::get() else { return };
    check(timed(
        env.node()
            // One line per test, each failure in full after it, and a summary of the failures
            // at the end.
            .args(["--test", "--test-reporter=spec"])
            .arg(root().join("tests/nodejs/test_api_surface.js"))
            .current_dir(root()),
        "the self-tests of tests/nodejs/api_surface.js (tests/nodejs/test_api_surface.js)",
        &env.log("api-surface-self-test"),
    ));
}

#[test]
fn seed_packages_build_and_typecheck() {
    let Some(env) = NodeEnv::get() else { return };
    for seed in SEEDS {
        let dir = env.seed(seed);
        check(env.typecheck(dir, seed));
    }
}

/// tests/nodejs/mocks/ (seed_mocks.ts, output_only.ts, tsconfig.json) compiled with the
/// toolchain's tsc against the built seed packages, then run: exit 0 is a pass.
#[test]
fn seed_packages_under_pulumi_mocks() {
    let Some(env) = NodeEnv::get() else { return };
    let program = env.mocks_program();
    check(timed(
        env.toolchain
            .node()
            .arg(program.join("bin/seed_mocks.js"))
            .arg(root().join("schema"))
            .current_dir(program),
        "the Pulumi mocks program tests/nodejs/mocks/seed_mocks.ts",
        &env.log("mocks-run"),
    ));
}

/// The conformance vectors of both seeds (`sdkgen vectors`) through the built packages under
/// Pulumi mocks (tests/nodejs/mocks/vectors.ts): every function's `getX` and `getXOutput`,
/// called with each case's neutral `args`, must send exactly its `wire` arguments; a copy of
/// gatewaycloud's vectors with one wire string changed must fail, naming that function.
#[test]
fn conformance_vectors() {
    let Some(env) = NodeEnv::get() else { return };
    let program = env.mocks_program();
    let dir = env.run.join("vectors");
    let vectors = |seed: &str, corrupt: bool| {
        support::vectors_file(seed, &dir, corrupt).unwrap_or_else(|message| panic!("{message}"))
    };
    let node = |file: &Path| {
        let mut cmd = env.toolchain.node();
        cmd.arg(program.join("bin/vectors.js"))
            .arg(file)
            .current_dir(program);
        cmd
    };
    for seed in SEEDS {
        let output = timed(
            &mut node(&vectors(seed, false)),
            &format!("the conformance vectors of {seed} (tests/nodejs/mocks/vectors.ts)"),
            &env.log(&format!("vectors-{seed}")),
        )
        .unwrap_or_else(|message| panic!("{message}"));
        let stdout = String::from_utf8_lossy(&output.stdout);
        println!("nodejs_sdk: {seed}: {}", stdout.trim());
        // streamcloud has no functions: it passes with 0 checks and must say so.
        let expected = if seed == "streamcloud" {
            "has no functions"
        } else {
            "checks passed, 0 failed"
        };
        assert!(
            stdout.contains(expected)
                && stdout.contains(": 0 checks passed") == (seed == "streamcloud"),
            "{seed}: expected `{expected}` in:\n{stdout}"
        );
    }

    // The corrupted copy: the function whose wire was changed must be named in the failures.
    let seed = MOCKS_RUNTIME_FROM;
    let read = |file: &Path| -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap()
    };
    let (clean, corrupted) = (vectors(seed, false), vectors(seed, true));
    let (clean_json, corrupt_json) = (read(&clean), read(&corrupted));
    let functions = |v: &serde_json::Value| v["functions"].as_array().cloned().unwrap_or_default();
    let token = functions(&clean_json)
        .iter()
        .zip(functions(&corrupt_json).iter())
        .find(|(a, b)| a != b)
        .and_then(|(_, b)| b["token"].as_str().map(str::to_string))
        .unwrap_or_else(|| {
            panic!(
                "{}: no function differs from {}",
                corrupted.display(),
                clean.display()
            )
        });
    let mut cmd = node(&corrupted);
    let output = cmd
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", support::describe(&cmd)));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let _ = std::fs::write(
        env.log(&format!("vectors-{seed}-corrupted")),
        format!(
            "$ {}\nexit: {}\n--- stdout ---\n{stdout}\n--- stderr ---\n{stderr}",
            support::describe(&cmd),
            output.status
        ),
    );
    let failures: Vec<&str> = stdout.lines().filter(|l| l.starts_with("FAIL ")).collect();
    assert!(
        output.status.code() == Some(1)
            && !failures.is_empty()
            && failures
                .iter()
                .all(|l| l.contains(&format!("FAIL {token} "))),
        "vectors.ts must fail (exit 1) on {} with mismatches naming only {token}; got {}:\n\
         {stdout}\n{stderr}",
        corrupted.display(),
        output.status
    );
}

#[test]
fn published_github_package_api() {
    let Some(env) = NodeEnv::get() else { return };
    let schema = root().join("../shared/corpus/real").join(REFERENCE_SCHEMA);
    assert!(
        schema.is_file(),
        "the corpus schema {} is missing (shared/ is expected beside the project)",
        schema.display()
    );
    let reference = env
        .reference_package()
        .unwrap_or_else(|message| panic!("{message}"));
    let ours = env
        .generate(&schema, REFERENCE_NAME)
        .and_then(|source| env.install_and_build(&source, REFERENCE_NAME))
        .unwrap_or_else(|message| panic!("{message}"));
    check(env.typecheck(&ours, REFERENCE_NAME));
    let report = env.run.join("github-api-report.txt");
    check(timed(
        env.node()
            .arg(root().join("tests/nodejs/api_surface.js"))
            .arg("compare")
            .arg(&reference)
            .arg(published(&ours))
            .arg("--report")
            .arg(&report)
            // Also load the built package and check every exported value at run time.
            .arg("--runtime"),
        &format!(
            "API compatibility of the package generated from {REFERENCE_SCHEMA} ({}) with the \
             published {REFERENCE_PACKAGE} ({}); every missing fact is in {}",
            ours.display(),
            reference.display(),
            report.display()
        ),
        &env.log("github-api-compare"),
    ));
}

/// A package whose resources live in a submodule behaves at run time as Pulumi's does:
/// `api_surface.js compare --runtime` of the package built from the `nested-module` test data
/// against itself checks that require() alone registers every resource module (a submodule
/// with resources is loaded at once, not on first use: the engine's references to its
/// resources deserialize as resources only once it is registered), that every exported value
/// is there, and that an ES module can import each root value by name.
#[test]
fn nested_module_package_at_run_time() {
    let Some(env) = NodeEnv::get() else { return };
    let schema = support::testdata("nested-module");
    let source = env
        .generate(&schema, "foo")
        .unwrap_or_else(|message| panic!("{message}"));
    // Built against the toolchain's `@pulumi/pulumi` (linked, not installed: no registry).
    let ours = env.run.join("packages").join("foo-at-run-time");
    remove_dir(&ours)
        .and_then(|()| copy_dir_except(&source, &ours, &["node_modules", "bin"]))
        .and_then(|()| symlink(&env.toolchain.modules, &ours.join("node_modules")))
        .unwrap_or_else(|message| panic!("{message}"));
    check(timed(
        env.tsc().args(["-p", "."]).current_dir(&ours),
        "tsc -p . of the package generated from nested-module",
        &env.log("nested-module-tsc"),
    ));
    std::fs::copy(
        ours.join("package.json"),
        published(&ours).join("package.json"),
    )
    .unwrap_or_else(|e| panic!("cannot copy package.json into bin/: {e}"));
    check(timed(
        env.node()
            .arg(root().join("tests/nodejs/api_surface.js"))
            .arg("compare")
            .arg(published(&ours))
            .arg(published(&ours))
            .arg("--runtime"),
        &format!(
            "the package generated from {} at run time ({})",
            schema.display(),
            ours.display()
        ),
        &env.log("nested-module-runtime"),
    ));
}

/// Every schema of the corpus that validates (Pulumi's codegen edge cases, the real providers)
/// and the adversarial fixture generate TypeScript that passes `tsc --strict`. One program over
/// all packages keeps this to one compiler start; each package resolves `@pulumi/pulumi` from
/// the toolchain through a `node_modules` link beside them.
#[test]
fn every_valid_corpus_schema_typechecks() {
    let Some(env) = NodeEnv::get() else { return };
    let out = env.run.join("corpus");
    remove_dir(&out).unwrap();
    create_dir(&out).unwrap();
    symlink(&env.toolchain.modules, &out.join("node_modules")).unwrap();
    let mut files = Vec::new();
    let mut generated = 0;
    for (i, schema) in valid_corpus_schemas().iter().enumerate() {
        // Pulumi's own output for this schema declares `rec: pulumi.Output<Rec | undefined>`
        // inside class `Rec` as well: a circular type tsc rejects (TS2502), kept for
        // compatibility and left out here.
        if schema.ends_with("resource-property-overlap/schema.json") {
            continue;
        }
        let dir = out.join(i.to_string());
        match generate_corpus_schema(schema, &dir, "nodejs") {
            Ok(true) => generated += 1,
            Ok(false) => continue,
            Err(message) => panic!("{message}"),
        }
        for package in std::fs::read_dir(&dir).unwrap() {
            let root_dir = package.unwrap().path().join("nodejs");
            let tsconfig = std::fs::read_to_string(root_dir.join("tsconfig.json")).unwrap();
            let tsconfig: serde_json::Value = serde_json::from_str(&tsconfig).unwrap();
            for file in tsconfig["files"].as_array().expect("a files list") {
                let path = root_dir.join(file.as_str().expect("a path"));
                files.push(
                    path.strip_prefix(&out)
                        .unwrap()
                        .to_string_lossy()
                        .into_owned(),
                );
            }
        }
    }
    assert!(generated >= 70, "only {generated} corpus schemas generated");
    let program = serde_json::json!({
        "compilerOptions": {
            "noEmit": true,
            "strict": true,
            "target": "ES2022",
            "module": "nodenext",
            "moduleResolution": "nodenext",
            "moduleDetection": "force",
            "types": ["node"],
            "noFallthroughCasesInSwitch": true,
            "noImplicitReturns": true,
            "skipLibCheck": true
        },
        "files": files,
    });
    std::fs::write(
        out.join("tsconfig.json"),
        serde_json::to_string_pretty(&program).unwrap(),
    )
    .unwrap();
    check(timed(
        env.tsc().args(["-p", "."]).current_dir(&out),
        &format!("tsc --strict over the packages of {generated} corpus schemas"),
        &env.log("corpus-tsc"),
    ));
}
