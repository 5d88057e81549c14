//! Rust spellings. Pulumi has no Rust generator, so these rules are sdkgen's own: the same
//! acronym-aware snake_case as Python (without Python's legacy exceptions) and raw identifiers
//! for keywords.

use std::collections::{BTreeMap, BTreeSet};

use super::casing::uppercase_first;
use super::keywords;
use super::python;
use crate::ir::{EnumType, ObjectId, Package, Property, Token, Type};
use crate::spec::ScalarValue;

/// Whether `ident` is a Rust keyword (edition 2021 strict and reserved, plus `gen` and `_`).
pub fn is_reserved(ident: &str) -> bool {
    keywords::contains(keywords::RUST, ident)
}

/// snake_case by Pulumi's `PyName` state machine in its current (non-legacy) form, so Rust and
/// Python agree on word breaks (`podIPs` → `pod_ips`, `SHA256Hash` → `sha256_hash`).
pub fn snake_case(name: &str) -> String {
    python::snake_case(name, false)
}

/// Makes a keyword usable: `r#` raw identifier where Rust allows one, otherwise a trailing `_`
/// (`self`, `Self`, `crate`, `super` and `_` cannot be raw). Returns whether it changed.
pub fn escape_keyword(name: String) -> (String, bool) {
    if keywords::contains(keywords::RUST_NOT_RAW, &name) {
        (name + "_", true)
    } else if is_reserved(&name) {
        (format!("r#{name}"), true)
    } else {
        (name, false)
    }
}

/// UpperCamelCase type name: characters that cannot appear in an identifier split words, each
/// word gets its first letter upper-cased, and acronyms are kept as the schema spells them so
/// names stay recognisable next to the other SDKs (`getFooFilter` → `GetFooFilter`).
pub fn type_name(token_name: &str) -> String {
    let joined: String = token_name
        .split(|c: char| !python::is_identifier_part(c))
        .map(uppercase_first)
        .collect();
    let name = match joined.chars().next() {
        Some(first) if !python::is_identifier_start(first) => format!("_{joined}"),
        _ => joined,
    };
    escape_keyword(name).0
}

/// Function name: [`snake_case`] of the token's last segment, made an identifier,
/// keyword-escaped.
pub fn function_name(token_name: &str) -> String {
    escape_keyword(identifier(&snake_case(token_name))).0
}

