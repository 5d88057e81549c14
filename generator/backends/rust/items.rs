//! Rust source for the crate's modules and `Config`, written as rustfmt leaves it: one
//! attribute per line short enough never to be re-wrapped, signatures on one line when they fit
//! in 100 columns and one parameter per line when they do not, sorted `use` and `mod` lines.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::Names;
use crate::ir::{FunctionOutputs, ObjectId, Package, Property, Type};
use crate::naming::rust::{self as rs, field_name};
use crate::spec::ScalarValue;

/// Where a type is spelled: inside module `module`, as an input (`…Args`) or output.
pub(super) struct Ctx<'a> {
    package: &'a Package,
    names: &'a Names,
    module: &'a str,
    uses_map: bool,
    uses_secret: bool,
}

impl<'a> Ctx<'a> {
    /// Spelling types outside `types` (every path in full).
    pub(super) fn detached(package: &'a Package, names: &'a Names) -> Ctx<'a> {
        Ctx {
            package,
            names,
            module: "\u{0}detached",
            uses_map: false,
            uses_secret: false,
        }
    }

    fn path(&self, module: &str, name: &str) -> String {
        if module == self.module {
            name.to_owned()
        } else if module.is_empty() {
            format!("crate::types::{name}")
        } else {
            format!("crate::types::{}::{name}", module.replace('/', "::"))
        }
    }

    /// The Rust type of a schema type.
    pub(super) fn ty(&mut self, ty: &Type, input: bool) -> String {
        match ty {
            Type::Boolean => "bool".into(),
            Type::Integer => "i32".into(),
            Type::Number => "f64".into(),
            Type::String => "String".into(),
            Type::Array(e) => format!("Vec<{}>", self.ty(e, input)),
            Type::Map(e) => {
                self.uses_map = true;
                format!("BTreeMap<String, {}>", self.ty(e, input))
            }
            Type::Object(id) => {
                let (m, n) = &self.names.objects[id.0];
                let n = if input { format!("{n}Args") } else { n.clone() };
                self.path(m, &n)
            }
            Type::Enum(id) => {
                let (m, n) = &self.names.enums[id.0];
                self.path(m, n)
            }
            Type::Token(t) => self.ty(&t.underlying, input),
            _ => "serde_json::Value".into(),
        }
    }

    /// Whether `Default` can be derived for a field of this type.
    fn defaultable(ty: &Type, optional: bool) -> bool {
        optional
            || matches!(
                ty,
                Type::Boolean
                    | Type::Integer
                    | Type::Number
                    | Type::String
                    | Type::Array(_)
                    | Type::Map(_)
                    | Type::Any
                    | Type::Json
                    | Type::Asset
                    | Type::Archive
                    | Type::Union(_)
                    | Type::External(_)
                    | Type::Resource(_)
                    | Type::Provider
            )
            || matches!(ty, Type::Token(t) if Ctx::defaultable(&t.underlying, false))
    }
}

/// `///` (or `//!`) lines for a description; characters Rust treats as line breaks start a new
/// line, trailing blanks go, and NUL becomes U+FFFD (tools take a file with NUL for binary).
pub fn doc_lines(text: &str, marker: &str) -> Vec<String> {
    let text = crate::backends::doc_text::for_language(text, "rust")
        .replace("\r\n", "\n")
        .replace(['\r', '\u{2028}', '\u{2029}', '\u{85}'], "\n")
        .replace('\0', "\u{fffd}");
    let mut lines: Vec<String> = text
        .split('\n')
        .map(|l| {
            let l = l.trim_end();
            if l.is_empty() {
                marker.to_owned()
            } else {
                format!("{marker} {l}")
            }
        })
        .collect();
    while lines.last().is_some_and(|l| l == marker) {
        lines.pop();
    }
    while lines.first().is_some_and(|l| l == marker) {
        lines.remove(0);
    }
    lines
}

fn doc(out: &mut String, indent: &str, text: Option<&str>, fallback: &str) {
    let lines = text.map(|t| doc_lines(t, "///")).unwrap_or_default();
    if lines.is_empty() {
        // A fallback may quote an enum value, which can hold any line break.
        let fallback = crate::backends::doc_text::visible(
            &fallback.replace(['\r', '\n', '\u{2028}', '\u{2029}', '\u{85}'], " "),
        );
        let _ = writeln!(out, "{indent}/// {fallback}");
    }
    for l in lines {
        let _ = writeln!(out, "{indent}{l}");
    }
}

