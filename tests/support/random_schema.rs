//! Random package schemas with adversarial names and text, for the property test
//! (`tests/property.rs`) and the structure-aware fuzz target (`fuzz/fuzz_targets/structured.rs`);
//! both include this file by path, so it stays out of the shipped library.
//!
//! Every choice is drawn from an [`arbitrary::Unstructured`]: the same bytes give the same
//! schema. The property test feeds it bytes from a seeded PRNG, the fuzzer its own input. When
//! the bytes run out every choice takes its smallest option, so any input gives a schema.
//!
//! [`valid_schema`] is meant to validate and generate without errors: names are drawn from
//! pools of keywords of every target language, dunder names, leading digits, non-ASCII and
//! punctuation, but what sdkgen refuses on purpose is left out: two names one language would
//! spell alike in one scope (E0305/E0311, found with sdkgen's own naming functions), required
//! cycles (E0307; required object properties only point at types declared earlier), resource and
//! function names that are not identifiers (E0321), names over 120 bytes (E0323 refuses names whose files pass 255 bytes), enum values
//! whose member names come out empty or alike, references to modules listed later (Go packages
//! cannot import each other in a cycle), definitions named like the SDKs' own files, property
//! names the Python SDK reserves where they would land (E0316) and boolean enums (W0405). Defaults
//! fit their types. [`mutate`] then breaks a few random places of such a schema so the fuzzer
//! also reaches the error paths.
#![allow(dead_code)]

use std::collections::BTreeSet;

use arbitrary::{Result, Unstructured};
use sdkgen::naming::{self, Lang};
use serde_json::{json, Map, Value};

/// Keywords and reserved or predeclared words of Python, TypeScript, Go, C# and Rust, and names
/// the SDKs use themselves (`resource_name`, `opts`, `args`, `urn`, ...).
#[rustfmt::skip]
const KEYWORDS: &[&str] = &[
    // Python
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield", "match", "case", "print", "self", "cls", "property", "object", "dict", "list",
    "str", "int", "float", "bool", "bytes", "typing", "builtins",
    // TypeScript
    "catch", "const", "debugger", "default", "delete", "do", "enum", "export", "extends", "false",
    "function", "instanceof", "new", "null", "super", "switch", "this", "throw", "true", "typeof",
    "var", "void", "implements", "interface", "let", "package", "private", "protected", "public",
    "static", "any", "boolean", "constructor", "declare", "get", "module", "require", "number",
    "set", "string", "symbol", "type", "of", "readonly", "keyof", "infer", "never", "unknown",
    "undefined", "arguments", "eval", "Promise", "Object", "prototype", "__proto__",
    // Go
    "chan", "defer", "fallthrough", "func", "go", "goto", "map", "range", "select", "struct",
    "byte", "error", "nil", "iota", "len", "make", "append", "cap", "close", "copy", "panic",
    "recover", "println", "comparable", "rune", "uintptr", "ctx", "context", "ID", "URN",
    "ToOutput", "ElementType",
    // C#
    "abstract", "base", "char", "checked", "decimal", "delegate", "double", "event", "explicit",
    "extern", "fixed", "foreach", "implicit", "internal", "lock", "long", "namespace", "operator",
    "out", "override", "params", "ref", "sbyte", "sealed", "short", "sizeof", "stackalloc", "uint",
    "ulong", "unchecked", "unsafe", "ushort", "using", "virtual", "volatile", "add", "alias",
    "dynamic", "nameof", "partial", "remove", "value", "when", "where", "record", "init",
    "required", "file", "scoped", "global", "Equals", "GetHashCode", "ToString", "GetType",
    // Rust
    "crate", "dyn", "extern", "fn", "impl", "loop", "mod", "move", "mut", "pub", "Self", "trait",
    "unsafe", "use", "become", "box", "final", "macro", "priv", "unsized", "union", "r#type",
    "Some", "Ok", "Err", "Box", "Vec", "Option", "Result", "String", "serde",
    // what the SDKs themselves name things
    "resourceName", "resource_name", "opts", "args", "props", "state", "name", "urn", "id",
    "provider", "version", "secret", "options", "invoke", "Invoke", "output", "Output", "input",
    "Input", "get", "apply", "utilities", "_utilities", "outputs", "inputs", "enums", "config",
    "Config", "tuple", "Mapping", "Sequence", "overload", "__args__", "__ret__",
];

/// Names no keyword list catches: dunders, digits, non-ASCII letters (some whose case mapping
/// changes their length), punctuation that JSON keys allow.
#[rustfmt::skip]
const ODD_NAMES: &[&str] = &[
    "__init__", "__call__", "__class__", "__dict__", "_", "__", "_private", "x_", "2fa", "3dConfig",
    "0", "42", "café", "naïve", "名前", "Ärger", "σίγμα", "ǅemal", "ﬁle", "straße", "İstanbul",
    "ŉapos", "a-b", "a.b", "a_b", "$ref", "@type", "x-kubernetes-preserve", "odata.type",
    "kebab-case-name", "SCREAMING_SNAKE", "HTTPServerURL", "iPv6Address", "camelCase", "PascalCase",
    "snake_case", "a1B2c3", "ends_", "ALLCAPS",
];

/// Names of the files and directories the SDKs write beside the ones named after definitions
/// (`provider` also covers the root module's reserved name, E0316).
#[rustfmt::skip]
const FILE_NAMES: &[&str] = &[
    "__init__", "_inputs", "_enums", "outputs", "_utilities", "vars", "index", "input", "output",
    "utilities", "types", "enums", "init", "doc", "pulumiTypes", "pulumiEnums", "pulumiUtilities",
    "internal", "config", "Config", "Utilities", "Enums", "Inputs", "Outputs", "lib", "mod",
    "README", "provider", "Provider", "Pulumi", "pulumi-plugin", "go", "x",
];

/// Parts for ordinary-looking camelCase names.
#[rustfmt::skip]
const WORDS: &[&str] = &[
    "foo", "bar", "baz", "name", "value", "id", "url", "http", "api", "key", "type", "class",
    "mode", "size", "zone", "region", "tag", "tags", "count", "enabled", "spec", "status", "cloud",
    "stream", "topic", "network", "endpoint", "policy", "rule", "target", "source",
];

