//! Validation over the corpus, the exact diagnostic of each kind of bad input, the committed
//! metaschema, and the `sdkgen validate` command's contract (exit codes, formats).

use std::path::{Path, PathBuf};
use std::process::Command;

use sdkgen::diagnostics::{render_human, Severity};
use sdkgen::workspace::{check_files, Outcome};

use crate::support::ScratchDir;

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
        ("duplicate-key.json", &[(7, 5, "E0104"), (8, 50, "E0104")]),
        ("duplicate-key.yaml", &[(7, 3, "E0104")]),
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
fn guide_lists_every_diagnostic_code() {
    let readme = std::fs::read_to_string(root().join("docs/guide.md")).unwrap();
    for code in sdkgen::diagnostics::Code::ALL {
        let row = format!("| `{}` | {} |", code.as_str(), code.severity().as_str());
        assert!(
            readme.contains(&row),
            "docs/guide.md lacks a row for {}",
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

/// Diagnostics of one schema text written to a scratch file named `name`.
fn check_text(name: &str, text: &str) -> Outcome {
    let dir = ScratchDir::new(&format!("text-{}", name.replace('.', "-")));
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    check_files(&[file])
}

fn located(outcome: &Outcome) -> Vec<Located> {
    outcome
        .diagnostics
        .iter()
        .map(|d| {
            let (line, col) = d.line_col().expect("every diagnostic is located");
            (line, col, d.code.as_str())
        })
        .collect()
}

/// A member given twice (a definition, or any object member, in JSON and YAML) is an error at
/// the repeat with a note at the first; before, the first was silently dropped.
#[test]
fn duplicate_members_point_at_both_occurrences() {
    let bad = root().join("tests/bad");
    for (file, at, first) in [
        ("duplicate-key.json", (7, 5), (4, 5)),
        ("duplicate-key.yaml", (7, 3), (3, 3)),
    ] {
        let outcome = check_files(&[bad.join(file)]);
        assert!(outcome.packages.is_empty(), "{file} is not valid");
        let d = outcome
            .diagnostics
            .iter()
            .find(|d| d.code.as_str() == "E0104")
            .unwrap_or_else(|| panic!("{file}: no E0104 in {:#?}", errors(&outcome)));
        assert_eq!(d.line_col(), Some(at), "{file}");
        assert_eq!(d.pointer, "/resources/mini:index:Thing");
        let source = d.source.as_ref().unwrap();
        let notes: Vec<(usize, usize)> = d
            .related
            .iter()
            .map(|r| source.line_col(r.span.start))
            .collect();
        assert_eq!(notes, vec![first], "{file}");
        let human = render_human(d);
        assert!(
            human.contains(&format!(
                "first given here ({}:{}:{})",
                d.source.as_ref().unwrap().name,
                first.0,
                first.1
            )),
            "{human}"
        );
        let json: serde_json::Value =
            serde_json::from_str(&sdkgen::diagnostics::render_json(d)).unwrap();
        assert_eq!(
            json["related"],
            serde_json::json!([{"line": first.0, "column": first.1, "message": "first given here"}])
        );
    }
    // The CLI refuses to generate from it.
    let dir = ScratchDir::new("dup-generate");
    let out = dir.join("out");
    let (code, _, stderr) = sdkgen(&[
        "generate",
        bad.join("duplicate-key.json").to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--lang",
        "python",
    ]);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("error[E0104]"), "{stderr}");
    assert!(!out.exists());
    // A third occurrence is another error, its note still at the first.
    let outcome = check_text(
        "triple.json",
        "{\"name\": \"t\",\n\"name\": \"t\",\n\"name\": \"t\"}",
    );
    let found: Vec<(Located, Vec<usize>)> = outcome
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str() == "E0104")
        .map(|d| {
            let (l, c) = d.line_col().unwrap();
            let source = d.source.as_ref().unwrap();
            let firsts = d
                .related
                .iter()
                .map(|r| source.line_col(r.span.start).0)
                .collect();
            ((l, c, "E0104"), firsts)
        })
        .collect();
    assert_eq!(
        found,
        vec![((2, 1, "E0104"), vec![1]), ((3, 1, "E0104"), vec![1])]
    );
}

/// The schema used by the checks below: `mini` with whatever `extra` top-level members.
fn mini(extra: &str) -> String {
    format!("{{\n  \"name\": \"mini\",\n{extra}\n}}\n")
}

/// Every `language` setting a backend uses is checked by `validate`, where it is.
#[test]
fn language_settings_are_checked_where_they_are() {
    let text = mini(
        r#"  "language": {
    "go": {"importBasePath": "/abs/evil", "generics": "side-by-side", "generateExtraInputTypes": "yes"},
    "nodejs": {"packageName": "../../evil", "dependencies": {"Not A Name": "1.0.0"}},
    "python": {"requires": {"ok-name": ">=1", "-bad": ">=1"}}
  },
  "functions": {
    "mini:index:getThing": {
      "inputs": {"properties": {"a": {"type": "string"}}},
      "multiArgumentInputs": ["a"]
    }
  }"#,
    );
    let outcome = check_text("language.json", &text);
    assert_eq!(
        located(&outcome),
        vec![
            (4, 30, "E0324"),
            (4, 98, "E0201"),
            (5, 31, "E0324"),
            (5, 62, "E0324"),
            (6, 47, "E0324"),
            (11, 30, "E0324"),
        ],
        "{:#?}",
        errors(&outcome)
    );
}

