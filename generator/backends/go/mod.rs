//! The Go SDK: a Go module built on `github.com/pulumi/pulumi/sdk/v3` with the exported API
//! Pulumi's Go generator gives the same schema (types and their `…Input`/`…Output`/`…Ptr…`/
//! `…Array…`/`…Map…` helpers, `NewX`/`GetX`, `GetX`/`GetXOutput` functions, config getters),
//! written gofmt-formatted, plus sdkgen's guarantee that `outputOnly` fields are never inputs.
//! `language.go.generics` adds (or puts in its place) the variant typed with `pulumix` generics;
//! a parameterized package registers itself and its resources against its package reference.
//!
//! Stages: [`names`] (module layout and every Go name; [`external`]: the other packages
//! referred to, named and marked as their own generation would) → [`model`] (the wrapped type
//! model and which helper types each type needs) → [`spell`] (type expressions) → the view model
//! built here and in [`types`], [`generic`], [`members`] → templates in `templates/go/`.

mod doc;
mod doc_comment;
mod external;
mod generic;
mod members;
mod model;
mod source;
mod spell;
mod types;

use std::collections::{BTreeMap, BTreeSet};

use minijinja::context;
use rayon::prelude::*;
use serde::Serialize;

use crate::ir::{FunctionOutputs, Package, Property};
use crate::naming::go::plan::Plan;
use crate::output::{GeneratedFile, Sink, Templates};
use external::Externals;
use model::{BoundObjects, GoType, Marker};
use spell::Speller;

use super::{Declared, DeclaredTypes, Owner};

/// The Pulumi Go SDK the generated module requires: `ctx.ExistsResource` came in v3.269.0, but
/// the Go module proxy withholds a dependency of that release (pulumi-cloud-sdk/go
/// v1.20260918.0), so the first release whose whole module graph it serves.
const PULUMI_SDK_VERSION: &str = "v3.274.1";
/// The Go version the `go.mod` declares (the Pulumi SDK's own minimum).
const GO_VERSION: &str = "1.26.6";
/// Type declarations per `pulumiTypes*.go` file (Pulumi's chunk size).
const TYPES_PER_FILE: usize = 500;

/// Renders the Go module for `package`.
pub fn render(package: &Package, templates: &Templates, sink: &dyn Sink) -> Result<(), String> {
    let names = Plan::new(package)?;
    let externals = Externals::new(package);
    let objects = BoundObjects::new(package);
    let marker = mark(package, &names, &objects, true);
    let renderer = Renderer {
        package,
        names: &names,
        externals: &externals,
        objects: &objects,
        marker: &marker,
        templates,
        sink,
        module_imports: Default::default(),
    };
    renderer.files()?;
    let imports = renderer
        .module_imports
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    check_import_cycles(&imports)?;
    Ok(())
}

/// Go packages cannot import each other in a cycle; schema modules whose types refer to each
/// other both ways cannot be generated as Go packages (Pulumi's generator writes code that
/// does not compile).
fn check_import_cycles(imports: &BTreeMap<String, BTreeSet<String>>) -> Result<(), String> {
    // Modules as graph nodes: the importing ones in order, then those only imported.
    let mut index: BTreeMap<&str, usize> = BTreeMap::new();
    let mut modules: Vec<&str> = Vec::new();
    for module in imports.keys().chain(imports.values().flatten()) {
        index.entry(module).or_insert_with(|| {
            modules.push(module);
            modules.len() - 1
        });
    }
    let edges: Vec<Vec<usize>> = modules
        .iter()
        .map(|m| {
            imports
                .get(*m)
                .into_iter()
                .flatten()
                .map(|next| index[next.as_str()])
                .collect()
        })
        .collect();
    let Some(cycle) = crate::graph::cycles(&edges).into_iter().next() else {
        return Ok(());
    };
    let shown: Vec<&str> = cycle
        .iter()
        .map(|&m| match modules[m] {
            "" => "index",
            module => module,
        })
        .collect();
    Err(format!(
        "the types of modules {} refer to each other in a cycle, and Go packages cannot import each other in a cycle; move the types so that references between modules go one way",
        shown.join(" -> ")
    ))
}

