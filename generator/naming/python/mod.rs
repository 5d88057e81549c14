//! Python spellings, following Pulumi's `pkg/codegen/python` generator.

pub mod plan;

use super::casing::uppercase_first;
use super::keywords;

/// Names that already shipped with the spelling of Pulumi's older snake-casing rules (which does
/// not fold a plural `s` into a preceding acronym); Pulumi keeps them for compatibility.
const LEGACY_NAMES: &[&str] = &["GetPublicIPs", "GetUptimeCheckIPs", "openXJsonSerDe"];

/// Where the snake-casing state machine stands after the previous character.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Previous {
    /// Nothing seen yet.
    Start,
    /// One upper-case letter that followed a lower-case letter or digit (or opened the name).
    Upper,
    /// Two or more upper-case letters in a row, i.e. an acronym in progress.
    Acronym,
    /// A lower-case letter, digit or anything else that is not upper case.
    LowerOrDigit,
}

/// Whether `c` may open a Python identifier (ASCII letters, `_`, and Unicode letters).
pub fn is_identifier_start(c: char) -> bool {
    c == '_' || c.is_ascii_alphabetic() || (!c.is_ascii() && c.is_alphabetic())
}

/// Whether `c` may continue a Python identifier (adds digits and Unicode numerics).
pub fn is_identifier_part(c: char) -> bool {
    is_identifier_start(c) || c.is_ascii_digit() || (!c.is_ascii() && c.is_alphanumeric())
}

/// Why `name` is not one Python identifier, by its characters alone (keywords are the caller's
/// to judge); `None` when it is one.
pub fn identifier_problem(name: &str) -> Option<&'static str> {
    let mut chars = name.chars();
    if !chars.next().is_some_and(is_identifier_start) {
        return Some("does not start with a letter or `_`");
    }
    if !chars.all(is_identifier_part) {
        return Some("holds characters other than letters, digits and `_`");
    }
    None
}

/// Pulumi's `PyName`: snake_case by its acronym-aware state machine (`podCIDRs` → `pod_cidrs`,
/// `SHA256Hash` → `sha256_hash`), legacy spellings for the few shipped names, then keyword escaping.
pub fn py_name(name: &str) -> String {
    ensure_keyword_safe(py_name_unescaped(name))
}

/// [`py_name`] without the final keyword escaping (what `property_name` returns for Python).
pub fn py_name_unescaped(name: &str) -> String {
    snake_case(name, LEGACY_NAMES.contains(&name))
}

/// Pulumi's `PyName` state machine. With `legacy` set it behaves like the pre-2020 rules, which
/// split a trailing lower-case `s` off an acronym (`podIPs` → `pod_i_ps`).
pub fn snake_case(name: &str, legacy: bool) -> String {
    // Room for the name and a few underscores: growing from empty reallocated several times.
    let mut words = SnakeWords {
        done: String::with_capacity(name.len() + 8),
        current: String::with_capacity(name.len()),
    };
    let mut previous = Previous::Start;
    for raw in name.chars() {
        let c = if is_identifier_part(raw) { raw } else { '_' };
        previous = match previous {
            Previous::Start => words.start(c),
            Previous::Upper => words.after_upper(c),
            Previous::Acronym => words.after_acronym(c, legacy),
            Previous::LowerOrDigit => words.after_lower(c),
        };
    }
    words.finish()
}

/// Finished words joined by `_`, plus the word being built.
struct SnakeWords {
    done: String,
    current: String,
}

impl SnakeWords {
    fn start(&mut self, c: char) -> Previous {
        if !is_identifier_start(c) {
            // A leading digit cannot open an identifier, so it gets an underscore in front.
            self.current.push('_');
        }
        self.push_classified(c)
    }

    fn after_upper(&mut self, c: char) -> Previous {
        if c.is_uppercase() {
            self.current.push(super::casing::lower_char(c));
            return Previous::Acronym;
        }
        self.current.push(c);
        Previous::LowerOrDigit
    }

