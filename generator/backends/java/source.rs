//! Text from the schema made safe where the Java SDK puts it: Java string literals, Javadoc
//! and block comments, and Groovy strings in the Gradle files.
//!
//! javac reads `\u` escapes before anything else, in comments too (`\u002a/` ends a comment,
//! and a `\u` without four hex digits does not compile), so no backslash from a schema reaches
//! a Java file unescaped: string literals double it, comments write it as `&#92;`.

use crate::backends::doc_text;
use crate::naming::hidden::{is_hidden, is_line_break};

/// A Java string literal of `text`, quotes included. Control characters below U+0100 are
/// octal escapes (a `\u` escape of a line break would end the literal, since javac reads it
/// first); every other hidden character (line separators, bidirectional controls, zero-width
/// and tag characters) is a `\u` escape, in UTF-16 units, so the source reads as it runs.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() && (c as u32) < 0x100 => {
                out.push_str(&format!("\\{:03o}", c as u32));
            }
            c if is_hidden(c) => push_utf16_escapes(c, &mut out),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `c` as `\u` escapes of its UTF-16 units (two for a character beyond U+FFFF), which Java
/// and Groovy both read.
fn push_utf16_escapes(c: char, out: &mut String) {
    let mut units = [0u16; 2];
    for unit in c.encode_utf16(&mut units) {
        out.push_str(&format!("\\u{unit:04x}"));
    }
}

/// Text for a Javadoc comment: HTML-escaped, `@` (which would open a tag) as `{@literal @}`,
/// `*/` broken, and a backslash as `&#92;`.
fn javadoc_text(text: &str, out: &mut String) {
    let mut previous = '\0';
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '@' => out.push_str("{@literal @}"),
            '\\' => out.push_str("&#92;"),
            '/' if previous == '*' => out.push_str("&#47;"),
            '\r' => {}
            c => out.push(c),
        }
        previous = c;
    }
}

/// The lines of a Javadoc comment body for a schema description (its Java examples kept,
/// other languages' left out), each line safe inside `/** … */`. Fenced code becomes
/// `<pre>` blocks.
pub fn doc_lines(description: &str) -> Vec<String> {
    let text = doc_text::for_language(description, "java");
    let mut lines = Vec::new();
    let mut in_code = false;
    // Every line break (U+2028 and the like too) starts a new comment line: raw, editors
    // would break the line where the comment does not.
    for line in text.split(is_line_break) {
        if line.trim_start().starts_with("```") {
            lines.push(if in_code { "</pre>" } else { "<pre>" }.to_owned());
            in_code = !in_code;
            continue;
        }
        let mut escaped = String::with_capacity(line.len());
        javadoc_text(line, &mut escaped);
        lines.push(escaped.trim_end().to_owned());
    }
    if in_code {
        lines.push("</pre>".to_owned());
    }
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// A one-line block comment's text (`/* … */` around it): line breaks as spaces, `*/` broken,
/// backslashes written so they cannot start a `\u` escape.
pub fn block_comment(text: &str) -> String {
    let visible = doc_text::visible(text);
    let mut out = String::with_capacity(visible.len());
    let mut previous = '\0';
    for c in visible.chars() {
        match c {
            c if is_line_break(c) => out.push(' '),
            '/' if previous == '*' => out.push_str(" /"),
            '\\' => out.push_str("\\ "),
            c => out.push(c),
        }
        previous = c;
    }
    out
}

/// A Groovy double-quoted string of `text`, quotes included: `$` escaped so nothing is
/// interpolated.
pub fn groovy_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '$' => out.push_str("\\$"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if is_hidden(c) => push_utf16_escapes(c, &mut out),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A Groovy dollar-slashy string (`$/ … /$`) of `text`, which keeps line breaks and quotes as
/// they are: a `$` that would start an interpolation or an escape is `$$`, and a `/` before a
/// `$` is `$/`, so the text can neither interpolate nor end the string early.
pub fn groovy_dollar_slashy(text: &str) -> String {
    let chars: Vec<char> = doc_text::visible(text).chars().collect();
    let mut out = String::with_capacity(text.len() + 4);
    out.push_str("$/");
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        match c {
            '$' if next
                .is_none_or(|n| n == '$' || n == '/' || n == '{' || is_groovy_ident_start(n)) =>
            {
                out.push_str("$$")
            }
            '/' if next == Some('$') => out.push_str("$/"),
            c if is_line_break(c) && c != '\n' => out.push('\n'),
            c => out.push(c),
        }
    }
    out.push_str("/$");
    out
}

fn is_groovy_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_literals_escape_quotes_backslashes_and_controls() {
        assert_eq!(string("a\"b"), r#""a\"b""#);
        assert_eq!(string(r"\u000a"), r#""\\u000a""#);
        assert_eq!(string("x\ny\0"), r#""x\ny\000""#);
        assert_eq!(string("é→😀"), "\"é→😀\"");
        assert_eq!(string("a\u{202e}b\u{85}"), r#""a\u202eb\205""#);
        assert_eq!(
            string("\u{ad}\u{2028}\u{e0041}"),
            r#""\u00ad\u2028\udb40\udc41""#
        );
    }

    #[test]
    fn javadoc_cannot_end_the_comment_or_open_a_tag() {
        let lines = doc_lines("Ends */ here; @see x; \\u002a/ <b>&");
        assert_eq!(
            lines,
            ["Ends *&#47; here; {@literal @}see x; &#92;u002a/ &lt;b&gt;&amp;"]
        );
        assert_eq!(
            doc_lines("a\n```java\nint x;\n```\nb"),
            ["a", "<pre>", "int x;", "</pre>", "b"]
        );
    }

    #[test]
    fn block_comments_stay_one_line_and_closed() {
        assert_eq!(block_comment("a */ b\nc \\u002a"), "a * / b c \\ u002a");
        assert_eq!(block_comment("a\u{2028}b\u{85}c"), "a b c");
    }

    #[test]
    fn groovy_strings_do_not_interpolate() {
        assert_eq!(groovy_string("a${b}\"$c"), r#""a\${b}\"\$c""#);
        assert_eq!(groovy_dollar_slashy("costs $5"), "$/costs $5/$");
        assert_eq!(groovy_dollar_slashy("${x} $y /$ $"), "$/$${x} $$y $/$ $$/$");
        assert_eq!(groovy_dollar_slashy("a/b"), "$/a/b/$");
    }
}
