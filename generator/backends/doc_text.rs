//! Schema descriptions are Markdown written for every language at once. Before a backend puts
//! one in a doc comment it keeps only what is meant for its language: the
//! `<span pulumi-lang-<lang>="…">` variants and the fenced code examples in that language.

use std::borrow::Cow;

use crate::naming::hidden::is_line_break;

/// The description as readers of `lang`'s SDK should see it (`lang` as Pulumi spells it in
/// descriptions: `python`, `nodejs`, `go`, `dotnet`, `java`, `yaml`).
pub fn for_language(text: &str, lang: &str) -> String {
    thread_local! {
        static MEMO: crate::memo::Memo<String> = crate::memo::Memo::default();
    }
    const LANGUAGES: [&str; 7] = ["python", "nodejs", "go", "dotnet", "rust", "java", "yaml"];
    match LANGUAGES.iter().position(|l| *l == lang) {
        // A description is filtered for one language several times (per form of its type).
        Some(kind) => MEMO.with(|memo| memo.get(kind, text, |t| filter(t, lang), String::len)),
        None => filter(text, lang),
    }
}

fn filter(text: &str, lang: &str) -> String {
    // Each step copies only when it changes something.
    let text = hide_controls(text);
    let text = choose_spans(&text, lang);
    let text = keep_code_blocks_for(&text, lang);
    text.trim_end().to_owned()
}

/// Hidden characters made visible as U+FFFD for a comment, which has no escapes: every
/// character [`crate::naming::hidden::is_hidden`] names but tab and the line breaks (each
/// comment writer starts a new line at those its language or editors break lines at, and a
/// Python docstring escapes them). In a comment they would hide text from reviewers, reorder it
/// (bidirectional controls) or end it early (NUL); XML doc comments cannot hold them, and rustc
/// rejects the bidirectional ones outright.
pub fn visible(text: &str) -> String {
    hide_controls(text).into_owned()
}

fn hide_controls(text: &str) -> Cow<'_, str> {
    if !has_hidden(text) {
        return Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| if is_hidden(c) { '\u{fffd}' } else { c })
        .collect()
}

/// The characters [`visible`] replaces.
fn is_hidden(c: char) -> bool {
    c != '\t' && !is_line_break(c) && crate::naming::hidden::is_hidden(c)
}

/// Whether `text` holds a character [`is_hidden`] matches. Every description passes here once
/// per language, so it looks at eight bytes at a time: only a word with a byte below 0x20 (line
/// breaks too) or from 0x7f up can hold one, and most words of prose have neither.
fn has_hidden(text: &str) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let bytes = text.as_bytes();
    let mut start = 0;
    for chunk in bytes.chunks_exact(8) {
        let x = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // A byte below 0x20 (the classic "has less than" trick), or one whose low seven bits
        // are all set (0x7f, 0xff) or whose high bit is.
        let below_space = x.wrapping_sub(ONES * 0x20) & !x & HIGH;
        let high = (((x & !HIGH) + ONES) | x) & HIGH;
        if below_space | high != 0 && hidden_at(text, start..start + 8) {
            return true;
        }
        start += 8;
    }
    hidden_at(text, start..bytes.len())
}

/// Whether a hidden character starts at one of the byte positions `range` of `text`.
fn hidden_at(text: &str, range: std::ops::Range<usize>) -> bool {
    let mut from = range.start;
    while !text.is_char_boundary(from) {
        from -= 1;
    }
    text[from..]
        .char_indices()
        .take_while(|(at, _)| from + at < range.end)
        .any(|(_, c)| is_hidden(c))
}

/// Every `<span pulumi-lang-…>` variant reduced to its default content (for a page that shows
/// all languages at once).
pub fn default_spans(text: &str) -> Cow<'_, str> {
    // No language is named "": every span keeps its default.
    choose_spans(text, "")
}

/// `<span pulumi-lang-a="x" pulumi-lang-b="y">default</span>` → the variant for `lang`, or
/// the default content when the span has none for it.
///
/// Each replaced span is what the regular expression
/// `<span((?:\s+pulumi-lang-[a-z]+="[^"]*")+)\s*>([^<]*)</span>` matches, leftmost first; the
/// scan below is that expression spelt out, since a regex engine spent most of the run here.
fn choose_spans<'t>(text: &'t str, lang: &str) -> Cow<'t, str> {
    if !text.contains("pulumi-lang-") {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    let mut from = 0;
    while let Some(found) = text[from..].find("<span") {
        let start = from + found;
        match span_at(&text[start..], lang) {
            Some((len, replacement)) => {
                out.push_str(&text[copied..start]);
                out.push_str(replacement);
                copied = start + len;
                from = copied;
            }
            // `<` is one byte, so the next character starts right after it.
            None => from = start + 1,
        }
    }
    out.push_str(&text[copied..]);
    Cow::Owned(out)
}

