//! Go doc comments exactly as gofmt leaves them.
//!
//! Since Go 1.19 gofmt rewrites every top-level doc comment (an unindented `//` comment group
//! that ends on the line right above a top-level declaration or the package clause): it parses
//! the comment text as a Go doc comment (go/doc/comment: paragraphs, `# headings`, old-style
//! implicit headings, indented code blocks, lists, `[text]: url` link definitions) and prints it
//! back in canonical form. Descriptions are Markdown written for every language, so a comment
//! written naively from one would often be changed by gofmt; [`doc_comment_lines`] writes it the
//! way gofmt would.
//!
//! This module follows the rules of Go 1.26's go/scanner (carriage returns dropped from
//! comments), go/printer (`formatDocComment`, trailing white space trimmed from comment lines)
//! and go/doc/comment (`Parser.Parse`, `Printer.Comment`), including their odd corners; the
//! Unicode classes it needs are Go's own (Unicode 15.0.0), tabulated at the end of the file.
//! It was checked against gofmt itself on every description of the schema corpus and on the
//! hand-made cases of the tests below.
//!
//! What gofmt does to a doc comment, in short:
//! - common indentation is removed; leading, trailing and repeated blank lines are dropped;
//!   lines holding only white space (Unicode's, so also U+00A0, U+2028, U+3000…) become blank;
//! - a block of indented lines is a code block, printed with one tab of indentation and
//!   separated from other blocks by blank lines (an unindented `}` right after it belongs to it);
//! - an indented block whose first line starts with `-`, `*`, `+`, `•`, `1.` or `1)` and a space
//!   is a list, printed as `  - item` / ` 1. item` with continuation lines indented by four
//!   spaces (the comment's own prefix `// ` comes on top); lists keep their blank lines only
//!   around and between items when the source had them;
//! - `# Title` alone in its paragraph is a heading; so is a lone capitalised line without
//!   punctuation between blank lines that is followed by an unindented paragraph (`Import`
//!   becomes `# Import`);
//! - a paragraph made only of `[text]: scheme://…` lines is a list of link definitions, which are
//!   moved to the end of the comment (used ones first, then unused ones);
//! - in text, ` `` ` becomes `“` and `''` becomes `”` (not inside ```` ``` ````, URLs, or
//!   headings); long lines are not rewrapped;
//! - trailing white space is trimmed from every line.
//!
//! Directives (`//go:generate`, `//line …`, `//export …`) cannot arise from a description: each
//! line is written after `// ` (slash, slash, space) or as `//\t…`, and gofmt only treats a line
//! as a directive when the text right after `//` is one, so `go:generate x` in a description
//! stays an ordinary line `// go:generate x`. Nothing needs escaping for that. Legacy build
//! constraints are another matter: gofmt moves any comment line reading `// +build …` to the top
//! of the file, so such a line gets an invisible escape (see [`escape_build_constraint`]).

/// The lines of a top-level Go doc comment for `text` (a description, already with any
/// language-specific filtering done), exactly as gofmt would leave them: each returned
/// String is a full line starting with "//" (e.g. "// Foo bar.", "//", "//\tcode", "//   - item"),
/// no trailing whitespace. Empty/blank text gives an empty Vec.
///
/// The model: `text` is written naively, one `// line` (or `//` for an empty line) per line of
/// `text`, and gofmt is run over it until it no longer changes anything. One run is usually
/// enough, but gofmt is not idempotent on every comment: a list followed by code indented
/// differently (seen in Java examples of the corpus), a line of white space before indented
/// text, or a list item made only of a link definition change again on a second run. Lines are
/// split at `\n` only. Carriage returns are dropped first, as the Go scanner drops them from
/// comments. (gofmt 1.26 itself, given a CR in the *last* line of a comment, skips the
/// reformatting for one run because the comment's end position no longer abuts the
/// declaration, and only trims trailing white space in that run; this function does not model
/// that.) NUL and U+FEFF are dropped too: the Go scanner rejects them anywhere in a file
/// (`illegal character NUL`, `illegal byte order mark`), so no gofmt output could hold them.
///
/// A line that would read `// +build …` gets a zero-width space after its `+` (gofmt would
/// otherwise move it to the top of the file as a build constraint).
///
/// The result is a fixed point: gofmt leaves these lines unchanged when they are written
/// unindented directly above a top-level declaration (or the package clause).
pub fn doc_comment_lines(text: &str) -> Vec<String> {
    let cleaned: String = text
        .chars()
        .filter(|c| !matches!(c, '\r' | '\0' | '\u{feff}'))
        .collect();
    let escaped: Vec<String> = cleaned.split('\n').map(escape_build_constraint).collect();
    // The naive comment `// line` gives gofmt back exactly `line` as comment text.
    let mut lines = reformat(escaped.iter().map(String::as_str));
    // gofmt's fixed point: a second run is rarely needed, more never were (kept as insurance).
    for _ in 0..8 {
        let bodies = lines.iter().map(|line| comment_body(line));
        let next = reformat(bodies);
        if next == lines {
            break;
        }
        lines = next;
    }
    lines
}

/// gofmt takes any `//` comment line that reads `+build` (then white space or nothing) after
/// the slashes and white space for a legacy build constraint, wherever it is in the file, and
/// moves it to the top of the file with a synthesised `//go:build` line. A description line
/// that would print so gets a zero-width space (U+200B) after its `+`: it reads the same and
/// stays where it is. Every printed line starts with the text of its source line (after white
/// space), so escaping source lines is enough.
pub(super) fn escape_build_constraint(line: &str) -> String {
    let content = line.trim_start_matches(is_space);
    match content.strip_prefix("+build") {
        Some(rest) if rest.is_empty() || rest.starts_with(is_space) => {
            let at = line.len() - content.len();
            format!("{}+\u{200b}build{rest}", &line[..at])
        }
        _ => line.to_owned(),
    }
}

/// The text gofmt reads from one `//` comment line: without the `//` and one following space.
fn comment_body(line: &str) -> &str {
    let body = line.strip_prefix("//").unwrap_or(line);
    body.strip_prefix(' ').unwrap_or(body)
}

/// One gofmt run over a doc comment whose lines (without comment markers) are `bodies`.
fn reformat<'a>(bodies: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut text = String::new();
    for body in bodies {
        text.push_str(body);
        text.push('\n');
    }
    let lines: Vec<&str> = text.split('\n').collect();
    let printed = print_doc(&parse_doc(&lines));
    // Every printed line ends in '\n' except, at most, the very last one.
    printed
        .split_terminator('\n')
        .map(|line| {
            let full = if line.is_empty() {
                "//".to_owned()
            } else if line.starts_with('\t') {
                format!("//{line}")
            } else {
                format!("// {line}")
            };
            full.trim_end_matches(is_space).to_owned()
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Document model

struct Doc<'a> {
    blocks: Vec<Block<'a>>,
    links: Vec<LinkDef<'a>>,
}

enum Block<'a> {
    /// Raw paragraph text, lines joined with '\n'; inline text rules apply when printing.
    Paragraph(String),
    /// Heading text, printed as is after "# ".
    Heading(&'a str),
    /// Code lines, already unindented; empty strings are blank lines.
    Code(Vec<&'a str>),
    List(List),
}

struct List {
    items: Vec<ListItem>,
    /// The list was preceded by a blank line in the source.
    blank_before: bool,
    /// Some items were separated by blank lines in the source.
    blank_between: bool,
}

struct ListItem {
    /// The number as written ("1", "02"), or empty for a bullet.
    number: String,
    /// Paragraphs (raw text, lines joined with '\n'); usually exactly one.
    paragraphs: Vec<String>,
}

impl List {
    fn loose(&self) -> bool {
        self.blank_between || self.items.iter().any(|item| item.paragraphs.len() != 1)
    }
}

struct LinkDef<'a> {
    text: &'a str,
    url: &'a str,
    used: bool,
}

#[derive(Clone, Copy)]
enum SpanKind {
    Code,
    Heading,
    OldHeading,
    List,
    Paragraph,
}

struct Span {
    start: usize,
    end: usize,
    kind: SpanKind,
}

// ---------------------------------------------------------------------------------------------
// Block structure

fn parse_doc<'a>(raw: &[&'a str]) -> Doc<'a> {
    let lines = unindent(raw);
    let mut doc = Doc {
        blocks: Vec::new(),
        links: Vec::new(),
    };
    let mut prev_end = 0;
    for span in split_spans(&lines) {
        let body = &lines[span.start..span.end];
        match span.kind {
            SpanKind::List => {
                let list = parse_list(body, prev_end < span.start, &mut doc.links);
                doc.blocks.push(Block::List(list));
            }
            SpanKind::Code => doc.blocks.push(Block::Code(unindent(body))),
            SpanKind::OldHeading => doc.blocks.push(Block::Heading(trim_space(body[0]))),
            SpanKind::Heading => doc.blocks.push(Block::Heading(trim_space(&body[0][1..]))),
            SpanKind::Paragraph => {
                if let Some(text) = paragraph(body, &mut doc.links) {
                    doc.blocks.push(Block::Paragraph(text));
                }
            }
        }
        prev_end = span.end;
    }
    doc
}

