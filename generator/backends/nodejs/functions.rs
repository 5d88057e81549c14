//! The views of function files (the Promise form and the `…Output` form with their argument
//! and result interfaces) and of the configuration module.

use serde::Serialize;

use super::literals::{access, default_expr, deprecated_tag, string};
use super::ts_type::TsType;
use super::types::{with_defaults, Form, Speller};
use super::views::{doc_of, interface, package_ref, schema_required, Interface};
use crate::ir::{Function, FunctionOutputs, Package, Property, Type};
use crate::naming::nodejs as js;
use crate::naming::nodejs::plan::Plan;

#[derive(Serialize)]
pub struct FunctionView {
    pub doc: String,
    pub deprecation_comment: Option<String>,
    pub deprecation_warning: Option<String>,
    pub token: String,
    /// The Promise form (absent when the schema asks for the Output form only).
    pub plain: Option<Callable>,
    /// The `…Output` form (absent for a plain function without result).
    pub output: Option<Callable>,
    /// `GetXArgs` (absent when the function takes no inputs).
    pub args_interface: Option<Interface>,
    /// `GetXResult` (absent unless the function returns an object bag).
    pub result_interface: Option<Interface>,
    /// `GetXOutputArgs` (absent when there are no inputs).
    pub output_args_interface: Option<Interface>,
}

/// One of the two callable forms.
#[derive(Serialize)]
pub struct Callable {
    pub name: String,
    /// Everything before `opts?:` in the parameter list (`args: GetXArgs, `).
    pub params: String,
    pub options: &'static str,
    pub returns: String,
    /// Writes `args = args || {};`.
    pub default_args: bool,
    /// `invoke`, `invokeOutput`, `invokeSingle` or `invokeSingleOutput`.
    pub invoke: String,
    /// The entries of the argument bag.
    pub entries: Vec<(String, String)>,
    /// `, utilities.getPackage()` for a parameterized package.
    pub package_ref: String,
}

/// The names a function file exports (for the module's index).
pub struct FunctionExports {
    pub interfaces: Vec<String>,
    pub functions: Vec<String>,
}