/// The span element `s` starts with: its length and the text that replaces it.
fn span_at<'s>(s: &'s str, lang: &str) -> Option<(usize, &'s str)> {
    let whitespace = |s: &str| s.len() - s.trim_start().len();
    let mut pos = "<span".len();
    let mut attributes = 0;
    let mut chosen = None;
    // `(?:\s+pulumi-lang-[a-z]+="[^"]*")+`: each part is fixed once its first character is
    // seen, so matching greedily never needs to back off.
    loop {
        let space = whitespace(&s[pos..]);
        let Some(rest) = s[pos + space..].strip_prefix("pulumi-lang-") else {
            break;
        };
        let name_len = rest.bytes().take_while(u8::is_ascii_lowercase).count();
        let Some(value) = rest[name_len..].strip_prefix("=\"") else {
            break;
        };
        let Some(value_len) = value.find('"') else {
            break;
        };
        if space == 0 || name_len == 0 {
            break;
        }
        if chosen.is_none() && &rest[..name_len] == lang {
            chosen = Some(&value[..value_len]);
        }
        attributes += 1;
        pos += space + "pulumi-lang-".len() + name_len + "=\"".len() + value_len + 1;
    }
    if attributes == 0 {
        return None;
    }
    pos += whitespace(&s[pos..]);
    let body = s[pos..].strip_prefix('>')?;
    let content = &body[..body.find('<').unwrap_or(body.len())];
    if !body[content.len()..].starts_with("</span>") {
        return None;
    }
    let len = pos + 1 + content.len() + "</span>".len();
    Some((len, chosen.unwrap_or(content)))
}

/// Languages whose fenced examples are dropped when they are not the reader's.
const EXAMPLE_LANGUAGES: &[&str] = &[
    "typescript",
    "javascript",
    "python",
    "go",
    "csharp",
    "java",
    "yaml",
    "hcl",
    "terraform",
];

/// Drops fenced code blocks tagged with another SDK language; keeps untagged ones, shell, JSON
/// and the reader's own language.
fn keep_code_blocks_for<'t>(text: &'t str, lang: &str) -> Cow<'t, str> {
    let fences = fence_lines(text);
    if fences.is_empty() {
        return collapse_blank_lines(text);
    }
    let own = match lang {
        "nodejs" => "typescript",
        "dotnet" => "csharp",
        other => other,
    };
    let mut out = String::with_capacity(text.len());
    // Text before `copied` is decided; a block being skipped started at `copied` too.
    let mut copied = 0;
    let mut skipping = false;
    let mut in_block = false;
    for (start, end, tag) in fences {
        if !in_block {
            in_block = true;
            skipping = EXAMPLE_LANGUAGES.contains(&tag) && tag != own;
            if skipping {
                out.push_str(&text[copied..start]);
                copied = end;
            }
        } else {
            in_block = false;
            if skipping {
                skipping = false;
                copied = end;
            }
        }
    }
    if !skipping {
        out.push_str(&text[copied..]);
    }
    // Dropped blocks leave runs of blank lines behind.
    Cow::Owned(collapse_blank_lines(&out).into_owned())
}

/// The fence lines of `text` (lines that start with ```` ``` ```` after leading whitespace):
/// each line's start, its end (after its line break) and its tag (the rest, trimmed).
fn fence_lines(text: &str) -> Vec<(usize, usize, &str)> {
    let mut fences = Vec::new();
    let mut line_end = 0;
    for at in memchr::memmem::find_iter(text.as_bytes(), "```") {
        if at < line_end {
            // A second fence marker on a line already seen.
            continue;
        }
        let start = memchr::memrchr(b'\n', &text.as_bytes()[..at]).map_or(0, |i| i + 1);
        line_end = memchr::memchr(b'\n', &text.as_bytes()[at..]).map_or(text.len(), |i| at + i + 1);
        if text[start..at].trim_start().is_empty() {
            fences.push((start, line_end, text[at + 3..line_end].trim()));
        }
    }
    fences
}

