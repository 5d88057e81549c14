//! The public API of a Java package as facts, one string each, read with the tree-sitter Java
//! grammar. Every type name is resolved to its fully qualified name (enclosing types, single-type
//! imports, the package's own types, on-demand imports, `java.lang`), so `String` and
//! `java.lang.String` are one fact. Parameter names, parameter annotations and comments are
//! left out. The facts:
//!
//! - `package:P`; `class:T`, `interface:T`, `enum:T`, `record:T`, `annotation:T` (nested types
//!   as `Outer.Inner`); `typemods:T=final,static` (modifiers but `public`, sorted);
//!   `extends:T=S`, `implements:T=I`;
//! - `ctor:T(P1,P2)` (the implicit constructor of a class that declares none too),
//!   `method:T#m(P1,P2)->R`, `static-method:…`, `field:T#f->F`, `static-field:…`,
//!   `enum-constant:T.N`: public and protected members of public types;
//! - `deprecated:<fact>` for a declaration marked `@Deprecated`;
//! - `wire:<member>@Annotation(args)` for the annotations Pulumi's serializer reads
//!   (`@Import`, `@Export`, `@ResourceType`, `@CustomType`, `@CustomType.Builder`,
//!   `@CustomType.Setter`, `@EnumType`, `@EnumType.Converter`) on any member, public or not,
//!   arguments sorted by name, class literals resolved;
//! - `file:PATH` for every file of the tree, and `gradle:FILE:BLOCK/…/LINE` for every line of
//!   the Gradle scripts outside comments, with the blocks it lies in (Gradle itself is not
//!   available, so its files are compared as text).
//!
//! `tests/parity.rs` compares them with those of pulumi-java's generator.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use tree_sitter::{Node, Tree};

/// The tree-sitter Java parse tree of `source`.
pub fn parse(source: &str) -> Tree {
    super::parse::parse(super::parse::ParseLang::Java, source)
}

/// The annotations Pulumi's Java serializer reads, by the name they are written with.
const WIRE_ANNOTATIONS: [&str; 8] = [
    "Import",
    "Export",
    "ResourceType",
    "CustomType",
    "CustomType.Builder",
    "CustomType.Setter",
    "EnumType",
    "EnumType.Converter",
];

/// The `java.lang` types a generated package may name without importing them.
const JAVA_LANG: [&str; 24] = [
    "Boolean",
    "Byte",
    "Character",
    "Class",
    "Deprecated",
    "Double",
    "Enum",
    "Exception",
    "Float",
    "FunctionalInterface",
    "IllegalArgumentException",
    "Integer",
    "Iterable",
    "Long",
    "Number",
    "Object",
    "Override",
    "RuntimeException",
    "SafeVarargs",
    "Short",
    "String",
    "SuppressWarnings",
    "Throwable",
    "Void",
];

/// The API facts of the Java package tree `dir` (its `.java` files, Gradle scripts and file
/// list).
pub fn api_facts(dir: &Path) -> Result<BTreeSet<String>, String> {
    let files = super::tree_files(dir)?;
    let mut sources = Vec::new();
    let mut facts = BTreeSet::new();
    for (rel, bytes) in files {
        // sdkgen's record of what it wrote is not part of the package.
        if rel == ".sdkgen-manifest" {
            continue;
        }
        facts.insert(format!("file:{rel}"));
        let name = rel.rsplit('/').next().unwrap_or(&rel);
        if rel.ends_with(".java") {
            let text = String::from_utf8(bytes).map_err(|_| format!("{rel} is not UTF-8"))?;
            sources.push((rel, text));
        } else if name.ends_with(".gradle") {
            let text = String::from_utf8_lossy(&bytes);
            facts.extend(gradle_facts(&rel, &text));
        }
    }
    let sources: Vec<(&str, &str)> = sources
        .iter()
        .map(|(rel, text)| (rel.as_str(), text.as_str()))
        .collect();
    facts.extend(sources_facts(&sources)?);
    Ok(facts)
}

