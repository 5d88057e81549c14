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

/// How many nodes aliases may copy in one document: a few aliases are ordinary, but aliases of
/// aliases grow exponentially ("billion laughs") and would exhaust memory.
const MAX_ALIAS_NODES: usize = 1_000_000;

#[derive(Default)]
struct Recorder {
    events: Vec<(Event, Marker)>,
}

impl MarkedEventReceiver for Recorder {
    fn on_event(&mut self, event: Event, mark: Marker) {
        self.events.push((event, mark));
    }
}

/// A mapping key given twice in one mapping.
pub(super) struct Duplicate {
    /// The pointer of the member.
    pub(super) pointer: String,
    /// The repeated key.
    pub(super) key: Span,
    /// The first key of that name in the mapping.
    pub(super) first_key: Span,
}

/// What [`parse`] reads: the document's value, the span of every node by pointer, and the
/// mapping keys given twice.
type Parsed = (Value, HashMap<String, NodeSpan>, Vec<Duplicate>);

/// Parses `source` as YAML. On failure: the byte offset of the problem and a message.
pub(super) fn parse(source: &SourceFile) -> Result<Parsed, (usize, String)> {
    let mut recorder = Recorder::default();
    let mut parser = Parser::new_from_str(&source.text);
    let offsets = Offsets::new(source);
    if let Err(err) = parser.load(&mut recorder, true) {
        let mark = err.marker();
        return Err((offsets.of(mark), format!("invalid YAML: {}", err.info())));
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
            .map(|(_, m)| offsets.of(m))
            .unwrap_or(0);
        return Err((
            second,
            "a schema file holds one YAML document; this is a second one".into(),
        ));
    }
    let mut builder = Builder {
        source,
        offsets,
        events: &recorder.events,
        next: 0,
        anchors: HashMap::new(),
        alias_nodes: 0,
        spans: HashMap::new(),
        duplicates: Vec::new(),
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
        return Ok((Value::Null, builder.spans, Vec::new()));
    }
    let value = builder.node(String::new(), None, 0)?;
    Ok((value, builder.spans, builder.duplicates))
}

/// Byte offsets of yaml-rust2's markers. A marker's `index` is no byte offset (it counts
/// characters, and bytes on the lines of block scalars), but its line and column (0-based, in
/// characters) are exact. Markers come mostly in order, so the walk to one starts where the
/// previous one on the same line ended: a long one-line document stays linear.
struct Offsets<'a> {
    source: &'a SourceFile,
    /// The last marker found: its line index, column and byte offset.
    last: std::cell::Cell<(usize, usize, usize)>,
}

