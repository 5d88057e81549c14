//! YAML schemas: read with yaml-rust2's event parser so that every node keeps its position, and
//! turned into the same JSON value a `.json` schema gives. Plain scalars are typed by the YAML 1.2
//! core schema (as Pulumi's YAML reader does); quoted and block scalars are strings.

use std::collections::HashMap;

use serde_json::{Map, Number, Value};
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::{Marker, TScalarStyle};

use super::{pointer, NodeSpan, SourceFile, Span};

/// The same nesting limit serde_json applies to JSON schemas.
const MAX_DEPTH: usize = 128;

#[derive(Default)]
struct Recorder {
    events: Vec<(Event, Marker)>,
}

impl MarkedEventReceiver for Recorder {
    fn on_event(&mut self, event: Event, mark: Marker) {
        self.events.push((event, mark));
    }
}

/// Parses `source` as YAML: the document's value and the span of every node by pointer.
/// On failure: the byte offset of the problem and a message.
pub(super) fn parse(
    source: &SourceFile,
) -> Result<(Value, HashMap<String, NodeSpan>), (usize, String)> {
    let mut recorder = Recorder::default();
    let mut parser = Parser::new_from_str(&source.text);
    if let Err(err) = parser.load(&mut recorder, true) {
        let mark = err.marker();
        return Err((
            offset(source, mark),
            format!("invalid YAML: {}", err.info()),
        ));
    }
    let documents = recorder
        .events
        .iter()
        .filter(|(e, _)| matches!(e, Event::DocumentStart))
        .count();
    if documents > 1 {
        let second = recorder
            .events
            .iter()
            .filter(|(e, _)| matches!(e, Event::DocumentStart))
            .nth(1)
            .map(|(_, m)| offset(source, m))
            .unwrap_or(0);
        return Err((
            second,
            "a schema file holds one YAML document; this is a second one".into(),
        ));
    }
    let mut builder = Builder {
        source,
        events: &recorder.events,
        next: 0,
        anchors: HashMap::new(),
        spans: HashMap::new(),
    };
    // Skip StreamStart / DocumentStart.
    while builder.next < builder.events.len()
        && matches!(
            builder.events[builder.next].0,
            Event::StreamStart | Event::DocumentStart
        )
    {
        builder.next += 1;
    }
    let at_end = builder.next >= builder.events.len()
        || matches!(
            builder.events[builder.next].0,
            Event::StreamEnd | Event::DocumentEnd
        );
    if at_end {
        // An empty document is YAML's null; the metaschema reports it as "not an object".
        builder.spans.insert(
            String::new(),
            NodeSpan {
                key: None,
                value: Span::new(0, source.text.len()),
            },
        );
        return Ok((Value::Null, builder.spans));
    }
    let value = builder.node(String::new(), None, 0)?;
    Ok((value, builder.spans))
}

fn offset(source: &SourceFile, mark: &Marker) -> usize {
    let mut i = mark.index().min(source.text.len());
    while i > 0 && !source.text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

struct Builder<'a> {
    source: &'a SourceFile,
    events: &'a [(Event, Marker)],
    next: usize,
    anchors: HashMap<usize, Value>,
    spans: HashMap<String, NodeSpan>,
}

impl Builder<'_> {
    fn node(
        &mut self,
        path: String,
        key: Option<Span>,
        depth: usize,
    ) -> Result<Value, (usize, String)> {
        let Some((event, mark)) = self.events.get(self.next) else {
            return Err((self.source.text.len(), "unexpected end of YAML".into()));
        };
        self.next += 1;
        let start = offset(self.source, mark);
        if depth > MAX_DEPTH {
            return Err((
                start,
                format!("nesting deeper than {MAX_DEPTH} levels; no package schema needs that"),
            ));
        }
        let (value, end, anchor) = match event {
            Event::Scalar(text, style, anchor, _tag) => {
                let value = scalar(text, *style);
                let end = self.scalar_end(start, text);
                (value, end, *anchor)
            }
            Event::SequenceStart(anchor, _) => {
                let mut items = Vec::new();
                loop {
                    if let Some((Event::SequenceEnd, end_mark)) = self.events.get(self.next) {
                        self.next += 1;
                        let end = offset(self.source, end_mark);
                        break (Value::Array(items), end, *anchor);
                    }
                    let child = pointer::child(&path, &items.len().to_string());
                    items.push(self.node(child, None, depth + 1)?);
                }
            }
            Event::MappingStart(anchor, _) => {
                let mut map = Map::new();
                loop {
                    if let Some((Event::MappingEnd, end_mark)) = self.events.get(self.next) {
                        self.next += 1;
                        let end = offset(self.source, end_mark);
                        break (Value::Object(map), end, *anchor);
                    }
                    let (name, key_span) = self.key()?;
                    let child = pointer::child(&path, &name);
                    let value = self.node(child, Some(key_span), depth + 1)?;
                    map.insert(name, value);
                }
            }
            Event::Alias(id) => match self.anchors.get(id) {
                Some(v) => (v.clone(), start + 1, 0),
                None => return Err((start, "YAML alias refers to an unknown anchor".into())),
            },
            other => return Err((start, format!("unexpected YAML event {other:?}"))),
        };
        if anchor != 0 {
            self.anchors.insert(anchor, value.clone());
        }
        self.spans.insert(
            path,
            NodeSpan {
                key,
                value: Span::new(start, end),
            },
        );
        Ok(value)
    }

    /// A mapping key: YAML allows any node, a schema only scalars (used as their text).
    fn key(&mut self) -> Result<(String, Span), (usize, String)> {
        let Some((event, mark)) = self.events.get(self.next) else {
            return Err((self.source.text.len(), "unexpected end of YAML".into()));
        };
        let start = offset(self.source, mark);
        match event {
            Event::Scalar(text, ..) => {
                self.next += 1;
                Ok((text.clone(), Span::new(start, self.scalar_end(start, text))))
            }
            _ => Err((start, "a mapping key must be a plain string".into())),
        }
    }

    /// Scalars report only where they start; their end is the value's length on that line.
    fn scalar_end(&self, start: usize, text: &str) -> usize {
        let (line, line_start) = self.source.line_text(start);
        let line_end = line_start + line.len();
        (start + text.len().max(1)).min(line_end.max(start + 1))
    }
}

