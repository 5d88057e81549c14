//! Python string literals and docstrings for any text, and the JavaScript string literals of
//! the Node.js SDK (the same escapes but for characters beyond U+FFFF): the escaping that keeps
//! a text one literal.

use super::hidden::is_hidden;

/// A double-quoted Python string literal for any text (escapes quotes, backslashes, every
/// control character and every other character [`is_hidden`] names, so the literal is always
/// one line and holds nothing invisible).
pub fn string(text: &str) -> String {
    quoted(text, Dialect::Python)
}

/// A double-quoted JavaScript (TypeScript) string literal for any text: as [`string`], but a
/// hidden character beyond U+FFFF is written `\u{…}`.
pub fn js_string(text: &str) -> String {
    quoted(text, Dialect::JavaScript)
}

/// The text between the quotes of [`string`]: for text inside a literal or a docstring the
/// template writes itself.
pub fn string_body(text: &str) -> String {
    let literal = string(text);
    literal[1..literal.len() - 1].to_owned()
}

/// JSON text of `value` (a string, or `null` for none) to put inside a raw single-quoted
/// Python string (`r'…'`), which has no escapes: JSON's own escapes carry every quote, line
/// break and hidden character (`\uNNNN`, surrogate pairs beyond U+FFFF), and `'`, `<`, `>`
/// and `&` are written `\u0027`… as minijinja's `tojson` writes them.
pub fn raw_json(value: Option<&str>) -> String {
    let json = serde_json::to_string(&value).expect("a string serializes");
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if matches!(c, '<' | '>' | '&' | '\'') || is_hidden(c) {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Where the two languages' escapes differ.
#[derive(Clone, Copy)]
enum Dialect {
    Python,
    JavaScript,
}

fn quoted(text: &str, dialect: Dialect) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => push_char(&mut out, c, dialect),
        }
    }
    out.push('"');
    out
}

/// `c` as it is, or escaped when it is [`is_hidden`]: `\xNN` for the C0 controls and DEL,
/// `\uNNNN` for the rest of the Basic Multilingual Plane, and beyond it `\UNNNNNNNN` (Python)
/// or `\u{…}` (JavaScript).
fn push_char(out: &mut String, c: char, dialect: Dialect) {
    use std::fmt::Write;
    let code = c as u32;
    let _ = match c {
        c if code < 0x20 || c == '\u{7f}' => write!(out, "\\x{code:02x}"),
        c if !is_hidden(c) => {
            out.push(c);
            Ok(())
        }
        _ if code <= 0xffff => write!(out, "\\u{code:04x}"),
        _ => match dialect {
            Dialect::Python => write!(out, "\\U{code:08x}"),
            Dialect::JavaScript => write!(out, "\\u{{{code:x}}}"),
        },
    };
}

/// The body of a docstring for `text`, indented by `indent` spaces, between `"""` lines; empty
/// when there is no text. Backslashes and quote runs are escaped so the docstring always ends
/// where it should; carriage returns are dropped, and every other character [`is_hidden`]
/// names but newline and tab is escaped (the Unicode line separators too: editors and some
/// tools treat them as line breaks).
pub fn docstring(text: &str, indent: usize) -> String {
    thread_local! {
        /// Docstrings by text, one kind per indent: a property's text is the docstring of its
        /// input and output classes, its getter and the resource's `__init__` overloads.
        static MEMO: crate::memo::Memo<String> = Default::default();
    }
    MEMO.with(|memo| memo.get(indent, text, |t| docstring_of(t, indent), String::len))
}