/// Lines without leading and trailing blank lines and without their common indentation
/// (spaces and tabs, compared byte for byte); lines of only white space become empty.
fn unindent<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let mut lines = lines;
    while let [first, rest @ ..] = lines {
        if !first.is_empty() {
            break;
        }
        lines = rest;
    }
    while let [rest @ .., last] = lines {
        if !last.is_empty() {
            break;
        }
        lines = rest;
    }
    let Some(first) = lines.first() else {
        return Vec::new();
    };
    // Lines of spaces still count here (only truly empty lines are skipped).
    let mut prefix = leading_space(first);
    for line in &lines[1..] {
        if !line.is_empty() {
            let other = leading_space(line);
            let common = prefix
                .bytes()
                .zip(other.bytes())
                .take_while(|(a, b)| a == b)
                .count();
            prefix = &prefix[..common];
        }
    }
    let mut out: Vec<&str> = lines
        .iter()
        .map(|line| {
            let line = line.strip_prefix(prefix).unwrap_or(line);
            if trim_space(line).is_empty() {
                ""
            } else {
                line
            }
        })
        .collect();
    while out.first() == Some(&"") {
        out.remove(0);
    }
    while out.last() == Some(&"") {
        out.pop();
    }
    out
}

fn leading_space(s: &str) -> &str {
    let n = s.bytes().take_while(|&b| b == b' ' || b == b'\t').count();
    &s[..n]
}

fn indented(line: &str) -> bool {
    matches!(line.as_bytes().first(), Some(b' ' | b'\t'))
}

/// Splits unindented comment lines into blocks. Besides the plain rules (indented lines are
/// code or a list, unindented ones a paragraph or heading) this repairs the usual mistakes of
/// hand-written comments the way gofmt does: an unindented `}` closing indented code, list
/// items written unindented before an indented continuation line, and a line ending in `{` or
/// `\` right before indented code.
fn split_spans(lines: &[&str]) -> Vec<Span> {
    let n = lines.len();
    let mut spans = Vec::new();
    let mut i = 0;
    // Lines before this index are treated as indented whatever their indentation.
    let mut force_indent = 0;
    loop {
        while i < n && lines[i].is_empty() {
            i += 1;
        }
        if i >= n {
            break;
        }
        let start = i;
        let mut end;
        let kind;
        if i < force_indent || indented(lines[i]) {
            // Runs until the next unindented line; blank lines do not end it.
            let mut unindented_items_ok = i < force_indent && is_list(lines[i]);
            i += 1;
            while i < n
                && (lines[i].is_empty()
                    || i < force_indent
                    || indented(lines[i])
                    || (unindented_items_ok && is_list(lines[i])))
            {
                if lines[i].is_empty() {
                    unindented_items_ok = false;
                }
                i += 1;
            }
            end = i;
            while end > start && lines[end - 1].is_empty() {
                end -= 1;
            }
            if end < n && lines[end].starts_with('}') {
                end += 1;
            }
            kind = if is_list(lines[start]) {
                SpanKind::List
            } else {
                SpanKind::Code
            };
        } else {
            // Runs until the next blank or indented line.
            i += 1;
            while i < n && !lines[i].is_empty() && !indented(lines[i]) {
                i += 1;
            }
            end = i;
            if i < n && !lines[i].is_empty() && !is_list(lines[i]) {
                if is_list(lines[i - 1]) {
                    force_indent = end;
                    end -= 1;
                    while end > start && is_list(lines[end - 1]) {
                        end -= 1;
                    }
                } else if lines[i - 1].ends_with('{') || lines[i - 1].ends_with('\\') {
                    force_indent = end;
                    end -= 1;
                }
                if start == end && force_indent > start {
                    // Everything goes to the indented block: start over there.
                    i = start;
                    continue;
                }
            }
            kind = if end - start == 1 && is_heading(lines[start]) {
                SpanKind::Heading
            } else if end - start == 1 && is_old_heading(lines, start) {
                SpanKind::OldHeading
            } else {
                SpanKind::Paragraph
            };
        }
        spans.push(Span { start, end, kind });
        i = end;
    }
    spans
}

/// `# Title`: a hash, a space or tab, and some text.
fn is_heading(line: &str) -> bool {
    let b = line.as_bytes();
    b.len() >= 2 && b[0] == b'#' && (b[1] == b' ' || b[1] == b'\t') && trim_space(line) != "#"
}

/// The implicit heading of old Go comments: one line between blank lines, followed by an
/// unindented paragraph, starting with an upper-case letter, ending with a letter or digit,
/// without most punctuation.
fn is_old_heading(lines: &[&str], at: usize) -> bool {
    if at == 0
        || !lines[at - 1].is_empty()
        || at + 2 >= lines.len()
        || !lines[at + 1].is_empty()
        || !leading_space(lines[at + 2]).is_empty()
    {
        return false;
    }
    let line = trim_space(lines[at]);
    let (Some(first), Some(last)) = (line.chars().next(), line.chars().next_back()) else {
        return false;
    };
    if !is_upper_letter(first) || !(is_letter(last) || is_digit(last)) {
        return false;
    }
    const FORBIDDEN: &str = ";:!?+*/=[]{}_^°&§~%#@<\">\\";
    if line.chars().any(|c| FORBIDDEN.contains(c)) {
        return false;
    }
    // An apostrophe only as in "'s"; a period only inside a word (as in "net.Conn").
    let apostrophes_ok = line
        .match_indices('\'')
        .all(|(k, _)| &line[k + 1..] == "s" || line[k + 1..].starts_with("s "));
    let periods_ok = line
        .match_indices('.')
        .all(|(k, _)| k + 1 < line.len() && !line[k + 1..].starts_with(' '));
    apostrophes_ok && periods_ok
}

/// A list marker at the start of `line` (after any white space): the number ("" for a bullet)
/// and the rest of the line, which must start with a space or tab and not be blank.
fn list_marker(line: &str) -> Option<(&str, &str)> {
    let line = trim_space(line);
    let first = line.chars().next()?;
    let (number, rest) = if matches!(first, '•' | '*' | '+' | '-') {
        ("", &line[first.len_utf8()..])
    } else if first.is_ascii_digit() {
        let digits = line.bytes().take_while(u8::is_ascii_digit).count();
        match line.as_bytes().get(digits) {
            Some(b'.' | b')') => (&line[..digits], &line[digits + 1..]),
            _ => return None,
        }
    } else {
        return None;
    };
    if !indented(rest) || trim_space(rest).is_empty() {
        return None;
    }
    Some((number, rest))
}

fn is_list(line: &str) -> bool {
    list_marker(line).is_some()
}

fn parse_list<'a>(lines: &[&'a str], blank_before: bool, links: &mut Vec<LinkDef<'a>>) -> List {
    let bullet = list_marker(lines[0]).is_none_or(|(number, _)| number.is_empty());
    let mut list = List {
        items: Vec::new(),
        blank_before,
        blank_between: false,
    };
    let mut pending: Vec<&'a str> = Vec::new();
    // Ends the current paragraph of the last item (a paragraph of link definitions only is
    // recorded as links and adds nothing to the item).
    let flush = |list: &mut List, pending: &mut Vec<&'a str>, links: &mut Vec<LinkDef<'a>>| {
        if let Some(item) = list.items.last_mut() {
            if let Some(text) = paragraph(pending, links) {
                item.paragraphs.push(text);
            }
        }
        pending.clear();
    };
    for &line in lines {
        let mut line = line;
        if let Some((number, rest)) = list_marker(line) {
            // A bullet inside a numbered list (or the reverse) is just text.
            if number.is_empty() == bullet {
                flush(&mut list, &mut pending, links);
                list.items.push(ListItem {
                    number: number.to_owned(),
                    paragraphs: Vec::new(),
                });
                line = rest;
            }
        }
        let line = trim_space(line);
        if line.is_empty() {
            list.blank_between = true;
            flush(&mut list, &mut pending, links);
            continue;
        }
        pending.push(line);
    }
    flush(&mut list, &mut pending, links);
    list
}

/// The raw text of a paragraph, or None when it is empty or made only of link definitions
/// (which are then added to `links`).
fn paragraph<'a>(lines: &[&'a str], links: &mut Vec<LinkDef<'a>>) -> Option<String> {
    let defs: Option<Vec<LinkDef<'a>>> = lines.iter().map(|line| link_def(line)).collect();
    match defs {
        Some(defs) => {
            links.extend(defs);
            None
        }
        None => Some(lines.join("\n")),
    }
}

/// `[text]: scheme://…` with a known scheme.
fn link_def(line: &str) -> Option<LinkDef<'_>> {
    if !line.starts_with('[') {
        return None;
    }
    let close = line.find("]:")?;
    let b = line.as_bytes();
    if close + 3 >= b.len() || !matches!(b[close + 2], b' ' | b'\t') {
        return None;
    }
    let url = trim_space(&line[close + 3..]);
    let sep = url.find("://")?;
    if !is_scheme(&url.as_bytes()[..sep]) {
        return None;
    }
    Some(LinkDef {
        text: &line[1..close],
        url,
        used: false,
    })
}

fn is_scheme(s: &[u8]) -> bool {
    matches!(
        s,
        b"file" | b"ftp" | b"gopher" | b"http" | b"https" | b"mailto" | b"nntp"
    )
}

