//! The docs view model: every entry (resource, function, type, the configuration) with its
//! names in each language, its fields and their flags, built from the IR. Every string that
//! reaches a template is already escaped for where it goes: `md` values are Markdown, `html`
//! values are HTML, so templates only place them.

use std::collections::BTreeSet;

use heck::ToKebabCase;
use rayon::prelude::*;
use serde::Serialize;

use super::names::{Form, Owner, Spelled, Spellings, LANGS};
use super::rows;
use super::snippets::{self, Arguments};
use super::text::{self, html, html_code, html_code_breakable, md_code};
use crate::backends::TypeSpellers;
use crate::ir::{
    EnumId, FunctionId, FunctionOutputs, ObjectId, Package, Property, Resource, ResourceId, Token,
    Type,
};
use crate::spec::ScalarValue;

/// The same content for both formats.
#[derive(Serialize, Clone, Debug, Default)]
pub struct Text {
    pub md: String,
    pub html: String,
}

impl Text {
    fn code(s: &str) -> Text {
        Text {
            md: md_code(s),
            html: html_code(s),
        }
    }

    fn plain(s: &str) -> Text {
        Text {
            md: s.to_owned(),
            html: html(s),
        }
    }

    fn join(&mut self, other: Text) {
        self.md.push_str(&other.md);
        self.html.push_str(&other.html);
    }

    /// A description (Markdown from the schema), made safe for both formats.
    pub fn description(source: Option<&str>) -> Text {
        thread_local! {
            /// A property's description is shown on each of its forms (input, output, state).
            static MEMO: crate::memo::Memo<Text> = Default::default();
        }
        let convert = |source: &str| {
            let prepared = text::prepare(source);
            Text {
                md: text::label_examples(&text::to_markdown(&text::demote_headings(&prepared))),
                html: text::to_html(&prepared),
            }
        };
        let size = |text: &Text| text.md.len() + text.html.len();
        MEMO.with(|memo| memo.get(0, source.unwrap_or_default(), convert, size))
    }
}

/// One language's spelling of a name, for both formats.
#[derive(Serialize, Clone, Debug)]
pub struct NameCell {
    pub lang: &'static str,
    pub label: &'static str,
    /// `—` when the SDK has no such name.
    pub md: String,
    pub html: String,
}

/// A field (property) of an entry, as shown: its Markdown block and its HTML table row. They
/// are written in Rust ([`super::rows`]) rather than by a template: a large schema has thousands
/// of fields, and placing a dozen values each through the template engine cost more than the
/// rest of the docs together.
#[derive(Serialize, Clone, Debug)]
pub struct Field {
    pub md: String,
    pub html: String,
    /// What the search box knows of it (written to `search.js`, not through a template).
    #[serde(skip)]
    pub search: FieldSearch,
}

/// A field as the site's search index holds it: plain text, set as text by `docs.js`.
#[derive(Clone, Debug, Default)]
pub struct FieldSearch {
    /// The HTML id of its row.
    pub id: String,
    /// Every name of the field, lower-cased and de-duplicated, space-separated.
    pub keys: String,
    /// Its name in each SDK ([`LANGS`] order), `None` where the SDK has no such field.
    pub names: Vec<Option<String>>,
}

/// Everything the docs say about a field.
#[derive(Clone, Debug)]
pub struct FieldFacts {
    /// The HTML id of its row.
    pub id: String,
    pub wire: Text,
    pub names: Vec<NameCell>,
    /// Its type as each SDK declares it, per language (in [`LANGS`] order).
    pub types: Vec<NameCell>,
    /// Its schema type, linking the entries it names.
    pub ty: Text,
    pub required: bool,
    pub secret: bool,
    pub replace_on_changes: bool,
    pub output_only: bool,
    pub default: Option<Text>,
    pub constant: Option<Text>,
    pub env: Option<Text>,
    pub deprecation: Option<Text>,
    pub description: Text,
}

/// A titled list of fields (`Inputs`, `Outputs`, `Properties`).
#[derive(Serialize, Clone, Debug)]
pub struct Section {
    pub title: String,
    pub note: Text,
    pub fields: Vec<Field>,
}

/// One value of an enum.
#[derive(Serialize, Clone, Debug)]
pub struct EnumValue {
    pub value: Text,
    pub name: Option<Text>,
    pub description: Text,
    pub deprecation: Option<Text>,
}

/// A usage example in one language.
#[derive(Serialize, Clone, Debug)]
pub struct Snippet {
    pub lang: &'static str,
    pub label: &'static str,
    /// A fenced Markdown block.
    pub md: String,
    /// `<pre><code class="language-…">…</code></pre>`.
    pub html: String,
}

/// A page of the docs: a resource, function or type.
#[derive(Serialize, Clone, Debug)]
pub struct Entry {
    /// `resource`, `function`, `type` or `enum`.
    pub kind: &'static str,
    pub kind_label: &'static str,
    /// The HTML id of its section.
    pub id: String,
    /// Its Markdown page, relative to the docs root.
    pub md_path: String,
    /// Its name as the schema spells it (the token's last part).
    pub title: Text,
    pub token: Text,
    pub names: Vec<NameCell>,
    /// Its short name in each language, for the navigation (HTML).
    pub nav: Vec<NameCell>,
    pub search: String,
    /// The description's first paragraph (Markdown), for lists.
    pub summary: String,
    pub description: Text,
    pub deprecation: Option<Text>,
    /// `component`, `overlay`, … (plain words).
    pub flags: Vec<&'static str>,
    pub sections: Vec<Section>,
    /// A function's result when it is not an object.
    pub returns: Option<Text>,
    pub values: Vec<EnumValue>,
    pub snippets: Vec<Snippet>,
    /// A resource's constructor: its signature in each SDK.
    pub signature: Vec<Snippet>,
    /// A resource's constructor called with every argument.
    pub every_argument: Vec<Snippet>,
    /// How a program reads an existing resource, when some SDK can.
    pub lookup: Option<Lookup>,
    /// `pulumi import …` for a custom resource.
    pub import: Option<Text>,
    /// The object and enum types the entry's fields use, directly or through other types.
    pub supporting: Vec<Text>,
    /// The provider's: the environment variables its inputs are read from.
    pub env_vars: Vec<EnvVar>,
}

