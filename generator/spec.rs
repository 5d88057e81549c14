//! The canonical package schema as written by its author: the Pulumi package schema format plus
//! sdkgen's extensions `outputOnly` (properties) and `x-sdkgen-lint` (lint silencing).
//!
//! These types mirror the document one to one (serde for reading, schemars for deriving
//! `schema/package.schema.json`). They are deliberately *structural*: every field has its JSON
//! kind, but value rules (token shapes, known primitive names, `$ref` targets, defaults that fit
//! their type) are checked by the binder, which can give a precise diagnostic and a suggestion
//! where a metaschema could only say "does not match".
//!
//! Maps are `BTreeMap`s so that everything read from a schema is iterated in a stable order.
//! Keys this model does not know are ignored by serde (they are allowed by the format), except in
//! `language` blocks, which are kept whole as raw JSON for the backends and unknown languages.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Language-specific blocks (`python`, `nodejs`, `go`, `csharp`, `java`, or any other), kept as
/// raw JSON so nothing an author wrote is dropped.
pub type LanguageMap = BTreeMap<String, Value>;

/// Properties by name. Each is boxed: a B-tree node holds room for eleven values inline, a
/// property is a few hundred bytes, and most objects have only a few, so unboxed the maps held
/// about 4 KB per object type (more than half of `validate`'s memory on a chain of small types).
pub type Properties = BTreeMap<String, Box<PropertySpec>>;

/// A whole package schema.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(title = "sdkgen package schema")]
#[schemars(
    description = "A Pulumi package schema, as read by sdkgen. The Pulumi format plus the property extension `outputOnly` and the `x-sdkgen-lint` extension that silences `sdkgen lint` rules with a reason."
)]
pub struct PackageSpec {
    /// The unqualified name of the package (e.g. "streamcloud"); it names every generated package.
    pub name: String,
    /// The human-friendly name of the package.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_name: Option<String>,
    /// The version of the package (semver).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// The description of the package, as Markdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Keywords associated with the package.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<String>,
    /// The package's homepage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub homepage: Option<String>,
    /// The license of the package's contents.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub license: Option<String>,
    /// Free-form attribution of derived work.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attribution: Option<String>,
    /// The URL of the package's sources.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repository: Option<String>,
    /// The URL of the package's logo.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logo_url: Option<String>,
    /// Where the provider plugin binary is downloaded from.
    #[serde(
        default,
        rename = "pluginDownloadURL",
        skip_serializing_if = "Option::is_none"
    )]
    pub plugin_download_url: Option<String>,
    /// Who authored and published the package.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub publisher: Option<String>,
    /// Disambiguates the package name (defaults to "pulumi").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// Format metadata.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meta: Option<MetadataSpec>,
    /// Other package names whose tokens this schema may define.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allowed_package_names: Vec<String>,
    /// Language-specific settings of the package.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub language: LanguageMap,
    /// The provider configuration variables.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<ConfigSpec>,
    /// Object and enum types, by token.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub types: BTreeMap<String, ComplexTypeSpec>,
    /// The provider resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider: Option<ResourceSpec>,
    /// Resources, by token.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub resources: BTreeMap<String, ResourceSpec>,
    /// Functions (data sources and methods), by token.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub functions: BTreeMap<String, FunctionSpec>,
    /// Packages this package depends on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dependencies: Vec<PackageDescriptor>,
    /// Present when this package is a parameterization of a base provider.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameterization: Option<ParameterizationSpec>,
}

/// Format metadata about a package.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetadataSpec {
    /// A regex whose first capture group extracts the module name from a token's module part.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub module_format: Option<String>,
    /// Write the package to support the pack command.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub support_pack: Option<bool>,
}

/// The provider configuration.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfigSpec {
    /// Configuration variables, by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub variables: Properties,
    /// Names of the required configuration variables (the format calls this list `defaults`).
    #[serde(default, rename = "defaults", skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
}

