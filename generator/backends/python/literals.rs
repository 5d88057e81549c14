//! Python source fragments that must be exact: string literals, docstrings, default values and
//! enum member names.

use crate::naming::python as py;
use crate::spec::ScalarValue;

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
        static MEMO: crate::backends::memo::Memo<String> = Default::default();
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

/// A scalar as a Python literal.
pub fn scalar(value: &ScalarValue) -> String {
    match value {
        ScalarValue::Bool(true) => "True".into(),
        ScalarValue::Bool(false) => "False".into(),
        // `1.0` is written `1`, as Pulumi's generator (Go's shortest formatting) writes it.
        ScalarValue::Number(n) => match n.as_f64() {
            Some(f) if n.is_f64() && f.is_finite() => format!("{f}"),
            _ => n.to_string(),
        },
        ScalarValue::String(s) => string(s),
    }
}

/// The expression for a property's default: the `default` value, the environment variables of
/// `defaultInfo` (parsed for the property's primitive type) or both, env first.
pub fn default_expr(
    default: Option<&ScalarValue>,
    env: &[String],
    parse: EnvParse,
) -> Option<String> {
    let value = default.map(scalar);
    if env.is_empty() {
        return value;
    }
    let vars: Vec<String> = env.iter().map(|v| string(v)).collect();
    let getter = format!("_utilities.{}({})", parse.function(), vars.join(", "));
    Some(match value {
        Some(value) => format!("({getter} or {value})"),
        None => getter,
    })
}

/// How an environment variable's text becomes the property's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvParse {
    Str,
    Bool,
    Int,
    Float,
}

impl EnvParse {
    fn function(self) -> &'static str {
        match self {
            EnvParse::Str => "get_env",
            EnvParse::Bool => "get_env_bool",
            EnvParse::Int => "get_env_int",
            EnvParse::Float => "get_env_float",
        }
    }
}

/// An enum member name, as Pulumi's `makeSafeEnumName` derives it: short symbols spelled out,
/// snake_case with keywords escaped (`global` → `global_`, so `GLOBAL_`), upper case, a valid
/// identifier, prefixed by the type name when it would start with `_`, and runs of `_`
/// collapsed.
pub fn enum_member(name: &str, type_name: &str) -> Result<String, String> {
    let expanded = crate::naming::casing::expand_short_enum_name(name);
    let mut chars = expanded.chars();
    if let (Some(only), None) = (chars.next(), chars.next()) {
        if !py::is_identifier_start(only) {
            return Err(format!("enum name `{name}` is not a valid identifier"));
        }
    }
    let upper = py::py_name(&expanded).to_uppercase();
    let mut safe = String::with_capacity(upper.len());
    for (i, c) in upper.chars().enumerate() {
        if (i == 0 && py::is_identifier_start(c)) || (i > 0 && py::is_identifier_part(c)) {
            safe.push(c);
        } else if i == 0 && py::is_identifier_part(c) {
            safe.push('_');
            safe.push(c);
        } else {
            safe.push('_');
        }
    }
    if safe.starts_with('_') {
        safe = py::py_name(type_name).to_uppercase() + &safe;
    }
    let mut collapsed = String::with_capacity(safe.len());
    for c in safe.chars() {
        if !(c == '_' && collapsed.ends_with('_')) {
            collapsed.push(c);
        }
    }
    Ok(collapsed)
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

    #[test]
    fn defaults_combine_env_and_value() {
        let four = ScalarValue::Number(4.into());
        assert_eq!(
            default_expr(Some(&four), &["MAX".into()], EnvParse::Int).as_deref(),
            Some("(_utilities.get_env_int(\"MAX\") or 4)")
        );
        assert_eq!(
            default_expr(None, &["A".into(), "B".into()], EnvParse::Str).as_deref(),
            Some("_utilities.get_env(\"A\", \"B\")")
        );
        assert_eq!(default_expr(None, &[], EnvParse::Str), None);
    }

    #[test]
    fn enum_members() {
        assert_eq!(enum_member("fooBar", "Kind").unwrap(), "FOO_BAR");
        assert_eq!(enum_member("*", "Kind").unwrap(), "ASTERISK");
        assert_eq!(enum_member("2xlarge", "Size").unwrap(), "SIZE_2XLARGE");
        assert_eq!(enum_member("a-b c", "Kind").unwrap(), "A_B_C");
        // A keyword is escaped before it is upper-cased.
        assert_eq!(enum_member("global", "EngineMode").unwrap(), "GLOBAL_");
    }
}
