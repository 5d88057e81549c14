//! The .NET SDK: a C# class library built on the `Pulumi` NuGet package with the public API
//! Pulumi's .NET generator gives the same schema (resource classes with `…Args`/`…State`,
//! `Inputs/…Args`, `Inputs/…GetArgs`, `Outputs/…`, enum structs, static function classes with
//! `InvokeAsync` and `Invoke`, `Config`), plus sdkgen's guarantees: `outputOnly` fields are
//! never inputs, and XML doc comments and string literals stay valid whatever the schema holds.
//!
//! Stages: [`names`] (namespaces, class names, which classes each type gets) →
//! [`model`] (Pulumi's wrapped types) → [`spell`] (C# types) → the view
//! model built here and in [`members`] → templates in `templates/csharp/`.

mod literals;
mod members;
mod project;
mod spell;

use minijinja::context;
use rayon::prelude::*;
use serde::Serialize;

use crate::ir::inputs::{is_plain_string, PlainStrings};
use crate::ir::{ObjectId, Package, Property};
use crate::naming::csharp::plan::{self, Plan};
use crate::naming::wrapped::{self, Wrapped};
use crate::output::{BinaryFile, GeneratedFile, Sink, Templates};
use spell::{Flags, Speller};

use super::{Declared, DeclaredTypes, Owner};

/// The target framework of the class library.
const TARGET_FRAMEWORK: &str = "net6.0";

