//! Schema text made safe for the docs: descriptions are Markdown written by whoever wrote the
//! schema, so nothing in them may become markup of ours. For the HTML site they are rendered with
//! pulldown-cmark with every raw HTML node turned into text and every link or image whose URL
//! could run script dropped; for the Markdown pages the same nodes are escaped in the source,
//! so a Markdown renderer shows them as text too. Names and tokens are always placed in code
//! spans, escaped for the format.

use std::collections::VecDeque;
use std::ops::Range;
use std::sync::OnceLock;

use pulldown_cmark::{
    CodeBlockKind, CowStr, Event, HeadingLevel, LinkType, Options, Parser, Tag, TagEnd,
};
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
/// `<code>` holding `s`, with a line-break opportunity (`<wbr>`) after each `[`, `<`, `(`, `,`,
/// `.` and `|`: a long type wraps between its tokens, never inside an identifier (the CSS keeps
/// words whole).
pub fn html_code_breakable(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 2 + 13);
    out.push_str("<code>");
    let mut buf = [0u8; 4];
    for c in s.chars() {
        out.push_str(&html(c.encode_utf8(&mut buf)));
        if matches!(c, '[' | '<' | '(' | ',' | '.' | '|') {
            out.push_str("<wbr>");
        }
    }
    out.push_str("</code>");
    out
}

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
    // The languages of the run of example blocks being written, and whether one is open.
    let mut run: Vec<&'static str> = Vec::new();
    let mut in_example = false;
    let mut finished = false;
    let filtered = std::iter::from_fn(move || loop {
        if let Some(event) = events.pop_front() {
            return Some(event);
        }
        if finished {
            return None;
        }
        let Some(event) = parser.next() else {
            finished = true;
            if !run.is_empty() {
                events.push_back(Event::Html(CowStr::from(missing_examples(&run))));
                run.clear();
            }
            continue;
        };
        let example = match &event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => example_language(info),
            _ => None,
        };
        if let Some((id, label)) = example {
            run.push(id);
            in_example = true;
            events.push_back(Event::Html(CowStr::from(format!(
                "<div class=\"example\" data-ex=\"{id}\"><p class=\"example-lang\">{label}</p>"
            ))));
        } else if in_example {
            if matches!(event, Event::End(TagEnd::CodeBlock)) {
                in_example = false;
                events.push_back(event);
                events.push_back(Event::Html(CowStr::from("</div>")));
                continue;
            }
        } else if !run.is_empty() {
            events.push_back(Event::Html(CowStr::from(missing_examples(&run))));
            run.clear();
        }
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
        filter(event, &mut kept, &mut html_block, &mut events);
    });
    let mut out = String::with_capacity(text.len() * 5 / 4);
    pulldown_cmark::html::push_html(&mut out, filtered);
    out
}

/// One event outside an HTML block and an example, made safe: HTML shown as text, links and
/// images kept only with a safe URL (an image as a link to it), headings a level lower.
fn filter<'a>(
    event: Event<'a>,
    kept: &mut Vec<bool>,
    html_block: &mut Option<String>,
    events: &mut VecDeque<Event<'a>>,
) {
    match event {
        Event::Start(Tag::HtmlBlock) => *html_block = Some(String::new()),
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
}

/// The language of an example block by its fence's info string, as (id, label): the docs'
/// language ids for the SDKs' languages, and Pulumi's other example languages by name. Blocks
/// in other languages (`sh`, `json`) are not examples of a program and stay shown.
fn example_language(info: &str) -> Option<(&'static str, &'static str)> {
    let lang = info.split([' ', ',', '{']).next().unwrap_or_default();
    Some(match lang.to_ascii_lowercase().as_str() {
        "python" | "py" => ("python", "Python"),
        "typescript" | "ts" | "javascript" | "js" => ("typescript", "TypeScript"),
        "go" | "golang" => ("go", "Go"),
        "csharp" | "cs" | "c#" => ("csharp", "C#"),
        "rust" | "rs" => ("rust", "Rust"),
        "java" => ("java", "Java"),
        "yaml" => ("yaml", "YAML"),
        "hcl" | "terraform" => ("hcl", "HCL"),
        _ => return None,
    })
}

/// After a run of example blocks: for each SDK language the run has no block in, a note the
/// site shows when that language is chosen (the blocks of other languages are hidden then).
fn missing_examples(run: &[&str]) -> String {
    let mut out = String::new();
    for (id, label) in super::names::LANGS {
        if !run.contains(&id) {
            out.push_str(&format!(
                "<p class=\"example-none\" data-l=\"{id}\">No {label} example.</p>\n"
            ));
        }
    }
    out
}

/// Each example block of the Markdown `text` preceded by a line naming its language (the
/// Markdown pages keep every language's example).
pub fn label_examples(text: &str) -> String {
    if !text.contains("```") && !text.contains("~~~") {
        return text.to_owned();
    }
    let mut inserts = Vec::new();
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        if let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = event {
            if let Some((_, label)) = example_language(&info) {
                let line_start = text[..range.start].rfind('\n').map_or(0, |i| i + 1);
                let indent = &text[line_start..range.start];
                if indent.chars().all(|c| c == ' ') {
                    inserts.push((range.start, format!("*{label}:*\n\n{indent}")));
                }
            }
        }
    }
    let mut out = String::with_capacity(text.len() + inserts.len() * 16);
    let mut at = 0;
    for (pos, label) in inserts {
        out.push_str(&text[at..pos]);
        out.push_str(&label);
        at = pos;
    }
    out.push_str(&text[at..]);
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
        format!("{}…", cut_markdown(&line, 157).trim_end())
    } else {
        line
    }
}

