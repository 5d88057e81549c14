//! The bound package: the single model every backend and the docs read.
//!
//! Bind builds it: tokens are split into package, module and name; every `$ref` points at an
//! index into this package or at an external package; flags are plain booleans; the `language`
//! settings sdkgen honours are typed ([`settings`]); every list is sorted by token or wire name,
//! so iteration order is deterministic. Two fields are the command line's, set after bind:
//! `version` (replaced by `--package-version`) and [`Package::overlays`]. Names in each
//! language are *not* here: the per-language naming pass computes them.

use std::collections::BTreeMap;

use crate::spec::ScalarValue;

pub mod inputs;
pub mod settings;
pub mod shapes;

use settings::{NameOverrides, NodejsRequired, Settings};

/// A `package:module:name` token split into its parts.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Token {
    /// The token as written in the schema (the wire identity; never changed).
    pub raw: String,
    /// The package part.
    pub package: String,
    /// The module after `meta.moduleFormat`, `/`-separated; empty for the root (`index`) module.
    pub module: String,
    /// The name part.
    pub name: String,
}

impl Token {
    /// The module's path segments (empty for the root module).
    pub fn module_path(&self) -> Vec<&str> {
        if self.module.is_empty() {
            Vec::new()
        } else {
            self.module.split('/').collect()
        }
    }
}

/// Index of an object type in [`Package::objects`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectId(pub usize);

/// Index of an enum type in [`Package::enums`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EnumId(pub usize);

/// Index of a resource in [`Package::resources`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResourceId(pub usize);

/// Index of a function in [`Package::functions`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FunctionId(pub usize);

/// A resolved type. The variants with more than an id are boxed, so that a type is 16 bytes:
/// every property holds one, and schemas hold hundreds of thousands of properties.
#[derive(Debug, Clone, PartialEq)]
pub enum Type {
    /// `boolean`.
    Boolean,
    /// `integer` (32-bit in every SDK).
    Integer,
    /// `number` (a double).
    Number,
    /// `string`.
    String,
    /// `pulumi.json#/Any`: any value.
    Any,
    /// `pulumi.json#/Json`: a JSON document.
    Json,
    /// `pulumi.json#/Asset`: an asset or archive.
    Asset,
    /// `pulumi.json#/Archive`: an archive.
    Archive,
    /// An array of the element type.
    Array(Box<Type>),
    /// A map from string keys to the element type.
    Map(Box<Type>),
    /// An object type of this package.
    Object(ObjectId),
    /// An enum type of this package.
    Enum(EnumId),
    /// A resource of this package (a reference to an instance of it).
    Resource(ResourceId),
    /// This package's provider resource.
    Provider,
    /// A type, resource or provider of another package.
    External(Box<ExternalRef>),
    /// One of several types.
    Union(Box<UnionType>),
    /// A `$ref` to a type this schema names but does not define, with a declared primitive:
    /// opaque to sdkgen, generated as its underlying type.
    Token(Box<TokenType>),
}

/// An opaque type token (see [`Type::Token`]).
#[derive(Debug, Clone, PartialEq)]
pub struct TokenType {
    /// The referenced token.
    pub token: String,
    /// The module the token names (this package's `moduleFormat` applied; empty for the root
    /// module or a token without one).
    pub module: String,
    /// The token's name part.
    pub name: String,
    /// The declared primitive it is generated as.
    pub underlying: Box<Type>,
}

/// A union (`oneOf`).
#[derive(Debug, Clone, PartialEq)]
pub struct UnionType {
    /// The alternatives, in schema order.
    pub elements: Vec<Type>,
    /// The primitive `type` given beside `oneOf` (used for defaults), if any.
    pub default_type: Option<Box<Type>>,
    /// The discriminating property, if any.
    pub discriminator: Option<String>,
    /// Discriminator value → `$ref`, as written.
    pub mapping: Vec<(String, String)>,
}

/// What an external reference points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ExternalKind {
    /// `#/types/...`.
    Type,
    /// `#/resources/...`.
    Resource,
    /// `#/provider`.
    Provider,
}

