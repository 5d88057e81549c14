//! The view of one resource module (`api_key.py`): its Args class, state class and resource
//! class with both `__init__` overloads, `get` and output getters.

use std::collections::BTreeSet;

use minijinja::Value;
use serde::Serialize;

use super::literals;
use super::types::Shape;
use super::views::{self, Builder, Field};
use super::Renderer;
use crate::ir::inputs::{resource_inputs, PlainStrings, ResourceInput};
use crate::ir::{FunctionOutputs, Property, Resource};
use crate::naming::casing::uppercase_first;
use crate::naming::python as py;

#[derive(Serialize)]
struct Param {
    name: String,
    annotation: String,
}

#[derive(Serialize)]
struct Assign {
    /// The `__props__` key (the attribute name).
    attribute: String,
    /// The parameter it comes from.
    param: String,
    default: Option<String>,
    required: bool,
    /// The expression stored.
    value: String,
}

#[derive(Serialize)]
struct MethodArg {
    name: String,
    wire: String,
    annotation: String,
    required: bool,
}

#[derive(Serialize)]
struct MethodView {
    name: String,
    token: String,
    doc: String,
    args: Vec<MethodArg>,
    /// The nested `…Result` class, when the method returns an object (or a plain value, which
    /// comes back as the result's `res`).
    result: Option<String>,
    result_fields: Vec<Field>,
    /// The return annotation.
    returns: String,
    /// The statement that makes the call (`return …`, or a bare call for `None`).
    call: String,
    deprecation: Option<String>,
}

#[derive(Serialize)]
struct Getter {
    name: String,
    getter: String,
    annotation: String,
    doc: String,
}