/// A Rust string literal.
fn string(s: &str) -> String {
    format!("{s:?}")
}

/// A struct of `props`.
/// A struct field's type: boxed where it reaches the struct itself, `Secret` and `Option` as
/// the property is.
fn field_type(ctx: &mut Ctx, p: &Property, input: bool, boxed: Option<ObjectId>) -> String {
    let mut ty = ctx.ty(&p.type_, input);
    if let Some(target) = boxed {
        if ctx.names.holds_itself(target, &p.type_) {
            ty = format!("Box<{ty}>");
        }
    }
    if p.secret {
        ctx.uses_secret = true;
        ty = format!("Secret<{ty}>");
    }
    if !p.required {
        ty = format!("Option<{ty}>");
    }
    ty
}

/// A configuration field's type (every variable may be unset).
fn config_field_type(ctx: &mut Ctx, p: &Property) -> (String, String) {
    let inner = ctx.ty(&p.type_, false);
    let ty = if p.secret {
        ctx.uses_secret = true;
        format!("Option<Secret<{inner}>>")
    } else {
        format!("Option<{inner}>")
    };
    (inner, ty)
}

/// The type the Rust crate declares for `p` in `declared` (for the docs), written by the same
/// code as its structs and resources, as seen from `module`.
pub fn declared_type(
    package: &Package,
    names: &Names,
    declared: crate::backends::Declared,
    module: &str,
    object: Option<ObjectId>,
    p: &Property,
) -> Option<String> {
    use crate::backends::Declared as D;
    let mut ctx = Ctx {
        package,
        names,
        // `src/config.rs` is no module of types: it names them all by their path.
        module: if declared == D::Config {
            CONFIG_MODULE
        } else {
            module
        },
        uses_map: false,
        uses_secret: false,
    };
    Some(match declared {
        // `src/resources.rs`: every input an optional `Output`, every output an `Output`.
        D::ResourceInput => {
            let mut ctx = Ctx::detached(package, names);
            format!("Option<Output<{}>>", ctx.ty(&p.type_, true))
        }
        D::ResourceOutput => {
            let mut ctx = Ctx::detached(package, names);
            let ty = ctx.ty(&p.type_, false);
            if p.required {
                format!("Output<{ty}>")
            } else {
                format!("Output<Option<{ty}>>")
            }
        }
        D::FunctionInput => field_type(&mut ctx, p, true, None),
        D::FunctionOutput => field_type(&mut ctx, p, false, None),
        D::ObjectPlainInput | D::ObjectInput => field_type(&mut ctx, p, true, object),
        D::ObjectOutput => field_type(&mut ctx, p, false, object),
        D::Config => config_field_type(&mut ctx, p).1,
    })
}

fn write_struct(
    ctx: &mut Ctx,
    out: &mut String,
    name: &str,
    description: Option<&str>,
    props: &[&Property],
    input: bool,
    boxed: Option<ObjectId>,
) {
    let mut fields = Vec::new();
    let mut taken = BTreeSet::new();
    let mut all_default = true;
    for p in props {
        let mut f = field_name(&p.name);
        while !taken.insert(f.clone()) {
            f.push('_');
        }
        let ty = field_type(ctx, p, input, boxed);
        all_default &= Ctx::defaultable(&p.type_, !p.required);
        fields.push((p, f, ty));
    }
    doc(out, "", description, &format!("The `{name}` type."));
    let derive = if all_default {
        "#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]"
    } else {
        "#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]"
    };
    let _ = writeln!(out, "{derive}");
    if fields.is_empty() {
        let _ = writeln!(out, "pub struct {name} {{}}");
        return;
    }
    let _ = writeln!(out, "pub struct {name} {{");
    for (p, f, ty) in fields {
        doc(
            out,
            "    ",
            p.description.as_deref(),
            &format!("The `{}` property.", p.name.replace('`', "'")),
        );
        if let Some(message) = &p.deprecation_message {
            write_attribute(
                out,
                "    ",
                "deprecated",
                &format!("note = {}", string(message)),
            );
        }
        write_attribute(
            out,
            "    ",
            "serde",
            &format!("rename = {}", string(&p.name)),
        );
        if !p.required {
            let _ = writeln!(
                out,
                "    #[serde(default, skip_serializing_if = \"Option::is_none\")]"
            );
        }
        write_field(out, &f, &ty);
    }
    let _ = writeln!(out, "}}");
}

