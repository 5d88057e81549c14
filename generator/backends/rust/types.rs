//! The `types` modules (`src/types.rs`, `src/types/<module>.rs`): each object type in its
//! output form (`Foo`: plain values, serde) and input form (`FooArgs`), the enums, and each
//! function's arguments, result and `Transport` form.

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use quote::quote;

use super::inputs::{deprecated, input_form, InputForm};
use super::spell::{self, ident, string, Spell};
use super::{doc, Names};
use crate::ir::{FunctionOutputs, ObjectId, Package, Property, Type};
use crate::naming::rust as rs;
use crate::spec::ScalarValue;

/// The module file of `module` (segments joined by `/`; the root is `""`) with its `children`.
pub fn module_file(
    package: &Package,
    names: &Names,
    module: &str,
    children: &BTreeSet<String>,
) -> String {
    let spell = Spell::inside(package, names, module);
    let mut items = super::Items::default();
    for (i, object) in package.objects.iter().enumerate() {
        if names.objects[i].0 == module {
            items.push(output_form(&spell, ObjectId(i)));
            let name = &names.objects[i].1;
            items.push(input_form(
                &spell,
                &InputForm {
                    name: format!("{name}Args"),
                    doc: doc::attrs(
                        None,
                        &format!("The input form of [`{name}`]: what a caller sets (computed fields left out)."),
                    ),
                    props: object.input_properties().collect(),
                    owner: Some(ObjectId(i)),
                    wire: true,
                },
            ));
        }
    }
    for (i, e) in package.enums.iter().enumerate() {
        if names.enums[i].0 == module && !e.is_overlay {
            items.push(enum_item(&spell, i));
        }
    }
    for (i, f) in names.functions.iter().enumerate() {
        if f.as_ref().is_some_and(|f| f.0 == module) {
            items.push(function(&spell, i));
        }
    }
    let title = if module.is_empty() {
        "Types and functions of the package's root module.".to_owned()
    } else {
        format!("Types and functions of the `{module}` module.")
    };
    let mut head = super::uses(&items);
    let children = children.iter().map(|child| {
        let docs = doc::attrs(None, &format!("The `{child}` module."));
        let child = ident(child);
        quote!(#docs pub mod #child;)
    });
    head.extend(children);
    let inner = quote! {
        #![allow(deprecated)]
        // A name taken twice, or named like the prelude's, gets a `_` (`Result_Args`).
        #![allow(non_camel_case_types)]
    };
    super::file(&title, inner, head, items)
}

/// An object type's output form.
fn output_form(spell: &Spell, id: ObjectId) -> TokenStream {
    let object = spell.package.object(id);
    let name = &spell.names.objects[id.0].1;
    let props: Vec<&Property> = object.properties.iter().collect();
    let docs = doc::attrs(
        object.description.as_deref(),
        &format!("The `{name}` type."),
    );
    output_struct(spell, name, docs, &props, Some(id))
}

/// A struct of plain values read from (and written as) property-value JSON.
pub fn output_struct(
    spell: &Spell,
    name: &str,
    docs: TokenStream,
    props: &[&Property],
    owner: Option<ObjectId>,
) -> TokenStream {
    let names = rs::field_names(props.iter().copied(), false);
    let all_default = props.iter().all(|p| !p.required || defaultable(&p.type_));
    let fields = props.iter().zip(&names).map(|(p, f)| {
        let f = ident(f);
        let ty = spell.output_field(p, owner);
        let docs = doc::attrs(
            p.description.as_deref(),
            &format!("The `{}` property.", p.name),
        );
        let deprecated = deprecated(p.deprecation_message.as_deref());
        let wire = string(&p.name);
        let optional = (!p.required)
            .then(|| quote!(#[serde(default, skip_serializing_if = "Option::is_none")]));
        quote! {
            #docs
            #deprecated
            #[serde(rename = #wire)]
            #optional
            pub #f: #ty,
        }
    });
    let derive = if props.iter().any(|p| spell.names.holds_resource(&p.type_)) {
        quote!(#[derive(Clone, Debug, Deserialize)])
    } else if all_default {
        quote!(#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)])
    } else {
        quote!(#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)])
    };
    let name = ident(name);
    quote! {
        #docs
        #derive
        pub struct #name {
            #(#fields)*
        }
    }
}

/// Whether `Default` can be derived for a required field of this type.
fn defaultable(ty: &Type) -> bool {
    match ty {
        Type::Object(_)
        | Type::Enum(_)
        | Type::Asset
        | Type::Archive
        | Type::Resource(_)
        | Type::Provider => false,
        Type::Token(t) => defaultable(&t.underlying),
        _ => true,
    }
}

/// An enum: a Rust enum for strings, a newtype with constants otherwise.
fn enum_item(spell: &Spell, index: usize) -> TokenStream {
    let e = &spell.package.enums[index];
    let name_text = &spell.names.enums[index].1;
    let name = ident(name_text);
    let docs = doc::attrs(
        e.description.as_deref(),
        &format!("The `{name_text}` enum."),
    );
    let members = rs::enum_member_names(e);
    let encode = quote! {
        impl Encode for #name {
            fn encode(&self) -> sdkgen_runtime::input::BoxFuture<'_, sdkgen_runtime::Encoded> {
                sdkgen_runtime::input::serialized(self)
            }
        }
    };
    if e.element_type == Type::String {
        let mut seen = BTreeSet::new();
        let variants = e.values.iter().zip(&members).filter_map(|(v, member)| {
            let ScalarValue::String(value) = &v.value else {
                return None;
            };
            let variant = ident(member);
            let docs = doc::attrs(v.description.as_deref(), &format!("`{value}`."));
            let deprecated = deprecated(v.deprecation_message.as_deref());
            let wire = string(value);
            // A value listed again under another name (an alias) reads as the first one.
            let alias = (!seen.insert(value.clone())).then(|| quote!(#[serde(skip_deserializing)]));
            Some(quote! {
                #docs
                #deprecated
                #[serde(rename = #wire)]
                #alias
                #variant,
            })
        });
        return quote! {
            #docs
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
            pub enum #name {
                #(#variants)*
            }

            #encode
        };
    }
    let (inner, derive) = match e.element_type {
        Type::Integer => (
            quote!(i32),
            quote!(#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]),
        ),
        Type::Boolean => (
            quote!(bool),
            quote!(#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]),
        ),
        _ => (
            quote!(f64),
            quote!(#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]),
        ),
    };
    let constants = e.values.iter().zip(&members).filter_map(|(v, member)| {
        let literal = spell::literal(&v.value, &e.element_type)?;
        let constant = ident(member);
        let docs = doc::attrs(v.description.as_deref(), &format!("`{literal}`."));
        let deprecated = deprecated(v.deprecation_message.as_deref());
        Some(quote! {
            #docs
            #deprecated
            pub const #constant: #name = #name(#literal);
        })
    });
    quote! {
        #docs
        #derive
        #[serde(transparent)]
        pub struct #name(pub #inner);

        impl #name {
            #(#constants)*
        }

        #encode
    }
}

/// A function: its argument and result structs and its `Transport` form.
fn function(spell: &Spell, index: usize) -> TokenStream {
    let f = &spell.package.functions[index];
    let Some((_, fname, args_name, result_name)) = &spell.names.functions[index] else {
        return TokenStream::new();
    };
    let mut items = Vec::new();
    if f.has_inputs {
        items.push(input_form(
            spell,
            &InputForm {
                name: args_name.clone(),
                doc: doc::attrs(
                    f.inputs_description.as_deref(),
                    &format!("The `{args_name}` type."),
                ),
                props: f.inputs.iter().filter(|p| !p.output_only).collect(),
                owner: None,
                wire: true,
            },
        ));
    }
    let result = match &f.outputs {
        FunctionOutputs::Object { properties, .. } => {
            let props: Vec<&Property> = properties.iter().collect();
            let docs = doc::attrs(
                f.outputs_description.as_deref(),
                &format!("The `{result_name}` type."),
            );
            items.push(output_struct(spell, result_name, docs, &props, None));
            let name = ident(result_name);
            quote!(#name)
        }
        FunctionOutputs::Value(t) => spell.output(t),
        FunctionOutputs::None => quote!(()),
    };
    let docs = doc::attrs(
        f.description.as_deref(),
        &format!("Calls `{}`.", f.token.raw),
    );
    let deprecated = deprecated(f.deprecation_message.as_deref());
    let fname = ident(fname);
    let token = string(&f.token.raw);
    let (param, args) = if f.has_inputs {
        let args_name = ident(args_name);
        (quote!(args: &#args_name,), quote!(args))
    } else {
        (quote!(), quote!(&sdkgen_runtime::input::NoArgs))
    };
    let call = match &f.outputs {
        FunctionOutputs::None => quote!(call_unit),
        _ => quote!(call),
    };
    items.push(quote! {
        #docs
        #deprecated
        pub fn #fname(
            transport: &dyn sdkgen_runtime::transport::Transport,
            #param
        ) -> sdkgen_runtime::transport::Result<#result> {
            sdkgen_runtime::transport::#call(transport, #token, #args)
        }
    });
    quote!(#(#items)*)
}
