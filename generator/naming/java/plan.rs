//! The Java SDK's naming plan for one package, as pulumi-java's generator (v1.34.0) makes it:
//! the `language.java` settings, the Java package of each module (`<basePackage><name>[.<module>]`,
//! renamed by `packages`), the names of each property's field, getter and setter, and which
//! classes the object types get.
//!
//! pulumi-java generates an object type only where code it generates names it: each spelling
//! of an object type in a context (`inputs` or `outputs` package, input class or output class,
//! input shape `…Args` or plain shape) is a class of its own, and spelling the properties of
//! such a class may name further ones. [`Plan::new`] follows those spellings from the
//! resources, functions and configuration to the closed set of classes ([`Plan::classes`]),
//! which the backend renders and the docs name.
//!
use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::ir::settings::JavaSettings;
use crate::ir::{
    EnumId, Function, FunctionId, FunctionOutputs, ObjectId, Package, Property, Resource,
    ResourceId, Type,
};
use crate::naming::files::{Definition, NamedFile};
use crate::naming::java;
use crate::naming::wrapped::{self, Wrapped};

/// The base package when `language.java.basePackage` and the schema's `namespace` are unset.
const DEFAULT_BASE_PACKAGE: &str = "com.pulumi.";

/// The Java names of one package (this one, or another one a reference leads into).
#[derive(Clone, Debug)]
pub struct PackageNames {
    /// The package's schema name.
    pub name: String,
    pub settings: JavaSettings,
    /// The base package with its trailing `.` (`com.pulumi.`).
    pub base: String,
}

impl PackageNames {
    /// The Maven group the build publishes under: the settings' base package, else a base
    /// package other than Pulumi's, else `com.pulumi`.
    pub fn maven_group(&self) -> String {
        if let Some(base) = &self.settings.base_package {
            base.clone()
        } else if self.base != "com.pulumi." {
            self.base.clone()
        } else {
            "com.pulumi".to_owned()
        }
    }

    pub fn new(name: &str, settings: &JavaSettings, namespace: Option<&str>) -> Self {
        let settings = settings.clone();
        let base = if let Some(base) = &settings.base_package {
            with_dot(base)
        } else if let Some(namespace) = namespace.filter(|n| !n.is_empty()) {
            format!("com.{}.", java::namespace_segment(namespace))
        } else {
            DEFAULT_BASE_PACKAGE.to_owned()
        };
        PackageNames {
            name: name.to_owned(),
            settings,
            base,
        }
    }

    fn renamed<'a>(&'a self, name: &'a str) -> &'a str {
        self.settings
            .packages
            .get(name)
            .map(String::as_str)
            .unwrap_or(name)
    }

    /// The Java package of the module `module` ("" for the root) of the package named
    /// `package` (tokens of another package keep their own name part).
    pub fn module_package_of(&self, package: &str, module: &str) -> String {
        let mut dotted = format!("{}{}", self.base, self.renamed(package));
        if !module.is_empty() {
            dotted.push('.');
            dotted.push_str(self.renamed(module));
        }
        java::package_name(&dotted)
    }

    /// The Java package of one of this package's modules.
    pub fn module_package(&self, module: &str) -> String {
        self.module_package_of(&self.name, module)
    }

    /// The root Java package (`com.pulumi.<name>`).
    pub fn root_package(&self) -> String {
        self.module_package("")
    }
}

fn with_dot(s: &str) -> String {
    if s.ends_with('.') {
        s.to_owned()
    } else {
        format!("{s}.")
    }
}

/// The naming pass of the package being generated and of the packages it refers to.
pub struct Names {
    pub own: PackageNames,
    /// Other packages, by name.
    externals: BTreeMap<String, PackageNames>,
}

impl Names {
    pub fn new(package: &Package) -> Names {
        let own = PackageNames::new(
            &package.name,
            &package.settings.java,
            package.namespace.as_deref(),
        );
        let mut externals = BTreeMap::new();
        for (name, external) in &package.external_packages {
            let bound = package.external(name);
            externals.insert(
                name.clone(),
                PackageNames::new(
                    name,
                    bound.map_or(&external.settings.java, |p| &p.settings.java),
                    bound.and_then(|p| p.namespace.as_deref()),
                ),
            );
        }
        Names { own, externals }
    }

