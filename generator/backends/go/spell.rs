//! Go type expressions for a [`GoType`] as seen from one Go package: the plain Go type
//! (`*string`, `[]Foo`), the input interface (`pulumi.StringPtrInput`, `FooArrayInput`), the
//! concrete input type of an `…Args` struct (`pulumi.StringPtr`), and the output type
//! (`FooPtrOutput`). The rules are Pulumi's; types of other Go packages of the module are
//! qualified and recorded so the file imports exactly those.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use super::external::Externals;
use super::model::{Details, GoType};
use crate::ir::{ExternalKind, ExternalRef, Package};
use crate::naming::go::plan::Plan;

/// What an external reference is, for the spelling rules that tell them apart.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ExternalShape {
    Object,
    Enum,
    Resource,
}

fn external_shape(reference: &ExternalRef) -> ExternalShape {
    match reference.kind {
        ExternalKind::Type if reference.is_enum => ExternalShape::Enum,
        ExternalKind::Type => ExternalShape::Object,
        ExternalKind::Resource | ExternalKind::Provider => ExternalShape::Resource,
    }
}

pub struct Speller<'a> {
    pub package: &'a Package,
    pub names: &'a Plan,
    /// The other packages this one refers to, named and marked.
    pub externals: &'a Externals,
    /// The Go package (module path) the code is written in.
    pub module: String,
    /// Other Go packages of the module the spelled types come from.
    pub imports: RefCell<BTreeSet<String>>,
    /// Other packages' Go packages the spelled types come from: import path → alias.
    pub external_imports: RefCell<BTreeMap<String, Option<String>>>,
}

