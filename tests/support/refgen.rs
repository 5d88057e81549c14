//! Pulumi's own generator as this project builds it: `conformance/refgen` (pkg/v3 v3.274.1:
//! Python, Node.js, Go), `conformance/refgen-dotnet` (v3.225.1, the last with C#) and
//! `conformance/refgen-java` (pulumi-java v1.34.0's Java generator), small Go programs that call
//! each language's `GeneratePackage` offline. Each is built once into
//! `target/conformance/bin/<name>-<key>`, where the key hashes its sources, go.mod/go.sum and
//! the Go version. `tests/parity.rs` and `benches/vs_pulumi.rs` share the builds.

use std::path::{Path, PathBuf};

use super::{cached_go_build, go_command, root, run, tree_hash};

/// Where the parity harness keeps its tools and caches.
pub fn conformance_dir() -> PathBuf {
    root().join("target/conformance")
}

/// `go env GOVERSION`, part of every tool's cache key.
pub fn go_version() -> Result<String, String> {
    let version = run(
        go_command().args(["env", "GOVERSION"]),
        "go env GOVERSION (is Go installed?)",
        None,
    )?;
    Ok(String::from_utf8_lossy(&version.stdout).trim().to_string())
}

/// `go build` of the main package in `dir` into `target/conformance/bin/<name>-<key>`, where
/// the key hashes the sources under `sources` and the Go version; an existing build is reused.
pub fn go_tool(
    name: &str,
    dir: &Path,
    sources: &[&Path],
    go_version: &str,
    who: &str,
) -> Result<PathBuf, String> {
    let key = tree_hash(sources, go_version)?;
    cached_go_build(
        &conformance_dir().join("bin"),
        name,
        key,
        dir,
        ".",
        &[],
        who,
    )
}

/// The two builds of Pulumi's generator.
pub struct Reference {
    /// Python, Node.js and Go (`refgen gen LANG SCHEMA OUT`, LANG `python`, `nodejs`, `go`).
    pub refgen: PathBuf,
    /// C# (`refgen-dotnet gen dotnet SCHEMA OUT`).
    pub refgen_dotnet: PathBuf,
}

/// Both builds, built now unless cached. The caller holds `conformance_dir()/lock`.
pub fn reference_generators(go_version: &str, who: &str) -> Result<Reference, String> {
    let conformance = root().join("conformance");
    let common = conformance.join("refcommon");
    let refgen_dir = conformance.join("refgen");
    let dotnet_dir = conformance.join("refgen-dotnet");
    Ok(Reference {
        refgen: go_tool(
            "refgen",
            &refgen_dir,
            &[&common, &refgen_dir],
            go_version,
            who,
        )?,
        refgen_dotnet: go_tool(
            "refgen-dotnet",
            &dotnet_dir,
            &[&common, &dotnet_dir],
            go_version,
            who,
        )?,
    })
}

/// Pulumi's Java generator (`refgen-java gen java SCHEMA OUT`), built now unless cached. The
/// caller holds `conformance_dir()/lock`.
pub fn reference_java_generator(go_version: &str, who: &str) -> Result<PathBuf, String> {
    let conformance = root().join("conformance");
    let common = conformance.join("refcommon");
    let java_dir = conformance.join("refgen-java");
    go_tool(
        "refgen-java",
        &java_dir,
        &[&common, &java_dir],
        go_version,
        who,
    )
}
