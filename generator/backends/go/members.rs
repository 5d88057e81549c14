//! View models of the per-member files: one per resource (the provider's is `provider.go`),
//! one per function, `config/config.go` and a package's `init.go`.

use minijinja::Value;
use serde::Serialize;

use super::doc;
use super::generic;
use super::model::{self, GoType};
use super::source::{self, align, Cell, Line};
use super::spell::{self, Speller};
use super::types::{self, Accessor, Defaults};
use super::Renderer;
use crate::ir::inputs::{resource_inputs, ResourceInput};
use crate::ir::{Function, FunctionOutputs, Property, Resource};
use crate::naming::casing::camel;
use crate::naming::go as go_naming;
use crate::naming::go::plan::title;

/// An accessor of the generic variant's resource output: the field's output, flattened out of
/// the resource's (`element` is the Go type the field's output carries).
#[derive(Serialize)]
struct GenericAccessor {
    doc: Vec<String>,
    name: String,
    out_type: String,
    element: String,
    /// The flattened `pulumix.Output[T]` is converted to `out_type`.
    cast: bool,
    field: String,
}

/// The values of a resource constructor's statements (see [`constructor`]).
#[derive(Serialize)]
struct Constructor {
    /// Fields of required inputs a caller must set.
    required_args: Vec<String>,
    /// The statements setting constants and defaults.
    defaults: Vec<String>,
    /// Earlier tokens, quoted.
    aliases: Vec<String>,
    secret_inputs: Vec<SecretInput>,
    /// Secret outputs' wire names, quoted.
    secret_outputs: Vec<String>,
    /// `replaceOnChanges` paths, quoted.
    replace_on_changes: Vec<String>,
}

/// An input the constructor wraps as a secret.
#[derive(Serialize)]
struct SecretInput {
    field: String,
    /// The generic variant converts through an untyped output.
    generic: bool,
    /// The type the wrapped value is asserted or converted to.
    ty: String,
}

#[derive(Serialize)]
struct MethodView {
    doc: Vec<String>,
    name: String,
    signature: String,
    body: Vec<String>,
    /// `camel(Resource)MethodArgs` and `ResourceMethodArgs`.
    args: Option<(Vec<Line>, Vec<Line>)>,
    args_name: String,
    args_plain_name: String,
    result: Option<MethodResult>,
}

#[derive(Serialize)]
struct MethodResult {
    name: String,
    doc: Vec<String>,
    fields: Vec<Line>,
    accessors: Vec<Accessor>,
    /// The generic variant's accessors (instead of `accessors`).
    generic_accessors: Vec<generic::ObjectAccessor>,
}

