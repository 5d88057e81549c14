//! Usage snippets: how a program calls a function or creates a resource in each SDK, written
//! against the generated APIs (each SDK's names from [`Spellings`]). Required inputs get a
//! placeholder of their type (`"example"`, `0`, nested objects with their own required fields);
//! optional ones are left out, as a program may.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::model::Snippet;
use super::names::{Spellings, LANGS};
use super::text::{html, md_fence};
use crate::ir::{
    Function, FunctionId, FunctionOutputs, ObjectId, Package, Property, ResourceId, Type,
};
use crate::naming::csharp::plan as cs;
use crate::naming::go as go_naming;
use crate::naming::java::plan as jv;
use crate::spec::ScalarValue;

/// Nested objects are spelled out this deep at most (required fields cannot form a cycle, but
/// real schemas nest deeply).
const MAX_DEPTH: usize = 6;

/// Nested objects spelled out per language in one entry's examples: required object properties
/// of required object properties multiply (ten of each, six deep, would be a million lines);
/// past this many, a nested object gets the value a level past [`MAX_DEPTH`] gets.
const MAX_OBJECTS: usize = 256;

/// The languages' slots in [`Writer::objects_left`].
#[derive(Clone, Copy)]
enum Lang {
    Python,
    TypeScript,
    Go,
    Csharp,
    Rust,
    Java,
}

fn snippet(index: usize, code: String) -> Snippet {
    let (lang, label) = LANGS[index];
    Snippet {
        lang,
        label,
        md: md_fence(lang, &code),
        html: format!(
            "<pre><code class=\"language-{lang}\">{}</code></pre>",
            html(&code)
        ),
    }
}

/// Properties a caller must give (required, not fixed by a constant).
fn required<'p>(props: impl IntoIterator<Item = &'p Property>) -> Vec<&'p Property> {
    props
        .into_iter()
        .filter(|p| p.required && p.const_value.is_none())
        .collect()
}

/// Which classes a Java example builds objects with.
#[derive(Clone, Copy)]
enum JavaShape {
    /// The input-shape `…Args` classes (`Output` or plain values).
    Args,
    /// The plain input classes (a plain property's, a plain function's).
    Plain,
    /// The output classes the spelling context names (a positional function parameter's).
    Output(jv::Ctx),
}

/// The first value of an enum (string values as JSON).
fn first_enum_value(package: &Package, id: crate::ir::EnumId) -> Option<&ScalarValue> {
    package.enum_type(id).values.first().map(|v| &v.value)
}

fn scalar_literal(v: &ScalarValue) -> String {
    match v {
        ScalarValue::String(s) => serde_json::to_string(s).unwrap_or_default(),
        ScalarValue::Bool(b) => b.to_string(),
        ScalarValue::Number(n) => n.to_string(),
    }
}

/// `{ key: value, … }` with one entry a line at nesting `level` (four spaces a level), `{}`
/// when empty: the shape a Python dict and a TypeScript object literal share.
fn key_value_block(entries: impl IntoIterator<Item = (String, String)>, level: usize) -> String {
    let pad = indent(level + 1, "    ");
    let mut out = String::new();
    for (key, value) in entries {
        let _ = writeln!(out, "{pad}{key}: {value},");
    }
    if out.is_empty() {
        return "{}".into();
    }
    format!("{{\n{out}{}}}", indent(level, "    "))
}

fn indent(level: usize, unit: &str) -> String {
    unit.repeat(level)
}

struct Writer<'a> {
    package: &'a Package,
    spell: &'a Spellings<'a>,
    /// Go packages the snippet uses: (import path, package name).
    go_imports: BTreeSet<(String, String)>,
    /// Java classes the snippet uses, by simple name (a clash is written fully qualified).
    java_imports: std::collections::BTreeMap<String, String>,
    /// Per language: how many more nested objects its examples may spell out.
    objects_left: [std::cell::Cell<usize>; crate::naming::spellings::SDKS],
}