/// Renders the .NET package for `package`.
pub fn render(package: &Package, templates: &Templates, sink: &dyn Sink) -> Result<(), String> {
    let names = Plan::new(package)?;
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
    pub names: &'a Plan,
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

    /// The project file, and the logo given to sdkgen beside it as the package's icon.
    fn project_files(&self, assembly: &str, version: Option<&str>) -> Result<(), String> {
        let package = self.package;
        // The logo given to sdkgen goes beside the project, as the package's icon.
        let icon = package.logo.as_ref().map(|logo| BinaryFile {
            path: format!("logo.{}", logo.format.extension()),
            bytes: logo.bytes.clone(),
        });
        self.emit(
            format!("{assembly}.csproj"),
            "csharp/project.csproj.j2",
            context! {
                description => literals::msbuild_text(package.description.as_deref().unwrap_or_default()),
                authors => literals::msbuild_text(package.publisher.as_deref().unwrap_or("Pulumi Corp.")),
                license => literals::msbuild_text(package.license.as_deref().unwrap_or_default()),
                homepage => literals::msbuild_text(package.homepage.as_deref().unwrap_or_default()),
                repository => literals::msbuild_text(package.repository.as_deref().unwrap_or_default()),
                version => version.map(literals::msbuild_text),
                has_version => version.is_some(),
                has_logo => package.logo_url.is_some(),
                icon => icon.as_ref().map(|file| &file.path),
                references => project::references(package)?,
                sourcelink => project::sourcelink(package.repository.as_deref()),
                framework => TARGET_FRAMEWORK,
            },
        )?;
        if let Some(file) = icon {
            self.sink.put_bytes(file)?;
        }
        Ok(())
    }

    fn files(&self) -> Result<(), String> {
        let package = self.package;
        let names = self.names;
        let emit =
            |path: String, template: &str, ctx: minijinja::Value| self.emit(path, template, ctx);
        let at = |namespace: &str, file: &str| names.path(namespace, file);
        let assembly = names.assembly();
        let version = crate::backends::pinned_version(
            package,
            package.settings.csharp.respect_schema_version,
        );
        self.project_files(&assembly, version.as_deref())?;
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
        for (path, template) in [
            (".gitignore", "csharp/gitignore.j2"),
            (".gitattributes", "csharp/gitattributes.j2"),
        ] {
            emit(path.into(), template, context! {})?;
        }
        emit(
            "Utilities.cs".into(),
            "csharp/Utilities.cs.j2",
            context! {
                namespace => names.package_namespace,
                package_title => names.package_title,
                package_name => literals::string(&package.name),
                plugin_download_url => package.plugin_download_url.as_deref().map(literals::string),
                version_resource => literals::string(&format!("{assembly}.version.txt")),
                has_version => version.is_some(),
                parameterization => package.parameterization.as_ref().map(|p| context! {
                    base_name => literals::string(&p.base_provider),
                    base_version => literals::string(&p.base_version),
                    download_url => literals::string(package.plugin_download_url.as_deref().unwrap_or_default()),
                    name => literals::string(&package.name),
                    version => literals::string(package.version.as_deref().unwrap_or_default()),
                    value => literals::string(p.parameter.as_deref().unwrap_or_default()),
                }),
            },
        )?;
        if !package.config.is_empty() {
            emit(
                "Config/Config.cs".into(),
                "csharp/Config.cs.j2",
                members::config(self),
            )?;
            // The configuration's folder has the package's README too, as in Pulumi's SDKs.
            emit(
                "Config/README.md".into(),
                "csharp/README.md.j2",
                context! { description => package.description.as_deref().unwrap_or_default().trim_end() },
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
            Job::Resource(Some(i)) => emit(
                names.resource_path(i),
                "csharp/resource.cs.j2",
                members::resource(self, Some(i))?,
            ),
            Job::Function(i) => {
                let Some(path) = names.function_path(i) else {
                    return Ok(());
                };
                emit(path, "csharp/function.cs.j2", members::function(self, i)?)
            }
            Job::Enums(ns) => match members::enums(self, ns)? {
                Some(view) => emit(at(ns, "Enums.cs"), "csharp/Enums.cs.j2", view),
                None => Ok(()),
            },
            Job::Object(id) => self.object_files(id, emit),
        }
    }

    /// The input, state and output classes of one object type, at the paths the plan gives.
    fn object_files(
        &self,
        id: ObjectId,
        emit: &mut dyn FnMut(String, &str, minijinja::Value) -> Result<(), String>,
    ) -> Result<(), String> {
        let names = self.names;
        let ns = &names.objects[id.0].namespace;
        for (form, path) in names.object_files(id) {
            let (template, context) = match form {
                Some(form) => {
                    let (input_shape, state) = match form {
                        plan::InputForm::Args => (true, false),
                        plan::InputForm::Plain => (false, false),
                        plan::InputForm::State => (true, true),
                    };
                    let class = self.object_input_class(id, input_shape, state, ns);
                    let namespace = names.object_namespace(id, "Inputs");
                    let context = context! { namespace, class, usings => members::usings(self) };
                    ("csharp/input.cs.j2", context)
                }
                None => {
                    let class = self.object_output_class(id, ns);
                    let namespace = names.object_namespace(id, "Outputs");
                    let context = context! { namespace, class, usings => members::usings(self) };
                    ("csharp/output.cs.j2", context)
                }
            };
            emit(path, template, context)?;
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
        let props: Vec<&Property> = if input_shape {
            object.input_properties().collect()
        } else {
            object.properties.iter().collect()
        };
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
            literals::doc(object.description.as_deref(), "    "),
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
        let spelled = plan::property_names(
            props.iter().map(|(p, _)| *p),
            name,
            plan::INPUT_CLASS_MEMBERS,
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
        let mut attribute = format!("[Input({}", literals::string(&p.name));
        if p.required {
            attribute.push_str(", required: true");
        }
        // A provider's inputs that are not strings travel JSON-encoded (the input plan's rule
        // for C#: an enum is JSON-encoded too).
        if provider && !is_plain_string(self.package, &p.type_, PlainStrings::StringOrToken) {
            attribute.push_str(", json: true");
        }
        attribute.push_str(")]");
        let collection = matches!(ty.unwrap(), Wrapped::Array(_) | Wrapped::Map(_));
        let backing = (collection || p.secret).then(|| {
            let field = format!("_{}", literals::field_suffix(&p.name));
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
            doc: literals::doc(p.description.as_deref(), "        "),
            obsolete: p.deprecation_message.as_deref().map(literals::verbatim),
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
                            (None, other) => literals::scalar(other),
                        };
                        plan::enum_member(&raw, enum_name)
                    })
                    .unwrap_or_else(|| "Unknown".to_owned());
                format!("{ns}.{enum_name}.{member}")
            }
            _ => literals::scalar(d),
        });
        if !p.default_env.is_empty() {
            let get = match inner {
                Wrapped::Bool => "Boolean",
                Wrapped::Int => "Int32",
                Wrapped::Number => "Double",
                _ => "",
            };
            let vars: Vec<String> = p.default_env.iter().map(|e| literals::string(e)).collect();
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
            literals::doc(object.description.as_deref(), "    "),
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
        let spelled = plan::property_names(
            props.iter().map(|(p, _)| *p),
            name,
            plan::OUTPUT_CLASS_MEMBERS,
        );
        let fields: Vec<OutputField> = props
            .iter()
            .zip(spelled)
            .map(|((p, ty), field)| {
                let param = crate::naming::csharp::parameter_name(&p.name);
                let param = literals::identifier(&param);
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
                    doc: literals::doc(p.description.as_deref(), "        "),
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

/// The C# SDK's type speller, for the docs (`None` when its naming plan refuses the package).
pub fn declared_types(package: &Package) -> Option<Box<dyn DeclaredTypes + '_>> {
    let names = Plan::new(package).ok()?;
    Some(Box::new(CsharpTypes { package, names }))
}

struct CsharpTypes<'p> {
    package: &'p Package,
    names: Plan,
}

impl DeclaredTypes for CsharpTypes<'_> {
    fn declared_type(&self, declared: Declared, owner: Owner, p: &Property) -> Option<String> {
        let names = &self.names;
        // The namespace the property's class is in.
        let namespace = match owner {
            Owner::Object(id) => names.objects[id.0].namespace.clone(),
            Owner::Resource(Some(id)) | Owner::ResourceInputs(Some(id)) => {
                names.resources[id.0].0.clone()
            }
            Owner::FunctionInputs(id) | Owner::FunctionOutputs(id) => {
                names.functions[id.0].as_ref()?.0.clone()
            }
            Owner::Resource(None) | Owner::ResourceInputs(None) | Owner::Config => {
                names.package_namespace.clone()
            }
        };
        let provider = matches!(owner, Owner::Resource(None) | Owner::ResourceInputs(None));
        Some(declared_type(
            self.package,
            names,
            declared,
            &namespace,
            provider,
            p,
        ))
    }
}

/// The type the C# SDK declares for `p` in `declared` (for the docs), spelled by the same calls
/// its classes are written with, as seen from `namespace` (the module's): an input class's
/// property (the backing field's type where it has one, as `templates/csharp/_macros.j2`
/// declares it), an output class's field, a resource's `Output<…>` property (`provider`: of
/// the provider resource), a config getter.
fn declared_type(
    package: &Package,
    names: &Plan,
    declared: Declared,
    namespace: &str,
    provider: bool,
    p: &Property,
) -> String {
    use Declared as D;
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