/// `    pub name: Type,` as rustfmt lays it out: on one line when it fits in 100 columns, else
/// broken after the colon, else with the generic arguments one per line.
fn write_field(out: &mut String, name: &str, ty: &str) {
    let line = format!("    pub {name}: {ty},");
    if width(&line) <= 100 {
        let _ = writeln!(out, "{line}");
    } else if width(&format!("        {ty},")) <= 100 {
        let _ = writeln!(out, "    pub {name}:\n        {ty},");
    } else {
        for l in nested(&format!("pub {name}: "), ty, ",", 4) {
            let _ = writeln!(out, "{l}");
        }
    }
}

fn width(s: &str) -> usize {
    s.chars().count()
}

/// `head` + `ty` + `tail` at `indent`, breaking a generic type's arguments onto their own
/// lines while it does not fit (rustfmt's layout for long types).
fn nested(head: &str, ty: &str, tail: &str, indent: usize) -> Vec<String> {
    let pad = " ".repeat(indent);
    let one = format!("{pad}{head}{ty}{tail}");
    let Some(open) = ty
        .find('<')
        .filter(|_| ty.ends_with('>') && width(&one) > 100)
    else {
        return vec![one];
    };
    let outer = &ty[..open];
    let inner = &ty[open + 1..ty.len() - 1];
    let mut args = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                args.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    args.push(inner[start..].trim());
    let mut lines = vec![format!("{pad}{head}{outer}<")];
    for arg in args {
        lines.extend(nested("", arg, ",", indent + 4));
    }
    lines.push(format!("{pad}>{tail}"));
    lines
}

/// An attribute `#[name(arg)]` at `indent`, broken as rustfmt breaks one over 100 columns.
fn write_attribute(out: &mut String, indent: &str, name: &str, arg: &str) {
    let line = format!("{indent}#[{name}({arg})]");
    if line.chars().count() <= 100 {
        let _ = writeln!(out, "{line}");
    } else {
        let _ = writeln!(out, "{indent}#[{name}(\n{indent}    {arg}\n{indent})]");
    }
}

/// An enum: a Rust enum for strings, a newtype with constants otherwise.
fn write_enum(out: &mut String, package: &Package, index: usize, name: &str) {
    let e = &package.enums[index];
    doc(
        out,
        "",
        e.description.as_deref(),
        &format!("The `{name}` enum."),
    );
    let mut taken = BTreeSet::new();
    if e.element_type == Type::String {
        let _ = writeln!(
            out,
            "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]"
        );
        let _ = writeln!(out, "pub enum {name} {{");
        let mut seen_values = BTreeSet::new();
        for v in &e.values {
            let ScalarValue::String(value) = &v.value else {
                continue;
            };
            let raw = v.name.clone().unwrap_or_else(|| value.clone());
            let mut variant =
                super::camel_ident(&crate::naming::casing::expand_short_enum_name(&raw));
            while !taken.insert(variant.clone()) {
                variant.push('_');
            }
            doc(
                out,
                "    ",
                v.description.as_deref(),
                &format!("`{}`.", value.replace('`', "'")),
            );
            if let Some(message) = &v.deprecation_message {
                write_attribute(
                    out,
                    "    ",
                    "deprecated",
                    &format!("note = {}", string(message)),
                );
            }
            write_attribute(out, "    ", "serde", &format!("rename = {}", string(value)));
            // A value listed again under another name (an alias) reads as the first one.
            if !seen_values.insert(value.clone()) {
                let _ = writeln!(out, "    #[serde(skip_deserializing)]");
            }
            let _ = writeln!(out, "    {variant},");
        }
        let _ = writeln!(out, "}}");
        return;
    }
    let inner = match e.element_type {
        Type::Integer => "i32",
        Type::Boolean => "bool",
        _ => "f64",
    };
    let derive = if inner == "f64" {
        "#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]"
    } else {
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]"
    };
    let _ = writeln!(out, "{derive}");
    let _ = writeln!(out, "#[serde(transparent)]");
    let _ = writeln!(out, "pub struct {name}(pub {inner});");
    let _ = writeln!(out);
    let _ = writeln!(out, "impl {name} {{");
    for v in &e.values {
        let literal = match &v.value {
            ScalarValue::Number(n) if inner == "f64" => {
                let f = n.as_f64().unwrap_or(0.0);
                if f.fract() == 0.0 && f.abs() < 1e15 {
                    format!("{f:.1}")
                } else {
                    format!("{f}")
                }
            }
            ScalarValue::Number(n) => n.to_string(),
            ScalarValue::Bool(b) => b.to_string(),
            ScalarValue::String(s) => string(s),
        };
        let raw = v.name.clone().unwrap_or_else(|| literal.clone());
        let mut constant = rs::ascii_ident_chars(&rs::snake_case(&raw).to_uppercase());
        if constant.is_empty() || constant.starts_with(|c: char| c.is_ascii_digit()) {
            constant.insert(0, '_');
        }
        if constant.chars().all(|c| c == '_') {
            constant.push('V');
        }
        while !taken.insert(constant.clone()) {
            constant.push('_');
        }
        doc(
            out,
            "    ",
            v.description.as_deref(),
            &format!("`{literal}`."),
        );
        let _ = writeln!(out, "    pub const {constant}: {name} = {name}({literal});");
    }
    let _ = writeln!(out, "}}");
}