/// Walks everything that references a type, in the ways Pulumi's generator does, to learn
/// which helper types each object and enum needs.
///
/// `unreferenced_forms`: sdkgen's rule that types nothing references get their input and output
/// forms (not for other packages, which are marked as Pulumi's generator marks them).
fn mark<'a>(
    package: &'a Package,
    names: &Plan,
    objects: &'a BoundObjects,
    unreferenced_forms: bool,
) -> Marker<'a> {
    let mut marker = Marker::new(package, objects, names.extra_input_types);
    // Every collection type bound anywhere.
    for (o, props) in objects.plain.iter().enumerate() {
        props.iter().for_each(|t| marker.collection(t));
        objects.input[o]
            .iter()
            .for_each(|(_, t)| marker.collection(t));
    }
    let resources = std::iter::once(&package.provider).chain(package.resources.iter());
    for r in resources.clone() {
        for p in r.input_properties.iter().chain(r.properties.iter()) {
            marker.collection(&model::property_type(p, false));
            marker.collection(&model::property_type(p, true));
        }
    }
    for f in &package.functions {
        for p in &f.inputs {
            marker.collection(&model::property_type(p, false));
            marker.collection(&model::property_type(p, true));
        }
        match &f.outputs {
            FunctionOutputs::Object { properties, .. } => properties
                .iter()
                .for_each(|p| marker.collection(&model::property_type(p, false))),
            FunctionOutputs::Value(t) => marker.collection(&model::bind(t, false)),
            FunctionOutputs::None => {}
        }
    }
    for p in &package.config {
        marker.collection(&model::property_type(p, false));
    }
    // The package's types, each in its plain shape (which also covers the input shape).
    for (i, _) in package.objects.iter().enumerate() {
        let id = crate::ir::ObjectId(i);
        marker.walk(&GoType::Object { id, input: false }, false, false, false);
    }
    // sdkgen's rule: a type nothing references gets its input and output forms, so it can be
    // used before the resources that will reference it exist.
    for (i, object) in package.objects.iter().enumerate() {
        if unreferenced_forms && object.usage.unreferenced() {
            let id = crate::ir::ObjectId(i);
            marker.walk(&GoType::Object { id, input: true }, false, true, true);
        }
    }
    for (i, e) in package.enums.iter().enumerate() {
        if !e.is_overlay {
            marker.walk(&GoType::Enum(crate::ir::EnumId(i)), false, false, false);
        }
    }
    for r in resources {
        let inputs = model::bind_all(&r.input_properties, true);
        marker.properties(&inputs, r.is_provider, false, false);
        let outputs = model::bind_all(&r.properties, false);
        marker.properties(&outputs, r.is_provider, false, true);
        if let Some(state) = &r.state_inputs {
            let state = model::bind_all(state, true);
            marker.properties(&state, r.is_provider, false, false);
        }
    }
    for f in &package.functions {
        if matches!(f.outputs, FunctionOutputs::None) && !names.extra_input_types {
            continue;
        }
        marker.properties(&model::bind_all(&f.inputs, true), false, false, false);
        match &f.outputs {
            FunctionOutputs::Object { properties, .. } => {
                marker.properties(&model::bind_all(properties, false), false, false, true);
            }
            FunctionOutputs::Value(t) => {
                let t = model::bind(t, false);
                marker.walk(&t, false, false, true);
                // The Output form reads a non-object result out of a map.
                if !matches!(t, GoType::Object { .. }) {
                    marker.walk(&GoType::Map(Box::new(t)), false, false, true);
                }
            }
            FunctionOutputs::None => {}
        }
    }
    marker
}

struct Renderer<'a> {
    package: &'a Package,
    names: &'a Plan,
    externals: &'a Externals,
    objects: &'a BoundObjects,
    marker: &'a Marker<'a>,
    templates: &'a Templates,
    sink: &'a dyn Sink,
    /// Which other Go packages each package's files import.
    module_imports: std::sync::Mutex<BTreeMap<String, BTreeSet<String>>>,
}

/// Which variant of the SDK a file belongs to (see [`plan::Generics`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Variant {
    /// Typed with the SDK's `pulumi.…Input`/`…Output` types.
    Classic,
    /// Typed with `pulumix` generics: in `x/` beside the classic variant, or in its place.
    Generic,
}

/// One unit of [`Renderer::files`]' parallel work, within a module.
enum Job {
    Config,
    /// A resource's file (`None`: the provider).
    Resource(Option<usize>),
    Function(usize),
    Enums,
    Types,
    Init,
}

/// The import block of a Go file: standard library first, then the rest, each sorted.
#[derive(Serialize)]
struct Imports {
    std: Vec<String>,
    other: Vec<String>,
}

impl<'a> Renderer<'a> {
    /// Renders `template` to `path` and hands the file over.
    fn emit(&self, path: String, template: &str, ctx: minijinja::Value) -> Result<(), String> {
        let mut contents = self.templates.render(template, ctx)?;
        if path.ends_with(".go") {
            contents = source::not_inlined(source::collapse_blank_lines(contents));
        }
        self.sink.put(GeneratedFile { path, contents })
    }