/// A reference to a type: primitive, array, map, named (`$ref`) or union (`oneOf`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TypeSpec {
    /// `boolean`, `integer`, `number`, `string`, `array` or `object` (a map).
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub type_: Option<String>,
    /// A named type: `#/types/<token>`, `#/resources/<token>`, `pulumi.json#/Any` (or
    /// `Archive`, `Asset`, `Json`), or another package's `/<pkg>/v<version>/schema.json#/...`.
    #[serde(default, rename = "$ref", skip_serializing_if = "Option::is_none")]
    pub ref_: Option<String>,
    /// Element type of a map (`type: object`); a string map when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_properties: Option<Box<TypeSpec>>,
    /// Element type of an array (`type: array`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub items: Option<Box<TypeSpec>>,
    /// The alternatives of a union type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub one_of: Option<Vec<TypeSpec>>,
    /// How a union picks its alternative.
    // Boxed (here and in `default_info`): rare, and a schema holds a type for every property.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discriminator: Option<Box<DiscriminatorSpec>>,
    /// As an input, this type does not accept eventual (Output) values.
    #[serde(default, skip_serializing_if = "is_false")]
    pub plain: bool,
}

/// How a union type is discriminated.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiscriminatorSpec {
    /// The property whose value selects the alternative.
    pub property_name: String,
    /// Value of that property → `$ref` of the alternative.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub mapping: BTreeMap<String, String>,
}

/// A constant, default or enum value: the format allows booleans, numbers and strings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ScalarValue {
    /// A boolean.
    Bool(bool),
    /// A number (integer or floating point; the binder checks it against the declared type).
    Number(serde_json::Number),
    /// A string.
    String(String),
}

impl ScalarValue {
    /// The JSON kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            ScalarValue::Bool(_) => "boolean",
            ScalarValue::Number(n) if n.is_f64() => "number",
            ScalarValue::Number(_) => "integer",
            ScalarValue::String(_) => "string",
        }
    }
}

impl std::fmt::Display for ScalarValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScalarValue::Bool(b) => write!(f, "{b}"),
            ScalarValue::Number(n) => write!(f, "{n}"),
            ScalarValue::String(s) => write!(f, "{s:?}"),
        }
    }
}

/// Where a default value may come from besides `default`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DefaultSpec {
    /// Environment variables probed, in order, for a default value.
    pub environment: Vec<String>,
    /// Language-specific data about the default value.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub language: LanguageMap,
}

/// A property of an object, resource, function or the configuration.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PropertySpec {
    /// The property's type.
    #[serde(flatten)]
    pub type_spec: TypeSpec,
    /// The description, as Markdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The constant value of the property.
    #[serde(default, rename = "const", skip_serializing_if = "Option::is_none")]
    pub const_: Option<ScalarValue>,
    /// The default value of the property.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<ScalarValue>,
    /// Environment variables that supply a default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_info: Option<Box<DefaultSpec>>,
    /// Present when the property is deprecated; says what to use instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecation_message: Option<String>,
    /// Language-specific data about the property (e.g. a name override).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub language: LanguageMap,
    /// The value is sensitive: SDKs wrap it as a secret.
    #[serde(default, skip_serializing_if = "is_false")]
    pub secret: bool,
    /// A change to this property replaces the containing resource.
    #[serde(default, skip_serializing_if = "is_false")]
    pub replace_on_changes: bool,
    /// The provider will replace the resource when this property changes.
    #[serde(default, skip_serializing_if = "is_false")]
    pub will_replace_on_changes: bool,
    /// sdkgen extension: computed by the service, never supplied by the user. The property is left
    /// out of every input (Args) type and kept in output types.
    #[serde(default, skip_serializing_if = "is_false")]
    pub output_only: bool,
    /// sdkgen extension: `sdkgen lint` rules silenced here and inside, each with its reason.
    #[serde(
        default,
        rename = "x-sdkgen-lint",
        skip_serializing_if = "Option::is_none"
    )]
    pub lint: Option<LintSpec>,
}

/// The details of an object type (also the shape of resource properties and function bags).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ObjectTypeSpec {
    /// The description, as Markdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Properties, by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub properties: Properties,
    /// `object` for an object type, or the underlying primitive of an enum.
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub type_: Option<String>,
    /// Names of the required properties: set on inputs, always present on outputs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
    /// Language-specific data about the type.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub language: LanguageMap,
    /// The implementation is provided out-of-band by the package author.
    #[serde(default, skip_serializing_if = "is_false")]
    pub is_overlay: bool,
    /// Languages an overlay supports.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overlay_supported_languages: Vec<String>,
    /// sdkgen extension: `sdkgen lint` rules silenced here and inside, each with its reason.
    #[serde(
        default,
        rename = "x-sdkgen-lint",
        skip_serializing_if = "Option::is_none"
    )]
    pub lint: Option<LintSpec>,
}

