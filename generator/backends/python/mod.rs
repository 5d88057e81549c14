//! The Python SDK, built on the `pulumi` package, with the public API Pulumi's Python generator
//! gives the same schema (modules, classes, functions, parameters, properties, tokens), plus
//! sdkgen's guarantees: `outputOnly` fields never accepted as inputs, clean under
//! `mypy --strict`, and submodules imported only when first used.
//!
//! Stages: [`crate::ir::shapes`] (which classes each object type gets) → the naming plan
//! ([`crate::naming::python::plan`]) →
//! [`views`] and [`types`] (the view model: fields, annotations, imports) → templates in
//! `templates/python/`.

mod functions;
mod literals;
pub(crate) mod resources;
mod types;
pub(crate) mod views;

use std::collections::{BTreeMap, BTreeSet};

use minijinja::Value;
use rayon::prelude::*;
use serde::Serialize;

use super::{first_line, Declared, DeclaredTypes, Owner};
use crate::ir::shapes::Shapes;
use crate::ir::{EnumId, Function, ObjectId, Package, Property, Resource, Type};
use crate::naming::python::plan::Plan as Names;
use crate::output::{GeneratedFile, Sink, Templates};
use types::Shape;
use views::{Builder, Class};

pub use literals::{docstring, string as string_literal};

/// The lowest `pulumi` release with everything the generated code uses
/// (`pulumi.runtime.exists_resource`, in 3.269.0).
const PULUMI_REQUIREMENT: &str = "pulumi>=3.269.0,<4.0.0";
/// The release [`PULUMI_REQUIREMENT`] starts at, as `(major, minor, patch)`.
const PULUMI_MINIMUM: (u64, u64, u64) = (3, 269, 0);

/// The keyword argument that sends a registration, invoke or call against the package, for a
/// parameterized package (its resources are not the base provider's own); else nothing.
fn package_ref(package: &Package) -> &'static str {
    if package.parameterization.is_some() {
        ", package_ref=_utilities.get_package()"
    } else {
        ""
    }
}

/// Renders the Python package for `package`.
pub fn render(package: &Package, templates: &Templates, sink: &dyn Sink) -> Result<(), String> {
    let names = Names::new(package);
    let items = ModuleItems::group(package, &names);
    let mut renderer = Renderer {
        package,
        names: &names,
        shapes: &package.shapes,
        templates,
        sink,
    };
    renderer.package_files()?;
    let none = ModuleItems::default();
    for module in names.modules.iter() {
        renderer.module(module, items.get(module).unwrap_or(&none))?;
    }
    Ok(())
}

struct Renderer<'a> {
    package: &'a Package,
    names: &'a Names,
    shapes: &'a [Shapes],
    templates: &'a Templates,
    sink: &'a dyn Sink,
}

/// What one Python module holds, in schema order (overlays included; callers filter them).
#[derive(Default)]
struct ModuleItems<'p> {
    resources: Vec<&'p Resource>,
    functions: Vec<&'p Function>,
    objects: Vec<ObjectId>,
    enums: Vec<EnumId>,
}

impl<'p> ModuleItems<'p> {
    /// Every item under its module, computed once: filtering the whole package per module
    /// would make a package of many modules quadratic.
    fn group(package: &'p Package, names: &Names) -> BTreeMap<String, ModuleItems<'p>> {
        let mut modules: BTreeMap<String, ModuleItems<'p>> = BTreeMap::new();
        for r in &package.resources {
            let module = names.module_of(&r.token);
            modules.entry(module).or_default().resources.push(r);
        }
        for f in package.functions.iter().filter(|f| f.method_of.is_none()) {
            let module = names.module_of(&f.token);
            modules.entry(module).or_default().functions.push(f);
        }
        for id in (0..package.objects.len()).map(ObjectId) {
            let module = names.object_module(package, id);
            modules.entry(module).or_default().objects.push(id);
        }
        for id in (0..package.enums.len()).map(EnumId) {
            let module = names.module_of(&package.enum_type(id).token);
            modules.entry(module).or_default().enums.push(id);
        }
        modules
    }
}

#[derive(Serialize)]
struct Export {
    /// The file (module) it comes from, without `.py`.
    file: String,
    /// The public names that file defines.
    names: Vec<String>,
}

#[derive(Serialize)]
struct Child {
    /// The attribute name (`network`).
    name: String,
    /// The dotted import path.
    import: String,
}

impl<'a> Renderer<'a> {
    fn emit(&mut self, path: String, template: &str, context: Value) -> Result<(), String> {
        let contents = self.templates.render(template, context)?;
        self.sink.put(GeneratedFile { path, contents })
    }

