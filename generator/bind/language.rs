//! The package's `language` settings, decoded into [`Settings`] once: a setting of the wrong JSON
//! kind is reported where it is (E0201), and values that become names outside sdkgen's control
//! (a Go import path, an npm package name, Python requirements) must be ones the language
//! accepts (E0324), so these problems have a location rather than surfacing when an SDK is
//! generated. Settings that name directories are checked by `check_language_paths` (E0314);
//! unknown settings are left alone (schemas carry settings for generators other than sdkgen's
//! backends).

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::Binder;
use crate::diagnostics::Code;
use crate::ir::settings::{
    Compatibility, CsharpSettings, Generics, GoSettings, JavaSettings, NameOverrides,
    NodejsRequired, NodejsSettings, PythonSettings, SdkgenSettings, Settings,
};
use crate::load::pointer;
use crate::spec::LanguageMap;

/// A setting of the wrong kind: where, and what it must be.
type WrongKind = (String, String);

/// One `language.<lang>` block being decoded: each read notes a value of the wrong kind.
struct Block<'a> {
    lang: &'static str,
    members: Option<&'a Map<String, Value>>,
    wrong: &'a mut Vec<WrongKind>,
}

impl<'a> Block<'a> {
    fn new(language: &'a LanguageMap, lang: &'static str, wrong: &'a mut Vec<WrongKind>) -> Self {
        let members = match language.get(lang) {
            Some(Value::Object(members)) => Some(members),
            Some(_) => {
                wrong.push((
                    pointer::join(&["language", lang]),
                    format!("`language.{lang}` must be an object of settings"),
                ));
                None
            }
            None => None,
        };
        Block {
            lang,
            members,
            wrong,
        }
    }

    /// The setting `key` when `fits` it; otherwise noted as needing to be `noun`.
    fn get(&mut self, key: &str, fits: fn(&Value) -> bool, noun: &str) -> Option<&'a Value> {
        let value = self.members?.get(key)?;
        if fits(value) {
            return Some(value);
        }
        let lang = self.lang;
        self.wrong.push((
            pointer::join(&["language", lang, key]),
            format!(
                "`language.{lang}.{key}` must be {noun}; the SDK generator would ignore this value"
            ),
        ));
        None
    }

    fn string(&mut self, key: &str) -> Option<String> {
        self.get(key, Value::is_string, "a string")
            .and_then(Value::as_str)
            .map(str::to_owned)
    }

    fn boolean(&mut self, key: &str) -> bool {
        self.get(key, Value::is_boolean, "a boolean")
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }

    fn compatibility(&mut self) -> Compatibility {
        self.string("compatibility")
            .map_or(Compatibility::Default, |c| Compatibility::named(&c))
    }

    /// An array of strings; items that are not strings are noted and left out.
    fn string_list(&mut self, key: &str) -> Vec<String> {
        let Some(Value::Array(items)) = self.get(key, Value::is_array, "an array of strings")
        else {
            return Vec::new();
        };
        let lang = self.lang;
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            match item.as_str() {
                Some(text) => out.push(text.to_owned()),
                None => self.wrong.push((
                    pointer::join(&["language", lang, key, &i.to_string()]),
                    format!("`language.{lang}.{key}` holds something other than a string; it would be ignored"),
                )),
            }
        }
        out
    }

    /// An object of strings; members that are not strings are noted and left out.
    fn string_map(&mut self, key: &str) -> BTreeMap<String, String> {
        let Some(Value::Object(members)) = self.get(key, Value::is_object, "an object of strings")
        else {
            return BTreeMap::new();
        };
        let lang = self.lang;
        let mut out = BTreeMap::new();
        for (name, value) in members {
            match value.as_str() {
                Some(text) => {
                    out.insert(name.clone(), text.to_owned());
                }
                None => self.wrong.push((
                    pointer::join(&["language", lang, key, name]),
                    format!("`language.{lang}.{key}` maps `{name}` to something other than a string; the SDK generator would ignore it"),
                )),
            }
        }
        out
    }
}

/// Decodes a package's `language` blocks; `wrong` receives the settings of the wrong kind.
pub(crate) fn decode(language: &LanguageMap, wrong: &mut Vec<WrongKind>) -> Settings {
    Settings {
        go: decode_go(&mut Block::new(language, "go", wrong)),
        nodejs: decode_nodejs(&mut Block::new(language, "nodejs", wrong)),
        python: decode_python(&mut Block::new(language, "python", wrong)),
        csharp: decode_csharp(&mut Block::new(language, "csharp", wrong)),
        java: decode_java(&mut Block::new(language, "java", wrong)),
        sdkgen: decode_sdkgen(&mut Block::new(language, SDKGEN, wrong)),
    }
}

