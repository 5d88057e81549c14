//! The Node.js naming plan: modules and their directories, file names, and the names of
//! classes, interfaces, functions and namespaces, as Pulumi's Node.js generator spells them,
//! with the schema's `language.nodejs` settings applied.

use std::collections::{BTreeMap, BTreeSet};

pub use crate::ir::settings::Compatibility;
use crate::ir::shapes::Shapes;
use crate::ir::{
    EnumId, ExternalKind, Function, FunctionOutputs, ObjectId, Package, ResourceId, Token,
    TokenType, Type,
};
use crate::naming::casing::{camel, uppercase_first};
use crate::naming::files::{member_files, Definition, NamedFile};
use crate::naming::nodejs as js;

/// The names of one object type's interfaces (in `types/input.ts` and `types/output.ts`).
#[derive(Clone, Debug)]
pub struct ObjectNames {
    /// The namespace path inside `types.input`/`types.output` (empty for the root module).
    pub namespace: Vec<String>,
    /// The input shape (properties take `pulumi.Input`s), e.g. `FooArgs`.
    pub input: String,
    /// The plain input shape (function arguments), e.g. `Foo`.
    pub plain: String,
    /// The output shape, e.g. `Foo`.
    pub output: String,
    pub emit_input: bool,
    pub emit_plain: bool,
    pub emit_output: bool,
}

/// Where a resource or function is defined.
#[derive(Clone, Debug)]
pub struct MemberNames {
    /// The module (Pulumi's, after `moduleToPackage`), `/`-separated.
    pub module: String,
    /// The exported name (`Branch`, `getBranch`).
    pub name: String,
    /// The file, relative to the package root, without `.ts` (`branch`, `mod/getThing`).
    pub file: String,
}

impl MemberNames {
    /// The path of its file (`mod/getThing.ts`).
    pub fn path(&self) -> String {
        format!("{}.ts", self.file)
    }
}

/// The spelling of everything named in the package.
pub struct Plan {
    pub compatibility: Compatibility,
    /// Output types never use unions (`language.nodejs.disableUnionOutputTypes`).
    pub disable_union_output_types: bool,
    /// The npm package name.
    pub package_name: String,
    pub objects: Vec<ObjectNames>,
    /// Per enum: (namespace path inside `enums`, name).
    pub enums: Vec<(Vec<String>, String)>,
    /// Per enum: its module.
    pub enum_modules: Vec<String>,
    pub resources: Vec<MemberNames>,
    pub provider: MemberNames,
    /// Per function (methods get the name of their method, see [`Plan::method_name`]).
    pub functions: Vec<MemberNames>,
    /// Per object type: whether it gets a `…ProvideDefaults` function (see
    /// [`provide_defaults`]).
    pub provide_defaults: Vec<bool>,
    /// Object and enum types that are overlays (written by hand, never generated).
    pub overlay_objects: BTreeSet<ObjectId>,
    pub overlay_enums: BTreeSet<EnumId>,
    /// Every module with content, and their ancestors (`` is the root).
    pub modules: BTreeSet<String>,
    /// The packages references lead into (their schemas at hand), by schema name.
    pub external: BTreeMap<String, ExternalNames>,
    /// What a module's index exports by name, for type tokens this schema does not define
    /// (see [`Plan::token_target`]): (module, name) → the resource or enum.
    module_exports: BTreeMap<(String, String), Type>,
    module_to_package: BTreeMap<String, String>,
}

/// How another package's Node.js SDK is named, for references into it.
pub struct ExternalNames {
    /// Its npm name (`language.nodejs.packageName`, else `@pulumi/<name>`).
    pub npm: String,
    /// Its version, for the dependency on it.
    pub version: Option<String>,
    /// Whether its input types carry the `Args` suffix (not under tfbridge or kubernetes
    /// naming, which is that package's own setting).
    pub input_args_suffix: bool,
    module_to_package: BTreeMap<String, String>,
}

impl ExternalNames {
    /// The namespace path of one of its modules (after its `moduleToPackage`).
    pub fn namespace(&self, module: &str) -> Vec<String> {
        let module = self
            .module_to_package
            .get(module)
            .map(String::as_str)
            .unwrap_or(module);
        module
            .split('/')
            .filter(|segment| !segment.is_empty())
            .map(valid_module_segment)
            .collect()
    }
}

impl Plan {
    /// The files the SDK names after definitions: each resource's and function's, and the
    /// enums file of each enum's module.
    pub fn files(&self, package: &Package) -> Vec<NamedFile> {
        let mut files = member_files(
            package,
            |i, _| Some(self.resources[i].path()),
            |i, f| f.method_of.is_none().then(|| self.functions[i].path()),
        );
        for (i, (e, module)) in package.enums.iter().zip(&self.enum_modules).enumerate() {
            if !e.is_overlay {
                let path = enums_path(module);
                files.push(NamedFile::new(Definition::Enum(EnumId(i)), path));
            }
        }
        files
    }

