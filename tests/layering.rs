//! The module graph of `generator/` flows one way (docs/engineering.md, "Layering"): every
//! top-level module may use only the modules below it in [`LAYERS`], and a language backend
//! (`generator/backends/<lang>/`) never uses another backend, only the shared modules of
//! `backends/` and the layers below.
//!
//! Each source file is tokenized with tree-sitter's Rust grammar, so comments and string
//! literals (generated code often spells `crate::…`) are not mistaken for paths. Every
//! `crate::…` and `super::…` path is resolved against the module the token sits in (file and
//! inline `mod` blocks alike), including `use` trees (`crate::{a::X, b::Y}`) and paths inside
//! macro invocations.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The top-level modules of `generator/`, lowest first: a module may use those before it,
/// never one after it. Keep in step with docs/engineering.md.
const LAYERS: &[&str] = &[
    "memo",
    "graph",
    "spec",
    "ir",
    "naming",
    "source",
    "diagnostics",
    "load",
    "validate",
    "bind",
    "workspace",
    "output",
    "backends",
    "generate",
    "write",
    "vectors",
    "lint",
    "diff",
    "language_host",
    "plugin",
    "console",
    "cli",
];

/// A use of another module: where it is, and the path it names (its first three segments
/// below the crate root).
#[derive(Debug)]
struct Use {
    file: String,
    line: usize,
    /// The module the use sits in (`["backends", "docs", "names"]`).
    from: Vec<String>,
    /// The path used, up to three segments (`["backends", "rust", "declared_type"]`).
    to: Vec<String>,
}

fn generator_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("generator")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module a file is: `generator/a/b.rs` and `generator/a/b/mod.rs` are `a::b`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut segments: Vec<String> = relative
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    let last = segments.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" {
        segments.push(stem.to_owned());
    }
    segments
}

/// A token of the source: its text, line, and the module it is in.
struct Token {
    text: String,
    line: usize,
    module: usize,
}

/// The tokens of a file outside comments and literals; `modules` receives every module
/// (inline `mod` blocks included) a token can be in.
fn tokens(source: &str, file_module: &[String], modules: &mut Vec<Vec<String>>) -> Vec<Token> {
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&tree_sitter_rust::LANGUAGE.into())
        .unwrap();
    let tree = parser.parse(source, None).unwrap();
    modules.clear();
    modules.push(file_module.to_vec());
    let mut out = Vec::new();
    collect(tree.root_node(), source.as_bytes(), 0, modules, &mut out);
    out
}

fn collect(
    node: tree_sitter::Node,
    bytes: &[u8],
    module: usize,
    modules: &mut Vec<Vec<String>>,
    out: &mut Vec<Token>,
) {
    match node.kind() {
        "line_comment" | "block_comment" | "string_literal" | "raw_string_literal"
        | "char_literal" => return,
        _ => {}
    }
    if node.child_count() == 0 {
        out.push(Token {
            text: node.utf8_text(bytes).unwrap().to_owned(),
            line: node.start_position().row + 1,
            module,
        });
        return;
    }
    let mut inner = module;
    if node.kind() == "mod_item" {
        if let (Some(name), Some(_)) = (
            node.child_by_field_name("name"),
            node.child_by_field_name("body"),
        ) {
            let mut path = modules[module].clone();
            path.push(name.utf8_text(bytes).unwrap().to_owned());
            modules.push(path);
            inner = modules.len() - 1;
        }
    }
    let mut cursor = node.walk();
    for child in node.children(&mut cursor) {
        // The `mod` keyword and name belong to the outer module; only the body is inside.
        let in_body = node.kind() == "mod_item" && child.kind() == "declaration_list";
        collect(
            child,
            bytes,
            if in_body { inner } else { module },
            modules,
            out,
        );
    }
}

fn is_ident(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| c == '_' || c.is_alphabetic())
        && text.chars().all(|c| c == '_' || c.is_alphanumeric())
        && !matches!(text, "crate" | "super" | "self" | "Self")
}

/// The paths (up to three segments) named by the path or use tree at `tokens[at..]`,
/// below `prefix`.
fn paths_at(tokens: &[Token], at: usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    if prefix.len() >= 3 {
        out.push(prefix);
        return;
    }
    match tokens.get(at).map(|t| t.text.as_str()) {
        Some(text) if is_ident(text) => {
            let mut path = prefix;
            path.push(text.to_owned());
            if tokens.get(at + 1).is_some_and(|t| t.text == "::") {
                paths_at(tokens, at + 2, path, out);
            } else {
                out.push(path);
            }
        }
        Some("{") => {
            // Each member of the group starts after `{` or a `,` at this depth.
            let mut depth = 0;
            let mut i = at;
            while let Some(t) = tokens.get(i) {
                match t.text.as_str() {
                    "{" => {
                        depth += 1;
                        if depth == 1 {
                            paths_at(tokens, i + 1, prefix.clone(), out);
                        }
                    }
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    "," if depth == 1 => paths_at(tokens, i + 1, prefix.clone(), out),
                    _ => {}
                }
                i += 1;
            }
        }
        // `self`, `*`, or the end of the path: the prefix itself.
        _ if !prefix.is_empty() => out.push(prefix),
        _ => {}
    }
}