/// A resource file in the classic or the generic variant; returns its view and file stem.
pub fn resource(
    r: &Renderer,
    module: &str,
    index: Option<usize>,
    generic: bool,
) -> Result<(Value, String), String> {
    let package = r.package;
    let (resource, name, file): (&Resource, String, String) = match index {
        None => (
            &package.provider,
            "Provider".to_owned(),
            "provider".to_owned(),
        ),
        Some(i) => (
            &package.resources[i],
            r.names.resources[i].1.clone(),
            r.names.resources[i].2.clone(),
        ),
    };
    let sp = Speller::new(package, r.names, r.externals, module);
    let field = |p: &Property| go_naming::resource_field_name(&name, &p.name);
    let inputs: Vec<(&Property, GoType)> = model::bind_all(&resource.input_properties, true);
    let outputs: Vec<(&Property, GoType)> = model::bind_all(&resource.properties, false);

    let fields = cells(
        &outputs,
        &field,
        &|_, t| {
            if generic {
                sp.generic_output(t)
            } else {
                sp.output(t)
            }
        },
        true,
    );

    let has_required = inputs.iter().any(|(p, _)| p.required);
    let ctor = constructor(r, &sp, &name, resource, &inputs, generic);

    let has_get = !resource.is_provider && !resource.is_component;
    let state = model::bind_all(resource.state_inputs.iter().flatten(), true);
    let state_plain = cells(
        &state,
        &field,
        &|_, t| sp.plain(&t.clone().optional().resolved()),
        true,
    );
    let state_input = cells(
        &state,
        &field,
        &|_, t| {
            if generic {
                sp.generic_input(&t.clone().optional())
            } else {
                sp.input(t)
            }
        },
        false,
    );
    let args_plain = cells(&inputs, &field, &|_, t| sp.plain(&t.resolved()), true);
    let args_input = cells(
        &inputs,
        &field,
        &|p, t| match (p.plain, generic) {
            (true, true) => sp.plain(&t.resolved()),
            (true, false) => sp.plain(t),
            (false, true) => sp.generic_input(t),
            (false, false) => sp.input(t),
        },
        false,
    );
    let accessors = accessors(&sp, &name, &outputs, &field);
    // The generic variant's accessors flatten the field's output out of the resource's.
    let generic_accessors = generic_accessors(&sp, &outputs, &field);
    let methods = resource
        .methods
        .iter()
        .map(|m| method(r, &sp, &name, m, generic))
        .collect::<Result<Vec<_>, _>>()?;
    let mut std = vec!["context", "reflect"];
    if has_required {
        std.push("errors");
    }
    let to_output = r.names.generics.classic_to_output();
    let pulumi: &[&str] = if to_output || generic {
        &["pulumi", "pulumix"]
    } else {
        &["pulumi"]
    };
    let imports = r.imports(&std, pulumi, true, &sp);
    let view = minijinja::context! {
        package => r.names.package_name(module),
        imports => imports,
        doc => doc::top_with(resource.description.as_deref(), resource.deprecation_message.as_deref()),
        name => name,
        camel => camel(&name),
        base => base_type(resource),
        fields => fields,
        has_required => has_required,
        ctor => ctor,
        token => source::quote(&resource.token.raw),
        register => register_function(package, resource),
        package_ref => package.parameterization.is_some(),
        has_get => has_get,
        state_plain => state_plain,
        state_input => state_input,
        args_plain => args_plain,
        args_input => args_input,
        methods => methods,
        container_types => r.names.container_types && !resource.is_provider,
        register_inputs => !r.names.disable_input_registrations,
        accessors => if generic { Value::from_serialize(&generic_accessors) } else { Value::from_serialize(&accessors) },
        to_output => to_output,
    };
    Ok((view, file))
}

