//! The C# naming pass: namespaces (`language.csharp.rootNamespace`/`namespaces`), directories,
//! class names, and which classes each object type gets (Pulumi's `typeDetails`): `Inputs/XArgs`
//! (input shape), `Inputs/X` (plain function argument), `Inputs/XGetArgs` (resource state),
//! `Outputs/X`.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::backends::wrapped::{self, Wrapped};
use crate::backends::{string_map, Compatibility};
use crate::ir::{FunctionOutputs, ObjectId, Package, Property, Resource, Token};
use crate::naming::casing::uppercase_first;
use crate::naming::csharp as cs;

/// The classes one object type gets.
#[derive(Clone, Copy, Debug, Default)]
pub struct Details {
    /// `Inputs/XArgs` (the input shape).
    pub args: bool,
    /// `Inputs/X`, a plain function argument.
    pub plain_input: bool,
    /// `Inputs/XGetArgs`, a resource's state.
    pub state: bool,
    /// `Outputs/X`.
    pub output: bool,
    /// Reached from a function (plain values; `…Result` under tfbridge naming).
    pub plain_type: bool,
    /// Reached from a function's Output-form arguments (`…InputArgs` under tfbridge naming).
    pub function_output_args: bool,
}

pub struct ObjectNames {
    pub namespace: String,
    pub name: String,
}

pub struct Names {
    pub compatibility: Compatibility,
    /// `Pulumi` unless `rootNamespace` says otherwise.
    pub root_namespace: String,
    /// `Pulumi.Streamcloud`.
    pub package_namespace: String,
    /// The package's name in namespaces (`Streamcloud`), used for `…ResourceTypeAttribute`.
    pub package_title: String,
    pub objects: Vec<ObjectNames>,
    pub details: Vec<Details>,
    /// Per enum: (namespace, name).
    pub enums: Vec<(String, String)>,
    /// Per resource: (namespace, class name, file stem).
    pub resources: Vec<(String, String, String)>,
    /// Per function (methods are `None`): (namespace, class name).
    pub functions: Vec<Option<(String, String)>>,
    /// Every namespace with members, and its directory.
    pub namespaces: BTreeMap<String, String>,
    /// `liftSingleValueMethodReturns`.
    pub lift_single_value_returns: bool,
}

impl Names {
    pub fn new(package: &Package) -> Result<Names, String> {
        let csharp = package.language.get("csharp");
        let root_namespace = csharp
            .and_then(|c| c.get("rootNamespace"))
            .and_then(Value::as_str)
            .map(valid_namespace)
            .unwrap_or_else(|| "Pulumi".to_owned());
        let overrides = string_map(csharp.and_then(|c| c.get("namespaces")));
        let ns_name = |name: &str| -> String {
            match overrides.get(name) {
                Some(ns) => valid_namespace(ns),
                None => valid_namespace(&cs::namespace_name(name)),
            }
        };
        let package_ns = ns_name(&package.name);
        // `…ResourceTypeAttribute` is one identifier: without the dots a namespace may hold.
        let package_title = package_ns.replace('.', "");
        let package_namespace = format!("{root_namespace}.{package_ns}");
        let namespace_of = |token: &Token| -> String {
            if token.module.is_empty() {
                package_namespace.clone()
            } else {
                format!("{package_namespace}.{}", ns_name(&token.module))
            }
        };
        let mut names = Names {
            compatibility: Compatibility::of(csharp),
            root_namespace,
            package_namespace: package_namespace.clone(),
            package_title,
            objects: package
                .objects
                .iter()
                .map(|o| ObjectNames {
                    namespace: namespace_of(&o.token),
                    name: class_name(&o.token.name),
                })
                .collect(),
            details: vec![Details::default(); package.objects.len()],
            enums: package
                .enums
                .iter()
                .map(|e| (namespace_of(&e.token), class_name(&e.token.name)))
                .collect(),
            resources: package
                .resources
                .iter()
                .map(|r| {
                    let name =
                        override_name(&r.language).unwrap_or_else(|| class_name(&r.token.name));
                    (namespace_of(&r.token), name.clone(), name)
                })
                .collect(),
            functions: package
                .functions
                .iter()
                .map(|f| {
                    f.method_of
                        .is_none()
                        .then(|| (namespace_of(&f.token), function_class(&f.token.name)))
                })
                .collect(),
            namespaces: BTreeMap::new(),
            lift_single_value_returns: csharp
                .and_then(|c| c.get("liftSingleValueMethodReturns"))
                .and_then(Value::as_bool)
                .unwrap_or(false),
        };
        names.mark(package);
        let mut all: BTreeSet<String> = BTreeSet::new();
        all.insert(package_namespace.clone());
        all.extend(names.objects.iter().map(|o| o.namespace.clone()));
        all.extend(names.enums.iter().map(|e| e.0.clone()));
        all.extend(names.resources.iter().map(|r| r.0.clone()));
        all.extend(names.functions.iter().flatten().map(|f| f.0.clone()));
        for ns in all {
            let dir = ns.split('.').skip(2).collect::<Vec<_>>().join("/");
            names.namespaces.insert(ns, dir);
        }
        Ok(names)
    }

