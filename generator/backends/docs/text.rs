//! Schema text made safe for the docs: descriptions are Markdown written by whoever wrote the
//! schema, so nothing in them may become markup of ours. For the HTML site they are rendered with
//! pulldown-cmark with every raw HTML node turned into text and every link or image whose URL
//! could run script dropped; for the Markdown pages the same nodes are escaped in the source,
//! so a Markdown renderer shows them as text too. Names and tokens are always placed in code
//! spans, escaped for the format.

use std::collections::VecDeque;
use std::ops::Range;
use std::sync::OnceLock;

use pulldown_cmark::{CowStr, Event, HeadingLevel, LinkType, Options, Parser, Tag, TagEnd};
use regex::Regex;

/// `s` as HTML text or attribute value (both quote kinds escaped).
pub fn html(s: &str) -> String {
    // Most names and codes need no escape: one copy.
    if !s.contains(['&', '<', '>', '"', '\'']) {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `<code>s</code>`.
pub fn html_code(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 13);
    out.push_str("<code>");
    out.push_str(&html(s));
    out.push_str("</code>");
    out
}

/// A Markdown code span holding `s` literally: a backtick fence longer than any run inside, a
/// space of padding where `s` starts or ends with a backtick, line breaks as spaces, and `|`
/// escaped so the span can stand in a table cell (GitHub's tables split on it otherwise).
pub fn md_code(s: &str) -> String {
    // The usual name: one backtick each side, one allocation.
    if !s.is_empty() && !s.contains(['\r', '\n', '|', '`']) {
        let mut out = String::with_capacity(s.len() + 2);
        out.push('`');
        out.push_str(s);
        out.push('`');
        return out;
    }
    let s = s.replace(['\r', '\n'], " ").replace('|', "\\|");
    let mut longest = 0;
    let mut run = 0;
    for c in s.chars() {
        if c == '`' {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    let fence = "`".repeat(longest + 1);
    let pad = if s.starts_with('`') || s.ends_with('`') || s.is_empty() {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{s}{pad}{fence}")
}

/// A fenced Markdown code block (the fence longer than any backtick run inside).
pub fn md_fence(info: &str, code: &str) -> String {
    let mut longest = 0;
    for line in code.lines() {
        let run = line.trim_start().chars().take_while(|c| *c == '`').count();
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}{info}\n{}\n{fence}", code.trim_end_matches('\n'))
}

/// A description with Pulumi's docs markup resolved: `{{% examples %}}`-style shortcodes
/// dropped (their content, the examples, stays), `<span pulumi-lang-…>` variants reduced to
/// their default text (the site shows every language at once), surrounding blank lines trimmed.
pub fn prepare(text: &str) -> String {
    static SHORTCODE: OnceLock<Regex> = OnceLock::new();
    let shortcode = SHORTCODE
        .get_or_init(|| Regex::new(r"\{\{%\s*/?\s*[A-Za-z][\w-]*[^%]*%\}\}").expect("valid"));
    let mut out = if text.contains('\r') {
        text.replace("\r\n", "\n")
    } else {
        text.to_owned()
    };
    if out.contains("{{%") {
        out = shortcode.replace_all(&out, "").into_owned();
    }
    out = crate::backends::doc_text::default_spans(&out).into_owned();
    out.trim().to_owned()
}

fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH
}

/// Whether a link or image URL is harmless: relative, a fragment, or `http`, `https` or
/// `mailto`. Browsers ignore ASCII whitespace and control characters inside a scheme
/// (`java\tscript:`), so they are ignored here too before the scheme is read.
pub fn is_safe_url(url: &str) -> bool {
    let cleaned: String = url
        .chars()
        .filter(|c| !c.is_ascii_whitespace() && !c.is_control())
        .collect();
    match cleaned.find([':', '/', '?', '#']) {
        Some(i) if cleaned[i..].starts_with(':') => matches!(
            cleaned[..i].to_ascii_lowercase().as_str(),
            "http" | "https" | "mailto"
        ),
        _ => true,
    }
}

/// HTML comments (`<!--Start PulumiCodeChooser -->`): markers for Pulumi's site, dropped.
fn without_comments(s: &str) -> std::borrow::Cow<'_, str> {
    static COMMENT: OnceLock<Regex> = OnceLock::new();
    let comment = COMMENT.get_or_init(|| Regex::new(r"(?s)<!--.*?(?:-->|$)").expect("valid"));
    if s.contains("<!--") {
        comment.replace_all(s, "")
    } else {
        std::borrow::Cow::Borrowed(s)
    }
}

/// The description (already [`prepare`]d) as HTML: Markdown rendered, raw HTML shown as text,
/// comments dropped, links with unsafe URLs reduced to their text, images made links (the site
/// loads nothing from the network), headings moved two levels down to sit below the entry's.
pub fn to_html(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    // The events are filtered as they stream into the HTML writer, never collected: a
    // description of hundreds of megabytes is tens of millions of events.
    let mut parser = Parser::new_ext(text, options());
    let mut events: VecDeque<Event<'_>> = VecDeque::new();
    // Whether each open link or image was kept (links hold images, so this is a stack).
    let mut kept: Vec<bool> = Vec::new();
    let mut html_block: Option<String> = None;
    let filtered = std::iter::from_fn(move || loop {
        if let Some(event) = events.pop_front() {
            return Some(event);
        }
        let event = parser.next()?;
        if let Some(block) = html_block.as_mut() {
            match event {
                Event::End(TagEnd::HtmlBlock) => {
                    let block = html_block.take().unwrap_or_default();
                    let shown = without_comments(&block).trim().to_owned();
                    if !shown.is_empty() {
                        events.push_back(Event::Start(Tag::Paragraph));
                        events.push_back(Event::Text(CowStr::from(shown)));
                        events.push_back(Event::End(TagEnd::Paragraph));
                    }
                }
                Event::Html(s) | Event::Text(s) => block.push_str(&s),
                _ => {}
            }
            continue;
        }
        match event {
            Event::Start(Tag::HtmlBlock) => html_block = Some(String::new()),
            Event::Html(s) | Event::InlineHtml(s) => {
                let shown = without_comments(&s).into_owned();
                if !shown.is_empty() {
                    events.push_back(Event::Text(CowStr::from(shown)));
                }
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                let safe = is_safe_url(&dest_url);
                kept.push(safe);
                if safe {
                    events.push_back(Event::Start(Tag::Link {
                        link_type,
                        dest_url,
                        title,
                        id,
                    }));
                }
            }
            Event::Start(Tag::Image {
                dest_url, title, ..
            }) => {
                let safe = is_safe_url(&dest_url);
                kept.push(safe);
                if safe {
                    events.push_back(Event::Start(Tag::Link {
                        link_type: LinkType::Inline,
                        dest_url,
                        title,
                        id: CowStr::from(""),
                    }));
                }
            }
            Event::End(TagEnd::Link | TagEnd::Image) => {
                if kept.pop().unwrap_or(false) {
                    events.push_back(Event::End(TagEnd::Link));
                }
            }
            Event::Start(Tag::Heading {
                level,
                id,
                classes,
                attrs,
            }) => events.push_back(Event::Start(Tag::Heading {
                level: lower(level),
                id,
                classes,
                attrs,
            })),
            Event::End(TagEnd::Heading(level)) => {
                events.push_back(Event::End(TagEnd::Heading(lower(level))))
            }
            other => events.push_back(other),
        }
    });
    let mut out = String::with_capacity(text.len() * 5 / 4);
    pulldown_cmark::html::push_html(&mut out, filtered);
    out
}

fn lower(level: HeadingLevel) -> HeadingLevel {
    match level {
        HeadingLevel::H1 => HeadingLevel::H3,
        HeadingLevel::H2 => HeadingLevel::H4,
        HeadingLevel::H3 => HeadingLevel::H5,
        _ => HeadingLevel::H6,
    }
}

/// What to do with a range of the Markdown source.
enum Edit {
    /// Replace it (an HTML block or inline tag: comments dropped, `<` escaped).
    Replace(String),
    /// Put a backslash before the byte at this offset (a `[` that would open an unsafe link).
    Backslash,
}

/// The description (already [`prepare`]d) as Markdown that renders no raw HTML: every HTML
/// block or inline tag has its `<` written `&lt;` (comments are dropped), and a link or image
/// with an unsafe URL has its `[` escaped, so it shows as text.
pub fn to_markdown(text: &str) -> String {
    // Escaping can change how the rest parses (a line that was an HTML block becomes a paragraph
    // whose links are links), so passes repeat until one changes nothing; each only adds
    // escapes, so this ends.
    let mut current = text.to_owned();
    for _ in 0..16 {
        match markdown_pass(&current) {
            Some(next) => current = next,
            None => break,
        }
    }
    current
}

/// One escaping pass; `None` when nothing needed escaping.
fn markdown_pass(text: &str) -> Option<String> {
    // Raw HTML and autolinks need a `<`; other links a `](` or a `]:` definition.
    if !text.contains('<') && !text.contains("](") && !text.contains("]:") {
        return None;
    }
    let mut edits: Vec<(Range<usize>, Edit)> = Vec::new();
    let mut skip_until = 0;
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        if range.start < skip_until {
            continue;
        }
        match event {
            Event::Start(Tag::HtmlBlock) => {
                skip_until = range.end;
                let block = &text[range.clone()];
                edits.push((range, Edit::Replace(escape_lt(&without_comments(block)))));
            }
            Event::Html(s) | Event::InlineHtml(s) => {
                edits.push((range, Edit::Replace(escape_lt(&without_comments(&s)))));
            }
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                ..
            }) if !is_safe_url(&dest_url) => {
                let source = &text[range.clone()];
                if matches!(link_type, LinkType::Autolink | LinkType::Email) {
                    edits.push((range.start..range.start + 1, Edit::Replace("&lt;".into())));
                } else if source.starts_with('[') {
                    edits.push((range.start..range.start + 1, Edit::Backslash));
                }
            }
            // `![alt](url)`: escaping the `[` leaves `!` and the bracketed text as text.
            Event::Start(Tag::Image { dest_url, .. })
                if !is_safe_url(&dest_url) && text[range.clone()].starts_with("![") =>
            {
                edits.push((range.start + 1..range.start + 2, Edit::Backslash));
            }
            _ => {}
        }
    }
    if edits.is_empty() {
        return None;
    }
    edits.sort_by_key(|(r, _)| r.start);
    let mut out = String::with_capacity(text.len() + edits.len() * 4);
    let mut at = 0;
    for (range, edit) in edits {
        if range.start < at {
            continue;
        }
        out.push_str(&text[at..range.start]);
        match edit {
            Edit::Replace(s) => {
                out.push_str(&s);
                at = range.end;
            }
            Edit::Backslash => {
                out.push('\\');
                at = range.start;
            }
        }
    }
    out.push_str(&text[at..]);
    (out != text).then_some(out)
}

