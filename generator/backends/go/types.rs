//! View models of `pulumiTypes*.go` (object types and nested collection types) and
//! `pulumiEnums.go`.

use std::collections::{BTreeMap, BTreeSet};

use minijinja::Value;
use serde::Serialize;

use super::doc;
use super::model::{DetailsKey, GoType};
use super::source::{self, align, Cell, Line};
use super::spell::Speller;
use super::{Imports, Renderer, TYPES_PER_FILE};
use crate::ir::{EnumId, ObjectId, Property};
use crate::naming::casing::camel;
use crate::naming::go as go_naming;
use crate::naming::go::plan::enum_constant;

/// A `func (o XOutput) Field() T` accessor.
#[derive(Serialize)]
pub struct Accessor {
    pub doc: Vec<String>,
    pub name: String,
    pub out_type: String,
    pub apply_type: String,
    pub field: String,
    /// `&` when a pointer accessor must take the address of a required field.
    pub deref: String,
    /// gofmt keeps the accessor's function literal on one line.
    pub one_line: bool,
}

impl Accessor {
    /// An accessor reading `field` from a `element` value as `apply_type`.
    pub fn new(
        doc: Vec<String>,
        name: String,
        out_type: String,
        apply_type: String,
        field: String,
        element: &str,
    ) -> Accessor {
        let one_line = source::func_lit_fits(
            &format!("func(v {element}) {apply_type}"),
            &format!("return v.{field}"),
        );
        Accessor {
            doc,
            name,
            out_type,
            apply_type,
            field,
            deref: String::new(),
            one_line,
        }
    }
}

/// A `Defaults()` method: the statements of its body after `tmp := *val`.
#[derive(Serialize)]
pub struct Defaults {
    pub body: Vec<String>,
}

#[derive(Serialize)]
struct ObjectView {
    name: String,
    doc: Vec<String>,
    fields: Vec<Line>,
    defaults: Option<Defaults>,
    input: bool,
    args_fields: Vec<Line>,
    args_defaults: Option<Defaults>,
    ptr_input: bool,
    ptr_type: String,
    array_input: bool,
    map_input: bool,
    output: bool,
    /// The output type converts to the pointer output (the type has a pointer input).
    ptr_methods: bool,
    accessors: Vec<Accessor>,
    ptr_output: bool,
    ptr_accessors: Vec<Accessor>,
    array_output: bool,
    map_output: bool,
    /// Registered even when the type gives way to a resource's container type of its name.
    register_array_output: bool,
    register_map_output: bool,
}

/// A nested collection helper (`FooArrayArray`, `FooMapArrayOutput`, …).
#[derive(Serialize)]
struct CollectionView {
    /// `FooArrayArray`.
    name: String,
    /// `input` or `output`.
    kind: String,
    /// `Array` or `Map`.
    collection: String,
    /// The Go type of one element (`[]Foo`).
    element: String,
    /// The element's helper type name (`FooArray`).
    element_name: String,
}

/// Go field name of a property (outside resources).
pub fn field(p: &Property) -> String {
    go_naming::field_name(&p.name)
}

/// The struct field of a property with its comment.
pub fn cell(p: &Property, ty: String, tagged: bool) -> Cell {
    Cell {
        doc: doc::inner(p.description.as_deref(), p.deprecation_message.as_deref()),
        name: field(p),
        ty,
        tag: tagged.then(|| source::tag(&p.name)),
    }
}

/// Whether values of `ty` need a `Defaults()` call: an object type with a default somewhere
/// in its properties (Pulumi's `IsProvideDefaultsFuncRequired`).
pub fn needs_defaults(r: &Renderer, ty: &GoType) -> bool {
    !r.names.disable_defaults && r.objects.needs_defaults(ty)
}

