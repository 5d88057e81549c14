//! Java spellings, following pulumi-java's generator (`pkg/codegen/java` and its `names`
//! package, v1.34.0): identifiers with illegal characters made `_` and reserved words suffixed
//! with `_`, getters and setters that avoid `Object`'s and `Resource`'s methods, class names from
//! tokens, and Java package names.

pub mod plan;

use super::casing::{lower_char, upper_char};
use super::keywords;

/// Whether `c` may open a Java identifier as Pulumi's generator decides it (`_`, `$` or a
/// letter).
pub fn is_identifier_start(c: char) -> bool {
    c == '_' || c == '$' || c.is_alphabetic()
}

/// Whether `c` may continue a Java identifier (adds digits; only ASCII ones, since other
/// numeric characters such as `²` are not identifier parts in Java).
pub fn is_identifier_part(c: char) -> bool {
    is_identifier_start(c) || c.is_ascii_digit()
}

/// Whether `ident` is a Java reserved word (keywords, literals, `var`, `_`).
pub fn is_reserved(ident: &str) -> bool {
    keywords::contains(keywords::JAVA, ident)
}

/// A valid Java identifier for `name` (pulumi-java's `Ident.String`): a leading `$` is kept,
/// `-` is dropped (`azure-native` → `azurenative`), any other character no identifier holds
/// becomes `_`, a name that cannot open an identifier gets a `_` in front, and a reserved word
/// gets a `_` after it (`class` → `class_`). Unlike Pulumi's, a name left starting with a digit
/// after its `-` were dropped also gets the `_`, so it stays an identifier.
pub fn ident(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    for (index, c) in name.char_indices() {
        if index == 0 && c == '$' {
            out.push(c);
        } else if c == '-' {
            continue;
        } else if !is_identifier_part(c) {
            out.push('_');
        } else {
            if out.is_empty() && !is_identifier_start(c) {
                out.push('_');
            }
            out.push(c);
        }
    }
    if out.is_empty() {
        // Nothing usable was left (`-`): still an identifier.
        out.push('_');
    }
    if is_reserved(&out) {
        out.push('_');
    }
    out
}

/// The getter (and builder setter) of a property named `name`: its [`ident`], with a `_` after a
/// name `Object` or the builders already use (`toString` → `toString_`, `builder` → `builder_`).
pub fn getter(name: &str) -> String {
    let field = ident(name);
    if keywords::contains(keywords::JAVA_METHODS, &field) {
        field + "_"
    } else {
        field
    }
}

/// The getter of a resource's output property: [`getter`], with a `_` after a name
/// `com.pulumi.resources.Resource` uses (`urn` → `urn_`, `id` → `id_`).
pub fn resource_getter(name: &str) -> String {
    let getter = getter(name);
    if keywords::contains(keywords::JAVA_RESOURCE_METHODS, &getter) {
        getter + "_"
    } else {
        getter
    }
}

/// The first character upper-cased, the rest kept (pulumi-java's `names.Title`).
pub fn title(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => std::iter::once(upper_char(first)).chain(chars).collect(),
        None => String::new(),
    }
}

/// The first character lower-cased, the rest kept (pulumi-java's `names.LowerCamelCase`).
pub fn lower_camel_case(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => std::iter::once(lower_char(first)).chain(chars).collect(),
        None => String::new(),
    }
}

/// The class of an object type, enum or resource from its token's name part
/// (`tokenToName`): title-cased, then made an identifier.
pub fn type_name(token_name: &str) -> String {
    ident(&title(token_name))
}

/// The method of a function in its module's `…Functions` class: the class-style name with its
/// first letter lower-cased (`getCluster`), and a `_` after a reserved word (`new` → `new_`;
/// Pulumi's generator writes the keyword, which does not compile).
pub fn function_name(token_name: &str) -> String {
    let name = lower_camel_case(&type_name(token_name));
    if is_reserved(&name) {
        name + "_"
    } else {
        name
    }
}

