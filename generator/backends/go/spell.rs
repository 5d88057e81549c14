//! Go type expressions for a [`GoType`] as seen from one Go package: the plain Go type
//! (`*string`, `[]Foo`), the input interface (`pulumi.StringPtrInput`, `FooArrayInput`), the
//! concrete input type of an `…Args` struct (`pulumi.StringPtr`), and the output type
//! (`FooPtrOutput`). The rules are Pulumi's; types of other Go packages of the module are
//! qualified and recorded so the file imports exactly those.

use std::cell::RefCell;
use std::collections::BTreeSet;

use super::model::GoType;
use super::names::Names;
use crate::ir::Package;

pub struct Speller<'a> {
    pub package: &'a Package,
    pub names: &'a Names,
    /// The Go package (module path) the code is written in.
    pub module: String,
    /// Other Go packages of the module the spelled types come from.
    pub imports: RefCell<BTreeSet<String>>,
}

impl<'a> Speller<'a> {
    pub fn new(package: &'a Package, names: &'a Names, module: &str) -> Speller<'a> {
        Speller {
            package,
            names,
            module: module.to_owned(),
            imports: RefCell::new(BTreeSet::new()),
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
                let name = super::names::title(&self.package.resource(*id).token.name);
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
            GoType::Union(_) => None,
            other => Some(trim(&self.plain(other), "Args").to_owned()),
        }
    }
}

fn trim<'s>(s: &'s str, suffix: &str) -> &'s str {
    s.strip_suffix(suffix).unwrap_or(s)
}