impl Renderer<'_> {
    /// The context of `python/resource.py.j2` and the names the file exports.
    pub(super) fn resource_view(
        &self,
        module: &str,
        resource: &Resource,
        file: &str,
    ) -> (Value, Vec<String>) {
        let builder = Builder::new(self.package, self.names, self.shapes, module, false);
        let class = self.names.resource_class(resource);
        let args_class = self.names.args_class(resource);

        let inputs: Vec<&Property> = resource.input_properties.iter().collect();
        let args = builder.class(
            args_class.clone(),
            &format!("The set of arguments for constructing a {class} resource."),
            &inputs,
            Shape::Input,
        );
        let state_props: Vec<&Property> = resource.state_inputs.iter().flatten().collect();
        let state = (!resource.is_provider && !resource.is_component && !state_props.is_empty())
            .then(|| {
                builder.class(
                    format!("_{class}State"),
                    &format!(
                        "Input properties used for looking up and filtering {class} resources."
                    ),
                    &state_props,
                    Shape::Input,
                )
            });

        let init_params: Vec<Param> = inputs
            .iter()
            .map(|p| Param {
                name: init_param(p),
                annotation: builder.types.optional(&p.type_, param_shape(p), true),
            })
            .collect();
        let input_names: BTreeSet<&str> = inputs.iter().map(|p| p.name.as_str()).collect();
        let assigns: Vec<Assign> = resource_inputs(resource)
            .into_iter()
            .map(|input| self.assign(input))
            .collect();
        let computed: Vec<String> = resource
            .properties
            .iter()
            .filter(|p| !input_names.contains(p.name.as_str()))
            .map(views::attribute_name)
            .collect();
        let get_params: Vec<Param> = state_props
            .iter()
            .map(|p| Param {
                name: init_param(p),
                annotation: builder.types.optional(&p.type_, param_shape(p), true),
            })
            .collect();
        // `exists` sends the state properties under their wire names.
        let exists_props: Vec<(String, String)> = state_props
            .iter()
            .map(|p| (literals::string(&p.name), init_param(p)))
            .collect();
        let get_assigns = get_assigns(resource, &state_props);
        let getters = getters(&builder, resource);

        let methods: Vec<MethodView> = resource
            .methods
            .iter()
            .map(|m| self.method_view(&builder, &class, m))
            .collect();
        let (kwargs_doc, args_doc, get_doc) =
            resource_docs(resource, &class, &inputs, &state_props);

        let (base, token) = base_and_token(self.package, resource);
        // Pulumi's rule: a required input with a default still makes `args` required.
        let all_optional = inputs.iter().all(|p| !p.required);

        // A resource module must not import itself.
        let own_import = format!("from .{file} import ");
        let imports: Vec<String> = builder
            .types
            .imports()
            .into_iter()
            .filter(|i| !i.starts_with(&own_import))
            .collect();
        let exports = vec![args_class.clone(), class.clone()];
        let context = minijinja::context! {
            imports => imports,
            to_root => builder.types.to_root(),
            class => class,
            args => args,
            state => state,
            base => base,
            token => literals::string(&token),
            type_token => literals::string(&resource.token.raw),
            package_ref => super::package_ref(self.package),
            is_provider => resource.is_provider,
            is_component => resource.is_component,
            init_params => init_params,
            assigns => assigns,
            computed => computed,
            get_params => get_params,
            get_assigns => get_assigns,
            exists_props => exists_props,
            getters => getters,
            methods => methods,
            kwargs_doc => kwargs_doc,
            args_doc => args_doc,
            get_doc => get_doc,
            secret_outputs => resource.secret_outputs().map(literals::string).collect::<Vec<_>>(),
            replace_on_changes => self.package.replace_on_changes_paths(resource).iter().map(|p| literals::string(p)).collect::<Vec<_>>(),
            aliases => resource.aliases.iter().map(|a| literals::string(a)).collect::<Vec<_>>(),
            all_optional => all_optional,
            deprecation => resource.deprecation_message.as_deref().map(literals::string),
            deprecation_text => resource.deprecation_message.clone(),
        };
        (context, exports)
    }

    /// A method of the resource class: its arguments, result class and call.
    fn method_view(&self, builder: &Builder<'_>, class: &str, m: &crate::ir::Method) -> MethodView {
        let function = self.package.function(m.function);
        let mut inputs: Vec<&Property> = function
            .inputs
            .iter()
            .filter(|p| p.name != "__self__")
            .collect();
        inputs.sort_by(|a, b| b.required.cmp(&a.required).then(a.name.cmp(&b.name)));
        let args: Vec<MethodArg> = inputs
            .iter()
            .map(|p| MethodArg {
                name: views::attribute_name(p),
                wire: literals::string(&p.name),
                annotation: if p.required {
                    builder.types.required(&p.type_, param_shape(p), false)
                } else {
                    builder.types.optional(&p.type_, param_shape(p), false)
                },
                required: p.required,
            })
            .collect();
        let result_name = py::ensure_keyword_safe(uppercase_first(&m.name) + "Result");
        // A plain single value comes back as the property `res` of a result object.
        let plain_value = match &function.outputs {
            FunctionOutputs::Value(ty) if function.return_plain => Some(plain_result(ty)),
            _ => None,
        };
        let (result, result_fields) = match (&function.outputs, &plain_value) {
            (FunctionOutputs::Object { properties, .. }, _) => (
                Some(result_name.clone()),
                properties
                    .iter()
                    .map(|p| builder.field(p, Shape::Output))
                    .collect(),
            ),
            (_, Some(res)) => (
                Some(result_name.clone()),
                vec![builder.field(res, Shape::Output)],
            ),
            _ => (None, Vec::new()),
        };
        let package_ref = super::package_ref(self.package);
        let token = literals::string(&function.token.raw);
        let typ = format!("{class}.{result_name}");
        let (returns, call) = match (&function.outputs, &plain_value) {
            (FunctionOutputs::Object { plain: false, .. }, _) => (
                format!("pulumi.Output['{typ}']"),
                format!("return pulumi.runtime.call({token}, __args__, res=__self__, typ={typ}{package_ref})"),
            ),
            (FunctionOutputs::Object { plain: true, .. }, _) => (
                format!("'{typ}'"),
                format!("return _utilities.call_plain({token}, __args__, res=__self__, typ={typ}{package_ref})"),
            ),
            (_, Some(res)) => (
                builder.types.required(&res.type_, Shape::Output, false),
                format!("return _utilities.call_plain({token}, __args__, res=__self__, typ={typ}{package_ref}).res"),
            ),
            _ => (
                "None".to_owned(),
                format!("pulumi.runtime.call({token}, __args__, res=__self__{package_ref})"),
            ),
        };
        let arg_docs: Vec<(String, String)> = inputs
            .iter()
            .map(|p| {
                (
                    views::attribute_name(p),
                    views::describe(p.description.as_deref()),
                )
            })
            .collect();
        MethodView {
            name: py::py_name(&m.name),
            token: literals::string(&function.token.raw),
            doc: views::join_docs(&[
                &views::describe(function.description.as_deref()),
                &views::param_docs(&arg_docs),
            ]),
            args,
            result,
            result_fields,
            returns,
            call,
            deprecation: function
                .deprecation_message
                .as_ref()
                .map(|d| literals::string(&format!("{} is deprecated: {d}", py::py_name(&m.name)))),
        }
    }

    /// The assignment of one input in the constructor, as the input plan says: a constant or
    /// the caller's value, JSON-encoded for a provider, wrapped as a secret.
    fn assign(&self, input: ResourceInput<'_>) -> Assign {
        let p = input.property;
        let param = init_param(p);
        let required = p.required;
        let mut value = input
            .constant()
            .map(literals::scalar)
            .unwrap_or_else(|| param.clone());
        let mut secret_done = false;
        if input.json_encoded(self.package, PlainStrings::StringLike) {
            if input.secret {
                value = format!(
                    "pulumi.Output.secret(cast(Any, {value})).apply(pulumi.runtime.to_json) if {value} is not None else None"
                );
                secret_done = true;
            } else {
                value = format!(
                    "pulumi.Output.from_input(cast(Any, {value})).apply(pulumi.runtime.to_json) if {value} is not None else None"
                );
            }
        }
        if input.secret && !secret_done {
            value = format!("None if {value} is None else pulumi.Output.secret({value})");
        }
        Assign {
            attribute: views::attribute_name(p),
            param,
            default: views::default_of(p),
            required,
            value,
        }
    }
}

