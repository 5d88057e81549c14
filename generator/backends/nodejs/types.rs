//! TypeScript annotations for schema types, in each of the three forms Pulumi's Node.js
//! generator uses, and the imports a file needs for them.

use std::cell::RefCell;
use std::collections::BTreeSet;

use super::literals::string;
use super::ts_type::TsType;
use crate::ir::{ExternalKind, ExternalRef, Property, Type};
use crate::naming::casing::camel;
use crate::naming::nodejs::plan::{class_name, Plan};
use crate::spec::ScalarValue;

/// Which form of a type is spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Resource arguments and input shapes: every level accepts `pulumi.Input`s.
    Input,
    /// Function arguments: plain values.
    Plain,
    /// A `plain` property of an input shape: plain values of the input shapes (`FooArgs`).
    PlainArgs,
    /// Outputs: plain values as the engine returns them.
    Output,
}

/// Spells types from the point of view of one file, recording what it must import.
pub struct Speller<'a> {
    names: &'a Plan,
    /// Whether the file refers to `inputs.`/`outputs.`/`enums.` types.
    nested: RefCell<bool>,
    /// Resource classes the file refers to: (class name, file defining it).
    resources: RefCell<BTreeSet<(String, String)>>,
}

impl<'a> Speller<'a> {
    pub fn new(names: &'a Plan) -> Speller<'a> {
        Speller {
            names,
            nested: RefCell::new(false),
            resources: RefCell::new(BTreeSet::new()),
        }
    }

    /// Whether any spelled type lives in `types/` (the file imports `inputs`/`outputs`).
    pub fn uses_nested_types(&self) -> bool {
        *self.nested.borrow()
    }

    /// The resource classes spelled so far: (class, file defining it, from the package root).
    pub fn resource_imports(&self) -> BTreeSet<(String, String)> {
        self.resources.borrow().clone()
    }

    /// The type of `ty` in `form`, without the outer `pulumi.Input` of an input.
    pub fn spell(&self, ty: &Type, form: Form) -> TsType {
        match ty {
            Type::Boolean => TsType::name("boolean"),
            Type::Integer | Type::Number => TsType::name("number"),
            Type::String => TsType::name("string"),
            Type::Any | Type::Json => TsType::name("any"),
            Type::Asset => TsType::Union(vec![
                TsType::name("pulumi.asset.Asset"),
                TsType::name("pulumi.asset.Archive"),
            ]),
            Type::Archive => TsType::name("pulumi.asset.Archive"),
            Type::Array(inner) => TsType::Array(Box::new(self.element(inner, form))),
            Type::Map(inner) => TsType::Map(Box::new(self.element(inner, form))),
            // Overlays are written by hand by the provider's authors, not generated: an
            // annotation naming one could not compile.
            Type::Object(id) if self.names.overlay_objects.contains(id) => TsType::name("any"),
            Type::Enum(id) if self.names.overlay_enums.contains(id) => TsType::name("any"),
            Type::Object(id) => {
                *self.nested.borrow_mut() = true;
                let names = &self.names.objects[id.0];
                let (root, name) = match form {
                    Form::Input | Form::PlainArgs => ("inputs", &names.input),
                    Form::Plain if names.emit_plain || !names.emit_input => {
                        ("inputs", &names.plain)
                    }
                    Form::Plain => ("inputs", &names.input),
                    Form::Output => ("outputs", &names.output),
                };
                TsType::name(qualified(root, &names.namespace, name))
            }
            Type::Enum(id) => {
                *self.nested.borrow_mut() = true;
                let (namespace, name) = &self.names.enums[id.0];
                TsType::name(qualified("enums", namespace, name))
            }
            Type::Resource(id) => {
                let member = &self.names.resources[id.0];
                self.resources
                    .borrow_mut()
                    .insert((member.name.clone(), member.file.clone()));
                TsType::name(member.name.clone())
            }
            Type::Provider => {
                let provider = &self.names.provider;
                self.resources
                    .borrow_mut()
                    .insert((provider.name.clone(), provider.file.clone()));
                TsType::name("Provider")
            }
            Type::External(r) => self.external(r, form),
            Type::Union(union) => {
                if form == Form::Output && self.names.disable_union_output_types {
                    return match &union.default_type {
                        Some(default) => self.spell(default, form),
                        None => TsType::name("any"),
                    };
                }
                TsType::Union(union.elements.iter().map(|e| self.spell(e, form)).collect())
            }
            Type::Token(token) => match self.names.token_target(token) {
                Some(target) => self.spell(target, form),
                None => self.spell(&token.underlying, form),
            },
        }
    }

    /// A type, resource or provider of another package, from that package's SDK (a dependency
    /// of this one): `import("@pulumi/other").types.input.mod.ConfigArgs`. Opaque (`any`) when
    /// that package's schema was not at hand.
    fn external(&self, r: &ExternalRef, form: Form) -> TsType {
        let Some(other) = self.names.external.get(&r.package).filter(|_| r.resolved) else {
            return TsType::name("any");
        };
        let name = class_name(r.token.rsplit(':').next().unwrap_or_default());
        let mut path: Vec<String> = Vec::new();
        match r.kind {
            ExternalKind::Provider => path.push("Provider".into()),
            ExternalKind::Resource => {
                path.extend(other.namespace(&r.module));
                path.push(name);
            }
            ExternalKind::Type if r.is_enum => {
                path.extend(other.namespace(&r.module));
                path.push(name);
            }
            ExternalKind::Type => {
                path.push("types".into());
                path.push(
                    if form == Form::Output {
                        "output"
                    } else {
                        "input"
                    }
                    .into(),
                );
                path.extend(other.namespace(&r.module));
                path.push(match form {
                    Form::Input if other.input_args_suffix => format!("{name}Args"),
                    _ => name,
                });
            }
        }
        TsType::name(format!("import({}).{}", string(&other.npm), path.join(".")))
    }

    /// An element of an array or map: each one is an input of its own in the input form.
    fn element(&self, ty: &Type, form: Form) -> TsType {
        let inner = self.spell(ty, form);
        if form == Form::Input {
            input_of(inner)
        } else {
            inner
        }
    }

    /// A property's value type in `form`: the literal type of its constant value, if it has one.
    fn property_type(&self, p: &Property, form: Form) -> TsType {
        match (&p.const_value, &p.type_) {
            (Some(ScalarValue::String(value)), Type::String) => {
                TsType::name(super::literals::string(value))
            }
            _ if form == Form::PlainArgs => self.plain_input(&p.type_, p.plain_elements),
            _ => self.spell(&p.type_, form),
        }
    }

    /// A `plain` input: the value itself takes no `pulumi.Input`, but the elements of an array
    /// or map do, below the levels the schema marks `plain` too.
    fn plain_input(&self, ty: &Type, plain_levels: usize) -> TsType {
        let element = |inner: &Type| {
            if plain_levels > 0 {
                self.plain_input(inner, plain_levels - 1)
            } else {
                self.element(inner, Form::Input)
            }
        };
        match ty {
            Type::Array(inner) => TsType::Array(Box::new(element(inner))),
            Type::Map(inner) => TsType::Map(Box::new(element(inner))),
            _ => self.spell(ty, Form::PlainArgs),
        }
    }

    /// A property's annotation and whether it is optional (`name?:`), in `form`.
    pub fn property(&self, p: &Property, form: Form, required: bool) -> (bool, String) {
        let form = if p.plain && form == Form::Input {
            Form::PlainArgs
        } else {
            form
        };
        let ty = self.property_type(p, form);
        let text = if form == Form::Input {
            if ty.is_any() {
                if required { "any" } else { "any | undefined" }.to_owned()
            } else if required {
                input_of(ty).print()
            } else {
                input_of(ty.or_undefined()).print()
            }
        } else {
            ty.print()
        };
        (!required, text)
    }

    /// A resource output property's `pulumi.Output<…>` annotation.
    pub fn resource_output(&self, p: &Property, required: bool) -> String {
        let ty = self.property_type(p, Form::Output);
        let ty = if required { ty } else { ty.or_undefined() };
        format!("pulumi.Output<{}>", ty.print())
    }
}

impl Speller<'_> {
    /// The `…ProvideDefaults` function for values of `ty` in `form` (qualified, as a caller
    /// outside `types/` names it), when `ty` is an object type with defaults somewhere.
    pub fn defaults_function(&self, ty: &Type, form: Form) -> Option<String> {
        let Type::Object(id) = ty else { return None };
        if !self.names.provide_defaults[id.0] {
            return None;
        }
        let qualified = self.spell(ty, form).print();
        Some(defaults_function_name(&qualified))
    }
}

