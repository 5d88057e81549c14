//! Output is the same byte for byte across runs: `sdkgen generate` in separate processes (so hash
//! seeds, allocations and thread schedules differ), on a single rendering thread and on eight,
//! over the seed schemas, a real schema and corpus test data, in every language and the docs,
//! give identical trees.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::{root, schema_label, testdata, tree_files, ScratchDir};

/// The schemas both runs generate: the seeds, a real provider (every backend's constructs) and
/// test data with Go generics, Python's typed dicts, compatibility modes, external references,
/// methods and name collisions.
fn schemas() -> Vec<PathBuf> {
    let mut schemas = vec![
        root().join("schema/streamcloud.json"),
        root().join("schema/gatewaycloud.json"),
        root().join("../shared/corpus/real/confluentcloud-2.79.0.json"),
    ];
    for name in [
        "dash-named-schema",
        "embedded-crd-types",
        "external-resource-schema",
        "kubernetes20",
        "methods-return-plain-resource",
        "naming-collisions",
        "output-funcs-tfbridge20",
        "plain-and-default-go-generics-only",
        "python-typed-dict-pyproject",
        "regress-8403",
        "simple-methods-schema",
    ] {
        let schema = testdata(name);
        assert!(schema.is_file(), "{} is missing", schema.display());
        schemas.push(schema);
    }
    schemas
}

/// `sdkgen generate` of each schema (into its own folder: test data shares package names), each
/// a process with `threads` rendering threads; the tree they wrote.
fn generate(out: &Path, threads: usize) -> BTreeMap<String, Vec<u8>> {
    for schema in schemas() {
        let run = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
            .arg("generate")
            .arg(&schema)
            .arg("--out")
            .arg(out.join(schema_label(&schema)))
            .arg("-q")
            .env("RAYON_NUM_THREADS", threads.to_string())
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "sdkgen generate {} failed:\n{}",
            schema.display(),
            String::from_utf8_lossy(&run.stderr)
        );
    }
    tree_files(out).unwrap().into_iter().collect()
}

#[test]
fn two_processes_on_different_thread_counts_write_identical_trees() {
    let dir = ScratchDir::new("determinism");
    let one = generate(&dir.join("one"), 1);
    let eight = generate(&dir.join("eight"), 8);
    assert!(one.len() > 1000, "only {} files generated", one.len());
    let only = |a: &BTreeMap<String, Vec<u8>>, b: &BTreeMap<String, Vec<u8>>| {
        a.keys()
            .filter(|k| !b.contains_key(*k))
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(
        only(&one, &eight),
        Vec::<String>::new(),
        "files only in the 1-thread run"
    );
    assert_eq!(
        only(&eight, &one),
        Vec::<String>::new(),
        "files only in the 8-thread run"
    );
    let differing: Vec<&String> = one
        .iter()
        .filter(|(path, bytes)| eight.get(*path) != Some(bytes))
        .map(|(path, _)| path)
        .collect();
    assert!(
        differing.is_empty(),
        "{} files differ between the runs, first: {:?}",
        differing.len(),
        &differing[..differing.len().min(10)]
    );
}
