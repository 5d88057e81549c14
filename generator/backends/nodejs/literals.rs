//! TypeScript source text computed in Rust: string literals, JSDoc blocks, property keys and
//! accesses, default values. Whatever a description or name holds, the result stays valid.

use crate::ir::Type;
use crate::naming::nodejs as js;
use crate::spec::ScalarValue;

/// A double-quoted string literal. JavaScript and Python share these escapes (`\"`, `\\`,
/// `\n`, `\xNN`, `\uNNNN`; beyond U+FFFF JavaScript writes `\u{…}`), so one escaper in
/// `naming::python_literals` holds the rule for both.
pub use crate::naming::python_literals::js_string as string;

/// A `/** … */` block for `text` (and a `@deprecated` tag), each line prefixed by `indent`;
/// empty when there is nothing to say. `*/` cannot end the comment early (it is written
/// `*&#47;`, as Pulumi does), the line separators U+0085/U+2028/U+2029 become plain line breaks, and
/// NUL becomes U+FFFD (as in the Go and C# backends: tools take a file with NUL for binary).
pub fn jsdoc(text: &str, deprecated: Option<&str>, indent: &str) -> String {
    let clean = |s: &str| {
        // Deprecation messages do not pass through `doc_text::for_language`.
        crate::backends::doc_text::visible(s)
            .replace("*/", "*&#47;")
            .replace(['\u{85}', '\u{2028}', '\u{2029}'], "\n")
            .replace('\0', "\u{fffd}")
            .replace("\r\n", "\n")
            .replace('\r', "\n")
    };
    let text = clean(text);
    let mut lines: Vec<&str> = text.split('\n').collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    let deprecated = deprecated.map(clean);
    if lines.is_empty() && deprecated.is_none() {
        return String::new();
    }
    let mut out = format!("{indent}/**\n");
    for line in &lines {
        if line.is_empty() {
            out.push_str(&format!("{indent} *\n"));
        } else {
            out.push_str(&format!("{indent} * {}\n", line.trim_end()));
        }
    }
    if let Some(message) = deprecated {
        if !lines.is_empty() {
            out.push_str(&format!("{indent} *\n"));
        }
        out.push_str(&format!(
            "{indent} * @deprecated {}\n",
            message.replace('\n', " ")
        ));
    }
    out.push_str(&format!("{indent} */\n"));
    out
}

/// A JSDoc block holding only `@deprecated message` (before a constructor or function), without
/// its final line break.
pub fn deprecated_tag(message: &str, indent: &str) -> String {
    jsdoc("", Some(message), indent).trim_end().to_owned()
}

/// Whether `name` can be written bare as a property name or after a dot.
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(js::is_identifier_start) && chars.all(js::is_identifier_part)
}

/// A property name in an interface or class (`foo`, or `"foo-bar"` when it is no identifier).
pub fn key(name: &str) -> String {
    if is_identifier(name) {
        name.to_owned()
    } else {
        string(name)
    }
}

/// `object.name`, or `object["name"]`; with `optional`, `object?.name`/`object?.["name"]`.
pub fn access(object: &str, name: &str, optional: bool) -> String {
    let dot = if optional { "?." } else { "." };
    if is_identifier(name) {
        format!("{object}{dot}{name}")
    } else if optional {
        format!("{object}?.[{}]", string(name))
    } else {
        format!("{object}[{}]", string(name))
    }
}

/// A literal for a schema scalar.
pub fn scalar(value: &ScalarValue) -> String {
    match value {
        ScalarValue::Bool(b) => b.to_string(),
        ScalarValue::Number(n) => match n.as_f64() {
            Some(f) if n.is_f64() && f.is_finite() => format!("{f}"),
            _ => n.to_string(),
        },
        ScalarValue::String(s) => string(s),
    }
}

/// The expression for a default: the environment variables of `defaultInfo` (read with the
/// helper for the property's type), then the `default` value (Pulumi's order and operators).
pub fn default_expr(default: Option<&ScalarValue>, env: &[String], ty: &Type) -> Option<String> {
    let value = default.map(scalar);
    if env.is_empty() {
        return value;
    }
    let (helper, cast) = match ty {
        Type::Boolean => ("getEnvBoolean", ""),
        Type::Integer | Type::Number => ("getEnvNumber", ""),
        Type::String => ("getEnv", ""),
        _ => ("getEnv", "<any>"),
    };
    let vars: Vec<String> = env.iter().map(|v| string(v)).collect();
    let getter = format!("{cast}utilities.{helper}({})", vars.join(", "));
    Some(match value {
        Some(value) => format!("({getter} || {value})"),
        None => getter,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_cannot_close_early() {
        let doc = jsdoc("a */ b\u{2028}c\n\n", Some("old */"), "    ");
        assert_eq!(
            doc,
            "    /**\n     * a *&#47; b\n     * c\n     *\n     * @deprecated old *&#47;\n     */\n"
        );
        assert_eq!(jsdoc("", None, ""), "");
    }

    #[test]
    fn keys_and_accesses() {
        assert_eq!(key("fooBar"), "fooBar");
        assert_eq!(key("foo-bar"), "\"foo-bar\"");
        assert_eq!(access("args", "default", true), "args?.default");
        assert_eq!(access("args", "a-b", true), "args?.[\"a-b\"]");
        assert_eq!(access("state", "a-b", false), "state[\"a-b\"]");
    }

    #[test]
    fn defaults() {
        let four = ScalarValue::Number(4.into());
        assert_eq!(
            default_expr(Some(&four), &["N".into()], &Type::Integer).as_deref(),
            Some("(utilities.getEnvNumber(\"N\") || 4)")
        );
        assert_eq!(
            default_expr(None, &["A".into(), "B".into()], &Type::String).as_deref(),
            Some("utilities.getEnv(\"A\", \"B\")")
        );
    }
}
