//! The Python naming plan: the import package, module paths, file names and class names of a
//! package, as Pulumi's Python generator spells them, with the schema's `language.python`
//! overrides applied and collisions resolved the way Pulumi resolves them.

use std::collections::{BTreeMap, BTreeSet};

pub use crate::ir::settings::Compatibility;
use crate::ir::shapes::Shapes;
use crate::ir::{EnumId, Function, ObjectId, ObjectType, Package, Resource, Token};
use crate::naming::casing::{sanitize_identifier, unhyphenate, uppercase_first};
use crate::naming::files::{member_files, Definition, NamedFile};
use crate::naming::python as py;

/// The spelling of everything named in the package.
pub struct Plan {
    /// The import package, e.g. `pulumi_gatewaycloud`.
    pub root_package: String,
    /// The distribution name on PyPI, e.g. `pulumi_gatewaycloud`.
    pub distribution: String,
    pub compatibility: Compatibility,
    module_overrides: BTreeMap<String, String>,
    /// Every Python module path (`/`-separated, `` for the root) that has content.
    pub modules: BTreeSet<String>,
    /// Input classes get a `…Dict` TypedDict beside them (`inputTypes` is not `classes`).
    pub typed_dicts: bool,
    /// The input class names of referenced object types, by module: a resource's `…Args`
    /// class yields to them (see [`Plan::args_class`]).
    args_taken: BTreeSet<(String, String)>,
}

impl Plan {
    pub fn new(package: &Package) -> Plan {
        let python = &package.settings.python;
        let compatibility = python.compatibility;
        let root_package = match python.package_name.as_deref() {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => py_pack(package.namespace.as_deref(), &package.name),
        };
        let module_overrides = python.module_name_overrides.clone();
        let typed_dicts = !python.classes_only;
        let mut names = Plan {
            distribution: root_package.clone(),
            root_package,
            compatibility,
            module_overrides,
            modules: BTreeSet::new(),
            typed_dicts,
            args_taken: BTreeSet::new(),
        };
        names.modules.insert(String::new());
        let tokens = package
            .resources
            .iter()
            .map(|r| &r.token)
            // A method's function lives in its resource's class, not in a module of its own.
            .chain(
                package
                    .functions
                    .iter()
                    .filter(|f| f.method_of.is_none())
                    .map(|f| &f.token),
            )
            .chain(package.objects.iter().map(|o| &o.token))
            .chain(package.enums.iter().map(|e| &e.token));
        for token in tokens {
            let module = names.module_of(token);
            // Every parent of a nested module is a package too.
            let mut path = String::new();
            for part in module.split('/').filter(|p| !p.is_empty()) {
                if !path.is_empty() {
                    path.push('/');
                }
                path.push_str(part);
                names.modules.insert(path.clone());
            }
        }
        if !package.config.is_empty() && compatibility != Compatibility::Kubernetes20 {
            names.modules.insert("config".to_owned());
        }
        names.args_taken = names.input_classes(package);
        names
    }

    /// The input class names of referenced object types, by module.
    fn input_classes(&self, package: &Package) -> BTreeSet<(String, String)> {
        let mut taken = BTreeSet::new();
        for (o, s) in package.objects.iter().zip(&package.shapes) {
            // Types generated only because nothing references them yield to the resource.
            if s.unreferenced || !(s.input || s.plain_input) {
                continue;
            }
            let module = self.module_of(&o.token);
            if s.input {
                taken.insert((module.clone(), self.input_class(o)));
            }
            if s.plain_input {
                taken.insert((module, self.plain_input_class(o, *s)));
            }
        }
        taken
    }

    /// A resource's constructor arguments class: `<Class>Args`, or `<Class>InitArgs` when an
    /// input type of its module already has that name (Pulumi's rule, e.g. Kubernetes'
    /// `StorageClass`).
    pub fn args_class(&self, resource: &Resource) -> String {
        let module = self.module_of(&resource.token);
        let class = self.resource_class(resource);
        let wanted = format!("{class}Args");
        if self.args_taken.contains(&(module, wanted.clone())) {
            format!("{class}InitArgs")
        } else {
            wanted
        }
    }

