//! Java types: [`JType`] (a class with type arguments, possibly `@Nullable`) and the per-file
//! [`Imports`] that decide how each class is written (its simple name when that is free in the
//! file, else its fully qualified name). The wrapped types of the schema become `JType`s in
//! `model`.

use std::collections::BTreeMap;

/// Classes the generated code names.
pub mod known {
    pub const OUTPUT: &str = "com.pulumi.core.Output";
    pub const EITHER: &str = "com.pulumi.core.Either";
    pub const TYPE_SHAPE: &str = "com.pulumi.core.TypeShape";
    pub const ALIAS: &str = "com.pulumi.core.Alias";
    pub const CODEGEN: &str = "com.pulumi.core.internal.Codegen";
    pub const IMPORT: &str = "com.pulumi.core.annotations.Import";
    pub const EXPORT: &str = "com.pulumi.core.annotations.Export";
    pub const RESOURCE_TYPE: &str = "com.pulumi.core.annotations.ResourceType";
    pub const CUSTOM_TYPE: &str = "com.pulumi.core.annotations.CustomType";
    pub const ENUM_TYPE: &str = "com.pulumi.core.annotations.EnumType";
    pub const ARCHIVE: &str = "com.pulumi.asset.Archive";
    pub const ASSET_OR_ARCHIVE: &str = "com.pulumi.asset.AssetOrArchive";
    pub const MISSING_REQUIRED: &str = "com.pulumi.exceptions.MissingRequiredPropertyException";
    pub const DEPLOYMENT: &str = "com.pulumi.deployment.Deployment";
    pub const INVOKE_OPTIONS: &str = "com.pulumi.deployment.InvokeOptions";
    pub const INVOKE_OUTPUT_OPTIONS: &str = "com.pulumi.deployment.InvokeOutputOptions";
    pub const INVOKE_ARGS: &str = "com.pulumi.resources.InvokeArgs";
    pub const JSON_ELEMENT: &str = "com.google.gson.JsonElement";
    pub const NULLABLE: &str = "javax.annotation.Nullable";
    pub const LIST: &str = "java.util.List";
    pub const MAP: &str = "java.util.Map";
    pub const OPTIONAL: &str = "java.util.Optional";
    pub const OBJECTS: &str = "java.util.Objects";
    pub const STRING_JOINER: &str = "java.util.StringJoiner";
    pub const COMPLETABLE_FUTURE: &str = "java.util.concurrent.CompletableFuture";
    pub const STRING: &str = "java.lang.String";
    pub const BOOLEAN: &str = "java.lang.Boolean";
    pub const INTEGER: &str = "java.lang.Integer";
    pub const DOUBLE: &str = "java.lang.Double";
    pub const OBJECT: &str = "java.lang.Object";
    pub const VOID: &str = "java.lang.Void";
}

/// A Java type: a class (fully qualified) with type arguments, `@Nullable` when it may be null.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct JType {
    pub class: String,
    pub args: Vec<JType>,
    pub nullable: bool,
}

impl JType {
    pub fn of(class: &str) -> JType {
        JType {
            class: class.to_owned(),
            args: Vec::new(),
            nullable: false,
        }
    }

    pub fn generic(class: &str, args: Vec<JType>) -> JType {
        JType {
            class: class.to_owned(),
            args,
            nullable: false,
        }
    }

    pub fn is(&self, class: &str) -> bool {
        self.class == class
    }

    /// The type argument of `Output<T>`, if this is one.
    pub fn un_output(&self) -> Option<&JType> {
        self.is(known::OUTPUT).then(|| &self.args[0])
    }

    /// The element type of `List<T>`, if this is one.
    pub fn un_list(&self) -> Option<&JType> {
        self.is(known::LIST).then(|| &self.args[0])
    }

    /// Both sides of `Either<L, R>`, if this is one.
    pub fn un_either(&self) -> Option<(&JType, &JType)> {
        self.is(known::EITHER)
            .then(|| (&self.args[0], &self.args[1]))
    }

    pub fn nullable(mut self) -> JType {
        self.nullable = true;
        self
    }