/// Fragments that break comments, strings and templates of some language.
pub const NASTY_TEXT: &[&str] = &[
    "\"\"\"",
    "'''",
    "*/",
    "/*",
    "/**",
    "//",
    "///",
    "//!",
    "#",
    "</summary>",
    "<summary>",
    "<para>",
    "<!--",
    "-->",
    "<![CDATA[",
    "]]>",
    "&amp;",
    "&",
    "<",
    ">",
    "<br>",
    "${x}",
    "${process.exit(1)}",
    "`",
    "```",
    "```python\nprint(\"\"\"hi\"\"\")\n```",
    "```typescript\nconst x = `${y}`;\n```",
    "```go\nfunc main() {}\n```",
    "\u{2028}",
    "\u{2029}",
    "\u{85}",
    "\u{0}",
    "\u{1}",
    "\u{7f}",
    "\u{b}",
    "\u{c}",
    "\u{feff}",
    "\u{200b}",
    "\u{202e}",
    "{{ x }}",
    "{{",
    "}}",
    "{% if true %}",
    "{%",
    "%}",
    "{# note #}",
    "{0}",
    "%s",
    "%d",
    "\\",
    "\\\n",
    "\\\r\n",
    "trailing backslash \\",
    "\r\n",
    "\r",
    "\n",
    "\n\n",
    "\t",
    "\"",
    "'",
    "\"#",
    "r#\"",
    "@\"",
    "\\u0041",
    "\\x41",
    "\\N{DASH}",
    "\\n",
    "$",
    "@",
    "{{% examples %}}",
    "{{% /examples %}}",
    "🚀",
    "naïve café",
    "日本語",
    "\u{1F600}\u{200D}",
    "\u{e9}\u{301}",
    "*",
    "**bold**",
    "- item\n- item",
    "    indented code",
    ":param x:",
    "@param x",
    "// +optional",
    "#[doc = \"x\"]",
    "\" + eval(\"x\") + \"",
    "');DROP TABLE x;--",
    // MSBuild evaluates these in a project file's text (properties, property functions, item
    // lists and metadata) and decodes `%XX`.
    "$(5)",
    "$(NUGET_API_KEY)",
    "$([System.IO.File]::ReadAllText('/etc/passwd'))",
    "@(Compile)",
    "%(Identity)",
    "%24(x)",
    "%",
    ";",
    // Raw HTML, for whatever renders doc comments as HTML.
    "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>",
    "<a href=\"javascript:alert(1)\">x</a>",
    // Invisible and reordering characters: the other bidirectional controls and marks, C1
    // controls (U+009B is a terminal's CSI), soft hyphen, zero-width joiners, tag characters.
    "\u{2066}\u{2067}\u{2068}\u{2069}",
    "\u{202a}\u{202b}\u{202c}\u{202d}",
    "\u{200e}\u{200f}\u{61c}",
    "\u{9b}31m",
    "\u{80}\u{9f}",
    "\u{ad}",
    "\u{200c}\u{200d}\u{2060}",
    "\u{e0041}\u{e007f}",
    "\u{1b}[2J",
    // Unicode numerics: superscripts, fractions, roman numerals, other scripts' digits.
    "²",
    "½",
    "Ⅻ",
    "①",
    "٣",
    "𝟙",
    "\u{fffe}",
    "\u{10ffff}",
];

/// The package's free-text metadata.
pub const METADATA_TEXTS: &[&str] = &[
    "description",
    "displayName",
    "publisher",
    "homepage",
    "repository",
    "license",
    "attribution",
    "logoUrl",
    "pluginDownloadURL",
];

/// Put before and after every fragment of [`NASTY_TEXT`] in a text: the property test checks
/// that every one that reaches a source file is inside a comment or a string literal, so a
/// fragment that ended its comment or string would leave the marker after it outside.
pub const MARKER: &str = "ZQ";

/// Hostile parts of names (property, type and enum member names and the language settings
/// that name things). `validate` may refuse a name holding one, with a diagnostic at it; a name
/// it accepts must give source that parses.
#[rustfmt::skip]
pub const NAME_PAYLOADS: &[&str] = &[
    "\"\"\"", "'''", "*/", "/*", "${x}", "`", "{{x}}", "{%x%}", "$(x)", "@(x)", "%(x)", "\\",
    "<b>", "</summary>", "#", "//", "\u{202e}", "\u{2066}", "\u{200b}", "\u{ad}", "\u{2028}",
    "\u{0}", "\u{9b}", "\u{e0041}", "ﬁ", "Ｆ", " ", ".", "-",
];

/// Hostile name parts that `validate` accepts today although some SDK cannot spell them
/// (issue 33 items 13-15, names): Unicode numerics, which no language takes in identifiers. They,
/// and hostile module names and package namespaces (which name directories and Python
/// packages as they are), are drawn only with [`Options::pending_names`]
/// (`SDKGEN_PROPERTY_PENDING_NAMES=1` in the property test) until that work lands.
#[rustfmt::skip]
pub const PENDING_NAME_PAYLOADS: &[&str] = &["²", "½", "Ⅻ", "①", "٣", "𝟙"];

/// What [`schema_with`] draws beyond [`valid_schema`].
#[derive(Clone, Copy, Default)]
pub struct Options {
    /// Also [`PENDING_NAME_PAYLOADS`], and hostile module names and namespaces.
    pub pending_names: bool,
}

/// Enum values and string defaults: the texts above and some that make odd identifiers.
#[rustfmt::skip]
const NASTY_VALUES: &[&str] = &[
    "a\"b", "c\\d", "{{ x }}", "*", "2xlarge", "lambda", "class", "None", "true", "null", "-", "_",
    "a b", "a-b", "a.b", "x/y", "ÜBER", "名前", "$", "${x}", "`", "'", "\"\"\"", "*/", "\n",
    "\r\n", "\u{2028}", "\\", "Value", "value", "0", "-1", "1.5", "✓", "",
];

/// Package names: valid, but keywords or odd in some SDK.
#[rustfmt::skip]
const PACKAGE_NAMES: &[&str] = &[
    "pkg", "class", "type", "import", "async", "package", "self", "crate", "string", "object",
    "namespace", "func", "my-pkg", "my_pkg", "a2", "X", "Pulumi-Thing", "go", "test", "main", "std",
    "core", "serde", "default", "mod", "lib",
];

/// Module names: keywords of every language, nesting, digits, case and punctuation. Not `type`:
/// see [`GRAMMAR_GAPS`].
#[rustfmt::skip]
const MODULE_NAMES: &[&str] = &[
    "storage", "class", "import", "def", "func", "package", "namespace", "mod", "crate", "self",
    "super", "async", "await", "yield", "lambda", "object", "string", "default", "in", "v1",
    "v1beta1", "2fa", "a/b", "x/y/z", "net-work", "my_mod", "Mixed", "café", "config",
    "index2", "test",
    // Not `inputs`, `outputs`, `enums`, `utilities`, `internal`: modules named like a file or
    // import an SDK has anyway are refused (E0316).
];

/// Names the generated code spells correctly but the pinned tree-sitter grammars cannot parse
/// (`tsc` 5.9 compiles all three): a TypeScript property named `abstract` (`abstract?: string;`
/// in an interface), a parameter named `using` (multi-argument functions), and a module named
/// `type` (its `index.ts` exports `type` in a list, `export { type, types }`). Left out so that
/// a parse error always means a generator bug.
const GRAMMAR_GAPS: &[&str] = &["abstract", "using"];