// ---------------------------------------------------------------------------------------------
// Printing

fn print_doc(doc: &Doc<'_>) -> String {
    let mut links: Vec<LinkDef<'_>> = doc
        .links
        .iter()
        .map(|def| LinkDef {
            text: def.text,
            url: def.url,
            used: false,
        })
        .collect();
    let mut out = String::new();
    for (k, block) in doc.blocks.iter().enumerate() {
        let blank_before = match block {
            Block::List(list) => list.blank_before || list.loose(),
            _ => true,
        };
        if k > 0 && blank_before {
            out.push('\n');
        }
        match block {
            Block::Paragraph(text) => {
                out.push_str(&inline_text(text, &mut links));
                out.push('\n');
            }
            Block::Heading(text) => {
                out.push_str("# ");
                out.push_str(text);
                out.push('\n');
            }
            Block::Code(lines) => {
                for line in lines {
                    if !line.is_empty() {
                        out.push('\t');
                        out.push_str(line);
                    }
                    out.push('\n');
                }
            }
            Block::List(list) => {
                let loose = list.loose();
                for (i, item) in list.items.iter().enumerate() {
                    if i > 0 && loose {
                        out.push('\n');
                    }
                    if item.number.is_empty() {
                        out.push_str("  - ");
                    } else {
                        out.push(' ');
                        out.push_str(&item.number);
                        out.push_str(". ");
                    }
                    for (j, text) in item.paragraphs.iter().enumerate() {
                        if j > 0 {
                            out.push_str("\n    ");
                        }
                        out.push_str(&inline_text(text, &mut links).replace('\n', "\n    "));
                        out.push('\n');
                    }
                }
            }
        }
    }
    // Link definitions close the comment: those used in the text, then the others.
    for used in [true, false] {
        let mut group = links.iter().filter(|def| def.used == used).peekable();
        if group.peek().is_some() {
            out.push('\n');
        }
        for def in group {
            out.push('[');
            out.push_str(def.text);
            out.push_str("]: ");
            out.push_str(def.url);
            out.push('\n');
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Inline text

/// Paragraph text as printed: bracketed link texts and doc links (`[io.Reader]`) stay as they
/// are, but they cut the text into pieces that are converted separately (see [`quotes`]).
/// Marks the link definitions the text uses.
fn inline_text(text: &str, links: &mut [LinkDef<'_>]) -> String {
    let b = text.as_bytes();
    let mut out = String::new();
    let mut done = 0;
    let mut open: Option<usize> = None;
    // Bytes seen since the first '[' not yet closed (a later '[' does not reset it), with
    // newlines and tabs as spaces: the name looked up among the link definitions.
    let mut key: Vec<u8> = Vec::new();
    for (i, &byte) in b.iter().enumerate() {
        let c = if byte == b'\n' || byte == b'\t' {
            b' '
        } else {
            byte
        };
        if c == b'[' {
            open = Some(i);
        } else if c == b']' {
            if let Some(start) = open {
                // The first definition of a name is the one that counts.
                let def = links.iter_mut().find(|def| def.text.as_bytes() == key);
                let inner = &text[start + 1..i];
                let is_link = match def {
                    Some(def) => {
                        def.used = true;
                        true
                    }
                    None => is_doc_link(inner, &text[..start], &text[i + 1..]),
                };
                if is_link {
                    out.push_str(&quotes(&text[done..start], true));
                    out.push('[');
                    out.push_str(&quotes(inner, false));
                    out.push(']');
                    done = i + 1;
                }
            }
            open = None;
            key.clear();
        }
        if open.is_some_and(|start| start != i) {
            key.push(c);
        }
    }
    out.push_str(&quotes(&text[done..], true));
    out
}

/// Converts ` `` ` to `“` and `''` to `”`, except in runs of three or more backquotes and, when
/// `skip_urls` is set, inside URLs. The scan also steps over identifiers whole, so a URL only
/// counts where it does not continue a word. After three backquotes gofmt skips any further
/// ones, but it tests the byte at the run's start plus the current position rather than at the
/// current position; that only matters for runs of four or more backquotes that do not start
/// the piece, and is reproduced here.
fn quotes(s: &str, skip_urls: bool) -> String {
    let b = s.as_bytes();
    let mut out = String::new();
    let mut done = 0;
    let mut i = 0;
    while i < b.len() {
        let t = &b[i..];
        if skip_urls {
            if let Some(n) = url_len(t) {
                i += n;
                continue;
            }
            let n = ident_len(t);
            if n > 0 {
                i += n;
                continue;
            }
        }
        if t.starts_with(b"``") {
            if t.get(2) == Some(&b'`') {
                let run_start = i;
                i += 3;
                while i < t.len() && b[run_start + i] == b'`' {
                    i += 1;
                }
                continue;
            }
            out.push_str(&s[done..i]);
            out.push('“');
            i += 2;
            done = i;
        } else if t.starts_with(b"''") {
            out.push_str(&s[done..i]);
            out.push('”');
            i += 2;
            done = i;
        } else {
            i += 1;
        }
    }
    out.push_str(&s[done..]);
    out
}

/// The length of the URL `s` starts with, if any: a known scheme, `://`, a host, and a path
/// without trailing punctuation and with balanced brackets.
fn url_len(s: &[u8]) -> Option<usize> {
    if s.len() < 7 {
        return None;
    }
    let colon = (3..=6).find(|&k| s[k] == b':')?;
    if s.len() < colon + 3 || &s[colon..colon + 3] != b"://" || !is_scheme(&s[..colon]) {
        return None;
    }
    let mut i = colon + 3;
    if i >= s.len() || !is_host_byte(s[i]) || is_url_punct(s[i]) {
        return None;
    }
    i += 1;
    let mut end = i;
    while i < s.len() && is_host_byte(s[i]) {
        if !is_url_punct(s[i]) {
            end = i + 1;
        }
        i += 1;
    }
    i = end;
    let mut closers: Vec<u8> = Vec::new();
    while i < s.len() {
        let c = s[i];
        if is_url_punct(c) {
            i += 1;
            continue;
        }
        if !is_path_byte(c) {
            break;
        }
        match c {
            b'(' => closers.push(b')'),
            b'{' => closers.push(b'}'),
            b'[' => closers.push(b']'),
            b')' | b'}' | b']' => {
                if closers.last() != Some(&c) {
                    break;
                }
                closers.pop();
            }
            _ => {}
        }
        if closers.is_empty() {
            end = i + 1;
        }
        i += 1;
    }
    Some(end)
}

fn is_host_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'@' | b'-' | b'.' | b'[' | b']' | b':')
}

/// Punctuation allowed inside a URL but not at its end.
fn is_url_punct(c: u8) -> bool {
    matches!(c, b'.' | b',' | b':' | b';' | b'?' | b'!')
}

fn is_path_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric()
        || matches!(
            c,
            b'$' | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b'&'
                | b'#'
                | b'='
                | b'@'
                | b'~'
                | b'_'
                | b'/'
                | b'-'
                | b'['
                | b']'
                | b'{'
                | b'}'
                | b'%'
        )
}

/// The length of the Go identifier (`[\pL_][\pL_0-9]*`, digits ASCII only) `s` starts with.
/// `s` may start inside a UTF-8 sequence, which is no identifier.
fn ident_len(s: &[u8]) -> usize {
    let mut n = 0;
    while n < s.len() {
        let c = s[n];
        if c.is_ascii() {
            if c.is_ascii_alphabetic() || c == b'_' || (n > 0 && c.is_ascii_digit()) {
                n += 1;
                continue;
            }
            break;
        }
        match char_at(s, n) {
            Some(ch) if is_letter(ch) => n += ch.len_utf8(),
            _ => break,
        }
    }
    n
}

/// The character starting at byte `at` of `s`, or None when `at` is not the start of one.
fn char_at(s: &[u8], at: usize) -> Option<char> {
    let len = match s[at] {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => return None,
    };
    let bytes = s.get(at..at + len)?;
    std::str::from_utf8(bytes).ok()?.chars().next()
}

/// Whether `[inner]` is a doc link gofmt recognises on its own: an import path with a slash
/// or a one-element standard library package, optionally followed by `.Name` or
/// `.Recv.Name` (`[io.Reader]`, `[example.com/x.T]`), with punctuation or white space (or
/// nothing) on both sides. Plan of the package itself are never links here (gofmt does not
/// know them).
fn is_doc_link(inner: &str, before: &str, after: &str) -> bool {
    let boundary = |c: char| is_punct(c) || matches!(c, ' ' | '\t' | '\n');
    if before.chars().next_back().is_some_and(|c| !boundary(c)) {
        return false;
    }
    if after.chars().next().is_some_and(|c| !boundary(c)) {
        return false;
    }
    let inner = inner.strip_prefix('*').unwrap_or(inner);
    let mut pkg = inner;
    if let Some(rest) = split_name(inner) {
        pkg = split_name(rest).unwrap_or(rest);
    }
    if pkg.is_empty() {
        return false;
    }
    if pkg.contains('/') {
        is_import_path(pkg)
    } else {
        STD_PACKAGES.binary_search(&pkg).is_ok()
    }
}

/// When `text` ends with a capitalised identifier (the whole text, or after its last '.'),
/// what comes before it (without the '.'; empty when there is nothing before).
fn split_name(text: &str) -> Option<&str> {
    let (before, name) = match text.rfind('.') {
        Some(dot) => (&text[..dot], &text[dot + 1..]),
        None => ("", text),
    };
    let is_name = !name.is_empty()
        && ident_len(name.as_bytes()) == name.len()
        && name.chars().next().is_some_and(is_upper_letter);
    is_name.then_some(before)
}

fn is_import_path(path: &str) -> bool {
    !path.starts_with('-')
        && !path.contains("//")
        && !path.ends_with('/')
        && path.split('/').all(|elem| {
            !elem.is_empty()
                && !elem.starts_with('.')
                && !elem.ends_with('.')
                && elem.bytes().all(|c| {
                    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'~' | b'_' | b'+')
                })
        })
}