/// A resource output property's getter annotation (`pulumi.Output[Optional[str]]`).
pub(super) fn output_annotation(builder: &Builder, p: &Property) -> String {
    let inner = if p.required {
        builder.types.required(&p.type_, Shape::Output, false)
    } else {
        builder.types.optional(&p.type_, Shape::Output, false)
    };
    format!("pulumi.Output[{inner}]")
}

/// A resource `__init__`/`get` parameter name (Pulumi's `InitParamName`).
fn init_param(p: &Property) -> String {
    crate::naming::python::init_param(views::attribute_name(p))
}

fn param_shape(p: &Property) -> Shape {
    if p.plain {
        Shape::Plain
    } else {
        Shape::Input
    }
}

/// The property `res` a plain single value comes back as.
fn plain_result(ty: &crate::ir::Type) -> Property {
    Property {
        name: "res".into(),
        description: None,
        type_: ty.clone(),
        required: true,
        secret: false,
        replace_on_changes: false,
        replace_option: false,
        output_only: false,
        plain: true,
        plain_elements: 0,
        const_value: None,
        default: None,
        default_env: Vec::new(),
        deprecation_message: None,
        names: Default::default(),
    }
}

/// What `get` sets each attribute to: the state argument, or `None` for what is not state.
fn get_assigns(resource: &Resource, state_props: &[&Property]) -> Vec<(String, String)> {
    let state_names: BTreeSet<&str> = state_props.iter().map(|p| p.name.as_str()).collect();
    resource
        .properties
        .iter()
        .map(|p| {
            let value = if state_names.contains(p.name.as_str()) {
                init_param(p)
            } else {
                "None".into()
            };
            (views::attribute_name(p), value)
        })
        .chain(
            state_props
                .iter()
                .filter(|p| !resource.properties.iter().any(|o| o.name == p.name))
                .map(|p| (views::attribute_name(p), init_param(p))),
        )
        .collect()
}

/// The docstrings of the two `__init__` overloads and of `get`.
fn resource_docs(
    resource: &Resource,
    class: &str,
    inputs: &[&Property],
    state_props: &[&Property],
) -> (String, String, String) {
    let description = views::describe(resource.description.as_deref());
    let param_docs: Vec<(String, String)> = inputs
        .iter()
        .map(|p| (init_param(p), views::describe(p.description.as_deref())))
        .collect();
    let kwargs_doc = views::join_docs(&[
        &description,
        &format!(
            ":param resource_name: The name of the resource.\n:param opts: Options for the resource.\n{}",
            views::param_docs(&param_docs)
        ),
    ]);
    let args_doc = views::join_docs(&[
        &description,
        ":param resource_name: The name of the resource.\n:param args: The arguments to use to populate this resource's properties.\n:param opts: Options for the resource.",
    ]);
    let get_param_docs: Vec<(String, String)> = state_props
        .iter()
        .map(|p| (init_param(p), views::describe(p.description.as_deref())))
        .collect();
    let get_doc = format!(
        "Get an existing {class} resource's state with the given name, id, and optional extra\nproperties used to qualify the lookup.\n\n:param resource_name: The unique name of the resulting resource.\n:param id: The unique provider ID of the resource to lookup.\n:param opts: Options for the resource.\n{}",
        views::param_docs(&get_param_docs)
    );
    (kwargs_doc, args_doc, get_doc)
}

/// The output property getters of the resource class.
fn getters(builder: &Builder<'_>, resource: &Resource) -> Vec<Getter> {
    resource
        .properties
        .iter()
        .map(|p| {
            let name = views::attribute_name(p);
            Getter {
                getter: views::getter_decorator(&p.name, &name),
                name,
                annotation: output_annotation(builder, p),
                doc: views::describe(p.description.as_deref()),
            }
        })
        .collect()
}

/// The resource class's base class and the type token it registers (the package's name for
/// a provider).
fn base_and_token(package: &crate::ir::Package, resource: &Resource) -> (&'static str, String) {
    let base = if resource.is_provider {
        "pulumi.ProviderResource"
    } else if resource.is_component {
        "pulumi.ComponentResource"
    } else {
        "pulumi.CustomResource"
    };
    let token = if resource.is_provider {
        package.name.clone()
    } else {
        resource.token.raw.clone()
    };
    (base, token)
}
