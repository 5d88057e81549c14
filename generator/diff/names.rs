//! The names a change touches in each SDK, spelled as users write them: `pulumi_pkg.ClusterArgs.api_key`
//! (Python), `pkg.ClusterArgs.apiKey` (TypeScript), `pkg.ClusterArgs.ApiKey` (Go),
//! `Pulumi.Pkg.ClusterArgs.ApiKey` (C#), `pkg::resources::Cluster.api_key` (Rust).
//!
//! An item is named as this speller's package has it (found by its token), so the speller of
//! the old package of a comparison names what a change took away.
//!
//! Every spelling comes from [`crate::naming::spellings`], the names the docs show, which read
//! each language's naming plan: the module layout, the settings, and the renames each plan makes
//! on collisions (Go's `Lookup…` and `…Resource`, C#'s `…Value`, Rust's `_` suffixes). So a name
//! `diff` prints is one the generated SDK has (`tests/diff_names.rs` holds that).

use serde::Serialize;

use crate::ir::{
    EnumId, EnumType, Function, FunctionId, FunctionOutputs, ObjectId, ObjectType, Package,
    Property, Resource, ResourceId,
};
use crate::naming::casing::uppercase_first;
use crate::naming::csharp::plan as cs;
use crate::naming::spellings::{FieldNames, Owner, Spelled, Spellings, JAVA, SDKS};
use crate::naming::{go, python as py, Lang};

/// The affected names, per SDK. An empty list: that SDK has no such thing (the Rust crate has
/// no resource methods).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Names {
    pub python: Vec<String>,
    pub nodejs: Vec<String>,
    pub go: Vec<String>,
    pub csharp: Vec<String>,
    pub rust: Vec<String>,
    pub java: Vec<String>,
}

impl Names {
    /// The names of one language.
    pub fn of(&self, lang: Lang) -> &[String] {
        match lang {
            Lang::Python => &self.python,
            Lang::NodeJs => &self.nodejs,
            Lang::Go => &self.go,
            Lang::CSharp => &self.csharp,
            Lang::Rust => &self.rust,
            Lang::Java => &self.java,
        }
    }

    /// Per language (in the spellings' order), the names.
    fn from_langs(per_lang: [Vec<String>; SDKS]) -> Names {
        let [python, nodejs, go, csharp, rust, java] = per_lang;
        Names {
            python,
            nodejs,
            go,
            csharp,
            rust,
            java,
        }
    }
}