fn collapse_blank_lines(text: &str) -> Cow<'_, str> {
    let mut previous_blank = false;
    let has_run = lines(text).any(|line| {
        let blank = is_blank(line);
        let run = blank && previous_blank;
        previous_blank = blank;
        run
    });
    if !has_run {
        return Cow::Borrowed(text);
    }
    Cow::Owned(without_blank_runs(lines(text), is_blank, text.len()))
}

/// `lines` joined with every blank line that follows another blank line left out (`is_blank`
/// says which are blank; the result has room for `capacity` bytes).
pub(crate) fn without_blank_runs<'t>(
    lines: impl Iterator<Item = &'t str>,
    is_blank: impl Fn(&str) -> bool,
    capacity: usize,
) -> String {
    let mut out = String::with_capacity(capacity);
    let mut previous_blank = false;
    for line in lines {
        let blank = is_blank(line);
        if !(blank && previous_blank) {
            out.push_str(line);
        }
        previous_blank = blank;
    }
    out
}

/// The lines of `text`, each with its line break: `str::split_inclusive('\n')`, but found by
/// memchr (std's search made filtering confluentcloud's descriptions 9 M instructions dearer).
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let len = memchr::memchr(b'\n', rest.as_bytes()).map_or(rest.len(), |i| i + 1);
        let (line, tail) = rest.split_at(len);
        rest = tail;
        Some(line)
    })
}

