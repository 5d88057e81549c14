//! Python type annotations for schema types, and the imports they need, per module.

use std::cell::RefCell;
use std::collections::BTreeSet;

use crate::ir::shapes::Shapes;
use crate::ir::{Package, Type};
use crate::naming::python::plan::Plan as Names;

/// Where a type appears, which decides how it is spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// In an input shape: every level accepts a `pulumi.Input`.
    Input,
    /// A plain input (function arguments, `plain` properties).
    Plain,
    /// An output.
    Output,
}

/// Spells types as seen from one module, recording the imports they need.
pub struct TypeSpeller<'a> {
    package: &'a Package,
    names: &'a Names,
    shapes: &'a [Shapes],
    /// The module being written (`/`-separated, empty for the root).
    module: String,
    /// Whether the file is `_inputs.py` (which must not import itself).
    in_inputs_file: bool,
    imports: RefCell<BTreeSet<String>>,
}

impl<'a> TypeSpeller<'a> {
    pub fn new(
        package: &'a Package,
        names: &'a Names,
        shapes: &'a [Shapes],
        module: &str,
        in_inputs_file: bool,
    ) -> Self {
        TypeSpeller {
            package,
            names,
            shapes,
            module: module.to_owned(),
            in_inputs_file,
            imports: RefCell::new(BTreeSet::new()),
        }
    }

    /// The import lines collected so far, sorted.
    pub fn imports(&self) -> Vec<String> {
        self.imports.borrow().iter().cloned().collect()
    }

    /// Adds an import line.
    pub fn import(&self, line: impl Into<String>) {
        self.imports.borrow_mut().insert(line.into());
    }

    /// Whether input classes have their `…Dict` TypedDicts (see [`Names::typed_dicts`]).
    pub fn typed_dicts(&self) -> bool {
        self.names.typed_dicts
    }

    /// The relative import prefix from the current module to the root (`.`, `..`, …).
    pub fn to_root(&self) -> String {
        let depth = if self.module.is_empty() {
            0
        } else {
            self.module.split('/').count()
        };
        ".".repeat(depth + 1)
    }

    /// A required value of `ty` in `shape`: for inputs, wrapped in `pulumi.Input`.
    /// `mapping` allows the TypedDict form of object types beside their class.
    pub fn required(&self, ty: &Type, shape: Shape, mapping: bool) -> String {
        let inner = self.inner(ty, shape, mapping, false);
        match shape {
            Shape::Input => input(inner),
            _ => inner,
        }
    }

    /// An optional value of `ty` in `shape`.
    pub fn optional(&self, ty: &Type, shape: Shape, mapping: bool) -> String {
        let inner = self.inner(ty, shape, mapping, false);
        match shape {
            Shape::Input if inner == "Any" => "Optional[Any]".to_owned(),
            Shape::Input => format!("pulumi.Input[Optional[{inner}]]"),
            _ => format!("Optional[{inner}]"),
        }
    }

    /// An argument of a function's `_output` form: the plain type, optional, as an Input.
    pub fn output_form_arg(&self, ty: &Type) -> String {
        let inner = self.inner(ty, Shape::Plain, true, false);
        if inner == "Any" {
            "Optional[Any]".into()
        } else {
            format!("pulumi.Input[Optional[{inner}]]")
        }
    }

    /// A TypedDict field: objects as their `…Dict` types, optional fields `NotRequired`.
    pub fn dict_field(&self, ty: &Type, shape: Shape, required: bool) -> String {
        let inner = self.inner(ty, shape, false, true);
        let value = match (shape, required) {
            (Shape::Input, _) if inner == "Any" => inner,
            (Shape::Input, true) => input(inner),
            (Shape::Input, false) => format!("pulumi.Input[Optional[{inner}]]"),
            (_, true) => inner,
            (_, false) => format!("Optional[{inner}]"),
        };
        if required {
            value
        } else {
            format!("NotRequired[{value}]")
        }
    }