/// The member of `language` that holds sdkgen's own options.
const SDKGEN: &str = "x-sdkgen";

fn decode_sdkgen(b: &mut Block) -> SdkgenSettings {
    SdkgenSettings {
        keep: b.string_list("keep"),
    }
}

fn decode_go(b: &mut Block) -> GoSettings {
    GoSettings {
        import_base_path: b.string("importBasePath"),
        root_package_name: b.string("rootPackageName"),
        internal_module_name: b.string("internalModuleName"),
        generics: b
            .string("generics")
            .and_then(|mode| Generics::NAMED.iter().find(|(n, _)| *n == mode))
            .map_or(Generics::None, |(_, g)| *g),
        module_to_package: b.string_map("moduleToPackage"),
        package_import_aliases: b.string_map("packageImportAliases"),
        generate_resource_container_types: b.boolean("generateResourceContainerTypes"),
        generate_extra_input_types: b.boolean("generateExtraInputTypes"),
        disable_object_defaults: b.boolean("disableObjectDefaults"),
        disable_input_type_registrations: b.boolean("disableInputTypeRegistrations"),
        lift_single_value_method_returns: b.boolean("liftSingleValueMethodReturns"),
        respect_schema_version: b.boolean("respectSchemaVersion"),
    }
}

fn decode_nodejs(b: &mut Block) -> NodejsSettings {
    NodejsSettings {
        package_name: b.string("packageName"),
        package_description: b.string("packageDescription"),
        readme: b.string("readme"),
        compatibility: b.compatibility(),
        module_to_package: b.string_map("moduleToPackage"),
        dependencies: b.string_map("dependencies"),
        dev_dependencies: b.string_map("devDependencies"),
        disable_union_output_types: b.boolean("disableUnionOutputTypes"),
        lift_single_value_method_returns: b.boolean("liftSingleValueMethodReturns"),
        respect_schema_version: b.boolean("respectSchemaVersion"),
    }
}

fn decode_python(b: &mut Block) -> PythonSettings {
    let pyproject = match b.get("pyproject", Value::is_object, "an object") {
        Some(Value::Object(p)) => match p.get("enabled") {
            Some(Value::Bool(enabled)) => *enabled,
            Some(_) => {
                b.wrong.push((
                    "/language/python/pyproject/enabled".to_owned(),
                    "`language.python.pyproject.enabled` must be a boolean".to_owned(),
                ));
                false
            }
            None => false,
        },
        _ => false,
    };
    PythonSettings {
        package_name: b.string("packageName"),
        readme: b.string("readme"),
        python_requires: b.string("pythonRequires"),
        classes_only: b.string("inputTypes").as_deref() == Some("classes"),
        compatibility: b.compatibility(),
        module_name_overrides: b.string_map("moduleNameOverrides"),
        requires: b.string_map("requires"),
        pyproject,
        respect_schema_version: b.boolean("respectSchemaVersion"),
    }
}

fn decode_csharp(b: &mut Block) -> CsharpSettings {
    CsharpSettings {
        root_namespace: b.string("rootNamespace"),
        compatibility: b.compatibility(),
        namespaces: b.string_map("namespaces"),
        package_references: b.string_map("packageReferences"),
        dictionary_constructors: b.boolean("dictionaryConstructors"),
        lift_single_value_method_returns: b.boolean("liftSingleValueMethodReturns"),
        respect_schema_version: b.boolean("respectSchemaVersion"),
    }
}

