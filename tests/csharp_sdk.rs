//! The generated C# SDKs, checked without a .NET SDK: no .NET SDK or NuGet is reachable on this
//! machine kind, so every generated `.cs` file is parsed with the tree-sitter C# grammar and
//! its `///` doc comments are parsed as XML; when `dotnet` is on PATH, the seeds are built too.
//! - `checker_catches_broken_files`: the checker rejects the hand-broken files in
//!   tests/csharp/broken/ (each must fail with its own kind of finding) and accepts
//!   tests/csharp/valid.cs;
//! - `seed_packages_parse`: every `.cs` of both seeds (`generated/<seed>/dotnet`) passes the
//!   checker, and their `.csproj` and `pulumi-plugin.json` are well-formed;
//! - `every_corpus_package_parses`: the same for the package generated from every schema in
//!   `../shared/corpus/real/`, every other valid corpus schema, tests/fixtures/adversarial.json,
//!   csharp_names.json and go_names.json (prints how long generating and checking take);
//! - `dotnet_build_when_available`: `dotnet build` of both seeds, only where `dotnet` is on
//!   PATH; elsewhere it says loudly that C# is checked by parsing only;
//! - `public_api_of_confluentcloud`: the public API of the package generated from the corpus'
//!   confluentcloud-2.79.0.json (types, base types, attributes, members with their types,
//!   parameters and wire names), one line per fact, pinned with insta.
//!
//! The checker reports, with `line:column` (1-based, columns in characters):
//! - every ERROR and MISSING node of the tree-sitter C# parse tree;
//! - every identifier that is a reserved C# keyword without `@` (the grammar accepts
//!   `class while {}` and `public string base { get; set; }`, the C# compiler does not);
//! - every member of a class or struct named like its type (CS0542), and every name declared
//!   twice in one type unless all its declarations are methods (CS0102): a property `Get`
//!   beside the static `Get(…)` parses, and does not compile;
//! - every `///` doc comment block that is not well-formed XML once its lines are wrapped in
//!   one root element (the C# compiler warns, CS1570, and drops the documentation): what proves
//!   that descriptions with `</summary>`, `<` or `&` are escaped.
//!
//! Scratch lives in `target/tmp/csharp/` (left after the run for inspection, each test's own
//! directory wiped when the test starts). A run holds a file lock on `target/tmp/csharp/lock`
//! from its first use of the scratch until its process exits; a concurrent run waits.
//!
//! Parsing needs nothing outside the crate (tree-sitter is a dev-dependency), so no test here
//! can be skipped.

use crate::support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

use support::csharp_api::{api_facts, children_of_kind, files_with_extension, parse, source_facts};
use support::{
    copy_dir, generate_corpus_schema, listing, lock, remove_dir, root, run, say, schema_label,
    valid_corpus_schemas,
};
use tree_sitter::Node;

/// The seed packages (schema/<seed>.json, generated/<seed>/dotnet).
const SEEDS: [&str; 2] = ["streamcloud", "gatewaycloud"];
/// The corpus schema whose generated package's public API is pinned.
const REFERENCE_SCHEMA: &str = "confluentcloud-2.79.0.json";
const REFERENCE_NAME: &str = "confluentcloud";
/// Schemas of the corpus whose generated C# package is not checked, each with the reason.
const CORPUS_EXCLUDED: &[(&str, &str)] = &[];
/// The fewest corpus schemas that must generate C# (the corpus holds more than 70).
const MIN_CORPUS_PACKAGES: usize = 60;

/// Where the scratch lives: inside the target directory.
fn csharp_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("csharp")
}

