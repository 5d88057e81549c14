//! The Go view of types: Pulumi's Go generator decides every spelling and every generated
//! helper type from a type model in which input-shape properties are wrapped in `Input`, optional
//! ones in `Optional`, and object types come in a plain and an input shape. The IR keeps those
//! facts as flags; this module rebuilds the wrapped form, and from it works out which of the
//! `…Input`/`…Ptr…`/`…Array…`/`…Map…` helper types each object and enum type needs
//! ([`Details`]), exactly as Pulumi's generator marks them.

use std::collections::{BTreeMap, HashSet};

use crate::ir::{EnumId, ExternalKind, ExternalRef, ObjectId, Package, Property, ResourceId, Type};

/// A type as Pulumi's generators see it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GoType {
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
    Array(Box<GoType>),
    Map(Box<GoType>),
    /// An object type of this package; `input` is its input shape (`…Args`).
    Object {
        id: ObjectId,
        input: bool,
    },
    Enum(EnumId),
    /// A resource of this package; `None` is the provider.
    Resource(Option<ResourceId>),
    Union(Vec<GoType>),
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
    Input(Box<GoType>),
    /// May be absent.
    Optional(Box<GoType>),
}

impl GoType {
    /// Without outer `Input`/`Optional` wrappers.
    pub fn unwrap(&self) -> &GoType {
        match self {
            GoType::Input(t) | GoType::Optional(t) => t.unwrap(),
            other => other,
        }
    }

    /// Without `Input` wrappers anywhere and with objects in their plain shape (Pulumi's
    /// `ResolvedType`).
    pub fn resolved(&self) -> GoType {
        match self {
            GoType::Input(t) => t.resolved(),
            GoType::Optional(t) => GoType::Optional(Box::new(t.resolved())),
            GoType::Array(t) => GoType::Array(Box::new(t.resolved())),
            GoType::Map(t) => GoType::Map(Box::new(t.resolved())),
            GoType::Object { id, .. } => GoType::Object {
                id: *id,
                input: false,
            },
            GoType::External { reference, .. } => GoType::External {
                reference: reference.clone(),
                input: false,
            },
            GoType::Union(ts) => GoType::Union(ts.iter().map(GoType::resolved).collect()),
            other => other.clone(),
        }
    }

    /// GoType in `Optional` unless it already is.
    pub fn optional(self) -> GoType {
        match self {
            GoType::Optional(_) => self,
            other => GoType::Optional(Box::new(other)),
        }
    }

    pub fn is_optional(&self) -> bool {
        matches!(self, GoType::Optional(_))
    }

    /// A relaxed enum (a union with an enum among its elements) is typed as that enum's element
    /// type.
    pub fn relaxed_enum(&self, package: &Package) -> Option<GoType> {
        let GoType::Union(elements) = self else {
            return None;
        };
        elements.iter().find_map(|e| match e.unwrap() {
            GoType::Enum(id) => Some(bind(&package.enum_type(*id).element_type, false)),
            _ => None,
        })
    }

    /// Whether `nil` is a value of the Go type (Pulumi's `isNilType`).
    pub fn is_nil_type(&self, package: &Package) -> bool {
        match self {
            GoType::Optional(_)
            | GoType::Array(_)
            | GoType::Map(_)
            | GoType::Resource(_)
            | GoType::Input(_)
            | GoType::Asset
            | GoType::Archive
            | GoType::Json
            | GoType::Any => true,
            GoType::Union(_) => self
                .relaxed_enum(package)
                .is_some_and(|t| t.is_nil_type(package)),
            // A reference to another package's resource is a pointer.
            GoType::External { reference, .. } => reference.kind != ExternalKind::Type,
            _ => false,
        }
    }
}

/// The wrapped type of a schema type; `input_shape` wraps every level in `Input` and uses the input
/// shape of object types, as Pulumi binds input properties.
pub fn bind(ty: &Type, input_shape: bool) -> GoType {
    let inner = match ty {
        Type::Boolean => GoType::Bool,
        Type::Integer => GoType::Int,
        Type::Number => GoType::Number,
        Type::String => GoType::String,
        Type::Any => GoType::Any,
        // A reference Go can type: into a package whose schema was bound.
        Type::External(reference) if reference.resolved => GoType::External {
            reference: reference.clone(),
            input: input_shape,
        },
        // A type token of another package, written as this schema's own (`#/types/o:m:T`).
        Type::External(reference)
            if reference.kind == ExternalKind::Type && reference.version.is_none() =>
        {
            GoType::Opaque(reference.token.clone())
        }
        Type::External(_) => GoType::Any,
        Type::Json => GoType::Json,
        Type::Asset => GoType::Asset,
        Type::Archive => GoType::Archive,
        Type::Array(e) => GoType::Array(Box::new(bind(e, input_shape))),
        Type::Map(e) => GoType::Map(Box::new(bind(e, input_shape))),
        Type::Object(id) => GoType::Object {
            id: *id,
            input: input_shape,
        },
        Type::Enum(id) => GoType::Enum(*id),
        Type::Resource(id) => GoType::Resource(Some(*id)),
        Type::Provider => GoType::Resource(None),
        Type::Union(u) => GoType::Union(u.elements.iter().map(|e| bind(e, input_shape)).collect()),
        // An opaque token is generated as its declared primitive.
        Type::Token(t) => return bind(&t.underlying, input_shape),
    };
    if input_shape {
        GoType::Input(Box::new(inner))
    } else {
        inner
    }
}