    fn package_dir(&self, module: &str) -> String {
        self.names.dir(module)
    }

    /// The overlay files (`gen-sdk --overlays`) in the package that are not Python, relative to
    /// it: they ship as its data, as sdkgen's own do.
    fn overlay_data(&self) -> Vec<&str> {
        let prefix = format!("{}/", self.names.root_package);
        let overlays = self.package.overlays.get("python").into_iter().flatten();
        overlays
            .filter_map(|(path, _)| path.strip_prefix(&prefix))
            .filter(|path| !path.ends_with(".py"))
            .collect()
    }

    /// pyproject.toml, README, plugin metadata, `py.typed` and `_utilities.py`.
    fn package_files(&mut self) -> Result<(), String> {
        let package = self.package;
        let python = &package.settings.python;
        let readme = python.readme.clone().unwrap_or_else(|| {
            views::join_docs(&[
                package.description.as_deref().unwrap_or_default(),
                package.attribution.as_deref().unwrap_or_default(),
            ])
        });
        let version = package.version.clone();
        let requires = requirements(&python.requires);
        let python_requires = python
            .python_requires
            .clone()
            .unwrap_or_else(|| ">=3.9".to_owned());
        let mut keywords = package.keywords.clone();
        if keywords.is_empty() {
            keywords = vec!["pulumi".into(), package.name.clone()];
        }
        // The template writes TOML strings with `tojson`, whose escapes TOML shares; but JSON
        // leaves DEL raw, which TOML forbids.
        let toml = |s: &str| s.replace('\u{7f}', "\u{fffd}");
        let context = minijinja::context! {
            overlay_data => self.overlay_data().iter().map(|p| toml(p)).collect::<Vec<_>>(),
            distribution => self.names.distribution,
            root_package => self.names.root_package,
            root_package_key => toml_key(&self.names.root_package),
            // PEP 440 has no build metadata or semver pre-release dashes; pip needs a version.
            version => version.as_deref().map(pep440).unwrap_or_else(|| "0.0.0".into()),
            description => toml(&first_line(package.description.as_deref().unwrap_or_default())),
            keywords => keywords.iter().map(|k| toml(k)).collect::<Vec<_>>(),
            license => package.license.as_deref().map(toml),
            // Current packaging metadata: a license is an SPDX expression string; other text
            // keeps the older table form.
            license_is_spdx => package
                .license
                .as_deref()
                .is_some_and(|l| spdx::Expression::parse(l).is_ok()),
            homepage => package.homepage.as_deref().map(toml),
            repository => package.repository.as_deref().map(toml),
            requires => requires.iter().map(|r| toml(r)).collect::<Vec<_>>(),
            python_requires => toml(&python_requires),
        };
        // Like Pulumi's generator: pyproject.toml when the schema asks for it, else setup.py.
        if python.pyproject {
            self.emit("pyproject.toml".into(), "python/pyproject.toml.j2", context)?;
        } else {
            // Every value as a Python string literal (escaped like the rest of the package).
            let py = |s: &str| literals::string(s);
            let setup = minijinja::context! {
                distribution => py(&self.names.distribution),
                root_package => py(&self.names.root_package),
                package_pattern => py(&format!("{}.*", self.names.root_package)),
                version => py(&version.as_deref().map(pep440).unwrap_or_else(|| "0.0.0".into())),
                description => py(&first_line(package.description.as_deref().unwrap_or_default())),
                keywords => keywords.iter().map(|k| py(k)).collect::<Vec<_>>(),
                license => package.license.as_deref().map(py),
                homepage => package.homepage.as_deref().map(py),
                repository => package.repository.as_deref().map(py),
                requires => requires.iter().map(|r| py(r)).collect::<Vec<_>>(),
                python_requires => py(&python_requires),
            };
            self.emit("setup.py".into(), "python/setup.py.j2", setup)?;
        }
        let root = self.names.root_package.clone();
        // Git's view of the package root: build outputs ignored, the rest marked generated.
        for (path, template) in [
            (".gitignore", "python/gitignore.j2"),
            (".gitattributes", "python/gitattributes.j2"),
        ] {
            self.emit(path.into(), template, minijinja::context! {})?;
        }
        // In the package (as Pulumi's generator has it, for the package's own docs) and at the
        // distribution's root, where an sdist expects one.
        for path in [format!("{root}/README.md"), "README.md".to_owned()] {
            self.emit(
                path,
                "python/README.md.j2",
                minijinja::context! { readme => readme },
            )?;
        }
        let mut plugin_text = crate::backends::plugin_json(package, version.as_deref());
        plugin_text.push('\n');
        self.sink.put(GeneratedFile {
            path: format!("{root}/pulumi-plugin.json"),
            contents: plugin_text,
        })?;
        self.emit(
            format!("{root}/py.typed"),
            "python/py.typed",
            minijinja::context! {},
        )?;
        self.emit(
            format!("{root}/_utilities.py"),
            "python/_utilities.py.j2",
            minijinja::context! {
                package => package.name,
                module_name => root,
                version => version,
                plugin_download_url => package.plugin_download_url,
                parameterization => package.parameterization.as_ref().map(|base| minijinja::context! {
                    base_provider => base.base_provider,
                    base_version => base.base_version,
                    parameter => base.parameter.clone().unwrap_or_default(),
                    package_version => package.version.clone().unwrap_or_default(),
                }),
            },
        )
    }

