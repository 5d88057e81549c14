//! The Node.js SDK: a TypeScript package built on `@pulumi/pulumi` with the public API Pulumi's
//! Node.js generator gives the same schema (exports, namespaces, classes, interfaces, function
//! forms, tokens), plus sdkgen's guarantees: `outputOnly` fields never accepted as inputs,
//! clean under `tsc --strict`, and names or descriptions that cannot break the source.
//!
//! Stages: [`crate::ir::shapes`] (which interfaces each object type gets) → [`names`]
//! (the naming pass) → [`types`], [`views`], [`resources`], [`functions`] (the view model)
//! → templates in `templates/nodejs/`.

mod functions;
mod literals;
mod resources;
mod ts_type;
mod types;
mod views;

use std::collections::{BTreeMap, BTreeSet};

use minijinja::Value;
use rayon::prelude::*;
use serde::Serialize;

use super::{first_line, Declared, DeclaredTypes, Owner};
use crate::ir::{EnumId, ObjectId, Package, Property, Resource};
use crate::naming::nodejs::plan::{self, child_export, module_dir, Plan};
use crate::output::{GeneratedFile, Sink, Templates};
use types::{Form, Speller};
use views::{doc_of, interface, Interface};

/// The `@pulumi/pulumi` releases the generated code works with (`runtime.existsResource`, in
/// 3.269.0).
const PULUMI_DEPENDENCY: &str = "^3.269.0";
/// TypeScript and Node typings used by the package's `build` script.
const TYPESCRIPT_DEPENDENCY: &str = "^5.0.0";
/// `npm run build`: compile into `bin/` and make it the package to publish (`npm pack ./bin`).
const BUILD_SCRIPT: &str = "tsc && node -e \"for (const f of ['package.json', 'README.md', 'LICENSE']) if (require('fs').existsSync(f)) require('fs').copyFileSync(f, 'bin/' + f)\"";
const NODE_TYPES_DEPENDENCY: &str = "^20.0.0";

/// Renders the Node.js package for `package`.
pub fn render(package: &Package, templates: &Templates, sink: &dyn Sink) -> Result<(), String> {
    let names = Plan::new(package, &package.shapes)?;
    let mut renderer = Renderer {
        package,
        names: &names,
        templates,
        sink,
        ts_files: Vec::new(),
        index_exports: BTreeMap::new(),
    };
    // Deepest first: an index declares its children's namespaces from their exports.
    let mut modules: Vec<&String> = names.modules.iter().collect();
    modules.sort_by_key(|m| std::cmp::Reverse(depth(m)));
    for module in modules {
        renderer.module(module)?;
    }
    renderer.package_files()?;
    Ok(())
}

struct Renderer<'a> {
    package: &'a Package,
    names: &'a Plan,
    templates: &'a Templates,
    sink: &'a dyn Sink,
    /// The paths of the `.ts` files handed over so far (for `tsconfig.json`).
    ts_files: Vec<String>,
    /// The names each `index.ts` rendered so far exports, by path: a parent declares its
    /// children's namespaces from them (children render first).
    index_exports: BTreeMap<String, Vec<String>>,
}

/// A line of a module's `index.ts` re-exporting one file.
#[derive(Serialize)]
struct Export {
    /// `./branch`.
    path: String,
    /// The class a resource file defines.
    class: Option<String>,
    /// The interfaces it defines.
    interfaces: Vec<String>,
    /// The functions it defines.
    functions: Vec<String>,
    /// The interfaces of the namespace a resource's class merges with (its methods' arguments
    /// and results), re-exported as type aliases in a namespace of the same name.
    namespace: Vec<String>,
    /// A plain `export * from` (the config variables).
    plain: bool,
}

impl Export {
    /// The names this line exports.
    fn names(&self) -> impl Iterator<Item = &String> {
        self.class
            .iter()
            .chain(&self.interfaces)
            .chain(&self.functions)
    }
}

#[derive(Serialize)]
struct Child {
    /// The identifier it is imported as.
    ident: String,
    /// The exported name, when it differs.
    alias: Option<String>,
    /// `./dir`.
    path: String,
    /// The names the child's index exports, when it is loaded on first use: its namespace is
    /// declared with an alias per name, and its value is a getter that loads the child. Empty
    /// when the child is imported at once (a child that exports nothing, one with resources, an
    /// aliased child, and the children of `types` and of the enums files, which are loaded with
    /// their parent).
    members: Vec<String>,
}

impl Child {
    /// The name its parent exports it by.
    fn exported(&self) -> &str {
        self.alias.as_deref().unwrap_or(&self.ident)
    }
}