    /// The class name of an object type in a position (Pulumi's `typeName`): `input` is an
    /// input position, `args` the input shape.
    pub fn type_name(&self, id: ObjectId, state: bool, input: bool, args: bool) -> String {
        let name = &self.objects[id.0].name;
        if state {
            return format!("{name}GetArgs");
        }
        let d = self.details[id.0];
        match self.compatibility {
            Compatibility::Default => {
                if args {
                    format!("{name}Args")
                } else {
                    name.clone()
                }
            }
            _ => {
                if input && args && d.function_output_args {
                    format!("{name}InputArgs")
                } else if input {
                    format!("{name}Args")
                } else if d.plain_type {
                    format!("{name}Result")
                } else {
                    name.clone()
                }
            }
        }
    }

    /// Marks which classes each object type gets, from what references it.
    fn mark(&mut self, package: &Package) {
        let resources = std::iter::once(&package.provider).chain(package.resources.iter());
        for r in resources {
            for (id, _) in closure(package, &r.properties, false) {
                self.details[id.0].output = true;
            }
            let inputs: Vec<&Property> = r
                .input_properties
                .iter()
                .filter(|p| !p.output_only)
                .collect();
            for (id, input) in closure_refs(package, &inputs, true) {
                self.set_input(id, input);
            }
            if let Some(state) = &r.state_inputs {
                for (id, input) in closure(package, state, true) {
                    self.set_input(id, input);
                    if input {
                        self.details[id.0].state = true;
                    }
                }
            }
        }
        for f in &package.functions {
            if f.is_overlay {
                continue;
            }
            if f.has_inputs {
                for (id, input) in closure(package, &f.inputs, false) {
                    self.set_input(id, input);
                    self.details[id.0].plain_type = true;
                }
                if f.outputs != FunctionOutputs::None {
                    for (id, input) in closure(package, &f.inputs, true) {
                        self.set_input(id, input);
                        if input {
                            self.details[id.0].function_output_args = true;
                        }
                    }
                }
            }
            let result: Vec<Wrapped> = match &f.outputs {
                FunctionOutputs::Object { properties, .. } => properties
                    .iter()
                    .map(|p| wrapped::property_type(p, false))
                    .collect(),
                FunctionOutputs::Value(t) => vec![wrapped::bind(t, false)],
                FunctionOutputs::None => Vec::new(),
            };
            for (id, _) in closure_of_types(package, &result) {
                self.details[id.0].output = true;
                self.details[id.0].plain_type = true;
            }
        }
        // sdkgen's rule: a type nothing references gets its input and output classes.
        for (i, object) in package.objects.iter().enumerate() {
            if object.usage.unreferenced() {
                let start = [Wrapped::Object {
                    id: ObjectId(i),
                    input: true,
                }];
                for (id, input) in closure_of_types(package, &start) {
                    self.set_input(id, input);
                }
                let start = [Wrapped::Object {
                    id: ObjectId(i),
                    input: false,
                }];
                for (id, _) in closure_of_types(package, &start) {
                    self.details[id.0].output = true;
                }
            }
        }
    }

    fn set_input(&mut self, id: ObjectId, input_shape: bool) {
        if input_shape {
            self.details[id.0].args = true;
        } else {
            self.details[id.0].plain_input = true;
        }
    }
}

/// Object types reachable from `props` in one shape, with their shape.
fn closure(package: &Package, props: &[Property], input_shape: bool) -> BTreeSet<(ObjectId, bool)> {
    let refs: Vec<&Property> = props.iter().collect();
    closure_refs(package, &refs, input_shape)
}

