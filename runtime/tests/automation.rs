//! The Automation API's output, against a stand-in `pulumi` (a shell script answering as the
//! CLI does): `up` returns a summary the program can print, and a failure reads as lines.

use std::path::{Path, PathBuf};

use sdkgen_runtime::automation::{Stack, UpdateSummary};
use serde_json::json;

/// A stand-in CLI: `up` succeeds unless FAIL_UP is set (by the script's first line); history and
/// outputs as the CLI prints them.
const FAKE_CLI: &str = r#"#!/bin/sh
case "$*" in
  "stack select"*) exit 0 ;;
  up*)
    if [ -n "$FAIL_UP" ]; then
      echo "Updating (dev):"
      echo "    error: creating bucket: access denied" >&2
      echo "    error: update failed" >&2
      exit 255
    fi
    echo "Updating (dev):"; echo "Resources: + 2 created"; exit 0 ;;
  "stack history"*)
    echo '[{"kind":"update","result":"succeeded","resourceChanges":{"create":2,"same":1}}]' ;;
  "stack output"*)
    echo '{"url":"https://site.test","password":"[secret]","count":3}' ;;
  *) echo "unexpected: $*" >&2; exit 2 ;;
esac
"#;

fn fake_cli(dir: &Path, fail_up: bool) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("pulumi");
    let setting = if fail_up { "FAIL_UP=1" } else { "FAIL_UP=" };
    let script = FAKE_CLI.replacen('\n', &format!("\n{setting}\n"), 1);
    std::fs::write(&path, script).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn work_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sdkgen-automation-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test]
async fn up_returns_a_summary_the_program_prints() {
    let dir = work_dir("up");
    let cli = fake_cli(&dir, false);
    let stack = Stack::create_or_select("p", "dev", &dir, &cli, |_| async { Ok(()) })
        .await
        .unwrap();
    let output = stack.up().await.unwrap();
    let summary = output.summary.clone().unwrap();
    assert_eq!(summary.resource_changes["create"], 2);
    assert_eq!(summary.outputs["count"], json!(3));
    assert_eq!(
        output.to_string(),
        "update succeeded: 2 created, 1 unchanged\n\
         Outputs:\n    count: 3\n    password: [secret]\n    url: \"https://site.test\"\n"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn a_failed_up_reads_as_lines() {
    let dir = work_dir("fail");
    let cli = fake_cli(&dir, true);
    let stack = Stack::create_or_select("p", "dev", &dir, &cli, |_| async { Ok(()) })
        .await
        .unwrap();
    let error = stack.up().await.unwrap_err();
    // `fn main() -> Result<(), Error>` prints the error's Debug form: the same lines.
    let printed = format!("{error:?}");
    assert_eq!(printed, error.to_string());
    assert!(!printed.contains("\\n"), "{printed}");
    let lines: Vec<&str> = printed.lines().collect();
    assert!(lines[0].starts_with("`pulumi up --stack dev"), "{printed}");
    assert!(
        lines.contains(&"        error: creating bucket: access denied"),
        "{printed}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_summary_without_changes_says_so() {
    let summary = UpdateSummary::from_cli(
        &json!({"kind": "refresh", "result": "succeeded", "resourceChanges": {}}),
        &json!({}),
    );
    assert_eq!(summary.to_string(), "refresh succeeded: no changes\n");
}