/// A function: its argument and result structs and the call.
fn write_function(ctx: &mut Ctx, out: &mut String, index: usize) {
    let package = ctx.package;
    let f = &package.functions[index];
    let Some((_, fname, args_name, result_name)) = ctx.names.functions[index].clone() else {
        return;
    };
    let inputs: Vec<&Property> = f.inputs.iter().filter(|p| !p.output_only).collect();
    if f.has_inputs {
        write_struct(
            ctx,
            out,
            &args_name,
            f.inputs_description.as_deref(),
            &inputs,
            true,
            None,
        );
        let _ = writeln!(out);
    }
    let result_ty = match &f.outputs {
        FunctionOutputs::Object { properties, .. } => {
            let props: Vec<&Property> = properties.iter().collect();
            write_struct(
                ctx,
                out,
                &result_name,
                f.outputs_description.as_deref(),
                &props,
                false,
                None,
            );
            let _ = writeln!(out);
            result_name.clone()
        }
        FunctionOutputs::Value(t) => ctx.ty(t, false),
        FunctionOutputs::None => "()".to_owned(),
    };
    doc(
        out,
        "",
        f.description.as_deref(),
        &format!("Calls `{}`.", f.token.raw.replace('`', "'")),
    );
    if let Some(message) = &f.deprecation_message {
        write_attribute(
            out,
            "",
            "deprecated",
            &format!("note = {}", string(message)),
        );
    }
    let mut params = vec!["transport: &T".to_owned()];
    if f.has_inputs {
        params.push(format!("args: &{args_name}"));
    }
    let head = format!("pub fn {fname}<T: Transport + ?Sized>(");
    let tail = format!(") -> Result<{result_ty}, Error> {{");
    let one_line = format!("{head}{}{tail}", params.join(", "));
    if one_line.chars().count() <= 100 {
        let _ = writeln!(out, "{one_line}");
    } else {
        let _ = writeln!(out, "{head}");
        for p in &params {
            let _ = writeln!(out, "    {p},");
        }
        let _ = writeln!(out, "{tail}");
    }
    let token_line = format!("    let token = {};", string(&f.token.raw));
    if token_line.chars().count() <= 100 {
        let _ = writeln!(out, "{token_line}");
    } else {
        let _ = writeln!(out, "    let token =\n        {};", string(&f.token.raw));
    }
    let args = if f.has_inputs {
        "args"
    } else {
        "&serde_json::Map::new()"
    };
    match &f.outputs {
        FunctionOutputs::None => {
            if f.has_inputs {
                let _ = writeln!(out, "    let args = serde_json::to_value(args)?;");
            } else {
                let _ = writeln!(
                    out,
                    "    let args = serde_json::Value::Object(serde_json::Map::new());"
                );
            }
            let _ = writeln!(out, "    transport.invoke(token, args)?;");
            let _ = writeln!(out, "    Ok(())");
        }
        _ => {
            let _ = writeln!(out, "    transport::call(transport, token, {args})");
        }
    }
    let _ = writeln!(out, "}}");
}

