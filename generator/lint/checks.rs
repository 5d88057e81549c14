//! The lint rules, over the bound package. Properties are looked at per *owner* (a type, a
//! resource or the provider, a function, the configuration) and per name, so that a resource's
//! input and output of one name are one finding, not two.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::Value;

use super::{credentials::credential_in, rule, Silencer};
use crate::diagnostics::{Code, Diagnostic};
use crate::ir::{FunctionOutputs, Package, Property, Type};
use crate::load::{pointer, SourceFile};
use crate::naming::{self, Lang};
use crate::workspace::BoundSchema;

/// Properties listed in one L0603 message before "and N more".
const LISTED: usize = 12;

/// The configuration's pointer (its owner's).
const CONFIG: &str = "/config";

/// Runs every rule; returns the findings that are not silenced.
pub(super) fn run(
    schema: &BoundSchema,
    document: &Value,
    silencer: &mut Silencer<'_>,
) -> Vec<Diagnostic> {
    let package = &schema.package;
    let mut checker = Checker {
        source: &schema.source,
        silencer,
        out: Vec::new(),
    };
    let owners = owners(package, document);
    checker.package_description(package);
    for owner in &owners {
        checker.missing_description(owner);
        checker.undocumented_properties(owner);
        // The configuration's `defaults` list is where tfbridge schemas name the variables
        // that have defaults, so a default there is no contradiction.
        let is_config = owner.at == CONFIG;
        for (name, occurrences) in &owner.properties {
            checker.credential(name, occurrences);
            checker.escaped_name(name, occurrences);
            if !is_config {
                checker.required_with_default(name, occurrences);
            }
            checker.required_output_only(name, occurrences);
        }
    }
    checker.output_only_resource_inputs(document);
    checker.unused_types(package);
    checker.out
}

/// One place a property is written.
struct Occurrence<'a> {
    /// Which list of its owner (`inputs`, `outputs`, `state inputs`; empty when it has one).
    list: &'static str,
    /// The property's pointer.
    at: String,
    property: &'a Property,
    /// Whether users supply it there (so `required` means "must be given").
    input: bool,
}

/// Something that has properties, and maybe a description.
struct Owner<'a> {
    /// `resource `tok``, `the configuration`, ... (for messages).
    what: String,
    at: String,
    /// `None` when a description does not apply (the configuration).
    description: Option<Option<&'a str>>,
    /// Properties by wire name, each with every place it is written.
    properties: BTreeMap<&'a str, Vec<Occurrence<'a>>>,
}

impl<'a> Owner<'a> {
    fn new(what: String, at: String, description: Option<Option<&'a str>>) -> Owner<'a> {
        Owner {
            what,
            at,
            description,
            properties: BTreeMap::new(),
        }
    }

    fn add(&mut self, list: &'static str, at: &str, properties: &'a [Property], input: bool) {
        for property in properties {
            self.properties
                .entry(property.name.as_str())
                .or_default()
                .push(Occurrence {
                    list,
                    at: pointer::child(at, &property.name),
                    property,
                    input,
                });
        }
    }
}

/// Every owner of properties, and every definition that could lack a description, in schema
/// order (config, provider, resources, functions, types).
fn owners<'a>(package: &'a Package, document: &Value) -> Vec<Owner<'a>> {
    let mut owners = Vec::new();
    if !package.config.is_empty() {
        let mut config = Owner::new("the configuration".into(), CONFIG.into(), None);
        config.add("", "/config/variables", &package.config, true);
        owners.push(config);
    }
    let provider_declared = document.get("provider").is_some();
    let resources = package
        .resources
        .iter()
        .map(|r| (pointer::join(&["resources", &r.token.raw]), r))
        .chain(provider_declared.then(|| ("/provider".to_owned(), &package.provider)));
    for (at, resource) in resources {
        let what = if resource.is_provider {
            "the provider".to_owned()
        } else {
            format!("resource `{}`", resource.token.raw)
        };
        let mut owner = Owner::new(what, at.clone(), Some(resource.description.as_deref()));
        owner.add(
            "inputs",
            &pointer::child(&at, "inputProperties"),
            &resource.input_properties,
            true,
        );
        owner.add(
            "outputs",
            &pointer::child(&at, "properties"),
            &resource.properties,
            false,
        );
        if let Some(state) = &resource.state_inputs {
            let state_at = pointer::descend(&at, &["stateInputs", "properties"]);
            owner.add("state inputs", &state_at, state, true);
        }
        owners.push(owner);
    }
    for function in &package.functions {
        let at = pointer::join(&["functions", &function.token.raw]);
        let what = format!("function `{}`", function.token.raw);
        let mut owner = Owner::new(what, at.clone(), Some(function.description.as_deref()));
        let inputs_at = pointer::descend(&at, &["inputs", "properties"]);
        owner.add("inputs", &inputs_at, &function.inputs, true);
        if function.method_of.is_some() {
            // A method's `__self__` is the resource it is called on, never a user-facing input.
            owner.properties.remove("__self__");
        }
        if let FunctionOutputs::Object { properties, .. } = &function.outputs {
            let outputs_at = pointer::descend(&at, &["outputs", "properties"]);
            owner.add("outputs", &outputs_at, properties, false);
        }
        owners.push(owner);
    }
    for object in &package.objects {
        let at = pointer::join(&["types", &object.token.raw]);
        let what = format!("object type `{}`", object.token.raw);
        let mut owner = Owner::new(what, at.clone(), Some(object.description.as_deref()));
        // An object type's `required` applies to its input shape too.
        owner.add(
            "",
            &pointer::child(&at, "properties"),
            &object.properties,
            true,
        );
        owners.push(owner);
    }
    for enum_type in &package.enums {
        let at = pointer::join(&["types", &enum_type.token.raw]);
        let what = format!("enum type `{}`", enum_type.token.raw);
        owners.push(Owner::new(what, at, Some(enum_type.description.as_deref())));
    }
    owners
}