    /// The names of another package (its defaults when nothing is known of it).
    pub fn external(&self, name: &str) -> PackageNames {
        self.externals
            .get(name)
            .cloned()
            .unwrap_or_else(|| PackageNames::new(name, &Default::default(), None))
    }
}

/// The name a property's field and constructor parameter take: `language.java.name` when
/// set, else the wire name (pulumi-java's `propertyName`), made an identifier.
pub fn field_name(p: &Property) -> String {
    java::ident(overridden_name(p))
}

/// The name before identifier escaping that [`field_name`] starts from.
pub fn overridden_name(p: &Property) -> &str {
    p.names
        .java
        .as_deref()
        .filter(|n| !n.is_empty())
        .unwrap_or(&p.name)
}

/// Where the Java SDK declares a property, which decides its member's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    /// A resource's getter (kept clear of `Resource`'s own methods).
    ResourceGetter,
    /// A `Config` getter (`language.java.name` applies).
    ConfigGetter,
    /// The getter of an output class, or the builder's setter of an input class.
    Accessor,
}

/// The name of the member that gives or takes `p` where `member` says.
pub fn member_name(member: Member, p: &Property) -> String {
    match member {
        Member::ResourceGetter => java::resource_getter(&p.name),
        Member::ConfigGetter => java::getter(overridden_name(p)),
        Member::Accessor => java::getter(&p.name),
    }
}

/// The subpackage a type is spelled in, which the spelling context decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Qualifier {
    Inputs,
    Outputs,
}

impl Qualifier {
    pub fn as_str(self) -> &'static str {
        match self {
            Qualifier::Inputs => "inputs",
            Qualifier::Outputs => "outputs",
        }
    }
}

/// One class generated for an object type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeClass {
    pub object: ObjectId,
    /// The input shape (`…Args`, properties accept outputs) rather than the plain one.
    pub input_shape: bool,
    /// An input class (`…Args`-style builder) rather than an output class (`@CustomType`).
    pub input: bool,
    /// The subpackage it lies in.
    pub qualifier: Qualifier,
}

/// Where a type is spelled.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    pub qualifier: Qualifier,
    /// In an input class or an input's type (unions keep their enums).
    pub input: bool,
    /// `Optional` around a collection is kept (else the collection is `@Nullable`).
    pub require_initializers: bool,
}

/// The Java naming plan of a package.
pub struct Plan {
    pub names: Names,
    /// Object types whose output class in `inputs` (the configuration's, or a positional
    /// function parameter's) would share its file with their plain input class in `inputs`
    /// (a function's plain arguments'): those output classes go to `outputs` instead. Pulumi's
    /// generator fails on such a package (two files at one path).
    pub relocated: BTreeSet<ObjectId>,
    /// The closed set of object type classes the package's code names.
    pub classes: BTreeSet<TypeClass>,
}

impl Plan {
    pub fn new(package: &Package) -> Plan {
        let names = Names::new(package);
        let none = BTreeSet::new();
        let classes = Reach {
            package,
            relocated: &none,
        }
        .type_classes();
        let relocated: BTreeSet<ObjectId> = classes
            .iter()
            .filter(|c| !c.input && c.qualifier == Qualifier::Inputs && !c.input_shape)
            .filter(|c| classes.contains(&TypeClass { input: true, ..**c }))
            .map(|c| c.object)
            .collect();
        let classes = if relocated.is_empty() {
            classes
        } else {
            Reach {
                package,
                relocated: &relocated,
            }
            .type_classes()
        };
        Plan {
            names,
            relocated,
            classes,
        }
    }

    /// The class an object type's class is named (after its token's package part, which may
    /// not be this package's).
    pub fn class_name(&self, package: &Package, class: &TypeClass) -> String {
        let token = &package.object(class.object).token;
        format!(
            "{}.{}.{}{}",
            self.names
                .own
                .module_package_of(&token.package, &token.module),
            class.qualifier.as_str(),
            java::type_name(&token.name),
            if class.input_shape { "Args" } else { "" }
        )
    }

    /// A resource's class (`None`: this package's provider).
    pub fn resource_class(&self, package: &Package, resource: Option<ResourceId>) -> String {
        match resource {
            None => format!("{}.Provider", self.names.own.root_package()),
            Some(id) => {
                let token = &package.resource(id).token;
                format!(
                    "{}.{}",
                    self.names
                        .own
                        .module_package_of(&token.package, &token.module),
                    java::type_name(&token.name)
                )
            }
        }
    }

