//! Conformance vectors: from any schema, for every function and object type, a minimal value
//! (required fields only) and a full one (every input field), each as the language-neutral
//! value and as the exact wire JSON an SDK sends. Every SDK's test harness feeds the same
//! vectors through its own API, so all languages are held to one expectation.
//!
//! Values are deterministic: a string is `"<name>-<case>"`, an integer 42, a number 1.5, a
//! boolean `true`, an enum its first value, an array one element, a map one entry `"key"`.
//! Keys are the schema's wire names. In `wire`, a secret field of an object type is wrapped in
//! Pulumi's secret envelope; function arguments travel without envelopes (SDKs send invoke
//! arguments plain).
//!
//! A value of an object type inside another value is a *type reference*,
//! `{"<SIGNATURE_KEY>": "<TYPE_REFERENCE_SIGNATURE>", "type": "<token>"}`: that type's vector
//! of the same case stands there (its `value` in a `value` or `args`, its `wire` in a type's
//! `wire`, and its `value` in a function's `wire`, where secrets travel plain). Written out in
//! place, nested types would repeat themselves along every path: a chain of n types is n²/2
//! values, types that each use the next twice 2ⁿ. To expand a vector, replace each reference by
//! the referenced case, expanded the same way, unless the type is already being expanded further
//! up (the types of the vector itself included): then the property holding the reference is
//! left out, and so is a property whose array or map holds such a reference.
//! [`expand`] does exactly that.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::ir::{Package, Property, Type};

/// The key marking a special property value (a secret).
pub const SIGNATURE_KEY: &str = "4dabf18193072939515e22adb298388d";
/// The signature of a secret.
pub const SECRET_SIGNATURE: &str = "1b47061264138c4ac30d75fd1eb44270";

/// The marker of a type reference (the value under [`SIGNATURE_KEY`]).
pub const TYPE_REFERENCE_SIGNATURE: &str = "d868928b1d3a40c7624f1b74c5b95a0c";

/// The vectors of `package`.
pub fn derive(package: &Package) -> Value {
    let mut functions = Vec::new();
    for f in &package.functions {
        if f.method_of.is_some() || f.is_overlay {
            continue;
        }
        let inputs: Vec<&Property> = f.inputs.iter().filter(|p| !p.output_only).collect();
        let cases: Vec<Value> = CASES
            .iter()
            .map(|case| {
                let (args, wire) = object_value(package, &inputs, case, false);
                json!({ "name": case, "args": args, "wire": wire })
            })
            .collect();
        functions.push(json!({ "token": f.token.raw, "cases": cases }));
    }
    let type_vectors = |overlay: bool| -> Vec<Value> {
        package
            .objects
            .iter()
            .filter(|o| o.is_overlay == overlay)
            .map(|o| {
                let inputs: Vec<&Property> =
                    o.properties.iter().filter(|p| !p.output_only).collect();
                let cases: Vec<Value> = CASES
                    .iter()
                    .map(|case| {
                        let (value, wire) = object_value(package, &inputs, case, true);
                        json!({ "name": case, "value": value, "wire": wire })
                    })
                    .collect();
                json!({ "token": o.token.raw, "cases": cases })
            })
            .collect()
    };
    json!({
        "package": package.name,
        "secretSignature": { "key": SIGNATURE_KEY, "value": SECRET_SIGNATURE },
        "typeReference": { "key": SIGNATURE_KEY, "value": TYPE_REFERENCE_SIGNATURE },
        "functions": functions,
        "types": type_vectors(false),
        // Overlay types are written by hand, not generated, so they have no vectors of their
        // own to check; these are here for the references to them.
        "overlayTypes": type_vectors(true),
    })
}

/// The two cases of every vector: required fields only, and every field.
const CASES: [&str; 2] = ["minimal", "full"];

