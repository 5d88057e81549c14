//! The C# naming plan: namespaces (`language.csharp.rootNamespace`/`namespaces`), directories,
//! class names, and which classes each object type gets (Pulumi's `typeDetails`): `Inputs/XArgs`
//! (input shape), `Inputs/X` (plain function argument), `Inputs/XGetArgs` (resource state),
//! `Outputs/X`.

use std::collections::{BTreeMap, BTreeSet};

use crate::ir::settings::Compatibility;
use crate::ir::settings::{CsharpSettings, NameOverrides};
use crate::ir::{
    EnumId, ExternalKind, ExternalPackage, ExternalRef, FunctionOutputs, ObjectId, Package,
    Property, Resource, Token,
};
use crate::naming::casing::uppercase_first;
use crate::naming::csharp as cs;
use crate::naming::files::{member_files, Definition, NamedFile};
use crate::naming::wrapped::{self, Wrapped};

/// The classes one object type gets.
#[derive(Clone, Copy, Debug, Default)]
pub struct Details {
    /// `Inputs/XArgs` (the input shape).
    pub args: bool,
    /// `Inputs/X`, a plain function argument.
    pub plain_input: bool,
    /// `Inputs/XGetArgs`, a resource's state.
    pub state: bool,
    /// `Outputs/X`.
    pub output: bool,
    /// Reached from a function (plain values; `…Result` under tfbridge naming).
    pub plain_type: bool,
    /// Reached from a function's Output-form arguments (`…InputArgs` under tfbridge naming).
    pub function_output_args: bool,
}

pub struct ObjectNames {
    /// The namespace of its module (`Pulumi.Pkg.Module`), where its files go.
    pub namespace: String,
    pub name: String,
    /// Its token's package part (the package's name, or one of its `allowedPackageNames`).
    pub package: String,
    /// Its token's module (empty for the root module).
    pub module: String,
}

/// One of the input classes of an object type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum InputForm {
    /// `Inputs/X`, the plain shape (function arguments).
    Plain,
    /// `Inputs/XArgs`, the input shape.
    Args,
    /// `Inputs/XGetArgs`, a resource's state.
    State,
}

/// How another package names its namespaces (its `language.csharp`).
struct ExternalNames {
    root_namespace: String,
    overrides: BTreeMap<String, String>,
    kubernetes20: bool,
    /// Its resources' `language.csharp.name`s, by token.
    resource_names: BTreeMap<String, String>,
}

impl ExternalNames {
    fn new(package: &ExternalPackage) -> ExternalNames {
        let csharp = &package.settings.csharp;
        ExternalNames {
            root_namespace: root_namespace(csharp),
            overrides: csharp.namespaces.clone(),
            kubernetes20: csharp.compatibility == Compatibility::Kubernetes20,
            resource_names: package
                .resources
                .iter()
                .filter_map(|(token, names)| Some((token.clone(), override_name(names)?)))
                .collect(),
        }
    }
}

pub struct Plan {
    pub compatibility: Compatibility,
    /// The package's name.
    package_name: String,
    /// `language.csharp.namespaces`: module (and package) name → namespace.
    overrides: BTreeMap<String, String>,
    /// `dictionaryConstructors`: resources get an internal constructor from a dictionary.
    pub dictionary_constructors: bool,
    /// Under `kubernetes20`, the input classes of object types not written because a class of
    /// the same name was written before them in their module (Pulumi writes each name once).
    pub k8s_shadowed: BTreeSet<(ObjectId, InputForm)>,
    /// The classes object types of other packages are used in, by (package, token).
    external_details: BTreeMap<(String, String), Details>,
    /// The naming settings of the packages references lead into, by name.
    externals: BTreeMap<String, ExternalNames>,
    /// `Pulumi` unless `rootNamespace` says otherwise.
    pub root_namespace: String,
    /// `Pulumi.Streamcloud`.
    pub package_namespace: String,
    /// The package's name in namespaces (`Streamcloud`), used for `…ResourceTypeAttribute`.
    pub package_title: String,
    pub objects: Vec<ObjectNames>,
    pub details: Vec<Details>,
    /// Per enum: (namespace, name).
    pub enums: Vec<(String, String)>,
    /// Per resource: (namespace, class name, file stem).
    pub resources: Vec<(String, String, String)>,
    /// Per function (methods are `None`): (namespace, class name).
    pub functions: Vec<Option<(String, String)>>,
    /// Every namespace with members, and its directory.
    pub namespaces: BTreeMap<String, String>,
    /// `liftSingleValueMethodReturns`.
    pub lift_single_value_returns: bool,
}

