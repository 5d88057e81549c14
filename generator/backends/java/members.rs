//! The view model of each Java class: every type written through the file's [`Imports`], every
//! schema string escaped for where it goes. The templates in `templates/java/` write the code.

use serde::Serialize;

use super::model::Model;
use super::source;
use super::spell::{known, simple_name, Imports, JType};
use crate::ir::{Property, Type};
use crate::naming::java;
use crate::naming::java::plan::{
    self as names, field_name, is_input_type, Ctx, Qualifier, OUTPUT_CTX,
};
use crate::naming::wrapped::{self, Wrapped};
use crate::spec::ScalarValue;

/// What every Java file's template gets besides its own members.
#[derive(Serialize)]
pub struct File {
    pub package: String,
    pub imports: Vec<String>,
}

impl File {
    pub fn of(class: &str, imports: &Imports) -> File {
        File {
            package: class
                .rsplit_once('.')
                .map(|(p, _)| p)
                .unwrap_or("")
                .to_owned(),
            imports: imports.lines(),
        }
    }
}

/// How a class's documentation and deprecation read.
#[derive(Serialize, Default)]
pub struct Doc {
    /// The Javadoc body lines (empty: no comment).
    pub lines: Vec<String>,
    /// The deprecation message, made safe for a block comment; `Some` marks `@Deprecated`.
    pub deprecated: Option<String>,
    /// The deprecation message as Javadoc lines.
    pub deprecated_lines: Vec<String>,
}

impl Doc {
    pub fn new(description: Option<&str>, deprecation: Option<&str>) -> Doc {
        Doc {
            lines: description.map(source::doc_lines).unwrap_or_default(),
            deprecated: deprecation.map(source::block_comment),
            deprecated_lines: deprecation.map(source::doc_lines).unwrap_or_default(),
        }
    }

    pub fn of(p: &Property) -> Doc {
        Doc::new(p.description.as_deref(), p.deprecation_message.as_deref())
    }
}

