//! `generate`'s side: put every rendered target on disk, all or nothing, writing only what
//! changed.
//!
//! Phases, so that a failure leaves earlier output as it was:
//! 1. stage (see `stream`): check every name, read each target directory's manifest, compare
//!    each file with the one in place and write only new and changed ones, into a directory
//!    beside the target directory (created on the first such file); refuse directories sdkgen
//!    does not own and files of the user's in the way. A target with nothing to change stages
//!    nothing, and a run with nothing to change writes nothing at all;
//! 2. commit (see `journal`): write the journal, then move the staged files in and the
//!    replaced and stale ones aside, target by target; on an error, undo every move;
//! 3. clean up: remove the journal, then the backups (the old generated files) and the emptied
//!    staged directories.

use std::fs;
use std::path::{Path, PathBuf};

use super::disk::{exists, io_error};
use super::journal::{self, Entry, Journal};
use super::ops::{self, DirLock};
use super::{interrupt, TargetWrite, WriteError, WriteReport};

/// Commits every staged change and cleans up.
pub(super) fn finish(mut run: Run, plans: Vec<Plan>) -> Result<WriteReport, WriteError> {
    // A signal waits until the commit and its clean-up are done.
    let Some(_gate) = interrupt::enter() else {
        return Err(run.abandon(interrupted()));
    };
    let mut report = WriteReport {
        targets: plans.iter().map(|p| p.report.clone()).collect(),
        warnings: Vec::new(),
    };
    let entries: Vec<Entry> = plans.into_iter().filter_map(|p| p.change).collect();
    if entries.is_empty() {
        return Ok(report);
    }
    let journal = Journal::new(entries);
    // Removed with the staged directories if the commit is undone.
    let backups = journal
        .targets
        .iter()
        .map(|e| run.out.join(&e.package).join(&e.old));
    run.staging.extend(backups);
    let path = match journal::write(&run.out, &journal) {
        Ok(path) => path,
        Err(error) => return Err(run.abandon(error)),
    };
    let mut done = Vec::new();
    for entry in &journal.targets {
        if let Err(error) = journal::apply(&run.out, entry, &mut done) {
            return Err(match journal::undo(done) {
                Ok(()) => {
                    let _ = ops::remove_file(&path);
                    run.abandon(error)
                }
                // The staged files and backups stay, and so does the journal: the next
                // `generate` completes the commit.
                Err(failures) => WriteError::Unrecovered(format!(
                    "{error}; undoing the commit failed as well ({}), so nothing more was touched: the next `generate` completes it from {}",
                    failures.join("; "),
                    path.display()
                )),
            });
        }
        interrupt::unstaged(&run.out.join(&entry.package).join(&entry.new));
    }
    report.warnings = journal::clean_up(&run.out, &path, &journal);
    Ok(report)
}

/// What to do with one target directory.
pub(super) struct Plan {
    pub(super) report: TargetWrite,
    /// `None` when the directory already holds exactly the rendered tree.
    pub(super) change: Option<Entry>,
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

/// What a run has made so far, to undo it.
pub(super) struct Run {
    /// The output directory.
    pub(super) out: PathBuf,
    /// Directories created on the way to the package directories, outermost first.
    pub(super) created: Vec<PathBuf>,
    /// Staged (`new`) and backup (`old`) directories.
    pub(super) staging: Vec<PathBuf>,
    /// Held until the run ends.
    pub(super) lock: Option<DirLock>,
}

impl Run {
    pub(super) fn new(out: &Path) -> Run {
        Run {
            out: out.to_path_buf(),
            created: Vec::new(),
            staging: Vec::new(),
            lock: None,
        }
    }

    /// Removes what the run made (nothing of it is in the output yet) and returns `error`.
    pub(super) fn abandon(self, error: WriteError) -> WriteError {
        for staging in &self.staging {
            let _ = ops::remove_tree(staging);
            interrupt::unstaged(staging);
        }
        for dir in self.created.iter().rev() {
            // Only if still empty: never remove what someone else put there meanwhile.
            ops::remove_empty_dir(dir);
        }
        error
    }
}

/// The error of a step that found the run interrupted (the signal handler ends the process).
pub(super) fn interrupted() -> WriteError {
    WriteError::Io("interrupted".to_owned())
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
        match ops::create_dir(&d) {
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
) -> Result<String, WriteError> {
    let pid = std::process::id();
    for n in 0..100 {
        let name = if n == 0 {
            format!(".{dir_name}.sdkgen-{what}-{pid}")
        } else {
            format!(".{dir_name}.sdkgen-{what}-{pid}-{n}")
        };
        if !exists(&package_dir.join(&name)) {
            return Ok(name);
        }
    }
    Err(WriteError::Io(format!(
        "cannot find an unused {what} directory name in {}; remove old `.{dir_name}.sdkgen-{what}-*` directories",
        package_dir.display()
    )))
}