    /// The `…Functions` class of a module ("" for the root).
    pub fn functions_class(&self, package: &Package, module: &str) -> String {
        let title = if module.is_empty() {
            java::ident(&java::title(&package.name))
        } else {
            java::ident(&java::title(module))
        };
        format!("{}.{title}Functions", self.names.own.module_package(module))
    }

    /// The result class of a function: `<Name>Result`, or `<Name>InvokeResult` when a type of
    /// the module is named `<Name>Result`.
    pub fn result_class(&self, package: &Package, function: &Function) -> String {
        let module = &function.token.module;
        let name = java::type_name(&function.token.name);
        let taken = package.objects.iter().any(|o| {
            o.token.module == *module && java::type_name(&o.token.name) == format!("{name}Result")
        });
        let suffix = if taken { "InvokeResult" } else { "Result" };
        format!(
            "{}.outputs.{name}{suffix}",
            self.names.own.module_package(module)
        )
    }

    /// An enum's class.
    pub fn enum_class(&self, package: &Package, id: EnumId) -> String {
        let e = package.enum_type(id);
        format!(
            "{}.enums.{}",
            self.names.own.module_package(&e.token.module),
            java::type_name(&e.token.name)
        )
    }

    /// The configuration's class.
    pub fn config_class(&self) -> String {
        format!("{}.Config", self.names.own.root_package())
    }

    /// A function's method of its module's `…Functions` class (`None` for an overlay or a
    /// method, which get none), with the class.
    pub fn function_method(&self, package: &Package, id: FunctionId) -> Option<(String, String)> {
        let f = package.function(id);
        (!f.is_overlay && f.method_of.is_none()).then(|| {
            (
                self.functions_class(package, &f.token.module),
                java::function_name(&f.token.name),
            )
        })
    }

    /// The classes of one object type, in the order of [`Plan::classes`]: they lie together in
    /// the set (ordered by object first), so finding them costs a lookup, not a scan of every
    /// class (which, for each type of a package, cost the square of its size).
    pub fn classes_of(&self, id: ObjectId) -> impl Iterator<Item = &TypeClass> + '_ {
        let first = TypeClass {
            object: id,
            input_shape: false,
            input: false,
            qualifier: Qualifier::Inputs,
        };
        self.classes
            .range(first..)
            .take_while(move |c| c.object == id)
    }

    /// The classes an object type gets, with what each is (`input`, `plain input`, `output`),
    /// in the order of [`Plan::classes`].
    pub fn object_classes(&self, package: &Package, id: ObjectId) -> Vec<(String, &'static str)> {
        self.classes_of(id)
            .map(|c| {
                let note = match (c.input, c.input_shape) {
                    (true, true) => "input",
                    (true, false) => "plain input",
                    (false, _) => "output",
                };
                (self.class_name(package, c), note)
            })
            .collect()
    }

    /// The files the Java SDK names after the package's definitions (for the file-name limit):
    /// a resource's class, `…Args` and `…State`; a function's argument and result classes; each
    /// object type class; each enum.
    pub fn files(&self, package: &Package) -> Vec<NamedFile> {
        let state = |r: &Resource| {
            let module = self.names.own.module_package(&r.token.module);
            format!("{module}.inputs.{}State", java::type_name(&r.token.name))
        };
        let mut files = Vec::new();
        for (i, r) in package.resources.iter().enumerate() {
            if r.is_overlay {
                continue;
            }
            let class = self.resource_class(package, Some(ResourceId(i)));
            for fqn in [class.clone(), format!("{class}Args"), state(r)] {
                files.push(NamedFile::new(
                    Definition::Resource(ResourceId(i)),
                    source_path(&fqn),
                ));
            }
        }
        for (i, f) in package.functions.iter().enumerate() {
            if self.function_method(package, FunctionId(i)).is_none() {
                continue;
            }
            let module = self.names.own.module_package(&f.token.module);
            let name = java::type_name(&f.token.name);
            for fqn in [
                format!("{module}.inputs.{name}PlainArgs"),
                self.result_class(package, f),
            ] {
                files.push(NamedFile::new(
                    Definition::Function(FunctionId(i)),
                    source_path(&fqn),
                ));
            }
        }
        for class in &self.classes {
            let path = source_path(&self.class_name(package, class));
            files.push(NamedFile::new(Definition::Object(class.object), path));
        }
        for (i, e) in package.enums.iter().enumerate() {
            if !e.is_overlay {
                let path = source_path(&self.enum_class(package, EnumId(i)));
                files.push(NamedFile::new(Definition::Enum(EnumId(i)), path));
            }
        }
        files
    }

    /// The class of an object type named in `ctx` (the input shape when `input_shape`).
    pub fn class_in(&self, id: ObjectId, input_shape: bool, ctx: Ctx) -> TypeClass {
        class_in(&self.relocated, id, input_shape, ctx)
    }
}

