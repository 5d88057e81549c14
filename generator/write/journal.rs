//! The commit journal: what a run is about to change in the output tree, written before it
//! changes anything there, so that a run killed halfway through its commit (SIGKILL, a crash,
//! power loss once the file system has the journal) is completed by the next `generate`.
//!
//! A run stages each target's new and changed files in `<package>/.<dir>.sdkgen-new-<pid>`
//! (files only sdkgen wrote; nothing of the user's is ever moved there). Once every target has
//! rendered, it writes `<out>/.sdkgen-journal-<pid>.partial` and renames it to
//! `<out>/.sdkgen-journal-<pid>`: that rename is the commit point. Then, per target:
//! - a target directory that did not exist (`fresh`) is the staged directory, renamed into
//!   place whole;
//! - otherwise each stale file (`remove`) and then each file being replaced moves to
//!   `<package>/.<dir>.sdkgen-old-<pid>` (same relative path), each staged file (`put`, the
//!   manifest last) moves into the target directory, and the directories left empty by the
//!   removals are removed.
//!
//! Every step can be redone from what is on disk: a file still in the staged directory has not
//! been put; a file already in the backup directory has been moved aside. So a journal whose
//! process is gone is applied again, skipping what was done ([`recover`]); then the journal
//! and the two directories are removed. Before the commit point, the staged directories are the
//! only trace of a run and hold nothing but sdkgen's files: they are removed.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::disk::{describe, exists, io_error};
use super::interrupt::{is_alive, Debris, DebrisKind};
use super::ops::{self, open_regular, Kind};
use super::paths::{check_name, check_relative_path, join};
use super::WriteError;

/// The journal's name in the output directory: `.sdkgen-journal-<pid>`.
const PREFIX: &str = ".sdkgen-journal-";
/// The suffix of a journal being written (before the commit point).
const PARTIAL: &str = ".partial";
/// The journal format's version.
const VERSION: u32 = 1;
/// The longest journal sdkgen reads (it lists the changed paths of one run).
const LIMIT: u64 = 256 << 20;

/// One run's commit.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Journal {
    /// The format's version.
    pub(super) sdkgen_journal: u32,
    /// The process that wrote it; its staged and backup directories carry this id.
    pub(super) pid: u32,
    pub(super) targets: Vec<Entry>,
}

/// One target directory's part of a commit.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Entry {
    /// The package directory, under the output directory.
    pub(super) package: String,
    /// The target directory, under the package directory.
    pub(super) dir: String,
    /// The staged directory's name, in the package directory.
    pub(super) new: String,
    /// The backup directory's name, in the package directory.
    pub(super) old: String,
    /// The target directory did not exist: the staged directory becomes it.
    pub(super) fresh: bool,
    /// Staged files to move in (relative to the target directory; the manifest last).
    pub(super) put: Vec<String>,
    /// Files no longer generated, to remove.
    pub(super) remove: Vec<String>,
}

/// A change [`apply`] made, to undo it.
pub(super) enum Done {
    /// A rename `(from, to)`.
    Renamed(PathBuf, PathBuf),
    /// A directory created on the way to a new file.
    Created(PathBuf),
    /// A directory removed once its files were.
    Pruned(PathBuf),
}

impl Journal {
    pub(super) fn new(targets: Vec<Entry>) -> Journal {
        Journal {
            sdkgen_journal: VERSION,
            pid: std::process::id(),
            targets,
        }
    }

    /// Checks a journal read from disk: every name and path is one sdkgen writes, and the
    /// staged and backup directories are this journal's process's.
    fn check(&self) -> Result<(), String> {
        if self.sdkgen_journal != VERSION {
            return Err(format!("format {} is not {VERSION}", self.sdkgen_journal));
        }
        for entry in &self.targets {
            // Empty: the directory above itself (a provider's SDK folder is the output
            // directory, and Go's module root is that folder).
            for name in [&entry.package, &entry.dir] {
                if !name.is_empty() {
                    check_name(name)?;
                }
            }
            for (name, kind) in [(&entry.new, DebrisKind::New), (&entry.old, DebrisKind::Old)] {
                let debris = Debris::parse(name);
                if debris.as_ref().map(|d| (d.kind, d.pid, d.target.as_str()))
                    != Some((kind, self.pid, entry.dir.as_str()))
                {
                    return Err(format!("`{name}` is not a directory of this run"));
                }
            }
            for path in entry.put.iter().chain(&entry.remove) {
                check_relative_path(path).map_err(|why| format!("`{path}`: {why}"))?;
            }
        }
        Ok(())
    }
}

