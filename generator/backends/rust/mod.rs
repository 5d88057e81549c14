//! The Rust crate: the package's types, configuration and functions as plain Rust, depending
//! only on serde and serde_json. Every object type is a struct in an output form (`Foo`) and an
//! input form (`FooArgs`, without `outputOnly` fields); enums are Rust enums; `Config` reads
//! explicit values, environment variables and schema defaults; secrets are [`Secret`]s that
//! never print; functions go through a `Transport` so any engine or test double can carry them.
//!
//! Stages: naming (this module and [`crate::naming::rust`]) → items built here as Rust source
//! (`items.rs`), written exactly as rustfmt leaves them → templates in `templates/rust/` for the
//! fixed files.
//!
//! [`Secret`]: ../../../templates/rust/secret.rs.j2

mod items;
mod resources;
pub use items::declared_type;

pub(crate) use items::field_name;

use std::collections::{BTreeMap, BTreeSet};

use minijinja::context;
use rayon::prelude::*;

use crate::ir::{ObjectId, Package, Token, Type};
use crate::naming::rust as rs;
use crate::output::{GeneratedFile, Sink, Templates};

/// serde and serde_json versions the crate depends on.
const SERDE_VERSION: &str = "1";

/// The version of `sdkgen-runtime` (in `runtime/`, versioned with sdkgen) the crate depends on.
pub const RUNTIME_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Renders the Rust crate for `package`.
pub fn render(package: &Package, templates: &Templates, sink: &dyn Sink) -> Result<(), String> {
    let names = Names::new(package);
    let emit = |path: &str, template: &str, ctx: minijinja::Value| -> Result<(), String> {
        let contents = templates.render(template, ctx)?;
        sink.put(GeneratedFile {
            path: path.to_owned(),
            contents,
        })
    };
    let crate_name = crate_name(&package.name);
    emit(
        "Cargo.toml",
        "rust/Cargo.toml.j2",
        context! {
            name => crate_name,
            version => package.version.clone().unwrap_or_else(|| "0.0.0".to_owned()),
            description => toml_string(&crate::backends::first_line(package.description.as_deref().unwrap_or(&format!("The {} package.", package.name)))),
            license => package.license.as_deref().map(toml_string),
            repository => package.repository.as_deref().map(toml_string),
            homepage => package.homepage.as_deref().map(toml_string),
            serde => SERDE_VERSION,
            runtime_version => RUNTIME_VERSION,
            runtime_path => package.rust_runtime_path.as_deref().map(toml_string),
        },
    )?;
    let modules = names.module_tree();
    emit(
        "src/lib.rs",
        "rust/lib.rs.j2",
        context! {
            doc => items::doc_lines(package.description.as_deref().unwrap_or(&format!("The {} package.", package.name)), "//!"),
            has_types => !modules.is_empty() || !package.objects.is_empty() || !package.enums.is_empty(),
        },
    )?;
    emit("src/secret.rs", "rust/secret.rs.j2", context! {})?;
    emit("src/wire.rs", "rust/wire.rs.j2", context! {})?;
    emit("src/transport.rs", "rust/transport.rs.j2", context! {})?;
    sink.put(GeneratedFile {
        path: "src/config.rs".into(),
        contents: items::config_file(package, &names),
    })?;
    sink.put(GeneratedFile {
        path: "src/resources.rs".into(),
        contents: resources::resources_file(package, &names),
    })?;
    sink.put(GeneratedFile {
        path: "src/conformance.rs".into(),
        contents: items::conformance_file(package, &names),
    })?;
    // One file per module: `src/types.rs` for the root, `src/types/<module>.rs` below it;
    // they render in parallel.
    let modules: Vec<_> = modules.iter().collect();
    modules.par_iter().try_for_each(|(module, children)| {
        sink.put(GeneratedFile {
            path: if module.is_empty() {
                "src/types.rs".to_owned()
            } else {
                format!("src/types/{module}.rs")
            },
            contents: items::module_file(package, &names, module, children),
        })
    })
}

