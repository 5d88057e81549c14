//! Checks that read the SDKs' naming plans, so that what validates generates: module names an
//! SDK takes for files of its own, and schema modules whose Go packages would import each other.

use std::collections::{BTreeMap, BTreeSet};

use super::Binder;
use crate::diagnostics::Code;
use crate::ir::{self, FunctionOutputs, Property, Type};
use crate::load::pointer;
use crate::naming::files::{Definition, NamedFile, MAX_FILE_NAME_BYTES};
use crate::naming::go::plan::Plan as GoPlan;
use crate::naming::{csharp, nodejs, python, rust, Lang};

/// A member of a module to point a diagnostic about the module at: its section and token.
pub(super) fn first_member<'p>(
    package: &'p ir::Package,
    module: &ir::Module,
) -> Option<(&'static str, &'p ir::Token)> {
    module
        .resources
        .first()
        .map(|id| ("resources", &package.resources[id.0].token))
        .or_else(|| {
            module
                .functions
                .first()
                .map(|id| ("functions", &package.functions[id.0].token))
        })
        .or_else(|| {
            module
                .objects
                .first()
                .map(|id| ("types", &package.objects[id.0].token))
        })
        .or_else(|| {
            module
                .enums
                .first()
                .map(|id| ("types", &package.enums[id.0].token))
        })
}

/// Where a definition is, for a diagnostic about its name.
fn definition_at(package: &ir::Package, definition: Definition) -> String {
    let (section, token) = match definition {
        Definition::Resource(id) => ("resources", &package.resources[id.0].token),
        Definition::Function(id) => ("functions", &package.functions[id.0].token),
        Definition::Object(id) => ("types", &package.objects[id.0].token),
        Definition::Enum(id) => ("types", &package.enums[id.0].token),
    };
    pointer::join(&[section, &token.raw])
}

/// The files the Rust crate names after definitions: the types file and the resources file of
/// each module.
fn rust_files(package: &ir::Package) -> Vec<NamedFile> {
    let names = rust::Names::new(package);
    let resources = names.resources.iter().enumerate().filter_map(|(i, r)| {
        let (module, _) = r.as_ref().filter(|(module, _)| !module.is_empty())?;
        Some(NamedFile::new(
            Definition::Resource(ir::ResourceId(i)),
            format!("src/resources/{module}.rs"),
        ))
    });
    let file = |module: &str| format!("src/types/{module}.rs");
    let objects =
        names.objects.iter().enumerate().map(|(i, (module, _))| {
            NamedFile::new(Definition::Object(ir::ObjectId(i)), file(module))
        });
    let enums = names
        .enums
        .iter()
        .enumerate()
        .map(|(i, (module, _))| NamedFile::new(Definition::Enum(ir::EnumId(i)), file(module)));
    let functions = names.functions.iter().enumerate().filter_map(|(i, f)| {
        let (module, ..) = f.as_ref()?;
        Some(NamedFile::new(
            Definition::Function(ir::FunctionId(i)),
            file(module),
        ))
    });
    objects
        .chain(enums)
        .chain(functions)
        .filter(|f| f.path != "src/types/.rs")
        .chain(resources)
        .collect()
}

/// A module on a path through the import graph, with the import that led into it.
type Step<'i> = (&'i str, Option<&'i Import>);

/// A reference from one Go package to another, and the `$ref` that makes it.
struct Import {
    to: String,
    at: String,
}

