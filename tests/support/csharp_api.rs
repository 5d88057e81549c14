//! The public API of a C# package as facts, one string each, read with the tree-sitter C#
//! grammar: public and protected types and members with their types, parameters, accessors and
//! attributes (wire names), and members Pulumi's serializer reads whatever their visibility.
//! `tests/csharp_sdk.rs` pins the facts of a corpus package; `tests/parity.rs` compares them
//! with those of Pulumi's own generator.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use tree_sitter::{Node, Parser, Tree};

thread_local! {
    static PARSER: RefCell<Parser> = RefCell::new({
        let mut parser = Parser::new();
        parser
            .set_language(&tree_sitter_c_sharp::LANGUAGE.into())
            .expect("the tree-sitter C# grammar fits the tree-sitter library");
        parser
    });
}

/// The tree-sitter C# parse tree of `source`.
pub fn parse(source: &str) -> Tree {
    PARSER.with(|parser| {
        parser
            .borrow_mut()
            .parse(source, None)
            .expect("tree-sitter returns a tree when neither a timeout nor a cancellation is set")
    })
}

/// Every file under `dir` whose name ends with `.{ext}`, sorted.
pub fn files_with_extension(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
        for entry in entries {
            let path = entry
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
                .path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == ext) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The text of `node` as the compiled API sees it, whatever the layout: whitespace runs
/// collapsed to one space, `global::` dropped, and no `@` before identifiers (`@alias` and
/// `alias` are the same name, for callers' named arguments and for Pulumi's serializer; that
/// every reserved keyword has its `@` is the checker's job).
pub fn normalized(source: &str, node: Node) -> String {
    let mut verbatim = Vec::new();
    let mut stack = vec![node];
    let mut cursor = node.walk();
    while let Some(node) = stack.pop() {
        if node.kind() == "identifier" && source[node.byte_range()].starts_with('@') {
            verbatim.push(node.start_byte());
        }
        stack.extend(node.children(&mut cursor));
    }
    let range = node.byte_range();
    let mut text = String::with_capacity(range.len());
    for (offset, c) in source[range.clone()].char_indices() {
        if !verbatim.contains(&(range.start + offset)) {
            text.push(c);
        }
    }
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("global::", "")
}

/// The children of `node` of kind `kind`.
pub fn children_of_kind<'t>(node: Node<'t>, kind: &str) -> Vec<Node<'t>> {
    let mut cursor = node.walk();
    node.children(&mut cursor)
        .filter(|child| child.kind() == kind)
        .collect()
}

/// The modifiers of a declaration, sorted (their order in C# is free), without `partial`.
fn modifiers(source: &str, node: Node) -> Vec<String> {
    let mut modifiers: Vec<String> = children_of_kind(node, "modifier")
        .into_iter()
        .map(|m| normalized(source, m))
        .filter(|m| m != "partial")
        .collect();
    modifiers.sort();
    modifiers
}

/// The attributes of a declaration, each as written (`[Input("name", required: true)]`),
/// sorted, as one string with a leading space (empty without attributes).
fn attributes(source: &str, node: Node) -> String {
    let mut attributes: Vec<String> = children_of_kind(node, "attribute_list")
        .into_iter()
        .flat_map(|list| children_of_kind(list, "attribute"))
        .map(|attribute| format!("[{}]", normalized(source, attribute)))
        .collect();
    attributes.sort();
    attributes.iter().map(|a| format!(" {a}")).collect()
}

/// Whether an attribute of `node` is one Pulumi's serializer reads (`Input`, `Output`,
/// `OutputConstructor`): such members carry wire names and shapes whatever their visibility.
fn has_serialization_attribute(source: &str, node: Node) -> bool {
    children_of_kind(node, "attribute_list")
        .into_iter()
        .flat_map(|list| children_of_kind(list, "attribute"))
        .filter_map(|attribute| attribute.child_by_field_name("name"))
        .any(|name| {
            let name = normalized(source, name);
            let name = name.rsplit('.').next().unwrap_or("");
            matches!(
                name.trim_end_matches("Attribute"),
                "Input" | "Output" | "OutputConstructor"
            )
        })
}

fn field_text(source: &str, node: Node, field: &str) -> String {
    node.child_by_field_name(field)
        .map(|n| normalized(source, n))
        .unwrap_or_default()
}

/// The parameters of a method, constructor or operator, each as written (normalized):
/// `(string name, Input<string> id, CustomResourceOptions? options = null)`.
fn parameters(source: &str, node: Node) -> String {
    let list = node
        .child_by_field_name("parameters")
        .or_else(|| children_of_kind(node, "parameter_list").into_iter().next());
    let Some(list) = list else {
        return "()".into();
    };
    let parameters = children_of_kind(list, "parameter");
    if parameters.len() != list.named_child_count() {
        // `params` arrays and the like: as written.
        return normalized(source, list);
    }
    let parameters: Vec<String> = parameters
        .into_iter()
        .map(|parameter| normalized(source, parameter))
        .collect();
    format!("({})", parameters.join(", "))
}

