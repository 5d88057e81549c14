//! Rust spellings of the schema's types and values as syntax: identifiers, type paths, the
//! input and output forms of a type, and literals typed as the field they go in.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use super::Names;
use crate::ir::{ObjectId, Package, Property, Type};
use crate::spec::ScalarValue;

/// An identifier from a name [`crate::naming::rust`] made (`r#type` is raw).
pub fn ident(name: &str) -> Ident {
    match name.strip_prefix("r#") {
        Some(raw) => Ident::new_raw(raw, Span::call_site()),
        None => Ident::new(name, Span::call_site()),
    }
}

/// A path of `::`-separated identifiers (`crate::types::a::Foo`).
pub fn path(segments: &str) -> TokenStream {
    let idents = segments.split("::").map(ident);
    quote!(#(#idents)::*)
}

/// A string literal.
pub fn string(s: &str) -> Literal {
    Literal::string(s)
}

/// Spells types as seen from one module of `types` (or from outside it: every path in full).
pub struct Spell<'a> {
    pub package: &'a Package,
    pub names: &'a Names,
    module: Option<&'a str>,
}

impl<'a> Spell<'a> {
    /// Spelling inside the `types` module `module` (segments joined by `/`).
    pub fn inside(package: &'a Package, names: &'a Names, module: &'a str) -> Spell<'a> {
        Spell {
            package,
            names,
            module: Some(module),
        }
    }

    /// Spelling outside `types` (resources, config, conformance).
    pub fn outside(package: &'a Package, names: &'a Names) -> Spell<'a> {
        Spell {
            package,
            names,
            module: None,
        }
    }

    /// The path of the type `name` of the `types` module `module`.
    pub fn type_path(&self, module: &str, name: &str) -> TokenStream {
        if self.module == Some(module) {
            return path(name);
        }
        path(&crate::naming::rust::item_path(
            "crate", "types", module, name,
        ))
    }

    fn object(&self, id: ObjectId, input: bool) -> TokenStream {
        let (module, name) = &self.names.objects[id.0];
        if input {
            self.type_path(module, &format!("{name}Args"))
        } else {
            self.type_path(module, name)
        }
    }

