//! Stage 1, load: schema bytes → a JSON value plus the source text it came from.
//!
//! Every diagnostic names the value it is about with a JSON pointer; [`SourceFile::locate`] maps
//! pointers back to byte spans, and [`SourceFile::line_col`] spans to `line:column`. JSON is parsed
//! with serde_json (strict, fast); the span tree of a JSON file is built only when a diagnostic
//! needs it, with jsonc-parser in strict mode, so a valid 100 MB schema never pays for it. YAML
//! files (the way Pulumi accepts them) record the span of every node while they are read.

pub mod pointer;
mod yaml;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::Value;

use crate::diagnostics::{Code, Diagnostic};

/// A byte range in a source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

impl Span {
    /// A span covering `start..end`.
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start,
            end: end.max(start),
        }
    }
}

/// Where a value sits: its own span, and the span of its key when it is an object member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NodeSpan {
    /// The member name, when the value is an object member.
    pub key: Option<Span>,
    /// The value itself.
    pub value: Span,
}

/// The two source syntaxes a schema may be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceFormat {
    /// `.json` (and anything not named `.yaml`/`.yml`).
    Json,
    /// `.yaml` / `.yml`.
    Yaml,
}

impl SourceFormat {
    /// The format a file name implies.
    pub fn of_path(path: &Path) -> SourceFormat {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("yaml") || e.eq_ignore_ascii_case("yml") => {
                SourceFormat::Yaml
            }
            _ => SourceFormat::Json,
        }
    }
}

/// A schema's text, kept for locating and quoting diagnostics.
#[derive(Debug)]
pub struct SourceFile {
    /// The path as the user gave it (used in `path:line:col`).
    pub name: String,
    /// The file on disk, when it came from one (external `$ref`s resolve next to it).
    pub path: Option<PathBuf>,
    /// The text (a leading byte-order mark removed).
    pub text: String,
    /// The syntax it was written in.
    pub format: SourceFormat,
    line_starts: Vec<usize>,
    /// YAML only: the span of every node by pointer, recorded while reading.
    yaml_spans: Option<HashMap<String, NodeSpan>>,
}

impl SourceFile {
    fn new(name: String, path: Option<PathBuf>, text: String, format: SourceFormat) -> SourceFile {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        SourceFile {
            name,
            path,
            text,
            format,
            line_starts,
            yaml_spans: None,
        }
    }

    /// 1-based line and column of a byte offset; the column counts characters.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = self.floor_char_boundary(offset.min(self.text.len()));
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let column = self.text[self.line_starts[line]..offset].chars().count() + 1;
        (line + 1, column)
    }

    /// Byte offset of a 1-based line and byte column (clamped into the text).
    pub fn offset_of(&self, line: usize, byte_column: usize) -> usize {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1)) else {
            return self.text.len();
        };
        self.floor_char_boundary((start + byte_column.saturating_sub(1)).min(self.text.len()))
    }

    /// The text of the line holding `offset` (without its line break), and that line's start.
    pub fn line_text(&self, offset: usize) -> (&str, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let start = self.line_starts[line];
        let end = self
            .line_starts
            .get(line + 1)
            .map_or(self.text.len(), |&next| next - 1);
        (self.text[start..end].trim_end_matches('\r'), start)
    }

    fn floor_char_boundary(&self, mut offset: usize) -> usize {
        while offset > 0 && !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        offset
    }

    /// Locates each pointer: the deepest value on its path that exists (a pointer to a missing
    /// member resolves to the object that lacks it). One pass over the file for all of them.
    pub fn locate(&self, pointers: &[&str]) -> Vec<NodeSpan> {
        match &self.yaml_spans {
            Some(spans) => pointers
                .iter()
                .map(|p| locate_in_map(spans, p, self.text.len()))
                .collect(),
            None => self.locate_json(pointers),
        }
    }

    fn locate_json(&self, pointers: &[&str]) -> Vec<NodeSpan> {
        let whole = NodeSpan {
            key: None,
            value: Span::new(0, self.text.len()),
        };
        let options = jsonc_parser::ParseOptions {
            allow_comments: false,
            allow_loose_object_property_names: false,
            allow_trailing_commas: false,
            allow_missing_commas: false,
            allow_single_quoted_strings: false,
            allow_hexadecimal_numbers: false,
            allow_unary_plus_numbers: false,
            allow_bare_decimal_point_numbers: false,
            allow_non_finite_numbers: false,
            allow_extended_string_escapes: false,
        };
        let parsed = jsonc_parser::parse_to_ast(&self.text, &Default::default(), &options).ok();
        let Some(root) = parsed.as_ref().and_then(|p| p.value.as_ref()) else {
            return vec![whole; pointers.len()];
        };
        pointers
            .iter()
            .map(|p| locate_in_ast(root, &pointer::split(p)))
            .collect()
    }
}