/// `inputs.mod.FooArgs` → `inputs.mod.fooArgsProvideDefaults`.
pub fn defaults_function_name(type_name: &str) -> String {
    let (path, name) = match type_name.rsplit_once('.') {
        Some((path, name)) => (format!("{path}."), name),
        None => (String::new(), type_name),
    };
    format!("{path}{}ProvideDefaults", camel(name))
}

/// `value` with the defaults of `function` applied: through `apply` for an input (which may be
/// an Output), directly for a plain value; `undefined` stays `undefined`.
pub fn with_defaults(function: &str, value: &str, input: bool, required: bool) -> String {
    match (input, required) {
        (true, true) => format!("pulumi.output({value}).apply({function})"),
        (true, false) => format!(
            "pulumi.output({value}).apply(v => v === undefined ? undefined : {function}(v))"
        ),
        (false, true) => format!("{function}({value})"),
        (false, false) => format!("({value} ? {function}({value}) : undefined)"),
    }
}

/// `pulumi.Input<T>` (left as `any` when `T` is `any`).
fn input_of(ty: TsType) -> TsType {
    if ty.is_any() {
        ty
    } else {
        TsType::name(format!("pulumi.Input<{}>", ty.print()))
    }
}

/// `root.ns1.ns2.Name`.
fn qualified(root: &str, namespace: &[String], name: &str) -> String {
    let mut out = root.to_owned();
    for segment in namespace {
        out.push('.');
        out.push_str(segment);
    }
    out.push('.');
    out.push_str(name);
    out
}
