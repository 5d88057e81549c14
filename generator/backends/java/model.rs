//! Java types from Pulumi's wrapped types, named as the plan ([`super::plan`]) names the
//! packages and classes.

use super::spell::{known, JType};
use crate::ir::{ExternalKind, ExternalRef, Package, Property};
use crate::naming::java;
use crate::naming::java::plan::{class_properties, plain, Ctx, Plan, Qualifier, TypeClass};
use crate::naming::wrapped::{self, Wrapped};

pub struct Model<'a> {
    pub package: &'a Package,
    pub plan: &'a Plan,
}

impl<'a> Model<'a> {
    /// The Java type of `ty` in `ctx`; an outer `Optional` stays one when `outer_optional`,
    /// else becomes `@Nullable`.
    pub fn spell(&self, ty: &Wrapped, ctx: Ctx, outer_optional: bool) -> JType {
        let inner = self.rec(ty, ctx);
        if inner.is(known::OPTIONAL) && !outer_optional {
            return inner.args[0].clone().nullable();
        }
        inner
    }

    fn rec(&self, ty: &Wrapped, ctx: Ctx) -> JType {
        match ty {
            Wrapped::Input(element) => {
                let element = match &**element {
                    Wrapped::Array(_) | Wrapped::Map(_) => plain(element),
                    other => other.clone(),
                };
                let inner = self.rec(&element, Ctx { input: true, ..ctx });
                if inner.is(known::OUTPUT) {
                    inner
                } else {
                    inner.wrapped(known::OUTPUT)
                }
            }
            Wrapped::Optional(element) => {
                let mut inner = self.rec(element, ctx);
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
                let element = self.rec(&plain(element), Self::no_initializers(ctx));
                element.wrapped(known::LIST)
            }
            Wrapped::Map(element) => {
                let element = self.rec(&plain(element), Self::no_initializers(ctx));
                JType::generic(known::MAP, vec![JType::of(known::STRING), element])
            }
            Wrapped::Object { id, input } => {
                JType::of(&self.class_name(&self.plan.class_in(*id, *input, ctx)))
            }
            Wrapped::Enum(id) => {
                let token = &self.package.enum_type(*id).token;
                // Named after the token's package part, which may not be this package's (the
                // enum's own file is named after this package's).
                JType::of(&format!(
                    "{}.enums.{}",
                    self.plan
                        .names
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
            Wrapped::Union(elements) => self.union(elements, ctx),
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
    fn union(&self, elements: &[Wrapped], ctx: Ctx) -> JType {
        let mut distinct: Vec<JType> = Vec::new();
        for element in elements {
            let element = element.unwrap();
            if let (Wrapped::Enum(id), false) = (element, ctx.input) {
                let underlying = wrapped::bind(&self.package.enum_type(*id).element_type, false);
                return self.rec(&underlying, ctx);
            }
            let spelled = self.rec(element, Self::no_initializers(ctx));
            if !distinct.contains(&spelled) {
                distinct.push(spelled);
            }
        }
        match distinct.len() {
            1 => self.rec(&elements[0], ctx),
            2 => JType::generic(known::EITHER, distinct),
            _ => JType::of(known::OBJECT),
        }
    }

    /// The class an object type's class is named.
    pub fn class_name(&self, class: &TypeClass) -> String {
        self.plan.class_name(self.package, class)
    }

    /// A resource's class (`None`: this package's provider).
    pub fn resource_class(&self, resource: Option<crate::ir::ResourceId>) -> String {
        self.plan.resource_class(self.package, resource)
    }

    /// A type or resource of another package, named as that package's SDK names it (its
    /// enums as this package would name them, as Pulumi's generator does).
    fn external_class(&self, reference: &ExternalRef, input: bool, qualifier: Qualifier) -> String {
        let other = self.plan.names.external(&reference.package);
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
                self.plan
                    .names
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
            self.plan.names.own.module_package_of(package, module),
            qualifier.as_str(),
            java::type_name(name)
        )
    }

    /// The properties of the class of an object type and how they are spelled.
    pub fn class_properties(&self, class: &TypeClass) -> Vec<(&'a Property, Wrapped, Ctx)> {
        class_properties(self.package, class)
    }
}
