//! Node.js (TypeScript) spellings, following Pulumi's `pkg/codegen/nodejs` generator.

pub mod plan;

use super::casing::{camel, uppercase_first};
use super::keywords;

/// Whether `ident` is on Pulumi's Node.js reserved-word list.
pub fn is_reserved(ident: &str) -> bool {
    keywords::contains(keywords::NODEJS, ident)
}

/// Property name: Pulumi emits the schema name verbatim (`readonly vpcEndpointDnsName`), and
/// reserved words are legal property names in TypeScript, so nothing is escaped.
pub fn property_name(wire_name: &str) -> String {
    wire_name.to_owned()
}

/// Class/interface name from a token's last segment (Pulumi's `tokenToName`).
pub fn type_name(token_name: &str) -> String {
    uppercase_first(token_name)
}

/// Function name, as Pulumi's `tokenToFunctionName`: `Camel(UppercaseFirst(name))`, so a
/// leading acronym is lower-cased up to the first lower-case letter (`getVPC` stays `getVPC`,
/// but `VPCInfo` becomes `vpcinfo`).
pub fn function_name(token_name: &str) -> String {
    camel(&type_name(token_name))
}

/// Whether `c` may open a JavaScript identifier (`$`, `_` or a Unicode letter).
pub fn is_identifier_start(c: char) -> bool {
    c == '$' || c == '_' || c.is_alphabetic()
}

/// Whether `c` may continue a JavaScript identifier (adds digits and marks).
pub fn is_identifier_part(c: char) -> bool {
    is_identifier_start(c) || c.is_alphanumeric()
}

/// Pulumi's Node.js `makeValidIdentifier`: illegal characters become `_`, a leading digit gets a
/// `_` prefix, and a reserved word is prefixed with `_` (used for local variables and modules).
pub fn make_valid_identifier(name: &str) -> String {
    let mut out =
        super::casing::sanitize_identifier(name, None, is_identifier_start, is_identifier_part);
    if is_reserved(&out) {
        out.insert(0, '_');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn properties_are_verbatim() {
        for name in ["vpcEndpointDnsName", "has-a-hyphen", "default", "__self__"] {
            assert_eq!(property_name(name), name);
        }
    }

    #[test]
    fn function_names() {
        let cases = [
            ("getCloudGatewayNetwork", "getCloudGatewayNetwork"),
            ("GetFoo", "getFoo"),
            ("getVPC", "getVPC"),
            ("VPCInfo", "vpcinfo"),
            ("S3Bucket", "s3bucket"),
            ("get-thing", "getThing"),
        ];
        for (input, expected) in cases {
            assert_eq!(function_name(input), expected, "function_name({input:?})");
        }
    }

    #[test]
    fn types_and_identifiers() {
        assert_eq!(type_name("getFooFilter"), "GetFooFilter");
        assert_eq!(make_valid_identifier("delete"), "_delete");
        assert_eq!(make_valid_identifier("let"), "let");
        assert_eq!(make_valid_identifier("my-module"), "my_module");
        assert_eq!(make_valid_identifier("1x"), "_1x");
    }
}
