//! `src/resources.rs`: the package's resources (and its provider) over `sdkgen-runtime`: per
//! resource an args struct of `Output`s, a struct of its typed outputs, `new` (registration)
//! and `get` (read by id); and the output and plain forms of the functions over the engine.
//! The file is `#[rustfmt::skip]` in `lib.rs`: its items are laid out one per line rather
//! than as rustfmt would wrap each.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use super::items::{doc_lines, Ctx};
use super::Names;
use crate::ir::{FunctionOutputs, Package, Resource};
use crate::naming::rust::field_name;

/// The file.
pub fn resources_file(package: &Package, names: &Names) -> String {
    let mut ctx = Ctx::detached(package, names);
    // Resources by module (segments joined by `/`), the provider at the root.
    let mut by_module: BTreeMap<String, Vec<(&Resource, String)>> = BTreeMap::new();
    by_module
        .entry(String::new())
        .or_default()
        .push((&package.provider, names.provider.clone()));
    for (r, named) in package.resources.iter().zip(&names.resources) {
        if let Some((module, name)) = named {
            by_module
                .entry(module.clone())
                .or_default()
                .push((r, name.clone()));
        }
    }
    let version = package
        .version
        .clone()
        .unwrap_or_else(|| "0.0.0".to_owned());
    let mut bodies: BTreeMap<String, String> = BTreeMap::new();
    for (module, resources) in &by_module {
        let mut body = String::new();
        for (r, name) in resources {
            write_resource(&mut ctx, &mut body, package, r, name, &version);
        }
        bodies.insert(module.clone(), body);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! The package's resources and its provider, and its functions over the engine."
    );
    let _ = writeln!(out);
    let _ = writeln!(out, "#![allow(deprecated)]");
    let _ = writeln!(out, "#![allow(unused_imports)]");
    // Descriptions are the schema's Markdown, tabs included.
    let _ = writeln!(out, "#![allow(clippy::tabs_in_doc_comments)]");
    let _ = writeln!(out);
    let _ = writeln!(out, "use std::collections::BTreeMap;");
    let _ = writeln!(out);
    let _ = writeln!(out, "use sdkgen_runtime::{{Context, CustomResource, Inputs, InvokeOptions, Output, ProviderResource, Registration, Resource, ResourceOptions, ResourceSpec}};");
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "/// The package version: the engine loads the provider plugin of this version."
    );
    let _ = writeln!(out, "pub const VERSION: &str = {:?};", version);
    write_functions(&mut ctx, &mut out, package, names);
    write_modules(&mut out, "", &bodies);
    out
}

/// The module `module`'s body and its children, nested.
fn write_modules(out: &mut String, module: &str, bodies: &BTreeMap<String, String>) {
    if let Some(body) = bodies.get(module) {
        out.push_str(body);
    }
    let children: BTreeSet<&str> = bodies
        .keys()
        .filter_map(|m| {
            let rest = if module.is_empty() {
                Some(m.as_str())
            } else {
                m.strip_prefix(module).and_then(|r| r.strip_prefix('/'))
            }?;
            (!rest.is_empty()).then(|| rest.split('/').next().unwrap_or(rest))
        })
        .collect();
    for child in children {
        let path = if module.is_empty() {
            child.to_owned()
        } else {
            format!("{module}/{child}")
        };
        let _ = writeln!(out);
        let _ = writeln!(out, "/// Resources of the `{path}` module.");
        let _ = writeln!(out, "pub mod {child} {{");
        let _ = writeln!(out, "use super::*;");
        write_modules(out, &path, bodies);
        let _ = writeln!(out, "}}");
    }
}

fn doc(out: &mut String, text: Option<&str>, fallback: &str) {
    let lines = text.map(|t| doc_lines(t, "///")).unwrap_or_default();
    if lines.is_empty() {
        // The fallback names a property, whose name may hold format characters (U+00AD, the
        // bidirectional controls; never a line break).
        let _ = writeln!(out, "/// {}", crate::backends::doc_text::visible(fallback));
    }
    for l in lines {
        let _ = writeln!(out, "{l}");
    }
}