/// Version strings the semver rule accepts.
const VERSIONS: &[&str] = &[
    "1.0.0",
    "0.0.1",
    "v2.3.4",
    "1.0.0-beta.2",
    "3.0.0-alpha+build.5",
    "10.20.30",
    "1.0.0-0.3.7",
    "2.0.0-x.7.z.92",
];

/// Environment variable names (letters, digits, `_`; not starting with a digit).
#[rustfmt::skip]
const ENV_VARS: &[&str] = &[
    "HOME", "PKG_TOKEN", "_X", "A1", "class", "__init__", "None", "X_", "PATH",
];

#[rustfmt::skip]
const INTEGERS: &[i64] = &[
    0, 1, -1, 42, i32::MAX as i64, i32::MIN as i64, 7, 1000, -65536,
];
const NUMBERS: &[f64] = &[0.5, -1.25, 1e10, 3.0, 1e-7, 0.1, -0.0, 123456.789, 2.5e-300];

/// The longest name the generator makes, in bytes: every SDK's file names after it fit in 255
/// bytes (E0323 refuses longer ones only where one would not).
const MAX_NAME_BYTES: usize = 120;

/// Upper bounds on the size of a generated schema.
const MAX_MODULES: usize = 4;
const MAX_TYPES: usize = 8;
const MAX_ENUMS: usize = 4;
const MAX_RESOURCES: usize = 5;
const MAX_FUNCTIONS: usize = 5;
const MAX_PROPERTIES: usize = 7;
const MAX_DEPTH: u32 = 3;

/// What a property belongs to, which decides the flags it may carry.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Owner {
    /// A property of object type number `usize` (required refs only to earlier types).
    Object(usize),
    ResourceInput,
    ResourceOutput,
    ProviderInput,
    FunctionInput,
    FunctionOutput,
    Config,
}

/// Whether the Python SDK cannot use `name` where `owner` puts it (E0316). Resource inputs are
/// also drawn for state inputs, so they are held to both places.
fn python_reserved(name: &str, owner: Owner) -> bool {
    use naming::python::{reserved_property_problem, PropertyPlace as Place};
    let spelled = naming::escaped_property_name(Lang::Python, name).name;
    let spelled = naming::unicode::nfkc(&spelled);
    let places: &[Place] = match owner {
        Owner::Object(_) => &[Place::ObjectType],
        Owner::ResourceInput | Owner::ProviderInput => &[Place::ResourceInput, Place::StateInput],
        Owner::ResourceOutput => &[Place::ResourceOutput],
        Owner::FunctionInput => &[Place::FunctionInput],
        Owner::FunctionOutput => &[Place::FunctionOutput],
        Owner::Config => &[Place::Config],
    };
    places
        .iter()
        .any(|&place| reserved_property_problem(&spelled, place).is_some())
}

/// A declared named type.
struct Declared {
    token: String,
    /// Index of its module in [`Gen::modules`].
    module: usize,
    /// Enums: the primitive of their values, and the values (for defaults).
    enum_values: Option<(&'static str, Vec<Value>)>,
}

/// Names taken in one scope, as every language spells them.
#[derive(Default)]
struct Scope {
    taken: BTreeSet<String>,
}

impl Scope {
    /// Takes `name` as a property name unless some language would spell it like one already
    /// taken (the binder's E0311) or it is the same ignoring case.
    fn take_property(&mut self, name: &str) -> bool {
        let mut keys = vec![format!("raw:{}", name.to_lowercase())];
        for lang in [
            Lang::Python,
            Lang::Go,
            Lang::CSharp,
            Lang::Rust,
            Lang::NodeJs,
        ] {
            let mut spelled = naming::escaped_property_name(lang, name).name;
            if lang == Lang::Python {
                // Python reads names in NFKC form.
                spelled = naming::unicode::nfkc(&spelled).into_owned();
            }
            keys.push(format!("{}:{}", lang.as_str(), spelled.to_lowercase()));
        }
        self.take_all(keys)
    }

    /// Takes a definition name (type, resource or function) in one module: tokens the same
    /// ignoring case (E0305), the same Python module file, or the same class name in a language.
    fn take_definition(&mut self, name: &str) -> bool {
        let mut keys = vec![format!("raw:{}", name.to_lowercase())];
        for lang in Lang::ALL {
            // Python reads names in NFKC form.
            let read = |n: String| match lang {
                Lang::Python => naming::unicode::nfkc(&n).to_lowercase(),
                _ => n.to_lowercase(),
            };
            keys.push(format!(
                "type-{}:{}",
                lang.as_str(),
                read(naming::type_name(lang, name))
            ));
            keys.push(format!(
                "fn-{}:{}",
                lang.as_str(),
                read(naming::function_name(lang, name))
            ));
        }
        self.take_all(keys)
    }

    fn take_all(&mut self, keys: Vec<String>) -> bool {
        if keys.iter().any(|k| self.taken.contains(k)) {
            return false;
        }
        self.taken.extend(keys);
        true
    }
}

struct Gen<'u, 'a> {
    u: &'u mut Unstructured<'a>,
    options: Options,
    /// The names drawn with a hostile part (see [`schema_with`]).
    hostile: BTreeSet<String>,
    package: String,
    modules: Vec<String>,
    /// Module index → the names taken there (types, resources and functions share it, so no
    /// resource class is named like a type class either).
    scopes: Vec<Scope>,
    /// Index of the root module in `modules` (a random place: references only go from a
    /// module to itself or one listed before it, see [`Gen::type_spec`]).
    root: usize,
    /// The module of the definition being generated.
    here: usize,
    objects: Vec<Declared>,
    enums: Vec<Declared>,
    resources: Vec<Declared>,
}

/// A schema that validates without errors (warnings and notes allowed), unless a hostile name
/// (see [`NAME_PAYLOADS`]) is refused with a diagnostic at it.
pub fn valid_schema(u: &mut Unstructured) -> Result<Value> {
    Ok(schema_with(u, Options::default())?.0)
}

/// [`valid_schema`], drawing what `options` add; and every name it holds with a hostile part
/// (also with its first letter upper-cased), where `validate` may refuse it.
pub fn schema_with(u: &mut Unstructured, options: Options) -> Result<(Value, BTreeSet<String>)> {
    let mut gen = Gen {
        u,
        options,
        hostile: BTreeSet::new(),
        package: String::new(),
        modules: Vec::new(),
        root: 0,
        here: 0,
        scopes: Vec::new(),
        objects: Vec::new(),
        enums: Vec::new(),
        resources: Vec::new(),
    };
    let schema = gen.schema()?;
    Ok((schema, gen.hostile))
}

impl Gen<'_, '_> {
    /// True with about `percent` % probability; false once the bytes run out.
    fn flip(&mut self, percent: u8) -> Result<bool> {
        Ok(self.u.int_in_range(0..=99u8)? >= 100 - percent.min(100))
    }