impl Plan {
    /// The assembly and NuGet package name (`Pulumi.Random`), which names the project file.
    pub fn assembly(&self) -> String {
        format!("{}.{}", self.root_namespace, self.package_title)
    }

    pub fn new(package: &Package) -> Result<Plan, String> {
        let csharp = &package.settings.csharp;
        let root_namespace = root_namespace(csharp);
        let overrides = &csharp.namespaces;
        let ns_name = |name: &str| -> String {
            match overrides.get(name) {
                Some(ns) => valid_namespace(ns),
                None => valid_namespace(&cs::namespace_name(name)),
            }
        };
        let package_ns = ns_name(&package.name);
        // `…ResourceTypeAttribute` is one identifier: without the dots a namespace may hold.
        let package_title = package_ns.replace('.', "");
        let package_namespace = format!("{root_namespace}.{package_ns}");
        let namespace_of = |token: &Token| -> String {
            if token.module.is_empty() {
                package_namespace.clone()
            } else {
                format!("{package_namespace}.{}", ns_name(&token.module))
            }
        };
        let mut names = Plan {
            compatibility: csharp.compatibility,
            overrides: overrides.clone(),
            package_name: package.name.clone(),
            dictionary_constructors: csharp.dictionary_constructors,
            k8s_shadowed: BTreeSet::new(),
            external_details: BTreeMap::new(),
            externals: package
                .external_packages
                .iter()
                .map(|(name, p)| (name.clone(), ExternalNames::new(p)))
                .collect(),
            root_namespace: root_namespace.clone(),
            package_namespace: package_namespace.clone(),
            package_title,
            objects: package
                .objects
                .iter()
                .map(|o| ObjectNames {
                    namespace: namespace_of(&o.token),
                    name: class_name(&o.token.name),
                    package: o.token.package.clone(),
                    module: o.token.module.clone(),
                })
                .collect(),
            details: vec![Details::default(); package.objects.len()],
            enums: package
                .enums
                .iter()
                .map(|e| (namespace_of(&e.token), class_name(&e.token.name)))
                .collect(),
            resources: package
                .resources
                .iter()
                .map(|r| {
                    let name = override_name(&r.names).unwrap_or_else(|| class_name(&r.token.name));
                    (namespace_of(&r.token), name.clone(), name)
                })
                .collect(),
            functions: package
                .functions
                .iter()
                .map(|f| {
                    // The class is in its token's package's namespace (Pulumi's
                    // `tokenToNamespace`), which `allowedPackageNames` may make another.
                    let ns = if f.token.package == package.name {
                        namespace_of(&f.token)
                    } else {
                        let segment = |name: &str| ns_name(name);
                        let mut ns = format!("{root_namespace}.{}", segment(&f.token.package));
                        if !f.token.module.is_empty() {
                            ns = format!("{ns}.{}", segment(&f.token.module));
                        }
                        ns
                    };
                    f.method_of
                        .is_none()
                        .then(|| (ns, function_class(&f.token.name)))
                })
                .collect(),
            namespaces: BTreeMap::new(),
            lift_single_value_returns: csharp.lift_single_value_method_returns,
        };
        names.mark(package);
        if names.compatibility == Compatibility::Kubernetes20 {
            names.k8s_shadowed = names.shadowed_input_classes(package);
        }
        let mut all: BTreeSet<String> = BTreeSet::new();
        all.insert(package_namespace.clone());
        all.extend(names.objects.iter().map(|o| o.namespace.clone()));
        all.extend(names.enums.iter().map(|e| e.0.clone()));
        all.extend(names.resources.iter().map(|r| r.0.clone()));
        all.extend(names.functions.iter().flatten().map(|f| f.0.clone()));
        for ns in all {
            let dir = ns.split('.').skip(2).collect::<Vec<_>>().join("/");
            names.namespaces.insert(ns, dir);
        }
        Ok(names)
    }

