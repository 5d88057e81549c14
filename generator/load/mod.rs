//! Stage 1, load: schema bytes → a JSON value plus the source text it came from.
//!
//! Every diagnostic names the value it is about with a JSON pointer; [`SourceFile::locate`] maps
//! pointers back to byte spans, and [`SourceFile::line_col`] spans to `line:column`. JSON is parsed
//! with serde_json (strict, fast); spans are found only when a diagnostic needs them, by one
//! walk down the paths the pointers name (skipping everything else, building no tree), so a
//! large schema with a few notes pays little for them. YAML files (the way Pulumi accepts them)
//! record the span of every node while they are read.

mod json;
pub mod logo;
mod yaml;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use serde_json::Value;

use crate::diagnostics::{Code, Diagnostic};
pub use crate::source::{pointer, NodeSpan, SourceFile, SourceFormat, Span};

/// A schema document that parsed: its value and where it came from.
#[derive(Debug, Clone)]
pub struct LoadedDocument {
    /// The source, for locating diagnostics.
    pub source: Arc<SourceFile>,
    /// The parsed document.
    pub value: Value,
    /// What reading found wrong without stopping (a member name given twice), located.
    pub diagnostics: Vec<Diagnostic>,
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
    Invalid(Box<Diagnostic>),
}

/// The document of `source` parsed again (`None` if it does not parse): for the rare reader
/// that needs it after the first parse was consumed.
pub fn reparse(source: &SourceFile) -> Option<Value> {
    match source.format {
        SourceFormat::Json => serde_json::from_str(&source.text).ok(),
        SourceFormat::Yaml => yaml::parse(source).ok().map(|(value, ..)| value),
    }
}

/// The largest schema sdkgen reads unless told otherwise: room beyond the largest real schema
/// (azure-native, 184 MB), and a bound on what a wrong path (`/dev/zero`, a pipe that never
/// ends) can make sdkgen read into memory.
pub const DEFAULT_MAX_INPUT_BYTES: u64 = 256 << 20;

static MAX_INPUT_BYTES: AtomicU64 = AtomicU64::new(DEFAULT_MAX_INPUT_BYTES);

/// Sets the largest schema [`load_file`] reads, for the rest of the process (the command
/// line's `--max-input-size`).
pub fn set_max_input_bytes(bytes: u64) {
    MAX_INPUT_BYTES.store(bytes, Ordering::Relaxed);
}

/// The largest schema [`load_file`] reads.
pub fn max_input_bytes() -> u64 {
    MAX_INPUT_BYTES.load(Ordering::Relaxed)
}

/// `bytes` for people: `256 MiB`, `1.5 GiB`, `300 bytes`.
pub fn describe_size(bytes: u64) -> String {
    const UNITS: [(u64, &str); 3] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")];
    for (unit, name) in UNITS {
        if bytes >= unit {
            let whole = bytes / unit;
            let tenths = (bytes % unit) * 10 / unit;
            return if tenths == 0 {
                format!("{whole} {name}")
            } else {
                format!("{whole}.{tenths} {name}")
            };
        }
    }
    format!("{bytes} bytes")
}

/// Reads the file at `path`, refusing one over [`max_input_bytes`]: a regular file by its
/// size, before reading; anything else (a device, a pipe) once that much has been read.
fn read_bounded(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read as _;
    let max = max_input_bytes();
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::IsADirectory,
            "it is a directory",
        ));
    }
    if meta.is_file() && meta.len() > max {
        return Err(too_large(format!(
            "the file holds {}",
            describe_size(meta.len())
        )));
    }
    let limit = usize::try_from(max.saturating_add(1)).unwrap_or(usize::MAX);
    let size = usize::try_from(meta.len()).unwrap_or(limit);
    let mut bytes = Vec::with_capacity(if meta.is_file() { size.min(limit) } else { 0 });
    let mut chunk = vec![0u8; 1 << 16];
    let mut reader = file.take(limit as u64);
    loop {
        let n = match reader.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if bytes.len() + n > bytes.capacity() {
            // Doubling, but straight to the limit once that is near: a device that never ends
            // costs about the limit, not twice it.
            let capacity = bytes.capacity().max(1 << 20);
            let grown = if capacity.saturating_mul(4) >= limit {
                limit
            } else {
                capacity * 2
            };
            bytes.reserve_exact(grown.max(bytes.len() + n) - bytes.len());
        }
        bytes.extend_from_slice(&chunk[..n]);
    }
    if bytes.len() as u64 > max {
        return Err(too_large(format!(
            "it is not a regular file and gave more than {} (reading stopped there)",
            describe_size(max)
        )));
    }
    Ok(bytes)
}

