//! `sdkgen lint`: every rule on a bad example (`tests/fixtures/lint/`), silencing in the schema
//! and on the command line, the seeds being clean, and the command's contract.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use sdkgen::diagnostics::render_human;
use sdkgen::lint::{self, Options};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn fixtures() -> PathBuf {
    root().join("tests/fixtures/lint")
}

/// `(line, column, code)` of every finding.
type Located = (usize, usize, &'static str);

fn findings(file: &Path, options: &Options) -> Vec<(usize, usize, String)> {
    lint::run(&[file.to_path_buf()], options)
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str().starts_with('L'))
        .map(|d| {
            let (line, column) = d.line_col().expect("located");
            (line, column, d.code.as_str().to_owned())
        })
        .collect()
}

fn sdkgen(args: &[&str]) -> (i32, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    assert!(output.stdout.is_empty(), "lint prints on stderr only");
    (
        output.status.code().expect("exited, not killed"),
        String::from_utf8(output.stderr).unwrap(),
    )
}

/// Where each rule fires on its bad example; a fixture that stopped firing (or fires
/// elsewhere) fails here.
#[test]
fn each_rule_fires_on_its_bad_example() {
    let cases: &[(&str, &[Located])] = &[
        ("clean.json", &[]),
        (
            "credentials.json",
            &[
                (6, 7, "L0601"),
                (8, 7, "L0601"),
                (22, 9, "L0601"),
                (48, 9, "L0601"),
                (59, 11, "L0601"),
            ],
        ),
        (
            "descriptions.json",
            &[
                (1, 1, "L0602"),
                (4, 5, "L0602"),
                (8, 5, "L0602"),
                (8, 5, "L0603"),
                (18, 5, "L0602"),
                (18, 5, "L0603"),
                (30, 5, "L0603"),
            ],
        ),
        (
            "escaped-names.json",
            &[(9, 9, "L0604"), (10, 9, "L0604"), (11, 9, "L0604")],
        ),
        (
            "required-flags.json",
            &[
                (16, 9, "L0606"),
                (17, 9, "L0607"),
                (27, 9, "L0606"),
                (28, 9, "L0607"),
            ],
        ),
        (
            "silencing.json",
            &[
                (8, 9, "L0690"),
                (9, 9, "L0690"),
                (11, 7, "L0690"),
                (15, 5, "L0603"),
                (24, 9, "L0601"),
                (27, 41, "L0690"),
                (35, 11, "L0691"),
                (38, 21, "L0690"),
                (41, 3, "L0690"),
            ],
        ),
        (
            "unused-types.json",
            &[(27, 5, "L0605"), (34, 5, "L0605"), (39, 5, "L0605")],
        ),
    ];
    let mut on_disk: Vec<String> = std::fs::read_dir(fixtures())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    on_disk.sort();
    let pinned: Vec<&str> = cases.iter().map(|(f, _)| *f).collect();
    assert_eq!(
        on_disk, pinned,
        "every fixture in tests/fixtures/lint is pinned here"
    );
    for (file, expected) in cases {
        let expected: Vec<(usize, usize, String)> = expected
            .iter()
            .map(|&(l, c, code)| (l, c, code.to_owned()))
            .collect();
        assert_eq!(
            findings(&fixtures().join(file), &Options::default()),
            expected,
            "{file}"
        );
    }
}

/// The whole human rendering of every fixture, reviewed as a snapshot.
#[test]
fn findings_snapshot() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let prefix = format!("{}/", root().display());
    let mut text = String::new();
    for file in files {
        for d in lint::run(&[file], &Options::default()).diagnostics {
            if d.code.as_str().starts_with('L') {
                text.push_str(&render_human(&d).replace(&prefix, ""));
            }
        }
    }
    insta::assert_snapshot!(text);
}