    /// The path of a file of a namespace: in the namespace's directory.
    pub fn path(&self, namespace: &str, file: &str) -> String {
        match self.namespaces.get(namespace).map(String::as_str) {
            Some("") | None => file.to_owned(),
            Some(dir) => format!("{dir}/{file}"),
        }
    }

    /// The path of a resource's file.
    pub fn resource_path(&self, index: usize) -> String {
        let (ns, _, file) = &self.resources[index];
        self.path(ns, &format!("{file}.cs"))
    }

    /// The path of a function's file (methods have none).
    pub fn function_path(&self, index: usize) -> Option<String> {
        let (ns, class) = self.functions[index].as_ref()?;
        Some(self.path(ns, &format!("{}.cs", class.trim_start_matches('@'))))
    }

    /// The classes of an object type that are written, each with its file's path: its input
    /// forms (`None` is the output class).
    pub fn object_files(&self, id: ObjectId) -> Vec<(Option<InputForm>, String)> {
        let d = self.details[id.0];
        let ns = &self.objects[id.0].namespace;
        let name = self.objects[id.0].name.trim_start_matches('@');
        let written = |form: InputForm| !self.k8s_shadowed.contains(&(id, form));
        let mut files = Vec::new();
        for (form, wanted, file) in [
            (InputForm::Args, d.args, format!("Inputs/{name}Args.cs")),
            (InputForm::Plain, d.plain_input, format!("Inputs/{name}.cs")),
            (
                InputForm::State,
                d.state,
                format!("Inputs/{name}GetArgs.cs"),
            ),
        ] {
            if wanted && written(form) {
                files.push((Some(form), self.path(ns, &file)));
            }
        }
        if d.output {
            let suffix = if self.compatibility != Compatibility::Default && d.plain_type {
                "Result"
            } else {
                ""
            };
            files.push((None, self.path(ns, &format!("Outputs/{name}{suffix}.cs"))));
        }
        files
    }

    /// The files the SDK names after definitions: each resource's, function's and object
    /// type's class, and the enums file of each enum's namespace.
    pub fn files(&self, package: &Package) -> Vec<NamedFile> {
        let mut files = member_files(
            package,
            |i, _| Some(self.resource_path(i)),
            |i, _| self.function_path(i),
        );
        for (i, o) in package.objects.iter().enumerate() {
            if !o.is_overlay {
                for (_, path) in self.object_files(ObjectId(i)) {
                    files.push(NamedFile::new(Definition::Object(ObjectId(i)), path));
                }
            }
        }
        for (i, (ns, _)) in self.enums.iter().enumerate() {
            let path = self.path(ns, "Enums.cs");
            files.push(NamedFile::new(Definition::Enum(EnumId(i)), path));
        }
        files
    }

    /// Whether `compatibility` is `kubernetes20`.
    pub fn kubernetes20(&self) -> bool {
        self.compatibility == Compatibility::Kubernetes20
    }

    /// The namespace of `module` (a token's module; empty for the root module).
    pub fn module_namespace(&self, module: &str) -> String {
        if module.is_empty() {
            self.package_namespace.clone()
        } else {
            format!("{}.{}", self.package_namespace, self.segment(module))
        }
    }

    /// A module's part of a namespace: its `namespaces` entry, else its title-cased segments
    /// (the root module's is empty unless `namespaces` names it).
    fn segment(&self, module: &str) -> String {
        match self.overrides.get(module) {
            Some(ns) => valid_namespace(ns),
            None if module.is_empty() => String::new(),
            None => valid_namespace(&cs::namespace_name(module)),
        }
    }

