//! The generated Python SDKs in real interpreters: mypy, Pulumi mocks, API compatibility.
//!
//! All tests share one Python environment, built on first use:
//! - a venv under `target/tmp/python/venv-<key>/`, `<key>` a hash of
//!   `tests/python/requirements.txt` and the interpreter's version, so a change of either builds
//!   a new one and every other run reuses it (pulumi, mypy and friends come from the registry);
//! - the seed packages (`generated/<seed>/python`, or freshly generated into scratch while those
//!   are not committed yet) and the package generated from the corpus' confluentcloud schema,
//!   pip-installed into that venv for real, so the tests also prove that they build;
//! - scratch files of the current run in `target/tmp/python/run/` (left after the run for
//!   inspection, wiped at the start of the next), and the Python processes' TMPDIR
//!   (`run/tmp/`).
//!
//! The venv is shared by every `cargo test` in this checkout, and each run installs its own
//! generated packages into it, so a run holds a file lock on `target/tmp/python/lock` from its
//! first use of the environment until its process exits; a concurrent run waits.
//!
//! Needs `python3` (>= 3.10) on PATH and the registry. Without python3 the tests fail, unless
//! `SDKGEN_SKIP_PYTHON=1` is set: then they pass and say loudly that they were skipped.

use crate::support;

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::{Mutex, OnceLock};

use support::{
    check, copy_dir, create_dir, fnv1a, generate_corpus_schema, listing, lock, remove_dir,
    remove_other_envs, root, run, say, stdout_text, valid_corpus_schemas, vectors_file,
};

const SKIP_VAR: &str = "SDKGEN_SKIP_PYTHON";
/// The seed packages (schema/<seed>.json, generated/<seed>/python).
const SEEDS: [&str; 2] = ["streamcloud", "gatewaycloud"];
/// The corpus schema whose generated package must have the published package's API.
const REFERENCE_SCHEMA: &str = "confluentcloud-2.79.0.json";
const REFERENCE_NAME: &str = "confluentcloud";
const REFERENCE_REQUIREMENT: &str = "pulumi-confluentcloud==2.79.0";
/// Where the venv, caches and run scratch live: inside the target directory, for the tests.
fn python_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("python")
}

// ---------------------------------------------------------------------------------------------
// The shared environment

struct PythonEnv {
    /// The venv's interpreter; tools run as `python -m tool`, which needs no activation.
    python: PathBuf,
    /// The venv itself (the mypy cache lives in it, so it goes when the venv is rebuilt).
    venv: PathBuf,
    /// This run's scratch directory.
    run: PathBuf,
    /// Holds the cross-process lock until this test process exits (the helper holding the
    /// lock exits when its stdin, our end of the pipe, closes).
    _lock: Child,
    /// One pip at a time: tests run in parallel threads and share site-packages.
    pip: Mutex<()>,
    /// The seed packages, installed on first request.
    seeds: OnceLock<Result<Vec<Installed>, String>>,
}

/// A generated package installed into the venv.
struct Installed {
    /// Its source: the package root (pyproject.toml) pip built from.
    source: PathBuf,
    /// The import name, e.g. `pulumi_streamcloud`.
    module: String,
    /// Where pip put it (site-packages/<module>).
    location: PathBuf,
}