/// The names a module's `index.ts` exports.
struct IndexNames {
    /// Every name, types included (what a parent's namespace declaration aliases).
    exported: Vec<String>,
    /// The values defined by getters (loaded on first use), which the index also names for
    /// Node's ESM loader: it reads a CommonJS module's exports from its source, and cannot see
    /// a getter's.
    getters: Vec<String>,
    /// Its enums, when the module has any: the enums file's path, and the names declared one by
    /// one (none: `export *`).
    enums: Option<Value>,
}

/// The import lines every source file starts with.
#[derive(Serialize)]
struct Imports {
    /// `import * as inputs/outputs (/enums) from …`: the relative root, or empty.
    nested: Option<String>,
    enums: bool,
    /// `import * as utilities from "<root>/utilities"`.
    utilities: Option<String>,
    /// `import {A, B} from "<path>";` lines for resource classes.
    resources: Vec<(String, String)>,
}

#[derive(Serialize)]
struct Namespace {
    name: String,
    indent: String,
    interfaces: Vec<Interface>,
    children: Vec<Namespace>,
}

impl<'a> Renderer<'a> {
    fn emit(&mut self, path: String, template: &str, context: Value) -> Result<(), String> {
        let contents = self.templates.render(template, context)?;
        self.put(GeneratedFile { path, contents })
    }

    fn put(&mut self, file: GeneratedFile) -> Result<(), String> {
        if file.path.ends_with(".ts") {
            self.ts_files.push(file.path.clone());
        }
        self.sink.put(file)
    }

    /// The package's version as a string literal (`getVersion()`, and the registrations).
    fn version_literal(&self) -> String {
        literals::string(self.package.version.as_deref().unwrap_or("0.0.0"))
    }

    fn contains_enums(&self) -> bool {
        self.package.enums.iter().any(|e| !e.is_overlay)
    }

    /// The imports of a file in `dir` whose types `speller` spelled.
    fn imports(&self, dir: &str, speller: &Speller, utilities: bool, own: &str) -> Imports {
        let root = relative_root(dir);
        let mut by_path: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (class, file) in speller.resource_imports() {
            if class != own {
                by_path
                    .entry(format!("{root}/{file}"))
                    .or_default()
                    .insert(class);
            }
        }
        let uses_nested = speller.uses_nested_types();
        Imports {
            nested: uses_nested.then(|| root.clone()),
            enums: uses_nested && self.contains_enums(),
            utilities: utilities.then(|| root.clone()),
            resources: by_path
                .into_iter()
                .map(|(path, classes)| (path, classes.into_iter().collect::<Vec<_>>().join(", ")))
                .collect(),
        }
    }

