//! [`Input<T>`]: what every input field of a generated crate takes (a plain value, a
//! [`Secret`] or an [`Output`]), and [`Encode`]: how an input, with every output inside it at
//! any depth, becomes the property value the engine receives.
//!
//! Encoding waits for each output it meets. The value it gives is Pulumi's property-value JSON
//! (see [`crate::wire`]): a secret part is wrapped in the secret envelope at its place, an
//! unknown part (a preview) is [`wire::UNKNOWN`]; the URNs of the resources every part came
//! from are collected, so the registration depends on them.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;

pub use futures::future::BoxFuture;
use futures::future::{join_all, FutureExt};
use serde::de::{Deserialize, DeserializeOwned, Deserializer};
use serde_json::{Map, Value};

use crate::output::Output;
use crate::secret::Secret;
use crate::wire;

/// An input: a plain value, a secret value, or an output of another resource or function.
/// Every `From` conversion below is what `.into()` (and the generated setters) accept.
pub struct Input<T>(Repr<T>);

enum Repr<T> {
    Value(T),
    Secret(T),
    Output(Output<T>),
}

impl<T: Clone> Clone for Input<T> {
    fn clone(&self) -> Input<T> {
        Input(match &self.0 {
            Repr::Value(value) => Repr::Value(value.clone()),
            Repr::Secret(value) => Repr::Secret(value.clone()),
            Repr::Output(output) => Repr::Output(output.clone()),
        })
    }
}

impl<T: fmt::Debug> fmt::Debug for Input<T> {
    // A secret never prints, and an output is not resolved yet.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Value(value) => value.fmt(f),
            Repr::Secret(_) => f.write_str("Secret(***)"),
            Repr::Output(_) => f.write_str("Output(..)"),
        }
    }
}

impl<T> Input<T> {
    /// A plain value.
    pub fn value(value: T) -> Input<T> {
        Input(Repr::Value(value))
    }

    /// A value the engine keeps secret.
    pub fn secret(value: T) -> Input<T> {
        Input(Repr::Secret(value))
    }

    /// The value, when it is a plain (not secret) value rather than an output.
    pub fn as_value(&self) -> Option<&T> {
        match &self.0 {
            Repr::Value(value) => Some(value),
            _ => None,
        }
    }
}

impl<T: Clone + Send + Sync + 'static> Input<T> {
    /// The input as an output (a plain value known at once, a secret one secret).
    pub fn into_output(self) -> Output<T> {
        match self.0 {
            Repr::Value(value) => Output::new(value),
            Repr::Secret(value) => Output::secret(value),
            Repr::Output(output) => output,
        }
    }
}

impl<T> From<T> for Input<T> {
    fn from(value: T) -> Input<T> {
        Input::value(value)
    }
}

impl From<&str> for Input<String> {
    fn from(value: &str) -> Input<String> {
        Input::value(value.to_owned())
    }
}

impl<T> From<Secret<T>> for Input<T> {
    fn from(value: Secret<T>) -> Input<T> {
        Input::secret(value.into_inner())
    }
}

impl<T> From<Output<T>> for Input<T> {
    fn from(output: Output<T>) -> Input<T> {
        Input(Repr::Output(output))
    }
}

impl<T> From<&Output<T>> for Input<T> {
    fn from(output: &Output<T>) -> Input<T> {
        Input(Repr::Output(output.clone()))
    }
}

impl<T> From<Vec<T>> for Input<Vec<Input<T>>> {
    fn from(items: Vec<T>) -> Input<Vec<Input<T>>> {
        Input::value(items.into_iter().map(Input::value).collect())
    }
}

impl<T, const N: usize> From<[T; N]> for Input<Vec<Input<T>>> {
    fn from(items: [T; N]) -> Input<Vec<Input<T>>> {
        Input::value(items.into_iter().map(Input::value).collect())
    }
}

impl From<Vec<&str>> for Input<Vec<Input<String>>> {
    fn from(items: Vec<&str>) -> Input<Vec<Input<String>>> {
        Input::value(items.into_iter().map(Input::from).collect())
    }
}

impl<const N: usize> From<[&str; N]> for Input<Vec<Input<String>>> {
    fn from(items: [&str; N]) -> Input<Vec<Input<String>>> {
        Input::value(items.into_iter().map(Input::from).collect())
    }
}

impl<T> From<BTreeMap<String, T>> for Input<BTreeMap<String, Input<T>>> {
    fn from(items: BTreeMap<String, T>) -> Input<BTreeMap<String, Input<T>>> {
        Input::value(
            items
                .into_iter()
                .map(|(k, v)| (k, Input::value(v)))
                .collect(),
        )
    }
}

