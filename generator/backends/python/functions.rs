//! The view of one function module (`get_environment.py`): the result class, its awaitable
//! subclass, the plain form returning it and the `_output` form returning a `pulumi.Output`.

use minijinja::Value;
use serde::Serialize;

use super::literals;
use super::types::Shape;
use super::views::{self, Builder, Field};
use super::Renderer;
use crate::ir::{Function, FunctionOutputs, Property};

#[derive(Serialize)]
struct Arg {
    name: String,
    wire: String,
    /// Annotation in the plain form.
    plain: String,
    /// Annotation in the `_output` form.
    output: String,
}

#[derive(Serialize)]
struct ResultView {
    class: String,
    awaitable: String,
    doc: String,
    fields: Vec<Field>,
}

impl Renderer<'_> {
    /// The context of `python/function.py.j2` and the names the file exports.
    pub(super) fn function_view(
        &self,
        module: &str,
        function: &Function,
    ) -> Result<(Value, Vec<String>), String> {
        let builder = Builder::new(self.package, self.names, self.shapes, module, false);
        let name = self.names.function_name(function);
        let args: Vec<Arg> = function
            .inputs
            .iter()
            .map(|p| Arg {
                name: views::attribute_name(p),
                wire: literals::string(&p.name),
                plain: argument_annotation(&builder, p),
                output: builder.types.output_form_arg(&p.type_),
            })
            .collect();

        let (result, value_type) = match &function.outputs {
            FunctionOutputs::Object { properties, .. } => {
                let class = self.names.result_class(function);
                let fields: Vec<Field> = properties
                    .iter()
                    .map(|p: &Property| builder.field(p, Shape::Output))
                    .collect();
                let result = ResultView {
                    awaitable: format!("Awaitable{class}"),
                    doc: format!(
                        "A collection of values returned by {}.",
                        function.token.name
                    ),
                    class,
                    fields,
                };
                (Some(result), None)
            }
            FunctionOutputs::Value(ty) => {
                (None, Some(builder.types.required(ty, Shape::Output, false)))
            }
            FunctionOutputs::None => (None, None),
        };
        let has_result = !matches!(function.outputs, FunctionOutputs::None);
        let (plain_return, output_return) = match (&result, &value_type) {
            (Some(r), _) => (r.awaitable.clone(), format!("pulumi.Output[{}]", r.class)),
            (None, Some(t)) => (t.clone(), format!("pulumi.Output[{t}]")),
            (None, None) => ("None".to_owned(), String::new()),
        };

        let description = views::describe(function.description.as_deref());
        let description = if description.is_empty() {
            "Use this data source to access information about an existing resource.".to_owned()
        } else {
            description
        };
        let param_docs: Vec<(String, String)> = function
            .inputs
            .iter()
            .map(|p| {
                (
                    views::attribute_name(p),
                    views::describe(p.description.as_deref()),
                )
            })
            .collect();
        let doc = views::join_docs(&[&description, &views::param_docs(&param_docs)]);

        let mut exports = Vec::new();
        if let Some(r) = &result {
            exports.push(r.class.clone());
            exports.push(r.awaitable.clone());
        }
        if function.plain_form {
            exports.push(name.clone());
        }
        if has_result {
            exports.push(format!("{name}_output"));
        }
        let context = minijinja::context! {
            imports => builder.types.imports(),
            to_root => builder.types.to_root(),
            all => exports,
            plain_indent => " ".repeat(name.len() + 5),
            output_indent => " ".repeat(name.len() + 12),
            name => name,
            token => literals::string(&function.token.raw),
            package_ref => super::package_ref(self.package),
            args => args,
            result => result,
            value_type => value_type,
            has_result => has_result,
            plain_return => plain_return,
            output_return => output_return,
            plain_form => function.plain_form,
            doc => doc,
            deprecation => function.deprecation_message.as_deref().map(literals::string),
            deprecation_text => function.deprecation_message.clone(),
        };
        Ok((context, exports))
    }
}

/// A function argument's annotation in the plain (awaitable) form.
pub(super) fn argument_annotation(builder: &Builder, p: &Property) -> String {
    builder.types.optional(&p.type_, Shape::Plain, true)
}
