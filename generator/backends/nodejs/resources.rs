//! The view of one resource file: the class (static `get`, `isInstance`, output properties,
//! the constructor that fills `resourceInputs`, methods), its `…State` and `…Args` interfaces
//! and the namespace of its method types.

use serde::Serialize;

use super::literals::{access, default_expr, deprecated_tag, key, scalar, string};
use super::types::{with_defaults, Form, Speller};
use super::views::{doc_of, interface, package_ref, schema_required, Interface};
use crate::ir::inputs::{resource_inputs, InputValue, PlainStrings, ResourceInput};
use crate::ir::{FunctionOutputs, Package, Property, Resource};
use crate::naming::nodejs::plan::Plan;

#[derive(Serialize)]
pub struct ResourceView {
    pub doc: String,
    pub name: String,
    /// `CustomResource`, `ProviderResource` or `ComponentResource`.
    pub base: &'static str,
    /// The options type of the constructor and `get`.
    pub options: &'static str,
    pub is_provider: bool,
    pub is_component: bool,
    /// The `__pulumiType` literal (the token; the package name for a provider).
    pub type_literal: String,
    /// `get` takes a state bag.
    pub has_state: bool,
    /// What the constructor passes after `opts` (remote for a component; the package reference
    /// of a parameterized package).
    pub super_extra: String,
    /// The package reference `exists` passes (`undefined` unless parameterized).
    pub exists_package: &'static str,
    /// A string literal for `pulumi.log.warn` when the resource is deprecated.
    pub deprecation_warning: Option<String>,
    pub deprecation_comment: Option<String>,
    pub outputs: Vec<OutputProperty>,
    pub args_optional: bool,
    /// `resourceInputs[key] = state?.key` lines of a lookup.
    pub state_inputs: Vec<Assignment>,
    /// Checks for required inputs: (access, name literal).
    pub required: Vec<Assignment>,
    pub inputs: Vec<Assignment>,
    /// Output-only properties, set to `undefined` on creation.
    pub out_only: Vec<String>,
    /// Every output property (a lookup without state sets them all to `undefined`).
    pub all_outputs: Vec<String>,
    pub aliases: Vec<String>,
    pub secret_outputs: Vec<String>,
    pub replace_on_changes: Vec<String>,
    pub methods: Vec<MethodView>,
    pub state_interface: Option<Interface>,
    pub args_interface: Interface,
    pub method_interfaces: Vec<Interface>,
}

#[derive(Serialize)]
pub struct OutputProperty {
    pub doc: String,
    pub key: String,
    /// Not an input (marked `/*out*/`, as in Pulumi's output).
    pub out: bool,
    pub ty: String,
}

/// `resourceInputs[key] = value;`, or a required check of `value` naming `key`.
#[derive(Serialize)]
pub struct Assignment {
    pub key: String,
    pub value: String,
}

#[derive(Serialize)]
pub struct MethodView {
    pub doc: String,
    pub name: String,
    /// `args?: Class.FooArgs`, or empty.
    pub params: String,
    pub returns: String,
    pub args_optional: bool,
    pub has_args: bool,
    pub token: String,
    /// Entries of the call's argument bag.
    pub entries: Vec<Assignment>,
    pub deprecation_warning: Option<String>,
    /// `pulumi.runtime.call` or `utilities.callAsync`.
    pub call: &'static str,
    /// Extra arguments after `this` (`, {}` for plain results).
    pub call_extra: String,
    /// What precedes the call: `return `, the `result` of a lifted method, or nothing.
    pub call_prefix: String,
    /// The property returned, when the method returns its result's one property
    /// (`liftSingleValueMethodReturns`): `result.value`.
    pub lifted: Option<String>,
}

