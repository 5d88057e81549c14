//! Go spellings, following Pulumi's `pkg/codegen/go` generator.

pub mod plan;

use super::casing::{unhyphenate, uppercase_first};
use super::keywords;

/// Whether `c` may open a Go identifier (`_` or a Unicode letter).
pub fn is_identifier_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

/// Whether `c` may continue a Go identifier (adds Unicode digits).
pub fn is_identifier_part(c: char) -> bool {
    is_identifier_start(c) || c.is_numeric()
}

/// Pulumi's Go `Title`: drop leading `$`s, upper-case the first letter, unhyphenate, and put `_`
/// in front when the result cannot open an identifier (`$ref` → `Ref`, `has-a-hyphen` → `HasAHyphen`).
/// Unlike Pulumi's, any other character no identifier may hold becomes `_` (`odata.type` →
/// `Odata_type`, `@type` → `__type`), so the field still parses.
pub fn title(s: &str) -> String {
    let s = s.trim_start_matches('$');
    if s.is_empty() {
        return String::new();
    }
    // The usual wire name (`fooBar`, `foo_bar`): only the first letter changes.
    if s.as_bytes()[0].is_ascii_alphabetic()
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        let mut titled = s.to_owned();
        titled[..1].make_ascii_uppercase();
        return titled;
    }
    let titled = unhyphenate(&uppercase_first(s));
    let titled = if starts_with_identifier_start(&titled) {
        titled
    } else {
        format!("_{titled}")
    };
    titled
        .chars()
        .map(|c| if is_identifier_part(c) { c } else { '_' })
        .collect()
}

/// Pulumi inspects the first *byte* (read as a Latin-1 character), not the first character;
/// this reproduces that, so e.g. a leading digit gets the `_` while `é` does not.
fn starts_with_identifier_start(s: &str) -> bool {
    s.bytes()
        .next()
        .is_some_and(|byte| is_identifier_start(char::from(byte)))
}

/// Whether Pulumi's Go generator considers `ident` reserved (keywords and predeclared names).
pub fn is_reserved(ident: &str) -> bool {
    keywords::contains(keywords::GO, ident)
}

/// Whether an exported field name clashes with methods Pulumi generates on resources and
/// output types (`ID`, `URN`, `GetProvider`, `ElementType`).
pub fn is_reserved_field(field: &str) -> bool {
    keywords::contains(keywords::GO_RESERVED_FIELDS, field)
}

/// Struct field for a schema property, as Pulumi's `fieldName` outside a resource: [`title`],
/// then a trailing `_` if it clashes with a generated method (`ID` → `ID_`; `id` stays `Id`).
pub fn field_name(wire_name: &str) -> String {
    let name = title(wire_name);
    if is_reserved_field(&name) {
        name + "_"
    } else {
        name
    }
}

/// Resource field, as Pulumi's `fieldName` inside resource `resource`: additionally escapes
/// `To<Resource>Output` and `To<Resource>OutputWithContext`.
pub fn resource_field_name(resource: &str, wire_name: &str) -> String {
    let name = title(wire_name);
    let to_output = format!("To{resource}Output");
    let clashes = is_reserved_field(&name)
        || name == to_output
        || name.strip_prefix(to_output.as_str()) == Some("WithContext");
    if clashes {
        name + "_"
    } else {
        name
    }
}

/// Type name from a token's last segment, as Pulumi's `tokenToType`: [`title`], with a method
/// token `Resource/callResult` joined into `ResourceCallResult`.
pub fn type_name(token_name: &str) -> String {
    let name = match token_name.split_once('/') {
        Some((resource, member)) => title(&format!("{resource}{}", title(member))),
        None => title(token_name),
    };
    // Characters no identifier may hold (a second `/`, `.`) become `_`.
    name.chars()
        .map(|c| if is_identifier_part(c) { c } else { '_' })
        .collect()
}

/// Function name, as Pulumi's `tokenToName` (its later `Get` → `Lookup` renaming on collisions
/// with type names is left to the caller).
pub fn function_name(token_name: &str) -> String {
    title(token_name)
}

/// Go identifier for a free-standing name (Pulumi's `makeValidIdentifier`): illegal characters
/// become `_`, a leading digit gets a `_` prefix, and a reserved word is prefixed with `_`.
pub fn make_valid_identifier(name: &str) -> String {
    let mut out = super::casing::sanitize_identifier(
        name,
        Some('&'),
        is_identifier_start,
        is_identifier_part,
    );
    if is_reserved(&out) {
        out.insert(0, '_');
    }
    out
}

/// Go package for a Pulumi module without overrides (`someModule` → `somemodule`), as
/// Pulumi's `moduleToPackage`.
pub fn package_name(module: &str) -> String {
    module.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (wire name, Go field). Sources: Pulumi's codegen test data (`legacy-names`,
    /// `hyphenated-symbols`, `urn-id-properties`) and the real schemas in the corpus.
    const FIELD_NAMES: &[(&str, &str)] = &[
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
        ("apiKeyV2", "ApiKeyV2"),
        ("URL", "URL"),
        ("good_URLs", "Good_URLs"),
        ("map_enum", "Map_enum"),
        ("has-a-hyphen", "HasAHyphen"),
        ("$ref", "Ref"),
        ("$$schema", "Schema"),
        ("3dModel", "_3dModel"),
        ("id", "Id"),
        ("ID", "ID_"),
        ("urn", "Urn"),
        ("URN", "URN_"),
        ("elementType", "ElementType_"),
        ("getProvider", "GetProvider_"),
        ("type", "Type"),
        ("__self__", "__self__"),
    ];

    #[test]
    fn field_name_table() {
        for (input, expected) in FIELD_NAMES {
            assert_eq!(field_name(input), *expected, "field_name({input:?})");
        }
    }

    #[test]
    fn resource_fields_avoid_output_methods() {
        assert_eq!(resource_field_name("Foo", "toFooOutput"), "ToFooOutput_");
        assert_eq!(
            resource_field_name("Foo", "toFooOutputWithContext"),
            "ToFooOutputWithContext_"
        );
        assert_eq!(resource_field_name("Foo", "toBarOutput"), "ToBarOutput");
        assert_eq!(resource_field_name("Foo", "ID"), "ID_");
    }

    #[test]
    fn type_and_function_names() {
        assert_eq!(type_name("example_resource"), "Example_resource");
        assert_eq!(type_name("getFooFilter"), "GetFooFilter");
        assert_eq!(type_name("Foo/callResult"), "FooCallResult");
        assert_eq!(type_name("pulumi/pulumi/7454"), "PulumiPulumi_7454");
        assert_eq!(
            function_name("getCloudGatewayNetwork"),
            "GetCloudGatewayNetwork"
        );
    }

    #[test]
    fn valid_identifiers_and_packages() {
        assert_eq!(make_valid_identifier("type"), "_type");
        assert_eq!(make_valid_identifier("string"), "_string");
        assert_eq!(make_valid_identifier("8x"), "_8x");
        assert_eq!(make_valid_identifier("a-b"), "a_b");
        assert_eq!(make_valid_identifier("&ptr"), "&ptr");
        assert_eq!(package_name("HTTP_module"), "http_module");
    }

    #[test]
    fn title_checks_first_byte_like_pulumi() {
        assert_eq!(title("élan"), "Élan");
        assert_eq!(title(""), "");
        assert_eq!(title("$"), "");
    }
}
