//! Stage 1, load: schema bytes → a JSON value plus the source text it came from.
//!
//! Every diagnostic names the value it is about with a JSON pointer; [`SourceFile::locate`] maps
//! pointers back to byte spans, and [`SourceFile::line_col`] spans to `line:column`. JSON is parsed
//! with serde_json (strict, fast); spans are found only when a diagnostic needs them, by one
//! walk down the paths the pointers name (skipping everything else, building no tree), so a
//! large schema with a few notes pays little for them. YAML files (the way Pulumi accepts them)
//! record the span of every node while they are read.

mod json;
pub mod pointer;
mod yaml;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
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
    /// Trailing `\r`s are dropped, but never those before `offset`: the line always reaches it.
    pub fn line_text(&self, offset: usize) -> (&str, usize) {
        let offset = self.floor_char_boundary(offset.min(self.text.len()));
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let start = self.line_starts[line];
        let end = self
            .line_starts
            .get(line + 1)
            .map_or(self.text.len(), |&next| next - 1);
        let text = &self.text[start..end];
        let kept = text
            .trim_end_matches('\r')
            .len()
            .max(offset.min(end) - start);
        (&text[..kept], start)
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
        // The text parsed as JSON when it was loaded, so the root value is all of it but the
        // whitespace around it.
        let root = self.text.trim_matches([' ', '\t', '\n', '\r']);
        let mut trie = json_spans::Trie::new(json_spans::slice_span(&self.text, root));
        let paths: Vec<Vec<usize>> = pointers
            .iter()
            .map(|p| trie.insert(&pointer::split(p)))
            .collect();
        trie.walk(&self.text, root, 0);
        paths.iter().map(|path| trie.deepest(path)).collect()
    }
}

/// Finding the spans of JSON values by pointer without building a tree: the pointers' segments
/// form a trie, and serde_json walks the text down the trie's paths, capturing each value on a
/// path as a raw slice (whose position in the text is its span) and skipping all others.
mod json_spans {
    use std::borrow::Cow;
    use std::fmt;

    use serde::de::{Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
    use serde_json::value::RawValue;

    use super::{NodeSpan, Span};

    pub(super) struct Trie {
        nodes: Vec<Node>,
    }

    struct Node {
        /// `(segment, array index it names, node)`.
        children: Vec<(String, Option<usize>, usize)>,
        /// Where the value is, once found; the last of duplicate keys wins, as in serde_json.
        found: Option<NodeSpan>,
        /// The nodes below this one (to forget them when a later duplicate key replaces it).
        descendants: Vec<usize>,
    }

    /// The span of `slice`, a part of `text`.
    pub(super) fn slice_span(text: &str, slice: &str) -> Span {
        let start = slice.as_ptr() as usize - text.as_ptr() as usize;
        Span::new(start, start + slice.len())
    }

    impl Trie {
        /// A trie whose root is the document, found at `root`.
        pub(super) fn new(root: Span) -> Trie {
            let found = Some(NodeSpan {
                key: None,
                value: root,
            });
            Trie {
                nodes: vec![Node {
                    children: Vec::new(),
                    found,
                    descendants: Vec::new(),
                }],
            }
        }

        /// Adds a path; returns its nodes, the root first.
        pub(super) fn insert(&mut self, segments: &[String]) -> Vec<usize> {
            let mut path = vec![0];
            for segment in segments {
                let parent = *path.last().expect("the root");
                let existing = self.nodes[parent]
                    .children
                    .iter()
                    .find(|(s, _, _)| s == segment)
                    .map(|c| c.2);
                let node = existing.unwrap_or_else(|| {
                    let node = self.nodes.len();
                    self.nodes.push(Node {
                        children: Vec::new(),
                        found: None,
                        descendants: Vec::new(),
                    });
                    let index = segment.parse::<usize>().ok();
                    self.nodes[parent]
                        .children
                        .push((segment.clone(), index, node));
                    for &above in &path {
                        self.nodes[above].descendants.push(node);
                    }
                    node
                });
                path.push(node);
            }
            path
        }

        /// The deepest node of `path` that was found.
        pub(super) fn deepest(&self, path: &[usize]) -> NodeSpan {
            path.iter()
                .map_while(|&n| self.nodes[n].found)
                .last()
                .expect("the root is always found")
        }

        fn found(&mut self, node: usize, span: NodeSpan) {
            self.nodes[node].found = Some(span);
            let descendants = std::mem::take(&mut self.nodes[node].descendants);
            for &d in &descendants {
                self.nodes[d].found = None;
            }
            self.nodes[node].descendants = descendants;
        }

        /// Finds the children of `node` (whose value is `raw`, in `text`), and theirs.
        pub(super) fn walk(&mut self, text: &str, raw: &str, node: usize) {
            if self.nodes[node].children.is_empty() {
                return;
            }
            let mut de = serde_json::Deserializer::from_str(raw);
            let walk = Walk {
                trie: self,
                text,
                node,
            };
            // The text parsed before, so this cannot fail; a scalar has no children.
            let _ = match raw.as_bytes().first() {
                Some(b'{') => de.deserialize_map(walk),
                Some(b'[') => de.deserialize_seq(walk),
                _ => Ok(()),
            };
        }
    }

    struct Walk<'a, 't> {
        trie: &'a mut Trie,
        text: &'t str,
        node: usize,
    }

    impl<'t> Visitor<'t> for Walk<'_, 't> {
        type Value = ();

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an object or an array")
        }

        fn visit_map<A: MapAccess<'t>>(self, mut map: A) -> Result<(), A::Error> {
            while let Some(Key(key)) = map.next_key()? {
                let child = self.trie.nodes[self.node]
                    .children
                    .iter()
                    .find(|(segment, _, _)| *segment == key)
                    .map(|c| c.2);
                let Some(child) = child else {
                    map.next_value::<IgnoredAny>()?;
                    continue;
                };
                let value: &'t RawValue = map.next_value()?;
                let value_span = slice_span(self.text, value.get());
                let key_span = key_before(self.text, value_span.start);
                self.trie.found(
                    child,
                    NodeSpan {
                        key: Some(key_span),
                        value: value_span,
                    },
                );
                self.trie.walk(self.text, value.get(), child);
            }
            Ok(())
        }