pub fn view(
    package: &Package,
    names: &Plan,
    speller: &Speller,
    resource: &Resource,
    class: &str,
) -> Result<ResourceView, String> {
    let (base, options) = if resource.is_component {
        ("ComponentResource", "ComponentResourceOptions")
    } else if resource.is_provider {
        ("ProviderResource", "ResourceOptions")
    } else {
        ("CustomResource", "CustomResourceOptions")
    };
    let kubernetes =
        names.compatibility == crate::naming::nodejs::plan::Compatibility::Kubernetes20;
    let input_names: Vec<&str> = resource
        .input_properties
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    let outputs = resource
        .properties
        .iter()
        .map(|p| OutputProperty {
            doc: doc_of(
                p.description.as_deref(),
                p.deprecation_message.as_deref(),
                "    ",
            ),
            key: key(&p.name),
            out: !input_names.contains(&p.name.as_str()),
            ty: speller.resource_output(p, p.required || kubernetes),
        })
        .collect();
    let args_optional = kubernetes || resource.input_properties.iter().all(|p| !p.required);

    let required = resource
        .input_properties
        .iter()
        .filter(|p| p.required)
        .map(|p| Assignment {
            key: string(&format!("Missing required property '{}'", p.name)),
            value: access("args", &p.name, true),
        })
        .collect();
    let inputs = resource_inputs(resource)
        .into_iter()
        .map(|input| Assignment {
            key: string(&input.property.name),
            value: input_expression(package, speller, input),
        })
        .collect();
    let out_only = resource
        .properties
        .iter()
        .filter(|p| !input_names.contains(&p.name.as_str()))
        .map(|p| string(&p.name))
        .collect();
    let all_outputs = resource
        .properties
        .iter()
        .map(|p| string(&p.name))
        .collect();
    let state_inputs = resource
        .state_inputs
        .iter()
        .flatten()
        .map(|p| Assignment {
            key: string(&p.name),
            value: access("state", &p.name, true),
        })
        .collect();

    let deprecation_warning = resource
        .deprecation_message
        .as_deref()
        .filter(|_| !kubernetes)
        .map(|m| string(&format!("{class} is deprecated: {m}")));
    let deprecation_comment = resource
        .deprecation_message
        .as_deref()
        .map(|m| deprecated_tag(m, "    "));

    let state_interface = resource.state_inputs.as_ref().map(|state| {
        let mut i = interface(
            speller,
            format!("{class}State"),
            state.iter(),
            Form::Input,
            false,
            &schema_required,
            "",
        );
        i.doc = doc_of(
            Some(&format!(
                "Input properties used for looking up and filtering {class} resources."
            )),
            None,
            "",
        );
        i
    });
    let mut args_interface = interface(
        speller,
        format!("{class}Args"),
        resource.input_properties.iter(),
        Form::Input,
        false,
        &schema_required,
        "",
    );
    args_interface.doc = doc_of(
        Some(&format!(
            "The set of arguments for constructing a {class} resource."
        )),
        None,
        "",
    );

    let lift = package.settings.nodejs.lift_single_value_method_returns;
    let mut methods = Vec::new();
    let mut method_interfaces = Vec::new();
    for method in &resource.methods {
        let function = package.function(method.function);
        let (method_name, type_prefix) = Plan::method_name(&method.name);
        let args: Vec<&Property> = function
            .inputs
            .iter()
            .filter(|p| p.name != "__self__")
            .collect();
        let args_optional = args.iter().all(|p| !p.required);
        let (object_result, plain_result) = match &function.outputs {
            FunctionOutputs::Object { plain, .. } => (true, *plain),
            FunctionOutputs::Value(_) => (false, function.return_plain),
            FunctionOutputs::None => (false, false),
        };
        // Like Pulumi's generator: a method returning a single value is generated only when that
        // value is plain (it is awaited and returned as is).
        if matches!(function.outputs, FunctionOutputs::Value(_)) && !plain_result {
            continue;
        }
        // `liftSingleValueMethodReturns`: an Output result of one property returns that
        // property.
        let lifted = match &function.outputs {
            FunctionOutputs::Object {
                properties,
                plain: false,
            } if lift && properties.len() == 1 => Some(&properties[0]),
            _ => None,
        };
        if !args.is_empty() {
            let mut i = interface(
                speller,
                format!("{type_prefix}Args"),
                args.iter().copied(),
                Form::Input,
                false,
                &schema_required,
                "    ",
            );
            i.doc = doc_of(
                Some(&format!(
                    "The set of arguments for the {class}.{} method.",
                    method.name
                )),
                None,
                "    ",
            );
            method_interfaces.push(i);
        }
        if let FunctionOutputs::Object { properties, .. } = &function.outputs {
            let mut i = interface(
                speller,
                format!("{type_prefix}Result"),
                properties.iter(),
                Form::Output,
                true,
                &schema_required,
                "    ",
            );
            i.doc = doc_of(
                Some(&format!(
                    "The results of the {class}.{} method.",
                    method.name
                )),
                None,
                "    ",
            );
            method_interfaces.push(i);
        }
        let result = format!("{class}.{type_prefix}Result");
        let returns = match (&function.outputs, plain_result, lifted) {
            (FunctionOutputs::None, _, _) => "void".to_owned(),
            (FunctionOutputs::Value(ty), _, _) => {
                format!("Promise<{}>", speller.spell(ty, Form::Output).print())
            }
            (_, true, _) => format!("Promise<{result}>"),
            (_, false, Some(p)) => format!(
                "pulumi.Output<{}>",
                speller.spell(&p.type_, Form::Output).print()
            ),
            _ => format!("pulumi.Output<{result}>"),
        };
        let entries = function
            .inputs
            .iter()
            .map(|p| Assignment {
                key: string(&p.name),
                value: if p.name == "__self__" {
                    "this".into()
                } else {
                    access("args", &p.name, false)
                },
            })
            .collect();
        methods.push(MethodView {
            doc: doc_of(
                function.description.as_deref(),
                function.deprecation_message.as_deref(),
                "    ",
            ),
            params: if args.is_empty() {
                String::new()
            } else {
                format!(
                    "args{}: {class}.{type_prefix}Args",
                    if args_optional { "?" } else { "" }
                )
            },
            name: method_name,
            returns,
            args_optional,
            has_args: !args.is_empty(),
            token: string(&function.token.raw),
            entries,
            deprecation_warning: function
                .deprecation_message
                .as_deref()
                .map(|m| string(&format!("{class}.{} is deprecated: {m}", method.name))),
            call: if plain_result {
                "utilities.callAsync"
            } else {
                "pulumi.runtime.call"
            },
            call_extra: {
                // A plain single value comes back as the property `res` of the result.
                let plain_opts = if object_result {
                    ", {}"
                } else {
                    ", {property: \"res\"}"
                };
                match (plain_result, package_ref(package)) {
                    (true, Some(r)) => format!("{plain_opts}, {r}"),
                    (true, None) => plain_opts.to_owned(),
                    (false, Some(r)) => format!(", {r}"),
                    (false, None) => String::new(),
                }
            },
            call_prefix: match (&function.outputs, lifted) {
                (FunctionOutputs::None, _) => String::new(),
                (_, Some(_)) => format!("const result: pulumi.Output<{result}> = "),
                _ => "return ".to_owned(),
            },
            lifted: lifted.map(|p| access("result", &p.name, false)),
        });
    }

    Ok(ResourceView {
        doc: doc_of(
            resource.description.as_deref(),
            resource.deprecation_message.as_deref(),
            "",
        ),
        name: class.to_owned(),
        base,
        options,
        is_provider: resource.is_provider,
        is_component: resource.is_component,
        type_literal: string(if resource.is_provider {
            &package.name
        } else {
            &resource.token.raw
        }),
        has_state: resource.state_inputs.is_some(),
        super_extra: match (resource.is_component, package_ref(package)) {
            (true, Some(r)) => format!(", true /*remote*/, {r}"),
            (true, None) => ", true /*remote*/".to_owned(),
            (false, Some(r)) => format!(", false /*dependency*/, {r}"),
            (false, None) => String::new(),
        },
        exists_package: package_ref(package).unwrap_or("undefined"),
        deprecation_warning,
        deprecation_comment,
        outputs,
        args_optional,
        state_inputs,
        required,
        inputs,
        out_only,
        all_outputs,
        aliases: resource.aliases.iter().map(|a| string(a)).collect(),
        secret_outputs: resource.secret_outputs().map(string).collect(),
        replace_on_changes: package
            .replace_on_changes_paths(resource)
            .iter()
            .map(|p| string(p))
            .collect(),
        methods,
        state_interface,
        args_interface,
        method_interfaces,
    })
}