impl PythonEnv {
    /// The environment, built on first use; None (after saying so) when skipped by the user.
    fn get() -> Option<&'static PythonEnv> {
        if std::env::var(SKIP_VAR).as_deref() == Ok("1") {
            say(&format!("SKIPPED: python SDK tests ({SKIP_VAR}=1)"));
            return None;
        }
        static ENV: OnceLock<Result<PythonEnv, String>> = OnceLock::new();
        match ENV.get_or_init(PythonEnv::build) {
            Ok(env) => Some(env),
            Err(message) => panic!("the Python test environment cannot be set up:\n{message}"),
        }
    }

    fn build() -> Result<PythonEnv, String> {
        let version = system_python_version()?;
        let dir = python_dir();
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let lock = lock(&dir.join("lock"), "python_sdk")?;

        let requirements = root().join("tests/python/requirements.txt");
        let pins = std::fs::read(&requirements)
            .map_err(|e| format!("cannot read {}: {e}", requirements.display()))?;
        let key = fnv1a(&[pins.as_slice(), version.as_bytes()].concat());
        let venv = dir.join(format!("venv-{key:016x}"));
        let python = venv.join("bin/python");
        if !venv.join(".complete").is_file() {
            build_venv(&venv, &requirements, &version)?;
        }
        remove_other_envs(&dir, &venv, "venv-")?;

        let run_dir = dir.join("run");
        remove_dir(&run_dir)?;
        for sub in ["logs", "tmp"] {
            std::fs::create_dir_all(run_dir.join(sub))
                .map_err(|e| format!("cannot create {}: {e}", run_dir.display()))?;
        }
        let env = PythonEnv {
            python,
            venv,
            run: run_dir,
            _lock: lock,
            pip: Mutex::new(()),
            seeds: OnceLock::new(),
        };
        env.uninstall_generated_packages()?;
        Ok(env)
    }

    /// A command running the venv's interpreter, untouched by the caller's Python settings.
    fn python(&self) -> Command {
        let mut cmd = Command::new(&self.python);
        cmd.env_remove("PYTHONPATH")
            .env_remove("PYTHONHOME")
            .env("PIP_DISABLE_PIP_VERSION_CHECK", "1")
            // No __pycache__ beside the test scripts in the source tree.
            .env("PYTHONDONTWRITEBYTECODE", "1")
            // Temporary files (pip's builds, the test scripts' scratch packages, which a failed
            // run left in /tmp as `sdkgen_utiltest_*`) under run/, emptied by the next run.
            .env("TMPDIR", self.run.join("tmp"))
            .current_dir(&self.run);
        cmd
    }

    fn log(&self, name: &str) -> PathBuf {
        self.run.join("logs").join(format!("{name}.log"))
    }

    /// Packages a previous run installed must not stand in for this run's (e.g. when this
    /// run's generation fails): every `pulumi-*` distribution goes (the requirements hold
    /// none; `pulumi` itself stays).
    fn uninstall_generated_packages(&self) -> Result<(), String> {
        let list = run(
            self.python().args([
                "-c",
                "import importlib.metadata as m\n\
                 names = {d.metadata['Name'] for d in m.distributions()}\n\
                 print('\\n'.join(sorted(n for n in names\n\
                     if n.lower().replace('_', '-').startswith('pulumi-'))))",
            ]),
            "listing the installed pulumi-* packages",
            None,
        )?;
        let names = stdout_text(&list);
        if names.is_empty() {
            return Ok(());
        }
        let _pip = self.pip.lock().unwrap_or_else(|e| e.into_inner());
        run(
            self.python()
                .args(["-m", "pip", "uninstall", "--yes"])
                .args(names.lines()),
            "removing the packages of the previous run",
            None,
        )?;
        Ok(())
    }

    /// Builds and installs the package roots (each with a pyproject.toml) into the venv, then
    /// checks that the dependencies they declare are satisfied.
    fn install(&self, roots: &[PathBuf], what: &str) -> Result<Vec<Installed>, String> {
        let mut packages = Vec::new();
        for source in roots {
            if !source.join("pyproject.toml").is_file() {
                return Err(format!(
                    "{what}: {} is not a Python package root (no pyproject.toml); it holds: {}",
                    source.display(),
                    listing(source)
                ));
            }
            packages.push(import_name(source)?);
        }
        let _pip = self.pip.lock().unwrap_or_else(|e| e.into_inner());
        run(
            self.python()
                // The build backend comes from the venv (requirements.txt), not downloaded
                // again for every package and run.
                .args(["-m", "pip", "install", "--no-deps", "--no-build-isolation"])
                .args(["--force-reinstall", "--no-cache-dir"])
                .args(roots),
            &format!("pip install of {what}"),
            Some(&self.log(&format!("pip-install-{}", what.replace(' ', "-")))),
        )?;
        run(
            self.python().args(["-m", "pip", "check"]),
            &format!("pip check after installing {what} (are its declared dependencies met?)"),
            None,
        )?;
        let purelib = stdout_text(&run(
            self.python().args([
                "-c",
                "import sysconfig; print(sysconfig.get_paths()['purelib'])",
            ]),
            "finding site-packages",
            None,
        )?);
        let mut installed = Vec::new();
        for (source, module) in roots.iter().zip(packages) {
            let location = Path::new(&purelib).join(&module);
            if !location.join("__init__.py").is_file() {
                return Err(format!(
                    "{what}: pip installed {} but {} has no __init__.py (is the package listed \
                     in pyproject.toml?)",
                    source.display(),
                    location.display()
                ));
            }
            installed.push(Installed {
                source: source.clone(),
                module,
                location,
            });
        }
        Ok(installed)
    }

    /// The seed packages, installed (once per run).
    fn seeds(&self) -> &[Installed] {
        let seeds = self.seeds.get_or_init(|| {
            let roots = self.seed_sources()?;
            self.install(&roots, "seed packages")
        });
        match seeds {
            Ok(seeds) => seeds,
            Err(message) => {
                panic!("the seed packages cannot be generated and installed:\n{message}")
            }
        }
    }

    /// The committed seed packages, copied into scratch so that building them leaves nothing in
    /// `generated/`; generated into scratch instead while they are not committed yet.
    fn seed_sources(&self) -> Result<Vec<PathBuf>, String> {
        let committed: Vec<PathBuf> = SEEDS
            .iter()
            .map(|seed| root().join(format!("generated/{seed}/python")))
            .collect();
        let dest = self.run.join("seeds");
        if committed
            .iter()
            .all(|dir| dir.join("pyproject.toml").is_file())
        {
            let mut roots = Vec::new();
            for (seed, dir) in SEEDS.iter().zip(&committed) {
                let copy = dest.join(seed);
                copy_dir(dir, &copy)?;
                roots.push(copy);
            }
            return Ok(roots);
        }
        say(&format!(
            "python_sdk: generated/<seed>/python not committed yet; generating {} into {}",
            SEEDS.join(", "),
            dest.display()
        ));
        let schemas: Vec<PathBuf> = SEEDS
            .iter()
            .map(|seed| root().join(format!("schema/{seed}.json")))
            .collect();
        generate(&schemas, &dest, &self.log("generate-seeds"))?;
        Ok(SEEDS
            .iter()
            .map(|seed| dest.join(seed).join("python"))
            .collect())
    }

    /// The published reference package, unpacked (downloaded once, kept across runs).
    fn reference_package(&self) -> Result<PathBuf, String> {
        let cache = python_dir().join("reference");
        let unpacked = cache.join("unpacked");
        if unpacked.join(".complete").is_file() {
            return Ok(unpacked);
        }
        remove_dir(&cache)?;
        let wheels = cache.join("wheels");
        run(
            self.python()
                .args(["-m", "pip", "download", REFERENCE_REQUIREMENT, "--no-deps"])
                .args(["--only-binary", ":all:", "-d"])
                .arg(&wheels),
            &format!("downloading the published {REFERENCE_REQUIREMENT}"),
            None,
        )?;
        run(
            self.python()
                .args([
                    "-c",
                    "import pathlib, sys, zipfile\n\
                     wheels = sorted(pathlib.Path(sys.argv[1]).glob('*.whl'))\n\
                     assert len(wheels) == 1, wheels\n\
                     zipfile.ZipFile(wheels[0]).extractall(sys.argv[2])",
                ])
                .arg(&wheels)
                .arg(&unpacked),
            "unpacking the reference wheel",
            None,
        )?;
        std::fs::write(unpacked.join(".complete"), REFERENCE_REQUIREMENT)
            .map_err(|e| format!("cannot write {}: {e}", unpacked.display()))?;
        Ok(unpacked)
    }
}

