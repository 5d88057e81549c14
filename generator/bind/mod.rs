//! Stage 3, bind: the typed schema → the [`ir::Package`] every backend reads, with the semantic
//! checks of the format (tokens, `$ref`s, required lists, defaults, enums, methods, cycles, names
//! that collide in a target language).
//!
//! The binder reports every problem it finds in one run and keeps going past errors; it returns a
//! package only when there were none.

mod checks;
pub mod external;
mod language;
mod plans;
mod replace;
mod tokens;
mod types;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;

use regex::Regex;

use crate::diagnostics::Suggestions;
use crate::diagnostics::{Code, Diagnostic};
use crate::ir::settings::Settings;
use crate::ir::{self, EnumId, ObjectId, ResourceId};
use crate::load::{pointer, SourceFile};
use crate::spec::{self, PackageSpec, Properties, PropertySpec};

pub use external::ExternalPackages;
pub(crate) use language::{is_nuget_id, is_nuget_version};

/// Binds a validated schema. Diagnostics go to `out`; the package is returned when none of them
/// is an error.
pub fn bind(
    spec: &PackageSpec,
    source: &Arc<SourceFile>,
    externals: &ExternalPackages,
    out: &mut Vec<Diagnostic>,
) -> Option<ir::Package> {
    let mut binder = Binder::new(spec, source, externals);
    let package = binder.bind_package();
    let failed = binder.diagnostics.iter().any(Diagnostic::is_error);
    out.append(&mut binder.diagnostics);
    (!failed).then_some(package)
}

/// The state of one binding run.
pub(crate) struct Binder<'a> {
    spec: &'a PackageSpec,
    source: &'a Arc<SourceFile>,
    externals: &'a ExternalPackages,
    diagnostics: Vec<Diagnostic>,
    module_format: Option<Regex>,
    objects: HashMap<&'a str, ObjectId>,
    enums: HashMap<&'a str, EnumId>,
    resources: HashMap<&'a str, ResourceId>,
    /// Token of each enum, by [`EnumId`].
    enum_tokens: Vec<&'a str>,
    /// The packages resolved external references lead into.
    external_packages: BTreeMap<String, ir::ExternalPackage>,
    /// The other packages resolved references point into, with the version a reference names.
    referenced: BTreeMap<String, Option<String>>,
    /// Binding another package for [`ir::Package::externals`]: its own references are not bound.
    nested: bool,
    /// "Did you mean" indexes, built when first needed: of this schema's types, resources and
    /// functions, and of other packages' types and resources (by package).
    suggestions: HashMap<(Among, String), Suggestions>,
}

/// A set of tokens "did you mean" chooses from.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Among {
    Types,
    Resources,
    Functions,
}

/// The token of the provider resource of package `name`.
pub fn provider_token(name: &str) -> String {
    format!("pulumi:providers:{name}")
}