    pub fn new(package: &Package, shapes: &[Shapes]) -> Result<Plan, String> {
        let nodejs = &package.settings.nodejs;
        let compatibility = nodejs.compatibility;
        let module_to_package = &nodejs.module_to_package;
        let module_named = |module: &str| -> String {
            module_to_package
                .get(module)
                .cloned()
                .unwrap_or_else(|| module.to_owned())
        };
        let module_of = |token: &Token| -> String { module_named(&token.module) };
        let namespace_of = |token: &Token| -> Vec<String> {
            let module = module_of(token);
            if module.is_empty() {
                return Vec::new();
            }
            module.split('/').map(valid_module_segment).collect()
        };
        let package_name = nodejs
            .package_name
            .clone()
            .filter(|name| !name.is_empty())
            .unwrap_or_else(|| match &package.namespace {
                Some(ns) if !ns.is_empty() => format!("@{ns}/{}", package.name),
                _ => format!("@pulumi/{}", package.name),
            });

        let plain_args = compatibility == Compatibility::Default;
        let objects = package
            .objects
            .iter()
            .zip(shapes)
            .map(|(object, s)| {
                let name = class_name(&object.token.name);
                let input = if s.function_args || plain_args {
                    format!("{name}Args")
                } else {
                    name.clone()
                };
                let emit_input =
                    (s.input || s.function_args || s.plain_in_input) && !object.is_overlay;
                // Under tfbridge naming both input forms can share one name; the input shape
                // (which also accepts plain values) is then the only one written.
                let emit_plain =
                    s.plain_function_input && !object.is_overlay && !(emit_input && input == name);
                ObjectNames {
                    namespace: namespace_of(&object.token),
                    plain: name.clone(),
                    output: name,
                    input,
                    emit_input,
                    emit_plain,
                    emit_output: s.output && !object.is_overlay,
                }
            })
            .collect();
        let enums = package
            .enums
            .iter()
            .map(|e| (namespace_of(&e.token), class_name(&e.token.name)))
            .collect();

        let enum_modules = package.enums.iter().map(|e| module_of(&e.token)).collect();
        let mut modules: BTreeSet<String> = BTreeSet::new();
        modules.insert(String::new());
        if !package.config.is_empty() && compatibility != Compatibility::Kubernetes20 {
            modules.insert("config".into());
        }
        for r in &package.resources {
            if !r.is_overlay {
                modules.insert(module_of(&r.token));
            }
        }
        for f in package.functions.iter().filter(|f| f.method_of.is_none()) {
            if !f.is_overlay {
                modules.insert(module_of(&f.token));
            }
        }
        for e in package.enums.iter().filter(|e| !e.is_overlay) {
            modules.insert(module_of(&e.token));
        }
        // Pulumi's generator also makes a module for each object type that the arguments of a
        // function with a result reach, another package's types included; it may stay empty,
        // but programs can name it.
        for module in function_argument_type_modules(package) {
            modules.insert(module_named(&module));
        }
        if modules.contains("types") {
            return Err(
                "the package has a module named `types`, which the Node.js SDK reserves \
                        for its input and output types"
                    .into(),
            );
        }
        let has_enums = package.enums.iter().any(|e| !e.is_overlay);
        if !package.objects.is_empty() || has_enums {
            modules.insert("types".into());
        }
        for module in modules.clone() {
            let mut path = module.as_str();
            while let Some((parent, _)) = path.rsplit_once('/') {
                modules.insert(parent.to_owned());
                path = parent;
            }
        }

        let reserved = |module: &str, file: &str| -> bool {
            match file {
                "index" => return true,
                "utilities" if module.is_empty() => return true,
                "vars" if module == "config" && !package.config.is_empty() => return true,
                _ => {}
            }
            // A file `foo.ts` would shadow the child module directory `foo/`.
            modules.iter().any(|m| {
                let (parent, child) = m.rsplit_once('/').unwrap_or(("", m.as_str()));
                !m.is_empty() && parent == module && child.to_lowercase() == file
            })
        };
        let member = |token: &Token, name: String| -> MemberNames {
            let module = module_of(token);
            let mut file = camel(&uppercase_first(&name));
            if reserved(&module, &file) {
                file.push('_');
            }
            let dir = module_dir(&module);
            let file = if dir.is_empty() {
                file
            } else {
                format!("{dir}/{file}")
            };
            MemberNames { module, name, file }
        };
        let resources = package
            .resources
            .iter()
            .map(|r| member(&r.token, class_name(&r.token.name)))
            .collect();
        let mut module_exports = BTreeMap::new();
        for (i, r) in package.resources.iter().enumerate() {
            if !r.is_overlay {
                let key = (module_of(&r.token), class_name(&r.token.name));
                module_exports.insert(key, Type::Resource(ResourceId(i)));
            }
        }
        for (i, e) in package.enums.iter().enumerate() {
            if !e.is_overlay {
                let key = (module_of(&e.token), class_name(&e.token.name));
                module_exports.insert(key, Type::Enum(EnumId(i)));
            }
        }
        let provider = MemberNames {
            module: String::new(),
            name: "Provider".into(),
            file: "provider".into(),
        };
        let functions = package
            .functions
            .iter()
            // A reserved word (`function`) cannot be a function's name; Pulumi's `_` prefix
            // makes it one.
            .map(|f| {
                member(
                    &f.token,
                    js::make_valid_identifier(&js::function_name(&f.token.name)),
                )
            })
            .collect();

        let external = package
            .external_packages
            .iter()
            .map(|(name, other)| {
                let nodejs = &other.settings.nodejs;
                let npm = nodejs
                    .package_name
                    .clone()
                    .filter(|n| !n.is_empty())
                    .unwrap_or_else(|| format!("@pulumi/{name}"));
                let names = ExternalNames {
                    npm,
                    version: other.version.clone(),
                    input_args_suffix: nodejs.compatibility == Compatibility::Default,
                    module_to_package: nodejs.module_to_package.clone(),
                };
                (name.clone(), names)
            })
            .collect();
        Ok(Plan {
            compatibility,
            disable_union_output_types: nodejs.disable_union_output_types,
            package_name,
            objects,
            enums,
            enum_modules,
            provide_defaults: provide_defaults(package),
            overlay_objects: (0..package.objects.len())
                .map(ObjectId)
                .filter(|id| package.object(*id).is_overlay)
                .collect(),
            overlay_enums: (0..package.enums.len())
                .map(EnumId)
                .filter(|id| package.enum_type(*id).is_overlay)
                .collect(),
            resources,
            provider,
            functions,
            modules,
            external,
            module_exports,
            module_to_package: module_to_package.clone(),
        })
    }

