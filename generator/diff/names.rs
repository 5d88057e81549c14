//! The names a change touches in each SDK, spelled as users write them: `pulumi_pkg.ClusterArgs.api_key`
//! (Python), `pkg.ClusterArgs.apiKey` (TypeScript), `pkg.ClusterArgs.ApiKey` (Go),
//! `Pulumi.Pkg.ClusterArgs.ApiKey` (C#), `pkg::types::Foo.api_key` (Rust).
//!
//! Spellings come from [`crate::naming`] plus the package-level settings every backend reads
//! (`language.python.packageName`, `moduleNameOverrides`, `language.nodejs.packageName`,
//! `language.go.importBasePath`/`rootPackageName`/`moduleToPackage`,
//! `language.csharp.rootNamespace`/`namespaces`). Of the renames a backend's whole-package
//! naming pass makes on collisions, the one real schemas hit is applied (Go's `Get…` →
//! `Lookup…` when a resource already declares `Get…`); the rare suffixes (`…Resource`,
//! `…Type`, C#'s `…Value`) are not, so such a name is the unsuffixed one.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::backends::Compatibility;
use crate::ir::{EnumType, Function, FunctionOutputs, ObjectType, Package, Resource, Token};
use crate::naming::casing::{sanitize_identifier, uppercase_first};
use crate::naming::{self, csharp as cs, go, nodejs as js, python as py, rust as rs, Lang};

/// The affected names, per SDK. An empty list: that SDK has no such thing (the Rust crate has
/// no resource methods).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Names {
    pub python: Vec<String>,
    pub nodejs: Vec<String>,
    pub go: Vec<String>,
    pub csharp: Vec<String>,
    pub rust: Vec<String>,
}

impl Names {
    /// The names of one language.
    pub fn of(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::Python => &self.python,
            Lang::NodeJs => &self.nodejs,
            Lang::Go => &self.go,
            Lang::CSharp => &self.csharp,
            Lang::Rust => &self.rust,
        }
    }

    fn of_mut(&mut self, lang: Lang) -> &mut Vec<String> {
        match lang {
            Lang::Python => &mut self.python,
            Lang::NodeJs => &mut self.nodejs,
            Lang::Go => &mut self.go,
            Lang::CSharp => &mut self.csharp,
            Lang::Rust => &mut self.rust,
        }
    }
}

