//! How each SDK spells every name of a package, as users write it: the docs show these, and
//! `sdkgen diff` prints them. Nothing here invents a spelling: each language's names come from
//! its naming plan (module layout, collision renames such as Go's `Lookup…`, C#'s `…Value`
//! members, Rust's `_` suffixes), which its backend generates from, so the names are what the
//! generated packages export.

use super::csharp::plan as cs;
use super::go as go_naming;
use super::go::plan as go;
use super::java::plan as jv;
use super::nodejs::plan as js;
use super::python::attribute_name;
use super::python::plan as py;
use crate::ir::{EnumId, FunctionId, FunctionOutputs, ObjectId, Package, Property, ResourceId};

/// The languages the docs show, in the switcher's order: (id, label). The ids are what the
/// site's `data-lang` attribute and Markdown code fences use.
pub const LANGS: [(&str, &str); SDKS] = [
    ("python", "Python"),
    ("typescript", "TypeScript"),
    ("go", "Go"),
    ("csharp", "C#"),
    ("rust", "Rust"),
    ("java", "Java"),
];

/// How many SDKs the docs and `diff` name things in.
pub const SDKS: usize = 6;

/// The index of the Java SDK in [`LANGS`].
pub const JAVA: usize = 5;

/// One spelling of a name and what it is (`input`, `output`, …; empty for the only one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub name: String,
    pub note: &'static str,
}

impl Form {
    pub fn new(name: String, note: &'static str) -> Form {
        Form { name, note }
    }
}

/// Per language (in [`LANGS`] order), the spellings of one thing; empty when that SDK does not
/// have it.
pub type Spelled = [Vec<Form>; SDKS];

/// Per language, a field's name, if that SDK has the field.
pub type FieldNames = [Option<String>; SDKS];

/// Whose properties a list holds, which decides where each SDK declares them and how it names
/// them.
#[derive(Clone, Copy, Debug)]
pub enum Owner {
    Object(ObjectId),
    /// A resource's properties (`None`: the provider).
    Resource(Option<ResourceId>),
    /// A resource's constructor arguments, which C# declares on its `…Args` class.
    ResourceInputs(Option<ResourceId>),
    FunctionInputs(FunctionId),
    FunctionOutputs(FunctionId),
    Config,
}

/// Every SDK's naming pass over one package.
pub struct Spellings<'a> {
    package: &'a Package,
    py: py::Plan,
    /// A backend whose naming pass refuses the package generates nothing; the docs then show
    /// no spelling for that language.
    js: Option<js::Plan>,
    go: Option<go::Plan>,
    cs: Option<cs::Plan>,
    rs: super::rust::Names,
    java: jv::Plan,
    /// The identifier programs import the package as (`import * as streamcloud`).
    alias: String,
    /// The Rust crate's path name (`-` as `_`).
    rs_crate: String,
}