/// The error for a schema over [`max_input_bytes`]; `what` says what was seen ("the file holds
/// 300 MiB").
pub fn too_large(what: String) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::FileTooLarge,
        format!(
            "{what}, over the limit of {} for a schema; pass --max-input-size to raise it",
            describe_size(max_input_bytes())
        ),
    )
}

/// Reads and parses a schema file (JSON, or YAML by extension).
pub fn load_file(path: &Path) -> Result<LoadedDocument, LoadError> {
    let bytes = read_bounded(path).map_err(|error| LoadError::Io {
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
        Err(err) => return Err(LoadError::Invalid(Box::new(not_utf8(name, path, err)))),
    };
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
    let mut source = SourceFile::new(name, path, text, format);
    let (value, duplicates) = match format {
        SourceFormat::Json => match json::parse(&source.text) {
            Ok((value, duplicates)) => (value, Duplicates::Json(duplicates)),
            Err(err) => {
                let offset = source.offset_of(err.line(), err.column());
                let message = json_syntax_message(&err);
                let source = Arc::new(source);
                return Err(LoadError::Invalid(Box::new(Diagnostic::at_offset(
                    Code::Syntax,
                    message,
                    &source,
                    offset,
                ))));
            }
        },
        SourceFormat::Yaml => match yaml::parse(&source) {
            Ok((value, spans, duplicates)) => {
                source.yaml_spans = Some(spans);
                (value, Duplicates::Yaml(duplicates))
            }
            Err((offset, message)) => {
                let source = Arc::new(source);
                return Err(LoadError::Invalid(Box::new(Diagnostic::at_offset(
                    Code::Syntax,
                    message,
                    &source,
                    offset,
                ))));
            }
        },
    };
    source.longest_string = longest_string(&value);
    let source = Arc::new(source);
    let diagnostics = duplicate_diagnostics(&source, duplicates);
    Ok(LoadedDocument {
        source,
        value,
        diagnostics,
    })
}

/// The length of the longest string value in `value` (member names are not counted).
fn longest_string(value: &Value) -> usize {
    match value {
        Value::String(s) => s.len(),
        Value::Array(items) => items.iter().map(longest_string).max().unwrap_or(0),
        Value::Object(members) => members.values().map(longest_string).max().unwrap_or(0),
        Value::Null | Value::Bool(_) | Value::Number(_) => 0,
    }
}

/// Repeated member names as each reader finds them: JSON by pointer (located afterwards, only
/// when there are any), YAML with the spans it records anyway.
enum Duplicates {
    Json(Vec<json::Duplicate>),
    Yaml(Vec<yaml::Duplicate>),
}

/// One error per repeated member name, at the repeat, with a note at the first occurrence.
fn duplicate_diagnostics(source: &Arc<SourceFile>, duplicates: Duplicates) -> Vec<Diagnostic> {
    let located: Vec<(String, Option<Span>, Option<Span>)> = match duplicates {
        Duplicates::Yaml(found) => found
            .into_iter()
            .map(|d| (d.pointer, Some(d.key), Some(d.first_key)))
            .collect(),
        Duplicates::Json(found) => found
            .into_iter()
            .map(|d| {
                let keys = source.member_key_spans(&d.pointer);
                let spans = match (keys.first(), keys.get(d.occurrence)) {
                    (Some(&first), Some(&repeat)) => (Some(repeat), Some(first)),
                    _ => (None, None),
                };
                (d.pointer, spans.0, spans.1)
            })
            .collect(),
    };
    located
        .into_iter()
        .map(|(at, repeat, first)| {
            let name = pointer::split(&at).pop().unwrap_or_default();
            let mut d = Diagnostic::new(
                Code::DuplicateKey,
                format!("`{name}` is given more than once in this object; only the last would be kept and the others silently lost"),
                source,
                at,
            )
            .at_key()
            .with_help("remove the repeat, or merge the two into one member");
            d.span = repeat;
            if let Some(first) = first {
                d = d.with_related(first, "first given here");
            }
            d
        })
        .collect()
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
    fn records_the_longest_string_value_in_either_syntax() {
        let text = "{\"a-very-long-member-name\": [\"abc\", {\"b\": \"abcde\"}], \"c\": 1}";
        assert_eq!(
            json(text).source.longest_string,
            5,
            "member names do not count"
        );
        let yaml = "a-very-long-member-name:\n  - abc\n  - b: abcdef\nc: 1\n";
        let doc = load_bytes("t.yaml".into(), None, yaml.into(), SourceFormat::Yaml).unwrap();
        assert_eq!(doc.source.longest_string, 6);
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

    /// Where jsonc-parser's syntax tree puts a pointer's value (the way sdkgen located values
    /// before): the reference the streaming locator must agree with.
    fn locate_by_tree(text: &str, pointer: &str) -> NodeSpan {
        use jsonc_parser::ast::Value as Ast;
        use jsonc_parser::common::Ranged;
        let span = |r: jsonc_parser::common::Range| Span::new(r.start, r.end);
        let parsed =
            jsonc_parser::parse_to_ast(text, &Default::default(), &Default::default()).unwrap();
        let mut node = parsed.value.as_ref().unwrap();
        let mut found = NodeSpan {
            key: None,
            value: span(node.range()),
        };
        for segment in pointer::split(pointer) {
            let next = match node {
                Ast::Object(object) => object
                    .properties
                    .iter()
                    .rev()
                    .find(|p| p.name.as_str() == segment)
                    .map(|p| (Some(span(p.name.range())), &p.value)),
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
                value: span(value.range()),
            };
        }
        found
    }

    fn assert_locates_like_the_tree(text: &str, pointers: &[String]) {
        let doc = json(text);
        let refs: Vec<&str> = pointers.iter().map(String::as_str).collect();
        for (pointer, span) in pointers.iter().zip(doc.source.locate(&refs)) {
            assert_eq!(
                span,
                locate_by_tree(text, pointer),
                "{pointer:?} in {text:.60?}"
            );
        }
    }

    #[test]
    fn locates_like_a_syntax_tree() {
        let text = r#" {"a": {"b": 1, "c": [10, {"d": "x"}, [2]]},
            "a": {"b": {"e": true}}, "k\"\\": {"z\u0041": null}, "": {"": 3},
            "l": [[], {}, "s", -1.5e3], "u": "é\n" } "#;
        let pointers: Vec<String> = [
            "",
            "/a",
            "/a/b",
            "/a/b/e",
            "/a/c",
            "/a/c/1/d",
            "/a/b/x/y",
            "/k\"\\",
            "/k\"\\/zA",
            "/",
            "//",
            "/l/0",
            "/l/01",
            "/l/+1",
            "/l/3",
            "/l/4",
            "/l/2/x",
            "/u",
            "/u/0",
            "/missing",
        ]
        .map(String::from)
        .to_vec();
        assert_locates_like_the_tree(text, &pointers);
        assert_locates_like_the_tree("[1, [2, {\"a\": [3]}]]", &pointers[..1]);
        let array_pointers = ["/1/1/a/0", "/1/01/a", "/2", "/0/0"]
            .map(String::from)
            .to_vec();
        assert_locates_like_the_tree("[1, [2, {\"a\": [3]}]]", &array_pointers);
    }

    #[test]
    fn locates_like_a_syntax_tree_in_a_real_schema() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../shared/corpus/real/random-4.21.1.json"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let value: Value = serde_json::from_str(&text).unwrap();
        // Every value down to four levels deep, and a missing member below each object.
        let mut pointers = Vec::new();
        let mut stack = vec![(String::new(), &value, 0)];
        while let Some((pointer, value, depth)) = stack.pop() {
            pointers.push(pointer.clone());
            if let (Value::Object(members), true) = (value, depth < 4) {
                pointers.push(pointer::child(&pointer, "no such member"));
                for (key, value) in members {
                    stack.push((pointer::child(&pointer, key), value, depth + 1));
                }
            }
        }
        assert!(pointers.len() > 300, "{}", pointers.len());
        assert_locates_like_the_tree(&text, &pointers);
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