fn method(
    r: &Renderer,
    sp: &Speller,
    resource: &str,
    m: &crate::ir::Method,
    generic: bool,
) -> Result<MethodView, String> {
    let package = r.package;
    let f = package.function(m.function);
    let method_name = title(&m.name);
    let args: Vec<(&Property, GoType)> =
        model::bind_all(f.inputs.iter().filter(|p| p.name != "__self__"), true);
    let object = result_object(r, f);
    let value = match &f.outputs {
        FunctionOutputs::Value(t) if object.is_none() => Some(model::bind(t, false)),
        _ => None,
    };
    let plain_return = f.return_plain;
    // `liftSingleValueMethodReturns`: the one property is returned, through unexported types.
    let lifted = match object {
        Some((props, _))
            if r.names.lift_single_value_returns && !plain_return && props.len() == 1 =>
        {
            let t = model::property_type(&props[0], false);
            let out = if generic {
                sp.generic_output(&t)
            } else {
                sp.output(&t)
            };
            Some((out, title(&props[0].name)))
        }
        _ => None,
    };
    let result_name = if lifted.is_some() {
        format!("{}{method_name}Result", camel(resource))
    } else {
        format!("{resource}{method_name}Result")
    };
    let mut signature = "ctx *pulumi.Context".to_owned();
    if !args.is_empty() {
        signature.push_str(&format!(", args *{resource}{method_name}Args"));
    }
    let inputs_var = if args.is_empty() { "nil" } else { "args" };
    let token = source::quote(&f.token.raw);
    let call_plain = |property: &str| {
        vec![
            format!("internal.CallPlain(ctx, {token}, {inputs_var}, {result_name}Output{{}}, r, {}, reflect.ValueOf(&o), &e)", source::quote(property)),
            "return".to_owned(),
        ]
    };
    // `ctx.Call`, or for a parameterized package `ctx.CallPackage` with the package's reference
    // (`failed` returns when it cannot be had).
    let package_ref = package.parameterization.is_some();
    let call = |result: &str, output: &str, failed: &str| -> Vec<String> {
        if !package_ref {
            return vec![format!(
                "{result}, err := ctx.Call({token}, {inputs_var}, {output}{{}}, r)"
            )];
        }
        vec![
            "ref, err := internal.PkgGetPackageRef(ctx)".to_owned(),
            "if err != nil {".to_owned(),
            format!("\t{failed}"),
            "}".to_owned(),
            format!(
                "{result}, err {} ctx.CallPackage({token}, {inputs_var}, {output}{{}}, r, ref)",
                if result == "_" { "=" } else { ":=" }
            ),
        ]
    };
    let (retty, body) = match (object.is_some(), &value, plain_return, &lifted) {
        (true, _, true, _) => (format!("(o {result_name}, e error)"), call_plain("")),
        (false, Some(t), true, _) => (
            format!("(o {}, e error)", sp.plain(&t.resolved())),
            call_plain("Res"),
        ),
        (true, _, false, Some((out, property))) => (
            format!("({out}, error)"),
            [
                call(
                    "out",
                    &format!("{result_name}Output"),
                    &format!("return {out}{{}}, err"),
                ),
                vec![
                    "if err != nil {".to_owned(),
                    format!("\treturn {out}{{}}, err"),
                    "}".to_owned(),
                    format!("return out.({result_name}Output).{property}(), nil"),
                ],
            ]
            .concat(),
        ),
        (true, _, false, None) => (
            format!("({result_name}Output, error)"),
            [
                call(
                    "out",
                    &format!("{result_name}Output"),
                    &format!("return {result_name}Output{{}}, err"),
                ),
                vec![
                    "if err != nil {".to_owned(),
                    format!("\treturn {result_name}Output{{}}, err"),
                    "}".to_owned(),
                    format!("return out.({result_name}Output), nil"),
                ],
            ]
            .concat(),
        ),
        _ => (
            "error".to_owned(),
            [
                call("_", "pulumi.AnyOutput", "return err"),
                vec!["return err".to_owned()],
            ]
            .concat(),
        ),
    };
    let args_lines = (!args.is_empty()).then(|| {
        // The generic variant types both structs' fields as generic inputs of the plain shape.
        let plain = align(
            args.iter()
                .map(|(p, t)| {
                    let ty = if generic {
                        sp.generic_input(&t.resolved())
                    } else {
                        sp.plain(&t.resolved())
                    };
                    types::cell(p, ty, true)
                })
                .collect(),
        );
        let input = align(
            args.iter()
                .map(|(p, t)| {
                    let ty = if generic {
                        sp.generic_input(&t.resolved())
                    } else {
                        sp.plain(t)
                    };
                    types::cell(p, ty, false)
                })
                .collect(),
        );
        (plain, input)
    });
    let result = if let Some((props, description)) = object {
        let bound: Vec<(&Property, GoType)> = model::bind_all(props, false);
        Some(MethodResult {
            name: result_name.clone(),
            doc: doc::top_with(description, None),
            fields: align(
                bound
                    .iter()
                    .map(|(p, t)| types::cell(p, sp.plain(&t.resolved()), true))
                    .collect(),
            ),
            accessors: bound
                .iter()
                .map(|(p, t)| {
                    Accessor::new(
                        doc::top_with(p.description.as_deref(), p.deprecation_message.as_deref()),
                        title(&p.name),
                        sp.output(t),
                        sp.plain(&t.resolved()),
                        title(&p.name),
                        &result_name,
                    )
                })
                .collect(),
            generic_accessors: if generic {
                bound
                    .iter()
                    .map(|(p, t)| {
                        generic::ObjectAccessor::new(
                            doc::top_with(
                                p.description.as_deref(),
                                p.deprecation_message.as_deref(),
                            ),
                            title(&p.name),
                            sp.generic_output(t),
                            sp.plain(&t.resolved()),
                            title(&p.name),
                        )
                    })
                    .collect()
            } else {
                Vec::new()
            },
        })
    } else if let (Some(t), true) = (&value, plain_return) {
        // A plain non-object result travels as the `res` property of an object.
        let plain = sp.plain(&t.resolved());
        Some(MethodResult {
            name: result_name.clone(),
            doc: Vec::new(),
            fields: align(vec![Cell {
                doc: Vec::new(),
                name: "Res".to_owned(),
                ty: plain.clone(),
                tag: Some(source::tag("res")),
            }]),
            generic_accessors: if generic {
                vec![generic::ObjectAccessor::new(
                    Vec::new(),
                    "Res".to_owned(),
                    sp.generic_output(t),
                    plain.clone(),
                    "Res".to_owned(),
                )]
            } else {
                Vec::new()
            },
            accessors: vec![Accessor::new(
                Vec::new(),
                "Res".to_owned(),
                sp.output(t),
                plain,
                "Res".to_owned(),
                &result_name,
            )],
        })
    } else {
        None
    };
    Ok(MethodView {
        doc: doc::top_with(f.description.as_deref(), f.deprecation_message.as_deref()),
        signature: format!("{signature}) {retty}"),
        name: method_name.clone(),
        body,
        args: args_lines,
        args_name: format!("{resource}{method_name}Args"),
        args_plain_name: format!("{}{method_name}Args", camel(resource)),
        result,
    })
}

