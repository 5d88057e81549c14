//! C# source text that stays valid whatever the schema holds: XML doc comments, string
//! literals, verbatim strings, identifiers and XML element text.

use crate::naming::csharp as cs;
use crate::naming::hidden::is_hidden;
use crate::spec::ScalarValue;

/// The `/// <summary>` block for a description (only what is meant for .NET readers), each line
/// prefixed with `indent`. XML-special characters are escaped so no description can end the
/// element early, and characters C# treats as line breaks start a new `///` line.
pub fn doc(description: Option<&str>, indent: &str) -> Vec<String> {
    thread_local! {
        /// Blocks by description, one kind per indent width: a property's block is written on
        /// its input, state and output classes.
        static MEMO: crate::memo::Memo<Vec<String>> = Default::default();
    }
    let Some(text) = description else {
        return Vec::new();
    };
    if !indent.bytes().all(|b| b == b' ') {
        return doc_block(text, indent);
    }
    let size = |lines: &Vec<String>| lines.iter().map(String::len).sum();
    MEMO.with(|memo| memo.get(indent.len(), text, |t| doc_block(t, indent), size))
}

fn doc_block(text: &str, indent: &str) -> Vec<String> {
    let text = crate::backends::doc_text::for_language(text, "dotnet");
    let text = comment_text(&text);
    let escaped = xml_text(&text);
    let mut lines: Vec<&str> = escaped.split('\n').collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    if lines.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(lines.len() + 2);
    out.push(format!("{indent}/// <summary>"));
    for l in lines {
        let l = l.trim_end();
        if l.is_empty() {
            out.push(format!("{indent}///"));
        } else {
            out.push(format!("{indent}/// {l}"));
        }
    }
    out.push(format!("{indent}/// </summary>"));
    out
}

/// Text for a `//` comment: C#'s other line terminators (U+0085, U+2028, U+2029, CR) made
/// `\n`, and NUL (which compilers reject) replaced.
pub fn comment_text(text: &str) -> String {
    text.replace("\r\n", "\n")
        .replace(['\r', '\u{85}', '\u{2028}', '\u{2029}'], "\n")
        .replace('\0', "\u{fffd}")
}

/// Text as XML element content (`&`, `<`, `>` escaped; characters XML cannot hold, such as
/// NUL and the other C0 controls but tab and line breaks, replaced).
pub fn xml_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c < ' ' || c == '\u{fffe}' || c == '\u{ffff}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// Text for the value of an MSBuild property or item in a project file: MSBuild evaluates
/// `$(…)` (properties, property functions), `@(…)` (item lists) and `%(…)` (item metadata) at
/// build and pack time, splits item lists at `;` and expands `*` and `?`, so each of its special
/// characters is written as MSBuild's own escape (`%24` for `$`, `%40` for `@`, `%25` for `%`,
/// …), which it decodes only after evaluating; the result is then escaped as XML text.
pub fn msbuild_text(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '%' | '$' | '@' | '\'' | ';' | '?' | '*' => {
                escaped.push_str(&format!("%{:02X}", c as u32));
            }
            c => escaped.push(c),
        }
    }
    xml_text(&escaped)
}

