//! Doc comments: a schema description as `#[doc]` attributes (printed as `///` lines), made
//! inert as rustdoc renders it: raw HTML shows as text, and a link to a script URL as text.

use std::ops::Range;

use proc_macro2::TokenStream;
use pulldown_cmark::{Event, LinkType, Options, Parser, Tag};
use quote::quote;

/// The description's lines as rustdoc should read them (see [`inert`]); characters Rust takes
/// for line breaks start a new line, trailing blanks and blank first and last lines go.
pub fn lines(text: &str) -> Vec<String> {
    let text = crate::backends::doc_text::for_language(text, "rust")
        .replace("\r\n", "\n")
        .replace(['\r', '\u{2028}', '\u{2029}', '\u{85}'], "\n");
    let text = inert(&text);
    let mut lines: Vec<String> = text.split('\n').map(|l| l.trim_end().to_owned()).collect();
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    let blank_head = lines.iter().take_while(|l| l.is_empty()).count();
    lines.drain(..blank_head);
    lines
}

/// `#[doc]` attributes for `text`, or for `fallback` (one line of plain words, which may quote
/// a schema name) when the schema has no description.
pub fn attrs(text: Option<&str>, fallback: &str) -> TokenStream {
    let mut lines = text.map(lines).unwrap_or_default();
    if lines.is_empty() {
        let one_line = fallback.replace(['\r', '\n', '\u{2028}', '\u{2029}', '\u{85}'], " ");
        lines = vec![inert(&crate::backends::doc_text::visible(&one_line))];
    }
    lines_attrs(&lines)
}

/// `#[doc]` attributes, one per line; a space after `///` keeps a line that starts with `/` or
/// `!` from making another kind of comment.
pub fn lines_attrs(lines: &[String]) -> TokenStream {
    let docs = lines.iter().map(|l| {
        let line = if l.is_empty() {
            String::new()
        } else {
            format!(" {l}")
        };
        quote!(#[doc = #line])
    });
    quote!(#(#docs)*)
}

/// The Markdown options rustdoc renders doc comments with.
fn rustdoc_options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_SMART_PUNCTUATION
}

/// URL schemes a link may use and stay a link (others, `javascript:` first, would run).
fn safe_url(url: &str) -> bool {
    let lower = url.trim_start().to_ascii_lowercase();
    match lower.find(':') {
        // Relative URLs and fragments; a `:` after a `/`, `?` or `#` is no scheme.
        None => true,
        Some(colon) if lower[..colon].contains(['/', '?', '#']) => true,
        Some(colon) => matches!(&lower[..colon], "http" | "https" | "mailto"),
    }
}

/// `text` as Markdown in which rustdoc finds no raw HTML and no link to an unsafe URL: the `<`
/// of every HTML tag, block or comment is written `&lt;` (rustdoc shows it as `<`), and an
/// unsafe link's `[` (or an autolink's `<`) is escaped, so it reads as text. Code spans and
/// blocks are left alone: rustdoc already shows them as text.
pub fn inert(text: &str) -> String {
    if !text.contains('<') && !text.contains("](") && !text.contains("]:") {
        return text.to_owned();
    }
    // An escape can change how the rest parses (an HTML block become a paragraph holding a
    // link), so passes repeat until one finds nothing; each only adds escapes, so this ends.
    let mut current = text.to_owned();
    for _ in 0..16 {
        let edits = unsafe_ranges(&current);
        if edits.is_empty() {
            break;
        }
        current = apply(&current, edits);
    }
    current
}

/// What to change in one pass: each range's `<` escaped, or a backslash put before it.
fn unsafe_ranges(text: &str) -> Vec<(Range<usize>, bool)> {
    let mut edits = Vec::new();
    let mut covered = 0;
    for (event, range) in Parser::new_ext(text, rustdoc_options()).into_offset_iter() {
        if range.start < covered {
            continue;
        }
        match event {
            Event::Start(Tag::HtmlBlock) | Event::Html(_) | Event::InlineHtml(_) => {
                covered = range.end;
                edits.push((range, true));
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                ..
            }) if !safe_url(&dest_url) => {
                if matches!(link_type, LinkType::Autolink | LinkType::Email) {
                    edits.push((range, true));
                } else if text[range.clone()].starts_with('[') {
                    edits.push((range.start..range.start + 1, false));
                }
            }
            Event::Start(Tag::Image { dest_url, .. })
                if !safe_url(&dest_url) && text[range.clone()].starts_with("![") =>
            {
                edits.push((range.start + 1..range.start + 2, false));
            }
            _ => {}
        }
    }
    edits
}

fn apply(text: &str, mut edits: Vec<(Range<usize>, bool)>) -> String {
    edits.sort_by_key(|(range, _)| range.start);
    let mut out = String::with_capacity(text.len() + 16 * edits.len());
    let mut at = 0;
    for (range, escape_lt) in edits {
        if range.start < at {
            continue;
        }
        out.push_str(&text[at..range.start]);
        if escape_lt {
            out.push_str(&text[range.clone()].replace('<', "&lt;"));
            at = range.end;
        } else {
            out.push('\\');
            at = range.start;
        }
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_html_becomes_text_and_code_stays() {
        assert_eq!(
            inert("An <img src=x onerror=alert(1)> image."),
            "An &lt;img src=x onerror=alert(1)> image."
        );
        assert_eq!(
            inert("<script>\nalert(1)\n</script>\n\nafter"),
            "&lt;script>\nalert(1)\n&lt;/script>\n\nafter"
        );
        assert_eq!(inert("<!-- hidden -->"), "&lt;!-- hidden -->");
        // Code shows as text already; `a < b` is text too.
        assert_eq!(inert("`<b>` and a < b"), "`<b>` and a < b");
        assert_eq!(inert("```\n<b>\n```"), "```\n<b>\n```");
    }

    #[test]
    fn unsafe_links_become_text_and_safe_ones_stay() {
        assert_eq!(
            inert("[x](javascript:alert(1))"),
            "\\[x](javascript:alert(1))"
        );
        assert_eq!(
            inert("![x](JavaScript:alert(1))"),
            "!\\[x](JavaScript:alert(1))"
        );
        assert_eq!(inert("<javascript:alert(1)>"), "&lt;javascript:alert(1)>");
        // A definition shows nothing; the links to it become text.
        assert_eq!(
            inert("[x]: vbscript:x\n\n[y][x]"),
            "[x]: vbscript:x\n\n\\[y]\\[x]"
        );
        for safe in [
            "[x](https://a.b/c:d)",
            "[x](#top)",
            "<https://a.b>",
            "[x](./a?b:c)",
        ] {
            assert_eq!(inert(safe), safe);
        }
    }

    #[test]
    fn lines_split_at_every_line_break_and_trim() {
        assert_eq!(
            lines("\n\nfirst  \r\nsecond\u{2028}third\n\n"),
            ["first", "second", "third"]
        );
    }
}
