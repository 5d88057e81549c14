//! Helpers shared by the harnesses that run generated SDKs in real toolchains
//! (`tests/python_sdk.rs`, `tests/nodejs_sdk.rs`): running commands with readable failures,
//! scratch directories, a stable hash for environment keys and a cross-process lock.
//!
//! The test suite (`tests/suite.rs`) and the `vs_pulumi` benchmark each include this file as a
//! module, and the benchmark calls few of its helpers: hence the `allow` below (clippy runs with
//! `-D warnings` over both crates).
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// Parsing generated files with tree-sitter grammars (syntax errors, inert text).
pub mod parse;

/// Whether generated files kept schema text inert (parse, markers, project files, MSBuild).
pub mod safety;

/// The public API of a C# package, as facts (tree-sitter C#).
pub mod csharp_api;

/// The public API of a Java package, as facts (tree-sitter Java).
pub mod java_api;

/// The Java toolchain (javac, com.pulumi:pulumi's classpath from Maven, a batch compiler).
pub mod java;

/// The Node.js toolchain (TypeScript, @pulumi/pulumi) the tests install and share.
pub mod nodejs;

/// Pulumi's generator (the parity harness' builds of it), for the parity test and the benchmark.
pub mod refgen;

/// A scratch directory for one test, under the system's temporary directory, removed when it
/// goes out of scope (also when the test fails). Its name holds the test's label, the process
/// and a counter, so tests running side by side in the one test process never share one.
pub struct ScratchDir(PathBuf);

impl ScratchDir {
    pub fn new(test: &str) -> ScratchDir {
        ScratchDir::under(&std::env::temp_dir(), test)
    }

    /// As [`ScratchDir::new`], on tmpfs (`/dev/shm`) when there is one: for a test that
    /// writes and removes tens of thousands of files, which on ext4 costs the kernel time
    /// quadratic in their number (inode allocation skips recently freed inodes).
    pub fn in_memory(test: &str) -> ScratchDir {
        let shm = Path::new("/dev/shm");
        if shm.is_dir() {
            ScratchDir::under(shm, test)
        } else {
            ScratchDir::new(test)
        }
    }