/// Standard library packages whose import path is a single element (Go 1.26), sorted.
const STD_PACKAGES: &[&str] = &[
    "bufio", "bytes", "cmp", "context", "crypto", "embed", "encoding", "errors", "expvar", "flag",
    "fmt", "hash", "html", "image", "io", "iter", "log", "maps", "math", "mime", "net", "os",
    "path", "plugin", "reflect", "regexp", "runtime", "slices", "sort", "strconv", "strings",
    "structs", "sync", "syscall", "testing", "time", "unicode", "unique", "unsafe", "weak",
];

// ---------------------------------------------------------------------------------------------
// Character classes, as Go's unicode package defines them

/// unicode.IsSpace: the White_Space property.
fn is_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{85}' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}' | '\u{2028}' | '\u{2029}' | '\u{202f}' | '\u{205f}' | '\u{3000}'
    )
}

/// strings.TrimSpace.
fn trim_space(s: &str) -> &str {
    s.trim_matches(is_space)
}

fn in_table(table: &[u32], c: char) -> bool {
    let c = c as u32;
    // `table` holds sorted inclusive ranges as low/high pairs: find the first range whose
    // high bound is at least c, then check its low bound.
    let pairs = table.len() / 2;
    let (mut lo, mut hi) = (0, pairs);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if table[2 * mid + 1] < c {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo < pairs && table[2 * lo] <= c
}

/// unicode.IsLetter (category L).
fn is_letter(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphabetic()
    } else {
        in_table(LETTER, c)
    }
}

/// unicode.IsUpper && unicode.IsLetter (every character Go calls upper case is a letter, and
/// among letters Rust's Uppercase property is exactly category Lu).
fn is_upper_letter(c: char) -> bool {
    c.is_uppercase() && is_letter(c)
}

/// unicode.IsDigit (category Nd).
fn is_digit(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_digit()
    } else {
        in_table(DIGIT, c)
    }
}

/// unicode.IsPunct (category P; in ASCII `!"#%&'()*,-./:;?@[\]_{}` but not `$+<=>^`|~`).
fn is_punct(c: char) -> bool {
    in_table(PUNCT, c)
}

// Generated from Go 1.26's unicode package (Unicode 15.0.0) by scanning every code point;
// inclusive ranges, as consecutive low/high pairs.