    /// Every file of one Python module (package directory).
    fn module(&mut self, module: &str, items: &ModuleItems<'_>) -> Result<(), String> {
        let package = self.package;
        let dir = self.package_dir(module);
        let mut exports: Vec<Export> = Vec::new();

        // The configuration module's `__init__` turns the module into its variables' getters.
        let is_config = module == "config" && !package.config.is_empty();
        if is_config {
            // Its `outputs` (types of the configuration) is imported with the variables, so that
            // `pkg.config.outputs` resolves as in Pulumi's package.
            let has_outputs = items
                .objects
                .iter()
                .any(|id| !package.object(*id).is_overlay && self.shapes[id.0].output);
            self.config_module(&dir, has_outputs)?;
        }

        let resources: Vec<&Resource> = std::iter::once(&package.provider)
            .filter(|_| module.is_empty())
            .chain(items.resources.iter().copied())
            .filter(|r| !r.is_overlay)
            .collect();
        let functions: Vec<&Function> = items
            .functions
            .iter()
            .copied()
            .filter(|f| f.method_of.is_none() && !f.is_overlay)
            .collect();
        let objects: Vec<ObjectId> = items
            .objects
            .iter()
            .copied()
            .filter(|id| !package.object(*id).is_overlay)
            .collect();
        // Each file renders on its own (the views only read the package), so all of them render
        // in parallel, each handed over as it is done; the exports are gathered in a fixed
        // order, so the result does not depend on scheduling.
        let this = &*self;
        let render = |path: String, template: &str, context: Value| {
            let contents = this.templates.render(template, context)?;
            this.sink.put(GeneratedFile { path, contents })
        };
        let ((resource_exports, function_exports), (input_names, has_outputs)) = rayon::join(
            || {
                rayon::join(
                    || {
                        resources
                            .par_iter()
                            .map(|resource| {
                                let file = this.names.resource_file(resource);
                                let (context, names) = this.resource_view(module, resource, &file);
                                let path = this.names.resource_path(resource);
                                render(path, "python/resource.py.j2", context)?;
                                Ok(Export { file, names })
                            })
                            .collect::<Result<Vec<_>, String>>()
                    },
                    || {
                        functions
                            .par_iter()
                            .map(|function| {
                                let file = this.names.function_file(function);
                                let (context, names) = this.function_view(module, function)?;
                                let path = this.names.function_path(function);
                                render(path, "python/function.py.j2", context)?;
                                Ok(Export { file, names })
                            })
                            .collect::<Result<Vec<_>, String>>()
                    },
                )
            },
            || {
                rayon::join(
                    || -> Result<_, String> {
                        if !objects
                            .iter()
                            .any(|id| this.shapes[id.0].input || this.shapes[id.0].plain_input)
                        {
                            return Ok(None);
                        }
                        let (context, names) = this.inputs_view(module, items, &objects);
                        let path = format!("{dir}/_inputs.py");
                        render(path, "python/_inputs.py.j2", context)?;
                        Ok(Some(names))
                    },
                    || {
                        if !objects.iter().any(|id| this.shapes[id.0].output) {
                            return Ok(false);
                        }
                        let context = this.outputs_view(module, &objects);
                        let path = format!("{dir}/outputs.py");
                        render(path, "python/outputs.py.j2", context).map(|()| true)
                    },
                )
            },
        );
        exports.extend(resource_exports?.into_iter().chain(function_exports?));
        let has_inputs = match input_names? {
            Some(names) => {
                exports.push(Export {
                    file: "_inputs".into(),
                    names,
                });
                true
            }
            None => false,
        };
        let has_outputs = has_outputs?;
        exports.extend(self.enums_file(&dir, items)?);
        if is_config {
            return Ok(());
        }
        self.init_file(module, &dir, exports, has_inputs, has_outputs)
    }

