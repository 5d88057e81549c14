//! Per-language identifier spelling for the generated SDKs.
//!
//! Python, Node.js, Go and C# reproduce the behaviour of Pulumi's own code generators so the
//! public API of a generated SDK matches the published one; Rust follows sdkgen's own rules.
//! Schema-level overrides (`language.csharp.name`, Go's `Lookup` renames, module overrides)
//! are the caller's responsibility.

pub mod casing;
pub mod csharp;
pub mod files;
pub mod go;
pub mod hidden;
pub mod java;
pub mod keywords;
pub mod nodejs;
pub mod python;
pub mod python_literals;
pub mod rust;
pub mod spellings;
pub mod unicode;
pub mod wrapped;

/// A target language of sdkgen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    Python,
    NodeJs,
    Go,
    CSharp,
    Rust,
    Java,
}

impl Lang {
    /// Every language, in declaration order.
    pub const ALL: [Lang; 6] = [
        Lang::Python,
        Lang::NodeJs,
        Lang::Go,
        Lang::CSharp,
        Lang::Rust,
        Lang::Java,
    ];

    /// The language's name as Pulumi spells it in schemas (`language.<name>`).
    pub fn as_str(self) -> &'static str {
        match self {
            Lang::Python => "python",
            Lang::NodeJs => "nodejs",
            Lang::Go => "go",
            Lang::CSharp => "csharp",
            Lang::Rust => "rust",
            Lang::Java => "java",
        }
    }

    /// The name readers know the SDK's language by, for messages (`TypeScript`, `C#`).
    pub fn title(self) -> &'static str {
        match self {
            Lang::Python => "Python",
            Lang::NodeJs => "TypeScript",
            Lang::Go => "Go",
            Lang::CSharp => "C#",
            Lang::Rust => "Rust",
            Lang::Java => "Java",
        }
    }
}

/// Result of escaping: the final identifier and whether it had to change because it was reserved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Escaped {
    pub name: String,
    pub escaped: bool,
}

impl Escaped {
    fn unchanged(name: String) -> Self {
        Escaped {
            name,
            escaped: false,
        }
    }
}

/// How the language's SDK spells a property / field / argument taken from a schema property
/// name (the camelCase wire name), before reserved-word escaping.
pub fn property_name(lang: Lang, wire_name: &str) -> String {
    match lang {
        Lang::Python => python::py_name_unescaped(wire_name),
        Lang::NodeJs => nodejs::property_name(wire_name),
        Lang::Go => go::title(wire_name),
        Lang::CSharp => csharp::property_name(wire_name),
        Lang::Rust => rust::snake_case(wire_name),
        // The field's name: the wire name as written (pulumi-java's `propertyName`).
        Lang::Java => wire_name.to_owned(),
    }
}

/// [`property_name`] followed by the language's reserved-word escaping.
pub fn escaped_property_name(lang: Lang, wire_name: &str) -> Escaped {
    let name = property_name(lang, wire_name);
    match lang {
        Lang::Python if python::is_keyword(&name) => Escaped {
            name: name + "_",
            escaped: true,
        },
        // Go fields are exported, so keywords cannot clash; only generated methods can.
        Lang::Go if go::is_reserved_field(&name) => Escaped {
            name: name + "_",
            escaped: true,
        },
        Lang::CSharp => {
            let (name, escaped) = csharp::escape_reserved(name);
            Escaped { name, escaped }
        }
        Lang::Rust => {
            let (name, escaped) = rust::escape_keyword(name);
            Escaped { name, escaped }
        }
        Lang::Java => {
            let ident = java::ident(&name);
            let escaped = ident != name;
            Escaped {
                name: ident,
                escaped,
            }
        }
        // Node.js property names are emitted verbatim; TypeScript accepts reserved words there.
        _ => Escaped::unchanged(name),
    }
}

/// Type/class name of an object type, enum or resource from the last token segment.
pub fn type_name(lang: Lang, token_name: &str) -> String {
    match lang {
        Lang::Python => python::type_name(token_name),
        Lang::NodeJs => nodejs::type_name(token_name),
        Lang::Go => go::type_name(token_name),
        Lang::CSharp => csharp::type_name(token_name),
        Lang::Rust => rust::type_name(token_name),
        Lang::Java => java::type_name(token_name),
    }
}

