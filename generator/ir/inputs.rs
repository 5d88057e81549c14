//! The input plan: for each input a resource's constructor takes, how the value it sends is
//! produced (a constant, the caller's value with a default or environment variables, wrapped as
//! a secret, JSON-encoded for a provider). Decided here once; each backend only spells it.
//!
//! `outputOnly` properties are not inputs at all: bind leaves them out of a resource's inputs
//! and state and a function's inputs, and [`super::ObjectType::input_properties`] out of an
//! object type's input forms.

use crate::spec::ScalarValue;

use super::{Package, Property, Resource, Type};

/// One input of a resource's constructor.
#[derive(Debug, Clone, Copy)]
pub struct ResourceInput<'p> {
    pub property: &'p Property,
    pub value: InputValue<'p>,
    /// Sent as a secret: the caller's value and a default alike.
    pub secret: bool,
    /// An input of the provider: what is not a string travels JSON-encoded (see
    /// [`ResourceInput::json_encoded`]).
    provider: bool,
}

/// Where the value a constructor sends for an input comes from.
#[derive(Debug, Clone, Copy)]
pub enum InputValue<'p> {
    /// Always this constant; the caller gives none.
    Const(&'p ScalarValue),
    /// The caller's value; when it gives none, the first environment variable of `env` that is
    /// set, else `default`.
    Given {
        default: Option<&'p ScalarValue>,
        env: &'p [String],
    },
}

/// Which provider inputs an SDK sends as they are, as Pulumi's generator for its language
/// decides (providers read their configuration as strings, so the rest is JSON-encoded).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlainStrings {
    /// Strings, string enums and opaque tokens of strings (Python).
    StringLike,
    /// Those, and a union whose last element is one (a relaxed enum, `string | Enum`; Node.js).
    StringLikeOrRelaxedEnum,
    /// Strings and opaque tokens of strings; an enum is JSON-encoded too (C#).
    StringOrToken,
}

impl<'p> ResourceInput<'p> {
    /// The plan of one input of `resource`.
    pub fn of(resource: &Resource, property: &'p Property) -> ResourceInput<'p> {
        let value = match &property.const_value {
            Some(value) => InputValue::Const(value),
            None => InputValue::Given {
                default: property.default.as_ref(),
                env: &property.default_env,
            },
        };
        ResourceInput {
            property,
            value,
            secret: property.secret,
            provider: resource.is_provider,
        }
    }

    /// The constant it always has, if it is one.
    pub fn constant(&self) -> Option<&'p ScalarValue> {
        match self.value {
            InputValue::Const(value) => Some(value),
            InputValue::Given { .. } => None,
        }
    }

    /// Whether a default (a value or environment variables) applies when the caller gives none.
    pub fn has_default(&self) -> bool {
        matches!(self.value, InputValue::Given { default, env } if default.is_some() || !env.is_empty())
    }

    /// Whether the caller must give it: required, with no constant and no default.
    pub fn must_be_given(&self) -> bool {
        self.property.required
            && matches!(self.value, InputValue::Given { .. })
            && !self.has_default()
    }

    /// Whether the value travels JSON-encoded: a provider's input that is not, by `plain`, a
    /// string.
    pub fn json_encoded(&self, package: &Package, plain: PlainStrings) -> bool {
        self.provider && !is_plain_string(package, &self.property.type_, plain)
    }
}

/// The plan of every input of `resource`'s constructor, in order.
pub fn resource_inputs(resource: &Resource) -> Vec<ResourceInput<'_>> {
    resource
        .input_properties
        .iter()
        .map(|p| ResourceInput::of(resource, p))
        .collect()
}

/// Whether a value of `ty` is, by `plain`, a string a provider reads as it is.
pub fn is_plain_string(package: &Package, ty: &Type, plain: PlainStrings) -> bool {
    match (plain, ty) {
        (PlainStrings::StringLike, ty) => package.is_string(ty),
        (PlainStrings::StringLikeOrRelaxedEnum, Type::Union(union)) => union
            .elements
            .last()
            .is_some_and(|last| package.is_string(last)),
        (PlainStrings::StringLikeOrRelaxedEnum, ty) => package.is_string(ty),
        (PlainStrings::StringOrToken, Type::String) => true,
        (PlainStrings::StringOrToken, Type::Token(t)) => matches!(*t.underlying, Type::String),
        (PlainStrings::StringOrToken, _) => false,
    }
}
