//! `generate`'s side: put every rendered target on disk, all or nothing.
//!
//! Phases, so that a failure leaves earlier output as it was:
//! 1. stage (see `stream`): check every name, read each target directory's manifest, write
//!    each file into a fresh directory beside it while comparing it with the one in place;
//!    refuse directories sdkgen does not own and user files in the way;
//! 2. swap: move the user's files into the staged tree, then old tree → backup name and staged
//!    tree → final name, journalling every rename so that a failure undoes all of them;
//! 3. commit: delete the backups (the old generated files, nothing of the user's).
//!
//! This module holds the run's journal, the swap and commit, and the file system helpers
//! staging uses.

use std::fs;
use std::io::{IoSlice, Write};
use std::path::{Path, PathBuf};

use super::disk::{exists, io_error};
use super::interrupt;
use super::{TargetWrite, WriteError, WriteReport};

/// Swaps every staged tree in and deletes the backups.
pub(super) fn finish(mut run: Run, plans: Vec<Plan>) -> Result<WriteReport, WriteError> {
    // A signal waits until the swap and the backups' removal are done.
    let Some(_gate) = interrupt::enter() else {
        return Err(interrupted());
    };
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
pub(super) struct Plan {
    pub(super) report: TargetWrite,
    /// `None` when the directory already holds exactly the rendered tree.
    pub(super) change: Option<Change>,
}

pub(super) struct Change {
    pub(super) package_dir: PathBuf,
    /// Whether the target directory exists (and so is swapped out, not just created).
    pub(super) existed: bool,
    /// The user's entries, relative to the target directory, to carry over.
    pub(super) user_entries: Vec<PathBuf>,
    pub(super) staging: Option<PathBuf>,
}

pub(super) fn check_out_dir(out: &Path) -> Result<(), WriteError> {
    match fs::metadata(out) {
        Ok(meta) if !meta.is_dir() => Err(WriteError::Io(format!(
            "the output directory {} is not a directory",
            out.display()
        ))),
        _ => Ok(()),
    }
}

/// What a run has done so far, to undo it.
#[derive(Default)]
pub(super) struct Run {
    /// Directories created on the way to the package directories, outermost first.
    pub(super) created: Vec<PathBuf>,
    pub(super) staging: Vec<PathBuf>,
    /// Renames done, `(from, to)`, in order.
    journal: Vec<(PathBuf, PathBuf)>,
    backups: Vec<PathBuf>,
}

impl Run {
    /// Undoes everything and returns `error`, extended if the undoing failed too.
    pub(super) fn abandon(self, error: WriteError) -> WriteError {
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
            interrupt::unstaged(staging);
        }
        for dir in self.created.iter().rev() {
            // Only if still empty: never remove what someone else put there meanwhile.
            let _ = fs::remove_dir(dir);
        }
        error
    }
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
        interrupt::unstaged(staging);
    }
    Ok(())
}

/// The error of a step that found the run interrupted (the signal handler ends the process).
pub(super) fn interrupted() -> WriteError {
    WriteError::Io("interrupted".to_owned())
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

/// Creates the file `path` holding `parts` one after the other, in one system call when the
/// kernel takes them all (as `fs::write` would for one buffer).
pub(super) fn write_parts(path: &Path, parts: &[&[u8]]) -> std::io::Result<()> {
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
pub(super) fn create_missing_dirs(
    dir: &Path,
    created: &mut Vec<PathBuf>,
) -> Result<(), WriteError> {
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
            Ok(()) => {
                interrupt::created(&d);
                created.push(d);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(io_error("create", &d, e)),
        }
    }
    Ok(())
}

/// A name beside the target directory that nothing uses: `.<dir>.sdkgen-<what>-<pid>[-n]`.
pub(super) fn fresh_sibling(
    package_dir: &Path,
    dir_name: &str,
    what: &str,
) -> Result<PathBuf, WriteError> {
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
