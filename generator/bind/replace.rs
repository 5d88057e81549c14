//! The property paths of each resource's `replaceOnChanges` option: every output property
//! marked `replaceOnChanges`, and those nested in its object types, one path per way down
//! (`a.b`, `a[*].b` through arrays, `a.*.b` through maps) that passes each type at most once.
//!
//! Types shared along the way multiply the paths: thirty types each with two properties of the
//! next give 2^30 paths to a `replaceOnChanges` property at the bottom. The walk goes only into
//! types that lead to such a property, needs no recursion, and stops at a budget in proportion
//! to the schema, beyond which the schema is refused ([`Code::OutOfProportion`]) rather than
//! generated at any cost.

use std::collections::HashSet;

use super::Binder;
use crate::diagnostics::Code;
use crate::ir::{self, ObjectId, Property, Type};
use crate::load::pointer;

/// The least budget (bytes of paths written plus bytes of paths walked) for a package's paths;
/// a larger schema gets [`BUDGET_PER_SCHEMA_BYTE`] times its size.
const BUDGET_FLOOR: usize = 8 << 20;
const BUDGET_PER_SCHEMA_BYTE: usize = 8;

impl Binder<'_> {
    /// Fills in every resource's [`ir::Resource::replace_on_changes_paths`]; reports the first
    /// resource whose paths run past the package's budget.
    pub(super) fn compute_replace_paths(&mut self, package: &mut ir::Package) {
        let graph = Graph::new(&package.objects);
        let mut budget = BUDGET_FLOOR.max(BUDGET_PER_SCHEMA_BYTE * self.source.text.len());
        let mut paths = Vec::with_capacity(package.resources.len() + 1);
        for resource in std::iter::once(&package.provider).chain(&package.resources) {
            match graph.paths(&package.objects, &resource.properties, &mut budget) {
                Some(found) => paths.push(found),
                None => {
                    let at = if resource.is_provider {
                        "/provider".to_owned()
                    } else {
                        pointer::join(&["resources", &resource.token.raw])
                    };
                    let d = self
                        .diagnostic(
                            Code::OutOfProportion,
                            "the `replaceOnChanges` properties inside this resource's object types are reached along more ways than an SDK can list: each way down is a path the SDKs write out, and object types that refer to each other more than once multiply them",
                            at,
                        )
                        .at_key()
                        .with_help("mark `replaceOnChanges` on the properties nearer the resource, or let fewer properties share the object types above it");
                    self.push(d);
                    return;
                }
            }
        }
        let mut paths = paths.into_iter();
        for resource in std::iter::once(&mut package.provider).chain(&mut package.resources) {
            resource.replace_on_changes_paths = paths.next().unwrap_or_default();
        }
    }
}

/// The object types and which of them a walk may enter.
struct Graph {
    /// Per object: whether a walk entering it can write a path.
    fruitful: Vec<bool>,
}

impl Graph {
    fn new(objects: &[ir::ObjectType]) -> Graph {
        let edges: Vec<Vec<usize>> = objects
            .iter()
            .map(|o| {
                o.properties
                    .iter()
                    .filter_map(|p| nested_object(&p.type_).map(|id| id.0))
                    .collect()
            })
            .collect();
        let has_option = |i: usize| objects[i].properties.iter().any(|p| p.replace_option);
        let leads = crate::graph::reaching(&edges, has_option);
        // A type outside every cycle writes the same paths however it was reached (nothing
        // above it on the way down can be met again below it), so whether it writes any is
        // known exactly, children first (components come before those that reach them). Inside
        // a cycle that depends on the way in, and leading to an option is what is known.
        let component = crate::graph::components(&edges);
        let mut size = vec![0usize; edges.len()];
        for &c in &component {
            size[c] += 1;
        }
        let mut order: Vec<usize> = (0..edges.len()).collect();
        order.sort_by_key(|&i| component[i]);
        let mut fruitful = leads.clone();
        for i in order {
            let acyclic = size[component[i]] == 1 && !edges[i].contains(&i);
            if acyclic && leads[i] {
                fruitful[i] = has_option(i) || edges[i].iter().any(|&c| fruitful[c]);
            }
        }
        Graph { fruitful }
    }