    /// The namespace of the `qualifier` classes (`Inputs`, `Outputs`, `Types`; empty for the
    /// module's own) of a token's package part and module (Pulumi's `tokenToNamespace`):
    /// `Pulumi.Pkg.Module.Inputs`, or under `kubernetes20` `Pulumi.Pkg.Types.Inputs.Module`. A
    /// token of one of the `allowedPackageNames` is in that package's namespace.
    pub fn type_namespace(&self, token_package: &str, module: &str, qualifier: &str) -> String {
        let package_ns = if token_package == self.package_name {
            self.package_namespace.clone()
        } else {
            format!("{}.{}", self.root_namespace, self.segment(token_package))
        };
        let segment = self.segment(module);
        let mut ns = package_ns;
        if self.kubernetes20() && !qualifier.is_empty() {
            ns = format!("{ns}.Types.{qualifier}");
            if !segment.is_empty() {
                ns = format!("{ns}.{segment}");
            }
            return ns;
        }
        if !module.is_empty() {
            ns = format!("{ns}.{segment}");
        }
        if !qualifier.is_empty() {
            ns = format!("{ns}.{qualifier}");
        }
        ns
    }

    /// The namespace of an object type's `qualifier` classes ([`Plan::type_namespace`]).
    pub fn object_namespace(&self, id: ObjectId, qualifier: &str) -> String {
        let o = &self.objects[id.0];
        self.type_namespace(&o.package, &o.module, qualifier)
    }

    /// A type, resource or provider of another package, in full, where that package's SDK
    /// declares it (its `rootNamespace`, `namespaces` and `kubernetes20` `Types` namespaces, as
    /// Pulumi's `typeString` names object types and resources), with this package's class name
    /// suffixes for object types (Pulumi's `typeName`). Pulumi names enums and providers of
    /// other packages as if they were this package's, which does not compile when the two
    /// packages' settings differ; sdkgen names them where the other package declares them.
    pub fn external(&self, r: &ExternalRef, qualifier: &str, flags: (bool, bool, bool)) -> String {
        let (state, input, args) = flags;
        let Some(ext) = self.externals.get(&r.package) else {
            return "object".to_owned();
        };
        let segment = |name: &str| -> String {
            match ext.overrides.get(name) {
                Some(ns) => valid_namespace(ns),
                None => valid_namespace(&cs::namespace_name(name)),
            }
        };
        let token_package = match r.kind {
            ExternalKind::Provider => r.package.as_str(),
            _ => r.token.split(':').next().unwrap_or(&r.package),
        };
        let package_ns = format!("{}.{}", ext.root_namespace, segment(token_package));
        if r.kind == ExternalKind::Provider {
            return format!("{package_ns}.Provider");
        }
        let name = class_name(r.token.rsplit(':').next().unwrap_or_default());
        // Object types' classes are in their `Inputs`/`Outputs` namespaces; resources and
        // enums in their module's own.
        let object = r.kind == ExternalKind::Type && !r.is_enum;
        let qualifier = if object { qualifier } else { "" };
        let module = (!r.module.is_empty()).then(|| segment(&r.module));
        let ns = if ext.kubernetes20 && !qualifier.is_empty() {
            let mut ns = format!("{package_ns}.Types.{qualifier}");
            let segment = if r.module.is_empty() {
                ext.overrides.get("").map(|o| valid_namespace(o))
            } else {
                module
            };
            if let Some(m) = segment {
                ns = format!("{ns}.{m}");
            }
            ns
        } else {
            let mut ns = package_ns;
            if let Some(m) = module {
                ns = format!("{ns}.{m}");
            }
            if !qualifier.is_empty() {
                ns = format!("{ns}.{qualifier}");
            }
            ns
        };
        if r.kind == ExternalKind::Resource {
            let class = ext.resource_names.get(&r.token).cloned().unwrap_or(name);
            return format!("{ns}.{class}");
        }
        if !object {
            return format!("{ns}.{name}");
        }
        let key = (r.package.clone(), r.token.clone());
        let d = self.external_details.get(&key).copied().unwrap_or_default();
        format!("{ns}.{}", self.shaped_name(&name, d, state, input, args))
    }

