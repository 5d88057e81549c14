//! Pulumi's property values, in two forms: JSON (what serde writes and the generated types read)
//! and the `google.protobuf.Struct` the engine's gRPC calls carry. A secret is an object holding
//! [`SIGNATURE_KEY`] = [`SECRET_SIGNATURE`] and `value`; a value not known during a preview is the
//! string [`UNKNOWN`]; a resource reference is an object holding [`SIGNATURE_KEY`] =
//! [`RESOURCE_SIGNATURE`], `urn` and (for a custom resource) `id`.

use prost_types::value::Kind;
use serde_json::{Map, Number, Value};

/// The key that marks a special property value.
pub const SIGNATURE_KEY: &str = "4dabf18193072939515e22adb298388d";

/// The signature of a secret.
pub const SECRET_SIGNATURE: &str = "1b47061264138c4ac30d75fd1eb44270";

/// The signature of a resource reference.
pub const RESOURCE_SIGNATURE: &str = "5cf8f73096256a8f31e491e813e4eb8e";

/// The signature of an asset (see [`crate::asset`]).
pub const ASSET_SIGNATURE: &str = "c44067f5952c0a294b673a41bacd8c17";

/// The signature of an archive (see [`crate::asset`]).
pub const ARCHIVE_SIGNATURE: &str = "0def7320c3a5731c473e5ecbe6d01bc7";

/// A value the engine does not know yet (during a preview).
pub const UNKNOWN: &str = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/// `value` wrapped as a secret.
pub fn secret(value: Value) -> Value {
    let mut envelope = Map::new();
    envelope.insert(SIGNATURE_KEY.to_owned(), Value::from(SECRET_SIGNATURE));
    envelope.insert("value".to_owned(), value);
    Value::Object(envelope)
}

/// Whether `value` is a secret envelope.
pub fn is_secret(value: &Value) -> bool {
    value.get(SIGNATURE_KEY).and_then(Value::as_str) == Some(SECRET_SIGNATURE)
}

/// A reference to the resource `urn` (with its `id` for a custom resource).
pub fn resource_reference(urn: &str, id: Option<&str>) -> Value {
    let mut reference = Map::new();
    reference.insert(SIGNATURE_KEY.to_owned(), Value::from(RESOURCE_SIGNATURE));
    reference.insert("urn".to_owned(), Value::from(urn));
    if let Some(id) = id {
        reference.insert("id".to_owned(), Value::from(id));
    }
    Value::Object(reference)
}

/// `value` with every secret envelope, at any depth, replaced by what it holds.
pub fn reveal(value: Value) -> Value {
    match value {
        Value::Object(mut map) => {
            if map.get(SIGNATURE_KEY).and_then(Value::as_str) == Some(SECRET_SIGNATURE) {
                return reveal(map.remove("value").unwrap_or(Value::Null));
            }
            Value::Object(map.into_iter().map(|(k, v)| (k, reveal(v))).collect())
        }
        Value::Array(items) => Value::Array(items.into_iter().map(reveal).collect()),
        other => other,
    }
}

/// What a value received from the engine holds: the value with secret envelopes removed,
/// whether any part was secret and whether any part was unknown. A resource reference stays as
/// it is, for the program's types to read as a resource (see [`crate::reference`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    /// The plain value.
    pub value: Value,
    /// Some part was a secret.
    pub secret: bool,
    /// Some part was unknown.
    pub unknown: bool,
}

/// Whether `value` holds [`UNKNOWN`] anywhere.
pub fn contains_unknown(value: &Value) -> bool {
    match value {
        Value::String(s) => s == UNKNOWN,
        Value::Array(items) => items.iter().any(contains_unknown),
        Value::Object(map) => map.values().any(contains_unknown),
        _ => false,
    }
}

/// Decodes a received value (see [`Decoded`]).
pub fn decode(value: Value) -> Decoded {
    let mut secret = false;
    let mut unknown = false;
    let value = strip(value, &mut secret, &mut unknown);
    Decoded {
        value,
        secret,
        unknown,
    }
}

fn strip(value: Value, secret: &mut bool, unknown: &mut bool) -> Value {
    match value {
        Value::String(s) if s == UNKNOWN => {
            *unknown = true;
            Value::Null
        }
        Value::Object(mut map) => match map.get(SIGNATURE_KEY).and_then(Value::as_str) {
            Some(SECRET_SIGNATURE) => {
                *secret = true;
                strip(map.remove("value").unwrap_or(Value::Null), secret, unknown)
            }
            // Kept whole: the program's types read it as a resource (`crate::reference`).
            Some(RESOURCE_SIGNATURE) => Value::Object(map),
            _ => Value::Object(
                map.into_iter()
                    .map(|(k, v)| (k, strip(v, secret, unknown)))
                    .collect(),
            ),
        },
        Value::Array(items) => Value::Array(
            items
                .into_iter()
                .map(|v| strip(v, secret, unknown))
                .collect(),
        ),
        other => other,
    }
}

/// A JSON value as a protobuf value (numbers become doubles, as the protocol carries them).
pub fn to_protobuf(value: &Value) -> prost_types::Value {
    let kind = match value {
        Value::Null => Kind::NullValue(0),
        Value::Bool(b) => Kind::BoolValue(*b),
        Value::Number(n) => Kind::NumberValue(n.as_f64().unwrap_or(f64::NAN)),
        Value::String(s) => Kind::StringValue(s.clone()),
        Value::Array(items) => Kind::ListValue(prost_types::ListValue {
            values: items.iter().map(to_protobuf).collect(),
        }),
        Value::Object(map) => Kind::StructValue(to_struct(map)),
    };
    prost_types::Value { kind: Some(kind) }
}

/// A JSON object as a protobuf `Struct`.
pub fn to_struct(map: &Map<String, Value>) -> prost_types::Struct {
    prost_types::Struct {
        fields: map
            .iter()
            .map(|(k, v)| (k.clone(), to_protobuf(v)))
            .collect(),
    }
}

/// A protobuf value as JSON. A whole double becomes an integer, so it reads into the generated
/// types' `i32` fields (the protocol has no integers).
pub fn from_protobuf(value: &prost_types::Value) -> Value {
    match &value.kind {
        None | Some(Kind::NullValue(_)) => Value::Null,
        Some(Kind::BoolValue(b)) => Value::Bool(*b),
        Some(Kind::NumberValue(n)) => {
            if n.fract() == 0.0 && n.abs() < 9.007_199_254_740_992e15 {
                Value::from(*n as i64)
            } else {
                Number::from_f64(*n).map_or(Value::Null, Value::Number)
            }
        }
        Some(Kind::StringValue(s)) => Value::String(s.clone()),
        Some(Kind::ListValue(list)) => {
            Value::Array(list.values.iter().map(from_protobuf).collect())
        }
        Some(Kind::StructValue(s)) => Value::Object(from_struct(s)),
    }
}

/// A protobuf `Struct` as a JSON object.
pub fn from_struct(s: &prost_types::Struct) -> Map<String, Value> {
    s.fields
        .iter()
        .map(|(k, v)| (k.clone(), from_protobuf(v)))
        .collect()
}
