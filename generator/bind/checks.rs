//! Whole-package checks and derived facts: duplicate tokens, methods, usage of object types,
//! modules, required-object cycles, and names that collide once a target language spells them.

use std::collections::{BTreeMap, HashMap};

use rayon::prelude::*;

use super::{Among, Binder};
use crate::diagnostics::{Code, Diagnostic};
use crate::ir::{self, FunctionId, MethodOwner, ObjectId, Property, ResourceId, Type};
use crate::load::pointer;
use crate::naming::python::PropertyPlace as Place;
use crate::naming::{self, Lang};

impl Binder<'_> {
    /// Tokens that differ only in case name the same file on case-insensitive file systems and
    /// the same class in several SDKs. Resources and functions share a namespace; types have one.
    pub(super) fn check_duplicate_tokens(&mut self) {
        let spec = self.spec;
        let members: Vec<(&str, &str)> = spec
            .resources
            .keys()
            .map(|t| ("resources", t.as_str()))
            .chain(spec.functions.keys().map(|t| ("functions", t.as_str())))
            .collect();
        let types: Vec<(&str, &str)> = spec.types.keys().map(|t| ("types", t.as_str())).collect();
        for group in [members, types] {
            let mut first_seen: BTreeMap<String, (&str, &str)> = BTreeMap::new();
            for (section, token) in group {
                let folded = token.to_lowercase();
                match first_seen.get(&folded) {
                    Some(&(first_section, first)) => {
                        let message = if first == token {
                            format!("token `{token}` names both a resource and a function")
                        } else {
                            format!("token `{token}` differs from `{first}` (in {first_section}) only in case; both would generate the same files and names")
                        };
                        let d = self
                            .diagnostic(
                                Code::DuplicateToken,
                                message,
                                pointer::join(&[section, token]),
                            )
                            .at_key();
                        self.push(d);
                    }
                    None => {
                        first_seen.insert(folded, (section, token));
                    }
                }
            }
        }
    }

    /// Modules become directories: two whose paths (or their parents') differ only in case
    /// would be one directory on case-insensitive file systems, their files mixed.
    pub(super) fn check_module_case(&mut self, package: &ir::Package) {
        let mut seen: BTreeMap<String, &str> = BTreeMap::new();
        for module in &package.modules {
            let mut conflict = None;
            for (end, _) in module
                .path
                .match_indices('/')
                .chain(std::iter::once((module.path.len(), "")))
            {
                let prefix = &module.path[..end];
                if prefix.is_empty() {
                    continue;
                }
                match seen.get(&prefix.to_lowercase()) {
                    Some(first) if *first != prefix => {
                        conflict = Some((prefix, *first));
                        break;
                    }
                    Some(_) => {}
                    None => {
                        seen.insert(prefix.to_lowercase(), prefix);
                    }
                }
            }
            let Some((prefix, first)) = conflict else {
                continue;
            };
            let member = super::plans::first_member(package, module);
            if let Some((section, token)) = member {
                let d = self
                    .diagnostic(
                        Code::DuplicateToken,
                        format!("module `{prefix}` (of `{}`) differs from module `{first}` only in case; on case-insensitive file systems both would be one directory", token.raw),
                        pointer::join(&[section, &token.raw]),
                    )
                    .at_key();
                self.push(d);
            }
        }
    }

    /// Binds resource (and provider) methods to their functions and checks the method rules.
    pub(super) fn bind_methods(
        &mut self,
        resources: &mut [ir::Resource],
        provider: &mut ir::Resource,
        functions: &mut [ir::Function],
    ) {
        let function_ids: HashMap<String, FunctionId> = functions
            .iter()
            .enumerate()
            .map(|(i, f)| (f.token.raw.clone(), FunctionId(i)))
            .collect();
        let spec = self.spec;
        for (resource_index, resource) in resources.iter_mut().enumerate() {
            if let Some(resource_spec) = spec.resources.get(&resource.token.raw) {
                let owner = MethodOwner::Resource(ResourceId(resource_index));
                self.bind_methods_of(
                    owner,
                    resource,
                    &resource_spec.methods,
                    functions,
                    &function_ids,
                );
            }
        }
        if let Some(provider_spec) = &spec.provider {
            self.bind_methods_of(
                MethodOwner::Provider,
                provider,
                &provider_spec.methods,
                functions,
                &function_ids,
            );
        }
    }

    fn bind_methods_of(
        &mut self,
        owner: MethodOwner,
        resource: &mut ir::Resource,
        methods: &BTreeMap<String, String>,
        functions: &mut [ir::Function],
        function_ids: &HashMap<String, FunctionId>,
    ) {
        for (name, function_token) in methods {
            let at = match owner {
                MethodOwner::Resource(_) => {
                    pointer::join(&["resources", &resource.token.raw, "methods", name])
                }
                MethodOwner::Provider => pointer::join(&["provider", "methods", name]),
            };
            let Some(&id) = function_ids.get(function_token) else {
                let mut d = self.diagnostic(
                    Code::InvalidMethod,
                    format!("method `{name}` refers to function `{function_token}`, which this schema does not define"),
                    at,
                );
                if let Some(s) = self.suggest(Among::Functions, function_token) {
                    d = d.with_help(format!("did you mean `{s}`?"));
                }
                self.push(d);
                continue;
            };
            let function = &mut functions[id.0];
            if function.method_of.is_some() {
                self.report(
                    Code::InvalidMethod,
                    format!("function `{function_token}` is already a method; each method needs its own function"),
                    at,
                );
                continue;
            }
            let expected_prefix = format!("{}/", resource.token.raw);
            if !function_token.starts_with(&expected_prefix)
                || function_token[expected_prefix.len()..].contains('/')
            {
                let d = self
                    .diagnostic(
                        Code::InvalidMethod,
                        format!("method `{name}` is implemented by `{function_token}`, but a method's function token must be the resource token followed by `/<method>`"),
                        at,
                    )
                    .with_help(format!("expected `{}/{name}`", resource.token.raw));
                self.push(d);
                continue;
            }
            if !function.inputs.iter().any(|p| p.name == "__self__") {
                self.report(
                    Code::InvalidMethod,
                    format!("function `{function_token}` implements a method, so its first input must be `__self__`, a reference to the resource"),
                    pointer::join(&["functions", function_token, "inputs"]),
                );
                continue;
            }
            if resource.properties.iter().any(|p| &p.name == name) {
                self.report(
                    Code::InvalidMethod,
                    format!(
                        "method `{name}` has the name of a property of `{}`",
                        resource.token.raw
                    ),
                    at,
                );
                continue;
            }
            function.method_of = Some(owner);
            resource.methods.push(ir::Method {
                name: name.clone(),
                function: id,
            });
        }
    }

    /// An object type whose required properties lead back to itself has no finite value.
    /// Arrays, maps, unions and optional properties break a cycle (they can be empty or absent).
    pub(super) fn check_required_cycles(&mut self, package: &ir::Package) {
        let edges = package.direct_object_edges(|p| p.required);
        // One cycle per group of types whose required properties lead to each other, found
        // without recursion (a chain of required types may be as long as the schema).
        for cycle in crate::graph::cycles(&edges) {
            let names: Vec<&str> = cycle
                .iter()
                .map(|&id| package.object(ObjectId(id)).token.raw.as_str())
                .collect();
            let first = names[0].to_string();
            let d = self
                .diagnostic(
                    Code::RequiredCycle,
                    format!(
                        "required properties form a cycle, so no value of this type can exist: {}",
                        names.join(" -> ")
                    ),
                    pointer::join(&["types", &first]),
                )
                .at_key()
                .with_help("make one property on the cycle optional");
            self.push(d);
        }
    }

    /// Names that collide in a target language after its casing and escaping are errors; names
    /// that had to be escaped get a note saying how they are spelled.
    pub(super) fn check_names(&mut self, package: &ir::Package) {
        // Every property list is checked on its own (spelling each name in four languages is
        // most of binding's time), so the lists are checked in parallel; their diagnostics are
        // pushed in this order, the same on every run.
        let mut lists: Vec<(&[Property], String, Option<Place>)> = Vec::new();
        for object in &package.objects {
            let at = pointer::join(&["types", &object.token.raw, "properties"]);
            lists.push((&object.properties, at, Some(Place::ObjectType)));
        }
        for resource in std::iter::once(&package.provider).chain(&package.resources) {
            let base = if resource.is_provider {
                "/provider".to_string()
            } else {
                pointer::join(&["resources", &resource.token.raw])
            };
            lists.push((
                &resource.properties,
                pointer::child(&base, "properties"),
                Some(Place::ResourceOutput),
            ));
            lists.push((
                &resource.input_properties,
                pointer::child(&base, "inputProperties"),
                Some(Place::ResourceInput),
            ));
            if let Some(state_inputs) = &resource.state_inputs {
                // State inputs: only their place in Python is checked.
                lists.push((
                    state_inputs,
                    pointer::descend(&base, &["stateInputs", "properties"]),
                    None,
                ));
            }
        }
        for function in &package.functions {
            let base = pointer::join(&["functions", &function.token.raw]);
            let inputs = if function.method_of.is_some() {
                Place::MethodInput
            } else {
                Place::FunctionInput
            };
            lists.push((
                &function.inputs,
                pointer::descend(&base, &["inputs", "properties"]),
                Some(inputs),
            ));
            if let ir::FunctionOutputs::Object { properties, .. } = &function.outputs {
                lists.push((
                    properties,
                    pointer::descend(&base, &["outputs", "properties"]),
                    Some(Place::FunctionOutput),
                ));
            }
        }
        lists.push((
            &package.config,
            "/config/variables".into(),
            Some(Place::Config),
        ));
        let this = &*self;
        let found: Vec<Vec<Diagnostic>> = lists
            .par_iter()
            .map(|(properties, at, place)| {
                let mut out = Vec::new();
                match place {
                    Some(place) => this.check_property_names(properties, at, *place, &mut out),
                    None => this.check_state_input_names(properties, at, &mut out),
                }
                out
            })
            .collect();
        for d in found.into_iter().flatten() {
            self.push(d);
        }
        self.check_definition_names(package);
    }

    /// `place` says where the Python SDK puts these properties (see
    /// [`Self::check_python_place`]).
    fn check_property_names(
        &self,
        properties: &[Property],
        at: &str,
        place: Place,
        out: &mut Vec<Diagnostic>,
    ) {
        for lang in [Lang::Python, Lang::Go, Lang::CSharp, Lang::Rust] {
            // Looked up once per property and language: foldhash, not SipHash.
            let mut spelled: HashMap<String, &str, foldhash::fast::RandomState> =
                HashMap::with_capacity_and_hasher(properties.len(), Default::default());
            for p in properties {
                let escaped = spelling(p, lang);
                // Python reads identifiers in NFKC form: `ﬁle` is `file` there.
                let key = if lang == Lang::Python {
                    self.check_python_place(p, &escaped.name, place, at, out);
                    crate::naming::unicode::nfkc(&escaped.name).into_owned()
                } else {
                    escaped.name.clone()
                };
                // Only a diagnostic needs the pointer: most properties have none.
                let property_at = || pointer::child(at, &p.name);
                let first = spelled.get(&key).copied();
                if let Some(first) = first {
                    let d = self
                        .diagnostic(
                            Code::NameCollision,
                            format!(
                                "properties `{first}` and `{}` are both spelled `{}` in {}{}",
                                p.name,
                                escaped.name,
                                lang.title(),
                                if key != escaped.name {
                                    " (which reads names in NFKC form)"
                                } else {
                                    ""
                                }
                            ),
                            property_at(),
                        )
                        .at_key()
                        .with_help(format!(
                            "rename one, or give it a name override in `language.{}.name`",
                            lang.as_str()
                        ));
                    out.push(d);
                }
                if escaped.escaped {
                    let d = self
                        .diagnostic(
                            Code::ReservedWordEscaped,
                            format!(
                                "`{}` is a reserved word in {}; it is spelled `{}` there",
                                p.name,
                                lang.title(),
                                escaped.name
                            ),
                            property_at(),
                        )
                        .at_key();
                    out.push(d);
                }
                if first.is_none() {
                    spelled.insert(key, &p.name);
                }
            }
        }
    }

    /// A resource's state inputs repeat its outputs, whose spellings are checked already; only
    /// their place in the Python SDK (parameters of the static `get`) is new.
    fn check_state_input_names(
        &self,
        state_inputs: &[Property],
        at: &str,
        out: &mut Vec<Diagnostic>,
    ) {
        for p in state_inputs {
            let python = spelling(p, Lang::Python);
            self.check_python_place(p, &python.name, Place::StateInput, at, out);
        }
    }

    /// E0316 when the generated Python code already uses `python_name` where `p` lands.
    fn check_python_place(
        &self,
        p: &Property,
        python_name: &str,
        place: Place,
        at: &str,
        out: &mut Vec<Diagnostic>,
    ) {
        // Python reads `ｐｕｌｕｍｉ` as `pulumi`.
        let read_as = crate::naming::unicode::nfkc(python_name);
        let Some(problem) = naming::python::reserved_property_problem(&read_as, place) else {
            return;
        };
        let message = if python_name == p.name {
            format!(
                "`{}` cannot name {} in the Python SDK: {problem}",
                p.name,
                place.noun()
            )
        } else {
            format!(
                "`{}` would be spelled `{python_name}` in the Python SDK, which cannot name {}: {problem}",
                p.name,
                place.noun()
            )
        };
        let d = self
            .diagnostic(Code::ReservedName, message, pointer::child(at, &p.name))
            .at_key()
            .with_help(
                "rename the property, or give it another Python name in `language.python.name`",
            );
        out.push(d);
    }

    /// Definitions that land in the same module must not collide once a language names them:
    /// resources and functions become Python modules (files); types become classes.
    fn check_definition_names(&mut self, package: &ir::Package) {
        let mut files: HashMap<(String, String), &str> = HashMap::new();
        let members = package
            .resources
            .iter()
            .map(|r| ("resources", &r.token))
            .chain(
                package
                    .functions
                    .iter()
                    .filter(|f| f.method_of.is_none())
                    .map(|f| ("functions", &f.token)),
            );
        for (section, token) in members {
            let file = naming::function_name(Lang::Python, &token.name);
            let file = crate::naming::unicode::nfkc(&file).into_owned();
            let key = (format!("{}:{}", token.package, token.module), file.clone());
            if let Some(first) = files.get(&key) {
                if !first.eq_ignore_ascii_case(&token.raw) {
                    let d = self
                        .diagnostic(
                            Code::DuplicateToken,
                            format!("`{}` and `{first}` would both be generated as the Python module `{file}`", token.raw),
                            pointer::join(&[section, &token.raw]),
                        )
                        .at_key();
                    self.push(d);
                }
            } else {
                files.insert(key, &token.raw);
            }
        }
        for lang in [Lang::Python, Lang::Go, Lang::CSharp, Lang::NodeJs] {
            let mut classes: HashMap<(String, String), &str> = HashMap::new();
            let tokens = package
                .objects
                .iter()
                .map(|o| &o.token)
                .chain(package.enums.iter().map(|e| &e.token));
            for token in tokens {
                let mut name = naming::type_name(lang, &token.name);
                if lang == Lang::Python {
                    name = crate::naming::unicode::nfkc(&name).into_owned();
                }
                let key = (format!("{}:{}", token.package, token.module), name.clone());
                if let Some(first) = classes.get(&key) {
                    if !first.eq_ignore_ascii_case(&token.raw) {
                        let d = self
                            .diagnostic(
                                Code::DuplicateToken,
                                format!(
                                    "types `{first}` and `{}` are both named `{name}` in {}",
                                    token.raw,
                                    lang.title()
                                ),
                                pointer::join(&["types", &token.raw]),
                            )
                            .at_key();
                        self.push(d);
                    }
                } else {
                    classes.insert(key, &token.raw);
                }
            }
        }
    }
}