/// The Python tests' venv interpreter (`pulumi` installed), set up on first use; None when
/// Python's tests are skipped. The parity harness imports packages with it.
pub(crate) fn venv_python() -> Option<PathBuf> {
    PythonEnv::get().map(|env| env.python.clone())
}

/// `python3 --version` of the interpreter on PATH (>= 3.10, what the pins need).
fn system_python_version() -> Result<String, String> {
    let output = Command::new("python3")
        .args([
            "-c",
            "import sys; print(sys.version_info >= (3, 10)); print(sys.version.split()[0])",
        ])
        .output()
        .map_err(|err| {
            format!(
                "python3 is needed on PATH for the Python SDK tests ({err}). Install Python >= \
                 3.10 with its venv module, or set {SKIP_VAR}=1 to skip these tests (the run \
                 says so)."
            )
        })?;
    let text = stdout_text(&output);
    match text.split_once('\n') {
        Some(("True", version)) if output.status.success() => Ok(version.trim().to_string()),
        _ => Err(format!(
            "python3 on PATH must be >= 3.10 for the Python SDK tests (found: {text}{}); or set \
             {SKIP_VAR}=1 to skip them",
            String::from_utf8_lossy(&output.stderr)
        )),
    }
}

fn build_venv(venv: &Path, requirements: &Path, version: &str) -> Result<(), String> {
    say(&format!(
        "python_sdk: building the Python test venv {} (Python {version}); later runs reuse it",
        venv.display()
    ));
    remove_dir(venv)?;
    run(
        Command::new("python3").args(["-m", "venv"]).arg(venv),
        "creating the venv (python3 -m venv)",
        None,
    )?;
    run(
        Command::new(venv.join("bin/python"))
            .args(["-m", "pip", "install", "--disable-pip-version-check", "-r"])
            .arg(requirements),
        "installing tests/python/requirements.txt from the registry",
        None,
    )?;
    std::fs::write(venv.join(".complete"), version)
        .map_err(|e| format!("cannot write {}: {e}", venv.display()))
}