fn closure_refs(
    package: &Package,
    props: &[&Property],
    input_shape: bool,
) -> BTreeSet<(ObjectId, bool)> {
    let types: Vec<Wrapped> = props
        .iter()
        .map(|p| wrapped::property_type(p, input_shape))
        .collect();
    closure_of_types(package, &types)
}

fn closure_of_types(package: &Package, types: &[Wrapped]) -> BTreeSet<(ObjectId, bool)> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<Wrapped> = types.to_vec();
    while let Some(t) = stack.pop() {
        match t {
            Wrapped::Input(e) | Wrapped::Optional(e) | Wrapped::Array(e) | Wrapped::Map(e) => {
                stack.push(*e)
            }
            Wrapped::Union(es) => stack.extend(es),
            Wrapped::Object { id, input } if seen.insert((id, input)) => {
                let object = package.object(id);
                for p in object
                    .properties
                    .iter()
                    .filter(|p| !input || !p.output_only)
                {
                    stack.push(wrapped::property_type(p, input));
                }
            }
            _ => {}
        }
    }
    seen
}

/// A class name from a token's last segment: first letter upper-cased (Pulumi's
/// `tokenToName`), characters no identifier may hold made `_`, keywords `@`-escaped, and so
/// is `_` (a discard where a pattern names the type: `obj is _ other`).
pub fn class_name(token_name: &str) -> String {
    let name: String = uppercase_first(token_name)
        .chars()
        .map(|c| if cs::is_identifier_part(c) { c } else { '_' })
        .collect();
    let name = match name.chars().next() {
        Some(c) if !(c == '_' || c.is_alphabetic()) => format!("_{name}"),
        None => "_".to_owned(),
        _ => name,
    };
    if name == "_" {
        return "@_".to_owned();
    }
    cs::escape_reserved(name).0
}

/// A function's static class: [`class_name`], with Pulumi's `Function` suffix for names that
/// would equal the `Invoke`/`InvokeAsync` methods the class declares.
fn function_class(token_name: &str) -> String {
    let name = class_name(token_name);
    let bare = name.trim_start_matches('@');
    if bare.eq_ignore_ascii_case("Invoke") || bare.eq_ignore_ascii_case("InvokeAsync") {
        format!("{bare}Function")
    } else {
        name
    }
}

