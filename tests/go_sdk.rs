//! The generated Go SDKs in the real Go toolchain: `go build`, `go vet`, `gofmt`, an exact
//! go.mod/go.sum, a program under Pulumi mocks, and API compatibility with the published
//! `github.com/pulumi/pulumi-confluentcloud/sdk/v2` module:
//! - `apicompare_self_test`: `go test` of tests/go/apicompare, the API comparer, proving that
//!   it catches renamed, dropped, retyped, retagged and unexported API elements;
//! - `seed_packages_build_vet_gofmt`: both seeds (`generated/<seed>/go`) pass `go build ./...`,
//!   `go vet ./...`, `gofmt -l .` (nothing listed) and `go mod tidy -diff` (no change: go.mod
//!   and go.sum are exact), and their module path and package directory follow the schema's
//!   `language.go.importBasePath`;
//! - `real_corpus_packages_build_vet_gofmt`: the same for the package generated from every
//!   schema in `../shared/corpus/real/` (prints how long each step takes);
//! - `adversarial_and_corpus_packages_build`: the packages generated from
//!   tests/fixtures/adversarial.json and every valid schema of Pulumi's codegen test data pass
//!   `go build`, `go vet` and `gofmt -l` (one Go workspace per batch of modules, so that one
//!   `go build` covers many of them);
//! - `published_confluentcloud_api`: the package generated from the corpus'
//!   confluentcloud-2.79.0.json has every API fact of the published module (`apicompare
//!   compare` against tests/go/reference/confluentcloud-2.79.0.api, or against the module
//!   itself when the Go module proxy serves it, which then must equal that listing);
//! - `seed_packages_under_pulumi_mocks`: `go test ./...` in tests/go/mocks, a program using the
//!   committed seed packages (through `replace` directives) under Pulumi's mocks;
//! - `conformance_vectors`: `TestConformanceVectors` of tests/go/mocks with both seeds'
//!   conformance vectors (`sdkgen vectors`, written into the run scratch): every gatewaycloud
//!   function case in both forms sends exactly the vector's wire arguments; a copy with one
//!   wire string corrupted fails, naming that function.
//!
//! Scratch lives in `target/tmp/go/run/` (left after the run for inspection, with every
//! command's full output in `run/logs/`, wiped at the start of the next run); nothing is
//! written into the repository. Go's own module cache and build cache are used as they are
//! (a fresh machine downloads `github.com/pulumi/pulumi/sdk/v3` and its dependencies from the
//! Go module proxy once; later builds of unchanged packages come from the build cache). Every
//! go command runs with `GOTOOLCHAIN=local` (the Go on PATH, never a downloaded one),
//! `GOFLAGS=-mod=readonly -buildvcs=false` (go.mod and go.sum are used as generated, never
//! updated) and `GOWORK=off` (except where a test writes its own go.work).
//!
//! A run holds a file lock on `target/tmp/go/lock` from its first use of the toolchain until
//! its process exits; a concurrent run waits. Within a run, one heavy go command (build, vet,
//! test) runs at a time: each already uses every core.
//!
//! Needs `go` (>= 1.23; the generated go.mod files require what `github.com/pulumi/pulumi/sdk/v3`
//! requires, 1.25.11 for v3.259.0) and `gofmt` on PATH, and the Go module proxy. Without them
//! the tests fail, unless `SDKGEN_SKIP_GO=1` is set: then they pass and say loudly that they
//! were skipped.

use crate::support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use support::{
    check, copy_dir, create_dir, describe, generate_corpus_schema, go_command, listing, lock,
    remove_dir, root, run, say, schema_label, stdout_text, valid_corpus_schemas,
};

const SKIP_VAR: &str = "SDKGEN_SKIP_GO";
/// The seed packages (schema/<seed>.json, generated/<seed>/go).
const SEEDS: [&str; 2] = ["streamcloud", "gatewaycloud"];
/// The corpus schema whose generated package must have the published module's API.
const REFERENCE_SCHEMA: &str = "confluentcloud-2.79.0.json";
const REFERENCE_NAME: &str = "confluentcloud";
const REFERENCE_MODULE: &str = "github.com/pulumi/pulumi-confluentcloud/sdk/v2@v2.79.0";
/// `apicompare list` of the published module (see tests/go/reference/README.md).
const REFERENCE_LISTING: &str = "tests/go/reference/confluentcloud-2.79.0.api";
/// The oldest Go with `go mod tidy -diff`.
const MIN_GO: (u32, u32) = (1, 23);
/// How many generated modules one Go workspace of the corpus test holds at most.
const WORKSPACE_SIZE: usize = 100;
/// Schemas of the corpus whose generated Go package is not built, each with the reason.
const CORPUS_EXCLUDED: &[(&str, &str)] = &[
    (
        "overlay-supported-languages/schema.json",
        "its overlay types are written by hand in a provider's repository, so neither Pulumi's \
         generator nor sdkgen emits them and the generated package refers to types it lacks",
    ),
    (
        "different-package-name-conflict/schema.json",
        "`example::Resource`, `bar::Resource` and `foo::Resource` all map to the root package's \
         `resource.go`; sdkgen refuses with a clear error instead of overwriting one with another \
         (tests/go_snapshots.rs checks the message)",
    ),
];