/// "Look up an existing resource": each SDK's `get`, examples, and the state inputs that
/// qualify the lookup.
#[derive(Serialize, Clone, Debug)]
pub struct Lookup {
    pub names: Vec<NameCell>,
    pub snippets: Vec<Snippet>,
    /// Each state input, linking its row among the outputs.
    pub state: Vec<Text>,
}

/// A group of entries in the navigation and on the index page.
#[derive(Serialize, Clone, Debug)]
pub struct Group {
    pub title: &'static str,
    pub id: &'static str,
    /// Templates that see the whole site see each entry as an [`EntryLink`]; an entry's own
    /// page and section render from the entry itself, one at a time.
    #[serde(serialize_with = "links")]
    pub entries: Vec<Entry>,
}

/// What the site-level pages (index, navigation) show of an entry.
#[derive(Serialize)]
struct EntryLink<'a> {
    kind: &'static str,
    id: &'a str,
    md_path: &'a str,
    title: &'a Text,
    nav: &'a [NameCell],
    search: &'a str,
    summary: &'a str,
}

fn links<S: serde::Serializer>(entries: &[Entry], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(entries.iter().map(|e| EntryLink {
        kind: e.kind,
        id: &e.id,
        md_path: &e.md_path,
        title: &e.title,
        nav: &e.nav,
        search: &e.search,
        summary: &e.summary,
    }))
}

#[derive(Serialize, Clone, Debug)]
pub struct Lang {
    pub id: &'static str,
    pub label: &'static str,
}

/// The configuration page.
#[derive(Serialize, Clone, Debug)]
pub struct Config {
    pub names: Vec<NameCell>,
    pub fields: Vec<Field>,
    pub search: String,
    /// Markdown and HTML for `pulumi config set <pkg>:<var>`.
    pub example: Text,
    /// Every environment variable a variable is read from.
    pub env_vars: Vec<EnvVar>,
}

/// An environment variable and the field it sets (a configuration variable, a provider input).
#[derive(Serialize, Clone, Debug)]
pub struct EnvVar {
    pub name: Text,
    /// The field's wire name, linking its row in the site.
    pub field: Text,
}

/// The environment variables `props` are read from, in order, each linking its field's row
/// (`<row_prefix><field>`).
fn env_vars(props: &[&Property], row_prefix: &str) -> Vec<EnvVar> {
    props
        .iter()
        .flat_map(|p| {
            p.default_env.iter().map(move |e| EnvVar {
                name: Text::code(e),
                field: Text {
                    md: md_code(&p.name),
                    html: format!(
                        r##"<a href="#{row_prefix}{}">{}</a>"##,
                        kebab(&p.name),
                        html_code(&p.name)
                    ),
                },
            })
        })
        .collect()
}

/// Everything the docs templates show.
#[derive(Serialize, Clone, Debug)]
pub struct Site {
    pub package: Text,
    /// The package name as HTML text (page title).
    pub title: String,
    pub version: Option<Text>,
    pub description: Text,
    pub langs: Vec<Lang>,
    /// Where each SDK is installed from, per language.
    pub packages: Vec<NameCell>,
    pub config: Config,
    /// How each SDK is installed: its package manager's command.
    pub install: Vec<Snippet>,
    /// Repository, license, publisher, version (label, value).
    pub details: Vec<(&'static str, Text)>,
    /// What changed since the previous schema, when `--previous` gave one.
    pub changelog: Option<Changelog>,
    pub groups: Vec<Group>,
    pub counts: Text,
}

/// The index's changelog: `sdkgen diff`'s changes since the previous schema.
#[derive(Serialize, Clone, Debug)]
pub struct Changelog {
    /// "since 1.2.0" or "since the previous schema".
    pub since: Text,
    pub breaking: usize,
    pub changes: Vec<ChangelogRow>,
}

/// One change: added, removed or changed, breaking or not, where and what.
#[derive(Serialize, Clone, Debug)]
pub struct ChangelogRow {
    pub change: &'static str,
    pub breaking: bool,
    pub code: &'static str,
    pub location: Text,
    pub message: Text,
}

fn changelog(log: &crate::ir::Changelog) -> Changelog {
    let since = match &log.previous_version {
        Some(v) => {
            let mut t = Text::plain("since ");
            t.join(Text::code(v));
            t
        }
        None => Text::plain("since the previous schema"),
    };
    Changelog {
        since,
        breaking: log.entries.iter().filter(|e| e.breaking).count(),
        changes: log
            .entries
            .iter()
            .map(|e| ChangelogRow {
                change: e.change,
                breaking: e.breaking,
                code: e.code.0,
                location: Text::code(&e.location),
                // Messages quote schema names: they go through the descriptions' safe path.
                message: inline(Text::description(Some(&e.message))),
            })
            .collect(),
    }
}

/// Where a Markdown page lies, which decides relative links (`types/x.md` or `../types/x.md`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Root,
    Sub,
}