    pub fn without_nullable(&self) -> JType {
        JType {
            nullable: false,
            ..self.clone()
        }
    }

    pub fn wrapped(self, class: &str) -> JType {
        JType::generic(class, vec![self])
    }
}

/// The names of one Java file: the classes it imports by simple name. A class is written by
/// its simple name when no other class of that name was claimed first in the file (the file's
/// own class, and names its body declares, are claimed at the start); otherwise fully
/// qualified.
pub struct Imports {
    own: String,
    by_simple: BTreeMap<String, Option<String>>,
}

impl Imports {
    /// The imports of the file declaring `class` (fully qualified).
    pub fn new(class: &str) -> Imports {
        let mut imports = Imports {
            own: class.to_owned(),
            by_simple: BTreeMap::new(),
        };
        imports.claim(class);
        imports
    }

    /// Reserves simple names the file's body declares (a nested `Builder`): other classes of
    /// those names are written fully qualified.
    pub fn reserve(&mut self, simple: &str) {
        self.by_simple.entry(simple.to_owned()).or_insert(None);
    }

    fn claim(&mut self, class: &str) -> bool {
        let simple = simple_name(class);
        match self.by_simple.get(simple) {
            Some(Some(claimed)) => claimed == class,
            Some(None) => false,
            None => {
                self.by_simple
                    .insert(simple.to_owned(), Some(class.to_owned()));
                true
            }
        }
    }

    /// How the file writes `class`.
    pub fn name(&mut self, class: &str) -> String {
        if !class.contains('.') || self.claim(class) {
            simple_name(class).to_owned()
        } else {
            class.to_owned()
        }
    }

    /// `T<A,B>` with `@Nullable` in front when nullable (and commented out in type arguments,
    /// where it cannot stand).
    pub fn code(&mut self, ty: &JType) -> String {
        let mut out = String::new();
        if ty.nullable {
            out.push('@');
            out.push_str(&self.name(known::NULLABLE));
            out.push(' ');
        }
        self.code_without_annotations(ty, &mut out);
        out
    }

    /// As [`Imports::code`], with a `@Nullable` commented out (`/* @Nullable */ T`), as a type
    /// argument needs.
    pub fn code_commented(&mut self, ty: &JType) -> String {
        let mut out = String::new();
        if ty.nullable {
            out.push_str("/* @");
            out.push_str(&self.name(known::NULLABLE));
            out.push_str(" */ ");
        }
        self.code_without_annotations(ty, &mut out);
        out
    }

    fn code_without_annotations(&mut self, ty: &JType, out: &mut String) {
        out.push_str(&self.name(&ty.class));
        if !ty.args.is_empty() {
            out.push('<');
            for (i, arg) in ty.args.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                let arg = self.code_commented(arg);
                out.push_str(&arg);
            }
            out.push('>');
        }
    }

    /// `T.class`, the type's erasure.
    pub fn class_literal(&mut self, ty: &JType) -> String {
        format!("{}.class", self.name(&ty.class))
    }

    /// The `refs` and `tree` of an `@Export`: every distinct class of the type once (in order of
    /// appearance), and the type as nested lists of indices into them (`[0,1]` for
    /// `List<String>`, `[0,[1,2,3]]` for `List<Map<String,Integer>>`).
    pub fn export_tree(&mut self, ty: &JType) -> (String, String) {
        let mut refs: Vec<String> = Vec::new();
        let tree = self.tree_of(ty, &mut refs);
        let tree = match tree {
            Tree::Leaf(index) => format!("[{index}]"),
            nested => nested.to_string(),
        };
        (refs.join(","), tree)
    }

    fn tree_of(&mut self, ty: &JType, refs: &mut Vec<String>) -> Tree {
        let literal = self.class_literal(ty);
        let index = match refs.iter().position(|r| *r == literal) {
            Some(index) => index,
            None => {
                refs.push(literal);
                refs.len() - 1
            }
        };
        if ty.args.is_empty() {
            return Tree::Leaf(index);
        }
        let mut children = vec![Tree::Leaf(index)];
        for arg in &ty.args {
            children.push(self.tree_of(arg, refs));
        }
        Tree::Node(children)
    }

    /// `TypeShape.<T>builder(T.class).addParameter(…).build()`: the runtime shape of a generic
    /// type, for deserializing it.
    pub fn type_shape(&mut self, ty: &JType) -> String {
        let mut out = format!(
            "{}.<{}>builder({})",
            self.name(known::TYPE_SHAPE),
            self.code_commented(ty),
            self.class_literal(ty)
        );
        for arg in &ty.args {
            let parameter = if arg.args.is_empty() {
                self.class_literal(arg)
            } else {
                self.type_shape(arg)
            };
            out.push_str(&format!(".addParameter({parameter})"));
        }
        out.push_str(".build()");
        out
    }

    /// The `import` lines, sorted (the file's own class left out).
    pub fn lines(&self) -> Vec<String> {
        let mut lines: Vec<String> = self
            .by_simple
            .values()
            .flatten()
            .filter(|class| **class != self.own)
            .map(|class| format!("import {class};"))
            .collect();
        lines.sort();
        lines
    }
}