fn write_resource(
    ctx: &mut Ctx,
    out: &mut String,
    package: &Package,
    r: &Resource,
    name: &str,
    version: &str,
) {
    let token = &r.token.raw;
    let custom = !r.is_component;
    // Inputs.
    let _ = writeln!(out);
    let _ = writeln!(out, "/// The inputs of [`{name}`]; a value is a plain value, a `Secret` or an `Output` (`.into()`).");
    let _ = writeln!(out, "#[derive(Clone, Debug, Default)]");
    let _ = writeln!(out, "pub struct {name}Args {{");
    let mut inputs = Vec::new();
    let mut taken = BTreeSet::new();
    for p in &r.input_properties {
        let mut f = field_name(&p.name);
        while !taken.insert(f.clone()) {
            f.push('_');
        }
        let ty = ctx.ty(&p.type_, true);
        let required = if p.required { " Required." } else { "" };
        doc(
            out,
            p.description.as_deref(),
            &format!("The `{}` input.{required}", p.name.replace('`', "'")),
        );
        let _ = writeln!(out, "pub {f}: Option<Output<{ty}>>,");
        inputs.push((p, f, ty));
    }
    let _ = writeln!(out, "}}");
    // Outputs.
    let _ = writeln!(out);
    doc(
        out,
        r.description.as_deref(),
        &format!("The `{}` resource.", token.replace('`', "'")),
    );
    if let Some(message) = &r.deprecation_message {
        let _ = writeln!(out, "#[deprecated(note = {message:?})]");
    }
    let _ = writeln!(out, "#[derive(Clone, Debug)]");
    let _ = writeln!(out, "pub struct {name} {{");
    let _ = writeln!(out, "/// The resource's URN.");
    let _ = writeln!(out, "pub urn: Output<String>,");
    let _ = writeln!(out, "/// The provider-assigned id.");
    let _ = writeln!(out, "pub id: Output<String>,");
    let mut outputs = Vec::new();
    let mut taken = BTreeSet::from(["urn".to_owned(), "id".to_owned()]);
    for p in &r.properties {
        let mut f = field_name(&p.name);
        while !taken.insert(f.clone()) {
            f.push('_');
        }
        let mut ty = ctx.ty(&p.type_, false);
        if !p.required {
            ty = format!("Option<{ty}>");
        }
        let secret = if p.secret { " Secret." } else { "" };
        doc(
            out,
            p.description.as_deref(),
            &format!("The `{}` output.{secret}", p.name.replace('`', "'")),
        );
        let _ = writeln!(out, "pub {f}: Output<{ty}>,");
        outputs.push((p, f, ty));
    }
    let _ = writeln!(out, "}}");
    let _ = writeln!(out);
    let _ = writeln!(out, "impl {name} {{");
    let _ = writeln!(out, "/// The type token.");
    let _ = writeln!(out, "pub const TYPE: &'static str = {token:?};");
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "/// Registers the resource `name`: the engine creates, updates or keeps it."
    );
    let _ = writeln!(out, "pub fn new(ctx: &Context, name: &str, args: {name}Args, options: ResourceOptions) -> {name} {{");
    let env_defaults: Vec<_> = inputs
        .iter()
        .filter(|(p, _, ty)| r.is_provider && !p.default_env.is_empty() && ty == "String")
        .collect();
    if inputs.is_empty() {
        let _ = writeln!(out, "let {name}Args {{}} = args;");
    } else if env_defaults.is_empty() {
        let _ = writeln!(out, "let args = args;");
    } else {
        let _ = writeln!(out, "let mut args = args;");
        for (p, f, _) in env_defaults {
            let vars: Vec<String> = p.default_env.iter().map(|v| format!("{v:?}")).collect();
            let _ = writeln!(out, "if args.{f}.is_none() {{ args.{f} = [{}].iter().find_map(|v| std::env::var(v).ok()).map(Output::new); }}", vars.join(", "));
        }
    }
    let mutable = if inputs.is_empty() { "" } else { "mut " };
    let _ = writeln!(out, "let {mutable}inputs: Inputs = Vec::new();");
    for (p, f, _) in &inputs {
        let json = if p.secret {
            "to_secret_json"
        } else {
            "to_json"
        };
        let _ = writeln!(
            out,
            "if let Some(value) = args.{f} {{ inputs.push(({:?}, value.{json}())); }}",
            p.name
        );
    }
    let _ = writeln!(
        out,
        "let registration = ctx.register_resource(Self::spec(name), inputs, options);"
    );
    let _ = writeln!(out, "Self::from_registration(&registration)");
    let _ = writeln!(out, "}}");
    if custom {
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "/// Reads the existing resource `id` into the program, without managing it."
        );
        let _ = writeln!(out, "pub fn get(ctx: &Context, name: &str, id: impl Into<Output<String>>, options: ResourceOptions) -> {name} {{");
        let _ = writeln!(
            out,
            "let registration = ctx.read_resource(Self::spec(name), id.into(), options);"
        );
        let _ = writeln!(out, "Self::from_registration(&registration)");
        let _ = writeln!(out, "}}");
    }
    let secret_outputs: Vec<String> = r.secret_outputs().map(|s| format!("{s:?}")).collect();
    // The schema's `replaceOnChanges`, sent as the resource option as the other SDKs do.
    let replace_on_changes: Vec<String> = package
        .replace_on_changes_paths(r)
        .iter()
        .map(|p| format!("{p:?}"))
        .collect();
    let _ = writeln!(out);
    let _ = writeln!(out, "fn spec(name: &str) -> ResourceSpec {{");
    let _ = writeln!(out, "ResourceSpec {{ type_token: Self::TYPE, name: name.to_owned(), custom: {custom}, version: {version:?}, secret_outputs: &[{}], replace_on_changes: &[{}] }}", secret_outputs.join(", "), replace_on_changes.join(", "));
    let _ = writeln!(out, "}}");
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "fn from_registration(registration: &Registration) -> {name} {{"
    );
    let _ = writeln!(out, "{name} {{");
    let _ = writeln!(out, "urn: registration.urn.clone(),");
    let _ = writeln!(out, "id: registration.id.clone(),");
    for (p, f, _) in &outputs {
        let _ = writeln!(out, "{f}: registration.output({:?}),", p.name);
    }
    let _ = writeln!(out, "}}");
    let _ = writeln!(out, "}}");
    let _ = writeln!(out, "}}");
    let _ = writeln!(out);
    let _ = writeln!(out, "impl Resource for {name} {{");
    let _ = writeln!(out, "fn urn(&self) -> &Output<String> {{ &self.urn }}");
    let _ = writeln!(out, "}}");
    if custom {
        let _ = writeln!(out);
        let _ = writeln!(out, "impl CustomResource for {name} {{");
        let _ = writeln!(out, "fn id(&self) -> &Output<String> {{ &self.id }}");
        let _ = writeln!(out, "}}");
    }
    if r.is_provider {
        let _ = writeln!(out);
        let _ = writeln!(out, "impl ProviderResource for {name} {{");
        let _ = writeln!(out, "fn package(&self) -> &str {{ {:?} }}", package.name);
        let _ = writeln!(out, "}}");
    }
}