    /// Every file of one module, and its `index.ts`.
    fn module(&mut self, module: &str) -> Result<(), String> {
        let package = self.package;
        let names = self.names;
        let dir = module_dir(module);
        let mut exports: Vec<Export> = Vec::new();
        // Plan exported by an `export *` (the config variables).
        let mut config_names: Vec<String> = Vec::new();

        if module == "types" {
            return self.types_module();
        }
        if module == "config" && !package.config.is_empty() {
            let speller = Speller::new(names);
            let vars = functions::config_vars(package, &speller);
            config_names = vars.iter().map(|v| v.name.clone()).collect();
            let imports = self.imports(&dir, &speller, true, "");
            self.emit(
                format!("{dir}/vars.ts"),
                "nodejs/config/vars.ts.j2",
                minijinja::context! {
                    imports => imports,
                    package => literals::string(&package.name),
                    vars => vars,
                },
            )?;
            exports.push(Export {
                path: "./vars".into(),
                class: None,
                interfaces: Vec::new(),
                functions: Vec::new(),
                namespace: Vec::new(),
                plain: true,
            });
        }

        let mut resources: Vec<(&Resource, &plan::MemberNames)> = package
            .resources
            .iter()
            .zip(&names.resources)
            .filter(|(r, m)| !r.is_overlay && m.module == module)
            .collect();
        if module.is_empty() {
            resources.push((&package.provider, &names.provider));
        }
        let has_resources = !resources.is_empty();
        let functions: Vec<_> = package
            .functions
            .iter()
            .zip(&names.functions)
            .filter(|(f, m)| f.method_of.is_none() && !f.is_overlay && m.module == module)
            .collect();
        // Each resource and function file renders on its own, in parallel; the results are
        // gathered in a fixed order, so they do not depend on scheduling.
        let this = &*self;
        let (resource_files, function_files) = rayon::join(
            || {
                resources
                    .par_iter()
                    .map(|(resource, member)| {
                        let speller = Speller::new(names);
                        let view =
                            resources::view(package, names, &speller, resource, &member.name)?;
                        let imports = this.imports(&dir, &speller, true, &member.name);
                        let mut interfaces = vec![view.args_interface.name.clone()];
                        if let Some(state) = &view.state_interface {
                            interfaces.push(state.name.clone());
                        }
                        let export = Export {
                            path: format!("./{}", file_name(&member.file)),
                            class: Some(member.name.clone()),
                            interfaces,
                            functions: Vec::new(),
                            namespace: view
                                .method_interfaces
                                .iter()
                                .map(|i| i.name.clone())
                                .collect(),
                            plain: false,
                        };
                        let contents = this.templates.render(
                            "nodejs/resource.ts.j2",
                            minijinja::context! { imports => imports, r => view },
                        )?;
                        let path = member.path();
                        Ok((GeneratedFile { path, contents }, export))
                    })
                    .collect::<Result<Vec<_>, String>>()
            },
            || {
                functions
                    .par_iter()
                    .map(|(function, member)| {
                        let speller = Speller::new(names);
                        let (view, names_of) =
                            functions::view(package, names, &speller, function, &member.name);
                        let imports = this.imports(&dir, &speller, true, "");
                        let export = Export {
                            path: format!("./{}", file_name(&member.file)),
                            class: None,
                            interfaces: names_of.interfaces,
                            functions: names_of.functions,
                            namespace: Vec::new(),
                            plain: false,
                        };
                        let contents = this.templates.render(
                            "nodejs/function.ts.j2",
                            minijinja::context! { imports => imports, f => view },
                        )?;
                        let path = member.path();
                        Ok((GeneratedFile { path, contents }, export))
                    })
                    .collect::<Result<Vec<_>, String>>()
            },
        );
        for (file, export) in resource_files?.into_iter().chain(function_files?) {
            self.put(file)?;
            exports.push(export);
        }

        if self.module_has_enums(module) {
            self.enums_file(module)?;
        }

        exports.sort_by(|a, b| a.path.cmp(&b.path));
        let children = self.children(module);
        let registration = if has_resources {
            Some(self.registration(module, &resources))
        } else {
            None
        };
        let names = self.index_names(module, &exports, &children, config_names);
        let index = index_path(&dir);
        self.index_exports.insert(index.clone(), names.exported);
        self.emit(
            index,
            "nodejs/index.ts.j2",
            minijinja::context! {
                pulumi => has_resources,
                lazy => !names.getters.is_empty(),
                exports => exports,
                enums => names.enums,
                children => children,
                esm_names => names.getters,
                registration => registration,
            },
        )
    }

    /// What `module`'s index exports, given its file `exports`, its `children` and, for
    /// `config`, the variables `vars` of its `export *`.
    fn index_names(
        &self,
        module: &str,
        exports: &[Export],
        children: &[Child],
        vars: Vec<String>,
    ) -> IndexNames {
        let dir = module_dir(module);
        let mut exported: BTreeSet<String> =
            exports.iter().flat_map(Export::names).cloned().collect();
        let mut getters: Vec<String> = exports
            .iter()
            .flat_map(|e| e.class.iter().chain(&e.functions))
            .cloned()
            .collect();
        getters.extend(
            children
                .iter()
                .filter(|c| !c.members.is_empty())
                .map(|c| c.exported().to_owned()),
        );
        exported.extend(vars);
        exported.extend(children.iter().map(|c| c.exported().to_owned()));
        let enums = (self.contains_enums() && !self.enums_in(module).is_empty()).then(|| {
            let suffix = if module.is_empty() {
                String::new()
            } else {
                format!("/{dir}")
            };
            let path = format!("{}/types/enums{suffix}", relative_root(&dir));
            // The enums are declared one by one (and the file loaded on first use) unless the
            // enums file also exports a child namespace that this index's own children do not
            // shadow: then `export *` is the only exact re-export.
            let names: Vec<String> = self
                .enums_in(module)
                .into_iter()
                .map(|id| self.names.enums[id.0].1.clone())
                .filter(|name| !exported.contains(name))
                .collect();
            let unshadowed: Vec<String> = self
                .enum_children(module)
                .into_iter()
                .map(|c| c.ident)
                .filter(|name| !exported.contains(name))
                .collect();
            let lazy = unshadowed.is_empty();
            if lazy {
                getters.extend(names.iter().cloned());
            }
            exported.extend(names.iter().cloned());
            exported.extend(unshadowed);
            minijinja::context! { path => path, names => lazy.then_some(names) }
        });
        IndexNames {
            exported: exported.into_iter().collect(),
            getters,
            enums,
        }
    }