    /// The paths below `props`, or `None` once `budget` (bytes written and walked) runs out.
    fn paths(
        &self,
        objects: &[ir::ObjectType],
        props: &[Property],
        budget: &mut usize,
    ) -> Option<Vec<String>> {
        let mut out = Vec::new();
        // The path down to the current level, and per level: its properties, the next one to
        // look at, the length of the path at that level, and the type entered there.
        let mut path = String::new();
        let mut levels: Vec<(&[Property], usize, usize, Option<ObjectId>)> =
            vec![(props, 0, 0, None)];
        let mut entered: HashSet<ObjectId> = HashSet::new();
        while let Some(level) = levels.last_mut() {
            let (list, next, base) = (level.0, level.1, level.2);
            let Some(p) = list.get(next) else {
                if let Some(id) = level.3 {
                    entered.remove(&id);
                }
                levels.pop();
                continue;
            };
            level.1 += 1;
            path.truncate(base);
            let separator = if base == 0 { "" } else { "." };
            if p.replace_option {
                *budget = budget.checked_sub(base + separator.len() + p.name.len())?;
                out.push(format!("{path}{separator}{}", p.name));
                continue;
            }
            let Some(id) = nested_object(&p.type_) else {
                continue;
            };
            if !self.fruitful[id.0] || entered.contains(&id) {
                continue;
            }
            path.push_str(separator);
            path.push_str(&p.name);
            match &p.type_ {
                Type::Array(_) => path.push_str("[*]"),
                Type::Map(_) => path.push_str(".*"),
                _ => {}
            }
            *budget = budget.checked_sub(path.len() - base)?;
            entered.insert(id);
            levels.push((&objects[id.0].properties, 0, path.len(), Some(id)));
        }
        Some(out)
    }
}

