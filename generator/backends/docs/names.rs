//! What the docs show of each SDK's names and types: the names from
//! [`crate::naming::spellings`], the types from each SDK's own type speller.

use crate::backends::{Declared, TypeSpellers};
use crate::ir::Property;
pub use crate::naming::spellings::{python_shown, Form, Owner, Spelled, Spellings, LANGS};

/// Per language, where a property is declared and the note of that form (`input`, `output`).
type DeclaredForms = Vec<(Declared, &'static str)>;

/// Each property's type in each SDK, as that SDK declares it where `owner` declares the
/// property (see [`Declared`]): one form per class an object type has in that SDK (noted
/// with the form when there are several), none where the SDK lacks the declaration.
pub fn field_types(
    spell: &Spellings,
    types: &TypeSpellers,
    owner: Owner,
    props: &[&Property],
) -> Vec<Spelled> {
    use Declared as D;
    // Per language, the declarations the property has, with the form's note.
    let declared: Vec<DeclaredForms> = match owner {
        Owner::Object(id) => spell
            .object(id)
            .iter()
            .map(|lang_forms| {
                lang_forms
                    .iter()
                    .map(|f| {
                        let d = match f.note {
                            "plain input" => D::ObjectPlainInput,
                            "input" => D::ObjectInput,
                            _ => D::ObjectOutput,
                        };
                        (d, if lang_forms.len() > 1 { f.note } else { "" })
                    })
                    .collect()
            })
            .collect(),
        other => {
            let d = match other {
                Owner::ResourceInputs(_) => D::ResourceInput,
                Owner::Resource(_) => D::ResourceOutput,
                Owner::FunctionInputs(_) => D::FunctionInput,
                Owner::FunctionOutputs(_) => D::FunctionOutput,
                _ => D::Config,
            };
            vec![vec![(d, "")]; crate::naming::spellings::SDKS]
        }
    };
    props
        .iter()
        .map(|p| {
            let mut out: Spelled = Default::default();
            for (lang, forms) in declared.iter().enumerate() {
                let Some(types) = &types[lang] else {
                    continue;
                };
                for &(d, note) in forms {
                    // Input forms leave output-only properties out.
                    if matches!(d, D::ObjectInput | D::ObjectPlainInput) && p.output_only {
                        continue;
                    }
                    if let Some(ty) = types.declared_type(d, owner, p) {
                        let shown = if lang == 0 { python_shown(&ty) } else { ty };
                        out[lang].push(Form::new(shown, note));
                    }
                }
            }
            out
        })
        .collect()
}
