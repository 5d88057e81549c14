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

use minijinja::context;
use rayon::prelude::*;

use crate::ir::Package;
pub use crate::naming::rust::{camel_ident, crate_name, field_name, Names};
use crate::output::{GeneratedFile, Sink, Templates};

use super::{Declared, DeclaredTypes, Owner};

/// serde and serde_json versions the crate depends on.
const SERDE_VERSION: &str = "1";

/// The version of `sdkgen-runtime` (in `runtime/`, versioned with sdkgen) the crate depends on.
pub const RUNTIME_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The Rust crate's type speller, for the docs.
pub fn declared_types(package: &Package) -> Box<dyn DeclaredTypes + '_> {
    Box::new(RustTypes {
        package,
        names: Names::new(package),
    })
}

struct RustTypes<'p> {
    package: &'p Package,
    names: Names,
}

impl DeclaredTypes for RustTypes<'_> {
    fn declared_type(
        &self,
        declared: Declared,
        owner: Owner,
        p: &crate::ir::Property,
    ) -> Option<String> {
        let names = &self.names;
        let (module, object) = match owner {
            Owner::Object(id) => (names.objects[id.0].0.clone(), Some(id)),
            Owner::FunctionInputs(id) | Owner::FunctionOutputs(id) => {
                (names.functions[id.0].as_ref()?.0.clone(), None)
            }
            Owner::Config => (String::new(), None),
            // `src/resources.rs` spells every type by its full path; an overlay resource is
            // not in the crate.
            Owner::Resource(id) | Owner::ResourceInputs(id) => {
                if let Some(id) = id {
                    names.resources[id.0].as_ref()?;
                }
                (String::new(), None)
            }
        };
        items::declared_type(self.package, names, declared, &module, object, p)
    }
}

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
