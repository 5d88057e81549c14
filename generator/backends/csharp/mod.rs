//! The .NET SDK: a C# class library built on the `Pulumi` NuGet package with the public API
//! Pulumi's .NET generator gives the same schema (resource classes with `…Args`/`…State`,
//! `Inputs/…Args`, `Inputs/…GetArgs`, `Outputs/…`, enum structs, static function classes with
//! `InvokeAsync` and `Invoke`, `Config`), plus sdkgen's guarantees: `outputOnly` fields are
//! never inputs, and XML doc comments and string literals stay valid whatever the schema holds.
//!
//! Stages: [`names`] (namespaces, class names, which classes each type gets) →
//! [`model`] (Pulumi's wrapped types) → [`spell`] (C# types) → the view
//! model built here and in [`members`] → templates in `templates/csharp/`.

mod members;
pub(crate) mod names;
mod source;
mod spell;

use minijinja::context;
use rayon::prelude::*;
use serde::Serialize;

use crate::backends::wrapped::{self, Wrapped};
use crate::ir::{ObjectId, Package, Property};
use crate::output::{GeneratedFile, Sink, Templates};
use names::Names;
use spell::{Flags, Speller};

/// The `Pulumi` NuGet versions the generated code works with (`InvokeOutputOptions`).
const PULUMI_PACKAGE_VERSION: &str = "[3.71.1.0,4)";
/// The target framework of the class library.
const TARGET_FRAMEWORK: &str = "net6.0";

/// Renders the .NET package for `package`.
pub fn render(package: &Package, templates: &Templates, sink: &dyn Sink) -> Result<(), String> {
    let names = Names::new(package)?;
    let r = Renderer {
        package,
        names: &names,
        templates,
        sink,
    };
    r.files()
}

pub struct Renderer<'a> {
    pub package: &'a Package,
    pub names: &'a Names,
    pub templates: &'a Templates,
    pub sink: &'a dyn Sink,
}

/// One unit of [`Renderer::files`]' parallel work.
enum Job<'n> {
    /// A resource's file (`None`: the provider).
    Resource(Option<usize>),
    Function(usize),
    Object(ObjectId),
    /// A namespace's `Enums.cs`.
    Enums(&'n str),
}

/// A property of an input class (`…Args`, `…GetArgs`, function arguments).
#[derive(Serialize)]
pub struct InputProperty {
    pub doc: Vec<String>,
    pub obsolete: Option<String>,
    /// `[Input("wire", required: true, json: true)]`.
    pub attribute: String,
    pub name: String,
    /// The property's type.
    pub ty: String,
    /// Collections and secrets keep a backing field.
    pub backing: Option<Backing>,
    /// ` = null!;` for required reference types.
    pub initializer: String,
}

#[derive(Serialize)]
pub struct Backing {
    pub field: String,
    pub ty: String,
    /// `get => _x ?? (_x = new T());` for collections.
    pub collection: bool,
    /// The setter body lines wrapping the value as a secret, if secret.
    pub secret_setter: Vec<String>,
}

/// An input class.
#[derive(Serialize)]
pub struct InputClass {
    pub doc: Vec<String>,
    pub name: String,
    pub base: String,
    pub sealed: bool,
    pub properties: Vec<InputProperty>,
    /// `Prop = value;` lines of the constructor (defaults and environment variables).
    pub defaults: Vec<String>,
}

/// An output class (`[OutputType]`).
#[derive(Serialize)]
pub struct OutputClass {
    pub doc: Vec<String>,
    pub name: String,
    pub visibility: String,
    pub fields: Vec<OutputField>,
    /// The `[OutputConstructor]`'s parameter list, one per line when there are several.
    pub params: String,
}

#[derive(Serialize)]
pub struct OutputField {
    pub doc: Vec<String>,
    pub name: String,
    pub ty: String,
    pub param: String,
    /// `this.Name` when the parameter has the field's name.
    pub target: String,
}