/// The facts of a set of Java files (named for messages) that make one program: the types
/// each declares are resolved against all of them.
pub fn sources_facts(sources: &[(&str, &str)]) -> Result<BTreeSet<String>, String> {
    let mut declared = BTreeSet::new();
    for (name, source) in sources {
        let tree = parse(source);
        if tree.root_node().has_error() {
            return Err(format!("{name} does not parse"));
        }
        let package = package_name(source, tree.root_node());
        collect_types(source, tree.root_node(), &package, &mut declared);
    }
    let mut facts = BTreeSet::new();
    for (_, source) in sources {
        let tree = parse(source);
        let root = tree.root_node();
        let file = FileScope::new(source, root, &declared);
        if !file.package.is_empty() {
            facts.insert(format!("package:{}", file.package));
        }
        let mut emit = Facts {
            source,
            file: &file,
            facts: &mut facts,
        };
        for child in named_children(root) {
            if type_kind(child).is_some() {
                emit.type_facts(child, &Scope::top(&file.package), true, false);
            }
        }
    }
    Ok(facts)
}

fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor)
        .filter(|child| !is_comment(*child))
        .collect()
}

fn is_comment(node: Node) -> bool {
    matches!(node.kind(), "line_comment" | "block_comment")
}

fn text<'s>(source: &'s str, node: Node) -> &'s str {
    &source[node.byte_range()]
}

/// A dotted name as written (`a.b.C`), comments and whitespace left out.
fn dotted(source: &str, node: Node) -> String {
    match node.kind() {
        "scoped_identifier" => {
            let scope = node.child_by_field_name("scope").expect("a scope");
            let name = node.child_by_field_name("name").expect("a name");
            format!("{}.{}", dotted(source, scope), text(source, name))
        }
        _ => text(source, node).to_string(),
    }
}

fn package_name(source: &str, root: Node) -> String {
    named_children(root)
        .into_iter()
        .find(|child| child.kind() == "package_declaration")
        .and_then(|declaration| {
            named_children(declaration)
                .into_iter()
                .find(|n| matches!(n.kind(), "identifier" | "scoped_identifier"))
        })
        .map(|name| dotted(source, name))
        .unwrap_or_default()
}

/// The word a fact uses for a type declaration.
fn type_kind(node: Node) -> Option<&'static str> {
    Some(match node.kind() {
        "class_declaration" => "class",
        "interface_declaration" => "interface",
        "enum_declaration" => "enum",
        "record_declaration" => "record",
        "annotation_type_declaration" => "annotation",
        _ => return None,
    })
}

fn qualify(outer: &str, name: &str) -> String {
    if outer.is_empty() {
        name.to_string()
    } else {
        format!("{outer}.{name}")
    }
}

/// The members of a type's body (an enum's declarations after its constants included).
fn body_members(node: Node) -> Vec<Node> {
    let Some(body) = node.child_by_field_name("body") else {
        return Vec::new();
    };
    let mut members = Vec::new();
    for child in named_children(body) {
        if child.kind() == "enum_body_declarations" {
            members.extend(named_children(child));
        } else {
            members.push(child);
        }
    }
    members
}

/// Every type `node`'s children declare, with its fully qualified name, into `declared`.
fn collect_types(source: &str, node: Node, outer: &str, declared: &mut BTreeSet<String>) {
    let children = if node.kind() == "program" {
        named_children(node)
    } else {
        body_members(node)
    };
    for child in children {
        if type_kind(child).is_some() {
            let name = field_text(source, child, "name");
            let full = qualify(outer, &name);
            collect_types(source, child, &full, declared);
            declared.insert(full);
        }
    }
}

fn field_text(source: &str, node: Node, field: &str) -> String {
    node.child_by_field_name(field)
        .map(|n| text(source, n).to_string())
        .unwrap_or_default()
}

/// What a file's names resolve against.
struct FileScope<'a> {
    package: String,
    /// `import a.b.C;`: `C` → `a.b.C`.
    single: BTreeMap<String, String>,
    /// `import a.b.*;`: `a.b`.
    on_demand: Vec<String>,
    /// Every type the program declares.
    declared: &'a BTreeSet<String>,
}

