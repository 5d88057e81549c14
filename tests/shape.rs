//! The shape of the backends (ARCHITECTURE.md, "Backends"): no function in
//! `generator/backends/` or in the naming plans the backends read (`generator/naming/`) is
//! longer than [`MAX_LINES`] lines, counted from its first line (doc comments and attributes
//! excluded) to its closing brace, with tree-sitter's Rust grammar.

use std::path::{Path, PathBuf};

/// The longest a backend function may be.
const MAX_LINES: usize = 120;

/// Functions longer than [`MAX_LINES`] that are still to be split, as `file:function`. The
/// list may only shrink: a function not on it that grows past the limit fails, and so does an
/// entry that is no longer too long (take it off).
const TOO_LONG_TO_SPLIT: &[&str] = &[];

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

/// Every function item in `source` (free functions, methods, nested functions): its name and
/// length in lines.
fn function_lengths(source: &str) -> Vec<(String, usize)> {
    fn walk(node: tree_sitter::Node, bytes: &[u8], out: &mut Vec<(String, usize)>) {
        if node.kind() == "function_item" {
            let name = node
                .child_by_field_name("name")
                .and_then(|n| n.utf8_text(bytes).ok())
                .unwrap_or("?");
            let lines = node.end_position().row - node.start_position().row + 1;
            out.push((name.to_owned(), lines));
        }
        let mut cursor = node.walk();
        for child in node.children(&mut cursor) {
            walk(child, bytes, out);
        }
    }
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&tree_sitter_rust::LANGUAGE.into())
        .unwrap();
    let tree = parser.parse(source, None).unwrap();
    let mut out = Vec::new();
    walk(tree.root_node(), source.as_bytes(), &mut out);
    out
}

/// Every backend function longer than [`MAX_LINES`], as `file:function` with its length.
fn too_long() -> Vec<(String, usize)> {
    let root = generator_dir();
    let mut files = Vec::new();
    rust_files(&root.join("backends"), &mut files);
    rust_files(&root.join("naming"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let relative = path.strip_prefix(&root).unwrap().display().to_string();
        let source = std::fs::read_to_string(&path).unwrap();
        for (name, lines) in function_lengths(&source) {
            if lines > MAX_LINES {
                out.push((format!("{relative}:{name}"), lines));
            }
        }
    }
    out
}

#[test]
fn no_backend_function_is_longer_than_the_limit() {
    let found = too_long();
    let mut problems: Vec<String> = found
        .iter()
        .filter(|(at, _)| !TOO_LONG_TO_SPLIT.contains(&at.as_str()))
        .map(|(at, lines)| format!("{at} is {lines} lines long (at most {MAX_LINES})"))
        .collect();
    for listed in TOO_LONG_TO_SPLIT {
        if !found.iter().any(|(at, _)| at == listed) {
            problems.push(format!(
                "TOO_LONG_TO_SPLIT lists `{listed}`, which is no longer too long: take it off"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The measure itself: a function's lines run from `fn` to its closing brace, nested
/// functions and methods count on their own.
#[test]
fn function_lengths_are_measured_from_fn_to_brace() {
    let source =
        "/// doc\n#[inline]\nfn a() {\n    fn b() {\n    }\n}\nimpl X {\n    fn c(&self) {}\n}\n";
    assert_eq!(
        function_lengths(source),
        [
            ("a".to_owned(), 4),
            ("b".to_owned(), 2),
            ("c".to_owned(), 1)
        ]
    );
    let long = format!("fn long() {{\n{}}}\n", "    x();\n".repeat(MAX_LINES));
    assert_eq!(
        function_lengths(&long),
        [("long".to_owned(), MAX_LINES + 2)]
    );
}
