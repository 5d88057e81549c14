//! `sdkgen diff`: hand-made schema pairs (`tests/fixtures/diff/<case>/{old,new}.json`), each
//! exercising some change kinds; pairs derived from the real corpus (OLD is the corpus schema,
//! NEW is it with the committed RFC 6902 edit list `tests/fixtures/diff/<case>/edits.json`
//! applied); identity; exit codes; both formats. Reports are pinned in reviewed snapshots.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::support::ScratchDir;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn fixtures() -> PathBuf {
    root().join("tests/fixtures/diff")
}

fn corpus_schema(name: &str) -> PathBuf {
    let path = root().join("../shared/corpus/real").join(name);
    assert!(
        path.is_file(),
        "{} is expected (shared/ beside the project)",
        path.display()
    );
    path
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn sdkgen(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run sdkgen");
    Run {
        code: output.status.code().expect("exit code"),
        stdout: String::from_utf8(output.stdout).expect("UTF-8 stdout"),
        stderr: String::from_utf8(output.stderr).expect("UTF-8 stderr"),
    }
}

fn diff(old: &Path, new: &Path, extra: &[&str]) -> Run {
    let (old, new) = (old.to_str().unwrap(), new.to_str().unwrap());
    let mut args = vec!["diff", old, new];
    args.extend_from_slice(extra);
    sdkgen(&args)
}

/// NEW for a derived case: the corpus schema with the case's edit list applied, written into
/// `scratch`.
fn derived(corpus: &str, case: &str, scratch: &ScratchDir) -> (PathBuf, PathBuf) {
    let old = corpus_schema(corpus);
    let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(&old).unwrap()).unwrap();
    let edits_path = fixtures().join(case).join("edits.json");
    let edits: json_patch::Patch =
        serde_json::from_str(&std::fs::read_to_string(&edits_path).unwrap())
            .unwrap_or_else(|e| panic!("{} is not an RFC 6902 patch: {e}", edits_path.display()));
    json_patch::patch(&mut doc, &edits)
        .unwrap_or_else(|e| panic!("{} does not apply to {corpus}: {e}", edits_path.display()));
    let new = scratch.join(format!("{case}.json"));
    std::fs::write(&new, serde_json::to_string_pretty(&doc).unwrap()).unwrap();
    (old, new)
}

fn hand_made(case: &str) -> (PathBuf, PathBuf) {
    let dir = fixtures().join(case);
    (dir.join("old.json"), dir.join("new.json"))
}

/// Runs a pair in both formats, checks they agree and the exit code, and returns the human
/// report and the JSON one, parsed.
fn run_pair(old: &Path, new: &Path, verbose: bool, expected_exit: i32) -> (String, Value) {
    let (human, _, report) = run_pair_text(old, new, verbose, expected_exit);
    (human, report)
}

/// [`run_pair`], with the JSON report's text as printed.
fn run_pair_text(
    old: &Path,
    new: &Path,
    verbose: bool,
    expected_exit: i32,
) -> (String, String, Value) {
    let flags: &[&str] = if verbose { &["--verbose"] } else { &[] };
    let human = diff(old, new, flags);
    assert_eq!(
        human.code, expected_exit,
        "exit code; stderr:\n{}\nstdout:\n{}",
        human.stderr, human.stdout
    );
    assert_eq!(human.stderr, "", "a valid pair prints nothing on stderr");
    let mut json_flags = vec!["--format", "json"];
    json_flags.extend_from_slice(flags);
    let json = diff(old, new, &json_flags);
    assert_eq!(json.code, expected_exit, "JSON exit code: {}", json.stderr);
    let report: Value = serde_json::from_str(&json.stdout).expect("one JSON document");

    // The JSON lists the same changes, in the same order, as the human report.
    let mut rest = human.stdout.as_str();
    for change in report["changes"].as_array().unwrap() {
        let head = format!(
            "  {} {}  {}\n      {}\n",
            change["code"].as_str().unwrap(),
            change["kind"].as_str().unwrap(),
            change["location"].as_str().unwrap(),
            change["message"].as_str().unwrap()
        );
        let at = rest
            .find(&head)
            .unwrap_or_else(|| panic!("not in the human report, or out of order:\n{head}"));
        rest = &rest[at + head.len()..];
    }
    let breaking = report["summary"]["breaking"].as_u64().unwrap();
    assert_eq!(
        breaking > 0,
        expected_exit == 1,
        "exit 1 exactly when breaking"
    );
    (human.stdout, json.stdout, report)
}

fn check_hand_made(case: &str, verbose: bool, expected_exit: i32) -> Value {
    let (old, new) = hand_made(case);
    let (human, report) = run_pair(&old, &new, verbose, expected_exit);
    insta::assert_snapshot!(format!("{case}__human"), human);
    report
}