/// A namespace with every segment a valid identifier: characters no identifier may hold made
/// `_`, a `_` in front of a leading digit, a `_` after a keyword; case is kept
/// (`Crd.k8s.amazonaws.com` stays as Pulumi writes it).
fn valid_namespace(ns: &str) -> String {
    ns.split('.')
        .map(|segment| {
            let mut s: String = segment
                .chars()
                .map(|c| if cs::is_identifier_part(c) { c } else { '_' })
                .collect();
            if !s.starts_with(|c: char| c == '_' || c.is_alphabetic()) {
                s.insert(0, '_');
            }
            if cs::is_reserved(&s) {
                s.push('_');
            }
            s
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// `language.csharp.name`, when set.
pub fn override_name(language: &crate::spec::LanguageMap) -> Option<String> {
    language
        .get("csharp")
        .and_then(|c| c.get("name"))
        .and_then(Value::as_str)
        .map(class_name)
}

/// What every generated input class (`…Args`, `…State`, input types) declares besides its
/// properties: the static `Empty`.
pub const INPUT_CLASS_MEMBERS: &[&str] = &["Empty"];

/// What output classes (output types, function results) declare besides their fields: only
/// their constructor, which is named like the class.
pub const OUTPUT_CLASS_MEMBERS: &[&str] = &[];

/// What the class of `resource` declares besides its output properties: the static `Get`,
/// the private `MakeResourceOptions`, `MakeArgs` when an input is a constant, and its methods.
pub fn resource_members(resource: &Resource) -> Vec<String> {
    let mut members = vec!["Get".to_owned(), "MakeResourceOptions".to_owned()];
    let constant_input = resource
        .input_properties
        .iter()
        .any(|p| !p.output_only && p.const_value.is_some());
    if constant_input {
        members.push("MakeArgs".to_owned());
    }
    members.extend(resource.methods.iter().map(|m| method_name(&m.name)));
    members
}

/// What `Config/Config.cs`'s class declares besides the variables: the nested class `Types`,
/// when a variable's type is an object type.
pub fn config_members(package: &Package) -> &'static [&'static str] {
    fn mentions_object(t: &Wrapped) -> bool {
        match t {
            Wrapped::Object { .. } => true,
            Wrapped::Array(e) | Wrapped::Map(e) | Wrapped::Input(e) | Wrapped::Optional(e) => {
                mentions_object(e)
            }
            Wrapped::Union(es) => es.iter().any(mentions_object),
            _ => false,
        }
    }
    let has_types = package
        .config
        .iter()
        .any(|p| mentions_object(&wrapped::property_type(p, false)));
    if has_types {
        &["Types"]
    } else {
        &[]
    }
}

/// A resource method's C# name (Pulumi's: first letter upper-cased, made an identifier).
pub fn method_name(name: &str) -> String {
    cs::make_valid_identifier(&uppercase_first(name))
}

/// A property's C# name: `language.csharp.name`, else Pulumi's default (hyphens dropped,
/// first letter upper-cased), made a valid identifier. A name equal to its class, or to one of
/// the other `members` its class declares (a resource's static `Get`, an input class's
/// `Empty`, ...), gets a `Value` suffix: C# lets no member be named like its type (CS0542) and
/// no two members share a name (CS0102), and Pulumi's generator, which keeps such names, gives
/// code that does not compile.
pub fn property_name(p: &Property, class: &str, members: &[impl AsRef<str>]) -> String {
    let name = override_name(&p.language).unwrap_or_else(|| {
        let raw = cs::property_name(&p.name);
        let valid: String = raw
            .chars()
            .map(|c| if cs::is_identifier_part(c) { c } else { '_' })
            .collect();
        match valid.chars().next() {
            Some(c) if c == '_' || c.is_alphabetic() => valid,
            _ => format!("_{valid}"),
        }
    });
    let name = cs::escape_reserved(name).0;
    let bare = name.trim_start_matches('@');
    if bare == class || members.iter().any(|m| m.as_ref() == bare) {
        format!("{name}Value")
    } else {
        name
    }
}

/// The C# names of `props`, the properties of class `class` (see [`property_name`]), in order.
pub fn property_names<'p>(
    props: impl IntoIterator<Item = &'p Property>,
    class: &str,
    members: &[impl AsRef<str>],
) -> Vec<String> {
    unique(
        props
            .into_iter()
            .map(|p| property_name(p, class, members))
            .collect(),
    )
}

/// `names` with later duplicates given `_` suffixes until unique (two schema names can map to
/// one C# name, e.g. `thing` → `ThingValue` next to `thingValue`).
fn unique(names: Vec<String>) -> Vec<String> {
    let mut seen = BTreeSet::new();
    names
        .into_iter()
        .map(|mut n| {
            while !seen.insert(n.clone()) {
                n.push('_');
            }
            n
        })
        .collect()
}

/// An enum member's name (Pulumi's `makeSafeEnumName` for .NET): short symbols spelled out,
/// made a valid identifier, each word title-cased, `_` runs collapsed, the enum's name in front
/// of a leading `_`; `Equals` (and a name equal to the enum's, or a keyword) gets `Value`.
pub fn enum_member(name: &str, enum_name: &str) -> String {
    let expanded = crate::naming::casing::expand_short_enum_name(name);
    let valid = cs::make_valid_identifier(&expanded);
    // strings.Title: the first letter of every word (after a non-letter) upper-cased.
    let mut titled = String::with_capacity(valid.len());
    let mut at_word_start = true;
    for c in valid.chars() {
        if at_word_start && c.is_alphabetic() {
            titled.extend(c.to_uppercase());
        } else {
            titled.push(c);
        }
        at_word_start = !(c.is_alphanumeric() || c == '_' || c == '\'');
    }
    let mut collapsed = String::with_capacity(titled.len());
    for c in titled.chars() {
        if !(c == '_' && collapsed.ends_with('_')) {
            collapsed.push(c);
        }
    }
    if collapsed.starts_with('_') {
        collapsed = format!("{enum_name}{collapsed}");
    }
    // A keyword stays `@`-escaped (`Kind.@Default`, as Pulumi writes it); names that would clash
    // with the enum struct's own members get `Value`.
    let bare = collapsed.trim_start_matches('@').to_owned();
    if matches!(bare.as_str(), "Equals" | "ToString" | "GetHashCode") || bare == enum_name {
        format!("{bare}Value")
    } else {
        collapsed
    }
}