impl<'a> Speller<'a> {
    pub fn new(
        package: &'a Package,
        names: &'a Plan,
        externals: &'a Externals,
        module: &str,
    ) -> Speller<'a> {
        Speller {
            package,
            names,
            externals,
            module: module.to_owned(),
            imports: RefCell::new(BTreeSet::new()),
            external_imports: RefCell::new(BTreeMap::new()),
        }
    }

    /// Another package's type or resource (an object in its input shape when `input`), qualified
    /// and imported, with what its package generates for it; `None` when that package could
    /// not be named (the reference is then typed as `Any`).
    fn external(&self, reference: &ExternalRef, input: bool) -> Option<(String, Details)> {
        let resolved = self.externals.resolve(reference, input)?;
        self.external_imports.borrow_mut().insert(
            resolved.import_path,
            resolved.aliased.then(|| resolved.qualifier.clone()),
        );
        Some((
            format!("{}.{}", resolved.qualifier, resolved.name),
            resolved.details,
        ))
    }

    /// An opaque type token's name, qualified; `None` when it names no type of this package.
    fn opaque(&self, token: &str) -> Option<String> {
        let (module, name) = self.names.opaque_type(token)?;
        Some(self.qualify(&module, &name))
    }

    /// Whether an optional value of `ty`, another package's object or enum, is spelled as a
    /// pointer to its input or output type because that package has no pointer type for it.
    fn external_pointer(&self, ty: &GoType, output: bool) -> bool {
        let GoType::External { reference, .. } = ty else {
            return false;
        };
        let Some((_, d)) = self.external(reference, false) else {
            return false;
        };
        match (external_shape(reference), output) {
            (ExternalShape::Object, false) => !d.ptr_input,
            (ExternalShape::Object, true) => !d.ptr_output,
            (ExternalShape::Enum, false) => !d.ptr_input && !d.input,
            (ExternalShape::Enum, true) => !d.ptr_output && !d.output,
            (ExternalShape::Resource, _) => false,
        }
    }

    fn qualify(&self, module: &str, name: &str) -> String {
        if module == self.module {
            name.to_owned()
        } else {
            self.imports.borrow_mut().insert(module.to_owned());
            format!("{}.{name}", self.names.package_name(module))
        }
    }

    /// An object type's name in a shape (`Foo`, `FooArgs`).
    pub fn object(&self, ty: &GoType) -> String {
        match ty {
            GoType::Object { id, input } => {
                let (module, name) = &self.names.objects[id.0];
                let name = self.qualify(module, name);
                if *input {
                    format!("{name}Args")
                } else {
                    name
                }
            }
            _ => unreachable!("not an object type"),
        }
    }

    fn enum_name(&self, ty: &GoType) -> String {
        match ty {
            GoType::Enum(id) => {
                let (module, name) = &self.names.enums[id.0];
                self.qualify(module, name)
            }
            _ => unreachable!("not an enum type"),
        }
    }

    /// A resource's Go name (Pulumi's `tokenToResource`: the title-cased token name, not the
    /// disambiguated one).
    fn resource(&self, id: &Option<crate::ir::ResourceId>) -> String {
        match id {
            None => self.qualify("", &self.names.provider),
            Some(id) => {
                let module = &self.names.resources[id.0].0;
                let name = crate::naming::go::plan::title(&self.package.resource(*id).token.name);
                self.qualify(module, &name)
            }
        }
    }

    /// The input interface type (Pulumi's `inputType`).
    pub fn input(&self, ty: &GoType) -> String {
        match ty {
            GoType::Optional(_) => self.plain(ty),
            GoType::Input(e) => self.input(e),
            GoType::Enum(_) => format!("{}Input", self.enum_name(ty)),
            GoType::Array(e) => format!("{}ArrayInput", trim(&self.input(e), "Input")),
            GoType::Map(e) => format!("{}MapInput", trim(&self.input(e), "Input")),
            GoType::Object { id, .. } => format!(
                "{}Input",
                self.object(&GoType::Object {
                    id: *id,
                    input: false
                })
            ),
            GoType::Resource(name) => format!("{}Input", self.resource(name)),
            GoType::External { reference, .. } => match self.external(reference, false) {
                Some((name, _)) => format!("{name}Input"),
                None => "pulumi.Input".to_owned(),
            },
            GoType::Opaque(token) => match self.opaque(token) {
                Some(name) => format!("{name}Input"),
                None => "pulumi.Input".to_owned(),
            },
            GoType::Union(_) => match ty.relaxed_enum(self.package) {
                Some(t) => self.input(&t),
                None => "pulumi.Input".to_owned(),
            },
            GoType::Bool => "pulumi.BoolInput".to_owned(),
            GoType::Int => "pulumi.IntInput".to_owned(),
            GoType::Number => "pulumi.Float64Input".to_owned(),
            GoType::String => "pulumi.StringInput".to_owned(),
            GoType::Archive => "pulumi.ArchiveInput".to_owned(),
            GoType::Asset => "pulumi.AssetOrArchiveInput".to_owned(),
            GoType::Any | GoType::Json => "pulumi.Input".to_owned(),
        }
    }

    /// The concrete type of an input (Pulumi's `argsTypeImpl`).
    fn args_impl(&self, ty: &GoType) -> String {
        match ty {
            GoType::Optional(_) => self.type_string(ty, true),
            GoType::Input(e) => self.args_impl(e),
            GoType::Enum(_) => self.enum_name(ty),
            GoType::Array(e) | GoType::Map(e) => {
                let mut en = self.args_impl(e);
                if en == "pulumi.Any" {
                    en = "pulumi.".to_owned();
                }
                let suffix = if matches!(ty, GoType::Array(_)) {
                    "Array"
                } else {
                    "Map"
                };
                format!("{}{suffix}", trim(&en, "Args"))
            }
            GoType::Object { .. } => self.object(ty),
            GoType::Resource(name) => self.resource(name),
            GoType::External { reference, input } => match self.external(reference, *input) {
                Some((name, _)) => name,
                None => "pulumi.Any".to_owned(),
            },
            GoType::Opaque(token) => self
                .opaque(token)
                .unwrap_or_else(|| "pulumi.Any".to_owned()),
            GoType::Union(_) => match ty.relaxed_enum(self.package) {
                Some(t) => self.args_impl(&t),
                None => "pulumi.Any".to_owned(),
            },
            GoType::Bool => "pulumi.Bool".to_owned(),
            GoType::Int => "pulumi.Int".to_owned(),
            GoType::Number => "pulumi.Float64".to_owned(),
            GoType::String => "pulumi.String".to_owned(),
            GoType::Archive => "pulumi.Archive".to_owned(),
            GoType::Asset => "pulumi.AssetOrArchive".to_owned(),
            GoType::Any | GoType::Json => "pulumi.Any".to_owned(),
        }
    }

    /// The Go type (Pulumi's `typeString`; with `args`, `argsType`).
    pub fn type_string(&self, ty: &GoType, args: bool) -> String {
        let s = match ty {
            GoType::Optional(e) => {
                if let GoType::Input(inner) = &**e {
                    let elem = self.input(inner);
                    if inner.is_nil_type(self.package) || elem == "pulumi.Input" {
                        return elem;
                    }
                    if self.external_pointer(inner, false) {
                        return format!("*{elem}");
                    }
                    if args {
                        return format!("{elem}Ptr");
                    }
                    return format!("{}PtrInput", trim(&elem, "Input"));
                }
                let elem = self.type_string(e, args);
                if e.is_nil_type(self.package) || elem == "interface{}" {
                    return elem;
                }
                format!("*{elem}")
            }
            GoType::Input(e) => {
                if args {
                    self.args_impl(e)
                } else {
                    self.input(e)
                }
            }
            GoType::Enum(_) => self.enum_name(ty),
            GoType::Array(e) => format!("[]{}", self.type_string(e, args)),
            GoType::Map(e) => format!("map[string]{}", self.type_string(e, args)),
            GoType::Object { .. } => self.object(ty),
            GoType::Resource(name) => format!("*{}", self.resource(name)),
            GoType::External { reference, input } => match self.external(reference, *input) {
                Some((name, _)) if external_shape(reference) == ExternalShape::Resource => {
                    format!("*{name}")
                }
                Some((name, _)) => name,
                None => "interface{}".to_owned(),
            },
            GoType::Opaque(token) => self
                .opaque(token)
                .unwrap_or_else(|| "interface{}".to_owned()),
            GoType::Union(_) => match ty.relaxed_enum(self.package) {
                Some(t) => self.type_string(&t, args),
                None => "interface{}".to_owned(),
            },
            GoType::Bool => "bool".to_owned(),
            GoType::Int => "int".to_owned(),
            GoType::Number => "float64".to_owned(),
            GoType::String => "string".to_owned(),
            GoType::Archive => "pulumi.Archive".to_owned(),
            GoType::Asset => "pulumi.AssetOrArchive".to_owned(),
            GoType::Any | GoType::Json => "interface{}".to_owned(),
        };
        if s == "pulumi." {
            "pulumi.Any".to_owned()
        } else {
            s
        }
    }

    /// The plain Go type.
    pub fn plain(&self, ty: &GoType) -> String {
        self.type_string(ty, false)
    }

    /// The output type (Pulumi's `outputType`, of the resolved type).
    pub fn output(&self, ty: &GoType) -> String {
        self.output_impl(&ty.resolved())
    }

    fn output_impl(&self, ty: &GoType) -> String {
        match ty {
            GoType::Optional(e) => {
                let elem = self.output_impl(e);
                if e.is_nil_type(self.package) || elem == "pulumi.AnyOutput" {
                    return elem;
                }
                if self.external_pointer(e, true) {
                    return format!("*{elem}");
                }
                format!("{}PtrOutput", trim(&elem, "Output"))
            }
            GoType::Enum(_) => format!("{}Output", self.enum_name(ty)),
            GoType::Array(e) => {
                let en = self.output_impl(e);
                let en = trim(&en, "Output");
                if en == "pulumi.Any" {
                    "pulumi.ArrayOutput".to_owned()
                } else {
                    format!("{en}ArrayOutput")
                }
            }
            GoType::Map(e) => {
                let en = self.output_impl(e);
                let en = trim(&en, "Output");
                if en == "pulumi.Any" {
                    "pulumi.MapOutput".to_owned()
                } else {
                    format!("{en}MapOutput")
                }
            }
            GoType::Object { .. } => format!("{}Output", self.object(ty)),
            GoType::Resource(name) => format!("{}Output", self.resource(name)),
            GoType::External { reference, input } => match self.external(reference, *input) {
                Some((name, _)) => format!("{name}Output"),
                None => "pulumi.AnyOutput".to_owned(),
            },
            GoType::Opaque(token) => match self.opaque(token) {
                Some(name) => format!("{name}Output"),
                None => "pulumi.AnyOutput".to_owned(),
            },
            GoType::Union(_) => match ty.relaxed_enum(self.package) {
                Some(t) => self.output_impl(&t),
                None => "pulumi.AnyOutput".to_owned(),
            },
            GoType::Input(e) => self.output_impl(e),
            GoType::Bool => "pulumi.BoolOutput".to_owned(),
            GoType::Int => "pulumi.IntOutput".to_owned(),
            GoType::Number => "pulumi.Float64Output".to_owned(),
            GoType::String => "pulumi.StringOutput".to_owned(),
            GoType::Archive => "pulumi.ArchiveOutput".to_owned(),
            GoType::Asset => "pulumi.AssetOrArchiveOutput".to_owned(),
            GoType::Any | GoType::Json => "pulumi.AnyOutput".to_owned(),
        }
    }

    /// The name of a collection's element as nested collection types are named after it
    /// (Pulumi's `nestedTypeToType`; objects by their plain name).
    pub fn nested_name(&self, ty: &GoType) -> Option<String> {
        match ty.unwrap() {
            GoType::Array(e) => Some(format!("{}Array", self.nested_name(e)?)),
            GoType::Map(e) => Some(format!("{}Map", self.nested_name(e)?)),
            GoType::Object { id, .. } => Some(self.object(&GoType::Object {
                id: *id,
                input: false,
            })),
            GoType::Enum(_) => Some(self.enum_name(ty.unwrap())),
            GoType::Union(_) | GoType::External { .. } | GoType::Opaque(_) => None,
            other => Some(trim(&self.plain(other), "Args").to_owned()),
        }
    }
}