    fn after_acronym(&mut self, c: char, legacy: bool) -> Previous {
        if c.is_uppercase() {
            self.current.push(super::casing::lower_char(c));
            return Previous::Acronym;
        }
        // Digits (`SHA256`) and, outside legacy mode, a plural `s` (`IPs`) stay with the acronym.
        if c.is_numeric() || (c == 's' && !legacy) {
            self.current.push(c);
            return Previous::LowerOrDigit;
        }
        // Anything else means the last upper-case letter started a new word (`HTTPServer`).
        let last = self.current.pop().unwrap_or_default();
        self.close_word();
        self.current.push(last);
        self.current.push(c);
        Previous::LowerOrDigit
    }

    fn after_lower(&mut self, c: char) -> Previous {
        if c.is_uppercase() {
            self.close_word();
            self.current.push(super::casing::lower_char(c));
            return Previous::Upper;
        }
        self.current.push(c);
        Previous::LowerOrDigit
    }

    fn push_classified(&mut self, c: char) -> Previous {
        if c.is_uppercase() {
            self.current.push(super::casing::lower_char(c));
            Previous::Upper
        } else {
            self.current.push(c);
            Previous::LowerOrDigit
        }
    }

    /// Moves the word being built to the finished ones.
    fn close_word(&mut self) {
        if !self.done.is_empty() {
            self.done.push('_');
        }
        self.done.push_str(&self.current);
        self.current.clear();
    }

    fn finish(mut self) -> String {
        if !self.current.is_empty() {
            self.close_word();
        }
        self.done
    }
}

/// Resource `__init__` parameter, as Pulumi's `InitParamName`: [`py_name`], plus a trailing `_`
/// when it would shadow the built-in `resource_name` or `opts` parameters.
pub fn init_param_name(wire_name: &str) -> String {
    init_param(py_name(wire_name))
}

/// A resource `__init__`/`get` parameter for the attribute `name`: a trailing `_` when Python
/// would read it as the built-in `resource_name` or `opts` parameter (also in its NFKC form:
/// `ｏｐｔｓ` is `opts` to Python).
pub fn init_param(name: String) -> String {
    match super::unicode::nfkc(&name).as_ref() {
        "resource_name" | "opts" => name + "_",
        _ => name,
    }
}

/// Where a property's Python name lands in a generated SDK: the code around it differs by place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropertyPlace {
    /// An attribute of the resource class.
    ResourceOutput,
    /// A parameter of the resource's constructor and an attribute of its args class.
    ResourceInput,
    /// A parameter of the resource's static `get` and an attribute of its state class.
    StateInput,
    /// An attribute of an input and an output class (the output class is a `dict`).
    ObjectType,
    /// A parameter of a function's plain and output forms.
    FunctionInput,
    /// A parameter of the result class's constructor and an attribute of it.
    FunctionOutput,
    /// A parameter of a resource method (whose `__self__` is the resource itself).
    MethodInput,
    /// An attribute of the package's config module.
    Config,
}

impl PropertyPlace {
    /// What a property at this place is called in messages.
    pub fn noun(self) -> &'static str {
        match self {
            PropertyPlace::ResourceOutput => "a resource output",
            PropertyPlace::ResourceInput => "a resource input",
            PropertyPlace::StateInput => "a resource state input",
            PropertyPlace::ObjectType => "a property of an object type",
            PropertyPlace::FunctionInput => "a function input",
            PropertyPlace::FunctionOutput => "a function output",
            PropertyPlace::MethodInput => "a method input",
            PropertyPlace::Config => "a config variable",
        }
    }
}