/// The Go type of a property: in the input shape a `plain` property's outer level takes no
/// `Input`; a property that is not required is `Optional`.
pub fn property_type(p: &Property, input_shape: bool) -> GoType {
    let mut ty = bind(&p.type_, input_shape);
    if input_shape && p.plain {
        if let GoType::Input(inner) = ty {
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
fn plain_elements(ty: GoType, levels: usize) -> GoType {
    let strip = |e: GoType| match e {
        GoType::Input(inner) => *inner,
        other => other,
    };
    match ty {
        GoType::Input(inner) => GoType::Input(Box::new(plain_elements(*inner, levels))),
        GoType::Array(e) => {
            let e = strip(*e);
            GoType::Array(Box::new(if levels > 1 {
                plain_elements(e, levels - 1)
            } else {
                e
            }))
        }
        GoType::Map(e) => {
            let e = strip(*e);
            GoType::Map(Box::new(if levels > 1 {
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
) -> Vec<(&'p Property, GoType)> {
    props
        .into_iter()
        .map(|p| (p, property_type(p, input_shape)))
        .collect()
}

/// The helper types one object or enum type needs (Pulumi's `typeDetails`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Details {
    pub input: bool,
    pub ptr_input: bool,
    pub array_input: bool,
    pub map_input: bool,
    pub output: bool,
    pub ptr_output: bool,
    pub array_output: bool,
    pub map_output: bool,
}

impl Details {
    fn mark(&mut self, input: bool, output: bool) {
        self.input |= input;
        // An input type converts to its output type, so it needs one.
        self.output |= input || output;
    }

    fn mark_ptr(&mut self, input: bool, output: bool) {
        self.mark(input, output);
        self.ptr_input |= input;
        self.ptr_output |= input || output;
    }

    fn mark_array(&mut self, input: bool, output: bool) {
        self.mark(input, output);
        self.array_input |= input;
        self.array_output |= input || output;
    }

    fn mark_map(&mut self, input: bool, output: bool) {
        self.mark(input, output);
        self.map_input |= input;
        self.map_output |= input || output;
    }

    pub fn has_outputs(&self) -> bool {
        self.output || self.ptr_output || self.array_output || self.map_output
    }
}

/// What [`Details`] are kept for: object types (either shape), enums, and collection types
/// that are themselves elements of collections (for nested collection types like `FooArrayArray`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DetailsKey {
    Object(ObjectId),
    Enum(EnumId),
    Collection(GoType),
    Other,
}

impl DetailsKey {
    fn of(ty: &GoType) -> DetailsKey {
        match ty {
            GoType::Object { id, .. } => DetailsKey::Object(*id),
            GoType::Enum(id) => DetailsKey::Enum(*id),
            GoType::Array(_) | GoType::Map(_) => DetailsKey::Collection(ty.clone()),
            _ => DetailsKey::Other,
        }
    }
}

/// The object types in both shapes, bound once.
pub struct BoundObjects {
    /// Per object: properties in the plain shape (every property).
    pub plain: Vec<Vec<GoType>>,
    /// Per object: the input shape's properties (without `outputOnly` ones), with their index
    /// in the object's property list.
    pub input: Vec<Vec<(usize, GoType)>>,
}

impl BoundObjects {
    pub fn new(package: &Package) -> BoundObjects {
        let plain = package
            .objects
            .iter()
            .map(|o| {
                o.properties
                    .iter()
                    .map(|p| property_type(p, false))
                    .collect()
            })
            .collect();
        let input = package
            .objects
            .iter()
            .map(|o| {
                o.properties
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| !p.output_only)
                    .map(|(i, p)| (i, property_type(p, true)))
                    .collect()
            })
            .collect();
        BoundObjects { plain, input }
    }
}

/// Marks [`Details`] the way Pulumi's generator does: by walking everything that references a
/// type, with whether it is reached as an input, an output, and through an optional value.
pub struct Marker<'a> {
    package: &'a Package,
    objects: &'a BoundObjects,
    /// `generateExtraInputTypes`: every reached type also gets its input forms.
    extra: bool,
    seen: HashSet<(DetailsKey, GoType, bool, bool, bool)>,
    pub details: BTreeMap<DetailsKey, Details>,
}

impl<'a> Marker<'a> {
    pub fn new(package: &'a Package, objects: &'a BoundObjects, extra: bool) -> Marker<'a> {
        Marker {
            package,
            objects,
            extra,
            seen: HashSet::new(),
            details: BTreeMap::new(),
        }
    }

    fn entry(&mut self, ty: &GoType) -> &mut Details {
        self.details.entry(DetailsKey::of(ty)).or_default()
    }

    /// A list of properties (Pulumi's `populateDetailsForPropertyTypes`).
    pub fn properties(
        &mut self,
        props: &[(&Property, GoType)],
        optional: bool,
        mut input: bool,
        output: bool,
    ) {
        for (p, ty) in props {
            if p.plain {
                if let GoType::Object { .. } = ty.unwrap() {
                    let d = self.entry(ty.unwrap());
                    d.mark(true, false);
                    d.mark_ptr(ty.is_optional(), false);
                    // Pulumi's walk keeps this for the properties after it, too.
                    input = true;
                }
            }
            self.walk(ty, !p.required || optional, input, output);
        }
    }

    /// One type (Pulumi's `populateDetailsForTypes`).
    pub fn walk(&mut self, ty: &GoType, optional: bool, input: bool, output: bool) {
        // Object types share one key for both shapes, as in Pulumi's walk.
        let key_type = match ty {
            GoType::Object { id, .. } => GoType::Object {
                id: *id,
                input: false,
            },
            other => other.clone(),
        };
        let key = (DetailsKey::Other, key_type, optional, input, output);
        if !self.seen.insert(key) {
            return;
        }
        let extra = self.extra;
        match ty {
            GoType::Input(e) => self.walk(e, optional, true, false),
            GoType::Optional(e) => self.walk(e, true, input, output),
            GoType::Object { id, input: shape } => {
                let d = self.entry(ty);
                d.mark(input || extra, output);
                if optional {
                    d.mark_ptr(input || extra, output);
                }
                let object = self.package.object(*id);
                let objects = self.objects;
                let props: Vec<(&Property, GoType)> = if *shape {
                    objects.input[id.0]
                        .iter()
                        .map(|(i, t)| (&object.properties[*i], t.clone()))
                        .collect()
                } else {
                    object
                        .properties
                        .iter()
                        .zip(objects.plain[id.0].iter().cloned())
                        .collect()
                };
                self.properties(&props, optional, input, output);
            }
            GoType::Union(elements) => {
                for e in elements {
                    self.walk(e, optional, input, output);
                }
            }
            GoType::Enum(_) => {
                let d = self.entry(ty);
                d.mark(input || extra, output);
                if optional {
                    d.mark_ptr(input || extra, output);
                }
            }
            GoType::Array(e) => {
                self.entry(e.unwrap()).mark_array(input || extra, output);
                self.walk(e, false, input, output);
            }
            GoType::Map(e) => {
                self.entry(e.unwrap()).mark_map(input || extra, output);
                self.walk(e, false, input, output);
            }
            _ => {}
        }
    }

    /// Every collection type the package binds anywhere (Pulumi lists them among the package's
    /// types) marks its element for collection inputs under `generateExtraInputTypes`.
    pub fn collection(&mut self, ty: &GoType) {
        match ty {
            GoType::Input(e) | GoType::Optional(e) => self.collection(e),
            GoType::Array(e) => {
                let extra = self.extra;
                self.entry(e.unwrap()).mark_array(extra, false);
                self.collection(e);
            }
            GoType::Map(e) => {
                let extra = self.extra;
                self.entry(e.unwrap()).mark_map(extra, false);
                self.collection(e);
            }
            GoType::Union(es) => es.iter().for_each(|e| self.collection(e)),
            _ => {}
        }
    }

    pub fn get(&self, key: &DetailsKey) -> Details {
        self.details.get(key).copied().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_imply_outputs() {
        let mut d = Details::default();
        d.mark_ptr(true, false);
        assert!(d.input && d.ptr_input && d.output && d.ptr_output);
        let mut d = Details::default();
        d.mark_array(false, true);
        assert!(!d.input && !d.array_input && d.output && d.array_output);
    }

    #[test]
    fn resolved_strips_inputs_and_shapes() {
        let t = GoType::Input(Box::new(GoType::Array(Box::new(GoType::Input(Box::new(
            GoType::Object {
                id: ObjectId(0),
                input: true,
            },
        ))))))
        .optional();
        assert_eq!(
            t.resolved(),
            GoType::Optional(Box::new(GoType::Array(Box::new(GoType::Object {
                id: ObjectId(0),
                input: false
            }))))
        );
    }
}