/// The spellings of the generic variant (`pulumix.Input[T]`, `pulumix.Output[T]`, …), Pulumi's
/// `generic…` type functions.
impl Speller<'_> {
    /// The Go type a generic input or output carries, and whether it is primitive (Pulumi's
    /// `genericElementType`): a primitive's `Output` is `pulumix.Output[T]`, other types have
    /// their own output types (`pulumix.GPtrOutput[T, TOutput]`).
    pub fn generic_element(&self, ty: &GoType) -> (String, bool) {
        match ty {
            GoType::String => ("string".to_owned(), true),
            GoType::Bool => ("bool".to_owned(), true),
            GoType::Int => ("int".to_owned(), true),
            GoType::Number => ("float64".to_owned(), true),
            GoType::Archive => ("pulumi.Archive".to_owned(), true),
            GoType::Asset => ("pulumi.AssetOrArchive".to_owned(), true),
            GoType::Object { .. } => (self.object(ty), false),
            GoType::Enum(_) => (self.enum_name(ty), true),
            GoType::Resource(id) => (self.resource(id), false),
            GoType::External { reference, input } => match self.external(reference, *input) {
                Some((name, _)) => (name, external_shape(reference) == ExternalShape::Enum),
                None => ("any".to_owned(), true),
            },
            GoType::Array(e) => (format!("[]{}", self.generic_element(e).0), false),
            GoType::Map(e) => (format!("map[string]{}", self.generic_element(e).0), false),
            GoType::Union(_) => match ty.relaxed_enum(self.package) {
                Some(t) => self.generic_element(&t),
                None => ("any".to_owned(), true),
            },
            GoType::Any
            | GoType::Json
            | GoType::Input(_)
            | GoType::Optional(_)
            | GoType::Opaque(_) => ("any".to_owned(), true),
        }
    }

    /// The generic output type (Pulumi's `genericOutputType`, of the resolved type).
    pub fn generic_output(&self, ty: &GoType) -> String {
        self.generic_output_impl(&ty.resolved())
    }

    fn generic_output_impl(&self, ty: &GoType) -> String {
        match ty {
            GoType::Optional(e) => {
                let (element, primitive) = self.generic_element(e);
                if element == "any" {
                    format!("pulumix.Output[{element}]")
                } else if primitive {
                    format!("pulumix.Output[*{element}]")
                } else if self.external_pointer(e, true) {
                    // Pulumi's generator spells the value's pointer type here.
                    format!("*{element}")
                } else {
                    self.generic_output_impl(e)
                }
            }
            GoType::Enum(_) => format!("pulumix.Output[{}]", self.enum_name(ty)),
            GoType::Array(e) => match self.generic_element(e) {
                (element, true) => format!("pulumix.ArrayOutput[{element}]"),
                (element, false) => format!("pulumix.GArrayOutput[{element}, {element}Output]"),
            },
            GoType::Map(e) => match self.generic_element(e) {
                (element, true) => format!("pulumix.MapOutput[{element}]"),
                (element, false) => format!("pulumix.GMapOutput[{element}, {element}Output]"),
            },
            GoType::Object { .. } | GoType::Resource(_) => {
                let (element, _) = self.generic_element(ty);
                format!("pulumix.GPtrOutput[{element}, {element}Output]")
            }
            GoType::External { reference, .. } => match self.generic_element(ty) {
                (element, _) if element == "any" => "pulumix.Output[any]".to_owned(),
                (element, _) if external_shape(reference) == ExternalShape::Enum => {
                    format!("pulumix.Output[{element}]")
                }
                (element, _) => format!("pulumix.GPtrOutput[{element}, {element}Output]"),
            },
            GoType::Union(_) => match ty.relaxed_enum(self.package) {
                Some(t) => self.generic_output_impl(&t),
                None => "pulumix.Output[interface{}]".to_owned(),
            },
            GoType::Input(e) => self.generic_output_impl(e),
            _ => format!("pulumix.Output[{}]", self.generic_element(ty).0),
        }
    }

    /// The type a generic input carries, before the pointer of an optional value (Pulumi's
    /// `genericInputTypeImpl`): objects by pointer, resources by value.
    fn generic_input_impl(&self, ty: &GoType) -> String {
        match ty {
            GoType::Optional(e) | GoType::Input(e) => self.generic_input_impl(e),
            GoType::Enum(_) => self.enum_name(ty),
            GoType::Array(e) => format!("[]{}", self.generic_input_impl(e)),
            GoType::Map(e) => format!("map[string]{}", self.generic_input_impl(e)),
            GoType::Object { .. } => format!("*{}", self.object(ty)),
            GoType::External { reference, .. }
                if external_shape(reference) == ExternalShape::Object =>
            {
                match self.generic_element(ty) {
                    (element, _) if element == "any" => element,
                    (element, _) => format!("*{element}"),
                }
            }
            GoType::Union(_) => match ty.relaxed_enum(self.package) {
                Some(t) => self.generic_input_impl(&t),
                None => "any".to_owned(),
            },
            other => self.generic_element(other).0,
        }
    }

    /// The plain Go type of a generic input's value (Pulumi's `plainGenericInputType`): an
    /// optional value other than a collection is a pointer.
    pub fn plain_generic_input(&self, ty: &GoType) -> String {
        let inner = self.generic_input_impl(ty);
        let mut reduced = ty;
        while let GoType::Input(e) = reduced {
            reduced = e;
        }
        let pointer = reduced.is_optional()
            && !matches!(ty.unwrap(), GoType::Array(_) | GoType::Map(_))
            && !inner.starts_with('*');
        if pointer {
            format!("*{inner}")
        } else {
            inner
        }
    }

    /// The generic input type (Pulumi's `genericInputType`): `pulumix.Input[T]`.
    pub fn generic_input(&self, ty: &GoType) -> String {
        format!("pulumix.Input[{}]", self.plain_generic_input(ty))
    }

    /// A generic input field of type `ty`: its plain value when the property is `plain`.
    pub fn generic_field(&self, plain: bool, ty: &GoType) -> String {
        if plain {
            self.plain_generic_input(ty)
        } else {
            self.generic_input(ty)
        }
    }
}

/// Whether a generic output type is one of `pulumix`'s own output types rather than
/// `pulumix.Output[T]`, so that an `Output[T]` must be converted to it (Pulumi's
/// `genericTypeNeedsExplicitCasting`).
pub fn generic_needs_cast(output: &str) -> bool {
    [
        "pulumix.ArrayOutput",
        "pulumix.MapOutput",
        "pulumix.GPtrOutput",
        "pulumix.GArrayOutput",
        "pulumix.GMapOutput",
    ]
    .iter()
    .any(|p| output.starts_with(p))
}

fn trim<'s>(s: &'s str, suffix: &str) -> &'s str {
    s.strip_suffix(suffix).unwrap_or(s)
}