impl<'a> Writer<'a> {
    fn new(package: &'a Package, spell: &'a Spellings<'a>) -> Writer<'a> {
        Writer {
            package,
            spell,
            go_imports: BTreeSet::new(),
            java_imports: Default::default(),
            objects_left: std::array::from_fn(|_| std::cell::Cell::new(MAX_OBJECTS)),
        }
    }

    /// Whether a nested object at `level` is spelled out in `lang`'s example (counted).
    fn expand(&self, lang: Lang, level: usize) -> bool {
        let left = &self.objects_left[lang as usize];
        if level >= MAX_DEPTH || left.get() == 0 {
            return false;
        }
        left.set(left.get() - 1);
        true
    }

    // ---- Python: keyword arguments; objects as dicts keyed by the TypedDicts' names.

    fn py(&self, ty: &Type, level: usize) -> String {
        match ty {
            Type::String => "\"example\"".into(),
            Type::Integer => "0".into(),
            Type::Number => "0.0".into(),
            Type::Boolean => "False".into(),
            Type::Array(_) => "[]".into(),
            Type::Map(_) | Type::Any | Type::Json => "{}".into(),
            Type::Enum(id) => match first_enum_value(self.package, *id) {
                Some(ScalarValue::Bool(b)) => if *b { "True" } else { "False" }.into(),
                Some(v) => scalar_literal(v),
                None => "None".into(),
            },
            Type::Token(t) => self.py(&t.underlying, level),
            Type::Object(id) if self.expand(Lang::Python, level) => {
                let props = required(self.package.object(*id).input_properties());
                key_value_block(
                    props.iter().map(|p| {
                        (
                            scalar_literal(&ScalarValue::String(
                                crate::naming::python::attribute_name(p),
                            )),
                            self.py(&p.type_, level + 1),
                        )
                    }),
                    level,
                )
            }
            _ => "None".into(),
        }
    }

    fn py_call(&self, call: &str, props: &[&Property]) -> String {
        if props.is_empty() {
            return format!("{call}()");
        }
        let mut out = format!("{call}(\n");
        for p in props {
            let _ = writeln!(
                out,
                "    {}={},",
                crate::naming::python::attribute_name(p),
                self.py(&p.type_, 1)
            );
        }
        out + ")"
    }

    // ---- TypeScript: object literals keyed by wire names.

    fn ts_key(name: &str) -> String {
        let mut chars = name.chars();
        let ident = chars
            .next()
            .is_some_and(|c| c == '_' || c == '$' || c.is_ascii_alphabetic())
            && chars.all(|c| c == '_' || c == '$' || c.is_ascii_alphanumeric());
        if ident {
            name.to_owned()
        } else {
            scalar_literal(&ScalarValue::String(name.to_owned()))
        }
    }

    fn ts(&self, ty: &Type, level: usize) -> String {
        match ty {
            Type::String => "\"example\"".into(),
            Type::Integer | Type::Number => "0".into(),
            Type::Boolean => "false".into(),
            Type::Array(_) => "[]".into(),
            Type::Map(_) | Type::Any | Type::Json => "{}".into(),
            Type::Enum(id) => first_enum_value(self.package, *id)
                .map(scalar_literal)
                .unwrap_or_else(|| "undefined".into()),
            Type::Token(t) => self.ts(&t.underlying, level),
            Type::Object(id) if self.expand(Lang::TypeScript, level) => self.ts_object(
                &required(self.package.object(*id).input_properties()),
                level,
            ),
            _ => "undefined".into(),
        }
    }

    fn ts_object(&self, props: &[&Property], level: usize) -> String {
        key_value_block(
            props
                .iter()
                .map(|p| (Self::ts_key(&p.name), self.ts(&p.type_, level + 1))),
            level,
        )
    }

    // ---- Go: plain structs for function arguments, `pulumi.…` inputs for resources.

    /// `pkg.Name` for a type of `module`, recording the import.
    fn go_qualified(&mut self, module: &str, name: &str) -> Option<String> {
        let (path, pkg) = self.spell.go_import(module)?;
        self.go_imports.insert((path, pkg.clone()));
        Some(format!("{pkg}.{name}"))
    }

    fn go_plain(&mut self, ty: &Type, level: usize) -> String {
        match ty {
            Type::String => "\"example\"".into(),
            Type::Integer | Type::Number => "0".into(),
            Type::Boolean => "false".into(),
            // An untyped constant converts to the enum's named type.
            Type::Enum(id) => first_enum_value(self.package, *id)
                .map(scalar_literal)
                .unwrap_or_else(|| "nil".into()),
            Type::Token(t) => self.go_plain(&t.underlying, level),
            Type::Object(id) if self.expand(Lang::Go, level) => {
                let Some(g) = self.spell.go_names() else {
                    return "nil".into();
                };
                let (module, name) = g.objects[id.0].clone();
                let Some(ty) = self.go_qualified(&module, &name) else {
                    return "nil".into();
                };
                let props = required(self.package.object(*id).input_properties());
                format!("{ty}{}", self.go_fields(&props, level, true, None))
            }
            // Slices, maps, interfaces and pointers: nil is a valid value of each.
            _ => "nil".into(),
        }
    }

    fn go_input(&mut self, p: &Property, level: usize) -> String {
        if p.plain {
            return self.go_plain(&p.type_, level);
        }
        self.go_input_type(&p.type_, level)
    }

    fn go_input_type(&mut self, ty: &Type, level: usize) -> String {
        match ty {
            Type::String => "pulumi.String(\"example\")".into(),
            Type::Integer => "pulumi.Int(0)".into(),
            Type::Number => "pulumi.Float64(0)".into(),
            Type::Boolean => "pulumi.Bool(false)".into(),
            Type::Token(t) => self.go_input_type(&t.underlying, level),
            Type::Enum(id) => {
                let Some(g) = self.spell.go_names() else {
                    return "nil".into();
                };
                let (module, name) = g.enums[id.0].clone();
                match (
                    self.go_qualified(&module, &name),
                    first_enum_value(self.package, *id),
                ) {
                    (Some(ty), Some(v)) => format!("{ty}({})", scalar_literal(v)),
                    _ => "nil".into(),
                }
            }
            Type::Object(id) if self.expand(Lang::Go, level) => {
                let Some(g) = self.spell.go_names() else {
                    return "nil".into();
                };
                let (module, name) = g.objects[id.0].clone();
                let Some(ty) = self.go_qualified(&module, &format!("{name}Args")) else {
                    return "nil".into();
                };
                let props = required(self.package.object(*id).input_properties());
                format!("{ty}{}", self.go_fields(&props, level, false, None))
            }
            // Input interfaces (arrays, maps, any): nil is their zero value.
            _ => "nil".into(),
        }
    }

    /// `{ Field: value, … }` with Go's field names (`resource`: the Go resource name, whose
    /// fields escape `To<Resource>Output`).
    fn go_fields(
        &mut self,
        props: &[&Property],
        level: usize,
        plain: bool,
        resource: Option<&str>,
    ) -> String {
        if props.is_empty() {
            return "{}".into();
        }
        let pad = indent(level + 1, "\t");
        let mut out = "{\n".to_owned();
        for p in props {
            let name = match resource {
                Some(r) => go_naming::resource_field_name(r, &p.name),
                None => go_naming::field_name(&p.name),
            };
            let value = if plain {
                self.go_plain(&p.type_, level + 1)
            } else {
                self.go_input(p, level + 1)
            };
            let _ = writeln!(out, "{pad}{name}: {value},");
        }
        out + &indent(level, "\t") + "}"
    }

    fn go_program(&self, body: &str) -> String {
        let mut imports: Vec<String> = self
            .go_imports
            .iter()
            .map(|(path, pkg)| {
                let last = path.rsplit('/').next().unwrap_or(path);
                if last == pkg {
                    format!("\t{}", scalar_literal(&ScalarValue::String(path.clone())))
                } else {
                    format!(
                        "\t{pkg} {}",
                        scalar_literal(&ScalarValue::String(path.clone()))
                    )
                }
            })
            .collect();
        imports.push("\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"".into());
        imports.sort();
        format!(
            "package main\n\nimport (\n{}\n)\n\nfunc main() {{\n\tpulumi.Run(func(ctx *pulumi.Context) error {{\n{body}\t}})\n}}",
            imports.join("\n")
        )
    }

    // ---- C#: object initializers with the classes' property names.

    /// A C# value (`args`: objects as their input-shape `…Args` classes, for resources).
    fn cs(&self, ty: &Type, level: usize, args: bool) -> Option<String> {
        Some(match ty {
            Type::String => "\"example\"".into(),
            Type::Integer | Type::Number => "0".into(),
            Type::Boolean => "false".into(),
            Type::Token(t) => return self.cs(&t.underlying, level, args),
            Type::Enum(id) => {
                let c = self.spell.cs_names()?;
                let (ns, name) = &c.enums[id.0];
                let v = self.package.enum_type(*id).values.first()?;
                let raw = match (&v.name, &v.value) {
                    (Some(n), _) => n.clone(),
                    (None, ScalarValue::String(s)) => s.clone(),
                    (None, other) => scalar_literal(other),
                };
                format!(
                    "{ns}.{name}.{}",
                    cs::enum_member(&raw, name.trim_start_matches('@'))
                )
            }
            Type::Object(id) if self.expand(Lang::Csharp, level) => {
                self.cs_object(*id, level, args)?
            }
            // Lists and maps are created empty by their classes; other kinds are left out.
            _ => return None,
        })
    }

    /// `new Ns.Inputs.Class { … }` (`args`: the input-shape class of resource arguments).
    fn cs_object(&self, id: ObjectId, level: usize, args: bool) -> Option<String> {
        let c = self.spell.cs_names()?;
        let class = c.type_name(id, false, true, args);
        let ns = &c.objects[id.0].namespace;
        let all: Vec<&Property> = self.package.object(id).input_properties().collect();
        let body = self.cs_initializer(&all, &class, level, args);
        Some(format!("new {ns}.Inputs.{class}{body}"))
    }

    /// The `{ Name = value, … }` initializer of `class`, whose properties are `all` (their C#
    /// names are decided over all of them).
    fn cs_initializer(&self, all: &[&Property], class: &str, level: usize, args: bool) -> String {
        let names = cs::property_names(all.iter().copied(), class, cs::INPUT_CLASS_MEMBERS);
        let pad = indent(level + 1, "    ");
        let mut lines = String::new();
        for (p, name) in all.iter().zip(names) {
            if !(p.required && p.const_value.is_none()) {
                continue;
            }
            if let Some(value) = self.cs(&p.type_, level + 1, args && !p.plain) {
                let _ = writeln!(lines, "{pad}{name} = {value},");
            }
        }
        if lines.is_empty() {
            "()".into()
        } else {
            format!("\n{0}{{\n{lines}{0}}}", indent(level, "    "))
        }
    }

    // ---- Java: the builders of the `…Args` classes, in a `Pulumi.run` program.

    /// The name a Java snippet writes for class `fqn`: its simple name, imported, unless
    /// another class (or the program's own) has that name.
    fn java_class(&mut self, fqn: &str) -> String {
        let simple = fqn.rsplit('.').next().unwrap_or(fqn).to_owned();
        if matches!(simple.as_str(), "App" | "Pulumi" | "List" | "Map") {
            return fqn.to_owned();
        }
        match self.java_imports.get(&simple) {
            Some(taken) if taken != fqn => fqn.to_owned(),
            _ => {
                self.java_imports.insert(simple.clone(), fqn.to_owned());
                simple
            }
        }
    }

    /// A Java value for a setter or parameter taking `ty`, objects built in their `shape`'s
    /// classes; `None` for what the example leaves out.
    fn java(&mut self, ty: &Type, level: usize, shape: JavaShape) -> Option<String> {
        let plan = self.spell.java_names();
        Some(match ty {
            Type::String => "\"example\"".into(),
            Type::Integer => "0".into(),
            Type::Number => "0.0".into(),
            Type::Boolean => "false".into(),
            Type::Array(_) => "java.util.List.of()".into(),
            Type::Map(_) => "java.util.Map.of()".into(),
            Type::Token(t) => return self.java(&t.underlying, level, shape),
            Type::Enum(id) => {
                let class = plan.enum_class(self.package, *id);
                let value = self.package.enum_type(*id).values.first()?;
                let constant = jv::enum_constant(value)?;
                format!("{}.{constant}", self.java_class(&class))
            }
            Type::Object(id) if self.expand(Lang::Java, level) => {
                let object = self.package.object(*id);
                let (class, props) = match shape {
                    JavaShape::Args | JavaShape::Plain => {
                        let class = jv::TypeClass {
                            object: *id,
                            input_shape: matches!(shape, JavaShape::Args),
                            input: true,
                            qualifier: jv::Qualifier::Inputs,
                        };
                        (class, required(object.input_properties()))
                    }
                    JavaShape::Output(ctx) => (
                        plan.class_in(*id, false, ctx),
                        required(object.output_properties()),
                    ),
                };
                if !plan.classes.contains(&class) {
                    return None;
                }
                let name = plan.class_name(self.package, &class);
                let name = self.java_class(&name);
                format!(
                    "{name}.builder(){}",
                    self.java_setters(&props, level, shape)
                )
            }
            _ => return None,
        })
    }

    /// `\n.setter(value)` for each of `props` with a value, then `.build()`.
    fn java_setters(&mut self, props: &[&Property], level: usize, shape: JavaShape) -> String {
        let pad = indent(level + 2, "    ");
        let mut out = String::new();
        for p in props {
            let (inner, member) = match shape {
                JavaShape::Args if p.plain => (JavaShape::Plain, jv::Member::Accessor),
                JavaShape::Args | JavaShape::Plain => (shape, jv::Member::Accessor),
                // An output class's setters are its getters' names; its objects are outputs.
                JavaShape::Output(_) => {
                    (JavaShape::Output(jv::OUTPUT_CTX), jv::Member::ConfigGetter)
                }
            };
            if let Some(value) = self.java(&p.type_, level + 1, inner) {
                let setter = jv::member_name(member, p);
                let _ = write!(out, "\n{pad}.{setter}({value})");
            }
        }
        out + ".build()"
    }

    /// The positional arguments of a Java function whose inputs are parameters (in the
    /// parameters' order): a value for each required one, `null` for the others.
    fn java_positional(&mut self, inputs: &[Property]) -> String {
        let shape = JavaShape::Output(jv::MULTI_ARG_CTX);
        let values: Vec<String> = inputs
            .iter()
            .map(|p| match p.required {
                true => self.java(&p.type_, 2, shape),
                false => None,
            })
            .map(|value| value.unwrap_or_else(|| "null".to_owned()))
            .collect();
        values.join(", ")
    }

    /// A program around `body` (statements inside `Pulumi.run`, indented three levels).
    fn java_program(&self, body: &str) -> String {
        let mut imports: Vec<String> = self
            .java_imports
            .values()
            .map(|fqn| format!("import {fqn};"))
            .collect();
        imports.push("import com.pulumi.Pulumi;".into());
        imports.sort();
        format!(
            "{}\n\npublic class App {{\n    public static void main(String[] args) {{\n        Pulumi.run(ctx -> {{\n{body}        }});\n    }}\n}}",
            imports.join("\n")
        )
    }

    // ---- Rust: the `…Args` input forms, built with `new` (the required inputs).

    fn rust(&self, ty: &Type, level: usize) -> String {
        match ty {
            Type::String => "\"example\"".into(),
            Type::Integer => "0".into(),
            Type::Number => "0.0".into(),
            Type::Boolean => "false".into(),
            Type::Array(_) => "Vec::new()".into(),
            Type::Map(_) => "BTreeMap::new()".into(),
            Type::Token(t) => self.rust(&t.underlying, level),
            Type::Enum(id) => {
                let (module, name) = &self.spell.rs_names().enums[id.0];
                let e = self.package.enum_type(*id);
                match crate::naming::rust::enum_member_names(e).first() {
                    Some(member) => format!("{}::{member}", self.spell.rust_path(module, name)),
                    None => "Default::default()".into(),
                }
            }
            Type::Object(id) => {
                let (module, name) = &self.spell.rs_names().objects[id.0];
                let props: Vec<&Property> = self.package.object(*id).input_properties().collect();
                let path = self.spell.rust_path(module, &format!("{name}Args"));
                // Past the budget, `new`'s arguments are elided.
                let level = if self.expand(Lang::Rust, level) {
                    level
                } else {
                    MAX_DEPTH
                };
                self.rust_new(&path, &props, level)
            }
            _ => "serde_json::Value::Null".into(),
        }
    }

    /// `Path::new(…)` with a value for each of `new`'s parameters.
    fn rust_new(&self, path: &str, props: &[&Property], level: usize) -> String {
        let params: Vec<&Property> = props
            .iter()
            .copied()
            .filter(|p| crate::naming::rust::is_new_param(p))
            .collect();
        if params.is_empty() {
            return format!("{path}::new()");
        }
        if level >= MAX_DEPTH {
            return format!("{path}::new(/* … */)");
        }
        let pad = indent(level + 1, "    ");
        let mut lines = String::new();
        for p in params {
            let _ = writeln!(lines, "{pad}{},", self.rust(&p.type_, level + 1));
        }
        format!("{path}::new(\n{lines}{})", indent(level, "    "))
    }
}

/// How a program calls function `id`, in each SDK that has it.
pub fn function(package: &Package, spell: &Spellings<'_>, id: FunctionId) -> Vec<Snippet> {
    let f = package.function(id);
    let has_result = !matches!(f.outputs, FunctionOutputs::None);
    let inputs: Vec<&Property> = f.inputs.iter().collect();
    let req = required(inputs.iter().copied());
    let alias = spell.alias();
    let mut w = Writer::new(package, spell);
    let mut out = Vec::new();

    // Python: the plain form when there is one.
    let py_fn = spell.py_function(id);
    let py_call = if f.plain_form {
        format!("{alias}{py_fn}")
    } else {
        format!("{alias}{py_fn}_output")
    };
    out.push(snippet(
        0,
        format!(
            "import {} as {alias}\n\nresult = {}",
            spell.python_root(),
            w.py_call(&py_call, &req)
        ),
    ));

    // TypeScript: the Output form (no top-level await in a Pulumi program).
    if let (Some(npm), Some(j)) = (spell.npm_package(), spell.js_names()) {
        let m = &j.functions[id.0];
        let output_form = has_result || !f.plain_form;
        let name = format!(
            "{alias}{}.{}{}",
            Spellings::ts_path(&m.module),
            m.name,
            if output_form { "Output" } else { "" }
        );
        let args = if let Some(order) = &f.multi_argument_inputs {
            order
                .iter()
                .filter_map(|n| req.iter().find(|p| &p.name == n))
                .map(|p| w.ts(&p.type_, 0))
                .collect::<Vec<_>>()
                .join(", ")
        } else if req.is_empty() {
            String::new()
        } else {
            w.ts_object(&req, 0)
        };
        out.push(snippet(
            1,
            format!(
                "import * as {alias} from {};\n\nconst result = {name}({args});",
                scalar_literal(&ScalarValue::String(npm.to_owned()))
            ),
        ));
    }

    out.extend(go_function(&mut w, spell, f, id, &req));

    out.extend(cs_function(&mut w, spell, f, id, &inputs));

    out.extend(rust_function(&mut w, spell, f, id, &inputs));
    // Java: the Output form, with the `…Args` builder when the function takes inputs, or its
    // parameters when they are positional.
    let java = spell.java_names();
    if let Some((class, method)) = java.function_method(package, id) {
        let class = w.java_class(&class);
        let args = if f.has_inputs && f.multi_argument_inputs.is_some() {
            w.java_positional(&f.inputs)
        } else if f.has_inputs {
            let module = java.names.own.module_package(&f.token.module);
            let name = crate::naming::java::type_name(&f.token.name);
            let args_class = w.java_class(&format!("{module}.inputs.{name}Args"));
            format!(
                "{args_class}.builder(){}",
                w.java_setters(&req, 2, JavaShape::Args)
            )
        } else {
            String::new()
        };
        let body = format!("            var result = {class}.{method}({args});\n");
        out.push(snippet(Lang::Java as usize, w.java_program(&body)));
    }
    out
}

/// Which arguments a resource example gives.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Arguments {
    /// The required ones (a program's shortest call).
    Required,
    /// Every argument the constructor takes (all but constants).
    Every,
}

/// How a program creates resource `id` (`None`: the provider), in each SDK that has it, with
/// the `given` arguments.
/// The Go example of a function: the plain form, with the Args struct when the function takes
/// inputs.
fn go_function(
    w: &mut Writer<'_>,
    spell: &Spellings<'_>,
    f: &Function,
    id: FunctionId,
    req: &[&Property],
) -> Option<Snippet> {
    let g = spell.go_names()?;
    let (module, name, _) = g.functions[id.0].clone()?;
    let call = w.go_qualified(&module, &name)?;
    let has_result = !matches!(f.outputs, FunctionOutputs::None);
    let mut body = String::new();
    let form = if f.plain_form { "" } else { "Output" };
    let args = if f.has_inputs && f.multi_argument_inputs.is_none() {
        let fields = w.go_fields(req, 2, f.plain_form, None);
        let args_ty = if f.plain_form {
            format!("&{call}Args")
        } else {
            format!("{call}OutputArgs")
        };
        format!(", {args_ty}{fields}")
    } else {
        String::new()
    };
    if f.plain_form && has_result {
        let _ = writeln!(body, "\t\tresult, err := {call}(ctx{args})");
        body.push_str("\t\tif err != nil {\n\t\t\treturn err\n\t\t}\n");
        body.push_str("\t\tctx.Export(\"result\", pulumi.Any(result))\n");
    } else if f.plain_form {
        let _ = writeln!(body, "\t\tif err := {call}(ctx{args}); err != nil {{");
        body.push_str("\t\t\treturn err\n\t\t}\n");
    } else {
        let _ = writeln!(body, "\t\tresult := {call}{form}(ctx{args})");
        body.push_str("\t\tctx.Export(\"result\", result)\n");
    }
    body.push_str("\t\treturn nil\n");
    Some(snippet(2, w.go_program(&body)))
}

/// The C# example of a function: `InvokeAsync` with the plain argument classes.
fn cs_function(
    w: &mut Writer<'_>,
    spell: &Spellings<'_>,
    f: &Function,
    id: FunctionId,
    inputs: &[&Property],
) -> Option<Snippet> {
    let c = spell.cs_names()?;
    let (ns, class) = c.functions[id.0].as_ref()?;
    let args = if f.has_inputs {
        let init = w.cs_initializer(inputs, &format!("{class}Args"), 1, false);
        if init == "()" {
            "()".to_owned()
        } else {
            format!("(new(){init})")
        }
    } else {
        "()".to_owned()
    };
    let code = if f.plain_form {
        format!(
            "using System.Threading.Tasks;\nusing Pulumi;\n\nreturn await Deployment.RunAsync(async () =>\n{{\n    var result = await {ns}.{class}.InvokeAsync{args};\n}});"
        )
    } else {
        format!(
            "using Pulumi;\n\nreturn await Deployment.RunAsync(() =>\n{{\n    var result = {ns}.{class}.Invoke{args};\n}});"
        )
    };
    Some(snippet(3, code))
}

/// The Rust example of a function: the output form, over the engine.
fn rust_function(
    w: &mut Writer<'_>,
    spell: &Spellings<'_>,
    f: &Function,
    id: FunctionId,
    inputs: &[&Property],
) -> Option<Snippet> {
    let (module, name, args_name, _) = spell.rs_names().functions[id.0].as_ref()?;
    if matches!(f.outputs, FunctionOutputs::None) {
        return None;
    }
    let crate_name = spell.rust_crate();
    let (output_fn, _) = crate::naming::rust::Names::engine_functions(module, name);
    let call = spell.rust_resources_path("", &output_fn);
    let code = if f.has_inputs {
        let args_path = spell.rust_path(module, args_name);
        format!(
            "use {crate_name}::InvokeOptions;\n\nlet args = {};\nlet result = {call}(&ctx, args, InvokeOptions::new());",
            w.rust_new(&args_path, inputs, 0)
        )
    } else {
        format!(
            "use {crate_name}::InvokeOptions;\n\nlet result = {call}(&ctx, InvokeOptions::new());"
        )
    };
    Some(snippet(4, code))
}

pub fn resource(
    package: &Package,
    spell: &Spellings<'_>,
    id: Option<ResourceId>,
    given: Arguments,
) -> Vec<Snippet> {
    let r = match id {
        Some(id) => package.resource(id),
        None => &package.provider,
    };
    let inputs: Vec<&Property> = r.input_properties.iter().collect();
    let req = match given {
        Arguments::Required => required(inputs.iter().copied()),
        Arguments::Every => inputs
            .iter()
            .copied()
            .filter(|p| p.const_value.is_none())
            .collect(),
    };
    let alias = spell.alias();
    let mut w = Writer::new(package, spell);
    let mut out = Vec::new();
    let class_py = format!("{alias}{}", spell.py_resource(id));
    let mut py = format!("import {} as {alias}\n\n", spell.python_root());
    let call = w.py_call(&class_py, &req);
    // The resource name comes first.
    let call = match call.strip_suffix("()") {
        Some(head) => format!("{head}(\"example\")"),
        None => call.replacen("(\n", "(\n    \"example\",\n", 1),
    };
    py.push_str(&format!("example = {call}"));
    out.push(snippet(0, py));

    if let (Some(npm), Some(j)) = (spell.npm_package(), spell.js_names()) {
        let class = match id {
            Some(id) => {
                let m = &j.resources[id.0];
                format!("{alias}{}.{}", Spellings::ts_path(&m.module), m.name)
            }
            None => format!("{alias}.Provider"),
        };
        let args = if req.is_empty() {
            String::new()
        } else {
            format!(", {}", w.ts_object(&req, 0))
        };
        out.push(snippet(
            1,
            format!(
                "import * as {alias} from {};\n\nconst example = new {class}(\"example\"{args});",
                scalar_literal(&ScalarValue::String(npm.to_owned()))
            ),
        ));
    }

    if let Some(g) = spell.go_names() {
        let (module, name) = match id {
            Some(id) => (g.resources[id.0].0.clone(), g.resources[id.0].1.clone()),
            None => (String::new(), g.provider.clone()),
        };
        if let Some(qualified) = w.go_qualified(&module, &name) {
            let (pkg, _) = qualified.split_once('.').unwrap_or_default();
            let args = if req.is_empty() {
                "nil".to_owned()
            } else {
                format!(
                    "&{pkg}.{name}Args{}",
                    w.go_fields(&req, 2, false, Some(&name))
                )
            };
            let body = format!(
                "\t\t_, err := {pkg}.New{name}(ctx, \"example\", {args})\n\t\treturn err\n"
            );
            out.push(snippet(2, w.go_program(&body)));
        }
    }

    out.extend(cs_resource(&mut w, spell, id, &inputs, &req));
    out.extend(rust_resource(&w, spell, id, &inputs, given));
    out.extend(java_resource(&mut w, package, spell, id, &req));
    out
}

/// The Rust snippet of resource `id` (the provider for `None`): `new` with the required inputs
/// of its `…Args`; `None` when the crate has no such resource.
/// The C# example of a resource's constructor.
fn cs_resource(
    w: &mut Writer<'_>,
    spell: &Spellings<'_>,
    id: Option<ResourceId>,
    inputs: &[&Property],
    req: &[&Property],
) -> Option<Snippet> {
    let c = spell.cs_names()?;
    let (ns, class) = match id {
        Some(id) => (c.resources[id.0].0.clone(), c.resources[id.0].1.clone()),
        None => (c.package_namespace.clone(), "Provider".to_owned()),
    };
    // The properties of the resource's `…Args` class.
    let names = cs::property_names(
        inputs.iter().copied(),
        &format!("{class}Args"),
        cs::INPUT_CLASS_MEMBERS,
    );
    let mut lines = String::new();
    for (p, n) in inputs.iter().zip(names) {
        if !req.iter().any(|q| q.name == p.name) {
            continue;
        }
        let value = w.cs(&p.type_, 2, !p.plain);
        if let Some(value) = value {
            let _ = writeln!(lines, "        {n} = {value},");
        }
    }
    let args = if lines.is_empty() {
        String::new()
    } else {
        format!(", new()\n    {{\n{lines}    }}")
    };
    Some(snippet(
        3,
        format!(
            "using Pulumi;\n\nreturn await Deployment.RunAsync(() =>\n{{\n    var example = new {ns}.{class}(\"example\"{args});\n}});"
        ),
    ))
}

/// The Java example of a resource's constructor.
fn java_resource(
    w: &mut Writer<'_>,
    package: &Package,
    spell: &Spellings<'_>,
    id: Option<ResourceId>,
    req: &[&Property],
) -> Option<Snippet> {
    let java = spell.java_names();
    if id.is_some_and(|id| package.resource(id).is_overlay) {
        return None;
    }
    let fqn = java.resource_class(package, id);
    let class = w.java_class(&fqn);
    let args = if req.is_empty() {
        String::new()
    } else {
        let args_class = w.java_class(&format!("{fqn}Args"));
        format!(
            ", {args_class}.builder(){}",
            w.java_setters(req, 2, JavaShape::Args)
        )
    };
    let body = format!("            var example = new {class}(\"example\"{args});\n");
    Some(snippet(Lang::Java as usize, w.java_program(&body)))
}

fn rust_resource(
    w: &Writer<'_>,
    spell: &Spellings<'_>,
    id: Option<ResourceId>,
    inputs: &[&Property],
    given: Arguments,
) -> Option<Snippet> {
    let (module, name) = match id {
        Some(id) => spell.rs_names().resources[id.0].clone().unwrap_or_default(),
        None => (String::new(), spell.rs_names().provider.clone()),
    };
    if name.is_empty() {
        return None;
    }
    let crate_name = spell.rust_crate();
    let path = spell.rust_resources_path(&module, &name);
    let mut args = w.rust_new(&format!("{path}Args"), inputs, 1);
    if given == Arguments::Every {
        // The other inputs through the setters of `…Args` (one per field, named as the field).
        let fields = crate::naming::rust::field_names(inputs.iter().copied(), true);
        for (p, field) in inputs.iter().zip(fields) {
            if crate::naming::rust::is_new_param(p) || p.const_value.is_some() {
                continue;
            }
            let _ = write!(args, "\n    .{field}({})", w.rust(&p.type_, 1));
        }
    }
    Some(snippet(
        4,
        format!(
            "use {crate_name}::ResourceOptions;\n\nlet example = {path}::new(\n    &ctx,\n    \"example\",\n    {args},\n    ResourceOptions::new(),\n);"
        ),
    ))
}

/// How a program reads an existing resource `id` into it (`get`), in each SDK that can:
/// each SDK's method from [`Spellings::resource_lookup`], with a resource name and the
/// provider's ID of the resource.
pub fn lookup(package: &Package, spell: &Spellings<'_>, id: Option<ResourceId>) -> Vec<Snippet> {
    let forms = spell.resource_lookup(id);
    let mut w = Writer::new(package, spell);
    let alias = spell.alias();
    let mut out = Vec::new();
    let relative = |name: &str, root: &str| format!("{alias}{}", &name[root.len()..]);
    if let Some(f) = forms[0].first() {
        let call = relative(&f.name, spell.python_root());
        out.push(snippet(
            0,
            format!(
                "import {} as {alias}\n\nexisting = {call}(\"existing\", \"ID\")",
                spell.python_root()
            ),
        ));
    }
    if let (Some(f), Some(npm)) = (forms[1].first(), spell.npm_package()) {
        out.push(snippet(
            1,
            format!(
                "import * as {alias} from {};\n\nconst existing = {}(\"existing\", \"ID\");",
                scalar_literal(&ScalarValue::String(npm.to_owned())),
                f.name
            ),
        ));
    }
    if let (Some(f), Some(id), Some(g)) = (forms[2].first(), id, spell.go_names()) {
        let module = g.resources[id.0].0.clone();
        if w.go_qualified(&module, "").is_some() {
            let body = format!(
                "\t\t_, err := {}(ctx, \"existing\", pulumi.ID(\"ID\"), nil)\n\t\treturn err\n",
                f.name
            );
            out.push(snippet(2, w.go_program(&body)));
        }
    }
    if let Some(f) = forms[3].first() {
        out.push(snippet(
            3,
            format!(
                "using Pulumi;\n\nreturn await Deployment.RunAsync(() =>\n{{\n    var existing = {}(\"existing\", \"ID\");\n}});",
                f.name
            ),
        ));
    }
    if let Some(f) = forms[4].first() {
        out.push(snippet(
            4,
            format!(
                "use {}::ResourceOptions;\n\nlet existing = {}(&ctx, \"existing\", \"ID\", ResourceOptions::new());",
                spell.rust_crate(),
                f.name
            ),
        ));
    }
    if let Some(f) = forms[Lang::Java as usize].first() {
        let class = f.name.strip_suffix(".get").unwrap_or(&f.name);
        let class = w.java_class(class);
        let output = w.java_class("com.pulumi.core.Output");
        let body = format!(
            "            var existing = {class}.get(\"existing\", {output}.of(\"ID\"), null);\n"
        );
        out.push(snippet(Lang::Java as usize, w.java_program(&body)));
    }
    out
}

/// The constructor's signature in each SDK that has the resource: its parameters and the
/// classes they take, from each SDK's names (the `…Args` classes of
/// [`Spellings::resource_args`]).
pub fn signature(package: &Package, spell: &Spellings<'_>, id: Option<ResourceId>) -> Vec<Snippet> {
    let r = match id {
        Some(id) => package.resource(id),
        None => &package.provider,
    };
    let classes = spell.resource(id);
    let args = spell.resource_args(id);
    let optional = !r.input_properties.iter().any(|p| p.required);
    let (py_opts, ts_opts, cs_opts, java_opts) = if r.is_provider {
        (
            "ResourceOptions",
            "ResourceOptions",
            "CustomResourceOptions",
            "CustomResourceOptions",
        )
    } else if r.is_component {
        (
            "ResourceOptions",
            "ComponentResourceOptions",
            "ComponentResourceOptions",
            "ComponentResourceOptions",
        )
    } else {
        (
            "ResourceOptions",
            "CustomResourceOptions",
            "CustomResourceOptions",
            "CustomResourceOptions",
        )
    };
    let first = |lang: usize| {
        classes[lang]
            .iter()
            .find(|f| f.note.is_empty())
            .map(|f| f.name.clone())
    };
    let args_of = |lang: usize| args[lang].first().cloned();
    let mut out = Vec::new();
    if let (Some(class), Some(a)) = (first(0), args_of(0)) {
        let a = if optional {
            format!("Optional[{a}] = None")
        } else {
            a
        };
        out.push(snippet(
            0,
            format!("{class}(resource_name: str,\n    args: {a},\n    opts: Optional[pulumi.{py_opts}] = None)"),
        ));
    }
    if let (Some(class), Some(a)) = (first(1), args_of(1)) {
        let q = if optional { "?" } else { "" };
        out.push(snippet(
            1,
            format!("new {class}(name: string, args{q}: {a}, opts?: pulumi.{ts_opts})"),
        ));
    }
    if let Some(new) = classes[2].iter().find(|f| f.note == "constructor") {
        // Go declares it inside its package: `package p` then the unqualified names.
        let (pkg, new) = new.name.split_once('.').unwrap_or_default();
        let class = first(2).unwrap_or_default();
        let class = class.split_once('.').map_or(class.as_str(), |c| c.1);
        out.push(snippet(
            2,
            format!("package {pkg}\n\nfunc {new}(ctx *pulumi.Context, name string, args *{class}Args, opts ...pulumi.ResourceOption) (*{class}, error)"),
        ));
    }
    if let (Some(class), Some(a)) = (first(3), args_of(3)) {
        let a = if optional {
            format!("{a}? args = null")
        } else {
            format!("{a} args")
        };
        out.push(snippet(
            3,
            format!("new {class}(string name, {a}, {cs_opts}? options = null)"),
        ));
    }
    if let (Some(class), Some(a)) = (first(4), args_of(4)) {
        out.push(snippet(
            4,
            format!("{class}::new(ctx: &Context, name: &str, args: {a}, options: ResourceOptions) -> {}", class.rsplit("::").next().unwrap_or(&class)),
        ));
    }
    if let (Some(class), Some(a)) = (first(Lang::Java as usize), args_of(Lang::Java as usize)) {
        out.push(snippet(
            Lang::Java as usize,
            format!("new {class}(String name, {a} args, @Nullable {java_opts} options)"),
        ));
    }
    out
}