impl<'a> FileScope<'a> {
    fn new(source: &str, root: Node, declared: &'a BTreeSet<String>) -> Self {
        let mut scope = FileScope {
            package: package_name(source, root),
            single: BTreeMap::new(),
            on_demand: Vec::new(),
            declared,
        };
        for import in named_children(root)
            .into_iter()
            .filter(|n| n.kind() == "import_declaration")
        {
            let is_static = {
                let mut cursor = import.walk();
                let found = import.children(&mut cursor).any(|c| c.kind() == "static");
                found
            };
            let children = named_children(import);
            let Some(name) = children
                .iter()
                .find(|n| matches!(n.kind(), "identifier" | "scoped_identifier"))
            else {
                continue;
            };
            let name = dotted(source, *name);
            if is_static {
                continue;
            }
            if children.iter().any(|n| n.kind() == "asterisk") {
                scope.on_demand.push(name);
            } else {
                let simple = name.rsplit('.').next().unwrap_or(&name).to_string();
                scope.single.insert(simple, name);
            }
        }
        scope
    }
}

/// The types enclosing a declaration, innermost last, and the type parameters in scope.
#[derive(Clone)]
struct Scope {
    package: String,
    enclosing: Vec<String>,
    type_parameters: Vec<String>,
}

impl Scope {
    fn top(package: &str) -> Self {
        Scope {
            package: package.to_string(),
            enclosing: Vec::new(),
            type_parameters: Vec::new(),
        }
    }

    fn owner(&self) -> &str {
        self.enclosing.last().map(String::as_str).unwrap_or("")
    }
}

struct Facts<'s, 'f> {
    source: &'s str,
    file: &'f FileScope<'f>,
    facts: &'f mut BTreeSet<String>,
}

impl Facts<'_, '_> {
    fn text(&self, node: Node) -> &str {
        text(self.source, node)
    }

    /// A simple type name resolved (JLS 6.4.1's shadowing order), or None when unknown.
    fn resolve_simple(&self, name: &str, scope: &Scope) -> Option<String> {
        if scope.type_parameters.iter().any(|p| p == name) {
            return Some(name.to_string());
        }
        for outer in scope.enclosing.iter().rev() {
            if outer.rsplit('.').next() == Some(name) {
                return Some(outer.clone());
            }
            let nested = format!("{outer}.{name}");
            if self.file.declared.contains(&nested) {
                return Some(nested);
            }
        }
        if let Some(full) = self.file.single.get(name) {
            return Some(full.clone());
        }
        let same_package = qualify(&scope.package, name);
        if self.file.declared.contains(&same_package) {
            return Some(same_package);
        }
        for package in &self.file.on_demand {
            let full = format!("{package}.{name}");
            if self.file.declared.contains(&full) {
                return Some(full);
            }
        }
        if JAVA_LANG.contains(&name) {
            return Some(format!("java.lang.{name}"));
        }
        None
    }

    /// A dotted type name resolved: its first part as a simple name (then the rest are nested
    /// types), else as written (a fully qualified name).
    fn resolve(&self, name: &str, scope: &Scope) -> String {
        let (first, rest) = match name.split_once('.') {
            Some((first, rest)) => (first, Some(rest)),
            None => (name, None),
        };
        match (self.resolve_simple(first, scope), rest) {
            (Some(full), Some(rest)) => format!("{full}.{rest}"),
            (Some(full), None) => full,
            (None, _) => name.to_string(),
        }
    }