    /// The module's `_enums.py`, if it has enums, and what it exports.
    fn enums_file(&mut self, dir: &str, items: &ModuleItems<'_>) -> Result<Option<Export>, String> {
        let enums: Vec<EnumId> = items
            .enums
            .iter()
            .copied()
            .filter(|id| !self.package.enum_type(*id).is_overlay)
            .collect();
        if enums.is_empty() {
            return Ok(None);
        }
        let (context, names) = self.enums_view(&enums)?;
        self.emit(format!("{dir}/_enums.py"), "python/_enums.py.j2", context)?;
        Ok(Some(Export {
            file: "_enums".into(),
            names,
        }))
    }

    /// The module's `__init__.py`: its files' exports, its child modules, and in the root the
    /// resource modules and the provider `_utilities.register` rebuilds references with.
    fn init_file(
        &mut self,
        module: &str,
        dir: &str,
        mut exports: Vec<Export>,
        has_inputs: bool,
        has_outputs: bool,
    ) -> Result<(), String> {
        let package = self.package;
        let children: Vec<Child> = self
            .names
            .modules
            .iter()
            .filter(|m| is_child(module, m))
            .map(|m| Child {
                name: m.rsplit('/').next().unwrap_or(m).to_owned(),
                import: self.names.import_name(m),
            })
            .collect();
        let resource_modules = if module.is_empty() {
            self.resource_modules()
        } else {
            String::new()
        };
        let provider_package = if module.is_empty() {
            let value = serde_json::json!([{
                "pkg": package.name,
                "token": format!("pulumi:providers:{}", package.name),
                "fqn": self.names.root_package,
                "class": "Provider",
            }]);
            serde_json::to_string_pretty(&value).unwrap_or_default()
        } else {
            String::new()
        };
        exports.sort_by(|a, b| a.file.cmp(&b.file));
        self.emit(
            format!("{dir}/__init__.py"),
            "python/__init__.py.j2",
            minijinja::context! {
                to_root => ".".repeat(module.split('/').filter(|p| !p.is_empty()).count() + 1),
                exports => exports,
                has_outputs => has_outputs,
                has_inputs => has_inputs,
                children => children,
                resource_modules => resource_modules,
                resource_packages => provider_package,
            },
        )
    }