/// Writes the journal into `out` and renames it into place: the commit point. Returns its path.
pub(super) fn write(out: &Path, journal: &Journal) -> Result<PathBuf, WriteError> {
    let path = out.join(format!("{PREFIX}{}", journal.pid));
    let partial = out.join(format!("{PREFIX}{}{PARTIAL}", journal.pid));
    let text = serde_json::to_vec(journal).expect("a journal always serializes");
    ops::write_parts(&partial, &[&text]).map_err(|e| io_error("write", &partial, e))?;
    if let Err(e) = ops::rename(&partial, &path) {
        let _ = ops::remove_file(&partial);
        return Err(io_error("commit", &path, e));
    }
    Ok(path)
}

/// The journals in `out`, with their process id and whether each is only partly written.
pub(crate) fn journals_in(out: &Path) -> Vec<(PathBuf, u32, bool)> {
    let Ok(entries) = std::fs::read_dir(out) else {
        return Vec::new();
    };
    let mut found: Vec<(PathBuf, u32, bool)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name();
            let rest = name.to_str()?.strip_prefix(PREFIX)?;
            let (pid, partial) = match rest.strip_suffix(PARTIAL) {
                Some(pid) => (pid, true),
                None => (rest, false),
            };
            Some((e.path(), pid.parse().ok()?, partial))
        })
        .collect();
    found.sort();
    found
}

/// Completes the commit of every journal in `out` whose process is gone, and removes journals
/// such processes left unfinished (their commit never started). Fails, leaving the journal, if
/// a commit cannot be completed. Returns what was left for a person to look at.
pub(super) fn recover(out: &Path) -> Result<Vec<String>, WriteError> {
    let mut warnings = Vec::new();
    for (path, pid, partial) in journals_in(out) {
        if is_alive(pid) {
            continue;
        }
        if partial {
            if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
                ops::remove_file(&path).map_err(|e| io_error("remove", &path, e))?;
            } else {
                warnings.push(format!(
                    "{} is not a file sdkgen wrote; it was left alone",
                    path.display()
                ));
            }
            continue;
        }
        let journal = read(&path)?;
        let mut done = Vec::new();
        for entry in &journal.targets {
            apply(out, entry, &mut done).map_err(|error| {
                WriteError::Unrecovered(format!(
                    "an interrupted sdkgen run left the commit in {} unfinished, and completing it failed: {error}; nothing more was changed (once you have put things right, run again; moving the journal away gives up on that commit)",
                    path.display()
                ))
            })?;
        }
        warnings.extend(clean_up(out, &path, &journal));
    }
    Ok(warnings)
}

fn read(path: &Path) -> Result<Journal, WriteError> {
    let bad = |why: String| {
        WriteError::NotOwned(format!(
            "{} is not a journal sdkgen wrote ({why}); an interrupted run's commit cannot be completed: move it away and check the output",
            path.display()
        ))
    };
    let bytes = match open_regular(path).map_err(|e| io_error("read", path, e))? {
        Ok(file) => file
            .read_up_to(LIMIT)
            .map_err(|e| io_error("read", path, e))?
            .ok_or_else(|| bad(format!("it is over {} MiB", LIMIT >> 20)))?,
        Err(kind) => return Err(bad(format!("it is {}", describe_kind(kind)))),
    };
    let journal: Journal = serde_json::from_slice(&bytes).map_err(|e| bad(e.to_string()))?;
    journal.check().map_err(bad)?;
    Ok(journal)
}

fn describe_kind(kind: Option<Kind>) -> &'static str {
    match kind {
        None => "gone",
        Some(kind) => kind.describe(),
    }
}

/// Removes the journal, then the target's backup and staged directories (the backups hold the
/// previous generated files; the staged directories, only directories by now). Returns what
/// could not be removed.
pub(super) fn clean_up(out: &Path, path: &Path, journal: &Journal) -> Vec<String> {
    let mut problems = Vec::new();
    if let Err(e) = ops::remove_file(path) {
        problems.push(format!(
            "the new output is in place, but its journal {} could not be removed: {e}",
            path.display()
        ));
        return problems;
    }
    for entry in &journal.targets {
        let package_dir = join_name(out, &entry.package);
        for name in [&entry.old, &entry.new] {
            let dir = package_dir.join(name);
            if let Err(e) = ops::remove_tree(&dir) {
                problems.push(format!(
                    "the new output is in place, but {} could not be removed: {e}",
                    dir.display()
                ));
            }
        }
    }
    problems
}