    /// A type as its fully qualified spelling, annotations and comments left out.
    fn type_string(&self, node: Node, scope: &Scope) -> String {
        match node.kind() {
            "type_identifier" | "identifier" => self.resolve(self.text(node), scope),
            "scoped_type_identifier" | "scoped_identifier" => {
                // `Outer<A>.Inner` keeps the arguments of its parts.
                let parts: Vec<Node> = named_children(node)
                    .into_iter()
                    .filter(|n| !matches!(n.kind(), "annotation" | "marker_annotation"))
                    .collect();
                if parts.iter().any(|p| p.kind() == "generic_type") {
                    let mut spelled = self.type_string(parts[0], scope);
                    for part in &parts[1..] {
                        spelled.push('.');
                        spelled.push_str(self.text(*part));
                    }
                    spelled
                } else {
                    let written: Vec<&str> = parts.iter().map(|p| self.text(*p)).collect();
                    self.resolve(&written.join("."), scope)
                }
            }
            "generic_type" => {
                let mut spelled = String::new();
                for part in named_children(node) {
                    if part.kind() == "type_arguments" {
                        let arguments: Vec<String> = named_children(part)
                            .into_iter()
                            .filter(|n| !matches!(n.kind(), "annotation" | "marker_annotation"))
                            .map(|argument| self.type_string(argument, scope))
                            .collect();
                        spelled.push_str(&format!("<{}>", arguments.join(",")));
                    } else {
                        spelled.push_str(&self.type_string(part, scope));
                    }
                }
                spelled
            }
            "array_type" => {
                let element = node.child_by_field_name("element").expect("an element");
                let dimensions = node
                    .child_by_field_name("dimensions")
                    .map(|d| self.dimensions(d))
                    .unwrap_or_default();
                format!("{}{dimensions}", self.type_string(element, scope))
            }
            "annotated_type" => named_children(node)
                .into_iter()
                .find(|n| !matches!(n.kind(), "annotation" | "marker_annotation"))
                .map(|inner| self.type_string(inner, scope))
                .unwrap_or_default(),
            "wildcard" => {
                let mut spelled = String::from("?");
                let mut cursor = node.walk();
                for child in node.children(&mut cursor) {
                    match child.kind() {
                        "extends" => spelled.push_str(" extends "),
                        "super" => spelled.push_str(" super "),
                        kind if child.is_named()
                            && !is_comment(child)
                            && !matches!(kind, "annotation" | "marker_annotation") =>
                        {
                            spelled.push_str(&self.type_string(child, scope))
                        }
                        _ => {}
                    }
                }
                spelled
            }
            _ => self.text(node).split_whitespace().collect(),
        }
    }

    fn dimensions(&self, node: Node) -> String {
        "[]".repeat(self.text(node).matches('[').count())
    }

    /// `(P1,P2)`: the parameter types of a method or constructor.
    fn parameters(&self, node: Node, scope: &Scope) -> String {
        let Some(list) = node.child_by_field_name("parameters") else {
            return "()".into();
        };
        let mut types = Vec::new();
        for parameter in named_children(list) {
            match parameter.kind() {
                "formal_parameter" => {
                    let ty = parameter.child_by_field_name("type").expect("a type");
                    let dims = parameter
                        .child_by_field_name("dimensions")
                        .map(|d| self.dimensions(d))
                        .unwrap_or_default();
                    types.push(format!("{}{dims}", self.type_string(ty, scope)));
                }
                "spread_parameter" => {
                    let ty = named_children(parameter)
                        .into_iter()
                        .find(|n| {
                            !matches!(
                                n.kind(),
                                "modifiers"
                                    | "annotation"
                                    | "marker_annotation"
                                    | "variable_declarator"
                            )
                        })
                        .expect("a type");
                    types.push(format!("{}...", self.type_string(ty, scope)));
                }
                // The receiver parameter (`Foo this`) is not part of the signature.
                _ => {}
            }
        }
        format!("({})", types.join(","))
    }