    fn files(&self) -> Result<(), String> {
        let package = self.package;
        let layout = &self.names.layout;
        let emit =
            |path: String, template: &str, ctx: minijinja::Value| self.emit(path, template, ctx);
        let at = |module: &str, file: &str| -> String {
            let dir = layout.dir(module);
            if dir.is_empty() {
                file.to_owned()
            } else {
                format!("{dir}/{file}")
            }
        };

        emit(
            "go.mod".into(),
            "go/go.mod.j2",
            context! {
                module => layout.module_path,
                go => GO_VERSION,
                pulumi => PULUMI_SDK_VERSION,
                uses_config => !package.config.is_empty(),
            },
        )?;
        emit(
            "go.sum".into(),
            "go/go.sum.j2",
            context! { uses_config => !package.config.is_empty() },
        )?;
        // The packages' folder marked generated for git (`go/`, beside go.mod).
        let packages_dir = layout.root_dir.split('/').next().unwrap_or_default();
        emit(
            if packages_dir.is_empty() {
                ".gitattributes".to_owned()
            } else {
                format!("{packages_dir}/.gitattributes")
            },
            "go/gitattributes.j2",
            context! {},
        )?;
        emit(
            at("", "pulumi-plugin.json"),
            "go/pulumi-plugin.json.j2",
            context! { json => plugin_json(package) },
        )?;
        let description = package.description.as_deref().unwrap_or_default();
        let doc = if description.trim().is_empty() {
            vec![format!(
                "// Package {} provides the resources, functions and types of the {} package.",
                layout.root_package, package.name
            )]
        } else {
            doc::top(description)
        };
        if self.names.generics.classic() {
            emit(
                at("", "doc.go"),
                "go/doc.go.j2",
                context! { doc => doc.clone(), package => layout.root_package },
            )?;
        }
        if self.names.generics.generic() {
            emit(
                self.path(Variant::Generic, "", "doc.go"),
                "go/doc.go.j2",
                context! { doc => doc, package => layout.root_package },
            )?;
        }
        // A parameterized package registers itself with the engine (`PkgGetPackageRef`) and
        // always asks for its own version.
        let package_ref = package_ref(package)?;
        let version = match &package.parameterization {
            Some(_) => package.version.clone(),
            None => {
                crate::backends::pinned_version(package, package.settings.go.respect_schema_version)
            }
        };
        emit(
            at("", &format!("{}/pulumiUtilities.go", layout.internal)),
            "go/internal/pulumiUtilities.go.j2",
            context! {
                package => layout.internal,
                package_regex => source::quote(&format!("^.*/pulumi-{}/sdk(/v\\d+)?", package.name)),
                plugin_download_url => package.plugin_download_url.as_deref().map(source::quote),
                version => version.map(|v| source::quote(&v)),
                package_ref => package_ref,
            },
        )?;
        emit(
            at("", &format!("{}/pulumiVersion.go", layout.internal)),
            "go/internal/pulumiVersion.go.j2",
            context! { package => layout.internal },
        )?;

        // Every other file is one job; the jobs render in parallel, each file handed over as
        // it is done, and the first error in job order wins, so which error is reported does
        // not depend on scheduling.
        let mut resources_of: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, resource) in package.resources.iter().enumerate() {
            if !resource.is_overlay {
                resources_of
                    .entry(self.names.resources[i].0.as_str())
                    .or_default()
                    .push(i);
            }
        }
        let mut functions_of: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, function) in package.functions.iter().enumerate() {
            if let Some((m, _, _)) = &self.names.functions[i] {
                if !function.is_overlay {
                    functions_of.entry(m.as_str()).or_default().push(i);
                }
            }
        }
        let mut variants = Vec::new();
        if self.names.generics.classic() {
            variants.push(Variant::Classic);
        }
        if self.names.generics.generic() {
            variants.push(Variant::Generic);
        }
        let mut jobs = Vec::new();
        for &variant in &variants {
            for module in self.names.module_paths() {
                if module == "config" && !package.config.is_empty() {
                    jobs.push((Job::Config, module.clone(), variant));
                }
                let provider = module.is_empty() && !package.provider.is_overlay;
                if provider {
                    jobs.push((Job::Resource(None), module.clone(), variant));
                }
                let resources = resources_of.get(module.as_str());
                for &i in resources.into_iter().flatten() {
                    jobs.push((Job::Resource(Some(i)), module.clone(), variant));
                }
                for &i in functions_of.get(module.as_str()).into_iter().flatten() {
                    jobs.push((Job::Function(i), module.clone(), variant));
                }
                jobs.push((Job::Enums, module.clone(), variant));
                jobs.push((Job::Types, module.clone(), variant));
                if provider || resources.is_some() {
                    jobs.push((Job::Init, module.clone(), variant));
                }
            }
        }
        let rendered: Vec<Result<(), String>> = jobs
            .par_iter()
            .map(|(job, module, variant)| {
                let variant = *variant;
                let at = |file: &str| self.path(variant, module, file);
                let generic = variant == Variant::Generic;
                match *job {
                    Job::Config => {
                        let view = members::config(self, module);
                        emit(at("config.go"), "go/config/config.go.j2", view)?;
                    }
                    Job::Resource(i) => {
                        let (view, file) = members::resource(self, module, i, generic)?;
                        let template = if generic {
                            "go/generic/resource.go.j2"
                        } else {
                            "go/resource.go.j2"
                        };
                        emit(at(&format!("{file}.go")), template, view)?;
                    }
                    Job::Function(i) => {
                        let Some((_, _, file)) = &self.names.functions[i] else {
                            unreachable!("only named functions are jobs")
                        };
                        let view = members::function(self, module, i, generic)?;
                        let template = if generic {
                            "go/generic/function.go.j2"
                        } else {
                            "go/function.go.j2"
                        };
                        emit(at(&format!("{file}.go")), template, view)?;
                    }
                    Job::Enums => {
                        let package_name = self.names.package_name(module);
                        if generic {
                            if let Some(view) = generic::enums_file(self, module, &package_name)? {
                                emit(at("pulumiEnums.go"), "go/generic/pulumiEnums.go.j2", view)?;
                            }
                        } else if let Some(view) = types::enums_file(self, module, &package_name)? {
                            emit(at("pulumiEnums.go"), "go/pulumiEnums.go.j2", view)?;
                        }
                    }
                    Job::Types => {
                        let package_name = self.names.package_name(module);
                        let (files, template) = if generic {
                            (
                                generic::types_files(self, module, &package_name)?,
                                "go/generic/pulumiTypes.go.j2",
                            )
                        } else {
                            (
                                types::types_files(self, module, &package_name)?,
                                "go/pulumiTypes.go.j2",
                            )
                        };
                        for (index, view) in files.into_iter().enumerate() {
                            let file = if index == 0 {
                                "pulumiTypes.go".to_owned()
                            } else {
                                format!("pulumiTypes{index}.go")
                            };
                            emit(at(&file), template, view)?;
                        }
                    }
                    Job::Init => {
                        let view = members::init(self, module);
                        emit(at("init.go"), "go/init.go.j2", view)?;
                    }
                }
                Ok(())
            })
            .collect();
        rendered.into_iter().collect()
    }

    /// The path of a file of `module` in a variant: the generic variant beside the classic one
    /// lives under `x/`.
    fn path(&self, variant: Variant, module: &str, file: &str) -> String {
        self.names
            .file_path(variant == Variant::Generic, module, file)
    }

    /// The import block for a file of `module` that uses `std` standard packages, the Pulumi
    /// SDK packages in `pulumi`, the internal package if `internal`, and whatever `speller`
    /// qualified.
    fn imports(&self, std: &[&str], pulumi: &[&str], internal: bool, speller: &Speller) -> Imports {
        let mut other: Vec<String> = pulumi
            .iter()
            .map(|p| match *p {
                "semver" => source::quote("github.com/blang/semver"),
                p => source::quote(&format!("github.com/pulumi/pulumi/sdk/v3/go/{p}")),
            })
            .collect();
        if internal {
            // Generated code always calls the helpers `internal.…`, whatever their package is
            // named.
            let path = source::quote(&self.names.layout.import_path(&self.names.layout.internal));
            if self.names.layout.internal == "internal" {
                other.push(path);
            } else {
                other.push(format!("internal {path}"));
            }
        }
        for (path, alias) in speller.external_imports.borrow().iter() {
            match alias {
                Some(alias) => other.push(format!("{alias} {}", source::quote(path))),
                None => other.push(source::quote(path)),
            }
        }
        for module in speller.imports.borrow().iter() {
            other.push(source::quote(&self.names.layout.import_path(module)));
            self.module_imports
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .entry(speller.module.clone())
                .or_default()
                .insert(module.clone());
        }
        // gofmt orders an import block by path, whatever the aliases.
        other.sort_by(|a, b| import_path_of(a).cmp(import_path_of(b)));
        other.dedup();
        let mut std: Vec<String> = std.iter().map(|s| source::quote(s)).collect();
        std.sort();
        Imports { std, other }
    }

    fn details(&self, key: &model::DetailsKey) -> model::Details {
        self.marker.get(key)
    }
}