/// An empty `packageName` or `importBasePath` means the default, as in Pulumi's generator (the
/// tls schema, which others refer to, has `"packageName": ""`).
#[test]
fn empty_package_names_mean_the_default() {
    let text = mini(
        r#"  "language": {
    "go": {"importBasePath": ""},
    "nodejs": {"packageName": ""}
  }"#,
    );
    let outcome = check_text("language.json", &text);
    assert!(errors(&outcome).is_empty(), "{:#?}", errors(&outcome));
}

/// A `$ref` into a package whose name is a near miss of the schema's own is a typo: an error
/// with the fix, not an opaque type. A package that only extends the name (`azure` from
/// `azuread`) is another package, and stays a warning when its schema is missing.
#[test]
fn misspelt_own_package_in_a_ref_is_an_error() {
    let text = mini(
        r##"  "types": {
    "mini:index:Bolt": {"type": "object", "properties": {"size": {"type": "integer"}}},
    "mini:index:Nut": {"type": "object", "properties": {
      "bolt": {"$ref": "#/types/mimi:index:Bolt"},
      "other": {"$ref": "#/types/miniature:index:Washer"},
      "far": {"$ref": "#/types/aws:index:Bolt"}
    }}
  }"##,
    );
    let outcome = check_text("typo.json", &text);
    assert_eq!(
        located(&outcome),
        vec![(6, 24, "E0301"), (7, 25, "W0401"), (8, 23, "W0401")],
        "{:#?}",
        outcome
            .diagnostics
            .iter()
            .map(render_human)
            .collect::<Vec<_>>()
    );
    let d = &outcome.diagnostics[0];
    assert_eq!(
        d.help.as_deref(),
        Some("did you mean `#/types/mini:index:Bolt`?")
    );
    assert!(
        d.message.contains("nearly this package's own name `mini`"),
        "{}",
        d.message
    );
}

/// On a long line (a description, a minified schema), the snippet is a window around the
/// column, and the caret sits under the reported character.
#[test]
fn long_lines_show_a_window_around_the_column() {
    let description = "x".repeat(5000);
    let text = format!(
        r##"{{"name": "mini", "description": "{description}", "types": {{"mini:index:A": {{"type": "object", "properties": {{"b": {{"$ref": "#/types/mini:index:Missing"}}}}}}}}}}"##
    );
    let outcome = check_text("long.json", &text);
    let d = outcome
        .diagnostics
        .iter()
        .find(|d| d.code.as_str() == "E0301")
        .expect("the unknown ref");
    let (line, col) = d.line_col().unwrap();
    assert_eq!(line, 1);
    assert!(col > 5000, "{col}");
    let human = render_human(d);
    let lines: Vec<&str> = human.lines().collect();
    let source_line = lines
        .iter()
        .position(|l| l.starts_with("1 | "))
        .expect("snippet");
    let shown: Vec<char> = lines[source_line]["1 | ".len()..].chars().collect();
    let carets = &lines[source_line + 1]["  | ".len()..];
    let caret = carets.find('^').expect("a caret");
    assert!(
        shown.len() <= 130,
        "a window, not the line: {} chars",
        shown.len()
    );
    // Under the caret: the opening quote of the reference, then its text.
    let under: String = shown[caret..].iter().take(6).collect();
    assert_eq!(under, "\"#/typ", "{human}");
    assert_eq!(shown[0], '…');
    // A short line is shown whole, caret at the column.
    let outcome = check_text(
        "short.json",
        r##"{"name": "mini", "types": {"mini:index:A": {"type": "objekt"}}}"##,
    );
    let human = render_human(&outcome.diagnostics[0]);
    assert!(human.contains("1 | {\"name\""), "{human}");
}

