//! The view model shared by the Node.js templates: interfaces and their fields, with every
//! name, annotation and comment already computed.

use serde::Serialize;

use super::literals::{jsdoc, key};
use super::types::{Form, Speller};
use crate::backends::doc_text;
use crate::ir::{Package, Property};

/// One property of an interface.
#[derive(Serialize, Clone, Debug)]
pub struct Field {
    /// Its JSDoc block, indented, or empty.
    pub doc: String,
    /// The property name as written (quoted when it is no identifier).
    pub key: String,
    /// Written `name?:`.
    pub optional: bool,
    /// The annotation.
    pub ty: String,
    /// Written `readonly name`.
    pub readonly: bool,
}

/// An exported interface.
#[derive(Serialize, Clone, Debug)]
pub struct Interface {
    pub doc: String,
    /// The indentation of its `export interface` line (nested in namespaces).
    pub indent: String,
    pub name: String,
    pub fields: Vec<Field>,
    /// The `…ProvideDefaults` function written after it, if its type has defaults.
    pub defaults: Option<DefaultsFunction>,
}

/// `export function fooArgsProvideDefaults(val: FooArgs): FooArgs`: the value with every
/// schema default applied.
#[derive(Serialize, Clone, Debug)]
pub struct DefaultsFunction {
    pub name: String,
    /// `key: expression` entries of the returned object.
    pub entries: Vec<(String, String)>,
}

/// The description of a schema element as Node.js documentation.
pub fn doc_of(text: Option<&str>, deprecated: Option<&str>, indent: &str) -> String {
    let text = doc_text::for_language(text.unwrap_or_default(), "nodejs");
    jsdoc(&text, deprecated, indent)
}

/// An interface of `properties` in `form` (its `doc` left to the caller); `required` decides
/// `name?:` per property.
pub fn interface<'p>(
    speller: &Speller,
    name: String,
    properties: impl IntoIterator<Item = &'p Property>,
    form: Form,
    readonly: bool,
    required: &dyn Fn(&Property) -> bool,
    indent: &str,
) -> Interface {
    let field_indent = format!("{indent}    ");
    let fields = properties
        .into_iter()
        .map(|p| {
            let (optional, ty) = speller.property(p, form, required(p));
            Field {
                doc: doc_of(
                    p.description.as_deref(),
                    p.deprecation_message.as_deref(),
                    &field_indent,
                ),
                key: key(&p.name),
                optional,
                ty,
                readonly,
            }
        })
        .collect();
    Interface {
        doc: String::new(),
        indent: indent.to_owned(),
        name,
        fields,
        defaults: None,
    }
}

/// `required` for properties whose schema `required` flag decides.
pub fn schema_required(p: &Property) -> bool {
    p.required
}

/// The package reference a parameterized package's registrations, invokes and calls are sent
/// with (its resources are not the base provider's own), or None.
pub fn package_ref(package: &Package) -> Option<&'static str> {
    package
        .parameterization
        .as_ref()
        .map(|_| "utilities.getPackage()")
}
