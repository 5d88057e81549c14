//! [`Secret`]: a value the engine must keep encrypted, which never prints.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::wire;

/// A secret value. Its `Debug` and `Display` print `***`, never the value; on the wire it is
/// wrapped in Pulumi's secret envelope (see [`crate::wire`]), and it reads either form.
#[derive(Clone, Default, PartialEq)]
pub struct Secret<T>(T);

impl<T> Secret<T> {
    /// Wraps a value.
    pub fn new(value: T) -> Secret<T> {
        Secret(value)
    }

    /// The value (a deliberate call, so it is never printed by accident).
    pub fn expose(&self) -> &T {
        &self.0
    }

    /// Unwraps the value.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> From<T> for Secret<T> {
    fn from(value: T) -> Secret<T> {
        Secret(value)
    }
}

impl<T> fmt::Debug for Secret<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

impl<T> fmt::Display for Secret<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl<T: Serialize> Serialize for Secret<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let value = serde_json::to_value(&self.0).map_err(serde::ser::Error::custom)?;
        wire::secret(value).serialize(serializer)
    }
}

impl<'de, T: serde::de::DeserializeOwned> Deserialize<'de> for Secret<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Secret<T>, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        let plain = wire::reveal(value);
        serde_json::from_value(plain)
            .map(Secret)
            .map_err(serde::de::Error::custom)
    }
}