impl Depth {
    fn prefix(self) -> &'static str {
        match self {
            Depth::Root => "",
            Depth::Sub => "../",
        }
    }
}

/// Where each linkable thing is documented.
struct Target {
    /// Markdown page relative to the root.
    md: String,
    /// HTML id.
    id: String,
    /// Shown name.
    name: String,
}

struct Builder<'a> {
    package: &'a Package,
    spell: Spellings<'a>,
    types: &'a TypeSpellers<'a>,
    objects: Vec<Target>,
    enums: Vec<Target>,
    resources: Vec<Target>,
    provider: Target,
}

/// Builds the view model of `package`, its types spelled by each SDK's `types`.
pub fn build<'p>(package: &'p Package, types: &'p TypeSpellers<'p>) -> Site {
    let spell = Spellings::new(package);
    let mut types_taken = BTreeSet::new();
    let mut resources_taken = BTreeSet::from(["provider".to_owned()]);
    let mut functions_taken = BTreeSet::new();
    // Objects and enums share `types/`; both claim names in token order, objects first.
    let objects = package
        .objects
        .iter()
        .map(|o| target("types", "type", &o.token, &mut types_taken))
        .collect();
    let enums = package
        .enums
        .iter()
        .map(|e| target("types", "type", &e.token, &mut types_taken))
        .collect();
    let resources = package
        .resources
        .iter()
        .map(|r| target("resources", "resource", &r.token, &mut resources_taken))
        .collect();
    let provider = Target {
        md: "resources/provider.md".into(),
        id: "resource-provider".into(),
        name: "Provider".into(),
    };
    let b = Builder {
        package,
        spell,
        types,
        objects,
        enums,
        resources,
        provider,
    };
    let function_targets: Vec<Option<Target>> = package
        .functions
        .iter()
        .map(|f| {
            f.method_of
                .is_none()
                .then(|| target("functions", "function", &f.token, &mut functions_taken))
        })
        .collect();

    // Entries are independent: built in parallel, collected in order.
    let mut resource_entries = vec![b.resource_entry(None, &package.provider)];
    resource_entries.par_extend(
        package
            .resources
            .par_iter()
            .enumerate()
            .map(|(i, r)| b.resource_entry(Some(ResourceId(i)), r)),
    );
    let function_entries: Vec<Entry> = function_targets
        .par_iter()
        .enumerate()
        .filter_map(|(i, t)| Some(b.function_entry(FunctionId(i), t.as_ref()?)))
        .collect();
    let mut type_entries: Vec<(String, Entry)> = (0..package.objects.len())
        .into_par_iter()
        .map(|i| {
            let id = ObjectId(i);
            (package.object(id).token.raw.clone(), b.object_entry(id))
        })
        .collect();
    type_entries.par_extend((0..package.enums.len()).into_par_iter().map(|i| {
        let id = EnumId(i);
        (package.enum_type(id).token.raw.clone(), b.enum_entry(id))
    }));
    type_entries.sort_by(|a, b| a.0.cmp(&b.0));

    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let counts = format!(
        "{}, {}, {}, {}",
        plural(package.resources.len(), "resource", "resources"),
        plural(function_entries.len(), "function", "functions"),
        plural(type_entries.len(), "type", "types"),
        plural(
            package.config.len(),
            "configuration variable",
            "configuration variables"
        )
    );
    let version = package.version.as_deref().map(Text::code);
    let packages = b.packages();
    Site {
        package: Text::code(&package.name),
        title: html(&package.name),
        version,
        description: Text::description(package.description.as_deref()),
        langs: LANGS.iter().map(|(id, label)| Lang { id, label }).collect(),
        packages,
        config: b.config(),
        install: b.install(),
        details: b.details(),
        changelog: package.changelog.as_ref().map(changelog),
        groups: vec![
            Group {
                title: "Resources",
                id: "resources",
                entries: resource_entries,
            },
            Group {
                title: "Functions",
                id: "functions",
                entries: function_entries,
            },
            Group {
                title: "Types",
                id: "types",
                entries: type_entries.into_iter().map(|(_, e)| e).collect(),
            },
        ],
        counts: Text::plain(&counts),
    }
}

/// A file- and id-safe name for a token: module and name in kebab case joined by `.`, only
/// `[a-z0-9.-]` (so no two differ only by case), never a name Windows reserves, at most 100
/// characters, and unique among `taken` (a `-2`, `-3` suffix otherwise).
fn slug(token: &Token, taken: &mut BTreeSet<String>) -> String {
    let mut parts: Vec<String> = token.module_path().iter().map(|s| kebab(s)).collect();
    parts.push(kebab(&token.name));
    let mut base: String = parts.join(".");
    if base.len() > 100 {
        base.truncate(100);
        base = base.trim_end_matches(['-', '.']).to_owned();
    }
    let stem = base.split('.').next().unwrap_or_default();
    let reserved = matches!(stem, "con" | "prn" | "aux" | "nul")
        || ((stem.starts_with("com") || stem.starts_with("lpt"))
            && stem.len() == 4
            && stem.ends_with(|c: char| c.is_ascii_digit()));
    if reserved {
        base = format!("{stem}-{}", &base[stem.len()..]);
        base = base.replace("-.", ".-").trim_end_matches('-').to_owned() + "-";
    }
    unique(base, taken)
}