    /// The JSON `_utilities.register` reads to rebuild resources the engine returns by reference.
    fn resource_modules(&self) -> String {
        let mut modules: BTreeMap<String, (String, BTreeMap<String, String>)> = BTreeMap::new();
        for r in self.package.resources.iter().filter(|r| !r.is_overlay) {
            let mod_token = match r.token.raw.split(':').nth(1) {
                Some(m) => m.to_owned(),
                None => continue,
            };
            let module = self.names.module_of(&r.token);
            let entry = modules
                .entry(mod_token)
                .or_insert_with(|| (self.names.import_name(&module), BTreeMap::new()));
            entry
                .1
                .insert(r.token.raw.clone(), self.names.resource_class(r));
        }
        let list: Vec<serde_json::Value> = modules
            .into_iter()
            .map(|(m, (fqn, classes))| {
                serde_json::json!({
                    "pkg": self.package.name,
                    "mod": m,
                    "fqn": fqn,
                    "classes": classes,
                })
            })
            .collect();
        serde_json::to_string_pretty(&list).unwrap_or_default()
    }

    fn config_module(&mut self, dir: &str, has_outputs: bool) -> Result<(), String> {
        // Pulumi types config variables as primitives only, so they import nothing.
        let vars: Vec<ConfigVar> = self.package.config.iter().map(config_var).collect();
        self.emit(
            format!("{dir}/vars.py"),
            "python/config/vars.py.j2",
            minijinja::context! {
                package => self.package.name,
                vars => vars,
                has_outputs => has_outputs,
            },
        )?;
        self.emit(
            format!("{dir}/__init__.pyi"),
            "python/config/__init__.pyi.j2",
            minijinja::context! { vars => vars },
        )?;
        self.emit(
            format!("{dir}/__init__.py"),
            "python/config/__init__.py.j2",
            minijinja::context! {},
        )
    }

    fn inputs_view(
        &self,
        module: &str,
        items: &ModuleItems<'_>,
        objects: &[ObjectId],
    ) -> (Value, Vec<String>) {
        let builder = Builder::new(self.package, self.names, self.shapes, module, true);
        let mut classes: Vec<Class> = Vec::new();
        // Resource Args classes of this module own their names.
        let mut seen: BTreeSet<String> = items
            .resources
            .iter()
            .map(|r| self.names.args_class(r))
            .collect();
        if module.is_empty() {
            seen.insert("ProviderArgs".to_owned());
        }
        for id in objects {
            let object = self.package.object(*id);
            let shapes = self.shapes[id.0];
            let props: Vec<&Property> = object.input_properties().collect();
            let doc = views::describe(object.description.as_deref());
            // Pulumi emits the input-shape class last when both spellings coincide (tfbridge).
            let mut forms = Vec::new();
            if shapes.plain_input {
                forms.push((self.names.plain_input_class(object, shapes), Shape::Plain));
            }
            if shapes.input {
                forms.push((self.names.input_class(object), Shape::Input));
            }
            if forms.len() == 2 && forms[0].0 == forms[1].0 {
                forms.remove(0);
            }
            for (name, shape) in forms {
                if seen.insert(name.clone()) {
                    classes.push(builder.class(name, &doc, &props, shape));
                }
            }
        }
        let names: Vec<String> = classes
            .iter()
            .flat_map(|c| {
                let dict = c.typed_dict.then(|| format!("{}Dict", c.name));
                std::iter::once(c.name.clone()).chain(dict)
            })
            .collect();
        let context = minijinja::context! {
            all => names,
            classes => classes,
            imports => builder.types.imports(),
            to_root => builder.types.to_root(),
        };
        (context, names)
    }