/// `pulumi-plugin.json`: the plugin the package's resources need; a parameterized package's
/// is its base provider, with the parameterization that makes it this package.
fn plugin_json(package: &Package) -> String {
    let version =
        crate::backends::pinned_version(package, package.settings.go.respect_schema_version);
    let Some(p) = &package.parameterization else {
        return crate::backends::plugin_json(package, version.as_deref());
    };
    let mut json = serde_json::json!({
        "resource": true,
        "name": p.base_provider,
        "version": p.base_version,
        "parameterization": {
            "name": package.name,
            "version": version.unwrap_or_default(),
            "value": p.parameter.clone().unwrap_or_default(),
        },
    });
    if let Some(url) = &package.plugin_download_url {
        json["server"] = url.clone().into();
    }
    serde_json::to_string_pretty(&json).unwrap_or_else(|_| "{}".to_owned())
}

/// What `PkgGetPackageRef` registers, for a parameterized package (Go string literals).
#[derive(Serialize)]
struct PackageRef {
    /// The key the reference is cached under per context (`name:version`).
    key: String,
    base_provider: String,
    base_version: String,
    download_url: String,
    name: String,
    version: String,
    /// The parameter, base64.
    parameter: String,
}

fn package_ref(package: &Package) -> Result<Option<PackageRef>, String> {
    let Some(p) = &package.parameterization else {
        return Ok(None);
    };
    let Some(version) = &package.version else {
        return Err(
            "a parameterized package needs a version: its Go SDK registers the package by name and version".to_owned(),
        );
    };
    Ok(Some(PackageRef {
        key: source::quote(&format!("{}:{version}", package.name)),
        base_provider: source::quote(&p.base_provider),
        base_version: source::quote(&p.base_version),
        download_url: source::quote(package.plugin_download_url.as_deref().unwrap_or_default()),
        name: source::quote(&package.name),
        version: source::quote(version),
        parameter: source::quote(p.parameter.as_deref().unwrap_or_default()),
    }))
}