/// `Defaults()` for a struct of `props` (Pulumi's `genObjectDefaultFunc`), or `None` when no
/// property has a default.
///
/// `generic`: the generic variant's struct, whose fields are `pulumix.Input[T]` in the input
/// shape and keep objects behind pointers in the plain shape.
pub fn defaults(
    r: &Renderer,
    sp: &Speller,
    props: &[(&Property, GoType)],
    generic: bool,
) -> Option<Defaults> {
    if r.names.disable_defaults {
        return None;
    }
    let mut body = Vec::new();
    let mut any = false;
    for (p, ty) in props {
        if p.default.is_some() || !p.default_env.is_empty() {
            any = true;
            let f = field(p);
            if ty.is_nil_type(r.package) {
                body.push(format!("if tmp.{f} == nil {{"));
            } else {
                body.push(format!("if internal.IsZero(tmp.{f}) {{"));
            }
            for line in default_value(r, sp, p, ty, "tmp", &f, !p.required, generic) {
                body.push(format!("\t{line}"));
            }
            body.push("}".to_owned());
        } else if needs_defaults(r, ty) {
            any = true;
            if !is_n_optional_input(ty) {
                // The generic variant's plain struct holds every object by pointer.
                let sigil = if p.required && !generic { "*" } else { "" };
                body.extend(assign(
                    sp,
                    ty,
                    "tmp",
                    &field(p),
                    &format!("{sigil}tmp.{}.Defaults()", field(p)),
                    false,
                    &camel(&p.name),
                    generic,
                ));
            }
            body.push(String::new());
        }
    }
    any.then_some(Defaults { body })
}

/// `Input<T>` or `Optional<Input<T>>` (Pulumi's `IsNOptionalInput`).
pub fn is_n_optional_input(ty: &GoType) -> bool {
    match ty {
        GoType::Input(_) => true,
        GoType::Optional(t) => matches!(**t, GoType::Input(_)),
        _ => false,
    }
}

/// Assigns `value` to `object.field` (Pulumi's `assignProperty`): wrapped in the input type
/// for inputs (`pulumix.Val`/`pulumix.Ptr` in the generic variant), through a temporary when
/// a plain field is a pointer.
#[allow(clippy::too_many_arguments)]
pub fn assign(
    sp: &Speller,
    ty: &GoType,
    object: &str,
    field: &str,
    value: &str,
    indirect: bool,
    camel_name: &str,
    generic: bool,
) -> Vec<String> {
    let mut t = sp.plain(ty);
    if let Some(s) = t.strip_suffix("Input") {
        t = s.to_owned();
    }
    // A union's input type is `pulumi.Input` itself, which leaves no conversion (Pulumi's
    // generator writes `pulumi.(v)` there); `pulumi.Any` wraps any value as an input.
    if t.ends_with('.') {
        t = "pulumi.Any".to_owned();
    }
    if generic {
        t = if ty.is_optional() {
            "pulumix.Ptr".to_owned()
        } else {
            "pulumix.Val".to_owned()
        };
    } else if matches!(ty.unwrap(), GoType::Enum(_)) {
        t.clear();
    }
    if is_n_optional_input(ty) {
        let value = if t.is_empty() {
            value.to_owned()
        } else {
            format!("{t}({value})")
        };
        vec![format!("{object}.{field} = {value}")]
    } else if indirect {
        // The property name may hold what no identifier can (`3dConfig`, `a.b`).
        let tmp = crate::naming::go::make_valid_identifier(&format!("{camel_name}_"));
        vec![
            format!("{tmp} := {value}"),
            format!("{object}.{field} = &{tmp}"),
        ]
    } else {
        vec![format!("{object}.{field} = {value}")]
    }
}

/// The statements giving a property its default value or environment variable (Pulumi's
/// `setDefaultValue`).
#[allow(clippy::too_many_arguments)]
pub fn default_value(
    r: &Renderer,
    sp: &Speller,
    p: &Property,
    ty: &GoType,
    object: &str,
    field: &str,
    indirect: bool,
    generic: bool,
) -> Vec<String> {
    let inner = ty.unwrap();
    let mut value = p.default.as_ref().map(|d| {
        let v = source::scalar(d, is_float(r, inner));
        if matches!(inner, GoType::Enum(_)) {
            let name = sp.plain(inner);
            format!("{}({v})", name.strip_suffix("Input").unwrap_or(&name))
        } else {
            v
        }
    });
    if p.default_env.is_empty() {
        return assign(
            sp,
            ty,
            object,
            field,
            &value.unwrap_or_default(),
            indirect,
            &camel(&p.name),
            generic,
        );
    }
    let (parser, go_type) = env_parser(inner);
    let fallback = value.take().unwrap_or_else(|| "nil".to_owned());
    let vars: Vec<String> = p.default_env.iter().map(|e| source::quote(e)).collect();
    let mut lines = vec![format!(
        "if d := internal.GetEnvOrDefault({fallback}, {parser}, {}); d != nil {{",
        vars.join(", ")
    )];
    for l in assign(
        sp,
        ty,
        object,
        field,
        &format!("d.({go_type})"),
        indirect,
        &camel(&p.name),
        generic,
    ) {
        lines.push(format!("\t{l}"));
    }
    lines.push("}".to_owned());
    lines
}