/// A fresh scratch directory for one test (`target/tmp/csharp/<name>`), under the cross-process
/// lock, which this process takes on first use and holds until it exits.
fn scratch(name: &str) -> PathBuf {
    static LOCK: OnceLock<Result<Child, String>> = OnceLock::new();
    let dir = csharp_dir();
    let held = LOCK.get_or_init(|| {
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        lock(&dir.join("lock"), "csharp_sdk")
    });
    if let Err(message) = held {
        panic!("{message}");
    }
    let dir = dir.join(name);
    remove_dir(&dir).unwrap_or_else(|m| panic!("{m}"));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

fn read_text(file: &Path) -> Result<String, String> {
    std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
}

/// The package directories (`<out>/<package>/dotnet`) that `sdkgen generate` wrote in `out`.
fn dotnet_dirs(out: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(out)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.path().join("dotnet"))
                .filter(|dir| dir.is_dir())
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();
    dirs
}

// ---------------------------------------------------------------------------------------------
// The checker

/// One problem in one file: 1-based line and column (in characters), and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Finding {
    line: usize,
    column: usize,
    message: String,
}

/// The 1-based line and column (in characters) of `byte` in `source`.
fn position(source: &str, byte: usize) -> (usize, usize) {
    let before = &source[..byte];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// The 1-based line and column (in characters) where `node` starts.
fn node_position(source: &str, node: Node) -> (usize, usize) {
    let point = node.start_position();
    let line_start = node.start_byte() - point.column;
    (
        point.row + 1,
        source[line_start..node.start_byte()].chars().count() + 1,
    )
}

/// At most `max` characters of the first line of `text`, for messages.
fn snippet(text: &str, max: usize) -> String {
    let line = text.lines().next().unwrap_or("").trim();
    if line.chars().count() > max {
        format!("{}…", line.chars().take(max).collect::<String>())
    } else {
        line.to_string()
    }
}

/// The line of `source` that holds `byte`, trimmed and clipped, for messages.
fn line_at(source: &str, byte: usize) -> String {
    let start = source[..byte].rfind('\n').map_or(0, |i| i + 1);
    snippet(&source[start..], 100)
}

/// Every problem the checker finds in one C# file, sorted by position.
fn check_csharp(source: &str) -> Vec<Finding> {
    let tree = parse(source);
    let mut findings = Vec::new();
    let mut doc_comments = Vec::new();
    walk(source, tree.root_node(), &mut findings, &mut doc_comments);
    findings.extend(doc_comment_findings(source, &doc_comments));
    findings.sort();
    findings
}

/// Collects the syntax errors, keywords used as identifiers and `///` comments under `node`.
fn walk<'t>(
    source: &str,
    node: Node<'t>,
    findings: &mut Vec<Finding>,
    doc_comments: &mut Vec<Node<'t>>,
) {
    let mut cursor = node.walk();
    let mut stack = vec![node];
    while let Some(node) = stack.pop() {
        let (line, column) = node_position(source, node);
        if node.is_error() {
            let text = &source[node.byte_range()];
            let last = node.end_position().row + 1;
            let lines = if last > line {
                format!(" (what follows, to line {last}, does not parse either)")
            } else {
                String::new()
            };
            findings.push(Finding {
                line,
                column,
                message: format!(
                    "syntax error: the C# grammar cannot place `{}`{lines} (line: `{}`)",
                    snippet(text, 60),
                    line_at(source, node.start_byte())
                ),
            });
            // What an ERROR node holds is the unparsable text itself.
            continue;
        }
        if node.is_missing() {
            findings.push(Finding {
                line,
                column,
                message: format!(
                    "syntax error: missing `{}` (line: `{}`)",
                    node.kind(),
                    line_at(source, node.start_byte())
                ),
            });
            continue;
        }
        match node.kind() {
            "identifier" => {
                let text = &source[node.byte_range()];
                // C#'s reserved keywords (ECMA-334 §6.4.4), the list the generator escapes too; the
                // contextual keywords (`value`, `var`, `get`, …) are identifiers.
                if sdkgen::naming::keywords::contains(sdkgen::naming::keywords::CSHARP, text) {
                    findings.push(Finding {
                        line,
                        column,
                        message: format!(
                            "the reserved keyword `{text}` is used as an identifier (C# needs \
                             `@{text}`) (line: `{}`)",
                            line_at(source, node.start_byte())
                        ),
                    });
                }
            }
            "comment" => {
                let text = &source[node.byte_range()];
                if text.starts_with("///") && !text.starts_with("////") {
                    doc_comments.push(node);
                }
            }
            "class_declaration"
            | "struct_declaration"
            | "interface_declaration"
            | "record_declaration" => member_name_findings(source, node, findings),
            _ => {}
        }
        // Children in reverse, so that they pop in source order.
        let children: Vec<Node<'t>> = node.children(&mut cursor).collect();
        stack.extend(children.into_iter().rev());
    }
}