/// `sdkgen generate SCHEMAS --out OUT --lang python`, with the real binary.
fn generate(schemas: &[PathBuf], out: &Path, log: &Path) -> Result<(), String> {
    run(
        Command::new(env!("CARGO_BIN_EXE_sdkgen"))
            .arg("generate")
            .args(schemas)
            .arg("--out")
            .arg(out)
            .args(["--lang", "python"])
            .current_dir(root()),
        "sdkgen generate --lang python",
        Some(log),
    )?;
    Ok(())
}

/// The import package (`pulumi_x/`) in a package root.
fn import_name(package_root: &Path) -> Result<String, String> {
    let mut found: Vec<String> = std::fs::read_dir(package_root)
        .map_err(|e| format!("cannot read {}: {e}", package_root.display()))?
        .flatten()
        .filter(|entry| entry.path().join("__init__.py").is_file())
        .filter_map(|entry| entry.file_name().to_str().map(str::to_string))
        .collect();
    found.sort();
    match found.as_slice() {
        [one] => Ok(one.clone()),
        _ => Err(format!(
            "{} should hold exactly one Python package (a directory with __init__.py), found \
             [{}]; it holds: {}",
            package_root.display(),
            found.join(", "),
            listing(package_root)
        )),
    }
}

// ---------------------------------------------------------------------------------------------
// The tests

#[test]
fn seed_packages_pass_mypy_strict() {
    let Some(env) = PythonEnv::get() else { return };
    let seeds = env.seeds();
    let mut cmd = env.python();
    // The installed packages (not the sources) are checked: that is what users get, and mypy
    // only reads an installed package that ships its py.typed marker. Run from the scratch
    // directory, so no source tree or config file nearby takes their place.
    cmd.args(["-m", "mypy", "--strict", "--cache-dir"])
        .arg(env.venv.join("mypy-cache"));
    for seed in seeds {
        cmd.args(["-p", &seed.module]);
    }
    check(run(
        &mut cmd,
        "mypy --strict on the installed seed packages (0 errors required)",
        Some(&env.log("mypy-seeds")),
    ));
}

/// What a provider publishes, `python -m build` (sdist and wheel), builds without a warning:
/// a seed (pyproject.toml, SPDX license) and random-4.21.1 without its pyproject setting
/// (setup.py). Setuptools warns, for one, on the deprecated `project.license` table and on an
/// sdist without a README at its root.
#[test]
fn packages_build_without_warnings() {
    let Some(env) = PythonEnv::get() else { return };
    let scratch = env.run.join("sdist-and-wheel");
    remove_dir(&scratch).unwrap();
    create_dir(&scratch).unwrap();
    let real = root().join("../shared/corpus/real/random-4.21.1.json");
    let mut schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&real).unwrap()).unwrap();
    schema["language"]["python"]
        .as_object_mut()
        .expect("random-4.21.1 has language.python")
        .remove("pyproject");
    let setup_py_schema = scratch.join("random-setup-py.json");
    std::fs::write(&setup_py_schema, schema.to_string()).unwrap();
    let out = scratch.join("out");
    generate(
        &[root().join("schema/streamcloud.json"), setup_py_schema],
        &out,
        &env.log("build-warnings-generate"),
    )
    .unwrap_or_else(|message| panic!("{message}"));
    for (package, manifest) in [("streamcloud", "pyproject.toml"), ("random", "setup.py")] {
        let source = out.join(package).join("python");
        assert!(
            source.join(manifest).is_file(),
            "{package}: expected a {manifest} in {}",
            source.display()
        );
        let output = run(
            env.python()
                // Byte-compiling off makes setuptools warn about it; packagers compile.
                .env_remove("PYTHONDONTWRITEBYTECODE")
                .args(["-m", "build", "--no-isolation", "--outdir"])
                .arg(scratch.join("dist"))
                .arg(&source),
            &format!("python -m build of the {package} package ({manifest})"),
            Some(&env.log(&format!("build-{package}"))),
        )
        .unwrap_or_else(|message| panic!("{message}"));
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        let warnings: Vec<&str> = text
            .lines()
            .filter(|l| {
                let l = l.to_lowercase();
                l.contains("warning") || l.contains("deprecat")
            })
            .collect();
        assert!(
            warnings.is_empty(),
            "python -m build of the {package} package ({manifest}) warned:\n{}",
            warnings.join("\n")
        );
    }
}