/// Whether values of `ty` are Go floats (numbers, and enums of numbers): their literals get a
/// fraction, as Pulumi writes them.
pub fn is_float(r: &Renderer, ty: &GoType) -> bool {
    match ty {
        GoType::Number => true,
        GoType::Enum(id) => matches!(
            r.package.enum_type(*id).element_type,
            crate::ir::Type::Number
        ),
        _ => false,
    }
}

/// The parser of an environment variable's text for a type, and the Go type it yields.
pub fn env_parser(ty: &GoType) -> (&'static str, &'static str) {
    match ty {
        GoType::Array(_) => ("internal.ParseEnvStringArray", "pulumi.StringArray"),
        GoType::Bool => ("internal.ParseEnvBool", "bool"),
        GoType::Int => ("internal.ParseEnvInt", "int"),
        GoType::Number => ("internal.ParseEnvFloat", "float64"),
        _ => ("nil", "string"),
    }
}

/// The name of an output accessor method (Pulumi's `outputPropertyAccessorName`).
pub fn accessor_name(wire_name: &str, pointer: bool) -> String {
    let name = go_naming::title(wire_name);
    if pointer {
        return match name.as_str() {
            "IsSecret" | "ElementType" => format!("{name}Prop"),
            _ => name,
        };
    }
    let mut name = if go_naming::is_reserved_field(&name) {
        format!("{name}_")
    } else {
        name
    };
    if matches!(
        wire_name.to_lowercase().as_str(),
        "elementtype" | "issecret"
    ) {
        name = format!("Get{name}");
    }
    name
}

/// Output accessors of an object's plain properties, on outputs of `element` values.
pub fn accessors(sp: &Speller, element: &str, props: &[(&Property, GoType)]) -> Vec<Accessor> {
    props
        .iter()
        .map(|(p, ty)| {
            Accessor::new(
                doc::top_with(p.description.as_deref(), p.deprecation_message.as_deref()),
                accessor_name(&p.name, false),
                sp.output(ty),
                sp.plain(ty),
                field(p),
                element,
            )
        })
        .collect()
}

fn ptr_accessors(sp: &Speller, props: &[(&Property, GoType)]) -> Vec<Accessor> {
    props
        .iter()
        .map(|(p, ty)| {
            let optional = ty.clone().optional();
            let apply = sp.plain(&optional);
            let deref =
                if p.required && apply.starts_with('*') && !matches!(ty, GoType::Resource(_)) {
                    "&"
                } else {
                    ""
                };
            Accessor {
                doc: doc::top_with(p.description.as_deref(), p.deprecation_message.as_deref()),
                name: accessor_name(&p.name, true),
                out_type: sp.output(&optional),
                apply_type: apply,
                field: field(p),
                deref: deref.to_owned(),
                one_line: false,
            }
        })
        .collect()
}

/// Properties with their Go types.
pub(super) type Fields<'a> = Vec<(&'a Property, GoType)>;

/// An object's fields: every property in its plain struct, and the properties of its `…Args`
/// input struct.
pub(super) fn object_fields<'a>(r: &'a Renderer, id: ObjectId) -> (Fields<'a>, Fields<'a>) {
    let object = r.package.object(id);
    let plain = object
        .properties
        .iter()
        .zip(r.objects.plain[id.0].iter().cloned())
        .collect();
    let input = r.objects.input[id.0]
        .iter()
        .map(|(i, t)| (&object.properties[*i], t.clone()))
        .collect();
    (plain, input)
}