    /// The Python module (`/`-separated; empty for the root) a token is generated into.
    pub fn module_of(&self, token: &Token) -> String {
        if token.module.is_empty() {
            return String::new();
        }
        if let Some(overridden) = self.module_overrides.get(&token.module) {
            return overridden.clone();
        }
        py::module_name(&token.module)
    }

    /// The dotted import name of a module path.
    pub fn import_name(&self, module: &str) -> String {
        if module.is_empty() {
            self.root_package.clone()
        } else {
            format!("{}.{}", self.root_package, module.replace('/', "."))
        }
    }

    /// Whether `name` is also the name of a child package of `module` (a file `name.py` would
    /// shadow it, so Pulumi appends `_` to the file).
    fn conflicts_with_child(&self, module: &str, name: &str) -> bool {
        let child = if module.is_empty() {
            name.to_owned()
        } else {
            format!("{module}/{name}")
        };
        self.modules.contains(&child)
    }

    /// A module's package directory, relative to the SDK's (`pulumi_x/storage`).
    pub fn dir(&self, module: &str) -> String {
        if module.is_empty() {
            self.root_package.clone()
        } else {
            format!("{}/{module}", self.root_package)
        }
    }

    /// The path of a resource's file.
    pub fn resource_path(&self, resource: &Resource) -> String {
        // The provider's file is the root package's.
        let module = if resource.is_provider {
            String::new()
        } else {
            self.module_of(&resource.token)
        };
        let dir = self.dir(&module);
        format!("{dir}/{}.py", self.resource_file(resource))
    }

    /// The path of a function's file.
    pub fn function_path(&self, function: &Function) -> String {
        let dir = self.dir(&self.module_of(&function.token));
        format!("{dir}/{}.py", self.function_file(function))
    }

    /// The files the SDK names after definitions: each resource's and function's, and the
    /// `__init__.py` of the package that holds an object or enum type.
    pub fn files(&self, package: &Package) -> Vec<NamedFile> {
        let mut files = member_files(
            package,
            |_, r| Some(self.resource_path(r)),
            |_, f| f.method_of.is_none().then(|| self.function_path(f)),
        );
        let init = |token: &Token| format!("{}/__init__.py", self.dir(&self.module_of(token)));
        for (i, o) in package.objects.iter().enumerate() {
            files.push(NamedFile::new(
                Definition::Object(ObjectId(i)),
                init(&o.token),
            ));
        }
        for (i, e) in package.enums.iter().enumerate() {
            files.push(NamedFile::new(Definition::Enum(EnumId(i)), init(&e.token)));
        }
        files
    }

    /// The file (without `.py`) a resource is generated into.
    pub fn resource_file(&self, resource: &Resource) -> String {
        let module = self.module_of(&resource.token);
        let name = if resource.is_provider {
            "provider".to_owned()
        } else if self.compatibility == Compatibility::Kubernetes20 {
            py::type_name(&resource.token.name)
        } else {
            py::py_name(&py::type_name(&resource.token.name))
        };
        self.unshadowed(&module, name)
    }

    /// The file (without `.py`) a function is generated into.
    pub fn function_file(&self, function: &Function) -> String {
        let module = self.module_of(&function.token);
        self.unshadowed(&module, self.function_name(function))
    }

    fn unshadowed(&self, module: &str, name: String) -> String {
        if self.conflicts_with_child(module, &name) {
            name + "_"
        } else {
            name
        }
    }

    /// A resource's class name.
    pub fn resource_class(&self, resource: &Resource) -> String {
        if resource.is_provider {
            return "Provider".to_owned();
        }
        py::resource_class_name(&resource.token.name)
    }

    /// A function's Python name (`get_environment`).
    pub fn function_name(&self, function: &Function) -> String {
        py::function_name(&function.token.name)
    }

    /// The `…Result` class a function with an object result returns.
    pub fn result_class(&self, function: &Function) -> String {
        py::ensure_keyword_safe(uppercase_first(&function.token.name) + "Result")
    }

    /// The base class name of an object type (Pulumi's `pythonCase(tokenToName(token))`),
    /// keyword-escaped unlike Pulumi's (a type named `none` would be `class None`).
    fn object_base(&self, object: &ObjectType) -> String {
        py::ensure_keyword_safe(python_case(&uppercase_first(&object.token.name)))
    }