        fn visit_seq<A: SeqAccess<'t>>(self, mut seq: A) -> Result<(), A::Error> {
            for index in 0.. {
                // Several segments may name one index (`1`, `01`).
                let children: Vec<usize> = self.trie.nodes[self.node]
                    .children
                    .iter()
                    .filter(|(_, i, _)| *i == Some(index))
                    .map(|c| c.2)
                    .collect();
                if children.is_empty() {
                    if seq.next_element::<IgnoredAny>()?.is_none() {
                        break;
                    }
                    continue;
                }
                let Some(value) = seq.next_element::<&'t RawValue>()? else {
                    break;
                };
                for child in children {
                    let span = NodeSpan {
                        key: None,
                        value: slice_span(self.text, value.get()),
                    };
                    self.trie.found(child, span);
                    self.trie.walk(self.text, value.get(), child);
                }
            }
            Ok(())
        }
    }

    /// The key spans of the members named `name` of the object at `object` (a span of `text`).
    pub(super) fn member_keys(text: &str, object: Span, name: &str) -> Vec<Span> {
        struct Members<'n, 't> {
            text: &'t str,
            name: &'n str,
            found: Vec<Span>,
        }
        impl<'t> Visitor<'t> for Members<'_, 't> {
            type Value = Vec<Span>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'t>>(mut self, mut map: A) -> Result<Vec<Span>, A::Error> {
                while let Some(Key(key)) = map.next_key()? {
                    if key != self.name {
                        map.next_value::<IgnoredAny>()?;
                        continue;
                    }
                    let value: &'t RawValue = map.next_value()?;
                    let start = slice_span(self.text, value.get()).start;
                    self.found.push(key_before(self.text, start));
                }
                Ok(self.found)
            }
        }
        let Some(raw) = text.get(object.start..object.end) else {
            return Vec::new();
        };
        if !raw.starts_with('{') {
            return Vec::new();
        }
        let mut de = serde_json::Deserializer::from_str(raw);
        de.deserialize_map(Members {
            text,
            name,
            found: Vec::new(),
        })
        .unwrap_or_default()
    }

    /// The span of the member name (quotes included) whose value starts at `value_start`:
    /// back over the colon and whitespace to the closing quote, then to the first quote before
    /// it that is not escaped (preceded by an even number of backslashes).
    fn key_before(text: &str, value_start: usize) -> Span {
        let bytes = text.as_bytes();
        let skip_space = |mut i: usize| {
            while i > 0 && matches!(bytes[i - 1], b' ' | b'\t' | b'\n' | b'\r') {
                i -= 1;
            }
            i
        };
        let end = skip_space(skip_space(value_start) - 1); // past the colon
        let mut start = end - 1; // the closing quote
        loop {
            start -= 1;
            if bytes[start] == b'"' {
                let backslashes = bytes[..start]
                    .iter()
                    .rev()
                    .take_while(|&&b| b == b'\\')
                    .count();
                if backslashes % 2 == 0 {
                    return Span::new(start, end);
                }
            }
        }
    }

    /// A member name, borrowed from the text unless it has escapes.
    struct Key<'t>(Cow<'t, str>);

    impl<'t> serde::Deserialize<'t> for Key<'t> {
        fn deserialize<D: Deserializer<'t>>(deserializer: D) -> Result<Key<'t>, D::Error> {
            struct KeyVisitor;
            impl<'t> Visitor<'t> for KeyVisitor {
                type Value = Key<'t>;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a member name")
                }
                fn visit_borrowed_str<E>(self, s: &'t str) -> Result<Key<'t>, E> {
                    Ok(Key(Cow::Borrowed(s)))
                }
                fn visit_str<E>(self, s: &str) -> Result<Key<'t>, E> {
                    Ok(Key(Cow::Owned(s.to_owned())))
                }
            }
            deserializer.deserialize_str(KeyVisitor)
        }
    }
}

impl SourceFile {
    /// JSON: the key span of every member named like the last segment of `pointer` in the
    /// object that holds it, in document order (repeats included).
    fn member_key_spans(&self, pointer: &str) -> Vec<Span> {
        let mut segments = pointer::split(pointer);
        let Some(name) = segments.pop() else {
            return Vec::new();
        };
        let parent = pointer::join(&segments);
        let object = self.locate(&[parent.as_str()])[0].value;
        json_spans::member_keys(&self.text, object, &name)
    }
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
    let too_large = |what: String| {
        std::io::Error::new(
            std::io::ErrorKind::FileTooLarge,
            format!(
                "{what}, over the limit of {} for a schema; pass --max-input-size to raise it",
                describe_size(max)
            ),
        )
    };
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
    let source = Arc::new(source);
    let diagnostics = duplicate_diagnostics(&source, duplicates);
    Ok(LoadedDocument {
        source,
        value,
        diagnostics,
    })
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