impl<'a> Renderer<'a> {
    /// Renders `template` to `path` and hands the file over.
    fn emit(&self, path: String, template: &str, ctx: minijinja::Value) -> Result<(), String> {
        let contents = self.templates.render(template, ctx)?;
        self.sink.put(GeneratedFile { path, contents })
    }

    fn files(&self) -> Result<(), String> {
        let package = self.package;
        let names = self.names;
        let emit =
            |path: String, template: &str, ctx: minijinja::Value| self.emit(path, template, ctx);
        let at = |namespace: &str, file: &str| -> String {
            match names.namespaces.get(namespace).map(String::as_str) {
                Some("") | None => file.to_owned(),
                Some(dir) => format!("{dir}/{file}"),
            }
        };
        let assembly = format!("{}.{}", names.root_namespace, names.package_title);
        let version = crate::backends::pinned_version(package, "csharp");
        emit(
            format!("{assembly}.csproj"),
            "csharp/project.csproj.j2",
            context! {
                description => source::msbuild_text(package.description.as_deref().unwrap_or_default()),
                authors => source::msbuild_text(package.publisher.as_deref().unwrap_or("Pulumi Corp.")),
                license => source::msbuild_text(package.license.as_deref().unwrap_or_default()),
                homepage => source::msbuild_text(package.homepage.as_deref().unwrap_or_default()),
                repository => source::msbuild_text(package.repository.as_deref().unwrap_or_default()),
                version => version.as_deref().map(source::msbuild_text),
                has_version => version.is_some(),
                pulumi => PULUMI_PACKAGE_VERSION,
                framework => TARGET_FRAMEWORK,
            },
        )?;
        if let Some(v) = &version {
            emit(
                "version.txt".into(),
                "csharp/version.txt.j2",
                context! { version => v },
            )?;
        }
        emit(
            "pulumi-plugin.json".into(),
            "csharp/pulumi-plugin.json.j2",
            context! { json => crate::backends::plugin_json(package, version.as_deref()) },
        )?;
        emit(
            "README.md".into(),
            "csharp/README.md.j2",
            context! { description => package.description.as_deref().unwrap_or_default().trim_end() },
        )?;
        emit(
            "Utilities.cs".into(),
            "csharp/Utilities.cs.j2",
            context! {
                namespace => names.package_namespace,
                package_title => names.package_title,
                package_name => source::string(&package.name),
                plugin_download_url => package.plugin_download_url.as_deref().map(source::string),
                version_resource => source::string(&format!("{assembly}.version.txt")),
                has_version => version.is_some(),
                parameterization => package.parameterization.as_ref().map(|p| context! {
                    base_name => source::string(&p.base_provider),
                    base_version => source::string(&p.base_version),
                    download_url => source::string(package.plugin_download_url.as_deref().unwrap_or_default()),
                    name => source::string(&package.name),
                    version => source::string(package.version.as_deref().unwrap_or_default()),
                    value => source::string(p.parameter.as_deref().unwrap_or_default()),
                }),
            },
        )?;
        if !package.config.is_empty() {
            emit(
                "Config/Config.cs".into(),
                "csharp/Config.cs.j2",
                members::config(self),
            )?;
        }
        // Every other file comes from one job; the jobs render in parallel and their files
        // are gathered in job order (the first error in that order wins), so the result does
        // not depend on scheduling.
        let mut jobs = Vec::new();
        if !package.provider.is_overlay {
            jobs.push(Job::Resource(None));
        }
        for (i, resource) in package.resources.iter().enumerate() {
            if !resource.is_overlay {
                jobs.push(Job::Resource(Some(i)));
            }
        }
        for (i, function) in package.functions.iter().enumerate() {
            if names.functions[i].is_some() && !function.is_overlay {
                jobs.push(Job::Function(i));
            }
        }
        for (i, object) in package.objects.iter().enumerate() {
            if !object.is_overlay {
                jobs.push(Job::Object(ObjectId(i)));
            }
        }
        jobs.extend(names.namespaces.keys().map(|ns| Job::Enums(ns)));
        // The first error in job order wins, whatever the scheduling.
        let rendered: Vec<Result<(), String>> = jobs
            .par_iter()
            .map(|job| {
                let mut emit = |path: String, template: &str, ctx: minijinja::Value| {
                    self.emit(path, template, ctx)
                };
                self.job_files(job, &at, &mut emit)
            })
            .collect();
        rendered.into_iter().collect()
    }

