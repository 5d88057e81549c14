//! Which forms each object type is generated in, decided the way Pulumi's generators do: by
//! walking what resources, functions and the configuration reference. Every backend reads the
//! same analysis and maps the forms onto its own classes or interfaces.
//!
//! An object type can be generated as an *input shape* (`FooArgs` whose properties accept
//! `pulumi.Input`s: resource inputs), a *plain input* (function arguments: plain values), and an
//! *output* (`outputs.Foo`). sdkgen also generates types nothing references, in both the input
//! and output forms, so a package's nested types are usable before their resources exist.

use crate::ir::{FunctionOutputs, Package, Property, Type};

/// How one object type is used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shapes {
    /// Reached from resource or provider inputs: an `Args` class of `pulumi.Input`s.
    pub input: bool,
    /// Reached from function inputs or `plain` properties: an input class of plain values.
    pub plain_input: bool,
    /// Reached from outputs or the configuration: an output class.
    pub output: bool,
    /// Reached from a resource's outputs (the output class warns on camelCase key access).
    pub resource_output: bool,
    /// Reached from a function (Pulumi's tfbridge naming calls its output class `…Result`).
    pub function: bool,
    /// Reached, as an input shape, from the arguments of a function's Output form (Pulumi's
    /// Node.js generator then names the input shape `…Args` even under tfbridge naming).
    pub function_args: bool,
    /// Reached through a `plain` property of resource inputs (Pulumi's Node.js generator keeps
    /// the input shape's `…Args` name there, unwrapped).
    pub plain_in_input: bool,
    /// Reached from function arguments as plain values (the Promise form's argument types).
    pub plain_function_input: bool,
    /// Referenced by nothing: generated in both forms by sdkgen, unknown to Pulumi, so it
    /// gives way when one of its class names is taken.
    pub unreferenced: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Walk {
    Input,
    PlainInput,
    /// The input shape of a function's Output-form arguments.
    FunctionArgs,
    /// Below a `plain` property of resource inputs: plain values (as [`Walk::PlainInput`]).
    PlainInResourceInput,
    Output {
        resource: bool,
        function: bool,
    },
}

/// The shapes of every object type of `package`, indexed like [`Package::objects`].
pub fn analyze(package: &Package) -> Vec<Shapes> {
    let mut shapes = vec![Shapes::default(); package.objects.len()];
    let mut walker = Walker {
        package,
        shapes: &mut shapes,
        seen: vec![0; package.objects.len()],
    };
    walker.props(
        &package.config,
        Walk::Output {
            resource: false,
            function: false,
        },
    );
    for resource in std::iter::once(&package.provider).chain(&package.resources) {
        if resource.is_overlay && !resource.is_provider {
            continue;
        }
        walker.props(
            &resource.properties,
            Walk::Output {
                resource: true,
                function: false,
            },
        );
        walker.props(&resource.input_properties, Walk::Input);
        if let Some(state) = &resource.state_inputs {
            walker.props(state, Walk::Input);
        }
    }
    for function in &package.functions {
        walker.props(&function.inputs, Walk::PlainInput);
        walker.props(&function.inputs, Walk::FunctionArgs);
        let output = Walk::Output {
            resource: false,
            function: true,
        };
        match &function.outputs {
            FunctionOutputs::Object { properties, .. } => walker.props(properties, output),
            FunctionOutputs::Value(ty) => walker.ty(ty, output),
            FunctionOutputs::None => {}
        }
    }
    for s in &mut shapes {
        if !s.input && !s.plain_input && !s.output {
            s.input = true;
            s.output = true;
            s.unreferenced = true;
        }
    }
    shapes
}

struct Walker<'a> {
    package: &'a Package,
    shapes: &'a mut Vec<Shapes>,
    /// The walks (one bit each) that visited each object already, so recursive types
    /// terminate and no type is walked twice the same way.
    seen: Vec<u8>,
}

impl Walker<'_> {
    fn props<'p>(&mut self, props: impl IntoIterator<Item = &'p Property>, walk: Walk) {
        for p in props {
            // A `plain` input property takes plain values all the way down.
            let walk = if walk == Walk::Input && p.plain {
                Walk::PlainInResourceInput
            } else if walk == Walk::FunctionArgs && p.plain {
                Walk::PlainInput
            } else {
                walk
            };
            self.ty(&p.type_, walk);
        }
    }

    fn ty(&mut self, ty: &Type, walk: Walk) {
        match ty {
            Type::Array(inner) | Type::Map(inner) => self.ty(inner, walk),
            Type::Union(union) => {
                for element in &union.elements {
                    self.ty(element, walk);
                }
            }
            Type::Object(id) => {
                let key = match walk {
                    Walk::Input => 0,
                    Walk::PlainInput => 1,
                    Walk::FunctionArgs => 2,
                    Walk::PlainInResourceInput => 3,
                    Walk::Output { resource, function } => 4 + resource as u8 * 2 + function as u8,
                };
                if self.seen[id.0] & 1 << key != 0 {
                    return;
                }
                self.seen[id.0] |= 1 << key;
                let s = &mut self.shapes[id.0];
                match walk {
                    Walk::Input => s.input = true,
                    Walk::PlainInput => {
                        s.plain_input = true;
                        s.function = true;
                        s.plain_function_input = true;
                    }
                    Walk::FunctionArgs => s.function_args = true,
                    Walk::PlainInResourceInput => {
                        s.plain_input = true;
                        s.function = true;
                        s.plain_in_input = true;
                    }
                    Walk::Output { resource, function } => {
                        s.output = true;
                        s.resource_output |= resource;
                        s.function |= function;
                    }
                }
                let object = self.package.object(*id);
                match walk {
                    Walk::Output { .. } => self.props(&object.properties, walk),
                    _ => self.props(object.input_properties(), walk),
                }
            }
            _ => {}
        }
    }
}
