//! View models of the per-member files: resources (with their `…Args`, `…State` and method
//! classes), functions, `Config/Config.cs` and each namespace's `Enums.cs`.

use minijinja::Value;
use serde::Serialize;

use super::literals;
use super::spell::{Flags, Speller};
use super::{InputClass, OutputClass, Renderer};
use crate::ir::inputs::ResourceInput;
use crate::ir::{FunctionOutputs, Property, Resource};
use crate::naming::csharp as cs;
use crate::naming::csharp::plan::{
    config_members, enum_member, method_name, property_name, property_names, resource_members,
    OUTPUT_CLASS_MEMBERS,
};
use crate::naming::wrapped::{self, Wrapped};

pub(super) const OUTPUT: Flags = Flags {
    input: false,
    state: false,
    require_initializers: false,
};

#[derive(Serialize)]
struct OutputProperty {
    doc: Vec<String>,
    wire: String,
    name: String,
    ty: String,
}

#[derive(Serialize)]
struct MethodView {
    doc: Vec<String>,
    obsolete: Option<String>,
    signature: String,
    call: String,
}

/// A resource file (`None` is the provider).
pub fn resource(r: &Renderer, index: Option<usize>) -> Result<Value, String> {
    let package = r.package;
    let (resource, namespace, class): (&Resource, String, String) = match index {
        None => (
            &package.provider,
            r.names.package_namespace.clone(),
            "Provider".to_owned(),
        ),
        Some(i) => (
            &package.resources[i],
            r.names.resources[i].0.clone(),
            r.names.resources[i].1.clone(),
        ),
    };
    let sp = Speller::new(package, r.names, &namespace);
    let inputs: Vec<(&Property, Wrapped)> = resource
        .input_properties
        .iter()
        .map(|p| (p, wrapped::property_type(p, true)))
        .collect();
    let all_optional = inputs.iter().all(|(p, _)| !p.required);
    let outputs = output_properties(r, &sp, &class, resource);
    let args = r.input_class(
        &sp,
        &format!("{class}Args"),
        Vec::new(),
        "ResourceArgs",
        &inputs,
        true,
        false,
        resource.is_provider,
    );
    // `MakeArgs` sets the constants through the names the args class declares.
    let consts: Vec<String> = inputs
        .iter()
        .zip(&args.properties)
        .filter_map(|((p, _), property)| {
            let value = ResourceInput::of(resource, p).constant()?;
            Some(format!(
                "args.{} = {};",
                property.name,
                literals::scalar(value)
            ))
        })
        .collect();
    let state = resource.state_inputs.as_ref().map(|state| {
        let bound: Vec<(&Property, Wrapped)> = state
            .iter()
            .map(|p| (p, wrapped::property_type(p, true)))
            .collect();
        r.input_class(
            &sp,
            &format!("{class}State"),
            Vec::new(),
            "ResourceArgs",
            &bound,
            true,
            true,
            false,
        )
    });
    let (methods, method_classes_in, method_classes_out) = methods(r, &sp, &class, resource);
    let k8s = r.names.kubernetes20();
    let options = if resource.is_component {
        "ComponentResourceOptions"
    } else {
        "CustomResourceOptions"
    };
    let token = if resource.is_provider {
        package.name.clone()
    } else {
        resource.token.raw.clone()
    };
    // `kubernetes20` puts a resource's argument classes in its module's `Types.Inputs`
    // namespace, and lets every resource be created without arguments.
    let inputs_namespace = (k8s && !resource.is_provider).then(|| {
        r.names
            .type_namespace(&resource.token.package, &resource.token.module, "Inputs")
    });
    let args_class = match &inputs_namespace {
        Some(ns) => format!("{ns}.{class}Args"),
        None => format!("{class}Args"),
    };
    let optional_args = all_optional || k8s;
    Ok(minijinja::context! {
        usings => usings(r),
        namespace => namespace,
        doc => literals::doc(resource.description.as_deref(), "    "),
        obsolete => resource.deprecation_message.as_deref().map(literals::verbatim),
        attribute => format!("{}ResourceType({})", r.names.package_title, literals::string(&resource.token.raw)),
        class => class,
        base => base_class(resource, k8s),
        outputs => outputs,
        args_type => if optional_args { format!("{args_class}?") } else { args_class.clone() },
        args_default => if optional_args { " = null" } else { "" },
        args_class => args_class,
        inputs_namespace => inputs_namespace,
        dictionary_constructor => r.names.dictionary_constructors && !resource.is_component,
        registration => registration(r),
        options => options,
        token => literals::string(&token),
        args_override => if consts.is_empty() { format!("args ?? new {args_class}()") } else { "MakeArgs(args)".to_owned() },
        consts => consts,
        component => resource.is_component,
        has_get => !resource.is_provider && !resource.is_component,
        has_state => state.is_some(),
        plugin_download_url => package.plugin_download_url.as_deref().map(literals::string),
        aliases => resource.aliases.iter().map(|a| literals::string(a)).collect::<Vec<_>>(),
        secrets => resource.secret_outputs().map(literals::string).collect::<Vec<_>>(),
        replace_on_changes => package.replace_on_changes_paths(resource).iter().map(|s| literals::string(s)).collect::<Vec<_>>(),
        methods => methods,
        args => args,
        state => state,
        method_inputs => method_classes_in,
        method_outputs => method_classes_out,
    })
}