/// What a change is about, in one package.
#[derive(Debug, Clone, Copy)]
pub enum Item<'a> {
    /// The package itself (its import name in each SDK).
    Package,
    /// A configuration variable.
    Config(&'a str),
    /// A resource (or the provider), or one of its members.
    Resource(&'a Resource, Member<'a>),
    /// A function, or one of its arguments or result properties.
    Function(&'a Function, Member<'a>),
    /// An object type, or one of its properties (in both its input and output forms).
    Object(&'a ObjectType, Option<&'a str>),
    /// An enum type.
    Enum(&'a EnumType),
}

/// A member of a resource or function.
#[derive(Debug, Clone, Copy)]
pub enum Member<'a> {
    /// The resource class or function itself.
    Whole,
    /// An input property / argument, by wire name.
    Input(&'a str),
    /// An output property / result property, by wire name.
    Output(&'a str),
    /// The whole result of a function.
    Result,
    /// A method, by schema name.
    Method(&'a str),
}

/// Package-level spellings of one package, computed once.
pub struct Speller<'a> {
    package: &'a Package,
    py_root: String,
    py_modules: BTreeMap<String, String>,
    js_root: String,
    js_npm: String,
    js_modules: BTreeMap<String, String>,
    js_compat: Compatibility,
    go_root: String,
    go_import_base: String,
    go_modules: BTreeMap<String, String>,
    /// Per Go package: the names resources and types claim there (for `Lookup…` renames).
    go_taken: BTreeMap<String, BTreeSet<String>>,
    cs_root: String,
    cs_namespaces: BTreeMap<String, String>,
    rs_crate: String,
    /// Per resource of the package (in order): its struct's path in the crate's `resources`
    /// module; `None` for an overlay, which the crate leaves out.
    rs_resources: Vec<Option<String>>,
    /// The provider's struct there.
    rs_provider: String,
}

fn non_empty(setting: &Option<String>) -> Option<String> {
    setting.clone().filter(|s| !s.is_empty())
}

impl<'a> Speller<'a> {
    pub fn new(package: &'a Package) -> Speller<'a> {
        let namespace = package.namespace.as_deref().filter(|n| !n.is_empty());
        let settings = &package.settings;
        let py_root = non_empty(&settings.python.package_name).unwrap_or_else(|| {
            format!(
                "{}_{}",
                namespace.map_or("pulumi".to_owned(), |n| n.replace('-', "_")),
                package.name.replace('-', "_")
            )
        });
        let js_npm = non_empty(&settings.nodejs.package_name)
            .unwrap_or_else(|| format!("@{}/{}", namespace.unwrap_or("pulumi"), package.name));
        let go_import_base = non_empty(&settings.go.import_base_path)
            .map(|b| b.trim_end_matches('/').to_owned())
            .unwrap_or_else(|| format!("github.com/pulumi/pulumi-{0}/sdk/go/{0}", package.name));
        let go_root = non_empty(&settings.go.root_package_name).unwrap_or_else(|| {
            go_import_base
                .rsplit('/')
                .next()
                .unwrap_or(&package.name)
                .to_owned()
        });
        let cs_root =
            non_empty(&settings.csharp.root_namespace).unwrap_or_else(|| "Pulumi".to_owned());
        let mut speller = Speller {
            package,
            py_root,
            py_modules: settings.python.module_name_overrides.clone(),
            js_root: js::make_valid_identifier(&package.name.replace('-', "_")),
            js_npm,
            js_modules: settings.nodejs.module_to_package.clone(),
            js_compat: settings.nodejs.compatibility,
            go_root: go_package_ident(&go_root),
            go_import_base,
            go_modules: settings.go.module_to_package.clone(),
            go_taken: BTreeMap::new(),
            cs_root,
            cs_namespaces: settings.csharp.namespaces.clone(),
            rs_crate: package
                .name
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                .collect(),
            rs_resources: Vec::new(),
            rs_provider: String::new(),
        };
        let rs_names = rs::Names::new(package);
        let rs_path =
            |module: &str, name: &str| rs::item_path(&speller.rs_crate, "resources", module, name);
        speller.rs_provider = rs_path("", &rs_names.provider);
        speller.rs_resources = rs_names
            .resources
            .iter()
            .map(|r| r.as_ref().map(|(module, name)| rs_path(module, name)))
            .collect();
        // What resources and types claim in each Go package, in the order Pulumi's Go
        // generator claims names, so a function that would collide becomes `Lookup…`.
        let mut taken: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for r in &package.resources {
            let name = go::title(&r.token.name);
            let set = taken.entry(speller.go_package(&r.token)).or_default();
            for form in ["", "Input", "Output", "Args", "State"] {
                set.insert(format!("{name}{form}"));
            }
            set.insert(format!("New{name}"));
            set.insert(format!("Get{name}"));
        }
        for o in &package.objects {
            let name = go::title(&go::type_name(&o.token.name));
            let set = taken.entry(speller.go_package(&o.token)).or_default();
            for form in ["", "Input", "Output", "Args"] {
                set.insert(format!("{name}{form}"));
            }
        }
        speller.go_taken = taken;
        speller
    }

    /// The names of `item` in every SDK.
    pub fn names(&self, item: Item<'_>) -> Names {
        let mut names = Names::default();
        for lang in Lang::ALL {
            *names.of_mut(lang) = match lang {
                Lang::Python => self.python(item),
                Lang::NodeJs => self.nodejs(item),
                Lang::Go => self.go(item),
                Lang::CSharp => self.csharp(item),
                Lang::Rust => self.rust(item),
            };
        }
        names
    }

    /// The package's name in each SDK's registry or import system: the Python import package,
    /// the npm package, the Go import path, the C# namespace and the Rust crate.
    pub fn package_names(&self) -> Names {
        Names {
            python: vec![self.py_root.clone()],
            nodejs: vec![self.js_npm.clone()],
            go: vec![self.go_import_base.clone()],
            csharp: vec![self.cs_package_namespace()],
            rust: vec![self.rs_crate.clone()],
        }
    }

    // --- Python -----------------------------------------------------------------------------

    fn py_module(&self, token: &Token) -> String {
        let module = if token.module.is_empty() {
            String::new()
        } else if let Some(m) = self.py_modules.get(&token.module) {
            m.clone()
        } else {
            py::module_name(&token.module)
        };
        if module.is_empty() {
            self.py_root.clone()
        } else {
            format!("{}.{}", self.py_root, module.replace('/', "."))
        }
    }

    fn python(&self, item: Item<'_>) -> Vec<String> {
        let prop = |wire: &str| naming::escaped_property_name(Lang::Python, wire).name;
        match item {
            Item::Package => vec![self.py_root.clone()],
            Item::Config(name) => vec![format!("{}.config.{}", self.py_root, prop(name))],
            Item::Resource(r, member) => {
                let class = if r.is_provider {
                    format!("{}.Provider", self.py_root)
                } else {
                    format!(
                        "{}.{}",
                        self.py_module(&r.token),
                        py::resource_class_name(&r.token.name)
                    )
                };
                vec![match member {
                    Member::Whole | Member::Result => class,
                    Member::Input(p) => format!("{class}Args.{}", prop(p)),
                    Member::Output(p) => format!("{class}.{}", prop(p)),
                    Member::Method(m) => format!("{class}.{}", py::py_name(m)),
                }]
            }
            Item::Function(f, member) => {
                let module = self.py_module(&f.token);
                let name = format!("{module}.{}", py::function_name(&f.token.name));
                let result = format!(
                    "{module}.{}",
                    py::ensure_keyword_safe(uppercase_first(&f.token.name) + "Result")
                );
                vec![match member {
                    Member::Whole | Member::Method(_) => name,
                    Member::Input(p) => format!("{name}({})", prop(p)),
                    Member::Output(p) => format!("{result}.{}", prop(p)),
                    Member::Result => match f.outputs {
                        FunctionOutputs::Object { .. } => result,
                        _ => name,
                    },
                }]
            }
            Item::Object(o, p) => {
                let module = self.py_module(&o.token);
                let base = py_class(&o.token.name);
                let mut forms = Vec::new();
                if o.usage.needs_input() {
                    forms.push(format!("{module}.{base}Args"));
                }
                if o.usage.needs_output() {
                    forms.push(format!("{module}.outputs.{base}"));
                }
                with_member(forms, p.map(|p| format!(".{}", prop(p))))
            }
            Item::Enum(e) => vec![format!(
                "{}.{}",
                self.py_module(&e.token),
                py_class(&e.token.name)
            )],
        }
    }

    // --- Node.js (TypeScript) ----------------------------------------------------------------

    /// `pkg`, `pkg.storage`, or with `types`: `pkg.types.input.storage`.
    fn js_module(&self, token: &Token, types: Option<&str>) -> String {
        let module = self
            .js_modules
            .get(&token.module)
            .cloned()
            .unwrap_or_else(|| token.module.clone());
        let mut path = vec![self.js_root.clone()];
        if let Some(kind) = types {
            path.push("types".to_owned());
            path.push(kind.to_owned());
        }
        if !module.is_empty() {
            path.extend(module.split('/').map(|s| {
                s.split('.')
                    .map(|part| js::make_valid_identifier(&part.to_lowercase()))
                    .collect::<Vec<_>>()
                    .join(".")
            }));
        }
        path.join(".")
    }

    fn nodejs(&self, item: Item<'_>) -> Vec<String> {
        let class_of = |name: &str| js::make_valid_identifier(&js::type_name(name));
        match item {
            Item::Package => vec![self.js_npm.clone()],
            Item::Config(name) => vec![format!("{}.config.{name}", self.js_root)],
            Item::Resource(r, member) => {
                let class = if r.is_provider {
                    format!("{}.Provider", self.js_root)
                } else {
                    format!(
                        "{}.{}",
                        self.js_module(&r.token, None),
                        class_of(&r.token.name)
                    )
                };
                vec![match member {
                    Member::Whole | Member::Result => class,
                    Member::Input(p) => format!("{class}Args.{p}"),
                    Member::Output(p) | Member::Method(p) => format!("{class}.{p}"),
                }]
            }
            Item::Function(f, member) => {
                let module = self.js_module(&f.token, None);
                let title = uppercase_first(&f.token.name);
                vec![match member {
                    Member::Whole | Member::Method(_) => {
                        format!("{module}.{}", js::function_name(&f.token.name))
                    }
                    Member::Input(p) => format!("{module}.{title}Args.{p}"),
                    Member::Output(p) => format!("{module}.{title}Result.{p}"),
                    Member::Result => match f.outputs {
                        FunctionOutputs::Object { .. } => format!("{module}.{title}Result"),
                        _ => format!("{module}.{}", js::function_name(&f.token.name)),
                    },
                }]
            }
            Item::Object(o, p) => {
                let class = class_of(&o.token.name);
                let mut forms = Vec::new();
                if o.usage.needs_input() {
                    // tfbridge naming drops `Args` from input shapes.
                    let suffix = if self.js_compat == Compatibility::Default {
                        "Args"
                    } else {
                        ""
                    };
                    forms.push(format!(
                        "{}.{class}{suffix}",
                        self.js_module(&o.token, Some("input"))
                    ));
                }
                if o.usage.needs_output() {
                    forms.push(format!(
                        "{}.{class}",
                        self.js_module(&o.token, Some("output"))
                    ));
                }
                with_member(forms, p.map(|p| format!(".{p}")))
            }
            Item::Enum(e) => vec![format!(
                "{}.{}",
                self.js_module(&e.token, Some("enums")),
                class_of(&e.token.name)
            )],
        }
    }

    // --- Go ----------------------------------------------------------------------------------

    /// The Go package path (below the root) of a token's module.
    fn go_package(&self, token: &Token) -> String {
        let module = self
            .go_modules
            .get(&token.module)
            .cloned()
            .unwrap_or_else(|| token.module.clone());
        module
            .to_lowercase()
            .split('/')
            .filter(|s| !s.is_empty())
            .map(go_package_ident)
            .collect::<Vec<_>>()
            .join("/")
    }

    /// The package clause name users qualify a name with.
    fn go_qualifier(&self, token: &Token) -> String {
        let path = self.go_package(token);
        match path.rsplit('/').next() {
            Some(last) if !last.is_empty() => last.to_owned(),
            _ => self.go_root.clone(),
        }
    }

    /// A function's Go name, renamed `Lookup…`/`Create…` where a resource or type took it.
    fn go_function(&self, f: &Function) -> String {
        let name = go::title(&f.token.name);
        let taken = self.go_taken.get(&self.go_package(&f.token));
        let collides = taken.is_some_and(|t| {
            t.contains(&name)
                || t.contains(&format!("{name}Args"))
                || t.contains(&format!("{name}Result"))
        });
        if !collides {
            return name;
        }
        if let Some(rest) = name.strip_prefix("Get") {
            format!("Lookup{rest}")
        } else if let Some(rest) = name.strip_prefix("New") {
            format!("Create{rest}")
        } else {
            name
        }
    }

    fn go(&self, item: Item<'_>) -> Vec<String> {
        match item {
            Item::Package => vec![self.go_root.clone()],
            Item::Config(name) => vec![format!("config.Get{}", go::title(name))],
            Item::Resource(r, member) => {
                let raw = if r.is_provider {
                    "Provider".to_owned()
                } else {
                    go::title(&r.token.name)
                };
                let class = if r.is_provider {
                    format!("{}.Provider", self.go_root)
                } else {
                    format!("{}.{raw}", self.go_qualifier(&r.token))
                };
                vec![match member {
                    Member::Whole | Member::Result => class,
                    Member::Input(p) => format!("{class}Args.{}", go::resource_field_name(&raw, p)),
                    Member::Output(p) => format!("{class}.{}", go::resource_field_name(&raw, p)),
                    Member::Method(m) => format!("{class}.{}", go::title(m)),
                }]
            }
            Item::Function(f, member) => {
                let qualified = format!("{}.{}", self.go_qualifier(&f.token), self.go_function(f));
                vec![match member {
                    Member::Whole | Member::Method(_) => qualified,
                    Member::Input(p) => format!("{qualified}Args.{}", go::field_name(p)),
                    Member::Output(p) => format!("{qualified}Result.{}", go::field_name(p)),
                    Member::Result => match f.outputs {
                        FunctionOutputs::Object { .. } => format!("{qualified}Result"),
                        _ => qualified,
                    },
                }]
            }
            Item::Object(o, p) => {
                let name = format!(
                    "{}.{}",
                    self.go_qualifier(&o.token),
                    go::title(&go::type_name(&o.token.name))
                );
                let mut forms = Vec::new();
                if o.usage.needs_input() {
                    forms.push(format!("{name}Args"));
                }
                if o.usage.needs_output() {
                    forms.push(name);
                }
                with_member(forms, p.map(|p| format!(".{}", go::field_name(p))))
            }
            Item::Enum(e) => vec![format!(
                "{}.{}",
                self.go_qualifier(&e.token),
                go::type_name(&e.token.name)
            )],
        }
    }

    // --- C# ----------------------------------------------------------------------------------

    fn cs_segment(&self, name: &str) -> String {
        self.cs_namespaces
            .get(name)
            .cloned()
            .unwrap_or_else(|| cs::namespace_name(name))
    }

    fn cs_package_namespace(&self) -> String {
        format!("{}.{}", self.cs_root, self.cs_segment(&self.package.name))
    }

    fn cs_namespace(&self, token: &Token) -> String {
        if token.module.is_empty() {
            self.cs_package_namespace()
        } else {
            format!(
                "{}.{}",
                self.cs_package_namespace(),
                self.cs_segment(&token.module)
            )
        }
    }

    fn csharp(&self, item: Item<'_>) -> Vec<String> {
        let prop = |wire: &str| naming::escaped_property_name(Lang::CSharp, wire).name;
        match item {
            Item::Package => vec![self.cs_package_namespace()],
            Item::Config(name) => vec![format!(
                "{}.Config.{}",
                self.cs_package_namespace(),
                prop(name)
            )],
            Item::Resource(r, member) => {
                let class = if r.is_provider {
                    format!("{}.Provider", self.cs_package_namespace())
                } else {
                    let name = r
                        .names
                        .csharp
                        .clone()
                        .unwrap_or_else(|| cs::type_name(&r.token.name));
                    format!("{}.{name}", self.cs_namespace(&r.token))
                };
                vec![match member {
                    Member::Whole | Member::Result => class,
                    Member::Input(p) => format!("{class}Args.{}", prop(p)),
                    Member::Output(p) => format!("{class}.{}", prop(p)),
                    Member::Method(m) => format!("{class}.{}", uppercase_first(m)),
                }]
            }
            Item::Function(f, member) => {
                let class = format!(
                    "{}.{}",
                    self.cs_namespace(&f.token),
                    cs::function_name(&f.token.name)
                );
                let title = format!(
                    "{}.{}",
                    self.cs_namespace(&f.token),
                    uppercase_first(&f.token.name)
                );
                vec![match member {
                    Member::Whole | Member::Method(_) => format!("{class}.InvokeAsync"),
                    Member::Input(p) => format!("{title}Args.{}", prop(p)),
                    Member::Output(p) => format!("{title}Result.{}", prop(p)),
                    Member::Result => match f.outputs {
                        FunctionOutputs::Object { .. } => format!("{title}Result"),
                        _ => format!("{class}.InvokeAsync"),
                    },
                }]
            }
            Item::Object(o, p) => {
                let ns = self.cs_namespace(&o.token);
                let name = cs::type_name(&o.token.name);
                let mut forms = Vec::new();
                if o.usage.needs_input() {
                    forms.push(format!("{ns}.Inputs.{name}Args"));
                }
                if o.usage.needs_output() {
                    forms.push(format!("{ns}.Outputs.{name}"));
                }
                with_member(forms, p.map(|p| format!(".{}", prop(p))))
            }
            Item::Enum(e) => vec![format!(
                "{}.{}",
                self.cs_namespace(&e.token),
                cs::type_name(&e.token.name)
            )],
        }
    }

    // --- Rust --------------------------------------------------------------------------------

    /// `pkg::types` or `pkg::types::storage`.
    fn rs_module(&self, token: &Token) -> String {
        let mut path = vec![self.rs_crate.clone(), "types".to_owned()];
        path.extend(token.module_path().into_iter().map(rs_module_ident));
        path.join("::")
    }

    fn rust(&self, item: Item<'_>) -> Vec<String> {
        let field = |wire: &str| naming::escaped_property_name(Lang::Rust, wire).name;
        let camel = crate::naming::rust::camel_ident;
        match item {
            Item::Package => vec![self.rs_crate.clone()],
            Item::Config(name) => vec![format!("{}::Config.{}", self.rs_crate, field(name))],
            Item::Resource(r, member) => {
                let path = if r.is_provider {
                    Some(self.rs_provider.clone())
                } else {
                    self.package
                        .resources
                        .iter()
                        .position(|x| x.token == r.token)
                        .and_then(|i| self.rs_resources[i].clone())
                };
                let Some(path) = path else {
                    return Vec::new();
                };
                match member {
                    Member::Whole | Member::Result => vec![path],
                    Member::Input(p) => vec![format!("{path}Args.{}", rs::field_name(p))],
                    Member::Output(p) => vec![format!("{path}.{}", rs::field_name(p))],
                    // The crate has no resource methods yet.
                    Member::Method(_) => Vec::new(),
                }
            }
            Item::Function(f, member) => {
                if f.method_of.is_some() {
                    return Vec::new();
                }
                let module = self.rs_module(&f.token);
                let base = camel(&f.token.name);
                vec![match member {
                    Member::Whole | Member::Method(_) => {
                        format!("{module}::{}", rs::function_name(&f.token.name))
                    }
                    Member::Input(p) => format!("{module}::{base}Args.{}", field(p)),
                    Member::Output(p) => format!("{module}::{base}Result.{}", field(p)),
                    Member::Result => match f.outputs {
                        FunctionOutputs::Object { .. } => format!("{module}::{base}Result"),
                        _ => format!("{module}::{}", rs::function_name(&f.token.name)),
                    },
                }]
            }
            Item::Object(o, p) => {
                let name = format!("{}::{}", self.rs_module(&o.token), camel(&o.token.name));
                // The crate has both forms of every type.
                with_member(
                    vec![format!("{name}Args"), name],
                    p.map(|p| format!(".{}", field(p))),
                )
            }
            Item::Enum(e) => vec![format!(
                "{}::{}",
                self.rs_module(&e.token),
                camel(&e.token.name)
            )],
        }
    }
}

/// Appends a member suffix to each form.
fn with_member(forms: Vec<String>, member: Option<String>) -> Vec<String> {
    match member {
        Some(m) => forms.into_iter().map(|f| f + &m).collect(),
        None => forms,
    }
}

/// A Python class name for an object type or enum: first letter up, made an identifier.
fn py_class(token_name: &str) -> String {
    sanitize_identifier(
        &py::type_name(token_name),
        None,
        py::is_identifier_start,
        py::is_identifier_part,
    )
}

/// A Go package clause name for a path element (hyphens dropped, reserved words suffixed).
fn go_package_ident(dir: &str) -> String {
    let name: String = dir
        .chars()
        .filter(|c| *c != '-')
        .map(|c| if go::is_identifier_part(c) { c } else { '_' })
        .collect();
    if go::is_reserved(&name) {
        name + "_"
    } else {
        name
    }
}

/// A Rust module name for a schema module segment.
fn rs_module_ident(segment: &str) -> String {
    let s: String = rs::snake_case(segment)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let s = if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("m{s}")
    } else {
        s
    };
    if rs::is_reserved(&s) {
        s + "_"
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Rust names `diff` reports for a package's resources are its crate's items: the
    /// struct, its `Args` struct's fields (inputs) and its own fields (outputs).
    #[test]
    fn rust_resource_names_are_the_crates_items() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let schema = root.join("../shared/corpus/real/random-4.21.1.json");
        let outcome = crate::workspace::check_files(&[schema]);
        let package = &outcome.packages[0].package;
        let templates = crate::output::Templates::builtin();
        let output = crate::generate::render(package, crate::output::Target::Rust, &templates);
        let crate_src = output
            .unwrap()
            .files
            .into_iter()
            .find(|f| f.path == "src/resources.rs")
            .unwrap()
            .contents;
        let speller = Speller::new(package);
        let last = |path: &str, sep: &str| path.rsplit(sep).next().unwrap().to_owned();
        let mut checked = 0;
        let resources = package.resources.iter().filter(|r| !r.is_overlay);
        for r in resources.chain([&package.provider]) {
            let whole = speller.names(Item::Resource(r, Member::Whole)).rust;
            let name = last(&whole[0], "::");
            assert!(
                crate_src.contains(&format!("pub struct {name} {{")),
                "{whole:?}"
            );
            assert!(
                crate_src.contains(&format!("pub struct {name}Args {{")),
                "{whole:?}"
            );
            for p in &r.input_properties {
                let input = speller
                    .names(Item::Resource(r, Member::Input(&p.name)))
                    .rust;
                assert_eq!(input.len(), 1);
                assert!(
                    input[0].starts_with(&format!("{}Args.", whole[0])),
                    "{input:?}"
                );
                let field = last(&input[0], ".");
                assert!(
                    crate_src.contains(&format!("pub {field}: Option<Output<")),
                    "{input:?}"
                );
                checked += 1;
            }
            for p in &r.properties {
                let output = speller
                    .names(Item::Resource(r, Member::Output(&p.name)))
                    .rust;
                let field = last(&output[0], ".");
                assert!(
                    crate_src.contains(&format!("pub {field}: Output<")),
                    "{output:?}"
                );
                checked += 1;
            }
        }
        assert!(checked > 10, "only {checked} names checked");
    }
}