/// A named type: an object type, or an enum when `enum` is present.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComplexTypeSpec {
    /// Object details (for an enum, `type` is its underlying primitive).
    #[serde(flatten)]
    pub object: ObjectTypeSpec,
    /// The enum's values; present only for enums.
    #[serde(default, rename = "enum", skip_serializing_if = "Option::is_none")]
    pub enum_: Option<Vec<EnumValueSpec>>,
}

/// One value of an enum.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnumValueSpec {
    /// Overrides the name derived from the value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The description, as Markdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The value itself.
    pub value: ScalarValue,
    /// Present when the value is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecation_message: Option<String>,
}

/// A resource, component or the provider.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResourceSpec {
    /// Output properties and their details.
    #[serde(flatten)]
    pub object: ObjectTypeSpec,
    /// Input properties, by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub input_properties: Properties,
    /// Names of the required input properties.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required_inputs: Vec<String>,
    /// Removed from the format: inputs must mark their types plain instead.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plain_inputs: Vec<String>,
    /// Extra inputs for looking up an existing resource.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state_inputs: Option<ObjectTypeSpec>,
    /// Inputs for listing existing resources.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_inputs: Option<ObjectTypeSpec>,
    /// Earlier names of this resource.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<AliasSpec>,
    /// Present when the resource is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecation_message: Option<String>,
    /// The resource is a component (made of other resources).
    #[serde(default, skip_serializing_if = "is_false")]
    pub is_component: bool,
    /// Method name → function token.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub methods: BTreeMap<String, String>,
}

/// An earlier token of a resource: a bare token string, or an object with `type`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum AliasSpec {
    /// The earlier token.
    Token(String),
    /// The earlier token as `{ "type": ... }` (older schemas also carry `name`/`project`).
    Spec {
        /// The earlier token.
        #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
        type_: Option<String>,
        /// The earlier name (legacy).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// The earlier project (legacy).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        project: Option<String>,
    },
}

impl AliasSpec {
    /// The aliased token, if the alias names one.
    pub fn token(&self) -> Option<&str> {
        match self {
            AliasSpec::Token(t) => Some(t),
            AliasSpec::Spec { type_, .. } => type_.as_deref(),
        }
    }
}

/// A function: a data source, or a resource method.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FunctionSpec {
    /// The description, as Markdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The bag of input values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inputs: Option<ObjectTypeSpec>,
    /// When present, inputs are passed as separate arguments in this order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multi_argument_inputs: Option<Vec<String>>,
    /// The result: an object bag (with `properties`) or any other type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outputs: Option<ReturnTypeSpec>,
    /// Present when the function is deprecated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deprecation_message: Option<String>,
    /// Language-specific data about the function.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub language: LanguageMap,
    /// The implementation is provided out-of-band by the package author.
    #[serde(default, skip_serializing_if = "is_false")]
    pub is_overlay: bool,
    /// Languages an overlay supports.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overlay_supported_languages: Vec<String>,
    /// `false` emits only the Output form of the function.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plain: Option<bool>,
    /// sdkgen extension: `sdkgen lint` rules silenced here and inside, each with its reason.
    #[serde(
        default,
        rename = "x-sdkgen-lint",
        skip_serializing_if = "Option::is_none"
    )]
    pub lint: Option<LintSpec>,
}

/// A function result: an object bag when `properties` is present, otherwise a type reference.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReturnTypeSpec {
    /// The description, as Markdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Properties of an object result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub properties: Option<Properties>,
    /// Names of the result properties that are always present.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
    /// Language-specific data about the result.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub language: LanguageMap,
    /// For a non-object result: its type.
    #[serde(flatten)]
    pub type_spec: ReturnTypeRef,
    /// `true` on an object result: return it directly rather than wrapped in an Output. (Older
    /// schemas put a list of property names here; that list is accepted and ignored.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plain: Option<PlainMarker>,
    /// sdkgen extension: `sdkgen lint` rules silenced here and inside, each with its reason.
    #[serde(
        default,
        rename = "x-sdkgen-lint",
        skip_serializing_if = "Option::is_none"
    )]
    pub lint: Option<LintSpec>,
}