fn uses() -> Vec<Use> {
    let root = generator_dir();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.sort();
    let mut all = Vec::new();
    let mut modules = Vec::new();
    for path in files {
        let relative = path.strip_prefix(&root).unwrap();
        let file_module = module_of(relative);
        // The crate root (`lib.rs` declares the modules) and the binary (`main.rs`) are no
        // layer.
        if file_module.len() == 1 && matches!(file_module[0].as_str(), "lib" | "main") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        let tokens = tokens(&source, &file_module, &mut modules);
        for (i, token) in tokens.iter().enumerate() {
            if tokens.get(i + 1).is_none_or(|t| t.text != "::") {
                continue;
            }
            // A path's first segment only: not the `super` of `super::super`, nor `a::crate`.
            if i > 0 && tokens[i - 1].text == "::" {
                continue;
            }
            let base = &modules[token.module];
            let (prefix, next) = match token.text.as_str() {
                "crate" => (Vec::new(), i + 2),
                "super" => {
                    let mut ups = 1;
                    let mut j = i + 2;
                    while tokens.get(j).is_some_and(|t| t.text == "super")
                        && tokens.get(j + 1).is_some_and(|t| t.text == "::")
                    {
                        ups += 1;
                        j += 2;
                    }
                    assert!(
                        ups <= base.len(),
                        "{}:{}: `super` above the crate root",
                        relative.display(),
                        token.line
                    );
                    (base[..base.len() - ups].to_vec(), j)
                }
                _ => continue,
            };
            let mut named = Vec::new();
            paths_at(&tokens, next, prefix, &mut named);
            for to in named {
                all.push(Use {
                    file: relative.display().to_string(),
                    line: token.line,
                    from: base.clone(),
                    to,
                });
            }
        }
    }
    all
}

fn rank(module: &str) -> Option<usize> {
    LAYERS.iter().position(|m| *m == module)
}