/// The accessors of a property or indexer: `{ get; private set; }`.
fn accessors(source: &str, node: Node) -> String {
    let Some(list) = node.child_by_field_name("accessors") else {
        // `=> expression`: a getter only.
        return "{ get; }".into();
    };
    let mut text = String::from("{");
    for accessor in children_of_kind(list, "accessor_declaration") {
        for modifier in modifiers(source, accessor) {
            text.push(' ');
            text.push_str(&modifier);
        }
        text.push(' ');
        text.push_str(&field_text(source, accessor, "name"));
        text.push(';');
    }
    text.push_str(" }");
    text
}

/// The type declarations C# has, by node kind, with the word a fact uses for them.
fn type_kind(source: &str, node: Node) -> Option<&'static str> {
    Some(match node.kind() {
        "class_declaration" => "class",
        "struct_declaration" => "struct",
        "interface_declaration" => "interface",
        "enum_declaration" => "enum",
        "delegate_declaration" => "delegate",
        "record_declaration" => {
            if source[node.byte_range()]
                .split_whitespace()
                .take_while(|word| *word != "{")
                .any(|word| word == "struct")
            {
                "record struct"
            } else {
                "record"
            }
        }
        _ => return None,
    })
}

/// Whether a member or nested type is visible outside its assembly (the members of an
/// interface and of an enum are, without modifiers).
fn is_public(mods: &[String], in_interface: bool) -> bool {
    in_interface || mods.iter().any(|m| m == "public" || m == "protected")
}

/// The public API facts of every `.cs` file under `dir`.
pub fn api_facts(dir: &Path) -> Result<BTreeSet<String>, String> {
    let mut facts = BTreeSet::new();
    for file in files_with_extension(dir, "cs") {
        let source = std::fs::read_to_string(&file)
            .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        if !source_facts(&source, &mut facts) {
            return Err(format!("{} does not parse", file.display()));
        }
    }
    Ok(facts)
}

/// Adds the public API facts of one C# file to `facts`; false when it does not parse.
pub fn source_facts(source: &str, facts: &mut BTreeSet<String>) -> bool {
    let tree = parse(source);
    if tree.root_node().has_error() {
        return false;
    }
    declarations(source, tree.root_node(), "", facts);
    true
}

/// The facts of the namespaces and types declared in `node` (a compilation unit, namespace
/// body or `declaration_list`), inside namespace `namespace`.
fn declarations(source: &str, node: Node, namespace: &str, facts: &mut BTreeSet<String>) {
    let mut namespace = namespace.to_string();
    let mut cursor = node.walk();
    let children: Vec<Node> = node.children(&mut cursor).collect();
    for child in children {
        match child.kind() {
            "namespace_declaration" => {
                let name = qualify(&namespace, &field_text(source, child, "name"));
                if let Some(body) = child.child_by_field_name("body") {
                    declarations(source, body, &name, facts);
                }
            }
            // `namespace X;` holds what follows it in the file.
            "file_scoped_namespace_declaration" => {
                namespace = qualify(&namespace, &field_text(source, child, "name"));
                declarations(source, child, &namespace, facts);
            }
            _ if type_kind(source, child).is_some() => {
                type_facts(source, child, &namespace, facts);
            }
            _ => {}
        }
    }
}

fn qualify(outer: &str, name: &str) -> String {
    if outer.is_empty() {
        name.to_string()
    } else {
        format!("{outer}.{name}")
    }
}

/// The facts of one type declaration (inside namespace or type `outer`) and of its public
/// members, nested types included, when it is public.
fn type_facts(source: &str, node: Node, outer: &str, facts: &mut BTreeSet<String>) {
    let kind = type_kind(source, node).expect("a type declaration");
    let mods = modifiers(source, node);
    // A top-level type without modifiers is internal, a nested one private.
    if !is_public(&mods, false) {
        return;
    }
    let mut name = field_text(source, node, "name");
    if let Some(parameters) = node.child_by_field_name("type_parameters") {
        name.push_str(&normalized(source, parameters));
    } else if let Some(parameters) = children_of_kind(node, "type_parameter_list").first() {
        name.push_str(&normalized(source, *parameters));
    }
    let full = qualify(outer, &name);
    let bases = children_of_kind(node, "base_list")
        .first()
        .map(|list| format!(" {}", normalized(source, *list)))
        .unwrap_or_default();
    let constraints: String = children_of_kind(node, "type_parameter_constraints_clause")
        .into_iter()
        .map(|clause| format!(" {}", normalized(source, clause)))
        .collect();
    if kind == "delegate" {
        facts.insert(format!(
            "{full}{} {} delegate {}{constraints}{}",
            parameters(source, node),
            mods.join(" "),
            field_text(source, node, "type"),
            attributes(source, node)
        ));
        return;
    }
    // `Name public class …`: before the facts of its members (`Name.Member: …`) once sorted.
    facts.insert(format!(
        "{full} {} {kind}{bases}{constraints}{}",
        mods.join(" "),
        attributes(source, node)
    ));
    let Some(body) = node.child_by_field_name("body") else {
        return;
    };
    let in_interface = kind == "interface";
    let mut cursor = body.walk();
    let members: Vec<Node> = body.children(&mut cursor).collect();
    for member in members {
        if type_kind(source, member).is_some() {
            type_facts(source, member, &full, facts);
            continue;
        }
        if member.kind() == "enum_member_declaration" {
            let value = member
                .child_by_field_name("value")
                .map(|v| format!(" = {}", normalized(source, v)))
                .unwrap_or_default();
            facts.insert(format!(
                "{full}.{}: enum member{value}{}",
                field_text(source, member, "name"),
                attributes(source, member)
            ));
            continue;
        }
        if let Some(fact) = member_fact(source, member, &full, in_interface) {
            facts.insert(fact);
        }
    }
}