/// The output properties of a resource's class.
fn output_properties(
    r: &Renderer,
    sp: &Speller,
    class: &str,
    resource: &Resource,
) -> Vec<OutputProperty> {
    let spelled = property_names(&resource.properties, class, &resource_members(resource));
    resource
        .properties
        .iter()
        .zip(spelled)
        .map(|(p, name)| {
            let mut ty = wrapped::property_type(p, false);
            // `kubernetes20` types every output as present.
            if r.names.kubernetes20() {
                ty = super::spell::required(&ty).clone();
            }
            let spelled = sp.spell(&ty, "Outputs", OUTPUT);
            let spelled = resource_output_type(resource.is_provider, p, spelled, &ty);
            OutputProperty {
                doc: literals::doc(p.description.as_deref(), "        "),
                wire: literals::string(&p.name),
                name,
                ty: spelled,
            }
        })
        .collect()
}

/// The methods of a resource's class, with their argument and result classes.
fn methods(
    r: &Renderer,
    sp: &Speller,
    class: &str,
    resource: &Resource,
) -> (Vec<MethodView>, Vec<InputClass>, Vec<OutputClass>) {
    let package = r.package;
    let mut method_classes_in: Vec<InputClass> = Vec::new();
    let mut method_classes_out: Vec<OutputClass> = Vec::new();
    let mut methods = Vec::new();
    for m in &resource.methods {
        let f = package.function(m.function);
        let method_name = method_name(&m.name);
        let args: Vec<(&Property, Wrapped)> = f
            .inputs
            .iter()
            .filter(|p| p.name != "__self__")
            .map(|p| (p, wrapped::property_type(p, true)))
            .collect();
        let result = match &f.outputs {
            FunctionOutputs::Object { properties, .. } => Some(properties),
            _ => None,
        };
        let lift = r.names.lift_single_value_returns && result.is_some_and(|p| p.len() == 1);
        let result_class = format!("{class}{method_name}Result");
        let (ret, type_parameter, apply) = match result {
            Some(props) if lift => {
                let ty = wrapped::property_type(&props[0], false);
                (
                    format!("global::Pulumi.Output<{}>", sp.spell(&ty, "", OUTPUT)),
                    format!("<{result_class}>"),
                    format!(
                        ".Apply(v => v.{})",
                        property_name(&props[0], &result_class, OUTPUT_CLASS_MEMBERS)
                    ),
                )
            }
            Some(_) => (
                format!("global::Pulumi.Output<{result_class}>"),
                format!("<{result_class}>"),
                String::new(),
            ),
            None => ("void".to_owned(), String::new(), String::new()),
        };
        let args_class = format!("{class}{method_name}Args");
        let (param, arg_ref) = if args.is_empty() {
            (String::new(), "CallArgs.Empty".to_owned())
        } else if args.iter().all(|(p, _)| !p.required) {
            (
                format!("{args_class}? args = null"),
                format!("args ?? new {args_class}()"),
            )
        } else {
            (
                format!("{args_class} args"),
                format!("args ?? new {args_class}()"),
            )
        };
        methods.push(MethodView {
            doc: literals::doc(f.description.as_deref(), "        "),
            obsolete: f.deprecation_message.as_deref().map(literals::verbatim),
            signature: format!("public {ret} {method_name}({param})"),
            call: format!(
                "=> global::Pulumi.Deployment.Instance.Call{type_parameter}({}, {arg_ref}, this{}){apply};",
                literals::string(&f.token.raw),
                // No call options, then the package's registration.
                if registration(r).is_empty() { String::new() } else { format!(", null{}", registration(r)) },
            ),
        });
        if !args.is_empty() {
            method_classes_in.push(r.input_class(
                sp,
                &args_class,
                literals::doc(f.inputs_description.as_deref(), "    "),
                "CallArgs",
                &args,
                true,
                false,
                false,
            ));
        }
        if let Some(props) = result {
            let bound: Vec<(&Property, Wrapped)> = props
                .iter()
                .map(|p| (p, wrapped::property_type(p, false)))
                .collect();
            method_classes_out.push(r.output_class(
                sp,
                &result_class,
                literals::doc(f.outputs_description.as_deref(), "    "),
                &bound,
                lift,
            ));
        }
    }
    (methods, method_classes_in, method_classes_out)
}