/// The object a function returns, if it returns one: its properties and description. Pulumi
/// treats a `$ref` to an object type like an inline object result.
pub fn result_object<'p>(
    r: &Renderer<'p>,
    f: &'p Function,
) -> Option<(&'p [Property], Option<&'p str>)> {
    match &f.outputs {
        FunctionOutputs::Object { properties, .. } => {
            Some((properties, f.outputs_description.as_deref()))
        }
        FunctionOutputs::Value(crate::ir::Type::Object(id)) => {
            let object = r.package.object(*id);
            Some((&object.properties, object.description.as_deref()))
        }
        _ => None,
    }
}

/// The state type a resource's struct embeds.
fn base_type(resource: &Resource) -> &'static str {
    if resource.is_provider {
        "pulumi.ProviderResourceState"
    } else if resource.is_component {
        "pulumi.ResourceState"
    } else {
        "pulumi.CustomResourceState"
    }
}

/// The `pulumi.Context` method that registers a resource.
fn register_function(package: &crate::ir::Package, resource: &Resource) -> &'static str {
    match (resource.is_component, package.parameterization.is_some()) {
        (true, true) => "RegisterPackageRemoteComponentResource",
        (true, false) => "RegisterRemoteComponentResource",
        (false, true) => "RegisterPackageResource",
        (false, false) => "RegisterResource",
    }
}

/// Aligned struct fields, one per property: its doc, its Go name, the type `ty` gives, and its
/// `pulumi:"…"` tag if `tagged`.
fn cells(
    props: &[(&Property, GoType)],
    field: &dyn Fn(&Property) -> String,
    ty: &dyn Fn(&Property, &GoType) -> String,
    tagged: bool,
) -> Vec<Line> {
    align(
        props
            .iter()
            .map(|(p, t)| Cell {
                doc: doc::inner(p.description.as_deref(), p.deprecation_message.as_deref()),
                name: field(p),
                ty: ty(p, t),
                tag: tagged.then(|| source::tag(&p.name)),
            })
            .collect(),
    )
}

/// The accessor method of a resource's output: its field's name, `Get…` where that is a
/// method every output type has (`ElementType`, `IsSecret`).
fn accessor_name(p: &Property, field: &dyn Fn(&Property) -> String) -> String {
    let method = field(p);
    if matches!(p.name.to_lowercase().as_str(), "elementtype" | "issecret") {
        format!("Get{method}")
    } else {
        method
    }
}

/// The classic variant's output accessors of a resource's outputs.
fn accessors(
    sp: &Speller,
    name: &str,
    outputs: &[(&Property, GoType)],
    field: &dyn Fn(&Property) -> String,
) -> Vec<Accessor> {
    outputs
        .iter()
        .map(|(p, t)| {
            let method = accessor_name(p, field);
            let out = sp.output(t);
            Accessor::new(
                doc::top_with(p.description.as_deref(), p.deprecation_message.as_deref()),
                method,
                out.clone(),
                out,
                field(p),
                &format!("*{name}"),
            )
        })
        .collect()
}

/// The generic variant's output accessors of a resource's outputs.
fn generic_accessors(
    sp: &Speller,
    outputs: &[(&Property, GoType)],
    field: &dyn Fn(&Property) -> String,
) -> Vec<GenericAccessor> {
    outputs
        .iter()
        .map(|(p, t)| {
            let method = accessor_name(p, field);
            let out = sp.generic_output(t);
            let mut element = sp.plain(&t.resolved());
            let optional_asset =
                t.is_optional() && matches!(t.unwrap(), GoType::Asset | GoType::Archive);
            if !element.starts_with('*')
                && (out.starts_with("pulumix.GPtrOutput") || optional_asset)
            {
                element = format!("*{element}");
            }
            GenericAccessor {
                doc: doc::top_with(p.description.as_deref(), p.deprecation_message.as_deref()),
                name: method,
                cast: spell::generic_needs_cast(&out),
                out_type: out,
                element,
                field: field(p),
            }
        })
        .collect()
}