/// A reference into another package's schema.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExternalRef {
    /// The other package's name.
    pub package: String,
    /// Its version, when the reference names one.
    pub version: Option<String>,
    /// What is referenced.
    pub kind: ExternalKind,
    /// The referenced token (empty for the provider).
    pub token: String,
    /// The token's module as that package reads it (its `moduleFormat`; empty for the root
    /// module), when resolved.
    pub module: String,
    /// Whether that package's schema was available and holds the token; when not, the type is
    /// opaque to sdkgen (a warning says so).
    pub resolved: bool,
    /// Whether the referenced type is an enum (known only when resolved).
    pub is_enum: bool,
}

/// What SDKs need to know of a package that references lead into: its settings and its
/// resources' class name overrides.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ExternalPackage {
    /// Its version, if its schema records one.
    pub version: Option<String>,
    /// Its package-level `language` settings.
    pub settings: Settings,
    /// Its resources' name overrides, for those that have any.
    pub resources: BTreeMap<String, NameOverrides>,
}

/// A property of an object, resource, function or the configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    /// The name on the wire, as written in the schema (camelCase by convention).
    pub name: String,
    /// Markdown description.
    pub description: Option<String>,
    /// The type.
    pub type_: Type,
    /// Required: must be given as an input, always present as an output.
    pub required: bool,
    /// Sensitive: SDKs wrap it as a secret.
    pub secret: bool,
    /// Changing it replaces the resource (`replaceOnChanges` or `willReplaceOnChanges`); what
    /// docs show.
    pub replace_on_changes: bool,
    /// `replaceOnChanges` itself: SDKs set the `replaceOnChanges` resource option for it, so the
    /// engine replaces. (`willReplaceOnChanges` only says the provider will.)
    pub replace_option: bool,
    /// Computed by the service: absent from every input shape, kept in outputs. Bind leaves such
    /// properties out of a resource's inputs and state and a function's inputs; an object type
    /// keeps them, and its input forms take [`ObjectType::input_properties`].
    pub output_only: bool,
    /// As an input, it does not accept eventual values.
    pub plain: bool,
    /// How many levels of its element types (array items, map values) are `plain` too: as
    /// inputs, those elements do not accept eventual values either.
    pub plain_elements: usize,
    /// The constant it always has, if any.
    pub const_value: Option<ScalarValue>,
    /// The default value applied when the user gives none.
    pub default: Option<ScalarValue>,
    /// Environment variables probed, in order, for a default.
    pub default_env: Vec<String>,
    /// Present when deprecated.
    pub deprecation_message: Option<String>,
    /// Each language's name for it, where the schema gives one (`language.<lang>.name`);
    /// boxed, as the overrides are six names that are almost always absent.
    pub names: Box<NameOverrides>,
}

/// How an object type is used, to decide which shapes backends generate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Usage {
    /// Reachable from a resource's or function's inputs, or the provider's.
    pub input: bool,
    /// Reachable from a resource's or function's outputs, or the configuration.
    pub output: bool,
}

impl Usage {
    /// Nothing references the type: it is generated in both shapes.
    pub fn unreferenced(self) -> bool {
        !self.input && !self.output
    }

    /// Whether the input (Args) shape is generated.
    pub fn needs_input(self) -> bool {
        self.input || self.unreferenced()
    }

    /// Whether the output shape is generated.
    pub fn needs_output(self) -> bool {
        self.output || self.unreferenced()
    }
}

/// An object type.
#[derive(Debug, Clone, PartialEq)]
pub struct ObjectType {
    /// Its token.
    pub token: Token,
    /// Markdown description.
    pub description: Option<String>,
    /// All properties, by wire name.
    pub properties: Vec<Property>,
    /// The Node.js SDK's own `required` lists, if the schema gives them.
    pub nodejs_required: NodejsRequired,
    /// Implemented out-of-band by the package author.
    pub is_overlay: bool,
    /// Where it is used.
    pub usage: Usage,
}

impl ObjectType {
    /// The input forms' properties (`…Args`, plain inputs, state): every property except the
    /// `outputOnly` ones.
    pub fn input_properties(&self) -> impl Iterator<Item = &Property> {
        self.input_property_indices().map(|(_, p)| p)
    }

