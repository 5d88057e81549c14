//! C# type expressions for a [`Wrapped`] type as seen from one namespace (Pulumi's .NET
//! `typeString`): `Input<T>`, `InputList<T>`, `InputMap<T>`, `ImmutableArray<T>`, nullable
//! `T?`, and object types qualified by their `Inputs`/`Outputs` namespace.

use crate::ir::Package;
use crate::naming::csharp::plan::{object_input, Plan};
use crate::naming::wrapped::{self, Wrapped};

/// How an object type is named where it is spelled.
#[derive(Clone, Copy)]
pub struct Flags {
    /// An input position (`…Args`/`…GetArgs` classes).
    pub input: bool,
    /// A resource's state (`…GetArgs` classes).
    pub state: bool,
    /// Collections are mutable (`List<T>`, `Dictionary<…>`) so they can be initialised.
    pub require_initializers: bool,
}

pub struct Speller<'a> {
    pub package: &'a Package,
    pub names: &'a Plan,
    /// The namespace of the module the code is written for (Pulumi's `mod.namespaceName`):
    /// its classes are spelled with their qualifier only.
    pub namespace: String,
    /// Whether `Inputs.` must be written out in full (a function in another namespace).
    pub fully_qualified_inputs: bool,
}

impl<'a> Speller<'a> {
    pub fn new(package: &'a Package, names: &'a Plan, namespace: &str) -> Speller<'a> {
        Speller {
            package,
            names,
            namespace: namespace.to_owned(),
            fully_qualified_inputs: false,
        }
    }

    /// `Wrapped` as C# with `qualifier` (`Inputs` or `Outputs`) for object types.
    pub fn spell(&self, ty: &Wrapped, qualifier: &str, f: Flags) -> String {
        match ty {
            Wrapped::Optional(e) => {
                let elem = self.spell(e, qualifier, f);
                let ignore = match &**e {
                    Wrapped::Input(inner) => matches!(**inner, Wrapped::Array(_) | Wrapped::Map(_)),
                    Wrapped::Array(_) => !f.require_initializers,
                    _ => false,
                };
                if ignore {
                    elem
                } else {
                    format!("{elem}?")
                }
            }
            Wrapped::Input(e) => {
                let (wrapper, elem) = match &**e {
                    Wrapped::Array(x) => ("InputList", plain(x)),
                    Wrapped::Map(x) => ("InputMap", plain(x)),
                    Wrapped::Json => return "InputJson".to_owned(),
                    other => ("Input", other.clone()),
                };
                if let Wrapped::Union(elements) = &elem {
                    let simplified: Vec<Wrapped> =
                        elements.iter().map(simplify_union_element).collect();
                    if wrapper == "Input" {
                        return self.union(&simplified, qualifier, f, true);
                    }
                    return format!(
                        "{wrapper}<{}>",
                        self.union(&simplified, qualifier, f, false)
                    );
                }
                format!("{wrapper}<{}>", self.spell(&elem, qualifier, f))
            }
            Wrapped::Enum(id) => {
                let (namespace, name) = &self.names.enums[id.0];
                format!("{namespace}.{name}")
            }
            Wrapped::Array(e) => {
                let list = if f.require_initializers {
                    "List"
                } else {
                    "ImmutableArray"
                };
                let inner = Flags {
                    require_initializers: false,
                    ..f
                };
                format!("{list}<{}>", self.spell(e, qualifier, inner))
            }
            Wrapped::Map(e) => {
                let map = if f.require_initializers {
                    "Dictionary"
                } else {
                    "ImmutableDictionary"
                };
                let inner = Flags {
                    require_initializers: false,
                    ..f
                };
                format!("{map}<string, {}>", self.spell(e, qualifier, inner))
            }
            Wrapped::Object { id, input } => {
                // Pulumi's `typeString`: the qualifier alone for the module's own classes.
                let full = self.names.object_namespace(*id, qualifier);
                let own = if qualifier.is_empty() {
                    full == self.namespace
                } else {
                    full == format!("{}.{qualifier}", self.namespace)
                };
                let mut prefix = if own { qualifier.to_owned() } else { full };
                if prefix == "Inputs" && self.fully_qualified_inputs {
                    prefix = format!("{}.Inputs", self.namespace);
                }
                let name = self.names.type_name(*id, f.state, f.input, *input);
                if prefix.is_empty() {
                    name
                } else {
                    format!("{prefix}.{name}")
                }
            }
            Wrapped::External { reference, input } => self.names.external(
                reference,
                qualifier,
                (f.state, f.input, object_input(reference, *input)),
            ),
            Wrapped::Resource(id) => match id {
                None => format!("{}.Provider", self.names.package_namespace),
                Some(id) => {
                    let (namespace, name, _) = &self.names.resources[id.0];
                    format!("{namespace}.{name}")
                }
            },
            Wrapped::Union(elements) => self.union(elements, qualifier, f, false),
            Wrapped::Bool => "bool".to_owned(),
            Wrapped::Int => "int".to_owned(),
            Wrapped::Number => "double".to_owned(),
            Wrapped::String => "string".to_owned(),
            Wrapped::Archive => "Archive".to_owned(),
            Wrapped::Asset => "AssetOrArchive".to_owned(),
            Wrapped::Json => "System.Text.Json.JsonElement".to_owned(),
            // A type token of another package whose schema is not at hand: opaque to C#.
            Wrapped::Any | Wrapped::Opaque(_) => "object".to_owned(),
        }
    }

    /// A union (Pulumi's `unionTypeString`): a relaxed enum outside inputs is its element type;
    /// two distinct element types are a `Union<A, B>` (`InputUnion` for inputs), more `object`.
    fn union(&self, elements: &[Wrapped], qualifier: &str, f: Flags, wrap_input: bool) -> String {
        let mut spelled: Vec<String> = Vec::new();
        for e in elements {
            if let Wrapped::Enum(id) = e {
                if !f.input {
                    let element = wrapped::bind(&self.package.enum_type(*id).element_type, false);
                    return self.spell(&element, qualifier, f);
                }
            }
            let s = self.spell(
                e,
                qualifier,
                Flags {
                    require_initializers: false,
                    ..f
                },
            );
            if !spelled.contains(&s) {
                spelled.push(s);
            }
        }
        match spelled.len() {
            1 if wrap_input => format!("Input<{}>", spelled[0]),
            1 => spelled.remove(0),
            2 => format!(
                "{}<{}>",
                if wrap_input { "InputUnion" } else { "Union" },
                spelled.join(", ")
            ),
            _ => "object".to_owned(),
        }
    }
}