/// Why a property whose Python name is `name` would break the generated SDK at `place`, if it
/// would: the generated code around it already uses that name. Each case was found by
/// generating a one-property package and running it in Python (an import or call failed).
pub fn reserved_property_problem(name: &str, place: PropertyPlace) -> Option<&'static str> {
    use PropertyPlace::*;
    if let Some(rest) = name.strip_prefix("__") {
        if place == MethodInput && name == "__self__" {
            return None;
        }
        return Some(if rest.len() > 2 && rest.ends_with("__") {
            "a name with two leading and trailing underscores belongs to Python's object model or to the SDK's own locals"
        } else {
            "Python rewrites a name with two leading underscores inside a class, so no keyword argument could reach it"
        });
    }
    match (name, place) {
        ("_utilities" | "_builtins", _) => {
            Some("the generated modules import a module under this name, which it would hide")
        }
        (
            "isinstance" | "super",
            ResourceInput | StateInput | FunctionInput | FunctionOutput | MethodInput,
        ) => Some("the generated code calls the Python built-in of this name, which it would hide"),
        ("opts", FunctionInput) => Some("the generated function already has an `opts` parameter"),
        ("id", StateInput) => Some("the resource's `get` already has an `id` parameter"),
        ("get" | "_internal_init", ResourceOutput) => {
            Some("the resource class already has a method of this name")
        }
        ("get", ObjectType) => {
            Some("output classes are dicts, and this would replace their `get` method")
        }
        _ => None,
    }
}

/// Whether Pulumi's Python generator escapes `ident` (Python 2 + 3 hard keywords).
pub fn is_keyword(ident: &str) -> bool {
    keywords::contains(keywords::PYTHON, ident)
}

/// Pulumi's `EnsureKeywordSafe`: a keyword gets a trailing `_` (PEP 8 style).
pub fn ensure_keyword_safe(name: String) -> String {
    if is_keyword(&name) {
        name + "_"
    } else {
        name
    }
}

/// Class name of an object type or enum: the token's last segment with its first letter
/// upper-cased, as Pulumi's `tokenToName` does (no keyword escaping for these).
pub fn type_name(token_name: &str) -> String {
    uppercase_first(token_name)
}

/// Class name of a resource: like [`type_name`] but keyword-escaped, as Pulumi's `pyClassName`.
pub fn resource_class_name(token_name: &str) -> String {
    ensure_keyword_safe(type_name(token_name))
}

/// Function name: Pulumi upper-cases the token's first letter before `PyName`, which matters
/// for the legacy list (`getPublicIPs` → `get_public_i_ps`) and for leading acronyms.
pub fn function_name(token_name: &str) -> String {
    py_name(&type_name(token_name))
}

/// Python module for a Pulumi module (`someModule/nested` → `somemodule/nested`; `index` → ``),
/// following Pulumi's `moduleToPythonModule` without user overrides: lower-case, then `PyName`
/// per `/`-separated part.
pub fn module_name(module: &str) -> String {
    if module == "index" {
        return String::new();
    }
    module
        .to_lowercase()
        .split('/')
        .map(py_name)
        .collect::<Vec<_>>()
        .join("/")
}