fn object_view(r: &Renderer, sp: &Speller, id: ObjectId) -> ObjectView {
    let object = r.package.object(id);
    let name = r.names.objects[id.0].1.clone();
    let module = &r.names.objects[id.0].0;
    let d = r.details(&DetailsKey::Object(id));
    let (plain, input) = object_fields(r, id);
    let fields = align(
        plain
            .iter()
            .map(|(p, t)| cell(p, sp.plain(&t.resolved()), true))
            .collect(),
    );
    let args_fields = if d.input {
        align(
            input
                .iter()
                .map(|(p, t)| cell(p, sp.plain(t), true))
                .collect(),
        )
    } else {
        Vec::new()
    };
    ObjectView {
        doc: doc::top_with(object.description.as_deref(), None),
        fields,
        defaults: defaults(r, sp, &plain, false),
        input: d.input,
        args_fields,
        args_defaults: if d.input {
            defaults(r, sp, &input, false)
        } else {
            None
        },
        ptr_input: d.ptr_input,
        ptr_type: format!("{}PtrType", camel(&name)),
        array_input: d.array_input && !r.names.is_taken(module, &format!("{name}Array")),
        map_input: d.map_input && !r.names.is_taken(module, &format!("{name}Map")),
        output: d.output,
        ptr_methods: d.ptr_input,
        accessors: if d.output {
            accessors(sp, &name, &plain)
        } else {
            Vec::new()
        },
        ptr_output: d.ptr_output,
        ptr_accessors: if d.ptr_output {
            ptr_accessors(sp, &plain)
        } else {
            Vec::new()
        },
        array_output: d.array_output && !r.names.is_taken(module, &format!("{name}Array")),
        map_output: d.map_output && !r.names.is_taken(module, &format!("{name}Map")),
        register_array_output: d.array_output,
        register_map_output: d.map_output,
        name,
    }
}

fn is_primitive(ty: &GoType) -> bool {
    matches!(
        ty,
        GoType::Bool
            | GoType::Int
            | GoType::Number
            | GoType::String
            | GoType::Any
            | GoType::Json
            | GoType::Asset
            | GoType::Archive
    )
}

/// The innermost element type of nested collections.
fn innermost(ty: &GoType) -> &GoType {
    match ty {
        GoType::Array(e) | GoType::Map(e) | GoType::Input(e) | GoType::Optional(e) => innermost(e),
        other => other,
    }
}

/// The Go package an innermost element type lives in.
fn module_of(r: &Renderer, ty: &GoType) -> Option<String> {
    match ty {
        GoType::Object { id, .. } => Some(r.names.objects[id.0].0.clone()),
        GoType::Enum(id) => Some(r.names.enums[id.0].0.clone()),
        _ => None,
    }
}

/// Nested collection helper types of a module, sorted as Pulumi emits them.
fn collections(r: &Renderer, sp: &Speller, module: &str) -> Vec<CollectionView> {
    let mut by_element: BTreeMap<String, (String, BTreeSet<String>)> = BTreeMap::new();
    for (key, d) in &r.marker.details {
        let DetailsKey::Collection(ty) = key else {
            continue;
        };
        let inner = innermost(ty);
        if is_primitive(inner) || module_of(r, inner).as_deref() != Some(module) {
            continue;
        }
        let (element, suffix) = match ty {
            GoType::Array(e) => (e, "Array"),
            GoType::Map(e) => (e, "Map"),
            _ => continue,
        };
        let Some(nested) = sp.nested_name(element) else {
            continue;
        };
        let element_name = format!("{}{suffix}", nested.strip_suffix("Args").unwrap_or(&nested));
        let entry = by_element
            .entry(element_name.clone())
            .or_insert_with(|| (sp.plain(&ty.resolved()), BTreeSet::new()));
        if d.array_input {
            entry.1.insert(format!("{element_name}ArrayInput"));
        }
        if d.array_output || d.array_input {
            entry.1.insert(format!("{element_name}ArrayOutput"));
        }
        if d.map_input {
            entry.1.insert(format!("{element_name}MapInput"));
        }
        if d.map_output || d.map_input {
            entry.1.insert(format!("{element_name}MapOutput"));
        }
    }
    let mut views = Vec::new();
    for (element_name, (element, names)) in by_element {
        for name in names {
            let (base, kind) = if let Some(b) = name.strip_suffix("Input") {
                (b.to_owned(), "input")
            } else {
                (
                    name.strip_suffix("Output").unwrap_or(&name).to_owned(),
                    "output",
                )
            };
            let collection = if base.ends_with("Array") {
                "Array"
            } else {
                "Map"
            };
            views.push(CollectionView {
                name: base,
                kind: kind.to_owned(),
                collection: collection.to_owned(),
                element: element.clone(),
                element_name: element_name.clone(),
            });
        }
    }
    views
}

