//! Type specs → [`ir::Type`]: primitives, arrays, maps, unions and `$ref`s (local, built-in and
//! other packages'), plus the checks of values against types (defaults, constants, enums).

use std::collections::HashMap;

use super::external::Lookup;
use super::{Among, Binder};
use crate::diagnostics::{did_you_mean, Code, Suggestions};
use crate::ir::{self, ExternalKind, ExternalRef, Type, UnionType};
use crate::load::pointer;
use crate::spec::{ScalarValue, TypeSpec};

/// The primitive type names of the format.
pub(super) const PRIMITIVES: &[&str] = &["boolean", "integer", "number", "string"];

/// Every `type` name a type spec may have.
const TYPE_KINDS: &[&str] = &["array", "boolean", "integer", "number", "object", "string"];

/// Names from other languages authors often write for a primitive.
const PRIMITIVE_ALIASES: &[(&str, &str)] = &[
    ("bool", "boolean"),
    ("dict", "object"),
    ("double", "number"),
    ("float", "number"),
    ("int", "integer"),
    ("int32", "integer"),
    ("int64", "integer"),
    ("list", "array"),
    ("map", "object"),
    ("str", "string"),
];

/// The built-in types of `pulumi.json`.
const BUILTINS: &[&str] = &["Any", "Archive", "Asset", "Json"];