/// Where the run scratch lives: inside the target directory.
fn go_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("go")
}

fn read_text(file: &Path) -> Result<String, String> {
    std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
}

// ---------------------------------------------------------------------------------------------
// The toolchain

struct GoEnv {
    /// `go env GOVERSION` (`go1.26.8`).
    version: String,
    /// (major, minor, patch) of it.
    semver: (u32, u32, u32),
    /// The gofmt of that Go (`$GOROOT/bin/gofmt`).
    gofmt: PathBuf,
    /// This run's scratch directory.
    run: PathBuf,
    /// Holds the cross-process lock until this test process exits.
    _lock: Child,
    /// One heavy go command at a time (tests run in parallel threads).
    heavy: Mutex<()>,
    /// tests/go/apicompare, built on first use.
    apicompare: OnceLock<Result<PathBuf, String>>,
}

impl GoEnv {
    /// The toolchain, checked on first use; None (after saying so) when skipped by the user.
    fn get() -> Option<&'static GoEnv> {
        if std::env::var(SKIP_VAR).as_deref() == Ok("1") {
            say(&format!(
                "SKIPPED: Go SDK tests ({SKIP_VAR}=1): the generated Go packages are NOT built, \
                 vetted or compared"
            ));
            return None;
        }
        static ENV: OnceLock<Result<GoEnv, String>> = OnceLock::new();
        match ENV.get_or_init(GoEnv::build) {
            Ok(env) => Some(env),
            Err(message) => panic!("the Go test toolchain cannot be set up:\n{message}"),
        }
    }

    fn build() -> Result<GoEnv, String> {
        let output = go_command()
            .args(["env", "GOVERSION", "GOROOT"])
            .output()
            .map_err(|err| {
                format!(
                    "`go` is needed on PATH for the Go SDK tests ({err}). Install Go >= {}.{} \
                     (the generated packages need what github.com/pulumi/pulumi/sdk/v3 needs), \
                     or set {SKIP_VAR}=1 to skip these tests (the run says so).",
                    MIN_GO.0, MIN_GO.1
                )
            })?;
        if !output.status.success() {
            return Err(format!(
                "`go env GOVERSION GOROOT` failed ({}): {}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        let text = stdout_text(&output);
        let mut lines = text.lines();
        let version = lines.next().unwrap_or_default().trim().to_string();
        let goroot = PathBuf::from(lines.next().unwrap_or_default().trim());
        let semver = parse_go_version(&version).ok_or_else(|| {
            format!("cannot read the version of the go on PATH (`go env GOVERSION`: {version})")
        })?;
        if (semver.0, semver.1) < MIN_GO {
            return Err(format!(
                "go on PATH must be >= {}.{} for the Go SDK tests (found {version}); or set \
                 {SKIP_VAR}=1 to skip them",
                MIN_GO.0, MIN_GO.1
            ));
        }
        let gofmt = goroot.join("bin/gofmt");
        if !gofmt.is_file() {
            return Err(format!(
                "the Go installation {} has no bin/gofmt",
                goroot.display()
            ));
        }
        let dir = go_dir();
        create_dir(&dir)?;
        let lock = lock(&dir.join("lock"), "go_sdk")?;
        let run_dir = dir.join("run");
        remove_dir(&run_dir)?;
        create_dir(&run_dir.join("logs"))?;
        say(&format!(
            "go_sdk: {version} ({}); scratch and logs in {}",
            goroot.display(),
            run_dir.display()
        ));
        Ok(GoEnv {
            version,
            semver,
            gofmt,
            run: run_dir,
            _lock: lock,
            heavy: Mutex::new(()),
            apicompare: OnceLock::new(),
        })
    }

    fn log(&self, name: &str) -> PathBuf {
        self.run.join("logs").join(format!("{name}.log"))
    }

    /// A go command run with the heavy-command mutex held.
    fn heavy(&self, cmd: &mut Command, what: &str, log: &str) -> Result<Output, String> {
        let _heavy = self.heavy.lock().unwrap_or_else(|e| e.into_inner());
        timed(cmd, what, &self.log(log))
    }

    /// The `go` line of a module's go.mod must not be newer than the toolchain (which is
    /// never switched: GOTOOLCHAIN=local): else say so plainly, not in go's words.
    fn check_go_directive(&self, module: &Path) -> Result<(), String> {
        let gomod = read_text(&module.join("go.mod"))?;
        let Some(wanted) = gomod
            .lines()
            .find_map(|line| line.trim().strip_prefix("go "))
            .map(str::trim)
        else {
            return Ok(());
        };
        match parse_go_version(wanted) {
            Some(needed) if needed > self.semver => Err(format!(
                "{} says `go {wanted}`, newer than the go on PATH ({}); install Go >= {wanted} \
                 or set {SKIP_VAR}=1 to skip the Go SDK tests",
                module.join("go.mod").display(),
                self.version
            )),
            _ => Ok(()),
        }
    }

    /// `sdkgen generate SCHEMA --out OUT --lang go` with the real binary; the module root
    /// (`OUT/<name>/go`).
    fn generate(&self, schema: &Path, out: &Path, name: &str) -> Result<PathBuf, String> {
        timed(
            Command::new(env!("CARGO_BIN_EXE_sdkgen"))
                .arg("generate")
                .arg(schema)
                .arg("--out")
                .arg(out)
                .args(["--lang", "go"])
                .current_dir(root()),
            &format!("sdkgen generate {} --lang go", schema.display()),
            &self.log(&format!("{name}-generate")),
        )?;
        let module = out.join(name).join("go");
        if !module.join("go.mod").is_file() {
            return Err(format!(
                "sdkgen generate --lang go left no go.mod in {} (it holds: {})",
                module.display(),
                listing(&module)
            ));
        }
        Ok(module)
    }

    /// What a user (and the Go proxy) sees of a generated module: it builds, vets clean, is
    /// gofmt-formatted, and its go.mod and go.sum are exactly what `go mod tidy` would write.
    /// Returns the time the go commands took.
    fn check_module(&self, module: &Path, name: &str) -> Result<Duration, String> {
        self.check_go_directive(module)?;
        let start = Instant::now();
        self.heavy(
            go_command().args(["build", "./..."]).current_dir(module),
            &format!("go build ./... of the generated {name} module"),
            &format!("{name}-go-build"),
        )?;
        self.heavy(
            go_command().args(["vet", "./..."]).current_dir(module),
            &format!("go vet ./... of the generated {name} module"),
            &format!("{name}-go-vet"),
        )?;
        self.gofmt_clean(module, name)?;
        timed(
            go_command()
                .args(["mod", "tidy", "-diff"])
                .current_dir(module),
            &format!(
                "go mod tidy -diff in the generated {name} module (go.mod and go.sum must be \
                 exact: no diff)"
            ),
            &self.log(&format!("{name}-go-mod-tidy-diff")),
        )?;
        Ok(start.elapsed())
    }

    /// `gofmt -l .` lists no file.
    fn gofmt_clean(&self, dir: &Path, name: &str) -> Result<(), String> {
        let log = self.log(&format!("{name}-gofmt"));
        let output = timed(
            Command::new(&self.gofmt).args(["-l", "."]).current_dir(dir),
            &format!("gofmt -l . in the generated {name} package(s)"),
            &log,
        )?;
        let unformatted = stdout_text(&output);
        if unformatted.is_empty() {
            return Ok(());
        }
        let files: Vec<&str> = unformatted.lines().collect();
        Err(format!(
            "{} file(s) under {} are not gofmt-formatted (`gofmt -d` shows how):\n{}{}",
            files.len(),
            dir.display(),
            files
                .iter()
                .take(50)
                .copied()
                .collect::<Vec<_>>()
                .join("\n"),
            if files.len() > 50 { "\n…" } else { "" }
        ))
    }

    /// tests/go/apicompare, built once per run.
    fn apicompare(&self) -> &Path {
        let built = self.apicompare.get_or_init(|| {
            let binary = self.run.join("bin/apicompare");
            timed(
                go_command()
                    .args(["build", "-o"])
                    .arg(&binary)
                    .arg(".")
                    .current_dir(root().join("tests/go/apicompare")),
                "building tests/go/apicompare",
                &self.log("apicompare-build"),
            )?;
            Ok(binary)
        });
        match built {
            Ok(binary) => binary,
            Err(message) => panic!("{message}"),
        }
    }
}

/// `go1.26.8`, `1.25.11`, `go1.24rc1` → (major, minor, patch).
fn parse_go_version(text: &str) -> Option<(u32, u32, u32)> {
    let text = text.trim().trim_start_matches("go");
    let mut parts = text.split('.').map(|part| {
        part.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse::<u32>()
            .ok()
    });
    let major = parts.next()??;
    let minor = parts.next().flatten().unwrap_or(0);
    let patch = parts.next().flatten().unwrap_or(0);
    Some((major, minor, patch))
}

/// `run`, always logged, with the time it took in the test's output.
fn timed(cmd: &mut Command, what: &str, log: &Path) -> Result<Output, String> {
    let start = Instant::now();
    let result = run(cmd, what, Some(log));
    println!(
        "go_sdk: {what}: {:.1}s{}",
        start.elapsed().as_secs_f64(),
        if result.is_ok() { "" } else { " (failed)" }
    );
    result
}

fn schema_json(schema: &Path) -> Result<serde_json::Value, String> {
    serde_json::from_str(&read_text(schema)?)
        .map_err(|e| format!("{} is not JSON: {e}", schema.display()))
}

/// The module path a schema's `language.go.importBasePath` implies: the import base path
/// up to and including its last `/vN` element, and the package directory below the module
/// root (the rest). None when the path has no `/vN` element.
fn module_layout(import_base_path: &str) -> Option<(String, String)> {
    let parts: Vec<&str> = import_base_path.split('/').collect();
    let major = parts.iter().rposition(|part| {
        part.len() > 1 && part.starts_with('v') && part[1..].chars().all(|c| c.is_ascii_digit())
    })?;
    Some((parts[..=major].join("/"), parts[major + 1..].join("/")))
}

/// The module root `module` of the package generated from `schema` has the module path and
/// package directory the schema's importBasePath says (when it gives one with a `/vN`).
fn check_layout(module: &Path, schema: &Path) -> Result<(), String> {
    let json = schema_json(schema)?;
    let Some(base) = json
        .pointer("/language/go/importBasePath")
        .and_then(|v| v.as_str())
    else {
        return Ok(());
    };
    let Some((module_path, package_dir)) = module_layout(base) else {
        return Ok(());
    };
    let declared = gomod_module(&read_text(&module.join("go.mod"))?);
    if declared.as_deref() != Some(module_path.as_str()) {
        return Err(format!(
            "{}: the module path is {declared:?}, but {}'s importBasePath {base} implies \
             {module_path}",
            module.join("go.mod").display(),
            schema.display()
        ));
    }
    let package = module.join(&package_dir);
    let has_go = std::fs::read_dir(&package)
        .map(|entries| {
            entries
                .flatten()
                .any(|e| e.path().extension().is_some_and(|x| x == "go"))
        })
        .unwrap_or(false);
    if !has_go {
        return Err(format!(
            "the package {base} is expected in {} (importBasePath minus the module path), \
             which holds no .go file (the module root holds: {})",
            package.display(),
            listing(module)
        ));
    }
    Ok(())
}

/// Every directory below `dir` (itself included) holding a go.mod, sorted.
fn module_roots(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    if dir.join("go.mod").is_file() {
        found.push(dir.to_path_buf());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    entries.sort();
    for path in entries.iter().filter(|p| p.is_dir()) {
        found.extend(module_roots(path));
    }
    found
}

/// Every directory of the module rooted at `module` that holds a Go package (a .go file),
/// sorted; nested modules left out.
fn package_dirs(module: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(module)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    entries.sort();
    if entries
        .iter()
        .any(|p| p.is_file() && p.extension().is_some_and(|x| x == "go"))
    {
        found.push(module.to_path_buf());
    }
    for dir in entries.iter().filter(|p| p.is_dir()) {
        if !dir.join("go.mod").is_file() {
            found.extend(package_dirs(dir));
        }
    }
    found
}

/// The module path a go.mod declares.
fn gomod_module(gomod: &str) -> Option<String> {
    gomod
        .lines()
        .find_map(|line| line.trim().strip_prefix("module "))
        .map(|path| path.trim().trim_matches('"').to_string())
}

/// The module paths a go.mod requires (directly or `// indirect`).
fn gomod_requires(gomod: &str) -> Vec<String> {
    let mut required = Vec::new();
    let mut in_block = false;
    for line in gomod.lines() {
        let line = line.split("//").next().unwrap_or_default().trim();
        let spec = if in_block {
            if line == ")" {
                in_block = false;
                continue;
            }
            line
        } else if line == "require (" || line == "require(" {
            in_block = true;
            continue;
        } else if let Some(spec) = line.strip_prefix("require ") {
            spec
        } else {
            continue;
        };
        if let Some(path) = spec.split_whitespace().next() {
            required.push(path.trim_matches('"').to_string());
        }
    }
    required
}

/// A module the corpus test generated.
struct CorpusModule {
    /// Its root, relative to the corpus scratch directory.
    dir: PathBuf,
    /// Its module path.
    path: String,
    /// Its go.mod.
    gomod: String,
}

/// The facts of an API listing (comments and blank lines left out), as a set.
fn listing_facts(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(str::to_string)
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The tests

#[test]
fn apicompare_self_test() {
    // The comparer must itself be right before its verdict on the generated package means
    // anything.
    let Some(env) = GoEnv::get() else { return };
    check(
        env.heavy(
            go_command()
                .args(["test", "-count=1", "./..."])
                .current_dir(root().join("tests/go/apicompare")),
            "the self-tests of tests/go/apicompare (go test)",
            "apicompare-self-test",
        ),
    );
}

#[test]
fn seed_packages_build_vet_gofmt() {
    let Some(env) = GoEnv::get() else { return };
    for seed in SEEDS {
        let committed = root().join(format!("generated/{seed}/go"));
        let schema = root().join(format!("schema/{seed}.json"));
        let module = env.run.join("seeds").join(seed).join("go");
        let result = if committed.join("go.mod").is_file() {
            copy_dir(&committed, &module).map(|()| module)
        } else {
            say(&format!(
                "go_sdk: generated/{seed}/go not committed yet; generating it into {}",
                env.run.join("seeds").display()
            ));
            env.generate(&schema, &env.run.join("seeds"), seed)
        };
        let checked = result.and_then(|module| {
            check_layout(&module, &schema)?;
            env.check_module(&module, seed)
        });
        if let Err(message) = checked {
            panic!("the {seed} Go package:\n{message}");
        }
    }
}

#[test]
fn real_corpus_packages_build_vet_gofmt() {
    let Some(env) = GoEnv::get() else { return };
    let corpus = root().join("../shared/corpus/real");
    let mut schemas: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .unwrap_or_else(|e| {
            panic!(
                "the corpus {} is missing (shared/ is expected beside the project): {e}",
                corpus.display()
            )
        })
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    schemas.sort();
    assert!(!schemas.is_empty(), "no schema in {}", corpus.display());
    let out = env.run.join("real");
    let start = Instant::now();
    let mut failures = Vec::new();
    let mut times = Vec::new();
    for schema in &schemas {
        let name = schema_json(schema)
            .ok()
            .and_then(|json| json["name"].as_str().map(str::to_string))
            .unwrap_or_else(|| panic!("{} has no name", schema.display()));
        let result = env.generate(schema, &out, &name).and_then(|module| {
            check_layout(&module, schema)?;
            env.check_module(&module, &name)
        });
        match result {
            Ok(took) => times.push(format!("{name} {:.1}s", took.as_secs_f64())),
            Err(message) => failures.push(format!("{}:\n{message}", schema.display())),
        }
    }
    say(&format!(
        "go_sdk: the {} real corpus packages: build + vet + gofmt + tidy -diff took {:.1}s in \
         all ({})",
        schemas.len(),
        start.elapsed().as_secs_f64(),
        times.join(", ")
    ));
    assert!(
        failures.is_empty(),
        "{} of {} real corpus packages fail:\n\n{}",
        failures.len(),
        schemas.len(),
        failures.join("\n\n")
    );
}

/// The adversarial fixture and every valid schema of the corpus generate Go that builds,
/// vets clean and is gofmt-formatted. The modules are built in Go workspaces (go.work), as
/// many at a time as have distinct module paths (corpus schemas share package names), so
/// that one `go build` (and one `go vet`) covers a whole batch.
#[test]
fn adversarial_and_corpus_packages_build() {
    let Some(env) = GoEnv::get() else { return };
    let out = env.run.join("corpus");
    remove_dir(&out).unwrap();
    create_dir(&out).unwrap();
    let real = root().join("../shared/corpus/real");
    let mut schemas = valid_corpus_schemas();
    // Go keywords and names that collide with the methods the Go SDK generates.
    schemas.insert(1, root().join("tests/fixtures/go_names.json"));
    // The real providers' packages are built on their own (real_corpus_packages_build_vet_gofmt).
    schemas.retain(|schema| !schema.starts_with(&real));
    assert!(
        schemas
            .iter()
            .any(|s| s.ends_with("tests/fixtures/adversarial.json")),
        "tests/fixtures/adversarial.json does not validate"
    );
    let mut generated = 0;
    let mut modules: Vec<CorpusModule> = Vec::new();
    for (i, schema) in schemas.iter().enumerate() {
        if let Some((_, reason)) = CORPUS_EXCLUDED
            .iter()
            .find(|(excluded, _)| schema.ends_with(excluded))
        {
            say(&format!(
                "go_sdk: not built: {} ({reason})",
                schema.display()
            ));
            continue;
        }
        // Named after the schema (its folder in the corpus), so that messages say which.
        let label = schema_label(schema);
        let dir = out.join(format!("{i:03}-{label}"));
        match generate_corpus_schema(schema, &dir, "go") {
            Ok(true) => generated += 1,
            Ok(false) => continue,
            Err(message) => panic!("{message}"),
        }
        let roots = module_roots(&dir);
        assert!(
            !roots.is_empty(),
            "sdkgen generate {} --lang go wrote no go.mod under {}",
            schema.display(),
            dir.display()
        );
        for module in roots {
            env.check_go_directive(&module)
                .unwrap_or_else(|m| panic!("{m}"));
            let gomod = read_text(&module.join("go.mod")).unwrap_or_else(|m| panic!("{m}"));
            let path = gomod_module(&gomod).unwrap_or_else(|| {
                panic!("{} has no module line", module.join("go.mod").display())
            });
            assert!(
                !package_dirs(&module).is_empty(),
                "sdkgen generate {} --lang go wrote the module {} without any Go package",
                schema.display(),
                module.display()
            );
            modules.push(CorpusModule {
                dir: module.strip_prefix(&out).unwrap().to_path_buf(),
                path,
                gomod,
            });
        }
    }
    assert!(
        generated >= 60,
        "only {generated} corpus schemas generated Go"
    );

    // A module of a workspace stands in for every requirement of its path, so a generated
    // module whose path some generated module requires (a schema whose importBasePath names
    // a real SDK) is built on its own; the others in batches of distinct module paths.
    let required: BTreeSet<String> = modules
        .iter()
        .flat_map(|module| gomod_requires(&module.gomod))
        .collect();
    let mut batches: Vec<Vec<&CorpusModule>> = Vec::new();
    let mut alone: Vec<&CorpusModule> = Vec::new();
    for module in &modules {
        if required.contains(&module.path) {
            alone.push(module);
            continue;
        }
        match batches.iter_mut().find(|batch| {
            batch.len() < WORKSPACE_SIZE && batch.iter().all(|other| other.path != module.path)
        }) {
            Some(batch) => batch.push(module),
            None => batches.push(vec![module]),
        }
    }
    let mut failures = Vec::new();
    for (n, batch) in batches.iter().enumerate() {
        // The workspace's go version must be at least every module's.
        let go_version = batch
            .iter()
            .filter_map(|module| {
                module
                    .gomod
                    .lines()
                    .find_map(|line| line.trim().strip_prefix("go "))
                    .and_then(parse_go_version)
            })
            .fold((MIN_GO.0, MIN_GO.1, 0), Ord::max);
        let mut gowork = format!(
            "go {}.{}.{}\n\nuse (\n",
            go_version.0, go_version.1, go_version.2
        );
        for module in batch {
            gowork.push_str(&format!("\t./{}\n", module.dir.display()));
        }
        gowork.push_str(")\n");
        let file = out.join(format!("go-{n}.work"));
        std::fs::write(&file, gowork).unwrap();
        // Every package directory by name: `./...` in a directory that no module holds
        // matches nothing, even in workspace mode; module paths as patterns (`path/...`) can
        // match dependencies too; and no wildcard matches a package below a `testdata`
        // directory (where some corpus schemas' importBasePath puts theirs).
        let patterns: Vec<String> = batch
            .iter()
            .flat_map(|module| package_dirs(&out.join(&module.dir)))
            .map(|dir| format!("./{}", dir.strip_prefix(&out).unwrap().display()))
            .collect();
        for verb in ["build", "vet"] {
            let result = env.heavy(
                go_command()
                    .env("GOWORK", &file)
                    .arg(verb)
                    .args(&patterns)
                    .current_dir(&out),
                &format!(
                    "go {verb} of the packages of {} generated corpus modules (workspace {})",
                    batch.len(),
                    file.display()
                ),
                &format!("corpus-go-{verb}-{n}"),
            );
            if let Err(message) = result {
                failures.push(message);
            }
        }
    }
    for (n, module) in alone.iter().enumerate() {
        let root = out.join(&module.dir);
        let patterns: Vec<String> = package_dirs(&root)
            .iter()
            .map(|dir| {
                let relative = dir.strip_prefix(&root).unwrap();
                format!("./{}", relative.display())
                    .trim_end_matches('/')
                    .to_string()
            })
            .collect();
        for verb in ["build", "vet"] {
            let result = env.heavy(
                go_command().arg(verb).args(&patterns).current_dir(&root),
                &format!(
                    "go {verb} of the packages of the generated corpus module {} ({}, required \
                     by another generated module, so not in a workspace)",
                    module.path,
                    module.dir.display()
                ),
                &format!("corpus-go-{verb}-alone-{n}"),
            );
            if let Err(message) = result {
                failures.push(message);
            }
        }
    }
    if let Err(message) = env.gofmt_clean(&out, "corpus") {
        failures.push(message);
    }
    assert!(
        failures.is_empty(),
        "the Go packages of {generated} corpus schemas:\n\n{}",
        failures.join("\n\n")
    );
}

/// `go mod download -json` of the published reference module: the directory it is in, or
/// why it cannot be had.
fn download_reference(log: &Path) -> Result<PathBuf, String> {
    let start = Instant::now();
    let mut cmd = go_command();
    cmd.args(["mod", "download", "-json", REFERENCE_MODULE])
        .current_dir(go_dir())
        .stdin(Stdio::null());
    let output = cmd
        .output()
        .map_err(|e| format!("cannot run `{}`: {e}", describe(&cmd)))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let _ = std::fs::write(
        log,
        format!(
            "$ {}\nexit: {}\n--- stdout ---\n{stdout}\n--- stderr ---\n{stderr}",
            describe(&cmd),
            output.status
        ),
    );
    println!(
        "go_sdk: go mod download -json {REFERENCE_MODULE}: {:.1}s",
        start.elapsed().as_secs_f64()
    );
    // The JSON names the module's directory, or says in `Error` what went wrong.
    let json: Option<serde_json::Value> = serde_json::from_str(&stdout).ok();
    let member = |name: &str| {
        json.as_ref()
            .and_then(|j| j.get(name))
            .and_then(|v| v.as_str())
            .map(str::to_string)
    };
    if let Some(error) = member("Error") {
        return Err(error);
    }
    match member("Dir") {
        Some(dir) if output.status.success() => Ok(PathBuf::from(dir)),
        _ => Err(format!(
            "`{}` failed ({}): {}{}",
            describe(&cmd),
            output.status,
            stdout.trim(),
            stderr.trim()
        )),
    }
}

#[test]
fn published_confluentcloud_api() {
    let Some(env) = GoEnv::get() else { return };
    let schema = root().join("../shared/corpus/real").join(REFERENCE_SCHEMA);
    assert!(
        schema.is_file(),
        "the corpus schema {} is missing (shared/ is expected beside the project)",
        schema.display()
    );
    let committed = root().join(REFERENCE_LISTING);
    let committed_text = read_text(&committed).unwrap_or_else(|m| panic!("{m}"));
    let apicompare = env.apicompare();
    let ours = env
        .generate(&schema, &env.run.join("published"), REFERENCE_NAME)
        .unwrap_or_else(|m| panic!("{m}"));

    // The published module itself, when the Go module proxy serves it (on some machines it
    // answers 403 for Pulumi's provider SDKs): its API must be the committed listing.
    let reference = match download_reference(&env.log("reference-go-mod-download")) {
        Ok(dir) => {
            let listed = env.run.join("published-module.api");
            check(timed(
                Command::new(apicompare)
                    .arg("list")
                    .arg(&dir)
                    .arg("-o")
                    .arg(&listed),
                &format!("apicompare list of the published {REFERENCE_MODULE}"),
                &env.log("reference-api-list"),
            ));
            let published = listing_facts(&read_text(&listed).unwrap());
            let recorded = listing_facts(&committed_text);
            let only_published: Vec<&String> = published.difference(&recorded).collect();
            let only_recorded: Vec<&String> = recorded.difference(&published).collect();
            assert!(
                only_published.is_empty() && only_recorded.is_empty(),
                "the API of the published {REFERENCE_MODULE} ({}) is not {REFERENCE_LISTING}: \
                 {} facts only in the module, {} only in the listing; first ones:\n{:#?}\n{:#?}\n\
                 (regenerate the listing as tests/go/reference/README.md says)",
                dir.display(),
                only_published.len(),
                only_recorded.len(),
                only_published.iter().take(20).collect::<Vec<_>>(),
                only_recorded.iter().take(20).collect::<Vec<_>>()
            );
            say(&format!(
                "go_sdk: the published {REFERENCE_MODULE} was downloaded; its API equals \
                 {REFERENCE_LISTING}"
            ));
            listed
        }
        Err(reason) => {
            say(&format!(
                "go_sdk: the published {REFERENCE_MODULE} cannot be downloaded ({reason}); \
                 comparing against the committed listing {REFERENCE_LISTING} instead"
            ));
            committed
        }
    };

    let report = env.run.join("confluentcloud-api-report.txt");
    let result = timed(
        Command::new(apicompare)
            .arg("compare")
            .arg(&reference)
            .arg(&ours)
            .arg("--report")
            .arg(&report),
        &format!(
            "API compatibility of the Go package generated from {REFERENCE_SCHEMA} ({}) with \
             the published {REFERENCE_MODULE} ({})",
            ours.display(),
            reference.display()
        ),
        &env.log("confluentcloud-api-compare"),
    );
    say(&format!(
        "go_sdk: the full API report (missing and extra facts) is {}",
        report.display()
    ));
    match result {
        Ok(output) => say(&stdout_text(&output)),
        Err(message) => panic!("{message}"),
    }
}

#[test]
fn seed_packages_under_pulumi_mocks() {
    let Some(env) = GoEnv::get() else { return };
    let mocks = root().join("tests/go/mocks");
    assert!(
        mocks.join("go.mod").is_file(),
        "the mocks program {} (go.mod, tests) is missing",
        mocks.display()
    );
    let missing: Vec<String> = SEEDS
        .iter()
        .filter(|seed| !root().join(format!("generated/{seed}/go/go.mod")).is_file())
        .map(|seed| format!("generated/{seed}/go"))
        .collect();
    assert!(
        missing.is_empty(),
        "tests/go/mocks uses the committed seed packages, and {} not there (run `sdkgen \
         generate`)",
        missing.join(" and ")
    );
    env.check_go_directive(&mocks)
        .unwrap_or_else(|m| panic!("{m}"));
    // In place: its go.mod reaches the seeds by relative `replace` paths; -mod=readonly and
    // -count=1 write nothing there (test binaries go to a temporary directory).
    check(
        env.heavy(
            go_command()
                .args(["test", "-count=1", "./..."])
                .current_dir(&mocks),
            "go test -count=1 ./... in tests/go/mocks (the seed packages under Pulumi mocks)",
            "mocks-go-test",
        ),
    );
}

/// `TestConformanceVectors` (tests/go/mocks/vectors_test.go): both seeds' conformance vectors
/// (`sdkgen vectors`) fed through the committed Go SDKs under mocks, every function case in
/// both forms, must pass with one check per case and form; gatewaycloud's copy with one wire
/// string corrupted must fail, naming exactly the corrupted function.
#[test]
fn conformance_vectors() {
    let Some(env) = GoEnv::get() else { return };
    let mocks = root().join("tests/go/mocks");
    env.check_go_directive(&mocks)
        .unwrap_or_else(|m| panic!("{m}"));
    let dir = env.run.join("vectors");
    let vectors = |seed: &str, corrupt: bool| -> (PathBuf, serde_json::Value) {
        let file = support::vectors_file(seed, &dir, corrupt).unwrap_or_else(|m| panic!("{m}"));
        let json = schema_json(&file).unwrap_or_else(|m| panic!("{m}"));
        (file, json)
    };
    let functions = |json: &serde_json::Value| -> Vec<serde_json::Value> {
        json["functions"].as_array().cloned().unwrap_or_default()
    };
    // The full output of `go test -v`, and whether it passed.
    let go_test = |files: &[&Path], log: &str| -> (bool, String) {
        let list: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
        let result = env.heavy(
            go_command()
                .args([
                    "test",
                    "-count=1",
                    "-v",
                    "-run",
                    "^TestConformanceVectors$",
                    "./...",
                ])
                .env("SDKGEN_VECTORS", list.join(","))
                .current_dir(&mocks),
            &format!("go test -run TestConformanceVectors ./... in tests/go/mocks ({log})"),
            log,
        );
        let text = read_text(&env.log(log)).unwrap_or_else(|m| panic!("{m}"));
        (result.is_ok(), text)
    };

    let (sc_file, sc_json) = vectors("streamcloud", false);
    let (gw_file, gw_json) = vectors("gatewaycloud", false);
    assert!(
        functions(&sc_json).is_empty(),
        "streamcloud's vectors have functions now: this test expects none for it"
    );
    let expected: usize = functions(&gw_json)
        .iter()
        .map(|f| 2 * f["cases"].as_array().map_or(0, Vec::len))
        .sum();
    assert!(
        expected > 0,
        "gatewaycloud's vectors have no function cases"
    );
    let (passed, text) = go_test(&[&sc_file, &gw_file], "vectors-go-test");
    assert!(
        passed,
        "the Go SDKs do not send the conformance vectors' wire arguments (full output in {}):\n{}",
        env.log("vectors-go-test").display(),
        support::clip(&text)
    );
    assert!(
        text.contains("--- PASS: TestConformanceVectors") && !text.contains("--- SKIP"),
        "TestConformanceVectors did not run:\n{}",
        support::clip(&text)
    );
    let gw_line = format!(
        "conformance vectors (Go): gatewaycloud: {} functions, {expected} checks",
        functions(&gw_json).len()
    );
    let sc_line = "conformance vectors (Go): streamcloud: the package has no functions: 0 checks";
    for line in [gw_line.as_str(), sc_line] {
        assert!(
            text.contains(line),
            "expected `{line}` in the output:\n{}",
            support::clip(&text)
        );
    }
    say(&format!(
        "go_sdk: conformance vectors: gatewaycloud {expected} checks (cases x plain/output \
         forms) pass, streamcloud has no functions (0 checks)"
    ));

    // One wire string corrupted: the Go run must fail on exactly that function.
    let (corrupt_file, corrupt_json) = vectors("gatewaycloud", true);
    let corrupted: Vec<String> = functions(&gw_json)
        .iter()
        .zip(functions(&corrupt_json))
        .filter(|(clean, corrupt)| *clean != corrupt)
        .filter_map(|(_, corrupt)| corrupt["token"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(
        corrupted.len(),
        1,
        "the corrupted copy should differ in one function: {corrupted:?}"
    );
    let token = &corrupted[0];
    let (passed, text) = go_test(&[&corrupt_file], "vectors-go-test-corrupt");
    assert!(
        !passed,
        "TestConformanceVectors passed with a corrupted vector of {token}:\n{}",
        support::clip(&text)
    );
    let mismatched: BTreeSet<&str> = text
        .lines()
        .filter_map(|line| line.split("MISMATCH ").nth(1))
        .filter_map(|rest| rest.split(' ').next())
        .collect();
    assert_eq!(
        mismatched,
        BTreeSet::from([token.as_str()]),
        "the corrupted run should report mismatches of {token} only:\n{}",
        support::clip(&text)
    );
    assert!(
        text.contains("-corrupted"),
        "the mismatch does not show the corrupted value:\n{}",
        support::clip(&text)
    );
    say(&format!(
        "go_sdk: conformance vectors: the corrupted vector fails, naming {token}"
    ));
}

/// The harness's own parsing of Go versions and import paths.
#[test]
fn harness_helpers() {
    assert_eq!(parse_go_version("go1.26.8"), Some((1, 26, 8)));
    assert_eq!(parse_go_version("1.25.11"), Some((1, 25, 11)));
    assert_eq!(parse_go_version("go1.24rc1"), Some((1, 24, 0)));
    assert_eq!(parse_go_version("1.23"), Some((1, 23, 0)));
    assert_eq!(parse_go_version("devel"), None);
    assert_eq!(
        module_layout("github.com/pulumi/pulumi-confluentcloud/sdk/v2/go/confluentcloud"),
        Some((
            "github.com/pulumi/pulumi-confluentcloud/sdk/v2".to_string(),
            "go/confluentcloud".to_string()
        ))
    );
    assert_eq!(
        module_layout("example.com/a/v3"),
        Some(("example.com/a/v3".to_string(), String::new()))
    );
    assert_eq!(module_layout("secrets-go-generics-only/mypkg"), None);
    let gomod = "// Code generated by sdkgen. DO NOT EDIT.\nmodule \"example.com/a/sdk/v2\"\n\n\
                 go 1.25.11\n\nrequire github.com/blang/semver v3.5.1+incompatible\n\n\
                 require (\n\tgithub.com/pulumi/pulumi/sdk/v3 v3.259.0\n\
                 \tgolang.org/x/net v0.1.0 // indirect\n)\n";
    assert_eq!(gomod_module(gomod).as_deref(), Some("example.com/a/sdk/v2"));
    assert_eq!(
        gomod_requires(gomod),
        [
            "github.com/blang/semver",
            "github.com/pulumi/pulumi/sdk/v3",
            "golang.org/x/net"
        ]
    );
    assert_eq!(
        listing_facts("# comment\n@ type A struct\n\n@ type A struct\n@ func F()\n").len(),
        2
    );
}
