//! Python source fragments that must be exact: string literals, docstrings, default values and
//! enum member names.

use crate::naming::python as py;
use crate::spec::ScalarValue;

pub use crate::naming::python_literals::{docstring, string};

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