fn class_in(
    relocated: &BTreeSet<ObjectId>,
    id: ObjectId,
    input_shape: bool,
    ctx: Ctx,
) -> TypeClass {
    let mut class = TypeClass {
        object: id,
        input_shape,
        input: ctx.input,
        qualifier: ctx.qualifier,
    };
    if !ctx.input && relocated.contains(&id) {
        class.qualifier = Qualifier::Outputs;
    }
    class
}

/// The properties of the class of an object type and the contexts they are spelled in.
pub fn class_properties<'a>(
    package: &'a Package,
    class: &TypeClass,
) -> Vec<(&'a Property, Wrapped, Ctx)> {
    let object = package.object(class.object);
    if class.input {
        object
            .input_properties()
            .map(|p| {
                let ty = wrapped::property_type(p, class.input_shape);
                let ctx = Ctx {
                    qualifier: Qualifier::Inputs,
                    input: true,
                    require_initializers: !class.input_shape || is_input_type(&ty),
                };
                (p, ty, ctx)
            })
            .collect()
    } else {
        object
            .output_properties()
            .map(|p| (p, wrapped::property_type(p, false), OUTPUT_CTX))
            .collect()
    }
}

/// Follows the spellings of types to the object type classes they name.
struct Reach<'a> {
    package: &'a Package,
    relocated: &'a BTreeSet<ObjectId>,
}

impl Reach<'_> {
    fn type_classes(&self) -> BTreeSet<TypeClass> {
        let mut found = Vec::new();
        self.roots(&mut found);
        let mut classes = BTreeSet::new();
        let mut pending: VecDeque<TypeClass> = found.into_iter().collect();
        while let Some(class) = pending.pop_front() {
            if !classes.insert(class) {
                continue;
            }
            let mut more = Vec::new();
            for (_, ty, ctx) in class_properties(self.package, &class) {
                self.named(&ty, ctx, &mut more);
            }
            pending.extend(more);
        }
        classes
    }

    /// Pushes on `found` every object type class the spelling of `ty` in `ctx` names (as the
    /// backend's `Model::spell` spells it: an input element is spelled as an input, and in an
    /// output a union holding an enum is that enum's element type).
    fn named(&self, ty: &Wrapped, ctx: Ctx, found: &mut Vec<TypeClass>) {
        match ty {
            Wrapped::Input(element) => {
                let element = match &**element {
                    Wrapped::Array(_) | Wrapped::Map(_) => plain(element),
                    other => other.clone(),
                };
                self.named(&element, Ctx { input: true, ..ctx }, found);
            }
            Wrapped::Optional(element) => self.named(element, ctx, found),
            Wrapped::Array(element) | Wrapped::Map(element) => {
                self.named(&plain(element), ctx, found)
            }
            Wrapped::Object { id, input } => found.push(class_in(self.relocated, *id, *input, ctx)),
            Wrapped::Union(elements) => {
                for element in elements {
                    let element = element.unwrap();
                    if let (Wrapped::Enum(_), false) = (element, ctx.input) {
                        return;
                    }
                    self.named(element, ctx, found);
                }
            }
            _ => {}
        }
    }

    /// What the resources, functions and configuration declare.
    fn roots(&self, found: &mut Vec<TypeClass>) {
        let package = self.package;
        for resource in std::iter::once(&package.provider).chain(&package.resources) {
            if resource.is_overlay {
                continue;
            }
            self.resource_roots(resource, found);
        }
        for function in &package.functions {
            if function.is_overlay || function.method_of.is_some() {
                continue;
            }
            if function.has_inputs {
                // A function's arguments keep `Optional` collections in both forms.
                for input_shape in [true, false] {
                    for p in &function.inputs {
                        let ty = wrapped::property_type(p, input_shape);
                        self.named(&ty, FUNCTION_ARGS_CTX, found);
                    }
                }
                if function.multi_argument_inputs.is_some() {
                    for p in &function.inputs {
                        self.named(&wrapped::property_type(p, false), MULTI_ARG_CTX, found);
                    }
                }
            }
            if let FunctionOutputs::Object { properties, .. } = &function.outputs {
                for p in properties {
                    self.named(&wrapped::property_type(p, false), OUTPUT_CTX, found);
                }
            }
        }
        for p in &package.config {
            self.named(&config_type(p), CONFIG_CTX, found);
        }
    }

    fn resource_roots(&self, resource: &Resource, found: &mut Vec<TypeClass>) {
        for p in &resource.properties {
            self.named(&wrapped::property_type(p, false), OUTPUT_CTX, found);
        }
        let inputs = resource.state_inputs.iter().flatten();
        for p in resource.input_properties.iter().chain(inputs) {
            self.named(&wrapped::property_type(p, true), ARGS_CTX, found);
        }
    }
}

