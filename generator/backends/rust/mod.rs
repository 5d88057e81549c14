//! The Rust crate: the package's types, configuration, resources and functions over
//! `sdkgen-runtime`. Every object type is a struct in an output form (`Foo`) and an input form
//! (`FooArgs`, whose fields are `Input`s); required inputs are `new`'s parameters; enums are
//! Rust enums or newtypes; `Config` reads the stack, environment variables and schema defaults;
//! secrets are `Secret`s that never print.
//!
//! The code is built as syntax trees (`quote`, `syn`) and printed with `prettyplease`, one item
//! at a time, so it is laid out as rustfmt leaves it. Rust computes every value; the fixed
//! files (`Cargo.toml`, `lib.rs`) are templates in `templates/rust/`.
//!
//! Stages: naming ([`crate::naming::rust`]) → spellings (`spell.rs`, `doc.rs`) → items per
//! file (`types.rs`, `inputs.rs`, `resources.rs`, `config.rs`, `conformance.rs`) → printing.

mod config;
mod conformance;
mod doc;
mod inputs;
mod layout;
mod resources;
mod runtime;
mod spell;
mod types;

use std::collections::BTreeSet;

use minijinja::context;
use proc_macro2::TokenStream;
use quote::quote;
use rayon::prelude::*;

use crate::ir::{ObjectId, Package, Property};
pub use crate::naming::rust::{crate_name, Names};
use crate::output::{GeneratedFile, Sink, Templates};
pub use runtime::write_runtime;

use super::{Declared, DeclaredTypes, Owner};

/// serde and serde_json versions the crate depends on.
const SERDE_VERSION: &str = "1";

/// The version requirement on `sdkgen-runtime` (in `runtime/`, versioned with sdkgen) the crate
/// depends on: the runtime's minor series (`0.1` admits 0.1.x).
pub fn runtime_requirement() -> String {
    let version = env!("CARGO_PKG_VERSION");
    let mut parts = version.split('.');
    match (parts.next(), parts.next()) {
        (Some("0"), Some(minor)) => format!("0.{minor}"),
        (Some(major), _) => major.to_owned(),
        _ => version.to_owned(),
    }
}

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
        declared_type(self.package, names, declared, &module, object, p)
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
    let fallback = format!("The {} package.", package.name);
    let description = package.description.as_deref().unwrap_or(&fallback);
    emit(
        "Cargo.toml",
        "rust/Cargo.toml.j2",
        context! {
            name => crate_name(&package.name),
            version => package.version.clone().unwrap_or_else(|| "0.0.0".to_owned()),
            description => toml_string(&crate::backends::first_line(description)),
            license => package.license.as_deref().map(toml_string),
            repository => package.repository.as_deref().map(toml_string),
            homepage => package.homepage.as_deref().map(toml_string),
            serde => SERDE_VERSION,
            runtime => runtime_requirement(),
            pulumi => pulumi_metadata(package),
        },
    )?;
    emit("rustfmt.toml", "rust/rustfmt.toml.j2", context! {})?;
    emit(
        "src/lib.rs",
        "rust/lib.rs.j2",
        context! {
            doc => doc::lines(description).iter().map(|l| if l.is_empty() { "//!".to_owned() } else { format!("//! {l}") }).collect::<Vec<_>>(),
        },
    )?;
    sink.put(GeneratedFile {
        path: "src/config.rs".into(),
        contents: config::config_file(package, &names),
    })?;
    resources::write(package, &names, sink)?;
    sink.put(GeneratedFile {
        path: "src/conformance.rs".into(),
        contents: conformance::conformance_file(package, &names),
    })?;
    // One file per module: `src/types.rs` for the root, `src/types/<module>.rs` below it;
    // they render in parallel.
    let modules = names.module_tree();
    let modules: Vec<_> = modules.iter().collect();
    modules.par_iter().try_for_each(|(module, children)| {
        sink.put(GeneratedFile {
            path: if module.is_empty() {
                "src/types.rs".to_owned()
            } else {
                format!("src/types/{module}.rs")
            },
            contents: types::module_file(package, &names, module, children),
        })
    })
}

/// `[package.metadata.pulumi]` of the crate, as TOML lines: what a language host reports to
/// the engine as the package a program needs (name, version, plugin download URL and
/// parameterization).
fn pulumi_metadata(package: &Package) -> Vec<String> {
    let mut lines = vec![format!("name = {}", toml_string(&package.name))];
    if let Some(version) = &package.version {
        lines.push(format!("version = {}", toml_string(version)));
    }
    if let Some(url) = &package.plugin_download_url {
        lines.push(format!("server = {}", toml_string(url)));
    }
    if let Some(p) = &package.parameterization {
        lines.push(format!("base-provider = {}", toml_string(&p.base_provider)));
        lines.push(format!("base-version = {}", toml_string(&p.base_version)));
        if let Some(value) = &p.parameter {
            lines.push(format!("parameter = {}", toml_string(value)));
        }
    }
    lines
}