    fn under(parent: &Path, test: &str) -> ScratchDir {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = parent.join(format!("sdkgen-{test}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        ScratchDir(dir)
    }
}

impl std::ops::Deref for ScratchDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Output of a failed command kept in a panic message (the whole of it goes to a log file).
pub const MAX_LINES_SHOWN: usize = 150;

/// The project root (where Cargo.toml is).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Says `message` in the test's output and on the terminal: libtest captures the print macros
/// (shown only for failed tests), not direct writes to stderr, so a skip or a slow first build
/// is never silent.
pub fn say(message: &str) {
    println!("{message}");
    let _ = writeln!(std::io::stderr(), "{message}");
}

// ---------------------------------------------------------------------------------------------
// Running commands

/// `program args…` as a shell user would type it, for failure messages.
pub fn describe(cmd: &Command) -> String {
    let mut text = cmd.get_program().to_string_lossy().into_owned();
    for arg in cmd.get_args() {
        let arg = arg.to_string_lossy();
        if arg.is_empty() || arg.contains([' ', '\'', '"']) {
            text.push_str(&format!(" '{}'", arg.replace('\'', r"'\''")));
        } else {
            text.push(' ');
            text.push_str(&arg);
        }
    }
    if let Some(dir) = cmd.get_current_dir() {
        text.push_str(&format!("   (in {})", dir.display()));
    }
    text
}

/// The head of a long output, so that a panic message stays readable.
pub fn clip(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= MAX_LINES_SHOWN {
        return text.trim_end().to_string();
    }
    format!(
        "{}\n… {} more lines",
        lines[..MAX_LINES_SHOWN].join("\n"),
        lines.len() - MAX_LINES_SHOWN
    )
}

thread_local! {
    /// The variables [`run`] adds to the environment of what it runs on this thread: see
    /// [`with_child_env`].
    static CHILD_ENV: std::cell::RefCell<Vec<(String, PathBuf)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `body` with `envs` in the environment of every command that [`run`] runs on this thread
/// meanwhile (the helpers here run theirs through it), unless the command sets that variable
/// itself. For a test that gives the programs it
/// runs an environment of their own (e2e's `TMPDIR`): the suite's tests share one process, so
/// none may change the process's environment, which the others read and pass on.
pub fn with_child_env<T>(envs: &[(&str, &Path)], body: impl FnOnce() -> T) -> T {
    struct Restore(Vec<(String, PathBuf)>);
    impl Drop for Restore {
        fn drop(&mut self) {
            CHILD_ENV.with(|env| *env.borrow_mut() = std::mem::take(&mut self.0));
        }
    }
    let added = envs
        .iter()
        .map(|(name, value)| (name.to_string(), value.to_path_buf()));
    let before = CHILD_ENV.with(|env| {
        let mut env = env.borrow_mut();
        let before = env.clone();
        env.extend(added);
        before
    });
    let _restore = Restore(before);
    body()
}

/// Installs Debian `packages` with apt-get (as root, as CI does) for a tool a test needs and
/// the machine lacks; `why` names the test and `skip` the variable that skips it instead.
pub fn apt_install(packages: &[&str], why: &str, skip: &str) -> Result<(), String> {
    say(&format!(
        "{why}: installing Debian's {} (apt-get)",
        packages.join(", ")
    ));
    let mut update = Command::new("apt-get");
    update.arg("update");
    let mut install = Command::new("apt-get");
    install
        .args(["install", "-y", "--no-install-recommends"])
        .args(packages)
        .env("DEBIAN_FRONTEND", "noninteractive");
    run(&mut update, "apt-get update", None)
        .and_then(|_| {
            run(
                &mut install,
                &format!("apt-get install {}", packages.join(" ")),
                None,
            )
        })
        .map(drop)
        .map_err(|e| {
            format!(
                "{why} needs {} and could not install it (apt-get runs as root); install it by \
                 hand or set {skip}=1 to skip the test:\n{e}",
                packages.join(", ")
            )
        })
}

/// Runs `cmd` to completion; a non-zero exit is an error naming the command, with its stdout
/// and stderr (also written in full to `log`, when given).
pub fn run(cmd: &mut Command, what: &str, log: Option<&Path>) -> Result<Output, String> {
    CHILD_ENV.with(|env| {
        for (name, value) in env.borrow().iter() {
            // A value the command sets itself wins.
            if !cmd.get_envs().any(|(set, _)| set == name.as_str()) {
                cmd.env(name, value);
            }
        }
    });
    let output = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|err| format!("{what}: cannot run `{}`: {err}", describe(cmd)))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut log_note = String::new();
    if let Some(log) = log {
        let text = format!(
            "$ {}\nexit: {}\n--- stdout ---\n{stdout}\n--- stderr ---\n{stderr}",
            describe(cmd),
            output.status
        );
        if std::fs::write(log, text).is_ok() {
            log_note = format!("\n(full output in {})", log.display());
        }
    }
    if output.status.success() {
        return Ok(output);
    }
    Err(format!(
        "{what} failed ({}):\n$ {}\n--- stdout ---\n{}\n--- stderr ---\n{}{log_note}",
        output.status,
        describe(cmd),
        clip(&stdout),
        clip(&stderr)
    ))
}

pub fn stdout_text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

/// `go` as every test runs it: the machine's toolchain only, go.mod and go.sum used as they
/// are (never updated), no VCS stamping, no workspace.
pub fn go_command() -> Command {
    let mut cmd = Command::new("go");
    cmd.env("GOTOOLCHAIN", "local")
        .env("GOFLAGS", "-mod=readonly -buildvcs=false")
        .env("GOWORK", "off");
    cmd
}

/// `cargo` for the builds of generated crates: `tests/rust_sdk.rs`'s workspace of the seed and
/// corpus crates and `tests/e2e.rs`'s Rust program. Both use one target directory,
/// [`generated_crates_target`], so the runtime and its dependencies (tokio, tonic, prost, the
/// engine's protobuf crate) build once for both, and neither carries debug info or incremental
/// state: those builds prove the crates compile, lint and document; nobody debugs them, and
/// debug info made that directory several times larger (see docs/testing.md). The outer
/// build's `RUSTFLAGS` and target directory are not passed on.
pub fn generated_crates_cargo() -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned()));
    cmd.env_remove("RUSTFLAGS")
        .env_remove("RUSTDOCFLAGS")
        .env("CARGO_TARGET_DIR", generated_crates_target())
        .env("CARGO_PROFILE_DEV_DEBUG", "false")
        .env("CARGO_INCREMENTAL", "0");
    cmd
}