    fn outputs_view(&self, module: &str, objects: &[ObjectId]) -> Value {
        let builder = Builder::new(self.package, self.names, self.shapes, module, false);
        let mut classes: Vec<Class> = Vec::new();
        for id in objects {
            let shapes = self.shapes[id.0];
            if !shapes.output {
                continue;
            }
            let object = self.package.object(*id);
            let props: Vec<&Property> = object.output_properties().collect();
            let doc = views::describe(object.description.as_deref());
            let name = self.names.output_class(object, shapes);
            let mut class = builder.class(name, &doc, &props, Shape::Output);
            if shapes.resource_output {
                class.key_warnings = class
                    .fields
                    .iter()
                    .filter(|f| f.name != f.wire_name)
                    .map(|f| (f.wire.clone(), literals::string(&f.name)))
                    .collect();
            }
            classes.push(class);
        }
        let all: Vec<String> = classes.iter().map(|c| c.name.clone()).collect();
        // Names used only inside this file resolve through `outputs.` too.
        builder.types.import("from . import outputs");
        minijinja::context! {
            all => all,
            classes => classes,
            imports => builder.types.imports(),
            to_root => builder.types.to_root(),
        }
    }

    fn enums_view(&self, enums: &[EnumId]) -> Result<(Value, Vec<String>), String> {
        #[derive(Serialize)]
        struct Member {
            name: String,
            value: String,
            doc: String,
        }
        #[derive(Serialize)]
        struct EnumView {
            name: String,
            token: String,
            base: String,
            doc: String,
            members: Vec<Member>,
        }
        let mut views = Vec::new();
        for id in enums {
            let e = self.package.enum_type(*id);
            let name = self.names.enum_class(&e.token);
            let base = match e.element_type {
                Type::String => "_builtins.str",
                Type::Integer => "_builtins.int",
                Type::Number => "_builtins.float",
                _ => {
                    return Err(format!(
                        "enum `{}`: Python enums of booleans are not supported (Pulumi has none either)",
                        e.token.raw
                    ))
                }
            };
            let mut members = Vec::new();
            let mut used = BTreeSet::new();
            for v in &e.values {
                let raw = v.name.clone().unwrap_or_else(|| match &v.value {
                    crate::spec::ScalarValue::String(s) => s.clone(),
                    other => literals::scalar(other),
                });
                let member = literals::enum_member(&raw, &name)
                    .map_err(|m| format!("enum `{}`: {m}", e.token.raw))?;
                if !used.insert(member.clone()) {
                    return Err(format!(
                        "enum `{}`: two values are both named `{member}` in Python; give them distinct `name`s",
                        e.token.raw
                    ));
                }
                members.push(Member {
                    name: member,
                    value: literals::scalar(&v.value),
                    doc: views::describe(v.description.as_deref()),
                });
            }
            views.push(EnumView {
                name,
                token: literals::string(&e.token.raw),
                base: base.into(),
                doc: views::describe(e.description.as_deref()),
                members,
            });
        }
        let names: Vec<String> = views.iter().map(|v| v.name.clone()).collect();
        Ok((minijinja::context! { enums => views, all => names }, names))
    }
}

/// Whether `module` is a direct child of `parent`.
fn is_child(parent: &str, module: &str) -> bool {
    if module.is_empty() {
        return false;
    }
    match module.rsplit_once('/') {
        Some((p, _)) => p == parent,
        None => parent.is_empty(),
    }
}

#[derive(Serialize)]
struct ConfigVar {
    /// The name in the `.pyi` stub (Pulumi's stubs use the wire name).
    stub_name: String,
    name: String,
    annotation: String,
    fetch: String,
    doc: String,
}

/// A configuration variable: typed as Pulumi types them (`str` for anything non-primitive).
/// A configuration variable's getter annotation: Pulumi types config variables as primitives.
fn config_annotation(p: &Property) -> String {
    let ty = config_getter(p).1;
    if p.default.is_some() {
        ty.to_owned()
    } else {
        format!("Optional[{ty}]")
    }
}

fn config_getter(p: &Property) -> (&'static str, &'static str) {
    match &p.type_ {
        Type::Boolean => ("get_bool", "_builtins.bool"),
        Type::Integer => ("get_int", "_builtins.int"),
        Type::Number => ("get_float", "_builtins.float"),
        _ => ("get", "_builtins.str"),
    }
}

/// The Python SDK's type speller, for the docs.
pub fn declared_types(package: &Package) -> Box<dyn DeclaredTypes + '_> {
    Box::new(PythonTypes {
        package,
        names: Names::new(package),
        shapes: package.shapes.clone(),
    })
}