fn range_span(range: jsonc_parser::common::Range) -> Span {
    Span::new(range.start, range.end)
}

fn locate_in_ast(root: &jsonc_parser::ast::Value<'_>, segments: &[String]) -> NodeSpan {
    use jsonc_parser::ast::Value as Ast;
    use jsonc_parser::common::Ranged;

    let mut node = root;
    let mut found = NodeSpan {
        key: None,
        value: range_span(root.range()),
    };
    for segment in segments {
        let next = match node {
            Ast::Object(object) => object
                .properties
                .iter()
                .rev() // like serde_json, the last of duplicate keys wins
                .find(|p| p.name.as_str() == segment)
                .map(|p| (Some(range_span(p.name.range())), &p.value)),
            Ast::Array(array) => segment
                .parse::<usize>()
                .ok()
                .and_then(|i| array.elements.get(i))
                .map(|v| (None, v)),
            _ => None,
        };
        let Some((key, value)) = next else { break };
        node = value;
        found = NodeSpan {
            key,
            value: range_span(value.range()),
        };
    }
    found
}

fn locate_in_map(spans: &HashMap<String, NodeSpan>, pointer: &str, len: usize) -> NodeSpan {
    let mut p = pointer;
    loop {
        if let Some(span) = spans.get(p) {
            return *span;
        }
        match p.rfind('/') {
            Some(i) => p = &p[..i],
            None => {
                return NodeSpan {
                    key: None,
                    value: Span::new(0, len),
                }
            }
        }
    }
}

/// A schema document that parsed: its value and where it came from.
#[derive(Debug, Clone)]
pub struct LoadedDocument {
    /// The source, for locating diagnostics.
    pub source: Arc<SourceFile>,
    /// The parsed document.
    pub value: Value,
}

/// Why a schema could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be read (exit code 2).
    Io {
        /// The path as given.
        name: String,
        /// What the operating system said.
        error: std::io::Error,
    },
    /// The file was read but is not a well-formed document (exit code 1).
    Invalid(Diagnostic),
}

/// Reads and parses a schema file (JSON, or YAML by extension).
pub fn load_file(path: &Path) -> Result<LoadedDocument, LoadError> {
    let bytes = std::fs::read(path).map_err(|error| LoadError::Io {
        name: path.display().to_string(),
        error,
    })?;
    load_bytes(
        path.display().to_string(),
        Some(path.to_path_buf()),
        bytes,
        SourceFormat::of_path(path),
    )
}