/// Go's unicode.IsLetter (category L).
const LETTER: &[u32] = &[
    0x41, 0x5A, 0x61, 0x7A, 0xAA, 0xAA, 0xB5, 0xB5, 0xBA, 0xBA, 0xC0, 0xD6, 0xD8, 0xF6, 0xF8,
    0x2C1, 0x2C6, 0x2D1, 0x2E0, 0x2E4, 0x2EC, 0x2EC, 0x2EE, 0x2EE, 0x370, 0x374, 0x376, 0x377,
    0x37A, 0x37D, 0x37F, 0x37F, 0x386, 0x386, 0x388, 0x38A, 0x38C, 0x38C, 0x38E, 0x3A1, 0x3A3,
    0x3F5, 0x3F7, 0x481, 0x48A, 0x52F, 0x531, 0x556, 0x559, 0x559, 0x560, 0x588, 0x5D0, 0x5EA,
    0x5EF, 0x5F2, 0x620, 0x64A, 0x66E, 0x66F, 0x671, 0x6D3, 0x6D5, 0x6D5, 0x6E5, 0x6E6, 0x6EE,
    0x6EF, 0x6FA, 0x6FC, 0x6FF, 0x6FF, 0x710, 0x710, 0x712, 0x72F, 0x74D, 0x7A5, 0x7B1, 0x7B1,
    0x7CA, 0x7EA, 0x7F4, 0x7F5, 0x7FA, 0x7FA, 0x800, 0x815, 0x81A, 0x81A, 0x824, 0x824, 0x828,
    0x828, 0x840, 0x858, 0x860, 0x86A, 0x870, 0x887, 0x889, 0x88E, 0x8A0, 0x8C9, 0x904, 0x939,
    0x93D, 0x93D, 0x950, 0x950, 0x958, 0x961, 0x971, 0x980, 0x985, 0x98C, 0x98F, 0x990, 0x993,
    0x9A8, 0x9AA, 0x9B0, 0x9B2, 0x9B2, 0x9B6, 0x9B9, 0x9BD, 0x9BD, 0x9CE, 0x9CE, 0x9DC, 0x9DD,
    0x9DF, 0x9E1, 0x9F0, 0x9F1, 0x9FC, 0x9FC, 0xA05, 0xA0A, 0xA0F, 0xA10, 0xA13, 0xA28, 0xA2A,
    0xA30, 0xA32, 0xA33, 0xA35, 0xA36, 0xA38, 0xA39, 0xA59, 0xA5C, 0xA5E, 0xA5E, 0xA72, 0xA74,
    0xA85, 0xA8D, 0xA8F, 0xA91, 0xA93, 0xAA8, 0xAAA, 0xAB0, 0xAB2, 0xAB3, 0xAB5, 0xAB9, 0xABD,
    0xABD, 0xAD0, 0xAD0, 0xAE0, 0xAE1, 0xAF9, 0xAF9, 0xB05, 0xB0C, 0xB0F, 0xB10, 0xB13, 0xB28,
    0xB2A, 0xB30, 0xB32, 0xB33, 0xB35, 0xB39, 0xB3D, 0xB3D, 0xB5C, 0xB5D, 0xB5F, 0xB61, 0xB71,
    0xB71, 0xB83, 0xB83, 0xB85, 0xB8A, 0xB8E, 0xB90, 0xB92, 0xB95, 0xB99, 0xB9A, 0xB9C, 0xB9C,
    0xB9E, 0xB9F, 0xBA3, 0xBA4, 0xBA8, 0xBAA, 0xBAE, 0xBB9, 0xBD0, 0xBD0, 0xC05, 0xC0C, 0xC0E,
    0xC10, 0xC12, 0xC28, 0xC2A, 0xC39, 0xC3D, 0xC3D, 0xC58, 0xC5A, 0xC5D, 0xC5D, 0xC60, 0xC61,
    0xC80, 0xC80, 0xC85, 0xC8C, 0xC8E, 0xC90, 0xC92, 0xCA8, 0xCAA, 0xCB3, 0xCB5, 0xCB9, 0xCBD,
    0xCBD, 0xCDD, 0xCDE, 0xCE0, 0xCE1, 0xCF1, 0xCF2, 0xD04, 0xD0C, 0xD0E, 0xD10, 0xD12, 0xD3A,
    0xD3D, 0xD3D, 0xD4E, 0xD4E, 0xD54, 0xD56, 0xD5F, 0xD61, 0xD7A, 0xD7F, 0xD85, 0xD96, 0xD9A,
    0xDB1, 0xDB3, 0xDBB, 0xDBD, 0xDBD, 0xDC0, 0xDC6, 0xE01, 0xE30, 0xE32, 0xE33, 0xE40, 0xE46,
    0xE81, 0xE82, 0xE84, 0xE84, 0xE86, 0xE8A, 0xE8C, 0xEA3, 0xEA5, 0xEA5, 0xEA7, 0xEB0, 0xEB2,
    0xEB3, 0xEBD, 0xEBD, 0xEC0, 0xEC4, 0xEC6, 0xEC6, 0xEDC, 0xEDF, 0xF00, 0xF00, 0xF40, 0xF47,
    0xF49, 0xF6C, 0xF88, 0xF8C, 0x1000, 0x102A, 0x103F, 0x103F, 0x1050, 0x1055, 0x105A, 0x105D,
    0x1061, 0x1061, 0x1065, 0x1066, 0x106E, 0x1070, 0x1075, 0x1081, 0x108E, 0x108E, 0x10A0, 0x10C5,
    0x10C7, 0x10C7, 0x10CD, 0x10CD, 0x10D0, 0x10FA, 0x10FC, 0x1248, 0x124A, 0x124D, 0x1250, 0x1256,
    0x1258, 0x1258, 0x125A, 0x125D, 0x1260, 0x1288, 0x128A, 0x128D, 0x1290, 0x12B0, 0x12B2, 0x12B5,
    0x12B8, 0x12BE, 0x12C0, 0x12C0, 0x12C2, 0x12C5, 0x12C8, 0x12D6, 0x12D8, 0x1310, 0x1312, 0x1315,
    0x1318, 0x135A, 0x1380, 0x138F, 0x13A0, 0x13F5, 0x13F8, 0x13FD, 0x1401, 0x166C, 0x166F, 0x167F,
    0x1681, 0x169A, 0x16A0, 0x16EA, 0x16F1, 0x16F8, 0x1700, 0x1711, 0x171F, 0x1731, 0x1740, 0x1751,
    0x1760, 0x176C, 0x176E, 0x1770, 0x1780, 0x17B3, 0x17D7, 0x17D7, 0x17DC, 0x17DC, 0x1820, 0x1878,
    0x1880, 0x1884, 0x1887, 0x18A8, 0x18AA, 0x18AA, 0x18B0, 0x18F5, 0x1900, 0x191E, 0x1950, 0x196D,
    0x1970, 0x1974, 0x1980, 0x19AB, 0x19B0, 0x19C9, 0x1A00, 0x1A16, 0x1A20, 0x1A54, 0x1AA7, 0x1AA7,
    0x1B05, 0x1B33, 0x1B45, 0x1B4C, 0x1B83, 0x1BA0, 0x1BAE, 0x1BAF, 0x1BBA, 0x1BE5, 0x1C00, 0x1C23,
    0x1C4D, 0x1C4F, 0x1C5A, 0x1C7D, 0x1C80, 0x1C88, 0x1C90, 0x1CBA, 0x1CBD, 0x1CBF, 0x1CE9, 0x1CEC,
    0x1CEE, 0x1CF3, 0x1CF5, 0x1CF6, 0x1CFA, 0x1CFA, 0x1D00, 0x1DBF, 0x1E00, 0x1F15, 0x1F18, 0x1F1D,
    0x1F20, 0x1F45, 0x1F48, 0x1F4D, 0x1F50, 0x1F57, 0x1F59, 0x1F59, 0x1F5B, 0x1F5B, 0x1F5D, 0x1F5D,
    0x1F5F, 0x1F7D, 0x1F80, 0x1FB4, 0x1FB6, 0x1FBC, 0x1FBE, 0x1FBE, 0x1FC2, 0x1FC4, 0x1FC6, 0x1FCC,
    0x1FD0, 0x1FD3, 0x1FD6, 0x1FDB, 0x1FE0, 0x1FEC, 0x1FF2, 0x1FF4, 0x1FF6, 0x1FFC, 0x2071, 0x2071,
    0x207F, 0x207F, 0x2090, 0x209C, 0x2102, 0x2102, 0x2107, 0x2107, 0x210A, 0x2113, 0x2115, 0x2115,
    0x2119, 0x211D, 0x2124, 0x2124, 0x2126, 0x2126, 0x2128, 0x2128, 0x212A, 0x212D, 0x212F, 0x2139,
    0x213C, 0x213F, 0x2145, 0x2149, 0x214E, 0x214E, 0x2183, 0x2184, 0x2C00, 0x2CE4, 0x2CEB, 0x2CEE,
    0x2CF2, 0x2CF3, 0x2D00, 0x2D25, 0x2D27, 0x2D27, 0x2D2D, 0x2D2D, 0x2D30, 0x2D67, 0x2D6F, 0x2D6F,
    0x2D80, 0x2D96, 0x2DA0, 0x2DA6, 0x2DA8, 0x2DAE, 0x2DB0, 0x2DB6, 0x2DB8, 0x2DBE, 0x2DC0, 0x2DC6,
    0x2DC8, 0x2DCE, 0x2DD0, 0x2DD6, 0x2DD8, 0x2DDE, 0x2E2F, 0x2E2F, 0x3005, 0x3006, 0x3031, 0x3035,
    0x303B, 0x303C, 0x3041, 0x3096, 0x309D, 0x309F, 0x30A1, 0x30FA, 0x30FC, 0x30FF, 0x3105, 0x312F,
    0x3131, 0x318E, 0x31A0, 0x31BF, 0x31F0, 0x31FF, 0x3400, 0x4DBF, 0x4E00, 0xA48C, 0xA4D0, 0xA4FD,
    0xA500, 0xA60C, 0xA610, 0xA61F, 0xA62A, 0xA62B, 0xA640, 0xA66E, 0xA67F, 0xA69D, 0xA6A0, 0xA6E5,
    0xA717, 0xA71F, 0xA722, 0xA788, 0xA78B, 0xA7CA, 0xA7D0, 0xA7D1, 0xA7D3, 0xA7D3, 0xA7D5, 0xA7D9,
    0xA7F2, 0xA801, 0xA803, 0xA805, 0xA807, 0xA80A, 0xA80C, 0xA822, 0xA840, 0xA873, 0xA882, 0xA8B3,
    0xA8F2, 0xA8F7, 0xA8FB, 0xA8FB, 0xA8FD, 0xA8FE, 0xA90A, 0xA925, 0xA930, 0xA946, 0xA960, 0xA97C,
    0xA984, 0xA9B2, 0xA9CF, 0xA9CF, 0xA9E0, 0xA9E4, 0xA9E6, 0xA9EF, 0xA9FA, 0xA9FE, 0xAA00, 0xAA28,
    0xAA40, 0xAA42, 0xAA44, 0xAA4B, 0xAA60, 0xAA76, 0xAA7A, 0xAA7A, 0xAA7E, 0xAAAF, 0xAAB1, 0xAAB1,
    0xAAB5, 0xAAB6, 0xAAB9, 0xAABD, 0xAAC0, 0xAAC0, 0xAAC2, 0xAAC2, 0xAADB, 0xAADD, 0xAAE0, 0xAAEA,
    0xAAF2, 0xAAF4, 0xAB01, 0xAB06, 0xAB09, 0xAB0E, 0xAB11, 0xAB16, 0xAB20, 0xAB26, 0xAB28, 0xAB2E,
    0xAB30, 0xAB5A, 0xAB5C, 0xAB69, 0xAB70, 0xABE2, 0xAC00, 0xD7A3, 0xD7B0, 0xD7C6, 0xD7CB, 0xD7FB,
    0xF900, 0xFA6D, 0xFA70, 0xFAD9, 0xFB00, 0xFB06, 0xFB13, 0xFB17, 0xFB1D, 0xFB1D, 0xFB1F, 0xFB28,
    0xFB2A, 0xFB36, 0xFB38, 0xFB3C, 0xFB3E, 0xFB3E, 0xFB40, 0xFB41, 0xFB43, 0xFB44, 0xFB46, 0xFBB1,
    0xFBD3, 0xFD3D, 0xFD50, 0xFD8F, 0xFD92, 0xFDC7, 0xFDF0, 0xFDFB, 0xFE70, 0xFE74, 0xFE76, 0xFEFC,
    0xFF21, 0xFF3A, 0xFF41, 0xFF5A, 0xFF66, 0xFFBE, 0xFFC2, 0xFFC7, 0xFFCA, 0xFFCF, 0xFFD2, 0xFFD7,
    0xFFDA, 0xFFDC, 0x10000, 0x1000B, 0x1000D, 0x10026, 0x10028, 0x1003A, 0x1003C, 0x1003D,
    0x1003F, 0x1004D, 0x10050, 0x1005D, 0x10080, 0x100FA, 0x10280, 0x1029C, 0x102A0, 0x102D0,
    0x10300, 0x1031F, 0x1032D, 0x10340, 0x10342, 0x10349, 0x10350, 0x10375, 0x10380, 0x1039D,
    0x103A0, 0x103C3, 0x103C8, 0x103CF, 0x10400, 0x1049D, 0x104B0, 0x104D3, 0x104D8, 0x104FB,
    0x10500, 0x10527, 0x10530, 0x10563, 0x10570, 0x1057A, 0x1057C, 0x1058A, 0x1058C, 0x10592,
    0x10594, 0x10595, 0x10597, 0x105A1, 0x105A3, 0x105B1, 0x105B3, 0x105B9, 0x105BB, 0x105BC,
    0x10600, 0x10736, 0x10740, 0x10755, 0x10760, 0x10767, 0x10780, 0x10785, 0x10787, 0x107B0,
    0x107B2, 0x107BA, 0x10800, 0x10805, 0x10808, 0x10808, 0x1080A, 0x10835, 0x10837, 0x10838,
    0x1083C, 0x1083C, 0x1083F, 0x10855, 0x10860, 0x10876, 0x10880, 0x1089E, 0x108E0, 0x108F2,
    0x108F4, 0x108F5, 0x10900, 0x10915, 0x10920, 0x10939, 0x10980, 0x109B7, 0x109BE, 0x109BF,
    0x10A00, 0x10A00, 0x10A10, 0x10A13, 0x10A15, 0x10A17, 0x10A19, 0x10A35, 0x10A60, 0x10A7C,
    0x10A80, 0x10A9C, 0x10AC0, 0x10AC7, 0x10AC9, 0x10AE4, 0x10B00, 0x10B35, 0x10B40, 0x10B55,
    0x10B60, 0x10B72, 0x10B80, 0x10B91, 0x10C00, 0x10C48, 0x10C80, 0x10CB2, 0x10CC0, 0x10CF2,
    0x10D00, 0x10D23, 0x10E80, 0x10EA9, 0x10EB0, 0x10EB1, 0x10F00, 0x10F1C, 0x10F27, 0x10F27,
    0x10F30, 0x10F45, 0x10F70, 0x10F81, 0x10FB0, 0x10FC4, 0x10FE0, 0x10FF6, 0x11003, 0x11037,
    0x11071, 0x11072, 0x11075, 0x11075, 0x11083, 0x110AF, 0x110D0, 0x110E8, 0x11103, 0x11126,
    0x11144, 0x11144, 0x11147, 0x11147, 0x11150, 0x11172, 0x11176, 0x11176, 0x11183, 0x111B2,
    0x111C1, 0x111C4, 0x111DA, 0x111DA, 0x111DC, 0x111DC, 0x11200, 0x11211, 0x11213, 0x1122B,
    0x1123F, 0x11240, 0x11280, 0x11286, 0x11288, 0x11288, 0x1128A, 0x1128D, 0x1128F, 0x1129D,
    0x1129F, 0x112A8, 0x112B0, 0x112DE, 0x11305, 0x1130C, 0x1130F, 0x11310, 0x11313, 0x11328,
    0x1132A, 0x11330, 0x11332, 0x11333, 0x11335, 0x11339, 0x1133D, 0x1133D, 0x11350, 0x11350,
    0x1135D, 0x11361, 0x11400, 0x11434, 0x11447, 0x1144A, 0x1145F, 0x11461, 0x11480, 0x114AF,
    0x114C4, 0x114C5, 0x114C7, 0x114C7, 0x11580, 0x115AE, 0x115D8, 0x115DB, 0x11600, 0x1162F,
    0x11644, 0x11644, 0x11680, 0x116AA, 0x116B8, 0x116B8, 0x11700, 0x1171A, 0x11740, 0x11746,
    0x11800, 0x1182B, 0x118A0, 0x118DF, 0x118FF, 0x11906, 0x11909, 0x11909, 0x1190C, 0x11913,
    0x11915, 0x11916, 0x11918, 0x1192F, 0x1193F, 0x1193F, 0x11941, 0x11941, 0x119A0, 0x119A7,
    0x119AA, 0x119D0, 0x119E1, 0x119E1, 0x119E3, 0x119E3, 0x11A00, 0x11A00, 0x11A0B, 0x11A32,
    0x11A3A, 0x11A3A, 0x11A50, 0x11A50, 0x11A5C, 0x11A89, 0x11A9D, 0x11A9D, 0x11AB0, 0x11AF8,
    0x11C00, 0x11C08, 0x11C0A, 0x11C2E, 0x11C40, 0x11C40, 0x11C72, 0x11C8F, 0x11D00, 0x11D06,
    0x11D08, 0x11D09, 0x11D0B, 0x11D30, 0x11D46, 0x11D46, 0x11D60, 0x11D65, 0x11D67, 0x11D68,
    0x11D6A, 0x11D89, 0x11D98, 0x11D98, 0x11EE0, 0x11EF2, 0x11F02, 0x11F02, 0x11F04, 0x11F10,
    0x11F12, 0x11F33, 0x11FB0, 0x11FB0, 0x12000, 0x12399, 0x12480, 0x12543, 0x12F90, 0x12FF0,
    0x13000, 0x1342F, 0x13441, 0x13446, 0x14400, 0x14646, 0x16800, 0x16A38, 0x16A40, 0x16A5E,
    0x16A70, 0x16ABE, 0x16AD0, 0x16AED, 0x16B00, 0x16B2F, 0x16B40, 0x16B43, 0x16B63, 0x16B77,
    0x16B7D, 0x16B8F, 0x16E40, 0x16E7F, 0x16F00, 0x16F4A, 0x16F50, 0x16F50, 0x16F93, 0x16F9F,
    0x16FE0, 0x16FE1, 0x16FE3, 0x16FE3, 0x17000, 0x187F7, 0x18800, 0x18CD5, 0x18D00, 0x18D08,
    0x1AFF0, 0x1AFF3, 0x1AFF5, 0x1AFFB, 0x1AFFD, 0x1AFFE, 0x1B000, 0x1B122, 0x1B132, 0x1B132,
    0x1B150, 0x1B152, 0x1B155, 0x1B155, 0x1B164, 0x1B167, 0x1B170, 0x1B2FB, 0x1BC00, 0x1BC6A,
    0x1BC70, 0x1BC7C, 0x1BC80, 0x1BC88, 0x1BC90, 0x1BC99, 0x1D400, 0x1D454, 0x1D456, 0x1D49C,
    0x1D49E, 0x1D49F, 0x1D4A2, 0x1D4A2, 0x1D4A5, 0x1D4A6, 0x1D4A9, 0x1D4AC, 0x1D4AE, 0x1D4B9,
    0x1D4BB, 0x1D4BB, 0x1D4BD, 0x1D4C3, 0x1D4C5, 0x1D505, 0x1D507, 0x1D50A, 0x1D50D, 0x1D514,
    0x1D516, 0x1D51C, 0x1D51E, 0x1D539, 0x1D53B, 0x1D53E, 0x1D540, 0x1D544, 0x1D546, 0x1D546,
    0x1D54A, 0x1D550, 0x1D552, 0x1D6A5, 0x1D6A8, 0x1D6C0, 0x1D6C2, 0x1D6DA, 0x1D6DC, 0x1D6FA,
    0x1D6FC, 0x1D714, 0x1D716, 0x1D734, 0x1D736, 0x1D74E, 0x1D750, 0x1D76E, 0x1D770, 0x1D788,
    0x1D78A, 0x1D7A8, 0x1D7AA, 0x1D7C2, 0x1D7C4, 0x1D7CB, 0x1DF00, 0x1DF1E, 0x1DF25, 0x1DF2A,
    0x1E030, 0x1E06D, 0x1E100, 0x1E12C, 0x1E137, 0x1E13D, 0x1E14E, 0x1E14E, 0x1E290, 0x1E2AD,
    0x1E2C0, 0x1E2EB, 0x1E4D0, 0x1E4EB, 0x1E7E0, 0x1E7E6, 0x1E7E8, 0x1E7EB, 0x1E7ED, 0x1E7EE,
    0x1E7F0, 0x1E7FE, 0x1E800, 0x1E8C4, 0x1E900, 0x1E943, 0x1E94B, 0x1E94B, 0x1EE00, 0x1EE03,
    0x1EE05, 0x1EE1F, 0x1EE21, 0x1EE22, 0x1EE24, 0x1EE24, 0x1EE27, 0x1EE27, 0x1EE29, 0x1EE32,
    0x1EE34, 0x1EE37, 0x1EE39, 0x1EE39, 0x1EE3B, 0x1EE3B, 0x1EE42, 0x1EE42, 0x1EE47, 0x1EE47,
    0x1EE49, 0x1EE49, 0x1EE4B, 0x1EE4B, 0x1EE4D, 0x1EE4F, 0x1EE51, 0x1EE52, 0x1EE54, 0x1EE54,
    0x1EE57, 0x1EE57, 0x1EE59, 0x1EE59, 0x1EE5B, 0x1EE5B, 0x1EE5D, 0x1EE5D, 0x1EE5F, 0x1EE5F,
    0x1EE61, 0x1EE62, 0x1EE64, 0x1EE64, 0x1EE67, 0x1EE6A, 0x1EE6C, 0x1EE72, 0x1EE74, 0x1EE77,
    0x1EE79, 0x1EE7C, 0x1EE7E, 0x1EE7E, 0x1EE80, 0x1EE89, 0x1EE8B, 0x1EE9B, 0x1EEA1, 0x1EEA3,
    0x1EEA5, 0x1EEA9, 0x1EEAB, 0x1EEBB, 0x20000, 0x2A6DF, 0x2A700, 0x2B739, 0x2B740, 0x2B81D,
    0x2B820, 0x2CEA1, 0x2CEB0, 0x2EBE0, 0x2F800, 0x2FA1D, 0x30000, 0x3134A, 0x31350, 0x323AF,
];