enum Tree {
    Leaf(usize),
    Node(Vec<Tree>),
}

impl std::fmt::Display for Tree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tree::Leaf(index) => write!(f, "{index}"),
            Tree::Node(children) => {
                f.write_str("[")?;
                for (i, child) in children.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{child}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// The last part of a dotted name.
pub fn simple_name(class: &str) -> &str {
    class.rsplit('.').next().unwrap_or(class)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list_of(t: JType) -> JType {
        t.wrapped(known::LIST)
    }

    #[test]
    fn simple_names_unless_taken() {
        let mut imports = Imports::new("com.pulumi.x.outputs.String");
        imports.reserve("Builder");
        assert_eq!(imports.name(known::STRING), "java.lang.String");
        assert_eq!(imports.name("com.pulumi.x.outputs.String"), "String");
        assert_eq!(imports.name("com.pulumi.x.Builder"), "com.pulumi.x.Builder");
        assert_eq!(imports.name(known::LIST), "List");
        assert_eq!(imports.name("com.other.List"), "com.other.List");
        assert_eq!(imports.lines(), ["import java.util.List;"]);
    }

    #[test]
    fn code_comments_out_nullable_in_type_arguments() {
        let mut imports = Imports::new("com.pulumi.x.Foo");
        let ty = list_of(JType::of(known::STRING).nullable()).nullable();
        assert_eq!(imports.code(&ty), "@Nullable List</* @Nullable */ String>");
        assert_eq!(
            imports.code_commented(&ty),
            "/* @Nullable */ List</* @Nullable */ String>"
        );
    }

    #[test]
    fn export_trees_index_each_class_once() {
        let mut imports = Imports::new("com.pulumi.x.Foo");
        let string = JType::of(known::STRING);
        assert_eq!(
            imports.export_tree(&string),
            ("String.class".to_owned(), "[0]".to_owned())
        );
        let map = JType::generic(known::MAP, vec![string.clone(), JType::of(known::INTEGER)]);
        assert_eq!(
            imports.export_tree(&list_of(map.clone())),
            (
                "List.class,Map.class,String.class,Integer.class".to_owned(),
                "[0,[1,2,3]]".to_owned()
            )
        );
        let string_map = JType::generic(known::MAP, vec![string.clone(), string.clone()]);
        assert_eq!(
            imports.export_tree(&string_map),
            ("Map.class,String.class".to_owned(), "[0,1,1]".to_owned())
        );
    }

    #[test]
    fn type_shapes_name_every_parameter() {
        let mut imports = Imports::new("com.pulumi.x.Foo");
        let ty = list_of(JType::generic(
            known::MAP,
            vec![JType::of(known::STRING), JType::of(known::STRING)],
        ));
        assert_eq!(
            imports.type_shape(&ty),
            "TypeShape.<List<Map<String,String>>>builder(List.class)\
             .addParameter(TypeShape.<Map<String,String>>builder(Map.class)\
             .addParameter(String.class).addParameter(String.class).build()).build()"
        );
    }
}
