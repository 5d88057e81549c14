//! JSON schemas: parsed by serde_json into the same [`Value`] `serde_json::from_str` gives, except
//! that a member name given twice in one object is noted (serde_json keeps the last one
//! silently, so a duplicated definition would simply vanish).

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

use super::pointer;

/// A member name repeated within one object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Duplicate {
    /// The pointer of the member (whose parent object holds it more than once).
    pub(super) pointer: String,
    /// Which occurrence this is: 1 for the second, 2 for the third, ...
    pub(super) occurrence: usize,
}

/// Parses `text`: the document and every repeated member name, in the order they end.
pub(super) fn parse(text: &str) -> Result<(Value, Vec<Duplicate>), serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    let mut state = State::default();
    let value = Node { state: &mut state }.deserialize(&mut de)?;
    de.end()?;
    Ok((value, state.duplicates))
}

#[derive(Default)]
struct State {
    /// The path from the root to the value being read (only built into a pointer when a
    /// duplicate is found).
    path: Vec<Segment>,
    duplicates: Vec<Duplicate>,
}

enum Segment {
    Key(String),
    Index(usize),
}

impl State {
    fn pointer_to(&self, key: &str) -> String {
        let mut p = String::new();
        for segment in &self.path {
            match segment {
                Segment::Key(k) => pointer::push(&mut p, k),
                Segment::Index(i) => pointer::push(&mut p, &i.to_string()),
            }
        }
        pointer::push(&mut p, key);
        p
    }
}

/// One value, read the way serde_json's own `Value` reads it.
struct Node<'s> {
    state: &'s mut State,
}

impl<'de> DeserializeSeed<'de> for Node<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Node<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Number::from_f64(v).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        loop {
            self.state.path.push(Segment::Index(items.len()));
            let item = seq.next_element_seed(Node {
                state: &mut *self.state,
            });
            self.state.path.pop();
            match item? {
                Some(item) => items.push(item),
                None => break,
            }
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut members = Map::new();
        // Names seen more than once here, with how many times so far (almost always empty).
        let mut repeated: Vec<(String, usize)> = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            self.state.path.push(Segment::Key(key));
            let value = map.next_value_seed(Node {
                state: &mut *self.state,
            });
            let Some(Segment::Key(key)) = self.state.path.pop() else {
                unreachable!("the segment pushed above")
            };
            let value = value?;
            if members.contains_key(&key) {
                let occurrence = match repeated.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, n)) => {
                        *n += 1;
                        *n
                    }
                    None => {
                        repeated.push((key.clone(), 1));
                        1
                    }
                };
                let pointer = self.state.pointer_to(&key);
                self.state.duplicates.push(Duplicate {
                    pointer,
                    occurrence,
                });
            }
            // The last one wins, as in serde_json (and in the span locator).
            members.insert(key, value);
        }
        Ok(Value::Object(members))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_each_repeated_member_with_its_pointer() {
        let text =
            r#"{"a": {"x": 1, "y": [{"k": 1, "k": 2, "k": 3}], "x": 2}, "b~/c": {"q": 0, "q": 1}}"#;
        let (value, duplicates) = parse(text).unwrap();
        assert_eq!(value, serde_json::from_str::<Value>(text).unwrap());
        let found: Vec<(&str, usize)> = duplicates
            .iter()
            .map(|d| (d.pointer.as_str(), d.occurrence))
            .collect();
        assert_eq!(
            found,
            [
                ("/a/y/0/k", 1),
                ("/a/y/0/k", 2),
                ("/a/x", 1),
                ("/b~0~1c/q", 1)
            ]
        );
    }

    #[test]
    fn reads_the_same_value_as_serde_json() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/corpus/real");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        assert!(files.len() >= 7);
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            let (value, duplicates) = parse(&text).unwrap();
            assert_eq!(value, serde_json::from_str::<Value>(&text).unwrap());
            assert_eq!(duplicates, [], "{}", file.display());
        }
        for text in [
            "1.5e300",
            "-0",
            "18446744073709551615",
            "-9223372036854775808",
            "[]",
            "{}",
            "null",
            "\"\\u00e9\"",
        ] {
            assert_eq!(
                parse(text).unwrap().0,
                serde_json::from_str::<Value>(text).unwrap(),
                "{text}"
            );
        }
    }
}
