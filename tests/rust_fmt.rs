//! The generated Rust crates are rustfmt-clean: `rustfmt` (edition 2021, with the
//! crate's own `rustfmt.toml`) leaves every file of the crates of both seeds, of every schema in
//! ../shared/corpus/real/ and of the Rust fixtures exactly as sdkgen wrote it. prettyplease and
//! rustfmt lay out differently what does not fit in one line; sdkgen writes rustfmt's layout
//! there (`generator/backends/rust/layout.rs`). Needs `rustfmt` on PATH (a failure otherwise).

use crate::support;

use std::path::{Path, PathBuf};
use std::process::Command;

use support::{root, say, ScratchDir};

/// The schemas whose crates are checked.
fn schemas() -> Vec<PathBuf> {
    let mut schemas = vec![
        root().join("schema/streamcloud.json"),
        root().join("schema/gatewaycloud.json"),
    ];
    let real = root().join("../shared/corpus/real");
    let mut corpus: Vec<PathBuf> = std::fs::read_dir(&real)
        .unwrap_or_else(|e| panic!("{}: {e}", real.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    corpus.sort();
    assert!(corpus.len() >= 7, "the real corpus: {corpus:?}");
    schemas.extend(corpus);
    for fixture in [
        "rust_names.json",
        "adversarial.json",
        "docs_injection.json",
        "rust_features.json",
    ] {
        schemas.push(root().join("tests/fixtures").join(fixture));
    }
    schemas
}

/// What `rustfmt` (edition 2021, with the crate's `rustfmt.toml`) changes in the crate in
/// `dir`: a line per changed file with its first changed line (empty when clean). rustfmt
/// formats a copy, from its `src/lib.rs` (it follows the `mod`s); `--check` is not used, as its
/// diff of a large file takes memory quadratic in its length.
fn rustfmt_changes(dir: &Path) -> Vec<String> {
    assert!(
        dir.join("rustfmt.toml").is_file(),
        "{}: no rustfmt.toml",
        dir.display()
    );
    let copy = dir.with_file_name("rust-formatted");
    support::remove_dir(&copy).unwrap();
    support::sync_dir(dir, &copy, &|_, bytes| bytes).unwrap();
    let output = Command::new("rustfmt")
        .args(["--edition", "2021"])
        .arg(copy.join("src/lib.rs"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run rustfmt (is it installed?): {e}"));
    assert!(
        output.status.success(),
        "rustfmt failed on {} ({}):\n{}",
        copy.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let before = support::tree_files(dir).unwrap();
    let after = support::tree_files(&copy).unwrap();
    assert_eq!(before.len(), after.len());
    let mut changes = Vec::new();
    for ((path, written), (_, formatted)) in before.iter().zip(&after) {
        if written == formatted {
            continue;
        }
        let (written, formatted) = (
            String::from_utf8_lossy(written),
            String::from_utf8_lossy(formatted),
        );
        let line = written
            .lines()
            .zip(formatted.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        let show = |text: &str| -> String {
            let lines: Vec<&str> = text.lines().skip(line).take(4).collect();
            lines.join("\n")
        };
        changes.push(format!(
            "{path}:{}: sdkgen wrote\n{}\nrustfmt writes\n{}",
            line + 1,
            show(&written),
            show(&formatted)
        ));
    }
    support::remove_dir(&copy).unwrap();
    changes
}

/// The Rust crates of `schemas`, generated into `out`.
fn generate_rust(schemas: &[PathBuf], out: &Path) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sdkgen"));
    cmd.arg("generate")
        .args(schemas)
        .args(["--lang", "rust", "--out"])
        .arg(out);
    support::check(support::run(&mut cmd, "sdkgen generate --lang rust", None));
}

#[test]
fn generated_crates_are_rustfmt_clean() {
    let out = ScratchDir::new("rust-fmt");
    generate_rust(&schemas(), &out);
    let mut crates: Vec<PathBuf> = std::fs::read_dir(&*out)
        .unwrap()
        .map(|entry| entry.unwrap().path().join("rust"))
        .collect();
    crates.sort();
    assert_eq!(crates.len(), schemas().len(), "{crates:?}");
    let mut dirty = Vec::new();
    for dir in &crates {
        let changes = rustfmt_changes(dir);
        if !changes.is_empty() {
            dirty.push(format!("{}:\n{}", dir.display(), changes.join("\n")));
        }
    }
    assert!(
        dirty.is_empty(),
        "rustfmt changes {} of {} crates:\n{}",
        dirty.len(),
        crates.len(),
        dirty.join("\n\n")
    );
    say(&format!(
        "rust_fmt: rustfmt leaves as written all {} crates",
        crates.len()
    ));
}

/// The check can fail: a long field laid out the way prettyplease breaks it, in a crate with
/// the generated `rustfmt.toml`, is a difference.
#[test]
fn rustfmt_check_sees_prettyplease_layout() {
    let out = ScratchDir::new("rust-fmt-control");
    generate_rust(&[root().join("schema/streamcloud.json")], &out);
    let dir = out.join("streamcloud/rust");
    assert_eq!(rustfmt_changes(&dir), Vec::<String>::new());
    let lib = dir.join("src/lib.rs");
    let mut text = std::fs::read_to_string(&lib).unwrap();
    text.push_str(
        "\npub struct Control {\n    pub breached_password_detection: Option<\n        \
         Input<crate::types::AttackProtectionBreachedPasswordDetectionArgs>,\n    >,\n}\n",
    );
    std::fs::write(&lib, text).unwrap();
    let changes = rustfmt_changes(&dir);
    assert!(
        changes.len() == 1
            && changes[0].contains("rustfmt writes\n    pub breached_password_detection:\n"),
        "rustfmt did not flag the control: {changes:?}"
    );
}
