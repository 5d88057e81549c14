//! `src/config.rs`: the provider configuration, read from the stack, the environment and the
//! schema's defaults, in that order of precedence.

use proc_macro2::TokenStream;
use quote::quote;

use super::inputs::{default_literal, deprecated};
use super::spell::{ident, string, Spell};
use super::{doc, Names};
use crate::ir::{Package, Property, Type};
use crate::naming::rust as rs;

/// The file.
pub fn config_file(package: &Package, names: &Names) -> String {
    let spell = Spell::outside(package, names);
    let props: Vec<&Property> = package.config.iter().collect();
    let fields = rs::field_names(props.iter().copied(), false);
    let declared = props.iter().zip(&fields).map(|(p, f)| {
        let f = ident(f);
        let ty = field_type(&spell, p);
        let docs = doc::attrs(
            p.description.as_deref(),
            &format!("The `{}` setting.", p.name),
        );
        let deprecated = deprecated(p.deprecation_message.as_deref());
        let wire = string(&p.name);
        quote! {
            #docs
            #deprecated
            #[serde(rename = #wire)]
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub #f: Option<#ty>,
        }
    });
    let struct_docs = doc::lines_attrs(&[
        format!(
            "The configuration of the `{}` provider.",
            package.name.replace('`', "'")
        ),
        String::new(),
        "A value comes from, in this order of precedence: the value given explicitly (set on the"
            .to_owned(),
        "struct or deserialized), then the first of its environment variables that is set (see"
            .to_owned(),
        "[`Config::with_defaults`]), then its schema default. Secret values never print."
            .to_owned(),
    ]);
    let from_context = from_context(package, &props, &fields);
    let defaults = props
        .iter()
        .zip(&fields)
        .map(|(p, f)| default_fill(&spell, p, f));
    let mutable = props
        .iter()
        .any(|p| p.default.is_some() || !p.default_env.is_empty())
        .then(|| quote!(mut));
    // A setting that holds a resource (a reference) can only be read.
    let derive = if props.iter().any(|p| names.holds_resource(&p.type_)) {
        quote!(#[derive(Clone, Debug, Default, Deserialize)])
    } else {
        quote!(#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)])
    };
    let items = vec![quote! {
        #struct_docs
        #derive
        pub struct Config {
            #(#declared)*
        }

        impl Config {
            /// The configuration read from the environment, with schema defaults for the rest.
            pub fn from_env() -> Config {
                Config::default().with_defaults()
            }

            #from_context

            /// Fills every unset value from its environment variables, then its schema default.
            pub fn with_defaults(#mutable self) -> Config {
                #(#defaults)*
                self
            }
        }
    }];
    let mut items = items;
    if !props.is_empty() {
        items.push(quote! {
            /// The stack's value of a key: JSON (a number, a boolean, an object) or a plain string.
            fn stack_value<T: serde::de::DeserializeOwned>(ctx: &Context, key: &str) -> Option<T> {
                let text = ctx.config(key)?;
                serde_json::from_str(text)
                    .or_else(|_| serde_json::from_value(serde_json::Value::String(text.to_owned())))
                    .ok()
            }
        });
    }
    let items: super::Items = items.into_iter().collect();
    let head = super::uses(&items);
    super::file(
        "The provider configuration.",
        quote!(#![allow(deprecated)]),
        head,
        items,
    )
}

/// A setting's value type: `Secret` when the schema marks it secret.
fn field_type(spell: &Spell, p: &Property) -> TokenStream {
    let ty = spell.output(&p.type_);
    if p.secret {
        quote!(Secret<#ty>)
    } else {
        ty
    }
}

/// `from_context`: each setting from the stack's `<package>:<name>` key.
fn from_context(package: &Package, props: &[&Property], fields: &[String]) -> TokenStream {
    let docs = doc::lines_attrs(&[
        format!(
            "The configuration of the stack a program runs in (`pulumi config set {}:<name>`,",
            package.name.replace('`', "'")
        ),
        "secrets included), then environment variables and schema defaults for the rest."
            .to_owned(),
    ]);
    if props.is_empty() {
        return quote! {
            #docs
            pub fn from_context(_: &Context) -> Config {
                Config::default().with_defaults()
            }
        };
    }
    let reads = props.iter().zip(fields).map(|(p, f)| {
        let f = ident(f);
        let key = string(&format!("{}:{}", package.name, p.name));
        quote!(#f: stack_value(ctx, #key),)
    });
    quote! {
        #docs
        pub fn from_context(ctx: &Context) -> Config {
            let config = Config {
                #(#reads)*
            };
            config.with_defaults()
        }
    }
}

/// The statements of `with_defaults` for one setting.
fn default_fill(spell: &Spell, p: &Property, field: &str) -> TokenStream {
    let f = ident(field);
    let from_env = (!p.default_env.is_empty()).then(|| {
        let vars = string(&p.default_env.join(" "));
        let read = if string_typed(&p.type_) {
            quote!(env_string(#vars))
        } else {
            let ty = spell.output(&p.type_);
            quote!(env_default::<#ty, _>(#vars))
        };
        quote! {
            if self.#f.is_none() {
                self.#f = #read;
            }
        }
    });
    let literal = p.default.as_ref().and_then(|d| {
        let literal = default_literal(spell, d, &p.type_)?;
        Some(if string_typed(&p.type_) {
            quote!(#literal.to_owned())
        } else {
            literal
        })
    });
    let from_default = literal.map(|value| {
        let value = if p.secret {
            quote!(Secret::new(#value))
        } else {
            value
        };
        quote! {
            if self.#f.is_none() {
                self.#f = Some(#value);
            }
        }
    });
    quote!(#from_env #from_default)
}

fn string_typed(ty: &Type) -> bool {
    match ty {
        Type::String => true,
        Type::Token(t) => string_typed(&t.underlying),
        _ => false,
    }
}