impl<T> From<HashMap<String, T>> for Input<BTreeMap<String, Input<T>>> {
    fn from(items: HashMap<String, T>) -> Input<BTreeMap<String, Input<T>>> {
        Input::value(
            items
                .into_iter()
                .map(|(k, v)| (k, Input::value(v)))
                .collect(),
        )
    }
}

impl From<BTreeMap<String, &str>> for Input<BTreeMap<String, Input<String>>> {
    fn from(items: BTreeMap<String, &str>) -> Input<BTreeMap<String, Input<String>>> {
        Input::value(
            items
                .into_iter()
                .map(|(k, v)| (k, Input::from(v)))
                .collect(),
        )
    }
}

/// Reads a plain value, or a secret envelope as a secret (the conformance vectors and the
/// `Transport` form read inputs from property-value JSON).
impl<'de, T: DeserializeOwned> Deserialize<'de> for Input<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Input<T>, D::Error> {
        let value = Value::deserialize(deserializer)?;
        let secret = wire::is_secret(&value);
        let value =
            serde_json::from_value(wire::reveal(value)).map_err(serde::de::Error::custom)?;
        Ok(if secret {
            Input::secret(value)
        } else {
            Input::value(value)
        })
    }
}

/// An encoded input: property-value JSON and what it holds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Encoded {
    /// The value: secret parts wrapped at their place, unknown parts [`wire::UNKNOWN`].
    pub value: Value,
    /// Some part is secret.
    pub secret: bool,
    /// Some part is unknown (a preview).
    pub unknown: bool,
    /// URNs of the resources the parts came from.
    pub dependencies: BTreeSet<String>,
}

impl Encoded {
    /// A plain, known value without dependencies.
    pub fn plain(value: Value) -> Encoded {
        Encoded {
            value,
            ..Encoded::default()
        }
    }

    /// The same value secret as a whole: nested envelopes go, as the outer one covers them and
    /// the engine keeps a secret property as one ciphertext.
    pub fn into_secret(self) -> Encoded {
        Encoded {
            value: wire::secret(wire::reveal(self.value)),
            secret: true,
            ..self
        }
    }

    /// The same value in a secret envelope, nested envelopes kept (what a secret field of an
    /// object holds on the wire).
    pub fn wrapped_secret(self) -> Encoded {
        Encoded {
            value: wire::secret(self.value),
            secret: true,
            ..self
        }
    }

    /// Takes in the flags and dependencies of a part, and gives back its value.
    fn absorb(&mut self, part: Encoded) -> Value {
        self.secret |= part.secret;
        self.unknown |= part.unknown;
        self.dependencies.extend(part.dependencies);
        part.value
    }
}

/// A value that becomes property-value JSON once every output inside it is resolved.
pub trait Encode: Sync {
    /// The value encoded (see [`Encoded`]).
    fn encode(&self) -> BoxFuture<'_, Encoded>;
}

/// `value` encoded now: `None` when it holds an output not resolved yet (the `Transport` form
/// and the conformance vectors take plain values).
pub fn encode_now<T: Encode + ?Sized>(value: &T) -> Option<Encoded> {
    value.encode().now_or_never()
}

/// The arguments of a function that takes none: an empty object.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoArgs;

impl Encode for NoArgs {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        futures::future::ready(Encoded::plain(Value::Object(Map::new()))).boxed()
    }
}

/// A plain value encoded through serde (what the generated enums do).
pub fn serialized<T: serde::Serialize + ?Sized>(value: &T) -> BoxFuture<'static, Encoded> {
    // The generated enums and the scalars serialize without fail.
    let value = serde_json::to_value(value).unwrap_or(Value::Null);
    futures::future::ready(Encoded::plain(value)).boxed()
}

macro_rules! plain_encode {
    ($($ty:ty),*) => {
        $(
            impl Encode for $ty {
                fn encode(&self) -> BoxFuture<'_, Encoded> {
                    serialized(self)
                }
            }
        )*
    };
}

plain_encode!(bool, i32, i64, u32, u64, f32, f64, String, Value, Map<String, Value>);

impl<T: Encode + Send> Encode for Box<T> {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        (**self).encode()
    }
}

impl<T: Encode + Send> Encode for Option<T> {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        match self {
            Some(value) => value.encode(),
            None => futures::future::ready(Encoded::plain(Value::Null)).boxed(),
        }
    }
}

impl<T: Encode + Send> Encode for Vec<T> {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        async move {
            let parts = join_all(self.iter().map(Encode::encode)).await;
            let mut encoded = Encoded::default();
            let items = parts.into_iter().map(|p| encoded.absorb(p)).collect();
            encoded.value = Value::Array(items);
            encoded
        }
        .boxed()
    }
}

impl<T: Encode + Send> Encode for BTreeMap<String, T> {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        async move {
            let parts = join_all(self.values().map(Encode::encode)).await;
            let mut encoded = Encoded::default();
            let map: Map<String, Value> = self
                .keys()
                .zip(parts)
                .map(|(k, p)| (k.clone(), encoded.absorb(p)))
                .collect();
            encoded.value = Value::Object(map);
            encoded
        }
        .boxed()
    }
}