#[test]
fn removed_and_added() {
    let report = check_hand_made("removed-and-added", false, 1);
    assert_eq!(report["summary"]["requiredBump"], "major");
    assert_eq!(report["summary"]["minimumVersion"], "2.0.0");
    assert_eq!(report["summary"]["versionOk"], false);
}

#[test]
fn types_and_requiredness() {
    // 0.x: a breaking change needs the minor position, which 0.3.1 → 0.4.0 moves.
    let report = check_hand_made("types-and-requiredness", false, 1);
    assert_eq!(report["summary"]["minimumVersion"], "0.4.0");
    assert_eq!(report["summary"]["versionOk"], true);
}

#[test]
fn flags_defaults_and_deprecation() {
    let (old, new) = hand_made("flags");
    let (human, json, _) = run_pair_text(&old, &new, true, 1);
    insta::assert_snapshot!("flags__human", human);
    insta::assert_snapshot!("flags__json", json);
}

#[test]
fn renames() {
    check_hand_made("renames", false, 1);
}

#[test]
fn package_renamed() {
    check_hand_made("package-renamed", false, 1);
}

#[test]
fn sdk_packages_moved() {
    check_hand_made("sdk-packages", false, 1);
}

#[test]
fn compatible_changes_exit_zero() {
    let report = check_hand_made("compatible", false, 0);
    let s = &report["summary"];
    assert_eq!(s["breaking"], 0);
    assert_eq!(s["requiredBump"], "minor");
    // 2.1.0 → 2.1.1 is only a patch: the report says so, but it is not a breaking change.
    assert_eq!(s["versionOk"], false);
    // Description changes are counted but only listed with --verbose.
    assert_eq!(s["descriptions"], 3);
    let listed = |r: &Value| {
        r["changes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["code"] == "D605")
            .count()
    };
    assert_eq!(listed(&report), 0);
    let (old, new) = hand_made("compatible");
    let (_, verbose) = run_pair(&old, &new, true, 0);
    assert_eq!(listed(&verbose), 3);
    assert_eq!(verbose["summary"], report["summary"]);
}

#[test]
fn random_with_edits() {
    let scratch = ScratchDir::new("random");
    let (old, new) = derived("random-4.21.1.json", "random-edited", &scratch);
    let (human, json, _) = run_pair_text(&old, &new, true, 1);
    insta::assert_snapshot!("random_edited__human", human);
    insta::assert_snapshot!("random_edited__json", json);
}

#[test]
fn confluentcloud_with_edits() {
    let scratch = ScratchDir::new("confluentcloud");
    let (old, new) = derived(
        "confluentcloud-2.79.0.json",
        "confluentcloud-edited",
        &scratch,
    );
    let (human, _) = run_pair(&old, &new, false, 1);
    insta::assert_snapshot!("confluentcloud_edited__human", human);
    // Byte-for-byte the same on a second run.
    assert_eq!(diff(&old, &new, &[]).stdout, human);
}

#[test]
fn a_schema_against_itself_has_no_changes() {
    for name in ["random-4.21.1.json", "confluentcloud-2.79.0.json"] {
        let schema = corpus_schema(name);
        let (human, report) = run_pair(&schema, &schema, true, 0);
        assert!(human.contains("\nNo changes.\n"), "{name}:\n{human}");
        assert_eq!(report["changes"], Value::Array(Vec::new()), "{name}");
        assert_eq!(report["summary"]["requiredBump"], "none", "{name}");
    }
}

/// Every change kind is exercised by some fixture above, and documented in docs/guide.md.
#[test]
fn every_kind_is_exercised_and_documented() {
    let scratch = ScratchDir::new("kinds");
    let mut pairs: Vec<(PathBuf, PathBuf)> = [
        "removed-and-added",
        "types-and-requiredness",
        "flags",
        "renames",
        "package-renamed",
        "sdk-packages",
        "compatible",
    ]
    .iter()
    .map(|case| hand_made(case))
    .collect();
    pairs.push(derived("random-4.21.1.json", "random-edited", &scratch));
    let mut seen = std::collections::BTreeSet::new();
    for (old, new) in &pairs {
        let run = diff(old, new, &["--format", "json", "--verbose"]);
        let report: Value = serde_json::from_str(&run.stdout).unwrap();
        for change in report["changes"].as_array().unwrap() {
            seen.insert(change["code"].as_str().unwrap().to_owned());
        }
    }
    let readme = std::fs::read_to_string(root().join("docs/guide.md")).unwrap();
    for kind in sdkgen::diff::Kind::ALL {
        let (code, slug) = kind.code();
        assert!(seen.contains(code), "no fixture produces {code} {slug}");
        assert!(
            readme.contains(&format!("| `{code}` | `{slug}` |")),
            "docs/guide.md does not document {code} {slug}"
        );
    }
}

#[test]
fn invalid_schema_exits_2_with_its_diagnostics() {
    let scratch = ScratchDir::new("invalid");
    let bad = scratch.join("bad.json");
    std::fs::write(&bad, "{\"name\": \"x\", \"resources\": {\"x:index:A\": {\"inputProperties\": {\"a\": {\"$ref\": \"#/types/x:index:Nope\"}}}}}\n").unwrap();
    let (old, _) = hand_made("compatible");

    let run = diff(&old, &bad, &[]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(run.stdout, "", "no report for an invalid schema");
    assert!(run.stderr.contains("error[E0301]"), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("is not a valid schema; nothing was compared"),
        "{}",
        run.stderr
    );

    // With --format json, the diagnostics are JSON lines too.
    let run = diff(&bad, &old, &["--format", "json"]);
    assert_eq!(run.code, 2);
    let first = run.stderr.lines().next().unwrap();
    let d: Value = serde_json::from_str(first).expect("a JSON diagnostic");
    assert_eq!(d["code"], "E0301");

    let missing = scratch.join("missing.json");
    let run = diff(&old, &missing, &[]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);

    let run = sdkgen(&["diff", old.to_str().unwrap()]);
    assert_eq!(run.code, 2, "a missing argument is a usage error");
}

/// `diff --help` describes `--format` once, as the diff's own output formats (not the
/// diagnostics' `path:line:col` and one-object-a-line formats, whose value descriptions clap
/// used to list too).
#[test]
fn help_describes_the_diff_formats_once() {
    let run = sdkgen(&["diff", "--help"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "`human` (grouped, breaking first), `json` (one document) or `markdown` (for a pull"
        ),
        "{}",
        run.stdout
    );
    for diagnostics_only in ["path:line:col", "One JSON object per line"] {
        assert!(
            !run.stdout.contains(diagnostics_only),
            "diff --help describes the diagnostics' formats ({diagnostics_only}):\n{}",
            run.stdout
        );
    }
}

/// `--format markdown`: the report for a pull request comment, with the same changes in the
/// same order as the JSON report, each with its location in a code span.
#[test]
fn markdown_report_for_a_pull_request() {
    let (old, new) = hand_made("removed-and-added");
    let markdown = diff(&old, &new, &["--format", "markdown"]);
    assert_eq!(markdown.code, 1, "{}", markdown.stderr);
    let json = diff(&old, &new, &["--format", "json"]);
    let report: Value = serde_json::from_str(&json.stdout).unwrap();
    let mut rest = markdown.stdout.as_str();
    for change in report["changes"].as_array().unwrap() {
        let head = format!(
            "- **{}** {} at `{}`",
            change["code"].as_str().unwrap(),
            change["kind"].as_str().unwrap(),
            change["location"].as_str().unwrap()
        );
        let at = rest
            .find(&head)
            .unwrap_or_else(|| panic!("not in the Markdown report, or out of order:\n{head}"));
        rest = &rest[at + head.len()..];
    }
    insta::assert_snapshot!("removed-and-added__markdown", markdown.stdout);
}

/// Either side of `diff` may be a file at a git revision (`REVISION:PATH`), as a pull request's
/// check compares the schema on its base branch with the one in the working tree.
#[test]
fn either_side_from_a_git_revision() {
    let scratch = ScratchDir::new("diff-git-revision");
    let (old, new) = hand_made("removed-and-added");
    let git = |args: &[&str]| {
        let status = Command::new("git")
            .args([
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@t",
                "-c",
                "commit.gpgsign=false",
            ])
            .args(args)
            .current_dir(&*scratch)
            .output()
            .expect("run git");
        assert!(status.status.success(), "git {args:?}: {status:?}");
    };
    git(&["init", "-q"]);
    std::fs::copy(&old, scratch.join("schema.json")).unwrap();
    git(&["add", "schema.json"]);
    git(&["commit", "-qm", "old"]);
    std::fs::copy(&new, scratch.join("schema.json")).unwrap();
    let in_scratch = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
            .args(args)
            .current_dir(&*scratch)
            .output()
            .expect("run sdkgen");
        (
            output.status.code().unwrap(),
            String::from_utf8(output.stdout).unwrap(),
            String::from_utf8(output.stderr).unwrap(),
        )
    };
    let files = diff(&old, &new, &["--format", "json"]);
    let (code, stdout, stderr) = in_scratch(&[
        "diff",
        "HEAD:schema.json",
        "schema.json",
        "--format",
        "json",
    ]);
    assert_eq!(
        (code, stdout.as_str()),
        (1, files.stdout.as_str()),
        "{stderr}"
    );
    // The new side from git too (the revision's file against itself: no changes).
    let (code, stdout, stderr) = in_scratch(&["diff", "HEAD:schema.json", "HEAD:./schema.json"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    // A revision without the file: a usage error naming it.
    let (code, _, stderr) = in_scratch(&["diff", "HEAD:no-such.json", "schema.json"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("HEAD:no-such.json"), "{stderr}");
    assert!(stderr.contains("git cannot read it"), "{stderr}");
}
