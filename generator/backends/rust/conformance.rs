//! `src/conformance.rs`: reads a conformance vector's neutral value into the generated input
//! types and writes it back as the property-value JSON the crate sends, by token, so tests can
//! hold the crate to the vectors every SDK shares.

use proc_macro2::TokenStream;
use quote::quote;

use super::spell::{string, Spell};
use super::Names;
use crate::ir::Package;

/// The file.
pub fn conformance_file(package: &Package, names: &Names) -> String {
    let spell = Spell::outside(package, names);
    let type_arms: Vec<TokenStream> = package
        .objects
        .iter()
        .enumerate()
        .filter(|(_, o)| !o.is_overlay)
        .map(|(i, o)| {
            let (module, name) = &names.objects[i];
            let ty = spell.type_path(module, &format!("{name}Args"));
            let token = string(&o.token.raw);
            quote!(#token => Some(wire::<#ty>(value)),)
        })
        .collect();
    let mut no_args = false;
    let function_arms: Vec<TokenStream> = package
        .functions
        .iter()
        .zip(&names.functions)
        .filter_map(|(f, named)| {
            let (module, _, args_name, _) = named.as_ref()?;
            let token = string(&f.token.raw);
            Some(if f.has_inputs {
                let ty = spell.type_path(module, args_name);
                quote!(#token => Some(wire::<#ty>(args)),)
            } else {
                no_args = true;
                quote!(#token => Some(no_args(args)),)
            })
        })
        .collect();
    let uses_wire = !type_arms.is_empty()
        || package
            .functions
            .iter()
            .zip(&names.functions)
            .any(|(f, named)| named.is_some() && f.has_inputs);
    let type_body = dispatch(&type_arms, quote!(value));
    let function_body = dispatch(&function_arms, quote!(args));
    let mut items = vec![quote! {
        /// The wire JSON of `value` read as the input form of the object type `token`; `None`
        /// for a token this package does not define.
        pub fn type_wire(token: &str, value: Value) -> Option<Result<Value, serde_json::Error>> {
            #type_body
        }

        /// The wire JSON of `args` read as the arguments of the function `token`; `None` for a
        /// token this package does not define.
        pub fn function_wire(token: &str, args: Value) -> Option<Result<Value, serde_json::Error>> {
            #function_body
        }
    }];
    if uses_wire {
        items.push(quote! {
            fn wire<T>(value: Value) -> Result<Value, serde_json::Error>
            where
                T: serde::de::DeserializeOwned + sdkgen_runtime::Encode,
            {
                let typed: T = serde_json::from_value(value)?;
                // An input read from JSON holds no output: it encodes at once.
                Ok(sdkgen_runtime::input::encode_now(&typed).map_or(Value::Null, |e| e.value))
            }
        });
    }
    if no_args {
        items.push(quote! {
            /// A function without arguments sends an empty object.
            fn no_args(args: Value) -> Result<Value, serde_json::Error> {
                let _: serde_json::Map<String, Value> = serde_json::from_value(args)?;
                Ok(Value::Object(serde_json::Map::new()))
            }
        });
    }
    let title = "Conformance: a vector's language-neutral value read into the generated input types and\nwritten back as the wire JSON this crate sends, by token.";
    super::file(
        title,
        TokenStream::new(),
        vec![quote!(
            use serde_json::Value;
        )],
        items.into_iter().collect(),
    )
}

/// A `match` on the token, or nothing to match when there are no arms.
fn dispatch(arms: &[TokenStream], value: TokenStream) -> TokenStream {
    if arms.is_empty() {
        quote! {
            let _ = (token, #value);
            None
        }
    } else {
        quote! {
            match token {
                #(#arms)*
                _ => None,
            }
        }
    }
}