/// What a resource's constructor does before it registers the resource, as the input plan
/// says: the statements are the template's (`go/_resource.j2`), the values are these.
fn constructor(
    r: &Renderer,
    sp: &Speller,
    name: &str,
    resource: &Resource,
    inputs: &[(&Property, GoType)],
    generic: bool,
) -> Constructor {
    let package = r.package;
    let field = |p: &Property| go_naming::resource_field_name(name, &p.name);
    // The input plan, beside each input's Go type.
    let plan: Vec<(ResourceInput, &GoType)> = resource_inputs(resource)
        .into_iter()
        .zip(inputs.iter().map(|(_, t)| t))
        .collect();
    // The constructor's statements are the template's; these are the values it spells.
    let required_args: Vec<String> = plan
        .iter()
        .filter(|(input, t)| {
            input.property.required && t.is_nil_type(package) && !input.has_default()
        })
        .map(|(input, _)| field(input.property))
        .collect();
    let defaults = input_defaults(r, sp, name, &plan, generic);
    let secret_inputs: Vec<SecretInput> = plan
        .iter()
        .filter(|(input, _)| input.secret && !(generic && input.property.plain))
        .map(|(input, t)| SecretInput {
            field: field(input.property),
            generic,
            ty: if generic {
                sp.plain_generic_input(t)
            } else {
                sp.plain(t)
            },
        })
        .collect();
    let quoted = |items: &mut dyn Iterator<Item = &str>| -> Vec<String> {
        items.map(source::quote).collect()
    };
    let aliases = quoted(&mut resource.aliases.iter().map(String::as_str));
    let secret_outputs = quoted(&mut resource.secret_outputs());
    let replace = package.replace_on_changes_paths(resource);
    let replace_on_changes = quoted(&mut replace.iter().map(String::as_str));
    Constructor {
        required_args,
        defaults,
        aliases,
        secret_inputs,
        secret_outputs,
        replace_on_changes,
    }
}

/// The statements of a constructor that set its inputs' constants and defaults (the value
/// lines Go's type model spells; the template places them).
fn input_defaults(
    r: &Renderer,
    sp: &Speller,
    name: &str,
    plan: &[(ResourceInput, &GoType)],
    generic: bool,
) -> Vec<String> {
    let package = r.package;
    let field = |p: &Property| go_naming::resource_field_name(name, &p.name);
    let mut defaults: Vec<String> = Vec::new();
    for &(input, t) in plan {
        let p = input.property;
        let f = field(p);
        if let Some(c) = input.constant() {
            let v = source::scalar(c, types::is_float(r, t.unwrap()));
            defaults.extend(types::assign(
                sp,
                t,
                "args",
                &f,
                &v,
                t.is_nil_type(package),
                &camel(&p.name),
                generic,
            ));
        } else if input.has_default() {
            if t.is_nil_type(package) {
                defaults.push(format!("if args.{f} == nil {{"));
            } else {
                defaults.push(format!("if internal.IsZero(args.{f}) {{"));
            }
            let indirect = t.is_nil_type(package);
            for l in types::default_value(r, sp, p, t, "args", &f, indirect, generic) {
                defaults.push(format!("\t{l}"));
            }
            defaults.push("}".to_owned());
        } else if generic && !p.plain && types::needs_defaults(r, t) {
            let value = sp.plain_generic_input(t);
            defaults.push(format!("if args.{f} != nil {{"));
            defaults.push(format!(
                "\targs.{f} = pulumix.Apply(args.{f}, func(o {value}) {value} {{"
            ));
            defaults.push("\t\treturn o.Defaults()".to_owned());
            defaults.push("\t})".to_owned());
            defaults.push("}".to_owned());
        } else if types::needs_defaults(r, t) {
            let deref = if p.required { "*" } else { "" };
            let out = sp.output(t);
            let to_output = format!("To{}", out.rsplit('.').next().unwrap_or(&out));
            let resolved = sp.plain(&t.resolved());
            let value = if p.plain {
                format!("args.{f}.Defaults()")
            } else {
                format!(
                    "args.{f}.{to_output}().ApplyT(func(v {resolved}) {resolved} {{ return {deref}v.Defaults() }}).({out})"
                )
            };
            if p.required {
                defaults.push(format!("args.{f} = {value}"));
            } else {
                defaults.push(format!("if args.{f} != nil {{"));
                defaults.push(format!("\targs.{f} = {value}"));
                defaults.push("}".to_owned());
            }
        }
    }
    defaults
}