/// `ty` without `Input` wrappers, objects keeping their shape (Pulumi's `PlainType`).
pub fn plain(ty: &Wrapped) -> Wrapped {
    match ty {
        Wrapped::Input(t) => plain(t),
        Wrapped::Optional(t) => Wrapped::Optional(Box::new(plain(t))),
        Wrapped::Array(t) => Wrapped::Array(Box::new(plain(t))),
        Wrapped::Map(t) => Wrapped::Map(Box::new(plain(t))),
        Wrapped::Union(ts) => Wrapped::Union(ts.iter().map(plain).collect()),
        other => other.clone(),
    }
}

/// Whether a property's type accepts outputs at its outer level (`isInputType`).
pub fn is_input_type(ty: &Wrapped) -> bool {
    let inner = match ty {
        Wrapped::Optional(t) => t,
        other => other,
    };
    matches!(inner, Wrapped::Input(_))
}

/// Output classes and resource outputs.
pub const OUTPUT_CTX: Ctx = Ctx {
    qualifier: Qualifier::Outputs,
    input: false,
    require_initializers: false,
};

/// Input classes of the input shape (`require_initializers` per property).
pub const ARGS_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: true,
    require_initializers: false,
};

/// A function's arguments (both forms).
pub const FUNCTION_ARGS_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: true,
    require_initializers: true,
};

/// The parameters of a function whose inputs are positional.
pub const MULTI_ARG_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: false,
    require_initializers: true,
};

/// The configuration's getters.
pub const CONFIG_CTX: Ctx = Ctx {
    qualifier: Qualifier::Inputs,
    input: false,
    require_initializers: true,
};

/// A configuration variable's type: opaque tokens as their underlying type.
pub fn config_type(p: &Property) -> Wrapped {
    let mut ty = &p.type_;
    while let Type::Token(t) = ty {
        ty = &t.underlying;
    }
    let bound = wrapped::bind(ty, false);
    if p.required {
        bound
    } else {
        bound.optional()
    }
}

/// The path of the source file declaring the class `fqn`.
pub fn source_path(fqn: &str) -> String {
    format!("src/main/java/{}.java", fqn.replace('.', "/"))
}

/// An enum value's name as the schema gives it, else its value (`%v`).
pub fn enum_value_name(value: &crate::ir::EnumValue) -> String {
    match (&value.name, &value.value) {
        (Some(name), _) if !name.is_empty() => name.clone(),
        (_, crate::spec::ScalarValue::String(s)) => s.clone(),
        (_, crate::spec::ScalarValue::Bool(b)) => b.to_string(),
        (_, crate::spec::ScalarValue::Number(n)) => go_number(n),
    }
}

/// A number as Go's `%v` prints it (`1`, `1.5`, `1e+21`).
fn go_number(n: &serde_json::Number) -> String {
    if let Some(i) = n.as_i64() {
        return i.to_string();
    }
    let f = n.as_f64().unwrap_or_default();
    if f.fract() == 0.0 && f.abs() < 1e21 {
        format!("{f:.0}")
    } else {
        let plain = f.to_string();
        if f.abs() >= 1e21 {
            format!("{f:e}").replace('e', "e+")
        } else {
            plain
        }
    }
}

/// The constant an enum value is in its Java enum (`None` when its name cannot be one).
pub fn enum_constant(value: &crate::ir::EnumValue) -> Option<String> {
    java::enum_constant_name(&enum_value_name(value))
}
