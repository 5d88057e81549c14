//! Input forms: the structs a caller fills (`FooArgs`, `GetFooArgs`, a resource's `NameArgs`).
//! Every field is an `Input<T>`; the fields a caller must give (required, and without a
//! default) are the parameters of `new`, so leaving one out does not compile; each other field
//! has a setter named after it, and starts from its default (environment variables, then the
//! schema's value) or unset.

use proc_macro2::TokenStream;
use quote::quote;

use super::doc;
use super::spell::{self, ident, string, Spell};
use crate::ir::{ObjectId, Property, Type};
use crate::naming::rust as rs;

/// An input form to write.
pub struct InputForm<'p> {
    /// The struct's name.
    pub name: String,
    /// Its doc attributes.
    pub doc: TokenStream,
    /// Its fields, by wire name.
    pub props: Vec<&'p Property>,
    /// The object type it is the input form of (fields that reach it again are boxed).
    pub owner: Option<ObjectId>,
    /// Whether it reads from property-value JSON and encodes itself (object types and function
    /// arguments; a resource's arguments are encoded field by field at registration).
    pub wire: bool,
}

pub use crate::naming::rust::is_new_param as must_give;

/// The struct, its `new` and setters, and (for a wire form) its `Encode` implementation.
pub fn input_form(spell: &Spell, form: &InputForm) -> TokenStream {
    let names = rs::field_names(form.props.iter().copied(), true);
    let name = ident(&form.name);
    let given: Vec<_> = form
        .props
        .iter()
        .zip(&names)
        .filter(|(p, _)| must_give(p))
        .collect();
    let defaultable = given.is_empty();
    let fields = form.props.iter().zip(&names).map(|(p, f)| {
        let f = ident(f);
        let ty = spell.input_field(p, form.owner);
        let docs = doc::attrs(
            p.description.as_deref(),
            &format!("The `{}` input.", p.name),
        );
        let deprecated = deprecated(p.deprecation_message.as_deref());
        let rename = form.wire.then(|| {
            let wire = string(&p.name);
            quote!(#[serde(rename = #wire)])
        });
        quote! {
            #docs
            #deprecated
            #rename
            pub #f: #ty,
        }
    });
    let derives = if form.wire {
        quote!(#[derive(Clone, Debug, Deserialize)])
    } else {
        quote!(#[derive(Clone, Debug)])
    };
    // With nothing to give, the default is what `new` makes (defaults applied).
    let default = defaultable.then(|| {
        quote! {
            impl Default for #name {
                fn default() -> Self {
                    Self::new()
                }
            }
        }
    });
    let doc = &form.doc;
    let constructor = constructor(spell, form, &names, &given);
    let setters = form
        .props
        .iter()
        .zip(&names)
        .filter(|(p, _)| !must_give(p))
        .map(|(p, f)| {
            let field = ident(f);
            let ty = spell.input_value(p, form.owner);
            let docs = doc::attrs(None, &format!("Sets `{}`.", p.name.replace('`', "'")));
            quote! {
                #docs
                pub fn #field(mut self, value: impl Into<Input<#ty>>) -> Self {
                    self.#field = Some(value.into());
                    self
                }
            }
        });
    let encode = form.wire.then(|| encode_impl(form, &names));
    quote! {
        #doc
        #derives
        pub struct #name {
            #(#fields)*
        }

        impl #name {
            #constructor
            #(#setters)*
        }

        #default
        #encode
    }
}