/// A module's file: its types, enums, functions and child modules.
pub fn module_file(
    package: &Package,
    names: &Names,
    module: &str,
    children: &BTreeSet<String>,
) -> String {
    let mut ctx = Ctx {
        package,
        names,
        module,
        uses_map: false,
        uses_secret: false,
    };
    let mut body = String::new();
    let mut first = true;
    let mut sep = |body: &mut String| {
        if !first {
            body.push('\n');
        }
        first = false;
    };
    for (i, object) in package.objects.iter().enumerate() {
        if names.objects[i].0 != module {
            continue;
        }
        let name = names.objects[i].1.clone();
        let all: Vec<&Property> = object.properties.iter().collect();
        let inputs: Vec<&Property> = object
            .properties
            .iter()
            .filter(|p| !p.output_only)
            .collect();
        sep(&mut body);
        write_struct(
            &mut ctx,
            &mut body,
            &name,
            object.description.as_deref(),
            &all,
            false,
            Some(ObjectId(i)),
        );
        body.push('\n');
        let args_doc =
            format!("The input form of [`{name}`]: what a caller sets (computed fields left out).");
        write_struct(
            &mut ctx,
            &mut body,
            &format!("{name}Args"),
            Some(&args_doc),
            &inputs,
            true,
            Some(ObjectId(i)),
        );
    }
    for (i, e) in package.enums.iter().enumerate() {
        if names.enums[i].0 != module || e.is_overlay {
            continue;
        }
        sep(&mut body);
        write_enum(&mut body, package, i, &names.enums[i].1);
    }
    let mut has_functions = false;
    for (i, f) in names.functions.iter().enumerate() {
        if f.as_ref().is_some_and(|f| f.0 == module) {
            has_functions = true;
            sep(&mut body);
            write_function(&mut ctx, &mut body, i);
        }
    }

    let mut out = String::new();
    let title = if module.is_empty() {
        "Types and functions of the package's root module.".to_owned()
    } else {
        format!("Types and functions of the `{module}` module.")
    };
    let _ = writeln!(out, "//! {title}");
    let _ = writeln!(out);
    let _ = writeln!(out, "#![allow(deprecated)]");
    let mut std_uses = Vec::new();
    if ctx.uses_map {
        std_uses.push("use std::collections::BTreeMap;");
    }
    let mut crate_uses: Vec<&str> = Vec::new();
    if ctx.uses_secret {
        crate_uses.push("use crate::secret::Secret;");
    }
    if has_functions {
        crate_uses.push("use crate::transport::{self, Error, Transport};");
    }
    let needs_serde = !body.is_empty() && (body.contains("Serialize"));
    if !std_uses.is_empty() {
        let _ = writeln!(out);
        for u in &std_uses {
            let _ = writeln!(out, "{u}");
        }
    }
    if needs_serde {
        let _ = writeln!(out);
        let _ = writeln!(out, "use serde::{{Deserialize, Serialize}};");
    }
    if !crate_uses.is_empty() {
        let _ = writeln!(out);
        for u in &crate_uses {
            let _ = writeln!(out, "{u}");
        }
    }
    if !children.is_empty() {
        let _ = writeln!(out);
        for (i, child) in children.iter().enumerate() {
            if i > 0 {
                let _ = writeln!(out);
            }
            let _ = writeln!(out, "/// The `{child}` module.");
            let _ = writeln!(out, "pub mod {child};");
        }
    }
    if !body.is_empty() {
        let _ = writeln!(out);
        out.push_str(&body);
    }
    out
}

/// The module `src/config.rs` is written as: none of the types' modules.
const CONFIG_MODULE: &str = "\u{0}config";