    /// The files of one job of [`Renderer::files`], given to `emit`.
    fn job_files(
        &self,
        job: &Job<'_>,
        at: &dyn Fn(&str, &str) -> String,
        emit: &mut dyn FnMut(String, &str, minijinja::Value) -> Result<(), String>,
    ) -> Result<(), String> {
        let names = self.names;
        match *job {
            Job::Resource(None) => emit(
                at(&names.package_namespace, "Provider.cs"),
                "csharp/resource.cs.j2",
                members::resource(self, None)?,
            ),
            Job::Resource(Some(i)) => {
                let (ns, _, file) = &names.resources[i];
                emit(
                    at(ns, &format!("{file}.cs")),
                    "csharp/resource.cs.j2",
                    members::resource(self, Some(i))?,
                )
            }
            Job::Function(i) => {
                let Some((ns, class)) = &names.functions[i] else {
                    return Ok(());
                };
                emit(
                    at(ns, &format!("{}.cs", class.trim_start_matches('@'))),
                    "csharp/function.cs.j2",
                    members::function(self, i)?,
                )
            }
            Job::Enums(ns) => match members::enums(self, ns)? {
                Some(view) => emit(at(ns, "Enums.cs"), "csharp/Enums.cs.j2", view),
                None => Ok(()),
            },
            Job::Object(id) => self.object_files(id, at, emit),
        }
    }

    /// The input, state and output classes of one object type.
    fn object_files(
        &self,
        id: ObjectId,
        at: &dyn Fn(&str, &str) -> String,
        emit: &mut dyn FnMut(String, &str, minijinja::Value) -> Result<(), String>,
    ) -> Result<(), String> {
        let names = self.names;
        let i = id.0;
        let d = names.details[i];
        let ns = &names.objects[i].namespace;
        let file_name = names.objects[i].name.trim_start_matches('@').to_owned();
        let inputs_ns = names.object_namespace(id, "Inputs");
        let outputs_ns = names.object_namespace(id, "Outputs");
        let written = |form: names::InputForm| !names.k8s_shadowed.contains(&(id, form));
        if d.args && written(names::InputForm::Args) {
            let class = self.object_input_class(id, true, false, ns);
            emit(
                at(ns, &format!("Inputs/{file_name}Args.cs")),
                "csharp/input.cs.j2",
                context! { namespace => inputs_ns, class => class, usings => members::usings(self) },
            )?;
        }
        if d.plain_input && written(names::InputForm::Plain) {
            let class = self.object_input_class(id, false, false, ns);
            emit(
                at(ns, &format!("Inputs/{file_name}.cs")),
                "csharp/input.cs.j2",
                context! { namespace => inputs_ns, class => class, usings => members::usings(self) },
            )?;
        }
        if d.state && written(names::InputForm::State) {
            let class = self.object_input_class(id, true, true, ns);
            emit(
                at(ns, &format!("Inputs/{file_name}GetArgs.cs")),
                "csharp/input.cs.j2",
                context! { namespace => inputs_ns, class => class, usings => members::usings(self) },
            )?;
        }
        if d.output {
            let class = self.object_output_class(id, ns);
            let suffix =
                if names.compatibility != crate::backends::Compatibility::Default && d.plain_type {
                    "Result"
                } else {
                    ""
                };
            emit(
                at(ns, &format!("Outputs/{file_name}{suffix}.cs")),
                "csharp/output.cs.j2",
                context! { namespace => outputs_ns, class => class, usings => members::usings(self) },
            )?;
        }
        Ok(())
    }