/// The fact of one member of type `owner`, when it is public, protected, or read by Pulumi's
/// serializer.
fn member_fact(source: &str, member: Node, owner: &str, in_interface: bool) -> Option<String> {
    let kind = member.kind();
    if !kind.ends_with("_declaration") || kind == "enum_member_declaration" {
        return None;
    }
    let mods = modifiers(source, member);
    if !is_public(&mods, in_interface) && !has_serialization_attribute(source, member) {
        return None;
    }
    let is_static = mods.iter().any(|m| m == "static" || m == "const");
    let mods = if mods.is_empty() {
        String::new()
    } else {
        format!("{} ", mods.join(" "))
    };
    let attrs = attributes(source, member);
    Some(match kind {
        "property_declaration" => {
            // The value of a static property (the members of an enum struct) is part of the
            // API; an instance property's initializer (`= null!`) is not.
            let value = match member.child_by_field_name("value") {
                Some(value) if is_static && value.kind() != "arrow_expression_clause" => {
                    format!(" = {}", normalized(source, value))
                }
                _ => String::new(),
            };
            format!(
                "{owner}.{}: {mods}property {} {}{value}{attrs}",
                field_text(source, member, "name"),
                field_text(source, member, "type"),
                accessors(source, member)
            )
        }
        "field_declaration" | "event_field_declaration" => {
            let declaration = children_of_kind(member, "variable_declaration")
                .into_iter()
                .next()?;
            let ty = field_text(source, declaration, "type");
            let names: Vec<String> = children_of_kind(declaration, "variable_declarator")
                .into_iter()
                .map(|declarator| {
                    let name = field_text(source, declarator, "name");
                    // The value of a constant or static field is API, like a static property's.
                    let mut cursor = declarator.walk();
                    let value = declarator
                        .named_children(&mut cursor)
                        .filter(|child| child.kind() != "identifier")
                        .last()
                        .filter(|_| is_static)
                        .map(|value| format!(" = {}", normalized(source, value)))
                        .unwrap_or_default();
                    format!("{name}{value}")
                })
                .collect();
            let word = if kind == "field_declaration" {
                "field"
            } else {
                "event"
            };
            format!("{owner}.{}: {mods}{word} {ty}{attrs}", names.join(", "))
        }
        "method_declaration" => {
            let type_parameters = member
                .child_by_field_name("type_parameters")
                .map(|p| normalized(source, p))
                .unwrap_or_default();
            let constraints: String = children_of_kind(member, "type_parameter_constraints_clause")
                .into_iter()
                .map(|clause| format!(" {}", normalized(source, clause)))
                .collect();
            format!(
                "{owner}.{}{type_parameters}{}: {mods}method {}{constraints}{attrs}",
                field_text(source, member, "name"),
                parameters(source, member),
                field_text(source, member, "returns")
            )
        }
        "constructor_declaration" => {
            format!(
                "{owner}..ctor{}: {mods}constructor{attrs}",
                parameters(source, member)
            )
        }
        "operator_declaration" => format!(
            "{owner}.operator {}{}: {mods}operator {}{attrs}",
            field_text(source, member, "operator"),
            parameters(source, member),
            field_text(source, member, "type")
        ),
        "conversion_operator_declaration" => {
            let direction = if children_of_kind(member, "implicit").is_empty() {
                "explicit"
            } else {
                "implicit"
            };
            format!(
                "{owner}.{direction} operator {}{}: {mods}conversion{attrs}",
                field_text(source, member, "type"),
                parameters(source, member)
            )
        }
        "indexer_declaration" => format!(
            "{owner}.this{}: {mods}indexer {} {}{attrs}",
            children_of_kind(member, "bracketed_parameter_list")
                .first()
                .map(|p| normalized(source, *p))
                .unwrap_or_default(),
            field_text(source, member, "type"),
            accessors(source, member)
        ),
        "destructor_declaration" => return None,
        // Any other member kind, as written up to its body.
        _ => {
            let text = normalized(source, member);
            let head = text.split(['{', ';', '=']).next().unwrap_or("").trim();
            format!("{owner}: {kind} {head}")
        }
    })
}