/// One run reports every error: a definition whose token is malformed is still checked inside.
/// An enum with one value under two names warns where the second is (Python aliases it).
#[test]
fn every_error_in_one_run() {
    let text = mini(
        r#"  "functions": {
    "mini:index:get:Thing": {
      "inputs": {"properties": {"a": {"type": "string"}}, "required": ["b"]}
    }
  },
  "types": {
    "mini:Color": {"type": "object", "properties": {"c": {"type": "strin"}}},
    "mini:index:Size": {"type": "string", "enum": [
      {"name": "Small", "value": "s"},
      {"name": "Tiny", "value": "s"}
    ]}
  }"#,
    );
    let outcome = check_text("every.json", &text);
    assert_eq!(
        located(&outcome),
        vec![
            (4, 5, "E0303"),
            (5, 72, "E0306"),
            (9, 5, "E0303"),
            (9, 67, "E0313"),
            (12, 16, "W0406"),
        ],
        "{:#?}",
        outcome
            .diagnostics
            .iter()
            .map(render_human)
            .collect::<Vec<_>>()
    );
    let alias = outcome.diagnostics.last().unwrap();
    assert!(
        alias
            .message
            .contains("Python makes `Tiny` an alias of `Small`"),
        "{}",
        alias.message
    );
}

/// Control characters in names are shown escaped: a diagnostic is the lines it looks like.
#[test]
fn control_characters_in_messages_are_escaped() {
    let text = mini(r#"  "resources": {"mini:index:Bad\nName\u001b[31m": {"properties": {}}}"#);
    let outcome = check_text("newline.json", &text);
    let d = outcome
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .expect("an error");
    let human = render_human(d);
    let header = human.lines().next().unwrap();
    assert!(
        header.contains("Bad\\nName\\u{1b}[31m"),
        "the header holds the whole, escaped name: {human}"
    );
    assert!(!human.contains('\u{1b}'), "{human:?}");
    let pointer_line = human.lines().nth(1).unwrap();
    assert!(
        pointer_line.starts_with("  = at ") && pointer_line.contains("Bad\\nName"),
        "{human}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&sdkgen::diagnostics::render_json(d)).unwrap();
    assert!(
        json["message"].as_str().unwrap().contains("Bad\\nName"),
        "{json}"
    );
}

/// Inputs are bounded: a device that never ends and a file over the limit are refused with a
/// clear error (exit 2) before they are read into memory; `--max-input-size` moves the limit.
/// The first command runs under a 2 GB address-space limit, which the old unbounded read hit.
#[test]
fn oversized_inputs_are_refused() {
    let bin = env!("CARGO_BIN_EXE_sdkgen");
    let output = Command::new("sh")
        .args([
            "-c",
            &format!("ulimit -v 2000000; exec timeout 60 {bin} validate /dev/zero"),
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("/dev/zero")
            && stderr.contains("not a regular file")
            && stderr.contains("--max-input-size"),
        "{stderr}"
    );

    let dir = ScratchDir::new("oversized");
    let huge = dir.join("huge.json");
    let file = std::fs::File::create(&huge).unwrap();
    file.set_len(sdkgen::load::DEFAULT_MAX_INPUT_BYTES + 1)
        .unwrap(); // sparse: no disk used
    let (code, _, stderr) = sdkgen(&["validate", huge.to_str().unwrap()]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("over the limit of 256 MiB"), "{stderr}");

    let small = dir.join("small.json");
    std::fs::write(
        &small,
        mini(&format!("  \"description\": \"{}\"", "d".repeat(3000))),
    )
    .unwrap();
    let (code, _, stderr) = sdkgen(&[
        "validate",
        small.to_str().unwrap(),
        "--max-input-size",
        "2K",
    ]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("the file holds 2.9 KiB, over the limit of 2 KiB"),
        "{stderr}"
    );
    let (code, _, stderr) = sdkgen(&[
        "validate",
        small.to_str().unwrap(),
        "--max-input-size",
        "4K",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = sdkgen(&[
        "--max-input-size",
        "lots",
        "validate",
        small.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{stderr}");
}