/// Go's unicode.IsDigit (category Nd).
const DIGIT: &[u32] = &[
    0x30, 0x39, 0x660, 0x669, 0x6F0, 0x6F9, 0x7C0, 0x7C9, 0x966, 0x96F, 0x9E6, 0x9EF, 0xA66, 0xA6F,
    0xAE6, 0xAEF, 0xB66, 0xB6F, 0xBE6, 0xBEF, 0xC66, 0xC6F, 0xCE6, 0xCEF, 0xD66, 0xD6F, 0xDE6,
    0xDEF, 0xE50, 0xE59, 0xED0, 0xED9, 0xF20, 0xF29, 0x1040, 0x1049, 0x1090, 0x1099, 0x17E0,
    0x17E9, 0x1810, 0x1819, 0x1946, 0x194F, 0x19D0, 0x19D9, 0x1A80, 0x1A89, 0x1A90, 0x1A99, 0x1B50,
    0x1B59, 0x1BB0, 0x1BB9, 0x1C40, 0x1C49, 0x1C50, 0x1C59, 0xA620, 0xA629, 0xA8D0, 0xA8D9, 0xA900,
    0xA909, 0xA9D0, 0xA9D9, 0xA9F0, 0xA9F9, 0xAA50, 0xAA59, 0xABF0, 0xABF9, 0xFF10, 0xFF19,
    0x104A0, 0x104A9, 0x10D30, 0x10D39, 0x11066, 0x1106F, 0x110F0, 0x110F9, 0x11136, 0x1113F,
    0x111D0, 0x111D9, 0x112F0, 0x112F9, 0x11450, 0x11459, 0x114D0, 0x114D9, 0x11650, 0x11659,
    0x116C0, 0x116C9, 0x11730, 0x11739, 0x118E0, 0x118E9, 0x11950, 0x11959, 0x11C50, 0x11C59,
    0x11D50, 0x11D59, 0x11DA0, 0x11DA9, 0x11F50, 0x11F59, 0x16A60, 0x16A69, 0x16AC0, 0x16AC9,
    0x16B50, 0x16B59, 0x1D7CE, 0x1D7FF, 0x1E140, 0x1E149, 0x1E2F0, 0x1E2F9, 0x1E4F0, 0x1E4F9,
    0x1E950, 0x1E959, 0x1FBF0, 0x1FBF9,
];