/// A function file (`getFoo.go`) in the classic or the generic variant.
pub fn function(r: &Renderer, module: &str, index: usize, generic: bool) -> Result<Value, String> {
    let package = r.package;
    let f = &package.functions[index];
    if generic && f.multi_argument_inputs.is_some() {
        return Err(format!(
            "function `{}`: the generic Go SDK (language.go.generics) cannot take inputs as separate arguments (multiArgumentInputs)",
            f.token.raw
        ));
    }
    let name = r.names.functions[index]
        .as_ref()
        .map(|(_, n, _)| n.clone())
        .unwrap_or_default();
    let sp = Speller::new(package, r.names, r.externals, module);
    let plain_inputs: Vec<(&Property, GoType)> = model::bind_all(&f.inputs, false);
    let input_shape: Vec<(&Property, GoType)> = model::bind_all(&f.inputs, true);
    let multi = f.multi_argument_inputs.is_some();
    let args_name = if multi {
        format!("{}Args", camel(&name))
    } else {
        format!("{name}Args")
    };
    let output_args_name = if multi {
        format!("{}OutputArgs", camel(&name))
    } else {
        format!("{name}OutputArgs")
    };
    let inputs_need_defaults = f.has_inputs
        && !r.names.disable_defaults
        && plain_inputs.iter().any(|(p, t)| {
            p.default.is_some() || !p.default_env.is_empty() || types::needs_defaults(r, t)
        });
    let object = result_object(r, f);
    let result_props = object.map(|(props, _)| model::bind_all(props, false));
    let value_type = match &f.outputs {
        FunctionOutputs::Value(t) if object.is_none() => Some(model::bind(t, false)),
        _ => None,
    };
    let result_name = format!("{name}Result");
    let result_needs_defaults = !r.names.disable_defaults
        && result_props.as_ref().is_some_and(|props| {
            props.iter().any(|(p, t)| {
                p.default.is_some() || !p.default_env.is_empty() || types::needs_defaults(r, t)
            })
        });

    let mut params = "ctx *pulumi.Context".to_owned();
    let mut output_params = "ctx *pulumi.Context".to_owned();
    let mut multi_fields = Vec::new();
    let mut output_multi_fields = Vec::new();
    if f.has_inputs {
        if multi {
            for (p, t) in &plain_inputs {
                let param = param_name(&p.name);
                params.push_str(&format!(", {param} {}", sp.plain(t)));
                multi_fields.push((types::field(p), param));
            }
            for (p, t) in &input_shape {
                let param = param_name(&p.name);
                output_params.push_str(&format!(", {param} {}", sp.plain(t)));
                output_multi_fields.push((types::field(p), param));
            }
        } else {
            params.push_str(&format!(", args *{args_name}"));
            output_params.push_str(&format!(", args {output_args_name}"));
        }
    }
    let (ret, outputs_type) = match (&result_props, &value_type) {
        (Some(_), _) => (format!("(*{result_name}, error)"), result_name.clone()),
        (None, Some(t)) => (
            format!("({}, error)", sp.plain(t)),
            format!("map[string]{}", sp.plain(t)),
        ),
        (None, None) => ("error".to_owned(), "struct{}".to_owned()),
    };
    let inputs_var = if !f.has_inputs {
        "nil"
    } else if inputs_need_defaults {
        "args.Defaults()"
    } else {
        "args"
    };
    let output_inputs_var = if !f.has_inputs {
        "nil"
    } else if inputs_need_defaults {
        "outputArgs"
    } else {
        "args"
    };
    let output_result = match (&result_props, &value_type) {
        (Some(_), _) => Some(format!("{result_name}Output")),
        (None, Some(t)) => Some(sp.output(t)),
        _ => None,
    };
    let (value_map_output, value_map_type, value_plain) = match &value_type {
        Some(t) => {
            let map = GoType::Map(Box::new(t.clone()));
            (sp.output(&map), sp.plain(&map), sp.plain(t))
        }
        None => (String::new(), String::new(), String::new()),
    };
    let args_fields = align(
        plain_inputs
            .iter()
            .map(|(p, t)| types::cell(p, sp.plain(&t.resolved()), true))
            .collect(),
    );
    let args_defaults: Option<Defaults> = if inputs_need_defaults {
        types::defaults(r, &sp, &plain_inputs, false)
    } else {
        None
    };
    let output_args_fields = align(
        input_shape
            .iter()
            .map(|(p, t)| types::cell(p, sp.plain(t), true))
            .collect(),
    );
    let result_fields = result_props.as_ref().map(|props| {
        align(
            props
                .iter()
                .map(|(p, t)| types::cell(p, sp.plain(&t.resolved()), true))
                .collect(),
        )
    });
    let result_defaults = match &result_props {
        Some(props) if result_needs_defaults => types::defaults(r, &sp, props, false),
        _ => None,
    };
    let result_accessors = result_props
        .as_ref()
        .map(|props| types::accessors(&sp, &result_name, props))
        .unwrap_or_default();

    // The generic variant's Output form: generic inputs resolved into the plain arguments, and
    // an output of the result with generic accessors (only for object results).
    let generic_output_args_fields = align(
        input_shape
            .iter()
            .map(|(p, t)| types::cell(p, sp.generic_field(p.plain, t), true))
            .collect(),
    );
    let generic_args_fields: Vec<String> =
        input_shape.iter().map(|(p, _)| types::field(p)).collect();
    let generic_args_values = source::key_values(
        &input_shape
            .iter()
            .enumerate()
            .map(|(i, (p, t))| {
                (
                    types::field(p),
                    format!("resolvedArgs[{i}].({})", sp.plain(&t.resolved())),
                )
            })
            .collect::<Vec<_>>(),
    );
    let generic_result_accessors: Vec<generic::ObjectAccessor> = result_props
        .as_ref()
        .map(|props| {
            props
                .iter()
                .map(|(p, t)| {
                    generic::ObjectAccessor::new(
                        Vec::new(),
                        types::field(p),
                        sp.generic_output(t),
                        sp.plain(t),
                        types::field(p),
                    )
                })
                .collect()
        })
        .unwrap_or_default();

    // `reflect` is used by the Output form's argument type and the result's output type,
    // `context` by the latter.
    let mut std: Vec<&str> = Vec::new();
    // The generic variant's Output form calls the plain form, and exists for object results.
    let generic_output = generic && result_props.is_some() && f.plain_form;
    if generic {
        if generic_output {
            std.extend(["context", "reflect"]);
        }
    } else {
        if output_result.is_some() && (f.has_inputs || result_props.is_some()) {
            std.push("reflect");
        }
        if output_result.is_some() && result_props.is_some() {
            std.push("context");
        }
    }
    // The result's output type is a `pulumix.Input` beside a generic variant.
    let to_output = r.names.generics.classic_to_output() && result_props.is_some();
    let pulumi: &[&str] = if (to_output && result_props.is_some()) || generic_output {
        &["pulumi", "pulumix"]
    } else {
        &["pulumi"]
    };
    let imports = r.imports(&std, pulumi, true, &sp);
    Ok(minijinja::context! {
        package_ref => package.parameterization.is_some(),
        generic_output_args_fields => generic_output_args_fields,
        generic_args_fields => generic_args_fields,
        generic_args_values => generic_args_values,
        generic_result_accessors => generic_result_accessors,
        to_output => to_output,
        package => r.names.package_name(module),
        imports => imports,
        doc => doc::top_with(f.description.as_deref(), f.deprecation_message.as_deref()),
        name => name,
        token => source::quote(&f.token.raw),
        plain_form => f.plain_form,
        params => params,
        output_params => output_params,
        multi => multi,
        multi_fields => source::key_values(&multi_fields),
        output_multi_fields => source::key_values(&output_multi_fields),
        ret => ret,
        outputs_type => outputs_type,
        kind => if result_props.is_some() { "object" } else if value_type.is_some() { "value" } else { "none" },
        value_plain => value_plain,
        value_map_output => value_map_output,
        value_map_type => value_map_type,
        inputs_var => inputs_var,
        output_inputs_var => output_inputs_var,
        result_ret => if result_needs_defaults { "rv.Defaults()" } else { "&rv" },
        has_inputs => f.has_inputs,
        args_name => args_name,
        args_doc => doc::top_with(f.inputs_description.as_deref(), None),
        args_fields => args_fields,
        args_defaults => args_defaults,
        output_args_name => output_args_name,
        output_args_fields => output_args_fields,
        output_result => output_result,
        result_name => result_name,
        result_doc => doc::top_with(object.and_then(|(_, d)| d), None),
        result_fields => result_fields,
        result_defaults => result_defaults,
        result_accessors => result_accessors,
    })
}