/// The type-reference part of a function result (`type`, `$ref`, `items`, ...): a [`TypeSpec`]
/// without `plain`, which on a result means "not wrapped in an Output" and lives beside it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReturnTypeRef {
    /// See [`TypeSpec::type_`].
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub type_: Option<String>,
    /// See [`TypeSpec::ref_`].
    #[serde(default, rename = "$ref", skip_serializing_if = "Option::is_none")]
    pub ref_: Option<String>,
    /// See [`TypeSpec::additional_properties`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_properties: Option<Box<TypeSpec>>,
    /// See [`TypeSpec::items`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub items: Option<Box<TypeSpec>>,
    /// See [`TypeSpec::one_of`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub one_of: Option<Vec<TypeSpec>>,
    /// See [`TypeSpec::discriminator`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discriminator: Option<DiscriminatorSpec>,
}

impl ReturnTypeRef {
    /// The same reference as an ordinary [`TypeSpec`].
    pub fn to_type_spec(&self) -> TypeSpec {
        TypeSpec {
            type_: self.type_.clone(),
            ref_: self.ref_.clone(),
            additional_properties: self.additional_properties.clone(),
            items: self.items.clone(),
            one_of: self.one_of.clone(),
            discriminator: self.discriminator.clone().map(Box::new),
            plain: false,
        }
    }
}

/// sdkgen's `x-sdkgen-lint` extension on a property, type, resource, function or a function's
/// inputs or outputs (for the whole package: the top-level `language` map's `x-sdkgen-lint`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct LintSpec {
    /// Lint rule (code such as `L0605`, or name such as `unused-type`) → why its findings are
    /// acceptable here.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub allow: BTreeMap<String, String>,
}

/// `plain` on a function result: a flag, or a legacy list of property names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum PlainMarker {
    /// The result is returned as a plain value.
    Flag(bool),
    /// Legacy per-property plain list.
    Properties(Vec<String>),
}

/// A package this package depends on.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackageDescriptor {
    /// The package name.
    pub name: String,
    /// The package version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// Where its plugin is downloaded from.
    #[serde(
        default,
        rename = "pluginDownloadURL",
        skip_serializing_if = "Option::is_none"
    )]
    pub plugin_download_url: Option<String>,
    /// Its parameterization, if it is a parameterized package.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameterization: Option<DependencyParameterization>,
}

/// The parameterization of a dependency.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DependencyParameterization {
    /// The parameterized package name.
    pub name: String,
    /// The parameterized package version.
    pub version: String,
    /// The parameter value (base64).
    pub value: String,
}

/// This package is a parameterization of a base provider.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ParameterizationSpec {
    /// The base provider.
    pub base_provider: BaseProviderSpec,
    /// The parameter (base64).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameter: Option<String>,
}

/// The base provider of a parameterized package.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BaseProviderSpec {
    /// Its name.
    pub name: String,
    /// Its version.
    pub version: String,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// sdkgen's own metaschema, derived from this model (committed as `schema/package.schema.json`).
pub fn metaschema() -> Value {
    let mut schema = serde_json::to_value(schemars::schema_for!(PackageSpec))
        .expect("a derived JSON schema always serializes");
    remove_null_alternatives(&mut schema);
    schema
}

/// Optional members are written as absent, never as `null` (as in Pulumi's metaschema), so the
/// `null` alternatives schemars derives for `Option` fields are dropped.
fn remove_null_alternatives(schema: &mut Value) {
    match schema {
        Value::Object(map) => {
            if let Some(Value::Array(kinds)) = map.get_mut("type") {
                kinds.retain(|k| k != "null");
                if kinds.len() == 1 {
                    let only = kinds.remove(0);
                    map.insert("type".into(), only);
                }
            }
            if let Some(Value::Array(alternatives)) = map.get_mut("anyOf") {
                alternatives.retain(|a| a.get("type").and_then(Value::as_str) != Some("null"));
                if alternatives.len() == 1 {
                    if let Some(Value::Object(only)) = alternatives.pop() {
                        map.remove("anyOf");
                        for (k, v) in only {
                            map.entry(k).or_insert(v);
                        }
                    }
                }
            }
            map.values_mut().for_each(remove_null_alternatives);
        }
        Value::Array(items) => items.iter_mut().for_each(remove_null_alternatives),
        _ => {}
    }
}

/// The metaschema as the pretty-printed text that is committed and printed by `sdkgen metaschema`.
pub fn metaschema_text() -> String {
    let mut text =
        serde_json::to_string_pretty(&metaschema()).expect("a JSON value always serializes");
    text.push('\n');
    text
}
