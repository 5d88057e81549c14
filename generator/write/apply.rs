//! `generate`'s side: put every rendered target on disk, all or nothing.
//!
//! Phases, so that a failure leaves earlier output as it was:
//! 1. plan (read only): check every name, read each target directory's manifest, compare;
//!    refuse directories sdkgen does not own and user files in the way;
//! 2. stage: write each changed target into a fresh directory beside it;
//! 3. swap: move the user's files into the staged tree, then old tree → backup name and staged
//!    tree → final name, journalling every rename so that a failure undoes all of them;
//! 4. commit: delete the backups (the old generated files, nothing of the user's).
//!
//! [`write_streamed`] plans and stages each target as soon as it has rendered, so rendering
//! and writing overlap and only the targets in flight are in memory; a failure anywhere still
//! removes every staged tree before anything is swapped.

use std::collections::BTreeSet;
use std::fs;
use std::io::{IoSlice, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

use rayon::prelude::*;

use super::disk::{compare, dir_state, exists, io_error, user_entries, DirState, FileState};
use super::paths::join;
use super::tree::Tree;
use super::{TargetWrite, WriteError, WriteReport, MANIFEST};
use crate::generate::Output;

/// Writes every output under `out` (`<out>/<package>/<target>/`), replacing each changed
/// target directory as a whole and leaving unchanged ones untouched. Every target is planned
/// first; then they are staged in parallel, and `progress` is called once per target, in
/// order, when all are. On error nothing has changed.
pub fn write_outputs(
    out: &Path,
    outputs: &[Output],
    progress: &mut dyn FnMut(&TargetWrite),
) -> Result<WriteReport, WriteError> {
    let trees = super::build_trees(outputs)?;
    check_out_dir(out)?;
    let mut plans = Vec::with_capacity(trees.len());
    for tree in &trees {
        plans.push(plan(out, tree)?);
    }

    let run = Mutex::new(Run::default());
    // Every target is attempted, so the error reported (the first target's) does not depend
    // on scheduling.
    let staged: Vec<Result<(), WriteError>> = trees
        .par_iter()
        .zip(plans.par_iter_mut())
        .map(|(tree, plan)| stage(&run, tree, plan))
        .collect();
    let run = run.into_inner().unwrap_or_else(PoisonError::into_inner);
    if let Some(Err(error)) = staged.into_iter().find(Result::is_err) {
        return Err(run.abandon(error));
    }
    for plan in &plans {
        progress(&plan.report);
    }
    finish(run, plans)
}

/// Why [`write_streamed`] failed.
#[derive(Debug)]
pub enum StreamError<E> {
    /// Rendering a target failed.
    Render(E),
    /// Writing failed (see [`WriteError`]).
    Write(WriteError),
}

/// `generate`'s writer for outputs rendered on the fly: `render(i)` runs for every `i` below
/// `count` on rayon's threads, and each output is planned and staged as soon as it has
/// rendered, then dropped. Once every output is staged they are swapped in and reported
/// sorted by package and target, as [`write_outputs`] does; `progress` is called as each
/// target is staged. On error nothing has changed: every staged tree is removed. A rendering
/// error wins over a writing one and, of each kind, the one of the lowest `i`, so which error
/// is reported does not depend on scheduling (every output is rendered to find it).
pub fn write_streamed<E, R>(
    out: &Path,
    count: usize,
    render: R,
    progress: &(dyn Fn(&TargetWrite) + Sync),
) -> Result<WriteReport, StreamError<E>>
where
    E: Send,
    R: Fn(usize) -> Result<Output, E> + Sync,
{
    check_out_dir(out).map_err(StreamError::Write)?;
    let run = Mutex::new(Run::default());
    let seen: Mutex<BTreeSet<(String, &'static str)>> = Mutex::default();
    // After a failure the rest is still rendered (for the error's sake) but no longer written.
    let failed = AtomicBool::new(false);
    let results: Vec<Result<Option<Plan>, StreamError<E>>> = (0..count)
        .into_par_iter()
        .map(|i| {
            let output = render(i).map_err(|e| {
                failed.store(true, Ordering::Relaxed);
                StreamError::Render(e)
            })?;
            if failed.load(Ordering::Relaxed) {
                return Ok(None);
            }
            let staged = (|| {
                let tree = Tree::build_owned(output)?;
                if !lock(&seen).insert((tree.package.clone(), tree.dir_name)) {
                    return Err(WriteError::InvalidOutput(format!(
                        "{}/{} is produced twice in one run",
                        tree.package, tree.dir_name
                    )));
                }
                let mut plan = plan(out, &tree)?;
                stage(&run, &tree, &mut plan)?;
                Ok(plan)
            })();
            match staged {
                Ok(plan) => {
                    progress(&plan.report);
                    Ok(Some(plan))
                }
                Err(error) => {
                    failed.store(true, Ordering::Relaxed);
                    Err(StreamError::Write(error))
                }
            }
        })
        .collect();
    let run = run.into_inner().unwrap_or_else(PoisonError::into_inner);
    let mut plans = Vec::with_capacity(count);
    let (mut render_error, mut write_error) = (None, None);
    for result in results {
        match result {
            Ok(plan) => plans.extend(plan),
            Err(StreamError::Render(e)) => {
                render_error.get_or_insert(e);
            }
            Err(StreamError::Write(e)) => {
                write_error.get_or_insert(e);
            }
        }
    }
    if let Some(error) = render_error {
        // Nothing has been swapped yet, so undoing cannot fail: it only removes staged trees.
        let _ = run.abandon(WriteError::Io(String::new()));
        return Err(StreamError::Render(error));
    }
    if let Some(error) = write_error {
        return Err(StreamError::Write(run.abandon(error)));
    }
    plans.sort_by(|a, b| {
        (&a.report.package, a.report.target).cmp(&(&b.report.package, b.report.target))
    });
    finish(run, plans).map_err(StreamError::Write)
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Swaps every staged tree in and deletes the backups.
fn finish(mut run: Run, plans: Vec<Plan>) -> Result<WriteReport, WriteError> {
    if let Err(error) = swap_all(&mut run, &plans) {
        return Err(run.abandon(error));
    }
    let mut report = WriteReport {
        targets: plans.iter().map(|p| p.report.clone()).collect(),
        warnings: Vec::new(),
    };
    for backup in run.backups {
        if let Err(e) = fs::remove_dir_all(&backup) {
            report.warnings.push(format!(
                "the new output is in place, but the old one could not be removed from {}: {e}",
                backup.display()
            ));
        }
    }
    Ok(report)
}

/// What to do with one target directory.
struct Plan {
    report: TargetWrite,
    /// `None` when the directory already holds exactly the rendered tree.
    change: Option<Change>,
}

struct Change {
    package_dir: PathBuf,
    /// Whether the target directory exists (and so is swapped out, not just created).
    existed: bool,
    /// The user's entries, relative to the target directory, to carry over.
    user_entries: Vec<PathBuf>,
    staging: Option<PathBuf>,
}

fn check_out_dir(out: &Path) -> Result<(), WriteError> {
    match fs::metadata(out) {
        Ok(meta) if !meta.is_dir() => Err(WriteError::Io(format!(
            "the output directory {} is not a directory",
            out.display()
        ))),
        _ => Ok(()),
    }
}

fn plan(out: &Path, tree: &Tree) -> Result<Plan, WriteError> {
    let package_dir = out.join(&tree.package);
    if let Ok(meta) = fs::symlink_metadata(&package_dir) {
        if !meta.is_dir() {
            return Err(WriteError::NotOwned(format!(
                "{} is not a directory (a file or a symbolic link); sdkgen will not write through it",
                package_dir.display()
            )));
        }
    }
    let dir = package_dir.join(tree.dir_name);
    let mut report = TargetWrite {
        package: tree.package.clone(),
        target: tree.target,
        dir: dir.clone(),
        files: tree.generated.len(),
        changed: tree.generated.len(),
        removed: 0,
        updated: true,
    };
    let listed = match dir_state(&dir)? {
        DirState::Absent => {
            return Ok(Plan {
                report,
                change: Some(Change {
                    package_dir,
                    existed: false,
                    user_entries: Vec::new(),
                    staging: None,
                }),
            })
        }
        DirState::Owned(listed) => listed,
    };
    let states = compare(&dir, tree, false)?;
    report.changed = tree
        .files
        .iter()
        .zip(&states)
        .filter(|((path, _), state)| path != MANIFEST && !matches!(state, FileState::Same))
        .count();
    report.removed = listed
        .iter()
        .filter(|p| !tree.generated.contains(*p) && exists(&join(&dir, p)))
        .count();
    if states.iter().all(|s| matches!(s, FileState::Same)) && report.removed == 0 {
        report.updated = false;
        return Ok(Plan {
            report,
            change: None,
        });
    }
    let user_entries = user_entries(&dir, &listed, &tree.generated)?;
    Ok(Plan {
        report,
        change: Some(Change {
            package_dir,
            existed: true,
            user_entries,
            staging: None,
        }),
    })
}

/// What a run has done so far, to undo it.
#[derive(Default)]
struct Run {
    /// Directories created on the way to the package directories, outermost first.
    created: Vec<PathBuf>,
    staging: Vec<PathBuf>,
    /// Renames done, `(from, to)`, in order.
    journal: Vec<(PathBuf, PathBuf)>,
    backups: Vec<PathBuf>,
}

impl Run {
    /// Undoes everything and returns `error`, extended if the undoing failed too.
    fn abandon(self, error: WriteError) -> WriteError {
        let mut failures = Vec::new();
        for (from, to) in self.journal.iter().rev() {
            if let Err(e) = fs::rename(to, from) {
                failures.push(format!(
                    "could not move {} back to {}: {e}",
                    to.display(),
                    from.display()
                ));
            }
        }
        if !failures.is_empty() {
            // The staged trees may hold the user's files now; leave everything for a human.
            return WriteError::Unrecovered(format!(
                "{error}; restoring the previous output failed as well, so nothing more was touched: {}",
                failures.join("; ")
            ));
        }
        for staging in &self.staging {
            let _ = fs::remove_dir_all(staging);
        }
        for dir in self.created.iter().rev() {
            // Only if still empty: never remove what someone else put there meanwhile.
            let _ = fs::remove_dir(dir);
        }
        error
    }
}

/// Stages one planned target (when it changed). Targets stage in parallel: what they share
/// (the directories created on the way, the staging names taken) is decided under `run`'s
/// lock, and each writes only into its own staging directory.
fn stage(run: &Mutex<Run>, tree: &Tree, plan: &mut Plan) -> Result<(), WriteError> {
    let Some(change) = &mut plan.change else {
        return Ok(());
    };
    let staging = {
        let mut run = lock(run);
        create_missing_dirs(&change.package_dir, &mut run.created)?;
        let staging = fresh_sibling(&change.package_dir, tree.dir_name, "staging")?;
        fs::create_dir(&staging).map_err(|e| io_error("create", &staging, e))?;
        run.staging.push(staging.clone());
        staging
    };
    write_tree(&staging, tree)?;
    change.staging = Some(staging);
    Ok(())
}

fn swap_all(run: &mut Run, plans: &[Plan]) -> Result<(), WriteError> {
    for plan in plans {
        let Some(change) = &plan.change else { continue };
        let Some(staging) = &change.staging else {
            continue;
        };
        let dir = &plan.report.dir;
        for entry in &change.user_entries {
            let from = dir.join(entry);
            let to = staging.join(entry);
            if let Some(parent) = to.parent() {
                fs::create_dir_all(parent).map_err(|e| io_error("create", parent, e))?;
            }
            rename(run, from, to)?;
        }
        if change.existed {
            let backup =
                fresh_sibling(&change.package_dir, plan.report.target.dir_name(), "backup")?;
            rename(run, dir.clone(), backup.clone())?;
            run.backups.push(backup);
        }
        rename(run, staging.clone(), dir.clone())?;
    }
    Ok(())
}

fn rename(run: &mut Run, from: PathBuf, to: PathBuf) -> Result<(), WriteError> {
    fs::rename(&from, &to).map_err(|e| {
        WriteError::Io(format!(
            "cannot move {} to {}: {e}",
            from.display(),
            to.display()
        ))
    })?;
    run.journal.push((from, to));
    Ok(())
}

/// Writes `tree` into the empty directory `root`: directories first, then files in parallel.
fn write_tree(root: &Path, tree: &Tree) -> Result<(), WriteError> {
    let dirs: BTreeSet<PathBuf> = tree
        .files
        .iter()
        .filter_map(|(path, _)| join(root, path).parent().map(Path::to_path_buf))
        .collect();
    for dir in &dirs {
        fs::create_dir_all(dir).map_err(|e| io_error("create", dir, e))?;
    }
    tree.files.par_iter().try_for_each(|(path, contents)| {
        let path = join(root, path);
        write_parts(&path, &contents.parts()).map_err(|e| io_error("write", &path, e))
    })
}

/// Creates the file `path` holding `parts` one after the other, in one system call when the
/// kernel takes them all (as `fs::write` would for one buffer).
fn write_parts(path: &Path, parts: &[&[u8]]) -> std::io::Result<()> {
    let mut file = fs::File::create(path)?;
    let mut slices: Vec<IoSlice<'_>> = parts.iter().map(|p| IoSlice::new(p)).collect();
    let mut slices = &mut slices[..];
    IoSlice::advance_slices(&mut slices, 0);
    while !slices.is_empty() {
        match file.write_vectored(slices) {
            Ok(0) => return Err(std::io::ErrorKind::WriteZero.into()),
            Ok(n) => IoSlice::advance_slices(&mut slices, n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Creates `dir` and its missing ancestors, recording those it created.
fn create_missing_dirs(dir: &Path, created: &mut Vec<PathBuf>) -> Result<(), WriteError> {
    let mut missing = Vec::new();
    let mut cursor = Some(dir);
    while let Some(d) = cursor {
        if d.as_os_str().is_empty() || exists(d) {
            break;
        }
        missing.push(d.to_path_buf());
        cursor = d.parent();
    }
    for d in missing.into_iter().rev() {
        match fs::create_dir(&d) {
            Ok(()) => created.push(d),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(io_error("create", &d, e)),
        }
    }
    Ok(())
}

/// A name beside the target directory that nothing uses: `.<dir>.sdkgen-<what>-<pid>[-n]`.
fn fresh_sibling(package_dir: &Path, dir_name: &str, what: &str) -> Result<PathBuf, WriteError> {
    let pid = std::process::id();
    for n in 0..100 {
        let name = if n == 0 {
            format!(".{dir_name}.sdkgen-{what}-{pid}")
        } else {
            format!(".{dir_name}.sdkgen-{what}-{pid}-{n}")
        };
        let path = package_dir.join(name);
        if !exists(&path) {
            return Ok(path);
        }
    }
    Err(WriteError::Io(format!(
        "cannot find an unused {what} directory name in {}; remove old `.{dir_name}.sdkgen-{what}-*` directories",
        package_dir.display()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sdkgen-apply-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("old")).unwrap();
        fs::create_dir_all(dir.join("staging")).unwrap();
        fs::write(dir.join("old/user.txt"), "mine").unwrap();
        dir
    }

    #[test]
    fn abandon_undoes_every_rename_and_removes_staging() {
        let dir = scratch("undo");
        let mut run = Run {
            staging: vec![dir.join("staging")],
            ..Run::default()
        };
        rename(
            &mut run,
            dir.join("old/user.txt"),
            dir.join("staging/user.txt"),
        )
        .unwrap();
        rename(&mut run, dir.join("old"), dir.join("backup")).unwrap();
        rename(&mut run, dir.join("staging"), dir.join("old")).unwrap();
        let error = run.abandon(WriteError::Io("boom".into()));
        assert_eq!(error, WriteError::Io("boom".into()));
        assert_eq!(
            fs::read_to_string(dir.join("old/user.txt")).unwrap(),
            "mine"
        );
        assert!(!dir.join("staging").exists());
        assert!(!dir.join("backup").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_undo_touches_nothing_more_and_says_so() {
        let dir = scratch("stuck");
        let mut run = Run {
            staging: vec![dir.join("staging")],
            ..Run::default()
        };
        rename(
            &mut run,
            dir.join("old/user.txt"),
            dir.join("staging/user.txt"),
        )
        .unwrap();
        fs::remove_dir(dir.join("old")).unwrap(); // so moving the file back fails
        let error = run.abandon(WriteError::Io("boom".into()));
        assert!(
            matches!(&error, WriteError::Unrecovered(m) if m.starts_with("boom; restoring the previous output failed")),
            "{error}"
        );
        // The user's file is still in the staged tree, which was kept for that reason.
        assert_eq!(
            fs::read_to_string(dir.join("staging/user.txt")).unwrap(),
            "mine"
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