    /// The modifier keywords of a declaration and its annotations.
    fn modifiers<'t>(&self, node: Node<'t>) -> (Vec<String>, Vec<Node<'t>>) {
        let mut keywords = Vec::new();
        let mut annotations = Vec::new();
        let mut cursor = node.walk();
        let lists: Vec<Node> = node
            .children(&mut cursor)
            .filter(|c| c.kind() == "modifiers")
            .collect();
        for list in lists {
            let mut cursor = list.walk();
            for child in list.children(&mut cursor) {
                match child.kind() {
                    "annotation" | "marker_annotation" => annotations.push(child),
                    _ if is_comment(child) => {}
                    _ => keywords.push(self.text(child).to_string()),
                }
            }
        }
        // A method's annotations may also follow its modifiers directly.
        let mut cursor = node.walk();
        annotations.extend(
            node.children(&mut cursor)
                .filter(|c| matches!(c.kind(), "annotation" | "marker_annotation")),
        );
        keywords.sort();
        (keywords, annotations)
    }

    fn annotation_name(&self, annotation: Node) -> String {
        annotation
            .child_by_field_name("name")
            .map(|n| dotted(self.source, n))
            .unwrap_or_default()
    }

    fn is_deprecated(&self, annotations: &[Node]) -> bool {
        annotations.iter().any(|a| {
            matches!(
                self.annotation_name(*a).as_str(),
                "Deprecated" | "java.lang.Deprecated"
            )
        })
    }

    /// An annotation's arguments as written but resolved: `name="x",required=true` sorted by
    /// name, class literals as fully qualified names.
    fn annotation_value(&self, node: Node, scope: &Scope) -> String {
        match node.kind() {
            "class_literal" => {
                let ty = named_children(node)
                    .into_iter()
                    .next()
                    .map(|t| self.type_string(t, scope))
                    .unwrap_or_default();
                format!("{ty}.class")
            }
            "element_value_array_initializer" => {
                let values: Vec<String> = named_children(node)
                    .into_iter()
                    .map(|v| self.annotation_value(v, scope))
                    .collect();
                format!("{{{}}}", values.join(","))
            }
            "string_literal" | "character_literal" => self.text(node).to_string(),
            "annotation" | "marker_annotation" => self.annotation_text(node, scope),
            _ => self.text(node).split_whitespace().collect(),
        }
    }

    fn annotation_text(&self, annotation: Node, scope: &Scope) -> String {
        let name = self.resolve(&self.annotation_name(annotation), scope);
        let Some(arguments) = annotation.child_by_field_name("arguments") else {
            return format!("@{name}");
        };
        let mut values: Vec<String> = named_children(arguments)
            .into_iter()
            .map(|argument| {
                if argument.kind() == "element_value_pair" {
                    let key = field_text(self.source, argument, "key");
                    let value = argument.child_by_field_name("value").expect("a value");
                    format!("{key}={}", self.annotation_value(value, scope))
                } else {
                    self.annotation_value(argument, scope)
                }
            })
            .collect();
        values.sort();
        format!("@{name}({})", values.join(","))
    }

    /// `wire:` facts of `member` (`T`, `T#f`, `T#m(P)`) for its serialization annotations.
    fn wire_facts(&mut self, member: &str, annotations: &[Node], scope: &Scope) {
        for annotation in annotations {
            let written = self.annotation_name(*annotation);
            let short = written
                .strip_prefix("com.pulumi.core.annotations.")
                .unwrap_or(&written);
            if WIRE_ANNOTATIONS.contains(&short) {
                let fact = format!("wire:{member}{}", self.annotation_text(*annotation, scope));
                self.facts.insert(fact);
            }
        }
    }

    /// Adds `fact`, and `deprecated:fact` when the declaration is marked so.
    fn add(&mut self, fact: String, deprecated: bool) {
        if deprecated {
            self.facts.insert(format!("deprecated:{fact}"));
        }
        self.facts.insert(fact);
    }

    /// The facts of one type declaration and its members. `enclosing_visible`: whether the
    /// type it is declared in is part of the API (true at the top level); `implicitly_public`:
    /// whether it is public without saying so (a member of an interface).
    fn type_facts(
        &mut self,
        node: Node,
        outer: &Scope,
        enclosing_visible: bool,
        implicitly_public: bool,
    ) {
        let kind = type_kind(node).expect("a type declaration");
        let name = field_text(self.source, node, "name");
        let full = qualify(
            if outer.enclosing.is_empty() {
                &outer.package
            } else {
                outer.owner()
            },
            &name,
        );
        let (mut keywords, annotations) = self.modifiers(node);
        let visible = enclosing_visible
            && (implicitly_public || keywords.iter().any(|k| k == "public" || k == "protected"));
        let mut scope = outer.clone();
        scope.enclosing.push(full.clone());
        self.bind_type_parameters(node, &mut scope);
        self.wire_facts(&full, &annotations, &scope);
        if visible {
            let deprecated = self.is_deprecated(&annotations);
            let parameters = node
                .child_by_field_name("type_parameters")
                .map(|p| self.type_parameters(p, &scope))
                .unwrap_or_default();
            self.add(format!("{kind}:{full}{parameters}"), deprecated);
            keywords.retain(|k| k != "public");
            if !keywords.is_empty() {
                self.facts
                    .insert(format!("typemods:{full}={}", keywords.join(",")));
            }
            self.supertypes(node, &full, &scope);
        }
        let is_interface = matches!(kind, "interface" | "annotation");
        let mut has_constructor = false;
        for member in body_members(node) {
            if type_kind(member).is_some() {
                self.type_facts(member, &scope, visible, is_interface);
                continue;
            }
            has_constructor |= member.kind() == "constructor_declaration";
            self.member_facts(member, &full, &scope, visible, is_interface);
        }
        if visible && kind == "class" && !has_constructor {
            // A class that declares no constructor has an implicit one with no parameters.
            self.facts.insert(format!("ctor:{full}()"));
        }
    }

    /// Puts the type parameters a declaration introduces in scope.
    fn bind_type_parameters(&self, node: Node, scope: &mut Scope) {
        if let Some(parameters) = node.child_by_field_name("type_parameters") {
            for parameter in named_children(parameters) {
                if let Some(name) = named_children(parameter)
                    .into_iter()
                    .find(|n| matches!(n.kind(), "type_identifier" | "identifier"))
                {
                    scope.type_parameters.push(self.text(name).to_string());
                }
            }
        }
    }

    fn type_parameters(&self, node: Node, scope: &Scope) -> String {
        let parameters: Vec<String> = named_children(node)
            .into_iter()
            .map(|parameter| {
                let mut spelled = String::new();
                for part in named_children(parameter) {
                    match part.kind() {
                        "type_identifier" | "identifier" => spelled.push_str(self.text(part)),
                        "type_bound" => {
                            let bounds: Vec<String> = named_children(part)
                                .into_iter()
                                .map(|b| self.type_string(b, scope))
                                .collect();
                            spelled.push_str(&format!(" extends {}", bounds.join("&")));
                        }
                        _ => {}
                    }
                }
                spelled
            })
            .collect();
        format!("<{}>", parameters.join(","))
    }

    fn supertypes(&mut self, node: Node, full: &str, scope: &Scope) {
        if let Some(superclass) = node.child_by_field_name("superclass") {
            if let Some(ty) = named_children(superclass).into_iter().next() {
                let fact = format!("extends:{full}={}", self.type_string(ty, scope));
                self.facts.insert(fact);
            }
        }
        let mut cursor = node.walk();
        let lists: Vec<(Node, &str)> = node
            .children(&mut cursor)
            .filter_map(|c| match c.kind() {
                "super_interfaces" => Some((c, "implements")),
                // An interface's `extends` list.
                "extends_interfaces" => Some((c, "extends")),
                _ => None,
            })
            .collect();
        for (list, word) in lists {
            for type_list in named_children(list) {
                for ty in named_children(type_list) {
                    let fact = format!("{word}:{full}={}", self.type_string(ty, scope));
                    self.facts.insert(fact);
                }
            }
        }
    }

    fn member_facts(
        &mut self,
        member: Node,
        owner: &str,
        type_scope: &Scope,
        visible: bool,
        in_interface: bool,
    ) {
        let (keywords, annotations) = self.modifiers(member);
        let public = in_interface && !keywords.iter().any(|k| k == "private")
            || keywords.iter().any(|k| k == "public" || k == "protected");
        let listed = visible && public;
        let deprecated = self.is_deprecated(&annotations);
        let is_static =
            keywords.iter().any(|k| k == "static") || member.kind() == "constant_declaration";
        let static_prefix = if is_static { "static-" } else { "" };
        let mut scope = type_scope.clone();
        self.bind_type_parameters(member, &mut scope);
        match member.kind() {
            "method_declaration" => {
                let name = field_text(self.source, member, "name");
                let parameters = self.parameters(member, &scope);
                let type_parameters = member
                    .child_by_field_name("type_parameters")
                    .map(|p| self.type_parameters(p, &scope))
                    .unwrap_or_default();
                let ty = member.child_by_field_name("type").expect("a return type");
                let dims = member
                    .child_by_field_name("dimensions")
                    .map(|d| self.dimensions(d))
                    .unwrap_or_default();
                let returns = format!("{}{dims}", self.type_string(ty, &scope));
                let signature = format!("{owner}#{type_parameters}{name}{parameters}");
                self.wire_facts(&signature, &annotations, &scope);
                if listed {
                    self.add(
                        format!("{static_prefix}method:{signature}->{returns}"),
                        deprecated,
                    );
                }
            }
            "constructor_declaration" | "compact_constructor_declaration" => {
                let parameters = self.parameters(member, &scope);
                self.wire_facts(&format!("{owner}#<init>{parameters}"), &annotations, &scope);
                if listed {
                    self.add(format!("ctor:{owner}{parameters}"), deprecated);
                }
            }
            "field_declaration" | "constant_declaration" => {
                let ty = member.child_by_field_name("type").expect("a field type");
                let ty = self.type_string(ty, &scope);
                let mut cursor = member.walk();
                let declarators: Vec<Node> = member
                    .children_by_field_name("declarator", &mut cursor)
                    .collect();
                for declarator in declarators {
                    let name = field_text(self.source, declarator, "name");
                    let dims = declarator
                        .child_by_field_name("dimensions")
                        .map(|d| self.dimensions(d))
                        .unwrap_or_default();
                    self.wire_facts(&format!("{owner}#{name}"), &annotations, &scope);
                    if listed {
                        self.add(
                            format!("{static_prefix}field:{owner}#{name}->{ty}{dims}"),
                            deprecated,
                        );
                    }
                }
            }
            "enum_constant" => {
                let name = field_text(self.source, member, "name");
                self.wire_facts(&format!("{owner}.{name}"), &annotations, &scope);
                if visible {
                    self.add(format!("enum-constant:{owner}.{name}"), deprecated);
                }
            }
            _ => {}
        }
    }
}

