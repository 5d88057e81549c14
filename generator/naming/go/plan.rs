//! The Go naming plan: the module path and package directories, one Go package per schema
//! module, and every exported name, with Pulumi's rules for collisions: a resource whose names
//! are taken gets `Resource`/`Res` appended, a type `Type`/`Typ`, an enum `Enum`, and a function
//! whose name (or `…Args`/`…Result`) is taken is renamed `Get…` → `Lookup…`, `New…` → `Create…`.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use crate::ir::{EnumId, FunctionOutputs, ObjectId, Package, Token};
use crate::naming::casing::{camel, expand_short_enum_name, uppercase_first};
use crate::naming::files::{member_files, Definition, NamedFile};
use crate::naming::go as go_naming;

pub use go_naming::title;

/// Where the package lives and how it is imported.
pub struct Layout {
    /// `language.go.importBasePath` (or Pulumi's default): the root package's import path.
    pub import_base: String,
    /// The `go.mod` module path: the import base up to its `/vN` major-version element.
    pub module_path: String,
    /// The root package's directory inside the module (`go/streamcloud`), `/`-separated.
    pub root_dir: String,
    /// The root package's name (`streamcloud`).
    pub root_package: String,
    /// The helpers' package below the root (`internal`, or `internalModuleName`).
    pub internal: String,
}

impl Layout {
    pub fn new(package: &Package) -> Result<Layout, String> {
        let go = &package.settings.go;
        let import_base = match go
            .import_base_path
            .as_deref()
            .filter(|base| !base.is_empty())
        {
            Some(base) => base.trim_end_matches('/').to_owned(),
            None => default_import_base(package),
        };
        let segments: Vec<&str> = import_base.split('/').collect();
        if segments.is_empty()
            || segments
                .iter()
                .any(|s| s.is_empty() || *s == "." || *s == ".." || s.contains('\\'))
        {
            return Err(format!(
                "language.go.importBasePath `{import_base}` is not a Go import path"
            ));
        }
        // The module ends at the last major-version element (`…/sdk/v2`); without one, at the
        // element before a trailing `go/<name>`, as Pulumi lays out provider repositories.
        let version_at = segments.iter().rposition(|s| is_major_version(s));
        let module_len = match version_at {
            Some(i) => i + 1,
            None if segments.len() > 2 && segments[segments.len() - 2] == "go" => {
                segments.len() - 2
            }
            None => segments.len(),
        };
        let module_path = segments[..module_len].join("/");
        let root_dir = segments[module_len..].join("/");
        let root_package = match go.root_package_name.as_deref() {
            Some(name) => package_ident(name),
            None => package_ident(segments.last().copied().unwrap_or(&package.name)),
        };
        let internal = match go.internal_module_name.as_deref() {
            Some(name) => package_ident(name),
            None => "internal".to_owned(),
        };
        Ok(Layout {
            import_base,
            module_path,
            root_dir,
            root_package,
            internal,
        })
    }

    /// The import path of a module's package (`""` is the root).
    pub fn import_path(&self, module: &str) -> String {
        if module.is_empty() {
            self.import_base.clone()
        } else {
            format!("{}/{module}", self.import_base)
        }
    }

    /// A module's directory inside the go.mod directory.
    pub fn dir(&self, module: &str) -> String {
        match (self.root_dir.is_empty(), module.is_empty()) {
            (true, true) => String::new(),
            (true, false) => module.to_owned(),
            (false, true) => self.root_dir.clone(),
            (false, false) => format!("{}/{module}", self.root_dir),
        }
    }
}

/// `v2`, `v10`: a Go major-version path element (v2 and above).
fn is_major_version(segment: &str) -> bool {
    segment
        .strip_prefix('v')
        .and_then(|n| n.parse::<u64>().ok())
        .is_some_and(|n| n >= 2 && !segment[1..].starts_with('0'))
}