/// A crate name from the package name (crates.io allows `-` and `_`; other characters become `_`).
pub(crate) fn crate_name(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// A TOML basic string.
fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Rust names of the package's members.
pub struct Names {
    /// Per object: (module path segments joined by `/`, struct name).
    pub objects: Vec<(String, String)>,
    /// Per enum: (module, enum name).
    pub enums: Vec<(String, String)>,
    /// Per function (methods are `None`): (module, function name, args struct, result struct).
    pub functions: Vec<Option<(String, String, String, String)>>,
}

impl Names {
    pub(crate) fn new(package: &Package) -> Names {
        let module_of = |t: &Token| -> String {
            t.module_path()
                .iter()
                .map(|s| module_ident(s))
                .collect::<Vec<_>>()
                .join("/")
        };
        let mut taken: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut claim = |module: &str, name: String| -> String {
            let set = taken.entry(module.to_owned()).or_default();
            let mut n = name;
            while !set.insert(n.clone()) {
                n.push('_');
            }
            n
        };
        let objects: Vec<(String, String)> = package
            .objects
            .iter()
            .map(|o| {
                let m = module_of(&o.token);
                let n = claim(&m, camel_ident(&o.token.name));
                claim(&m, format!("{n}Args"));
                (m, n)
            })
            .collect();
        let enums = package
            .enums
            .iter()
            .map(|e| {
                let m = module_of(&e.token);
                let n = claim(&m, camel_ident(&e.token.name));
                (m, n)
            })
            .collect();
        let functions = package
            .functions
            .iter()
            .map(|f| {
                if f.method_of.is_some() || f.is_overlay {
                    return None;
                }
                let m = module_of(&f.token);
                let base = camel_ident(&f.token.name);
                let args = claim(&m, format!("{base}Args"));
                let result = claim(&m, format!("{base}Result"));
                Some((m, rs::function_name(&f.token.name), args, result))
            })
            .collect();
        Names {
            objects,
            enums,
            functions,
        }
    }

    /// Every module with members, with its child modules (the root is `""`).
    fn module_tree(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut tree: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        tree.entry(String::new()).or_default();
        let modules = self
            .objects
            .iter()
            .map(|o| &o.0)
            .chain(self.enums.iter().map(|e| &e.0))
            .chain(self.functions.iter().flatten().map(|f| &f.0));
        for m in modules {
            let mut path = m.as_str();
            while !path.is_empty() {
                let (parent, child) = match path.rsplit_once('/') {
                    Some((p, c)) => (p, c),
                    None => ("", path),
                };
                tree.entry(path.to_owned()).or_default();
                tree.entry(parent.to_owned())
                    .or_default()
                    .insert(child.to_owned());
                path = parent;
            }
        }
        tree
    }
}

/// An UpperCamelCase identifier (what rustc's `non_camel_case_types` lint accepts): words split
/// at characters no identifier holds and at `_`, each with its first letter upper-cased; a
/// leading digit gets a `V`, and `Self` becomes `SelfValue`.
pub fn camel_ident(name: &str) -> String {
    let joined: String = name
        .split(|c: char| !c.is_alphanumeric())
        .map(crate::naming::casing::uppercase_first)
        .collect();
    let joined = match joined.chars().next() {
        None => "Value".to_owned(),
        Some(c) if !c.is_alphabetic() => format!("V{joined}"),
        Some(_) => joined,
    };
    if joined == "Self" {
        "SelfValue".to_owned()
    } else {
        joined
    }
}

/// A module name: snake_case, keyword-escaped with a `_` suffix (a file name cannot be raw).
fn module_ident(segment: &str) -> String {
    let s = rs::snake_case(segment);
    let s: String = s
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let s = if s.starts_with(|c: char| c.is_ascii_digit()) || s.is_empty() {
        format!("m{s}")
    } else {
        s
    };
    if rs::is_reserved(&s) {
        format!("{s}_")
    } else {
        s
    }
}

/// Whether values of `ty` contain object `target` without a collection in between (such a
/// field is boxed).
fn reaches(package: &Package, ty: &Type, target: ObjectId, seen: &mut BTreeSet<ObjectId>) -> bool {
    match ty {
        Type::Object(id) => {
            if *id == target {
                return true;
            }
            if !seen.insert(*id) {
                return false;
            }
            package
                .object(*id)
                .properties
                .iter()
                .any(|p| reaches(package, &p.type_, target, seen))
        }
        _ => false,
    }
}
