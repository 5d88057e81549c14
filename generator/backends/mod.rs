//! One backend per target language, and the docs: each reads its language's naming plan
//! (`naming/`) and builds its view model from the IR. Each renders its files through its templates (`templates/<lang>/`), but
//! not only: some target code is still written by Rust code (Go's constructor bodies, most of
//! the Rust crate); ARCHITECTURE.md says where each kind of text belongs.

pub mod csharp;
pub mod docs;
pub mod go;
pub mod java;
pub mod nodejs;
pub mod python;
pub mod rust;

pub mod doc_text;

use crate::ir::Property;

use serde_json::Value;

/// Which declaration of a property a type is read from: the docs show, for each SDK, the type
/// that SDK declares for the property where the docs' table is about (each backend answers with
/// its own type speller, see [`DeclaredTypes`]).
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

pub use crate::naming::spellings::Owner;

/// One SDK's type speller, as the docs read it: the type the SDK declares for a property of
/// `owner` in its `declared` declaration; `None` where the SDK has no such declaration. Each
/// language backend makes its own (`declared_types`), and `generate` hands them to the docs, so
/// that no backend uses another.
pub trait DeclaredTypes: Sync {
    fn declared_type(&self, declared: Declared, owner: Owner, p: &Property) -> Option<String>;
}

/// Each SDK's type speller, in the docs' language order (Python, TypeScript, Go, C#, Rust);
/// `None` for an SDK that cannot be generated for the package.
pub type TypeSpellers<'p> = [Option<Box<dyn DeclaredTypes + 'p>>; crate::naming::spellings::SDKS];

pub use crate::ir::settings::Compatibility;

/// The package version an SDK compiles in: the schema's, when the language's
/// `respectSchemaVersion` setting says so.
pub fn pinned_version(
    package: &crate::ir::Package,
    respect_schema_version: bool,
) -> Option<String> {
    if respect_schema_version {
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
