//! Validation over the corpus, the exact diagnostic of each kind of bad input, the committed
//! metaschema, and the `sdkgen validate` command's contract (exit codes, formats).

use std::path::{Path, PathBuf};
use std::process::Command;

use sdkgen::diagnostics::{render_human, Severity};
use sdkgen::workspace::{check_files, Outcome};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `../shared/corpus` beside the project (as in CI and on developer machines).
fn corpus() -> PathBuf {
    let dir = root().join("../shared/corpus");
    assert!(
        dir.is_dir(),
        "the schema corpus is expected at {} (shared/ beside the project)",
        dir.display()
    );
    dir
}

/// A scratch directory for one test, removed when it goes out of scope (also on failure).
struct ScratchDir(PathBuf);

impl ScratchDir {
    fn new(test: &str) -> ScratchDir {
        let dir = std::env::temp_dir().join(format!("sdkgen-{test}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        ScratchDir(dir)
    }
}

impl std::ops::Deref for ScratchDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn schema_files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("json" | "yaml" | "yml")
            ) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn errors(outcome: &Outcome) -> Vec<String> {
    outcome
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(render_human)
        .collect()
}

/// `(line, column, code)` of a diagnostic.
type Located = (usize, usize, &'static str);

/// `(line, column, code)` of every error, in order.
fn error_positions(path: &Path) -> Vec<Located> {
    let outcome = check_files(&[path.to_path_buf()]);
    outcome
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| {
            let (line, col) = d.line_col().expect("every error is located");
            (line, col, d.code.as_str())
        })
        .collect()
}

#[test]
fn seed_schemas_are_valid() {
    let files = vec![
        root().join("schema/streamcloud.json"),
        root().join("schema/gatewaycloud.json"),
    ];
    let outcome = check_files(&files);
    assert_eq!(errors(&outcome), Vec::<String>::new());
    let warnings: Vec<String> = outcome
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Warning)
        .map(render_human)
        .collect();
    assert_eq!(
        warnings,
        Vec::<String>::new(),
        "the seeds should be warning-free"
    );
    assert_eq!(outcome.packages.len(), 2);
}

#[test]
fn every_real_corpus_schema_is_valid() {
    let files = schema_files_under(&corpus().join("real"));
    assert_eq!(files.len(), 7, "seven real provider schemas");
    let outcome = check_files(&files);
    assert_eq!(errors(&outcome), Vec::<String>::new());
    assert_eq!(outcome.packages.len(), files.len());
}

#[test]
fn codegen_testdata_loads_and_bad_schemas_are_rejected() {
    let files = schema_files_under(&corpus().join("pulumi-codegen-testdata"));
    assert!(
        files.len() > 90,
        "found only {} testdata schemas",
        files.len()
    );
    let mut bad_seen = 0;
    for file in &files {
        let name = file.file_name().unwrap().to_str().unwrap();
        let outcome = check_files(std::slice::from_ref(file));
        if name.starts_with("bad-") {
            bad_seen += 1;
            assert!(
                outcome.has_errors(),
                "{} should be rejected",
                file.display()
            );
        } else {
            assert_eq!(
                errors(&outcome),
                Vec::<String>::new(),
                "{} should load",
                file.display()
            );
        }
    }
    assert_eq!(bad_seen, 14);
}

/// An enum of booleans loads (Pulumi's own test data counts `good-enum-3.json` as good) and
/// warns at its `type`, because the Python and C# backends refuse it.
#[test]
fn boolean_enums_warn_where_their_type_is() {
    let file = corpus().join("pulumi-codegen-testdata/schema/good-enum-3.json");
    let outcome = check_files(std::slice::from_ref(&file));
    assert_eq!(errors(&outcome), Vec::<String>::new());
    let warnings: Vec<Located> = outcome
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Warning)
        .map(|d| {
            let (line, col) = d.line_col().expect("every warning is located");
            (line, col, d.code.as_str())
        })
        .collect();
    assert_eq!(warnings, vec![(6, 15, "W0405")]);
    let text = render_human(
        outcome
            .diagnostics
            .iter()
            .find(|d| d.code.as_str() == "W0405")
            .unwrap(),
    );
    assert!(
        text.contains("/types/fake-provider:module1:Boolean/type")
            && text.contains("Python and .NET"),
        "{text}"
    );
}

