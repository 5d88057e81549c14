//! The Java SDK: Gradle files and `src/main/java/<basePackage><name>/…` with the public API
//! pulumi-java's generator (v1.34.0) gives the same schema: resource classes with builders for
//! `…Args` and `…State`, `inputs/` and `outputs/` classes for the object types the code names
//! (and only those), `enums/`, one `<Module>Functions` class per module, `Config`, `Provider`
//! and `Utilities`; plus sdkgen's guarantees: `outputOnly` properties are never inputs, and
//! string literals, comments and Gradle strings stay valid whatever the schema holds.
//!
//! Stages: [`plan`] (the naming plan: `language.java` settings, Java packages, and which
//! classes the object types get) → [`model`] (Java types from the wrapped types) → [`spell`]
//! (a file's imports) → [`members`] (view model) → templates in `templates/java/`.

mod declared;
mod members;
mod model;
mod source;
mod spell;

use std::collections::{BTreeMap, BTreeSet};

use minijinja::{context, Value};
use rayon::prelude::*;

use crate::ir::{FunctionOutputs, Package, Resource};
use crate::naming::java;
use crate::naming::java::plan::{source_path, Plan, TypeClass};
use crate::output::{GeneratedFile, Sink, Templates};
use members::{Doc, File, FunctionRefs, ResourceRefs, Values};
use model::Model;
use spell::{known, simple_name, Imports};

pub use declared::declared_types;

use self::source as text;

/// The `com.pulumi:pulumi` version build.gradle depends on unless `language.java.dependencies`
/// names one.
const PULUMI_SDK_VERSION: &str = "1.0.0";
/// The Gradle Nexus publish plugin's default version.
const NEXUS_PLUGIN_VERSION: &str = "2.0.0";

/// What an input class is for.
#[derive(Clone, Copy)]
enum InputKind {
    /// A resource's `…Args` (the provider's: its non-string values travel as JSON).
    ResourceArgs { provider: bool },
    /// A resource's `…State`, an object type's input class or a function's arguments.
    Other,
}

/// Renders the Java package for `package`.
pub fn render(package: &Package, templates: &Templates, sink: &dyn Sink) -> Result<(), String> {
    let plan = Plan::new(package);
    let model = Model {
        package,
        plan: &plan,
    };
    let r = Renderer {
        model: &model,
        templates,
        sink,
    };
    r.package_files()?;
    let jobs = r.jobs(&plan.classes);
    let results: Vec<Result<(), String>> = jobs.par_iter().map(|job| r.job(job)).collect();
    results.into_iter().collect()
}

struct Renderer<'m, 'a> {
    model: &'m Model<'a>,
    templates: &'m Templates,
    sink: &'m dyn Sink,
}