    /// [`ObjectType::input_properties`], each with its index in [`ObjectType::properties`].
    pub fn input_property_indices(&self) -> impl Iterator<Item = (usize, &Property)> {
        self.properties
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.output_only)
    }

    /// The output view: every property.
    pub fn output_properties(&self) -> impl Iterator<Item = &Property> {
        self.properties.iter()
    }
}

/// An enum type.
#[derive(Debug, Clone, PartialEq)]
pub struct EnumType {
    /// Its token.
    pub token: Token,
    /// Markdown description.
    pub description: Option<String>,
    /// The underlying primitive (boolean, integer, number or string).
    pub element_type: Type,
    /// The values, in schema order.
    pub values: Vec<EnumValue>,
    /// Implemented out-of-band by the package author.
    pub is_overlay: bool,
}

/// One value of an enum.
#[derive(Debug, Clone, PartialEq)]
pub struct EnumValue {
    /// The name given in the schema, if any (otherwise backends derive one from the value).
    pub name: Option<String>,
    /// The value.
    pub value: ScalarValue,
    /// Markdown description.
    pub description: Option<String>,
    /// Present when deprecated.
    pub deprecation_message: Option<String>,
}

/// A resource (or component, or the provider).
#[derive(Debug, Clone, PartialEq)]
pub struct Resource {
    /// Its token (`pulumi:providers:<pkg>` for the provider).
    pub token: Token,
    /// Markdown description.
    pub description: Option<String>,
    /// Input properties (the constructor's `…Args`), by wire name, without `outputOnly` ones.
    pub input_properties: Vec<Property>,
    /// Output properties (state), by wire name.
    pub properties: Vec<Property>,
    /// Extra inputs for looking up an existing resource (its `…State`), if declared, without
    /// `outputOnly` ones.
    pub state_inputs: Option<Vec<Property>>,
    /// Earlier tokens.
    pub aliases: Vec<String>,
    /// Present when deprecated.
    pub deprecation_message: Option<String>,
    /// A component (made of other resources).
    pub is_component: bool,
    /// The package's provider resource.
    pub is_provider: bool,
    /// Methods, by name.
    pub methods: Vec<Method>,
    /// Each language's name for its class, where the schema gives one (C#'s is honoured).
    pub names: NameOverrides,
    /// Implemented out-of-band by the package author.
    pub is_overlay: bool,
    /// The property paths its `replaceOnChanges` option lists (see
    /// [`Package::replace_on_changes_paths`]), computed once the package is bound.
    pub replace_on_changes_paths: Vec<String>,
}

impl Resource {
    /// Wire names of secret outputs (the `additionalSecretOutputs` option).
    pub fn secret_outputs(&self) -> impl Iterator<Item = &str> {
        self.properties
            .iter()
            .filter(|p| p.secret)
            .map(|p| p.name.as_str())
    }
}

/// What a method belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MethodOwner {
    /// A resource of this package.
    Resource(ResourceId),
    /// The package's provider.
    Provider,
}

/// A resource method.
#[derive(Debug, Clone, PartialEq)]
pub struct Method {
    /// Its name on the resource.
    pub name: String,
    /// The function that implements it (its first input is `__self__`).
    pub function: FunctionId,
}

/// What a function returns.
#[derive(Debug, Clone, PartialEq)]
pub enum FunctionOutputs {
    /// Nothing.
    None,
    /// An object bag of properties.
    Object {
        /// The result's properties, by wire name.
        properties: Vec<Property>,
        /// Returned directly rather than wrapped in an Output.
        plain: bool,
    },
    /// A single value of a type.
    Value(Type),
}