/// Held while a harness builds in, or cleans, [`generated_crates_target`]: cargo serializes
/// builds in one target directory, but `cargo clean -p` takes no lock, and tests/rust_sdk.rs
/// cleans crates (confluentcloud, the seeds) that tests/e2e.rs's program builds.
pub fn generated_crates_lock(who: &str) -> Result<Child, String> {
    lock(
        &PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("rust-target.lock"),
        who,
    )
}

/// The target directory of [`generated_crates_cargo`]: `target/tmp/rust-target`.
pub fn generated_crates_target() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("rust-target")
}

/// `sdkgen language-host install --dir bin`, as a user runs it (Go's build cache makes it quick
/// after the first time): the path of `pulumi-language-rust`. `skip` says how to skip the test.
pub fn install_language_host(bin: &Path, skip: &str) -> Result<PathBuf, String> {
    run(
        Command::new(env!("CARGO_BIN_EXE_sdkgen"))
            .args(["language-host", "install", "--quiet", "--dir"])
            .arg(bin),
        &format!("sdkgen language-host install (is Go installed? {skip})"),
        None,
    )?;
    Ok(bin.join("pulumi-language-rust"))
}

/// Panics with the message of a failed `run`.
pub fn check(result: Result<Output, String>) {
    if let Err(message) = result {
        panic!("{message}");
    }
}

// ---------------------------------------------------------------------------------------------
// Files

/// Stable across Rust versions (unlike `DefaultHasher`), so an environment key only changes
/// when its inputs do: 64-bit FNV-1a.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in bytes {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// A hash of every file under `dirs` (names and contents), plus `extra`.
pub fn tree_hash(dirs: &[&Path], extra: &str) -> Result<u64, String> {
    let mut input = extra.as_bytes().to_vec();
    for dir in dirs {
        for (rel, bytes) in tree_files(dir)? {
            input.extend_from_slice(rel.as_bytes());
            input.push(0);
            input.extend_from_slice(&fnv1a(&bytes).to_le_bytes());
        }
    }
    Ok(fnv1a(&input))
}

/// Every file under `dir`, by path relative to it (`/`-separated), sorted.
pub fn tree_files(dir: &Path) -> Result<Vec<(String, Vec<u8>)>, String> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let entries = std::fs::read_dir(&current)
            .map_err(|e| format!("cannot read {}: {e}", current.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let bytes = std::fs::read(&path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                let rel = path.strip_prefix(dir).unwrap().to_string_lossy();
                files.push((rel.replace('\\', "/"), bytes));
            }
        }
    }
    files.sort();
    Ok(files)
}

/// `go build [args] <package>` in `dir` into `<bin>/<name>-<key>` (`key` hashes what the build depends
/// on, e.g. `tree_hash` of its sources and the Go version); an existing build is reused, and
/// builds of other keys are removed (dead weight). `who` names the harness in the message.
pub fn cached_go_build(
    bin: &Path,
    name: &str,
    key: u64,
    dir: &Path,
    package: &str,
    args: &[&str],
    who: &str,
) -> Result<PathBuf, String> {
    cached_go_binary(bin, name, key, dir, &["build"], package, args, who)
}

/// [`cached_go_build`] with another `go` verb that writes a binary with `-o` (`test -c`: a
/// package's test binary).
#[allow(clippy::too_many_arguments)]
pub fn cached_go_binary(
    bin: &Path,
    name: &str,
    key: u64,
    dir: &Path,
    verb: &[&str],
    package: &str,
    args: &[&str],
    who: &str,
) -> Result<PathBuf, String> {
    let binary = bin.join(format!("{name}-{key:016x}"));
    if binary.is_file() {
        return Ok(binary);
    }
    create_dir(bin)?;
    let start = std::time::Instant::now();
    let partial = bin.join(format!(".{name}-{key:016x}.partial"));
    run(
        go_command()
            .args(verb)
            .args(args)
            .arg("-o")
            .arg(&partial)
            .arg(package)
            .current_dir(dir),
        &format!("go build of {}", dir.display()),
        None,
    )?;
    std::fs::rename(&partial, &binary).map_err(|e| format!("cannot rename {name}: {e}"))?;
    for entry in std::fs::read_dir(bin).into_iter().flatten().flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let stale = file.strip_prefix(&format!("{name}-")).is_some_and(|key| {
            key.len() == 16 && key.bytes().all(|b| b.is_ascii_hexdigit()) && entry.path() != binary
        });
        if stale {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    say(&format!(
        "{who}: built {} in {:.0}s",
        binary.display(),
        start.elapsed().as_secs_f64()
    ));
    Ok(binary)
}

pub fn create_dir(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))
}

