//! The writer's promises, through the real binary: an up-to-date tree is only read (no write,
//! rename or unlink in it, so it regenerates on a read-only mount); a regeneration writes only
//! the files that changed; a commit killed at any step (SIGKILL) leaves a tree that the next
//! run makes fully old or fully new, the user's files kept; the user's files an earlier sdkgen
//! had moved into its staging go back; a manifest that is a link, a FIFO or huge is refused at
//! once; concurrent runs do not interleave. docs/engineering.md ("The writer") names the rule
//! each test holds.
//!
use crate::support;
use crate::support::ScratchDir;
use crate::support::{mkfifo, sdkgen_bounded};

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use serde_json::Value;

const SDKGEN: &str = env!("CARGO_BIN_EXE_sdkgen");

fn sdkgen(cwd: &Path, args: &[&str]) -> Output {
    Command::new(SDKGEN)
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("sdkgen runs")
}

fn assert_ok(output: &Output, what: &str) {
    assert!(
        output.status.success(),
        "{what}: {:?}\nstderr:\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The real schema `random-4.21.1` (ten resources, every language), edited.
fn random_schema(edit: impl FnOnce(&mut serde_json::Map<String, Value>)) -> Value {
    let path = support::root().join("../shared/corpus/real/random-4.21.1.json");
    let mut schema: Value = serde_json::from_slice(&fs::read(path).unwrap()).unwrap();
    edit(schema["resources"].as_object_mut().unwrap());
    schema
}

fn write_json(path: &Path, value: &Value) {
    fs::write(path, serde_json::to_vec_pretty(value).unwrap()).unwrap();
}

/// Files of the user's in a generated tree: a virtual environment, notes, a file inside a
/// generated directory, a dependency directory.
fn add_user_files(package_dir: &Path) {
    let python = package_dir.join("python");
    fs::create_dir_all(python.join(".venv/lib")).unwrap();
    fs::write(python.join(".venv/lib/site.py"), "venv").unwrap();
    fs::write(python.join("notes.txt"), "my notes").unwrap();
    fs::write(python.join("pulumi_random/mine.txt"), "mine").unwrap();
    let nodejs = package_dir.join("nodejs");
    fs::create_dir_all(nodejs.join("node_modules/dep")).unwrap();
    fs::write(nodejs.join("node_modules/dep/index.js"), "dep").unwrap();
}

// ---------------------------------------------------------------------------------------------
// Snapshots

/// Every entry under `root`, the directory itself included (as the empty path), with what
/// `describe` makes of it.
fn walk<V>(root: &Path, describe: impl Fn(&Path, &fs::Metadata) -> V) -> BTreeMap<PathBuf, V> {
    let mut found = BTreeMap::new();
    let mut pending = vec![PathBuf::new()];
    while let Some(relative) = pending.pop() {
        let path = root.join(&relative);
        let meta = fs::symlink_metadata(&path).unwrap();
        if meta.is_dir() {
            for entry in fs::read_dir(&path).unwrap() {
                pending.push(relative.join(entry.unwrap().file_name()));
            }
        }
        found.insert(relative, describe(&path, &meta));
    }
    found
}

/// What differs between two [`walk`]s (empty when nothing does).
fn differences<V: PartialEq>(
    before: &BTreeMap<PathBuf, V>,
    after: &BTreeMap<PathBuf, V>,
) -> Vec<String> {
    let mut changes: Vec<String> = before
        .iter()
        .filter(|(path, entry)| after.get(*path) != Some(entry))
        .map(|(path, _)| format!("changed or missing: /{}", path.display()))
        .collect();
    changes.extend(
        after
            .keys()
            .filter(|path| !before.contains_key(*path))
            .map(|path| format!("extra: /{}", path.display())),
    );
    changes
}

/// Every entry with what a write, rename or unlink would change: inode, modification and
/// change times, mode, size, links.
type Inodes = BTreeMap<PathBuf, [i64; 8]>;

fn inodes(root: &Path) -> Inodes {
    walk(root, |_, meta| {
        [
            meta.ino() as i64,
            meta.mtime(),
            meta.mtime_nsec(),
            meta.ctime(),
            meta.ctime_nsec(),
            i64::from(meta.mode()),
            meta.size() as i64,
            meta.nlink() as i64,
        ]
    })
}

/// A tree's contents: path → mode and bytes (a directory's are `<dir>`, a link's its target,
/// a FIFO's `<special>`).
type Contents = BTreeMap<PathBuf, (u32, Vec<u8>)>;

fn contents(root: &Path) -> Contents {
    walk(root, |path, meta| {
        let bytes = if meta.is_dir() {
            b"<dir>".to_vec()
        } else if meta.file_type().is_symlink() {
            fs::read_link(path)
                .unwrap()
                .into_os_string()
                .into_encoded_bytes()
        } else if meta.is_file() {
            fs::read(path).unwrap()
        } else {
            b"<special>".to_vec()
        };
        (meta.permissions().mode(), bytes)
    })
}

// ---------------------------------------------------------------------------------------------
// An up-to-date tree is only read

/// Both seed packages, every target, the user's files in them: a second `generate` changes no
/// inode, time, mode or listing anywhere under the scratch directory (the output directory,
/// the package directories, the target directories and every file).
#[test]
fn an_unchanged_regeneration_changes_nothing_in_the_tree() {
    let dir = ScratchDir::new("writer-unchanged");
    let seeds = support::root().join("schema");
    let seeds = seeds.to_str().unwrap();
    assert_ok(
        &sdkgen(&dir, &["generate", seeds, "--out", "out"]),
        "first run",
    );
    let package = dir.join("out/streamcloud");
    fs::create_dir_all(package.join("python/.venv/lib")).unwrap();
    fs::write(package.join("python/.venv/lib/site.py"), "venv").unwrap();
    fs::write(package.join("nodejs/notes.txt"), "mine").unwrap();
    let before = inodes(&dir);
    // Past the file system's timestamp granularity, so that any write would show.
    std::thread::sleep(Duration::from_millis(50));

    let again = sdkgen(&dir, &["generate", seeds, "--out", "out"]);
    assert_ok(&again, "second run");
    assert!(
        stderr(&again).contains("all up to date"),
        "{}",
        stderr(&again)
    );
    let changes = differences(&before, &inodes(&dir));
    assert!(changes.is_empty(), "{}", changes.join("\n"));
}

/// The same on a read-only bind mount of the output directory (a mount namespace of its own,
/// made by `unshare`): a `generate` with nothing to change succeeds, and one with something to
/// change fails saying why, the tree untouched.
#[test]
fn an_unchanged_regeneration_succeeds_on_a_read_only_mount() {
    const SKIP: &str = "SDKGEN_SKIP_READONLY_MOUNT";
    if std::env::var(SKIP).as_deref() == Ok("1") {
        support::say(&format!("SKIPPED: the read-only mount test ({SKIP}=1)"));
        return;
    }
    let dir = ScratchDir::new("writer-read-only");
    write_json(&dir.join("old.json"), &random_schema(|_| {}));
    write_json(
        &dir.join("new.json"),
        &random_schema(|r| {
            r["random:index/randomPet:RandomPet"]["description"] = "changed".into();
        }),
    );
    assert_ok(
        &sdkgen(&dir, &["generate", "old.json", "--out", "out"]),
        "first run",
    );
    let before = inodes(&dir);
    // `mount` needs a mount namespace of its own; `-r` makes one as a user that is not root.
    let on_read_only_mount = |schema: &str| {
        let script = format!(
            "mount --bind out out && mount -o remount,bind,ro out && exec \"$0\" generate {schema} --out out"
        );
        Command::new("unshare")
            .args(["-rm", "sh", "-c", &script, SDKGEN])
            .current_dir(&*dir)
            .output()
            .expect("unshare runs")
    };
    let unchanged = on_read_only_mount("old.json");
    assert!(
        unchanged.status.success(),
        "on a read-only mount ({SKIP}=1 skips this test where `unshare -rm` and `mount` are not allowed): {:?}\n{}",
        unchanged.status,
        stderr(&unchanged)
    );
    assert!(
        stderr(&unchanged).contains("all up to date"),
        "{}",
        stderr(&unchanged)
    );
    let changed = on_read_only_mount("new.json");
    assert_eq!(changed.status.code(), Some(2), "{}", stderr(&changed));
    assert!(
        stderr(&changed).contains("Read-only file system")
            && stderr(&changed).contains("the previous output is unchanged"),
        "{}",
        stderr(&changed)
    );
    let changes = differences(&before, &inodes(&dir));
    assert!(changes.is_empty(), "{}", changes.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Only what changed is written

/// One resource's description changes: exactly its files (and nothing else) get new inodes in
/// each target; every other file, the user's files and the directories keep theirs.
#[test]
fn a_regeneration_writes_only_the_changed_files() {
    let dir = ScratchDir::new("writer-one-changed");
    write_json(&dir.join("old.json"), &random_schema(|_| {}));
    write_json(
        &dir.join("new.json"),
        &random_schema(|r| {
            r["random:index/randomPet:RandomPet"]["description"] = "changed".into();
        }),
    );
    let langs = ["--lang", "python,nodejs,go,csharp,rust,docs"];
    let run = |schema: &str| {
        sdkgen(
            &dir,
            &[&["generate", schema, "--out", "out"], &langs[..]].concat(),
        )
    };
    assert_ok(&run("old.json"), "first run");
    add_user_files(&dir.join("out/random"));
    let before = inodes(&dir.join("out"));
    std::thread::sleep(Duration::from_millis(50));

    let changed = run("new.json");
    assert_ok(&changed, "second run");
    let after = inodes(&dir.join("out"));
    let rewritten: Vec<String> = before
        .iter()
        .filter(|(path, meta)| after.get(*path).is_some_and(|m| m[0] != meta[0]))
        .map(|(path, _)| path.display().to_string())
        .collect();
    // Where RandomPet's description appears: its module in each SDK (the Rust crate has its
    // resources in one file), its docs page, the docs index and search sections.
    let expected = [
        "random/docs/index.md",
        "random/docs/resources/random-pet.md",
        "random/docs/sections/0.js",
        "random/dotnet/RandomPet.cs",
        "random/go/go/random/randomPet.go",
        "random/nodejs/randomPet.ts",
        "random/python/pulumi_random/random_pet.py",
        "random/rust/src/resources.rs",
    ];
    let mut rewritten_sorted = rewritten.clone();
    rewritten_sorted.sort();
    assert_eq!(rewritten_sorted, expected, "rewritten files");
    assert!(
        stderr(&changed).contains(&format!("{} changed", expected.len())),
        "{}",
        stderr(&changed)
    );
    // Nothing else moved: no entry came or went, every other file is as it was, and every
    // directory keeps its inode (those holding a rewritten file have new times, of course).
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>()
    );
    for (path, meta) in &before {
        let is_dir = dir.join("out").join(path).is_dir();
        if is_dir {
            assert_eq!(after[path][0], meta[0], "/{} was replaced", path.display());
        } else if !rewritten.contains(&path.display().to_string()) {
            assert_eq!(after[path], *meta, "/{} changed", path.display());
        }
    }
}

// ---------------------------------------------------------------------------------------------
// A commit killed at any step

/// The change the crash test commits, from OLD (python and nodejs) to NEW (python, nodejs, go):
/// RandomPet's files are new, RandomBytes' changed, RandomShuffle's (in a module of its own in
/// OLD, so its directories empty out) stale, and the Go SDK a new target directory.
struct Change {
    dir: PathBuf,
    /// A pristine copy of the old tree, the user's files in it.
    old_tree: PathBuf,
    old: Contents,
    new: Contents,
}

const NEW_LANGS: &str = "python,nodejs,go";

impl Change {
    fn prepare(dir: &Path) -> Change {
        let shuffle = "random:index/randomShuffle:RandomShuffle";
        let old = random_schema(|r| {
            r.remove("random:index/randomPet:RandomPet");
            let moved = r.remove(shuffle).unwrap();
            r.insert("random:extra/randomShuffle:RandomShuffle".into(), moved);
        });
        let new = random_schema(|r| {
            r.remove(shuffle);
            r["random:index/randomBytes:RandomBytes"]["description"] = "changed".into();
        });
        write_json(&dir.join("old.json"), &old);
        write_json(&dir.join("new.json"), &new);
        let old_tree = dir.join("old-tree");
        let first = sdkgen(
            dir,
            &[
                "generate",
                "old.json",
                "--out",
                "old-tree",
                "--lang",
                "python,nodejs",
            ],
        );
        assert_ok(&first, "the old tree");
        add_user_files(&old_tree.join("random"));
        fs::write(
            old_tree.join("random/python/pulumi_random/extra/mine.txt"),
            "mine too",
        )
        .unwrap();
        let reference = dir.join("reference");
        support::copy_dir(&old_tree, &reference).unwrap();
        let full = sdkgen(
            dir,
            &[
                "generate",
                "new.json",
                "--out",
                "reference",
                "--lang",
                NEW_LANGS,
            ],
        );
        assert_ok(&full, "the new tree");
        let change = Change {
            dir: dir.to_path_buf(),
            old: contents(&old_tree),
            new: contents(&reference),
            old_tree,
        };
        assert!(change.old != change.new);
        change
    }

    /// A fresh copy of the old tree at `out`.
    fn reset(&self, out: &Path) {
        support::remove_dir(out).unwrap();
        support::copy_dir(&self.old_tree, out).unwrap();
    }

    /// `generate NEW` into `out`, killed at its `step`th step; whether it was killed (else it
    /// ran to the end and succeeded).
    fn generate_killed_at(&self, out: &Path, step: usize) -> bool {
        let output = Command::new(SDKGEN)
            .args(["generate", "new.json", "--out"])
            .arg(out)
            .args(["--lang", NEW_LANGS])
            .env(sdkgen::write::ops::KILL_AT_STEP, step.to_string())
            .current_dir(&self.dir)
            .output()
            .unwrap();
        match output.status.signal() {
            Some(libc::SIGKILL) => true,
            _ => {
                assert_ok(&output, &format!("a run that reached no step {step}"));
                false
            }
        }
    }

    /// Which tree `out` holds: "old" or "new", or panics saying how it differs from both.
    fn which(&self, out: &Path, when: &str) -> &'static str {
        let found = contents(out);
        if found == self.old {
            "old"
        } else if found == self.new {
            "new"
        } else {
            panic!(
                "{when}: neither the old tree nor the new one.\nAgainst the old:\n{}\nAgainst the new:\n{}",
                differences(&self.old, &found).join("\n"),
                differences(&self.new, &found).join("\n")
            )
        }
    }
}

/// `generate` killed with SIGKILL before each of its steps in turn (every file staged, the
/// journal, every move of the commit, every removal after it). After each kill: `check` writes
/// nothing and passes only on a tree that is exactly the new one; the next run's recovery
/// (`sdkgen::write::recover`, what `generate` does first) leaves exactly the old tree or
/// exactly the new one, the user's files in it, nothing of sdkgen's beside it; a recovery
/// itself killed at each of its first steps is completed by the next; and `generate` then
/// brings the tree up to date.
#[test]
fn a_commit_killed_at_any_step_leaves_the_tree_old_or_new() {
    let dir = ScratchDir::new("writer-killed");
    let change = Change::prepare(&dir);
    let out = dir.join("out");
    let recover = |out: &Path| {
        let warnings = sdkgen::write::recover(out, &["random"]).unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
    };
    let mut outcomes = BTreeMap::<&str, usize>::new();
    let mut step = 1;
    loop {
        change.reset(&out);
        if !change.generate_killed_at(&out, step) {
            assert_eq!(change.which(&out, "a run not killed"), "new");
            break;
        }
        // `check` writes nothing, and never calls a half-committed tree up to date.
        let before = contents(&dir);
        let check = sdkgen(
            &dir,
            &["check", "new.json", "--out", "out", "--lang", NEW_LANGS],
        );
        assert_eq!(contents(&dir), before, "step {step}: check wrote");
        if check.status.success() {
            assert_eq!(change.which(&out, "check passed"), "new", "step {step}");
        }
        // The next run's recovery, itself killed at its first steps, then left to finish.
        let again = dir.join("again");
        support::remove_dir(&again).unwrap();
        support::copy_dir(&out, &again).unwrap();
        for kill in 1..=3 {
            if !change.generate_killed_at(&again, kill) {
                break;
            }
        }
        recover(&again);
        change.which(&again, &format!("step {step}, recovery killed"));

        recover(&out);
        let outcome = change.which(&out, &format!("killed at step {step}, then recovered"));
        *outcomes.entry(outcome).or_default() += 1;
        let fixed = sdkgen(
            &dir,
            &["generate", "new.json", "--out", "out", "--lang", NEW_LANGS],
        );
        assert_ok(&fixed, "the run after");
        assert_eq!(change.which(&out, "the run after"), "new");
        step += 1;
    }
    // Kills before the commit point roll back, kills after it complete the commit.
    support::say(&format!(
        "writer: killed at each of {} steps: {outcomes:?}",
        step - 1
    ));
    assert!(outcomes.get("old").is_some_and(|n| *n > 10), "{outcomes:?}");
    assert!(outcomes.get("new").is_some_and(|n| *n > 10), "{outcomes:?}");
}

// ---------------------------------------------------------------------------------------------
// The user's files an earlier sdkgen moved

/// The id of a process that has ended.
fn dead_pid() -> u32 {
    let mut child = Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

/// sdkgen before the journal swapped whole trees: it moved the user's files into its staged
/// tree (`.<lang>.sdkgen-staging-<pid>`, its manifest already written), then the previous tree
/// aside (`.<lang>.sdkgen-backup-<pid>`), then the staged tree in. Killed between those steps,
/// it left the user's files in the staged tree, and the next run deleted it with them. Now
/// they go back: into the target directory (killed before the previous tree moved), or with
/// the staged tree, which becomes the target directory (killed after).
#[test]
fn user_files_an_earlier_sdkgen_moved_into_its_staging_go_back() {
    let dir = ScratchDir::new("writer-legacy");
    write_json(&dir.join("schema.json"), &random_schema(|_| {}));
    let generate = || {
        sdkgen(
            &dir,
            &[
                "generate",
                "schema.json",
                "--out",
                "out",
                "--lang",
                "python,nodejs",
            ],
        )
    };
    assert_ok(&generate(), "first run");
    let package = dir.join("out/random");
    add_user_files(&package);
    let expected = contents(&dir.join("out"));
    let user_files = [".venv", "notes.txt", "pulumi_random/mine.txt"];
    for swapped_out in [false, true] {
        let pid = dead_pid();
        let python = package.join("python");
        let staging = package.join(format!(".python.sdkgen-staging-{pid}"));
        // The staged tree: the generated files and manifest, then the user's files moved in.
        support::copy_dir(&python, &staging).unwrap();
        for user_file in user_files {
            // The copy of the user's files is not in the staged tree: they are moved there.
            let copy = staging.join(user_file);
            if copy.is_dir() {
                fs::remove_dir_all(&copy).unwrap();
            } else {
                fs::remove_file(&copy).unwrap();
            }
            fs::rename(python.join(user_file), staging.join(user_file)).unwrap();
        }
        if swapped_out {
            fs::rename(
                &python,
                package.join(format!(".python.sdkgen-backup-{pid}")),
            )
            .unwrap();
        }
        let again = generate();
        assert_ok(&again, "the next run");
        let changes = differences(&expected, &contents(&dir.join("out")));
        assert!(
            changes.is_empty(),
            "swapped out: {swapped_out}: {}",
            changes.join("\n")
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Hostile trees

/// Runs `sdkgen ARGS` in `dir` with at most 4 GB of address space, failing the test if it has
/// not ended within a minute.
/// A manifest that is a link (to a device, or to a real manifest elsewhere), a FIFO or a file
/// of 100 MiB: `generate` refuses it at once, naming it, and leaves the tree as it was;
/// `check` says the tree is out of date, at once. A FIFO or link at a generated file's path is
/// not opened: `check` reports it, `generate` replaces it.
#[test]
fn a_manifest_that_is_a_link_a_fifo_or_huge_is_refused_at_once() {
    let dir = ScratchDir::new("writer-manifest");
    write_json(&dir.join("schema.json"), &random_schema(|_| {}));
    let args = |command| [command, "schema.json", "--out", "out", "--lang", "python"];
    assert_ok(&sdkgen(&dir, &args("generate")), "first run");
    let python = dir.join("out/random/python");
    let manifest = python.join(".sdkgen-manifest");
    fs::rename(&manifest, dir.join("real-manifest")).unwrap();
    type Make = fn(&Path, &Path);
    let cases: [(&str, Make); 4] = [
        ("a link to a device", |m, _| {
            std::os::unix::fs::symlink("/dev/zero", m).unwrap()
        }),
        ("a link to a manifest", |m, d| {
            std::os::unix::fs::symlink(d.join("real-manifest"), m).unwrap()
        }),
        ("a FIFO", |m, _| mkfifo(m)),
        ("100 MiB", |m, _| {
            fs::File::create(m).unwrap().set_len(100 << 20).unwrap();
        }),
    ];
    for (what, make) in cases {
        make(&manifest, &dir);
        let before = contents(&dir.join("out"));
        let generate = sdkgen_bounded(&dir, &args("generate"));
        assert_eq!(
            generate.status.code(),
            Some(2),
            "{what}: {}",
            stderr(&generate)
        );
        let says = "out/random/python/.sdkgen-manifest is not a manifest sdkgen wrote";
        assert!(
            stderr(&generate).contains(says),
            "{what}: {}",
            stderr(&generate)
        );
        let check = sdkgen_bounded(&dir, &args("check"));
        assert_eq!(check.status.code(), Some(1), "{what}: {}", stderr(&check));
        assert_eq!(
            contents(&dir.join("out")),
            before,
            "{what}: the tree changed"
        );
        fs::remove_file(&manifest).unwrap();
    }
    fs::rename(dir.join("real-manifest"), &manifest).unwrap();

    let pet = python.join("pulumi_random/random_pet.py");
    for (what, make) in [
        ("a FIFO", mkfifo as fn(&Path)),
        ("a link", |p: &Path| {
            std::os::unix::fs::symlink("/dev/zero", p).unwrap()
        }),
    ] {
        fs::remove_file(&pet).unwrap();
        make(&pet);
        let check = sdkgen_bounded(&dir, &args("check"));
        assert_eq!(check.status.code(), Some(1), "{what}: {}", stderr(&check));
        assert!(
            String::from_utf8_lossy(&check.stdout)
                .contains("missing: out/random/python/pulumi_random/random_pet.py"),
            "{what}: {}",
            String::from_utf8_lossy(&check.stdout)
        );
        assert_ok(&sdkgen_bounded(&dir, &args("generate")), what);
        assert!(fs::symlink_metadata(&pet).unwrap().is_file(), "{what}");
        assert_ok(&sdkgen_bounded(&dir, &args("check")), what);
    }
}

// ---------------------------------------------------------------------------------------------
// Concurrent runs

/// Two `generate`s into one tree at once, each changing other files: the tree ends exactly as
/// one of them generates it (a run plans against the tree it reads, so runs that overlapped
/// would leave a mix of both).
#[test]
fn concurrent_generates_do_not_interleave() {
    let dir = ScratchDir::new("writer-concurrent");
    let described = |token: &'static str| {
        random_schema(move |r| {
            r[token]["description"] = format!("{token} changed").into();
        })
    };
    write_json(&dir.join("base.json"), &random_schema(|_| {}));
    write_json(
        &dir.join("a.json"),
        &described("random:index/randomPet:RandomPet"),
    );
    write_json(
        &dir.join("b.json"),
        &described("random:index/randomBytes:RandomBytes"),
    );
    let langs = ["--lang", "python,nodejs,go"];
    let generate = |schema: &str, out: &str| {
        let mut command = Command::new(SDKGEN);
        command
            .args(["generate", schema, "--out", out])
            .args(langs)
            .current_dir(&*dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    };
    let expected = |schema: &str| {
        let out = format!("{schema}-tree");
        assert_ok(&generate(schema, &out).output().unwrap(), schema);
        contents(&dir.join(out))
    };
    let (a, b) = (expected("a.json"), expected("b.json"));
    for round in 0..4 {
        support::remove_dir(&dir.join("out")).unwrap();
        assert_ok(&generate("base.json", "out").output().unwrap(), "base");
        let first = generate("a.json", "out").spawn().unwrap();
        let second = generate("b.json", "out").spawn().unwrap();
        for child in [first, second] {
            let output = child.wait_with_output().unwrap();
            assert_ok(&output, &format!("round {round}"));
        }
        let found = contents(&dir.join("out"));
        assert!(
            found == a || found == b,
            "round {round}: neither a's tree nor b's:\n{}",
            differences(&a, &found).join("\n")
        );
    }
}
