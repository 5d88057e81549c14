//! C# spellings, following Pulumi's .NET generator (`pulumi-language-dotnet/codegen`, which
//! replaced `pkg/codegen/dotnet` in pulumi/pulumi).

pub mod plan;

use super::casing::{unhyphenate, uppercase_first};
use super::keywords;

/// Whether `ident` is a C# reserved keyword (the list Pulumi `@`-escapes in SDK code).
pub fn is_reserved(ident: &str) -> bool {
    keywords::contains(keywords::CSHARP, ident)
}

/// Whether `ident` is a reserved or contextual keyword (the wider list of Pulumi's
/// `makeValidIdentifier`).
pub fn is_reserved_or_contextual(ident: &str) -> bool {
    is_reserved(ident) || keywords::contains(keywords::CSHARP_CONTEXTUAL, ident)
}

/// Property name, as Pulumi's default in `computePropertyNames`: unhyphenate, then upper-case
/// the first letter (`has-a-hyphen` → `HasAHyphen`). A schema `language.csharp.name` overrides it.
pub fn property_name(wire_name: &str) -> String {
    uppercase_first(&unhyphenate(wire_name))
}

/// The longest identifier the C# compiler takes, in UTF-16 units (longer is error CS0645).
pub const MAX_IDENTIFIER_UNITS: usize = 512;

/// What the naming plan may add to a name it derives from the schema's (`Value`, `_`s that
/// make it unique), which an identifier must leave room for.
const SUFFIX_ROOM: usize = 8;

/// Whether an identifier spelled from a schema name (without its `@`) could exceed
/// [`MAX_IDENTIFIER_UNITS`] once the plan adds its suffixes.
pub fn identifier_too_long(ident: &str) -> bool {
    ident.trim_start_matches('@').encode_utf16().count() + SUFFIX_ROOM > MAX_IDENTIFIER_UNITS
}

/// `@`-prefixes a reserved word, the C# verbatim-identifier escape Pulumi uses.
pub fn escape_reserved(name: String) -> (String, bool) {
    if is_reserved(&name) {
        (format!("@{name}"), true)
    } else {
        (name, false)
    }
}

/// Constructor parameter of an output type, as Pulumi's `csharpIdentifier`: one leading `$` is
/// dropped, a reserved keyword is `@`-prefixed, anything else is unhyphenated (`class` → `@class`).
pub fn parameter_name(wire_name: &str) -> String {
    let name = wire_name.strip_prefix('$').unwrap_or(wire_name);
    if is_reserved(name) {
        format!("@{name}")
    } else {
        unhyphenate(name)
    }
}

/// Class name of a type, enum or resource: the token's last segment with its first letter
/// upper-cased (Pulumi's `tokenToName`).
pub fn type_name(token_name: &str) -> String {
    uppercase_first(token_name)
}

/// Class name of a function. Like [`type_name`], but `Invoke`/`InvokeAsync` (any case) get a
/// `Function` suffix because the class declares methods of that name (Pulumi's
/// `disambiguateFunctionName`).
pub fn function_name(token_name: &str) -> String {
    let name = type_name(token_name);
    if name.eq_ignore_ascii_case("Invoke") || name.eq_ignore_ascii_case("InvokeAsync") {
        name + "Function"
    } else {
        name
    }
}

/// Lower-cases the first letter only (Pulumi's `LowerCamelCase`), used for the positional
/// parameters of multi-argument functions.
pub fn lower_camel_case(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => std::iter::once(super::casing::lower_char(first))
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

/// Whether `c` may open a C# identifier (`_`, `@` or a Unicode letter).
pub fn is_identifier_start(c: char) -> bool {
    c == '_' || c == '@' || c.is_alphabetic()
}

/// Whether `c` may continue a C# identifier (`_`, letters and digits).
pub fn is_identifier_part(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Pulumi's C# `makeValidIdentifier`: illegal characters become `_`, a leading digit gets a `_`
/// prefix, a leading `@` is kept, and a reserved or contextual keyword is `@`-prefixed.
pub fn make_valid_identifier(name: &str) -> String {
    let mut out = super::casing::sanitize_identifier(
        name,
        Some('@'),
        is_identifier_start,
        is_identifier_part,
    );
    if is_reserved_or_contextual(&out) {
        out.insert(0, '@');
    }
    out
}

/// Namespace segment(s) for a Pulumi module without overrides (`some-module/v1beta` →
/// `SomeModule.V1beta`), as Pulumi's `namespaceName`.
pub fn namespace_name(module: &str) -> String {
    module
        .split('/')
        .map(|part| part.split('-').map(uppercase_first).collect::<String>())
        .collect::<Vec<_>>()
        .join(".")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (wire name, C# property). Sources: Pulumi's `hyphenated-symbols` test data, the real
    /// schemas in the corpus, and the rule itself (first letter only, acronyms untouched).
    const PROPERTY_NAMES: &[(&str, &str)] = &[
        (
            "oauthStsTokenExpiredInSeconds",
            "OauthStsTokenExpiredInSeconds",
        ),
        ("vpcEndpointDnsName", "VpcEndpointDnsName"),
        ("cloudAKey", "CloudAKey"),
        ("ipv6CidrBlock", "Ipv6CidrBlock"),
        ("s3Bucket", "S3Bucket"),
        ("HTTPSEnabled", "HTTPSEnabled"),
        ("k8sVersion", "K8sVersion"),
        ("id", "Id"),
        ("ID", "ID"),
        ("apiKeyV2", "ApiKeyV2"),
        ("has-a-hyphen", "HasAHyphen"),
        ("good_URLs", "Good_URLs"),
        ("namespace", "Namespace"),
        ("$ref", "$ref"),
    ];

    #[test]
    fn property_name_table() {
        for (input, expected) in PROPERTY_NAMES {
            assert_eq!(property_name(input), *expected, "property_name({input:?})");
        }
    }

    #[test]
    fn function_names_avoid_invoke_methods() {
        assert_eq!(
            function_name("getCloudGatewayNetwork"),
            "GetCloudGatewayNetwork"
        );
        assert_eq!(function_name("invoke"), "InvokeFunction");
        assert_eq!(function_name("invokeAsync"), "InvokeAsyncFunction");
        assert_eq!(function_name("invokeLater"), "InvokeLater");
    }

    #[test]
    fn valid_identifiers() {
        assert_eq!(make_valid_identifier("@default"), "@default");
        assert_eq!(make_valid_identifier("8"), "_8");
        assert_eq!(make_valid_identifier("default"), "@default");
        assert_eq!(make_valid_identifier("value"), "@value");
        assert_eq!(make_valid_identifier("a.b"), "a_b");
        assert_eq!(lower_camel_case("FooBar"), "fooBar");
        assert_eq!(
            escape_reserved("class".to_owned()),
            ("@class".to_owned(), true)
        );
        assert_eq!(
            escape_reserved("value".to_owned()),
            ("value".to_owned(), false)
        );
    }

    #[test]
    fn parameter_names() {
        assert_eq!(parameter_name("class"), "@class");
        assert_eq!(parameter_name("$ref"), "@ref");
        assert_eq!(parameter_name("$schema"), "schema");
        assert_eq!(parameter_name("value"), "value");
        assert_eq!(parameter_name("has-a-hyphen"), "hasAHyphen");
        assert_eq!(parameter_name("cloudAKey"), "cloudAKey");
    }

    #[test]
    fn namespaces() {
        assert_eq!(namespace_name("some-module/v1beta"), "SomeModule.V1beta");
        assert_eq!(namespace_name("confluentcloud"), "Confluentcloud");
    }
}