fn decode_java(b: &mut Block) -> JavaSettings {
    let repositories = b
        .get("repositories", Value::is_array, "a list of strings")
        .and_then(Value::as_array)
        .map(|items| {
            items
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    JavaSettings {
        base_package: b.string("basePackage").filter(|s| !s.is_empty()),
        packages: b.string_map("packages"),
        build_files: b.string("buildFiles").filter(|s| !s.is_empty()),
        dependencies: b.string_map("dependencies"),
        repositories,
        nexus_plugin_version: b
            .string("gradleNexusPublishPluginVersion")
            .filter(|s| !s.is_empty()),
        gradle_test: b.string("gradleTest").filter(|s| !s.is_empty()),
    }
}

/// The `language.<lang>.name` of each language (a value that is not a string is no name).
pub(crate) fn name_overrides(language: &LanguageMap) -> NameOverrides {
    let name = |lang: &str| {
        language
            .get(lang)
            .and_then(|l| l.get("name"))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    NameOverrides {
        python: name("python"),
        nodejs: name("nodejs"),
        go: name("go"),
        csharp: name("csharp"),
        java: name("java"),
        rust: name("rust"),
    }
}

/// An object type's `language.nodejs.requiredInputs` and `requiredOutputs`.
pub(crate) fn nodejs_required(language: &LanguageMap) -> NodejsRequired {
    let list = |key: &str| {
        let items = language.get("nodejs")?.get(key)?.as_array()?;
        Some(
            items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect(),
        )
    };
    NodejsRequired {
        inputs: list("requiredInputs"),
        outputs: list("requiredOutputs"),
    }
}

impl Binder<'_> {
    /// Decodes the package's settings, reporting those of the wrong kind and values the SDKs
    /// cannot use.
    pub(super) fn language_settings(&mut self) -> Settings {
        let language = &self.spec.language;
        let mut wrong = Vec::new();
        let settings = decode(language, &mut wrong);
        for (at, message) in wrong {
            self.report(Code::WrongKind, message, at);
        }
        for (lang, block) in language {
            let Some(members) = block.as_object() else {
                continue;
            };
            for (key, value) in members {
                let Some(lang) = ["go", "nodejs", "python", "csharp"]
                    .into_iter()
                    .find(|l| l == lang)
                else {
                    continue;
                };
                if let Some((problem, at_key_of)) = value_problem(lang, key, value) {
                    let at = pointer::join(&["language", lang, key]);
                    let d = match at_key_of {
                        Some(name) => self
                            .diagnostic(
                                Code::InvalidLanguageSetting,
                                problem,
                                pointer::child(&at, &name),
                            )
                            .at_key(),
                        None => self.diagnostic(Code::InvalidLanguageSetting, problem, at),
                    };
                    self.push(d);
                }
            }
        }
        settings
    }

    /// The Go SDK's generic variant has no form for `multiArgumentInputs`: refused here, where
    /// the function is, rather than when the Go SDK is rendered.
    pub(super) fn check_go_generics(
        &mut self,
        generics: Generics,
        functions: &[crate::ir::Function],
    ) {
        let mode = match generics {
            Generics::None => return,
            Generics::SideBySide => "side-by-side",
            Generics::Only => "generics-only",
        };
        for f in functions
            .iter()
            .filter(|f| f.multi_argument_inputs.is_some())
        {
            let at = pointer::join(&["functions", &f.token.raw, "multiArgumentInputs"]);
            self.report(
                Code::InvalidLanguageSetting,
                format!("function `{}` takes its inputs as separate arguments (multiArgumentInputs), which the generic Go SDK (`language.go.generics` is `{mode}`) cannot do", f.token.raw),
                at,
            );
        }
    }
}

/// What is wrong with a setting's value, if anything, and the member name it is about (for a
/// map whose names are checked).
fn value_problem(lang: &str, key: &str, value: &Value) -> Option<(String, Option<String>)> {
    match (lang, key, value) {
        // Empty means unset, the default applies (as in Pulumi's generator; tls's schema has
        // `"packageName": ""`).
        ("go", "importBasePath", Value::String(s)) | ("nodejs", "packageName", Value::String(s))
            if s.is_empty() =>
        {
            None
        }
        ("go", "importBasePath", Value::String(path)) => go_import_path_problem(path)
            .map(|p| (format!("`language.go.importBasePath` `{path}` {p}; it is the Go SDK's import path, such as `github.com/example/pulumi-example/sdk/go/example`"), None)),
        ("go", "generics", Value::String(mode))
            if !Generics::NAMED.iter().any(|(name, _)| name == mode) =>
        {
            let names: Vec<&str> = Generics::NAMED.iter().map(|(name, _)| *name).collect();
            Some((
                format!("`language.go.generics` `{mode}` is not one of {}", quoted_list(&names)),
                None,
            ))
        }
        ("nodejs", "packageName", Value::String(name)) => npm_name_problem(name).map(|p| {
            (format!("`language.nodejs.packageName` `{name}` {p}; it is the npm package's name, such as `@example/pulumi-example`"), None)
        }),
        ("nodejs", "dependencies" | "devDependencies", Value::Object(deps)) => {
            deps.keys().find_map(|name| {
                npm_name_problem(name).map(|p| {
                    (format!("`language.nodejs.{key}` names `{name}`, which {p}, so `npm install` would refuse the package"), Some(name.clone()))
                })
            })
        }
        ("csharp", "packageReferences", Value::Object(references)) => {
            references.iter().find_map(|(name, version)| {
                if !is_nuget_id(name) {
                    return Some((format!("`language.csharp.packageReferences` names `{name}`, which is not a NuGet package ID (letters, digits, `.`, `_` and `-`), so MSBuild would read more than a name in the project file"), Some(name.clone())));
                }
                let version = version.as_str()?;
                (!is_nuget_version(version)).then(|| {
                    (format!("`language.csharp.packageReferences` gives `{name}` the version `{version}`, which is not a NuGet version or range (such as `13.0.3`, `3.*` or `[3.71.1,4)`), so MSBuild would read more than a version in the project file"), Some(name.clone()))
                })
            })
        }
        ("python", "requires", Value::Object(requires)) => requires.keys().find_map(|name| {
            (!is_python_distribution_name(name)).then(|| {
                (format!("`language.python.requires` names `{name}`, which is not a Python distribution name (letters, digits, `.`, `_` and `-`, starting and ending with a letter or digit), so pip would refuse the package"), Some(name.clone()))
            })
        }),
        _ => None,
    }
}

fn quoted_list(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| format!("`{i}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why `path` is not a Go import path (Go's `module.CheckImportPath`, in short), if it is not.
/// A trailing `/` is allowed: the Go backend drops it.
fn go_import_path_problem(path: &str) -> Option<String> {
    let path = path.trim_end_matches('/');
    if path.is_empty() {
        return Some("is empty".into());
    }
    if path.starts_with('/') {
        return Some("is absolute (Go import paths never start with `/`)".into());
    }
    for element in path.split('/') {
        if element.is_empty() {
            return Some("has an empty element (`//`)".into());
        }
        if element.starts_with('.') {
            return Some(format!(
                "has the element `{element}`, which starts with a dot"
            ));
        }
        if let Some(c) = element
            .chars()
            .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~' | '+')))
        {
            return Some(format!(
                "holds {c:?}, which Go import paths cannot (letters, digits and `-._~+` only)"
            ));
        }
    }
    None
}

/// Why `name` is not a valid npm package name (npm's `validate-npm-package-name` for new
/// packages), if it is not.
fn npm_name_problem(name: &str) -> Option<String> {
    if name.is_empty() {
        return Some("is empty".into());
    }
    if name.len() > 214 {
        return Some("is longer than 214 characters".into());
    }
    let part_ok = |part: &str| {
        !part.is_empty()
            && !part.starts_with(['.', '_'])
            && part.chars().all(|c| {
                c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '.' | '_' | '~')
            })
    };
    let ok = match name.strip_prefix('@') {
        Some(scoped) => {
            matches!(scoped.split_once('/'), Some((scope, rest)) if part_ok(scope) && part_ok(rest))
        }
        None => part_ok(name),
    };
    (!ok).then(|| {
        "is not an npm package name (lower-case letters, digits and `-._~`, not starting with `.` or `_`, optionally under one `@scope/`)".into()
    })
}

/// PEP 508's names: letters, digits, `.`, `_`, `-`, starting and ending alphanumeric.
fn is_python_distribution_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes[0].is_ascii_alphanumeric()
        && bytes[bytes.len() - 1].is_ascii_alphanumeric()
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

/// A NuGet package ID: letters, digits, `.`, `_`, `-`, at most 100 characters.
pub(crate) fn is_nuget_id(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 100
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// A NuGet version (`13.0.3`, `1.0.0-beta.2+build`), floating version (`3.*`) or range
/// (`[3.71.1,4)`, `(,2.0]`): those characters only.
pub(crate) fn is_nuget_version(version: &str) -> bool {
    !version.trim().is_empty()
        && version.len() <= 100
        && version.chars().all(|c| {
            c.is_ascii_alphanumeric()
                || matches!(c, '.' | '*' | '[' | ']' | '(' | ')' | ',' | '-' | '+' | ' ')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_import_paths() {
        for ok in [
            "github.com/pulumi/pulumi-random/sdk/v4/go/random",
            "legacy-names/legacy_names",
            "example/",
        ] {
            assert_eq!(go_import_path_problem(ok), None, "{ok}");
        }
        for bad in ["", "/abs/evil", "a//b", "a/../b", "a/.x", "a b", "a\\b"] {
            assert!(go_import_path_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn npm_names() {
        for ok in ["@pulumi/random", "pulumi-x", "a.b_c~d"] {
            assert_eq!(npm_name_problem(ok), None, "{ok}");
        }
        for bad in [
            "",
            "../../evil",
            "@scope",
            "@/x",
            "Upper",
            ".hidden",
            "_x",
            "a/b",
            "@a/b/c",
        ] {
            assert!(npm_name_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn only_nuget_ids_and_ranges_pass() {
        assert!(is_nuget_id("Pulumi.Random"));
        assert!(!is_nuget_id("$(Evil)"));
        assert!(!is_nuget_id("a;b"));
        assert!(is_nuget_version("[3.71.1.0,4)"));
        assert!(is_nuget_version("1.0.0-beta.2+build"));
        assert!(!is_nuget_version("$(Version)"));
        assert!(!is_nuget_version("1'0"));
        assert!(!is_nuget_version(""));
    }
}