pub fn view(
    package: &Package,
    names: &Plan,
    speller: &Speller,
    function: &Function,
    name: &str,
) -> (FunctionView, FunctionExports) {
    let (args_name, result_name, output_args_name) = names.function_interfaces(function);
    let optional = function.inputs.iter().all(|p| !p.required);
    let multi = function.multi_argument_inputs.as_ref();
    let returns = match &function.outputs {
        FunctionOutputs::None => "void".to_owned(),
        FunctionOutputs::Object { .. } => result_name.clone(),
        FunctionOutputs::Value(ty) => speller.spell(ty, Form::Output).print(),
    };
    let single = matches!(function.outputs, FunctionOutputs::Value(_));

    let form = |plain: bool| -> Callable {
        let params = if let Some(order) = multi {
            let form = if plain { Form::Plain } else { Form::Input };
            let spelled: Vec<(&Property, bool, String)> = order
                .iter()
                .filter_map(|n| function.inputs.iter().find(|p| &p.name == n))
                .map(|p| {
                    let (opt, ty) = speller.property(p, form, p.required);
                    (p, opt, ty)
                })
                .collect();
            // A required parameter cannot follow an optional one (TS1016), so an optional one
            // before the last required one is spelled `name: T | undefined`.
            let last_required = spelled.iter().rposition(|(_, opt, _)| !opt);
            spelled
                .iter()
                .enumerate()
                .map(|(i, (p, opt, ty))| {
                    let name = js::make_valid_identifier(&p.name);
                    if *opt && last_required.is_some_and(|last| i < last) {
                        format!("{name}: {ty} | undefined, ")
                    } else {
                        format!("{name}{}: {ty}, ", if *opt { "?" } else { "" })
                    }
                })
                .collect::<String>()
        } else if !function.has_inputs || (!plain && function.inputs.is_empty()) {
            String::new()
        } else {
            format!(
                "args{}: {}, ",
                if optional { "?" } else { "" },
                if plain { &args_name } else { &output_args_name }
            )
        };
        let entries = function
            .inputs
            .iter()
            .map(|p| {
                let mut value = match multi {
                    Some(_) => js::make_valid_identifier(&p.name),
                    None => access("args", &p.name, false),
                };
                // Nested object defaults are applied before the value is sent.
                let arg_form = if plain { Form::Plain } else { Form::Input };
                if let Some(function) = speller.defaults_function(&p.type_, arg_form) {
                    value = with_defaults(&function, &value, !plain, p.required);
                }
                (string(&p.name), value)
            })
            .collect();
        let mut invoke = if single { "invokeSingle" } else { "invoke" }.to_owned();
        if !plain {
            invoke.push_str("Output");
        }
        Callable {
            name: if plain {
                name.to_owned()
            } else {
                format!("{name}Output")
            },
            default_args: multi.is_none() && optional && !params.is_empty(),
            params,
            options: if plain {
                "pulumi.InvokeOptions"
            } else {
                "pulumi.InvokeOutputOptions"
            },
            returns: if plain {
                format!("Promise<{returns}>")
            } else {
                format!("pulumi.Output<{returns}>")
            },
            invoke,
            entries,
            package_ref: package_ref(package)
                .map(|r| format!(", {r}"))
                .unwrap_or_default(),
        }
    };

    let mut exports = FunctionExports {
        interfaces: Vec::new(),
        functions: Vec::new(),
    };
    let plain = function.plain_form.then(|| form(true));
    let output = (!(matches!(function.outputs, FunctionOutputs::None) && function.plain_form))
        .then(|| form(false));
    if let Some(f) = &plain {
        exports.functions.push(f.name.clone());
    }

    let inputs_doc = |name: &str| {
        let mut i = interface(
            speller,
            name.to_owned(),
            function.inputs.iter(),
            if name == args_name {
                Form::Plain
            } else {
                Form::Input
            },
            false,
            &schema_required,
            "",
        );
        i.doc = doc_of(
            Some(&format!(
                "A collection of arguments for invoking {}.",
                js::function_name(&function.token.name)
            )),
            None,
            "",
        );
        i
    };
    let args_interface = (function.has_inputs && multi.is_none()).then(|| inputs_doc(&args_name));
    if args_interface.is_some() {
        exports.interfaces.push(args_name.clone());
    }
    let result_interface = match &function.outputs {
        FunctionOutputs::Object { properties, .. } => {
            let mut i = interface(
                speller,
                result_name.clone(),
                properties.iter(),
                Form::Output,
                true,
                &schema_required,
                "",
            );
            i.doc = doc_of(
                Some(&format!(
                    "A collection of values returned by {}.",
                    js::function_name(&function.token.name)
                )),
                None,
                "",
            );
            exports.interfaces.push(result_name.clone());
            Some(i)
        }
        _ => None,
    };
    let output_args_interface =
        (output.is_some() && function.has_inputs && multi.is_none() && !function.inputs.is_empty())
            .then(|| inputs_doc(&output_args_name));
    if output_args_interface.is_some() {
        exports.interfaces.push(output_args_name.clone());
    }
    if let Some(f) = &output {
        exports.functions.push(f.name.clone());
    }

    let view = FunctionView {
        doc: doc_of(function.description.as_deref(), None, ""),
        deprecation_comment: function
            .deprecation_message
            .as_deref()
            .map(|m| deprecated_tag(m, "")),
        deprecation_warning: function
            .deprecation_message
            .as_deref()
            .map(|m| string(&format!("{name} is deprecated: {m}"))),
        token: string(&function.token.raw),
        plain,
        output,
        args_interface,
        result_interface,
        output_args_interface,
    };
    (view, exports)
}

/// One configuration variable of `config/vars.ts`.
#[derive(Serialize)]
pub struct ConfigVar {
    pub doc: String,
    /// The exported name (the schema name, made a valid identifier).
    pub name: String,
    /// Its name as a string literal.
    pub name_literal: String,
    pub ty: String,
    /// The expression the getter returns.
    pub fetch: String,
}

pub fn config_vars(package: &Package, speller: &Speller) -> Vec<ConfigVar> {
    package
        .config
        .iter()
        .map(|p| {
            let spelled = speller.spell(&p.type_, Form::Output);
            let get = match &p.type_ {
                Type::String => format!("__config.get({})", string(&p.name)),
                Type::Token(t) if *t.underlying == Type::String => {
                    format!("<{}>__config.get({})", spelled.print(), string(&p.name))
                }
                _ => format!(
                    "__config.getObject<{}>({})",
                    spelled.print(),
                    string(&p.name)
                ),
            };
            let fetch = match default_expr(p.default.as_ref(), &p.default_env, &p.type_) {
                Some(default) => format!("{get} ?? {default}"),
                None => get,
            };
            let ty = config_type(spelled, p);
            let name = js::make_valid_identifier(&p.name);
            ConfigVar {
                // Pulumi's config getters carry no `@deprecated`, and editors strike through
                // what has it: a deprecation message is not part of this API.
                doc: doc_of(p.description.as_deref(), None, ""),
                name_literal: string(&name),
                name,
                ty: ty.print(),
                fetch,
            }
        })
        .collect()
}

/// A configuration getter's type: `T | undefined` unless a default always gives a value.
pub fn config_type(spelled: TsType, p: &Property) -> TsType {
    if p.default.is_some() {
        spelled
    } else {
        spelled.or_undefined()
    }
}