/// What a change is about, in one package.
#[derive(Debug, Clone, Copy)]
pub enum Item<'a> {
    /// The package itself (its import name in each SDK).
    Package,
    /// A configuration variable.
    Config(&'a str),
    /// A resource (or the provider), or one of its members.
    Resource(&'a Resource, Member<'a>),
    /// A function, or one of its arguments or result properties.
    Function(&'a Function, Member<'a>),
    /// An object type, or one of its properties (in both its input and output forms).
    Object(&'a ObjectType, Option<&'a str>),
    /// An enum type.
    Enum(&'a EnumType),
}

/// A member of a resource or function.
#[derive(Debug, Clone, Copy)]
pub enum Member<'a> {
    /// The resource class or function itself.
    Whole,
    /// An input property / argument, by wire name.
    Input(&'a str),
    /// An output property / result property, by wire name.
    Output(&'a str),
    /// The whole result of a function.
    Result,
    /// A method, by schema name.
    Method(&'a str),
}

/// The spellings of one package, computed once.
pub struct Speller<'a> {
    package: &'a Package,
    spell: Spellings<'a>,
}

/// The names of `forms` that have `note` (all when `note` is `None`).
fn with_note(forms: &Spelled, note: Option<&str>) -> [Vec<String>; SDKS] {
    forms.clone().map(|forms| {
        forms
            .into_iter()
            .filter(|f| note.is_none_or(|n| f.note == n))
            .map(|f| f.name)
            .collect()
    })
}

/// The field of property `wire` among `props` (the list the SDKs declare together).
fn field_of(fields: &[FieldNames], props: &[&Property], wire: &str) -> FieldNames {
    props
        .iter()
        .position(|p| p.name == wire)
        .map(|i| fields[i].clone())
        .unwrap_or_default()
}

/// `forms` with `.field` appended, each language its own field; a language without the field
/// has no names.
fn member_of(
    forms: [Vec<String>; SDKS],
    field: &FieldNames,
    sep: [&str; SDKS],
) -> [Vec<String>; SDKS] {
    let mut out: [Vec<String>; SDKS] = Default::default();
    for (lang, forms) in forms.into_iter().enumerate() {
        if let Some(f) = &field[lang] {
            out[lang] = forms
                .into_iter()
                .map(|form| format!("{form}{}{f}", sep[lang]))
                .collect();
        }
    }
    out
}

impl<'a> Speller<'a> {
    pub fn new(package: &'a Package) -> Speller<'a> {
        Speller {
            package,
            spell: Spellings::new(package),
        }
    }

    /// The names of `item` in every SDK.
    pub fn names(&self, item: Item<'_>) -> Names {
        Names::from_langs(match item {
            Item::Package => self.package_short(),
            Item::Config(name) => self.config(name),
            Item::Resource(r, member) => self.resource(r, member),
            Item::Function(f, member) => self.function(f, member),
            Item::Object(o, p) => self.object(o, p),
            Item::Enum(e) => match self.enum_id(e) {
                Some(id) => with_note(&self.spell.enum_type(id), None),
                None => Default::default(),
            },
        })
    }

    /// The package's name in each SDK's registry or import system: the Python import package,
    /// the npm package, the Go import path, the C# namespace and the Rust crate.
    pub fn package_names(&self) -> Names {
        let s = &self.spell;
        Names::from_langs([
            vec![s.python_root().to_owned()],
            s.npm_package().map(str::to_owned).into_iter().collect(),
            s.go_import("").map(|(path, _)| path).into_iter().collect(),
            s.cs_names()
                .map(|c| c.package_namespace.clone())
                .into_iter()
                .collect(),
            vec![s.rust_crate().to_owned()],
            vec![s.java_names().names.own.root_package()],
        ])
    }

    /// The package as programs name it: the Python and npm packages, the Go package, the C#
    /// namespace and the crate.
    fn package_short(&self) -> [Vec<String>; SDKS] {
        let mut names = self.package_names();
        names.go = self
            .spell
            .go_import("")
            .map(|(_, name)| name)
            .into_iter()
            .collect();
        [
            names.python,
            names.nodejs,
            names.go,
            names.csharp,
            names.rust,
            names.java,
        ]
    }

    fn config(&self, name: &str) -> [Vec<String>; SDKS] {
        let s = &self.spell;
        let props: Vec<&Property> = self.package.config.iter().collect();
        let field = field_of(&s.fields(Owner::Config, &props), &props, name);
        let containers = [
            vec![format!("{}.config", s.python_root())],
            vec![format!("{}.config", s.alias())],
            s.go_names()
                .map(|_| "config".to_owned())
                .into_iter()
                .collect(),
            s.cs_names()
                .map(|c| format!("{}.Config", c.package_namespace))
                .into_iter()
                .collect(),
            vec![format!("{}::Config", s.rust_crate())],
            vec![s.java_names().config_class()],
        ];
        member_of(containers, &field, ["."; SDKS])
    }

    /// This package's resource with `r`'s token (`r` may be the other package's of a
    /// comparison), and its id (`None`: the provider); `None` when this package has none.
    fn own_resource(&self, r: &Resource) -> Option<(Option<ResourceId>, &'a Resource)> {
        if r.is_provider {
            return Some((None, &self.package.provider));
        }
        let i = self
            .package
            .resources
            .binary_search_by(|x| x.token.raw.cmp(&r.token.raw))
            .ok()?;
        Some((Some(ResourceId(i)), &self.package.resources[i]))
    }

    fn resource(&self, r: &Resource, member: Member<'_>) -> [Vec<String>; SDKS] {
        let Some((id, r)) = self.own_resource(r) else {
            return Default::default();
        };
        let class = with_note(&self.spell.resource(id), Some(""));
        match member {
            Member::Whole | Member::Result => class,
            Member::Input(wire) => {
                let props: Vec<&Property> = r.input_properties.iter().collect();
                let fields = self.spell.fields(Owner::ResourceInputs(id), &props);
                let args = self.spell.resource_args(id);
                member_of(args, &field_of(&fields, &props, wire), ["."; SDKS])
            }
            Member::Output(wire) => {
                let props: Vec<&Property> = r.properties.iter().collect();
                let fields = self.spell.fields(Owner::Resource(id), &props);
                member_of(class, &field_of(&fields, &props, wire), ["."; SDKS])
            }
            Member::Method(m) => {
                // The crate has no resource methods yet.
                let methods = [
                    Some(py::py_name(m)),
                    Some(m.to_owned()),
                    Some(go::title(m)),
                    Some(uppercase_first(m)),
                    None,
                    // Java has no resource methods (pulumi-java generates none).
                    None,
                ];
                member_of(class, &methods, ["."; SDKS])
            }
        }
    }

    /// The id of this package's function with `f`'s token.
    fn function_id(&self, f: &Function) -> Option<FunctionId> {
        let i = self
            .package
            .functions
            .binary_search_by(|x| x.token.raw.cmp(&f.token.raw))
            .ok()?;
        Some(FunctionId(i))
    }

    /// A function's `…Args` and `…Result` classes in each SDK (Python's arguments are
    /// parameters, so its `…Args` is the function itself).
    fn function_classes(&self, id: FunctionId) -> ([Vec<String>; SDKS], [Vec<String>; SDKS]) {
        let s = &self.spell;
        let f = self.package.function(id);
        let mut args: [Vec<String>; SDKS] = Default::default();
        let mut result: [Vec<String>; SDKS] = Default::default();
        let py_module = s.py_function(id);
        let py_module = py_module.rsplit_once('.').map_or("", |(m, _)| m);
        let root = s.python_root();
        args[0] = with_note(&s.function(id), None)[0]
            .first()
            .cloned()
            .into_iter()
            .collect();
        result[0] = vec![format!(
            "{root}{py_module}.{}",
            s.py_names().result_class(f)
        )];
        if let Some(j) = s.js_names() {
            let m = &j.functions[id.0];
            let module = format!("{}{}", s.alias(), Spellings::ts_path(&m.module));
            let (a, r, _) = j.function_interfaces(f);
            args[1] = vec![format!("{module}.{a}")];
            result[1] = vec![format!("{module}.{r}")];
        }
        if let Some((g, (module, name, _))) = s
            .go_names()
            .and_then(|g| Some((g, g.functions[id.0].as_ref()?)))
        {
            let pkg = g.package_name(module);
            args[2] = vec![format!("{pkg}.{name}Args")];
            result[2] = vec![format!("{pkg}.{name}Result")];
        }
        if let Some((ns, class)) = s.cs_names().and_then(|c| c.functions[id.0].as_ref()) {
            args[3] = vec![format!("{ns}.{class}Args")];
            result[3] = vec![format!("{ns}.{class}Result")];
        }
        if let Some((module, _, a, r)) = &s.rs_names().functions[id.0] {
            args[4] = vec![s.rust_path(module, a)];
            result[4] = vec![s.rust_path(module, r)];
        }
        let java = s.java_names();
        if java.function_method(self.package, id).is_some() {
            let module = java.names.own.module_package(&f.token.module);
            let name = crate::naming::java::type_name(&f.token.name);
            if f.has_inputs {
                args[JAVA] = vec![format!("{module}.inputs.{name}Args")];
            }
            if matches!(f.outputs, FunctionOutputs::Object { .. }) {
                result[JAVA] = vec![java.result_class(self.package, f)];
            }
        }
        (args, result)
    }

    fn function(&self, f: &Function, member: Member<'_>) -> [Vec<String>; SDKS] {
        let Some(id) = self.function_id(f) else {
            return Default::default();
        };
        let f = self.package.function(id);
        let s = &self.spell;
        // The first form: the plain (awaitable) one where there is one; the crate's over any
        // transport.
        let forms = s.function(id);
        let mut whole = with_note(&forms, None).map(|forms| forms.into_iter().take(1).collect());
        whole[4] = with_note(&forms, Some("Transport form"))[4].clone();
        match member {
            Member::Whole | Member::Method(_) => whole,
            Member::Input(wire) => {
                let props: Vec<&Property> = f.inputs.iter().collect();
                let field = field_of(&s.fields(Owner::FunctionInputs(id), &props), &props, wire);
                let (mut args, _) = self.function_classes(id);
                // Python takes arguments as parameters: `get_x(name)`.
                let python = field[0].as_ref().map(|p| {
                    args[0]
                        .iter()
                        .map(|a| format!("{a}({p})"))
                        .collect::<Vec<_>>()
                });
                args[0] = Vec::new();
                let mut out = member_of(args, &field, ["."; SDKS]);
                out[0] = python.unwrap_or_default();
                out
            }
            Member::Output(wire) => {
                let FunctionOutputs::Object { properties, .. } = &f.outputs else {
                    return Default::default();
                };
                let props: Vec<&Property> = properties.iter().collect();
                let field = field_of(&s.fields(Owner::FunctionOutputs(id), &props), &props, wire);
                let (_, result) = self.function_classes(id);
                member_of(result, &field, ["."; SDKS])
            }
            Member::Result => match f.outputs {
                FunctionOutputs::Object { .. } => self.function_classes(id).1,
                _ => whole,
            },
        }
    }

    fn object_id(&self, o: &ObjectType) -> Option<ObjectId> {
        let i = self
            .package
            .objects
            .binary_search_by(|x| x.token.raw.cmp(&o.token.raw))
            .ok()?;
        Some(ObjectId(i))
    }

    fn enum_id(&self, e: &EnumType) -> Option<EnumId> {
        let i = self
            .package
            .enums
            .binary_search_by(|x| x.token.raw.cmp(&e.token.raw))
            .ok()?;
        Some(EnumId(i))
    }

    /// An object type's classes, or a property's name in each of them: input forms leave out
    /// output-only properties, and a C# property is named within its class.
    fn object(&self, o: &ObjectType, property: Option<&str>) -> [Vec<String>; SDKS] {
        let Some(id) = self.object_id(o) else {
            return Default::default();
        };
        let o = self.package.object(id);
        // Input forms first, as the SDKs' input and output modules come.
        let mut forms = self.spell.object(id);
        for forms in &mut forms {
            forms.sort_by_key(|f| matches!(f.note, "output" | "plain"));
        }
        let Some(wire) = property else {
            return with_note(&forms, None);
        };
        let all: Vec<&Property> = o.properties.iter().collect();
        let inputs: Vec<&Property> = o.input_properties().collect();
        let fields = self.spell.fields(Owner::Object(id), &all);
        let field = field_of(&fields, &all, wire);
        let output_only = o.properties.iter().any(|p| p.name == wire && p.output_only);
        let mut out: [Vec<String>; SDKS] = Default::default();
        for (lang, forms) in forms.into_iter().enumerate() {
            for form in forms {
                let input = form.note != "output" && form.note != "plain";
                if input && output_only {
                    continue;
                }
                let name = if lang == 3 {
                    // C#: the property's name in this class.
                    let class = form.name.rsplit('.').next().unwrap_or_default();
                    let (props, members) = if form.note == "output" {
                        (&all, cs::OUTPUT_CLASS_MEMBERS)
                    } else {
                        (&inputs, cs::INPUT_CLASS_MEMBERS)
                    };
                    let names = cs::property_names(props.iter().copied(), class, members);
                    props
                        .iter()
                        .position(|p| p.name == wire)
                        .map(|i| names[i].clone())
                } else {
                    field[lang].clone()
                };
                if let Some(name) = name {
                    out[lang].push(format!("{}.{name}", form.name));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Rust names `diff` reports for a package's resources are its crate's items: the
    /// struct, its `Args` struct's fields (inputs) and its own fields (outputs).
    #[test]
    fn rust_resource_names_are_the_crates_items() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let schema = root.join("../shared/corpus/real/random-4.21.1.json");
        let outcome = crate::workspace::check_files(&[schema]);
        let package = &outcome.packages[0].package;
        let templates = crate::output::Templates::builtin();
        let output = crate::generate::render(package, crate::output::Target::Rust, &templates);
        let crate_src = output
            .unwrap()
            .files
            .into_iter()
            .find(|f| f.path == "src/resources.rs")
            .unwrap()
            .contents;
        let speller = Speller::new(package);
        let last = |path: &str, sep: &str| path.rsplit(sep).next().unwrap().to_owned();
        let mut checked = 0;
        let resources = package.resources.iter().filter(|r| !r.is_overlay);
        for r in resources.chain([&package.provider]) {
            let whole = speller.names(Item::Resource(r, Member::Whole)).rust;
            let name = last(&whole[0], "::");
            assert!(
                crate_src.contains(&format!("pub struct {name} {{")),
                "{whole:?}"
            );
            assert!(
                crate_src.contains(&format!("pub struct {name}Args {{")),
                "{whole:?}"
            );
            for p in &r.input_properties {
                let input = speller
                    .names(Item::Resource(r, Member::Input(&p.name)))
                    .rust;
                assert_eq!(input.len(), 1);
                assert!(
                    input[0].starts_with(&format!("{}Args.", whole[0])),
                    "{input:?}"
                );
                let field = last(&input[0], ".");
                // An optional input is `Option<Input<T>>`, a required one `Input<T>`.
                let optional = format!("pub {field}: Option<Input<");
                let required = format!("pub {field}: Input<");
                assert!(
                    crate_src.contains(&optional) || crate_src.contains(&required),
                    "{input:?}"
                );
                checked += 1;
            }
            for p in &r.properties {
                let output = speller
                    .names(Item::Resource(r, Member::Output(&p.name)))
                    .rust;
                let field = last(&output[0], ".");
                assert!(
                    crate_src.contains(&format!("pub {field}: Output<")),
                    "{output:?}"
                );
                checked += 1;
            }
        }
        assert!(checked > 10, "only {checked} names checked");
    }
}