    fn count(&mut self, max: usize) -> Result<usize> {
        self.u.int_in_range(0..=max)
    }

    fn pick<T: Copy>(&mut self, pool: &[T]) -> Result<T> {
        self.u.choose(pool).copied()
    }

    fn schema(&mut self) -> Result<Value> {
        let mut root = Map::new();
        self.package = self.pick(PACKAGE_NAMES)?.to_string();
        root.insert("name".into(), json!(self.package));
        if self.flip(80)? {
            root.insert("version".into(), json!(self.pick(VERSIONS)?));
        }
        for &key in METADATA_TEXTS {
            if self.flip(30)? {
                root.insert(key.into(), json!(self.text()?));
            }
        }
        if self.flip(20)? {
            let keywords = (0..self.count(3)?)
                .map(|_| self.text())
                .collect::<Result<Vec<_>>>()?;
            root.insert("keywords".into(), json!(keywords));
        }
        if self.flip(30)? {
            root.insert("meta".into(), json!({ "moduleFormat": "(.*)" }));
        }
        if self.options.pending_names && self.flip(10)? {
            root.insert("namespace".into(), json!(self.hostile_name()?));
        }
        if self.flip(40)? {
            let language = self.language()?;
            root.insert("language".into(), language);
        }
        // The Go SDK registers a parameterized package by name and version, so it needs one.
        if root.contains_key("version") && self.flip(15)? {
            let parameterization = json!({
                "baseProvider": { "name": self.text()?, "version": self.text()? },
                "parameter": self.text()?,
            });
            root.insert("parameterization".into(), parameterization);
        }

        self.declare_modules()?;
        self.declare_types()?;
        self.declare_members(&mut root)?;

        let mut types = Map::new();
        for i in 0..self.objects.len() {
            let token = self.objects[i].token.clone();
            let body = self.object_type(i)?;
            types.insert(token, body);
        }
        for i in 0..self.enums.len() {
            let token = self.enums[i].token.clone();
            let body = self.enum_type(i)?;
            types.insert(token, body);
        }
        if !types.is_empty() {
            root.insert("types".into(), Value::Object(types));
        }
        // Go puts the config variables into the package of a module named `config` when there
        // is one, so their references may only go where that module's may.
        self.here = self
            .modules
            .iter()
            .position(|m| m.eq_ignore_ascii_case("config"))
            .unwrap_or(self.root);
        if self.flip(60)? {
            let config = self.config()?;
            root.insert("config".into(), config);
        }
        self.here = self.root;
        if self.flip(60)? {
            let provider = self.provider()?;
            root.insert("provider".into(), provider);
        }
        // Resources and functions were declared before the types' bodies so that types may
        // refer to resources; their bodies come now.
        let mut resource_map = Map::new();
        let mut function_map = root
            .remove("functions")
            .and_then(|f| match f {
                Value::Object(map) => Some(map),
                _ => None,
            })
            .unwrap_or_default();
        for i in 0..self.resources.len() {
            let token = self.resources[i].token.clone();
            self.here = self.resources[i].module;
            let body = self.resource(&token, &mut function_map)?;
            resource_map.insert(token, body);
        }
        if !resource_map.is_empty() {
            root.insert("resources".into(), Value::Object(resource_map));
        }
        if !function_map.is_empty() {
            root.insert("functions".into(), Value::Object(function_map));
        }
        Ok(Value::Object(root))
    }

    /// The `language` settings the backends read: text where they take text, hostile names
    /// where they take names (which `validate` may refuse, at the setting).
    fn language(&mut self) -> Result<Value> {
        let mut language = Map::new();
        let mut python = Map::new();
        for key in ["readme", "pythonRequires"] {
            if self.flip(40)? {
                python.insert(key.into(), json!(self.text()?));
            }
        }
        if self.flip(30)? {
            let requires = json!({ "pulumi-extra": self.text()? });
            python.insert("requires".into(), requires);
        }
        if self.flip(20)? {
            python.insert("packageName".into(), json!(self.hostile_name()?));
        }
        if self.flip(30)? {
            python.insert(
                "pyproject".into(),
                json!({ "enabled": self.u.arbitrary::<bool>()? }),
            );
        }
        language.insert("python".into(), Value::Object(python));
        let mut nodejs = Map::new();
        for key in ["readme", "packageDescription"] {
            if self.flip(40)? {
                nodejs.insert(key.into(), json!(self.text()?));
            }
        }
        for key in ["dependencies", "devDependencies"] {
            if self.flip(30)? {
                nodejs.insert(key.into(), json!({ "left-pad": self.text()? }));
            }
        }
        language.insert("nodejs".into(), Value::Object(nodejs));
        let mut go = Map::new();
        if self.flip(20)? {
            go.insert("rootPackageName".into(), json!(self.hostile_name()?));
        }
        if self.flip(20)? {
            let alias = json!({ "github.com/example/other": self.hostile_name()? });
            go.insert("packageImportAliases".into(), alias);
        }
        language.insert("go".into(), Value::Object(go));
        let mut csharp = Map::new();
        if self.flip(20)? {
            csharp.insert("rootNamespace".into(), json!(pascal(&self.hostile_name()?)));
        }
        if self.flip(30)? {
            // A NuGet version must be one (validate refuses other text, E0324); the text is
            // still drawn so that the seeds give the schemas they gave before.
            let _ = self.text()?;
            let references = json!({ "Extra.Package": "13.0.3" });
            csharp.insert("packageReferences".into(), references);
        }
        language.insert("csharp".into(), Value::Object(csharp));
        Ok(Value::Object(language))
    }

    fn declare_modules(&mut self) -> Result<()> {
        let mut folded = BTreeSet::new();
        for _ in 0..self.count(MAX_MODULES - 1)? {
            let module = if self.options.pending_names && self.flip(5)? {
                self.hostile_name()?
            } else {
                self.pick(MODULE_NAMES)?.to_string()
            };
            // Directories that differ only in case are one directory on some file systems.
            if folded.insert(module.to_lowercase()) {
                self.modules.push(module);
            }
        }
        // The root module, spelled as `index` or as an empty module part.
        let root = if self.flip(20)? { "" } else { "index" };
        self.root = self.u.int_in_range(0..=self.modules.len())?;
        self.modules.insert(self.root, root.to_string());
        self.scopes = self.modules.iter().map(|_| Scope::default()).collect();
        Ok(())
    }