/// `src/config.rs`: the provider configuration.
pub fn config_file(package: &Package, names: &Names) -> String {
    let mut ctx = Ctx {
        package,
        names,
        module: CONFIG_MODULE,
        uses_map: false,
        uses_secret: false,
    };
    let props: Vec<&Property> = package.config.iter().collect();
    let mut body = String::new();
    let mut fields = Vec::new();
    let mut taken = BTreeSet::new();
    for p in &props {
        let mut f = field_name(&p.name);
        while !taken.insert(f.clone()) {
            f.push('_');
        }
        let (inner, ty) = config_field_type(&mut ctx, p);
        fields.push((*p, f, inner, ty));
    }
    let _ = writeln!(
        body,
        "/// The configuration of the `{}` provider.",
        package.name
    );
    let _ = writeln!(body, "///");
    let _ = writeln!(body, "/// A value comes from, in this order of precedence: the value given explicitly (set on the");
    let _ = writeln!(
        body,
        "/// struct or deserialized), then the first of its environment variables that is set (see"
    );
    let _ = writeln!(
        body,
        "/// [`Config::with_defaults`]), then its schema default. Secret values never print."
    );
    let _ = writeln!(
        body,
        "#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]"
    );
    if fields.is_empty() {
        let _ = writeln!(body, "pub struct Config {{}}");
    } else {
        let _ = writeln!(body, "pub struct Config {{");
        for (p, f, _, ty) in &fields {
            doc(
                &mut body,
                "    ",
                p.description.as_deref(),
                &format!("The `{}` setting.", p.name.replace('`', "'")),
            );
            if let Some(message) = &p.deprecation_message {
                write_attribute(
                    &mut body,
                    "    ",
                    "deprecated",
                    &format!("note = {}", string(message)),
                );
            }
            write_attribute(
                &mut body,
                "    ",
                "serde",
                &format!("rename = {}", string(&p.name)),
            );
            let _ = writeln!(
                body,
                "    #[serde(default, skip_serializing_if = \"Option::is_none\")]"
            );
            write_field(&mut body, f, ty);
        }
        let _ = writeln!(body, "}}");
    }
    let _ = writeln!(body);
    let _ = writeln!(body, "impl Config {{");
    let _ = writeln!(
        body,
        "    /// The configuration read from the environment, with schema defaults for the rest."
    );
    let _ = writeln!(body, "    pub fn from_env() -> Config {{");
    let _ = writeln!(body, "        Config::default().with_defaults()");
    let _ = writeln!(body, "    }}");
    let _ = writeln!(body);
    let _ = writeln!(
        body,
        "    /// The configuration of the stack a program runs in (`pulumi config set {}:<name>`,",
        package.name
    );
    let _ = writeln!(
        body,
        "    /// secrets included), then environment variables and schema defaults for the rest."
    );
    if fields.is_empty() {
        let _ = writeln!(body, "    pub fn from_context(_: &Context) -> Config {{");
        let _ = writeln!(body, "        Config::default().with_defaults()");
    } else {
        let _ = writeln!(body, "    pub fn from_context(ctx: &Context) -> Config {{");
        let _ = writeln!(body, "        Config {{");
        for (p, f, _, _) in &fields {
            let line = format!("            {f}: stack_value(ctx, {}),", string(&p.name));
            if width(&line) <= 100 {
                let _ = writeln!(body, "{line}");
            } else {
                let _ = writeln!(body, "            {f}: stack_value(\n                ctx,\n                {},\n            ),", string(&p.name));
            }
        }
        let _ = writeln!(body, "        }}");
        let _ = writeln!(body, "        .with_defaults()");
    }
    let _ = writeln!(body, "    }}");
    let _ = writeln!(body);
    let _ = writeln!(
        body,
        "    /// Fills every unset value from its environment variables, then its schema default."
    );
    let mut uses_env = false;
    let defaulted: Vec<_> = fields
        .iter()
        .filter(|(p, ..)| p.default.is_some() || !p.default_env.is_empty())
        .collect();
    let self_name = if defaulted.is_empty() {
        "self"
    } else {
        "mut self"
    };
    let _ = writeln!(body, "    pub fn with_defaults({self_name}) -> Config {{");
    for (p, f, inner, _) in &defaulted {
        let wrap = |v: String| {
            if p.secret {
                format!("Some(Secret::new({v}))")
            } else {
                format!("Some({v})")
            }
        };
        if !p.default_env.is_empty() {
            uses_env = true;
            let vars: Vec<String> = p.default_env.iter().map(|e| string(e)).collect();
            let parse = match inner.as_str() {
                "String" => "env(&[VARS])".to_owned(),
                other => format!("env(&[VARS]).and_then(|v| v.parse::<{other}>().ok())"),
            }
            .replace("VARS", &vars.join(", "));
            let _ = writeln!(body, "        if self.{f}.is_none() {{");
            let map = if p.secret { ".map(Secret::new)" } else { "" };
            let _ = writeln!(body, "            self.{f} = {parse}{map};");
            let _ = writeln!(body, "        }}");
        }
        if let Some(d) = &p.default {
            let literal = match (d, inner.as_str()) {
                (ScalarValue::String(s), _) => format!("{}.to_owned()", string(s)),
                (ScalarValue::Number(n), "f64") => {
                    let x = n.as_f64().unwrap_or(0.0);
                    if x.fract() == 0.0 {
                        format!("{x:.1}")
                    } else {
                        format!("{x}")
                    }
                }
                (ScalarValue::Number(n), _) => n.to_string(),
                (ScalarValue::Bool(b), _) => b.to_string(),
            };
            let _ = writeln!(body, "        if self.{f}.is_none() {{");
            let _ = writeln!(body, "            self.{f} = {};", wrap(literal));
            let _ = writeln!(body, "        }}");
        }
    }
    let _ = writeln!(body, "        self");
    let _ = writeln!(body, "    }}");
    let _ = writeln!(body, "}}");
    if !fields.is_empty() {
        let _ = writeln!(body);
        let _ = writeln!(
            body,
            "/// The stack's value of `{}:<name>`: JSON (a number, a boolean, an object) or a",
            package.name
        );
        let _ = writeln!(body, "/// plain string.");
        let _ = writeln!(
            body,
            "fn stack_value<T: serde::de::DeserializeOwned>(ctx: &Context, name: &str) -> Option<T> {{"
        );
        let _ = writeln!(
            body,
            "    let text = ctx.config(&format!(\"{}:{{name}}\"))?;",
            package
                .name
                .replace('"', "\\\"")
                .replace('{', "{{")
                .replace('}', "}}")
        );
        let _ = writeln!(body, "    serde_json::from_str(text)");
        let _ = writeln!(
            body,
            "        .or_else(|_| serde_json::from_value(serde_json::Value::String(text.to_owned())))"
        );
        let _ = writeln!(body, "        .ok()");
        let _ = writeln!(body, "}}");
    }
    if uses_env {
        let _ = writeln!(body);
        let _ = writeln!(body, "/// The value of the first of `names` that is set.");
        let _ = writeln!(body, "fn env(names: &[&str]) -> Option<String> {{");
        let _ = writeln!(
            body,
            "    names.iter().find_map(|name| std::env::var(name).ok())"
        );
        let _ = writeln!(body, "}}");
    }

    let mut out = String::new();
    let _ = writeln!(out, "//! The provider configuration.");
    let _ = writeln!(out);
    let _ = writeln!(out, "#![allow(deprecated)]");
    if ctx.uses_map {
        let _ = writeln!(out);
        let _ = writeln!(out, "use std::collections::BTreeMap;");
    }
    let _ = writeln!(out);
    let _ = writeln!(out, "use sdkgen_runtime::Context;");
    let _ = writeln!(out, "use serde::{{Deserialize, Serialize}};");
    if ctx.uses_secret {
        let _ = writeln!(out);
        let _ = writeln!(out, "use crate::secret::Secret;");
    }
    let _ = writeln!(out);
    out.push_str(&body);
    out
}

