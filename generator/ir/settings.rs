//! The `language` settings sdkgen's SDKs honour, as types. Bind decodes them from the schema's
//! raw `language` blocks once (reporting a setting of the wrong kind where it is), so nothing
//! after bind reads a setting by its key; settings for other generators stay in the schema.

use std::collections::BTreeMap;

/// A package's settings, per language.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Settings {
    pub python: PythonSettings,
    pub nodejs: NodejsSettings,
    pub go: GoSettings,
    pub csharp: CsharpSettings,
    pub java: JavaSettings,
    /// `x-sdkgen`: sdkgen's own options (no SDK of Pulumi's reads them).
    pub sdkgen: SdkgenSettings,
}

/// `language.x-sdkgen`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SdkgenSettings {
    /// `keep`: files of a provider's SDK folder that the repository or its build owns, which
    /// `gen-sdk` neither writes nor compares (`.gitignore` patterns, relative to the folder).
    pub keep: Vec<String>,
}

/// Pulumi's `language.<lang>.compatibility` modes, which change generated names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Compatibility {
    #[default]
    Default,
    /// `tfbridge20`: Python input classes always end in `Args` and function-only outputs in
    /// `Result`; Node.js input shapes drop `Args` (unless function arguments).
    TfBridge20,
    /// `kubernetes20`: like tfbridge20 for names; Python resource files keep their class names,
    /// Node.js resource outputs are typed as required.
    Kubernetes20,
}

impl Compatibility {
    /// The mode a `compatibility` setting names (any other value is the default).
    pub fn named(value: &str) -> Compatibility {
        match value {
            "tfbridge20" => Compatibility::TfBridge20,
            "kubernetes20" => Compatibility::Kubernetes20,
            _ => Compatibility::Default,
        }
    }
}

/// `language.python`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PythonSettings {
    /// `packageName`: the import package (empty means the default).
    pub package_name: Option<String>,
    /// `readme`: the README's text.
    pub readme: Option<String>,
    /// `pythonRequires`.
    pub python_requires: Option<String>,
    /// `inputTypes` is `classes`: input types are classes only, without the `…ArgsDict`s.
    pub classes_only: bool,
    pub compatibility: Compatibility,
    /// `moduleNameOverrides`: schema module → Python module.
    pub module_name_overrides: BTreeMap<String, String>,
    /// `requires`: distribution → version specifier.
    pub requires: BTreeMap<String, String>,
    /// `pyproject.enabled`: a pyproject.toml rather than setup.py.
    pub pyproject: bool,
    pub respect_schema_version: bool,
}

/// `language.nodejs`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NodejsSettings {
    /// `packageName`: the npm package (empty means the default).
    pub package_name: Option<String>,
    pub package_description: Option<String>,
    pub readme: Option<String>,
    pub compatibility: Compatibility,
    /// `moduleToPackage`: schema module → module path.
    pub module_to_package: BTreeMap<String, String>,
    pub dependencies: BTreeMap<String, String>,
    pub dev_dependencies: BTreeMap<String, String>,
    pub disable_union_output_types: bool,
    pub lift_single_value_method_returns: bool,
    pub respect_schema_version: bool,
}

/// `language.go.generics`: the classic SDK only, the classic SDK with a variant typed with
/// `pulumix` generics in `x/` beside it, or the generic variant only (in the classic's place).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Generics {
    #[default]
    None,
    SideBySide,
    Only,
}

impl Generics {
    /// The modes by their setting's values (any other is not a mode the Go SDK knows).
    pub const NAMED: [(&'static str, Generics); 3] = [
        ("none", Generics::None),
        ("side-by-side", Generics::SideBySide),
        ("generics-only", Generics::Only),
    ];

    /// Whether the classic (non-generic) variant is written.
    pub fn classic(self) -> bool {
        self != Generics::Only
    }

    /// Whether the generic variant is written.
    pub fn generic(self) -> bool {
        self != Generics::None
    }

    /// Whether the classic variant's inputs and outputs also implement `pulumix.Input` (a
    /// `ToOutput` method), for the generic variant beside it.
    pub fn classic_to_output(self) -> bool {
        self == Generics::SideBySide
    }
}

/// `language.go`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GoSettings {
    /// `importBasePath` (empty means the default).
    pub import_base_path: Option<String>,
    pub root_package_name: Option<String>,
    pub internal_module_name: Option<String>,
    pub generics: Generics,
    /// `moduleToPackage`: schema module → Go package path.
    pub module_to_package: BTreeMap<String, String>,
    /// `packageImportAliases`: import path → alias.
    pub package_import_aliases: BTreeMap<String, String>,
    pub generate_resource_container_types: bool,
    pub generate_extra_input_types: bool,
    pub disable_object_defaults: bool,
    pub disable_input_type_registrations: bool,
    pub lift_single_value_method_returns: bool,
    pub respect_schema_version: bool,
}

/// `language.csharp`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CsharpSettings {
    pub root_namespace: Option<String>,
    pub compatibility: Compatibility,
    /// `namespaces`: schema module (or package name) → namespace.
    pub namespaces: BTreeMap<String, String>,
    /// `packageReferences`: NuGet package ID → version or range (each checked by bind).
    pub package_references: BTreeMap<String, String>,
    pub dictionary_constructors: bool,
    pub lift_single_value_method_returns: bool,
    pub respect_schema_version: bool,
}

/// `language.java`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct JavaSettings {
    /// `basePackage` (empty means the default).
    pub base_package: Option<String>,
    /// `packages`: module (or the package's own name) → Java package.
    pub packages: BTreeMap<String, String>,
    /// `buildFiles`: `gradle-nexus` (or unset), `gradle`, `none`.
    pub build_files: Option<String>,
    /// `dependencies`: `group:artifact` → version.
    pub dependencies: BTreeMap<String, String>,
    /// `repositories`: Maven repository URLs.
    pub repositories: Vec<String>,
    /// `gradleNexusPublishPluginVersion`.
    pub nexus_plugin_version: Option<String>,
    /// `gradleTest`.
    pub gradle_test: Option<String>,
}

/// `language.<lang>.name` of a property (or of a resource: its C# class): the name an SDK uses
/// instead of its own spelling.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NameOverrides {
    pub python: Option<String>,
    pub nodejs: Option<String>,
    pub go: Option<String>,
    pub csharp: Option<String>,
    pub java: Option<String>,
    pub rust: Option<String>,
}

impl NameOverrides {
    pub fn is_empty(&self) -> bool {
        *self == NameOverrides::default()
    }
}

/// `language.nodejs` of an object type: which properties the Node.js SDK types as required,
/// instead of the schema's `required`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NodejsRequired {
    /// `requiredInputs`.
    pub inputs: Option<Vec<String>>,
    /// `requiredOutputs`.
    pub outputs: Option<Vec<String>>,
}