impl Binder<'_> {
    /// Modules named like a file or import an SDK writes beside them (E0316).
    pub(super) fn check_module_names(&mut self, package: &ir::Package, go: Option<&GoPlan>) {
        let py = python::plan::Plan::new(package);
        for module in package.modules.iter().filter(|m| !m.path.is_empty()) {
            let Some((section, token)) = first_member(package, module) else {
                continue;
            };
            let node = nodejs::plan::module_named(&package.settings.nodejs, &module.path);
            let problem = python::plan::module_conflict(&py.module_of(token))
                .or_else(|| nodejs::plan::module_conflict(&node))
                .or_else(|| go.and_then(|g| g.module_conflict(&module.path)));
            if let Some(problem) = problem {
                let d = self
                    .diagnostic(
                        Code::ReservedName,
                        format!("module `{}` (of `{}`): {problem}", module.path, token.raw),
                        pointer::join(&[section, &token.raw]),
                    )
                    .at_key()
                    .with_help("rename the module, or map it to another name in the language's settings (`moduleNameOverrides`, `moduleToPackage`)");
                self.push(d);
            }
        }
    }

    /// Every file or directory name an SDK would write longer than the file system takes
    /// (E0323), at the definition it is named after: each SDK's plan gives the paths its
    /// backend writes. A name is reported once per SDK, at the first definition that needs it.
    pub(super) fn check_file_names(&mut self, package: &ir::Package, go: Option<&GoPlan>) {
        // One language's list at a time, so that a schema of many types never has all six
        // languages' lists in memory together.
        for lang in Lang::ALL {
            let files = match lang {
                Lang::Python => python::plan::Plan::new(package).files(package),
                Lang::NodeJs => match nodejs::plan::Plan::new(package, &package.shapes) {
                    Ok(plan) => plan.files(package),
                    Err(_) => continue,
                },
                Lang::Go => match go {
                    Some(plan) => plan.files(package),
                    None => continue,
                },
                Lang::CSharp => match csharp::plan::Plan::new(package) {
                    Ok(plan) => plan.files(package),
                    Err(_) => continue,
                },
                Lang::Rust => rust_files(package),
                Lang::Java => crate::naming::java::plan::Plan::new(package).files(package),
            };
            self.check_lang_file_names(package, lang, &files);
        }
    }

    /// [`Binder::check_file_names`] for one language's files.
    fn check_lang_file_names(&mut self, package: &ir::Package, lang: Lang, files: &[NamedFile]) {
        let mut reported = BTreeSet::new();
        for file in files {
            let Some(name) = file.too_long() else {
                continue;
            };
            if !reported.insert(name) {
                continue;
            }
            let shown: String = name.chars().take(40).collect();
            let d = self
                .diagnostic(
                    Code::NameTooLong,
                    format!(
                        "the {} SDK would write a file or directory named `{shown}…`, {} bytes long, for this definition (in `{}…`); file systems take at most {MAX_FILE_NAME_BYTES} bytes per name",
                        lang.title(),
                        name.len(),
                        file.path.chars().take(60).collect::<String>()
                    ),
                    definition_at(package, file.definition),
                )
                .at_key()
                .with_help("shorten the name (or its module's), or map it to a shorter one in the language's settings");
            self.push(d);
        }
    }

    /// Go packages cannot import each other in a cycle: each cycle among the Go packages of the
    /// schema's modules is reported at the `$ref` that closes it (E0325), naming the `$ref`s of
    /// the other imports on the way.
    pub(super) fn check_go_import_cycles(&mut self, package: &ir::Package, go: &GoPlan) {
        let imports = go_imports(package, go);
        let mut done = BTreeSet::new();
        let mut reported = BTreeSet::new();
        let mut found: Vec<(String, String)> = Vec::new();
        for start in imports.keys() {
            let mut path: Vec<Step> = Vec::new();
            find_cycles(
                start,
                None,
                &imports,
                &mut path,
                &mut done,
                &mut |cycle: &[Step], closing: &Import| {
                    let mut modules: Vec<&str> = cycle.iter().map(|(m, _)| *m).collect();
                    modules.sort_unstable();
                    if !reported.insert(modules.join("\n")) {
                        return;
                    }
                    let shown = |m: &str| {
                        if m.is_empty() {
                            "index".to_owned()
                        } else {
                            m.to_owned()
                        }
                    };
                    let through: Vec<String> = cycle
                        .windows(2)
                        .filter_map(|pair| {
                            let via = pair[1].1?;
                            Some(format!(
                                "`{}` → `{}` at {}",
                                shown(pair[0].0),
                                shown(pair[1].0),
                                via.at
                            ))
                        })
                        .collect();
                    let ring: Vec<&str> = cycle
                        .iter()
                        .map(|(m, _)| *m)
                        .chain([closing.to.as_str()])
                        .collect();
                    let message = format!(
                        "the Go packages of modules {} would import each other in a cycle, which Go does not allow: this `$ref` closes it{}",
                        ring.iter().map(|m| format!("`{}`", shown(m))).collect::<Vec<_>>().join(" → "),
                        if through.is_empty() { String::new() } else { format!(" (the others: {})", through.join(", ")) }
                    );
                    found.push((closing.at.clone(), message));
                },
            );
        }
        for (at, message) in found {
            let d = self
                .diagnostic(Code::ModuleCycle, message, at)
                .with_help("move the types so that references between modules go one way");
            self.push(d);
        }
    }
}

