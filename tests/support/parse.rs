//! Parsing generated source files with the tree-sitter grammars of the SDK languages, to prove
//! that what sdkgen wrote is well-formed code and that text taken from a schema stayed inert.
//!
//! - [`syntax_errors`]: the ERROR and MISSING nodes of one file's parse tree, as
//!   `line:col: …` strings (1-based; columns count characters);
//! - [`parse_tree_errors`]: the same for every source file under a generated package directory,
//!   chosen by extension ([`ParseLang::of_path`]);
//! - [`inert_at`]: whether bytes of a file lie inside a comment or a string literal (and not
//!   in an interpolation inside one), i.e. cannot act as code.
//!
//! The grammars are those of the crates' pinned versions; they accept a little more than the
//! compilers (e.g. C# keywords as identifiers), so a clean parse is necessary, not sufficient.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use tree_sitter::{Language, Node, Parser, Tree};

/// A language whose generated files can be parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ParseLang {
    CSharp,
    Go,
    Java,
    Python,
    /// TypeScript (`.ts`, including `.d.ts`); plain JavaScript parses with it too.
    TypeScript,
    Rust,
}

impl ParseLang {
    pub const ALL: [ParseLang; 6] = [
        ParseLang::CSharp,
        ParseLang::Go,
        ParseLang::Java,
        ParseLang::Python,
        ParseLang::TypeScript,
        ParseLang::Rust,
    ];

    /// The language of a file by its extension: `.cs`, `.go`, `.py`/`.pyi`, `.ts`, `.rs`.
    pub fn of_path(path: &Path) -> Option<ParseLang> {
        match path.extension()?.to_str()? {
            "cs" => Some(ParseLang::CSharp),
            "go" => Some(ParseLang::Go),
            "java" => Some(ParseLang::Java),
            "py" | "pyi" => Some(ParseLang::Python),
            "ts" => Some(ParseLang::TypeScript),
            "rs" => Some(ParseLang::Rust),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ParseLang::CSharp => "C#",
            ParseLang::Go => "Go",
            ParseLang::Java => "Java",
            ParseLang::Python => "Python",
            ParseLang::TypeScript => "TypeScript",
            ParseLang::Rust => "Rust",
        }
    }

    fn language(self) -> Language {
        match self {
            ParseLang::CSharp => tree_sitter_c_sharp::LANGUAGE.into(),
            ParseLang::Go => tree_sitter_go::LANGUAGE.into(),
            ParseLang::Java => tree_sitter_java::LANGUAGE.into(),
            ParseLang::Python => tree_sitter_python::LANGUAGE.into(),
            ParseLang::TypeScript => tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
            ParseLang::Rust => tree_sitter_rust::LANGUAGE.into(),
        }
    }

    /// Node kinds whose text is not code: comments and string literals (and their parts).
    fn is_inert_kind(self, kind: &str) -> bool {
        let inert: &[&str] = match self {
            ParseLang::CSharp => &[
                "comment",
                "string_literal",
                "verbatim_string_literal",
                "raw_string_literal",
                "character_literal",
            ],
            ParseLang::Go => &[
                "comment",
                "interpreted_string_literal",
                "raw_string_literal",
                "rune_literal",
            ],
            ParseLang::Java => &[
                "line_comment",
                "block_comment",
                "string_literal",
                "character_literal",
            ],
            ParseLang::Python => &["comment", "string"],
            ParseLang::TypeScript => &["comment", "string", "template_string"],
            ParseLang::Rust => &[
                "line_comment",
                "block_comment",
                "string_literal",
                "raw_string_literal",
                "char_literal",
            ],
        };
        inert.contains(&kind)
    }

    /// Node kinds that evaluate code even inside a string (`${…}`, f-string `{…}`, `$"{…}"`).
    fn is_code_in_string(self, kind: &str) -> bool {
        matches!(
            (self, kind),
            (ParseLang::TypeScript, "template_substitution")
                | (ParseLang::Python, "interpolation")
                | (ParseLang::CSharp, "interpolation")
        )
    }
}

thread_local! {
    // One parser per language and thread: creating one per file would dominate large trees.
    static PARSERS: RefCell<BTreeMap<ParseLang, Parser>> = const { RefCell::new(BTreeMap::new()) };
}

/// The tree-sitter parse tree of `source`.
pub fn parse(lang: ParseLang, source: &str) -> Tree {
    PARSERS.with(|parsers| {
        let mut parsers = parsers.borrow_mut();
        let parser = parsers.entry(lang).or_insert_with(|| {
            let mut parser = Parser::new();
            parser
                .set_language(&lang.language())
                .expect("the grammar crates are built for this tree-sitter version");
            parser
        });
        parser
            .parse(source, None)
            .expect("tree-sitter returns a tree when neither a timeout nor a cancellation is set")
    })
}