/// The `pulumiTypes*.go` files of a module (none when it has no types).
pub fn types_files(r: &Renderer, module: &str, package_name: &str) -> Result<Vec<Value>, String> {
    let ids: Vec<ObjectId> = (0..r.package.objects.len())
        .map(ObjectId)
        .filter(|id| r.names.objects[id.0].0 == module)
        .collect();
    let has_enums = r
        .package
        .enums
        .iter()
        .enumerate()
        .any(|(i, e)| !e.is_overlay && r.names.enums[i].0 == module);
    let mut chunks: Vec<&[ObjectId]> = ids.chunks(TYPES_PER_FILE).collect();
    if chunks.is_empty() {
        if !has_enums {
            return Ok(Vec::new());
        }
        chunks.push(&[]);
    }
    let mut files = Vec::new();
    for (index, chunk) in chunks.into_iter().enumerate() {
        let sp = Speller::new(r.package, r.names, r.externals, module);
        let objects: Vec<ObjectView> = chunk
            .iter()
            .filter(|id| !r.package.object(**id).is_overlay)
            .map(|id| object_view(r, &sp, *id))
            .collect();
        let collections = if index == 0 {
            collections(r, &sp, module)
        } else {
            Vec::new()
        };
        if chunk.is_empty() && collections.is_empty() {
            return Ok(files);
        }
        let mut registrations = Vec::new();
        for o in objects
            .iter()
            .filter(|_| !r.names.disable_input_registrations)
        {
            let n = &o.name;
            if o.input {
                registrations.push(format!("pulumi.RegisterInputType(reflect.TypeOf((*{n}Input)(nil)).Elem(), {n}Args{{}})"));
            }
            if o.ptr_input {
                registrations.push(format!("pulumi.RegisterInputType(reflect.TypeOf((*{n}PtrInput)(nil)).Elem(), {n}Args{{}})"));
            }
            if o.array_input {
                registrations.push(format!("pulumi.RegisterInputType(reflect.TypeOf((*{n}ArrayInput)(nil)).Elem(), {n}Array{{}})"));
            }
            if o.map_input {
                registrations.push(format!("pulumi.RegisterInputType(reflect.TypeOf((*{n}MapInput)(nil)).Elem(), {n}Map{{}})"));
            }
        }
        for c in collections
            .iter()
            .filter(|c| c.kind == "input" && !r.names.disable_input_registrations)
        {
            registrations.push(format!(
                "pulumi.RegisterInputType(reflect.TypeOf((*{0}Input)(nil)).Elem(), {0}{{}})",
                c.name
            ));
        }
        for o in &objects {
            let n = &o.name;
            if o.output {
                registrations.push(format!("pulumi.RegisterOutputType({n}Output{{}})"));
            }
            if o.ptr_output {
                registrations.push(format!("pulumi.RegisterOutputType({n}PtrOutput{{}})"));
            }
            if o.register_array_output {
                registrations.push(format!("pulumi.RegisterOutputType({n}ArrayOutput{{}})"));
            }
            if o.register_map_output {
                registrations.push(format!("pulumi.RegisterOutputType({n}MapOutput{{}})"));
            }
        }
        for c in collections.iter().filter(|c| c.kind == "output") {
            registrations.push(format!("pulumi.RegisterOutputType({}Output{{}})", c.name));
        }
        let has_outputs = !collections.is_empty()
            || chunk
                .iter()
                .any(|id| r.details(&DetailsKey::Object(*id)).has_outputs());
        let to_output = r.names.generics.classic_to_output();
        let imports: Imports = if has_outputs {
            let pulumi: &[&str] = if to_output {
                &["pulumi", "pulumix"]
            } else {
                &["pulumi"]
            };
            r.imports(&["context", "reflect"], pulumi, true, &sp)
        } else {
            r.imports(&[], &[], true, &sp)
        };
        files.push(minijinja::context! {
            package => package_name,
            to_output => to_output,
            imports => imports,
            objects => objects,
            collections => collections,
            registrations => registrations,
        });
    }
    Ok(files)
}

