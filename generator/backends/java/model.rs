//! Java types from Pulumi's wrapped types, and which classes the object types get.
//!
//! pulumi-java generates an object type only where code it generates names it: each spelling
//! of an object type in a context (`inputs` or `outputs` package, input class or output class,
//! input shape `…Args` or plain shape) is a class of its own, and spelling the properties of
//! such a class may name further ones. [`Model::type_classes`] follows those spellings from
//! the resources, functions and configuration to the closed set of classes.

use std::collections::{BTreeSet, VecDeque};

use super::names::Names;
use super::spell::{known, JType};
use crate::backends::wrapped::{self, Wrapped};
use crate::ir::{
    ExternalKind, ExternalRef, FunctionOutputs, ObjectId, Package, Property, Resource, Type,
};
use crate::naming::java;

/// The subpackage a type is spelled in, which the spelling context decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Qualifier {
    Inputs,
    Outputs,
}

impl Qualifier {
    pub fn as_str(self) -> &'static str {
        match self {
            Qualifier::Inputs => "inputs",
            Qualifier::Outputs => "outputs",
        }
    }
}

/// One class generated for an object type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeClass {
    pub object: ObjectId,
    /// The input shape (`…Args`, properties accept outputs) rather than the plain one.
    pub input_shape: bool,
    /// An input class (`…Args`-style builder) rather than an output class (`@CustomType`).
    pub input: bool,
    /// The subpackage it lies in.
    pub qualifier: Qualifier,
}

/// Where a type is spelled.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    pub qualifier: Qualifier,
    /// In an input class or an input's type (unions keep their enums).
    pub input: bool,
    /// `Optional` around a collection is kept (else the collection is `@Nullable`).
    pub require_initializers: bool,
}

pub struct Model<'a> {
    pub package: &'a Package,
    pub names: &'a Names,
    /// Object types whose output class in `inputs` (the configuration's, or a positional
    /// function parameter's) would share its file with their plain input class in `inputs`
    /// (a function's plain arguments'): those output classes go to `outputs` instead. Pulumi's
    /// generator fails on such a package (two files at one path).
    relocated: BTreeSet<ObjectId>,
}

/// `ty` without `Input` wrappers, objects keeping their shape (Pulumi's `PlainType`).
fn plain(ty: &Wrapped) -> Wrapped {
    match ty {
        Wrapped::Input(t) => plain(t),
        Wrapped::Optional(t) => Wrapped::Optional(Box::new(plain(t))),
        Wrapped::Array(t) => Wrapped::Array(Box::new(plain(t))),
        Wrapped::Map(t) => Wrapped::Map(Box::new(plain(t))),
        Wrapped::Union(ts) => Wrapped::Union(ts.iter().map(plain).collect()),
        other => other.clone(),
    }
}

/// Whether a property's type accepts outputs at its outer level (`isInputType`).
pub fn is_input_type(ty: &Wrapped) -> bool {
    let inner = match ty {
        Wrapped::Optional(t) => t,
        other => other,
    };
    matches!(inner, Wrapped::Input(_))
}

impl<'a> Model<'a> {
    /// The model of `package`, with the classes of [`Model::type_classes`] decided.
    pub fn new(package: &'a Package, names: &'a Names) -> (Model<'a>, BTreeSet<TypeClass>) {
        let mut model = Model {
            package,
            names,
            relocated: BTreeSet::new(),
        };
        let classes = model.type_classes();
        let relocated: BTreeSet<ObjectId> = classes
            .iter()
            .filter(|c| !c.input && c.qualifier == Qualifier::Inputs && !c.input_shape)
            .filter(|c| classes.contains(&TypeClass { input: true, ..**c }))
            .map(|c| c.object)
            .collect();
        if relocated.is_empty() {
            return (model, classes);
        }
        model.relocated = relocated;
        let classes = model.type_classes();
        (model, classes)
    }

    /// The Java type of `ty` in `ctx`; an outer `Optional` stays one when `outer_optional`,
    /// else becomes `@Nullable`. Every object type class named is pushed on `found`.
    pub fn spell(
        &self,
        ty: &Wrapped,
        ctx: Ctx,
        outer_optional: bool,
        found: &mut Vec<TypeClass>,
    ) -> JType {
        let inner = self.rec(ty, ctx, found);
        if inner.is(known::OPTIONAL) && !outer_optional {
            return inner.args[0].clone().nullable();
        }
        inner
    }