/// The class a resource's class derives from.
fn base_class(resource: &Resource, k8s: bool) -> &'static str {
    if resource.is_provider {
        "global::Pulumi.ProviderResource"
    } else if resource.is_component {
        "global::Pulumi.ComponentResource"
    } else if k8s {
        // Declared by the Kubernetes SDK itself, beside the generated code.
        "KubernetesResource"
    } else {
        "global::Pulumi.CustomResource"
    }
}

fn is_primitive(ty: &Wrapped) -> bool {
    matches!(
        ty,
        Wrapped::Bool
            | Wrapped::Int
            | Wrapped::Number
            | Wrapped::String
            | Wrapped::Any
            | Wrapped::Opaque(_)
            | Wrapped::Json
            | Wrapped::Asset
            | Wrapped::Archive
    )
}

/// The last argument of resource registrations, invokes and calls of a parameterized package:
/// the package they belong to.
fn registration(r: &Renderer) -> &'static str {
    if r.package.parameterization.is_some() {
        ", Utilities.PackageParameterization()"
    } else {
        ""
    }
}

/// The `using` lines of member files.
pub fn usings(r: &Renderer) -> Vec<String> {
    let mut u: Vec<String> = [
        "System",
        "System.Collections.Generic",
        "System.Collections.Immutable",
        "System.Threading.Tasks",
        "Pulumi.Serialization",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    if r.names.root_namespace != "Pulumi" {
        u.push("Pulumi".to_owned());
    }
    u
}

/// A function file.
pub fn function(r: &Renderer, index: usize) -> Result<Value, String> {
    let package = r.package;
    let f = &package.functions[index];
    let (namespace, class) = r.names.functions[index].clone().unwrap_or_default();
    // A function whose token names another package (`allowedPackageNames`) is declared in that
    // package's namespace: it imports its module's namespace and spells its `Inputs` in full.
    let module_namespace = r.names.module_namespace(&f.token.module);
    let mut sp = Speller::new(package, r.names, &module_namespace);
    sp.fully_qualified_inputs = module_namespace != namespace;
    let mut usings = usings(r);
    if sp.fully_qualified_inputs {
        usings.push(module_namespace.clone());
    }
    let type_parameter = match &f.outputs {
        FunctionOutputs::Object { .. } => Some(format!("{class}Result")),
        FunctionOutputs::Value(t) => Some(sp.spell(
            &wrapped::bind(t, false),
            "Outputs",
            Flags {
                require_initializers: true,
                ..OUTPUT
            },
        )),
        FunctionOutputs::None => None,
    };
    let invoke = match &f.outputs {
        FunctionOutputs::Value(t)
            if !matches!(t, crate::ir::Type::Map(_) | crate::ir::Type::Object(_)) =>
        {
            "InvokeSingle"
        }
        _ => "Invoke",
    };
    let all_optional = f.inputs.iter().all(|p| !p.required);
    let tp = type_parameter
        .as_ref()
        .map(|t| format!("<{t}>"))
        .unwrap_or_default();
    let token = literals::string(&f.token.raw);
    let multi = f.multi_argument_inputs.is_some();
    let (args_def, args_ref) = if f.has_inputs && !multi {
        let (sigil, default) = if all_optional {
            ("?", " = null")
        } else {
            ("", "")
        };
        (
            format!("{class}Args{sigil} args{default}, "),
            format!("args ?? new {class}Args()"),
        )
    } else {
        (String::new(), "InvokeArgs.Empty".to_owned())
    };
    let registration = registration(r);
    let bodies = if multi {
        multi_bodies(
            &sp,
            f,
            &tp,
            invoke,
            &token,
            registration,
            type_parameter.is_some(),
        )
    } else {
        Vec::new()
    };
    let output_args_def = if f.has_inputs && !f.inputs.is_empty() && !multi {
        let (sigil, default) = if all_optional {
            ("?", " = null")
        } else {
            ("", "")
        };
        format!("{class}InvokeArgs{sigil} args{default}, ")
    } else {
        String::new()
    };
    let output_args_ref = if output_args_def.is_empty() {
        "InvokeArgs.Empty".to_owned()
    } else {
        format!("args ?? new {class}InvokeArgs()")
    };
    let output_options_def = if output_args_def.is_empty() {
        String::new()
    } else {
        format!("{class}InvokeArgs args, ")
    };
    let (args_class, invoke_args_class, result_class) =
        function_classes(r, &sp, &class, f, type_parameter.is_some());
    Ok(minijinja::context! {
        usings => usings,
        namespace => namespace,
        obsolete => f.deprecation_message.as_deref().map(literals::verbatim),
        class => class,
        doc => literals::doc(f.description.as_deref(), "        "),
        multi => multi,
        bodies => bodies,
        task => if tp.is_empty() { "Task".to_owned() } else { format!("Task{tp}") },
        tp => tp,
        has_output => type_parameter.is_some(),
        invoke => invoke,
        token => token,
        registration => registration,
        args_def => args_def,
        args_ref => args_ref,
        output_args_def => output_args_def,
        output_args_ref => output_args_ref,
        output_options_def => output_options_def,
        args_class => args_class,
        invoke_args_class => invoke_args_class,
        result_class => result_class,
    })
}

/// The bodies of a multi-argument function's forms (each argument a parameter): the awaitable
/// form, and the Output form when the function has a result.
fn multi_bodies(
    sp: &Speller,
    f: &crate::ir::Function,
    tp: &str,
    invoke: &str,
    token: &str,
    registration: &str,
    has_output: bool,
) -> Vec<String> {
    let mut bodies: Vec<String> = Vec::new();
    let mut params = Vec::new();
    let mut builder = Vec::new();
    for p in &f.inputs {
        let ty = wrapped::property_type(p, false);
        let arg = literals::identifier(&cs::lower_camel_case(&cs::property_name(&p.name)));
        let ty_s = sp.spell(
            &ty,
            "",
            Flags {
                require_initializers: true,
                ..OUTPUT
            },
        );
        params.push(if p.required {
            format!("{ty_s} {arg}")
        } else {
            format!("{ty_s} {arg} = null")
        });
        builder.push(format!("builder[{}] = {arg};", literals::string(&p.name)));
    }
    bodies.push(multi_body("public static async Task", tp, &params, &builder, &format!("return await global::Pulumi.Deployment.Instance.{invoke}Async{tp}({token}, args, invokeOptions.WithDefaults(){registration});")));
    if has_output {
        let mut params = Vec::new();
        for p in &f.inputs {
            let ty = Wrapped::Input(Box::new(wrapped::property_type(p, false)));
            let arg = literals::identifier(&cs::lower_camel_case(&cs::property_name(&p.name)));
            let ty_s = sp.spell(
                &ty,
                "",
                Flags {
                    input: true,
                    state: false,
                    require_initializers: true,
                },
            );
            params.push(if p.required {
                format!("{ty_s} {arg}")
            } else {
                format!("{ty_s}? {arg} = null")
            });
        }
        bodies.push(multi_body("public static Output", tp, &params, &builder, &format!("return global::Pulumi.Deployment.Instance.{invoke}{tp}({token}, args, invokeOptions.WithDefaults(){registration});")));
    }
    bodies
}

/// The classes of a function: its arguments (plain and, with a result, as inputs) and its
/// result.
fn function_classes(
    r: &Renderer,
    sp: &Speller,
    class: &str,
    f: &crate::ir::Function,
    has_output: bool,
) -> (Option<InputClass>, Option<InputClass>, Option<OutputClass>) {
    let multi = f.multi_argument_inputs.is_some();
    let result = match &f.outputs {
        FunctionOutputs::Object { properties, .. } => Some(properties),
        _ => None,
    };
    let plain_args: Vec<(&Property, Wrapped)> = f
        .inputs
        .iter()
        .map(|p| (p, wrapped::property_type(p, false)))
        .collect();
    let input_args: Vec<(&Property, Wrapped)> = f
        .inputs
        .iter()
        .map(|p| (p, wrapped::property_type(p, true)))
        .collect();
    let args_class = (f.has_inputs && !multi).then(|| {
        r.input_class(
            sp,
            &format!("{class}Args"),
            Vec::new(),
            "InvokeArgs",
            &plain_args,
            false,
            false,
            false,
        )
    });
    let invoke_args_class =
        (f.has_inputs && !f.inputs.is_empty() && has_output && !multi).then(|| {
            r.input_class(
                sp,
                &format!("{class}InvokeArgs"),
                Vec::new(),
                "InvokeArgs",
                &input_args,
                true,
                false,
                false,
            )
        });
    let result_class = result.map(|props| {
        let bound: Vec<(&Property, Wrapped)> = props
            .iter()
            .map(|p| (p, wrapped::property_type(p, false)))
            .collect();
        r.output_class(sp, &format!("{class}Result"), Vec::new(), &bound, false)
    });
    (args_class, invoke_args_class, result_class)
}

/// A multi-argument function form: parameters, a dictionary of them, and the call.
fn multi_body(head: &str, tp: &str, params: &[String], builder: &[String], call: &str) -> String {
    let mut s = format!("        {head}{tp} ");
    s.push_str(if head.contains("Output") {
        "Invoke("
    } else {
        "InvokeAsync("
    });
    for p in params {
        s.push_str(p);
        s.push_str(", ");
    }
    s.push_str("InvokeOptions? invokeOptions = null)\n        {\n");
    s.push_str("            var builder = ImmutableDictionary.CreateBuilder<string, object?>();\n");
    for b in builder {
        s.push_str(&format!("            {b}\n"));
    }
    s.push_str("            var args = new global::Pulumi.DictionaryInvokeArgs(builder.ToImmutableDictionary());\n");
    s.push_str(&format!("            {call}\n        }}"));
    s
}

#[derive(Serialize)]
struct ConfigType {
    name: String,
    properties: Vec<ConfigTypeProperty>,
}

#[derive(Serialize)]
struct ConfigTypeProperty {
    doc: Vec<String>,
    ty: String,
    name: String,
    initializer: String,
}

#[derive(Serialize)]
struct ConfigVar {
    doc: Vec<String>,
    ty: String,
    field: String,
    name: String,
    initializer: String,
}

/// A resource output's type: the provider's outputs that are not primitives are JSON strings.
pub(super) fn resource_output_type(
    provider: bool,
    p: &Property,
    spelled: String,
    ty: &Wrapped,
) -> String {
    if !provider || is_primitive(ty.unwrap()) {
        spelled
    } else {
        if p.required { "string" } else { "string?" }.to_owned()
    }
}

/// A configuration getter's type and the `Config` method that reads it.
pub(super) fn config_type(sp: &Speller, p: &Property) -> (String, String) {
    let ty = wrapped::property_type(p, false);
    let inner = ty.unwrap();
    let (mut ty_s, get) = match inner {
        Wrapped::String => ("string".to_owned(), "Get".to_owned()),
        Wrapped::Bool => ("bool".to_owned(), "GetBoolean".to_owned()),
        Wrapped::Int => ("int".to_owned(), "GetInt32".to_owned()),
        Wrapped::Number => ("double".to_owned(), "GetDouble".to_owned()),
        other => {
            let s = sp.spell(other, "Types", OUTPUT);
            (s.clone(), format!("GetObject<{s}>"))
        }
    };
    if !matches!(inner, Wrapped::Array(_)) {
        ty_s.push('?');
    }
    (ty_s, get)
}

/// `Config/Config.cs`.
pub fn config(r: &Renderer) -> Value {
    let package = r.package;
    let sp = Speller::new(package, r.names, &r.names.package_namespace);
    let vars: Vec<ConfigVar> = package
        .config
        .iter()
        .map(|p| {
            let ty = wrapped::property_type(p, false);
            let (ty_s, get) = config_type(&sp, p);
            let mut initializer = format!("__config.{get}({})", literals::string(&p.name));
            if let Some(d) = r.default_value(p, &ty) {
                initializer = format!("{initializer} ?? {d}");
            }
            ConfigVar {
                doc: literals::doc(p.description.as_deref(), "        "),
                ty: ty_s,
                field: format!("_{}", literals::field_suffix(&p.name)),
                name: property_name(p, "Config", config_members(package)),
                initializer,
            }
        })
        .collect();
    // Object types of the configuration, nested in `Config.Types` as Pulumi declares them.
    let mut seen = std::collections::BTreeSet::new();
    // Breadth-first in declaration order, as Pulumi visits them.
    let mut stack: std::collections::VecDeque<Wrapped> = package
        .config
        .iter()
        .map(|p| wrapped::property_type(p, false))
        .collect();
    let mut types = Vec::new();
    while let Some(t) = stack.pop_front() {
        match t {
            Wrapped::Optional(e) | Wrapped::Array(e) | Wrapped::Map(e) | Wrapped::Input(e) => {
                stack.push_front(*e)
            }
            Wrapped::Union(es) => stack.extend(es),
            Wrapped::Object { id, .. } if seen.insert(id) => {
                let object = package.object(id);
                let name = r.names.objects[id.0].name.clone();
                let properties: Vec<ConfigTypeProperty> = object
                    .properties
                    .iter()
                    .map(|p| {
                        let ty = wrapped::property_type(p, false);
                        stack.push_back(ty.clone());
                        let initializer = if !p.required
                            && !super::spell::is_value_type(&ty)
                            && !matches!(ty.unwrap(), Wrapped::Array(_))
                        {
                            " = null!;"
                        } else {
                            ""
                        };
                        ConfigTypeProperty {
                            doc: literals::doc(p.description.as_deref(), "                "),
                            ty: sp.spell(&ty, "Types", OUTPUT),
                            name: property_name(p, &name, OUTPUT_CLASS_MEMBERS),
                            initializer: initializer.to_owned(),
                        }
                    })
                    .collect();
                types.push(ConfigType { name, properties });
            }
            _ => {}
        }
    }
    minijinja::context! {
        namespace => r.names.package_namespace,
        package => literals::string(&package.name),
        vars => vars,
        types => types,
    }
}

#[derive(Serialize)]
struct EnumView {
    doc: Vec<String>,
    name: String,
    /// `string`, `double` or `int` (a C# `enum`).
    underlying: String,
    members: Vec<EnumMember>,
}

#[derive(Serialize)]
struct EnumMember {
    doc: Vec<String>,
    obsolete: Option<String>,
    name: String,
    value: String,
}

/// `Enums.cs` of a namespace, if it has enums.
pub fn enums(r: &Renderer, namespace: &str) -> Result<Option<Value>, String> {
    let mut views = Vec::new();
    for (i, e) in r.package.enums.iter().enumerate() {
        if e.is_overlay || r.names.enums[i].0 != namespace {
            continue;
        }
        let name = r.names.enums[i].1.clone();
        let underlying = match e.element_type {
            crate::ir::Type::String => "string",
            crate::ir::Type::Number => "double",
            crate::ir::Type::Integer => "int",
            _ => {
                return Err(format!(
                    "enum `{}`: only string, number and integer enums exist in .NET",
                    e.token.raw
                ))
            }
        };
        let indent = "        ";
        let mut seen = std::collections::BTreeSet::new();
        let members = e
            .values
            .iter()
            .map(|v| {
                let raw = match (&v.name, &v.value) {
                    (Some(n), _) => n.clone(),
                    (None, crate::spec::ScalarValue::String(s)) => s.clone(),
                    (None, other) => literals::scalar(other),
                };
                let mut member = enum_member(&raw, name.trim_start_matches('@'));
                while !seen.insert(member.clone()) {
                    member.push('_');
                }
                EnumMember {
                    doc: literals::doc(v.description.as_deref(), indent),
                    obsolete: v.deprecation_message.as_deref().map(literals::verbatim),
                    name: member,
                    value: match &v.value {
                        crate::spec::ScalarValue::String(s) => literals::string(s),
                        other => literals::scalar(other),
                    },
                }
            })
            .collect();
        views.push(EnumView {
            doc: literals::doc(e.description.as_deref(), "    "),
            name,
            underlying: underlying.to_owned(),
            members,
        });
    }
    if views.is_empty() {
        return Ok(None);
    }
    Ok(Some(
        minijinja::context! { namespace => namespace, enums => views },
    ))
}