#[derive(Serialize)]
struct EnumView {
    name: String,
    doc: Vec<String>,
    element_type: String,
    /// `pulumi.String`.
    args_type: String,
    /// `String`.
    as_name: String,
    camel: String,
    constants: Vec<Line>,
    /// The inputs the constants show in the input interface's doc.
    input: bool,
    output: bool,
    array_input: bool,
    map_input: bool,
    array_output: bool,
    map_output: bool,
    instance: String,
    /// `pulumi.RegisterInputType` calls are made.
    register_inputs: bool,
}

/// `pulumiEnums.go` of a module, if it has enums.
pub fn enums_file(r: &Renderer, module: &str, package_name: &str) -> Result<Option<Value>, String> {
    let sp = Speller::new(r.package, r.names, r.externals, module);
    let mut views = Vec::new();
    for (i, e) in r.package.enums.iter().enumerate() {
        if e.is_overlay || r.names.enums[i].0 != module {
            continue;
        }
        let name = r.names.enums[i].1.clone();
        let element = super::model::bind(&e.element_type, false);
        let element_type = sp.plain(&element);
        let args_type = match element {
            GoType::Bool => "pulumi.Bool",
            GoType::Int => "pulumi.Int",
            GoType::Number => "pulumi.Float64",
            _ => "pulumi.String",
        }
        .to_owned();
        let mut cells = Vec::new();
        for v in &e.values {
            let raw = match (&v.name, &v.value) {
                (Some(n), _) => n.clone(),
                (None, crate::spec::ScalarValue::String(s)) => s.clone(),
                (None, other) => source::scalar(other, false),
            };
            let constant =
                enum_constant(&raw, &name).map_err(|m| format!("enum `{}`: {m}", e.token.raw))?;
            let value = match &v.value {
                crate::spec::ScalarValue::String(s) => source::quote(s),
                other => source::scalar(other, false),
            };
            cells.push(Cell {
                doc: doc::inner(v.description.as_deref(), v.deprecation_message.as_deref()),
                name: constant,
                ty: format!("= {name}({value})"),
                tag: None,
            });
        }
        let instance = e
            .values
            .first()
            .map(|v| match &v.value {
                crate::spec::ScalarValue::String(s) => source::quote(s),
                other => source::scalar(other, false),
            })
            .ok_or_else(|| format!("enum `{}` has no values", e.token.raw))?;
        let d = r.details(&DetailsKey::Enum(EnumId(i)));
        views.push(EnumView {
            doc: doc::top_with(e.description.as_deref(), None),
            as_name: args_type.trim_start_matches("pulumi.").to_owned(),
            camel: camel(&name),
            constants: align(cells),
            input: d.input || d.ptr_input,
            output: d.output || d.ptr_output,
            array_input: d.array_input,
            map_input: d.map_input,
            array_output: d.array_output,
            map_output: d.map_output,
            instance,
            register_inputs: !r.names.disable_input_registrations,
            element_type,
            args_type,
            name,
        });
    }
    if views.is_empty() {
        return Ok(None);
    }
    let has_outputs = views
        .iter()
        .any(|v| v.output || v.array_output || v.map_output);
    let to_output = r.names.generics.classic_to_output();
    let imports = if has_outputs {
        let pulumi: &[&str] = if to_output {
            &["pulumi", "pulumix"]
        } else {
            &["pulumi"]
        };
        r.imports(&["context", "reflect"], pulumi, false, &sp)
    } else {
        r.imports(&[], &[], false, &sp)
    };
    Ok(Some(minijinja::context! {
        package => package_name,
        to_output => to_output,
        imports => imports,
        enums => views,
    }))
}
