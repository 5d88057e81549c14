//! Doc comments from schema descriptions: only what is meant for Go readers
//! ([`crate::backends::doc_text`]), made safe for Go source, and for top-level declarations in
//! the exact form gofmt gives doc comments.

use super::source;
use crate::memo::Memo;

thread_local! {
    /// Comments by description (kind 0: top-level, 1: inner), for those without a deprecation:
    /// a property's comment is written on each of its struct forms and accessors.
    static MEMO: Memo<Vec<String>> = Memo::default();
}

fn remembered(kind: usize, description: &str, comment: fn(&str) -> Vec<String>) -> Vec<String> {
    let size = |lines: &Vec<String>| lines.iter().map(String::len).sum();
    MEMO.with(|memo| memo.get(kind, description, comment, size))
}

/// The comment above a top-level declaration; `deprecated` adds a `Deprecated:` paragraph.
pub fn top_with(description: Option<&str>, deprecated: Option<&str>) -> Vec<String> {
    match (description, deprecated) {
        (Some(description), None) => remembered(0, description, |d| top_of(Some(d), None)),
        _ => top_of(description, deprecated),
    }
}

fn top_of(description: Option<&str>, deprecated: Option<&str>) -> Vec<String> {
    let mut text = description
        .map(|d| crate::backends::doc_text::for_language(d, "go"))
        .unwrap_or_default();
    if let Some(message) = deprecated {
        if !text.trim().is_empty() {
            text.push_str("\n\n");
        }
        text.push_str("Deprecated: ");
        // Deprecation messages do not pass through `doc_text::for_language`.
        text.push_str(&crate::backends::doc_text::visible(message));
    }
    top_raw(&text)
}

/// The comment above a top-level declaration.
pub fn top(description: &str) -> Vec<String> {
    top_with(Some(description), None)
}

/// A top-level comment of sdkgen's own text (no language filtering).
pub fn top_raw(text: &str) -> Vec<String> {
    let text = source::comment_text(text);
    if text.trim().is_empty() {
        return Vec::new();
    }
    super::doc_comment::doc_comment_lines(&text)
}

/// The comment above a struct field or const spec; `deprecated` adds a `Deprecated:` paragraph.
pub fn inner(description: Option<&str>, deprecated: Option<&str>) -> Vec<String> {
    match (description, deprecated) {
        (Some(description), None) => remembered(1, description, |d| inner_of(Some(d), None)),
        _ => inner_of(description, deprecated),
    }
}

fn inner_of(description: Option<&str>, deprecated: Option<&str>) -> Vec<String> {
    let mut lines = description
        .map(|d| source::inner_comment(&crate::backends::doc_text::for_language(d, "go")))
        .unwrap_or_default();
    if let Some(message) = deprecated {
        if !lines.is_empty() {
            lines.push("//".to_owned());
        }
        lines.extend(source::inner_comment(&format!(
            "Deprecated: {}",
            crate::backends::doc_text::visible(message)
        )));
    }
    lines
}