/// Applies one target's part of a commit, skipping what was done before, and records each
/// change in `done`.
pub(super) fn apply(out: &Path, entry: &Entry, done: &mut Vec<Done>) -> Result<(), WriteError> {
    let package_dir = join_name(out, &entry.package);
    let dir = join_name(&package_dir, &entry.dir);
    let new = package_dir.join(&entry.new);
    let old = package_dir.join(&entry.old);
    if entry.fresh {
        return match (exists(&dir), exists(&new)) {
            (false, true) => rename(done, &new, &dir),
            // Renamed before (or both removed since, by someone else: nothing left to do).
            (_, false) => Ok(()),
            (true, true) => Err(WriteError::Io(format!(
                "{} exists, and the new output staged in {} is there too",
                dir.display(),
                new.display()
            ))),
        };
    }
    let mut real = RealDirs::default();
    for path in &entry.remove {
        let (at, aside) = (join(&dir, path), join(&old, path));
        // Moved aside before, or not there (or reached through a link: not sdkgen's).
        if exists(&aside) || !real.are_real(&dir, path) {
            continue;
        }
        if std::fs::symlink_metadata(&at).is_ok_and(|m| !m.is_dir()) {
            move_aside(done, &old, path, &at, &aside)?;
        }
    }
    for path in &entry.put {
        let staged = join(&new, path);
        if !exists(&staged) {
            continue; // put before
        }
        let at = join(&dir, path);
        real.make(&dir, path, done)?;
        match std::fs::symlink_metadata(&at) {
            Ok(meta) if meta.is_dir() => {
                return Err(WriteError::NotOwned(format!(
                    "{} is a directory where sdkgen writes a file; move it away and run again",
                    at.display()
                )))
            }
            Ok(_) => move_aside(done, &old, path, &at, &join(&old, path))?,
            Err(_) => {}
        }
        rename(done, &staged, &at)?;
    }
    prune(&dir, &entry.remove, done);
    Ok(())
}

/// `dir/name`, or `dir` for the empty name.
fn join_name(dir: &Path, name: &str) -> PathBuf {
    if name.is_empty() {
        dir.to_path_buf()
    } else {
        dir.join(name)
    }
}

/// Moves the file at `at` (the target's `path`) to `aside`, in the backup directory `old`.
fn move_aside(
    done: &mut Vec<Done>,
    old: &Path,
    path: &str,
    at: &Path,
    aside: &Path,
) -> Result<(), WriteError> {
    if exists(aside) {
        return Err(WriteError::Io(format!(
            "{} and its backup {} both exist",
            at.display(),
            aside.display()
        )));
    }
    // The backup directory's own directories are removed with it: nothing to record.
    let parents = path
        .match_indices('/')
        .map(|(at, _)| join(old, &path[..at]));
    for parent in std::iter::once(old.to_path_buf()).chain(parents) {
        if !exists(&parent) {
            ops::create_dir(&parent).map_err(|e| io_error("create", &parent, e))?;
        }
    }
    rename(done, at, aside)
}

fn rename(done: &mut Vec<Done>, from: &Path, to: &Path) -> Result<(), WriteError> {
    ops::rename(from, to).map_err(|e| {
        WriteError::Io(format!(
            "cannot move {} to {}: {e}",
            from.display(),
            to.display()
        ))
    })?;
    done.push(Done::Renamed(from.to_path_buf(), to.to_path_buf()));
    Ok(())
}

/// The directories of a target directory known to be real (not links), relative.
#[derive(Default)]
struct RealDirs(BTreeSet<String>);

impl RealDirs {
    /// Whether every directory above `path` in `dir` is a real directory.
    fn are_real(&mut self, dir: &Path, path: &str) -> bool {
        for (at, _) in path.match_indices('/') {
            let ancestor = &path[..at];
            if self.0.contains(ancestor) {
                continue;
            }
            if !std::fs::symlink_metadata(join(dir, ancestor)).is_ok_and(|m| m.is_dir()) {
                return false;
            }
            self.0.insert(ancestor.to_owned());
        }
        true
    }