/// How `lang` spells property `p`: its `language.<lang>.name`, or the language's naming.
fn spelling(p: &Property, lang: Lang) -> naming::Escaped {
    match language_name_override(p, lang) {
        Some(name) => naming::Escaped {
            name: name.to_string(),
            escaped: false,
        },
        None => naming::escaped_property_name(lang, &p.name),
    }
}

fn language_name_override(p: &Property, lang: Lang) -> Option<&str> {
    let names = &p.names;
    match lang {
        Lang::Python => names.python.as_deref(),
        Lang::NodeJs => names.nodejs.as_deref(),
        Lang::Go => names.go.as_deref(),
        Lang::CSharp => names.csharp.as_deref(),
        Lang::Rust => names.rust.as_deref(),
        Lang::Java => names.java.as_deref(),
    }
}

/// Marks each object type with where it is reachable from: inputs (of resources, functions and
/// the provider) and outputs (of resources and functions, and the configuration).
pub(super) fn compute_usage(package: &mut ir::Package) {
    let mut input_roots: Vec<&Type> = Vec::new();
    let mut output_roots: Vec<&Type> = Vec::new();
    for resource in std::iter::once(&package.provider).chain(&package.resources) {
        input_roots.extend(resource.input_properties.iter().map(|p| &p.type_));
        if let Some(state) = &resource.state_inputs {
            input_roots.extend(state.iter().map(|p| &p.type_));
        }
        output_roots.extend(resource.properties.iter().map(|p| &p.type_));
    }
    for function in &package.functions {
        input_roots.extend(function.inputs.iter().map(|p| &p.type_));
        match &function.outputs {
            ir::FunctionOutputs::Object { properties, .. } => {
                output_roots.extend(properties.iter().map(|p| &p.type_))
            }
            ir::FunctionOutputs::Value(t) => output_roots.push(t),
            ir::FunctionOutputs::None => {}
        }
    }
    output_roots.extend(package.config.iter().map(|p| &p.type_));

    let input = reachable(package, &input_roots, true);
    let output = reachable(package, &output_roots, false);
    for (i, object) in package.objects.iter_mut().enumerate() {
        object.usage = ir::Usage {
            input: input[i],
            output: output[i],
        };
    }
}