impl Binder<'_> {
    /// Resolves a type spec at `at`. Problems are reported; the result is then [`Type::Any`] so
    /// that binding can go on and report everything else too.
    pub(super) fn bind_type(&mut self, at: &str, spec: &TypeSpec) -> Type {
        if let Some(reference) = &spec.ref_ {
            return self.bind_ref(at, reference, spec.type_.as_deref());
        }
        if let Some(alternatives) = &spec.one_of {
            return self.bind_union(at, spec, alternatives);
        }
        let Some(kind) = spec.type_.as_deref() else {
            self.report(
                Code::InvalidTypeSpec,
                "a type needs `type`, `$ref` or `oneOf`",
                at,
            );
            return Type::Any;
        };
        match kind {
            "array" => match &spec.items {
                Some(items) => Type::Array(Box::new(
                    self.bind_type(&pointer::child(at, "items"), items),
                )),
                None => {
                    let d = self
                        .diagnostic(
                            Code::InvalidTypeSpec,
                            "an array type needs `items`, the type of its elements",
                            at,
                        )
                        .with_help(r#"for example "items": {"type": "string"}"#);
                    self.push(d);
                    Type::Any
                }
            },
            "object" => Type::Map(Box::new(match &spec.additional_properties {
                Some(element) => {
                    self.bind_type(&pointer::child(at, "additionalProperties"), element)
                }
                None => Type::String,
            })),
            other => self
                .bind_primitive(&pointer::child(at, "type"), other)
                .unwrap_or(Type::Any),
        }
    }

    /// A primitive type name; unknown names are reported with a suggestion.
    pub(super) fn bind_primitive(&mut self, at: &str, name: &str) -> Option<Type> {
        match name {
            "boolean" => Some(Type::Boolean),
            "integer" => Some(Type::Integer),
            "number" => Some(Type::Number),
            "string" => Some(Type::String),
            _ => {
                let suggestion = PRIMITIVE_ALIASES
                    .iter()
                    .find(|(alias, _)| alias.eq_ignore_ascii_case(name))
                    .map(|(_, real)| *real)
                    .or_else(|| did_you_mean(name, TYPE_KINDS.iter().copied()));
                let mut d = self.diagnostic(
                    Code::UnknownPrimitive,
                    format!(
                        "unknown type `{name}`; the format knows {}",
                        TYPE_KINDS.join(", ")
                    ),
                    at,
                );
                if let Some(s) = suggestion {
                    d = d.with_help(format!("did you mean `{s}`?"));
                }
                self.push(d);
                None
            }
        }
    }

    fn bind_union(&mut self, at: &str, spec: &TypeSpec, alternatives: &[TypeSpec]) -> Type {
        let one_of_at = pointer::child(at, "oneOf");
        if alternatives.len() < 2 {
            self.report(
                Code::InvalidTypeSpec,
                "`oneOf` must list at least two types",
                one_of_at.clone(),
            );
        }
        let default_type = spec.type_.as_deref().and_then(|name| {
            self.bind_primitive(&pointer::child(at, "type"), name)
                .map(Box::new)
        });
        let elements = alternatives
            .iter()
            .enumerate()
            .map(|(i, alt)| self.bind_type(&pointer::child(&one_of_at, &i.to_string()), alt))
            .collect();
        let (discriminator, mapping) = match &spec.discriminator {
            Some(d) => {
                if d.property_name.is_empty() {
                    self.report(
                        Code::InvalidTypeSpec,
                        "a discriminator must name its property (`propertyName`)",
                        pointer::child(at, "discriminator"),
                    );
                }
                let mapping_at = pointer::descend(at, &["discriminator", "mapping"]);
                for (value, reference) in &d.mapping {
                    self.bind_ref(&pointer::child(&mapping_at, value), reference, None);
                }
                (
                    Some(d.property_name.clone()),
                    d.mapping
                        .iter()
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                )
            }
            None => (None, Vec::new()),
        };
        Type::Union(Box::new(UnionType {
            elements,
            default_type,
            discriminator,
            mapping,
        }))
    }

    /// Resolves the `$ref` of the type spec at `spec_at`; `declared` is the spec's `type`, which
    /// the format allows beside a `$ref` as the underlying type of an opaque token.
    fn bind_ref(&mut self, spec_at: &str, reference: &str, declared: Option<&str>) -> Type {
        let ref_at = pointer::child(spec_at, "$ref");
        let at = ref_at.as_str();
        let Some((document, fragment)) = reference.split_once('#') else {
            self.malformed_ref(at, reference);
            return Type::Any;
        };
        let fragment = percent_decode(fragment);
        if document.is_empty() {
            return self.bind_local_ref(spec_at, reference, &fragment, declared);
        }
        if document == "pulumi.json" {
            let name = fragment.trim_start_matches('/');
            return match name {
                "Any" => Type::Any,
                "Archive" => Type::Archive,
                "Asset" => Type::Asset,
                "Json" => Type::Json,
                _ => {
                    let mut d = self.diagnostic(
                        Code::UnknownRef,
                        format!("`{reference}` is not a built-in type; pulumi.json defines Any, Archive, Asset and Json"),
                        at,
                    );
                    if let Some(s) = did_you_mean(name, BUILTINS.iter().copied()) {
                        d = d.with_help(format!("did you mean `pulumi.json#/{s}`?"));
                    }
                    self.push(d);
                    Type::Any
                }
            };
        }
        self.bind_external_ref(at, reference, document, &fragment)
    }

    fn bind_local_ref(
        &mut self,
        spec_at: &str,
        reference: &str,
        fragment: &str,
        declared: Option<&str>,
    ) -> Type {
        let ref_at = pointer::child(spec_at, "$ref");
        let at = ref_at.as_str();
        if fragment == "/provider"
            || fragment.strip_prefix("/resources/") == Some(&super::provider_token(&self.spec.name))
        {
            return Type::Provider;
        }
        if let Some(token) = fragment.strip_prefix("/types/") {
            if let Some(&id) = self.objects.get(token) {
                return Type::Object(id);
            }
            if let Some(&id) = self.enums.get(token) {
                return Type::Enum(id);
            }
            if self.spec.types.contains_key(token) {
                return Type::Any; // defined, but its token was reported as invalid
            }
            // A token of another package: the same as a reference into that package's schema.
            let package = token.split(':').next().unwrap_or_default();
            if !package.is_empty() && package != self.spec.name && token.split(':').count() == 3 {
                return self.resolve_external(
                    at,
                    reference,
                    package,
                    None,
                    ExternalKind::Type,
                    token,
                );
            }
            // An undefined token with a declared primitive: an opaque token of that type.
            if let Some(kind) = declared.filter(|k| PRIMITIVES.contains(k)) {
                let underlying = self
                    .bind_primitive(&pointer::child(spec_at, "type"), kind)
                    .unwrap_or(Type::Any);
                let d = self.diagnostic(
                    Code::OpaqueTypeToken,
                    format!("`{reference}` refers to type `{token}`, which this schema does not define; it is treated as its declared type `{kind}`"),
                    at,
                );
                self.push(d);
                let (module, name) = match token.split(':').collect::<Vec<_>>()[..] {
                    [_, module, name] => (self.module_of(module), name.to_string()),
                    _ => (String::new(), String::new()),
                };
                return Type::Token(Box::new(ir::TokenType {
                    token: token.to_string(),
                    module,
                    name,
                    underlying: Box::new(underlying),
                }));
            }
            let mut d = self.diagnostic(
                Code::UnknownRef,
                format!(
                    "`{reference}` refers to type `{token}`, which this schema does not define"
                ),
                at,
            );
            if let Some(s) = self.suggest(Among::Types, token) {
                d = d.with_help(format!("did you mean `#/types/{s}`?"));
            } else if self.spec.resources.contains_key(token) {
                d = d.with_help(format!("`{token}` is a resource: `#/resources/{token}`"));
            }
            self.push(d);
            return Type::Any;
        }
        if let Some(token) = fragment.strip_prefix("/resources/") {
            if let Some(&id) = self.resources.get(token) {
                return Type::Resource(id);
            }
            if self.spec.resources.contains_key(token) {
                return Type::Any;
            }
            let mut d = self.diagnostic(
                Code::UnknownRef,
                format!(
                    "`{reference}` refers to resource `{token}`, which this schema does not define"
                ),
                at,
            );
            if let Some(s) = self.suggest(Among::Resources, token) {
                d = d.with_help(format!("did you mean `#/resources/{s}`?"));
            } else if self.spec.types.contains_key(token) {
                d = d.with_help(format!("`{token}` is a type: `#/types/{token}`"));
            }
            self.push(d);
            return Type::Any;
        }
        self.malformed_ref(at, reference);
        Type::Any
    }

    fn malformed_ref(&mut self, at: &str, reference: &str) {
        let mut d = self.diagnostic(
            Code::MalformedRef,
            format!("`{reference}` is not a reference the format knows"),
            at,
        );
        // A common slip: a section name without its `s`, or a missing `#`.
        let token = reference
            .trim_start_matches('#')
            .trim_start_matches('/')
            .split_once('/')
            .map(|(_, t)| t);
        if let Some(token) = token {
            if self.spec.types.contains_key(token) {
                d = d.with_help(format!("did you mean `#/types/{token}`?"));
            } else if self.spec.resources.contains_key(token) {
                d = d.with_help(format!("did you mean `#/resources/{token}`?"));
            }
        }
        if d.help.is_none() {
            d = d.with_help("use `#/types/<token>`, `#/resources/<token>`, `#/provider`, `pulumi.json#/Any|Archive|Asset|Json`, or `/<package>/v<version>/schema.json#/types/<token>`");
        }
        self.push(d);
    }

    fn bind_external_ref(
        &mut self,
        at: &str,
        reference: &str,
        document: &str,
        fragment: &str,
    ) -> Type {
        // `/pkg/v1.2.3/schema.json`, `https://host/pkg/v1.2.3/schema.json`, or `pkg.json`.
        let path = document.split_once("://").map_or(document, |(_, rest)| {
            rest.split_once('/').map_or("", |(_, p)| p)
        });
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let (package, version) = match segments.as_slice() {
            [package, version, file] if file.ends_with(".json") || file.ends_with(".yaml") => {
                (package.to_string(), Some(version.to_string()))
            }
            [file] if file.ends_with(".json") => (file.trim_end_matches(".json").to_string(), None),
            _ => {
                self.malformed_ref(at, reference);
                return Type::Any;
            }
        };
        let (kind, token) = if fragment == "/provider" {
            (ExternalKind::Provider, String::new())
        } else if let Some(t) = fragment.strip_prefix("/types/") {
            (ExternalKind::Type, t.to_string())
        } else if let Some(t) = fragment.strip_prefix("/resources/") {
            (ExternalKind::Resource, t.to_string())
        } else {
            self.malformed_ref(at, reference);
            return Type::Any;
        };
        self.resolve_external(at, reference, &package, version.as_deref(), kind, &token)
    }

    /// Looks a reference up in another package's schema; a missing schema is only a warning.
    fn resolve_external(
        &mut self,
        at: &str,
        reference: &str,
        package: &str,
        version: Option<&str>,
        kind: ExternalKind,
        token: &str,
    ) -> Type {
        let mut external = ExternalRef {
            package: package.to_string(),
            version: version.map(str::to_string),
            kind,
            token: token.to_string(),
            module: String::new(),
            resolved: false,
            is_enum: false,
        };
        let referrer = self.source.path.as_deref();
        match self.externals.find(package, version, referrer) {
            Lookup::Found(index) => {
                let found = match kind {
                    ExternalKind::Provider => true,
                    ExternalKind::Type => match index.types.get(token) {
                        Some(&is_enum) => {
                            external.is_enum = is_enum;
                            true
                        }
                        None => false,
                    },
                    ExternalKind::Resource => index.resources.contains_key(token),
                };
                if found {
                    external.resolved = true;
                    external.module = index.module_of(token);
                    self.external_packages
                        .entry(package.to_string())
                        .or_insert_with(|| ir::ExternalPackage {
                            version: index.version.clone(),
                            settings: index.settings.clone(),
                            resources: index
                                .resources
                                .iter()
                                .filter(|(_, names)| !names.is_empty())
                                .map(|(t, names)| (t.clone(), names.clone()))
                                .collect(),
                        });
                    self.referenced
                        .entry(package.to_string())
                        .or_insert_with(|| version.map(str::to_string));
                } else {
                    let among = match kind {
                        ExternalKind::Type => Among::Types,
                        _ => Among::Resources,
                    };
                    let suggestion = self.suggest_in(among, package, token, || match kind {
                        ExternalKind::Type => {
                            Suggestions::new(index.types.keys().map(String::as_str))
                        }
                        _ => Suggestions::new(index.resources.keys().map(String::as_str)),
                    });
                    let mut d = self.diagnostic(
                        Code::UnknownRef,
                        format!("`{reference}`: package `{package}` does not define `{token}`"),
                        at,
                    );
                    if let Some(s) = suggestion {
                        d = d.with_help(format!("did you mean `{s}`?"));
                    }
                    self.push(d);
                }
            }
            Lookup::Unusable { path, reason } => {
                let d = self.diagnostic(
                    Code::DanglingExternalRef,
                    format!(
                        "`{reference}` refers to package `{package}`: {} is where its schema would be, but it cannot be used ({reason}); the type is treated as opaque",
                        path.display()
                    ),
                    at,
                );
                self.push(d);
            }
            Lookup::Missing if self.is_misspelt_own_package(package) => {
                self.misspelt_package(at, reference, package, kind, token);
                return Type::Any;
            }
            Lookup::Missing => {
                let d = self
                    .diagnostic(
                        Code::DanglingExternalRef,
                        format!("`{reference}` refers to package `{package}`, whose schema is not available; the type is treated as opaque"),
                        at,
                    )
                    .with_help(format!("pass that package's schema in the same run, or place it next to this file as `{package}.json`"));
                self.push(d);
            }
        }
        Type::External(Box::new(external))
    }

    /// Whether `package`, a package no schema is available for, looks like a misspelling of this
    /// package's own name: the same but for case, or a letter or two (one for short names)
    /// swapped, missing or added. A name that only adds a suffix of two or more characters
    /// (`azure` → `azuread`) is taken for another package.
    fn is_misspelt_own_package(&self, package: &str) -> bool {
        let own = self.spec.name.as_str();
        if package == own || self.spec.allowed_package_names.iter().any(|p| p == package) {
            return false;
        }
        let (a, b) = (package.to_lowercase(), own.to_lowercase());
        let (shorter, longer) = if a.len() <= b.len() {
            (&a, &b)
        } else {
            (&b, &a)
        };
        if longer.len() - shorter.len() >= 2
            && (longer.starts_with(shorter.as_str()) || longer.ends_with(shorter.as_str()))
        {
            return false;
        }
        let allowed = if own.chars().count() >= 6 { 2 } else { 1 };
        strsim::damerau_levenshtein(&a, &b) <= allowed
    }

    /// The error for a reference into a package whose name is a misspelling of this one's.
    fn misspelt_package(
        &mut self,
        at: &str,
        reference: &str,
        package: &str,
        kind: ExternalKind,
        token: &str,
    ) {
        let own = self.spec.name.clone();
        let fixed = token
            .strip_prefix(package)
            .map(|rest| format!("{own}{rest}"));
        let (section, among) = match kind {
            ExternalKind::Type => ("types", Some(Among::Types)),
            ExternalKind::Resource => ("resources", Some(Among::Resources)),
            ExternalKind::Provider => ("provider", None),
        };
        let defined = |fixed: &str| match kind {
            ExternalKind::Type => self.spec.types.contains_key(fixed),
            ExternalKind::Resource => self.spec.resources.contains_key(fixed),
            ExternalKind::Provider => false,
        };
        let suggestion = match (&fixed, among) {
            (Some(fixed), _) if defined(fixed) => Some(fixed.clone()),
            (Some(fixed), Some(among)) => self.suggest(among, fixed),
            _ => None,
        };
        let help = match suggestion {
            Some(s) => format!("did you mean `#/{section}/{s}`?"),
            None => format!("did you mean package `{own}`?"),
        };
        let d = self
            .diagnostic(
                Code::UnknownRef,
                format!("`{reference}` refers to package `{package}`, whose schema is not available, and whose name is nearly this package's own name `{own}`: a misspelling would leave a hole in every SDK"),
                at,
            )
            .with_help(help);
        self.push(d);
    }

    /// Checks that a default or constant value fits the property's type.
    pub(super) fn check_scalar_fits(
        &mut self,
        at: &str,
        value: &ScalarValue,
        type_: &Type,
        what: &str,
    ) {
        if let Err(problem) = self.scalar_fits(value, type_) {
            self.report(
                Code::DefaultTypeMismatch,
                format!("{what} {value} {problem}"),
                at,
            );
        }
    }

    fn scalar_fits(&self, value: &ScalarValue, type_: &Type) -> Result<(), String> {
        match type_ {
            Type::Any | Type::Json => Ok(()),
            Type::Boolean | Type::Integer | Type::Number | Type::String => {
                primitive_fits(value, type_)
            }
            Type::Enum(id) => {
                let element = self.enum_element_type(*id);
                primitive_fits(value, &element)
            }
            Type::External(e) if !e.resolved || e.is_enum => Ok(()),
            Type::Token(t) => self.scalar_fits(value, &t.underlying),
            Type::Union(u) => {
                if let Some(default_type) = &u.default_type {
                    return self.scalar_fits(value, default_type);
                }
                if u.elements.iter().any(|t| self.scalar_fits(value, t).is_ok()) {
                    Ok(())
                } else {
                    Err("fits none of the union's types".into())
                }
            }
            other => Err(format!(
                "cannot be given to a property of type {}; only booleans, integers, numbers, strings and enums have default or constant values",
                describe(other)
            )),
        }
    }

    fn enum_element_type(&self, id: ir::EnumId) -> Type {
        let token = self.enum_tokens[id.0];
        match self
            .spec
            .types
            .get(token)
            .and_then(|t| t.object.type_.as_deref())
        {
            Some("boolean") => Type::Boolean,
            Some("integer") => Type::Integer,
            Some("number") => Type::Number,
            Some("string") => Type::String,
            _ => Type::Any,
        }
    }

    pub(super) fn bind_enum(&mut self, token: ir::Token) -> ir::EnumType {
        let spec = &self.spec.types[&token.raw];
        let at = pointer::join(&["types", &token.raw]);
        let element_type = match spec.object.type_.as_deref() {
            Some(name) => {
                let type_at = pointer::child(&at, "type");
                match name {
                    "array" | "object" => {
                        self.report(
                            Code::InvalidEnum,
                            format!("an enum's type is boolean, integer, number or string, not `{name}`"),
                            type_at,
                        );
                        None
                    }
                    _ => {
                        if name == "boolean" {
                            let d = self
                                .diagnostic(
                                    Code::BooleanEnum,
                                    "an enum of booleans has no form in the Python and .NET SDKs, which only have string and number enums; generating them will fail",
                                    type_at.clone(),
                                )
                                .with_help("use a boolean property, or a string enum");
                            self.push(d);
                        }
                        self.bind_primitive(&type_at, name)
                    }
                }
            }
            None => {
                self.report(
                    Code::InvalidEnum,
                    "an enum needs `type`: boolean, integer, number or string",
                    at.clone(),
                );
                None
            }
        };
        let values_spec = spec.enum_.as_deref().unwrap_or_default();
        let enum_at = pointer::child(&at, "enum");
        // Two entries may share a value when both carry distinct names (an alias kept for
        // compatibility); otherwise the derived names would collide. Indexed, so that a huge
        // enum costs linear time: per value, the first entry and the first unnamed one.
        let mut seen_values: HashMap<ValueKey<'_>, (usize, Option<usize>)> = HashMap::new();
        let mut seen_names: HashMap<&str, usize> = HashMap::new();
        for (i, v) in values_spec.iter().enumerate() {
            let index = i.to_string();
            let value_at = pointer::descend(&enum_at, &[&index, "value"]);
            if let Some(element) = &element_type {
                if let Err(problem) = primitive_fits(&v.value, element) {
                    self.report(
                        Code::InvalidEnum,
                        format!("enum value {} {problem}", v.value),
                        value_at.clone(),
                    );
                    continue;
                }
            }
            let name = v.name.as_deref();
            // Each SDK names the member after `name`, or after the value when there is none.
            let named_after = match (name, &v.value) {
                (Some(name), _) => Some((name, "name")),
                (None, ScalarValue::String(value)) => Some((value.as_str(), "value")),
                _ => None,
            };
            if let Some((text, what, c)) = named_after.and_then(|(t, what)| {
                crate::naming::unicode::non_decimal_numeric(t).map(|c| (t, what, c))
            }) {
                self.report(
                    Code::InvalidName,
                    format!(
                        "enum member {what} `{text}` holds `{c}`, {}, which no SDK can spell in the member's name{}",
                        crate::naming::unicode::numeric_noun(c),
                        if what == "value" { " (give the value a `name`)" } else { "" }
                    ),
                    pointer::descend(&enum_at, &[&index, what]),
                );
            }
            let too_long = |text: &str| {
                let member = crate::naming::csharp::plan::enum_member(text, "E");
                crate::naming::csharp::identifier_too_long(&member)
            };
            if let Some((text, what)) = named_after.filter(|(t, _)| too_long(t)) {
                self.report(
                    Code::NameTooLong,
                    format!(
                        "enum member {what} `{}…` is {} characters long: its C# member would be longer than the {} UTF-16 units C# takes in an identifier (CS0645){}",
                        text.chars().take(20).collect::<String>(),
                        text.chars().count(),
                        crate::naming::csharp::MAX_IDENTIFIER_UNITS,
                        if what == "value" { " (give the value a shorter `name`)" } else { "" }
                    ),
                    pointer::descend(&enum_at, &[&index, what]),
                );
            }
            let key = ValueKey::of(&v.value);
            let duplicate = seen_values
                .get(&key)
                .and_then(|&(first, first_unnamed)| match name {
                    Some(_) => first_unnamed,
                    None => Some(first),
                });
            if let Some(first) = duplicate {
                let d = self
                    .diagnostic(
                        Code::DuplicateEnumValue,
                        format!("enum value {} is listed twice (first at index {first})", v.value),
                        value_at.clone(),
                    )
                    .with_help("remove one, or give both entries distinct `name`s if one is a compatibility alias");
                self.push(d);
            } else {
                if let (Some(name), Some(&(first, _))) = (name, seen_values.get(&key)) {
                    // Both entries are named (else the value is listed twice, above), differently
                    // (else the name is, below): Python's `Enum` makes the second an alias.
                    let first_name = values_spec[first].name.as_deref().unwrap_or_default();
                    if first_name != name {
                        self.report(
                            Code::EnumValueAlias,
                            format!("enum member `{name}` has the same value as `{first_name}` (index {first}); Python makes `{name}` an alias of `{first_name}`: the same member, left out when the enum is iterated"),
                            pointer::descend(&enum_at, &[&index, "name"]),
                        );
                    }
                }
                let entry = seen_values.entry(key).or_insert((i, None));
                if name.is_none() && entry.1.is_none() {
                    entry.1 = Some(i);
                }
            }
            if let Some(name) = v.name.as_deref() {
                if let Some(first) = seen_names.get(name) {
                    self.report(
                        Code::DuplicateEnumValue,
                        format!("enum value name `{name}` is used twice (first at index {first})"),
                        pointer::descend(&enum_at, &[&index, "name"]),
                    );
                } else {
                    seen_names.insert(name, i);
                }
            }
        }
        if values_spec.is_empty() {
            self.report(
                Code::InvalidEnum,
                "an enum needs at least one value",
                enum_at,
            );
        }
        ir::EnumType {
            token,
            description: spec.object.description.clone(),
            element_type: element_type.unwrap_or(Type::Any),
            values: values_spec
                .iter()
                .map(|v| ir::EnumValue {
                    name: v.name.clone(),
                    value: v.value.clone(),
                    description: v.description.clone(),
                    deprecation_message: v.deprecation_message.clone(),
                })
                .collect(),
            is_overlay: spec.object.is_overlay,
        }
    }
}