    fn rec(&self, ty: &Wrapped, ctx: Ctx, found: &mut Vec<TypeClass>) -> JType {
        match ty {
            Wrapped::Input(element) => {
                let element = match &**element {
                    Wrapped::Array(_) | Wrapped::Map(_) => plain(element),
                    other => other.clone(),
                };
                let inner = self.rec(&element, Ctx { input: true, ..ctx }, found);
                if inner.is(known::OUTPUT) {
                    inner
                } else {
                    inner.wrapped(known::OUTPUT)
                }
            }
            Wrapped::Optional(element) => {
                let mut inner = self.rec(element, ctx, found);
                let ignored = match &**element {
                    Wrapped::Input(_) => true,
                    Wrapped::Array(_) | Wrapped::Map(_) => !ctx.require_initializers,
                    _ => false,
                };
                if ignored {
                    inner.nullable = true;
                    inner
                } else {
                    inner.wrapped(known::OPTIONAL)
                }
            }
            Wrapped::Array(element) => {
                let element = self.rec(&plain(element), Self::no_initializers(ctx), found);
                element.wrapped(known::LIST)
            }
            Wrapped::Map(element) => {
                let element = self.rec(&plain(element), Self::no_initializers(ctx), found);
                JType::generic(known::MAP, vec![JType::of(known::STRING), element])
            }
            Wrapped::Object { id, input } => {
                let mut class = TypeClass {
                    object: *id,
                    input_shape: *input,
                    input: ctx.input,
                    qualifier: ctx.qualifier,
                };
                if !ctx.input && self.relocated.contains(id) {
                    class.qualifier = Qualifier::Outputs;
                }
                found.push(class);
                JType::of(&self.class_name(&class))
            }
            Wrapped::Enum(id) => {
                let token = &self.package.enum_type(*id).token;
                // Named after the token's package part, which may not be this package's (the
                // enum's own file is named after this package's).
                JType::of(&format!(
                    "{}.enums.{}",
                    self.names
                        .own
                        .module_package_of(&token.package, &token.module),
                    java::type_name(&token.name)
                ))
            }
            Wrapped::Resource(resource) => JType::of(&self.resource_class(*resource)),
            Wrapped::External { reference, input } => {
                JType::of(&self.external_class(reference, *input, ctx.qualifier))
            }
            Wrapped::Opaque(token) => JType::of(&self.opaque_class(token, ctx.qualifier)),
            Wrapped::Union(elements) => self.union(elements, ctx, found),
            Wrapped::Bool => JType::of(known::BOOLEAN),
            Wrapped::Int => JType::of(known::INTEGER),
            Wrapped::Number => JType::of(known::DOUBLE),
            Wrapped::String => JType::of(known::STRING),
            Wrapped::Archive => JType::of(known::ARCHIVE),
            Wrapped::Asset => JType::of(known::ASSET_OR_ARCHIVE),
            Wrapped::Json => JType::of(known::JSON_ELEMENT),
            Wrapped::Any => JType::of(known::OBJECT),
        }
    }

    fn no_initializers(ctx: Ctx) -> Ctx {
        Ctx {
            require_initializers: false,
            ..ctx
        }
    }

    /// A union: `Either<A,B>` of its two distinct alternatives, the one alternative, or
    /// `Object`; in an output, a union with an enum is that enum's element type.
    fn union(&self, elements: &[Wrapped], ctx: Ctx, found: &mut Vec<TypeClass>) -> JType {
        let mut distinct: Vec<JType> = Vec::new();
        for element in elements {
            let element = element.unwrap();
            if let (Wrapped::Enum(id), false) = (element, ctx.input) {
                let underlying = wrapped::bind(&self.package.enum_type(*id).element_type, false);
                return self.rec(&underlying, ctx, found);
            }
            let spelled = self.rec(element, Self::no_initializers(ctx), found);
            if !distinct.contains(&spelled) {
                distinct.push(spelled);
            }
        }
        match distinct.len() {
            1 => self.rec(&elements[0], ctx, found),
            2 => JType::generic(known::EITHER, distinct),
            _ => JType::of(known::OBJECT),
        }
    }

    /// The class an object type's class is named (after its token's package part, which may
    /// not be this package's).
    pub fn class_name(&self, class: &TypeClass) -> String {
        let token = &self.package.object(class.object).token;
        format!(
            "{}.{}.{}{}",
            self.names
                .own
                .module_package_of(&token.package, &token.module),
            class.qualifier.as_str(),
            java::type_name(&token.name),
            if class.input_shape { "Args" } else { "" }
        )
    }

    /// A resource's class (`None`: this package's provider).
    pub fn resource_class(&self, resource: Option<crate::ir::ResourceId>) -> String {
        match resource {
            None => format!("{}.Provider", self.names.own.root_package()),
            Some(id) => {
                let token = &self.package.resource(id).token;
                format!(
                    "{}.{}",
                    self.names
                        .own
                        .module_package_of(&token.package, &token.module),
                    java::type_name(&token.name)
                )
            }
        }
    }

    /// A type or resource of another package, named as that package's SDK names it (its
    /// enums as this package would name them, as Pulumi's generator does).
    fn external_class(&self, reference: &ExternalRef, input: bool, qualifier: Qualifier) -> String {
        let other = self.names.external(&reference.package);
        let name = reference.token.rsplit(':').next().unwrap_or_default();
        match reference.kind {
            ExternalKind::Provider => format!("{}.Provider", other.root_package()),
            ExternalKind::Resource => format!(
                "{}.{}",
                other.module_package(&reference.module),
                java::type_name(name)
            ),
            ExternalKind::Type if reference.is_enum => format!(
                "{}.enums.{}",
                self.names
                    .own
                    .module_package_of(&reference.package, &reference.module),
                java::type_name(name)
            ),
            ExternalKind::Type => format!(
                "{}.{}.{}{}",
                other.module_package(&reference.module),
                qualifier.as_str(),
                java::type_name(name),
                if input { "Args" } else { "" }
            ),
        }
    }