/// The facts of a Gradle script: `gradle:FILE:OUTER/…/LINE` for each line outside comments,
/// trimmed, with the lines opening the blocks it lies in.
pub fn gradle_facts(file: &str, script: &str) -> BTreeSet<String> {
    let mut facts = BTreeSet::new();
    let mut blocks: Vec<String> = Vec::new();
    for line in script.lines() {
        let line = strip_line_comment(line).trim();
        if line.is_empty() {
            continue;
        }
        let closes = line.chars().take_while(|c| *c == '}').count();
        for _ in 0..closes {
            blocks.pop();
        }
        let rest = line[closes..].trim();
        if rest.is_empty() {
            continue;
        }
        let mut path = blocks.join("/");
        if !path.is_empty() {
            path.push('/');
        }
        facts.insert(format!("gradle:{file}:{path}{rest}"));
        let opens = rest.matches('{').count() as isize - rest.matches('}').count() as isize;
        for _ in 0..opens.max(0) {
            blocks.push(rest.trim_end_matches('{').trim().to_string());
        }
        for _ in 0..(-opens).max(0) {
            blocks.pop();
        }
    }
    facts
}

/// A line without its `//` comment: one at the start of the line or after whitespace, outside
/// quotes (`https://…` stays).
fn strip_line_comment(line: &str) -> &str {
    let mut quote = None;
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None if b == b'/'
                && bytes.get(i + 1) == Some(&b'/')
                && (i == 0 || bytes[i - 1].is_ascii_whitespace()) =>
            {
                return &line[..i];
            }
            None => {}
        }
    }
    line
}