/// The attribute/parameter name of a property (`language.python.name` wins).
pub fn attribute_name(p: &crate::ir::Property) -> String {
    if let Some(name) = &p.names.python {
        return name.clone();
    }
    py_name(&p.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (wire name, Python name). Sources: Pulumi's own PyName tests, its codegen test data
    /// (`legacy-names`, `hyphenated-symbols`), the real schemas in the corpus, and hand traces
    /// of the state machine for the acronym/digit cases.
    const PY_NAMES: &[(&str, &str)] = &[
        ("kubeletConfigKey", "kubelet_config_key"),
        ("podCIDR", "pod_cidr"),
        ("podCidr", "pod_cidr"),
        ("podCIDRs", "pod_cidrs"),
        ("podIPs", "pod_ips"),
        ("nonResourceURLs", "non_resource_urls"),
        ("someTHINGsAREWeird", "some_things_are_weird"),
        ("podCIDRSet", "pod_cidr_set"),
        ("Sha256Hash", "sha256_hash"),
        ("SHA256Hash", "sha256_hash"),
        ("proj:config", "proj_config"),
        ("openXJsonSerDe", "open_x_json_ser_de"),
        ("GetPublicIPs", "get_public_i_ps"),
        ("GetUptimeCheckIPs", "get_uptime_check_i_ps"),
        (
            "oauthStsTokenExpiredInSeconds",
            "oauth_sts_token_expired_in_seconds",
        ),
        ("vpcEndpointDnsName", "vpc_endpoint_dns_name"),
        ("cloudAKey", "cloud_a_key"),
        ("ipv6CidrBlock", "ipv6_cidr_block"),
        ("s3Bucket", "s3_bucket"),
        ("HTTPSEnabled", "https_enabled"),
        ("k8sVersion", "k8s_version"),
        ("ID", "id"),
        ("apiKeyV2", "api_key_v2"),
        ("URL", "url"),
        ("good_URLs", "good__urls"),
        ("request_HTTP", "request__http"),
        ("has-a-hyphen", "has_a_hyphen"),
        ("__self__", "__self__"),
        ("actionsIpv4s", "actions_ipv4s"),
        ("ed25519SkKeyRestriction", "ed25519_sk_key_restriction"),
        ("oauth2PermissionScopeIds", "oauth2_permission_scope_ids"),
        ("p2pOciRegistryPlugin", "p2p_oci_registry_plugin"),
        ("externalK8sProxyUrl", "external_k8s_proxy_url"),
        ("ms365ClientId", "ms365_client_id"),
        ("$ref", "_ref"),
        ("3dModel", "_3d_model"),
        ("XMLHttpRequest", "xml_http_request"),
        ("IPAddress", "ip_address"),
        ("DNSsec", "dnssec"),
        ("URL_path", "ur_l_path"),
        ("lambda", "lambda_"),
        ("from", "from_"),
        ("print", "print_"),
        ("match", "match"),
        ("None", "none"),
    ];

    #[test]
    fn py_name_table() {
        for (input, expected) in PY_NAMES {
            assert_eq!(py_name(input), *expected, "py_name({input:?})");
        }
    }

    #[test]
    fn legacy_rules_split_plural_off_acronyms() {
        let cases = [
            ("podCIDRs", "pod_cid_rs"),
            ("podIPs", "pod_i_ps"),
            ("nonResourceURLs", "non_resource_ur_ls"),
            ("someTHINGsAREWeird", "some_thin_gs_are_weird"),
            ("SHA256Hash", "sha256_hash"),
            ("DNSsec", "dn_ssec"),
        ];
        for (input, expected) in cases {
            assert_eq!(snake_case(input, true), expected, "legacy {input:?}");
        }
    }

    #[test]
    fn unescaped_keeps_keywords() {
        assert_eq!(py_name_unescaped("lambda"), "lambda");
        assert_eq!(py_name_unescaped("podIPs"), "pod_ips");
    }

    #[test]
    fn class_and_function_names() {
        assert_eq!(
            type_name("accessPointCloudAEgress"),
            "AccessPointCloudAEgress"
        );
        assert_eq!(type_name("enum_XYZ"), "Enum_XYZ");
        assert_eq!(resource_class_name("none"), "None_");
        assert_eq!(
            function_name("getCloudGatewayNetwork"),
            "get_cloud_gateway_network"
        );
        assert_eq!(function_name("getPublicIPs"), "get_public_i_ps");
        assert_eq!(function_name("aBC"), "abc");
        assert_eq!(py_name("aBC"), "a_bc");
    }

    #[test]
    fn init_params_avoid_builtin_parameters() {
        // confluentcloud's KafkaAcl examples use `resource_name_=` for its `resourceName` input.
        assert_eq!(init_param_name("resourceName"), "resource_name_");
        assert_eq!(init_param_name("opts"), "opts_");
        assert_eq!(init_param_name("patternType"), "pattern_type");
    }

    #[test]
    fn module_names() {
        assert_eq!(module_name("index"), "");
        assert_eq!(module_name("someModule"), "somemodule");
        assert_eq!(module_name("indexMine/nested"), "indexmine/nested");
        assert_eq!(module_name("HTTP_module"), "http_module");
    }
}