/// A function (data source or method).
#[derive(Debug, Clone, PartialEq)]
pub struct Function {
    /// Its token.
    pub token: Token,
    /// Markdown description.
    pub description: Option<String>,
    /// Input properties, by wire name (empty when the function takes none), without `outputOnly`
    /// ones: every form of the function takes exactly these.
    pub inputs: Vec<Property>,
    /// Whether the schema declares an inputs object at all.
    pub has_inputs: bool,
    /// The description of the inputs object (what Go puts above `…Args`).
    pub inputs_description: Option<String>,
    /// The description of the outputs object (what Go puts above `…Result`).
    pub outputs_description: Option<String>,
    /// The result is returned as a plain value rather than an Output (`outputs.plain`), for
    /// object and non-object results alike.
    pub return_plain: bool,
    /// Inputs passed as separate arguments in this order, when set.
    pub multi_argument_inputs: Option<Vec<String>>,
    /// The result.
    pub outputs: FunctionOutputs,
    /// Present when deprecated.
    pub deprecation_message: Option<String>,
    /// Implemented out-of-band by the package author.
    pub is_overlay: bool,
    /// Generate the plain (awaitable) form as well as the Output form.
    pub plain_form: bool,
    /// The resource whose method this function implements, if any.
    pub method_of: Option<MethodOwner>,
}

/// A module: where a token's definitions are generated.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Module {
    /// `/`-separated path; empty for the root module.
    pub path: String,
    /// Object types in it.
    pub objects: Vec<ObjectId>,
    /// Enum types in it.
    pub enums: Vec<EnumId>,
    /// Resources in it.
    pub resources: Vec<ResourceId>,
    /// Functions in it (methods excluded).
    pub functions: Vec<FunctionId>,
}

/// The base provider of a parameterized package.
#[derive(Debug, Clone, PartialEq)]
pub struct Parameterization {
    /// Base provider name.
    pub base_provider: String,
    /// Base provider version.
    pub base_version: String,
    /// The parameter (base64).
    pub parameter: Option<String>,
}

/// A bound package.
/// An image file's bytes, checked to be a PNG or a JPEG (the formats NuGet takes for an icon).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logo {
    pub bytes: Vec<u8>,
    pub format: ImageFormat,
}

/// The format of a [`Logo`], from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    Png,
    Jpeg,
}