/// (neutral, wire) values of an object with `props`; `wrap` wraps secrets on the wire.
fn object_value(package: &Package, props: &[&Property], case: &str, wrap: bool) -> (Value, Value) {
    let full = case == "full";
    let mut neutral = Map::new();
    let mut wire = Map::new();
    for p in props {
        if !p.required && !full {
            continue;
        }
        let Some((n, w)) = value(package, &p.type_, &format!("{}-{case}", p.name)) else {
            continue;
        };
        let w = if p.secret && wrap {
            json!({ SIGNATURE_KEY: SECRET_SIGNATURE, "value": w })
        } else {
            w
        };
        neutral.insert(p.name.clone(), n);
        wire.insert(p.name.clone(), w);
    }
    (Value::Object(neutral), Value::Object(wire))
}

/// (neutral, wire) values of a type; `None` for types with no portable value (assets,
/// resources, other packages' types). An object type is a reference to its own vector.
fn value(package: &Package, ty: &Type, text: &str) -> Option<(Value, Value)> {
    let same = |v: Value| Some((v.clone(), v));
    match ty {
        Type::Boolean => same(json!(true)),
        Type::Integer => same(json!(42)),
        Type::Number => same(json!(1.5)),
        Type::String => same(json!(text)),
        Type::Any | Type::Json => same(json!({ "any": text })),
        Type::Enum(id) => {
            let e = package.enum_type(*id);
            let v = e.values.first()?;
            same(match &v.value {
                crate::spec::ScalarValue::String(s) => json!(s),
                crate::spec::ScalarValue::Bool(b) => json!(b),
                crate::spec::ScalarValue::Number(n) => Value::Number(n.clone()),
            })
        }
        Type::Token(t) => value(package, &t.underlying, text),
        Type::Union(u) => value(package, u.elements.first()?, text),
        Type::Array(e) => {
            let (n, w) = value(package, e, text)?;
            Some((json!([n]), json!([w])))
        }
        Type::Map(e) => {
            let (n, w) = value(package, e, text)?;
            Some((json!({ "key": n }), json!({ "key": w })))
        }
        Type::Object(id) => same(
            json!({ SIGNATURE_KEY: TYPE_REFERENCE_SIGNATURE, "type": package.object(*id).token.raw }),
        ),
        Type::Asset | Type::Archive | Type::Resource(_) | Type::Provider | Type::External(_) => {
            None
        }
    }
}

/// Vectors with every type reference expanded (see the module's documentation), as a test
/// harness that wants whole values reads them. Expanded values can be as large as the
/// references avoid (2ⁿ for n types that each use the next twice): for small packages.
pub fn expand(vectors: &Value) -> Value {
    let mut cases: BTreeMap<(&str, &str), &Value> = BTreeMap::new();
    for kind in ["types", "overlayTypes"] {
        for item in vectors[kind].as_array().into_iter().flatten() {
            let token = item["token"].as_str().unwrap_or_default();
            for case in item["cases"].as_array().into_iter().flatten() {
                cases.insert((token, case["name"].as_str().unwrap_or_default()), case);
            }
        }
    }
    let mut out = vectors.clone();
    for (kind, fields) in [
        ("functions", ["args", "wire"]),
        ("types", ["value", "wire"]),
    ] {
        for item in out[kind].as_array_mut().into_iter().flatten() {
            let token = item["token"].as_str().unwrap_or_default().to_owned();
            for case in item["cases"].as_array_mut().into_iter().flatten() {
                let name = case["name"].as_str().unwrap_or_default().to_owned();
                for field in fields {
                    // A function's arguments travel plain: their types' values, not wires.
                    let from = if kind == "types" && field == "wire" {
                        "wire"
                    } else {
                        "value"
                    };
                    let mut expanding: Vec<&str> = Vec::new();
                    if kind == "types" {
                        expanding.push(&token);
                    }
                    let expander = Expander {
                        cases: &cases,
                        case: &name,
                        field: from,
                    };
                    case[field] = expander
                        .object(&case[field], &mut expanding)
                        .unwrap_or(Value::Null);
                }
            }
        }
    }
    out
}

struct Expander<'a> {
    cases: &'a BTreeMap<(&'a str, &'a str), &'a Value>,
    case: &'a str,
    field: &'a str,
}