    /// The input classes of object types that `kubernetes20` leaves out: Pulumi writes each
    /// input class name once per module, the first written winning (a resource's `…Args`,
    /// `…State` and method arguments, then functions' arguments, then object types', each
    /// type's plain shape before its input shape and state).
    fn shadowed_input_classes(&self, package: &Package) -> BTreeSet<(ObjectId, InputForm)> {
        let mut seen: BTreeSet<(String, String)> = BTreeSet::new();
        let resources = std::iter::once((&package.provider, &self.package_namespace, "Provider"))
            .chain(
                package
                    .resources
                    .iter()
                    .zip(&self.resources)
                    .map(|(r, (ns, class, _))| (r, ns, class.as_str())),
            );
        for (r, ns, class) in resources.filter(|(r, _, _)| !r.is_overlay) {
            seen.insert((ns.clone(), format!("{class}Args")));
            if r.state_inputs.is_some() {
                seen.insert((ns.clone(), format!("{class}State")));
            }
            for m in &r.methods {
                let f = package.function(m.function);
                if f.inputs.iter().any(|p| p.name != "__self__") {
                    seen.insert((ns.clone(), format!("{class}{}Args", method_name(&m.name))));
                }
            }
        }
        for (f, names) in package.functions.iter().zip(&self.functions) {
            let Some((ns, class)) = names else { continue };
            if f.is_overlay || !f.has_inputs || f.multi_argument_inputs.is_some() {
                continue;
            }
            seen.insert((ns.clone(), format!("{class}Args")));
            if !f.inputs.is_empty() && f.outputs != FunctionOutputs::None {
                seen.insert((ns.clone(), format!("{class}InvokeArgs")));
            }
        }
        let mut shadowed = BTreeSet::new();
        for (i, object) in package.objects.iter().enumerate() {
            let id = ObjectId(i);
            let d = self.details[i];
            if object.is_overlay {
                continue;
            }
            let ns = &self.objects[i].namespace;
            let forms = [
                (
                    InputForm::Plain,
                    d.plain_input,
                    self.type_name(id, false, true, false),
                ),
                (
                    InputForm::Args,
                    d.args,
                    self.type_name(id, false, true, true),
                ),
                (
                    InputForm::State,
                    d.state,
                    self.type_name(id, true, true, true),
                ),
            ];
            for (form, written, name) in forms {
                if written && !seen.insert((ns.clone(), name)) {
                    shadowed.insert((id, form));
                }
            }
        }
        shadowed
    }

    /// The class name of an object type in a position (Pulumi's `typeName`): `input` is an
    /// input position, `args` the input shape.
    pub fn type_name(&self, id: ObjectId, state: bool, input: bool, args: bool) -> String {
        self.shaped_name(
            &self.objects[id.0].name,
            self.details[id.0],
            state,
            input,
            args,
        )
    }

    /// [`Plan::type_name`] of an object type named `name` with details `d`.
    fn shaped_name(&self, name: &str, d: Details, state: bool, input: bool, args: bool) -> String {
        if state {
            return format!("{name}GetArgs");
        }
        match self.compatibility {
            Compatibility::Default => {
                if args {
                    format!("{name}Args")
                } else {
                    name.to_owned()
                }
            }
            _ => {
                if input && args && d.function_output_args {
                    format!("{name}InputArgs")
                } else if input {
                    format!("{name}Args")
                } else if d.plain_type {
                    format!("{name}Result")
                } else {
                    name.to_owned()
                }
            }
        }
    }