/// Whether a value fits a primitive type; the error says why not.
fn primitive_fits(value: &ScalarValue, type_: &Type) -> Result<(), String> {
    let ok = match (type_, value) {
        (Type::Boolean, ScalarValue::Bool(_)) => true,
        (Type::String, ScalarValue::String(_)) => true,
        (Type::Number, ScalarValue::Number(_)) => true,
        (Type::Integer, ScalarValue::Number(n)) => {
            let as_int = n
                .as_i64()
                .or_else(|| n.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64));
            match as_int {
                Some(i) if i32::try_from(i).is_ok() => true,
                Some(_) => return Err("is outside the 32-bit integer range every SDK uses".into()),
                None => false,
            }
        }
        (Type::Any, _) => true,
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "is {}, but the type is {}",
            article(value.kind()),
            describe(type_)
        ))
    }
}

/// An enum value as a hash key: numbers compare by their `f64` value (`1` and `1.0` are one).
#[derive(PartialEq, Eq, Hash)]
enum ValueKey<'a> {
    Bool(bool),
    Number(u64),
    String(&'a str),
}

impl<'a> ValueKey<'a> {
    fn of(value: &'a ScalarValue) -> ValueKey<'a> {
        match value {
            ScalarValue::Bool(b) => ValueKey::Bool(*b),
            // `+ 0.0` turns -0.0 into 0.0, which compare equal; JSON has no NaN.
            ScalarValue::Number(n) => ValueKey::Number((n.as_f64().unwrap_or(0.0) + 0.0).to_bits()),
            ScalarValue::String(s) => ValueKey::String(s),
        }
    }
}

fn article(kind: &str) -> String {
    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {kind}")
    } else {
        format!("a {kind}")
    }
}

/// A type as words, for messages.
pub(super) fn describe(type_: &Type) -> String {
    match type_ {
        Type::Boolean => "boolean".into(),
        Type::Integer => "integer".into(),
        Type::Number => "number".into(),
        Type::String => "string".into(),
        Type::Any => "any".into(),
        Type::Json => "JSON".into(),
        Type::Asset => "asset".into(),
        Type::Archive => "archive".into(),
        Type::Array(t) => format!("array of {}", describe(t)),
        Type::Map(t) => format!("map of {}", describe(t)),
        Type::Object(_) => "object".into(),
        Type::Enum(_) => "enum".into(),
        Type::Resource(_) | Type::Provider => "resource".into(),
        Type::External(e) => format!("external `{}`", e.token),
        Type::Token(t) => describe(&t.underlying),
        Type::Union(_) => "union".into(),
    }
}

/// Decodes `%XX` escapes (tokens in `$ref`s may be URL-escaped).
fn percent_decode(text: &str) -> String {
    if !text.contains('%') {
        return text.to_string();
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("");
            if let Ok(b) = u8::from_str_radix(hex, 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}