impl<'a> Spellings<'a> {
    pub fn new(package: &'a Package) -> Spellings<'a> {
        let js = js::Plan::new(package, &package.shapes).ok();
        let alias = alias_of(&package.name);
        Spellings {
            package,
            py: py::Plan::new(package),
            js,
            go: go::Plan::new(package).ok(),
            cs: cs::Plan::new(package).ok(),
            rs: super::rust::Names::new(package),
            java: jv::Plan::new(package),
            alias,
            rs_crate: super::rust::crate_name(&package.name).replace('-', "_"),
        }
    }

    /// The import alias used in names and snippets.
    pub fn alias(&self) -> &str {
        &self.alias
    }

    pub fn python_root(&self) -> &str {
        &self.py.root_package
    }

    pub fn npm_package(&self) -> Option<&str> {
        self.js.as_ref().map(|j| j.package_name.as_str())
    }

    /// The distribution pip installs (`pulumi_random`).
    pub fn python_distribution(&self) -> &str {
        &self.py.distribution
    }

    /// The Rust package's name as Cargo knows it (`-` kept).
    pub fn rust_package(&self) -> String {
        super::rust::crate_name(&self.package.name)
    }

    pub fn rust_crate(&self) -> &str {
        &self.rs_crate
    }

    /// Python: the dotted module of a token, relative to the alias (`` or `.mod`).
    fn py_module(&self, token: &crate::ir::Token) -> String {
        let module = self.py.module_of(token);
        if module.is_empty() {
            String::new()
        } else {
            format!(".{}", module.replace('/', "."))
        }
    }

    /// TypeScript: the namespace path of a module below the package (`` or `.mod.sub`).
    fn ts_module(module: &str) -> String {
        let mut out = String::new();
        let segments: Vec<&str> = module.split('/').filter(|s| !s.is_empty()).collect();
        for i in 0..segments.len() {
            out.push('.');
            out.push_str(&js::child_export(&segments[..=i].join("/")));
        }
        out
    }

    fn go_package(&self, module: &str) -> Option<String> {
        self.go.as_ref().map(|g| g.package_name(module))
    }

    /// Go: the import path and package name of a module.
    pub fn go_import(&self, module: &str) -> Option<(String, String)> {
        let g = self.go.as_ref()?;
        Some((g.layout.import_path(module), g.package_name(module)))
    }

    fn rs_path(&self, module: &str, name: &str) -> String {
        super::rust::item_path(&self.rs_crate, "types", module, name)
    }

    /// Rust path of an item of `src/resources.rs`.
    fn rs_resources_path(&self, module: &str, name: &str) -> String {
        super::rust::item_path(&self.rs_crate, "resources", module, name)
    }

    /// The Rust crate's resource struct and its constructor, when it has the resource.
    fn rs_resource(&self, id: Option<ResourceId>) -> Vec<Form> {
        let (module, name) = match id {
            None => ("", self.rs.provider.as_str()),
            Some(id) => match &self.rs.resources[id.0] {
                Some((module, name)) => (module.as_str(), name.as_str()),
                None => return Vec::new(),
            },
        };
        let path = self.rs_resources_path(module, name);
        vec![
            Form::new(path.clone(), ""),
            Form::new(format!("{path}::new"), "constructor"),
        ]
    }

    /// A resource's class in each SDK (`None`: the provider).
    pub fn resource(&self, id: Option<ResourceId>) -> Spelled {
        let alias = &self.alias;
        let mut out: Spelled = Default::default();
        out[4] = self.rs_resource(id);
        if id.is_none_or(|id| !self.package.resource(id).is_overlay) {
            out[JAVA].push(Form::new(self.java.resource_class(self.package, id), ""));
        }
        let Some(id) = id else {
            out[0].push(Form::new(format!("{}.Provider", self.py.root_package), ""));
            out[1].push(Form::new(format!("{alias}.Provider"), ""));
            if let Some(pkg) = self.go_package("") {
                out[2].push(Form::new(format!("{pkg}.Provider"), ""));
                out[2].push(Form::new(format!("{pkg}.NewProvider"), "constructor"));
            }
            if let Some(c) = &self.cs {
                out[3].push(Form::new(format!("{}.Provider", c.package_namespace), ""));
            }
            return out;
        };
        let r = self.package.resource(id);
        out[0].push(Form::new(
            format!(
                "{}{}.{}",
                self.py.root_package,
                self.py_module(&r.token),
                self.py.resource_class(r)
            ),
            "",
        ));
        if let Some(j) = &self.js {
            let m = &j.resources[id.0];
            out[1].push(Form::new(
                format!("{alias}{}.{}", Self::ts_module(&m.module), m.name),
                "",
            ));
        }
        if let Some(g) = &self.go {
            let (module, name, _) = &g.resources[id.0];
            let pkg = g.package_name(module);
            out[2].push(Form::new(format!("{pkg}.{name}"), ""));
            out[2].push(Form::new(format!("{pkg}.New{name}"), "constructor"));
        }
        if let Some(c) = &self.cs {
            let (ns, class, _) = &c.resources[id.0];
            out[3].push(Form::new(format!("{ns}.{class}"), ""));
        }
        out
    }

    /// How each SDK reads an existing resource into a program (`get`): every SDK but Rust's
    /// gives providers and components none (as each backend decides: `has_get`, `gettable`),
    /// Rust's crate gives every resource but a component one.
    pub fn resource_lookup(&self, id: Option<ResourceId>) -> Spelled {
        let resource = id.map(|id| self.package.resource(id));
        let component = resource.is_some_and(|r| r.is_component);
        let mut out: Spelled = Default::default();
        if component {
            return out;
        }
        let classes = self.resource(id);
        if let Some(rust) = classes[4].first() {
            out[4].push(Form::new(format!("{}::get", rust.name), ""));
        }
        let Some(id) = id else {
            return out;
        };
        for lang in [0, 1, 3, JAVA] {
            let method = if lang == 3 { "Get" } else { "get" };
            if let Some(class) = classes[lang].iter().find(|f| f.note.is_empty()) {
                out[lang].push(Form::new(format!("{}.{method}", class.name), ""));
            }
        }
        if let Some(g) = &self.go {
            let (module, name, _) = &g.resources[id.0];
            out[2].push(Form::new(
                format!("{}.Get{name}", g.package_name(module)),
                "",
            ));
        }
        out
    }

    /// The `id` output every custom resource has, per SDK: (name, type), from each runtime's
    /// resource base class (none of the SDKs declares it but Rust's crate).
    pub fn resource_id_output(&self) -> [(&'static str, &'static str); SDKS] {
        [
            ("id", "pulumi.Output[str]"),
            ("id", "pulumi.Output<pulumi.ID>"),
            ("ID", "pulumi.IDOutput"),
            ("Id", "Output<string>"),
            ("id", "Output<String>"),
            ("id", "Output<String>"),
        ]
    }

    /// A resource's constructor arguments class in each SDK (Python's yields its `…Args` name to
    /// an input type's, see [`py::Plan::args_class`]).
    pub fn resource_args(&self, id: Option<ResourceId>) -> [Vec<String>; SDKS] {
        let mut out: [Vec<String>; SDKS] = self.resource(id).map(|forms| {
            forms
                .into_iter()
                .filter(|f| f.note.is_empty())
                .map(|f| f.name + "Args")
                .collect()
        });
        let python = match id {
            None => format!("{}.ProviderArgs", self.py.root_package),
            Some(id) => {
                let r = self.package.resource(id);
                format!(
                    "{}{}.{}",
                    self.py.root_package,
                    self.py_module(&r.token),
                    self.py.args_class(r)
                )
            }
        };
        out[0] = vec![python];
        out
    }

    /// The Go name of a resource (for its fields' escaping), when Go has one.
    fn go_resource_name(&self, id: Option<ResourceId>) -> Option<String> {
        let g = self.go.as_ref()?;
        Some(match id {
            Some(id) => g.resources[id.0].1.clone(),
            None => g.provider.clone(),
        })
    }

    fn cs_resource_class(&self, id: Option<ResourceId>) -> Option<String> {
        let c = self.cs.as_ref()?;
        Some(match id {
            Some(id) => c.resources[id.0].1.clone(),
            None => "Provider".to_owned(),
        })
    }

    /// A function in each SDK: its plain (awaitable) form first, then its Output form.
    pub fn function(&self, id: FunctionId) -> Spelled {
        let f = self.package.function(id);
        let alias = &self.alias;
        let has_result = !matches!(f.outputs, FunctionOutputs::None);
        let output_form = has_result || !f.plain_form;
        let mut out: Spelled = Default::default();
        let py_name = format!(
            "{}{}.{}",
            self.py.root_package,
            self.py_module(&f.token),
            self.py.function_name(f)
        );
        if f.plain_form {
            out[0].push(Form::new(py_name.clone(), ""));
        }
        if has_result {
            out[0].push(Form::new(format!("{py_name}_output"), "Output form"));
        }
        if let Some(j) = &self.js {
            let m = &j.functions[id.0];
            let name = format!("{alias}{}.{}", Self::ts_module(&m.module), m.name);
            if f.plain_form {
                out[1].push(Form::new(name.clone(), ""));
            }
            if output_form {
                out[1].push(Form::new(format!("{name}Output"), "Output form"));
            }
        }
        if let Some(g) = &self.go {
            if let Some((module, name, _)) = &g.functions[id.0] {
                let pkg = g.package_name(module);
                if f.plain_form {
                    out[2].push(Form::new(format!("{pkg}.{name}"), ""));
                }
                if output_form {
                    out[2].push(Form::new(format!("{pkg}.{name}Output"), "Output form"));
                }
            }
        }
        if let Some(c) = &self.cs {
            if let Some((ns, class)) = &c.functions[id.0] {
                if f.plain_form {
                    out[3].push(Form::new(format!("{ns}.{class}.InvokeAsync"), ""));
                }
                if output_form {
                    out[3].push(Form::new(format!("{ns}.{class}.Invoke"), "Output form"));
                }
            }
        }
        if let Some((module, name, _, _)) = &self.rs.functions[id.0] {
            // Over the engine (`src/resources.rs`), for functions with a result; and over any
            // `Transport` (`src/types`).
            if has_result {
                let (output, plain) = super::rust::Names::engine_functions(module, name);
                out[4].push(Form::new(self.rs_resources_path("", &plain), ""));
                out[4].push(Form::new(
                    self.rs_resources_path("", &output),
                    "Output form",
                ));
            }
            out[4].push(Form::new(self.rs_path(module, name), "Transport form"));
        }
        // Java: `getXPlain` (a CompletableFuture) and `getX` (an Output), always both.
        if let Some((class, method)) = self.java.function_method(self.package, id) {
            out[JAVA].push(Form::new(format!("{class}.{method}Plain"), ""));
            out[JAVA].push(Form::new(format!("{class}.{method}"), "Output form"));
        }
        out
    }

    /// The class names an object type gets in each SDK, with which form each is.
    pub fn object(&self, id: ObjectId) -> Spelled {
        let o = self.package.object(id);
        let s = self.package.shapes[id.0];
        let alias = &self.alias;
        let mut out: Spelled = Default::default();
        let module = format!("{}{}", self.py.root_package, self.py_module(&o.token));
        let mut py_forms = Vec::new();
        if s.plain_input {
            py_forms.push(Form::new(
                format!("{module}.{}", self.py.plain_input_class(o, s)),
                "plain input",
            ));
        }
        if s.input {
            py_forms.push(Form::new(
                format!("{module}.{}", self.py.input_class(o)),
                "input",
            ));
        }
        if py_forms.len() == 2 && py_forms[0].name == py_forms[1].name {
            py_forms.remove(0);
        }
        if s.output {
            py_forms.push(Form::new(
                format!("{module}.outputs.{}", self.py.output_class(o, s)),
                "output",
            ));
        }
        out[0] = py_forms;
        if let Some(j) = &self.js {
            let n = &j.objects[id.0];
            let ns: String = n.namespace.iter().map(|s| format!(".{s}")).collect();
            if n.emit_plain {
                out[1].push(Form::new(
                    format!("{alias}.types.input{ns}.{}", n.plain),
                    "plain input",
                ));
            }
            if n.emit_input {
                out[1].push(Form::new(
                    format!("{alias}.types.input{ns}.{}", n.input),
                    "input",
                ));
            }
            if n.emit_output {
                out[1].push(Form::new(
                    format!("{alias}.types.output{ns}.{}", n.output),
                    "output",
                ));
            }
        }
        if let Some(g) = &self.go {
            let (module, name) = &g.objects[id.0];
            let pkg = g.package_name(module);
            out[2].push(Form::new(format!("{pkg}.{name}"), "plain"));
            if s.input || s.function_args {
                out[2].push(Form::new(format!("{pkg}.{name}Args"), "input"));
            }
        }
        if let Some(c) = &self.cs {
            let d = c.details[id.0];
            let ns = &c.objects[id.0].namespace;
            if d.plain_input {
                out[3].push(Form::new(
                    format!("{ns}.Inputs.{}", c.type_name(id, false, true, false)),
                    "plain input",
                ));
            }
            if d.args {
                out[3].push(Form::new(
                    format!("{ns}.Inputs.{}", c.type_name(id, false, true, true)),
                    "input",
                ));
            }
            if d.output {
                out[3].push(Form::new(
                    format!("{ns}.Outputs.{}", c.type_name(id, false, false, false)),
                    "output",
                ));
            }
        }
        let (module, name) = &self.rs.objects[id.0];
        out[4].push(Form::new(self.rs_path(module, name), "output"));
        out[4].push(Form::new(
            self.rs_path(module, &format!("{name}Args")),
            "input",
        ));
        // Java: only the classes the package's code names exist.
        out[JAVA] = self
            .java
            .object_classes(self.package, id)
            .into_iter()
            .map(|(name, note)| Form::new(name, note))
            .collect();
        out
    }

    /// An enum's type in each SDK.
    pub fn enum_type(&self, id: EnumId) -> Spelled {
        let e = self.package.enum_type(id);
        let alias = &self.alias;
        let mut out: Spelled = Default::default();
        out[0].push(Form::new(
            format!(
                "{}{}.{}",
                self.py.root_package,
                self.py_module(&e.token),
                self.py.enum_class(&e.token)
            ),
            "",
        ));
        if let Some(j) = &self.js {
            let (ns, name) = &j.enums[id.0];
            let ns: String = ns.iter().map(|s| format!(".{s}")).collect();
            out[1].push(Form::new(format!("{alias}.types.enums{ns}.{name}"), ""));
        }
        if let Some(g) = &self.go {
            let (module, name) = &g.enums[id.0];
            out[2].push(Form::new(format!("{}.{name}", g.package_name(module)), ""));
        }
        if let Some(c) = &self.cs {
            let (ns, name) = &c.enums[id.0];
            out[3].push(Form::new(format!("{ns}.{name}"), ""));
        }
        let (module, name) = &self.rs.enums[id.0];
        out[4].push(Form::new(self.rs_path(module, name), ""));
        if !e.is_overlay {
            out[JAVA].push(Form::new(self.java.enum_class(self.package, id), ""));
        }
        out
    }

    /// Whether the Java SDK declares the properties of `owner` (a class of an object type that
    /// code names, a resource or function that is no overlay or method).
    fn java_has(&self, owner: Owner) -> bool {
        match owner {
            Owner::Object(id) => self.java.classes_of(id).next().is_some(),
            Owner::Resource(id) | Owner::ResourceInputs(id) => {
                id.is_none_or(|id| !self.package.resource(id).is_overlay)
            }
            Owner::FunctionInputs(id) | Owner::FunctionOutputs(id) => {
                self.java.function_method(self.package, id).is_some()
            }
            Owner::Config => true,
        }
    }

    /// What the C# class of `owner` declares besides these properties, for `…Value` renames.
    fn cs_members(&self, owner: Owner) -> Vec<String> {
        let owned = |members: &[&str]| members.iter().map(|m| m.to_string()).collect();
        match owner {
            Owner::Object(id) => match &self.cs {
                Some(c) if !c.details[id.0].output => owned(cs::INPUT_CLASS_MEMBERS),
                _ => owned(cs::OUTPUT_CLASS_MEMBERS),
            },
            Owner::Resource(id) => cs::resource_members(match id {
                Some(id) => self.package.resource(id),
                None => &self.package.provider,
            }),
            Owner::ResourceInputs(_) | Owner::FunctionInputs(_) => owned(cs::INPUT_CLASS_MEMBERS),
            Owner::FunctionOutputs(_) => owned(cs::OUTPUT_CLASS_MEMBERS),
            Owner::Config => owned(cs::config_members(self.package)),
        }
    }

    /// The C# class whose members a list of properties are, for `…Value` renames.
    pub fn cs_class(&self, owner: Owner) -> Option<String> {
        let c = self.cs.as_ref()?;
        Some(match owner {
            Owner::Object(id) => {
                let d = c.details[id.0];
                c.type_name(id, false, !d.output, d.args && !d.output)
            }
            Owner::Resource(id) => self.cs_resource_class(id)?,
            Owner::ResourceInputs(id) => format!("{}Args", self.cs_resource_class(id)?),
            Owner::FunctionInputs(id) => {
                format!("{}Args", c.functions[id.0].as_ref()?.1)
            }
            Owner::FunctionOutputs(id) => {
                format!("{}Result", c.functions[id.0].as_ref()?.1)
            }
            Owner::Config => "Config".to_owned(),
        })
    }

    /// Each property's name in each SDK, in the order given (the order the SDKs declare them,
    /// which decides who gets a de-duplicating suffix).
    pub fn fields(&self, owner: Owner, props: &[&Property]) -> Vec<FieldNames> {
        let config = matches!(owner, Owner::Config);
        let go_resource = match owner {
            Owner::Resource(id) | Owner::ResourceInputs(id) => self.go_resource_name(id),
            _ => None,
        };
        let cs_class = self.cs_class(owner);
        let cs_names: Option<Vec<String>> = cs_class
            .as_ref()
            .map(|class| cs::property_names(props.iter().copied(), class, &self.cs_members(owner)));
        // A resource's struct has `urn` and `id` before its outputs.
        let mut rs_taken: std::collections::BTreeSet<String> = match owner {
            Owner::Resource(_) => ["urn".to_owned(), "id".to_owned()].into(),
            _ => Default::default(),
        };
        let rust = match owner {
            Owner::Resource(id) | Owner::ResourceInputs(id) => !self.rs_resource(id).is_empty(),
            _ => true,
        };
        let java = self.java_has(owner);
        props
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let python = if config {
                    super::python::py_name(&p.name)
                } else {
                    attribute_name(p)
                };
                let go_name = self.go.as_ref().map(|_| {
                    if config {
                        format!("Get{}", go_naming::title(&p.name))
                    } else if let Some(r) = &go_resource {
                        go_naming::resource_field_name(r, &p.name)
                    } else {
                        go_naming::field_name(&p.name)
                    }
                });
                let rust_name = rust.then(|| {
                    let mut f = super::rust::field_name(&p.name);
                    while !rs_taken.insert(f.clone()) {
                        f.push('_');
                    }
                    f
                });
                [
                    Some(python),
                    self.js.as_ref().map(|_| p.name.clone()),
                    go_name,
                    cs_names.as_ref().map(|n| n[i].clone()),
                    rust_name,
                    java.then(|| super::java::plan::member_name(owner_kind(owner), p)),
                ]
            })
            .collect()
    }

    pub fn py_names(&self) -> &py::Plan {
        &self.py
    }

    pub fn go_names(&self) -> Option<&go::Plan> {
        self.go.as_ref()
    }

    pub fn cs_names(&self) -> Option<&cs::Plan> {
        self.cs.as_ref()
    }

    pub fn java_names(&self) -> &jv::Plan {
        &self.java
    }

    pub fn rs_names(&self) -> &super::rust::Names {
        &self.rs
    }

    pub fn js_names(&self) -> Option<&js::Plan> {
        self.js.as_ref()
    }

    /// Python path of a function relative to the alias (`.get_x`, `.mod.get_x`).
    pub fn py_function(&self, id: FunctionId) -> String {
        let f = self.package.function(id);
        format!("{}.{}", self.py_module(&f.token), self.py.function_name(f))
    }

    /// Python path of a resource class relative to the alias.
    pub fn py_resource(&self, id: Option<ResourceId>) -> String {
        match id {
            None => ".Provider".to_owned(),
            Some(id) => {
                let r = self.package.resource(id);
                format!("{}.{}", self.py_module(&r.token), self.py.resource_class(r))
            }
        }
    }

    /// TypeScript path of a module relative to the alias.
    pub fn ts_path(module: &str) -> String {
        Self::ts_module(module)
    }

    /// Rust path of an item of a module.
    pub fn rust_path(&self, module: &str, name: &str) -> String {
        self.rs_path(module, name)
    }

    /// Rust path of an item of the crate's `resources`.
    pub fn rust_resources_path(&self, module: &str, name: &str) -> String {
        self.rs_resources_path(module, name)
    }
}

/// Where the Java SDK declares a list of properties, for their names.
fn owner_kind(owner: Owner) -> jv::Member {
    match owner {
        Owner::Resource(_) => jv::Member::ResourceGetter,
        Owner::Config => jv::Member::ConfigGetter,
        _ => jv::Member::Accessor,
    }
}

/// A Python annotation as a reader writes it: without the SDK's private alias of the builtins
/// (`_builtins.str`, which keeps a field named `str` from shadowing the type).
pub fn python_shown(annotation: &str) -> String {
    annotation.replace("_builtins.", "")
}

/// An identifier for the package in programs: its name with characters no identifier holds as
/// `_` (`gateway-cloud` → `gateway_cloud`), `_` in front of a leading digit.
fn alias_of(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    s
}