/// `#[deprecated(note = …)]` when there is a message.
pub fn deprecated(message: Option<&str>) -> Option<TokenStream> {
    message.map(|m| {
        let m = string(m);
        quote!(#[deprecated(note = #m)])
    })
}

/// `new`: the fields a caller must give as parameters (in wire-name order), the others their
/// defaults or unset.
fn constructor(
    spell: &Spell,
    form: &InputForm,
    names: &[String],
    given: &[(&&Property, &String)],
) -> TokenStream {
    let params = given.iter().map(|(p, f)| {
        let f = ident(f);
        let ty = spell.input_value(p, form.owner);
        quote!(#f: impl Into<Input<#ty>>)
    });
    let inits = form.props.iter().zip(names).map(|(p, f)| {
        let field = ident(f);
        if must_give(p) {
            quote!(#field: #field.into())
        } else {
            let value = default_value(spell, p, form.owner);
            quote!(#field: #value)
        }
    });
    let docs = if given.is_empty() {
        doc::lines_attrs(&["The arguments with every input unset or at its default.".to_owned()])
    } else {
        let listed: Vec<String> = given
            .iter()
            .map(|(p, _)| format!("`{}`", p.name.replace('`', "'")))
            .collect();
        doc::attrs(
            None,
            &format!(
                "The arguments with the required inputs {} (others unset or at their default).",
                listed.join(", ")
            ),
        )
    };
    let many = (given.len() > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]));
    quote! {
        #docs
        #many
        pub fn new(#(#params),*) -> Self {
            Self {
                #(#inits),*
            }
        }
    }
}

/// An optional field's starting value: the first environment variable set (read as the
/// field's type), else the schema's default, else `None`.
fn default_value(spell: &Spell, p: &Property, owner: Option<ObjectId>) -> TokenStream {
    let literal = p
        .default
        .as_ref()
        .and_then(|d| default_literal(spell, d, &p.type_));
    let from_env = (!p.default_env.is_empty()).then(|| {
        let vars = string(&p.default_env.join(" "));
        if is_string(&p.type_) {
            quote!(env_string(#vars))
        } else {
            let ty = spell.input_value(p, owner);
            quote!(env_default::<#ty, _>(#vars))
        }
    });
    match (from_env, literal) {
        (Some(env), Some(literal)) => quote!(#env.or_else(|| Some(Input::from(#literal)))),
        (Some(env), None) => env,
        (None, Some(literal)) => quote!(Some(Input::from(#literal))),
        (None, None) => quote!(None),
    }
}

fn is_string(ty: &Type) -> bool {
    match ty {
        Type::String => true,
        Type::Token(t) => is_string(&t.underlying),
        _ => false,
    }
}

/// The schema default as a value of the field's type: a literal, or an enum's member.
pub fn default_literal(
    spell: &Spell,
    value: &crate::spec::ScalarValue,
    ty: &Type,
) -> Option<TokenStream> {
    match ty {
        Type::Enum(id) => {
            let e = &spell.package.enums[id.0];
            let member = e.values.iter().position(|v| &v.value == value)?;
            let (module, name) = &spell.names.enums[id.0];
            let path = spell.type_path(module, name);
            let member = ident(&rs::enum_member_names(e)[member]);
            Some(quote!(#path::#member))
        }
        Type::Token(t) => default_literal(spell, value, &t.underlying),
        Type::Boolean | Type::Integer | Type::Number | Type::String => spell::literal(value, ty),
        _ => None,
    }
}

/// `impl Encode`: the set fields by wire name, those the schema marks secret as secrets.
fn encode_impl(form: &InputForm, names: &[String]) -> TokenStream {
    let name = ident(&form.name);
    let fields = form.props.iter().zip(names).map(|(p, f)| {
        let f = ident(f);
        let wire = string(&p.name);
        let value = if must_give(p) {
            quote!(Some(&self.#f))
        } else {
            quote!(self.#f.as_ref())
        };
        if p.secret {
            quote!(.secret_field(#wire, #value))
        } else {
            quote!(.field(#wire, #value))
        }
    });
    quote! {
        impl Encode for #name {
            fn encode(&self) -> sdkgen_runtime::input::BoxFuture<'_, sdkgen_runtime::Encoded> {
                sdkgen_runtime::input::Fields::new()
                    #(#fields)*
                    .encode()
            }
        }
    }
}