/// Depth-first search from `node`; `on_cycle` gets each cycle found (the modules from where it
/// starts, with the import that led into each) and the import that closes it.
fn find_cycles<'i>(
    node: &'i str,
    via: Option<&'i Import>,
    imports: &'i BTreeMap<String, Vec<Import>>,
    path: &mut Vec<Step<'i>>,
    done: &mut BTreeSet<&'i str>,
    on_cycle: &mut dyn FnMut(&[Step<'i>], &'i Import),
) {
    if done.contains(node) {
        return;
    }
    path.push((node, via));
    for import in imports.get(node).into_iter().flatten() {
        if let Some(start) = path.iter().position(|(m, _)| *m == import.to) {
            let mut cycle = path[start..].to_vec();
            // The cycle's first module is entered by the closing import.
            cycle[0].1 = None;
            on_cycle(&cycle, import);
        } else {
            find_cycles(&import.to, Some(import), imports, path, done, on_cycle);
        }
    }
    path.pop();
    done.insert(node);
}

/// Which Go package imports which, each import with the first `$ref` (in schema order) that
/// makes it: a definition's types, resources and enums of another package.
fn go_imports(package: &ir::Package, go: &GoPlan) -> BTreeMap<String, Vec<Import>> {
    let mut edges: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut add = |from: &str, properties: &[Property], at: &str| {
        for p in properties {
            let mut found = Vec::new();
            referenced(go, &p.type_, pointer::child(at, &p.name), &mut found);
            for (to, at) in found {
                if to != from {
                    edges
                        .entry(from.to_owned())
                        .or_default()
                        .entry(to)
                        .or_insert(at);
                }
            }
        }
    };
    for (o, (module, _)) in package.objects.iter().zip(&go.objects) {
        let at = pointer::join(&["types", &o.token.raw, "properties"]);
        add(module, &o.properties, &at);
    }
    for (r, (module, _, _)) in package.resources.iter().zip(&go.resources) {
        let at = pointer::join(&["resources", &r.token.raw]);
        add(
            module,
            &r.input_properties,
            &pointer::child(&at, "inputProperties"),
        );
        add(module, &r.properties, &pointer::child(&at, "properties"));
        if let Some(state) = &r.state_inputs {
            add(
                module,
                state,
                &pointer::descend(&at, &["stateInputs", "properties"]),
            );
        }
    }
    for (i, f) in package.functions.iter().enumerate() {
        // A method's types are declared in its resource's package.
        let module = match (&go.functions[i], f.method_of) {
            (Some((module, _, _)), _) => module.clone(),
            (None, Some(ir::MethodOwner::Resource(id))) => go.resources[id.0].0.clone(),
            (None, _) => String::new(),
        };
        let at = pointer::join(&["functions", &f.token.raw]);
        add(
            &module,
            &f.inputs,
            &pointer::descend(&at, &["inputs", "properties"]),
        );
        if let FunctionOutputs::Object { properties, .. } = &f.outputs {
            add(
                &module,
                properties,
                &pointer::descend(&at, &["outputs", "properties"]),
            );
        }
    }
    if !package.config.is_empty() {
        add("config", &package.config, "/config/variables");
    }
    edges
        .into_iter()
        .map(|(from, tos)| {
            let imports = tos.into_iter().map(|(to, at)| Import { to, at }).collect();
            (from, imports)
        })
        .collect()
}

/// The Go packages `ty` (at pointer `at`) names, each with the pointer of its `$ref`.
fn referenced(go: &GoPlan, ty: &Type, at: String, out: &mut Vec<(String, String)>) {
    let here = || pointer::child(&at, "$ref");
    match ty {
        Type::Object(id) => out.push((go.objects[id.0].0.clone(), here())),
        Type::Enum(id) => out.push((go.enums[id.0].0.clone(), here())),
        Type::Resource(id) => out.push((go.resources[id.0].0.clone(), here())),
        // The provider's type is the root package's.
        Type::Provider => out.push((String::new(), here())),
        Type::Token(t) => {
            if let Some((module, _)) = go.opaque_type(&t.token) {
                out.push((module, here()));
            }
        }
        Type::Array(inner) => referenced(go, inner, pointer::child(&at, "items"), out),
        Type::Map(inner) => referenced(go, inner, pointer::child(&at, "additionalProperties"), out),
        Type::Union(u) => {
            let one_of = pointer::child(&at, "oneOf");
            for (i, e) in u.elements.iter().enumerate() {
                referenced(go, e, pointer::child(&one_of, &i.to_string()), out);
            }
        }
        _ => {}
    }
}