    /// Marks which classes each object type gets, from what references it.
    fn mark(&mut self, package: &Package) {
        let resources = std::iter::once(&package.provider).chain(package.resources.iter());
        for r in resources {
            for (id, _) in closure(package, &r.properties, false) {
                self.at(&id).output = true;
            }
            let inputs: Vec<&Property> = r.input_properties.iter().collect();
            for (id, input) in closure_refs(package, &inputs, true) {
                self.set_input(&id, input);
            }
            if let Some(state) = &r.state_inputs {
                for (id, input) in closure(package, state, true) {
                    self.set_input(&id, input);
                    if input {
                        self.at(&id).state = true;
                    }
                }
            }
        }
        for f in &package.functions {
            if f.is_overlay {
                continue;
            }
            if f.has_inputs {
                for (id, input) in closure(package, &f.inputs, false) {
                    self.set_input(&id, input);
                    self.at(&id).plain_type = true;
                }
                if f.outputs != FunctionOutputs::None {
                    for (id, input) in closure(package, &f.inputs, true) {
                        self.set_input(&id, input);
                        if input {
                            self.at(&id).function_output_args = true;
                        }
                    }
                }
            }
            let result: Vec<Wrapped> = match &f.outputs {
                FunctionOutputs::Object { properties, .. } => properties
                    .iter()
                    .map(|p| wrapped::property_type(p, false))
                    .collect(),
                FunctionOutputs::Value(t) => vec![wrapped::bind(t, false)],
                FunctionOutputs::None => Vec::new(),
            };
            for (id, _) in closure_of_types(package, &result) {
                self.at(&id).output = true;
                self.at(&id).plain_type = true;
            }
        }
        // sdkgen's rule: a type nothing references gets its input and output classes.
        for (i, object) in package.objects.iter().enumerate() {
            if object.usage.unreferenced() {
                let start = [Wrapped::Object {
                    id: ObjectId(i),
                    input: true,
                }];
                for (id, input) in closure_of_types(package, &start) {
                    self.set_input(&id, input);
                }
                let start = [Wrapped::Object {
                    id: ObjectId(i),
                    input: false,
                }];
                for (id, _) in closure_of_types(package, &start) {
                    self.at(&id).output = true;
                }
            }
        }
    }

    fn set_input(&mut self, id: &Reached, input_shape: bool) {
        if input_shape {
            self.at(id).args = true;
        } else {
            self.at(id).plain_input = true;
        }
    }

    /// The details of an object type of this package or another.
    fn at(&mut self, reached: &Reached) -> &mut Details {
        match reached {
            Reached::Local(id) => &mut self.details[id.0],
            Reached::External(key) => self.external_details.entry(key.clone()).or_default(),
        }
    }
}

/// An object type reached from a property: of this package, or of another (package, token).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reached {
    Local(ObjectId),
    External((String, String)),
}

/// Object types reachable from `props` in one shape, with their shape.
fn closure(package: &Package, props: &[Property], input_shape: bool) -> BTreeSet<(Reached, bool)> {
    let refs: Vec<&Property> = props.iter().collect();
    closure_refs(package, &refs, input_shape)
}

fn closure_refs(
    package: &Package,
    props: &[&Property],
    input_shape: bool,
) -> BTreeSet<(Reached, bool)> {
    let types: Vec<Wrapped> = props
        .iter()
        .map(|p| wrapped::property_type(p, input_shape))
        .collect();
    closure_of_types(package, &types)
}

fn closure_of_types(package: &Package, types: &[Wrapped]) -> BTreeSet<(Reached, bool)> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<Wrapped> = types.to_vec();
    while let Some(t) = stack.pop() {
        match t {
            Wrapped::Input(e) | Wrapped::Optional(e) | Wrapped::Array(e) | Wrapped::Map(e) => {
                stack.push(*e)
            }
            Wrapped::Union(es) => stack.extend(es),
            Wrapped::External { reference, input } if !reference.is_enum => {
                let input = object_input(&reference, input);
                let key = (reference.package, reference.token);
                seen.insert((Reached::External(key), input));
            }
            Wrapped::Object { id, input } if seen.insert((Reached::Local(id), input)) => {
                let object = package.object(id);
                let props: Vec<&Property> = if input {
                    object.input_properties().collect()
                } else {
                    object.properties.iter().collect()
                };
                for p in props {
                    stack.push(wrapped::property_type(p, input));
                }
            }
            _ => {}
        }
    }
    seen
}