    /// The type of a value of `ty` in an output form: plain values throughout.
    pub fn output(&self, ty: &Type) -> TokenStream {
        match ty {
            Type::Array(e) => {
                let e = self.output(e);
                quote!(Vec<#e>)
            }
            Type::Map(e) => {
                let e = self.output(e);
                quote!(BTreeMap<String, #e>)
            }
            Type::Object(id) => self.object(*id, false),
            _ => self.scalar(ty),
        }
    }

    /// The type of a value of `ty` in an input form: every element of a list or map an
    /// `Input`, objects in their input form (`FooArgs`).
    pub fn input(&self, ty: &Type) -> TokenStream {
        match ty {
            Type::Array(e) => {
                let e = self.input_of(e);
                quote!(Vec<#e>)
            }
            Type::Map(e) => {
                let e = self.input_of(e);
                quote!(BTreeMap<String, #e>)
            }
            Type::Object(id) => self.object(*id, true),
            _ => self.scalar(ty),
        }
    }

    /// `Input<T>` of [`Spell::input`].
    pub fn input_of(&self, ty: &Type) -> TokenStream {
        let inner = self.input(ty);
        quote!(Input<#inner>)
    }

    fn scalar(&self, ty: &Type) -> TokenStream {
        match ty {
            Type::Boolean => quote!(bool),
            Type::Integer => quote!(i32),
            Type::Number => quote!(f64),
            Type::String => quote!(String),
            Type::Enum(id) => {
                let (module, name) = &self.names.enums[id.0];
                self.type_path(module, name)
            }
            Type::Token(t) => self.output(&t.underlying),
            // `pulumi.json#/Asset` admits an asset or an archive.
            Type::Asset => quote!(sdkgen_runtime::AssetOrArchive),
            Type::Archive => quote!(sdkgen_runtime::Archive),
            // An overlay resource (written by hand, not generated) stays JSON.
            Type::Resource(id) => match &self.names.resources[id.0] {
                Some((module, name)) => path(&crate::naming::rust::item_path(
                    "crate",
                    "resources",
                    module,
                    name,
                )),
                None => quote!(serde_json::Value),
            },
            Type::Provider => path(&format!("crate::resources::{}", self.names.provider)),
            _ => quote!(serde_json::Value),
        }
    }

    /// A field of an output form: `Secret` and `Option` as the property is, boxed where the
    /// struct `owner` contains itself through it.
    pub fn output_field(&self, p: &Property, owner: Option<ObjectId>) -> TokenStream {
        let mut ty = self.output(&p.type_);
        if owner.is_some_and(|o| self.names.holds_itself(o, &p.type_)) {
            ty = quote!(Box<#ty>);
        }
        if p.secret {
            ty = quote!(Secret<#ty>);
        }
        if p.required {
            ty
        } else {
            quote!(Option<#ty>)
        }
    }

    /// The value type of a field of an input form, `T` in `Input<T>`: boxed where the struct
    /// `owner` contains itself through it.
    pub fn input_value(&self, p: &Property, owner: Option<ObjectId>) -> TokenStream {
        let ty = self.input(&p.type_);
        if owner.is_some_and(|o| self.names.holds_itself(o, &p.type_)) {
            quote!(Box<#ty>)
        } else {
            ty
        }
    }

    /// A field of an input form: `Input<T>` when a caller must give it, else
    /// `Option<Input<T>>`.
    pub fn input_field(&self, p: &Property, owner: Option<ObjectId>) -> TokenStream {
        let ty = self.input_value(p, owner);
        if super::inputs::must_give(p) {
            quote!(Input<#ty>)
        } else {
            quote!(Option<Input<#ty>>)
        }
    }
}

/// A literal of `value` for a field of `ty`: integers as integers, numbers as floats (`7.0`,
/// `1000000000000000.0`); `None` when the value does not fit the type (an integer enum
/// value with a fraction, or beyond `i32`).
pub fn literal(value: &ScalarValue, ty: &Type) -> Option<TokenStream> {
    Some(match (value, ty) {
        (ScalarValue::String(s), _) => {
            let s = string(s);
            quote!(#s)
        }
        (ScalarValue::Bool(b), _) => quote!(#b),
        (ScalarValue::Number(n), Type::Integer) => {
            let i = integer(n)?;
            let lit = Literal::i32_unsuffixed(i);
            quote!(#lit)
        }
        (ScalarValue::Number(n), _) => {
            let f = n.as_f64().filter(|f| f.is_finite())?;
            let lit = Literal::f64_unsuffixed(f);
            quote!(#lit)
        }
    })
}

/// `n` as an `i32`, when it is a whole number in range (`7` or `7.0`).
pub fn integer(n: &serde_json::Number) -> Option<i32> {
    if let Some(i) = n.as_i64() {
        return i32::try_from(i).ok();
    }
    let f = n.as_f64()?;
    (f.fract() == 0.0 && f >= f64::from(i32::MIN) && f <= f64::from(i32::MAX)).then_some(f as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(text: &str) -> ScalarValue {
        ScalarValue::Number(serde_json::from_str(text).unwrap())
    }

    #[test]
    fn literals_are_typed_as_their_field() {
        let shown = |v: &ScalarValue, ty: &Type| literal(v, ty).map(|t| t.to_string());
        assert_eq!(shown(&number("7.0"), &Type::Integer).as_deref(), Some("7"));
        assert_eq!(shown(&number("-3"), &Type::Integer).as_deref(), Some("- 3"));
        assert_eq!(shown(&number("7"), &Type::Number).as_deref(), Some("7.0"));
        assert_eq!(
            shown(&number("1000000000000000"), &Type::Number).as_deref(),
            Some("1000000000000000.0")
        );
        assert_eq!(
            shown(&number("1e300"), &Type::Number).map(|s| s.parse::<f64>().unwrap()),
            Some(1e300)
        );
        assert_eq!(
            shown(&number("0.25"), &Type::Number).as_deref(),
            Some("0.25")
        );
        // No `i32` holds these.
        assert_eq!(shown(&number("7.5"), &Type::Integer), None);
        assert_eq!(shown(&number("3000000000"), &Type::Integer), None);
    }
}