    /// Creates the missing directories above `path` in `dir`; fails where something that is not
    /// a real directory is in the way.
    fn make(&mut self, dir: &Path, path: &str, done: &mut Vec<Done>) -> Result<(), WriteError> {
        for (at, _) in path.match_indices('/') {
            let ancestor = &path[..at];
            if self.0.contains(ancestor) {
                continue;
            }
            let full = join(dir, ancestor);
            match std::fs::symlink_metadata(&full) {
                Ok(meta) if meta.is_dir() => {}
                Ok(meta) => {
                    return Err(WriteError::NotOwned(format!(
                        "{} is {} where sdkgen writes a directory; move it away and run again",
                        full.display(),
                        describe(Kind::of(&meta))
                    )))
                }
                Err(_) => {
                    ops::create_dir(&full).map_err(|e| io_error("create", &full, e))?;
                    done.push(Done::Created(full));
                }
            }
            self.0.insert(ancestor.to_owned());
        }
        Ok(())
    }
}

/// Removes the directories above removed files that are empty now, deepest first.
fn prune(dir: &Path, removed: &[String], done: &mut Vec<Done>) {
    let mut parents: Vec<&str> = removed
        .iter()
        .flat_map(|p| p.match_indices('/').map(move |(at, _)| &p[..at]))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    parents.sort_by_key(|p| std::cmp::Reverse(p.matches('/').count()));
    for parent in parents {
        let full = join(dir, parent);
        if std::fs::symlink_metadata(&full).is_ok_and(|m| m.is_dir())
            && ops::remove_empty_dir(&full)
        {
            done.push(Done::Pruned(full));
        }
    }
}