fn reachable(package: &ir::Package, roots: &[&Type], input_view: bool) -> Vec<bool> {
    let mut seen = vec![false; package.objects.len()];
    let mut work: Vec<ObjectId> = Vec::new();
    for root in roots {
        collect_objects(root, &mut work);
    }
    while let Some(id) = work.pop() {
        if std::mem::replace(&mut seen[id.0], true) {
            continue;
        }
        let object = package.object(id);
        for p in &object.properties {
            if input_view && p.output_only {
                continue;
            }
            collect_objects(&p.type_, &mut work);
        }
    }
    seen
}

fn collect_objects(type_: &Type, out: &mut Vec<ObjectId>) {
    match type_ {
        Type::Object(id) => out.push(*id),
        Type::Array(t) | Type::Map(t) => collect_objects(t, out),
        Type::Union(u) => u.elements.iter().for_each(|t| collect_objects(t, out)),
        _ => {}
    }
}

/// Groups definitions by module, root module first, then by path.
pub(super) fn modules(package: &ir::Package) -> Vec<ir::Module> {
    fn module<'m>(modules: &'m mut BTreeMap<String, ir::Module>, path: &str) -> &'m mut ir::Module {
        modules
            .entry(path.to_string())
            .or_insert_with(|| ir::Module {
                path: path.to_string(),
                ..Default::default()
            })
    }
    let mut modules: BTreeMap<String, ir::Module> = BTreeMap::new();
    module(&mut modules, "");
    for (i, o) in package.objects.iter().enumerate() {
        module(&mut modules, &o.token.module)
            .objects
            .push(ObjectId(i));
    }
    for (i, e) in package.enums.iter().enumerate() {
        module(&mut modules, &e.token.module)
            .enums
            .push(ir::EnumId(i));
    }
    for (i, r) in package.resources.iter().enumerate() {
        module(&mut modules, &r.token.module)
            .resources
            .push(ResourceId(i));
    }
    for (i, f) in package.functions.iter().enumerate() {
        if f.method_of.is_none() {
            module(&mut modules, &f.token.module)
                .functions
                .push(FunctionId(i));
        }
    }
    modules.into_values().collect()
}
