//! View models of the generic variant's `pulumiTypes*.go` and `pulumiEnums.go` (the
//! `language.go.generics` SDK typed with `pulumix`): object types with `pulumix.Input[T]`
//! fields and `pulumix.Output[T]` accessors, enums as their constants only. The generic
//! variant's resource and function files are built by [`super::members`].

use minijinja::Value;
use serde::Serialize;

use super::doc;
use super::model::DetailsKey;
use super::source::{self, align, Cell, Line};
use super::spell::{generic_needs_cast, Speller};
use super::types::{self, Defaults};
use super::{Renderer, TYPES_PER_FILE};
use crate::ir::ObjectId;
use crate::naming::go::plan::enum_constant;

/// An accessor of a generic output of an object value: the property's value applied out of
/// the object's output, as `out_type`.
#[derive(Serialize)]
pub struct ObjectAccessor {
    pub doc: Vec<String>,
    pub name: String,
    pub out_type: String,
    /// The Go type of the field read.
    pub apply_type: String,
    pub field: String,
    /// The applied `pulumix.Output[apply_type]` is `out_type` itself; otherwise it is
    /// converted.
    pub direct: bool,
}

impl ObjectAccessor {
    pub fn new(
        doc: Vec<String>,
        name: String,
        out_type: String,
        apply_type: String,
        field: String,
    ) -> ObjectAccessor {
        let direct =
            !generic_needs_cast(&out_type) && out_type == format!("pulumix.Output[{apply_type}]");
        ObjectAccessor {
            doc,
            name,
            out_type,
            apply_type,
            field,
            direct,
        }
    }
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
    output: bool,
    accessors: Vec<ObjectAccessor>,
}

fn object_view(r: &Renderer, sp: &Speller, id: ObjectId) -> ObjectView {
    let object = r.package.object(id);
    let name = r.names.objects[id.0].1.clone();
    let d = r.details(&DetailsKey::Object(id));
    let (plain, input) = types::object_fields(r, id);
    let fields = align(
        plain
            .iter()
            .map(|(p, t)| types::cell(p, sp.plain_generic_input(t), true))
            .collect(),
    );
    let args_fields = if d.input {
        align(
            input
                .iter()
                .map(|(p, t)| types::cell(p, sp.generic_field(p.plain, t), true))
                .collect(),
        )
    } else {
        Vec::new()
    };
    let accessors = if d.output {
        plain
            .iter()
            .map(|(p, t)| {
                ObjectAccessor::new(
                    doc::top_with(p.description.as_deref(), p.deprecation_message.as_deref()),
                    types::accessor_name(&p.name, false),
                    sp.generic_output(t),
                    sp.plain_generic_input(t),
                    types::field(p),
                )
            })
            .collect()
    } else {
        Vec::new()
    };
    ObjectView {
        doc: doc::top_with(object.description.as_deref(), None),
        fields,
        defaults: types::defaults(r, sp, &plain, true),
        input: d.input,
        args_fields,
        args_defaults: if d.input {
            types::defaults(r, sp, &input, true)
        } else {
            None
        },
        output: d.output,
        accessors,
        name,
    }
}

/// The generic variant's `pulumiTypes*.go` files of a module (none when it has no object
/// types).
pub fn types_files(r: &Renderer, module: &str, package_name: &str) -> Result<Vec<Value>, String> {
    let ids: Vec<ObjectId> = (0..r.package.objects.len())
        .map(ObjectId)
        .filter(|id| r.names.objects[id.0].0 == module && !r.package.object(*id).is_overlay)
        .collect();
    let mut files = Vec::new();
    for chunk in ids.chunks(TYPES_PER_FILE) {
        let sp = Speller::new(r.package, r.names, r.externals, module);
        let objects: Vec<ObjectView> = chunk.iter().map(|id| object_view(r, &sp, *id)).collect();
        let has_outputs = objects.iter().any(|o| o.output);
        let imports = if has_outputs {
            r.imports(&["context", "reflect"], &["pulumi", "pulumix"], true, &sp)
        } else {
            // The `Args` types' fields are `pulumix.Input[T]` even without an output type.
            let pulumix: &[&str] = if objects.iter().any(|o| o.input) {
                &["pulumix"]
            } else {
                &[]
            };
            r.imports(&[], pulumix, true, &sp)
        };
        let registrations: Vec<String> = objects
            .iter()
            .filter(|o| o.output)
            .map(|o| format!("pulumi.RegisterOutputType({}Output{{}})", o.name))
            .collect();
        files.push(minijinja::context! {
            package => package_name,
            imports => imports,
            objects => objects,
            registrations => registrations,
        });
    }
    Ok(files)
}

/// The generic variant's `pulumiEnums.go` of a module, if it has enums: each enum type with
/// its constants.
///
/// Pulumi's generator names the constants of this variant after those of the classic variant
/// it wrote first (`ColorColorRed` for the classic `ColorRed`), and so does sdkgen.
pub fn enums_file(r: &Renderer, module: &str, package_name: &str) -> Result<Option<Value>, String> {
    let sp = Speller::new(r.package, r.names, r.externals, module);
    let mut enums = Vec::new();
    for (i, e) in r.package.enums.iter().enumerate() {
        if e.is_overlay || r.names.enums[i].0 != module {
            continue;
        }
        let name = r.names.enums[i].1.clone();
        let element = super::model::bind(&e.element_type, false);
        let mut cells = Vec::new();
        for v in &e.values {
            let raw = match (&v.name, &v.value) {
                (Some(n), _) => n.clone(),
                (None, crate::spec::ScalarValue::String(s)) => s.clone(),
                (None, other) => source::scalar(other, false),
            };
            let classic =
                enum_constant(&raw, &name).map_err(|m| format!("enum `{}`: {m}", e.token.raw))?;
            let constant = enum_constant(&classic, &name)
                .map_err(|m| format!("enum `{}`: {m}", e.token.raw))?;
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
        enums.push(minijinja::context! {
            doc => doc::top_with(e.description.as_deref(), None),
            element_type => sp.plain(&element),
            constants => align(cells),
            name => name,
        });
    }
    if enums.is_empty() {
        return Ok(None);
    }
    Ok(Some(minijinja::context! {
        package => package_name,
        imports => r.imports(&[], &[], false, &sp),
        enums => enums,
    }))
}