/// Every ERROR and MISSING node of `source`'s parse tree, in source order, as
/// `line:col: syntax error at `text`` or `line:col: missing `kind``. Empty when it parses.
pub fn syntax_errors(lang: ParseLang, source: &str) -> Vec<String> {
    syntax_errors_of(&parse(lang, source), source)
}

/// [`syntax_errors`] of a tree already parsed from `source`.
pub fn syntax_errors_of(tree: &Tree, source: &str) -> Vec<String> {
    let mut errors = Vec::new();
    let mut stack = vec![tree.root_node()];
    while let Some(node) = stack.pop() {
        // Only subtrees with an error in them are worth descending into.
        if !node.has_error() && !node.is_missing() {
            continue;
        }
        let (line, col) = position(source, node);
        if node.is_error() {
            errors.push((
                node.start_byte(),
                format!(
                    "{line}:{col}: syntax error at `{}`",
                    snippet(&source[node.byte_range()])
                ),
            ));
            // What an ERROR node holds is the unparsable text itself.
            continue;
        }
        if node.is_missing() {
            errors.push((
                node.start_byte(),
                format!("{line}:{col}: missing `{}`", node.kind()),
            ));
            continue;
        }
        let mut cursor = node.walk();
        stack.extend(node.children(&mut cursor));
    }
    errors.sort();
    errors.into_iter().map(|(_, e)| e).collect()
}

/// What [`parse_tree_errors`] found under a directory.
#[derive(Debug, Default)]
pub struct TreeErrors {
    /// Every file parsed, relative to the directory, sorted.
    pub files: Vec<PathBuf>,
    /// `relative/path:line:col: …` for every syntax error of every file, in file order; also
    /// files that could not be read or are not UTF-8.
    pub errors: Vec<String>,
}

/// Parses every `.py`/`.pyi`, `.ts`, `.go`, `.cs`, `.java` and `.rs` file under `dir` (recursively,
/// skipping `node_modules`, `target` and `bin`, which hold no generated sources) and lists their
/// syntax errors.
pub fn parse_tree_errors(dir: &Path) -> TreeErrors {
    let mut result = TreeErrors::default();
    let mut sources = Vec::new();
    collect(dir, Path::new(""), &mut sources, &mut result.errors);
    sources.sort();
    for relative in sources {
        let Some(lang) = ParseLang::of_path(&relative) else {
            continue;
        };
        match std::fs::read(dir.join(&relative)) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => result.errors.extend(
                    syntax_errors(lang, &text)
                        .into_iter()
                        .map(|e| format!("{}:{e}", relative.display())),
                ),
                Err(_) => result
                    .errors
                    .push(format!("{}: not UTF-8", relative.display())),
            },
            Err(e) => result
                .errors
                .push(format!("{}: cannot read: {e}", relative.display())),
        }
        result.files.push(relative);
    }
    result
}

fn collect(root: &Path, relative: &Path, files: &mut Vec<PathBuf>, errors: &mut Vec<String>) {
    let dir = root.join(relative);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) => {
            errors.push(format!("{}: cannot read: {e}", dir.display()));
            return;
        }
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let path = relative.join(&name);
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            if !matches!(name.to_str(), Some("node_modules" | "target" | "bin")) {
                collect(root, &path, files, errors);
            }
        } else if kind.is_file() && ParseLang::of_path(&path).is_some() {
            files.push(path);
        }
    }
}

/// For each byte offset of `source`, whether it is inside a comment or a string literal, and
/// not inside an interpolation within one: text there cannot act as code. Parses once.
pub fn inert_at(lang: ParseLang, source: &str, offsets: &[usize]) -> Vec<bool> {
    inert_at_of(lang, &parse(lang, source), offsets)
}

/// [`inert_at`] in a tree already parsed (as `lang`).
pub fn inert_at_of(lang: ParseLang, tree: &Tree, offsets: &[usize]) -> Vec<bool> {
    offsets
        .iter()
        .map(|&offset| {
            let Some(mut node) = tree
                .root_node()
                .descendant_for_byte_range(offset, offset + 1)
            else {
                return false;
            };
            loop {
                let kind = node.kind();
                if lang.is_code_in_string(kind) {
                    return false;
                }
                if lang.is_inert_kind(kind) {
                    return true;
                }
                match node.parent() {
                    Some(parent) => node = parent,
                    None => return false,
                }
            }
        })
        .collect()
}

/// 1-based line and column (in characters) where `node` starts.
fn position(source: &str, node: Node<'_>) -> (usize, usize) {
    let point = node.start_position();
    let line_start = node.start_byte() - point.column;
    (
        point.row + 1,
        source[line_start..node.start_byte()].chars().count() + 1,
    )
}

/// The first line of `text`, at most 60 characters, for messages.
fn snippet(text: &str) -> String {
    let line = text.lines().next().unwrap_or("").trim();
    if line.chars().count() > 60 {
        format!("{}…", line.chars().take(60).collect::<String>())
    } else {
        line.to_string()
    }
}