/// The object type a property's value holds, through any arrays and maps.
fn nested_object(ty: &Type) -> Option<ObjectId> {
    let mut ty = ty;
    while let Type::Array(e) | Type::Map(e) = ty {
        ty = e;
    }
    match ty {
        Type::Object(id) => Some(*id),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn property(name: &str, type_: Type, replace_option: bool) -> Property {
        Property {
            name: name.into(),
            description: None,
            type_,
            required: false,
            secret: false,
            replace_on_changes: replace_option,
            replace_option,
            output_only: false,
            plain: false,
            plain_elements: 0,
            const_value: None,
            default: None,
            default_env: Vec::new(),
            deprecation_message: None,
            names: Default::default(),
        }
    }

    fn object(properties: Vec<Property>) -> ir::ObjectType {
        ir::ObjectType {
            token: ir::Token {
                raw: String::new(),
                package: String::new(),
                module: String::new(),
                name: String::new(),
            },
            description: None,
            properties,
            nodejs_required: Default::default(),
            is_overlay: false,
            usage: Default::default(),
        }
    }

    fn obj(i: usize) -> Type {
        Type::Object(ObjectId(i))
    }

    /// The paths as sdkgen computed them before this walk: recursively, every way down.
    fn reference(
        objects: &[ir::ObjectType],
        p: &Property,
        prefix: String,
        stack: &mut Vec<ObjectId>,
        out: &mut Vec<String>,
    ) {
        let (segment, inner) = match &p.type_ {
            Type::Array(inner) => (format!("{}[*]", p.name), &**inner),
            Type::Map(inner) => (format!("{}.*", p.name), &**inner),
            other => (p.name.clone(), other),
        };
        let path = if prefix.is_empty() {
            segment
        } else {
            format!("{prefix}.{segment}")
        };
        if p.replace_option {
            out.push(if prefix.is_empty() {
                p.name.clone()
            } else {
                format!("{prefix}.{}", p.name)
            });
            return;
        }
        let mut ty = inner;
        while let Type::Array(e) | Type::Map(e) = ty {
            ty = e;
        }
        if let Type::Object(id) = ty {
            if stack.contains(id) {
                return;
            }
            stack.push(*id);
            for nested in &objects[id.0].properties {
                reference(objects, nested, path.clone(), stack, out);
            }
            stack.pop();
        }
    }

    fn random_type(rng: &mut fastrand::Rng, objects: usize) -> Type {
        match rng.u8(0..6) {
            0 => Type::String,
            1 => Type::Array(Box::new(obj(rng.usize(0..objects)))),
            2 => Type::Map(Box::new(Type::Array(Box::new(obj(rng.usize(0..objects)))))),
            _ => obj(rng.usize(0..objects)),
        }
    }

    /// Random small type graphs (cycles, shared types, arrays and maps): the walk finds the
    /// paths the recursive definition gives, in the same order.
    #[test]
    fn paths_are_those_of_the_recursive_definition() {
        let mut rng = fastrand::Rng::with_seed(33);
        for _ in 0..2000 {
            let n = rng.usize(1..7);
            let objects: Vec<ir::ObjectType> = (0..n)
                .map(|_| {
                    object(
                        (0..rng.usize(0..4))
                            .map(|k| {
                                let replace = rng.u8(0..5) == 0;
                                property(&format!("p{k}"), random_type(&mut rng, n), replace)
                            })
                            .collect(),
                    )
                })
                .collect();
            let roots: Vec<Property> = (0..rng.usize(1..4))
                .map(|k| property(&format!("r{k}"), random_type(&mut rng, n), rng.bool()))
                .collect();
            let mut expected = Vec::new();
            for p in &roots {
                reference(&objects, p, String::new(), &mut Vec::new(), &mut expected);
            }
            let mut budget = usize::MAX;
            let found = Graph::new(&objects).paths(&objects, &roots, &mut budget);
            assert_eq!(found.as_ref(), Some(&expected), "{objects:#?}\n{roots:#?}");
        }
    }

    /// Thirty types each with two properties of the next: 2^30 ways down to the option at the
    /// bottom run out of budget at once; with no option below, there is nothing to walk.
    #[test]
    fn shared_types_stop_at_the_budget() {
        let n = 30;
        let mut objects: Vec<ir::ObjectType> = (0..n)
            .map(|i| {
                object(if i + 1 < n {
                    vec![
                        property("a", obj(i + 1), false),
                        property("b", obj(i + 1), false),
                    ]
                } else {
                    vec![property("v", Type::String, false)]
                })
            })
            .collect();
        let roots = vec![property("top", obj(0), false)];
        let mut budget = 1 << 20;
        let graph = Graph::new(&objects);
        assert_eq!(graph.paths(&objects, &roots, &mut budget), Some(vec![]));
        assert_eq!(budget, 1 << 20, "a walk into types that lead to no option");
        objects[n - 1].properties[0].replace_option = true;
        let graph = Graph::new(&objects);
        assert_eq!(graph.paths(&objects, &roots, &mut budget), None);
    }

    /// A chain of 100,000 types with the option at the bottom: one path, found without
    /// recursion, within a budget of its own length and the walk down.
    #[test]
    fn deep_chains_are_walked_without_recursion() {
        let n = 100_000;
        let objects: Vec<ir::ObjectType> = (0..n)
            .map(|i| {
                object(vec![if i + 1 < n {
                    property("n", obj(i + 1), false)
                } else {
                    property("v", Type::String, true)
                }])
            })
            .collect();
        let roots = vec![property("top", obj(0), false)];
        let mut budget = 8 << 20;
        let paths = Graph::new(&objects)
            .paths(&objects, &roots, &mut budget)
            .unwrap();
        assert_eq!(paths.len(), 1);
        assert_eq!(paths[0].len(), "top".len() + 2 * (n - 1) + ".v".len());
    }
}