/// The quoted path of an import line (`alias "path"` or `"path"`).
fn import_path_of(line: &str) -> &str {
    line.find('"').map_or(line, |i| &line[i..])
}

/// The Go SDK's type speller, for the docs (`None` when its naming plan refuses the package).
pub fn declared_types(package: &Package) -> Option<Box<dyn DeclaredTypes + '_>> {
    let names = Plan::new(package).ok()?;
    Some(Box::new(GoTypes {
        package,
        names,
        externals: Externals::new(package),
    }))
}

struct GoTypes<'p> {
    package: &'p Package,
    names: Plan,
    externals: Externals,
}

impl DeclaredTypes for GoTypes<'_> {
    fn declared_type(&self, declared: Declared, owner: Owner, p: &Property) -> Option<String> {
        let names = &self.names;
        // The Go package the property is declared in.
        let module = match owner {
            Owner::Object(id) => names.objects[id.0].0.clone(),
            Owner::Resource(Some(id)) | Owner::ResourceInputs(Some(id)) => {
                names.resources[id.0].0.clone()
            }
            Owner::FunctionInputs(id) | Owner::FunctionOutputs(id) => {
                names.functions[id.0].as_ref()?.0.clone()
            }
            Owner::Resource(None) | Owner::ResourceInputs(None) => String::new(),
            Owner::Config => "config".to_owned(),
        };
        let sp = Speller::new(self.package, names, &self.externals, &module);
        Some(declared_type(&sp, declared, p))
    }
}

/// The type the Go SDK declares for `p` in `declared` (for the docs), spelled by the same calls
/// its files are written with, as seen from the Go package of `module`: a resource's `…Args`
/// struct and output fields, a function's `…Args` and `…Result` fields, an object's struct and
/// `…Args` fields, a configuration getter's result.
fn declared_type(sp: &Speller, declared: Declared, p: &Property) -> String {
    use Declared as D;
    match declared {
        D::ResourceInput => {
            let t = model::property_type(p, true);
            if p.plain {
                sp.plain(&t)
            } else {
                sp.input(&t)
            }
        }
        D::ResourceOutput => sp.output(&model::property_type(p, false)),
        D::ObjectInput => sp.plain(&model::property_type(p, true)),
        D::FunctionInput | D::FunctionOutput | D::ObjectPlainInput | D::ObjectOutput => {
            sp.plain(&model::property_type(p, false).resolved())
        }
        D::Config => members::config_go_type(p).0.to_owned(),
    }
}