/// The member names of type declaration `node` that the C# compiler rejects and the grammar
/// accepts: a member named like its type (CS0542), and a name declared twice in one type
/// unless every declaration is a method (overloads; CS0102). `@name` and `name` are one name.
fn member_name_findings(source: &str, node: Node, findings: &mut Vec<Finding>) {
    let bare = |n: Node| source[n.byte_range()].trim_start_matches('@').to_owned();
    let Some(type_name) = node.child_by_field_name("name").map(bare) else {
        return;
    };
    let Some(body) = node.child_by_field_name("body") else {
        return;
    };
    // (name, is a method, the name's node) for every named member except constructors.
    let mut members: Vec<(String, bool, Node)> = Vec::new();
    let mut cursor = body.walk();
    for member in body.named_children(&mut cursor) {
        match member.kind() {
            "field_declaration" | "event_field_declaration" => {
                for declaration in children_of_kind(member, "variable_declaration") {
                    for declarator in children_of_kind(declaration, "variable_declarator") {
                        if let Some(name) = declarator.child_by_field_name("name") {
                            members.push((bare(name), false, name));
                        }
                    }
                }
            }
            "method_declaration"
            | "property_declaration"
            | "event_declaration"
            | "class_declaration"
            | "struct_declaration"
            | "interface_declaration"
            | "enum_declaration"
            | "record_declaration"
            | "delegate_declaration"
                // Explicit interface implementations live in the interface's name space.
                if children_of_kind(member, "explicit_interface_specifier").is_empty() =>
            {
                if let Some(name) = member.child_by_field_name("name") {
                    members.push((bare(name), member.kind() == "method_declaration", name));
                }
            }
            _ => {}
        }
    }
    for (i, (name, is_method, at)) in members.iter().enumerate() {
        let (line, column) = node_position(source, *at);
        let context = line_at(source, at.start_byte());
        if *name == type_name {
            findings.push(Finding {
                line,
                column,
                message: format!(
                    "member `{name}` is named like its enclosing type (C# error CS0542) (line: `{context}`)"
                ),
            });
        }
        let earlier = members[..i]
            .iter()
            .find(|(other, other_is_method, _)| other == name && !(*is_method && *other_is_method));
        if let Some((_, _, first)) = earlier {
            let (first_line, _) = node_position(source, *first);
            findings.push(Finding {
                line,
                column,
                message: format!(
                    "`{type_name}` already declares a member `{name}` (line {first_line}; C# error \
                     CS0102) (line: `{context}`)"
                ),
            });
        }
    }
}