    /// The direct child modules of `module` (paths), each child directory once.
    fn child_modules(&self, module: &str) -> Vec<&'a str> {
        let mut seen = BTreeSet::new();
        self.names
            .modules
            .iter()
            .filter(|m| !m.is_empty() && parent(m) == module)
            .filter(|m| seen.insert(module_dir(last_segment(m))))
            .map(String::as_str)
            .collect()
    }

    /// The direct child modules of `module`, as its index exports them (each loaded on first
    /// use when it exports anything).
    fn children(&self, module: &str) -> Vec<Child> {
        self.child_modules(module)
            .into_iter()
            .map(|m| {
                let dir = module_dir(last_segment(m));
                let ident = child_export(m);
                let alias = (ident != dir && literals::is_identifier(&dir)).then(|| dir.clone());
                // Loaded at once, as Pulumi's packages do: a child whose index (or a descendant's)
                // registers resource modules, since the engine's references to those resources
                // deserialize as resources only once they are registered; and an aliased child
                // (`module_ as module`), whose exported name TypeScript reserves at a module's top
                // level, even for a namespace.
                let eager = alias.is_some() || self.registers_resources(m);
                let members = (!eager)
                    .then(|| self.index_exports.get(&index_path(&module_dir(m))).cloned())
                    .flatten();
                Child {
                    ident,
                    alias,
                    path: format!("./{dir}"),
                    members: members.unwrap_or_default(),
                }
            })
            .collect()
    }

    /// Whether `module` or a module below it has resources (its index registers them).
    fn registers_resources(&self, module: &str) -> bool {
        let below = format!("{module}/");
        self.package
            .resources
            .iter()
            .zip(&self.names.resources)
            .any(|(r, m)| !r.is_overlay && (m.module == module || m.module.starts_with(&below)))
    }

    /// The child namespaces of `module`'s enums file (`enums.myMod`), named as enum annotations
    /// spell them (they keep the module's case).
    fn enum_children(&self, module: &str) -> Vec<Child> {
        self.child_modules(module)
            .into_iter()
            .filter(|m| self.module_has_enums(m))
            .map(|m| Child {
                ident: plan::valid_module_segment(last_segment(m)),
                alias: None,
                path: format!("./{}", module_dir(last_segment(m))),
                members: Vec::new(),
            })
            .collect()
    }

    /// The resource module and package registrations at the end of an index.
    fn registration(&self, module: &str, resources: &[(&Resource, &plan::MemberNames)]) -> Value {
        let package = self.package;
        let mut cases = Vec::new();
        let mut runtime_modules = BTreeSet::new();
        for (resource, member) in resources {
            if resource.is_provider {
                continue;
            }
            cases.push((literals::string(&resource.token.raw), member.name.clone()));
            if let Some(m) = resource.token.raw.split(':').nth(1) {
                runtime_modules.insert(literals::string(m));
            }
        }
        cases.sort();
        minijinja::context! {
            package => literals::string(&package.name),
            version => self.version_literal(),
            cases => cases,
            runtime_modules => runtime_modules,
            provider_token => module.is_empty()
                .then(|| literals::string(&format!("pulumi:providers:{}", package.name))),
        }
    }

    fn enums_in(&self, module: &str) -> Vec<EnumId> {
        (0..self.package.enums.len())
            .map(EnumId)
            .filter(|id| {
                let e = self.package.enum_type(*id);
                !e.is_overlay && self.names.enum_modules[id.0] == module
            })
            .collect()
    }

    /// Whether `module` or a module below it defines enums (the `types` module never does).
    fn module_has_enums(&self, module: &str) -> bool {
        if module == "types" {
            return false;
        }
        let below = format!("{module}/");
        self.names
            .modules
            .iter()
            .filter(|m| module.is_empty() || *m == module || m.starts_with(&below))
            .any(|m| !self.enums_in(m).is_empty())
    }

    /// `types/enums/<dir>/index.ts`: the module's enums and its children's enum namespaces.
    fn enums_file(&mut self, module: &str) -> Result<(), String> {
        // Child namespaces are exported under the names enum annotations use
        // (`enums.myMod.Kind`), which keep the module's case.
        let children = self.enum_children(module);
        let mut enums = Vec::new();
        for id in self.enums_in(module) {
            let e = self.package.enum_type(id);
            let (_, name) = &self.names.enums[id.0];
            let mut members = Vec::new();
            for value in &e.values {
                let member_name = match &value.name {
                    Some(n) => n.clone(),
                    None => match &value.value {
                        crate::spec::ScalarValue::String(s) => s.clone(),
                        other => literals::scalar(other),
                    },
                };
                members.push(minijinja::context! {
                    doc => doc_of(value.description.as_deref(), value.deprecation_message.as_deref(), "    "),
                    name => literals::key(&plan::enum_member(&member_name, name)?),
                    value => literals::scalar(&value.value),
                });
            }
            enums.push(minijinja::context! {
                name => name,
                doc => doc_of(e.description.as_deref(), None, ""),
                members => members,
            });
        }
        self.emit(
            plan::enums_path(module),
            "nodejs/types/enums.ts.j2",
            minijinja::context! { children => children, enums => enums },
        )
    }

    /// `types/index.ts`, `types/input.ts` and `types/output.ts`.
    fn types_module(&mut self) -> Result<(), String> {
        let has_objects = !self.package.objects.is_empty();
        let mut children = Vec::new();
        if self.contains_enums() {
            children.push("enums");
        }
        if has_objects || self.contains_enums() {
            children.push("input");
            children.push("output");
        }
        children.sort();
        let children: Vec<Child> = children
            .into_iter()
            .map(|c| Child {
                ident: c.into(),
                alias: None,
                path: format!("./{c}"),
                members: Vec::new(),
            })
            .collect();
        self.index_exports.insert(
            "types/index.ts".into(),
            children.iter().map(|c| c.ident.clone()).collect(),
        );
        self.emit(
            "types/index.ts".into(),
            "nodejs/index.ts.j2",
            minijinja::context! {
                pulumi => false,
                lazy => false,
                exports => Vec::<Export>::new(),
                enums => None::<String>,
                children => children,
                esm_names => Vec::<String>::new(),
                registration => None::<Value>,
            },
        )?;
        for (file, form) in [("input", Form::Input), ("output", Form::Output)] {
            let speller = Speller::new(self.names);
            let root = self.namespace_tree(&speller, form);
            let has_defaults = namespace_has_defaults(&root);
            let mut imports = self.imports("types", &speller, has_defaults, "");
            // Pulumi's types files always import both namespaces.
            imports.nested = Some("..".into());
            imports.enums = self.contains_enums();
            self.emit(
                format!("types/{file}.ts"),
                "nodejs/types/types.ts.j2",
                minijinja::context! { imports => imports, root => root },
            )?;
        }
        Ok(())
    }

    /// The interfaces of `types/input.ts` (`form` Input) or `types/output.ts`, by namespace.
    fn namespace_tree(&self, speller: &Speller, form: Form) -> Namespace {
        // (namespace path, sort key, interface)
        let mut entries: Vec<(Vec<String>, (String, u8), Interface)> = Vec::new();
        for (index, object) in self.package.objects.iter().enumerate() {
            let on = &self.names.objects[index];
            let id = ObjectId(index);
            let mut push = |name: &str, order: u8, form: Form| {
                let props: Vec<&Property> = match form {
                    Form::Output => object.output_properties().collect(),
                    _ => object.input_properties().collect(),
                };
                let required = required_override(self.package, id, form);
                let indent = "    ".repeat(on.namespace.len());
                let mut i = interface(
                    speller,
                    name.to_owned(),
                    props.iter().copied(),
                    form,
                    false,
                    &|p: &Property| match &required {
                        Some(list) => list.contains(&p.name),
                        None => p.required,
                    },
                    &indent,
                );
                i.doc = doc_of(object.description.as_deref(), None, &indent);
                if self.names.provide_defaults[id.0] {
                    i.defaults =
                        Some(self.defaults_function(speller, &props, form, name, &required));
                }
                entries.push((on.namespace.clone(), (name.to_owned(), order), i));
            };
            match form {
                Form::Output => {
                    if on.emit_output {
                        push(&on.output, 0, Form::Output);
                    }
                }
                _ => {
                    if on.emit_plain {
                        push(&on.plain, 0, Form::Plain);
                    }
                    if on.emit_input {
                        push(&on.input, 1, Form::Input);
                    }
                }
            }
        }
        entries.sort_by(|a, b| a.1.cmp(&b.1));
        let mut root = Namespace {
            name: String::new(),
            indent: String::new(),
            interfaces: Vec::new(),
            children: Vec::new(),
        };
        // Every module with object types gets its namespace in both files, even where none
        // of its types has this form (Pulumi's files do the same).
        let mut paths: Vec<(Vec<String>, Option<Interface>)> = self
            .package
            .objects
            .iter()
            .zip(&self.names.objects)
            .filter(|(o, _)| !o.is_overlay)
            .map(|(_, on)| (on.namespace.clone(), None))
            .collect();
        paths.extend(entries.into_iter().map(|(path, _, i)| (path, Some(i))));
        for (path, interface) in paths {
            let mut node = &mut root;
            for (depth, segment) in path.iter().enumerate() {
                let position = node.children.iter().position(|c| &c.name == segment);
                let index = match position {
                    Some(i) => i,
                    None => {
                        node.children.push(Namespace {
                            name: segment.clone(),
                            indent: "    ".repeat(depth),
                            interfaces: Vec::new(),
                            children: Vec::new(),
                        });
                        node.children.len() - 1
                    }
                };
                node = &mut node.children[index];
            }
            node.interfaces.extend(interface);
        }
        sort_namespaces(&mut root);
        root
    }

    /// The `…ProvideDefaults` function of an interface named `name` holding `props`.
    fn defaults_function(
        &self,
        speller: &Speller,
        props: &[&Property],
        form: Form,
        name: &str,
        required: &Option<Vec<String>>,
    ) -> views::DefaultsFunction {
        let mut entries = Vec::new();
        for p in props {
            let value = literals::access("val", &p.name, false);
            let key = literals::key(&p.name);
            if let Some(default) =
                literals::default_expr(p.default.as_ref(), &p.default_env, &p.type_)
            {
                entries.push((key, format!("({value}) ?? {default}")));
                continue;
            }
            let p_form = if p.plain && form == Form::Input {
                Form::PlainArgs
            } else {
                form
            };
            if let Some(function) = speller.defaults_function(&p.type_, p_form) {
                let is_required = match required {
                    Some(list) => list.contains(&p.name),
                    None => p.required,
                };
                let input = p_form == Form::Input;
                entries.push((
                    key,
                    types::with_defaults(&function, &value, input, is_required),
                ));
            }
        }
        views::DefaultsFunction {
            name: types::defaults_function_name(name),
            entries,
        }
    }

    /// package.json, tsconfig.json, README.md, utilities.ts and .gitignore.
    fn package_files(&mut self) -> Result<(), String> {
        let package = self.package;
        let nodejs = &package.settings.nodejs;
        let mut dependencies = nodejs.dependencies.clone();
        // The schema's pin is kept unless it admits releases older than the generated code
        // needs (a schema written for an older generator may say `^3.12`).
        let pulumi_pin = dependencies
            .entry("@pulumi/pulumi".into())
            .or_insert_with(|| PULUMI_DEPENDENCY.into());
        if admits_older_than(pulumi_pin, PULUMI_DEPENDENCY) {
            *pulumi_pin = PULUMI_DEPENDENCY.into();
        }
        // The SDKs of the packages references lead into, whose types the declarations name.
        for other in self.names.external.values() {
            let version = other.version.as_deref().unwrap_or("0.0.0");
            dependencies
                .entry(other.npm.clone())
                .or_insert_with(|| format!("^{}", version.trim_start_matches('v')));
        }
        // The schema's dev dependencies are kept, its TypeScript and Node typings too (a
        // provider may build with a newer TypeScript; the package compiles with any typings
        // from `@types/node` 10 on, its libraries' checks skipped). A TypeScript pin that
        // admits releases older than the build needs (the tsconfig's `nodenext`) is raised.
        let mut dev_dependencies = nodejs.dev_dependencies.clone();
        dev_dependencies
            .entry("@types/node".to_owned())
            .or_insert_with(|| NODE_TYPES_DEPENDENCY.to_owned());
        let typescript = dev_dependencies
            .entry("typescript".to_owned())
            .or_insert_with(|| TYPESCRIPT_DEPENDENCY.to_owned());
        if admits_older_than(typescript, TYPESCRIPT_DEPENDENCY) {
            *typescript = TYPESCRIPT_DEPENDENCY.to_owned();
        }
        let version = package.version.clone().unwrap_or_else(|| "0.0.0".into());
        let pulumi = crate::backends::plugin_description(package, package.version.as_deref());
        let description = nodejs
            .package_description
            .clone()
            .or_else(|| package.description.as_deref().map(first_line));
        let mut keywords = package.keywords.clone();
        if keywords.is_empty() {
            keywords = vec!["pulumi".into(), package.name.clone()];
        }
        let fields: Vec<(&str, serde_json::Value)> = vec![
            ("name", self.names.package_name.clone().into()),
            ("version", version.clone().into()),
            (
                "description",
                description.map(Into::into).unwrap_or_default(),
            ),
            ("keywords", keywords.into()),
            (
                "homepage",
                package.homepage.clone().map(Into::into).unwrap_or_default(),
            ),
            (
                "repository",
                package
                    .repository
                    .clone()
                    .map(Into::into)
                    .unwrap_or_default(),
            ),
            (
                "license",
                package.license.clone().map(Into::into).unwrap_or_default(),
            ),
            // Published as Pulumi's providers publish their packages: from `bin/`, holding the
            // compiled modules with package.json beside them, so that deep imports
            // (`@pulumi/x/config`, `@pulumi/x/types/input`) resolve. No `main`: the file is
            // the same in both places, as a provider's build copies it into `bin/`.
            ("scripts", serde_json::json!({ "build": BUILD_SCRIPT })),
            (
                "dependencies",
                serde_json::to_value(&dependencies).unwrap_or_default(),
            ),
            (
                "devDependencies",
                serde_json::to_value(&dev_dependencies).unwrap_or_default(),
            ),
            ("pulumi", serde_json::Value::Object(pulumi)),
        ];
        let mut text = String::from("{\n");
        let fields: Vec<_> = fields.into_iter().filter(|(_, v)| !v.is_null()).collect();
        for (i, (key, value)) in fields.iter().enumerate() {
            let rendered = pretty_json(value, "    ");
            text.push_str(&format!("    \"{key}\": {rendered}"));
            text.push_str(if i + 1 < fields.len() { ",\n" } else { "\n" });
        }
        text.push_str("}\n");
        self.put(GeneratedFile {
            path: "package.json".into(),
            contents: text,
        })?;

        let readme = nodejs.readme.clone().unwrap_or_else(|| {
            [
                package.description.as_deref(),
                package.attribution.as_deref(),
            ]
            .into_iter()
            .flatten()
            .map(str::trim_end)
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join("\n\n")
        });
        self.emit(
            "README.md".into(),
            "nodejs/README.md.j2",
            minijinja::context! { readme => readme },
        )?;
        self.emit(
            "utilities.ts".into(),
            "nodejs/utilities.ts.j2",
            minijinja::context! {
                version => self.version_literal(),
                has_version => package.version.is_some(),
                plugin_download_url => package.plugin_download_url.as_deref().map(literals::string),
                parameterization => package.parameterization.as_ref().map(|base| minijinja::context! {
                    base_provider => literals::string(&base.base_provider),
                    base_version => literals::string(&base.base_version),
                    parameter => literals::string(base.parameter.as_deref().unwrap_or_default()),
                    package => literals::string(&package.name),
                }),
            },
        )?;
        self.emit(
            ".gitignore".into(),
            "nodejs/gitignore.j2",
            minijinja::context! {},
        )?;
        self.emit(
            ".gitattributes".into(),
            "nodejs/gitattributes.j2",
            minijinja::context! {},
        )?;
        let mut ts_files = std::mem::take(&mut self.ts_files);
        // Overlays (`gen-sdk --overlays`) are written beside the package's files
        // (`generate::render_into`); their TypeScript is compiled with it.
        let overlays = self.package.overlays.get("nodejs").into_iter().flatten();
        ts_files.extend(
            overlays
                .map(|(path, _)| path)
                .filter(|p| p.ends_with(".ts"))
                .cloned(),
        );
        ts_files.sort();
        self.emit(
            "tsconfig.json".into(),
            "nodejs/tsconfig.json.j2",
            minijinja::context! { files => ts_files },
        )
    }
}