/// Whether `line` is only whitespace (Unicode's, as `str::trim` has it).
fn is_blank(line: &str) -> bool {
    // The ASCII characters `char::is_whitespace` accepts (vertical tab included).
    let ascii_space = |b: &u8| matches!(b, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' ');
    match line.bytes().find(|b| !ascii_space(b)) {
        None => true,
        // ASCII but not whitespace: not blank; otherwise let `trim` judge the Unicode.
        Some(b) if b.is_ascii() => false,
        Some(_) => line.trim().is_empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The span rule as the regular expression it was first written as: `choose_spans` must
    /// agree with it on every input.
    fn choose_spans_by_regex(text: &str, lang: &str) -> String {
        let span =
            regex::Regex::new(r#"<span((?:\s+pulumi-lang-[a-z]+="[^"]*")+)\s*>([^<]*)</span>"#)
                .unwrap();
        let attr = regex::Regex::new(r#"pulumi-lang-([a-z]+)="([^"]*)""#).unwrap();
        span.replace_all(text, |caps: &regex::Captures<'_>| {
            attr.captures_iter(&caps[1])
                .find(|a| &a[1] == lang)
                .map(|a| a[2].to_owned())
                .unwrap_or_else(|| caps[2].to_owned())
        })
        .into_owned()
    }

    #[test]
    fn span_scan_agrees_with_the_regex() {
        let cases = [
            r#"<span pulumi-lang-go="A" pulumi-lang-python="B">C</span>"#,
            r#"x<span  pulumi-lang-python="B"  >C</span>y<span pulumi-lang-go="D">E</span>z"#,
            // Not spans: no attribute, no space, upper case, unclosed, nested tags.
            r#"<span>C</span> <spanpulumi-lang-go="A">C</span> <span pulumi-lang-Go="A">C</span>"#,
            r#"<span pulumi-lang-go="A">C<b>x</b></span> <span pulumi-lang-go="A">C"#,
            r#"<span pulumi-lang-go="A" class="k">C</span><span pulumi-lang-go=A>C</span>"#,
            r#"<span pulumi-lang-python="1" pulumi-lang-python="2">C</span>"#,
            "<span\n\tpulumi-lang-python=\"a\nb\"\u{3000}>é</span>",
            r#"<span <span pulumi-lang-python="P">C</span></span>"#,
            r#"<span pulumi-lang-="A">C</span><span pulumi-lang-go="A>C</span>"#,
        ];
        for text in cases {
            for lang in ["python", "go", "nodejs"] {
                assert_eq!(
                    choose_spans(text, lang),
                    choose_spans_by_regex(text, lang),
                    "{text:?} for {lang}"
                );
            }
            // No language: each span's default, as the docs site shows it.
            assert_eq!(
                default_spans(text),
                choose_spans_by_regex(text, ""),
                "{text:?}"
            );
        }
    }

    #[test]
    fn hidden_characters_are_found_at_every_position() {
        let interesting = [
            '\0',
            '\u{1f}',
            '\u{7f}',
            '\u{80}',
            '\u{9f}',
            '\u{202a}',
            '\u{202e}',
            '\u{2066}',
            '\u{2069}',
            '\u{85}',
            '\u{2029}',
            '\u{ad}',
            '\u{200b}',
            '\u{feff}',
            '\u{e0041}', // hidden
            '\t',
            '\n',
            '\r',
            ' ',
            '~',
            '\u{a0}',
            '\u{202f}',
            '\u{206a}',
            'é',
            '\u{ff}',
            '\u{10ffff}', // not
        ];
        for c in interesting {
            for before in 0..17 {
                let text = format!("{}{c}{}", "a".repeat(before), "b".repeat(before % 5));
                assert_eq!(has_hidden(&text), text.contains(is_hidden), "{text:?}");
            }
        }
    }

    #[test]
    fn blank_line_runs_collapse_to_one() {
        assert_eq!(collapse_blank_lines("a\n\n \n\t\nb\n\n"), "a\n\nb\n\n");
        assert!(matches!(collapse_blank_lines("a\n\nb"), Cow::Borrowed(_)));
    }

    #[test]
    fn spans_pick_the_language_variant() {
        let text = r#"Use <span pulumi-lang-nodejs="`fooBar`" pulumi-lang-python="`foo_bar`">`foo_bar`</span> here."#;
        assert_eq!(for_language(text, "python"), "Use `foo_bar` here.");
        assert_eq!(for_language(text, "nodejs"), "Use `fooBar` here.");
        assert_eq!(for_language(text, "go"), "Use `foo_bar` here.");
    }

    #[test]
    fn hidden_characters_become_visible() {
        assert_eq!(
            for_language(
                "a\0b\u{1b}[1m\u{202e}c\u{2066}\td\r\ne\u{85}f\u{2028}g\u{200b}",
                "rust"
            ),
            "a\u{fffd}b\u{fffd}[1m\u{fffd}c\u{fffd}\td\r\ne\u{85}f\u{2028}g\u{fffd}"
        );
    }

    #[test]
    fn foreign_examples_are_dropped() {
        let text = "Intro\n\n```typescript\nconst a = 1;\n```\n\n```python\na = 1\n```\n\n```sh\n$ ls\n```\n";
        assert_eq!(
            for_language(text, "python"),
            "Intro\n\n```python\na = 1\n```\n\n```sh\n$ ls\n```"
        );
    }

    /// The code-block rule as first written, line by line: the scan must agree with it.
    fn keep_code_blocks_by_lines(text: &str, lang: &str) -> String {
        let own = match lang {
            "nodejs" => "typescript",
            "dotnet" => "csharp",
            other => other,
        };
        let (mut out, mut skipping, mut in_block) = (String::new(), false, false);
        for line in text.split_inclusive('\n') {
            if let Some(tag) = line.trim_start().strip_prefix("```") {
                let tag = tag.trim();
                if !in_block {
                    in_block = true;
                    skipping = EXAMPLE_LANGUAGES.contains(&tag) && tag != own;
                    if skipping {
                        continue;
                    }
                } else {
                    in_block = false;
                    if skipping {
                        skipping = false;
                        continue;
                    }
                }
            } else if skipping {
                continue;
            }
            out.push_str(line);
        }
        let mut collapsed = String::new();
        let mut blank_run = 0;
        for line in out.split_inclusive('\n') {
            if line.trim().is_empty() {
                blank_run += 1;
                if blank_run > 1 {
                    continue;
                }
            } else {
                blank_run = 0;
            }
            collapsed.push_str(line);
        }
        collapsed
    }

    #[test]
    fn code_block_scan_agrees_with_the_line_rule() {
        let pieces = [
            "```",
            "```python",
            "```typescript",
            " ```go",
            "\t```sh",
            "x ```python",
            "````",
            "```\r",
            "text",
            "",
            " ",
            "\u{3000}",
            "\u{b}",
            "a``` b ```",
            "```csharp ",
        ];
        // Every text of up to three lines made of those pieces, with and without a final break.
        let mut texts = vec![String::new()];
        for _ in 0..3 {
            let mut longer = Vec::new();
            for text in &texts {
                for piece in pieces {
                    longer.push(format!("{text}{piece}\n"));
                }
            }
            texts.extend(longer);
        }
        for text in &texts {
            for variant in [text.as_str(), text.trim_end_matches('\n')] {
                for lang in ["python", "nodejs", "go"] {
                    assert_eq!(
                        keep_code_blocks_for(variant, lang),
                        keep_code_blocks_by_lines(variant, lang),
                        "{variant:?} for {lang}"
                    );
                }
            }
        }
    }
}