impl<'a> Offsets<'a> {
    fn new(source: &'a SourceFile) -> Offsets<'a> {
        Offsets {
            source,
            last: std::cell::Cell::new((0, 0, 0)),
        }
    }

    fn of(&self, mark: &Marker) -> usize {
        let source = self.source;
        let line = mark.line().saturating_sub(1);
        let Some(&line_start) = source.line_starts.get(line) else {
            return source.text.len();
        };
        let line_end = source
            .line_starts
            .get(line + 1)
            .map_or(source.text.len(), |&next| next - 1);
        let (last_line, last_col, last_byte) = self.last.get();
        let (mut col, mut byte) = if last_line == line && last_col <= mark.col() {
            (last_col, last_byte)
        } else {
            (0, line_start)
        };
        for c in source.text[byte..line_end].chars() {
            if col == mark.col() {
                break;
            }
            col += 1;
            byte += c.len_utf8();
        }
        self.last.set((line, col, byte));
        byte
    }
}

struct Builder<'a> {
    source: &'a SourceFile,
    offsets: Offsets<'a>,
    events: &'a [(Event, Marker)],
    next: usize,
    /// Anchored values, with their node count and height.
    anchors: HashMap<usize, (Value, usize, usize)>,
    /// Nodes copied by aliases so far.
    alias_nodes: usize,
    spans: HashMap<String, NodeSpan>,
    duplicates: Vec<Duplicate>,
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
        let start = self.offsets.of(mark);
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
                        let end = self.offsets.of(end_mark);
                        break (Value::Array(items), end, *anchor);
                    }
                    let child = pointer::child(&path, &items.len().to_string());
                    items.push(self.node(child, None, depth + 1)?);
                }
            }
            Event::MappingStart(anchor, _) => {
                let mut map = Map::new();
                // The first key of each name given more than once (almost always empty).
                let mut first_keys: Vec<(String, Span)> = Vec::new();
                loop {
                    if let Some((Event::MappingEnd, end_mark)) = self.events.get(self.next) {
                        self.next += 1;
                        let end = self.offsets.of(end_mark);
                        break (Value::Object(map), end, *anchor);
                    }
                    let (name, key_span) = self.key()?;
                    let child = pointer::child(&path, &name);
                    if map.contains_key(&name) {
                        let first_key = match first_keys.iter().find(|(k, _)| *k == name) {
                            Some(&(_, span)) => span,
                            None => {
                                // Until now the child's span is the first occurrence's.
                                let span = self
                                    .spans
                                    .get(&child)
                                    .and_then(|s| s.key)
                                    .unwrap_or(key_span);
                                first_keys.push((name.clone(), span));
                                span
                            }
                        };
                        self.duplicates.push(Duplicate {
                            pointer: child.clone(),
                            key: key_span,
                            first_key,
                        });
                    }
                    let value = self.node(child, Some(key_span), depth + 1)?;
                    map.insert(name, value);
                }
            }
            Event::Alias(id) => match self.anchors.get(id) {
                Some((v, nodes, height)) => {
                    if depth + height > MAX_DEPTH {
                        return Err((
                            start,
                            format!("this alias nests its anchor deeper than {MAX_DEPTH} levels; no package schema needs that"),
                        ));
                    }
                    self.alias_nodes += nodes;
                    if self.alias_nodes > MAX_ALIAS_NODES {
                        return Err((
                            start,
                            format!("aliases copy more than {MAX_ALIAS_NODES} nodes (aliases of aliases grow exponentially); write the values out instead"),
                        ));
                    }
                    (v.clone(), start + 1, 0)
                }
                None => return Err((start, "YAML alias refers to an unknown anchor".into())),
            },
            other => return Err((start, format!("unexpected YAML event {other:?}"))),
        };
        if anchor != 0 {
            let (nodes, height) = measure(&value);
            self.anchors.insert(anchor, (value.clone(), nodes, height));
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
        let start = self.offsets.of(mark);
        match event {
            Event::Scalar(text, ..) => {
                self.next += 1;
                Ok((text.clone(), Span::new(start, self.scalar_end(start, text))))
            }
            _ => Err((start, "a mapping key must be a plain string".into())),
        }
    }

    /// Scalars report only where they start; their end is the value's length on that line
    /// (the decoded value's, so it is moved up to a character boundary of the source).
    fn scalar_end(&self, start: usize, text: &str) -> usize {
        let (line, line_start) = self.source.line_text(start);
        let line_end = line_start + line.len();
        let text_len = self.source.text.len();
        let mut end = (start + text.len().max(1))
            .min(line_end.max(start + 1))
            .min(text_len);
        while !self.source.text.is_char_boundary(end) {
            end += 1;
        }
        end
    }
}

/// A value's node count and height (a scalar's is 0); its depth is bounded by [`MAX_DEPTH`].
fn measure(value: &Value) -> (usize, usize) {
    let children: Box<dyn Iterator<Item = &Value>> = match value {
        Value::Array(items) => Box::new(items.iter()),
        Value::Object(map) => Box::new(map.values()),
        _ => return (1, 0),
    };
    children.fold((1, 1), |(nodes, height), child| {
        let (n, h) = measure(child);
        (nodes + n, height.max(h + 1))
    })
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