/// Checks each block of `///` comments on consecutive lines (`comments` in source order) as
/// the C# compiler reads it: an XML fragment, well-formed once wrapped in one root element.
fn doc_comment_findings(source: &str, comments: &[Node]) -> Vec<Finding> {
    let mut findings = Vec::new();
    let mut i = 0;
    while i < comments.len() {
        let mut end = i + 1;
        while end < comments.len()
            && comments[end].start_position().row == comments[end - 1].start_position().row + 1
        {
            end += 1;
        }
        let block = &comments[i..end];
        i = end;
        // The text of each line after `///`, with where it starts in the file.
        let lines: Vec<(&str, usize)> = block
            .iter()
            .map(|comment| {
                let text = source[comment.byte_range()].trim_end_matches(['\r', '\n']);
                (&text[3..], comment.start_byte() + 3)
            })
            .collect();
        let mut xml = String::from("<doc>\n");
        for (text, _) in &lines {
            xml.push_str(text);
            xml.push('\n');
        }
        xml.push_str("</doc>");
        let Err(error) = roxmltree::Document::parse(&xml) else {
            continue;
        };
        // Row 1 is `<doc>`, rows 2.. the lines of the block, then `</doc>`: an error there
        // is at the end of the block's last line.
        let pos = error.pos();
        let row = pos.row as usize;
        let byte = if row < 2 {
            lines[0].1
        } else if row - 2 >= lines.len() {
            let (text, start) = lines[lines.len() - 1];
            start + text.len()
        } else {
            let (text, start) = lines[row - 2];
            start
                + text
                    .char_indices()
                    .nth((pos.col as usize).saturating_sub(1))
                    .map_or(text.len(), |(i, _)| i)
        };
        let (line, column) = position(source, byte);
        // roxmltree's message, without its position in the wrapped text, and with the
        // wrapping element called what it stands for.
        let reason = error.to_string();
        let reason = reason
            .rsplit_once(" at ")
            .map_or(reason.as_str(), |(reason, _)| reason)
            .replace("'doc' tag", "the end of the doc comment");
        findings.push(Finding {
            line,
            column,
            message: format!(
                "the /// doc comment block of lines {}-{} is not well-formed XML: {reason} \
                 (line: `{}`)",
                block[0].start_position().row + 1,
                block[block.len() - 1].start_position().row + 1,
                line_at(source, byte)
            ),
        });
    }
    findings
}

/// The findings in one file, as `path:line:column: message`, and its size in bytes.
fn check_file(file: &Path) -> (Vec<String>, usize) {
    match read_text(file) {
        Ok(source) => (
            check_csharp(&source)
                .into_iter()
                .map(|f| format!("{}:{}:{}: {}", file.display(), f.line, f.column, f.message))
                .collect(),
            source.len(),
        ),
        Err(message) => (vec![message], 0),
    }
}

/// Checks `files` with one thread per core: every finding (in the order of `files`) and how
/// many bytes were read.
fn check_files(files: &[PathBuf]) -> (Vec<String>, usize) {
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, files.len().max(1));
    let mut results: Vec<(usize, Vec<String>, usize)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(file) = files.get(i) else {
                            return done;
                        };
                        let (findings, bytes) = check_file(file);
                        done.push((i, findings, bytes));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a checker thread panicked"))
            .collect()
    });
    results.sort_by_key(|(i, _, _)| *i);
    let bytes = results.iter().map(|(_, _, bytes)| bytes).sum();
    let findings = results
        .into_iter()
        .flat_map(|(_, findings, _)| findings)
        .collect();
    (findings, bytes)
}

/// Checks every `.cs` file under `dir`: the findings, and how many files and bytes were read.
fn check_package(dir: &Path) -> (Vec<String>, usize, usize) {
    let files = files_with_extension(dir, "cs");
    let (findings, bytes) = check_files(&files);
    (findings, files.len(), bytes)
}

/// Where `dotnet` is missing, what stands in for `dotnet build` of the C# package in `dir`
/// (`tests/gen_sdk.rs`'s replay of a provider's build): its `.cs` files checked as the seeds'
/// are, and its project file and `pulumi-plugin.json` read. Panics with the findings.
pub(crate) fn check_without_dotnet(dir: &Path) {
    let (mut report, files, _) = check_package(dir);
    assert!(files > 0, "{} holds no .cs file", dir.display());
    report.extend(check_package_files(dir));
    assert!(report.is_empty(), "{}:\n{}", dir.display(), shown(&report));
    say(&format!(
        "NOT BUILT: `dotnet` is not on PATH; {}: {files} .cs files parsed and checked instead",
        dir.display()
    ));
}