/// A class name from a token's last segment: first letter upper-cased (Pulumi's
/// `tokenToName`), characters no identifier may hold made `_`, keywords `@`-escaped, and so
/// is `_` (a discard where a pattern names the type: `obj is _ other`).
pub fn class_name(token_name: &str) -> String {
    let name: String = uppercase_first(token_name)
        .chars()
        .map(|c| if cs::is_identifier_part(c) { c } else { '_' })
        .collect();
    let name = match name.chars().next() {
        Some(c) if !(c == '_' || c.is_alphabetic()) => format!("_{name}"),
        None => "_".to_owned(),
        _ => name,
    };
    if name == "_" {
        return "@_".to_owned();
    }
    cs::escape_reserved(name).0
}

/// A function's static class: [`class_name`], with Pulumi's `Function` suffix for names that
/// would equal the `Invoke`/`InvokeAsync` methods the class declares.
fn function_class(token_name: &str) -> String {
    let name = class_name(token_name);
    let bare = name.trim_start_matches('@');
    if bare.eq_ignore_ascii_case("Invoke") || bare.eq_ignore_ascii_case("InvokeAsync") {
        format!("{bare}Function")
    } else {
        name
    }
}

/// `rootNamespace`, `Pulumi` by default.
fn root_namespace(csharp: &CsharpSettings) -> String {
    csharp
        .root_namespace
        .as_deref()
        .map(valid_namespace)
        .unwrap_or_else(|| "Pulumi".to_owned())
}