/// The nodejs `requiredInputs`/`requiredOutputs` override of an object type, if any.
/// The type the Node.js SDK declares for `p` in `declared` (for the docs), spelled by the same
/// calls its files are written with; `object` is the object type for `Declared::Object…`.
/// The Node.js SDK's type speller, for the docs (`None` when its naming plan refuses the
/// package).
pub fn declared_types(package: &Package) -> Option<Box<dyn DeclaredTypes + '_>> {
    let names = Plan::new(package, &package.shapes).ok()?;
    Some(Box::new(NodejsTypes { package, names }))
}

struct NodejsTypes<'p> {
    package: &'p Package,
    names: Plan,
}

impl DeclaredTypes for NodejsTypes<'_> {
    fn declared_type(&self, declared: Declared, owner: Owner, p: &Property) -> Option<String> {
        let object = match owner {
            Owner::Object(id) => Some(id),
            _ => None,
        };
        Some(declared_type(
            self.package,
            &self.names,
            declared,
            object,
            p,
        ))
    }
}

fn declared_type(
    package: &Package,
    names: &Plan,
    declared: Declared,
    object: Option<ObjectId>,
    p: &Property,
) -> String {
    use Declared as D;
    let speller = Speller::new(names);
    let kubernetes = names.compatibility == plan::Compatibility::Kubernetes20;
    let object_form = |form: Form| {
        let required = object
            .and_then(|id| required_override(package, id, form))
            .map_or(p.required, |list| list.contains(&p.name));
        speller.property(p, form, required).1
    };
    match declared {
        D::ResourceInput => speller.property(p, Form::Input, p.required).1,
        D::ResourceOutput => speller.resource_output(p, p.required || kubernetes),
        D::FunctionInput => speller.property(p, Form::Plain, p.required).1,
        D::FunctionOutput => speller.property(p, Form::Output, p.required).1,
        D::ObjectPlainInput => object_form(Form::Plain),
        D::ObjectInput => object_form(Form::Input),
        D::ObjectOutput => object_form(Form::Output),
        D::Config => functions::config_type(speller.spell(&p.type_, Form::Output), p).print(),
    }
}