/// The longest start of the Markdown `line` of at most `max` characters that ends outside
/// every link, image (a badge), code span and emphasis, at a word break: a summary cut there
/// never leaves half a construct for the renderer to show as stray brackets or backticks.
fn cut_markdown(line: &str, max: usize) -> &str {
    let limit = line.char_indices().nth(max).map_or(line.len(), |(i, _)| i);
    let mut depth = 0usize;
    // The furthest safe cut found so far (a byte offset).
    let mut cut = 0;
    for (event, range) in Parser::new_ext(line, options()).into_offset_iter() {
        if range.start >= limit {
            break;
        }
        match event {
            Event::Start(Tag::Paragraph) | Event::End(TagEnd::Paragraph) => {}
            Event::Start(_) => {
                if depth == 0 {
                    cut = cut.max(range.start);
                }
                depth += 1;
            }
            Event::End(_) => {
                depth = depth.saturating_sub(1);
                if depth == 0 && range.end <= limit {
                    cut = cut.max(range.end);
                }
            }
            Event::Text(_) if depth == 0 => {
                // Inside plain text: the last space before the limit.
                let end = range.end.min(limit);
                let text = &line[range.start..end];
                if range.end <= limit {
                    cut = cut.max(range.end);
                } else if let Some(i) = text.rfind(' ') {
                    cut = cut.max(range.start + i);
                } else {
                    cut = cut.max(range.start);
                }
            }
            _ if depth == 0 => {
                if range.end <= limit {
                    cut = cut.max(range.end);
                } else {
                    cut = cut.max(range.start);
                }
            }
            _ => {}
        }
    }
    &line[..cut]
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
    fn summaries_are_cut_outside_links_and_badges() {
        let badge = "[![Build](https://e.x/badge.svg)](https://e.x/ci)";
        let long = format!("{} {badge} and `code with spaces` end", "word ".repeat(28));
        let s = summary(&long);
        assert!(s.ends_with('…'), "{s}");
        for open in ["[![", "`code"] {
            assert!(!s.contains(open), "cut inside a construct: {s}");
        }
        // A cut at the limit alone would have split the badge.
        let naive: String = long.chars().take(157).collect();
        assert!(naive.contains("[![") && !naive.contains("(https://e.x/ci)"));
        let s = summary(&format!(
            "{} [a link text](https://e.x/a) tail",
            "w ".repeat(74)
        ));
        assert!(
            !s.contains("[a link") || s.contains("(https://e.x/a)"),
            "{s}"
        );
        assert_eq!(summary("short [x](y)"), "short [x](y)");
    }

    #[test]
    fn examples_are_labelled_and_missing_languages_noted() {
        let text = "Intro\n\n```typescript\nlet x = 1;\n```\n```hcl\nx = 1\n```\n\n```sh\nls\n```";
        let out = to_html(text);
        assert!(out.contains(r#"<div class="example" data-ex="typescript"><p class="example-lang">TypeScript</p>"#), "{out}");
        assert!(
            out.contains(r#"<div class="example" data-ex="hcl"><p class="example-lang">HCL</p>"#),
            "{out}"
        );
        assert!(
            out.contains(r#"<p class="example-none" data-l="rust">No Rust example.</p>"#),
            "{out}"
        );
        assert!(!out.contains(r#"data-l="typescript">No"#), "{out}");
        // A shell command is no example of a program: not wrapped.
        assert!(out.contains("<pre><code class=\"language-sh\">"), "{out}");
        assert!(!out.contains("data-ex=\"sh\""), "{out}");
        let md = label_examples(text);
        assert!(md.contains("*TypeScript:*\n\n```typescript"), "{md}");
        assert!(md.contains("*HCL:*\n\n```hcl"), "{md}");
        assert!(!md.contains("*sh"), "{md}");
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
