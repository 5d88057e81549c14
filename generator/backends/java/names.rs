//! The Java naming pass of one package: its `language.java` settings, the Java package of each
//! module (`<basePackage><name>[.<module>]`, renamed by `packages`), class names, and the
//! names of each property's field, getter and setter, as pulumi-java's generator gives them.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::ir::{Package, Property};
use crate::naming::java;

/// The base package when `language.java.basePackage` and the schema's `namespace` are unset.
const DEFAULT_BASE_PACKAGE: &str = "com.pulumi.";

/// The `language.java` settings of a package.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// `basePackage`, as written ("" when unset).
    pub base_package: String,
    /// `packages`: module (or the package's own name) → Java package name.
    pub packages: BTreeMap<String, String>,
    /// `buildFiles`: `gradle-nexus` (or ""), `gradle`, `none`.
    pub build_files: String,
    /// `dependencies`: `group:artifact` → version.
    pub dependencies: BTreeMap<String, String>,
    /// `repositories`: Maven repository URLs.
    pub repositories: Vec<String>,
    /// `gradleNexusPublishPluginVersion`.
    pub nexus_plugin_version: String,
    /// `gradleTest`.
    pub gradle_test: String,
}

impl Settings {
    /// The settings in `language.java` of a package's language map.
    pub fn of(language: &crate::spec::LanguageMap) -> Settings {
        let java = language.get("java");
        let string = |key: &str| {
            java.and_then(|j| j.get(key))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        Settings {
            base_package: string("basePackage"),
            packages: crate::backends::string_map(java.and_then(|j| j.get("packages"))),
            build_files: string("buildFiles"),
            dependencies: crate::backends::string_map(java.and_then(|j| j.get("dependencies"))),
            repositories: java
                .and_then(|j| j.get("repositories"))
                .and_then(Value::as_array)
                .map(|items| {
                    items
                        .iter()
                        .filter_map(Value::as_str)
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default(),
            nexus_plugin_version: string("gradleNexusPublishPluginVersion"),
            gradle_test: string("gradleTest"),
        }
    }
}

/// The Java names of one package (this one, or another one a reference leads into).
#[derive(Clone, Debug)]
pub struct PackageNames {
    /// The package's schema name.
    pub name: String,
    pub settings: Settings,
    /// The base package with its trailing `.` (`com.pulumi.`).
    pub base: String,
}

impl PackageNames {
    pub fn new(name: &str, language: &crate::spec::LanguageMap, namespace: Option<&str>) -> Self {
        let settings = Settings::of(language);
        let base = if !settings.base_package.is_empty() {
            with_dot(&settings.base_package)
        } else if let Some(namespace) = namespace.filter(|n| !n.is_empty()) {
            format!("com.{}.", java::namespace_segment(namespace))
        } else {
            DEFAULT_BASE_PACKAGE.to_owned()
        };
        PackageNames {
            name: name.to_owned(),
            settings,
            base,
        }
    }

    fn renamed<'a>(&'a self, name: &'a str) -> &'a str {
        self.settings
            .packages
            .get(name)
            .map(String::as_str)
            .unwrap_or(name)
    }

    /// The Java package of the module `module` ("" for the root) of the package named
    /// `package` (tokens of another package keep their own name part).
    pub fn module_package_of(&self, package: &str, module: &str) -> String {
        let mut dotted = format!("{}{}", self.base, self.renamed(package));
        if !module.is_empty() {
            dotted.push('.');
            dotted.push_str(self.renamed(module));
        }
        java::package_name(&dotted)
    }

    /// The Java package of one of this package's modules.
    pub fn module_package(&self, module: &str) -> String {
        self.module_package_of(&self.name, module)
    }

    /// The root Java package (`com.pulumi.<name>`).
    pub fn root_package(&self) -> String {
        self.module_package("")
    }
}

fn with_dot(s: &str) -> String {
    if s.ends_with('.') {
        s.to_owned()
    } else {
        format!("{s}.")
    }
}

/// The naming pass of the package being generated and of the packages it refers to.
pub struct Names {
    pub own: PackageNames,
    /// Other packages, by name.
    externals: BTreeMap<String, PackageNames>,
}

impl Names {
    pub fn new(package: &Package) -> Names {
        let own = PackageNames::new(
            &package.name,
            &package.language,
            package.namespace.as_deref(),
        );
        let mut externals = BTreeMap::new();
        for (name, external) in &package.external_packages {
            let bound = package.external(name);
            externals.insert(
                name.clone(),
                PackageNames::new(
                    name,
                    bound.map_or(&external.language, |p| &p.language),
                    bound.and_then(|p| p.namespace.as_deref()),
                ),
            );
        }
        Names { own, externals }
    }

    /// The names of another package (its defaults when nothing is known of it).
    pub fn external(&self, name: &str) -> PackageNames {
        self.externals
            .get(name)
            .cloned()
            .unwrap_or_else(|| PackageNames::new(name, &Default::default(), None))
    }
}

/// The name a property's field and constructor parameter take: `language.java.name` when
/// set, else the wire name (pulumi-java's `propertyName`), made an identifier.
pub fn field_name(p: &Property) -> String {
    let name = p
        .language
        .get("java")
        .and_then(|j| j.get("name"))
        .and_then(Value::as_str)
        .filter(|n| !n.is_empty())
        .unwrap_or(&p.name);
    java::ident(name)
}

/// The name before identifier escaping that [`field_name`] starts from.
pub fn overridden_name(p: &Property) -> &str {
    p.language
        .get("java")
        .and_then(|j| j.get("name"))
        .and_then(Value::as_str)
        .filter(|n| !n.is_empty())
        .unwrap_or(&p.name)
}

/// The path of the source file declaring the class `fqn`.
pub fn source_path(fqn: &str) -> String {
    format!("src/main/java/{}.java", fqn.replace('.', "/"))
}