    fn inner(&self, ty: &Type, shape: Shape, mapping: bool, dict: bool) -> String {
        let element = |t: &Type| {
            let s = self.inner(t, shape, mapping, dict);
            match shape {
                Shape::Input => input(s),
                _ => s,
            }
        };
        match ty {
            Type::Boolean => "_builtins.bool".into(),
            Type::Integer => "_builtins.int".into(),
            Type::Number => "_builtins.float".into(),
            Type::String => "_builtins.str".into(),
            Type::Any | Type::Json => "Any".into(),
            Type::Asset => "Union[pulumi.Asset, pulumi.Archive]".into(),
            Type::Archive => "pulumi.Archive".into(),
            Type::Array(e) => format!("Sequence[{}]", element(e)),
            Type::Map(e) => format!("Mapping[str, {}]", element(e)),
            // Overlays are written by the package's authors, not generated: nothing to import.
            Type::Object(id) if self.package.object(*id).is_overlay => "Any".into(),
            Type::Enum(id) if self.package.enum_type(*id).is_overlay => self.inner(
                &self.package.enum_type(*id).element_type,
                shape,
                mapping,
                dict,
            ),
            Type::Resource(id) if self.package.resource(*id).is_overlay => "Any".into(),
            Type::Object(id) => self.object(*id, shape, mapping, dict),
            Type::Enum(id) => {
                let name = self.enum_ref(*id);
                match shape {
                    // Input enums also accept their underlying primitive.
                    Shape::Input | Shape::Plain => {
                        let underlying = self.inner(
                            &self.package.enum_type(*id).element_type,
                            shape,
                            mapping,
                            dict,
                        );
                        format!("Union[{name}, {underlying}]")
                    }
                    Shape::Output => name,
                }
            }
            Type::Resource(id) => self.resource_ref(*id),
            Type::Provider => self.provider_ref(),
            // Other packages' types are not a dependency of this one: accept any value.
            Type::External(_) => "Any".into(),
            Type::Union(union) => {
                if shape == Shape::Output {
                    if let Some(Type::Enum(id)) =
                        union.elements.iter().find(|e| matches!(e, Type::Enum(_)))
                    {
                        let element_type = &self.package.enum_type(*id).element_type;
                        return self.inner(element_type, shape, mapping, dict);
                    }
                    return match &union.default_type {
                        Some(t) => self.inner(t, shape, mapping, dict),
                        None => "Any".into(),
                    };
                }
                let mut parts: Vec<String> = Vec::new();
                for e in &union.elements {
                    let s = self.inner(e, shape, mapping, dict);
                    if !parts.contains(&s) {
                        parts.push(s);
                    }
                }
                if parts.len() == 1 {
                    parts.remove(0)
                } else {
                    format!("Union[{}]", parts.join(", "))
                }
            }
            Type::Token(t) => self.inner(&t.underlying, shape, mapping, dict),
        }
    }

    fn object(&self, id: crate::ir::ObjectId, shape: Shape, mapping: bool, dict: bool) -> String {
        let object = self.package.object(id);
        let module = self.names.object_module(self.package, id);
        let (class, input) = match shape {
            Shape::Input => (self.names.input_class(object), true),
            Shape::Plain => (
                self.names.plain_input_class(object, self.shapes[id.0]),
                true,
            ),
            Shape::Output => (self.names.output_class(object, self.shapes[id.0]), false),
        };
        let prefix = self.module_prefix(&module, input);
        let quoted = |name: &str| format!("'{prefix}{name}'");
        if !input {
            return quoted(&class);
        }
        // Without TypedDicts (`inputTypes: classes`) only the class is accepted.
        let (mapping, dict) = if self.names.typed_dicts {
            (mapping, dict)
        } else {
            (false, false)
        };
        let dict_name = class.clone() + "Dict";
        if dict {
            quoted(&dict_name)
        } else if mapping {
            format!("Union[{}, {}]", quoted(&class), quoted(&dict_name))
        } else {
            quoted(&class)
        }
    }

    /// The qualifier for a type in `module`, importing what it needs.
    fn module_prefix(&self, module: &str, input: bool) -> String {
        if module == self.module {
            if input {
                if !self.in_inputs_file {
                    self.import("from ._inputs import *");
                }
                return String::new();
            }
            self.import("from . import outputs");
            return "outputs.".into();
        }
        if module.is_empty() {
            let (file, alias) = if input {
                ("_inputs", "_root_inputs")
            } else {
                ("outputs", "_root_outputs")
            };
            self.import(format!("from {} import {file} as {alias}", self.to_root()));
            return format!("{alias}.");
        }
        let first = module.split('/').next().unwrap_or_default();
        self.import(format!(
            "from {} import {first} as _{first}",
            self.to_root()
        ));
        let dotted = module.replace('/', ".");
        if input {
            format!("_{dotted}.")
        } else {
            format!("_{dotted}.outputs.")
        }
    }

    fn enum_ref(&self, id: crate::ir::EnumId) -> String {
        let e = self.package.enum_type(id);
        let module = self.names.module_of(&e.token);
        let name = self.names.enum_class(&e.token);
        if module == self.module {
            self.import("from ._enums import *");
            return format!("'{name}'");
        }
        if module.is_empty() {
            self.import(format!(
                "from {} import _enums as _root_enums",
                self.to_root()
            ));
            return format!("'_root_enums.{name}'");
        }
        let first = module.split('/').next().unwrap_or_default();
        self.import(format!("from {} import {first}", self.to_root()));
        format!("'{}.{name}'", module.replace('/', "."))
    }

    fn resource_ref(&self, id: crate::ir::ResourceId) -> String {
        let r = self.package.resource(id);
        let module = self.names.module_of(&r.token);
        let class = self.names.resource_class(r);
        if module == self.module || module.is_empty() {
            let file = self.names.resource_file(r);
            let path = if module == self.module {
                format!(".{file}")
            } else {
                format!("{}{file}", self.to_root())
            };
            self.import(format!("from {path} import {class}"));
            return format!("'{class}'");
        }
        let first = module.split('/').next().unwrap_or_default();
        self.import(format!(
            "from {} import {first} as _{first}",
            self.to_root()
        ));
        format!("'_{}.{class}'", module.replace('/', "."))
    }

    fn provider_ref(&self) -> String {
        let path = if self.module.is_empty() {
            ".provider".to_owned()
        } else {
            format!("{}provider", self.to_root())
        };
        self.import(format!("from {path} import Provider"));
        "'Provider'".into()
    }
}

fn input(inner: String) -> String {
    if inner == "Any" {
        inner
    } else {
        format!("pulumi.Input[{inner}]")
    }
}
