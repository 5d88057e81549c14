//! `sdkgen language-host`: the Pulumi language host for Rust programs (`pulumi-language-rust`).
//!
//! The host is a Go program (Pulumi's PCL binder, which its `GenerateProgram` needs, exists
//! only in Go; see docs/guide.md), whose sources are built into sdkgen: `install` writes them
//! to a scratch directory and builds them with the machine's Go, next to sdkgen by default, so
//! that sdkgen is the one thing users install. The host calls back into sdkgen for the SDK
//! crates (`sdkgen generate --lang rust`) and for the names sdkgen gives a package's crate and
//! its members ([`names`]), which the program generator writes.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Map, Value};

use crate::backends::rust::{crate_name, Names};
use crate::ir::Package;

mod sources {
    include!(concat!(env!("OUT_DIR"), "/language_host_sources.rs"));
}

/// The host binary's name: the CLI finds the host for `runtime: rust` by it, on PATH.
pub const BINARY: &str = "pulumi-language-rust";

/// Builds the host into `dir` with `go` (Go 1.26.6 or later, and the Go module proxy);
/// returns the binary's path. Nothing is left half-written: the binary is built beside its
/// final name and renamed.
pub fn install(dir: &Path, go: &str) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let scratch = std::env::temp_dir().join(format!("sdkgen-language-host-{}", std::process::id()));
    let built = write_sources(&scratch).and_then(|()| build(&scratch, dir, go));
    let _ = std::fs::remove_dir_all(&scratch);
    built
}

fn write_sources(scratch: &Path) -> Result<(), String> {
    for (rel, contents) in sources::SOURCES {
        let path = scratch.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
        }
        std::fs::write(&path, contents)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

fn build(scratch: &Path, dir: &Path, go: &str) -> Result<PathBuf, String> {
    let binary = dir.join(BINARY);
    let partial = dir.join(format!(".{BINARY}.partial"));
    let ldflags = format!("-s -w -X main.version={}", env!("CARGO_PKG_VERSION"));
    let output = Command::new(go)
        .args([
            "build",
            "-mod=readonly",
            "-trimpath",
            "-ldflags",
            &ldflags,
            "-o",
        ])
        .arg(&partial)
        .arg(".")
        .current_dir(scratch)
        .env("GOWORK", "off")
        .output()
        .map_err(|e| {
            format!("cannot run `{go}` (the host is built with Go 1.26.6 or later): {e}")
        })?;
    if !output.status.success() {
        let _ = std::fs::remove_file(&partial);
        return Err(format!(
            "`go build` of the language host failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    std::fs::rename(&partial, &binary)
        .map_err(|e| format!("cannot move the host to {}: {e}", binary.display()))?;
    Ok(binary)
}

/// The names the Rust crate of `package` has: the crate's, and its resources', object types',
/// enums' and functions' Rust paths by schema token, with their fields by wire name. The host's
/// program generator writes programs with them.
pub fn names(package: &Package) -> Value {
    let names = Names::new(package);
    let mut resources = Map::new();
    for (resource, name) in package.resources.iter().zip(&names.resources) {
        if let Some((module, name)) = name {
            resources.insert(
                resource.token.raw.clone(),
                json!({ "path": item_path("resources", module, name) }),
            );
        }
    }
    let mut types = Map::new();
    for (object, (module, name)) in package.objects.iter().zip(&names.objects) {
        types.insert(
            object.token.raw.clone(),
            json!({ "path": item_path("types", module, name) }),
        );
    }
    json!({
        "crate": crate_name(&package.name),
        "version": package.version.clone().unwrap_or_else(|| "0.0.0".to_owned()),
        "resources": resources,
        "types": types,
    })
}

/// `root::a::b::Name` from a module path `a/b`.
fn item_path(root: &str, module: &str, name: &str) -> String {
    let mut path = root.to_owned();
    for segment in module.split('/').filter(|s| !s.is_empty()) {
        path.push_str("::");
        path.push_str(segment);
    }
    path.push_str("::");
    path.push_str(name);
    path
}