impl<'a> Binder<'a> {
    fn new(
        spec: &'a PackageSpec,
        source: &'a Arc<SourceFile>,
        externals: &'a ExternalPackages,
    ) -> Binder<'a> {
        Binder {
            spec,
            source,
            externals,
            diagnostics: Vec::new(),
            module_format: None,
            objects: HashMap::new(),
            enums: HashMap::new(),
            resources: HashMap::new(),
            enum_tokens: Vec::new(),
            external_packages: BTreeMap::new(),
            referenced: BTreeMap::new(),
            nested: false,
            suggestions: HashMap::new(),
        }
    }

    /// The token of this schema's `among` to suggest for `wanted`.
    fn suggest(&mut self, among: Among, wanted: &str) -> Option<String> {
        let spec = self.spec;
        self.suggest_in(among, "", wanted, || match among {
            Among::Types => Suggestions::new(spec.types.keys().map(String::as_str)),
            Among::Resources => Suggestions::new(spec.resources.keys().map(String::as_str)),
            Among::Functions => Suggestions::new(spec.functions.keys().map(String::as_str)),
        })
    }

    /// The candidate to suggest for `wanted` among `among` of package `package` (empty for
    /// this schema's), whose index `build` makes the first time.
    fn suggest_in(
        &mut self,
        among: Among,
        package: &str,
        wanted: &str,
        build: impl FnOnce() -> Suggestions,
    ) -> Option<String> {
        let index = self
            .suggestions
            .entry((among, package.to_owned()))
            .or_insert_with(build);
        index.closest(wanted).map(str::to_owned)
    }

    /// Binds the packages the resolved references point into (diagnostics about them are not
    /// this schema's: a package that does not bind is left out).
    fn bind_externals(&self) -> Vec<ir::Package> {
        if self.nested {
            return Vec::new();
        }
        let referrer = self.source.path.as_deref();
        let mut packages = Vec::new();
        for (name, version) in &self.referenced {
            let external::Lookup::Found(index) =
                self.externals.find(name, version.as_deref(), referrer)
            else {
                continue;
            };
            let Some((spec, source)) = &index.schema else {
                continue;
            };
            let mut binder = Binder::new(spec, source, self.externals);
            binder.nested = true;
            let package = binder.bind_package();
            if !binder.diagnostics.iter().any(Diagnostic::is_error) {
                packages.push(package);
            }
        }
        packages.sort_by(|a, b| a.name.cmp(&b.name));
        packages
    }

    fn report(&mut self, code: Code, message: impl Into<String>, at: impl Into<String>) {
        let d = Diagnostic::new(code, message, self.source, at);
        self.diagnostics.push(d);
    }

    fn push(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }

    fn diagnostic(
        &self,
        code: Code,
        message: impl Into<String>,
        at: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic::new(code, message, self.source, at)
    }

    fn bind_package(&mut self) -> ir::Package {
        let spec = self.spec;
        self.check_package_metadata();
        let settings = self.language_settings();
        self.check_language_paths(&settings);

        // Tokens first: every `$ref` resolves against this table.
        let mut object_tokens = Vec::new();
        let mut enum_tokens = Vec::new();
        // Definitions whose token is unusable are still bound, for the errors in them, and then
        // dropped: one run reports every problem.
        let mut unusable = Vec::new();
        for (raw, t) in &spec.types {
            let at = pointer::join(&["types", raw]);
            let Some(token) = self.parse_token(raw, &at, tokens::Section::Types) else {
                unusable.push((tokens::Section::Types, raw));
                continue;
            };
            if t.enum_.is_some() {
                self.enums.insert(raw, EnumId(enum_tokens.len()));
                self.enum_tokens.push(raw);
                enum_tokens.push(token);
            } else {
                self.objects.insert(raw, ObjectId(object_tokens.len()));
                object_tokens.push(token);
            }
        }
        let mut resource_tokens = Vec::new();
        for raw in spec.resources.keys() {
            let at = pointer::join(&["resources", raw]);
            if let Some(token) = self.parse_token(raw, &at, tokens::Section::Resources) {
                self.resources
                    .insert(raw, ResourceId(resource_tokens.len()));
                resource_tokens.push(token);
            } else {
                unusable.push((tokens::Section::Resources, raw));
            }
        }
        let mut function_tokens = Vec::new();
        for raw in spec.functions.keys() {
            let at = pointer::join(&["functions", raw]);
            if let Some(token) = self.parse_token(raw, &at, tokens::Section::Functions) {
                function_tokens.push(token);
            } else {
                unusable.push((tokens::Section::Functions, raw));
            }
        }
        self.check_duplicate_tokens();
        for (section, raw) in unusable {
            self.bind_unusable(section, raw);
        }

        let objects: Vec<ir::ObjectType> = object_tokens
            .into_iter()
            .map(|token| self.bind_object(token))
            .collect();
        let enums: Vec<ir::EnumType> = enum_tokens
            .into_iter()
            .map(|token| self.bind_enum(token))
            .collect();
        let mut provider = self.bind_provider();
        let mut resources: Vec<ir::Resource> = resource_tokens
            .into_iter()
            .map(|token| {
                let at = pointer::join(&["resources", &token.raw]);
                let resource_spec = &spec.resources[&token.raw];
                self.bind_resource(token, resource_spec, &at, false)
            })
            .collect();
        let mut functions: Vec<ir::Function> = function_tokens
            .into_iter()
            .map(|token| self.bind_function(token))
            .collect();
        let config = match &spec.config {
            Some(config) => self.bind_properties(
                "/config/variables",
                &config.variables,
                &config.required,
                "/config/defaults",
                false,
            ),
            None => Vec::new(),
        };
        self.bind_methods(&mut resources, &mut provider, &mut functions);
        self.check_go_generics(settings.go.generics, &functions);

        let mut package = ir::Package {
            name: spec.name.clone(),
            display_name: spec.display_name.clone(),
            version: spec.version.clone(),
            overlays: BTreeMap::new(),
            logo: None,
            changelog: None,
            description: spec.description.clone(),
            keywords: spec.keywords.clone(),
            homepage: spec.homepage.clone(),
            license: spec.license.clone(),
            attribution: spec.attribution.clone(),
            repository: spec.repository.clone(),
            logo_url: spec.logo_url.clone(),
            plugin_download_url: spec.plugin_download_url.clone(),
            publisher: spec.publisher.clone(),
            namespace: spec.namespace.clone(),
            settings,
            config,
            provider,
            resources,
            functions,
            objects,
            enums,
            modules: Vec::new(),
            shapes: Vec::new(),
            parameterization: spec
                .parameterization
                .as_ref()
                .map(|p| ir::Parameterization {
                    base_provider: p.base_provider.name.clone(),
                    base_version: p.base_provider.version.clone(),
                    parameter: p.parameter.clone(),
                }),
            external_packages: std::mem::take(&mut self.external_packages),
            externals: self.bind_externals(),
        };
        checks::compute_usage(&mut package);
        self.compute_replace_paths(&mut package);
        keep_string_provider_outputs(&mut package);
        package.modules = checks::modules(&package);
        package.shapes = ir::shapes::analyze(&package);
        self.check_module_case(&package);
        self.check_required_cycles(&package);
        self.check_names(&package);
        let go = crate::naming::go::plan::Plan::new(&package).ok();
        self.check_module_names(&package, go.as_ref());
        self.check_file_names(&package, go.as_ref());
        if let Some(go) = &go {
            self.check_go_import_cycles(&package, go);
        }
        package
    }

    /// Binds the definition of an unusable token only for the diagnostics about its body; the
    /// result is dropped (nothing can refer to it: its token is in no table).
    fn bind_unusable(&mut self, section: tokens::Section, raw: &str) {
        let token = ir::Token {
            raw: raw.to_owned(),
            package: String::new(),
            module: String::new(),
            name: String::new(),
        };
        match section {
            tokens::Section::Types if self.spec.types[raw].enum_.is_some() => {
                self.bind_enum(token);
            }
            tokens::Section::Types => {
                self.bind_object(token);
            }
            tokens::Section::Resources => {
                let at = pointer::join(&["resources", raw]);
                self.bind_resource(token, &self.spec.resources[raw], &at, false);
            }
            tokens::Section::Functions => {
                self.bind_function(token);
            }
        }
    }

    fn check_package_metadata(&mut self) {
        let spec = self.spec;
        let name_ok = Regex::new(r"^[a-zA-Z][-a-zA-Z0-9_]*$").expect("static regex");
        if spec.name.is_empty() {
            self.report(
                Code::InvalidPackageMetadata,
                "the package name is empty",
                "/name",
            );
        } else if !name_ok.is_match(&spec.name) {
            let code = if tokens::leaves_directory(&spec.name) {
                Code::UnsafePath
            } else {
                Code::InvalidPackageMetadata
            };
            self.report(
                code,
                format!(
                    "package name `{}` must start with a letter and hold only letters, digits, `-` and `_` (it names directories and packages)",
                    spec.name
                ),
                "/name",
            );
        } else if tokens::is_windows_reserved(&spec.name) {
            self.report(
                Code::UnsafePath,
                format!("package name `{}` is a reserved device name on Windows, so its output directory could not be created there", spec.name),
                "/name",
            );
        }
        if let Some(version) = &spec.version {
            if !is_semver(version) {
                self.report(
                    Code::InvalidPackageMetadata,
                    format!("version `{version}` is not a semantic version (MAJOR.MINOR.PATCH)"),
                    "/version",
                );
            }
        }
        if let Some(format) = spec.meta.as_ref().and_then(|m| m.module_format.as_deref()) {
            match Regex::new(format) {
                Ok(re) if re.captures_len() >= 2 => self.module_format = Some(re),
                Ok(_) => self.report(
                    Code::InvalidModuleFormat,
                    format!("moduleFormat `{format}` has no capture group; its first group must capture the module name"),
                    "/meta/moduleFormat",
                ),
                Err(err) => self.report(
                    Code::InvalidModuleFormat,
                    format!("moduleFormat is not a valid regular expression: {}", last_line(&err.to_string())),
                    "/meta/moduleFormat",
                ),
            }
        }
    }

    /// `language` settings that name directories (Python's package and module names, the
    /// Node.js and Go module-to-package maps, C#'s namespaces) must not lead out of the package's
    /// output directory either; the writer would refuse them, but here they get a location.
    fn check_language_paths(&mut self, settings: &Settings) {
        let mut found = Vec::new();
        let mut check = |at: String, text: &str, whole_name: bool| {
            let problem = tokens::path_problem(text).or_else(|| {
                (whole_name && text.contains('/'))
                    .then_some("holds `/`, but it names one directory")
            });
            if let Some(problem) = problem {
                found.push((at, format!("`{text}` {problem}")));
            }
        };
        let python_package = settings.python.package_name.as_deref();
        if let Some(name) = python_package {
            check("/language/python/packageName".into(), name, true);
        }
        for (lang, key, map) in [
            (
                "python",
                "moduleNameOverrides",
                &settings.python.module_name_overrides,
            ),
            (
                "nodejs",
                "moduleToPackage",
                &settings.nodejs.module_to_package,
            ),
            ("go", "moduleToPackage", &settings.go.module_to_package),
        ] {
            for (module, value) in map {
                check(
                    pointer::join(&["language", lang, key, module]),
                    value,
                    false,
                );
            }
        }
        // C# namespaces are dot-separated; each part becomes a directory.
        if let Some(root) = &settings.csharp.root_namespace {
            check("/language/csharp/rootNamespace".into(), root, true);
        }
        for (module, value) in &settings.csharp.namespaces {
            check(
                pointer::join(&["language", "csharp", "namespaces", module]),
                value,
                true,
            );
        }
        let python_package = python_package.filter(|name| !name.is_empty());
        let python_package_unsafe = found
            .iter()
            .any(|(at, _)| at == "/language/python/packageName");
        for (at, message) in found {
            self.report(
                Code::UnsafePath,
                format!("{message} (this setting names directories of the generated files)"),
                at,
            );
        }
        // The package is imported by this name (`import <packageName>`), so it must be one
        // Python identifier: `a.b` or `a-b` would generate a package nobody can import.
        if let Some(name) = python_package.filter(|_| !python_package_unsafe) {
            if let Some(problem) = python_identifier_problem(name) {
                self.report(
                    Code::InvalidPackageMetadata,
                    format!("the Python packageName `{name}` {problem}; Python programs import the package by this name, so it must be one identifier (such as `pulumi_example`)"),
                    "/language/python/packageName",
                );
            }
        }
    }

    fn bind_object(&mut self, token: ir::Token) -> ir::ObjectType {
        let spec = &self.spec.types[&token.raw];
        let at = pointer::join(&["types", &token.raw]);
        let object = &spec.object;
        if let Some(kind) = object.type_.as_deref() {
            if kind != "object" {
                let mut d = self.diagnostic(
                    Code::InvalidTypeSpec,
                    format!("a type definition is `object`, or an enum with an `enum` list; `{kind}` is neither"),
                    pointer::child(&at, "type"),
                );
                if types::PRIMITIVES.contains(&kind) {
                    d = d.with_help("an enum needs its values in `enum`");
                }
                self.push(d);
            }
        }
        let properties = self.bind_properties(
            &pointer::child(&at, "properties"),
            &object.properties,
            &object.required,
            &pointer::child(&at, "required"),
            false,
        );
        ir::ObjectType {
            token,
            description: object.description.clone(),
            properties,
            nodejs_required: language::nodejs_required(&object.language),
            is_overlay: object.is_overlay,
            usage: ir::Usage::default(),
        }
    }

    fn bind_provider(&mut self) -> ir::Resource {
        let token = ir::Token {
            raw: provider_token(&self.spec.name),
            package: "pulumi".into(),
            module: "providers".into(),
            name: self.spec.name.clone(),
        };
        let empty = spec::ResourceSpec::default();
        let resource_spec = self.spec.provider.as_ref().unwrap_or(&empty);
        let provider = self.bind_resource(token, resource_spec, "/provider", true);
        for p in &provider.input_properties {
            if p.name == "version" || p.name == "pulumi" {
                let at = pointer::join(&["provider", "inputProperties", &p.name]);
                let d = self
                    .diagnostic(
                        Code::ReservedName,
                        format!("`{}` is reserved and cannot be a provider input", p.name),
                        at,
                    )
                    .at_key();
                self.push(d);
            }
        }
        provider
    }

    fn bind_resource(
        &mut self,
        token: ir::Token,
        spec: &spec::ResourceSpec,
        at: &str,
        is_provider: bool,
    ) -> ir::Resource {
        if !spec.plain_inputs.is_empty() {
            self.report(
                Code::InvalidTypeSpec,
                "`plainInputs` was removed from the format; mark each input's type `plain` instead",
                pointer::child(at, "plainInputs"),
            );
        }
        let properties = self.bind_properties(
            &pointer::child(at, "properties"),
            &spec.object.properties,
            &spec.object.required,
            &pointer::child(at, "required"),
            false,
        );
        if !is_provider {
            for p in &properties {
                let reserved = p.name == "urn" || (p.name == "id" && !spec.is_component);
                if reserved {
                    let at = pointer::join(&[at, "properties", &p.name]);
                    let d = self
                        .diagnostic(
                            Code::ReservedPropertyName,
                            format!(
                                "`{}` is set by the engine on every resource; a property of that name is shadowed",
                                p.name
                            ),
                            at,
                        )
                        .at_key();
                    self.push(d);
                }
            }
        }
        let input_properties = self.bind_properties(
            &pointer::child(at, "inputProperties"),
            &spec.input_properties,
            &spec.required_inputs,
            &pointer::child(at, "requiredInputs"),
            true,
        );
        let state_inputs = spec.state_inputs.as_ref().map(|state| {
            let state_at = pointer::child(at, "stateInputs");
            let state = self.bind_properties(
                &pointer::child(&state_at, "properties"),
                &state.properties,
                &state.required,
                &pointer::child(&state_at, "required"),
                true,
            );
            // The state a program looks a resource up by: `outputOnly` properties too are
            // the service's to set.
            state.into_iter().filter(|p| !p.output_only).collect()
        });
        ir::Resource {
            token,
            description: spec.object.description.clone(),
            input_properties: input_properties
                .into_iter()
                .filter(|p| !p.output_only)
                .collect(),
            properties,
            state_inputs,
            aliases: spec
                .aliases
                .iter()
                .filter_map(|a| a.token().map(str::to_string))
                .collect(),
            deprecation_message: spec.deprecation_message.clone(),
            is_component: spec.is_component,
            is_provider,
            methods: Vec::new(),
            names: language::name_overrides(&spec.object.language),
            is_overlay: spec.object.is_overlay,
            replace_on_changes_paths: Vec::new(),
        }
    }

    fn bind_function(&mut self, token: ir::Token) -> ir::Function {
        let spec = &self.spec.functions[&token.raw];
        let at = pointer::join(&["functions", &token.raw]);
        let inputs = match &spec.inputs {
            Some(inputs) => {
                let inputs_at = pointer::child(&at, "inputs");
                self.bind_properties(
                    &pointer::child(&inputs_at, "properties"),
                    &inputs.properties,
                    &inputs.required,
                    &pointer::child(&inputs_at, "required"),
                    true,
                )
            }
            None => Vec::new(),
        };
        // An `outputOnly` input is computed by the service: no form of the function takes it.
        let inputs =
            self.without_output_only(inputs, &pointer::descend(&at, &["inputs", "properties"]));
        if let Some(order) = &spec.multi_argument_inputs {
            self.check_multi_argument_inputs(&at, order, &inputs);
        }
        let outputs = match &spec.outputs {
            None => ir::FunctionOutputs::None,
            Some(outputs) => {
                let outputs_at = pointer::child(&at, "outputs");
                match &outputs.properties {
                    Some(properties) => ir::FunctionOutputs::Object {
                        properties: self.bind_properties(
                            &pointer::child(&outputs_at, "properties"),
                            properties,
                            &outputs.required,
                            &pointer::child(&outputs_at, "required"),
                            false,
                        ),
                        plain: matches!(outputs.plain, Some(spec::PlainMarker::Flag(true))),
                    },
                    None => {
                        let type_spec = outputs.type_spec.to_type_spec();
                        if type_spec == spec::TypeSpec::default() {
                            ir::FunctionOutputs::None
                        } else {
                            ir::FunctionOutputs::Value(self.bind_type(&outputs_at, &type_spec))
                        }
                    }
                }
            }
        };
        ir::Function {
            token,
            description: spec.description.clone(),
            inputs,
            has_inputs: spec.inputs.is_some(),
            inputs_description: spec.inputs.as_ref().and_then(|i| i.description.clone()),
            outputs_description: spec.outputs.as_ref().and_then(|o| o.description.clone()),
            return_plain: matches!(
                spec.outputs.as_ref().and_then(|o| o.plain.as_ref()),
                Some(spec::PlainMarker::Flag(true))
            ),
            multi_argument_inputs: spec.multi_argument_inputs.clone(),
            outputs,
            deprecation_message: spec.deprecation_message.clone(),
            is_overlay: spec.is_overlay,
            plain_form: spec.plain.unwrap_or(true),
            method_of: None,
        }
    }

    /// `inputs` without their `outputOnly` properties, each noted (W0407): no SDK takes them.
    fn without_output_only(&mut self, inputs: Vec<ir::Property>, at: &str) -> Vec<ir::Property> {
        let (output_only, taken): (Vec<_>, Vec<_>) =
            inputs.into_iter().partition(|p| p.output_only);
        for p in output_only {
            let d = self
                .diagnostic(
                    Code::OutputOnlyInput,
                    format!("function input `{}` is `outputOnly`: computed by the service, so no SDK takes it, in any form of the function", p.name),
                    pointer::child(at, &p.name),
                )
                .at_key();
            self.push(d);
        }
        taken
    }

    fn check_multi_argument_inputs(&mut self, at: &str, order: &[String], inputs: &[ir::Property]) {
        let order_at = pointer::child(at, "multiArgumentInputs");
        let input_names: HashSet<&str> = inputs.iter().map(|p| p.name.as_str()).collect();
        let listed: HashSet<&str> = order.iter().map(String::as_str).collect();
        let mut suggestions = None;
        for (i, name) in order.iter().enumerate() {
            if !input_names.contains(name.as_str()) {
                let mut d = self.diagnostic(
                    Code::InvalidMultiArgument,
                    format!(
                        "multiArgumentInputs names `{name}`, which is not an input of the function"
                    ),
                    pointer::child(&order_at, &i.to_string()),
                );
                let suggestions = suggestions.get_or_insert_with(|| {
                    Suggestions::new(inputs.iter().map(|p| p.name.as_str()))
                });
                if let Some(s) = suggestions.closest(name) {
                    d = d.with_help(format!("did you mean `{s}`?"));
                }
                self.push(d);
            }
        }
        for p in inputs {
            if !listed.contains(p.name.as_str()) {
                self.report(
                    Code::InvalidMultiArgument,
                    format!(
                        "input `{}` is missing from multiArgumentInputs, so it could not be passed",
                        p.name
                    ),
                    order_at.clone(),
                );
            }
        }
    }

    /// Binds a property map and its `required` list into properties sorted by name.
    fn bind_properties(
        &mut self,
        at: &str,
        properties: &Properties,
        required: &[String],
        required_at: &str,
        is_input: bool,
    ) -> Vec<ir::Property> {
        let mut suggestions = None;
        for (i, name) in required.iter().enumerate() {
            if !properties.contains_key(name) {
                let mut d = self.diagnostic(
                    Code::UnknownRequired,
                    format!("`{name}` is listed as required, but there is no property `{name}`"),
                    pointer::child(required_at, &i.to_string()),
                );
                let suggestions = suggestions
                    .get_or_insert_with(|| Suggestions::new(properties.keys().map(String::as_str)));
                if let Some(s) = suggestions.closest(name) {
                    d = d.with_help(format!("did you mean `{s}`?"));
                }
                self.push(d);
            }
        }
        let required: HashSet<&str> = required.iter().map(String::as_str).collect();
        let mut bound = Vec::with_capacity(properties.len());
        for (name, spec) in properties {
            let property_at = pointer::child(at, name);
            self.check_property_name(name, &property_at, is_input);
            let is_required = required.contains(name.as_str());
            bound.push(self.bind_property(name, spec, &property_at, is_required));
        }
        bound
    }

    fn check_property_name(&mut self, name: &str, at: &str, is_input: bool) {
        use crate::naming::unicode::{nfkc, non_decimal_numeric, numeric_noun};
        if name.is_empty() || name.chars().any(|c| c.is_whitespace() || c.is_control()) {
            let d = self
                .diagnostic(
                    Code::InvalidName,
                    format!("property name {name:?} must be non-empty and hold no spaces or control characters"),
                    at,
                )
                .at_key();
            self.push(d);
        } else if let Some(c) = non_decimal_numeric(name) {
            let d = self
                .diagnostic(
                    Code::InvalidName,
                    format!("property name `{name}` holds `{c}`, {}, which Go, TypeScript and Rust identifiers cannot hold (Python would read `{}`)", numeric_noun(c), nfkc(&c.to_string())),
                    at,
                )
                .at_key()
                .with_help("rename the property, or write the number with decimal digits");
            self.push(d);
        } else if crate::naming::csharp::identifier_too_long(&crate::naming::csharp::property_name(
            name,
        )) {
            let d = self
                .diagnostic(
                    Code::NameTooLong,
                    format!(
                        "property name `{}…` is {} characters long: its C# property would be longer than the {} UTF-16 units C# takes in an identifier (CS0645)",
                        name.chars().take(20).collect::<String>(),
                        name.chars().count(),
                        crate::naming::csharp::MAX_IDENTIFIER_UNITS
                    ),
                    at,
                )
                .at_key();
            self.push(d);
        } else if nfkc(name) == "pulumi" {
            let what = if is_input { "an input" } else { "a property" };
            let d = self
                .diagnostic(
                    Code::ReservedName,
                    format!("`pulumi` is reserved and cannot name {what}"),
                    at,
                )
                .at_key();
            self.push(d);
        }
    }

    fn bind_property(
        &mut self,
        name: &str,
        spec: &PropertySpec,
        at: &str,
        required: bool,
    ) -> ir::Property {
        let type_ = self.bind_type(at, &spec.type_spec);
        if let Some(value) = &spec.const_ {
            self.check_scalar_fits(&pointer::child(at, "const"), value, &type_, "constant");
        }
        if let Some(value) = &spec.default {
            self.check_scalar_fits(&pointer::child(at, "default"), value, &type_, "default");
        }
        let mut default_env = Vec::new();
        if let Some(info) = &spec.default_info {
            let env_at = pointer::descend(at, &["defaultInfo", "environment"]);
            if info.environment.is_empty() {
                self.report(
                    Code::InvalidEnvVar,
                    "defaultInfo.environment must name at least one environment variable",
                    env_at.clone(),
                );
            }
            for (i, var) in info.environment.iter().enumerate() {
                if !is_env_var_name(var) {
                    self.report(
                        Code::InvalidEnvVar,
                        format!("{var:?} is not a valid environment variable name (letters, digits and `_`, not starting with a digit)"),
                        pointer::child(&env_at, &i.to_string()),
                    );
                }
            }
            default_env = info.environment.clone();
        }
        ir::Property {
            name: name.to_string(),
            description: spec.description.clone(),
            type_,
            required,
            secret: spec.secret,
            replace_on_changes: spec.replace_on_changes || spec.will_replace_on_changes,
            replace_option: spec.replace_on_changes,
            output_only: spec.output_only,
            plain: spec.type_spec.plain,
            plain_elements: plain_elements(&spec.type_spec),
            const_value: spec.const_.clone(),
            default: spec.default.clone(),
            default_env,
            deprecation_message: spec.deprecation_message.clone(),
            names: Box::new(language::name_overrides(&spec.language)),
        }
    }
}