/// Go's unicode.IsPunct (category P).
const PUNCT: &[u32] = &[
    0x21, 0x23, 0x25, 0x2A, 0x2C, 0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B, 0x5D, 0x5F, 0x5F, 0x7B, 0x7B,
    0x7D, 0x7D, 0xA1, 0xA1, 0xA7, 0xA7, 0xAB, 0xAB, 0xB6, 0xB7, 0xBB, 0xBB, 0xBF, 0xBF, 0x37E,
    0x37E, 0x387, 0x387, 0x55A, 0x55F, 0x589, 0x58A, 0x5BE, 0x5BE, 0x5C0, 0x5C0, 0x5C3, 0x5C3,
    0x5C6, 0x5C6, 0x5F3, 0x5F4, 0x609, 0x60A, 0x60C, 0x60D, 0x61B, 0x61B, 0x61D, 0x61F, 0x66A,
    0x66D, 0x6D4, 0x6D4, 0x700, 0x70D, 0x7F7, 0x7F9, 0x830, 0x83E, 0x85E, 0x85E, 0x964, 0x965,
    0x970, 0x970, 0x9FD, 0x9FD, 0xA76, 0xA76, 0xAF0, 0xAF0, 0xC77, 0xC77, 0xC84, 0xC84, 0xDF4,
    0xDF4, 0xE4F, 0xE4F, 0xE5A, 0xE5B, 0xF04, 0xF12, 0xF14, 0xF14, 0xF3A, 0xF3D, 0xF85, 0xF85,
    0xFD0, 0xFD4, 0xFD9, 0xFDA, 0x104A, 0x104F, 0x10FB, 0x10FB, 0x1360, 0x1368, 0x1400, 0x1400,
    0x166E, 0x166E, 0x169B, 0x169C, 0x16EB, 0x16ED, 0x1735, 0x1736, 0x17D4, 0x17D6, 0x17D8, 0x17DA,
    0x1800, 0x180A, 0x1944, 0x1945, 0x1A1E, 0x1A1F, 0x1AA0, 0x1AA6, 0x1AA8, 0x1AAD, 0x1B5A, 0x1B60,
    0x1B7D, 0x1B7E, 0x1BFC, 0x1BFF, 0x1C3B, 0x1C3F, 0x1C7E, 0x1C7F, 0x1CC0, 0x1CC7, 0x1CD3, 0x1CD3,
    0x2010, 0x2027, 0x2030, 0x2043, 0x2045, 0x2051, 0x2053, 0x205E, 0x207D, 0x207E, 0x208D, 0x208E,
    0x2308, 0x230B, 0x2329, 0x232A, 0x2768, 0x2775, 0x27C5, 0x27C6, 0x27E6, 0x27EF, 0x2983, 0x2998,
    0x29D8, 0x29DB, 0x29FC, 0x29FD, 0x2CF9, 0x2CFC, 0x2CFE, 0x2CFF, 0x2D70, 0x2D70, 0x2E00, 0x2E2E,
    0x2E30, 0x2E4F, 0x2E52, 0x2E5D, 0x3001, 0x3003, 0x3008, 0x3011, 0x3014, 0x301F, 0x3030, 0x3030,
    0x303D, 0x303D, 0x30A0, 0x30A0, 0x30FB, 0x30FB, 0xA4FE, 0xA4FF, 0xA60D, 0xA60F, 0xA673, 0xA673,
    0xA67E, 0xA67E, 0xA6F2, 0xA6F7, 0xA874, 0xA877, 0xA8CE, 0xA8CF, 0xA8F8, 0xA8FA, 0xA8FC, 0xA8FC,
    0xA92E, 0xA92F, 0xA95F, 0xA95F, 0xA9C1, 0xA9CD, 0xA9DE, 0xA9DF, 0xAA5C, 0xAA5F, 0xAADE, 0xAADF,
    0xAAF0, 0xAAF1, 0xABEB, 0xABEB, 0xFD3E, 0xFD3F, 0xFE10, 0xFE19, 0xFE30, 0xFE52, 0xFE54, 0xFE61,
    0xFE63, 0xFE63, 0xFE68, 0xFE68, 0xFE6A, 0xFE6B, 0xFF01, 0xFF03, 0xFF05, 0xFF0A, 0xFF0C, 0xFF0F,
    0xFF1A, 0xFF1B, 0xFF1F, 0xFF20, 0xFF3B, 0xFF3D, 0xFF3F, 0xFF3F, 0xFF5B, 0xFF5B, 0xFF5D, 0xFF5D,
    0xFF5F, 0xFF65, 0x10100, 0x10102, 0x1039F, 0x1039F, 0x103D0, 0x103D0, 0x1056F, 0x1056F,
    0x10857, 0x10857, 0x1091F, 0x1091F, 0x1093F, 0x1093F, 0x10A50, 0x10A58, 0x10A7F, 0x10A7F,
    0x10AF0, 0x10AF6, 0x10B39, 0x10B3F, 0x10B99, 0x10B9C, 0x10EAD, 0x10EAD, 0x10F55, 0x10F59,
    0x10F86, 0x10F89, 0x11047, 0x1104D, 0x110BB, 0x110BC, 0x110BE, 0x110C1, 0x11140, 0x11143,
    0x11174, 0x11175, 0x111C5, 0x111C8, 0x111CD, 0x111CD, 0x111DB, 0x111DB, 0x111DD, 0x111DF,
    0x11238, 0x1123D, 0x112A9, 0x112A9, 0x1144B, 0x1144F, 0x1145A, 0x1145B, 0x1145D, 0x1145D,
    0x114C6, 0x114C6, 0x115C1, 0x115D7, 0x11641, 0x11643, 0x11660, 0x1166C, 0x116B9, 0x116B9,
    0x1173C, 0x1173E, 0x1183B, 0x1183B, 0x11944, 0x11946, 0x119E2, 0x119E2, 0x11A3F, 0x11A46,
    0x11A9A, 0x11A9C, 0x11A9E, 0x11AA2, 0x11B00, 0x11B09, 0x11C41, 0x11C45, 0x11C70, 0x11C71,
    0x11EF7, 0x11EF8, 0x11F43, 0x11F4F, 0x11FFF, 0x11FFF, 0x12470, 0x12474, 0x12FF1, 0x12FF2,
    0x16A6E, 0x16A6F, 0x16AF5, 0x16AF5, 0x16B37, 0x16B3B, 0x16B44, 0x16B44, 0x16E97, 0x16E9A,
    0x16FE2, 0x16FE2, 0x1BC9F, 0x1BC9F, 0x1DA87, 0x1DA8B, 0x1E95E, 0x1E95F,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Input description → the lines gofmt leaves. Every expected value was produced by gofmt
    /// itself (go/format.Source of Go 1.26, run until the file no longer changes) on the naive
    /// comment `// line` per line above `type T int`; for the `+build` case gofmt was given the
    /// escaped text (unescaped, it moves the line to the top of the file).
    const CASES: &[(&str, &[&str])] = &[
        // plain text, trailing white space trimmed
        ("Foo bar.  ", &["// Foo bar."]),
        // empty
        ("", &[]),
        // only white space
        ("  \n\t\n\u{a0}", &[]),
        // blank lines at the ends dropped, inner runs collapsed
        ("\n\nA.\n\n\n\nB.\n\n", &["// A.", "//", "// B."]),
        // common indentation removed
        ("  a\n  b", &["// a", "// b"]),
        // CRLF
        ("a\r\nb\r\n\r\nc\r\n", &["// a", "// b", "//", "// c"]),
        // NUL and BOM dropped
        ("a\0b\u{feff}", &["// ab"]),
        // indented code: tab, blank line before
        (
            "Example:\n    foo()\n      bar()\n\n    baz()",
            &[
                "// Example:",
                "//",
                "//\tfoo()",
                "//\t  bar()",
                "//",
                "//\tbaz()",
            ],
        ),
        // Markdown fence: only indented lines are code
        (
            "```sh\n$ pulumi import x y\n```",
            &["// ```sh", "// $ pulumi import x y", "// ```"],
        ),
        // fence with indented body
        (
            "```typescript\nconst x = {\n    a: 1,\n};\n```",
            &[
                "// ```typescript",
                "//",
                "//\tconst x = {",
                "//\t    a: 1,",
                "//\t};",
                "//",
                "// ```",
            ],
        ),
        // unindented closing brace joins the code
        (
            "func main() {\n\tfmt.Println()\n}",
            &["//\tfunc main() {", "//\t\tfmt.Println()", "//\t}"],
        ),
        // line ending in { before indented code joins it
        (
            "x := T{\n  A: 1,\n}",
            &["//\tx := T{", "//\t  A: 1,", "//\t}"],
        ),
        // unindented list is a paragraph
        ("Intro:\n- a\n- b", &["// Intro:", "// - a", "// - b"]),
        // indented list
        (
            "Intro:\n  - a\n  * b\n  + c\n  • d",
            &["// Intro:", "//   - a", "//   - b", "//   - c", "//   - d"],
        ),
        // list after a blank line keeps it
        (
            "Intro:\n\n  - a\n  - b",
            &["// Intro:", "//", "//   - a", "//   - b"],
        ),
        // numbered list, ) becomes .
        (
            "Steps:\n  1. one\n  2) two\n  10. ten",
            &["// Steps:", "//  1. one", "//  2. two", "//  10. ten"],
        ),
        // loose list
        (
            "Intro:\n  - a\n\n  - b",
            &["// Intro:", "//", "//   - a", "//", "//   - b"],
        ),
        // list continuation lines
        (
            "Intro:\n  - a\n    more a\n  - b",
            &["// Intro:", "//   - a", "//     more a", "//   - b"],
        ),
        // bullet in numbered list is text
        (
            "Intro:\n  1. a\n  - b",
            &["// Intro:", "//  1. a", "//     - b"],
        ),
        // text after an indented list
        (
            "Intro:\n  - a\nOutro.",
            &["// Intro:", "//   - a", "//", "// Outro."],
        ),
        // unindented items before an indented continuation
        (
            "Intro:\n- a\n- b\n  more b",
            &["// Intro:", "//   - a", "//   - b", "//     more b"],
        ),
        // nested list flattened
        (
            "Intro:\n  - a\n    - b\n      - c",
            &["// Intro:", "//   - a", "//   - b", "//   - c"],
        ),
        // code after a list item joins it
        (
            "Intro\n\n  - a\n\n\tb := 1",
            &["// Intro", "//", "//   - a", "//", "//     b := 1"],
        ),
        // list item of only a link definition (gofmt needs two runs)
        (
            "Para\n\n  - [a]: http://x\n  - b",
            &[
                "// Para",
                "//",
                "//\t-",
                "//\t- b",
                "//",
                "// [a]: http://x",
            ],
        ),
        // heading
        (
            "Intro.\n\n# Usage\n\nText.",
            &["// Intro.", "//", "// # Usage", "//", "// Text."],
        ),
        // heading alone
        ("# Usage", &["// # Usage"]),
        // hash without space is text
        ("#Heading", &["// #Heading"]),
        // lone hash
        ("#", &["// #"]),
        // hash and space
        ("# ", &["// #"]),
        // Markdown level-2 heading is text
        (
            "## Example Usage\n\nText.",
            &["// ## Example Usage", "//", "// Text."],
        ),
        // heading followed by text is a paragraph
        ("# Usage\nText.", &["// # Usage", "// Text."]),
        // old-style heading
        (
            "Intro.\n\nImport\n\nText.",
            &["// Intro.", "//", "// # Import", "//", "// Text."],
        ),
        // old-style heading with 's
        (
            "Intro.\n\nThe Bob's Thing\n\nText.",
            &["// Intro.", "//", "// # The Bob's Thing", "//", "// Text."],
        ),
        // not an old-style heading: colon
        (
            "Intro.\n\nExample usage:\n\nText.",
            &["// Intro.", "//", "// Example usage:", "//", "// Text."],
        ),
        // not an old-style heading: last line
        ("Intro.\n\nImport", &["// Intro.", "//", "// Import"]),
        // not an old-style heading: lower case
        (
            "Intro.\n\nimport\n\nText.",
            &["// Intro.", "//", "// import", "//", "// Text."],
        ),
        // not an old-style heading: Roman numeral is no letter
        (
            "Intro.\n\nStep \u{2161}\n\nText.",
            &["// Intro.", "//", "// Step \u{2161}", "//", "// Text."],
        ),
        // link definitions move to the end, used first
        (
            "Use [y].\n\n[x]: http://x\n[y]: https://y\n\nMore.",
            &[
                "// Use [y].",
                "//",
                "// More.",
                "//",
                "// [y]: https://y",
                "//",
                "// [x]: http://x",
            ],
        ),
        // link definition alone
        ("[a]: http://x", &["//", "// [a]: http://x"]),
        // not a link definition
        (
            "[a]: not-a-url\n[b]:http://x",
            &["// [a]: not-a-url", "// [b]:http://x"],
        ),
        // doc links printed as they are
        (
            "See [io.Reader], [Foo] and [example.com/x.T].",
            &["// See [io.Reader], [Foo] and [example.com/x.T]."],
        ),
        // quotes
        (
            "``quoted'' and ```fenced``` and It''s",
            &["// “quoted” and ```fenced``` and It”s"],
        ),
        // quotes kept in URLs and headings
        (
            "See http://x.com/a''b.\n\n# A ``b''\n\nc",
            &[
                "// See http://x.com/a''b.",
                "//",
                "// # A ``b''",
                "//",
                "// c",
            ],
        ),
        // quotes after a word-glued URL
        ("xhttp://y/''", &["// xhttp://y/”"]),
        // doc link ends a URL
        ("http://foo/([io])''", &["// http://foo/([io])”"]),
        // quotes in link text
        (
            "See [a ``b''].\n\n[a ``b'']: http://x",
            &["// See [a “b”].", "//", "// [a ``b'']: http://x"],
        ),
        // tabs inside text
        ("a\tb", &["// a\tb"]),
        // single indented line
        ("\tcode", &["// code"]),
        // line of spaces then indented line (gofmt needs two runs)
        (" \n\tcode", &["// code"]),
        // Unicode white space
        (
            "a\u{2028}b\n\u{2028}\nc\u{3000}",
            &["// a\u{2028}b", "//", "// c"],
        ),
        // NBSP indentation is text
        (
            "\u{a0}indented\n\u{a0}- item",
            &["// \u{a0}indented", "// \u{a0}- item"],
        ),
        // non-ASCII
        ("naïve café 日本語 🚀", &["// naïve café 日本語 🚀"]),
        // directive-like lines stay ordinary
        (
            "go:generate foo\nline 5\nexport x\n//go:build x",
            &[
                "// go:generate foo",
                "// line 5",
                "// export x",
                "// //go:build x",
            ],
        ),
        // +build escaped
        (
            "+build linux\n\n  +build x\n+builds",
            &[
                "// +\u{200b}build linux",
                "//",
                "//\t+\u{200b}build x",
                "//",
                "// +builds",
            ],
        ),
        // comment markers
        ("Closes */ and /* opens.", &["// Closes */ and /* opens."]),
        // table
        (
            "| a | b |\n|---|---|\n| 1 | 2 |",
            &["// | a | b |", "// |---|---|", "// | 1 | 2 |"],
        ),
        // form feed
        ("a\u{c}b\n\u{c}", &["// a\u{c}b"]),
    ];

    #[test]
    fn matches_gofmt() {
        for (text, expected) in CASES {
            assert_eq!(doc_comment_lines(text), *expected, "input {text:?}");
        }
    }

    /// Checked with gofmt like CASES: no rewrapping, however long the line.
    #[test]
    fn long_lines_are_not_wrapped() {
        let text = "word ".repeat(40);
        assert_eq!(
            doc_comment_lines(&text),
            vec![format!("// {}", text.trim_end())]
        );
    }

    #[test]
    fn output_is_a_fixed_point() {
        for (text, _) in CASES {
            let lines = doc_comment_lines(text);
            let again = reformat(lines.iter().map(|line| comment_body(line)));
            assert_eq!(again, lines, "input {text:?}");
            for line in &lines {
                assert!(line.starts_with("//"), "{line:?}");
                assert!(!line.ends_with(is_space), "{line:?}");
            }
        }
    }

    #[test]
    fn unicode_tables_are_sorted_ranges() {
        for table in [LETTER, DIGIT, PUNCT] {
            assert_eq!(table.len() % 2, 0);
            for pair in table.chunks(2) {
                assert!(pair[0] <= pair[1]);
            }
            for k in 1..table.len() / 2 {
                assert!(table[2 * k - 1] + 1 < table[2 * k], "ranges must not touch");
            }
        }
        assert!(
            is_letter('é') && is_letter('ǅ') && !is_letter('\u{2161}') && !is_letter('\u{345}')
        );
        assert!(is_upper_letter('Ω') && !is_upper_letter('ǅ') && !is_upper_letter('\u{24b6}'));
        assert!(is_digit('٣') && !is_digit('²'));
        assert!(is_punct('«') && is_punct('_') && !is_punct('+') && !is_punct('$'));
    }
}