#[test]
fn seed_packages_work_under_pulumi_mocks() {
    let Some(env) = PythonEnv::get() else { return };
    env.seeds();
    let program = root().join("tests/python/seed_mocks.py");
    assert!(
        program.is_file(),
        "the mocks program {} is missing",
        program.display()
    );
    check(run(
        env.python().arg(&program).current_dir(root()),
        "the Pulumi mocks program tests/python/seed_mocks.py",
        Some(&env.log("seed-mocks")),
    ));
}

#[test]
fn api_surface_tool_self_test() {
    // The comparison tool must itself be right before its verdict on the generated package
    // means anything; it needs nothing but the standard library.
    let Some(env) = PythonEnv::get() else { return };
    check(run(
        env.python()
            .args(["-m", "unittest", "-v", "test_api_surface"])
            .current_dir(root().join("tests/python")),
        "the unit tests of tests/python/api_surface.py",
        Some(&env.log("api-surface-self-test")),
    ));
}

#[test]
fn python_unit_tests() {
    let Some(env) = PythonEnv::get() else { return };
    // Some of them import the seed packages.
    env.seeds();
    check(run(
        env.python()
            .args(["-m", "unittest", "discover", "-v", "-s", "tests/python"])
            .args(["-p", "test_*.py"])
            .current_dir(root()),
        "python -m unittest discover -s tests/python -p 'test_*.py'",
        Some(&env.log("unittest")),
    ));
}

#[test]
fn confluentcloud_has_the_published_python_api() {
    let Some(env) = PythonEnv::get() else { return };
    let schema = root().join("../shared/corpus/real").join(REFERENCE_SCHEMA);
    assert!(
        schema.is_file(),
        "the corpus schema {} is missing (shared/ is expected beside the project)",
        schema.display()
    );
    let out = env.run.join("confluentcloud");
    if let Err(message) = generate(&[schema], &out, &env.log("generate-confluentcloud")) {
        panic!("{message}");
    }
    let installed = match env.install(&[out.join(REFERENCE_NAME).join("python")], REFERENCE_NAME) {
        Ok(mut installed) => installed.remove(0),
        Err(message) => panic!("{message}"),
    };
    let reference = env
        .reference_package()
        .unwrap_or_else(|message| panic!("{message}"));
    let report = env.run.join("confluentcloud-api-report.txt");
    let result = run(
        env.python()
            .arg(root().join("tests/python/api_surface.py"))
            .arg("compare")
            .arg(&reference)
            .arg(&installed.location)
            .arg("--report")
            .arg(&report)
            .current_dir(root()),
        &format!(
            "API compatibility of the package generated from {REFERENCE_SCHEMA} (from {}) with \
             the published {REFERENCE_REQUIREMENT} (every missing fact is in {})",
            installed.source.display(),
            report.display()
        ),
        None,
    );
    check(result);
}