/// The seed schemas are clean: each remaining finding is justified in the schema.
#[test]
fn seeds_are_clean() {
    let (code, stderr) = sdkgen(&["lint", "--deny-warnings"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("2 schemas linted: 0 warnings"), "{stderr}");
}

/// The seeds' allows do work: without them, the rules they justify fire.
#[test]
fn seed_allows_silence_real_findings() {
    fn strip(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::Object(map) => {
                map.remove(lint::ALLOW_KEY);
                map.values_mut().for_each(strip);
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let dir = std::env::temp_dir().join(format!("sdkgen-lint-seeds-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut counts: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for seed in ["streamcloud", "gatewaycloud"] {
        let text = std::fs::read_to_string(root().join(format!("schema/{seed}.json"))).unwrap();
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        strip(&mut value);
        let file = dir.join(format!("{seed}.json"));
        std::fs::write(&file, serde_json::to_string_pretty(&value).unwrap()).unwrap();
        for (_, _, code) in findings(&file, &Options::default()) {
            *counts
                .entry(seed.into())
                .or_default()
                .entry(code)
                .or_default() += 1;
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let expected: BTreeMap<String, BTreeMap<String, usize>> = [
        ("gatewaycloud", vec![("L0602", 1), ("L0603", 2)]),
        (
            "streamcloud",
            vec![("L0602", 21), ("L0604", 1), ("L0605", 41)],
        ),
    ]
    .into_iter()
    .map(|(seed, codes)| {
        (
            seed.to_owned(),
            codes.into_iter().map(|(c, n)| (c.to_owned(), n)).collect(),
        )
    })
    .collect();
    assert_eq!(counts, expected);
}

#[test]
fn allow_on_the_command_line_by_code_or_name() {
    let file = "tests/fixtures/lint/credentials.json";
    let (code, stderr) = sdkgen(&["lint", file]);
    assert_eq!(code, 0, "warnings alone pass: {stderr}");
    assert!(stderr.contains("5 warnings"), "{stderr}");
    let (code, stderr) = sdkgen(&["lint", file, "--deny-warnings"]);
    assert_eq!(code, 1, "{stderr}");
    for allow in ["L0601", "credential-not-secret", "l0601"] {
        let (code, stderr) = sdkgen(&["lint", file, "--allow", allow, "--deny-warnings"]);
        assert_eq!(code, 0, "--allow {allow}: {stderr}");
        assert!(
            stderr.contains("0 warnings (0 silenced in the schema, 5 by --allow)"),
            "{stderr}"
        );
    }
    // Repeated and comma-separated values add up.
    let file = "tests/fixtures/lint/descriptions.json";
    for args in [
        &["--allow", "L0602", "--allow", "undocumented-property"][..],
        &["--allow", "L0602,undocumented-property"][..],
    ] {
        let mut all = vec!["lint", file, "--deny-warnings"];
        all.extend_from_slice(args);
        let (code, stderr) = sdkgen(&all);
        assert_eq!(code, 0, "{args:?}: {stderr}");
    }
}

#[test]
fn usage_errors_and_invalid_schemas() {
    let (code, stderr) = sdkgen(&["lint", "--allow", "unused-typ"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("did you mean `unused-type`?"), "{stderr}");
    let (code, stderr) = sdkgen(&["lint", "--allow", "E0301"]);
    assert_eq!(code, 2, "errors cannot be allowed: {stderr}");

    let (code, stderr) = sdkgen(&["lint", "tests/bad/does-not-exist.json"]);
    assert_eq!(code, 2, "{stderr}");

    let (code, stderr) = sdkgen(&["lint", "tests/bad/unknown-ref.json"]);
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("error[E0301]"), "{stderr}");
    assert!(stderr.contains("not linted"), "{stderr}");
    assert!(!stderr.contains("[L06"), "{stderr}");
}

/// A reason that is not a string breaks sdkgen's metaschema: the extension is typed there.
#[test]
fn a_reason_must_be_a_string() {
    let dir = std::env::temp_dir().join(format!("sdkgen-lint-kind-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("kind.json");
    std::fs::write(
        &file,
        r#"{"name": "kind", "types": {"kind:index:T": {"type": "object",
            "x-sdkgen-lint": {"allow": {"L0605": true}}}}}"#,
    )
    .unwrap();
    let run = lint::run(std::slice::from_ref(&file), &Options::default());
    std::fs::remove_dir_all(&dir).unwrap();
    let codes: Vec<&str> = run.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert_eq!(codes, ["E0201"]);
}

#[test]
fn json_format_is_one_object_per_line() {
    let (code, stderr) = sdkgen(&[
        "lint",
        "--format",
        "json",
        "tests/fixtures/lint/unused-types.json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<serde_json::Value> = stderr
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(lines.len(), 3, "{stderr}");
    for line in &lines {
        assert_eq!(line["code"], "L0605");
        assert_eq!(line["severity"], "warning");
        assert!(line["pointer"].as_str().unwrap().starts_with("/types/"));
    }
}

#[test]
fn guide_documents_every_rule() {
    let readme = std::fs::read_to_string(root().join("docs/guide.md")).unwrap();
    for rule in lint::RULES {
        let row = format!(
            "| `{}` | {} | `{}` |",
            rule.code.as_str(),
            rule.code.severity().as_str(),
            rule.name
        );
        assert!(readme.contains(&row), "docs/guide.md lacks the row {row}");
    }
}