fn required_override(package: &Package, id: ObjectId, form: Form) -> Option<Vec<String>> {
    let required = &package.object(id).nodejs_required;
    match form {
        Form::Output => required.outputs.clone(),
        _ => required.inputs.clone(),
    }
}

fn namespace_has_defaults(ns: &Namespace) -> bool {
    ns.interfaces.iter().any(|i| i.defaults.is_some())
        || ns.children.iter().any(namespace_has_defaults)
}

fn sort_namespaces(ns: &mut Namespace) {
    ns.children.sort_by(|a, b| a.name.cmp(&b.name));
    for child in &mut ns.children {
        sort_namespaces(child);
    }
}

/// `..`-path from a directory to the package root (`.` for the root itself).
fn relative_root(dir: &str) -> String {
    match depth(dir) {
        0 => ".".into(),
        n => vec![".."; n].join("/"),
    }
}

/// Whether the npm range `range` (`^3.12`, `~3.100.1`, `>=3.0.0`, `3.200.0`) admits a release
/// older than `minimum` (`^3.269.0`), judged by the lowest version it names. Ranges of any
/// other form (`*`, `3.x`, `>=3 <4`, a tag) are taken as they are: false. (These simple forms
/// read the same as Cargo's requirements, which `semver` parses.)
fn admits_older_than(range: &str, minimum: &str) -> bool {
    use semver::Op;
    let lowest = |text: &str| -> Option<(u64, u64, u64)> {
        let requirement = semver::VersionReq::parse(text.trim()).ok()?;
        match requirement.comparators.as_slice() {
            [c] if matches!(
                c.op,
                Op::Caret | Op::Tilde | Op::GreaterEq | Op::Greater | Op::Exact
            ) =>
            {
                Some((c.major, c.minor.unwrap_or(0), c.patch.unwrap_or(0)))
            }
            _ => None,
        }
    };
    match (lowest(range), lowest(minimum)) {
        (Some(have), Some(need)) => have < need,
        _ => false,
    }
}

