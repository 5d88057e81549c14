//! Pulumi's wrapped type model, which its Go and .NET generators decide every spelling from:
//! input-shape properties are wrapped in `Input`, optional ones in `Optional`, and object types
//! come in a plain and an input shape. The IR keeps those facts as flags; this rebuilds the
//! wrapped form for the backends that need it, references into other packages included.

use crate::ir::{EnumId, ExternalKind, ExternalRef, ObjectId, Package, Property, ResourceId, Type};

/// A type as Pulumi's generators see it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Wrapped {
    Bool,
    Int,
    Number,
    String,
    /// `pulumi.json#/Any`, and types of other packages sdkgen cannot see.
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
    Union(Vec<Wrapped>),
    /// A type, resource or provider of another package whose schema was bound (see
    /// [`Package::externals`]); `input` is an object's input shape.
    External {
        reference: ExternalRef,
        input: bool,
    },
    /// A type token nothing at hand defines (a reference to another package's type whose
    /// schema sdkgen cannot see), named as Pulumi's generator names such a token.
    Opaque(String),
    /// Accepts an eventual value (`pulumi.…Input`).
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

    /// Without `Input` wrappers anywhere and with objects in their plain shape (Pulumi's
    /// `ResolvedType`).
    pub fn resolved(&self) -> Wrapped {
        match self {
            Wrapped::Input(t) => t.resolved(),
            Wrapped::Optional(t) => Wrapped::Optional(Box::new(t.resolved())),
            Wrapped::Array(t) => Wrapped::Array(Box::new(t.resolved())),
            Wrapped::Map(t) => Wrapped::Map(Box::new(t.resolved())),
            Wrapped::Object { id, .. } => Wrapped::Object {
                id: *id,
                input: false,
            },
            Wrapped::External { reference, .. } => Wrapped::External {
                reference: reference.clone(),
                input: false,
            },
            Wrapped::Union(ts) => Wrapped::Union(ts.iter().map(Wrapped::resolved).collect()),
            other => other.clone(),
        }
    }

    /// Wrapped in `Optional` unless it already is.
    pub fn optional(self) -> Wrapped {
        match self {
            Wrapped::Optional(_) => self,
            other => Wrapped::Optional(Box::new(other)),
        }
    }

    pub fn is_optional(&self) -> bool {
        matches!(self, Wrapped::Optional(_))
    }

    /// A relaxed enum (a union with an enum among its elements) is typed as that enum's element
    /// type.
    pub fn relaxed_enum(&self, package: &Package) -> Option<Wrapped> {
        let Wrapped::Union(elements) = self else {
            return None;
        };
        elements.iter().find_map(|e| match e.unwrap() {
            Wrapped::Enum(id) => Some(bind(&package.enum_type(*id).element_type, false)),
            _ => None,
        })
    }

    /// An enum, of this package or another.
    pub fn is_enum(&self) -> bool {
        match self {
            Wrapped::Enum(_) => true,
            Wrapped::External { reference, .. } => reference.is_enum,
            _ => false,
        }
    }

    /// Whether `nil` is a value of the Go type (Pulumi's `isNilType`).
    pub fn is_nil_type(&self, package: &Package) -> bool {
        match self {
            Wrapped::Optional(_)
            | Wrapped::Array(_)
            | Wrapped::Map(_)
            | Wrapped::Resource(_)
            | Wrapped::Input(_)
            | Wrapped::Asset
            | Wrapped::Archive
            | Wrapped::Json
            | Wrapped::Any => true,
            Wrapped::Union(_) => self
                .relaxed_enum(package)
                .is_some_and(|t| t.is_nil_type(package)),
            // A reference to another package's resource is a pointer.
            Wrapped::External { reference, .. } => reference.kind != ExternalKind::Type,
            _ => false,
        }
    }
}

/// The wrapped type of a schema type; `input_shape` wraps every level in `Input` and uses the input
/// shape of object types, as Pulumi binds input properties.
pub fn bind(ty: &Type, input_shape: bool) -> Wrapped {
    let inner = match ty {
        Type::Boolean => Wrapped::Bool,
        Type::Integer => Wrapped::Int,
        Type::Number => Wrapped::Number,
        Type::String => Wrapped::String,
        Type::Any => Wrapped::Any,
        // A reference Go can type: into a package whose schema was bound.
        Type::External(reference) if reference.resolved => Wrapped::External {
            reference: ExternalRef::clone(reference),
            input: input_shape,
        },
        // A type token of another package, written as this schema's own (`#/types/o:m:T`).
        Type::External(reference)
            if reference.kind == ExternalKind::Type && reference.version.is_none() =>
        {
            Wrapped::Opaque(reference.token.clone())
        }
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

/// The wrapped type of a property: in the input shape a `plain` property's outer level takes no
/// `Input`; a property that is not required is `Optional`.
pub fn property_type(p: &Property, input_shape: bool) -> Wrapped {
    let mut ty = bind(&p.type_, input_shape);
    if input_shape && p.plain {
        if let Wrapped::Input(inner) = ty {
            ty = *inner;
        }
    }
    if input_shape && p.plain_elements > 0 {
        ty = plain_elements(ty, p.plain_elements);
    }
    if p.required {
        ty
    } else {
        ty.optional()
    }
}

/// `ty` with no `Input` around its elements `levels` deep (elements marked `plain`).
fn plain_elements(ty: Wrapped, levels: usize) -> Wrapped {
    let strip = |e: Wrapped| match e {
        Wrapped::Input(inner) => *inner,
        other => other,
    };
    match ty {
        Wrapped::Input(inner) => Wrapped::Input(Box::new(plain_elements(*inner, levels))),
        Wrapped::Array(e) => {
            let e = strip(*e);
            Wrapped::Array(Box::new(if levels > 1 {
                plain_elements(e, levels - 1)
            } else {
                e
            }))
        }
        Wrapped::Map(e) => {
            let e = strip(*e);
            Wrapped::Map(Box::new(if levels > 1 {
                plain_elements(e, levels - 1)
            } else {
                e
            }))
        }
        other => other,
    }
}

/// Each property with its wrapped type ([`property_type`]).
pub fn bind_all<'p>(
    props: impl IntoIterator<Item = &'p Property>,
    input_shape: bool,
) -> Vec<(&'p Property, Wrapped)> {
    props
        .into_iter()
        .map(|p| (p, property_type(p, input_shape)))
        .collect()
}