/// Types a scalar by the YAML 1.2 core schema; only plain scalars can be non-strings.
fn scalar(text: &str, style: TScalarStyle) -> Value {
    if style != TScalarStyle::Plain {
        return Value::String(text.to_string());
    }
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Value::Null,
        "true" | "True" | "TRUE" => return Value::Bool(true),
        "false" | "False" | "FALSE" => return Value::Bool(false),
        _ => {}
    }
    if let Some(n) = integer(text) {
        return Value::Number(n);
    }
    if is_float(text) {
        if let Some(n) = text.parse::<f64>().ok().and_then(Number::from_f64) {
            return Value::Number(n);
        }
    }
    Value::String(text.to_string())
}

fn integer(text: &str) -> Option<Number> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = if let Some(hex) = digits.strip_prefix("0x") {
        i128::from_str_radix(hex, 16).ok()?
    } else if let Some(oct) = digits.strip_prefix("0o") {
        i128::from_str_radix(oct, 8).ok()?
    } else if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        digits.parse::<i128>().ok()?
    } else {
        return None;
    };
    let value = if negative { -magnitude } else { magnitude };
    i64::try_from(value)
        .map(Number::from)
        .or_else(|_| u64::try_from(value).map(Number::from))
        .ok()
}

fn is_float(text: &str) -> bool {
    let body = text.strip_prefix(['-', '+']).unwrap_or(text);
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let mantissa_ok = match mantissa.split_once('.') {
        Some((int, frac)) => {
            (!int.is_empty() || !frac.is_empty())
                && int.bytes().all(|b| b.is_ascii_digit())
                && frac.bytes().all(|b| b.is_ascii_digit())
        }
        None => !mantissa.is_empty() && mantissa.bytes().all(|b| b.is_ascii_digit()),
    };
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['-', '+']).unwrap_or(e);
        !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit())
    });
    mantissa_ok && exponent_ok
}

#[cfg(test)]
mod tests {
    use super::super::{load_bytes, SourceFormat};
    use serde_json::json;

    #[test]
    fn yaml_becomes_the_same_value_as_json() {
        let text = "name: x\nversion: \"1.0.0\"\nn: 4\nf: 1.5\nb: true\nq: 'true'\nlist:\n  - a\n  - 0x10\nnone: ~\n";
        let doc = load_bytes("t.yaml".into(), None, text.into(), SourceFormat::Yaml).unwrap();
        assert_eq!(
            doc.value,
            json!({"name": "x", "version": "1.0.0", "n": 4, "f": 1.5, "b": true, "q": "true",
                   "list": ["a", 16], "none": null})
        );
    }

    #[test]
    fn yaml_nodes_are_located() {
        let text = "name: x\ntypes:\n  \"a:b/c:D\":\n    type: objekt\n";
        let doc = load_bytes("t.yaml".into(), None, text.into(), SourceFormat::Yaml).unwrap();
        let span = doc.source.locate(&["/types/a:b~1c:D/type"])[0];
        assert_eq!(doc.source.line_col(span.value.start), (4, 11));
        assert_eq!(doc.source.line_col(span.key.unwrap().start), (4, 5));
    }

    #[test]
    fn yaml_syntax_error_is_located() {
        let text = "name: x\ntypes: [a, b\n";
        let Err(super::super::LoadError::Invalid(d)) =
            load_bytes("t.yaml".into(), None, text.into(), SourceFormat::Yaml)
        else {
            panic!("expected a syntax error")
        };
        assert_eq!(d.code, crate::diagnostics::Code::Syntax);
        assert!(d.line_col().is_some());
    }
}