/// The report of `check_package` as a panic message part.
fn shown(report: &[String]) -> String {
    const MAX_SHOWN: usize = 200;
    let mut text = report
        .iter()
        .take(MAX_SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    if report.len() > MAX_SHOWN {
        text.push_str(&format!("\n… {} more", report.len() - MAX_SHOWN));
    }
    text
}

#[test]
fn checker_catches_broken_files() {
    let broken_dir = root().join("tests/csharp/broken");
    // Each sample, with what one of its findings must say; the sample's `// expect:` line says
    // where.
    let expected: &[(&str, &str)] = &[
        ("unclosed_brace.cs", "syntax error"),
        ("missing_semicolon.cs", "missing `;`"),
        ("stray_summary_close.cs", "syntax error"),
        ("description_line_outside_comment.cs", "syntax error"),
        ("keyword_as_identifier.cs", "reserved keyword `base`"),
        ("keyword_as_parameter.cs", "reserved keyword `namespace`"),
        ("keyword_as_type_name.cs", "reserved keyword `object`"),
        ("unterminated_string.cs", "syntax error"),
        ("unterminated_verbatim_string.cs", "syntax error"),
        ("block_comment_closed_early.cs", "syntax error"),
        ("doc_comment_stray_close_tag.cs", "not well-formed XML"),
        ("doc_comment_bare_less_than.cs", "not well-formed XML"),
        ("doc_comment_bare_ampersand.cs", "not well-formed XML"),
        ("doc_comment_unknown_entity.cs", "not well-formed XML"),
        ("doc_comment_unclosed_element.cs", "not well-formed XML"),
        (
            "property_named_like_method.cs",
            "already declares a member `Get`",
        ),
        (
            "field_named_like_property.cs",
            "already declares a member `Tags`",
        ),
        ("member_named_like_type.cs", "named like its enclosing type"),
    ];
    let mut failures = Vec::new();
    let mut seen = BTreeSet::new();
    for (name, expected) in expected {
        seen.insert(name.to_string());
        let file = broken_dir.join(name);
        let source = read_text(&file).unwrap_or_else(|m| panic!("{m}"));
        // Where the sample says the first finding is: a `// expect: LINE:COLUMN` line.
        let at = source
            .lines()
            .find_map(|line| line.trim().strip_prefix("// expect: "))
            .unwrap_or_else(|| panic!("{} has no `// expect: LINE:COLUMN` line", file.display()));
        let findings = check_csharp(&source);
        let found = findings
            .iter()
            .any(|f| format!("{}:{}", f.line, f.column) == at && f.message.contains(expected));
        if !found {
            failures.push(format!(
                "{}: expected {expected} at {at}; the checker says:\n  {}",
                file.display(),
                if findings.is_empty() {
                    "nothing".to_string()
                } else {
                    findings
                        .iter()
                        .map(|f| format!("{}:{}: {}", f.line, f.column, f.message))
                        .collect::<Vec<_>>()
                        .join("\n  ")
                }
            ));
        }
    }
    // Every sample in the folder is listed above.
    for file in files_with_extension(&broken_dir, "cs") {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        if !seen.contains(&name) {
            failures.push(format!(
                "{} is not listed in checker_catches_broken_files",
                file.display()
            ));
        }
    }
    // The valid sample has what the generated files have: doc comments with escaped text,
    // verbatim identifiers, attributes, nullable types, enum structs, nested classes.
    let valid = root().join("tests/csharp/valid.cs");
    let findings = check_csharp(&read_text(&valid).unwrap_or_else(|m| panic!("{m}")));
    if !findings.is_empty() {
        failures.push(format!(
            "{}: the checker rejects a valid file:\n  {}",
            valid.display(),
            findings
                .iter()
                .map(|f| format!("{}:{}: {}", f.line, f.column, f.message))
                .collect::<Vec<_>>()
                .join("\n  ")
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Seeds and corpus

/// Checks the files of a package that are not C#: every `.csproj` is well-formed XML and
/// `pulumi-plugin.json` is JSON with `"resource": true`.
fn check_package_files(dir: &Path) -> Vec<String> {
    let mut report = Vec::new();
    let projects = files_with_extension(dir, "csproj");
    if projects.is_empty() {
        report.push(format!(
            "{}: no .csproj (it holds: {})",
            dir.display(),
            listing(dir)
        ));
    }
    for project in projects {
        match read_text(&project) {
            Ok(text) => {
                if let Err(error) = roxmltree::Document::parse(&text) {
                    report.push(format!(
                        "{}: not well-formed XML: {error}",
                        project.display()
                    ));
                }
            }
            Err(message) => report.push(message),
        }
    }
    let plugin = dir.join("pulumi-plugin.json");
    match read_text(&plugin).map(|text| serde_json::from_str::<serde_json::Value>(&text)) {
        Ok(Ok(json)) if json["resource"] == serde_json::Value::Bool(true) => {}
        Ok(Ok(json)) => report.push(format!(
            "{}: `resource` is not true: {json}",
            plugin.display()
        )),
        Ok(Err(error)) => report.push(format!("{}: not JSON: {error}", plugin.display())),
        Err(message) => report.push(message),
    }
    report
}

#[test]
fn seed_packages_parse() {
    let mut report = Vec::new();
    for seed in SEEDS {
        let dir = root().join("generated").join(seed).join("dotnet");
        assert!(
            dir.is_dir(),
            "{} is missing (run `sdkgen generate`)",
            dir.display()
        );
        let (findings, files, _) = check_package(&dir);
        assert!(
            files > 0,
            "{} holds no .cs file (it holds: {})",
            dir.display(),
            listing(&dir)
        );
        report.extend(findings);
        report.extend(check_package_files(&dir));
        say(&format!(
            "csharp_sdk: generated/{seed}/dotnet: {files} .cs files parsed"
        ));
    }
    assert!(
        report.is_empty(),
        "the committed C# seed packages:\n{}",
        shown(&report)
    );
}

#[test]
fn every_corpus_package_parses() {
    let out = scratch("corpus");
    let real = root().join("../shared/corpus/real");
    let mut schemas = valid_corpus_schemas();
    // C# keywords and names that collide with the members the C# SDK generates; Go's, which
    // collide with other generated names.
    schemas.insert(1, root().join("tests/fixtures/csharp_names.json"));
    schemas.insert(2, root().join("tests/fixtures/go_names.json"));
    for entry in std::fs::read_dir(&real).unwrap_or_else(|e| panic!("{}: {e}", real.display())) {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            assert!(
                schemas.contains(&path),
                "the real provider schema {} does not validate",
                path.display()
            );
        }
    }
    assert!(
        schemas
            .iter()
            .any(|s| s.ends_with("tests/fixtures/adversarial.json")),
        "tests/fixtures/adversarial.json does not validate"
    );

    let start = Instant::now();
    let mut generated = Vec::new();
    let mut failures = Vec::new();
    for (i, schema) in schemas.iter().enumerate() {
        if let Some((_, reason)) = CORPUS_EXCLUDED
            .iter()
            .find(|(excluded, _)| schema.ends_with(excluded))
        {
            say(&format!(
                "csharp_sdk: not checked: {} ({reason})",
                schema.display()
            ));
            continue;
        }
        // Named after the schema (its folder in the corpus), so that paths say which.
        let label = schema_label(schema);
        let dir = out.join(format!("{i:03}-{label}"));
        match generate_corpus_schema(schema, &dir, "csharp") {
            Ok(true) => {}
            Ok(false) => continue,
            Err(message) => {
                failures.push(message);
                continue;
            }
        }
        let packages = dotnet_dirs(&dir);
        if packages.is_empty() {
            failures.push(format!(
                "sdkgen generate {} --lang csharp wrote no <package>/dotnet directory in {} \
                 (it holds: {})",
                schema.display(),
                dir.display(),
                listing(&dir)
            ));
        }
        generated.extend(packages);
    }
    let generating = start.elapsed();

    let start = Instant::now();
    let mut files = Vec::new();
    for package in &generated {
        let cs = files_with_extension(package, "cs");
        if cs.is_empty() {
            failures.push(format!(
                "{} holds no .cs file (it holds: {})",
                package.display(),
                listing(package)
            ));
        }
        files.extend(cs);
        failures.extend(check_package_files(package));
    }
    let (findings, bytes) = check_files(&files);
    failures.extend(findings);
    let checking = start.elapsed();
    say(&format!(
        "csharp_sdk: {} corpus packages generated in {:.1}s; {} .cs files ({:.1} MB) parsed \
         and checked in {:.1}s",
        generated.len(),
        generating.as_secs_f64(),
        files.len(),
        bytes as f64 / 1e6,
        checking.as_secs_f64()
    ));
    assert!(
        failures.is_empty(),
        "the C# packages of the corpus ({} findings):\n{}",
        failures.len(),
        shown(&failures)
    );
    assert!(
        generated.len() >= MIN_CORPUS_PACKAGES,
        "only {} corpus schemas generated C# (expected at least {MIN_CORPUS_PACKAGES})",
        generated.len()
    );
}

#[test]
fn dotnet_build_when_available() {
    let version = match Command::new("dotnet").arg("--version").output() {
        Ok(output) if output.status.success() => {
            String::from_utf8_lossy(&output.stdout).trim().to_string()
        }
        Ok(output) => panic!(
            "`dotnet --version` fails ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            say(
                "NOT BUILT: `dotnet` is not on PATH (no .NET SDK or NuGet on this machine kind): \
                 the generated C# packages are checked by parsing only (tree-sitter C# grammar \
                 and XML doc comments); NO `dotnet build` ran",
            );
            return;
        }
        Err(err) => panic!("cannot run `dotnet --version`: {err}"),
    };
    let out = scratch("build");
    let mut failures = Vec::new();
    for seed in SEEDS {
        let source = root().join("generated").join(seed).join("dotnet");
        let dir = out.join(seed);
        copy_dir(&source, &dir).unwrap_or_else(|m| panic!("{m}"));
        let start = Instant::now();
        let result = run(
            Command::new("dotnet").arg("build").current_dir(&dir),
            &format!("dotnet build of generated/{seed}/dotnet (dotnet {version})"),
            Some(&out.join(format!("{seed}-dotnet-build.log"))),
        );
        match result {
            Ok(_) => say(&format!(
                "csharp_sdk: dotnet build of generated/{seed}/dotnet (dotnet {version}): {:.1}s",
                start.elapsed().as_secs_f64()
            )),
            Err(message) => failures.push(message),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

// ---------------------------------------------------------------------------------------------
// The public API (the extraction is in tests/support/csharp_api.rs, shared with tests/parity.rs)

/// The extraction itself, on tests/csharp/valid.cs: a fact for each kind of member, and none
/// for what callers cannot see.
#[test]
fn public_api_extraction() {
    let file = root().join("tests/csharp/valid.cs");
    let source = read_text(&file).unwrap_or_else(|m| panic!("{m}"));
    let mut facts = BTreeSet::new();
    assert!(
        source_facts(&source, &mut facts),
        "{} does not parse",
        file.display()
    );
    let expected = [
        "Pulumi.Valid.Widget public class : Pulumi.CustomResource \
         [ValidResourceType(\"valid:index/widget:Widget\")]",
        "Pulumi.Valid.Widget..ctor(string name, WidgetArgs? args = null, CustomResourceOptions? \
         options = null): public constructor",
        "Pulumi.Valid.Widget.Get(string name, Input<string> id, CustomResourceOptions? options = \
         null): public static method Widget",
        "Pulumi.Valid.Widget.Namespace: public property Output<string> { get; private set; } \
         [Output(\"namespace\")]",
        "Pulumi.Valid.WidgetArgs._tags: private field InputMap<string>? [Input(\"tags\")]",
        "Pulumi.Valid.WidgetArgs.Tags: public property InputMap<string> { get; set; }",
        "Pulumi.Valid.WidgetArgs.Size: public property Input<int>? { get; set; } \
         [Input(\"size\")] [Obsolete(@\"Use \"\"capacity\"\" instead. It goes away in v2.\")]",
        "Pulumi.Valid.WidgetArgs.Empty: new public static property WidgetArgs { get; }",
        "Pulumi.Valid.WidgetKind public readonly struct : IEquatable<WidgetKind> [EnumType]",
        "Pulumi.Valid.WidgetKind.Small: public static property WidgetKind { get; } = new \
         WidgetKind(\"small\")",
        "Pulumi.Valid.WidgetKind.Default: public static property WidgetKind { get; } = new \
         WidgetKind(\"default\")",
        "Pulumi.Valid.WidgetKind.operator ==(WidgetKind left, WidgetKind right): public static \
         operator bool",
        "Pulumi.Valid.WidgetKind.explicit operator string(WidgetKind value): public static \
         conversion",
        "Pulumi.Valid.Level.default: enum member = 2",
        "Pulumi.Valid.GetWidget.InvokeAsync(GetWidgetArgs args, InvokeOptions? options = null): \
         public static method Task<GetWidgetResult>",
        "Pulumi.Valid.GetWidgetResult..ctor(string class, ImmutableArray<Outputs.WidgetItem> \
         items, string namespace, string? value, string? var): private constructor \
         [OutputConstructor]",
        "Pulumi.Valid.GetWidgetResult.class: public readonly field string",
        "Pulumi.Valid.Config.Insecure: public static property bool? { get; set; }",
        "Pulumi.Valid.Config.Types.Endpoint.Url: public property string? { get; set; }",
        "Pulumi.Valid.Outputs.WidgetItem..ctor(double? default): private constructor \
         [OutputConstructor]",
    ];
    let missing: Vec<&str> = expected
        .iter()
        .copied()
        .filter(|fact| !facts.contains(*fact))
        .collect();
    // Private members without serializer attributes, private nested types, internal types.
    let hidden: Vec<&String> = facts
        .iter()
        .filter(|fact| {
            fact.contains("MakeResourceOptions")
                || fact.contains("__Value")
                || fact.contains("_value")
                || fact.contains(".Widget..ctor(string name, Input<string> id")
        })
        .collect();
    assert!(
        missing.is_empty() && hidden.is_empty(),
        "facts missing: {missing:#?}\nfacts of what callers cannot see: {hidden:#?}\nall \
         facts:\n{}",
        facts.iter().cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn public_api_of_confluentcloud() {
    let schema = root().join("../shared/corpus/real").join(REFERENCE_SCHEMA);
    assert!(
        schema.is_file(),
        "the corpus schema {} is missing (shared/ is expected beside the project)",
        schema.display()
    );
    let out = scratch("api");
    assert!(
        generate_corpus_schema(&schema, &out, "csharp").unwrap_or_else(|m| panic!("{m}")),
        "sdkgen refused {}",
        schema.display()
    );
    let dir = out.join(REFERENCE_NAME).join("dotnet");
    assert!(
        dir.is_dir(),
        "sdkgen generate {} --lang csharp wrote no {} (it wrote: {})",
        schema.display(),
        dir.display(),
        listing(&out)
    );
    let facts = api_facts(&dir).unwrap_or_else(|m| panic!("{m}"));
    let mut listing = String::new();
    for fact in &facts {
        listing.push_str(fact);
        listing.push('\n');
    }
    say(&format!(
        "csharp_sdk: {} public API facts in the C# package generated from {REFERENCE_SCHEMA}",
        facts.len()
    ));
    insta::assert_snapshot!(listing);
}