struct PythonTypes<'p> {
    package: &'p Package,
    names: Names,
    shapes: Vec<Shapes>,
}

impl DeclaredTypes for PythonTypes<'_> {
    fn declared_type(&self, declared: Declared, owner: Owner, p: &Property) -> Option<String> {
        let package = self.package;
        let (object, token) = match owner {
            Owner::Object(id) => (Some(id), None),
            Owner::Resource(Some(id)) | Owner::ResourceInputs(Some(id)) => {
                (None, Some(&package.resource(id).token))
            }
            Owner::FunctionInputs(id) | Owner::FunctionOutputs(id) => {
                (None, Some(&package.function(id).token))
            }
            _ => (None, None),
        };
        Some(declared_type(
            package,
            &self.names,
            &self.shapes,
            declared,
            object,
            token,
            p,
        ))
    }
}

/// The annotation the Python SDK declares for `p` in `declared`, spelled by the same calls the
/// SDK's files are written with. `owner` is the token of the resource, function or object the
/// property belongs to (unused for configuration).
fn declared_type(
    package: &Package,
    names: &Names,
    shapes: &[Shapes],
    declared: Declared,
    owner: Option<ObjectId>,
    module_token: Option<&crate::ir::Token>,
    p: &Property,
) -> String {
    use Declared as D;
    let module = match (owner, module_token) {
        (Some(id), _) => names.object_module(package, id),
        (None, Some(token)) => names.module_of(token),
        (None, None) => String::new(),
    };
    let in_inputs_file = matches!(declared, D::ObjectInput | D::ObjectPlainInput);
    let builder = Builder::new(package, names, shapes, &module, in_inputs_file);
    match declared {
        D::ResourceInput | D::ObjectInput => builder.field(p, Shape::Input).param_type,
        D::ObjectPlainInput => builder.field(p, Shape::Plain).param_type,
        D::ResourceOutput => resources::output_annotation(&builder, p),
        D::FunctionInput => functions::argument_annotation(&builder, p),
        D::FunctionOutput | D::ObjectOutput => builder.field(p, Shape::Output).getter_type,
        D::Config => config_annotation(p),
    }
}

fn config_var(p: &Property) -> ConfigVar {
    let (getter, _) = config_getter(p);
    let default = views::default_of(p);
    let fetch = match &default {
        Some(d) => format!("__config__.{getter}({}) or {d}", literals::string(&p.name)),
        None => format!("__config__.{getter}({})", literals::string(&p.name)),
    };
    let annotation = config_annotation(p);
    let snake = crate::naming::python::py_name(&p.name);
    let wire_is_identifier = crate::naming::python::identifier_problem(&p.name).is_none()
        && !crate::naming::python::is_keyword(&p.name);
    ConfigVar {
        stub_name: if wire_is_identifier {
            p.name.clone()
        } else {
            snake.clone()
        },
        name: snake,
        annotation,
        fetch,
        doc: views::describe(p.description.as_deref()),
    }
}

/// A semver version as PEP 440 (`1.2.3-alpha.1` → `1.2.3a1`); unknown pre-releases become dev
/// releases so pip still accepts the package.
fn pep440(version: &str) -> String {
    let version = version.trim_start_matches('v');
    let (core, rest) = match version.split_once(['-', '+']) {
        Some((core, _)) => (core, &version[core.len()..]),
        None => (version, ""),
    };
    let pre = rest
        .strip_prefix('-')
        .map(|r| r.split('+').next().unwrap_or_default())
        .unwrap_or_default();
    if pre.is_empty() {
        return core.to_owned();
    }
    let mut parts = pre.split('.');
    let tag = parts.next().unwrap_or_default();
    let number: String = parts
        .next()
        .filter(|n| n.chars().all(|c| c.is_ascii_digit()))
        .unwrap_or("0")
        .to_owned();
    match tag {
        "alpha" | "a" => format!("{core}a{number}"),
        "beta" | "b" => format!("{core}b{number}"),
        "rc" => format!("{core}rc{number}"),
        _ => format!("{core}.dev{number}"),
    }
}