    /// A definition name not yet taken in module `m`, or `None` after a few tries. Resources
    /// and functions (`member`) need identifiers (E0321); type names may hold anything.
    fn definition_name(&mut self, m: usize, member: bool) -> Result<Option<String>> {
        for _ in 0..4 {
            let name = match self.u.int_in_range(0..=19u8)? {
                0 if !member && self.flip(30)? => pascal(&self.hostile_name()?),
                0..=7 => pascal(&self.camel_words()?),
                8..=13 => uppercase_first(self.pick(KEYWORDS)?),
                14..=16 => self.pick(KEYWORDS)?.to_string(),
                _ => self.pick(ODD_NAMES)?.to_string(),
            };
            // `provider` is the package's own provider in the root module (E0316); a name
            // holding `:` or `/` would not be one token part (methods use `/` on purpose).
            // A resource or function file named like a file the SDK writes anyway (`__init__.py`,
            // `init.go`, `Utilities.cs`) is refused by `generate` ("two files would be written"),
            // as Pulumi's generators fail on it; such names are left out (see the README).
            let folded = fold(&name);
            if FILE_NAMES.iter().any(|f| fold(f) == folded)
                || name.contains([':', '/', '%', '#'])
                || (member && !is_identifier(&name))
                // Resources and functions become Python module files, whose names must read
                // as themselves (E0321).
                || (member && naming::unicode::nfkc(&name) != name)
            {
                continue;
            }
            if self.scopes[m].take_definition(&name) {
                return Ok(Some(name));
            }
        }
        Ok(None)
    }

    fn token(&self, m: usize, name: &str) -> String {
        format!("{}:{}:{}", self.package, self.modules[m], name)
    }

    fn declare_types(&mut self) -> Result<()> {
        for _ in 0..self.count(MAX_TYPES)? {
            let m = self.u.choose_index(self.modules.len())?;
            if let Some(name) = self.definition_name(m, false)? {
                let token = self.token(m, &name);
                self.objects.push(Declared {
                    token,
                    module: m,
                    enum_values: None,
                });
            }
        }
        for _ in 0..self.count(MAX_ENUMS)? {
            let m = self.u.choose_index(self.modules.len())?;
            if let Some(name) = self.definition_name(m, false)? {
                let token = self.token(m, &name);
                let values = self.enum_values()?;
                self.enums.push(Declared {
                    token,
                    module: m,
                    enum_values: Some(values),
                });
            }
        }
        Ok(())
    }

    /// Declares resources (bodies later) and generates the functions, which go to
    /// `root["functions"]`.
    fn declare_members(&mut self, root: &mut Map<String, Value>) -> Result<()> {
        for _ in 0..self.count(MAX_RESOURCES)? {
            let m = self.u.choose_index(self.modules.len())?;
            if let Some(name) = self.definition_name(m, true)? {
                let token = self.token(m, &name);
                self.resources.push(Declared {
                    token,
                    module: m,
                    enum_values: None,
                });
            }
        }
        let mut functions = Map::new();
        for _ in 0..self.count(MAX_FUNCTIONS)? {
            let m = self.u.choose_index(self.modules.len())?;
            let name = if self.flip(50)? {
                // Data sources are usually `getX`.
                let base = pascal(&self.camel_words()?);
                let name = format!("get{base}");
                if !self.scopes[m].take_definition(&name) {
                    continue;
                }
                name
            } else {
                // Lower-casing can make a non-identifier (`İ` becomes `i` and a combining dot).
                match self.definition_name(m, true)?.map(|n| lowercase_first(&n)) {
                    Some(name) if is_identifier(&name) => name,
                    _ => continue,
                }
            };
            let token = self.token(m, &name);
            let body = self.function(m, None)?;
            functions.insert(token, body);
        }
        if !functions.is_empty() {
            root.insert("functions".into(), Value::Object(functions));
        }
        Ok(())
    }

    fn camel_words(&mut self) -> Result<String> {
        let n = 1 + self.count(2)?;
        let mut name = String::new();
        for i in 0..n {
            let word = self.pick(WORDS)?;
            if i == 0 {
                name.push_str(word);
            } else {
                name.push_str(&uppercase_first(word));
            }
        }
        Ok(name)
    }

    fn property_name(&mut self) -> Result<String> {
        Ok(match self.u.int_in_range(0..=9u8)? {
            0 if self.flip(10)? => self.hostile_name()?,
            0..=3 => self.camel_words()?,
            4..=6 => self.pick(KEYWORDS)?.to_string(),
            7 if self.flip(50)? => self.pick(FILE_NAMES)?.to_string(),
            7 => {
                // Long names, up to 120 bytes (file names after them fit in 255, E0323).
                let mut name = self.camel_words()?.repeat(1 + self.count(30)?);
                name.truncate(MAX_NAME_BYTES);
                name
            }
            _ => self.pick(ODD_NAMES)?.to_string(),
        })
    }

    /// A name with a part of [`NAME_PAYLOADS`] in it: `foo²Bar`, `a$(x)`, `x\u{202e}y`.
    fn hostile_name(&mut self) -> Result<String> {
        let before = self.pick(WORDS)?;
        let payload = if self.options.pending_names && self.flip(20)? {
            self.pick(PENDING_NAME_PAYLOADS)?
        } else {
            self.pick(NAME_PAYLOADS)?
        };
        let after = if self.u.arbitrary()? {
            uppercase_first(self.pick(WORDS)?)
        } else {
            String::new()
        };
        let name = format!("{before}{payload}{after}");
        self.hostile.insert(uppercase_first(&name));
        self.hostile.insert(name.clone());
        Ok(name)
    }

    /// A description: several nasty fragments joined by ordinary words and line breaks.
    fn text(&mut self) -> Result<String> {
        let mut text = String::new();
        for _ in 0..1 + self.count(6)? {
            match self.u.int_in_range(0..=9u8)? {
                0..=5 => {
                    text.push_str(MARKER);
                    text.push_str(self.pick(NASTY_TEXT)?);
                    text.push_str(MARKER);
                }
                6 => text.push_str(self.pick(WORDS)?),
                7 => text.push_str(&"long line ".repeat(1 + self.count(600)?)),
                8 => text.push_str(self.pick(KEYWORDS)?),
                _ => text.push_str(self.pick(&["\n", "\r\n", " ", "\n\n", "\u{2028}"])?),
            }
            if self.flip(50)? {
                text.push(' ');
            }
        }
        Ok(text)
    }

    fn maybe_text(&mut self, percent: u8) -> Result<Option<String>> {
        if self.flip(percent)? {
            self.text().map(Some)
        } else {
            Ok(None)
        }
    }