/// An enum constant's name from its schema name or value (pulumi-java's `MakeSafeEnumName`):
/// symbols that are a whole name become words (`*` → `Asterisk`), the rest is made an
/// identifier and title-cased word by word, and runs of `_` become one. None when the name is one
/// character that cannot open an identifier.
pub fn enum_constant_name(name: &str) -> Option<String> {
    let expanded = super::casing::expand_short_enum_name(name);
    let mut chars = expanded.chars();
    if let (Some(only), None) = (chars.next(), chars.next()) {
        if !is_identifier_start(only) {
            return None;
        }
    }
    let titled = title_words(&ident(&expanded));
    let mut out = String::with_capacity(titled.len());
    for c in titled.chars() {
        if c == '_' && out.ends_with('_') {
            continue;
        }
        out.push(c);
    }
    Some(out)
}

/// Go's `strings.Title`: the first letter of every word upper-cased, where a word starts after
/// a separator (an ASCII character that is not a letter, digit or `_`, or a non-ASCII space).
fn title_words(s: &str) -> String {
    let is_separator = |c: char| {
        if c.is_ascii() {
            !(c.is_ascii_alphanumeric() || c == '_')
        } else {
            c.is_whitespace()
        }
    };
    let mut out = String::with_capacity(s.len());
    let mut previous: Option<char> = None;
    for c in s.chars() {
        let starts_word = previous.is_none_or(is_separator);
        out.push(if starts_word { upper_char(c) } else { c });
        previous = Some(c);
    }
    out
}

/// A Java package name from a dotted name, each part made an identifier (`parsePackageName`).
pub fn package_name(dotted: &str) -> String {
    dotted.split('.').map(ident).collect::<Vec<_>>().join(".")
}

/// The part of the default base package a schema `namespace` gives (`com.<namespace>.`):
/// `-` dropped and `/` made `_` (pulumi-java's `sanitizeImport`).
pub fn namespace_segment(namespace: &str) -> String {
    namespace.replace('-', "").replace('/', "_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_drop_hyphens_escape_keywords_and_illegal_characters() {
        for (name, expected) in [
            ("azure-native", "azurenative"),
            ("class", "class_"),
            ("var", "var_"),
            ("_", "__"),
            ("$ref", "$ref"),
            ("odata.type", "odata_type"),
            ("1password", "_1password"),
            ("-1abc", "_1abc"),
            ("@type", "_type"),
            ("ß", "ß"),
            ("-", "__"),
            ("String", "String"),
        ] {
            assert_eq!(ident(name), expected, "{name}");
        }
    }

    #[test]
    fn getters_avoid_object_and_resource_methods() {
        assert_eq!(getter("toString"), "toString_");
        assert_eq!(getter("builder"), "builder_");
        assert_eq!(getter("urn"), "urn");
        assert_eq!(resource_getter("urn"), "urn_");
        assert_eq!(resource_getter("id"), "id_");
        assert_eq!(resource_getter("class"), "class_");
        assert_eq!(resource_getter("name"), "name");
    }

    #[test]
    fn class_and_function_names() {
        assert_eq!(type_name("getFooFilter"), "GetFooFilter");
        assert_eq!(type_name("my-type"), "Mytype");
        assert_eq!(function_name("getCluster"), "getCluster");
        assert_eq!(function_name("GetCluster"), "getCluster");
        assert_eq!(function_name("new"), "new_");
        assert_eq!(function_name("False"), "false_");
    }

    #[test]
    fn enum_constants() {
        for (name, expected) in [
            ("*", Some("Asterisk")),
            ("Standard_LRS", Some("Standard_LRS")),
            ("text/plain", Some("Text_plain")),
            ("a__b", Some("A_b")),
            ("1", Some("One")),
            ("10", Some("_10")),
            ("how are you", Some("How_are_you")),
            ("'", None),
            ("a$b", Some("A$B")),
        ] {
            assert_eq!(enum_constant_name(name).as_deref(), expected, "{name}");
        }
    }

    #[test]
    fn package_names() {
        assert_eq!(package_name("com.pulumi.my-pkg"), "com.pulumi.mypkg");
        assert_eq!(package_name("com.pulumi.tree_v1"), "com.pulumi.tree_v1");
        assert_eq!(namespace_segment("my-org/sub"), "myorg_sub");
    }
}