struct Checker<'a, 's, 'o> {
    source: &'a Arc<SourceFile>,
    silencer: &'s mut Silencer<'o>,
    out: Vec<Diagnostic>,
}

impl Checker<'_, '_, '_> {
    fn report(&mut self, code: Code, message: String, at: &str, fix: &str) {
        let name = rule(code.as_str()).map_or("", |r| r.name);
        let d = Diagnostic::new(code, message, self.source, at)
            .at_key()
            .with_help(format!("{fix} (rule `{name}`)"));
        self.out.push(d);
    }

    fn package_description(&mut self, package: &Package) {
        if is_blank(package.description.as_deref())
            && !self.silencer.silenced(Code::LintMissingDescription, &[""])
        {
            let name = rule(Code::LintMissingDescription.as_str()).map_or("", |r| r.name);
            let d = Diagnostic::new(
                Code::LintMissingDescription,
                format!("package `{}` has no description", package.name),
                self.source,
                "",
            )
            .with_help(format!(
                "add a top-level `description`; package registries and the docs show it (rule `{name}`)"
            ));
            self.out.push(d);
        }
    }

    fn missing_description(&mut self, owner: &Owner<'_>) {
        let Some(description) = owner.description else {
            return;
        };
        if is_blank(description)
            && !self
                .silencer
                .silenced(Code::LintMissingDescription, &[&owner.at])
        {
            self.report(
                Code::LintMissingDescription,
                format!("{} has no description", owner.what),
                &owner.at,
                "add a `description`; the SDK docs and the reference show it",
            );
        }
    }

    fn undocumented_properties(&mut self, owner: &Owner<'_>) {
        let mut missing = Vec::new();
        for (name, occurrences) in &owner.properties {
            let lacking: Vec<&Occurrence> = occurrences
                .iter()
                .filter(|o| is_blank(o.property.description.as_deref()))
                .collect();
            if lacking.is_empty() {
                continue;
            }
            let pointers: Vec<&str> = lacking.iter().map(|o| o.at.as_str()).collect();
            if self
                .silencer
                .silenced(Code::LintUndocumentedProperty, &pointers)
            {
                continue;
            }
            missing.push(if lacking.len() < occurrences.len() {
                format!("`{name}` (in the {})", lists(&lacking))
            } else {
                format!("`{name}`")
            });
        }
        if missing.is_empty() {
            return;
        }
        let count = missing.len();
        let mut listed = missing[..count.min(LISTED)].join(", ");
        if count > LISTED {
            listed.push_str(&format!(" and {} more", count - LISTED));
        }
        let (properties, have) = if count == 1 {
            ("property", "has")
        } else {
            ("properties", "have")
        };
        self.report(
            Code::LintUndocumentedProperty,
            format!(
                "{count} {properties} of {} {have} no description: {listed}",
                owner.what
            ),
            &owner.at,
            "add a `description` to each; the SDK docs and the reference show them",
        );
    }

    fn credential(&mut self, name: &str, occurrences: &[Occurrence<'_>]) {
        if !occurrences.iter().any(|o| can_be_secret(&o.property.type_)) {
            return;
        }
        let reason = match credential_in(name) {
            Some(word) => format!("is named like a credential ({word})"),
            None => {
                let env = occurrences
                    .iter()
                    .flat_map(|o| &o.property.default_env)
                    .find(|e| credential_in(e).is_some());
                match env {
                    Some(env) => format!(
                        "takes its default from `{env}`, an environment variable named like a credential"
                    ),
                    None => return,
                }
            }
        };
        let plain: Vec<&Occurrence> = occurrences.iter().filter(|o| !o.property.secret).collect();
        let Some(first) = plain.first() else {
            return;
        };
        let pointers: Vec<&str> = occurrences.iter().map(|o| o.at.as_str()).collect();
        if self
            .silencer
            .silenced(Code::LintCredentialNotSecret, &pointers)
        {
            return;
        }
        let partly = if plain.len() < occurrences.len() {
            format!(" in the {}", lists(&plain))
        } else {
            String::new()
        };
        let at = first.at.clone();
        self.report(
            Code::LintCredentialNotSecret,
            format!("`{name}` {reason}, but is not marked secret{partly}"),
            &at,
            "add `\"secret\": true` so that SDKs and state keep the value encrypted",
        );
    }

    fn escaped_name(&mut self, name: &str, occurrences: &[Occurrence<'_>]) {
        let property = occurrences[0].property;
        let mut spelled = Vec::new();
        // Node.js is left out: TypeScript takes reserved words as property names.
        for lang in [Lang::Python, Lang::Go, Lang::CSharp, Lang::Rust] {
            let names = &property.names;
            let overridden = match lang {
                Lang::Python => names.python.is_some(),
                Lang::Go => names.go.is_some(),
                Lang::CSharp => names.csharp.is_some(),
                _ => names.rust.is_some(),
            };
            if overridden {
                continue;
            }
            let escaped = naming::escaped_property_name(lang, name);
            if escaped.escaped {
                spelled.push(format!("`{}` in {}", escaped.name, lang.title()));
            }
        }
        if spelled.is_empty() {
            return;
        }
        let pointers: Vec<&str> = occurrences.iter().map(|o| o.at.as_str()).collect();
        if self.silencer.silenced(Code::LintEscapedName, &pointers) {
            return;
        }
        let at = occurrences[0].at.clone();
        self.report(
            Code::LintEscapedName,
            format!(
                "`{name}` is a reserved word in some SDKs and is spelled differently there: {}",
                spelled.join(", ")
            ),
            &at,
            "users of those SDKs meet the escaped name; `language.<lang>.name` can choose another",
        );
    }

    fn required_with_default(&mut self, name: &str, occurrences: &[Occurrence<'_>]) {
        for o in occurrences {
            let p = o.property;
            if !(o.input && p.required && !p.output_only) {
                continue;
            }
            let default = match (&p.default, p.default_env.first()) {
                (Some(value), _) => format!("a default ({value})"),
                (None, Some(env)) => format!("an environment-variable default (`{env}`)"),
                (None, None) => continue,
            };
            if self
                .silencer
                .silenced(Code::LintRequiredWithDefault, &[&o.at])
            {
                continue;
            }
            self.report(
                Code::LintRequiredWithDefault,
                format!("`{name}` is required and has {default}: the SDKs' types still require a value, so the default is never needed"),
                &o.at,
                "make it optional, or drop the default",
            );
        }
    }

    /// Required `outputOnly` properties the bound model keeps (object types, function inputs,
    /// the configuration); resources drop such inputs, see [`Self::output_only_resource_inputs`].
    fn required_output_only(&mut self, name: &str, occurrences: &[Occurrence<'_>]) {
        for o in occurrences {
            if o.input && o.property.required && o.property.output_only {
                self.required_output_only_at(name, &o.at);
            }
        }
    }

    fn required_output_only_at(&mut self, name: &str, at: &str) {
        if self.silencer.silenced(Code::LintRequiredOutputOnly, &[at]) {
            return;
        }
        self.report(
            Code::LintRequiredOutputOnly,
            format!("`{name}` is required and outputOnly: it is left out of every input, so no one can supply it"),
            at,
            "drop `outputOnly` if users supply it, or take it out of the required list",
        );
    }

    /// Resource and provider inputs that are `outputOnly` and in `requiredInputs`, read from
    /// the document (the bound model leaves `outputOnly` inputs out).
    fn output_only_resource_inputs(&mut self, document: &Value) {
        let resources = document
            .get("resources")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .map(|(token, r)| (pointer::join(&["resources", token]), r))
            .chain(
                document
                    .get("provider")
                    .map(|p| ("/provider".to_owned(), p)),
            );
        for (at, resource) in resources {
            let required: Vec<&str> = resource
                .get("requiredInputs")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .collect();
            let inputs = resource.get("inputProperties").and_then(Value::as_object);
            for (name, p) in inputs.into_iter().flatten() {
                let output_only = p.get("outputOnly").and_then(Value::as_bool) == Some(true);
                if output_only && required.contains(&name.as_str()) {
                    let input_at = pointer::descend(&at, &["inputProperties", name]);
                    self.required_output_only_at(name, &input_at);
                }
            }
        }
    }

    fn unused_types(&mut self, package: &Package) {
        let (objects, enums) = reachable(package);
        for (object, used) in package.objects.iter().zip(objects) {
            if !used {
                self.unused_type("object type", &object.token.raw);
            }
        }
        for (enum_type, used) in package.enums.iter().zip(enums) {
            if !used {
                self.unused_type("enum type", &enum_type.token.raw);
            }
        }
    }

    fn unused_type(&mut self, kind: &str, token: &str) {
        let at = pointer::join(&["types", token]);
        if self.silencer.silenced(Code::LintUnusedType, &[&at]) {
            return;
        }
        self.report(
            Code::LintUnusedType,
            format!("{kind} `{token}` is not used by any resource, function, the provider or the configuration"),
            &at,
            "reference it or remove it; every SDK generates it all the same",
        );
    }
}

/// Which object and enum types the resources, the provider, the functions and the
/// configuration reach, directly or through other object types.
fn reachable(package: &Package) -> (Vec<bool>, Vec<bool>) {
    let mut objects = vec![false; package.objects.len()];
    let mut enums = vec![false; package.enums.len()];
    let mut work: Vec<&Type> = Vec::new();
    for resource in std::iter::once(&package.provider).chain(&package.resources) {
        let state = resource.state_inputs.iter().flatten();
        let all = resource.input_properties.iter().chain(&resource.properties);
        work.extend(all.chain(state).map(|p| &p.type_));
    }
    for function in &package.functions {
        work.extend(function.inputs.iter().map(|p| &p.type_));
        match &function.outputs {
            FunctionOutputs::Object { properties, .. } => {
                work.extend(properties.iter().map(|p| &p.type_));
            }
            FunctionOutputs::Value(type_) => work.push(type_),
            FunctionOutputs::None => {}
        }
    }
    work.extend(package.config.iter().map(|p| &p.type_));
    while let Some(type_) = work.pop() {
        match type_ {
            Type::Object(id) if !objects[id.0] => {
                objects[id.0] = true;
                work.extend(package.object(*id).properties.iter().map(|p| &p.type_));
            }
            Type::Enum(id) => enums[id.0] = true,
            Type::Array(inner) | Type::Map(inner) => work.push(inner),
            Type::Union(union) => {
                work.extend(&union.elements);
                work.extend(union.default_type.as_deref());
            }
            Type::Token(token) => work.push(&token.underlying),
            _ => {}
        }
    }
    (objects, enums)
}

/// Whether a value of this type could be a credential: a string, or anything that may hold one
/// directly. Objects are left to their own properties (a `credentials` object whose `secret`
/// is secret is fine); booleans, numbers and enums are flags and sizes.
fn can_be_secret(type_: &Type) -> bool {
    match type_ {
        Type::String | Type::Any | Type::Json => true,
        Type::Array(inner) | Type::Map(inner) => can_be_secret(inner),
        Type::Union(union) => union.elements.iter().any(can_be_secret),
        Type::Token(token) => can_be_secret(&token.underlying),
        _ => false,
    }
}

fn is_blank(text: Option<&str>) -> bool {
    text.is_none_or(|t| t.trim().is_empty())
}

/// `inputs`, `inputs and outputs`: the lists these occurrences are in.
fn lists(occurrences: &[&Occurrence<'_>]) -> String {
    let names: Vec<&str> = occurrences.iter().map(|o| o.list).collect();
    names.join(" and ")
}