/// The language backends: the folders under `generator/backends/`.
fn language_backends() -> BTreeSet<String> {
    std::fs::read_dir(generator_dir().join("backends"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

/// What breaks the layering: each use that points up (or at a module [`LAYERS`] lacks), and
/// each use of one language backend by another.
fn violations(uses: &[Use], backends: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    for u in uses {
        let from = &u.from[0];
        let to = &u.to[0];
        if from != to {
            match (rank(from), rank(to)) {
                (Some(f), Some(t)) if t < f => {}
                (Some(_), Some(_)) => out.push(format!(
                    "{}:{}: `{from}` uses `{}`, which is above it in LAYERS",
                    u.file,
                    u.line,
                    u.to.join("::")
                )),
                _ => out.push(format!(
                    "{}:{}: `{from}` → `{to}`: a top-level module missing from LAYERS",
                    u.file, u.line
                )),
            }
        }
        if from == "backends" && to == "backends" && u.from.len() > 1 && u.to.len() > 1 {
            let (own, other) = (&u.from[1], &u.to[1]);
            if own != other && backends.contains(own) && backends.contains(other) {
                out.push(format!(
                    "{}:{}: backend `{own}` uses backend `{other}` (`{}`); shared spelling \
                     belongs in `naming`",
                    u.file,
                    u.line,
                    u.to.join("::")
                ));
            }
        }
    }
    out
}

#[test]
fn every_module_uses_only_modules_below_it() {
    let uses = uses();
    let problems = violations(&uses, &language_backends());
    assert!(
        problems.is_empty(),
        "the module graph has edges against its layering:\n{}",
        problems.join("\n")
    );
}

#[test]
fn layers_name_exactly_the_crates_top_level_modules() {
    let lib = std::fs::read_to_string(generator_dir().join("lib.rs")).unwrap();
    let declared: BTreeSet<&str> = lib
        .lines()
        .filter_map(|l| {
            let l = l
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub ");
            l.strip_prefix("mod ")?.strip_suffix(';')
        })
        .collect();
    let listed: BTreeSet<&str> = LAYERS.iter().copied().collect();
    assert_eq!(declared, listed);
    assert_eq!(listed.len(), LAYERS.len(), "a module listed twice");
}

/// The scan finds what it must: these edges exist in the tree today, spelled each way the
/// scan handles (a plain path, a `use` group, `super::super::`, a path inside a macro).
#[test]
fn the_scan_sees_each_way_of_naming_a_module() {
    let uses = uses();
    let edges: BTreeSet<(String, String)> = uses
        .iter()
        .map(|u| (u.from.join("::"), u.to.join("::")))
        .collect();
    for (from, to) in [
        // `use crate::output::{GeneratedFile, Sink, Templates};`
        ("backends::rust", "output::GeneratedFile"),
        ("backends::rust", "output::Templates"),
        // `super::super::LoadError::Invalid(d)` in a function body
        ("load::yaml::tests", "load::LoadError::Invalid"),
        // `use super::super::{load_bytes, SourceFormat};` in an inline test module
        ("load::yaml::tests", "load::load_bytes"),
        // `assert_eq!(d.code, crate::diagnostics::Code::Syntax)`: inside a macro
        ("load::yaml::tests", "diagnostics::Code::Syntax"),
    ] {
        assert!(
            edges.contains(&(from.to_owned(), to.to_owned())),
            "the scan missed {from} → {to}"
        );
    }
    // Comments and strings are not paths: `console` names `crate::cli` only in its docs.
    assert!(
        !uses
            .iter()
            .any(|u| u.from[0] == "console" && u.to[0] == "cli"),
        "a doc comment was read as a use"
    );
}

/// Prints the graph of top-level modules (`cargo test --test suite layering:: -- --ignored
/// --nocapture`): each module and the modules it uses.
#[test]
#[ignore = "prints the module graph"]
fn print_the_module_graph() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for u in uses() {
        if u.from[0] != u.to[0] {
            graph
                .entry(u.from[0].clone())
                .or_default()
                .insert(u.to[0].clone());
        }
    }
    for module in LAYERS {
        let used: Vec<&str> = graph
            .get(*module)
            .map(|s| s.iter().map(String::as_str).collect())
            .unwrap_or_default();
        println!("{module} → {}", used.join(", "));
    }
}

/// A room of `generator/`: a top-level module, or one folder or file inside a top-level folder
/// (`backends::go`, `naming::casing`, `bind::checks`; the folder's `mod.rs` is the top-level
/// room itself). `to` paths name items too, so a path's room is found among the modules.
fn room(path: &[String], modules: &BTreeSet<Vec<String>>) -> Vec<String> {
    let two = path.iter().take(2).cloned().collect::<Vec<_>>();
    if two.len() == 2 && modules.contains(&two) {
        two
    } else {
        path[..1].to_vec()
    }
}

/// The circles among rooms: each strongly connected set of more than one room.
fn circles(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<String>> {
    // Kosaraju: finish order on the graph, then components on the reversed graph.
    fn finish(
        node: &Vec<String>,
        edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        seen: &mut BTreeSet<Vec<String>>,
        order: &mut Vec<Vec<String>>,
    ) {
        if !seen.insert(node.clone()) {
            return;
        }
        for next in edges.get(node).into_iter().flatten() {
            finish(next, edges, seen, order);
        }
        order.push(node.clone());
    }
    let mut reversed: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    let mut nodes = BTreeSet::new();
    for (from, tos) in edges {
        nodes.insert(from.clone());
        for to in tos {
            nodes.insert(to.clone());
            reversed.entry(to.clone()).or_default().insert(from.clone());
        }
    }
    let (mut seen, mut order) = (BTreeSet::new(), Vec::new());
    for node in &nodes {
        finish(node, edges, &mut seen, &mut order);
    }
    let mut assigned = BTreeSet::new();
    let mut out = Vec::new();
    for node in order.iter().rev() {
        let mut component = Vec::new();
        finish(node, &reversed, &mut assigned, &mut component);
        if component.len() > 1 {
            let mut names: Vec<String> = component.iter().map(|c| c.join("::")).collect();
            names.sort();
            out.push(names);
        }
    }
    out
}

fn room_edges(uses: &[Use]) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let modules: BTreeSet<Vec<String>> = uses.iter().map(|u| u.from.clone()).collect();
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for u in uses {
        let (from, to) = (room(&u.from, &modules), room(&u.to, &modules));
        if from != to {
            edges.entry(from).or_default().insert(to);
        }
    }
    edges
}

#[test]
fn no_rooms_use_each_other_in_a_circle() {
    let found = circles(&room_edges(&uses()));
    assert!(
        found.is_empty(),
        "rooms of generator/ that use each other in a circle:\n{}",
        found
            .iter()
            .map(|c| c.join(" ↔ "))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The circle check finds a circle of three rooms and none in a chain.
#[test]
fn the_circle_check_sees_a_circle() {
    let room = |s: &str| s.split("::").map(str::to_owned).collect::<Vec<_>>();
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (from, to) in [("a", "b::x"), ("b::x", "c"), ("c", "d")] {
        edges.entry(room(from)).or_default().insert(room(to));
    }
    assert!(circles(&edges).is_empty());
    edges.entry(room("c")).or_default().insert(room("a"));
    assert_eq!(circles(&edges), [vec!["a", "b::x", "c"]]);
}