    /// The input class of an object type: its input shape (`XArgs`/`XGetArgs`) or its plain
    /// shape (`X`, a function argument).
    fn object_input_class(
        &self,
        id: ObjectId,
        input_shape: bool,
        state: bool,
        namespace: &str,
    ) -> InputClass {
        let object = self.package.object(id);
        let name = self.names.type_name(id, state, true, input_shape);
        let props: Vec<&Property> = object
            .properties
            .iter()
            .filter(|p| !input_shape || !p.output_only)
            .collect();
        let sp = Speller::new(self.package, self.names, namespace);
        let base = if input_shape || !self.names.details[id.0].plain_type {
            "ResourceArgs"
        } else {
            "InvokeArgs"
        };
        let bound: Vec<(&Property, Wrapped)> = props
            .iter()
            .map(|p| (*p, wrapped::property_type(p, input_shape)))
            .collect();
        self.input_class(
            &sp,
            &name,
            source::doc(object.description.as_deref(), "    "),
            base,
            &bound,
            input_shape,
            state,
            false,
        )
    }

    /// An input class of `props` (Pulumi's `plainType.genInputType`).
    #[allow(clippy::too_many_arguments)]
    pub fn input_class(
        &self,
        sp: &Speller,
        name: &str,
        doc: Vec<String>,
        base: &str,
        props: &[(&Property, Wrapped)],
        args: bool,
        state: bool,
        provider: bool,
    ) -> InputClass {
        let spelled = names::property_names(
            props.iter().map(|(p, _)| *p),
            name,
            names::INPUT_CLASS_MEMBERS,
        );
        let properties: Vec<InputProperty> = props
            .iter()
            .zip(spelled)
            .map(|((p, ty), n)| self.input_property(sp, n, p, ty, args, state, provider))
            .collect();
        let defaults = props
            .iter()
            .zip(&properties)
            .filter_map(|((p, ty), property)| {
                let value = self.default_value(p, ty)?;
                Some(format!("{} = {value};", property.name))
            })
            .collect();
        InputClass {
            doc,
            name: name.to_owned(),
            base: base.to_owned(),
            // `kubernetes20` leaves them open (but the provider's).
            sealed: provider || !self.names.kubernetes20(),
            properties,
            defaults,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn input_property(
        &self,
        sp: &Speller,
        name: String,
        p: &Property,
        ty: &Wrapped,
        args: bool,
        state: bool,
        provider: bool,
    ) -> InputProperty {
        let flags = Flags {
            input: true,
            state,
            require_initializers: false,
        };
        let ty_s = sp.spell(ty, "Inputs", flags);
        let mut attribute = format!("[Input({}", source::string(&p.name));
        if p.required {
            attribute.push_str(", required: true");
        }
        // Pulumi sends provider inputs JSON-encoded unless they are plain strings (string enums
        // included).
        let plain_string = match &p.type_ {
            crate::ir::Type::String => true,
            crate::ir::Type::Token(t) => matches!(*t.underlying, crate::ir::Type::String),
            _ => false,
        };
        if provider && !plain_string {
            attribute.push_str(", json: true");
        }
        attribute.push_str(")]");
        let collection = matches!(ty.unwrap(), Wrapped::Array(_) | Wrapped::Map(_));
        let backing = (collection || p.secret).then(|| {
            let field = format!("_{}", source::field_suffix(&p.name));
            let backing_ty = backing_type(sp, ty, args, flags);
            let mut secret_setter = Vec::new();
            if p.secret && spell::is_input(ty) {
                match ty.unwrap() {
                    Wrapped::Array(e) | Wrapped::Map(e) => {
                        let elem = sp.spell(&plain_of(e), "Inputs", flags);
                        let create = if matches!(ty.unwrap(), Wrapped::Array(_)) {
                            format!("ImmutableArray.Create<{elem}>()")
                        } else {
                            format!("ImmutableDictionary.Create<string, {elem}>()")
                        };
                        secret_setter.push(format!("var emptySecret = Output.CreateSecret({create});"));
                        secret_setter.push(format!("{field} = Output.All(value, emptySecret).Apply(v => v[0]);"));
                    }
                    _ => {
                        secret_setter.push("var emptySecret = Output.CreateSecret(0);".to_owned());
                        secret_setter.push(format!(
                            "{field} = Output.Tuple<{backing_ty}?, int>(value, emptySecret).Apply(t => t.Item1);"
                        ));
                    }
                }
            }
            Backing {
                field,
                ty: backing_ty,
                collection,
                secret_setter,
            }
        });
        let initializer = if p.required && !spell::is_value_type(ty) {
            " = null!;".to_owned()
        } else {
            String::new()
        };
        InputProperty {
            doc: source::doc(p.description.as_deref(), "        "),
            obsolete: p.deprecation_message.as_deref().map(source::verbatim),
            attribute,
            name,
            ty: ty_s,
            backing,
            initializer,
        }
    }

    /// The C# expression of a property's default (Pulumi's `getDefaultValue`), if it has one.
    pub fn default_value(&self, p: &Property, ty: &Wrapped) -> Option<String> {
        let inner = ty.unwrap();
        let mut value = p.default.as_ref().map(|d| match inner {
            Wrapped::Enum(id) => {
                let e = self.package.enum_type(*id);
                let (ns, enum_name) = &self.names.enums[id.0];
                let member = e
                    .values
                    .iter()
                    .find(|v| &v.value == d)
                    .map(|v| {
                        let raw = match (&v.name, &v.value) {
                            (Some(n), _) => n.clone(),
                            (None, crate::spec::ScalarValue::String(s)) => s.clone(),
                            (None, other) => source::scalar(other),
                        };
                        names::enum_member(&raw, enum_name)
                    })
                    .unwrap_or_else(|| "Unknown".to_owned());
                format!("{ns}.{enum_name}.{member}")
            }
            _ => source::scalar(d),
        });
        if !p.default_env.is_empty() {
            let get = match inner {
                Wrapped::Bool => "Boolean",
                Wrapped::Int => "Int32",
                Wrapped::Number => "Double",
                _ => "",
            };
            let vars: Vec<String> = p.default_env.iter().map(|e| source::string(e)).collect();
            let env = format!("Utilities.GetEnv{get}({})", vars.join(", "));
            value = Some(match value {
                Some(v) => format!("{env} ?? {v}"),
                None => env,
            });
        }
        value
    }

    /// The output class of an object type (`Outputs/X`).
    fn object_output_class(&self, id: ObjectId, namespace: &str) -> OutputClass {
        let object = self.package.object(id);
        let name = self.names.type_name(id, false, false, false);
        let sp = Speller::new(self.package, self.names, namespace);
        let bound: Vec<(&Property, Wrapped)> = object
            .properties
            .iter()
            .map(|p| (p, wrapped::property_type(p, false)))
            .collect();
        self.output_class(
            &sp,
            &name,
            source::doc(object.description.as_deref(), "    "),
            &bound,
            false,
        )
    }

    /// An `[OutputType]` class of `props` (Pulumi's `plainType.genOutputType`).
    pub fn output_class(
        &self,
        sp: &Speller,
        name: &str,
        doc: Vec<String>,
        props: &[(&Property, Wrapped)],
        internal: bool,
    ) -> OutputClass {
        let spelled = names::property_names(
            props.iter().map(|(p, _)| *p),
            name,
            names::OUTPUT_CLASS_MEMBERS,
        );
        let fields: Vec<OutputField> = props
            .iter()
            .zip(spelled)
            .map(|((p, ty), field)| {
                let param = crate::naming::csharp::parameter_name(&p.name);
                let param = source::identifier(&param);
                let target = if field == param {
                    format!("this.{field}")
                } else {
                    field.clone()
                };
                // `kubernetes20` types every output as present.
                let ty = if self.names.kubernetes20() {
                    spell::required(ty)
                } else {
                    ty
                };
                OutputField {
                    doc: source::doc(p.description.as_deref(), "        "),
                    ty: sp.spell(
                        ty,
                        "Outputs",
                        Flags {
                            input: false,
                            state: false,
                            require_initializers: false,
                        },
                    ),
                    name: field,
                    param,
                    target,
                }
            })
            .collect();
        let params = match fields.as_slice() {
            [only] => format!("{} {}", only.ty, only.param),
            many => many
                .iter()
                .map(|f| format!("\n            {} {}", f.ty, f.param))
                .collect::<Vec<_>>()
                .join(",\n"),
        };
        OutputClass {
            doc,
            name: name.to_owned(),
            visibility: if internal { "internal" } else { "public" }.to_owned(),
            fields,
            params,
        }
    }
}

/// Without `Input` wrappers (object shapes kept).
fn plain_of(ty: &Wrapped) -> Wrapped {
    match ty {
        Wrapped::Input(e) => plain_of(e),
        Wrapped::Optional(e) => Wrapped::Optional(Box::new(plain_of(e))),
        Wrapped::Array(e) => Wrapped::Array(Box::new(plain_of(e))),
        Wrapped::Map(e) => Wrapped::Map(Box::new(plain_of(e))),
        other => other.clone(),
    }
}

/// The type of an input property's backing field (collections and secrets have one).
fn backing_type(sp: &Speller, ty: &Wrapped, args: bool, flags: Flags) -> String {
    sp.spell(
        spell::required(ty),
        "Inputs",
        Flags {
            require_initializers: !args || !spell::is_input(ty),
            ..flags
        },
    )
}

/// The type the C# SDK declares for `p` in `declared` (for the docs), spelled by the same calls
/// its classes are written with, as seen from `namespace` (the module's): an input class's
/// property (the backing field's type where it has one, as `templates/csharp/_macros.j2`
/// declares it), an output class's field, a resource's `Output<…>` property (`provider`: of
/// the provider resource), a config getter.
pub fn declared_type(
    package: &Package,
    names: &Names,
    declared: super::Declared,
    namespace: &str,
    provider: bool,
    p: &Property,
) -> String {
    use super::Declared as D;
    let sp = Speller::new(package, names, namespace);
    let input = |input_shape: bool, args: bool| {
        let ty = wrapped::property_type(p, input_shape);
        let flags = Flags {
            input: true,
            state: false,
            require_initializers: false,
        };
        let collection = matches!(ty.unwrap(), Wrapped::Array(_) | Wrapped::Map(_));
        if collection {
            backing_type(&sp, &ty, args, flags)
        } else if p.secret {
            format!("{}?", backing_type(&sp, &ty, args, flags))
        } else {
            sp.spell(&ty, "Inputs", flags)
        }
    };
    match declared {
        D::ResourceInput | D::ObjectInput => input(true, true),
        D::FunctionInput | D::ObjectPlainInput => input(false, false),
        D::ResourceOutput | D::FunctionOutput | D::ObjectOutput => {
            let mut ty = wrapped::property_type(p, false);
            // `kubernetes20` types every output as present.
            if names.kubernetes20() {
                ty = spell::required(&ty).clone();
            }
            let spelled = sp.spell(&ty, "Outputs", members::OUTPUT);
            if declared == D::ResourceOutput {
                format!(
                    "Output<{}>",
                    members::resource_output_type(provider, p, spelled, &ty)
                )
            } else {
                spelled
            }
        }
        D::Config => members::config_type(&sp, p).0,
    }
}