/// Each function's output form (`<name>_output`, arguments as an `Output`) and plain form
/// (`<name>_plain`, async) over the engine, beside the `Transport` form in `types`.
fn write_functions(ctx: &mut Ctx, out: &mut String, package: &Package, names: &Names) {
    for (i, f) in package.functions.iter().enumerate() {
        let Some((module, fname, args_name, result_name)) = &names.functions[i] else {
            continue;
        };
        let path = |n: &str| {
            if module.is_empty() {
                format!("crate::types::{n}")
            } else {
                format!("crate::types::{}::{n}", module.replace('/', "::"))
            }
        };
        let result_ty = match &f.outputs {
            FunctionOutputs::Object { .. } => path(result_name),
            FunctionOutputs::Value(t) => ctx.ty(t, false),
            FunctionOutputs::None => continue,
        };
        let transport_fn = path(fname);
        let (output_fn, plain_fn) = Names::engine_functions(module, fname);
        let token = &f.token.raw;
        let (args_ty, args_param, args_value) = if f.has_inputs {
            (path(args_name), true, "args")
        } else {
            (
                "serde_json::Map<String, serde_json::Value>".to_owned(),
                false,
                "serde_json::Map::new()",
            )
        };
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "/// Invokes `{}` once its arguments are known (see [`{}`]).",
            token.replace('`', "'"),
            transport_fn
        );
        if args_param {
            let _ = writeln!(out, "pub fn {output_fn}(ctx: &Context, args: impl Into<Output<{args_ty}>>, options: InvokeOptions) -> Output<{result_ty}> {{");
            let _ = writeln!(
                out,
                "ctx.invoke_output({token:?}, VERSION, args.into(), options)"
            );
        } else {
            let _ = writeln!(out, "pub fn {output_fn}(ctx: &Context, options: InvokeOptions) -> Output<{result_ty}> {{");
            let _ = writeln!(
                out,
                "ctx.invoke_output({token:?}, VERSION, Output::new({args_value}), options)"
            );
        }
        let _ = writeln!(out, "}}");
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "/// Invokes `{}` with plain arguments.",
            token.replace('`', "'")
        );
        if args_param {
            let _ = writeln!(out, "pub async fn {plain_fn}(ctx: &Context, args: &{args_ty}, options: InvokeOptions) -> Result<{result_ty}, sdkgen_runtime::Error> {{");
            let _ = writeln!(out, "ctx.invoke({token:?}, VERSION, args, options).await");
        } else {
            let _ = writeln!(out, "pub async fn {plain_fn}(ctx: &Context, options: InvokeOptions) -> Result<{result_ty}, sdkgen_runtime::Error> {{");
            let _ = writeln!(
                out,
                "ctx.invoke({token:?}, VERSION, &{args_value}, options).await"
            );
        }
        let _ = writeln!(out, "}}");
    }
}
