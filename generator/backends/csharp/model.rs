//! Pulumi's wrapped type model as the .NET generator sees it: [`crate::backends::wrapped`]'s,
//! with references into other packages kept ([`Wrapped::External`]), which C# spells as that
//! package's classes when its schema was at hand.

use crate::ir::{EnumId, ExternalKind, ExternalRef, ObjectId, Property, ResourceId, Type};

/// A type as Pulumi's .NET generator sees it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Wrapped {
    Bool,
    Int,
    Number,
    String,
    /// `pulumi.json#/Any`, and references into packages whose schema is not at hand.
    Any,
    /// `pulumi.json#/Json`.
    Json,
    Asset,
    Archive,
    Array(Box<Wrapped>),
    Map(Box<Wrapped>),
    /// An object type of this package; `input` is its input shape (`…Args`).
    Object {
        id: ObjectId,
        input: bool,
    },
    Enum(EnumId),
    /// A resource of this package; `None` is the provider.
    Resource(Option<ResourceId>),
    /// A type, resource or provider of another package (resolved); `input` is the input shape
    /// of an object type.
    External {
        reference: ExternalRef,
        input: bool,
    },
    Union(Vec<Wrapped>),
    /// Accepts an eventual value (`Input<T>`).
    Input(Box<Wrapped>),
    /// May be absent.
    Optional(Box<Wrapped>),
}

impl Wrapped {
    /// Without outer `Input`/`Optional` wrappers.
    pub fn unwrap(&self) -> &Wrapped {
        match self {
            Wrapped::Input(t) | Wrapped::Optional(t) => t.unwrap(),
            other => other,
        }
    }

    /// Wrapped in `Optional` unless it already is.
    fn optional(self) -> Wrapped {
        match self {
            Wrapped::Optional(_) => self,
            other => Wrapped::Optional(Box::new(other)),
        }
    }

    /// An enum, of this package or another.
    pub fn is_enum(&self) -> bool {
        match self {
            Wrapped::Enum(_) => true,
            Wrapped::External { reference, .. } => reference.is_enum,
            _ => false,
        }
    }
}

/// The wrapped form of a schema type; `input_shape` wraps every level in `Input` and uses the
/// input shape of object types, as Pulumi binds input properties.
pub fn bind(ty: &Type, input_shape: bool) -> Wrapped {
    let inner = match ty {
        Type::Boolean => Wrapped::Bool,
        Type::Integer => Wrapped::Int,
        Type::Number => Wrapped::Number,
        Type::String => Wrapped::String,
        Type::Any => Wrapped::Any,
        Type::External(e) if e.resolved => Wrapped::External {
            reference: e.clone(),
            input: input_shape && e.kind == ExternalKind::Type && !e.is_enum,
        },
        Type::External(_) => Wrapped::Any,
        Type::Json => Wrapped::Json,
        Type::Asset => Wrapped::Asset,
        Type::Archive => Wrapped::Archive,
        Type::Array(e) => Wrapped::Array(Box::new(bind(e, input_shape))),
        Type::Map(e) => Wrapped::Map(Box::new(bind(e, input_shape))),
        Type::Object(id) => Wrapped::Object {
            id: *id,
            input: input_shape,
        },
        Type::Enum(id) => Wrapped::Enum(*id),
        Type::Resource(id) => Wrapped::Resource(Some(*id)),
        Type::Provider => Wrapped::Resource(None),
        Type::Union(u) => Wrapped::Union(u.elements.iter().map(|e| bind(e, input_shape)).collect()),
        // An opaque token is generated as its declared primitive.
        Type::Token(t) => return bind(&t.underlying, input_shape),
    };
    if input_shape {
        Wrapped::Input(Box::new(inner))
    } else {
        inner
    }
}

/// The wrapped type of a property: in the input shape a `plain` property's outer level takes
/// no `Input`; a property that is not required is `Optional`.
pub fn property_type(p: &Property, input_shape: bool) -> Wrapped {
    let mut ty = bind(&p.type_, input_shape);
    if input_shape && p.plain {
        if let Wrapped::Input(inner) = ty {
            ty = *inner;
        }
    }
    if p.required {
        ty
    } else {
        ty.optional()
    }
}