/// Undoes `done`, last first. Returns what could not be undone.
pub(super) fn undo(done: Vec<Done>) -> Result<(), Vec<String>> {
    let mut failures = Vec::new();
    for change in done.into_iter().rev() {
        match change {
            Done::Renamed(from, to) => {
                if let Err(e) = ops::rename(&to, &from) {
                    failures.push(format!(
                        "could not move {} back to {}: {e}",
                        to.display(),
                        from.display()
                    ));
                }
            }
            Done::Created(dir) => {
                ops::remove_empty_dir(&dir);
            }
            Done::Pruned(dir) => {
                if let Err(e) = ops::create_dir(&dir) {
                    failures.push(format!("could not recreate {}: {e}", dir.display()));
                }
            }
        }
        if !failures.is_empty() {
            // Stop at the first failure: what follows may depend on it.
            break;
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// `<tmp>/…/out/p/python` holding `a.py` (old), `stale/s.py` and the user's `notes.txt`;
    /// the staged directory holding a new `a.py`, `b/c.py` and the manifest.
    fn scratch(name: &str) -> (PathBuf, Entry) {
        let out =
            std::env::temp_dir().join(format!("sdkgen-journal-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&out);
        let pid = std::process::id();
        let dir = out.join("p/python");
        fs::create_dir_all(dir.join("stale")).unwrap();
        fs::write(dir.join("a.py"), "old a").unwrap();
        fs::write(dir.join("stale/s.py"), "stale").unwrap();
        fs::write(dir.join("notes.txt"), "mine").unwrap();
        fs::write(dir.join(".sdkgen-manifest"), "old manifest").unwrap();
        let new = out.join(format!("p/.python.sdkgen-new-{pid}"));
        fs::create_dir_all(new.join("b")).unwrap();
        fs::write(new.join("a.py"), "new a").unwrap();
        fs::write(new.join("b/c.py"), "new c").unwrap();
        fs::write(new.join(".sdkgen-manifest"), "new manifest").unwrap();
        let entry = Entry {
            package: "p".into(),
            dir: "python".into(),
            new: format!(".python.sdkgen-new-{pid}"),
            old: format!(".python.sdkgen-old-{pid}"),
            fresh: false,
            put: vec!["a.py".into(), "b/c.py".into(), ".sdkgen-manifest".into()],
            remove: vec!["stale/s.py".into()],
        };
        (out, entry)
    }

    fn listing(dir: &Path) -> Vec<(String, String)> {
        let mut found = Vec::new();
        let mut pending = vec![dir.to_path_buf()];
        while let Some(d) = pending.pop() {
            for e in fs::read_dir(&d).unwrap() {
                let path = e.unwrap().path();
                let rel = path.strip_prefix(dir).unwrap().display().to_string();
                if path.is_dir() {
                    found.push((format!("{rel}/"), String::new()));
                    pending.push(path);
                } else {
                    found.push((rel, fs::read_to_string(&path).unwrap()));
                }
            }
        }
        found.sort();
        found
    }

    #[test]
    fn apply_then_undo_restores_the_tree_exactly() {
        let (out, entry) = scratch("undo");
        let before = listing(&out);
        let mut done = Vec::new();
        apply(&out, &entry, &mut done).unwrap();
        let dir = out.join("p/python");
        assert_eq!(fs::read_to_string(dir.join("a.py")).unwrap(), "new a");
        assert_eq!(fs::read_to_string(dir.join("b/c.py")).unwrap(), "new c");
        assert!(
            !dir.join("stale").exists(),
            "the emptied directory is pruned"
        );
        assert_eq!(fs::read_to_string(dir.join("notes.txt")).unwrap(), "mine");
        undo(done).unwrap();
        // Only the (empty) backup directories remain beyond the tree as it was.
        let after: Vec<_> = listing(&out)
            .into_iter()
            .filter(|(p, _)| !p.contains("sdkgen-old"))
            .collect();
        assert_eq!(after, before);
        fs::remove_dir_all(&out).unwrap();
    }

    #[test]
    fn apply_again_after_any_prefix_of_its_steps_finishes_the_same_tree() {
        // Every prefix of a commit's moves, then the commit applied again from the start (as
        // `recover` does): the same tree each time.
        let (out, entry) = scratch("redo");
        let mut done = Vec::new();
        apply(&out, &entry, &mut done).unwrap();
        let expected = listing(&out);
        let steps = done.len();
        fs::remove_dir_all(&out).unwrap();
        for prefix in 0..=steps {
            let (out, entry) = scratch("redo");
            let mut done = Vec::new();
            apply(&out, &entry, &mut done).unwrap();
            // Undo the steps after the prefix: the disk is as a kill after `prefix` steps left it.
            undo(done.split_off(prefix)).unwrap();
            apply(&out, &entry, &mut Vec::new()).unwrap();
            let found: Vec<_> = listing(&out);
            assert_eq!(found, expected, "after {prefix} of {steps} steps");
            fs::remove_dir_all(&out).unwrap();
        }
    }

    #[test]
    fn a_failed_undo_stops_and_says_so() {
        let (out, entry) = scratch("stuck");
        let mut done = Vec::new();
        apply(&out, &entry, &mut done).unwrap();
        // The staged directory is gone, so moving the new files back fails.
        fs::remove_dir_all(out.join(&entry.package).join(&entry.new)).unwrap();
        let failures = undo(done).unwrap_err();
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert!(failures[0].starts_with("could not move"), "{failures:?}");
        fs::remove_dir_all(&out).unwrap();
    }

    #[test]
    fn a_journal_naming_paths_outside_its_tree_is_refused() {
        let (out, entry) = scratch("hostile");
        let pid = std::process::id();
        let mut hostile = Vec::new();
        for (field, value) in [
            ("package", ".."),
            ("dir", "a/b"),
            ("new", "elsewhere"),
            ("old", ".python.sdkgen-old-1"),
            ("put", "../../x"),
            ("remove", "/etc/passwd"),
        ] {
            let mut e = entry.clone();
            match field {
                "package" => e.package = value.into(),
                "dir" => e.dir = value.into(),
                "new" => e.new = value.into(),
                "old" => e.old = value.into(),
                "put" => e.put.push(value.into()),
                _ => e.remove.push(value.into()),
            }
            hostile.push(Journal {
                sdkgen_journal: VERSION,
                pid,
                targets: vec![e],
            });
        }
        for journal in hostile {
            let path = out.join(".sdkgen-journal-1");
            fs::write(&path, serde_json::to_vec(&journal).unwrap()).unwrap();
            let error = read(&path).unwrap_err();
            assert!(
                error.to_string().contains("is not a journal sdkgen wrote"),
                "{journal:?}: {error}"
            );
        }
        let path = out.join(".sdkgen-journal-1");
        fs::write(
            &path,
            serde_json::to_vec(&Journal::new(vec![entry])).unwrap(),
        )
        .unwrap();
        assert!(read(&path).is_ok());
        fs::remove_dir_all(&out).unwrap();
    }
}