pub fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    copy_dir_except(from, to, &[])
}

/// Copies the tree `from` to `to`, leaving out the entries of `from` itself (not of its
/// subdirectories) named in `skip` (e.g. `node_modules`).
pub fn copy_dir_except(from: &Path, to: &Path, skip: &[&str]) -> Result<(), String> {
    std::fs::create_dir_all(to).map_err(|e| format!("cannot create {}: {e}", to.display()))?;
    let entries =
        std::fs::read_dir(from).map_err(|e| format!("cannot read {}: {e}", from.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", from.display()))?;
        if skip.iter().any(|name| entry.file_name() == **name) {
            continue;
        }
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if source.is_dir() {
            copy_dir(&source, &target)?;
        } else {
            std::fs::copy(&source, &target).map_err(|e| {
                format!(
                    "cannot copy {} to {}: {e}",
                    source.display(),
                    target.display()
                )
            })?;
        }
    }
    Ok(())
}

/// Makes `to` hold exactly the files of `from`, each passed through `edit` (given its path
/// relative to `from`), writing only the files whose bytes differ and removing the others: tools
/// that go by modification times (cargo) then see unchanged files as unchanged.
pub fn sync_dir(
    from: &Path,
    to: &Path,
    edit: &dyn Fn(&str, Vec<u8>) -> Vec<u8>,
) -> Result<(), String> {
    let mut wanted = std::collections::BTreeSet::new();
    for (rel, bytes) in tree_files(from)? {
        let bytes = edit(&rel, bytes);
        let path = to.join(&rel);
        if std::fs::read(&path).ok().as_ref() != Some(&bytes) {
            create_dir(path.parent().expect("a file has a parent"))?;
            std::fs::write(&path, &bytes)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        wanted.insert(rel);
    }
    if to.is_dir() {
        for (rel, _) in tree_files(to)? {
            if !wanted.contains(&rel) {
                let path = to.join(&rel);
                std::fs::remove_file(&path)
                    .map_err(|e| format!("cannot remove {}: {e}", path.display()))?;
            }
        }
    }
    Ok(())
}

pub fn remove_dir(dir: &Path) -> Result<(), String> {
    match std::fs::remove_dir_all(dir) {
        Ok(()) => Ok(()),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(err) => Err(format!("cannot remove {}: {err}", dir.display())),
    }
}

/// Environments of earlier pins are dead weight (hundreds of MB each): removes every entry of
/// `dir` whose name starts with `prefix`, except `keep`.
pub fn remove_other_envs(dir: &Path, keep: &Path, prefix: &str) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let stale = path != keep
            && entry
                .file_name()
                .to_str()
                .is_some_and(|name| name.starts_with(prefix));
        if stale {
            remove_dir(&path)?;
        }
    }
    Ok(())
}

/// The names in `dir`, sorted, for messages ("nothing" when empty or unreadable).
pub fn listing(dir: &Path) -> String {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    if names.is_empty() {
        "nothing".into()
    } else {
        names.join(", ")
    }
}

// ---------------------------------------------------------------------------------------------
// The cross-process lock

