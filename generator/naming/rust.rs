//! Rust spellings. Pulumi has no Rust generator, so these rules are sdkgen's own: the same
//! acronym-aware snake_case as Python (without Python's legacy exceptions) and raw identifiers
//! for keywords.

use super::casing::uppercase_first;
use super::keywords;
use super::python;

/// Whether `ident` is a Rust keyword (edition 2021 strict and reserved, plus `gen` and `_`).
pub fn is_reserved(ident: &str) -> bool {
    keywords::contains(keywords::RUST, ident)
}

/// snake_case by Pulumi's `PyName` state machine in its current (non-legacy) form, so Rust and
/// Python agree on word breaks (`podIPs` → `pod_ips`, `SHA256Hash` → `sha256_hash`).
pub fn snake_case(name: &str) -> String {
    python::snake_case(name, false)
}

/// Makes a keyword usable: `r#` raw identifier where Rust allows one, otherwise a trailing `_`
/// (`self`, `Self`, `crate`, `super` and `_` cannot be raw). Returns whether it changed.
pub fn escape_keyword(name: String) -> (String, bool) {
    if keywords::contains(keywords::RUST_NOT_RAW, &name) {
        (name + "_", true)
    } else if is_reserved(&name) {
        (format!("r#{name}"), true)
    } else {
        (name, false)
    }
}

/// UpperCamelCase type name: characters that cannot appear in an identifier split words, each
/// word gets its first letter upper-cased, and acronyms are kept as the schema spells them so
/// names stay recognisable next to the other SDKs (`getFooFilter` → `GetFooFilter`).
pub fn type_name(token_name: &str) -> String {
    let joined: String = token_name
        .split(|c: char| !python::is_identifier_part(c))
        .map(uppercase_first)
        .collect();
    let name = match joined.chars().next() {
        Some(first) if !python::is_identifier_start(first) => format!("_{joined}"),
        _ => joined,
    };
    escape_keyword(name).0
}

/// Function name: [`snake_case`] of the token's last segment, keyword-escaped.
pub fn function_name(token_name: &str) -> String {
    escape_keyword(snake_case(token_name)).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_matches_python_rules() {
        let cases = [
            ("getCloudGatewayNetwork", "get_cloud_gateway_network"),
            ("podIPs", "pod_ips"),
            ("openXJsonSerDe", "open_xjson_ser_de"),
            ("has-a-hyphen", "has_a_hyphen"),
            ("ipv6CidrBlock", "ipv6_cidr_block"),
        ];
        for (input, expected) in cases {
            assert_eq!(snake_case(input), expected, "snake_case({input:?})");
        }
    }

    #[test]
    fn keywords_become_raw_or_suffixed() {
        assert_eq!(escape_keyword("type".into()), ("r#type".into(), true));
        assert_eq!(escape_keyword("async".into()), ("r#async".into(), true));
        assert_eq!(escape_keyword("gen".into()), ("r#gen".into(), true));
        assert_eq!(escape_keyword("self".into()), ("self_".into(), true));
        assert_eq!(escape_keyword("crate".into()), ("crate_".into(), true));
        assert_eq!(escape_keyword("_".into()), ("__".into(), true));
        assert_eq!(escape_keyword("name".into()), ("name".into(), false));
        assert_eq!(escape_keyword("union".into()), ("union".into(), false));
    }

    #[test]
    fn type_names() {
        assert_eq!(type_name("getFooFilter"), "GetFooFilter");
        assert_eq!(type_name("enum_XYZ"), "Enum_XYZ");
        assert_eq!(type_name("has-a-hyphen"), "HasAHyphen");
        assert_eq!(type_name("3dModel"), "_3dModel");
        assert_eq!(type_name("self"), "Self_");
    }

    #[test]
    fn function_names() {
        assert_eq!(
            function_name("getCloudGatewayNetwork"),
            "get_cloud_gateway_network"
        );
        assert_eq!(function_name("match"), "r#match");
        assert_eq!(function_name("super"), "super_");
    }
}