/// `src/conformance.rs`: reads a conformance vector's neutral value into the generated input
/// types and writes it back as wire JSON, by token, so tests can hold the crate to the vectors
/// every SDK shares.
pub fn conformance_file(package: &Package, names: &Names) -> String {
    let path = |module: &str, name: &str| -> String {
        if module.is_empty() {
            format!("crate::types::{name}")
        } else {
            format!("crate::types::{}::{name}", module.replace('/', "::"))
        }
    };
    // One arm per line: the dispatch tables are `#[rustfmt::skip]`, as a table reads best when
    // every row has the same shape (rustfmt would wrap long tokens three different ways).
    let arm = |out: &mut String, token: &str, inner: &str| {
        let _ = writeln!(out, "        {} => Some({inner}),", string(token));
    };
    let mut out = String::new();
    let _ = writeln!(out, "//! Conformance: a vector's language-neutral value read into the generated input types and");
    let _ = writeln!(
        out,
        "//! written back as the wire JSON this crate sends, by token."
    );
    let _ = writeln!(out);
    let _ = writeln!(out, "use serde_json::Value;");
    let _ = writeln!(out);
    let _ = writeln!(out, "/// The wire JSON of `value` read as the input form of the object type `token`; `None` for a");
    let _ = writeln!(out, "/// token this package does not define.");
    let _ = writeln!(out, "#[rustfmt::skip]");
    let _ = writeln!(out, "pub fn type_wire(token: &str, value: Value) -> Option<Result<Value, serde_json::Error>> {{");
    let mut types = 0;
    let mut type_arms = String::new();
    for (i, o) in package.objects.iter().enumerate() {
        if o.is_overlay {
            continue;
        }
        let (m, n) = &names.objects[i];
        arm(
            &mut type_arms,
            &o.token.raw,
            &format!("wire::<{}>(value)", path(m, &format!("{n}Args"))),
        );
        types += 1;
    }
    if types == 0 {
        let _ = writeln!(out, "    let _ = (token, value);");
        let _ = writeln!(out, "    None");
    } else {
        let _ = writeln!(out, "    match token {{");
        out.push_str(&type_arms);
        let _ = writeln!(out, "        _ => None,");
        let _ = writeln!(out, "    }}");
    }
    let _ = writeln!(out, "}}");
    let _ = writeln!(out);
    let _ = writeln!(out, "/// The wire JSON of `args` read as the arguments of the function `token`; `None` for a token");
    let _ = writeln!(out, "/// this package does not define.");
    let _ = writeln!(out, "#[rustfmt::skip]");
    let _ = writeln!(out, "pub fn function_wire(token: &str, args: Value) -> Option<Result<Value, serde_json::Error>> {{");
    let mut function_arms = String::new();
    let mut functions = 0;
    let mut uses_no_args = false;
    let mut uses_wire = types > 0;
    for (i, f) in package.functions.iter().enumerate() {
        let Some((m, _, args_name, _)) = &names.functions[i] else {
            continue;
        };
        functions += 1;
        if f.has_inputs {
            uses_wire = true;
            arm(
                &mut function_arms,
                &f.token.raw,
                &format!("wire::<{}>(args)", path(m, args_name)),
            );
        } else {
            uses_no_args = true;
            arm(&mut function_arms, &f.token.raw, "no_args(args)");
        }
    }
    if functions == 0 {
        let _ = writeln!(out, "    let _ = (token, args);");
        let _ = writeln!(out, "    None");
    } else {
        let _ = writeln!(out, "    match token {{");
        out.push_str(&function_arms);
        let _ = writeln!(out, "        _ => None,");
        let _ = writeln!(out, "    }}");
    }
    let _ = writeln!(out, "}}");
    if uses_wire {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "fn wire<T>(value: Value) -> Result<Value, serde_json::Error>"
        );
        let _ = writeln!(out, "where");
        let _ = writeln!(
            out,
            "    T: serde::de::DeserializeOwned + serde::Serialize,"
        );
        let _ = writeln!(out, "{{");
        let _ = writeln!(out, "    let typed: T = serde_json::from_value(value)?;");
        let _ = writeln!(out, "    serde_json::to_value(&typed)");
        let _ = writeln!(out, "}}");
    }
    if uses_no_args {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "/// A function without arguments sends an empty object."
        );
        let _ = writeln!(
            out,
            "fn no_args(args: Value) -> Result<Value, serde_json::Error> {{"
        );
        let _ = writeln!(
            out,
            "    let _: serde_json::Map<String, Value> = serde_json::from_value(args)?;"
        );
        let _ = writeln!(out, "    Ok(Value::Object(serde_json::Map::new()))");
        let _ = writeln!(out, "}}");
    }
    out
}