/// What each of Pulumi's `bad-*` schemas is rejected for: the code and the words naming it.
#[test]
fn bad_testdata_schemas_name_their_problem() {
    let dir = corpus().join("pulumi-codegen-testdata/schema");
    let expected: &[(&str, &str, &str)] = &[
        (
            "bad-enum-1.json",
            "E0310",
            "enum value 3 is an integer, but the type is string",
        ),
        (
            "bad-enum-2.json",
            "E0310",
            "enum value true is a boolean, but the type is string",
        ),
        (
            "bad-enum-3.json",
            "E0310",
            "enum value 9.1 is a number, but the type is integer",
        ),
        (
            "bad-enum-4.json",
            "E0310",
            "enum value \"marshmallow\" is a string, but the type is boolean",
        ),
        (
            "bad-methods-1.json",
            "E0315",
            "which this schema does not define",
        ),
        ("bad-methods-2.json", "E0315", "is already a method"),
        (
            "bad-methods-3.json",
            "E0315",
            "must be the resource token followed by `/<method>`",
        ),
        (
            "bad-methods-4.json",
            "E0315",
            "must be the resource token followed by `/<method>`",
        ),
        (
            "bad-methods-5.json",
            "E0315",
            "its first input must be `__self__`",
        ),
        ("bad-methods-6.json", "E0315", "has the name of a property"),
        (
            "bad-type-1.json",
            "E0316",
            "`provider` is reserved in the root module",
        ),
        (
            "bad-type-2.json",
            "E0316",
            "`provider` is reserved in the root module",
        ),
        ("bad-type-3.json", "E0303", "must have three parts"),
        ("bad-type-4.json", "E0303", "must have three parts"),
    ];
    for (file, code, words) in expected {
        let outcome = check_files(&[dir.join(file)]);
        let found = outcome
            .diagnostics
            .iter()
            .any(|d| d.is_error() && d.code.as_str() == *code && d.message.contains(words));
        assert!(
            found,
            "{file}: expected {code} containing {words:?}, got {:#?}",
            errors(&outcome)
        );
    }
}

/// The exact location and code of each kind of bad input (fixtures in `tests/bad/`).
#[test]
fn each_kind_of_bad_input_is_pinned() {
    let bad = root().join("tests/bad");
    let cases: &[(&str, &[Located])] = &[
        ("syntax.json", &[(4, 47, "E0101")]),
        ("top-level-array.json", &[(1, 1, "E0103")]),
        ("wrong-kind.json", &[(7, 48, "E0201"), (9, 19, "E0201")]),
        ("missing-member.json", &[(8, 9, "E0202")]),
        ("unknown-ref.json", &[(8, 29, "E0301"), (9, 27, "E0301")]),
        ("unknown-ref.yaml", &[(9, 15, "E0301"), (14, 15, "E0313")]),
        ("malformed-token.json", &[(4, 5, "E0303"), (7, 5, "E0304")]),
        (
            "unknown-required.json",
            &[(9, 20, "E0306"), (18, 22, "E0306")],
        ),
        ("duplicate-token-case.json", &[(7, 5, "E0305")]),
        ("duplicate-token-naming.json", &[(7, 5, "E0305")]),
        ("required-cycle.json", &[(11, 5, "E0307")]),
        ("default-type.json", &[(5, 53, "E0308"), (6, 48, "E0308")]),
        ("duplicate-enum.json", &[(9, 20, "E0309")]),
        (
            "name-collision.json",
            &[(8, 9, "E0311"), (8, 9, "E0311"), (10, 9, "E0311")],
        ),
        ("env-var.json", &[(8, 55, "E0312")]),
        (
            "unknown-primitive.json",
            &[(7, 28, "E0313"), (8, 28, "E0313")],
        ),
        ("unsafe-package-name.json", &[(2, 11, "E0314")]),
        ("unsafe-module.json", &[(4, 5, "E0314"), (7, 5, "E0314")]),
    ];
    let mut fixtures: Vec<String> = std::fs::read_dir(&bad)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    fixtures.sort();
    let mut pinned: Vec<String> = cases.iter().map(|(f, _)| f.to_string()).collect();
    pinned.sort();
    assert_eq!(
        fixtures, pinned,
        "every fixture in tests/bad is pinned here"
    );
    for (file, expected) in cases {
        assert_eq!(
            error_positions(&bad.join(file)),
            expected.to_vec(),
            "{file}"
        );
    }
}

/// The whole human rendering of every fixture, reviewed as a snapshot.
#[test]
fn bad_input_messages_snapshot() {
    let bad = root().join("tests/bad");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&bad)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut text = String::new();
    for file in files {
        let outcome = check_files(std::slice::from_ref(&file));
        for d in &outcome.diagnostics {
            let rendered = render_human(d);
            // Paths differ between machines; keep them relative to the project.
            let prefix = format!("{}/", root().display());
            text.push_str(&rendered.replace(&prefix, ""));
        }
    }
    insta::assert_snapshot!(text);
}

