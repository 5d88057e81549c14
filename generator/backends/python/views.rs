//! The view model of the Python SDK: one serializable struct per template, with every name,
//! annotation and literal already computed, so templates only lay text out.

use serde::Serialize;

use super::literals::{self, EnvParse};
use super::types::{Shape, TypeSpeller};
use crate::backends::doc_text;
use crate::ir::shapes::Shapes;
use crate::ir::{Package, Property, Type};
pub use crate::naming::python::attribute_name;
use crate::naming::python::plan::Plan as Names;

/// A property as a field of a generated class (Args, TypedDict, output, result).
#[derive(Debug, Serialize)]
pub struct Field {
    /// The wire name, as a Python string literal.
    pub wire: String,
    /// The wire name as written in the schema.
    #[serde(skip)]
    pub wire_name: String,
    /// The attribute name (`display_name`).
    pub name: String,
    /// Whether the field must be given (inputs) or is always present (outputs).
    pub required: bool,
    /// The `__init__` parameter annotation (with `Optional`/`= None` handled by the template).
    pub param_type: String,
    /// The getter's return annotation.
    pub getter_type: String,
    /// The annotation when the value may be absent (function results' `__init__`).
    pub optional_type: String,
    /// `@pulumi.getter` or `@pulumi.getter(name="…")`.
    pub getter: String,
    /// The TypedDict annotation (input classes only).
    pub dict_type: String,
    /// The description, ready for [`literals::docstring`].
    pub doc: String,
    /// The default expression applied when the field is not given.
    pub default: Option<String>,
    /// The constant it always has.
    pub constant: Option<String>,
    /// The deprecation message as a string literal.
    pub deprecation: Option<String>,
    /// For results: the runtime type checked by `isinstance`.
    pub runtime_type: String,
}

/// A generated class of properties.
#[derive(Debug, Serialize)]
pub struct Class {
    pub name: String,
    pub doc: String,
    /// The `__init__` docstring: the description and a `:param` line per field.
    pub init_doc: String,
    pub fields: Vec<Field>,
    /// Output classes of resource outputs warn when read with camelCase keys.
    pub key_warnings: Vec<(String, String)>,
    /// Declares the `…Dict` TypedDict beside the class (input classes).
    pub typed_dict: bool,
}

/// Builds fields and classes for one module.
pub struct Builder<'a> {
    pub types: TypeSpeller<'a>,
}

impl<'a> Builder<'a> {
    pub fn new(
        package: &'a Package,
        names: &'a Names,
        shapes: &'a [Shapes],
        module: &str,
        in_inputs_file: bool,
    ) -> Self {
        Builder {
            types: TypeSpeller::new(package, names, shapes, module, in_inputs_file),
        }
    }

    /// A field of a class in `shape`.
    pub fn field(&self, p: &Property, shape: Shape) -> Field {
        let name = attribute_name(p);
        let shape = if shape == Shape::Input && p.plain {
            Shape::Plain
        } else {
            shape
        };
        // A field with a default may be omitted even when required.
        let required = p.required && p.default.is_none() && p.default_env.is_empty();
        let param_type = if required {
            self.types.required(&p.type_, shape, false)
        } else {
            self.types.optional(&p.type_, shape, false)
        };
        let getter_type = if p.required {
            self.types.required(&p.type_, shape, false)
        } else {
            self.types.optional(&p.type_, shape, false)
        };
        let optional_type = self.types.optional(&p.type_, shape, false);
        let dict_type = match shape {
            Shape::Output => String::new(),
            // As Pulumi types it: a default does not make a TypedDict key optional.
            _ => self.types.dict_field(&p.type_, shape, p.required),
        };
        Field {
            wire: literals::string(&p.name),
            wire_name: p.name.clone(),
            getter: getter_decorator(&p.name, &name),
            name,
            required,
            param_type,
            getter_type,
            optional_type,
            dict_type,
            doc: describe(p.description.as_deref()),
            default: default_of(p),
            constant: p.const_value.as_ref().map(literals::scalar),
            deprecation: p.deprecation_message.as_deref().map(literals::string),
            runtime_type: runtime_type(&p.type_),
        }
    }

    /// A class of `props` in `shape`, sorted like Pulumi's: required first, then by wire name.
    pub fn class(&self, name: String, doc: &str, props: &[&Property], shape: Shape) -> Class {
        let mut props: Vec<&Property> = props.to_vec();
        props.sort_by(|a, b| b.required.cmp(&a.required).then(a.name.cmp(&b.name)));
        let fields: Vec<Field> = props.iter().map(|p| self.field(p, shape)).collect();
        let params: Vec<(String, String)> = fields
            .iter()
            .map(|f| (f.name.clone(), f.doc.clone()))
            .collect();
        Class {
            name,
            init_doc: join_docs(&[doc, &param_docs(&params)]),
            doc: doc.to_owned(),
            fields,
            key_warnings: Vec::new(),
            typed_dict: shape != Shape::Output && self.types.typed_dicts(),
        }
    }
}

/// `@pulumi.getter`, naming the wire name when it differs from the attribute.
pub fn getter_decorator(wire: &str, attribute: &str) -> String {
    if wire == attribute {
        "@pulumi.getter".into()
    } else {
        format!("@pulumi.getter(name={})", literals::string(wire))
    }
}

/// A description as Python readers see it.
pub fn describe(text: Option<&str>) -> String {
    text.map(|t| doc_text::for_language(t, "python"))
        .unwrap_or_default()
}

/// The default expression of a property, if it has one.
pub fn default_of(p: &Property) -> Option<String> {
    literals::default_expr(p.default.as_ref(), &p.default_env, env_parse(&p.type_))
}

fn env_parse(ty: &Type) -> EnvParse {
    match ty {
        Type::Boolean => EnvParse::Bool,
        Type::Integer => EnvParse::Int,
        Type::Number => EnvParse::Float,
        Type::Token(t) => env_parse(&t.underlying),
        _ => EnvParse::Str,
    }
}

/// What `isinstance` checks a function result field against (Pulumi's `pyType`).
fn runtime_type(ty: &Type) -> String {
    match ty {
        Type::Boolean => "bool",
        Type::Integer => "int",
        Type::Number => "float",
        Type::String => "str",
        Type::Array(_) => "list",
        Type::Token(t) => return runtime_type(&t.underlying),
        Type::Enum(_) => "str",
        _ => "dict",
    }
    .into()
}

/// `:param name: description` lines for a docstring.
pub fn param_docs(fields: &[(String, String)]) -> String {
    let mut out = String::new();
    for (name, doc) in fields {
        if doc.is_empty() {
            continue;
        }
        let mut lines = doc.lines();
        out.push_str(&format!(
            ":param {name}: {}\n",
            lines.next().unwrap_or_default()
        ));
        for line in lines {
            if line.trim().is_empty() {
                out.push('\n');
            } else {
                out.push_str("       ");
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// Joins doc paragraphs, skipping empty ones.
pub fn join_docs(parts: &[&str]) -> String {
    parts
        .iter()
        .map(|p| p.trim_end())
        .filter(|p| !p.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n\n")
}