/// The distribution's requirements: `pulumi`, the schema's `requires` (its `pulumi` pin kept
/// when it admits no release older than the generated code needs: a provider may need a newer
/// SDK than that), then `typing-extensions` for older Pythons.
fn requirements(given: &BTreeMap<String, String>) -> Vec<String> {
    let mut pulumi = PULUMI_REQUIREMENT.to_owned();
    let mut others = Vec::new();
    for (name, spec) in given {
        if name != "pulumi" {
            others.push(format!("{name}{spec}"));
        } else if lowest_version(spec).is_some_and(|v| v >= PULUMI_MINIMUM) {
            pulumi = format!("pulumi{spec}");
        }
    }
    std::iter::once(pulumi)
        .chain(others)
        .chain(std::iter::once(
            "typing-extensions>=4.11,<5; python_version < \"3.11\"".to_owned(),
        ))
        .collect()
}

/// The lowest release a PEP 440 specifier (`>=3.275.0,<4.0.0`, `~=3.280`, `==3.300.1`) admits,
/// judged by the versions its lower-bounding clauses name; `None` when none bounds it from below
/// (`<4`, `*`) or a version is not `major[.minor[.patch]]`-like.
fn lowest_version(spec: &str) -> Option<(u64, u64, u64)> {
    let mut lowest = None;
    for clause in spec.split(',').map(str::trim) {
        let version = ["===", "==", "~=", ">="]
            .iter()
            .find_map(|op| clause.strip_prefix(op))
            .or_else(|| clause.strip_prefix('>').filter(|v| !v.starts_with('=')));
        let Some(version) = version else { continue };
        let mut parts = version.trim().split('.').map(|part| {
            let digits: String = part.chars().take_while(char::is_ascii_digit).collect();
            digits.parse::<u64>().ok()
        });
        let major = parts.next().flatten()?;
        let minor = parts.next().flatten().unwrap_or(0);
        let patch = parts.next().flatten().unwrap_or(0);
        let bound = (major, minor, patch);
        lowest = Some(lowest.map_or(bound, |l: (u64, u64, u64)| l.min(bound)));
    }
    lowest
}

/// `name` as a TOML key: bare when it may be (ASCII letters, digits, `_`, `-`), else quoted
/// (a Python package name may hold other letters, such as `é`).
fn toml_key(name: &str) -> String {
    let bare = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if bare {
        name.to_owned()
    } else {
        serde_json::to_string(name).expect("a string serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_become_pep440() {
        assert_eq!(pep440("2.79.0"), "2.79.0");
        assert_eq!(pep440("v1.2.3-alpha.4"), "1.2.3a4");
        assert_eq!(pep440("1.2.3-beta.1+build.5"), "1.2.3b1");
        assert_eq!(pep440("1.2.3-rc.2"), "1.2.3rc2");
        assert_eq!(pep440("1.2.3-dev.7"), "1.2.3.dev7");
        assert_eq!(pep440("1.2.3+meta"), "1.2.3");
    }

    #[test]
    fn lowest_versions_of_pep440_specifiers() {
        assert_eq!(lowest_version(">=3.275.0,<4.0.0"), Some((3, 275, 0)));
        assert_eq!(lowest_version("~=3.280"), Some((3, 280, 0)));
        assert_eq!(lowest_version("==3.300.1"), Some((3, 300, 1)));
        assert_eq!(lowest_version(">3.270.0rc1"), Some((3, 270, 0)));
        assert_eq!(lowest_version(">=3.0,>=3.280"), Some((3, 0, 0)));
        assert_eq!(lowest_version("<4.0.0"), None);
        assert_eq!(lowest_version(""), None);
        assert_eq!(lowest_version(">=x"), None);
    }

    #[test]
    fn child_modules() {
        assert!(is_child("", "network"));
        assert!(is_child("network", "network/v2"));
        assert!(!is_child("", "network/v2"));
        assert!(!is_child("", ""));
    }
}