/// One file of parallel work.
enum Job<'a> {
    Resource(&'a Resource),
    Functions {
        module: String,
        functions: Vec<&'a crate::ir::Function>,
    },
    FunctionClasses(&'a crate::ir::Function),
    Enum(crate::ir::EnumId),
    Type(TypeClass),
    Config,
}

/// The classes a template names, written as the file can.
fn refs(imports: &mut Imports, classes: &[(&'static str, &str)]) -> BTreeMap<&'static str, String> {
    classes
        .iter()
        .map(|(key, class)| (*key, imports.name(class)))
        .collect()
}

impl<'a> Renderer<'_, 'a> {
    fn package(&self) -> &'a Package {
        self.model.package
    }

    fn emit(&self, path: String, template: &str, ctx: Value) -> Result<(), String> {
        let contents = self.templates.render(template, ctx)?;
        self.sink.put(GeneratedFile { path, contents })
    }

    /// Renders a Java class file: its template gets `file` (package and imports) and `j` (the
    /// named classes it uses) besides `view`.
    fn emit_class(
        &self,
        class: &str,
        template: &str,
        mut imports: Imports,
        used: &[(&'static str, &str)],
        view: Value,
    ) -> Result<(), String> {
        let j = refs(&mut imports, used);
        let file = File::of(class, &imports);
        self.emit(
            source_path(class),
            template,
            context! { file => file, j => j, view => view.clone(), ..view },
        )
    }

    /// The files every package has: `.gitattributes`, `README.md`, `Utilities.java`, and the
    /// Gradle files (or, without them, the `version.txt` resource `Utilities` reads).
    fn package_files(&self) -> Result<(), String> {
        let package = self.package();
        self.emit(
            ".gitattributes".into(),
            "java/gitattributes.j2",
            context! {},
        )?;
        let description = package.description.as_deref().unwrap_or(" ");
        self.emit(
            "README.md".into(),
            "java/README.md.j2",
            context! { description => description.trim_end_matches('\n') },
        )?;
        let own = &self.model.plan.names.own;
        let project = format!("{}{}", own.base, package.name);
        let class = self.utilities();
        let mut imports = Imports::new(&class);
        let parameterization = package.parameterization.as_ref().map(|p| {
            context! {
                base_name => text::string(&p.base_provider),
                base_version => text::string(&p.base_version),
                download_url => text::string(package.plugin_download_url.as_deref().unwrap_or_default()),
                name => text::string(&package.name),
                parameter => text::string(p.parameter.as_deref().unwrap_or_default()),
            }
        });
        self.emit_class(
            &class,
            "java/Utilities.java.j2",
            std::mem::replace(&mut imports, Imports::new(&class)),
            &[],
            context! {
                version_resource => text::string(&format!("{}/version.txt", project.replace('.', "/"))),
                parameterization => parameterization,
            },
        )?;
        let settings = &own.settings;
        if settings.build_files.as_deref() == Some("none") {
            let version = package.version.as_deref().unwrap_or("0.0.1");
            return self.emit(
                format!(
                    "src/main/resources/{}/version.txt",
                    project.replace('.', "/")
                ),
                "java/version.txt.j2",
                context! { version => version },
            );
        }
        let gradle = self.gradle_context(&project);
        self.emit(
            "build.gradle".into(),
            "java/build.gradle.j2",
            gradle.clone(),
        )?;
        self.emit("settings.gradle".into(), "java/settings.gradle.j2", gradle)
    }

    /// What the Gradle files say, each value a Groovy string.
    fn gradle_context(&self, project: &str) -> Value {
        let package = self.package();
        let settings = &self.model.plan.names.own.settings;
        let nexus_version = match (
            settings.build_files.as_deref().unwrap_or(""),
            settings.nexus_plugin_version.as_deref(),
        ) {
            ("" | "gradle-nexus", None) => Some(NEXUS_PLUGIN_VERSION),
            ("" | "gradle-nexus" | "gradle", Some(version)) => Some(version),
            _ => None,
        };
        let mut dependencies = settings.dependencies.clone();
        for (name, version) in [
            ("com.google.code.gson:gson", "2.8.9"),
            ("com.google.code.findbugs:jsr305", "3.0.2"),
            ("com.pulumi:pulumi", PULUMI_SDK_VERSION),
        ] {
            dependencies
                .entry(name.to_owned())
                .or_insert_with(|| version.to_owned());
        }
        let mut repositories = settings.repositories.clone();
        repositories.sort();
        let version = package.version.as_deref().unwrap_or("0.0.1");
        let (name, plugin_version) = match &package.parameterization {
            Some(p) => (p.base_provider.as_str(), p.base_version.as_str()),
            None => (package.name.as_str(), version),
        };
        let group = self.model.plan.names.own.maven_group();
        let repository = package
            .repository
            .as_deref()
            .filter(|r| !r.is_empty())
            .unwrap_or("https://example.com");
        let git_url = match repository.strip_prefix("https://github.com/") {
            Some(rest) => format!("git@github.com/{rest}.git"),
            None => repository.to_owned(),
        };
        let by_pulumi = is_published_by_pulumi(package);
        let apache = package.license.as_deref() == Some("Apache-2.0");
        let g = text::groovy_string;
        context! {
            group => g(&group),
            root_project => g(project),
            nexus_version => nexus_version.map(g),
            default_version => g(version),
            name => g(name),
            artifact => g(&package.name),
            plugin_version => g(plugin_version),
            parameter => package.parameterization.as_ref().map(|p| g(p.parameter.as_deref().unwrap_or_default())),
            server => package.plugin_download_url.as_deref().map(g),
            repositories => repositories.iter().map(|r| g(r)).collect::<Vec<_>>(),
            dependencies => dependencies.iter().map(|(k, v)| g(&format!("{k}:{v}"))).collect::<Vec<_>>(),
            description => text::groovy_dollar_slashy(package.description.as_deref().filter(|d| !d.is_empty()).unwrap_or(" ")),
            url => g(repository),
            git_url => g(&git_url),
            inception_year => g(if by_pulumi { "2022" } else { "" }),
            project_name => g(&if by_pulumi { format!("pulumi-{name}") } else { String::new() }),
            licence_name => g(if apache { "The Apache License, Version 2.0" } else { "" }),
            licence_url => g(if apache { "http://www.apache.org/licenses/LICENSE-2.0.txt" } else { "" }),
            developer_id => g(if by_pulumi { "pulumi" } else { "" }),
            developer_name => g(if by_pulumi { "Pulumi" } else { "" }),
            developer_email => g(if by_pulumi { "support@pulumi.com" } else { "" }),
            junit => settings.gradle_test.as_deref() == Some("JUnitPlatform"),
        }
    }

    fn utilities(&self) -> String {
        format!("{}.Utilities", self.model.plan.names.own.root_package())
    }

    fn jobs(&self, classes: &BTreeSet<TypeClass>) -> Vec<Job<'a>> {
        let package = self.package();
        let mut jobs = Vec::new();
        for resource in std::iter::once(&package.provider).chain(&package.resources) {
            if !resource.is_overlay {
                jobs.push(Job::Resource(resource));
            }
        }
        let mut modules: BTreeMap<String, Vec<&crate::ir::Function>> = BTreeMap::new();
        for function in &package.functions {
            // A provider's methods (`pulumi:providers:…`) belong to the root module.
            let module = if function.token.raw.starts_with("pulumi:providers:") {
                String::new()
            } else {
                function.token.module.clone()
            };
            modules.entry(module).or_default().push(function);
            if !function.is_overlay && function.method_of.is_none() {
                jobs.push(Job::FunctionClasses(function));
            }
        }
        for (module, functions) in modules {
            jobs.push(Job::Functions { module, functions });
        }
        for (index, e) in package.enums.iter().enumerate() {
            if !e.is_overlay {
                jobs.push(Job::Enum(crate::ir::EnumId(index)));
            }
        }
        jobs.extend(classes.iter().copied().map(Job::Type));
        if !package.config.is_empty() {
            jobs.push(Job::Config);
        }
        jobs
    }

    fn job(&self, job: &Job<'a>) -> Result<(), String> {
        match job {
            Job::Resource(resource) => self.resource(resource),
            Job::Functions { module, functions } => self.functions(module, functions),
            Job::FunctionClasses(function) => self.function_classes(function),
            Job::Enum(id) => self.enum_class(*id),
            Job::Type(class) => self.type_class(class),
            Job::Config => self.config(),
        }
    }

    fn parameterized(&self) -> bool {
        self.package().parameterization.is_some()
    }

    fn resource(&self, resource: &'a Resource) -> Result<(), String> {
        let names = &self.model.plan.names.own;
        let module = if resource.is_provider {
            names.root_package()
        } else {
            names.module_package(&resource.token.module)
        };
        let name = if resource.is_provider {
            "Provider".to_owned()
        } else {
            java::type_name(&resource.token.name)
        };
        let class = format!("{module}.{name}");
        let args = format!("{module}.{name}Args");
        let state = resource
            .state_inputs
            .as_ref()
            .map(|_| format!("{module}.inputs.{name}State"));
        let values = Values { model: self.model };
        let mut imports = Imports::new(&class);
        let view = values.resource_class(
            &mut imports,
            &class,
            resource,
            ResourceRefs {
                args: args.clone(),
                state: state.clone(),
                utilities: self.utilities(),
                parameterized: self.parameterized(),
            },
        );
        self.emit_class(
            &class,
            "java/resource.java.j2",
            imports,
            &RESOURCE_NAMES,
            Value::from_serialize(&view),
        )?;
        let inputs = members::input_properties(&resource.input_properties, true, true);
        self.input_class(
            &args,
            "com.pulumi.resources.ResourceArgs",
            &inputs,
            InputKind::ResourceArgs {
                provider: resource.is_provider,
            },
            Doc::default(),
        )?;
        if let (Some(state), Some(properties)) = (state, &resource.state_inputs) {
            let inputs = members::input_properties(properties, true, true);
            self.input_class(
                &state,
                "com.pulumi.resources.ResourceArgs",
                &inputs,
                InputKind::Other,
                Doc::default(),
            )?;
        }
        Ok(())
    }

    fn input_class(
        &self,
        class: &str,
        base: &'static str,
        properties: &[(
            &crate::ir::Property,
            crate::naming::wrapped::Wrapped,
            crate::naming::java::plan::Ctx,
        )],
        kind: InputKind,
        doc: Doc,
    ) -> Result<(), String> {
        let values = Values { model: self.model };
        let mut imports = Imports::new(class);
        imports.reserve("Builder");
        let (provider, secret_inputs) = match kind {
            InputKind::ResourceArgs { provider } => (provider, true),
            InputKind::Other => (false, false),
        };
        let view = values.input_class(
            &mut imports,
            class,
            base,
            properties,
            provider,
            secret_inputs,
            doc,
        );
        self.emit_class(
            class,
            "java/input.java.j2",
            imports,
            &INPUT_NAMES,
            Value::from_serialize(&view),
        )
    }

    fn output_class(
        &self,
        class: &str,
        properties: &[&crate::ir::Property],
        doc: Doc,
    ) -> Result<(), String> {
        let values = Values { model: self.model };
        let mut imports = Imports::new(class);
        imports.reserve("Builder");
        let view = values.output_class(&mut imports, class, properties, doc);
        self.emit_class(
            class,
            "java/output.java.j2",
            imports,
            &OUTPUT_NAMES,
            Value::from_serialize(&view),
        )
    }

    fn type_class(&self, class: &TypeClass) -> Result<(), String> {
        let fqn = self.model.class_name(class);
        let object = self.package().object(class.object);
        let doc = Doc::new(object.description.as_deref(), None);
        if class.input {
            let base = if class.input_shape {
                "com.pulumi.resources.ResourceArgs"
            } else {
                "com.pulumi.resources.InvokeArgs"
            };
            let properties = self.model.class_properties(class);
            self.input_class(&fqn, base, &properties, InputKind::Other, doc)
        } else {
            let properties: Vec<&crate::ir::Property> = object.output_properties().collect();
            self.output_class(&fqn, &properties, doc)
        }
    }

    fn result_class(&self, function: &crate::ir::Function) -> String {
        self.model.plan.result_class(self.package(), function)
    }

    /// A function's classes: `inputs.<Name>Args` and `<Name>PlainArgs`, `outputs.<Name>Result`.
    fn function_classes(&self, function: &crate::ir::Function) -> Result<(), String> {
        let module = self
            .model
            .plan
            .names
            .own
            .module_package(&function.token.module);
        let name = java::type_name(&function.token.name);
        if function.has_inputs {
            for (suffix, input_shape) in [("Args", true), ("PlainArgs", false)] {
                let properties = members::input_properties(&function.inputs, input_shape, false);
                self.input_class(
                    &format!("{module}.inputs.{name}{suffix}"),
                    known::INVOKE_ARGS,
                    &properties,
                    InputKind::Other,
                    Doc::default(),
                )?;
            }
        }
        if let FunctionOutputs::Object { properties, .. } = &function.outputs {
            let properties: Vec<&crate::ir::Property> = properties.iter().collect();
            self.output_class(&self.result_class(function), &properties, Doc::default())?;
        }
        Ok(())
    }

    /// A module's `…Functions` class.
    fn functions(&self, module: &str, functions: &[&crate::ir::Function]) -> Result<(), String> {
        let package = self.model.plan.names.own.module_package(module);
        let class = self.model.plan.functions_class(self.package(), module);
        let values = Values { model: self.model };
        let mut imports = Imports::new(&class);
        let mut sorted: Vec<&crate::ir::Function> = functions
            .iter()
            .copied()
            .filter(|f| !f.is_overlay && f.method_of.is_none())
            .collect();
        sorted.sort_by(|a, b| a.token.raw.cmp(&b.token.raw));
        let views: Vec<members::FunctionView> = sorted
            .iter()
            .map(|function| {
                let name = java::type_name(&function.token.name);
                let args = |suffix: &str| {
                    function
                        .has_inputs
                        .then(|| format!("{package}.inputs.{name}{suffix}"))
                };
                let result = matches!(function.outputs, FunctionOutputs::Object { .. })
                    .then(|| self.result_class(function));
                values.function_view(
                    &mut imports,
                    function,
                    FunctionRefs {
                        args: args("Args"),
                        plain_args: args("PlainArgs"),
                        result,
                        utilities: self.utilities(),
                        parameterized: self.parameterized(),
                    },
                )
            })
            .collect();
        let utilities = imports.name(&self.utilities());
        self.emit_class(
            &class,
            "java/functions.java.j2",
            imports,
            &FUNCTION_NAMES,
            context! { class => simple_name(&class), functions => views, utilities => utilities },
        )
    }

    fn enum_class(&self, id: crate::ir::EnumId) -> Result<(), String> {
        let e = self.package().enum_type(id);
        let class = self.model.plan.enum_class(self.package(), id);
        let values = Values { model: self.model };
        let mut imports = Imports::new(&class);
        let view = values.enum_class(&mut imports, &class, e)?;
        self.emit_class(
            &class,
            "java/enum.java.j2",
            imports,
            &ENUM_NAMES,
            Value::from_serialize(&view),
        )
    }

    fn config(&self) -> Result<(), String> {
        let class = self.model.plan.config_class();
        let values = Values { model: self.model };
        let mut imports = Imports::new(&class);
        let getters: Vec<members::ConfigGetter> = self
            .package()
            .config
            .iter()
            .map(|p| values.config_getter(&mut imports, p))
            .collect();
        self.emit_class(
            &class,
            "java/config.java.j2",
            imports,
            &[],
            context! {
                package_name => text::string(&self.package().name),
                getters => getters,
            },
        )
    }
}

const RESOURCE_NAMES: [(&str, &str); 6] = [
    ("Output", known::OUTPUT),
    ("Export", known::EXPORT),
    ("ResourceType", known::RESOURCE_TYPE),
    ("Codegen", known::CODEGEN),
    ("Nullable", known::NULLABLE),
    ("Alias", known::ALIAS),
];

const INPUT_NAMES: [(&str, &str); 6] = [
    ("Import", known::IMPORT),
    ("Objects", known::OBJECTS),
    ("Optional", known::OPTIONAL),
    ("Nullable", known::NULLABLE),
    ("MissingRequired", known::MISSING_REQUIRED),
    ("Output", known::OUTPUT),
];

const OUTPUT_NAMES: [(&str, &str); 4] = [
    ("CustomType", known::CUSTOM_TYPE),
    ("Objects", known::OBJECTS),
    ("MissingRequired", known::MISSING_REQUIRED),
    ("List", known::LIST),
];

const FUNCTION_NAMES: [(&str, &str); 6] = [
    ("Output", known::OUTPUT),
    ("CompletableFuture", known::COMPLETABLE_FUTURE),
    ("InvokeOptions", known::INVOKE_OPTIONS),
    ("InvokeOutputOptions", known::INVOKE_OUTPUT_OPTIONS),
    ("Deployment", known::DEPLOYMENT),
    ("TypeShape", known::TYPE_SHAPE),
];

const ENUM_NAMES: [(&str, &str); 3] = [
    ("EnumType", known::ENUM_TYPE),
    ("Objects", known::OBJECTS),
    ("StringJoiner", known::STRING_JOINER),
];

/// Whether Pulumi publishes the package: its publisher is Pulumi, or its homepage is on
/// pulumi.com or pulumi.io (the Gradle files then name Pulumi as the developer).
fn is_published_by_pulumi(package: &Package) -> bool {
    if package
        .publisher
        .as_deref()
        .is_some_and(|p| p.eq_ignore_ascii_case("pulumi"))
    {
        return true;
    }
    let Some(homepage) = package.homepage.as_deref() else {
        return false;
    };
    let host = homepage
        .split_once("://")
        .map(|(_, rest)| rest)
        .unwrap_or("")
        .split(['/', '?', '#'])
        .next()
        .unwrap_or("");
    let host = host.rsplit('@').next().unwrap_or(host);
    let host = host.split(':').next().unwrap_or(host);
    host.ends_with("pulumi.com") || host == "pulumi.io"
}