    /// The name of an object type's input-shape class (`pulumi.Input`s: resource inputs).
    pub fn input_class(&self, object: &ObjectType) -> String {
        self.object_base(object) + "Args"
    }

    /// The name of an object type's plain input class: function arguments are named plainly,
    /// a type only reached through `plain` resource inputs keeps the `Args` of resource inputs
    /// (as Pulumi's generator names it).
    pub fn plain_input_class(&self, object: &ObjectType, shapes: Shapes) -> String {
        let resource_input_only = shapes.plain_in_input && !shapes.plain_function_input;
        match self.compatibility {
            Compatibility::Default if !resource_input_only => self.object_base(object),
            _ => self.object_base(object) + "Args",
        }
    }

    /// The name of an object type's output class.
    pub fn output_class(&self, object: &ObjectType, shapes: Shapes) -> String {
        let base = self.object_base(object);
        match self.compatibility {
            Compatibility::Default => base,
            _ if shapes.function => base + "Result",
            _ => base,
        }
    }

    /// An enum's class name (Pulumi's `tokenToName`, made a valid identifier).
    pub fn enum_class(&self, token: &Token) -> String {
        let name = py::type_name(&token.name);
        py::ensure_keyword_safe(sanitize_identifier(
            &name,
            None,
            py::is_identifier_start,
            py::is_identifier_part,
        ))
    }

    /// The module an object type lives in.
    pub fn object_module(&self, package: &Package, id: ObjectId) -> String {
        self.module_of(&package.object(id).token)
    }
}

/// Files every package of the Python SDK may hold, which a child module (a directory of the
/// same name) would shadow or be shadowed by.
const PACKAGE_FILES: &[&str] = &["__init__", "_inputs", "_enums", "outputs"];

/// Files of the SDK's root package alone.
const ROOT_FILES: &[&str] = &["_utilities", "provider"];

/// Why the Python module `module` (`/`-separated, as [`Plan::module_of`] gives it) cannot be
/// generated, if it cannot: one of its segments is named like a file the SDK writes beside it
/// (Pulumi's generator writes both, and the package does not import).
pub fn module_conflict(module: &str) -> Option<String> {
    for (i, segment) in module.split('/').enumerate() {
        if PACKAGE_FILES.contains(&segment) || (i == 0 && ROOT_FILES.contains(&segment)) {
            let parent = if i == 0 { "root package" } else { "package" };
            return Some(format!(
                "the Python SDK's {parent} has a `{segment}.py` of its own, which a module `{segment}` would clash with"
            ));
        }
    }
    None
}

/// Pulumi's `PyPack`: `pulumi_<name>` (or `<namespace>_<name>`), hyphens as underscores.
pub fn py_pack(namespace: Option<&str>, name: &str) -> String {
    let namespace = match namespace {
        Some(ns) if !ns.is_empty() => ns.replace('-', "_"),
        _ => "pulumi".to_owned(),
    };
    format!("{namespace}_{}", name.replace('-', "_"))
}

/// Pulumi's `pythonCase`: keep leading underscores, drop hyphens, upper-case the first letter.
/// Anything else that cannot be in an identifier (a token named `pulumi/pulumi/7454`) becomes
/// `_`, so the class still parses.
fn python_case(name: &str) -> String {
    let trimmed = name.trim_start_matches('_');
    let underscores = &name[..name.len() - trimmed.len()];
    let cased = format!("{underscores}{}", uppercase_first(&unhyphenate(trimmed)));
    sanitize_identifier(
        &cased,
        None,
        py::is_identifier_start,
        py::is_identifier_part,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn package_names() {
        assert_eq!(py_pack(None, "gateway-cloud"), "pulumi_gateway_cloud");
        assert_eq!(py_pack(Some("acme-co"), "x"), "acme_co_x");
    }

    #[test]
    fn class_case() {
        assert_eq!(python_case("__myWords"), "__MyWords");
        assert_eq!(python_case("foo-bar"), "FooBar");
        assert_eq!(python_case("pulumi/pulumi/7454"), "Pulumi_pulumi_7454");
    }
}