/// Takes the lock file with flock(2) and returns the helper process holding it: the lock is
/// held until the helper exits, which it does when our end of its stdin closes, at the latest
/// when this process does. `who` names the harness in the message printed while another run
/// holds the lock.
///
/// The helper is a small python3 program (std's `File::lock` is newer than the crate's
/// rust-version); where python3 is missing, `sh` with util-linux `flock(1)` does the same.
pub fn lock(path: &Path, who: &str) -> Result<Child, String> {
    const HELPER: &str = "import fcntl, sys\n\
        f = open(sys.argv[1], 'a')\n\
        try:\n    fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)\n\
        except BlockingIOError:\n    \
            sys.stderr.write(sys.argv[2] + ': waiting for another test run using ' + sys.argv[1] + '\\n')\n    \
            fcntl.flock(f, fcntl.LOCK_EX)\n\
        print('locked', flush=True)\n\
        sys.stdin.read()\n";
    const SH_HELPER: &str = "exec 9>>\"$1\" || exit 1\n\
        if ! flock -n 9; then\n  \
            echo \"$2: waiting for another test run using $1\" >&2\n  \
            flock 9 || exit 1\n\
        fi\n\
        echo locked\n\
        exec cat >/dev/null\n";
    let spawn = |cmd: &mut Command| {
        cmd.arg(path)
            .arg(who)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
    };
    let mut child = match spawn(Command::new("python3").args(["-c", HELPER])) {
        Ok(child) => child,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            spawn(Command::new("sh").args(["-c", SH_HELPER, "lock"])).map_err(|err| {
                format!("cannot start the lock helper (neither python3 nor sh): {err}")
            })?
        }
        Err(err) => return Err(format!("cannot start the lock helper (python3): {err}")),
    };
    let stdout = child.stdout.take().expect("piped stdout");
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .map_err(|err| format!("lock helper: {err}"))?;
    if line.trim() != "locked" {
        let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
        return Err(format!(
            "cannot lock {} (lock helper exited: {status}; the fallback without python3 needs \
             flock(1))",
            path.display()
        ));
    }
    Ok(child)
}

/// Every schema of the corpus (Pulumi's codegen edge cases, the real providers), sorted.
pub fn corpus_schemas() -> Vec<PathBuf> {
    let corpus = root().join("../shared/corpus");
    assert!(
        corpus.is_dir(),
        "the corpus {} is missing (shared/ is expected beside the project)",
        corpus.display()
    );
    let mut schemas = Vec::new();
    for dir in ["pulumi-codegen-testdata", "real"] {
        for entry in std::fs::read_dir(corpus.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            let schema = if path.is_dir() {
                path.join("schema.json")
            } else {
                path
            };
            if schema.extension().is_some_and(|e| e == "json") && schema.is_file() {
                schemas.push(schema);
            }
        }
    }
    schemas.sort();
    schemas
}