/// A C# regular string literal.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            // Controls, line separators, bidirectional and other invisible characters: raw,
            // they end the literal or make code read differently than it runs.
            c if is_hidden(c) && (c as u32) <= 0xffff => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c if is_hidden(c) => out.push_str(&format!("\\U{:08x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A C# verbatim string literal (`@"…"`, quotes doubled), as Pulumi writes `[Obsolete]`
/// messages; line terminators become spaces so the attribute stays on one line, and other
/// controls, which a verbatim literal cannot escape, U+FFFD.
pub fn verbatim(s: &str) -> String {
    let one_line = crate::backends::doc_text::visible(&comment_text(s).replace('\n', " "));
    format!("@\"{}\"", one_line.replace('"', "\"\""))
}

/// A valid identifier for a name that may hold any character.
pub fn identifier(name: &str) -> String {
    if name.starts_with('@') {
        return name.to_owned();
    }
    cs::make_valid_identifier(name)
}

/// The part after `_` of a backing field named after a wire name.
pub fn field_suffix(wire_name: &str) -> String {
    wire_name
        .chars()
        .map(|c| if cs::is_identifier_part(c) { c } else { '_' })
        .collect()
}

/// A scalar as C# (Pulumi's `primitiveValue`).
pub fn scalar(value: &ScalarValue) -> String {
    match value {
        ScalarValue::Bool(b) => b.to_string(),
        ScalarValue::String(s) => string(s),
        ScalarValue::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.to_string(),
            (None, Some(u)) => u.to_string(),
            (None, None) => number(n.as_f64().unwrap_or(0.0)),
        },
    }
}

/// A floating-point number as a C# literal. An integral value beyond `long` and `ulong` is
/// written as a real literal (`1e20`): C# has no integer literal for it (CS1021).
fn number(value: f64) -> String {
    let text = format!("{value}");
    let integral = !text.contains(['.', 'e', 'E']);
    if integral && text.parse::<i64>().is_err() && text.parse::<u64>().is_err() {
        format!("{value:e}")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doc_comments_stay_xml() {
        let lines = doc(Some("a </summary> & <b>\r\nx\u{2028}y */"), "");
        assert_eq!(
            lines,
            vec![
                "/// <summary>",
                "/// a &lt;/summary&gt; &amp; &lt;b&gt;",
                "/// x",
                "/// y */",
                "/// </summary>"
            ]
        );
    }

    /// Every number a schema can hold is a C# literal that compiles: an integer literal only
    /// within `long` or `ulong`, anything else a real literal.
    #[test]
    fn numbers_are_literals_csharp_takes() {
        let mut values: Vec<serde_json::Number> = Vec::new();
        for exponent in 0..=308 {
            for mantissa in [1.0, 1.5, 9.999] {
                let v: f64 = mantissa * 10f64.powi(exponent);
                values.extend(serde_json::Number::from_f64(v));
                values.extend(serde_json::Number::from_f64(-v));
            }
        }
        for bits in 0..64 {
            values.push((1u64 << bits).into());
            values.push(((1u64 << bits) - 1 + (1u64 << bits)).into());
            values.push((-(1i64 << bits.min(62))).into());
        }
        values.push(u64::MAX.into());
        values.push(i64::MIN.into());
        for n in values {
            let literal = scalar(&ScalarValue::Number(n.clone()));
            let digits = literal.trim_start_matches('-');
            let real = literal.contains(['.', 'e']);
            assert!(
                real || digits.parse::<u64>().is_ok(),
                "{n} is written as {literal}, an integer literal C# has no type for"
            );
            assert!(
                literal.parse::<f64>().unwrap() == n.as_f64().unwrap(),
                "{n} is written as {literal}, another number"
            );
        }
    }

    /// MSBuild's decoding (`%XX` → the character) of what [`msbuild_text`] writes gives back
    /// the text, and what it writes holds none of MSBuild's special characters but `%` escapes.
    #[test]
    fn msbuild_text_is_never_evaluated() {
        assert_eq!(msbuild_text("$(5) @(x) %(y)"), "%24(5) %40(x) %25(y)");
        assert_eq!(msbuild_text("a;b'*?<&"), "a%3Bb%27%2A%3F&lt;&amp;");
        let text = "$([System.IO.File]::ReadAllText('/etc/passwd')) @(Compile) %(Identity) %24 ;";
        let written = msbuild_text(text);
        assert!(
            !written.contains(['$', '@', ';', '\'', '*', '?']),
            "{written}"
        );
        let mut decoded = String::new();
        let mut rest = written.as_str();
        while let Some(at) = rest.find('%') {
            decoded.push_str(&rest[..at]);
            decoded.push(u8::from_str_radix(&rest[at + 1..at + 3], 16).unwrap() as char);
            rest = &rest[at + 3..];
        }
        decoded.push_str(rest);
        assert_eq!(decoded, text);
    }

    #[test]
    fn literals() {
        assert_eq!(string("a\"b\\\u{2028}"), "\"a\\\"b\\\\\\u2028\"");
        assert_eq!(verbatim("say \"hi\"\nnow"), "@\"say \"\"hi\"\" now\"");
        assert_eq!(field_suffix("a-b"), "a_b");
    }
}