fn docstring_of(text: &str, indent: usize) -> String {
    let text = text.trim_end();
    if text.trim().is_empty() {
        return String::new();
    }
    let pad = " ".repeat(indent);
    let mut body = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '\\' => body.push_str("\\\\"),
            '\r' => {}
            '\n' | '\t' => body.push(c),
            c => push_char(&mut body, c, Dialect::Python),
        }
    }
    // Escaping every quote keeps `"""` (and a quote right before the closing one) harmless.
    let body = body.replace('"', "\\\"");
    let mut out = format!("{pad}\"\"\"\n");
    for line in body.lines() {
        if line.trim().is_empty() {
            out.push('\n');
        } else {
            out.push_str(&pad);
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(&pad);
    out.push_str("\"\"\"");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_literals_stay_on_one_line() {
        assert_eq!(string("a\"b\\c\nd\u{2028}"), r#""a\"b\\c\nd\u2028""#);
        assert_eq!(string("{{ x }}"), r#""{{ x }}""#);
    }

    /// The text a Python or JavaScript literal body stands for (the escapes [`quoted`] writes).
    fn unescape(body: &str) -> String {
        let mut out = String::new();
        let mut chars = body.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            let hex = |chars: &mut std::str::Chars, n: usize| {
                let digits: String = chars.take(n).collect();
                char::from_u32(u32::from_str_radix(&digits, 16).unwrap()).unwrap()
            };
            match chars.next().unwrap() {
                'n' => out.push('\n'),
                'r' => out.push('\r'),
                't' => out.push('\t'),
                'x' => out.push(hex(&mut chars, 2)),
                'U' => out.push(hex(&mut chars, 8)),
                'u' if chars.clone().next() == Some('{') => {
                    let digits: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                    out.push(char::from_u32(u32::from_str_radix(&digits, 16).unwrap()).unwrap());
                }
                'u' => out.push(hex(&mut chars, 4)),
                other => out.push(other),
            }
        }
        out
    }

    /// Every character up to U+3000 and of the blocks with format characters near U+FFFF and
    /// U+E0000, and every 89th of the rest (the whole range takes seconds in a debug build).
    fn sample_chars() -> impl Iterator<Item = char> {
        (0..=0x10ffffu32)
            .filter(|&c| {
                c < 0x3000
                    || (0xfe00..0x10000).contains(&c)
                    || (0xe0000..0xe1000).contains(&c)
                    || c % 89 == 0
            })
            .filter_map(char::from_u32)
    }

    /// Every character (see [`sample_chars`]): in a string literal and a docstring of either language it is escaped
    /// exactly when it is hidden (or a quote, a backslash or a line break), and the escape
    /// stands for it.
    #[test]
    fn every_hidden_character_is_escaped_and_means_itself() {
        for c in sample_chars() {
            let text = format!("a{c}b");
            for literal in [string(&text), js_string(&text)] {
                let body = &literal[1..literal.len() - 1];
                assert!(
                    !body.chars().any(is_hidden),
                    "U+{:04X}: {literal}",
                    c as u32
                );
                assert_eq!(unescape(body), text, "U+{:04X}", c as u32);
            }
            if !is_hidden(c) && c != '"' && c != '\\' {
                assert_eq!(string(&text), format!("\"{text}\""));
            }
            let doc = docstring_of(&text, 0);
            let kept = |c: char| c == '\n' || c == '\t';
            assert!(
                !doc.chars().any(|c| is_hidden(c) && !kept(c)),
                "U+{:04X}: {doc}",
                c as u32
            );
        }
        assert_eq!(string("\u{e0041}"), r#""\U000e0041""#);
        assert_eq!(string_body("a\"\u{202e}"), r#"a\"\u202e"#);
        assert_eq!(js_string("\u{e0041}"), r#""\u{e0041}""#);
        assert_eq!(js_string("\u{200b}\u{1}"), r#""\u200b\x01""#);
    }

    /// Raw JSON stays one raw Python string whatever the text: no quote, line break or hidden
    /// character, and JSON reads the text back.
    #[test]
    fn raw_json_holds_any_text() {
        assert_eq!(raw_json(None), "null");
        assert_eq!(raw_json(Some("a&b")), r#""a\u0026b""#);
        for c in sample_chars() {
            let text = format!("x{c}'\"\\\n");
            let json = raw_json(Some(&text));
            assert!(
                !json.contains(['\'', '\n']) && !json.chars().any(is_hidden),
                "{json}"
            );
            assert_eq!(serde_json::from_str::<String>(&json).unwrap(), text);
        }
    }

    #[test]
    fn docstrings_cannot_be_closed_early() {
        let doc = docstring("ends with \"\"\" and a quote\" \\ done", 4);
        assert_eq!(
            doc,
            "    \"\"\"\n    ends with \\\"\\\"\\\" and a quote\\\" \\\\ done\n    \"\"\""
        );
        assert_eq!(docstring("  \n", 4), "");
    }
}