/// A parameter name for a multi-argument input (Pulumi's `functionParamName`).
fn param_name(name: &str) -> String {
    match name {
        "ctx" | "args" | "opts" => format!("{name}Arg"),
        _ => go_naming::make_valid_identifier(name),
    }
}

#[derive(Serialize)]
struct ConfigVar {
    doc: Vec<String>,
    name: String,
    go_type: String,
    key: String,
    /// `Bool`, `Int`, `Float64` or empty (string).
    kind: String,
    /// The statements computing the default into `value`, if there is one.
    default: Vec<String>,
}

/// `config/config.go`.
pub fn config(r: &Renderer, module: &str) -> Value {
    let package = r.package;
    let sp = Speller::new(package, r.names, r.externals, module);
    let vars: Vec<ConfigVar> = package
        .config
        .iter()
        .map(|p| {
            let ty = model::property_type(p, false);
            let (go_type, kind) = config_go_type(p);
            let default = if p.default.is_some() || !p.default_env.is_empty() {
                config_default(&sp, p, ty.unwrap())
            } else {
                Vec::new()
            };
            ConfigVar {
                doc: doc::top_with(p.description.as_deref(), p.deprecation_message.as_deref()),
                name: title(&p.name),
                go_type: go_type.to_owned(),
                key: source::quote(&format!("{}:{}", package.name, camel(&p.name))),
                kind: kind.to_owned(),
                default,
            }
        })
        .collect();
    minijinja::context! {
        package => r.names.package_name(module),
        imports => r.imports(&[], &["pulumi", "pulumi/config"], true, &sp),
        vars => vars,
    }
}