fn unique(base: String, taken: &mut BTreeSet<String>) -> String {
    let mut candidate = base.clone();
    let mut n = 2;
    while !taken.insert(candidate.clone()) {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    candidate
}

/// Kebab case with only `[a-z0-9-]`.
fn kebab(s: &str) -> String {
    let k = s.to_kebab_case();
    let mut out = String::with_capacity(k.len());
    for c in k.chars() {
        let c = if c.is_ascii_lowercase() || c.is_ascii_digit() {
            c
        } else {
            '-'
        };
        if !(c == '-' && (out.is_empty() || out.ends_with('-'))) {
            out.push(c);
        }
    }
    let out = out.trim_end_matches('-').to_owned();
    if out.is_empty() {
        "x".to_owned()
    } else {
        out
    }
}

fn target(dir: &str, kind: &str, token: &Token, taken: &mut BTreeSet<String>) -> Target {
    let slug = slug(token, taken);
    Target {
        md: format!("{dir}/{slug}.md"),
        id: format!("{kind}-{slug}"),
        name: token.name.clone(),
    }
}

/// The name cells of a spelled thing, one per language.
fn name_cells(spelled: &Spelled) -> Vec<NameCell> {
    LANGS
        .iter()
        .zip(spelled.iter())
        .map(|((lang, label), forms)| NameCell {
            lang,
            label,
            md: forms_md(forms),
            html: forms_html(forms),
        })
        .collect()
}

/// The type cells of a field: as [`name_cells`], each type breakable between its tokens only.
fn type_cells(spelled: &Spelled) -> Vec<NameCell> {
    let mut cells = name_cells(spelled);
    for (cell, forms) in cells.iter_mut().zip(spelled.iter()) {
        if !forms.is_empty() {
            cell.html = forms
                .iter()
                .map(|f| {
                    let ty = html_code_breakable(&f.name);
                    if f.note.is_empty() {
                        ty
                    } else {
                        format!(r#"{ty} <small>{}</small>"#, html(f.note))
                    }
                })
                .collect::<Vec<_>>()
                .join(r#"<span class="sep">, </span>"#);
        }
    }
    cells
}

fn forms_md(forms: &[Form]) -> String {
    if forms.is_empty() {
        return "—".to_owned();
    }
    forms
        .iter()
        .map(|f| {
            if f.note.is_empty() {
                md_code(&f.name)
            } else {
                format!("{} ({})", md_code(&f.name), f.note)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn forms_html(forms: &[Form]) -> String {
    if forms.is_empty() {
        return r#"<span class="none">not in this SDK</span>"#.to_owned();
    }
    forms
        .iter()
        .map(|f| {
            if f.note.is_empty() {
                html_code(&f.name)
            } else {
                format!(r#"{} <small>{}</small>"#, html_code(&f.name), html(f.note))
            }
        })
        .collect::<Vec<_>>()
        .join(r#"<span class="sep">, </span>"#)
}

/// The last part of a dotted or `::` path.
fn short(name: &str) -> &str {
    let name = name.rsplit("::").next().unwrap_or(name);
    name.rsplit('.').next().unwrap_or(name)
}

/// Navigation labels: each language's short primary name, the schema name where it has none.
fn nav_cells(spelled: &Spelled, fallback: &str) -> Vec<NameCell> {
    LANGS
        .iter()
        .zip(spelled.iter())
        .map(|((lang, label), forms)| {
            // A C# function is its static class (`GetX`), not the `InvokeAsync` method.
            let name = forms
                .first()
                .map(|f| {
                    let n = f.name.as_str();
                    short(
                        n.strip_suffix(".InvokeAsync")
                            .or_else(|| n.strip_suffix(".Invoke"))
                            .unwrap_or(n),
                    )
                })
                .unwrap_or(fallback);
            NameCell {
                lang,
                label,
                md: md_code(name),
                html: html(name),
            }
        })
        .collect()
}

/// Search keys: every name given, lower-cased, de-duplicated, HTML-escaped for an attribute.
fn search_keys<'s>(names: impl IntoIterator<Item = &'s str>) -> String {
    html(&search_words(names))
}

/// Every name given, lower-cased and de-duplicated (with its last dotted part), as plain text.
fn search_words<'s>(names: impl IntoIterator<Item = &'s str>) -> String {
    let mut keys: BTreeSet<String> = BTreeSet::new();
    for n in names {
        let lower = n.to_lowercase();
        keys.insert(short(&lower).to_owned());
        keys.insert(lower);
    }
    keys.into_iter().collect::<Vec<_>>().join(" ")
}

fn spelled_names(spelled: &Spelled) -> impl Iterator<Item = &str> {
    spelled.iter().flatten().map(|f| f.name.as_str())
}

/// A default or constant as JSON (`"text"`, `4`, `true`).
fn scalar(v: &ScalarValue) -> String {
    match v {
        ScalarValue::String(s) => serde_json::to_string(s).unwrap_or_default(),
        other => other.to_string(),
    }
}

impl Builder<'_> {
    fn link(&self, t: &Target, depth: Depth, suffix: &str) -> Text {
        Text {
            md: format!("[{}]({}{}){suffix}", md_code(&t.name), depth.prefix(), t.md),
            html: format!(
                r##"<a href="#{}">{}</a>{}"##,
                t.id,
                html_code(&t.name),
                html(suffix)
            ),
        }
    }

    /// A schema type, with links to the entries it names.
    fn ty(&self, ty: &Type, depth: Depth) -> Text {
        match ty {
            Type::Boolean => Text::code("boolean"),
            Type::Integer => Text::code("integer"),
            Type::Number => Text::code("number"),
            Type::String => Text::code("string"),
            Type::Any => Text::code("any"),
            Type::Json => Text::code("JSON"),
            Type::Asset => Text::code("asset"),
            Type::Archive => Text::code("archive"),
            Type::Array(e) => {
                let mut t = Text::plain("array of ");
                t.join(self.ty(e, depth));
                t
            }
            Type::Map(e) => {
                let mut t = Text::plain("map of string to ");
                t.join(self.ty(e, depth));
                t
            }
            Type::Object(id) => self.link(&self.objects[id.0], depth, ""),
            Type::Enum(id) => self.link(&self.enums[id.0], depth, " (enum)"),
            Type::Resource(id) => self.link(&self.resources[id.0], depth, " (resource)"),
            Type::Provider => self.link(&self.provider, depth, " (resource)"),
            Type::External(r) => {
                let name = if r.token.is_empty() {
                    "provider"
                } else {
                    r.token.as_str()
                };
                let mut t = Text::code(name);
                t.join(Text::plain(" of package "));
                t.join(Text::code(&r.package));
                t
            }
            Type::Union(u) => {
                let mut t = Text::default();
                for (i, e) in u.elements.iter().enumerate() {
                    if i > 0 {
                        t.join(Text::plain(" or "));
                    }
                    t.join(self.ty(e, depth));
                }
                t
            }
            Type::Token(tt) => {
                let mut t = Text::code(&tt.token);
                t.join(Text::plain(" (as "));
                t.join(self.ty(&tt.underlying, depth));
                t.join(Text::plain(")"));
                t
            }
        }
    }

    fn fields(
        &self,
        owner: Owner,
        props: &[&Property],
        entry_id: &str,
        section: &str,
        depth: Depth,
        ids: &mut BTreeSet<String>,
    ) -> Vec<Field> {
        let names = self.spell.fields(owner, props);
        let types = super::names::field_types(&self.spell, self.types, owner, props);
        props
            .iter()
            .zip(names)
            .zip(types)
            .map(|((p, names), types)| {
                let id = unique(format!("{entry_id}--{section}{}", kebab(&p.name)), ids);
                let cells: Vec<NameCell> = LANGS
                    .iter()
                    .zip(names.iter())
                    .map(|((lang, label), n)| NameCell {
                        lang,
                        label,
                        md: n.as_deref().map(md_code).unwrap_or_else(|| "—".into()),
                        html: n.as_deref().map(html_code).unwrap_or_else(|| {
                            r#"<span class="none">not in this SDK</span>"#.into()
                        }),
                    })
                    .collect();
                let env = (!p.default_env.is_empty()).then(|| Text {
                    md: p
                        .default_env
                        .iter()
                        .map(|e| md_code(e))
                        .collect::<Vec<_>>()
                        .join(", "),
                    html: p
                        .default_env
                        .iter()
                        .map(|e| html_code(e))
                        .collect::<Vec<_>>()
                        .join(", "),
                });
                let words = search_words(
                    std::iter::once(p.name.as_str())
                        .chain(names.iter().flatten().map(String::as_str)),
                );
                let search = FieldSearch {
                    id: id.clone(),
                    keys: words,
                    names: names.to_vec(),
                };
                let facts = FieldFacts {
                    id,
                    wire: Text::code(&p.name),
                    names: cells,
                    types: type_cells(&types),
                    ty: self.ty(&p.type_, depth),
                    required: p.required,
                    secret: p.secret,
                    replace_on_changes: p.replace_on_changes,
                    output_only: p.output_only,
                    default: p.default.as_ref().map(|d| Text::code(&scalar(d))),
                    constant: p.const_value.as_ref().map(|d| Text::code(&scalar(d))),
                    env,
                    deprecation: p
                        .deprecation_message
                        .as_deref()
                        .map(|m| inline(Text::description(Some(m)))),
                    description: Text::description(p.description.as_deref()),
                };
                Field {
                    md: rows::markdown(&facts),
                    html: rows::html(&facts),
                    search,
                }
            })
            .collect()
    }

    #[allow(clippy::too_many_arguments)]
    fn entry(
        &self,
        kind: &'static str,
        kind_label: &'static str,
        t: &Target,
        token: &str,
        spelled: &Spelled,
        description: Option<&str>,
        deprecation: Option<&str>,
    ) -> Entry {
        let description = Text::description(description);
        let summary_source = text::summary(&description.md);
        Entry {
            kind,
            kind_label,
            id: t.id.clone(),
            md_path: t.md.clone(),
            title: Text::code(&t.name),
            token: Text::code(token),
            names: name_cells(spelled),
            nav: nav_cells(spelled, &t.name),
            search: search_keys(
                [t.name.as_str(), token]
                    .into_iter()
                    .chain(spelled_names(spelled)),
            ),
            summary: summary_source,
            description,
            deprecation: deprecation.map(|m| inline(Text::description(Some(m)))),
            flags: Vec::new(),
            sections: Vec::new(),
            returns: None,
            values: Vec::new(),
            snippets: Vec::new(),
            signature: Vec::new(),
            every_argument: Vec::new(),
            lookup: None,
            import: None,
            supporting: Vec::new(),
            env_vars: Vec::new(),
        }
    }

    fn resource_entry(&self, id: Option<ResourceId>, r: &Resource) -> Entry {
        let t = match id {
            Some(id) => &self.resources[id.0],
            None => &self.provider,
        };
        let spelled = self.spell.resource(id);
        let mut e = self.entry(
            "resource",
            "Resource",
            t,
            &r.token.raw,
            &spelled,
            r.description.as_deref(),
            r.deprecation_message.as_deref(),
        );
        if r.is_provider {
            e.flags.push("provider");
            let inputs: Vec<&Property> = r.input_properties.iter().collect();
            e.env_vars = env_vars(&inputs, &format!("{}--in-", t.id));
        }
        if r.is_component {
            e.flags.push("component");
        }
        if r.is_overlay {
            e.flags.push("overlay");
        }
        let mut ids = BTreeSet::new();
        let inputs: Vec<&Property> = r.input_properties.iter().collect();
        let input_names: BTreeSet<&str> = inputs.iter().map(|p| p.name.as_str()).collect();
        let outputs: Vec<&Property> = r
            .properties
            .iter()
            .filter(|p| !input_names.contains(p.name.as_str()))
            .collect();
        e.sections.push(Section {
            title: "Inputs".into(),
            note: Text::plain("Arguments of the constructor."),
            fields: self.fields(
                Owner::ResourceInputs(id),
                &inputs,
                &t.id,
                "in-",
                Depth::Sub,
                &mut ids,
            ),
        });
        let mut output_fields = vec![self.id_output(&t.id, &mut ids)];
        output_fields.extend(self.fields(
            Owner::Resource(id),
            &outputs,
            &t.id,
            "out-",
            Depth::Sub,
            &mut ids,
        ));
        e.sections.push(Section {
            title: "Outputs".into(),
            note: Text::plain("Every input is also an output; these are the others."),
            fields: output_fields,
        });
        e.snippets = snippets::resource(self.package, &self.spell, id, Arguments::Required);
        e.signature = snippets::signature(self.package, &self.spell, id);
        e.every_argument = snippets::resource(self.package, &self.spell, id, Arguments::Every);
        e.lookup = self.lookup(id, r, &t.id, &ids);
        if !r.is_provider && !r.is_component {
            let command = format!("pulumi import {} example ID", shell_quote(&r.token.raw));
            e.import = Some(Text {
                md: text::md_fence("sh", &command),
                html: format!(
                    "<pre><code class=\"language-sh\">{}</code></pre>",
                    html(&command)
                ),
            });
        }
        let props = r.input_properties.iter().chain(&r.properties);
        e.supporting = self.supporting(props.chain(r.state_inputs.iter().flatten()));
        e
    }

    /// The `id` output of a resource, as each SDK's resource base class declares it.
    fn id_output(&self, entry_id: &str, ids: &mut BTreeSet<String>) -> Field {
        let spelled = self.spell.resource_id_output();
        let cells = |pick: fn(&(&'static str, &'static str)) -> &'static str| {
            let forms: Spelled =
                std::array::from_fn(|i| vec![Form::new(pick(&spelled[i]).to_owned(), "")]);
            forms
        };
        let id = unique(format!("{entry_id}--out-id"), ids);
        let facts = FieldFacts {
            id: id.clone(),
            wire: Text::code("id"),
            names: name_cells(&cells(|s| s.0)),
            types: type_cells(&cells(|s| s.1)),
            ty: Text::code("string"),
            required: true,
            secret: false,
            replace_on_changes: false,
            output_only: true,
            default: None,
            constant: None,
            env: None,
            deprecation: None,
            description: Text::description(Some(
                "The provider's unique ID of the resource (every resource has it).",
            )),
        };
        let names = spelled.iter().map(|s| Some(s.0.to_owned())).collect();
        Field {
            md: rows::markdown(&facts),
            html: rows::html(&facts),
            search: FieldSearch {
                id,
                keys: "id".into(),
                names,
            },
        }
    }

    /// The lookup section of resource `id`, when some SDK reads it (`get`).
    fn lookup(
        &self,
        id: Option<ResourceId>,
        r: &Resource,
        entry_id: &str,
        ids: &BTreeSet<String>,
    ) -> Option<Lookup> {
        let spelled = self.spell.resource_lookup(id);
        if spelled.iter().all(Vec::is_empty) {
            return None;
        }
        // State inputs are outputs too: each links its output row.
        let state = r
            .state_inputs
            .iter()
            .flatten()
            .map(|p| {
                // An input's row is among the inputs, the others' among the outputs.
                let input = format!("{entry_id}--in-{}", kebab(&p.name));
                let anchor = if ids.contains(&input) {
                    input
                } else {
                    format!("{entry_id}--out-{}", kebab(&p.name))
                };
                Text {
                    md: md_code(&p.name),
                    html: format!(r##"<a href="#{anchor}">{}</a>"##, html_code(&p.name)),
                }
            })
            .collect();
        Some(Lookup {
            names: name_cells(&spelled),
            snippets: snippets::lookup(self.package, &self.spell, id),
            state,
        })
    }

    /// Links to every object and enum type `props` use, directly or through object types, in
    /// token order.
    fn supporting<'p>(&self, props: impl Iterator<Item = &'p Property>) -> Vec<Text> {
        let mut objects = BTreeSet::new();
        let mut enums = BTreeSet::new();
        let mut stack: Vec<&Type> = props.map(|p| &p.type_).collect();
        while let Some(ty) = stack.pop() {
            match ty {
                Type::Array(e) | Type::Map(e) => stack.push(e),
                Type::Token(t) => stack.push(&t.underlying),
                Type::Union(u) => stack.extend(u.elements.iter()),
                Type::Enum(id) => {
                    enums.insert(id.0);
                }
                Type::Object(id) if objects.insert(id.0) => {
                    let o = self.package.object(*id);
                    stack.extend(o.properties.iter().map(|p| &p.type_));
                }
                _ => {}
            }
        }
        let mut linked: Vec<(&str, Text)> = objects
            .into_iter()
            .map(|i| (self.package.objects[i].token.raw.as_str(), &self.objects[i]))
            .chain(
                enums
                    .into_iter()
                    .map(|i| (self.package.enums[i].token.raw.as_str(), &self.enums[i])),
            )
            .map(|(token, t)| (token, self.link(t, Depth::Sub, "")))
            .collect();
        linked.sort_by(|a, b| a.0.cmp(b.0));
        linked.into_iter().map(|(_, t)| t).collect()
    }

    fn function_entry(&self, id: FunctionId, t: &Target) -> Entry {
        let f = self.package.function(id);
        let spelled = self.spell.function(id);
        let mut e = self.entry(
            "function",
            "Function",
            t,
            &f.token.raw,
            &spelled,
            f.description.as_deref(),
            f.deprecation_message.as_deref(),
        );
        if f.is_overlay {
            e.flags.push("overlay");
        }
        let mut ids = BTreeSet::new();
        let inputs: Vec<&Property> = f.inputs.iter().collect();
        e.sections.push(Section {
            title: "Inputs".into(),
            note: Text::description(f.inputs_description.as_deref()),
            fields: self.fields(
                Owner::FunctionInputs(id),
                &inputs,
                &t.id,
                "in-",
                Depth::Sub,
                &mut ids,
            ),
        });
        match &f.outputs {
            FunctionOutputs::Object { properties, .. } => {
                let outputs: Vec<&Property> = properties.iter().collect();
                e.sections.push(Section {
                    title: "Outputs".into(),
                    note: Text::description(f.outputs_description.as_deref()),
                    fields: self.fields(
                        Owner::FunctionOutputs(id),
                        &outputs,
                        &t.id,
                        "out-",
                        Depth::Sub,
                        &mut ids,
                    ),
                });
            }
            FunctionOutputs::Value(ty) => e.returns = Some(self.ty(ty, Depth::Sub)),
            FunctionOutputs::None => e.returns = Some(Text::plain("nothing")),
        }
        e.snippets = snippets::function(self.package, &self.spell, id);
        let outputs = match &f.outputs {
            FunctionOutputs::Object { properties, .. } => properties.as_slice(),
            _ => &[],
        };
        e.supporting = self.supporting(f.inputs.iter().chain(outputs));
        e
    }

    fn object_entry(&self, id: ObjectId) -> Entry {
        let o = self.package.object(id);
        let t = &self.objects[id.0];
        let spelled = self.spell.object(id);
        let mut e = self.entry(
            "type",
            "Object type",
            t,
            &o.token.raw,
            &spelled,
            o.description.as_deref(),
            None,
        );
        if o.is_overlay {
            e.flags.push("overlay");
        }
        let props: Vec<&Property> = o.properties.iter().collect();
        let mut ids = BTreeSet::new();
        e.sections.push(Section {
            title: "Properties".into(),
            note: Text::default(),
            fields: self.fields(Owner::Object(id), &props, &t.id, "", Depth::Sub, &mut ids),
        });
        e
    }

    fn enum_entry(&self, id: EnumId) -> Entry {
        let en = self.package.enum_type(id);
        let t = &self.enums[id.0];
        let spelled = self.spell.enum_type(id);
        let mut e = self.entry(
            "enum",
            "Enum type",
            t,
            &en.token.raw,
            &spelled,
            en.description.as_deref(),
            None,
        );
        if en.is_overlay {
            e.flags.push("overlay");
        }
        e.returns = Some(self.ty(&en.element_type, Depth::Sub));
        e.values = en
            .values
            .iter()
            .map(|v| EnumValue {
                value: Text::code(&scalar(&v.value)),
                name: v.name.as_deref().map(Text::code),
                description: Text::description(v.description.as_deref()),
                deprecation: v
                    .deprecation_message
                    .as_deref()
                    .map(|m| inline(Text::description(Some(m)))),
            })
            .collect();
        let mut keys: Vec<String> = en.values.iter().map(|v| scalar(&v.value)).collect();
        keys.extend(en.values.iter().filter_map(|v| v.name.clone()));
        e.search.push(' ');
        e.search
            .push_str(&search_keys(keys.iter().map(String::as_str)));
        e
    }

    fn config(&self) -> Config {
        let package = self.package;
        let props: Vec<&Property> = package.config.iter().collect();
        let mut ids = BTreeSet::new();
        let fields = self.fields(Owner::Config, &props, "config", "", Depth::Root, &mut ids);
        let s = &self.spell;
        let mut spelled: Spelled = Default::default();
        spelled[0].push(Form {
            name: format!("{}.config", s.python_root()),
            note: "",
        });
        if s.npm_package().is_some() {
            spelled[1].push(Form {
                name: format!("{}.config", s.alias()),
                note: "",
            });
        }
        if let Some((import, _)) = s.go_import("config") {
            spelled[2].push(Form {
                name: import,
                note: "package",
            });
        }
        if let Some(c) = s.cs_names() {
            spelled[3].push(Form {
                name: format!("{}.Config", c.package_namespace),
                note: "",
            });
        }
        spelled[4].push(Form {
            name: format!("{}::Config", s.rust_crate()),
            note: "",
        });
        spelled[4].push(Form {
            name: format!("{}::Config::from_context", s.rust_crate()),
            note: "from the stack's configuration",
        });
        spelled[crate::naming::spellings::JAVA].push(Form {
            name: s.java_names().config_class(),
            note: "",
        });
        let search = search_keys(
            ["configuration", "config"]
                .into_iter()
                .chain(spelled_names(&spelled))
                .chain(props.iter().map(|p| p.name.as_str())),
        );
        let example = match package.config.first() {
            Some(p) => {
                let value = match (&p.default, &p.type_) {
                    (Some(d), _) => match d {
                        ScalarValue::String(s) => s.clone(),
                        other => other.to_string(),
                    },
                    (None, Type::Integer | Type::Number) => "1".into(),
                    (None, Type::Boolean) => "true".into(),
                    _ => "VALUE".into(),
                };
                let secret = if p.secret { " --secret" } else { "" };
                let command = format!(
                    "pulumi config set{secret} {}:{} {}",
                    package.name,
                    p.name,
                    shell_quote(&value)
                );
                Text {
                    md: text::md_fence("sh", &command),
                    html: format!(
                        "<pre><code class=\"language-sh\">{}</code></pre>",
                        html(&command)
                    ),
                }
            }
            None => Text::default(),
        };
        Config {
            names: name_cells(&spelled),
            fields,
            search,
            example,
            env_vars: env_vars(&props, "config--"),
        }
    }

    /// Each SDK's install command, with the package names its backend publishes under.
    fn install(&self) -> Vec<Snippet> {
        let s = &self.spell;
        let mut commands: [Option<(&str, String)>; crate::naming::spellings::SDKS] =
            Default::default();
        commands[0] = Some(("sh", format!("pip install {}", s.python_distribution())));
        commands[1] = s.npm_package().map(|n| ("sh", format!("npm install {n}")));
        commands[2] = s
            .go_import("")
            .map(|(path, _)| ("sh", format!("go get {path}")));
        commands[3] = s
            .cs_names()
            .map(|c| ("sh", format!("dotnet add package {}", c.assembly())));
        commands[4] = Some(("sh", format!("cargo add {}", s.rust_package())));
        let java = &s.java_names().names.own;
        let (group, artifact) = (java.maven_group(), &self.package.name);
        let version = self.package.version.as_deref().unwrap_or("VERSION");
        commands[crate::naming::spellings::JAVA] = Some((
            "text",
            format!(
                "// Gradle
implementation(\"{group}:{artifact}:{version}\")

<!-- Maven -->
<dependency>
    <groupId>{group}</groupId>
    <artifactId>{artifact}</artifactId>
    <version>{version}</version>
</dependency>"
            ),
        ));
        LANGS
            .iter()
            .zip(commands)
            .filter_map(|((lang, label), c)| {
                let (fence, command) = c?;
                Some(Snippet {
                    lang,
                    label,
                    md: text::md_fence(fence, &command),
                    html: format!(
                        "<pre><code class=\"language-{fence}\">{}</code></pre>",
                        html(&command)
                    ),
                })
            })
            .collect()
    }

    /// The package's details as the schema gives them ("not given" where it does not).
    fn details(&self) -> Vec<(&'static str, Text)> {
        let p = self.package;
        let shown = |v: Option<&str>| match v.filter(|v| !v.is_empty()) {
            Some(v) => Text::code(v),
            None => Text::plain("not given"),
        };
        vec![
            ("Repository", shown(p.repository.as_deref())),
            ("License", shown(p.license.as_deref())),
            ("Publisher", shown(p.publisher.as_deref())),
            ("Version", shown(p.version.as_deref())),
            ("Homepage", shown(p.homepage.as_deref())),
        ]
    }

    /// Where each SDK comes from (package names per registry).
    fn packages(&self) -> Vec<NameCell> {
        let s = &self.spell;
        let mut spelled: Spelled = Default::default();
        spelled[0].push(Form {
            name: s.python_root().to_owned(),
            note: "Python package",
        });
        if let Some(npm) = s.npm_package() {
            spelled[1].push(Form {
                name: npm.to_owned(),
                note: "npm package",
            });
        }
        if let Some((import, _)) = s.go_import("") {
            spelled[2].push(Form {
                name: import,
                note: "Go package",
            });
        }
        if let Some(c) = s.cs_names() {
            spelled[3].push(Form {
                name: c.package_namespace.clone(),
                note: "namespace",
            });
        }
        spelled[4].push(Form {
            name: s.rust_crate().to_owned(),
            note: "crate",
        });
        spelled[crate::naming::spellings::JAVA].push(Form {
            name: s.java_names().names.own.root_package(),
            note: "Java package",
        });
        name_cells(&spelled)
    }
}

/// Text for one line of Markdown (a list item): its lines joined by spaces.
fn inline(mut t: Text) -> Text {
    t.md =
        t.md.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
    t
}

/// A shell word (single-quoted unless it is plainly safe).
fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:@%+=,".contains(c))
    {
        s.to_owned()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token(module: &str, name: &str) -> Token {
        Token {
            raw: format!("p:{module}:{name}"),
            package: "p".into(),
            module: module.into(),
            name: name.into(),
        }
    }

    #[test]
    fn slugs_are_safe_and_unique() {
        let mut taken = BTreeSet::new();
        assert_eq!(
            slug(&token("", "getCloudGatewayNetwork"), &mut taken),
            "get-cloud-gateway-network"
        );
        assert_eq!(
            slug(&token("", "get_cloud_gateway_network"), &mut taken),
            "get-cloud-gateway-network-2"
        );
        assert_eq!(
            slug(&token("kafka/v2", "ACLRule"), &mut taken),
            "kafka.v2.acl-rule"
        );
        assert_eq!(slug(&token("", "Con"), &mut taken), "con-");
        assert_eq!(slug(&token("", "Com1"), &mut taken), "com1-");
        assert_eq!(slug(&token("", "ünïcode/../x"), &mut taken), "n-code-x");
        assert_eq!(slug(&token("", "..."), &mut taken), "x");
        for s in &taken {
            assert!(
                s.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.'),
                "{s}"
            );
        }
    }

    #[test]
    fn shell_words() {
        assert_eq!(shell_quote("4"), "4");
        assert_eq!(shell_quote("a b'c"), r"'a b'\''c'");
    }
}
