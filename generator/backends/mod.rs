//! One backend per target language: each runs its naming pass, builds its view model from the
//! IR and renders it through its templates (`templates/<lang>/`).

pub mod csharp;
pub mod docs;
pub mod go;
pub mod java;
pub mod nodejs;
pub mod python;
pub mod rust;
pub mod shapes;
pub mod wrapped;

pub mod doc_text;

use std::collections::BTreeMap;

use serde_json::Value;

/// Which declaration of a property a type is read from: the docs show, for each SDK, the type
/// that SDK declares for the property where the docs' table is about (each backend answers with
/// its own type speller, see each backend's `declared_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declared {
    /// A resource constructor's argument (its `…Args` class or struct).
    ResourceInput,
    /// A resource's output property.
    ResourceOutput,
    /// A function's argument (the plain, awaitable form).
    FunctionInput,
    /// A property of a function's result.
    FunctionOutput,
    /// A property of an object type's plain input form (function arguments' types).
    ObjectPlainInput,
    /// A property of an object type's input form (`…Args`).
    ObjectInput,
    /// A property of an object type's output form.
    ObjectOutput,
    /// A configuration variable's getter.
    Config,
}

/// Pulumi's `language.<lang>.compatibility` modes, which change generated names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compatibility {
    Default,
    /// `tfbridge20`: Python input classes always end in `Args` and function-only outputs in
    /// `Result`; Node.js input shapes drop `Args` (unless function arguments).
    TfBridge20,
    /// `kubernetes20`: like tfbridge20 for names; Python resource files keep their class names,
    /// Node.js resource outputs are typed as required.
    Kubernetes20,
}

impl Compatibility {
    /// The mode a language block's `compatibility` setting names.
    pub fn of(language: Option<&Value>) -> Compatibility {
        match language
            .and_then(|l| l.get("compatibility"))
            .and_then(Value::as_str)
        {
            Some("tfbridge20") => Compatibility::TfBridge20,
            Some("kubernetes20") => Compatibility::Kubernetes20,
            _ => Compatibility::Default,
        }
    }
}

/// A language setting that maps names to strings (`moduleToPackage`, `dependencies`, …);
/// entries whose value is not a string are ignored.
pub fn string_map(setting: Option<&Value>) -> BTreeMap<String, String> {
    setting
        .and_then(Value::as_object)
        .map(|m| {
            m.iter()
                .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_owned())))
                .collect()
        })
        .unwrap_or_default()
}

/// The package version an SDK compiles in: the schema's, when `language.<lang>` sets
/// `respectSchemaVersion`.
pub fn pinned_version(package: &crate::ir::Package, lang: &str) -> Option<String> {
    let respect = package
        .language
        .get(lang)
        .and_then(|l| l.get("respectSchemaVersion"))
        .and_then(Value::as_bool)
        .unwrap_or(false);
    if respect {
        package.version.clone()
    } else {
        None
    }
}

/// `pulumi-plugin.json`: the plugin the package's resources need (`version` and `server` only
/// when known), without a trailing newline.
pub fn plugin_json(package: &crate::ir::Package, version: Option<&str>) -> String {
    serde_json::to_string_pretty(&Value::Object(plugin_description(package, version)))
        .unwrap_or_else(|_| "{}".to_owned())
}

/// What `pulumi-plugin.json` (and a Node.js package.json's `pulumi` section) says of the plugin.
/// A parameterized package runs on its base provider: the plugin is that provider, and
/// `parameterization` says what to parameterize it with.
pub fn plugin_description(
    package: &crate::ir::Package,
    version: Option<&str>,
) -> serde_json::Map<String, Value> {
    let mut map = serde_json::Map::new();
    map.insert("resource".into(), true.into());
    match &package.parameterization {
        Some(base) => {
            map.insert("name".into(), base.base_provider.clone().into());
            map.insert("version".into(), base.base_version.clone().into());
        }
        None => {
            map.insert("name".into(), package.name.clone().into());
            if let Some(v) = version {
                map.insert("version".into(), v.into());
            }
        }
    }
    if let Some(url) = &package.plugin_download_url {
        map.insert("server".into(), url.clone().into());
    }
    if let Some(base) = &package.parameterization {
        let mut parameterization = serde_json::Map::new();
        parameterization.insert("name".into(), package.name.clone().into());
        if let Some(v) = &package.version {
            parameterization.insert("version".into(), v.clone().into());
        }
        // The parameter, base64 as the schema gives it (`null` without one, as Pulumi writes it).
        parameterization.insert(
            "value".into(),
            base.parameter.clone().map_or(Value::Null, Value::from),
        );
        map.insert("parameterization".into(), Value::Object(parameterization));
    }
    map
}

/// The first non-blank line of a description, trimmed (package descriptions in metadata).
pub fn first_line(text: &str) -> String {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default()
        .trim()
        .to_owned()
}