/// Parses schema bytes named `name` (used in diagnostics).
pub fn load_bytes(
    name: String,
    path: Option<PathBuf>,
    bytes: Vec<u8>,
    format: SourceFormat,
) -> Result<LoadedDocument, LoadError> {
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(err) => return Err(LoadError::Invalid(not_utf8(name, path, err))),
    };
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
    let mut source = SourceFile::new(name, path, text, format);
    let value = match format {
        SourceFormat::Json => match serde_json::from_str::<Value>(&source.text) {
            Ok(value) => value,
            Err(err) => {
                let offset = source.offset_of(err.line(), err.column());
                let message = json_syntax_message(&err);
                let source = Arc::new(source);
                return Err(LoadError::Invalid(Diagnostic::at_offset(
                    Code::Syntax,
                    message,
                    &source,
                    offset,
                )));
            }
        },
        SourceFormat::Yaml => match yaml::parse(&source) {
            Ok((value, spans)) => {
                source.yaml_spans = Some(spans);
                value
            }
            Err((offset, message)) => {
                let source = Arc::new(source);
                return Err(LoadError::Invalid(Diagnostic::at_offset(
                    Code::Syntax,
                    message,
                    &source,
                    offset,
                )));
            }
        },
    };
    Ok(LoadedDocument {
        source: Arc::new(source),
        value,
    })
}

fn json_syntax_message(err: &serde_json::Error) -> String {
    // serde_json appends " at line L column C"; the diagnostic carries the location itself.
    let text = err.to_string();
    let text = match text.rfind(" at line ") {
        Some(i) => text[..i].to_string(),
        None => text,
    };
    format!("invalid JSON: {text}")
}

fn not_utf8(name: String, path: Option<PathBuf>, err: std::string::FromUtf8Error) -> Diagnostic {
    let valid = err.utf8_error().valid_up_to();
    let bytes = err.into_bytes();
    // Quote the file up to the bad byte so the location is meaningful.
    let text = String::from_utf8_lossy(&bytes[..valid]).into_owned();
    let source = Arc::new(SourceFile::new(name, path, text, SourceFormat::Json));
    Diagnostic::at_offset(
        Code::NotUtf8,
        format!(
            "the schema is not valid UTF-8 (invalid byte 0x{:02x} at byte offset {valid})",
            bytes[valid]
        ),
        &source,
        valid,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(text: &str) -> LoadedDocument {
        load_bytes("t.json".into(), None, text.into(), SourceFormat::Json).unwrap()
    }

    #[test]
    fn locates_values_and_keys_in_json() {
        let doc = json("{\n  \"a\": {\n    \"b~/c\": [1, 22]\n  }\n}\n");
        let spans = doc
            .source
            .locate(&["/a/b~0~1c/1", "/a/b~0~1c", "/a/missing", ""]);
        assert_eq!(doc.source.line_col(spans[0].value.start), (3, 17));
        assert_eq!(spans[0].key, None, "array elements have no key");
        assert_eq!(doc.source.line_col(spans[1].key.unwrap().start), (3, 5));
        assert_eq!(doc.source.line_col(spans[1].value.start), (3, 13));
        // A missing member resolves to its nearest existing ancestor.
        assert_eq!(doc.source.line_col(spans[2].value.start), (2, 8));
        assert_eq!(spans[3].value.start, 0);
    }

    #[test]
    fn columns_count_characters() {
        let doc = json("{\"é\": \"x\", \"k\": 1}");
        let span = doc.source.locate(&["/k"])[0];
        assert_eq!(doc.source.line_col(span.value.start), (1, 17));
    }

    #[test]
    fn json_syntax_error_has_line_and_column() {
        let err = load_bytes(
            "t.json".into(),
            None,
            b"{\n  \"a\": 1,\n}".to_vec(),
            SourceFormat::Json,
        )
        .unwrap_err();
        let LoadError::Invalid(d) = err else { panic!() };
        assert_eq!(d.code, Code::Syntax);
        assert_eq!(d.line_col(), Some((3, 1)));
    }

    #[test]
    fn invalid_utf8_is_located() {
        let err = load_bytes(
            "t.json".into(),
            None,
            b"{\n \"a\": \"\xff\"}".to_vec(),
            SourceFormat::Json,
        )
        .unwrap_err();
        let LoadError::Invalid(d) = err else { panic!() };
        assert_eq!(d.code, Code::NotUtf8);
        assert_eq!(d.line_col(), Some((2, 8)));
    }
}