/// A printed source file: `//!` lines of `title`, the inner attributes, then each item of
/// `head` (imports, modules) and `items`, a blank line before each.
fn file(title: &str, inner: TokenStream, head: Vec<TokenStream>, items: Items) -> String {
    let title = doc::lines_attrs(&title.lines().map(str::to_owned).collect::<Vec<_>>());
    let title: TokenStream = title
        .into_iter()
        .flat_map(|t| match t {
            // `#[doc]` → `#![doc]`: the file's own doc.
            proc_macro2::TokenTree::Punct(p) if p.as_char() == '#' => {
                quote!(#p !).into_iter().collect::<Vec<_>>()
            }
            other => vec![other],
        })
        .collect();
    let mut out = layout::as_rustfmt(&prettyplease::unparse(&parse(quote!(#title #inner))));
    let head: Items = head.into_iter().collect();
    for printed in head.printed.iter().chain(&items.printed) {
        out.push('\n');
        out.push_str(printed);
    }
    out
}

/// A file's items, each printed (and laid out as rustfmt would) as soon as it is built, and the
/// first segment of every path they name (what [`uses`] imports for). Printed one at a time, a
/// module of thousands of types never holds all their syntax trees, nor all its lines apart,
/// at once (16,000 types took 220 and then 90 MB).
#[derive(Default)]
struct Items {
    printed: Vec<String>,
    firsts: BTreeSet<String>,
}

impl Items {
    fn push(&mut self, tokens: TokenStream) {
        use syn::visit::Visit;
        let file = parse(tokens);
        let mut firsts = Firsts(std::mem::take(&mut self.firsts));
        firsts.visit_file(&file);
        self.firsts = firsts.0;
        for item in file.items {
            self.printed
                .push(layout::as_rustfmt(&prettyplease::unparse(&syn::File {
                    shebang: None,
                    attrs: Vec::new(),
                    items: vec![item],
                })));
        }
    }
}

impl Extend<TokenStream> for Items {
    fn extend<I: IntoIterator<Item = TokenStream>>(&mut self, items: I) {
        for tokens in items {
            self.push(tokens);
        }
    }
}

impl FromIterator<TokenStream> for Items {
    fn from_iter<I: IntoIterator<Item = TokenStream>>(items: I) -> Items {
        let mut all = Items::default();
        all.extend(items);
        all
    }
}

/// The first segment of every path a syntax tree names, as written.
struct Firsts(BTreeSet<String>);

impl<'ast> syn::visit::Visit<'ast> for Firsts {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() {
            if let Some(first) = path.segments.first() {
                self.0.insert(first.ident.to_string());
            }
        }
        syn::visit::visit_path(self, path);
    }

    // The paths a `#[derive]` names are tokens to syn: read them.
    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if attr.path().is_ident("derive") {
            let _ = attr.parse_nested_meta(|meta| {
                self.visit_path(&meta.path);
                Ok(())
            });
        }
        syn::visit::visit_attribute(self, attr);
    }
}

fn parse(tokens: TokenStream) -> syn::File {
    syn::parse2(tokens.clone())
        .unwrap_or_else(|e| panic!("sdkgen built Rust that does not parse ({e}): {tokens}"))
}

/// The `use` items the names in `items` need: the first segment of every path, as written.
fn uses(items: &Items) -> Vec<TokenStream> {
    let has = |name: &str| items.firsts.contains(name);
    let mut uses = Vec::new();
    if has("BTreeMap") {
        uses.push(quote!(
            use std::collections::BTreeMap;
        ));
    }
    let serde: Vec<_> = ["Deserialize", "Serialize"]
        .into_iter()
        .filter(|n| has(n))
        .map(spell::ident)
        .collect();
    if !serde.is_empty() {
        uses.push(quote!(use serde::{#(#serde),*};));
    }
    let runtime: Vec<_> = [
        "Context",
        "Encode",
        "Input",
        "InvokeOptions",
        "Invoked",
        "Output",
        "ResourceOptions",
        "Secret",
    ]
    .into_iter()
    .filter(|n| has(n))
    .map(spell::ident)
    .collect();
    if !runtime.is_empty() {
        uses.push(quote!(use sdkgen_runtime::{#(#runtime),*};));
    }
    let env: Vec<_> = ["env_default", "env_string"]
        .into_iter()
        .filter(|n| has(n))
        .map(spell::ident)
        .collect();
    if !env.is_empty() {
        uses.push(quote!(use sdkgen_runtime::input::{#(#env),*};));
    }
    uses
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

/// The type the Rust crate declares for `p` in `declared` (for the docs), written by the same
/// code as its structs and resources, as seen from `module`.
fn declared_type(
    package: &Package,
    names: &Names,
    declared: Declared,
    module: &str,
    object: Option<ObjectId>,
    p: &Property,
) -> Option<String> {
    use Declared as D;
    let inside = spell::Spell::inside(package, names, module);
    let outside = spell::Spell::outside(package, names);
    let ty = match declared {
        D::ResourceInput => outside.input_field(p, None),
        D::ResourceOutput => {
            let ty = outside.output(&p.type_);
            if p.required {
                quote!(Output<#ty>)
            } else {
                quote!(Output<Option<#ty>>)
            }
        }
        D::FunctionInput => inside.input_field(p, None),
        D::FunctionOutput => inside.output_field(p, None),
        D::ObjectPlainInput | D::ObjectInput => inside.input_field(p, object),
        D::ObjectOutput => inside.output_field(p, object),
        D::Config => {
            let ty = outside.output(&p.type_);
            if p.secret {
                quote!(Option<Secret<#ty>>)
            } else {
                quote!(Option<#ty>)
            }
        }
    };
    Some(type_text(ty))
}

/// A type as rustfmt writes it on one line (`Option<Input<String>>`).
fn type_text(ty: TokenStream) -> String {
    let item = prettyplease::unparse(&parse(quote!(type T = #ty;)));
    let text = item
        .trim()
        .trim_start_matches("type T = ")
        .trim_end_matches(';');
    // A type too long for one line is broken over several: join them again.
    let mut joined = String::with_capacity(text.len());
    for line in text.lines() {
        let line = line.trim();
        if joined.ends_with(',') && !line.starts_with('>') {
            joined.push(' ');
        }
        joined.push_str(line);
    }
    joined.replace(",>", ">")
}
