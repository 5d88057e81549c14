//! The `resources` modules (`src/resources.rs`, `src/resources/<module>.rs`): per resource
//! (and the provider) its input form `NameArgs`, a struct of its outputs with `new`
//! (registration) and `get` (read by id); at the root, the output and plain forms of the
//! functions over the engine.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::TokenStream;
use quote::quote;

use super::inputs::{deprecated, input_form, must_give, InputForm};
use super::spell::{ident, string, Spell};
use super::{doc, Names};
use crate::ir::{Function, FunctionOutputs, Package, Property, Resource};
use crate::naming::rust as rs;
use crate::output::{GeneratedFile, Sink};

/// The argument a method's resource goes in (not one of the method's own arguments).
const SELF_ARGUMENT: &str = "__self__";

/// Writes `src/resources.rs` and a file per module below it.
pub fn write(package: &Package, names: &Names, sink: &dyn Sink) -> Result<(), String> {
    let spell = Spell::outside(package, names);
    // Resources by module (segments joined by `/`), the provider at the root.
    let mut by_module: BTreeMap<String, Vec<(&Resource, &str)>> = BTreeMap::new();
    by_module
        .entry(String::new())
        .or_default()
        .push((&package.provider, names.provider.as_str()));
    for (r, named) in package.resources.iter().zip(&names.resources) {
        if let Some((module, name)) = named {
            by_module.entry(module.clone()).or_default().push((r, name));
        }
    }
    // Every module on the way to one with resources.
    let mut children: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for module in by_module.keys() {
        let mut path = module.as_str();
        while let Some((parent, child)) = split_last(path) {
            children
                .entry(parent.to_owned())
                .or_default()
                .insert(child.to_owned());
            path = parent;
        }
    }
    let modules: BTreeSet<&String> = by_module.keys().chain(children.keys()).collect();
    let version = package
        .version
        .clone()
        .unwrap_or_else(|| "0.0.0".to_owned());
    for module in modules {
        let mut items = super::Items::default();
        if module.is_empty() {
            let v = string(&version);
            items.push(quote! {
                /// The package version: the engine loads the provider plugin of this version.
                pub const VERSION: &str = #v;
            });
            items.extend(functions(&spell));
        }
        for (r, name) in by_module.get(module).into_iter().flatten() {
            items.push(resource(&spell, r, name, &version));
        }
        let mut head = super::uses(&items);
        for child in children.get(module).into_iter().flatten() {
            let docs = doc::attrs(None, &format!("Resources of the `{child}` module."));
            let child = ident(child);
            head.push(quote!(#docs pub mod #child;));
        }
        let title = if module.is_empty() {
            "The package's resources and its provider, and its functions over the engine."
                .to_owned()
        } else {
            format!("Resources of the `{module}` module.")
        };
        let inner = quote! {
            #![allow(deprecated)]
            #![allow(non_camel_case_types)]
            // Descriptions are the schema's Markdown, tabs included.
            #![allow(clippy::tabs_in_doc_comments)]
        };
        sink.put(GeneratedFile {
            path: if module.is_empty() {
                "src/resources.rs".to_owned()
            } else {
                format!("src/resources/{module}.rs")
            },
            contents: super::file(&title, inner, head, items),
        })?;
    }
    Ok(())
}

/// `("a/b", "c")` for `"a/b/c"`, `("", "a")` for `"a"`, `None` for the root.
fn split_last(path: &str) -> Option<(&str, &str)> {
    if path.is_empty() {
        return None;
    }
    Some(path.rsplit_once('/').unwrap_or(("", path)))
}

/// A resource: its input form, its struct of outputs and their `impl`s, and its methods'
/// argument and result structs.
fn resource(spell: &Spell, r: &Resource, name: &str, version: &str) -> TokenStream {
    let args_name = format!("{name}Args");
    let args = input_form(
        spell,
        &InputForm {
            name: args_name.clone(),
            doc: doc::attrs(
                None,
                &format!("The inputs of [`{name}`]; each takes a plain value, a `Secret` or an `Output`."),
            ),
            props: r.input_properties.iter().collect(),
            owner: None,
            wire: false,
        },
    );
    let struct_name = ident(name);
    let docs = doc::attrs(
        r.description.as_deref(),
        &format!("The `{}` resource.", r.token.raw),
    );
    let deprecated = deprecated(r.deprecation_message.as_deref());
    let output_names = rs::field_names_after(&["urn", "id", "providers"], r.properties.iter());
    let outputs = r.properties.iter().zip(&output_names).map(|(p, f)| {
        let f = ident(f);
        let ty = spell.output(&p.type_);
        let ty = if p.required { ty } else { quote!(Option<#ty>) };
        let secret = if p.secret { " Secret." } else { "" };
        let docs = doc::attrs(
            p.description.as_deref(),
            &format!("The `{}` output.{secret}", p.name),
        );
        quote!(#docs pub #f: Output<#ty>,)
    });
    let reads = r.properties.iter().zip(&output_names).map(|(p, f)| {
        let f = ident(f);
        let wire = string(&p.name);
        quote!(#f: registration.output(#wire),)
    });
    let new = constructor(r, &args_name);
    let get = (!r.is_component).then(|| {
        quote! {
            /// Reads the existing resource `id` into the program, without managing it.
            pub fn get(ctx: &Context, name: &str, id: impl Into<Output<String>>, options: ResourceOptions) -> Self {
                let registration = ctx.read_resource(Self::spec(name), id.into(), options);
                Self::from_registration(&registration)
            }
        }
    });
    let spec = spec(spell.package, r, version);
    let token = string(&r.token.raw);
    let traits = traits(spell.package, r, &struct_name);
    let (methods, method_items) = methods(spell, r, name, version);
    quote! {
        #args

        #docs
        #deprecated
        #[derive(Clone, Debug)]
        pub struct #struct_name {
            /// The resource's URN.
            pub urn: Output<String>,
            /// The provider-assigned id.
            pub id: Output<String>,
            #(#outputs)*
            /// The providers its children (and its methods) use, by package: its own and its
            /// parent's.
            providers: sdkgen_runtime::ProviderMap,
        }

        impl #struct_name {
            /// The type token.
            pub fn type_token() -> &'static str {
                #token
            }

            #new
            #get
            #(#methods)*
            #spec

            fn from_registration(registration: &sdkgen_runtime::Registration) -> Self {
                Self {
                    urn: registration.urn.clone(),
                    id: registration.id.clone(),
                    #(#reads)*
                    providers: sdkgen_runtime::Resource::providers(registration),
                }
            }
        }

        #traits
        #(#method_items)*
    }
}

/// `new`: the arguments taken apart and sent by wire name, secrets as secrets; a component
/// the schema declares is a remote component (its provider constructs its children).
fn constructor(r: &Resource, args_name: &str) -> TokenStream {
    let args_ty = ident(args_name);
    let (unpack, inputs) = inputs_of(&r.input_properties, &args_ty);
    // (`spec` on a line of its own keeps the call within a line.)
    let register = if r.is_component {
        quote! {
            let spec = Self::spec(name);
            let registration = ctx.register_remote_component(spec, inputs, options);
        }
    } else {
        quote!(let registration = ctx.register_resource(Self::spec(name), inputs, options);)
    };
    quote! {
        /// Registers the resource `name`: the engine creates, updates or keeps it.
        pub fn new(ctx: &Context, name: &str, args: #args_ty, options: ResourceOptions) -> Self {
            #unpack
            let inputs = #inputs;
            #register
            Self::from_registration(&registration)
        }
    }
}

/// The `Inputs` of `args`, an input form of `props` named `args_ty`, by wire name, secrets as
/// secrets; and the statement that takes an input form without fields apart (so that `args`
/// is used).
fn inputs_of(
    props: &[Property],
    args_ty: &proc_macro2::Ident,
) -> (Option<TokenStream>, TokenStream) {
    let names = rs::field_names(props.iter(), true);
    let inputs = props.iter().zip(&names).map(|(p, f)| {
        let f = ident(f);
        let wire = string(&p.name);
        let value = if must_give(p) {
            quote!(Some(args.#f))
        } else {
            quote!(args.#f)
        };
        if p.secret {
            quote!(.secret_input(#wire, #value))
        } else {
            quote!(.input(#wire, #value))
        }
    });
    let unpack = names.is_empty().then(|| quote!(let #args_ty {} = args;));
    (unpack, quote!(sdkgen_runtime::Inputs::new() #(#inputs)*))
}

/// `spec`: what the engine needs to know of the resource besides its inputs.
fn spec(package: &Package, r: &Resource, version: &str) -> TokenStream {
    let custom = !r.is_component;
    let version = string(version);
    let secret_outputs = r.secret_outputs().map(string);
    // The schema's `replaceOnChanges`, sent as the resource option as the other SDKs do.
    let replace_on_changes = package
        .replace_on_changes_paths(r)
        .into_iter()
        .map(|p| string(&p));
    quote! {
        fn spec(name: &str) -> sdkgen_runtime::ResourceSpec {
            sdkgen_runtime::ResourceSpec {
                type_token: Self::type_token(),
                name: name.to_owned(),
                custom: #custom,
                version: #version,
                secret_outputs: &[#(#secret_outputs),*],
                replace_on_changes: &[#(#replace_on_changes),*],
            }
        }
    }
}

/// The runtime's resource traits; reading a resource reference as the resource (`Deserialize`,
/// `FromReference`, and the registry of resource types, so `AnyResource` builds one), and
/// sending the resource as an input (`Encode`: a reference to it).
fn traits(package: &Package, r: &Resource, name: &proc_macro2::Ident) -> TokenStream {
    let token = string(&r.token.raw);
    let id = if r.is_component {
        quote!(None)
    } else {
        quote!(Some(&self.id))
    };
    let custom_resource = (!r.is_component).then(|| {
        quote! {
            impl sdkgen_runtime::CustomResource for #name {
                fn id(&self) -> &Output<String> {
                    &self.id
                }
            }
        }
    });
    let provider = r.is_provider.then(|| {
        let package = string(&package.name);
        quote! {
            impl sdkgen_runtime::ProviderResource for #name {
                fn package(&self) -> &str {
                    #package
                }
            }
        }
    });
    quote! {
        impl sdkgen_runtime::Resource for #name {
            fn urn(&self) -> &Output<String> {
                &self.urn
            }

            fn providers(&self) -> sdkgen_runtime::ProviderMap {
                self.providers.clone()
            }
        }

        #custom_resource
        #provider

        impl sdkgen_runtime::FromReference for #name {
            const TYPE: &'static str = #token;

            fn from_reference(ctx: &Context, reference: sdkgen_runtime::ResourceReference) -> Self {
                Self::from_registration(&ctx.resource_from_reference(reference))
            }
        }

        sdkgen_runtime::register_resource_type!(#name);

        impl<'de> Deserialize<'de> for #name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                sdkgen_runtime::reference::deserialize_resource(deserializer)
            }
        }

        impl Encode for #name {
            fn encode(&self) -> sdkgen_runtime::input::BoxFuture<'_, sdkgen_runtime::Encoded> {
                sdkgen_runtime::reference::encode_resource(&self.urn, #id)
            }
        }
    }
}

/// The resource's methods (`ctx.call` with the resource as `__self__`), and the structs of
/// their arguments and results.
fn methods(
    spell: &Spell,
    r: &Resource,
    resource: &str,
    version: &str,
) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let mut methods = Vec::new();
    let mut items = Vec::new();
    for m in &r.methods {
        if let Some(named) = &spell.names.methods[m.function.0] {
            let f = &spell.package.functions[m.function.0];
            methods.push(method(spell, r, f, named, version, &mut items, resource));
        }
    }
    (methods, items)
}

/// The method `f` of `r`, named `named`; its argument and result structs go to `items`.
fn method(
    spell: &Spell,
    r: &Resource,
    f: &Function,
    named: &rs::MethodNames,
    version: &str,
    items: &mut Vec<TokenStream>,
    resource: &str,
) -> TokenStream {
    let shown = format!("{resource}::{}", named.name.trim_start_matches("r#"));
    let props: Vec<Property> = f
        .inputs
        .iter()
        .filter(|p| p.name != SELF_ARGUMENT && !p.output_only)
        .cloned()
        .collect();
    let args_ty = ident(&named.args);
    let (param, unpack, inputs) = if props.is_empty() {
        (None, None, quote!(sdkgen_runtime::Inputs::new()))
    } else {
        items.push(input_form(
            spell,
            &InputForm {
                name: named.args.clone(),
                doc: doc::attrs(None, &format!("The arguments of [`{shown}`].")),
                props: props.iter().collect(),
                owner: None,
                wire: false,
            },
        ));
        let (unpack, inputs) = inputs_of(&props, &args_ty);
        (Some(quote!(args: #args_ty,)), unpack, inputs)
    };
    let (result, call) = match &f.outputs {
        FunctionOutputs::Object { properties, .. } => {
            let props: Vec<&Property> = properties.iter().collect();
            let docs = doc::attrs(
                f.outputs_description.as_deref(),
                &format!("The result of [`{shown}`]."),
            );
            items.push(super::types::output_struct(
                spell,
                &named.result,
                docs,
                &props,
                None,
            ));
            let result = ident(&named.result);
            (quote!(#result), quote!(call))
        }
        FunctionOutputs::Value(t) => (spell.output(t), quote!(call)),
        // Nothing comes back: the call's (empty) object is read and dropped.
        FunctionOutputs::None => (quote!(()), quote!(call_unit)),
    };
    let this = if r.is_component {
        quote!(sdkgen_runtime::ResourceRef::from(self))
    } else {
        quote!(sdkgen_runtime::ResourceRef::custom(self))
    };
    // A provider's own method is called on it.
    let provider = r.is_provider.then(|| {
        quote! {
            if options.provider.is_none() {
                options = options.provider(self);
            }
        }
    });
    let token = string(&f.token.raw);
    let version = string(version);
    let method = ident(&named.name);
    let docs = doc::attrs(
        f.description.as_deref(),
        &format!("Calls the method `{}`.", f.token.raw),
    );
    let deprecated = deprecated(f.deprecation_message.as_deref());
    quote! {
        #docs
        #deprecated
        pub fn #method(&self, ctx: &Context, #param mut options: InvokeOptions) -> Output<#result> {
            #unpack
            let inputs = #inputs;
            if options.version.is_none() {
                options = options.version(#version);
            }
            #provider
            ctx.#call(#token, inputs, Some(#this), options)
        }
    }
}

/// Each function's output form (`<name>_output`, arguments as an `Input`) and plain form
/// (`<name>_plain`, async) over the engine, beside the `Transport` form in `types`.
fn functions(spell: &Spell) -> Vec<TokenStream> {
    let package = spell.package;
    let mut items = Vec::new();
    for (i, f) in package.functions.iter().enumerate() {
        let Some((module, fname, args_name, result_name)) = &spell.names.functions[i] else {
            continue;
        };
        let result = match &f.outputs {
            FunctionOutputs::Object { .. } => spell.type_path(module, result_name),
            FunctionOutputs::Value(t) => spell.output(t),
            FunctionOutputs::None => continue,
        };
        let transport_fn = rs::item_path("crate", "types", module, fname);
        let (output_fn, plain_fn) = Names::engine_functions(module, fname);
        let (output_fn, plain_fn) = (ident(&output_fn), ident(&plain_fn));
        let token = string(&f.token.raw);
        let shown = f.token.raw.replace('`', "'");
        let output_docs = doc::attrs(
            None,
            &format!("Invokes `{shown}` once its arguments are known (see [`{transport_fn}`])."),
        );
        let plain_docs = doc::attrs(None, &format!("Invokes `{shown}` with plain arguments."));
        if f.has_inputs {
            let args = spell.type_path(module, args_name);
            items.push(quote! {
                #output_docs
                pub fn #output_fn(ctx: &Context, args: impl Into<Input<#args>>, options: InvokeOptions) -> Output<#result> {
                    ctx.invoke_output(#token, VERSION, args.into(), options)
                }

                #plain_docs
                pub fn #plain_fn<'a>(ctx: &'a Context, args: &'a #args, options: InvokeOptions) -> Invoked<'a, #result> {
                    ctx.invoke(#token, VERSION, args, options)
                }
            });
        } else {
            items.push(quote! {
                #output_docs
                pub fn #output_fn(ctx: &Context, options: InvokeOptions) -> Output<#result> {
                    let args = Input::from(sdkgen_runtime::input::NoArgs);
                    ctx.invoke_output(#token, VERSION, args, options)
                }

                #plain_docs
                pub fn #plain_fn(ctx: &Context, options: InvokeOptions) -> Invoked<'_, #result> {
                    ctx.invoke(#token, VERSION, &sdkgen_runtime::input::NoArgs, options)
                }
            });
        }
    }
    items
}
