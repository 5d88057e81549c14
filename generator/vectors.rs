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

use serde_json::{json, Map, Value};

use crate::ir::{ObjectId, Package, Property, Type};

/// The key marking a special property value (a secret).
pub const SIGNATURE_KEY: &str = "4dabf18193072939515e22adb298388d";
/// The signature of a secret.
pub const SECRET_SIGNATURE: &str = "1b47061264138c4ac30d75fd1eb44270";

/// The vectors of `package`.
pub fn derive(package: &Package) -> Value {
    let mut functions = Vec::new();
    for f in &package.functions {
        if f.method_of.is_some() || f.is_overlay {
            continue;
        }
        let inputs: Vec<&Property> = f.inputs.iter().filter(|p| !p.output_only).collect();
        let cases: Vec<Value> = ["minimal", "full"]
            .iter()
            .map(|case| {
                let full = *case == "full";
                let (args, wire) =
                    object_value(package, &inputs, full, case, &mut Vec::new(), false);
                json!({ "name": case, "args": args, "wire": wire })
            })
            .collect();
        functions.push(json!({ "token": f.token.raw, "cases": cases }));
    }
    let mut types = Vec::new();
    for (i, o) in package.objects.iter().enumerate() {
        if o.is_overlay {
            continue;
        }
        let inputs: Vec<&Property> = o.properties.iter().filter(|p| !p.output_only).collect();
        let cases: Vec<Value> = ["minimal", "full"]
            .iter()
            .map(|case| {
                let full = *case == "full";
                let mut stack = vec![ObjectId(i)];
                let (value, wire) = object_value(package, &inputs, full, case, &mut stack, true);
                json!({ "name": case, "value": value, "wire": wire })
            })
            .collect();
        types.push(json!({ "token": o.token.raw, "cases": cases }));
    }
    json!({
        "package": package.name,
        "secretSignature": { "key": SIGNATURE_KEY, "value": SECRET_SIGNATURE },
        "functions": functions,
        "types": types,
    })
}

/// (neutral, wire) values of an object with `props`; `wrap` wraps secrets on the wire.
fn object_value(
    package: &Package,
    props: &[&Property],
    full: bool,
    case: &str,
    stack: &mut Vec<ObjectId>,
    wrap: bool,
) -> (Value, Value) {
    let mut neutral = Map::new();
    let mut wire = Map::new();
    for p in props {
        if !p.required && !full {
            continue;
        }
        let Some((n, w)) = value(
            package,
            &p.type_,
            &format!("{}-{case}", p.name),
            full,
            case,
            stack,
            wrap,
        ) else {
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
/// resources, other packages' types) and for optional recursion.
#[allow(clippy::too_many_arguments)]
fn value(
    package: &Package,
    ty: &Type,
    text: &str,
    full: bool,
    case: &str,
    stack: &mut Vec<ObjectId>,
    wrap: bool,
) -> Option<(Value, Value)> {
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
        Type::Token(t) => value(package, &t.underlying, text, full, case, stack, wrap),
        Type::Union(u) => value(package, u.elements.first()?, text, full, case, stack, wrap),
        Type::Array(e) => {
            let (n, w) = value(package, e, text, full, case, stack, wrap)?;
            Some((json!([n]), json!([w])))
        }
        Type::Map(e) => {
            let (n, w) = value(package, e, text, full, case, stack, wrap)?;
            Some((json!({ "key": n }), json!({ "key": w })))
        }
        Type::Object(id) => {
            if stack.contains(id) {
                return None;
            }
            stack.push(*id);
            let object = package.object(*id);
            let props: Vec<&Property> = object
                .properties
                .iter()
                .filter(|p| !p.output_only)
                .collect();
            let result = object_value(package, &props, full, case, stack, wrap);
            stack.pop();
            Some(result)
        }
        Type::Asset | Type::Archive | Type::Resource(_) | Type::Provider | Type::External(_) => {
            None
        }
    }
}
