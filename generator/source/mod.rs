//! A schema's text and the places in it: [`SourceFile`] (the text, its lines, and where each
//! JSON pointer's value sits), [`Span`] and [`NodeSpan`]. Below both [`crate::load`], which
//! reads sources, and [`crate::diagnostics`], which quotes them.

pub mod pointer;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

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
    /// The length in bytes of the document's longest string value (set once it is parsed).
    pub longest_string: usize,
    pub(crate) line_starts: Vec<usize>,
    /// YAML only: the span of every node by pointer, recorded while reading.
    pub(crate) yaml_spans: Option<HashMap<String, NodeSpan>>,
    /// The characters before each [`CHAR_BLOCK`]-byte block of the text, counted on first use:
    /// columns are counted in characters, and counting from the line's start made every
    /// diagnostic on a long line (a minified schema is one) cost the whole line.
    char_blocks: std::sync::OnceLock<Vec<usize>>,
}

/// The bytes per entry of [`SourceFile::char_blocks`].
const CHAR_BLOCK: usize = 4096;

/// The characters in `bytes`, a slice of UTF-8 text cut anywhere: its bytes that do not
/// continue a character.
fn chars_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| (b as i8) >= -0x40).count()
}

impl SourceFile {
    pub(crate) fn new(
        name: String,
        path: Option<PathBuf>,
        text: String,
        format: SourceFormat,
    ) -> SourceFile {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        SourceFile {
            name,
            path,
            text,
            format,
            longest_string: 0,
            line_starts,
            yaml_spans: None,
            char_blocks: std::sync::OnceLock::new(),
        }
    }

    /// The characters of the text before byte `offset`, in time bounded by the block size.
    pub fn chars_before(&self, offset: usize) -> usize {
        let bytes = self.text.as_bytes();
        let offset = offset.min(bytes.len());
        // Entry i counts the characters before byte i × CHAR_BLOCK, for every block start up to
        // the end of the text.
        let blocks = self.char_blocks.get_or_init(|| {
            let mut counts = vec![0];
            for block in bytes.chunks(CHAR_BLOCK) {
                counts.push(counts[counts.len() - 1] + chars_in(block));
            }
            counts
        });
        let block = offset / CHAR_BLOCK;
        blocks[block] + chars_in(&bytes[block * CHAR_BLOCK..offset])
    }

    /// 1-based line and column of a byte offset; the column counts characters.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = self.floor_char_boundary(offset.min(self.text.len()));
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let column = self.chars_before(offset) - self.chars_before(self.line_starts[line]) + 1;
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
    use std::collections::HashMap;
    use std::fmt;

    use serde::de::{Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
    use serde_json::value::RawValue;

    use super::{NodeSpan, Span};

    pub(super) struct Trie {
        nodes: Vec<Node>,
    }

    /// Children are found by name or index through maps: scanning them made a schema with
    /// 100,000 diagnostics on one array's elements quadratic (13 s of a 13 s run).
    #[derive(Default)]
    struct Node {
        /// The child each segment names.
        children: HashMap<String, usize>,
        /// The children each array index names (several segments may: `1`, `01`).
        by_index: HashMap<usize, Vec<usize>>,
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
                    found,
                    ..Node::default()
                }],
            }
        }

        /// Adds a path; returns its nodes, the root first.
        pub(super) fn insert(&mut self, segments: &[String]) -> Vec<usize> {
            let mut path = vec![0];
            for segment in segments {
                let parent = *path.last().expect("the root");
                let existing = self.nodes[parent].children.get(segment).copied();
                let node = existing.unwrap_or_else(|| {
                    let node = self.nodes.len();
                    self.nodes.push(Node::default());
                    let parent_node = &mut self.nodes[parent];
                    parent_node.children.insert(segment.clone(), node);
                    if let Ok(index) = segment.parse::<usize>() {
                        parent_node.by_index.entry(index).or_default().push(node);
                    }
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
                    .get(key.as_ref())
                    .copied();
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
                    .by_index
                    .get(&index)
                    .cloned()
                    .unwrap_or_default();
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
    pub(crate) fn member_key_spans(&self, pointer: &str) -> Vec<Span> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_characters_before_any_offset_across_blocks() {
        // Two- to four-byte characters straddling block boundaries, and lines of both kinds.
        let text: String = (0..3 * CHAR_BLOCK)
            .map(|i| match i % 7 {
                0 => 'é',
                3 => '\n',
                5 => '🦀',
                6 => '中',
                _ => 'a',
            })
            .collect();
        let source = SourceFile::new("t".into(), None, text.clone(), SourceFormat::Json);
        for offset in (0..=text.len()).filter(|&o| text.is_char_boundary(o)) {
            assert_eq!(source.chars_before(offset), text[..offset].chars().count());
            let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
            let column = text[line_start..offset].chars().count() + 1;
            assert_eq!(source.line_col(offset).1, column, "at {offset}");
        }
    }
}