    /// The resource or enum an undefined type token stands for: Pulumi's generator imports the
    /// token's name from its module's index, so where that index exports a resource or enum
    /// by the name, the type is that one. (Any other name would not compile; sdkgen then
    /// keeps the token's declared primitive.)
    pub fn token_target(&self, token: &TokenType) -> Option<&Type> {
        let module = self
            .module_to_package
            .get(&token.module)
            .unwrap_or(&token.module);
        self.module_exports
            .get(&(module.clone(), class_name(&token.name)))
    }

    /// The method's name on its class and the prefix of its `…Args`/`…Result` interfaces.
    pub fn method_name(method: &str) -> (String, String) {
        (camel(method), uppercase_first(method))
    }

    /// The exported interface names of a function: (`GetXArgs`, `GetXResult`, `GetXOutputArgs`).
    pub fn function_interfaces(&self, function: &Function) -> (String, String, String) {
        let base = uppercase_first(&js::function_name(&function.token.name));
        (
            format!("{base}Args"),
            format!("{base}Result"),
            format!("{base}OutputArgs"),
        )
    }
}

/// A class, interface or enum name from a token's last segment: Pulumi's `tokenToName`, with
/// characters no identifier may hold (`/` in `pulumi/pulumi/7454`) made `_`.
pub fn class_name(token_name: &str) -> String {
    js::make_valid_identifier(&js::type_name(token_name))
}

/// The directory of a module (Pulumi lower-cases it).
/// The modules (as tokens spell them) of the object types reachable from the arguments of
/// functions and methods that return something.
fn function_argument_type_modules(package: &Package) -> BTreeSet<String> {
    let mut modules = BTreeSet::new();
    let mut seen = vec![false; package.objects.len()];
    let mut pending: Vec<&Type> = package
        .functions
        .iter()
        .filter(|f| f.has_inputs && f.outputs != FunctionOutputs::None)
        .flat_map(|f| f.inputs.iter().map(|p| &p.type_))
        .collect();
    while let Some(ty) = pending.pop() {
        match ty {
            Type::Array(element) | Type::Map(element) => pending.push(element),
            Type::Union(union) => pending.extend(&union.elements),
            Type::Object(id) if !seen[id.0] => {
                seen[id.0] = true;
                let object = package.object(*id);
                modules.insert(object.token.module.clone());
                pending.extend(object.properties.iter().map(|p| &p.type_));
            }
            Type::External(r) if r.kind == ExternalKind::Type && r.resolved && !r.is_enum => {
                modules.insert(r.module.clone());
            }
            _ => {}
        }
    }
    modules
}