/// [`corpus_schemas`] with the adversarial fixture first; the ones that do not validate are
/// left out.
pub fn valid_corpus_schemas() -> Vec<PathBuf> {
    let mut schemas = corpus_schemas();
    schemas.insert(0, root().join("tests/fixtures/adversarial.json"));
    schemas
        .into_iter()
        .filter(|schema| {
            Command::new(env!("CARGO_BIN_EXE_sdkgen"))
                .arg("validate")
                .arg(schema)
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .collect()
}

/// `sdkgen generate SCHEMA --out OUT --lang LANG`. Ok(false) for the one corpus schema sdkgen
/// refuses on purpose (resources of two other packages would share a file), after checking
/// that it says so.
pub fn generate_corpus_schema(schema: &Path, out: &Path, lang: &str) -> Result<bool, String> {
    let result = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
        .arg("generate")
        .arg(schema)
        .arg("--out")
        .arg(out)
        .args(["--lang", lang])
        .output()
        .map_err(|e| format!("cannot run sdkgen: {e}"))?;
    let stderr = String::from_utf8_lossy(&result.stderr);
    if schema.ends_with("different-package-name-conflict/schema.json") {
        if !result.status.success() && stderr.contains("two files would be written") {
            return Ok(false);
        }
        return Err(format!(
            "{}: expected a clear refusal:\n{stderr}",
            schema.display()
        ));
    }
    if !result.status.success() {
        return Err(format!(
            "{} validates but does not generate {lang}:\n{stderr}",
            schema.display()
        ));
    }
    Ok(true)
}

/// Every file the `target` backend renders for the package in `schema` (except those `skip`
/// picks by path), concatenated under `=== path ===` headings: what the snapshot tests pin.
pub fn rendered_package(
    schema: PathBuf,
    target: sdkgen::generate::Target,
    skip: &dyn Fn(&str) -> bool,
) -> String {
    assert!(schema.is_file(), "{} is missing", schema.display());
    let outcome = sdkgen::workspace::check_files(std::slice::from_ref(&schema));
    assert!(
        !outcome.has_errors() && outcome.packages.len() == 1,
        "{} does not validate: {:?}",
        schema.display(),
        outcome.diagnostics
    );
    let output = sdkgen::generate::render(
        &outcome.packages[0].package,
        target,
        &sdkgen::generate::Templates::builtin(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut text = String::new();
    for file in output.files.iter().filter(|f| !skip(&f.path)) {
        text.push_str(&format!("=== {} ===\n{}\n", file.path, file.contents));
    }
    text
}

/// A short name for a schema in messages and scratch paths: its folder for a corpus test-data
/// `schema.json`, else its file stem.
#[allow(dead_code)]
pub fn schema_label(schema: &Path) -> String {
    match schema.file_name().and_then(|n| n.to_str()) {
        Some("schema.json") => schema.parent().and_then(|p| p.file_name()),
        _ => schema.file_stem(),
    }
    .map(|n| n.to_string_lossy().into_owned())
    .unwrap_or_default()
}

/// A schema of Pulumi's codegen test data in the corpus.
pub fn testdata(name: &str) -> PathBuf {
    root()
        .join("../shared/corpus/pulumi-codegen-testdata")
        .join(name)
        .join("schema.json")
}

/// Writes the conformance vectors of `schema/<seed>.json` (from `sdkgen vectors`, with their
/// type references expanded: [`sdkgen::vectors::expand`]) under `dir` and returns the file. With `corrupt`, one expected wire value is changed: the first
/// string found in the `wire` of the first function case that has one (for packages without
/// function arguments, of the first type case), so every consumer must fail on it.
#[allow(dead_code)]
pub fn vectors_file(seed: &str, dir: &Path, corrupt: bool) -> Result<PathBuf, String> {
    let schema = root().join("schema").join(format!("{seed}.json"));
    let output = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
        .arg("vectors")
        .arg(&schema)
        .output()
        .map_err(|e| format!("cannot run sdkgen vectors: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "sdkgen vectors {} failed:\n{}",
            schema.display(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let vectors: serde_json::Value = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("sdkgen vectors printed invalid JSON: {e}"))?;
    // Nested object values are references to their types' vectors; the harnesses take values
    // written out.
    let mut vectors = sdkgen::vectors::expand(&vectors);
    if corrupt && !corrupt_first_string(&mut vectors) {
        return Err(format!("{seed}: no wire string to corrupt"));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let name = if corrupt {
        format!("{seed}.corrupt.json")
    } else {
        format!("{seed}.json")
    };
    let file = dir.join(name);
    std::fs::write(
        &file,
        serde_json::to_vec_pretty(&vectors).unwrap_or_default(),
    )
    .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(file)
}

fn corrupt_first_string(vectors: &mut serde_json::Value) -> bool {
    fn first_string(v: &mut serde_json::Value) -> bool {
        match v {
            serde_json::Value::String(s) => {
                s.push_str("-corrupted");
                true
            }
            serde_json::Value::Array(items) => items.iter_mut().any(first_string),
            serde_json::Value::Object(map) => map.values_mut().any(first_string),
            _ => false,
        }
    }
    for kind in ["functions", "types"] {
        let Some(items) = vectors.get_mut(kind).and_then(|v| v.as_array_mut()) else {
            continue;
        };
        for item in items {
            let Some(cases) = item.get_mut("cases").and_then(|c| c.as_array_mut()) else {
                continue;
            };
            for case in cases {
                if let Some(wire) = case.get_mut("wire") {
                    if first_string(wire) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// `sdkgen ARGS` in `dir` with its memory capped (4 GB of address space), failing the test
/// when it runs over a minute: for hostile input that could make it wait or grow.
pub fn sdkgen_bounded(dir: &Path, args: &[&str]) -> Output {
    let mut child = Command::new("sh")
        .args([
            "-c",
            "ulimit -v 4000000; exec \"$0\" \"$@\"",
            env!("CARGO_BIN_EXE_sdkgen"),
        ])
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`sdkgen {}` still ran after a minute", args.join(" "));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// Makes a FIFO at `path`.
pub fn mkfifo(path: &Path) {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
    // SAFETY: a NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
}