/// Without `Input` wrappers (object shapes kept: Pulumi's `PlainType`).
fn plain(ty: &Wrapped) -> Wrapped {
    match ty {
        Wrapped::Input(e) => plain(e),
        Wrapped::Optional(e) => Wrapped::Optional(Box::new(plain(e))),
        Wrapped::Array(e) => Wrapped::Array(Box::new(plain(e))),
        Wrapped::Map(e) => Wrapped::Map(Box::new(plain(e))),
        Wrapped::Union(es) => Wrapped::Union(es.iter().map(plain).collect()),
        other => other.clone(),
    }
}

/// A union element inside an input: its `Input` dropped (collections made plain).
fn simplify_union_element(ty: &Wrapped) -> Wrapped {
    match ty {
        Wrapped::Input(e) => match &**e {
            Wrapped::Array(_) | Wrapped::Map(_) => plain(e),
            other => other.clone(),
        },
        other => other.clone(),
    }
}

/// Whether values of the type are C# value types (no `= null!` initialiser needed).
pub fn is_value_type(ty: &Wrapped) -> bool {
    match ty {
        Wrapped::Optional(e) => is_value_type(e),
        Wrapped::Enum(_) | Wrapped::Bool | Wrapped::Int | Wrapped::Number => true,
        Wrapped::External { reference, .. } => reference.is_enum,
        _ => false,
    }
}

/// `Input<T>` or `Optional<Input<T>>`.
pub fn is_input(ty: &Wrapped) -> bool {
    match ty {
        Wrapped::Optional(e) => matches!(**e, Wrapped::Input(_)),
        Wrapped::Input(_) => true,
        _ => false,
    }
}

/// The type without an outer `Optional` (Pulumi's `RequiredType`).
pub fn required(ty: &Wrapped) -> &Wrapped {
    match ty {
        Wrapped::Optional(e) => e,
        other => other,
    }
}