/// Function name from the last token segment (`getCloudGatewayNetwork`).
pub fn function_name(lang: Lang, token_name: &str) -> String {
    match lang {
        Lang::Python => python::function_name(token_name),
        Lang::NodeJs => nodejs::function_name(token_name),
        Lang::Go => go::function_name(token_name),
        Lang::CSharp => csharp::function_name(token_name),
        Lang::Rust => rust::function_name(token_name),
        Lang::Java => java::function_name(token_name),
    }
}

/// Whether `ident` is a reserved word in `lang`.
pub fn is_reserved(lang: Lang, ident: &str) -> bool {
    match lang {
        Lang::Python => python::is_keyword(ident),
        Lang::NodeJs => nodejs::is_reserved(ident),
        Lang::Go => go::is_reserved(ident),
        Lang::CSharp => csharp::is_reserved(ident),
        Lang::Rust => rust::is_reserved(ident),
        Lang::Java => java::is_reserved(ident),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lang_names() {
        let names: Vec<_> = Lang::ALL.iter().map(|lang| lang.as_str()).collect();
        assert_eq!(names, ["python", "nodejs", "go", "csharp", "rust", "java"]);
    }

    #[test]
    fn property_names_per_language() {
        let wire = "oauthStsTokenExpiredInSeconds";
        let expected = [
            "oauth_sts_token_expired_in_seconds",
            "oauthStsTokenExpiredInSeconds",
            "OauthStsTokenExpiredInSeconds",
            "OauthStsTokenExpiredInSeconds",
            "oauth_sts_token_expired_in_seconds",
        ];
        for (lang, expected) in Lang::ALL.into_iter().zip(expected) {
            assert_eq!(property_name(lang, wire), expected, "{lang:?}");
        }
    }

    #[test]
    fn escaping_per_language() {
        let escaped = |name: &str, escaped| Escaped {
            name: name.to_owned(),
            escaped,
        };
        assert_eq!(
            escaped_property_name(Lang::Python, "lambda"),
            escaped("lambda_", true)
        );
        assert_eq!(
            escaped_property_name(Lang::Python, "name"),
            escaped("name", false)
        );
        assert_eq!(
            escaped_property_name(Lang::NodeJs, "default"),
            escaped("default", false)
        );
        assert_eq!(escaped_property_name(Lang::Go, "ID"), escaped("ID_", true));
        assert_eq!(
            escaped_property_name(Lang::Go, "type"),
            escaped("Type", false)
        );
        assert_eq!(
            escaped_property_name(Lang::CSharp, "class"),
            escaped("Class", false)
        );
        assert_eq!(
            escaped_property_name(Lang::Rust, "type"),
            escaped("r#type", true)
        );
        assert_eq!(
            escaped_property_name(Lang::Rust, "self"),
            escaped("self_", true)
        );
    }

    #[test]
    fn type_and_function_names_per_language() {
        let token = "getCloudGatewayNetwork";
        let functions = [
            "get_cloud_gateway_network",
            "getCloudGatewayNetwork",
            "GetCloudGatewayNetwork",
            "GetCloudGatewayNetwork",
            "get_cloud_gateway_network",
        ];
        for (lang, expected) in Lang::ALL.into_iter().zip(functions) {
            assert_eq!(function_name(lang, token), expected, "{lang:?}");
        }
        let object = "AccessPointCloudAEgressPrivateLinkEndpoint";
        for lang in Lang::ALL {
            assert_eq!(type_name(lang, object), object, "{lang:?}");
            assert_eq!(type_name(lang, "getFooFilter"), "GetFooFilter", "{lang:?}");
        }
    }

    #[test]
    fn reserved_words_per_language() {
        assert!(is_reserved(Lang::Python, "async"));
        assert!(is_reserved(Lang::NodeJs, "instanceof"));
        assert!(is_reserved(Lang::Go, "chan"));
        assert!(is_reserved(Lang::CSharp, "namespace"));
        assert!(is_reserved(Lang::Rust, "dyn"));
        assert!(!is_reserved(Lang::Rust, "name"));
    }
}
