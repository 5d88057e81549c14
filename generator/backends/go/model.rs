//! The Go view of types: Pulumi's Go generator decides every spelling and every generated
//! helper type from a type model in which input-shape properties are wrapped in `Input`, optional
//! ones in `Optional`, and object types come in a plain and an input shape. The IR keeps those
//! facts as flags; this module rebuilds the wrapped form, and from it works out which of the
//! `…Input`/`…Ptr…`/`…Array…`/`…Map…` helper types each object and enum type needs
//! ([`Details`]), exactly as Pulumi's generator marks them.

use std::collections::{BTreeMap, HashSet};

use crate::ir::{EnumId, ObjectId, Package, Property};
pub use crate::naming::wrapped::{bind, bind_all, property_type, Wrapped as GoType};

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
    /// Per object and shape (`[plain, input]`): whether its values need a `Defaults()` call
    /// (see [`BoundObjects::needs_defaults`]).
    defaults: Vec<[bool; 2]>,
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
                o.input_property_indices()
                    .map(|(i, p)| (i, property_type(p, true)))
                    .collect()
            })
            .collect();
        let mut bound = BoundObjects {
            plain,
            input,
            defaults: Vec::new(),
        };
        bound.defaults = bound.find_defaults(package);
        bound
    }

    /// Whether values of `ty` need a `Defaults()` call: an object type with a default somewhere
    /// in its properties, or in the object types its properties hold directly (Pulumi's
    /// `IsProvideDefaultsFuncRequired`).
    pub fn needs_defaults(&self, ty: &GoType) -> bool {
        match ty.unwrap() {
            GoType::Object { id, input } => self.defaults[id.0][usize::from(*input)],
            _ => false,
        }
    }

    /// [`BoundObjects::needs_defaults`] of every object type in each shape, at once: the
    /// shapes that reach a property with a default.
    fn find_defaults(&self, package: &Package) -> Vec<[bool; 2]> {
        // Node 2i is object i's plain shape, 2i + 1 its input shape.
        let node = |ty: &GoType| match ty.unwrap() {
            GoType::Object { id, input } => Some(2 * id.0 + usize::from(*input)),
            _ => None,
        };
        let has_default = |p: &Property| p.default.is_some() || !p.default_env.is_empty();
        let mut edges = Vec::with_capacity(2 * self.plain.len());
        for (plain, input) in self.plain.iter().zip(&self.input) {
            edges.push(plain.iter().filter_map(node).collect());
            edges.push(input.iter().filter_map(|(_, t)| node(t)).collect());
        }
        let reach = crate::graph::reaching(&edges, |n| {
            let object = &package.objects[n / 2];
            if n % 2 == 0 {
                object.properties.iter().any(has_default)
            } else {
                self.input[n / 2]
                    .iter()
                    .any(|(i, _)| has_default(&object.properties[*i]))
            }
        });
        reach.chunks(2).map(|pair| [pair[0], pair[1]]).collect()
    }
}

/// A type still to walk: (type, reached through an optional value, as an input, as an output).
type Walk = (GoType, bool, bool, bool);

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
        input: bool,
        output: bool,
    ) {
        let mut pending = Vec::new();
        self.queue_properties(props, optional, input, output, &mut pending);
        self.drain(pending);
    }

    /// One type (Pulumi's `populateDetailsForTypes`).
    pub fn walk(&mut self, ty: &GoType, optional: bool, input: bool, output: bool) {
        self.drain(vec![(ty.clone(), optional, input, output)]);
    }

    /// Walks what `pending` holds (the last first) and everything it leads to. Pulumi's
    /// generator recurses; this stack of what is left to walk takes the place of the call
    /// stack, for object types may nest as deep as a schema chains them. What a step leads to
    /// goes on it in reverse, so types are walked in the order the recursion walks them (an
    /// object type is walked once per way of reaching it, in whichever shape comes first).
    fn drain(&mut self, mut pending: Vec<Walk>) {
        while let Some((ty, optional, input, output)) = pending.pop() {
            self.step(&ty, optional, input, output, &mut pending);
        }
    }

    /// What `properties` marks at once, and the walks of the properties' types it leaves.
    fn queue_properties(
        &mut self,
        props: &[(&Property, GoType)],
        optional: bool,
        mut input: bool,
        output: bool,
        pending: &mut Vec<Walk>,
    ) {
        let first = pending.len();
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
            pending.push((ty.clone(), !p.required || optional, input, output));
        }
        pending[first..].reverse();
    }

    /// Marks one type and leaves the walks it leads to in `pending`.
    fn step(
        &mut self,
        ty: &GoType,
        optional: bool,
        input: bool,
        output: bool,
        pending: &mut Vec<Walk>,
    ) {
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
            GoType::Input(e) => pending.push(((**e).clone(), optional, true, false)),
            GoType::Optional(e) => pending.push(((**e).clone(), true, input, output)),
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
                self.queue_properties(&props, optional, input, output, pending);
            }
            GoType::Union(elements) => {
                for e in elements.iter().rev() {
                    pending.push((e.clone(), optional, input, output));
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
                pending.push(((**e).clone(), false, input, output));
            }
            GoType::Map(e) => {
                self.entry(e.unwrap()).mark_map(input || extra, output);
                pending.push(((**e).clone(), false, input, output));
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