/// `s` as one identifier: characters no identifier may hold (Unicode's `XID_Continue`, which
/// leaves out superscripts, fractions and roman numerals) become `_`, and a start no
/// identifier may have gets a `_` before it.
fn identifier(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| {
            if unicode_ident::is_xid_continue(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    if !out.starts_with(|c: char| c == '_' || unicode_ident::is_xid_start(c)) {
        out.insert(0, '_');
    }
    out
}

/// A crate name from the package name (crates.io allows `-` and `_`; other characters become `_`).
pub fn crate_name(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Names the generated modules use unqualified (the prelude's and what they import): a type
/// of the package so named gets a `_`.
const RESERVED_TYPE_NAMES: [&str; 20] = [
    "BTreeMap",
    "Box",
    "Context",
    "Deserialize",
    "Encode",
    "Err",
    "Input",
    "InvokeOptions",
    "Invoked",
    "None",
    "Ok",
    "Option",
    "Output",
    "ResourceOptions",
    "Result",
    "Secret",
    "Serialize",
    "Some",
    "String",
    "Vec",
];

fn reserved() -> BTreeSet<String> {
    RESERVED_TYPE_NAMES
        .iter()
        .map(|n| (*n).to_owned())
        .collect()
}

/// Rust names of the package's members.
pub struct Names {
    /// Per object: (module path segments joined by `/`, struct name).
    pub objects: Vec<(String, String)>,
    /// Per enum: (module, enum name).
    pub enums: Vec<(String, String)>,
    /// Per function (methods are `None`): (module, function name, args struct, result struct).
    pub functions: Vec<Option<(String, String, String, String)>>,
    /// The provider's struct in `resources` (at its root).
    pub provider: String,
    /// Per resource (overlays are `None`): (module, struct name) in `resources`; the args
    /// struct is the name with `Args`.
    pub resources: Vec<Option<(String, String)>>,
    /// Per function that is a method of a generated resource (others are `None`).
    pub methods: Vec<Option<MethodNames>>,
    /// Per object: its group of object types that hold each other directly (no collection in
    /// between), where a field must be boxed (see [`Names::holds_itself`]).
    holding_group: Vec<usize>,
    /// Per object: whether its values hold a resource of the package at any depth (see
    /// [`Names::holds_resource`]), found in one walk of the package's types.
    resource_holders: Vec<bool>,
}

/// A method's names: the function on its resource's struct, and the structs of its arguments
/// and result beside the resource in `resources` (`<Resource><Method>Args`, `…Result`).
#[derive(Clone, Debug, PartialEq)]
pub struct MethodNames {
    /// The module of `resources` (segments joined by `/`).
    pub module: String,
    /// The method on the resource's struct.
    pub name: String,
    /// Its arguments' struct.
    pub args: String,
    /// Its result's struct (for an object result).
    pub result: String,
}

/// Associated functions and trait methods of every generated resource struct: a method so
/// named gets a `_` (an inherent method would hide the trait's).
const RESOURCE_FUNCTIONS: [&str; 11] = [
    "deserialize",
    "encode",
    "from_reference",
    "from_registration",
    "get",
    "id",
    "new",
    "package",
    "providers",
    "spec",
    "type_token",
];

impl Names {
    pub fn new(package: &Package) -> Names {
        let module_of = |t: &Token| -> String {
            t.module_path()
                .iter()
                .map(|s| module_ident(s))
                .collect::<Vec<_>>()
                .join("/")
        };
        let mut taken: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut claim = |module: &str, name: String| -> String {
            let set = taken.entry(module.to_owned()).or_insert_with(reserved);
            let mut n = name;
            while !set.insert(n.clone()) {
                n.push('_');
            }
            n
        };
        let objects: Vec<(String, String)> = package
            .objects
            .iter()
            .map(|o| {
                let m = module_of(&o.token);
                let n = claim(&m, camel_ident(&o.token.name));
                claim(&m, format!("{n}Args"));
                (m, n)
            })
            .collect();
        let enums = package
            .enums
            .iter()
            .map(|e| {
                let m = module_of(&e.token);
                let n = claim(&m, camel_ident(&e.token.name));
                (m, n)
            })
            .collect();
        let functions = package
            .functions
            .iter()
            .map(|f| {
                if f.method_of.is_some() || f.is_overlay {
                    return None;
                }
                let m = module_of(&f.token);
                let base = camel_ident(&f.token.name);
                let args = claim(&m, format!("{base}Args"));
                let result = claim(&m, format!("{base}Result"));
                Some((m, function_name(&f.token.name), args, result))
            })
            .collect();
        // `src/resources.rs` has a module tree of its own: a name and its `Args` are claimed
        // together, the provider first.
        let mut taken: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut claim = |module: &str, name: String| -> String {
            let set = taken.entry(module.to_owned()).or_insert_with(reserved);
            let mut n = name;
            while !set.insert(n.clone()) || !set.insert(format!("{n}Args")) {
                n.push('_');
            }
            n
        };
        let provider = claim("", "Provider".to_owned());
        let resources: Vec<Option<(String, String)>> = package
            .resources
            .iter()
            .map(|r| {
                if r.is_overlay {
                    return None;
                }
                let m = module_of(&r.token);
                let n = claim(&m, camel_ident(&r.token.name));
                Some((m, n))
            })
            .collect();
        let mut methods = vec![None; package.functions.len()];
        let owners = std::iter::once((&package.provider, Some((String::new(), provider.clone()))))
            .chain(package.resources.iter().zip(resources.iter().cloned()));
        for (r, named) in owners {
            let Some((module, name)) = named else {
                continue;
            };
            let mut functions: BTreeSet<String> =
                RESOURCE_FUNCTIONS.iter().map(|f| (*f).to_owned()).collect();
            let set = taken.entry(module.clone()).or_insert_with(reserved);
            for m in &r.methods {
                let base = format!("{name}{}", camel_ident(&m.name));
                let args = claim_in(set, format!("{base}Args"));
                let result = claim_in(set, format!("{base}Result"));
                let name = claim_in(&mut functions, function_name(&m.name));
                methods[m.function.0] = Some(MethodNames {
                    module: module.clone(),
                    name,
                    args,
                    result,
                });
            }
        }
        // Object types that hold each other without a collection in between, in a cycle.
        let holds = package.direct_object_edges(|_| true);
        let resource_holders = resource_holders(package, &resources);
        Names {
            objects,
            enums,
            functions,
            provider,
            resources,
            methods,
            holding_group: crate::graph::components(&holds),
            resource_holders,
        }
    }

    /// Whether values of `ty` hold a resource of the package, at any depth: a type that does is
    /// read from the engine (its resources come as references), but has no `PartialEq` and no
    /// `Serialize` (a resource is a registration under way).
    pub fn holds_resource(&self, ty: &Type) -> bool {
        let mut objects = Vec::new();
        holds_directly(ty, &self.resources, &mut objects)
            || objects.iter().any(|&o| self.resource_holders[o])
    }

    /// Whether a property of object `owner` with type `ty` holds a value of `owner` itself
    /// without a collection in between (directly or through other object types), so that
    /// the field must be boxed.
    pub fn holds_itself(&self, owner: ObjectId, ty: &Type) -> bool {
        // `owner` holds `ty`'s object type; that one holds `owner` back exactly when the two
        // are in one group.
        matches!(ty, Type::Object(id) if self.holding_group[id.0] == self.holding_group[owner.0])
    }

    /// A function's engine forms in `resources` (at its root): the output form and the plain
    /// (async) form, `<module>_<name>_output` and `…_plain`.
    pub fn engine_functions(module: &str, function: &str) -> (String, String) {
        // A raw identifier (`r#in`) loses its `r#`, as `in_output` is none.
        let prefix = if module.is_empty() {
            String::new()
        } else {
            format!("{}_", module.replace('/', "_"))
        };
        let name = function.trim_start_matches("r#");
        (
            format!("{prefix}{name}_output"),
            format!("{prefix}{name}_plain"),
        )
    }

    /// Every module with members, with its child modules (the root is `""`).
    pub fn module_tree(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut tree: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        tree.entry(String::new()).or_default();
        let modules = self
            .objects
            .iter()
            .map(|o| &o.0)
            .chain(self.enums.iter().map(|e| &e.0))
            .chain(self.functions.iter().flatten().map(|f| &f.0));
        for m in modules {
            let mut path = m.as_str();
            while !path.is_empty() {
                let (parent, child) = match path.rsplit_once('/') {
                    Some((p, c)) => (p, c),
                    None => ("", path),
                };
                tree.entry(path.to_owned()).or_default();
                tree.entry(parent.to_owned())
                    .or_default()
                    .insert(child.to_owned());
                path = parent;
            }
        }
        tree
    }
}

/// `name`, or `name` with `_`s until it is not in `taken`; taken from then on.
fn claim_in(taken: &mut BTreeSet<String>, name: String) -> String {
    let mut name = name;
    while !taken.insert(name.clone()) {
        name.push('_');
    }
    name
}

/// An UpperCamelCase identifier (what rustc's `non_camel_case_types` lint accepts): words split
/// at characters no identifier holds and at `_`, each with its first letter upper-cased; a
/// leading digit gets a `V`, and `Self` becomes `SelfValue`.
pub fn camel_ident(name: &str) -> String {
    let joined: String = name
        .split(|c: char| c == '_' || !unicode_ident::is_xid_continue(c))
        .map(uppercase_first)
        .collect();
    let joined = match joined.chars().next() {
        None => "Value".to_owned(),
        Some(c) if !unicode_ident::is_xid_start(c) => format!("V{joined}"),
        Some(_) => joined,
    };
    if joined == "Self" {
        "SelfValue".to_owned()
    } else {
        joined
    }
}

/// The Rust name of each value of `e`: a variant of a string enum (`camel_ident` of its name or
/// value), an associated constant of a number, integer or boolean enum's newtype (its name or
/// value in SCREAMING_SNAKE_CASE); a name taken twice gets `_`.
pub fn enum_member_names(e: &EnumType) -> Vec<String> {
    let mut taken = BTreeSet::new();
    e.values
        .iter()
        .map(|v| {
            let mut name = match (&v.value, &e.element_type) {
                (ScalarValue::String(value), Type::String) => {
                    let raw = v.name.as_deref().unwrap_or(value);
                    camel_ident(&super::casing::expand_short_enum_name(raw))
                }
                (value, element) => {
                    let raw = v.name.clone().unwrap_or_else(|| value_text(value, element));
                    let mut constant = ascii_ident_chars(&snake_case(&raw).to_uppercase());
                    if constant.is_empty() || constant.starts_with(|c: char| c.is_ascii_digit()) {
                        constant.insert(0, '_');
                    }
                    if constant.chars().all(|c| c == '_') {
                        constant.push('V');
                    }
                    constant
                }
            };
            while !taken.insert(name.clone()) {
                name.push('_');
            }
            name
        })
        .collect()
}

/// A value as a Rust literal reads (`7` for an integer, `7.0` for a number), for names.
fn value_text(value: &ScalarValue, element: &Type) -> String {
    match (value, element) {
        (ScalarValue::Number(n), Type::Integer) => n
            .as_i64()
            .or_else(|| n.as_f64().map(|f| f as i64))
            .map_or_else(|| n.to_string(), |i| i.to_string()),
        (ScalarValue::Number(n), _) => {
            let f = n.as_f64().unwrap_or(0.0);
            if f.fract() == 0.0 && f.abs() < 1e15 {
                format!("{f:.1}")
            } else {
                format!("{f}")
            }
        }
        (ScalarValue::Bool(b), _) => b.to_string(),
        (ScalarValue::String(s), _) => s.clone(),
    }
}

/// `s` with every character but ASCII letters, digits and `_` made `_`.
pub fn ascii_ident_chars(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Crates the generated code names by path: a module of the same name would shadow them.
const CRATE_NAMES: [&str; 6] = [
    "alloc",
    "core",
    "sdkgen_runtime",
    "serde",
    "serde_json",
    "std",
];

/// A module name: snake_case ASCII, with a `_` suffix for a keyword (a file name cannot be
/// raw) and for the name of a crate the generated code uses (`std_`, `serde_`).
pub fn module_ident(segment: &str) -> String {
    let s = ascii_ident_chars(&snake_case(segment));
    let s = if s.starts_with(|c: char| c.is_ascii_digit()) || s.is_empty() {
        format!("m{s}")
    } else {
        s
    };
    if is_reserved(&s) || CRATE_NAMES.contains(&s.as_str()) {
        format!("{s}_")
    } else {
        s
    }
}

/// The path of an item of the crate's `<top>` module (`types` or `resources`) in `module`
/// (segments joined by `/`, as [`Names`] keeps them): `crate::resources::a::b::Name`.
pub fn item_path(rs_crate: &str, top: &str, module: &str, name: &str) -> String {
    if module.is_empty() {
        format!("{rs_crate}::{top}::{name}")
    } else {
        format!("{rs_crate}::{top}::{}::{name}", module.replace('/', "::"))
    }
}

/// A field name for a wire name: snake_case, made an identifier, keyword-escaped.
pub fn field_name(wire: &str) -> String {
    let mut s = identifier(&snake_case(wire));
    if s == "_" {
        s.push('_');
    }
    escape_keyword(s).0
}

/// Whether a caller must give `p` to its input form's `new`: required, with no default (from
/// the schema or the environment) to fall back on. The parameters of `new` are these
/// properties, in the struct's (wire-name) order.
pub fn is_new_param(p: &Property) -> bool {
    p.required && p.default.is_none() && p.default_env.is_empty()
}

/// The field names of a struct of `props` (by wire name): [`field_name`], with `_` added to a
/// name already taken. An input form (`…Args`) has a constructor `new` and a setter per field,
/// so no field of it is named `new`.
pub fn field_names<'p>(
    props: impl IntoIterator<Item = &'p Property>,
    input_form: bool,
) -> Vec<String> {
    field_names_after(if input_form { &["new"] } else { &[] }, props)
}

/// [`field_names`] in a struct whose fields `taken` come first (a resource's `urn` and `id`).
pub fn field_names_after<'p>(
    taken: &[&str],
    props: impl IntoIterator<Item = &'p Property>,
) -> Vec<String> {
    let mut taken: BTreeSet<String> = taken.iter().map(|t| (*t).to_owned()).collect();
    props
        .into_iter()
        .map(|p| {
            let mut f = field_name(&p.name);
            while !taken.insert(f.clone()) {
                f.push('_');
            }
            f
        })
        .collect()
}

/// Whether values of `ty` hold a generated resource or the provider without passing through an
/// object type; the object types `ty` names are pushed onto `objects`.
fn holds_directly(
    ty: &Type,
    resources: &[Option<(String, String)>],
    objects: &mut Vec<usize>,
) -> bool {
    match ty {
        Type::Resource(id) => resources[id.0].is_some(),
        Type::Provider => true,
        Type::Array(e) | Type::Map(e) => holds_directly(e, resources, objects),
        Type::Object(id) => {
            objects.push(id.0);
            false
        }
        Type::Token(t) => holds_directly(&t.underlying, resources, objects),
        _ => false,
    }
}

/// Per object type: whether it holds a generated resource or the provider at any depth. The
/// object types that hold one directly (through collections at most) are the seeds, and
/// every object type that reaches a seed holds one too; a walk per type would cost the square
/// of a chain's depth.
fn resource_holders(package: &Package, resources: &[Option<(String, String)>]) -> Vec<bool> {
    let mut edges = Vec::with_capacity(package.objects.len());
    let mut direct = Vec::with_capacity(package.objects.len());
    for object in &package.objects {
        let mut objects = Vec::new();
        let mut holds = false;
        for p in &object.properties {
            holds |= holds_directly(&p.type_, resources, &mut objects);
        }
        edges.push(objects);
        direct.push(holds);
    }
    crate::graph::reaching(&edges, |n| direct[n])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_matches_python_rules() {
        let cases = [
            ("getCloudGatewayNetwork", "get_cloud_gateway_network"),
            ("podIPs", "pod_ips"),
            ("openXJsonSerDe", "open_xjson_ser_de"),
            ("has-a-hyphen", "has_a_hyphen"),
            ("ipv6CidrBlock", "ipv6_cidr_block"),
        ];
        for (input, expected) in cases {
            assert_eq!(snake_case(input), expected, "snake_case({input:?})");
        }
    }

    #[test]
    fn keywords_become_raw_or_suffixed() {
        assert_eq!(escape_keyword("type".into()), ("r#type".into(), true));
        assert_eq!(escape_keyword("async".into()), ("r#async".into(), true));
        assert_eq!(escape_keyword("gen".into()), ("r#gen".into(), true));
        assert_eq!(escape_keyword("self".into()), ("self_".into(), true));
        assert_eq!(escape_keyword("crate".into()), ("crate_".into(), true));
        assert_eq!(escape_keyword("_".into()), ("__".into(), true));
        assert_eq!(escape_keyword("name".into()), ("name".into(), false));
        assert_eq!(escape_keyword("union".into()), ("union".into(), false));
    }

    #[test]
    fn type_names() {
        assert_eq!(type_name("getFooFilter"), "GetFooFilter");
        assert_eq!(type_name("enum_XYZ"), "Enum_XYZ");
        assert_eq!(type_name("has-a-hyphen"), "HasAHyphen");
        assert_eq!(type_name("3dModel"), "_3dModel");
        assert_eq!(type_name("self"), "Self_");
    }

    #[test]
    fn function_names() {
        assert_eq!(
            function_name("getCloudGatewayNetwork"),
            "get_cloud_gateway_network"
        );
        assert_eq!(function_name("match"), "r#match");
        assert_eq!(function_name("super"), "super_");
    }
}
