//! PCL's built-in functions for the programs `pulumi-language-rust` generates from PCL (and
//! for anyone who wants them): values of any type as JSON, files, strings, lists and maps.
//! They fail as PCL's do, by panicking with a message, which [`crate::run`] reports to the
//! engine as the program's error.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::context::{Context, Registration, ResourceSpec};
use crate::output::Output;
use crate::resource::ResourceOptions;

/// `value` as JSON.
pub fn to_value<T: Serialize>(value: T) -> Value {
    serde_json::to_value(value).unwrap_or_else(|e| panic!("a value does not convert to JSON: {e}"))
}

/// JSON `value` as a `T`. A string that does not read as `T` is read as the JSON it holds,
/// as PCL converts a string to a number or a bool (a resource's id `"1234"` as `1234`).
pub fn from_value<T: DeserializeOwned>(value: Value) -> T {
    serde_json::from_value(value.clone()).unwrap_or_else(|e| {
        value
            .as_str()
            .and_then(|text| serde_json::from_str(text).ok())
            .unwrap_or_else(|| panic!("a value is not of the expected type: {e}"))
    })
}

/// `toJSON`: `value` as JSON text.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| panic!("toJSON: {e}"))
}

/// A value as a template shows it: strings as they are, anything else as JSON.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> String {
    match to_value(value) {
        Value::String(s) => s,
        other => other.to_string(),
    }
}

/// An object of `(key, value)` pairs.
pub fn object<const N: usize>(items: [(String, Value); N]) -> Value {
    Value::Object(items.into_iter().collect::<Map<String, Value>>())
}

/// `cwd`: the working directory.
pub fn cwd() -> String {
    std::env::current_dir()
        .unwrap_or_else(|e| panic!("cwd: {e}"))
        .to_string_lossy()
        .into_owned()
}

/// `rootDirectory`: the project's directory (where Pulumi.yaml is); the working directory when
/// the engine did not say.
pub fn root_directory(ctx: &Context) -> String {
    match ctx.root_directory() {
        Some(dir) => dir.to_string_lossy().into_owned(),
        None => cwd(),
    }
}

/// `readFile`: a file's text.
pub fn read_file(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("readFile({path:?}): {e}"))
}

/// A file's bytes (`filebase64`, `filebase64sha256`).
pub fn read_file_bytes(path: &str) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {path:?}: {e}"))
}

/// `length` of a value as JSON: a string's characters, a list's items, an object's keys.
pub fn length<T: Serialize + ?Sized>(value: &T) -> i64 {
    let n = match to_value(value) {
        Value::String(s) => s.chars().count(),
        Value::Array(items) => items.len(),
        Value::Object(map) => map.len(),
        Value::Null => 0,
        other => panic!("length: {other} has no length"),
    };
    n as i64
}

/// `pulumiResourceName`: the name in a resource's URN
/// (`urn:pulumi:<stack>::<project>::<qualified type>::<name>`).
pub fn urn_name(urn: &str) -> String {
    urn.splitn(4, "::").nth(3).unwrap_or_default().to_owned()
}

/// `pulumiResourceType`: the type token in a resource's URN (the last of its qualified type,
/// which starts with its parents' types).
pub fn urn_type(urn: &str) -> String {
    let qualified = urn.split("::").nth(2).unwrap_or_default();
    qualified.rsplit('$').next().unwrap_or(qualified).to_owned()
}

/// `split`: the parts of `text` between `separator`s.
pub fn split(separator: &str, text: &str) -> Vec<String> {
    text.split(separator).map(str::to_owned).collect()
}

/// `element`: the item at `index`, counting round the list.
pub fn element<T: Clone>(list: &[T], index: i64) -> T {
    assert!(!list.is_empty(), "element: the list is empty");
    let len = list.len() as i64;
    list[index.rem_euclid(len) as usize].clone()
}

/// `entries`: a map's `{key, value}` objects, by key.
pub fn entries<T: Serialize + ?Sized>(map: &T) -> Vec<Value> {
    match to_value(map) {
        Value::Object(map) => map
            .into_iter()
            .map(|(key, value)| {
                let mut entry = Map::new();
                entry.insert("key".to_owned(), Value::String(key));
                entry.insert("value".to_owned(), value);
                Value::Object(entry)
            })
            .collect(),
        Value::Null => Vec::new(),
        other => panic!("entries: {other} is not a map"),
    }
}

/// `(key, value)` pairs of a JSON list (by index) or object (by key), for `for` expressions
/// over values of no static type.
pub fn items(value: Value) -> Vec<(Value, Value)> {
    match value {
        Value::Array(items) => items
            .into_iter()
            .enumerate()
            .map(|(i, v)| (Value::from(i), v))
            .collect(),
        Value::Object(map) => map
            .into_iter()
            .map(|(k, v)| (Value::String(k), v))
            .collect(),
        Value::Null => Vec::new(),
        other => panic!("cannot iterate over {other}"),
    }
}

/// `lookup`: the value at `key`, if the map has it.
pub fn lookup<T: Clone>(map: &BTreeMap<String, T>, key: &str) -> Option<T> {
    map.get(key).cloned()
}

/// `range`: the integers from `from` up to, not including, `to`.
pub fn range(from: i64, to: i64) -> Vec<i64> {
    (from..to).collect()
}

/// `singleOrNone`: the one item of a list, or none of an empty one.
pub fn single_or_none<T: Clone>(list: &[T]) -> Option<T> {
    assert!(
        list.len() <= 1,
        "singleOrNone: the list has {} items",
        list.len()
    );
    list.first().cloned()
}

/// `min` of numbers.
pub fn min<T: PartialOrd + Copy>(values: Vec<T>) -> T {
    extreme(values, |a, b| b < a, "min")
}

/// `max` of numbers.
pub fn max<T: PartialOrd + Copy>(values: Vec<T>) -> T {
    extreme(values, |a, b| b > a, "max")
}

fn extreme<T: Copy>(values: Vec<T>, better: impl Fn(T, T) -> bool, name: &str) -> T {
    let mut values = values.into_iter();
    let first = values.next().unwrap_or_else(|| panic!("{name}: no values"));
    values.fold(first, |best, v| if better(best, v) { v } else { best })
}

/// Registers a resource of a package that has no crate (PCL's `pulumi` package: a `Stash`, a
/// `StackReference`; a component known by its type token alone): its inputs as JSON, its
/// outputs read from the returned [`Registration`].
pub fn register(
    ctx: &Context,
    type_token: &'static str,
    name: &str,
    custom: bool,
    inputs: Vec<(&'static str, Output<Value>)>,
    options: ResourceOptions,
) -> Registration {
    let spec = ResourceSpec {
        type_token,
        name: name.to_owned(),
        custom,
        version: "",
        secret_outputs: &[],
        replace_on_changes: &[],
    };
    ctx.register_resource(spec, inputs, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_read_as_the_numbers_and_bools_they_spell() {
        assert_eq!(from_value::<f64>(Value::from("1234")), 1234.0);
        assert!(from_value::<bool>(Value::from("true")));
        assert_eq!(from_value::<String>(Value::from("1234")), "1234");
        let not_a_number = std::panic::catch_unwind(|| from_value::<f64>(Value::from("x")));
        assert!(not_a_number.is_err());
    }

    #[test]
    fn names_and_types_come_from_urns() {
        let urn = "urn:pulumi:dev::proj::my:index:Parent$simple:index:Resource::res::with::colons";
        assert_eq!(urn_name(urn), "res::with::colons");
        assert_eq!(urn_type(urn), "simple:index:Resource");
    }
}