    /// A type token nothing at hand defines, named as if this package's type.
    fn opaque_class(&self, token: &str, qualifier: Qualifier) -> String {
        let mut parts = token.splitn(3, ':');
        let (package, module, name) = (
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
        );
        // The module as a token's module part reads by default: `index…` is the root.
        let module = if module.starts_with("index") {
            ""
        } else {
            module
        };
        format!(
            "{}.{}.{}",
            self.names.own.module_package_of(package, module),
            qualifier.as_str(),
            java::type_name(name)
        )
    }

    /// The properties of the class of an object type and how they are spelled.
    pub fn class_properties(&self, class: &TypeClass) -> Vec<(&'a Property, Wrapped, Ctx)> {
        let object = self.package.object(class.object);
        if class.input {
            object
                .input_properties()
                .map(|p| {
                    let ty = wrapped::property_type(p, class.input_shape);
                    let ctx = Ctx {
                        qualifier: Qualifier::Inputs,
                        input: true,
                        require_initializers: !class.input_shape || is_input_type(&ty),
                    };
                    (p, ty, ctx)
                })
                .collect()
        } else {
            object
                .output_properties()
                .map(|p| (p, wrapped::property_type(p, false), OUTPUT_CTX))
                .collect()
        }
    }

    /// The closed set of object type classes the package's code names.
    fn type_classes(&self) -> BTreeSet<TypeClass> {
        let mut found = Vec::new();
        self.roots(&mut found);
        let mut classes = BTreeSet::new();
        let mut pending: VecDeque<TypeClass> = found.into_iter().collect();
        while let Some(class) = pending.pop_front() {
            if !classes.insert(class) {
                continue;
            }
            let mut more = Vec::new();
            for (_, ty, ctx) in self.class_properties(&class) {
                self.spell(&ty, ctx, false, &mut more);
            }
            pending.extend(more);
        }
        classes
    }

    /// Spells everything the resources, functions and configuration declare.
    fn roots(&self, found: &mut Vec<TypeClass>) {
        let package = self.package;
        for resource in std::iter::once(&package.provider).chain(&package.resources) {
            if resource.is_overlay {
                continue;
            }
            self.resource_roots(resource, found);
        }
        for function in &package.functions {
            if function.is_overlay || function.method_of.is_some() {
                continue;
            }
            if function.has_inputs {
                // A function's arguments keep `Optional` collections in both forms.
                for input_shape in [true, false] {
                    for p in &function.inputs {
                        let ty = wrapped::property_type(p, input_shape);
                        self.spell(&ty, FUNCTION_ARGS_CTX, false, found);
                    }
                }
                if function.multi_argument_inputs.is_some() {
                    for p in &function.inputs {
                        self.spell(
                            &wrapped::property_type(p, false),
                            MULTI_ARG_CTX,
                            false,
                            found,
                        );
                    }
                }
            }
            if let FunctionOutputs::Object { properties, .. } = &function.outputs {
                for p in properties {
                    self.spell(&wrapped::property_type(p, false), OUTPUT_CTX, false, found);
                }
            }
        }
        for p in &package.config {
            self.spell(&config_type(p), CONFIG_CTX, true, found);
        }
    }

    fn resource_roots(&self, resource: &Resource, found: &mut Vec<TypeClass>) {
        for p in &resource.properties {
            self.spell(&wrapped::property_type(p, false), OUTPUT_CTX, false, found);
        }
        let inputs = resource.state_inputs.iter().flatten();
        for p in resource.input_properties.iter().chain(inputs) {
            let ty = wrapped::property_type(p, true);
            let ctx = Ctx {
                require_initializers: is_input_type(&ty),
                ..ARGS_CTX
            };
            self.spell(&ty, ctx, false, found);
        }
    }
}

/// Output classes and resource outputs.
pub const OUTPUT_CTX: Ctx = Ctx {
    qualifier: Qualifier::Outputs,
    input: false,
    require_initializers: false,
};

/// Input classes of the input shape (`require_initializers` per property).
pub const ARGS_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: true,
    require_initializers: false,
};

/// A function's arguments (both forms).
pub const FUNCTION_ARGS_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: true,
    require_initializers: true,
};

/// The parameters of a function whose inputs are positional.
pub const MULTI_ARG_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: false,
    require_initializers: true,
};

/// The configuration's getters.
pub const CONFIG_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: false,
    require_initializers: true,
};

/// A configuration variable's type: opaque tokens as their underlying type.
pub fn config_type(p: &Property) -> Wrapped {
    let mut ty = &p.type_;
    while let Type::Token(t) = ty {
        ty = &t.underlying;
    }
    let bound = wrapped::bind(ty, false);
    if p.required {
        bound
    } else {
        bound.optional()
    }
}