impl ImageFormat {
    /// The format whose signature `bytes` start with, if any.
    pub fn of(bytes: &[u8]) -> Option<ImageFormat> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(ImageFormat::Png)
        } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
            Some(ImageFormat::Jpeg)
        } else {
            None
        }
    }

    /// The file name's extension (`png`, `jpg`).
    pub fn extension(self) -> &'static str {
        match self {
            ImageFormat::Png => "png",
            ImageFormat::Jpeg => "jpg",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Package {
    /// The package name.
    pub name: String,
    /// Human-friendly name.
    pub display_name: Option<String>,
    /// Version (semver), if the schema records one.
    pub version: Option<String>,
    /// Markdown description.
    pub description: Option<String>,
    /// Keywords.
    pub keywords: Vec<String>,
    /// Homepage URL.
    pub homepage: Option<String>,
    /// License.
    pub license: Option<String>,
    /// Attribution of derived work.
    pub attribution: Option<String>,
    /// Source repository URL.
    pub repository: Option<String>,
    /// Logo URL.
    pub logo_url: Option<String>,
    /// Plugin download URL.
    pub plugin_download_url: Option<String>,
    /// Publisher.
    pub publisher: Option<String>,
    /// Namespace.
    pub namespace: Option<String>,
    /// The `language` settings sdkgen's SDKs honour.
    pub settings: Settings,
    /// Configuration variables, by name.
    pub config: Vec<Property>,
    /// Extra files for each SDK (`gen-sdk --overlays`), by target (`python`, `nodejs`, `go`,
    /// `csharp`): each as (path in the SDK, contents), written as they are and made part of
    /// the build; not from the schema.
    pub overlays: BTreeMap<String, Vec<(String, String)>>,
    /// The package's icon (`--logo FILE`, or a `logo.png` beside a schema with a `logoUrl`),
    /// copied into the SDKs whose packages have a place for one (C#). Not from the schema.
    pub logo: Option<Logo>,
    /// What changed since the package's previous schema (`generate --previous OLD`), as
    /// `sdkgen diff` reports it; for the docs. Not from the schema.
    pub changelog: Option<Changelog>,
    /// The provider resource (synthesized with no inputs when the schema declares none).
    pub provider: Resource,
    /// Resources, by token.
    pub resources: Vec<Resource>,
    /// Functions, by token (methods included; see [`Function::method_of`]).
    pub functions: Vec<Function>,
    /// Object types, by token.
    pub objects: Vec<ObjectType>,
    /// Enum types, by token.
    pub enums: Vec<EnumType>,
    /// Modules, by path (the root module first).
    pub modules: Vec<Module>,
    /// Per object type (indexed like [`Package::objects`]), the forms it is generated in.
    pub shapes: Vec<shapes::Shapes>,
    /// Parameterization, if any.
    pub parameterization: Option<Parameterization>,
    /// The packages resolved references lead into, by name.
    pub external_packages: BTreeMap<String, ExternalPackage>,
    /// The other packages this one's resolved [`Type::External`] references point into, bound
    /// from their schemas (given in the same run or found beside this one), by name. Their own
    /// references to further packages are not bound (their `externals` are empty). Backends
    /// that spell such a reference the way the other package's SDK names it read these.
    pub externals: Vec<Package>,
}

impl Package {
    /// An object type by id.
    pub fn object(&self, id: ObjectId) -> &ObjectType {
        &self.objects[id.0]
    }

    /// Per object type (by index), the object types its properties that `keep` accepts hold
    /// directly, with no collection in between: the graph `crate::graph` walks.
    pub fn direct_object_edges(&self, keep: impl Fn(&Property) -> bool) -> Vec<Vec<usize>> {
        self.objects
            .iter()
            .map(|o| {
                o.properties
                    .iter()
                    .filter(|p| keep(p))
                    .filter_map(|p| match p.type_ {
                        Type::Object(id) => Some(id.0),
                        _ => None,
                    })
                    .collect()
            })
            .collect()
    }

    /// An enum type by id.
    pub fn enum_type(&self, id: EnumId) -> &EnumType {
        &self.enums[id.0]
    }

    /// A resource by id.
    pub fn resource(&self, id: ResourceId) -> &Resource {
        &self.resources[id.0]
    }

    /// A function by id.
    pub fn function(&self, id: FunctionId) -> &Function {
        &self.functions[id.0]
    }

    /// Whether values of `ty` are strings: a string, a string enum, or an opaque token whose
    /// underlying type is a string (Pulumi's `isStringType`).
    pub fn is_string(&self, ty: &Type) -> bool {
        match ty {
            Type::String => true,
            Type::Token(t) => self.is_string(&t.underlying),
            Type::Enum(id) => self.is_string(&self.enum_type(*id).element_type),
            _ => false,
        }
    }

    /// The property paths of `resource` set in its `replaceOnChanges` option: each output
    /// property with [`Property::replace_option`], or nested ones inside its object types
    /// (`a.b`; `a[*].b` through arrays, `a.*.b` through maps), as Pulumi computes them; a path
    /// passes through an object type at most once. Bind computes them (`bind::checks`).
    pub fn replace_on_changes_paths(&self, resource: &Resource) -> Vec<String> {
        resource.replace_on_changes_paths.clone()
    }

    /// A bound package this one refers to (see [`Package::externals`]).
    pub fn external(&self, name: &str) -> Option<&Package> {
        self.externals
            .binary_search_by(|p| p.name.as_str().cmp(name))
            .ok()
            .map(|i| &self.externals[i])
    }
}

/// The changes from a previous schema of a package to this one (see [`Package::changelog`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Changelog {
    /// The previous schema's version, if it has one.
    pub previous_version: Option<String>,
    /// Breaking changes first, then by location (as `sdkgen diff` sorts them).
    pub entries: Vec<ChangelogEntry>,
}

/// One change of a [`Changelog`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangelogEntry {
    /// `added`, `removed` or `changed`.
    pub change: &'static str,
    /// Whether programs written against the previous version may break.
    pub breaking: bool,
    /// `sdkgen diff`'s code and name of the change (`D101`, `resource-removed`).
    pub code: (&'static str, &'static str),
    /// Where in the schema (a token, `token.inputs.x`, `config.x`, …).
    pub location: String,
    /// One line saying what changed.
    pub message: String,
}