/// The value a constructor sends for an input, as the input plan says: a constant, or the
/// caller's value with nested object defaults, the default or environment variables applied,
/// wrapped as a secret, JSON-encoded for a provider.
fn input_expression(package: &Package, speller: &Speller, input: ResourceInput<'_>) -> String {
    let p = input.property;
    let (default, env) = match input.value {
        InputValue::Const(value) => return scalar(value),
        InputValue::Given { default, env } => (default, env),
    };
    // Nested object defaults are applied before the value is sent.
    let form = if p.plain {
        Form::PlainArgs
    } else {
        Form::Input
    };
    let defaulted = speller.defaults_function(&p.type_, form).map(|function| {
        format!(
            "args ? {} : undefined",
            with_defaults(
                &function,
                &access("args", &p.name, false),
                !p.plain,
                p.required
            )
        )
    });
    let default = default_expr(default, env, &p.type_);
    let mut value = if input.secret && default.is_some() {
        // The default (an environment variable, say) is as secret as a given value.
        let given = defaulted.unwrap_or_else(|| access("args", &p.name, true));
        format!(
            "utilities.secretIfDefined(({given}) ?? {})",
            default.as_deref().unwrap_or_default()
        )
    } else if input.secret {
        let given = defaulted.unwrap_or_else(|| access("args", &p.name, false));
        format!(
            "{} ? pulumi.secret({given}) : undefined",
            access("args", &p.name, true)
        )
    } else {
        defaulted.unwrap_or_else(|| access("args", &p.name, true))
    };
    if let (Some(default), false) = (&default, input.secret) {
        value = format!("({value}) ?? {default}");
    }
    if input.json_encoded(package, PlainStrings::StringLikeOrRelaxedEnum) {
        value = format!("pulumi.output({value}).apply(JSON.stringify)");
    }
    value
}