/// A value computed by `Codegen`'s property builders: a default, an environment variable, a
/// configuration value or a check that a required value is there.
#[derive(Serialize)]
pub struct PropValue {
    pub codegen: String,
    /// `stringProp`, `booleanProp`, `integerProp`, `doubleProp` or `objectProp`.
    pub kind: &'static str,
    pub wire: String,
    /// The class literal or `TypeShape` of an `objectProp`.
    pub shape: Option<String>,
    /// `left`/`right` with the other side's class literal, for one side of an `Either`.
    pub either: Option<(&'static str, String)>,
    /// `output` or `secret` for an `Output` value.
    pub transform: Option<&'static str>,
    pub from_config: bool,
    /// The value given, if any.
    pub arg: Option<String>,
    pub env: Vec<String>,
    /// `def` or `defJson`, with the value.
    pub default: Option<(&'static str, String)>,
    /// `get` (an `Optional`), `getNullable` or `require`.
    pub finish: &'static str,
}

/// Writes schema defaults and `Codegen` property builders for one file.
pub struct Values<'m, 'a> {
    pub model: &'m Model<'a>,
}

impl Values<'_, '_> {
    /// The builder expression for `p`'s value of type `ty` (`arg` the value given, if any).
    pub fn prop_value(
        &self,
        imports: &mut Imports,
        p: &Property,
        ty: &JType,
        arg: Option<String>,
        from_config: bool,
    ) -> PropValue {
        let (transform, inner) = match ty.un_output() {
            Some(inner) => (Some(if p.secret { "secret" } else { "output" }), inner),
            None => (None, ty),
        };
        let (optional, inner) = match inner.is(known::OPTIONAL) {
            true => (true, &inner.args[0]),
            false => (false, inner),
        };
        let (simple, either) = match inner.un_either() {
            // The left side when the default fits it, else the right.
            Some((left, right)) => {
                if self.default_fits(p, right) && !self.default_fits(p, left) {
                    (right, Some(("right", imports.class_literal(left))))
                } else {
                    (left, Some(("left", imports.class_literal(right))))
                }
            }
            None => (inner, None),
        };
        let (kind, shape) = prop_kind(imports, simple);
        PropValue {
            codegen: imports.name(known::CODEGEN),
            kind,
            wire: source::string(&p.name),
            shape,
            either,
            transform,
            from_config,
            arg,
            env: p.default_env.iter().map(|e| source::string(e)).collect(),
            default: p
                .default
                .as_ref()
                .map(|d| self.default_value(imports, p, simple, d, kind == "objectProp")),
            finish: if optional {
                "get"
            } else if p.required {
                "require"
            } else {
                "getNullable"
            },
        }
    }

    fn default_fits(&self, p: &Property, ty: &JType) -> bool {
        match &p.default {
            None => false,
            Some(ScalarValue::Bool(_)) => ty.is(known::BOOLEAN),
            Some(ScalarValue::String(_)) => ty.is(known::STRING) || ty.class.contains(".enums."),
            Some(ScalarValue::Number(_)) => {
                ty.is(known::INTEGER) || ty.is(known::DOUBLE) || ty.class.contains(".enums.")
            }
        }
    }

    /// `def(value)`, an enum constant for an enum, or `defJson("…")` for an object.
    fn default_value(
        &self,
        imports: &mut Imports,
        p: &Property,
        ty: &JType,
        value: &ScalarValue,
        object: bool,
    ) -> (&'static str, String) {
        if let Some(constant) = self.enum_constant(imports, &p.type_, ty, value) {
            return ("def", constant);
        }
        if object {
            let json = match value {
                ScalarValue::Bool(b) => b.to_string(),
                ScalarValue::Number(n) => n.to_string(),
                ScalarValue::String(s) => serde_json::to_string(s).unwrap_or_default(),
            };
            return ("defJson", source::string(&json));
        }
        ("def", literal(value, ty))
    }

    /// `Enum.Constant` when `ty` is an enum of the property's type holding `value`.
    fn enum_constant(
        &self,
        imports: &mut Imports,
        declared: &Type,
        ty: &JType,
        value: &ScalarValue,
    ) -> Option<String> {
        let package = self.model.package;
        let mut enums = Vec::new();
        collect_enums(declared, &mut enums);
        for id in enums {
            let spelled = self.model.spell(&Wrapped::Enum(id), OUTPUT_CTX, false);
            if spelled != *ty {
                continue;
            }
            let member = package
                .enum_type(id)
                .values
                .iter()
                .find(|v| scalar_eq(&v.value, value))?;
            let name =
                java::enum_constant_name(&crate::naming::java::plan::enum_value_name(member))?;
            return Some(format!("{}.{name}", imports.name(&ty.class)));
        }
        None
    }
}

fn collect_enums(ty: &Type, out: &mut Vec<crate::ir::EnumId>) {
    match ty {
        Type::Enum(id) => out.push(*id),
        Type::Array(e) | Type::Map(e) => collect_enums(e, out),
        Type::Union(u) => u.elements.iter().for_each(|e| collect_enums(e, out)),
        _ => {}
    }
}

fn scalar_eq(a: &ScalarValue, b: &ScalarValue) -> bool {
    match (a, b) {
        (ScalarValue::Number(x), ScalarValue::Number(y)) => x.as_f64() == y.as_f64(),
        _ => a == b,
    }
}

/// The `Codegen` builder kind of a value of type `ty`, with the shape an object value needs.
fn prop_kind(imports: &mut Imports, ty: &JType) -> (&'static str, Option<String>) {
    match ty.class.as_str() {
        known::BOOLEAN => ("booleanProp", None),
        known::INTEGER => ("integerProp", None),
        known::STRING => ("stringProp", None),
        known::DOUBLE => ("doubleProp", None),
        _ if ty.args.is_empty() => ("objectProp", Some(imports.class_literal(ty))),
        _ => ("objectProp", Some(imports.type_shape(ty))),
    }
}

/// A Java literal of a default value of type `ty`: numbers as `Double`s in Go's `%e` form
/// (`4.2e+01`) or as integers.
pub fn literal(value: &ScalarValue, ty: &JType) -> String {
    match value {
        ScalarValue::Bool(b) => b.to_string(),
        ScalarValue::String(s) => source::string(s),
        ScalarValue::Number(n) if ty.is(known::DOUBLE) => {
            go_exponent(n.as_f64().unwrap_or_default())
        }
        ScalarValue::Number(n) => match n.as_i64() {
            Some(i) => i.to_string(),
            None => go_exponent(n.as_f64().unwrap_or_default()),
        },
    }
}

/// Go's `strconv.FormatFloat(f, 'e', -1, 64)`: the shortest exponent form (`4.2e+01`,
/// `1e+00`, `5e-01`).
pub fn go_exponent(f: f64) -> String {
    let formatted = format!("{f:e}");
    let (mantissa, exponent) = formatted.split_once('e').unwrap_or((&formatted, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}

/// One property of an input class.
#[derive(Serialize)]
pub struct InputProperty {
    pub doc: Doc,
    /// The `@Import` arguments after `name=`: `"wire"`, `required=true`, `json=true`.
    pub import_args: String,
    pub field: String,
    /// The field's type (`@Nullable` when optional).
    pub ty: String,
    pub getter: String,
    pub getter_type: String,
    /// Whether the getter wraps the field in `Optional.ofNullable`.
    pub optional: bool,
    pub setter: String,
    /// Overloads that convert and call the main setter: (parameter type, conversion).
    pub helpers: Vec<(String, String)>,
}

/// An input class: a resource's `…Args` or `…State`, a function's `…Args`/`…PlainArgs`, or
/// an object type's input class.
#[derive(Serialize)]
pub struct InputClass {
    pub doc: Doc,
    pub class: String,
    pub base: &'static str,
    pub properties: Vec<InputProperty>,
    /// What `build()` does for each property: a check that a required value is there, or a
    /// value from `Codegen` (defaults, environment variables).
    pub builds: Vec<Build>,
}

#[derive(Serialize)]
pub struct Build {
    pub field: String,
    /// Throws when absent (`MissingRequiredPropertyException`).
    pub required_check: bool,
    pub value: Option<PropValue>,
    /// The value given is made secret (`Output.asSecret`).
    pub secret: bool,
}

/// One property of an input class with its spelled type.
pub struct Spelled<'p> {
    pub property: &'p Property,
    pub ty: JType,
}

impl Values<'_, '_> {
    /// The input class `class` declares for `properties` (each with its wrapped type and
    /// spelling context). `provider`: its non-string values travel as JSON. `secret_inputs`:
    /// `build()` makes the values of secret properties secret, as a resource's arguments need
    /// (pulumi-java's generator leaves them plain, so they reach the state in plain text; the
    /// Python, Node.js, Go and C# SDKs make them secret in the resource's constructor).
    #[allow(clippy::too_many_arguments)]
    pub fn input_class(
        &self,
        imports: &mut Imports,
        class: &str,
        base: &'static str,
        properties: &[(&Property, Wrapped, Ctx)],
        provider: bool,
        secret_inputs: bool,
        doc: Doc,
    ) -> InputClass {
        let spelled: Vec<Spelled> = properties
            .iter()
            .map(|(p, ty, ctx)| Spelled {
                property: p,
                ty: self.model.spell(ty, *ctx, false),
            })
            .collect();
        let mut members = Vec::new();
        let mut builds = Vec::new();
        for s in &spelled {
            members.push(self.input_property(imports, s, provider));
            builds.push(self.build(imports, s, secret_inputs));
        }
        InputClass {
            doc,
            class: simple_name(class).to_owned(),
            base,
            properties: members,
            builds,
        }
    }

    fn input_property(&self, imports: &mut Imports, s: &Spelled, provider: bool) -> InputProperty {
        let p = s.property;
        let mut import_args = source::string(&p.name);
        if p.required {
            import_args.push_str(", required=true");
        }
        // Only strings (and tokens of strings; not string enums) travel as they are.
        if provider && !matches!(strip_token(&p.type_), Type::String) {
            import_args.push_str(", json=true");
        }
        let field = field_name(p);
        let (getter_type, optional) = if s.ty.nullable {
            let inner = s.ty.without_nullable().wrapped(known::OPTIONAL);
            (imports.code(&inner), true)
        } else {
            (imports.code(&s.ty), false)
        };
        InputProperty {
            doc: Doc::of(p),
            import_args,
            ty: imports.code(&s.ty),
            getter: java::getter(&p.name),
            getter_type,
            optional,
            setter: java::getter(&p.name),
            helpers: builder_helpers(imports, &s.ty),
            field,
        }
    }

    fn build(&self, imports: &mut Imports, s: &Spelled, secret_inputs: bool) -> Build {
        let p = s.property;
        let field = field_name(p);
        // A value from `Codegen` is made secret there (its `secret()` step).
        let secret = secret_inputs && p.secret && s.ty.un_output().is_some();
        // As pulumi-java's generator: an environment variable alone is a default too.
        let plain = p.default.is_none() && p.const_value.is_none() && p.default_env.is_empty();
        if p.required && plain {
            return Build {
                field,
                required_check: true,
                value: None,
                secret,
            };
        }
        let value =
            (!plain).then(|| self.prop_value(imports, p, &s.ty, Some(format!("$.{field}")), false));
        Build {
            field,
            required_check: false,
            secret: secret && value.is_none(),
            value,
        }
    }
}

/// A type without opaque-token wrappers.
fn strip_token(ty: &Type) -> &Type {
    match ty {
        Type::Token(t) => strip_token(&t.underlying),
        other => other,
    }
}

/// The overloads of an input builder's setter: a plain value for an `Output`, varargs for a
/// `List`, and either side of an `Either`.
fn builder_helpers(imports: &mut Imports, ty: &JType) -> Vec<(String, String)> {
    let mut helpers = Vec::new();
    let bare = ty.without_nullable();
    let inner = match bare.un_output() {
        Some(inner) => {
            helpers.push((
                imports.code(inner),
                format!("{}.of", imports.name(known::OUTPUT)),
            ));
            inner.clone()
        }
        None => bare,
    };
    if let Some(element) = inner.un_list() {
        helpers.push((
            format!("{}...", imports.code(element)),
            format!("{}.of", imports.name(known::LIST)),
        ));
    }
    if let Some((left, right)) = inner.un_either() {
        // Overloads on two classes of one erasure would clash.
        if left.class != right.class {
            let either = imports.name(known::EITHER);
            helpers.push((imports.code(left), format!("{either}.ofLeft")));
            helpers.push((imports.code(right), format!("{either}.ofRight")));
        }
    }
    helpers
}

/// One field of an output class.
#[derive(Serialize)]
pub struct OutputField {
    pub doc: Doc,
    pub field: String,
    /// The field's type (`@Nullable` when optional).
    pub ty: String,
    pub getter: String,
    pub getter_type: String,
    /// `this.x`, `Optional.ofNullable(this.x)`, `this.x == null ? List.of() : this.x`.
    pub getter_expr: String,
    pub setter: String,
    /// The wire name when the setter's differs (`@CustomType.Setter("class")`).
    pub setter_wire: Option<String>,
    pub required: bool,
    /// The varargs element type of a list's extra setter.
    pub varargs: Option<String>,
}

/// An output class (`@CustomType`).
#[derive(Serialize)]
pub struct OutputClass {
    pub doc: Doc,
    pub class: String,
    pub fields: Vec<OutputField>,
}

impl Values<'_, '_> {
    pub fn output_class(
        &self,
        imports: &mut Imports,
        class: &str,
        properties: &[&Property],
        doc: Doc,
    ) -> OutputClass {
        let fields = properties
            .iter()
            .map(|p| self.output_field(imports, p))
            .collect();
        OutputClass {
            doc,
            class: simple_name(class).to_owned(),
            fields,
        }
    }

    fn output_field(&self, imports: &mut Imports, p: &Property) -> OutputField {
        let ty = wrapped::property_type(p, false);
        let field_ty = self.model.spell(&ty, OUTPUT_CTX, false);
        let field = field_name(p);
        let (getter_ty, getter_expr) = match (&ty, field_ty.nullable) {
            (Wrapped::Optional(inner), true) if matches!(**inner, Wrapped::Array(_)) => (
                field_ty.without_nullable(),
                format!(
                    "this.{field} == null ? {}.of() : this.{field}",
                    imports.name(known::LIST)
                ),
            ),
            (Wrapped::Optional(inner), true) if matches!(**inner, Wrapped::Map(_)) => (
                field_ty.without_nullable(),
                format!(
                    "this.{field} == null ? {}.of() : this.{field}",
                    imports.name(known::MAP)
                ),
            ),
            (_, true) => (
                field_ty.without_nullable().wrapped(known::OPTIONAL),
                format!("{}.ofNullable(this.{field})", imports.name(known::OPTIONAL)),
            ),
            _ => (field_ty.clone(), format!("this.{field}")),
        };
        let setter = java::getter(names::overridden_name(p));
        let varargs = field_ty
            .un_list()
            .filter(|element| !element.class.starts_with("java.util."))
            .map(|element| imports.code(element));
        OutputField {
            doc: Doc::of(p),
            ty: imports.code(&field_ty),
            getter: java::getter(&p.name),
            getter_type: imports.code(&getter_ty),
            getter_expr,
            setter_wire: (setter != p.name).then(|| source::string(&p.name)),
            setter,
            required: p.required,
            varargs,
            field,
        }
    }
}

/// The input properties of a resource or function in the input shape or the plain one.
/// `args`: a resource's `…Args`/`…State`, whose plain collections are `@Nullable` rather than
/// `Optional` (Pulumi's `requireInitializers`).
pub fn input_properties(
    properties: &[Property],
    input_shape: bool,
    args: bool,
) -> Vec<(&Property, Wrapped, Ctx)> {
    properties
        .iter()
        .map(|p| {
            let ty = wrapped::property_type(p, input_shape);
            let ctx = Ctx {
                qualifier: Qualifier::Inputs,
                input: true,
                require_initializers: !args || is_input_type(&ty),
            };
            (p, ty, ctx)
        })
        .collect()
}

/// One output property of a resource.
#[derive(Serialize)]
pub struct ResourceOutput {
    pub doc: Doc,
    pub wire: String,
    pub refs: String,
    pub tree: String,
    /// The type argument of the field's `Output` (`/* @Nullable */ T` when optional).
    pub field_type: String,
    pub field: String,
    pub getter: String,
    /// The type argument of the getter's `Output` (`Optional<T>` when optional).
    pub getter_type: String,
    pub optional: bool,
}

/// A resource class (a custom resource, a component or the provider).
#[derive(Serialize)]
pub struct ResourceClass {
    pub doc: Doc,
    pub token: String,
    pub class: String,
    pub base: &'static str,
    pub options: &'static str,
    pub outputs: Vec<ResourceOutput>,
    pub args: String,
    /// Every input optional: the arguments may be null.
    pub args_nullable: bool,
    /// The type the constructors register (the package's name for the provider).
    pub registered: String,
    /// A component's resources are remote (`true`); the `dependency` flag otherwise (`false`).
    pub remote: &'static str,
    /// `Utilities.getPackageRef()` for a parameterized package.
    pub package_ref: Option<String>,
    /// Custom resources can be looked up (`get`).
    pub gettable: bool,
    pub state: Option<String>,
    /// Constant inputs: (setter, value).
    pub consts: Vec<(String, String)>,
    pub utilities: String,
    pub plugin_download_url: Option<String>,
    pub aliases: Vec<String>,
    pub secrets: Vec<String>,
    pub replace_on_changes: Vec<String>,
}

/// What a resource's file refers to besides its own types.
pub struct ResourceRefs {
    pub args: String,
    pub state: Option<String>,
    pub utilities: String,
    pub parameterized: bool,
}

impl Values<'_, '_> {
    pub fn resource_class(
        &self,
        imports: &mut Imports,
        class: &str,
        resource: &crate::ir::Resource,
        refs: ResourceRefs,
    ) -> ResourceClass {
        let package = self.model.package;
        let outputs = resource
            .properties
            .iter()
            .map(|p| self.resource_output(imports, p))
            .collect();
        let (base, options) = if resource.is_provider {
            ("com.pulumi.resources.ProviderResource", CUSTOM_OPTIONS)
        } else if resource.is_component {
            (
                "com.pulumi.resources.ComponentResource",
                "com.pulumi.resources.ComponentResourceOptions",
            )
        } else {
            ("com.pulumi.resources.CustomResource", CUSTOM_OPTIONS)
        };
        let consts = resource
            .input_properties
            .iter()
            .filter_map(|p| {
                let value = p.const_value.as_ref()?;
                let ty = wrapped::property_type(p, true);
                let spelled = self.model.spell(
                    &ty,
                    Ctx {
                        require_initializers: is_input_type(&ty),
                        ..crate::naming::java::plan::ARGS_CTX
                    },
                    false,
                );
                let inner = spelled.un_output().cloned().unwrap_or(spelled);
                Some((
                    java::getter(names::overridden_name(p)),
                    literal(value, &inner),
                ))
            })
            .collect();
        let utilities = imports.name(&refs.utilities);
        ResourceClass {
            doc: Doc::new(
                resource.description.as_deref(),
                resource.deprecation_message.as_deref(),
            ),
            token: source::string(&resource.token.raw),
            class: simple_name(class).to_owned(),
            base,
            options,
            outputs,
            args: imports.name(&refs.args),
            args_nullable: resource.input_properties.iter().all(|p| !p.required),
            registered: source::string(if resource.is_provider {
                &package.name
            } else {
                &resource.token.raw
            }),
            remote: if resource.is_component {
                "true"
            } else {
                "false"
            },
            package_ref: refs
                .parameterized
                .then(|| format!("{utilities}.getPackageRef()")),
            gettable: !resource.is_provider && !resource.is_component,
            state: refs.state.map(|state| imports.name(&state)),
            consts,
            plugin_download_url: package.plugin_download_url.as_deref().map(source::string),
            utilities,
            aliases: resource.aliases.iter().map(|a| source::string(a)).collect(),
            secrets: resource.secret_outputs().map(source::string).collect(),
            replace_on_changes: package
                .replace_on_changes_paths(resource)
                .iter()
                .map(|path| source::string(path))
                .collect(),
        }
    }

    fn resource_output(&self, imports: &mut Imports, p: &Property) -> ResourceOutput {
        let ty = wrapped::property_type(p, false);
        let spelled = self.model.spell(&ty, OUTPUT_CTX, false);
        let (refs, tree) = imports.export_tree(&spelled);
        let optional = spelled.nullable;
        let getter_type = if optional {
            imports.code_commented(&spelled.without_nullable().wrapped(known::OPTIONAL))
        } else {
            imports.code_commented(&spelled)
        };
        ResourceOutput {
            doc: Doc::of(p),
            wire: source::string(&p.name),
            refs,
            tree,
            field_type: imports.code_commented(&spelled),
            field: field_name(p),
            getter: java::resource_getter(&p.name),
            getter_type,
            optional,
        }
    }
}

const CUSTOM_OPTIONS: &str = "com.pulumi.resources.CustomResourceOptions";

/// One function of a module's `…Functions` class.
#[derive(Serialize)]
pub struct FunctionView {
    pub doc: Doc,
    pub token: String,
    pub method: String,
    /// The result type (`Void` without a result object).
    pub result: String,
    /// Every input optional (or none): overloads without arguments.
    pub all_optional: bool,
    /// Parameter lists of the output and plain forms.
    pub args_decl: String,
    pub plain_args_decl: String,
    /// What the shorter overloads pass on, and pass when given nothing.
    pub args_ref: String,
    pub args_empty: String,
    pub plain_args_empty: String,
    /// The arguments object each form sends.
    pub args_expr: String,
    pub plain_args_expr: String,
    pub package_ref: Option<String>,
}

/// The classes a function's view names.
pub struct FunctionRefs {
    pub args: Option<String>,
    pub plain_args: Option<String>,
    pub result: Option<String>,
    pub utilities: String,
    pub parameterized: bool,
}

impl Values<'_, '_> {
    pub fn function_view(
        &self,
        imports: &mut Imports,
        function: &crate::ir::Function,
        refs: FunctionRefs,
    ) -> FunctionView {
        let invoke_args = |imports: &mut Imports, class: &Option<String>| match class {
            Some(class) => imports.name(class),
            None => imports.name(known::INVOKE_ARGS),
        };
        let args = invoke_args(imports, &refs.args);
        let plain_args = invoke_args(imports, &refs.plain_args);
        let result = match &refs.result {
            Some(result) => imports.name(result),
            None => imports.name(known::VOID),
        };
        let mut view = FunctionView {
            doc: Doc::new(
                function.description.as_deref(),
                function.deprecation_message.as_deref(),
            ),
            token: source::string(&function.token.raw),
            method: java::function_name(&function.token.name),
            result,
            all_optional: function.inputs.iter().all(|p| !p.required),
            args_decl: format!("{args} args"),
            plain_args_decl: format!("{plain_args} args"),
            args_ref: "args".into(),
            args_empty: format!("{args}.Empty"),
            plain_args_empty: format!("{plain_args}.Empty"),
            args_expr: "args".into(),
            plain_args_expr: "args".into(),
            package_ref: refs
                .parameterized
                .then(|| format!("{}.getPackageRef()", imports.name(&refs.utilities))),
        };
        if function.multi_argument_inputs.is_some() && function.has_inputs {
            self.positional(imports, function, &args, &plain_args, &mut view);
        }
        view
    }

    /// Positional parameters in schema order instead of an arguments object, packed into one
    /// for the call.
    fn positional(
        &self,
        imports: &mut Imports,
        function: &crate::ir::Function,
        args: &str,
        plain_args: &str,
        view: &mut FunctionView,
    ) {
        let output = imports.name(known::OUTPUT);
        let (mut decls, mut params, mut nulls) = (Vec::new(), Vec::new(), Vec::new());
        let (mut output_setters, mut plain_setters) = (String::new(), String::new());
        for p in &function.inputs {
            let ty = wrapped::property_type(p, false);
            let spelled = self
                .model
                .spell(&ty, crate::naming::java::plan::MULTI_ARG_CTX, false);
            let param = field_name(p);
            let setter = java::getter(&p.name);
            decls.push(format!("{} {param}", imports.code(&spelled)));
            plain_setters.push_str(&format!(".{setter}({param})"));
            if p.required {
                output_setters.push_str(&format!(".{setter}({param})"));
            } else {
                output_setters.push_str(&format!(
                    ".{setter}({param} == null ? null : {output}.of({param}))"
                ));
            }
            nulls.push("null".to_owned());
            params.push(param);
        }
        view.args_decl = decls.join(", ");
        view.plain_args_decl = view.args_decl.clone();
        view.args_ref = params.join(", ");
        view.args_empty = nulls.join(", ");
        view.plain_args_empty = view.args_empty.clone();
        view.args_expr = format!("{args}.builder(){output_setters}.build()");
        view.plain_args_expr = format!("{plain_args}.builder(){plain_setters}.build()");
    }
}

/// One getter of `Config`.
#[derive(Serialize)]
pub struct ConfigGetter {
    pub doc: Doc,
    pub ty: String,
    pub name: String,
    pub value: PropValue,
}

impl Values<'_, '_> {
    pub fn config_getter(&self, imports: &mut Imports, p: &Property) -> ConfigGetter {
        let ty = self.model.spell(
            &crate::naming::java::plan::config_type(p),
            crate::naming::java::plan::CONFIG_CTX,
            true,
        );
        ConfigGetter {
            doc: Doc::new(p.description.as_deref(), None),
            ty: imports.code(&ty),
            name: java::getter(names::overridden_name(p)),
            value: self.prop_value(imports, p, &ty, None, true),
        }
    }
}

/// One constant of an enum.
#[derive(Serialize)]
pub struct EnumConstant {
    pub doc: Doc,
    pub name: String,
    pub value: String,
}

/// An enum (`@EnumType`).
#[derive(Serialize)]
pub struct EnumClass {
    pub doc: Doc,
    pub class: String,
    pub value_type: String,
    /// String values are checked non-null.
    pub string: bool,
    pub constants: Vec<EnumConstant>,
}

impl Values<'_, '_> {
    pub fn enum_class(
        &self,
        imports: &mut Imports,
        class: &str,
        enum_type: &crate::ir::EnumType,
    ) -> Result<EnumClass, String> {
        let value_type = match enum_type.element_type {
            Type::String => JType::of(known::STRING),
            Type::Integer => JType::of(known::INTEGER),
            Type::Number => JType::of(known::DOUBLE),
            _ => {
                return Err(format!(
                    "enum `{}`: enums of type boolean are not supported in Java (nor by Pulumi's Java generator)",
                    enum_type.token.raw
                ))
            }
        };
        let mut constants = Vec::new();
        for value in &enum_type.values {
            let name = crate::naming::java::plan::enum_value_name(value);
            let constant = java::enum_constant_name(&name).ok_or_else(|| {
                format!(
                    "enum `{}`: the value name `{name}` is not a valid Java identifier",
                    enum_type.token.raw
                )
            })?;
            let literal = match (&value.value, &enum_type.element_type) {
                (ScalarValue::Number(n), Type::Number) => {
                    format!("{:.6}", n.as_f64().unwrap_or_default())
                }
                (v, _) => literal(v, &value_type),
            };
            constants.push(EnumConstant {
                doc: Doc::new(
                    value.description.as_deref(),
                    value.deprecation_message.as_deref(),
                ),
                name: constant,
                value: literal,
            });
        }
        Ok(EnumClass {
            doc: Doc::new(enum_type.description.as_deref(), None),
            class: simple_name(class).to_owned(),
            value_type: imports.code(&value_type),
            string: value_type.is(known::STRING),
            constants,
        })
    }
}