/// How many levels of element types (array items, map values) below a type are `plain` in a
/// row.
fn plain_elements(spec: &spec::TypeSpec) -> usize {
    let mut levels = 0;
    let mut element = spec
        .items
        .as_deref()
        .or(spec.additional_properties.as_deref());
    while let Some(e) = element.filter(|e| e.plain) {
        levels += 1;
        element = e.items.as_deref().or(e.additional_properties.as_deref());
    }
    levels
}

/// Environment variable names as shells and every SDK's environment API accept them.
fn is_env_var_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The regex crate puts the reason for a syntax error on the last line of its message.
fn last_line(text: &str) -> &str {
    let line = text.lines().last().unwrap_or(text).trim();
    line.strip_prefix("error: ").unwrap_or(line)
}

/// The engine hands provider outputs back as strings (other values are JSON-encoded), so like
/// Pulumi only the string-typed outputs of the provider are exposed.
fn keep_string_provider_outputs(package: &mut ir::Package) {
    let kept: Vec<ir::Property> = package
        .provider
        .properties
        .iter()
        .filter(|p| package.is_string(&p.type_))
        .cloned()
        .collect();
    package.provider.properties = kept;
}

/// Why `name` cannot be a Python package's import name, if it cannot.
fn python_identifier_problem(name: &str) -> Option<&'static str> {
    crate::naming::python::identifier_problem(name).or_else(|| {
        // Pulumi's keyword list keeps Python 2's `exec` and `print`, which Python 3 imports.
        (crate::naming::python::is_keyword(name) && !matches!(name, "exec" | "print"))
            .then_some("is a Python keyword")
    })
}

/// Whether `version` is a semantic version (`MAJOR.MINOR.PATCH`, optional pre-release and build
/// parts, an optional leading `v`), as a schema's `version` and `--package-version` must be.
pub fn is_semver(version: &str) -> bool {
    static SEMVER: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    SEMVER
        .get_or_init(|| {
            Regex::new(
                r"^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$",
            )
            .expect("static regex")
        })
        .is_match(version)
}