/// How deep `module` is: 0 for the root, 1 for `config`, 2 for `a/b`.
fn depth(module: &str) -> usize {
    module.split('/').filter(|s| !s.is_empty()).count()
}

fn last_segment(module: &str) -> &str {
    module.rsplit('/').next().unwrap_or(module)
}

fn parent(module: &str) -> &str {
    module.rsplit_once('/').map_or("", |(p, _)| p)
}

fn file_name(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

fn index_path(dir: &str) -> String {
    if dir.is_empty() {
        "index.ts".into()
    } else {
        format!("{dir}/index.ts")
    }
}

/// JSON pretty-printed with 4-space indentation (npm's own style is 2, Pulumi's 4), nested
/// lines prefixed with `indent`.
fn pretty_json(value: &serde_json::Value, indent: &str) -> String {
    let mut buffer = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b"    ");
    let mut serializer = serde_json::Serializer::with_formatter(&mut buffer, formatter);
    if serde::Serialize::serialize(value, &mut serializer).is_err() {
        return "null".into();
    }
    String::from_utf8_lossy(&buffer).replace('\n', &format!("\n{indent}"))
}

#[cfg(test)]
mod tests {
    use super::admits_older_than;

    #[test]
    fn a_pin_admits_older_releases_by_the_lowest_version_it_names() {
        for older in [
            "^3.12", "^3.12.0", "~3.100.1", ">=3.0.0", "3.200.0", "^2.0.0", "^3.268.9",
        ] {
            assert!(admits_older_than(older, "^3.269.0"), "{older}");
        }
        for kept in [
            "^3.269.0", "^3.270", "3.300.1", "^4.0.0", "*", "3.x", ">=3 <4", "latest",
        ] {
            assert!(!admits_older_than(kept, "^3.269.0"), "{kept}");
        }
    }
}
