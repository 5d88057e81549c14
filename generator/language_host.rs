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

use crate::ir::{Function, FunctionOutputs, Package, Property, Resource};
use crate::naming::rust::{self as rs, crate_name, Names};
use crate::spec::ScalarValue;

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

/// The names the Rust crate of `package` has, for the host's program generator: the crate's,
/// and by schema token each resource's, object type's, enum's and function's Rust paths (below
/// the crate), their fields by wire name, and the inputs their input forms' `new` takes.
pub fn names(package: &Package) -> Value {
    let names = Names::new(package);
    let mut resources = Map::new();
    for (resource, name) in package.resources.iter().zip(&names.resources) {
        if let Some((module, name)) = name {
            resources.insert(
                resource.token.raw.clone(),
                resource_names(resource, module, name),
            );
        }
    }
    let mut types = Map::new();
    for (object, (module, name)) in package.objects.iter().zip(&names.objects) {
        let inputs: Vec<&Property> = object.input_properties().collect();
        types.insert(
            object.token.raw.clone(),
            json!({
                "path": item_path("types", module, name),
                "args": input_form(&item_path("types", module, &format!("{name}Args")), &inputs),
                "fields": fields(&object.properties.iter().collect::<Vec<_>>(), false),
            }),
        );
    }
    let mut enums = Map::new();
    for (e, (module, name)) in package.enums.iter().zip(&names.enums) {
        let members: Map<String, Value> = e
            .values
            .iter()
            .zip(rs::enum_member_names(e))
            .map(|(v, member)| (scalar_key(&v.value), Value::from(member)))
            .collect();
        enums.insert(
            e.token.raw.clone(),
            json!({ "path": item_path("types", module, name), "members": members }),
        );
    }
    let mut functions = Map::new();
    for (f, name) in package.functions.iter().zip(&names.functions) {
        if let Some((module, fname, args, result)) = name {
            functions.insert(
                f.token.raw.clone(),
                function_names(f, module, fname, args, result),
            );
        }
    }
    json!({
        "crate": crate_name(&package.name),
        "version": package.version.clone().unwrap_or_else(|| "0.0.0".to_owned()),
        "provider": resource_names(&package.provider, "", &names.provider),
        "resources": resources,
        "types": types,
        "enums": enums,
        "functions": functions,
    })
}

fn resource_names(resource: &Resource, module: &str, name: &str) -> Value {
    let inputs: Vec<&Property> = resource.input_properties.iter().collect();
    let outputs = rs::field_names_after(&["urn", "id"], resource.properties.iter());
    json!({
        "path": item_path("resources", module, name),
        "args": input_form(&item_path("resources", module, &format!("{name}Args")), &inputs),
        "fields": resource.properties.iter().zip(outputs)
            .map(|(p, f)| (p.name.clone(), Value::from(f)))
            .collect::<Map<String, Value>>(),
    })
}

fn function_names(f: &Function, module: &str, fname: &str, args: &str, result: &str) -> Value {
    let (output_fn, _) = Names::engine_functions(module, fname);
    let inputs: Vec<&Property> = f.inputs.iter().filter(|p| !p.output_only).collect();
    let (result, fields) = match &f.outputs {
        FunctionOutputs::Object { properties, .. } => (
            Value::from(item_path("types", module, result)),
            fields(&properties.iter().collect::<Vec<_>>(), false),
        ),
        _ => (Value::Null, Value::Null),
    };
    json!({
        "output": item_path("resources", "", &output_fn),
        "args": if f.has_inputs { input_form(&item_path("types", module, args), &inputs) } else { Value::Null },
        "result": result,
        "fields": fields,
    })
}

/// An input form: its path, its fields, and the inputs `new` takes (by wire name, in order).
fn input_form(path: &str, props: &[&Property]) -> Value {
    let new: Vec<&str> = props
        .iter()
        .filter(|p| rs::is_new_param(p))
        .map(|p| p.name.as_str())
        .collect();
    json!({ "path": path, "new": new, "fields": fields(props, true) })
}

/// Field names by wire name.
fn fields(props: &[&Property], input_form: bool) -> Value {
    let names = rs::field_names(props.iter().copied(), input_form);
    Value::Object(
        props
            .iter()
            .zip(names)
            .map(|(p, f)| (p.name.clone(), Value::from(f)))
            .collect(),
    )
}

/// An enum value as the program generator keys it: strings as they are, numbers as Rust
/// prints an f64, booleans as `true`/`false`.
fn scalar_key(value: &ScalarValue) -> String {
    match value {
        ScalarValue::String(s) => s.clone(),
        ScalarValue::Number(n) => n
            .as_f64()
            .map(|f| f.to_string())
            .unwrap_or_else(|| n.to_string()),
        ScalarValue::Bool(b) => b.to_string(),
    }
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