#[test]
fn invalid_utf8_is_reported_at_its_position() {
    let dir = ScratchDir::new("utf8");
    let file = dir.join("latin1.json");
    std::fs::write(&file, b"{\n  \"name\": \"caf\xe9\"\n}\n").unwrap();
    assert_eq!(error_positions(&file), vec![(2, 15, "E0102")]);
}

#[test]
fn committed_metaschema_matches_the_model() {
    let committed = std::fs::read_to_string(root().join("schema/package.schema.json"))
        .expect("schema/package.schema.json is committed");
    assert!(
        committed == sdkgen::spec::metaschema_text(),
        "schema/package.schema.json is stale: run `cargo run -- metaschema > schema/package.schema.json`"
    );
}

/// Truncations and byte flips of a real schema: every one gives diagnostics, none panics.
#[test]
fn mangled_schemas_never_panic() {
    let original = std::fs::read(root().join("schema/gatewaycloud.json")).unwrap();
    let dir = ScratchDir::new("mangle");
    let file = dir.join("mangled.json");
    let step = original.len() / 97;
    for (i, cut) in (1..original.len()).step_by(step).enumerate() {
        let mut bytes = original.clone();
        if i % 2 == 0 {
            bytes.truncate(cut);
        } else {
            // Swap a structural byte for another one.
            bytes[cut] = b"{}[],:\"0a"[i % 9];
        }
        std::fs::write(&file, &bytes).unwrap();
        let result = std::panic::catch_unwind(|| check_files(std::slice::from_ref(&file)));
        assert!(result.is_ok(), "panicked on mutation {i} at byte {cut}");
    }
}