impl<T: Encode + Send + Sync> Encode for Secret<T> {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        async move { self.expose().encode().await.into_secret() }.boxed()
    }
}

impl<T: Encode + Clone + Send + Sync + 'static> Encode for Input<T> {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        match &self.0 {
            Repr::Value(value) => value.encode(),
            Repr::Secret(value) => async move { value.encode().await.into_secret() }.boxed(),
            Repr::Output(output) => async move {
                let data = output.data().await;
                let mut encoded = match &data.value {
                    Some(value) => value.encode().await,
                    None => Encoded {
                        value: Value::String(wire::UNKNOWN.to_owned()),
                        unknown: true,
                        ..Encoded::default()
                    },
                };
                encoded.dependencies.extend(data.dependencies);
                if data.secret {
                    encoded = encoded.into_secret();
                }
                encoded
            }
            .boxed(),
        }
    }
}

/// The fields of an object input, by wire name, encoded together: what the generated input
/// types' [`Encode`] implementations and resource registrations are made of. An unset
/// (`None`) field is left out; a field the schema marks secret is secret as a whole.
#[derive(Default)]
pub struct Fields<'a> {
    fields: Vec<(&'static str, bool, &'a dyn Encode)>,
}

impl<'a> Fields<'a> {
    /// No fields.
    pub fn new() -> Fields<'a> {
        Fields::default()
    }

    /// Adds the field `name` when it is set.
    pub fn field<T: Encode>(mut self, name: &'static str, value: Option<&'a T>) -> Fields<'a> {
        if let Some(value) = value {
            self.fields.push((name, false, value));
        }
        self
    }

    /// Adds the field `name`, secret as a whole, when it is set.
    pub fn secret_field<T: Encode>(
        mut self,
        name: &'static str,
        value: Option<&'a T>,
    ) -> Fields<'a> {
        if let Some(value) = value {
            self.fields.push((name, true, value));
        }
        self
    }

    /// Adds a field that is set.
    pub(crate) fn push(
        mut self,
        name: &'static str,
        secret: bool,
        value: &'a dyn Encode,
    ) -> Fields<'a> {
        self.fields.push((name, secret, value));
        self
    }

    /// Each field encoded, in order; a secret one in an envelope of its own (a secret part
    /// inside keeps its envelope, as Pulumi's SDKs send it).
    pub async fn encode_each(self) -> Vec<(&'static str, Encoded)> {
        let parts = join_all(self.fields.iter().map(|(_, secret, value)| async move {
            let encoded = value.encode().await;
            if *secret && !wire::is_secret(&encoded.value) {
                encoded.wrapped_secret()
            } else {
                encoded
            }
        }))
        .await;
        self.fields
            .iter()
            .map(|(name, ..)| *name)
            .zip(parts)
            .collect()
    }

    /// The fields as one object.
    pub fn encode(self) -> BoxFuture<'a, Encoded> {
        async move {
            let mut encoded = Encoded::default();
            let map: Map<String, Value> = self
                .encode_each()
                .await
                .into_iter()
                .map(|(name, part)| (name.to_owned(), encoded.absorb(part)))
                .collect();
            encoded.value = Value::Object(map);
            encoded
        }
        .boxed()
    }
}

/// The value of the first of the environment variables `names` (separated by spaces) that is
/// set: a string provider input's default from the environment, taken as it is (as an
/// `Input`, a `Secret`, …).
pub fn env_string<T: From<String>>(names: &str) -> Option<T> {
    names
        .split_whitespace()
        .find_map(|name| std::env::var(name).ok())
        .map(T::from)
}

/// The value of the first of the environment variables `names` (separated by spaces) that is
/// set and reads as `T`: a
/// provider input's default from the environment (as an `Input`, a `Secret`, …). The text is
/// read as JSON (numbers, objects, lists), then as a boolean as Go's `strconv.ParseBool` reads
/// one (`1`, `t`, `true`, `0`, `f`, `false`, any case), then as a string; a string input takes
/// [`env_string`].
pub fn env_default<T: DeserializeOwned, U: From<T>>(names: &str) -> Option<U> {
    names.split_whitespace().find_map(|name| {
        let text = std::env::var(name).ok()?;
        let boolean = match text.to_ascii_lowercase().as_str() {
            "1" | "t" | "true" => Some(true),
            "0" | "f" | "false" => Some(false),
            _ => None,
        };
        let value: T = serde_json::from_str(&text)
            .ok()
            .or_else(|| boolean.and_then(|b| serde_json::from_value(Value::Bool(b)).ok()))
            .or_else(|| serde_json::from_value(Value::String(text)).ok())?;
        Some(U::from(value))
    })
}
