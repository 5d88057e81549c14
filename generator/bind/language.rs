//! The package's `language` settings that the backends read: each must have the JSON kind the
//! backend expects, and values that become names outside sdkgen's control (a Go import path, an
//! npm package name, Python requirements) must be ones the language accepts. So `validate`
//! succeeding means `generate` can, and the problem has a location. Settings that name
//! directories are checked by `check_language_paths` (E0314); unknown settings are left alone
//! (schemas carry settings for generators other than sdkgen's backends).

use serde_json::Value;

use super::Binder;
use crate::diagnostics::Code;
use crate::load::pointer;

/// The JSON kind a setting must have.
#[derive(Clone, Copy)]
enum Kind {
    String,
    Boolean,
    /// An object whose values are strings.
    StringMap,
    /// An object (its members are checked on their own).
    Object,
}

impl Kind {
    fn fits(self, value: &Value) -> bool {
        match self {
            Kind::String => value.is_string(),
            Kind::Boolean => value.is_boolean(),
            Kind::StringMap | Kind::Object => value.is_object(),
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Kind::String => "a string",
            Kind::Boolean => "a boolean",
            Kind::StringMap => "an object of strings",
            Kind::Object => "an object",
        }
    }
}

/// Every package-level setting a backend reads, with its kind.
const SETTINGS: &[(&str, &str, Kind)] = &[
    ("go", "importBasePath", Kind::String),
    ("go", "rootPackageName", Kind::String),
    ("go", "internalModuleName", Kind::String),
    ("go", "generics", Kind::String),
    ("go", "moduleToPackage", Kind::StringMap),
    ("go", "packageImportAliases", Kind::StringMap),
    ("go", "generateResourceContainerTypes", Kind::Boolean),
    ("go", "generateExtraInputTypes", Kind::Boolean),
    ("go", "disableObjectDefaults", Kind::Boolean),
    ("go", "disableInputTypeRegistrations", Kind::Boolean),
    ("go", "liftSingleValueMethodReturns", Kind::Boolean),
    ("go", "respectSchemaVersion", Kind::Boolean),
    ("nodejs", "packageName", Kind::String),
    ("nodejs", "packageDescription", Kind::String),
    ("nodejs", "readme", Kind::String),
    ("nodejs", "compatibility", Kind::String),
    ("nodejs", "moduleToPackage", Kind::StringMap),
    ("nodejs", "dependencies", Kind::StringMap),
    ("nodejs", "devDependencies", Kind::StringMap),
    ("nodejs", "disableUnionOutputTypes", Kind::Boolean),
    ("nodejs", "liftSingleValueMethodReturns", Kind::Boolean),
    ("nodejs", "respectSchemaVersion", Kind::Boolean),
    ("python", "packageName", Kind::String),
    ("python", "readme", Kind::String),
    ("python", "pythonRequires", Kind::String),
    ("python", "inputTypes", Kind::String),
    ("python", "compatibility", Kind::String),
    ("python", "moduleNameOverrides", Kind::StringMap),
    ("python", "requires", Kind::StringMap),
    ("python", "pyproject", Kind::Object),
    ("python", "respectSchemaVersion", Kind::Boolean),
    ("csharp", "rootNamespace", Kind::String),
    ("csharp", "compatibility", Kind::String),
    ("csharp", "namespaces", Kind::StringMap),
    ("csharp", "dictionaryConstructors", Kind::Boolean),
    ("csharp", "liftSingleValueMethodReturns", Kind::Boolean),
    ("csharp", "respectSchemaVersion", Kind::Boolean),
];

/// `language.go.generics` values (any other is not a mode the Go backend knows).
const GO_GENERICS: &[&str] = &["none", "side-by-side", "generics-only"];

impl Binder<'_> {
    pub(super) fn check_language_settings(&mut self) {
        let language = &self.spec.language;
        let mut found: Vec<(Code, String, String, bool)> = Vec::new();
        for (lang, block) in language {
            if !matches!(lang.as_str(), "go" | "nodejs" | "python" | "csharp") {
                continue;
            }
            if !block.is_object() {
                found.push((
                    Code::WrongKind,
                    format!("`language.{lang}` must be an object of settings"),
                    pointer::join(&["language", lang]),
                    false,
                ));
            }
        }
        for &(lang, key, kind) in SETTINGS {
            let Some(value) = language.get(lang).and_then(|l| l.get(key)) else {
                continue;
            };
            let at = pointer::join(&["language", lang, key]);
            if !kind.fits(value) {
                found.push((
                    Code::WrongKind,
                    format!("`language.{lang}.{key}` must be {}; the SDK generator would ignore this value", kind.noun()),
                    at,
                    false,
                ));
                continue;
            }
            if let (Kind::StringMap, Value::Object(members)) = (kind, value) {
                for (name, _) in members.iter().filter(|(_, v)| !v.is_string()) {
                    found.push((
                        Code::WrongKind,
                        format!("`language.{lang}.{key}` maps `{name}` to something other than a string; the SDK generator would ignore it"),
                        pointer::child(&at, name),
                        false,
                    ));
                }
            }
            if let Some((problem, at_key_of)) = value_problem(lang, key, value) {
                let (at, at_key) = match at_key_of {
                    Some(name) => (pointer::child(&at, &name), true),
                    None => (at, false),
                };
                found.push((Code::InvalidLanguageSetting, problem, at, at_key));
            }
        }
        if let Some(value) = language
            .get("python")
            .and_then(|p| p.get("pyproject"))
            .and_then(|p| p.get("enabled"))
        {
            if !value.is_boolean() {
                found.push((
                    Code::WrongKind,
                    "`language.python.pyproject.enabled` must be a boolean".to_owned(),
                    "/language/python/pyproject/enabled".to_owned(),
                    false,
                ));
            }
        }
        for (code, message, at, at_key) in found {
            let mut d = self.diagnostic(code, message, at);
            if at_key {
                d = d.at_key();
            }
            self.push(d);
        }
    }

    /// The Go SDK's generic variant has no form for `multiArgumentInputs`: refused here, where
    /// the function is, rather than when the Go SDK is rendered.
    pub(super) fn check_go_generics(&mut self, functions: &[crate::ir::Function]) {
        let generics = self
            .spec
            .language
            .get("go")
            .and_then(|g| g.get("generics"))
            .and_then(Value::as_str);
        let Some(mode @ ("side-by-side" | "generics-only")) = generics else {
            return;
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
        ("go", "generics", Value::String(mode)) if !GO_GENERICS.contains(&mode.as_str()) => Some((
            format!("`language.go.generics` `{mode}` is not one of {}", quoted_list(GO_GENERICS)),
            None,
        )),
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
}