impl<'a> Expander<'a> {
    /// An object's value with its references expanded; its properties whose value cannot be
    /// expanded are left out.
    fn object(&self, v: &'a Value, expanding: &mut Vec<&'a str>) -> Option<Value> {
        let Value::Object(members) = v else {
            return Some(v.clone());
        };
        let mut out = Map::new();
        for (key, member) in members {
            if let Some(expanded) = self.value(member, expanding) {
                out.insert(key.clone(), expanded);
            }
        }
        Some(Value::Object(out))
    }

    /// A property's value expanded, or `None` when it holds a reference to a type being
    /// expanded already.
    fn value(&self, v: &'a Value, expanding: &mut Vec<&'a str>) -> Option<Value> {
        match v {
            Value::Object(members) => {
                if members.len() == 2
                    && members.get(SIGNATURE_KEY).and_then(Value::as_str)
                        == Some(TYPE_REFERENCE_SIGNATURE)
                {
                    let token = members.get("type")?.as_str()?;
                    if expanding.contains(&token) {
                        return None;
                    }
                    let referenced = &self.cases.get(&(token, self.case))?[self.field];
                    expanding.push(token);
                    let expanded = self.object(referenced, expanding);
                    expanding.pop();
                    return expanded;
                }
                let mut out = Map::new();
                for (key, member) in members {
                    out.insert(key.clone(), self.value(member, expanding)?);
                }
                Some(Value::Object(out))
            }
            Value::Array(items) => items
                .iter()
                .map(|item| self.value(item, expanding))
                .collect::<Option<Vec<_>>>()
                .map(Value::Array),
            other => Some(other.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::ObjectId;
    use std::path::PathBuf;

    /// The vectors as sdkgen derived them before type references: every nested value written
    /// out, a type met again further down left out.
    fn inlined(package: &Package) -> Value {
        fn object_value(
            package: &Package,
            props: &[&Property],
            case: &str,
            stack: &mut Vec<ObjectId>,
            wrap: bool,
        ) -> (Value, Value) {
            let full = case == "full";
            let mut neutral = Map::new();
            let mut wire = Map::new();
            for p in props {
                if !p.required && !full {
                    continue;
                }
                let text = format!("{}-{case}", p.name);
                let Some((n, w)) = value(package, &p.type_, &text, case, stack, wrap) else {
                    continue;
                };
                let w = if p.secret && wrap {
                    json!({ SIGNATURE_KEY: SECRET_SIGNATURE, "value": w })
                } else {
                    w
                };
                neutral.insert(p.name.clone(), n);
                wire.insert(p.name.clone(), w);
            }
            (Value::Object(neutral), Value::Object(wire))
        }
        fn value(
            package: &Package,
            ty: &Type,
            text: &str,
            case: &str,
            stack: &mut Vec<ObjectId>,
            wrap: bool,
        ) -> Option<(Value, Value)> {
            match ty {
                Type::Token(t) => value(package, &t.underlying, text, case, stack, wrap),
                Type::Union(u) => value(package, u.elements.first()?, text, case, stack, wrap),
                Type::Array(e) => {
                    let (n, w) = value(package, e, text, case, stack, wrap)?;
                    Some((json!([n]), json!([w])))
                }
                Type::Map(e) => {
                    let (n, w) = value(package, e, text, case, stack, wrap)?;
                    Some((json!({ "key": n }), json!({ "key": w })))
                }
                Type::Object(id) => {
                    if stack.contains(id) {
                        return None;
                    }
                    stack.push(*id);
                    let props: Vec<&Property> = package
                        .object(*id)
                        .properties
                        .iter()
                        .filter(|p| !p.output_only)
                        .collect();
                    let result = object_value(package, &props, case, stack, wrap);
                    stack.pop();
                    Some(result)
                }
                other => super::value(package, other, text),
            }
        }
        let functions: Vec<Value> = package
            .functions
            .iter()
            .filter(|f| f.method_of.is_none() && !f.is_overlay)
            .map(|f| {
                let inputs: Vec<&Property> = f.inputs.iter().filter(|p| !p.output_only).collect();
                let cases: Vec<Value> = CASES
                    .iter()
                    .map(|case| {
                        let (args, wire) =
                            object_value(package, &inputs, case, &mut Vec::new(), false);
                        json!({ "name": case, "args": args, "wire": wire })
                    })
                    .collect();
                json!({ "token": f.token.raw, "cases": cases })
            })
            .collect();
        let types: Vec<Value> = (0..package.objects.len())
            .filter(|&i| !package.objects[i].is_overlay)
            .map(|i| {
                let o = &package.objects[i];
                let inputs: Vec<&Property> =
                    o.properties.iter().filter(|p| !p.output_only).collect();
                let cases: Vec<Value> = CASES
                    .iter()
                    .map(|case| {
                        let mut stack = vec![ObjectId(i)];
                        let (value, wire) = object_value(package, &inputs, case, &mut stack, true);
                        json!({ "name": case, "value": value, "wire": wire })
                    })
                    .collect();
                json!({ "token": o.token.raw, "cases": cases })
            })
            .collect();
        json!({ "functions": functions, "types": types })
    }

    fn schemas() -> Vec<PathBuf> {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let mut paths = vec![
            root.join("schema/gatewaycloud.json"),
            root.join("schema/streamcloud.json"),
            root.join("tests/fixtures/rust_names.json"),
        ];
        let corpus = root.join("../shared/corpus/pulumi-codegen-testdata");
        for entry in std::fs::read_dir(&corpus).into_iter().flatten().flatten() {
            paths.push(entry.path().join("schema.json"));
        }
        paths.retain(|p| p.exists());
        paths.sort();
        paths
    }

    /// Expanded, the vectors with type references are the vectors written out in full, on
    /// the seeds, a fixture of recursive types and Pulumi's codegen test schemas.
    #[test]
    fn expanded_references_are_the_values_written_out() {
        let mut compared = 0;
        for schema in schemas() {
            let outcome = crate::workspace::check_files(std::slice::from_ref(&schema));
            let Some(bound) = outcome.packages.first().filter(|_| !outcome.has_errors()) else {
                continue;
            };
            let expanded = expand(&derive(&bound.package));
            let inlined = inlined(&bound.package);
            for kind in ["functions", "types"] {
                assert_eq!(expanded[kind], inlined[kind], "{} {kind}", schema.display());
            }
            compared += 1;
        }
        assert!(compared >= 3, "only {compared} schemas compared");
    }

    /// No value holds another type's value: a chain of types is as large as the chain.
    #[test]
    fn nested_types_are_references() {
        let schema = serde_json::json!({
            "name": "p",
            "types": {
                "p:index:A": {"type": "object", "properties": {"b": {"$ref": "#/types/p:index:B"}}},
                "p:index:B": {"type": "object", "properties": {"a": {"type": "array", "items": {"$ref": "#/types/p:index:A"}}, "s": {"type": "string", "secret": true}}}
            }
        });
        let dir = std::env::temp_dir().join(format!("sdkgen-vectors-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.json");
        std::fs::write(&path, schema.to_string()).unwrap();
        let outcome = crate::workspace::check_files(std::slice::from_ref(&path));
        let _ = std::fs::remove_dir_all(&dir);
        let vectors = derive(&outcome.packages[0].package);
        let reference_to =
            |token: &str| json!({ SIGNATURE_KEY: TYPE_REFERENCE_SIGNATURE, "type": token });
        assert_eq!(
            vectors["types"][0]["cases"][1]["value"],
            json!({ "b": reference_to("p:index:B") })
        );
        assert_eq!(
            vectors["types"][1]["cases"][1]["wire"],
            json!({ "a": [reference_to("p:index:A")], "s": { SIGNATURE_KEY: SECRET_SIGNATURE, "value": "s-full" } })
        );
        // Expanded: A's value holds B's, which leaves out its array of A (A is being expanded).
        let expanded = expand(&vectors);
        assert_eq!(
            expanded["types"][0]["cases"][1]["value"],
            json!({ "b": { "s": "s-full" } })
        );
        assert_eq!(
            expanded["types"][1]["cases"][1]["wire"],
            json!({ "a": [{}], "s": { SIGNATURE_KEY: SECRET_SIGNATURE, "value": "s-full" } })
        );
    }
}
