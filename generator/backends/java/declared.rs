//! The Java SDK's type speller for the docs: the type each declaration of a property has, spelled
//! by the calls its classes are written with (simple class names, as the SDK's sources read).

use super::model::Model;
use super::spell::{known, Imports};
use crate::backends::{Declared, DeclaredTypes, Owner};
use crate::ir::{Package, Property};
use crate::naming::java::plan::{self, Ctx, Plan};
use crate::naming::wrapped::{self, Wrapped};

/// The Java SDK's type speller (its naming plan accepts every package).
pub fn declared_types(package: &Package) -> Box<dyn DeclaredTypes + '_> {
    Box::new(JavaTypes {
        package,
        plan: Plan::new(package),
    })
}

struct JavaTypes<'p> {
    package: &'p Package,
    plan: Plan,
}

impl DeclaredTypes for JavaTypes<'_> {
    fn declared_type(&self, declared: Declared, _owner: Owner, p: &Property) -> Option<String> {
        let model = Model {
            package: self.package,
            plan: &self.plan,
        };
        Some(declared_type(&model, declared, p))
    }
}

/// The type of `p` where `declared` declares it: the builder setter's parameter of an input
/// class (`Output<String>`), the getter's result of a resource (`Output<Optional<String>>`),
/// of an output class or of `Config`.
fn declared_type(model: &Model, declared: Declared, p: &Property) -> String {
    use Declared as D;
    let spell = |ty: &Wrapped, ctx: Ctx, outer: bool| model.spell(ty, ctx, outer);
    let ty = match declared {
        D::ResourceInput | D::ObjectInput => {
            let ty = wrapped::property_type(p, true);
            let ctx = Ctx {
                require_initializers: plan::is_input_type(&ty),
                ..plan::ARGS_CTX
            };
            spell(&ty, ctx, false).without_nullable()
        }
        D::FunctionInput | D::ObjectPlainInput => spell(
            &wrapped::property_type(p, false),
            plan::FUNCTION_ARGS_CTX,
            false,
        )
        .without_nullable(),
        D::ResourceOutput => {
            let inner = spell(&wrapped::property_type(p, false), plan::OUTPUT_CTX, false);
            let inner = if inner.nullable {
                inner.without_nullable().wrapped(known::OPTIONAL)
            } else {
                inner
            };
            inner.wrapped(known::OUTPUT)
        }
        D::FunctionOutput | D::ObjectOutput => {
            let ty = wrapped::property_type(p, false);
            let spelled = spell(&ty, plan::OUTPUT_CTX, false);
            // An optional collection's getter returns the collection (empty when unset).
            let collection = matches!(
                &ty,
                Wrapped::Optional(inner) if matches!(**inner, Wrapped::Array(_) | Wrapped::Map(_))
            );
            match (collection, spelled.nullable) {
                (true, true) => spelled.without_nullable(),
                (false, true) => spelled.without_nullable().wrapped(known::OPTIONAL),
                _ => spelled,
            }
        }
        D::Config => spell(&plan::config_type(p), plan::CONFIG_CTX, true),
    };
    Imports::new("docs.Docs").code(&ty)
}