    fn enum_values(&mut self) -> Result<(&'static str, Vec<Value>)> {
        // No boolean enums: valid (W0405), but the Python and .NET SDKs refuse them.
        let kind = match self.u.int_in_range(0..=99u8)? {
            0..=59 => "string",
            60..=79 => "integer",
            _ => "number",
        };
        let mut values = Vec::new();
        for _ in 0..1 + self.count(5)? {
            let value = match kind {
                "string" => {
                    if self.flip(70)? {
                        json!(self.pick(NASTY_VALUES)?)
                    } else {
                        json!(self.text()?)
                    }
                }
                "integer" => json!(self.pick(INTEGERS)?),
                _ => json!(self.pick(NUMBERS)?),
            };
            // Numbers compare by value (3 and 3.0 are one value).
            let duplicate = values.iter().any(|v: &Value| {
                v == &value || (v.as_f64().is_some() && v.as_f64() == value.as_f64())
            });
            if !duplicate {
                values.push(value);
            }
        }
        Ok((kind, values))
    }

    fn enum_type(&mut self, i: usize) -> Result<Value> {
        let (kind, values) = self.enums[i]
            .enum_values
            .clone()
            .expect("an enum has values");
        // Member names derive from `name`, else from the value; each backend refuses a value
        // it cannot name (`\`, `✓`) and two that come out the same, as Pulumi's do. So every
        // member's name, folded to its lowercase letters and digits, is distinct and not empty.
        let mut folded_names = BTreeSet::new();
        let mut entries = Vec::new();
        for value in values {
            let mut entry = Map::new();
            let derived = match &value {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            entry.insert("value".into(), value);
            let derived_key = fold(&derived);
            // A value longer than a name may be (E0323) needs a `name` too.
            // A value holding a marker gets one too: the marker must only reach literals.
            let explicit = self.flip(40)?
                || derived.contains(MARKER)
                || derived_key.is_empty()
                || derived.len() > MAX_NAME_BYTES
                || !folded_names.insert(derived_key);
            if explicit {
                let mut found = None;
                for _ in 0..8 {
                    let candidate = pascal(&self.property_name()?);
                    let key = fold(&candidate);
                    if !key.is_empty() && folded_names.insert(key) {
                        found = Some(candidate);
                        break;
                    }
                }
                // Always distinct, in case every try above was taken.
                let name = found.unwrap_or_else(|| {
                    let mut n = folded_names.len();
                    while !folded_names.insert(format!("member{n}")) {
                        n += 1;
                    }
                    format!("Member{n}")
                });
                entry.insert("name".into(), json!(name));
            }
            if let Some(text) = self.maybe_text(30)? {
                entry.insert("description".into(), json!(text));
            }
            if let Some(text) = self.maybe_text(10)? {
                entry.insert("deprecationMessage".into(), json!(text));
            }
            entries.push(Value::Object(entry));
        }
        let mut body = Map::new();
        body.insert("type".into(), json!(kind));
        body.insert("enum".into(), Value::Array(entries));
        if let Some(text) = self.maybe_text(60)? {
            body.insert("description".into(), json!(text));
        }
        Ok(Value::Object(body))
    }

    fn object_type(&mut self, i: usize) -> Result<Value> {
        self.here = self.objects[i].module;
        let mut body = Map::new();
        body.insert("type".into(), json!("object"));
        if let Some(text) = self.maybe_text(60)? {
            body.insert("description".into(), json!(text));
        }
        let (properties, required) = self.properties(Owner::Object(i), &mut Scope::default())?;
        body.insert("properties".into(), Value::Object(properties));
        if !required.is_empty() {
            body.insert("required".into(), json!(required));
        }
        Ok(Value::Object(body))
    }

    /// A property map and its required names.
    fn properties(
        &mut self,
        owner: Owner,
        scope: &mut Scope,
    ) -> Result<(Map<String, Value>, Vec<String>)> {
        let mut properties = Map::new();
        let mut required = Vec::new();
        for _ in 0..self.count(MAX_PROPERTIES)? {
            let name = self.property_name()?;
            let forbidden = name == "pulumi"
                || python_reserved(&name, owner)
                || GRAMMAR_GAPS.contains(&name.as_str())
                || (owner == Owner::ProviderInput && name == "version");
            if forbidden || !scope.take_property(&name) {
                continue;
            }
            let (property, may_require) = self.property(owner)?;
            if may_require && self.flip(40)? {
                required.push(name.clone());
            }
            properties.insert(name, property);
        }
        Ok((properties, required))
    }

    /// One property; the flag says whether it may be required (a required property that refers
    /// to an object type defined later could close a cycle).
    fn property(&mut self, owner: Owner) -> Result<(Value, bool)> {
        let allow_resources = !matches!(owner, Owner::Config | Owner::ProviderInput);
        let spec = self.type_spec(0, allow_resources)?;
        let mut may_require = true;
        if let Owner::Object(i) = owner {
            if let Some(target) = self.object_index(&spec) {
                may_require = target < i;
            }
        }
        let mut property = match spec {
            Value::Object(map) => map,
            _ => Map::new(),
        };
        if let Some(text) = self.maybe_text(60)? {
            property.insert("description".into(), json!(text));
        }
        if self.flip(20)? {
            property.insert("secret".into(), json!(true));
        }
        if matches!(owner, Owner::ResourceInput | Owner::ResourceOutput) && self.flip(20)? {
            let key = if self.u.arbitrary()? {
                "replaceOnChanges"
            } else {
                "willReplaceOnChanges"
            };
            property.insert(key.into(), json!(true));
        }
        if matches!(owner, Owner::Object(_) | Owner::ResourceOutput) && self.flip(15)? {
            property.insert("outputOnly".into(), json!(true));
        }
        if matches!(
            owner,
            Owner::ResourceInput | Owner::FunctionInput | Owner::ProviderInput
        ) && self.flip(10)?
        {
            property.insert("plain".into(), json!(true));
        }
        if let Some(default) = self.default_for(&property)? {
            property.insert("default".into(), default);
        }
        if self.defaultable(&property) && self.flip(15)? {
            let vars = (0..1 + self.count(2)?)
                .map(|_| self.pick(ENV_VARS))
                .collect::<Result<Vec<_>>>()?;
            property.insert("defaultInfo".into(), json!({ "environment": vars }));
        }
        if property.get("type") == Some(&json!("string")) && self.flip(5)? {
            property.insert("const".into(), json!(self.pick(NASTY_VALUES)?));
        }
        if let Some(text) = self.maybe_text(10)? {
            property.insert("deprecationMessage".into(), json!(text));
        }
        Ok((Value::Object(property), may_require))
    }

    /// The object type a property refers to directly (not through an array, map or union).
    fn object_index(&self, spec: &Value) -> Option<usize> {
        let reference = spec.get("$ref")?.as_str()?;
        let token = reference.strip_prefix("#/types/")?;
        self.objects.iter().position(|o| o.token == token)
    }

    fn enum_of(&self, property: &Map<String, Value>) -> Option<&Declared> {
        let reference = property.get("$ref")?.as_str()?;
        let token = reference.strip_prefix("#/types/")?;
        self.enums.iter().find(|e| e.token == token)
    }

    /// Primitives, enums and unions with a default type may have defaults.
    fn defaultable(&self, property: &Map<String, Value>) -> bool {
        let primitive = matches!(
            property.get("type").and_then(Value::as_str),
            Some("string" | "integer" | "number" | "boolean")
        ) && !property.contains_key("$ref");
        primitive || self.enum_of(property).is_some()
    }

    fn default_for(&mut self, property: &Map<String, Value>) -> Result<Option<Value>> {
        if !self.defaultable(property) || !self.flip(25)? {
            return Ok(None);
        }
        if let Some(declared) = self.enum_of(property) {
            let (_, values) = declared.enum_values.clone().expect("an enum has values");
            return self.u.choose(&values).cloned().map(Some);
        }
        Ok(Some(match property.get("type").and_then(Value::as_str) {
            Some("string") => {
                if self.flip(50)? {
                    json!(self.pick(NASTY_VALUES)?)
                } else {
                    json!(self.text()?)
                }
            }
            Some("integer") => json!(self.pick(INTEGERS)?),
            Some("number") => json!(self.pick(NUMBERS)?),
            _ => json!(self.u.arbitrary::<bool>()?),
        }))
    }

    /// The tokens of `declared` that the current definition may refer to: those of its own
    /// module and of modules listed before it, so that references between modules go one way
    /// (Go packages cannot import each other in a cycle; sdkgen's Go backend refuses that).
    fn visible(&self, declared: &[Declared]) -> Vec<String> {
        declared
            .iter()
            .filter(|d| d.module <= self.here)
            .map(|d| d.token.clone())
            .collect()
    }

    /// A type spec: primitives, builtins, arrays, maps, unions and references.
    fn type_spec(&mut self, depth: u32, allow_resources: bool) -> Result<Value> {
        let nested = depth < MAX_DEPTH;
        let objects = self.visible(&self.objects);
        let enums = self.visible(&self.enums);
        let resources = self.visible(&self.resources);
        Ok(match self.u.int_in_range(0..=99u8)? {
            0..=39 => json!({ "type": self.pick(&["string", "integer", "number", "boolean"])? }),
            40..=47 => {
                let builtin = self.pick(&["Any", "Json", "Asset", "Archive"])?;
                json!({ "$ref": format!("pulumi.json#/{builtin}") })
            }
            48..=59 if nested => {
                json!({ "type": "array", "items": self.type_spec(depth + 1, allow_resources)? })
            }
            60..=69 if nested => {
                if self.flip(20)? {
                    json!({ "type": "object" })
                } else {
                    let element = self.type_spec(depth + 1, allow_resources)?;
                    json!({ "type": "object", "additionalProperties": element })
                }
            }
            70..=84 if !objects.is_empty() => {
                json!({ "$ref": format!("#/types/{}", self.u.choose(&objects)?) })
            }
            85..=92 if !enums.is_empty() => {
                json!({ "$ref": format!("#/types/{}", self.u.choose(&enums)?) })
            }
            93..=95 if allow_resources && !resources.is_empty() => {
                json!({ "$ref": format!("#/resources/{}", self.u.choose(&resources)?) })
            }
            96..=98 if nested => {
                let mut alternatives = Vec::new();
                for _ in 0..2 + self.count(2)? {
                    alternatives.push(self.type_spec(MAX_DEPTH, allow_resources)?);
                }
                let mut union = json!({ "oneOf": alternatives });
                if self.flip(30)? {
                    union["type"] = json!("string");
                }
                union
            }
            99 => {
                // Another package's type whose schema is not given: a warning, an opaque type.
                json!({ "$ref": "/other/v1.2.3/schema.json#/types/other:index:Thing" })
            }
            _ => json!({ "type": "string" }),
        })
    }

    fn config(&mut self) -> Result<Value> {
        let (variables, required) = self.properties(Owner::Config, &mut Scope::default())?;
        let mut config = Map::new();
        config.insert("variables".into(), Value::Object(variables));
        if !required.is_empty() {
            config.insert("defaults".into(), json!(required));
        }
        Ok(Value::Object(config))
    }

    fn provider(&mut self) -> Result<Value> {
        let mut provider = Map::new();
        if let Some(text) = self.maybe_text(50)? {
            provider.insert("description".into(), json!(text));
        }
        let (inputs, required) = self.properties(Owner::ProviderInput, &mut Scope::default())?;
        provider.insert("inputProperties".into(), Value::Object(inputs));
        if !required.is_empty() {
            provider.insert("requiredInputs".into(), json!(required));
        }
        let (outputs, _) = self.properties(Owner::ResourceOutput, &mut Scope::default())?;
        provider.insert("properties".into(), Value::Object(outputs));
        Ok(Value::Object(provider))
    }

    fn resource(&mut self, token: &str, functions: &mut Map<String, Value>) -> Result<Value> {
        let mut body = Map::new();
        if let Some(text) = self.maybe_text(70)? {
            body.insert("description".into(), json!(text));
        }
        let is_component = self.flip(10)?;
        if is_component {
            body.insert("isComponent".into(), json!(true));
        }
        let mut output_scope = Scope::default();
        let (mut outputs, mut required) =
            self.properties(Owner::ResourceOutput, &mut output_scope)?;
        let (inputs, required_inputs) =
            self.properties(Owner::ResourceInput, &mut Scope::default())?;
        // Inputs are usually outputs too.
        for (name, input) in &inputs {
            if self.flip(60)?
                && !python_reserved(name, Owner::ResourceOutput)
                && output_scope.take_property(name)
            {
                outputs.insert(name.clone(), input.clone());
                if required_inputs.contains(name) {
                    required.push(name.clone());
                }
            }
        }
        if !outputs.is_empty() {
            body.insert("properties".into(), Value::Object(outputs.clone()));
        }
        if !required.is_empty() {
            body.insert("required".into(), json!(required));
        }
        if !inputs.is_empty() {
            body.insert("inputProperties".into(), Value::Object(inputs));
        }
        if !required_inputs.is_empty() {
            body.insert("requiredInputs".into(), json!(required_inputs));
        }
        if self.flip(30)? {
            let (state, _) = self.properties(Owner::ResourceInput, &mut Scope::default())?;
            let mut state_inputs = Map::new();
            state_inputs.insert("properties".into(), Value::Object(state));
            if let Some(text) = self.maybe_text(50)? {
                state_inputs.insert("description".into(), json!(text));
            }
            body.insert("stateInputs".into(), Value::Object(state_inputs));
        }
        if self.flip(20)? {
            // An alias's token is only ever a string literal.
            let word = if self.flip(30)? {
                self.hostile_name()?
            } else {
                self.pick(WORDS)?.to_owned()
            };
            let old = format!("{}:old:{}", self.package, word);
            let alias = if self.u.arbitrary()? {
                json!(old)
            } else {
                json!({ "type": old })
            };
            body.insert("aliases".into(), json!([alias]));
        }
        if let Some(text) = self.maybe_text(10)? {
            body.insert("deprecationMessage".into(), json!(text));
        }
        if self.flip(25)? {
            let mut methods = Map::new();
            let mut names = Scope::default();
            for name in outputs.keys() {
                names.take_property(name);
            }
            for _ in 0..1 + self.count(1)? {
                let name = lowercase_first(&self.camel_words()?);
                if !names.take_property(&name) {
                    continue;
                }
                let function_token = format!("{token}/{name}");
                if functions.contains_key(&function_token) {
                    continue;
                }
                let function = self.function(self.here, Some(token))?;
                functions.insert(function_token.clone(), function);
                methods.insert(name, json!(function_token));
            }
            if !methods.is_empty() {
                body.insert("methods".into(), Value::Object(methods));
            }
        }
        Ok(Value::Object(body))
    }

    /// A function; for a method of `resource`, its first input is `__self__`.
    fn function(&mut self, module: usize, method_of: Option<&str>) -> Result<Value> {
        self.here = module;
        let mut body = Map::new();
        if let Some(text) = self.maybe_text(60)? {
            body.insert("description".into(), json!(text));
        }
        if method_of.is_some() || self.flip(75)? {
            let (mut properties, mut required) =
                self.properties(Owner::FunctionInput, &mut Scope::default())?;
            if let Some(resource) = method_of {
                properties.insert(
                    "__self__".into(),
                    json!({ "$ref": format!("#/resources/{resource}") }),
                );
                required.insert(0, "__self__".into());
            } else if !properties.is_empty() && self.flip(15)? {
                let order: Vec<&String> = properties.keys().collect();
                body.insert("multiArgumentInputs".into(), json!(order));
            }
            let mut inputs = Map::new();
            inputs.insert("properties".into(), Value::Object(properties));
            if !required.is_empty() {
                inputs.insert("required".into(), json!(required));
            }
            if let Some(text) = self.maybe_text(20)? {
                inputs.insert("description".into(), json!(text));
            }
            body.insert("inputs".into(), Value::Object(inputs));
        }
        match self.u.int_in_range(0..=9u8)? {
            0..=6 => {
                let (properties, required) =
                    self.properties(Owner::FunctionOutput, &mut Scope::default())?;
                let mut outputs = Map::new();
                outputs.insert("properties".into(), Value::Object(properties));
                if !required.is_empty() {
                    outputs.insert("required".into(), json!(required));
                }
                if let Some(text) = self.maybe_text(20)? {
                    outputs.insert("description".into(), json!(text));
                }
                body.insert("outputs".into(), Value::Object(outputs));
            }
            7 | 8 => {
                let result = self.type_spec(1, true)?;
                body.insert("outputs".into(), result);
            }
            _ => {}
        }
        if let Some(text) = self.maybe_text(10)? {
            body.insert("deprecationMessage".into(), json!(text));
        }
        Ok(Value::Object(body))
    }
}

/// What E0321 asks of resource and function names: a letter or `_`, then letters, digits, `_`.
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
}

fn uppercase_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn lowercase_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A name folded to what every backend's enum-member naming keeps apart: lowercase letters
/// and digits.
fn fold(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn pascal(s: &str) -> String {
    uppercase_first(s)
}

/// Breaks up to three random places of `schema`: a value replaced by one of another kind, a
/// member removed, a member renamed (often to a case variant of itself, or copied beside it).
pub fn mutate(u: &mut Unstructured, schema: &mut Value) -> Result<()> {
    for _ in 0..u.int_in_range(0..=3u8)? {
        let mut paths = Vec::new();
        collect_paths(schema, &mut Vec::new(), &mut paths);
        if paths.is_empty() {
            return Ok(());
        }
        let path = u.choose(&paths)?.clone();
        let replacement = match u.int_in_range(0..=12u8)? {
            0 => Value::Null,
            1 => json!(0),
            2 => json!(-1),
            3 => json!(1.5),
            4 => json!(""),
            5 => json!("x"),
            6 => json!([]),
            7 => json!({}),
            8 => json!(true),
            9 => json!("#/types/nowhere:index:Missing"),
            10 => json!(u.choose(NASTY_TEXT)?),
            11 => json!(u32::MAX),
            _ => json!("pkg:index:Name"),
        };
        let action = u.int_in_range(0..=3u8)?;
        apply_at(schema, &path, |parent, key| match (parent, action) {
            (Value::Object(map), 0) => {
                map.remove(key);
            }
            (Value::Object(map), 1) => {
                if let Some(value) = map.remove(key) {
                    map.insert(flip_case(key), value);
                }
            }
            (Value::Object(map), 2) => {
                if let Some(value) = map.get(key).cloned() {
                    map.insert(flip_case(key), value);
                }
            }
            (Value::Object(map), _) => {
                map.insert(key.to_string(), replacement);
            }
            (Value::Array(items), action) => {
                if let Ok(i) = key.parse::<usize>() {
                    if i < items.len() {
                        if action == 0 {
                            items.remove(i);
                        } else {
                            items[i] = replacement;
                        }
                    }
                }
            }
            _ => {}
        });
    }
    Ok(())
}

fn collect_paths(value: &Value, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                prefix.push(key.clone());
                out.push(prefix.clone());
                collect_paths(child, prefix, out);
                prefix.pop();
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                prefix.push(i.to_string());
                out.push(prefix.clone());
                collect_paths(child, prefix, out);
                prefix.pop();
            }
        }
        _ => {}
    }
}

/// Calls `f` with the parent of the value at `path` and the last key.
fn apply_at(value: &mut Value, path: &[String], f: impl FnOnce(&mut Value, &str)) {
    let Some((last, parents)) = path.split_last() else {
        return;
    };
    let mut node = value;
    for key in parents {
        node = match node {
            Value::Object(map) => match map.get_mut(key) {
                Some(child) => child,
                None => return,
            },
            Value::Array(items) => match key.parse::<usize>().ok().and_then(|i| items.get_mut(i)) {
                Some(child) => child,
                None => return,
            },
            _ => return,
        };
    }
    f(node, last);
}

/// `key` with the case of its first letter swapped (`Foo` ↔ `foo`), or with `X` appended
/// when it has no cased first letter.
fn flip_case(key: &str) -> String {
    let mut chars = key.chars();
    match chars.next() {
        Some(c) if c.is_lowercase() => c.to_uppercase().chain(chars).collect(),
        Some(c) if c.is_uppercase() => c.to_lowercase().chain(chars).collect(),
        _ => format!("{key}X"),
    }
}