/// ATX headings (`# Title`) two levels down (at most `######`), so a description's headings
/// sit below the page's own; the HTML site moves them the same way.
pub fn demote_headings(text: &str) -> String {
    if !text.contains('#') {
        return text.to_owned();
    }
    let mut inserts = Vec::new();
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        if let Event::Start(Tag::Heading { level, .. }) = event {
            let source = &text[range.clone()];
            let hashes = source.chars().take_while(|c| *c == '#').count();
            if hashes > 0 {
                let add = (6usize.saturating_sub(level as usize)).min(2);
                inserts.push((range.start, add));
            }
        }
    }
    let mut out = String::with_capacity(text.len() + inserts.len() * 2);
    let mut at = 0;
    for (pos, add) in inserts {
        out.push_str(&text[at..pos]);
        out.push_str(&"#".repeat(add));
        at = pos;
    }
    out.push_str(&text[at..]);
    out
}

fn escape_lt(s: &str) -> String {
    s.replace('<', "&lt;")
}

/// The first sentence-ish line of a description, as plain text (for summaries in lists).
pub fn summary(text: &str) -> String {
    let first = text
        .split("\n\n")
        .map(str::trim)
        .find(|p| !p.is_empty() && !p.starts_with('#') && !p.starts_with("```"))
        .unwrap_or_default();
    let line = first.replace('\n', " ");
    if line.chars().count() > 160 {
        let cut: String = line.chars().take(157).collect();
        format!("{}…", cut.trim_end())
    } else {
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_markup_and_quotes() {
        assert_eq!(
            html(r#"<a href="x">'&'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }

    #[test]
    fn code_spans_hold_any_text() {
        assert_eq!(md_code("apiKey"), "`apiKey`");
        assert_eq!(md_code("a`b"), "``a`b``");
        assert_eq!(md_code("`x"), "`` `x ``");
        assert_eq!(md_code("a|b\nc"), "`a\\|b c`");
    }

    #[test]
    fn raw_html_becomes_text_in_html() {
        let out = to_html(
            "Hi <script>window.__pwned=1</script> there\n\n<img src=x onerror=\"alert(1)\">\n",
        );
        assert!(!out.contains("<script"), "{out}");
        assert!(!out.contains("<img"), "{out}");
        assert!(
            out.contains("&lt;script&gt;window.__pwned=1&lt;/script&gt;"),
            "{out}"
        );
        assert!(
            out.contains("&lt;img src=x onerror=\"alert(1)\"&gt;"),
            "{out}"
        );
    }

    #[test]
    fn unsafe_urls_are_dropped_and_images_become_links() {
        let out = to_html("[x](javascript:window.__pwned=3) [y](  JaVaScRiPt:1) [z](<java\tscript:2>) [ok](https://e.x/a) ![pic](data:image/png;base64,AA) ![logo](https://e.x/l.png)");
        assert!(!out.to_lowercase().contains("javascript"), "{out}");
        assert!(!out.contains("data:"), "{out}");
        assert!(!out.contains("<img"), "{out}");
        assert!(out.contains(r#"<a href="https://e.x/a">ok</a>"#), "{out}");
        assert!(
            out.contains(r#"<a href="https://e.x/l.png">logo</a>"#),
            "{out}"
        );
        // The text of a dropped link stays.
        assert!(out.starts_with("<p>x y z <a"), "{out}");
    }

    #[test]
    fn comments_and_shortcodes_go_code_stays() {
        let text = prepare("Intro\n\n{{% examples %}}\n## Example Usage\n{{% example %}}\n<!--Start PulumiCodeChooser -->\n```python\nx = 1 < 2\n```\n<!--End PulumiCodeChooser -->\n{{% /example %}}\n{{% /examples %}}");
        assert!(!text.contains("{{%"), "{text}");
        let out = to_html(&text);
        assert!(!out.contains("PulumiCodeChooser"), "{out}");
        assert!(out.contains("<h4>Example Usage</h4>"), "{out}");
        assert!(
            out.contains(r#"<pre><code class="language-python">x = 1 &lt; 2"#),
            "{out}"
        );
        let md = to_markdown(&text);
        assert!(!md.contains("PulumiCodeChooser"), "{md}");
        assert!(md.contains("x = 1 < 2"), "{md}");
    }

    #[test]
    fn markdown_escapes_raw_html_outside_code() {
        let md = to_markdown("A <b>bold</b> `<code>` and\n\n<div onclick=\"x\">\nblock\n</div>\n\n[x](javascript:alert(1)) <javascript:alert(2)> [ok](https://a.b)");
        assert!(md.contains("A &lt;b>bold&lt;/b> `<code>` and"), "{md}");
        assert!(
            md.contains("&lt;div onclick=\"x\">\nblock\n&lt;/div>"),
            "{md}"
        );
        assert!(md.contains("\\[x](javascript:alert(1))"), "{md}");
        assert!(md.contains("&lt;javascript:alert(2)>"), "{md}");
        assert!(md.contains("[ok](https://a.b)"), "{md}");
        // A line that was an HTML block is a paragraph once escaped: its links count then.
        let md = to_markdown("<details>x</details> [vb](vbscript:msgbox)");
        assert_eq!(md, "&lt;details>x&lt;/details> \\[vb](vbscript:msgbox)");
        // What a renderer then makes of it holds no tag and no script link.
        let rendered = to_html_unfiltered(&md);
        assert!(
            !rendered.contains("<b>") && !rendered.contains("<div"),
            "{rendered}"
        );
        assert!(!rendered.contains("href=\"javascript"), "{rendered}");
    }

    fn to_html_unfiltered(md: &str) -> String {
        let mut out = String::new();
        pulldown_cmark::html::push_html(&mut out, Parser::new_ext(md, options()));
        out
    }

    #[test]
    fn headings_move_two_levels_down() {
        assert_eq!(
            demote_headings("# A\n\ntext #1\n\n## B\n\n```\n# not a heading\n```\n\n##### E"),
            "### A\n\ntext #1\n\n#### B\n\n```\n# not a heading\n```\n\n###### E"
        );
    }

    #[test]
    fn spans_take_their_default_text() {
        assert_eq!(
            prepare(
                r#"Use <span pulumi-lang-nodejs="`fooBar`" pulumi-lang-python="`foo_bar`">`foo_bar`</span>."#
            ),
            "Use `foo_bar`."
        );
    }
}