fn sdkgen(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    (
        output.status.code().expect("exited, not killed"),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn cli_validates_schema_dir_by_default() {
    let (code, _, stderr) = sdkgen(&["validate"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("2 schemas checked: 2 valid, 0 errors"),
        "{stderr}"
    );
}

#[test]
fn cli_takes_a_directory_for_its_schemas() {
    // A directory stands for its package schemas; a file named again through it counts once.
    for args in [
        &["validate", "schema/"][..],
        &[
            "validate",
            "schema",
            "schema/streamcloud.json",
            "./schema/streamcloud.json",
        ],
        &["check", "schema/"],
    ] {
        let (code, _, stderr) = sdkgen(args);
        assert_eq!(code, 0, "{args:?}: {stderr}");
        assert!(!stderr.contains("E0322"), "{args:?}: {stderr}");
    }
    let (_, _, stderr) = sdkgen(&["validate", "schema/"]);
    assert!(stderr.contains("2 schemas checked: 2 valid"), "{stderr}");

    let empty = root().join("target/tmp/validate-empty-dir");
    let _ = std::fs::remove_dir_all(&empty);
    std::fs::create_dir_all(&empty).unwrap();
    let (code, _, stderr) = sdkgen(&[
        "generate",
        empty.to_str().unwrap(),
        "--out",
        "target/tmp/never",
    ]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("holds no package schema"), "{stderr}");
    assert!(!root().join("target/tmp/never").exists());
}

#[test]
fn cli_exit_codes_and_formats() {
    let (code, _, stderr) = sdkgen(&["validate", "tests/bad/unknown-ref.json"]);
    assert_eq!(code, 1);
    assert!(
        stderr.starts_with("tests/bad/unknown-ref.json:8:29: error[E0301]: "),
        "{stderr}"
    );
    assert!(stderr.contains("did you mean `#/types/refs:index/subnet:Subnet`?"));

    let (code, _, stderr) = sdkgen(&["validate", "--format", "json", "tests/bad/unknown-ref.json"]);
    assert_eq!(code, 1);
    let first: serde_json::Value = serde_json::from_str(stderr.lines().next().unwrap()).unwrap();
    assert_eq!(first["code"], "E0301");
    assert_eq!(first["line"], 8);
    assert_eq!(first["column"], 29);
    assert_eq!(first["severity"], "error");
    assert_eq!(
        first["pointer"],
        "/types/refs:index~1network:Network/properties/subnet/$ref"
    );

    let (code, _, stderr) = sdkgen(&["validate", "tests/bad/does-not-exist.json"]);
    assert_eq!(code, 2, "{stderr}");
    let (code, _, _) = sdkgen(&["validate", "--no-such-flag"]);
    assert_eq!(code, 2);
    let (code, stdout, _) = sdkgen(&["metaschema"]);
    assert_eq!(code, 0);
    assert_eq!(stdout, sdkgen::spec::metaschema_text());
}

#[test]
fn cli_never_panics_on_odd_input() {
    let dir = ScratchDir::new("odd");
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("empty.json", Vec::new()),
        ("null.json", b"null".to_vec()),
        ("string.yaml", b"just a string\n".to_vec()),
        ("deep.json", "[".repeat(100_000).into_bytes()),
        ("deep.yaml", "[".repeat(100_000).into_bytes()),
        ("two-docs.yaml", b"name: a\n---\nname: b\n".to_vec()),
        ("binary.json", (0u8..=255).collect()),
        ("bom.json", b"\xef\xbb\xbf{\"name\": \"bom\"}".to_vec()),
    ];
    for (name, bytes) in &cases {
        let file = dir.join(name);
        std::fs::write(&file, bytes).unwrap();
        let (code, _, stderr) = sdkgen(&["validate", file.to_str().unwrap()]);
        assert!(code == 0 || code == 1, "{name}: exit {code}\n{stderr}");
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        if *name == "bom.json" {
            assert_eq!(code, 0, "{stderr}");
        } else {
            assert_eq!(code, 1, "{name}: {stderr}");
        }
    }
}

#[test]
fn readme_lists_every_diagnostic_code() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    for code in sdkgen::diagnostics::Code::ALL {
        let row = format!("| `{}` | {} |", code.as_str(), code.severity().as_str());
        assert!(
            readme.contains(&row),
            "README lacks a row for {}",
            code.as_str()
        );
    }
}

/// A `$ref` into another package resolves against a schema given in the same run or lying next
/// to the referring file; a wrong token there is an error, a missing schema only a warning.
#[test]
fn cross_package_refs_resolve_next_to_the_file() {
    use sdkgen::diagnostics::Code;
    let dir = ScratchDir::new("xref");
    let nested = dir.join("elsewhere");
    std::fs::create_dir_all(&nested).unwrap();
    let dep = r#"{"name": "dep", "version": "1.2.0",
        "types": {"dep:index:Thing": {"type": "object", "properties": {"a": {"type": "string"}}}}}"#;
    let main = |token: &str| {
        format!(
            r#"{{"name": "app", "types": {{"app:index:Holder": {{"type": "object",
                "properties": {{"thing": {{"$ref": "/dep/v1.2.0/schema.json#/types/{token}"}}}}}}}}}}"#
        )
    };
    std::fs::write(dir.join("dep-1.2.0.json"), dep).unwrap();
    std::fs::write(dir.join("app.json"), main("dep:index:Thing")).unwrap();
    std::fs::write(dir.join("typo.json"), main("dep:index:Thin")).unwrap();
    std::fs::write(nested.join("app.json"), main("dep:index:Thing")).unwrap();

    let codes = |files: &[PathBuf]| -> Vec<Code> {
        check_files(files)
            .diagnostics
            .iter()
            .map(|d| d.code)
            .collect()
    };
    // Next to the referring file: resolved, nothing to say.
    assert_eq!(codes(&[dir.join("app.json")]), vec![]);
    // Resolved, but the package has no such type: an error with a suggestion.
    let outcome = check_files(&[dir.join("typo.json")]);
    assert_eq!(outcome.diagnostics.len(), 1);
    assert_eq!(outcome.diagnostics[0].code, Code::UnknownRef);
    assert_eq!(
        outcome.diagnostics[0].help.as_deref(),
        Some("did you mean `dep:index:Thing`?")
    );
    // Elsewhere, alone: a dangling reference is a warning, and the schema stays valid.
    let alone = check_files(&[nested.join("app.json")]);
    assert!(!alone.has_errors());
    assert_eq!(
        alone.diagnostics.iter().map(|d| d.code).collect::<Vec<_>>(),
        vec![Code::DanglingExternalRef]
    );
    // Elsewhere, but the dependency given in the same run: resolved.
    assert_eq!(
        codes(&[nested.join("app.json"), dir.join("dep-1.2.0.json")]),
        vec![]
    );
    // A neighbour that is not a usable schema is named in the warning.
    std::fs::write(nested.join("dep.json"), "{ not json").unwrap();
    let broken = check_files(&[nested.join("app.json")]);
    assert!(!broken.has_errors());
    assert_eq!(broken.diagnostics.len(), 1);
    let message = &broken.diagnostics[0].message;
    assert!(
        message
            .contains("dep.json is where its schema would be, but it cannot be used (invalid JSON"),
        "{message}"
    );
}
