//! Python string literals and docstrings for any text: the escaping that keeps a text one
//! literal (Node.js writes its string literals the same way).

/// A double-quoted Python string literal for any text (escapes quotes, backslashes, every
/// control character and the Unicode line separators, so the literal is always one line).
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
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            // Bidirectional controls too: raw, they make code read differently than it runs.
            '\u{2028}'
            | '\u{2029}'
            | '\u{85}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The body of a docstring for `text`, indented by `indent` spaces, between `"""` lines; empty
/// when there is no text. Backslashes and quote runs are escaped so the docstring always ends
/// where it should; control characters other than newline and tab are escaped, and the Unicode
/// line separators too (editors and some tools treat them as line breaks).
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
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                body.push_str(&format!("\\x{:02x}", c as u32))
            }
            '\u{2028}'
            | '\u{2029}'
            | '\u{85}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}' => body.push_str(&format!("\\u{:04x}", c as u32)),
            c => body.push(c),
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