/// Every schema of the corpus that validates (Pulumi's codegen edge cases, the real providers)
/// and the adversarial fixture generate Python that imports: every module, every exported name.
#[test]
fn every_valid_corpus_schema_generates_importable_python() {
    let Some(env) = PythonEnv::get() else { return };
    let schemas = valid_corpus_schemas();
    let out = env.run.join("corpus");
    let mut generated = 0;
    for (i, schema) in schemas.iter().enumerate() {
        // The adversarial fixture is first, so its output is `0/`.
        match generate_corpus_schema(schema, &out.join(i.to_string()), "python") {
            Ok(true) => generated += 1,
            Ok(false) => {}
            Err(message) => panic!("{message}"),
        }
    }
    assert!(generated >= 70, "only {generated} corpus schemas generated");
    check(run(
        env.python()
            .arg(root().join("tests/python/import_all.py"))
            .arg(&out),
        "importing every generated corpus package (tests/python/import_all.py)",
        Some(&env.log("import-all")),
    ));
    // Keywords, quotes, backslashes, template syntax and non-ASCII text still type-check.
    let adversarial = out.join("0/adversarial/python");
    check(run(
        env.python()
            .args(["-m", "mypy", "--strict", "--cache-dir"])
            .arg(env.venv.join("mypy-cache"))
            .arg(adversarial.join("pulumi_adversarial"))
            .current_dir(&adversarial),
        "mypy --strict on the adversarial fixture's package",
        Some(&env.log("mypy-adversarial")),
    ));
}

/// Property names next to the names the generated code uses itself (modules, built-ins, locals,
/// methods) work wherever sdkgen lets them through: tests/fixtures/python_names.json under
/// Pulumi mocks (tests/python/names_probe.py). The names it refuses are hardening cases.
#[test]
fn names_next_to_generated_code_work() {
    let Some(env) = PythonEnv::get() else { return };
    let out = env.run.join("python-names");
    generate(
        &[root().join("tests/fixtures/python_names.json")],
        &out,
        &env.log("python-names-generate"),
    )
    .unwrap_or_else(|message| panic!("{message}"));
    check(run(
        env.python()
            .arg(root().join("tests/python/names_probe.py"))
            .arg(out.join("pynames/python")),
        "the generated python_names fixture under mocks (tests/python/names_probe.py)",
        Some(&env.log("python-names")),
    ));
}

/// The conformance vectors of `sdkgen vectors` (generator/vectors.rs) through the installed seed
/// packages under Pulumi mocks: every function, every case, both forms send exactly the
/// vectors' wire arguments (tests/python/vectors.py); a corrupted expectation is caught.
#[test]
fn conformance_vectors() {
    let Some(env) = PythonEnv::get() else { return };
    env.seeds();
    let program = root().join("tests/python/vectors.py");
    let dir = env.run.join("vectors");
    for seed in SEEDS {
        let file = vectors_file(seed, &dir, false).unwrap_or_else(|message| panic!("{message}"));
        let vectors: serde_json::Value = serde_json::from_slice(
            &std::fs::read(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display())),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        // Every case of every function, in both forms (plain and output).
        let expected: usize = vectors["functions"]
            .as_array()
            .map(|functions| {
                functions
                    .iter()
                    .map(|f| 2 * f["cases"].as_array().map_or(0, Vec::len))
                    .sum()
            })
            .unwrap_or(0);
        let output = run(
            env.python().arg(&program).arg(&file),
            &format!("tests/python/vectors.py on the {seed} vectors"),
            Some(&env.log(&format!("vectors-{seed}"))),
        )
        .unwrap_or_else(|message| panic!("{message}"));
        let text = stdout_text(&output);
        assert!(
            text.contains(&format!("vectors: {expected} checks passed, 0 failed")),
            "{seed}: expected {expected} passed checks, the program printed:\n{text}"
        );
        if expected == 0 {
            assert!(text.contains("has no functions"), "{seed}:\n{text}");
        }
    }

    // A corrupted wire string must fail, naming the function it belongs to (and only that one).
    let file =
        vectors_file("gatewaycloud", &dir, true).unwrap_or_else(|message| panic!("{message}"));
    let vectors: serde_json::Value = serde_json::from_slice(
        &std::fs::read(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display())),
    )
    .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let corrupted: Vec<&str> = vectors["functions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|f| f["cases"].to_string().contains("-corrupted"))
        .filter_map(|f| f["token"].as_str())
        .collect();
    let [token] = corrupted.as_slice() else {
        panic!(
            "expected exactly one corrupted function in {}, found {corrupted:?}",
            file.display()
        );
    };
    let output = env
        .python()
        .arg(&program)
        .arg(&file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", program.display()));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        output.status.code(),
        Some(1),
        "vectors.py must fail (exit 1) on the corrupted copy {}:\n{text}",
        file.display()
    );
    let fails: Vec<&str> = text.lines().filter(|l| l.starts_with("FAIL ")).collect();
    assert!(
        !fails.is_empty() && fails.iter().all(|l| l.contains(token)),
        "every failure must name the corrupted function {token}:\n{text}"
    );
}