/// Pulumi's default import path when the schema gives none: from the repository, else the
/// namespace, else a placeholder host.
fn default_import_base(package: &Package) -> String {
    let major = package
        .version
        .as_deref()
        .and_then(|v| {
            v.trim_start_matches('v')
                .split('.')
                .next()?
                .parse::<u64>()
                .ok()
        })
        .filter(|m| *m > 1)
        .map(|m| format!("/v{m}"))
        .unwrap_or_default();
    let root = if let Some((_, rest)) = package
        .repository
        .as_deref()
        .and_then(|r| r.split_once("://"))
    {
        rest.trim_end_matches('/').to_owned()
    } else if let Some(ns) = &package.namespace {
        format!("github.com/{ns}/pulumi-{}", package.name)
    } else {
        format!("example.com/pulumi-{}", package.name)
    };
    format!("{root}/sdk{major}/go/{}", package.name)
}

/// A Go package clause name for a directory name: hyphens dropped (Pulumi's `goPackage`), other
/// characters no identifier may hold made `_`, a `pkg` prefix when it cannot open an
/// identifier, and a `_` suffix for reserved words. (The go tool skips directories whose names
/// start with `_`, so nothing is prefixed with one.)
pub fn package_ident(dir: &str) -> String {
    let name: String = dir
        .chars()
        .filter(|c| *c != '-')
        .map(|c| {
            if go_naming::is_identifier_part(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let name = match name.chars().next() {
        None => return "pkg".to_owned(),
        Some(c) if !go_naming::is_identifier_start(c) || c == '_' => format!("pkg{name}"),
        Some(_) => name,
    };
    if go_naming::is_reserved(&name) {
        format!("{name}_")
    } else {
        name
    }
}

/// A package directory for a module path element: the element as it is (Pulumi keeps
/// `crd.k8s.amazonaws.com` and `my-mod`, naming the packages `crd_k8s_amazonaws_com`… by
/// [`package_ident`]), with what an import path element cannot hold made `_`, and a `pkg`
/// prefix when it would start with a dot or an underscore (which the go tool skips).
pub fn dir_ident(element: &str) -> String {
    let dir: String = element
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let dir = dir.trim_end_matches('.').to_owned();
    match dir.chars().next() {
        None => "pkg".to_owned(),
        Some('.' | '_') => format!("pkg{dir}"),
        Some(_) if dir == "testdata" || dir == "vendor" => format!("pkg{dir}"),
        Some(_) => dir,
    }
}

/// Per schema module: the Go package it becomes and the names taken in it.
#[derive(Default)]
pub struct ModuleNames {
    /// Plan taken by resources, types and functions.
    pub taken: HashSet<String>,
    /// Plan renamed to avoid a collision (`Foo` → `FooType`).
    renamed: BTreeMap<String, String>,
    /// Type tokens that are also resource tokens (lower-cased): such types end in `Type`.
    duplicate_tokens: HashSet<String>,
}

/// Every Go name of the package.
pub struct Plan {
    pub layout: Layout,
    /// Go packages by path (`""`, `config`, …).
    pub modules: BTreeMap<String, ModuleNames>,
    /// Per object type: (Go package path, type name).
    pub objects: Vec<(String, String)>,
    /// Per enum type: (Go package path, type name).
    pub enums: Vec<(String, String)>,
    /// Per resource: (Go package path, name, file stem). The provider is [`Plan::provider`].
    pub resources: Vec<(String, String, String)>,
    pub provider: String,
    /// Per function: (Go package path, name, file stem); methods are `None`.
    pub functions: Vec<Option<(String, String, String)>>,
    /// `generateResourceContainerTypes`.
    pub container_types: bool,
    /// `generateExtraInputTypes`.
    pub extra_input_types: bool,
    /// `disableObjectDefaults`: no `Defaults()` methods.
    pub disable_defaults: bool,
    /// `disableInputTypeRegistrations`: no `pulumi.RegisterInputType` calls.
    pub disable_input_registrations: bool,
    /// `liftSingleValueMethodReturns`: a method whose result has one property returns it.
    pub lift_single_value_returns: bool,
    /// `generics`: which variants of the SDK are written.
    pub generics: Generics,
    /// `moduleToPackage`: schema module → Go package path.
    module_overrides: BTreeMap<String, String>,
}

/// The Go package path of a schema module: `moduleToPackage`'s, lower-cased, each element a
/// directory name.
fn go_module(overrides: &BTreeMap<String, String>, module: &str) -> String {
    let module = overrides
        .get(module)
        .cloned()
        .unwrap_or_else(|| module.to_owned());
    if module.is_empty() {
        return String::new();
    }
    module
        .to_lowercase()
        .split('/')
        .map(dir_ident)
        .collect::<Vec<_>>()
        .join("/")
}

pub use crate::ir::settings::Generics;

impl Plan {
    pub fn new(package: &Package) -> Result<Plan, String> {
        let layout = Layout::new(package)?;
        let go = &package.settings.go;
        let module_overrides = go.module_to_package.clone();
        let module_of = |token: &Token| -> String { go_module(&module_overrides, &token.module) };
        let mut names = Plan {
            modules: BTreeMap::new(),
            objects: Vec::new(),
            enums: Vec::new(),
            resources: Vec::new(),
            provider: "Provider".to_owned(),
            functions: Vec::new(),
            container_types: go.generate_resource_container_types,
            extra_input_types: go.generate_extra_input_types,
            disable_defaults: go.disable_object_defaults,
            disable_input_registrations: go.disable_input_type_registrations,
            lift_single_value_returns: go.lift_single_value_method_returns,
            generics: go.generics,
            module_overrides: module_overrides.clone(),
            layout,
        };
        names.module("");
        if !package.config.is_empty() {
            names.module("config");
        }

        // Resources first (the provider before all), then types, then functions: the order
        // in which Pulumi's generator claims names.
        let provider_names = resource_names("Provider", "", true, false, names.container_types);
        names.module("").taken.extend(provider_names);
        names.claim_resources(package, &module_of)?;
        names.claim_types(package, &module_of)?;
        names.claim_functions(package, &module_of);
        Ok(names)
    }

    /// Claims each resource's names (and its methods' types), with a suffix where taken.
    fn claim_resources(
        &mut self,
        package: &Package,
        module_of: &dyn Fn(&Token) -> String,
    ) -> Result<(), String> {
        for resource in &package.resources {
            let module = module_of(&resource.token);
            let raw = title(&resource.token.name);
            let container = self.container_types;
            let m = self.module(&module);
            let suffix = ["", "Resource", "Res"]
                .into_iter()
                .find(|s| {
                    resource_names(&raw, s, false, resource.is_component, container)
                        .iter()
                        .all(|n| !m.taken.contains(n))
                })
                .ok_or_else(|| {
                    format!(
                        "resource `{}`: every Go name for it is taken",
                        resource.token.raw
                    )
                })?;
            let chosen = resource_names(&raw, suffix, false, resource.is_component, container);
            let original = resource_names(&raw, "", false, resource.is_component, container);
            for (o, c) in original.iter().zip(&chosen) {
                if !suffix.is_empty() {
                    m.renamed.insert(o.clone(), c.clone());
                }
                m.taken.insert(c.clone());
            }
            for method in &resource.methods {
                let function = package.function(method.function);
                let base = format!("{raw}{}", title(&method.name));
                if function.has_inputs {
                    m.taken.insert(format!("{base}Args"));
                }
                if let FunctionOutputs::Object { .. } = function.outputs {
                    m.taken.insert(format!("{base}Result"));
                }
            }
            self.resources
                .push((module, format!("{raw}{suffix}"), camel(&raw)));
        }
        Ok(())
    }

    /// Claims each object type's and enum's name, after the resources'.
    fn claim_types(
        &mut self,
        package: &Package,
        module_of: &dyn Fn(&Token) -> String,
    ) -> Result<(), String> {
        let resource_tokens: HashSet<String> = package
            .resources
            .iter()
            .map(|r| r.token.raw.to_lowercase())
            .collect();
        for object in &package.objects {
            let module = module_of(&object.token);
            let base = title(&go_naming::type_name(&object.token.name));
            let m = self.module(&module);
            if resource_tokens.contains(&object.token.raw.to_lowercase()) {
                m.duplicate_tokens.insert(object.token.raw.to_lowercase());
            }
            let base = if m
                .duplicate_tokens
                .contains(&object.token.raw.to_lowercase())
            {
                format!("{base}Type")
            } else {
                base
            };
            let name = claim(m, &base, &["", "Type", "Typ"]).ok_or_else(|| {
                format!("type `{}`: every Go name for it is taken", object.token.raw)
            })?;
            self.objects.push((module, name));
        }
        for e in &package.enums {
            let module = module_of(&e.token);
            let base = go_naming::type_name(&e.token.name);
            let m = self.module(&module);
            let name = claim(m, &base, &["", "Enum"])
                .ok_or_else(|| format!("enum `{}`: every Go name for it is taken", e.token.raw))?;
            self.enums.push((module, name));
        }
        Ok(())
    }

    /// Claims each function's names last; a taken `Get…`/`New…` becomes `Lookup…`/`Create…`.
    fn claim_functions(&mut self, package: &Package, module_of: &dyn Fn(&Token) -> String) {
        for function in &package.functions {
            if function.method_of.is_some() {
                self.functions.push(None);
                continue;
            }
            let module = module_of(&function.token);
            let original = title(&function.token.name);
            let m = self.module(&module);
            let mut name = original.clone();
            if m.taken.contains(&name)
                || m.taken.contains(&format!("{name}Args"))
                || m.taken.contains(&format!("{name}Result"))
            {
                if let Some(rest) = name.strip_prefix("New") {
                    name = format!("Create{rest}");
                } else if let Some(rest) = name.strip_prefix("Get") {
                    name = format!("Lookup{rest}");
                }
            }
            m.taken.insert(name.clone());
            if function.has_inputs && function.multi_argument_inputs.is_none() {
                m.taken.insert(format!("{name}Args"));
            }
            if let FunctionOutputs::Object { .. } = function.outputs {
                m.taken.insert(format!("{name}Result"));
            }
            self.functions.push(Some((module, name, camel(&original))));
        }
    }

    fn module(&mut self, path: &str) -> &mut ModuleNames {
        self.modules.entry(path.to_owned()).or_default()
    }

    /// The path of a file of a module's package; the generic variant written beside the
    /// classic one is under `x/`.
    pub fn file_path(&self, generic: bool, module: &str, file: &str) -> String {
        let module = match (generic && self.generics == Generics::SideBySide, module) {
            (true, "") => "x".to_owned(),
            (true, module) => format!("x/{module}"),
            (false, module) => module.to_owned(),
        };
        let dir = self.layout.dir(&module);
        if dir.is_empty() {
            file.to_owned()
        } else {
            format!("{dir}/{file}")
        }
    }

    /// The files the SDK names after definitions (those of the classic layout; the generic
    /// variant's add only `x/`): each resource's and function's, and the types and enums
    /// files of the package that holds an object or enum type.
    pub fn files(&self, package: &Package) -> Vec<NamedFile> {
        let path = |(module, _, stem): &(String, String, String)| {
            self.file_path(false, module, &format!("{stem}.go"))
        };
        let mut files = member_files(
            package,
            |i, _| Some(path(&self.resources[i])),
            |i, _| self.functions[i].as_ref().map(path),
        );
        let mut add = |definition, module: &str, file: &str| {
            files.push(NamedFile::new(
                definition,
                self.file_path(false, module, file),
            ));
        };
        for (i, (module, _)) in self.objects.iter().enumerate() {
            add(Definition::Object(ObjectId(i)), module, "pulumiTypes.go");
        }
        for (i, (module, _)) in self.enums.iter().enumerate() {
            add(Definition::Enum(EnumId(i)), module, "pulumiEnums.go");
        }
        files
    }

    /// The Go package name of a module path.
    pub fn package_name(&self, module: &str) -> String {
        if module.is_empty() {
            self.layout.root_package.clone()
        } else {
            package_ident(module.rsplit('/').next().unwrap_or(module))
        }
    }

    /// Whether a name is taken in a module (the `…Array`/`…Map` helper types give way to a
    /// resource's container types of the same name).
    pub fn is_taken(&self, module: &str, name: &str) -> bool {
        self.modules
            .get(module)
            .is_some_and(|m| m.taken.contains(name))
    }

    /// The Go package and name Pulumi's generator gives a type token nothing defines (an opaque
    /// reference to another package's type whose schema is not at hand, `#/types/other:m:T`):
    /// the token's module read as one of this package's, its name as a type of it. `None` when
    /// this package declares no type of that name there (the reference is then typed as `Any`,
    /// so that the code compiles).
    pub fn opaque_type(&self, token: &str) -> Option<(String, String)> {
        let (module, name) = match token.split(':').collect::<Vec<_>>().as_slice() {
            [_, module, name] => (*module, *name),
            _ => ("", token),
        };
        let module = if module.starts_with("index") {
            ""
        } else {
            module
        };
        let module = go_module(&self.module_overrides, module);
        let name = title(&go_naming::type_name(name));
        let name = self
            .modules
            .get(&module)
            .and_then(|m| m.renamed.get(&name))
            .cloned()
            .unwrap_or(name);
        let declared = self
            .objects
            .iter()
            .chain(&self.enums)
            .any(|(m, n)| *m == module && *n == name);
        declared.then_some((module, name))
    }

    /// The Go package path (below the root) of a schema module.
    pub fn go_package(&self, module: &str) -> String {
        go_module(&self.module_overrides, module)
    }

    /// Why the schema module `module` cannot be a Go package of the SDK, if it cannot: its
    /// package directory is the SDK's helper package (`internal`, or `internalModuleName`).
    pub fn module_conflict(&self, module: &str) -> Option<String> {
        let path = self.go_package(module);
        let first = path.split('/').next().unwrap_or_default();
        (!path.is_empty() && first == self.layout.internal).then(|| {
            format!(
                "the Go SDK's helper package is the directory `{first}` of its root package, which a module's package `{path}` would share"
            )
        })
    }

    /// Module paths in order.
    pub fn module_paths(&self) -> BTreeSet<String> {
        self.modules.keys().cloned().collect()
    }
}

/// The first of `base + suffix` whose names (`X`, `XInput`, `XOutput`) are all free; claims them.
fn claim(m: &mut ModuleNames, base: &str, suffixes: &[&str]) -> Option<String> {
    let base = m
        .renamed
        .get(base)
        .cloned()
        .unwrap_or_else(|| base.to_owned());
    let forms = |n: &str| [n.to_owned(), format!("{n}Input"), format!("{n}Output")];
    let suffix = suffixes.iter().find(|s| {
        forms(&format!("{base}{s}"))
            .iter()
            .all(|n| !m.taken.contains(n))
    })?;
    let chosen = format!("{base}{suffix}");
    for (o, c) in forms(&base).iter().zip(forms(&chosen)) {
        if !suffix.is_empty() {
            m.renamed.insert(o.clone(), c.clone());
        }
        m.taken.insert(c);
    }
    Some(chosen)
}

/// The names a resource's Go code declares.
fn resource_names(
    raw: &str,
    suffix: &str,
    provider: bool,
    component: bool,
    container_types: bool,
) -> Vec<String> {
    let camel_raw = camel(raw);
    let mut names = vec![
        format!("{raw}{suffix}"),
        format!("{raw}{suffix}Input"),
        format!("{raw}{suffix}Output"),
        format!("{raw}{suffix}Args"),
        format!("{camel_raw}{suffix}Args"),
        format!("New{raw}{suffix}"),
    ];
    if !provider && !component {
        names.push(format!("{raw}{suffix}State"));
        names.push(format!("{camel_raw}{suffix}State"));
        names.push(format!("Get{raw}{suffix}"));
    }
    if container_types && !provider {
        names.push(format!("{raw}{suffix}Array"));
        names.push(format!("{raw}{suffix}Map"));
    }
    names
}

/// An enum constant's name (Pulumi's `makeSafeEnumName`): the type name, then the value's name
/// title-cased with `-` as `_`, made a valid identifier, `_` runs collapsed, and a `_` in front
/// when it contains one.
pub fn enum_constant(name: &str, type_name: &str) -> Result<String, String> {
    let expanded = expand_short_enum_name(name);
    let mut chars = expanded.chars();
    if let (Some(only), None) = (chars.next(), chars.next()) {
        if !go_naming::is_identifier_start(only) {
            return Err(format!(
                "enum value name `{name}` is not a valid identifier"
            ));
        }
    }
    let titled = enum_title(&expanded);
    // `make_valid_identifier` keeps a leading `&` (for address-of expressions); a constant's
    // name cannot hold one.
    let safe = go_naming::make_valid_identifier(&titled);
    let safe = match safe.strip_prefix('&') {
        Some(rest) => format!("_{rest}"),
        None => safe,
    };
    let mut collapsed = String::with_capacity(safe.len());
    for c in safe.chars() {
        if !(c == '_' && collapsed.ends_with('_')) {
            collapsed.push(c);
        }
    }
    if collapsed.contains('_') && !collapsed.starts_with('_') {
        collapsed.insert(0, '_');
    }
    Ok(format!("{type_name}{collapsed}"))
}

/// Upper-cases the first letter and each letter after a `-`, which becomes `_`.
fn enum_title(s: &str) -> String {
    if let Some(rest) = s.strip_prefix('$') {
        return title(rest);
    }
    let s = uppercase_first(s);
    let mut out = String::with_capacity(s.len());
    let mut parts = s.split('-').peekable();
    let mut first = true;
    while let Some(part) = parts.next() {
        if first {
            out.push_str(part);
            first = false;
        } else if !part.is_empty() {
            out.push('_');
            out.push_str(&uppercase_first(part));
        } else if parts.peek().is_some() {
            out.push('_');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_constants_follow_pulumi() {
        assert_eq!(enum_constant("fooBar", "Kind").unwrap(), "KindFooBar");
        assert_eq!(enum_constant("*", "Kind").unwrap(), "KindAsterisk");
        assert_eq!(enum_constant("2xlarge", "Size").unwrap(), "Size_2xlarge");
        assert_eq!(
            enum_constant("us-east-1", "Region").unwrap(),
            "Region_Us_East_1"
        );
        assert_eq!(enum_constant("a_b", "T").unwrap(), "T_A_b");
        assert!(enum_constant("+", "T").is_ok());
    }

    #[test]
    fn package_identifiers() {
        assert_eq!(package_ident("type"), "type_");
        assert_eq!(package_ident("my-mod"), "mymod");
        assert_eq!(package_ident("2fa"), "pkg2fa");
        assert_eq!(package_ident("_x"), "pkg_x");
        assert_eq!(package_ident("a.b"), "a_b");
    }

    #[test]
    fn package_directories() {
        assert_eq!(dir_ident("crd.k8s.amazonaws.com"), "crd.k8s.amazonaws.com");
        assert_eq!(dir_ident("my-mod"), "my-mod");
        assert_eq!(dir_ident("type"), "type");
        assert_eq!(dir_ident("_x"), "pkg_x");
        assert_eq!(dir_ident("a b"), "a_b");
        assert_eq!(
            package_ident(&dir_ident("crd.k8s.amazonaws.com")),
            "crd_k8s_amazonaws_com"
        );
    }

    #[test]
    fn major_versions() {
        assert!(is_major_version("v2"));
        assert!(is_major_version("v10"));
        assert!(!is_major_version("v1"));
        assert!(!is_major_version("v02"));
        assert!(!is_major_version("vx"));
    }
}