pub fn module_dir(module: &str) -> String {
    module.to_lowercase()
}

/// The path of a module's enums file.
pub fn enums_path(module: &str) -> String {
    let dir = module_dir(module);
    if dir.is_empty() {
        "types/enums/index.ts".to_owned()
    } else {
        format!("types/enums/{dir}/index.ts")
    }
}

/// What every file of the Node.js SDK imports under a name of its own: a module namespace of
/// the same name would hide it (`types/input.ts` declares every module's namespace beside its
/// `inputs`, `outputs` and `enums` imports), and `utilities.ts` is a file of the root.
const IMPORTED_NAMES: &[&str] = &["pulumi", "inputs", "outputs", "enums", "utilities"];

/// Why the module `module` (after `moduleToPackage`) cannot be generated, if it cannot: one of
/// its namespaces is named like a module every file imports (Pulumi's generator writes both,
/// and the package does not compile).
pub fn module_conflict(module: &str) -> Option<String> {
    let segments: Vec<&str> = module.split('/').collect();
    for (i, segment) in segments.iter().enumerate() {
        let names = [
            valid_module_segment(segment),
            child_export(&segments[..=i].join("/")),
        ];
        if let Some(name) = names.iter().find(|n| IMPORTED_NAMES.contains(&n.as_str())) {
            return Some(format!(
                "the Node.js SDK's files import `{name}` under that name, which a module namespace `{name}` would hide"
            ));
        }
    }
    None
}

/// A module after the schema's `moduleToPackage`.
pub fn module_named(settings: &crate::ir::settings::NodejsSettings, module: &str) -> String {
    settings
        .module_to_package
        .get(module)
        .cloned()
        .unwrap_or_else(|| module.to_owned())
}

/// The name a module is exported as from its parent's index (`getChildMod` + sanitising).
pub fn child_export(module: &str) -> String {
    let last = module.rsplit('/').next().unwrap_or(module).to_lowercase();
    let ident = js::make_valid_identifier(&last);
    match ident.as_str() {
        "module" | "exports" | "require" => format!("{ident}_"),
        _ => ident,
    }
}

/// A module path segment as a (possibly dotted) namespace name: each dotted part made a valid
/// identifier (Pulumi's `makeValidModuleSegment`).
pub fn valid_module_segment(segment: &str) -> String {
    segment
        .split('.')
        .map(js::make_valid_identifier)
        .collect::<Vec<_>>()
        .join(".")
}

/// An enum member's name (Pulumi's `makeSafeEnumName`).
pub fn enum_member(name: &str, type_name: &str) -> Result<String, String> {
    let expanded = crate::naming::casing::expand_short_enum_name(name);
    let mut chars = expanded.chars();
    if let (Some(only), None) = (chars.next(), chars.next()) {
        if !js::is_identifier_start(only) {
            return Err(format!("enum name `{name}` is not a valid identifier"));
        }
    }
    let safe = js::make_valid_identifier(&uppercase_first(&expanded));
    let mut collapsed = String::with_capacity(safe.len());
    for c in safe.chars() {
        if !(c == '_' && collapsed.ends_with('_')) {
            collapsed.push(c);
        }
    }
    if collapsed.starts_with('_') {
        collapsed = format!("{type_name}{collapsed}");
    }
    Ok(collapsed)
}

/// Per object type: whether it has a property with a default, directly or in a nested object
/// property (Pulumi's `IsProvideDefaultsFuncRequired`), worked out for all types at once.
pub fn provide_defaults(package: &Package) -> Vec<bool> {
    let edges = package.direct_object_edges(|_| true);
    crate::graph::reaching(&edges, |i| {
        package.objects[i]
            .properties
            .iter()
            .any(|p| p.default.is_some() || !p.default_env.is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_members() {
        assert_eq!(enum_member("fooBar", "Kind").unwrap(), "FooBar");
        assert_eq!(enum_member("*", "Kind").unwrap(), "Asterisk");
        assert_eq!(enum_member("2xlarge", "Size").unwrap(), "Size_2xlarge");
        assert_eq!(enum_member("a-b  c", "Kind").unwrap(), "A_b_c");
    }

    #[test]
    fn module_segments_and_exports() {
        assert_eq!(
            valid_module_segment("networking.k8s.io"),
            "networking.k8s.io"
        );
        assert_eq!(valid_module_segment("my-mod"), "my_mod");
        assert_eq!(child_export("Cloud/Gateway"), "gateway");
        assert_eq!(child_export("module"), "module_");
    }
}