/// A configuration getter's Go result type and the `config.…` getter kind it uses.
pub fn config_go_type(p: &Property) -> (&'static str, &'static str) {
    match model::property_type(p, false).unwrap() {
        GoType::Bool => ("bool", "Bool"),
        GoType::Int => ("int", "Int"),
        GoType::Number => ("float64", "Float64"),
        _ => ("string", ""),
    }
}

/// `value = …` statements for a config variable's default (Pulumi's `setDefaultValue`).
fn config_default(sp: &Speller, p: &Property, ty: &GoType) -> Vec<String> {
    let value = p.default.as_ref().map(|d| {
        let v = source::scalar(d, matches!(ty, GoType::Number));
        if matches!(ty, GoType::Enum(_)) {
            format!("{}({v})", sp.plain(ty))
        } else {
            v
        }
    });
    if p.default_env.is_empty() {
        return vec![format!("value = {}", value.unwrap_or_default())];
    }
    let (parser, go_type) = types::env_parser(ty);
    let vars: Vec<String> = p.default_env.iter().map(|e| source::quote(e)).collect();
    vec![
        format!(
            "if d := internal.GetEnvOrDefault({}, {parser}, {}); d != nil {{",
            value.unwrap_or_else(|| "nil".to_owned()),
            vars.join(", ")
        ),
        format!("\tvalue = d.({go_type})"),
        "}".to_owned(),
    ]
}

/// A package's `init.go`: registers its resource module (and the provider in the root).
pub fn init(r: &Renderer, module: &str) -> Value {
    let package = r.package;
    let sp = Speller::new(package, r.names, r.externals, module);
    let mut cases = Vec::new();
    let mut modules = std::collections::BTreeSet::new();
    for (i, resource) in package.resources.iter().enumerate() {
        if resource.is_overlay || r.names.resources[i].0 != module {
            continue;
        }
        let token = &resource.token.raw;
        modules.insert(token.split(':').nth(1).unwrap_or_default().to_owned());
        cases.push((source::quote(token), r.names.resources[i].1.clone()));
    }
    let provider = module.is_empty() && !package.provider.is_overlay;
    minijinja::context! {
        package => r.names.package_name(module),
        imports => r.imports(&["fmt"], &["pulumi", "semver"], true, &sp),
        cases => cases,
        modules => modules.into_iter().map(|m| source::quote(&m)).collect::<Vec<_>>(),
        provider => provider,
        package_name => source::quote(&package.name),
        provider_token => source::quote(&format!("pulumi:providers:{}", package.name)),
    }
}