/// A namespace with every segment a valid identifier: characters no identifier may hold made
/// `_`, a `_` in front of a leading digit, a `_` after a keyword; case is kept
/// (`Crd.k8s.amazonaws.com` stays as Pulumi writes it).
fn valid_namespace(ns: &str) -> String {
    ns.split('.')
        .map(|segment| {
            let mut s: String = segment
                .chars()
                .map(|c| if cs::is_identifier_part(c) { c } else { '_' })
                .collect();
            if !s.starts_with(|c: char| c == '_' || c.is_alphabetic()) {
                s.insert(0, '_');
            }
            if cs::is_reserved(&s) {
                s.push('_');
            }
            s
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// `language.csharp.name`, when set.
pub fn override_name(names: &NameOverrides) -> Option<String> {
    names.csharp.as_deref().map(class_name)
}

/// What every generated input class (`…Args`, `…State`, input types) declares besides its
/// properties: the static `Empty`.
pub const INPUT_CLASS_MEMBERS: &[&str] = &["Empty"];

/// What output classes (output types, function results) declare besides their fields: only
/// their constructor, which is named like the class.
pub const OUTPUT_CLASS_MEMBERS: &[&str] = &[];

/// What the class of `resource` declares besides its output properties: the static `Get`,
/// the private `MakeResourceOptions`, `MakeArgs` when an input is a constant, and its methods.
pub fn resource_members(resource: &Resource) -> Vec<String> {
    let mut members = vec!["Get".to_owned(), "MakeResourceOptions".to_owned()];
    let constant_input = resource
        .input_properties
        .iter()
        .any(|p| p.const_value.is_some());
    if constant_input {
        members.push("MakeArgs".to_owned());
    }
    members.extend(resource.methods.iter().map(|m| method_name(&m.name)));
    members
}

/// What `Config/Config.cs`'s class declares besides the variables: the nested class `Types`,
/// when a variable's type is an object type.
pub fn config_members(package: &Package) -> &'static [&'static str] {
    fn mentions_object(t: &Wrapped) -> bool {
        match t {
            Wrapped::Object { .. } => true,
            Wrapped::Array(e) | Wrapped::Map(e) | Wrapped::Input(e) | Wrapped::Optional(e) => {
                mentions_object(e)
            }
            Wrapped::Union(es) => es.iter().any(mentions_object),
            _ => false,
        }
    }
    let has_types = package
        .config
        .iter()
        .any(|p| mentions_object(&wrapped::property_type(p, false)));
    if has_types {
        &["Types"]
    } else {
        &[]
    }
}

/// A resource method's C# name (Pulumi's: first letter upper-cased, made an identifier).
pub fn method_name(name: &str) -> String {
    cs::make_valid_identifier(&uppercase_first(name))
}

/// A property's C# name: `language.csharp.name`, else Pulumi's default (hyphens dropped,
/// first letter upper-cased), made a valid identifier. A name equal to its class, or to one of
/// the other `members` its class declares (a resource's static `Get`, an input class's
/// `Empty`, ...), gets a `Value` suffix: C# lets no member be named like its type (CS0542) and
/// no two members share a name (CS0102), and Pulumi's generator, which keeps such names, gives
/// code that does not compile.
pub fn property_name(p: &Property, class: &str, members: &[impl AsRef<str>]) -> String {
    let name = override_name(&p.names).unwrap_or_else(|| {
        let raw = cs::property_name(&p.name);
        let valid: String = raw
            .chars()
            .map(|c| if cs::is_identifier_part(c) { c } else { '_' })
            .collect();
        match valid.chars().next() {
            Some(c) if c == '_' || c.is_alphabetic() => valid,
            _ => format!("_{valid}"),
        }
    });
    let name = cs::escape_reserved(name).0;
    let bare = name.trim_start_matches('@');
    if bare == class || members.iter().any(|m| m.as_ref() == bare) {
        format!("{name}Value")
    } else {
        name
    }
}

/// The C# names of `props`, the properties of class `class` (see [`property_name`]), in order.
pub fn property_names<'p>(
    props: impl IntoIterator<Item = &'p Property>,
    class: &str,
    members: &[impl AsRef<str>],
) -> Vec<String> {
    unique(
        props
            .into_iter()
            .map(|p| property_name(p, class, members))
            .collect(),
    )
}

/// `names` with later duplicates given `_` suffixes until unique (two schema names can map to
/// one C# name, e.g. `thing` → `ThingValue` next to `thingValue`).
fn unique(names: Vec<String>) -> Vec<String> {
    let mut seen = BTreeSet::new();
    names
        .into_iter()
        .map(|mut n| {
            while !seen.insert(n.clone()) {
                n.push('_');
            }
            n
        })
        .collect()
}

/// An enum member's name (Pulumi's `makeSafeEnumName` for .NET): short symbols spelled out,
/// made a valid identifier, each word title-cased, `_` runs collapsed, the enum's name in front
/// of a leading `_`; `Equals` (and a name equal to the enum's, or a keyword) gets `Value`.
pub fn enum_member(name: &str, enum_name: &str) -> String {
    let expanded = crate::naming::casing::expand_short_enum_name(name);
    let valid = cs::make_valid_identifier(&expanded);
    // strings.Title: the first letter of every word (after a non-letter) upper-cased.
    let mut titled = String::with_capacity(valid.len());
    let mut at_word_start = true;
    for c in valid.chars() {
        if at_word_start && c.is_alphabetic() {
            titled.extend(c.to_uppercase());
        } else {
            titled.push(c);
        }
        at_word_start = !(c.is_alphanumeric() || c == '_' || c == '\'');
    }
    let mut collapsed = String::with_capacity(titled.len());
    for c in titled.chars() {
        if !(c == '_' && collapsed.ends_with('_')) {
            collapsed.push(c);
        }
    }
    if collapsed.starts_with('_') {
        collapsed = format!("{enum_name}{collapsed}");
    }
    // A keyword stays `@`-escaped (`Kind.@Default`, as Pulumi writes it); names that would clash
    // with the enum struct's own members get `Value`.
    let bare = collapsed.trim_start_matches('@').to_owned();
    if matches!(bare.as_str(), "Equals" | "ToString" | "GetHashCode") || bare == enum_name {
        format!("{bare}Value")
    } else {
        collapsed
    }
}

/// Whether a reference into another package stands for its input shape (`…Args`): only object
/// types have one, though the wrapped model marks every reference bound in the input shape.
pub fn object_input(reference: &ExternalRef, input: bool) -> bool {
    input && reference.kind == ExternalKind::Type && !reference.is_enum
}
