//! Reading what a target directory holds now: its manifest, and how each file compares with the
//! rendered one. Nothing here writes. Nothing here follows a symbolic link inside the output
//! tree, reads a file that is not regular, or reads more than it needs: a file is only compared
//! when every directory above it (below the target directory) is a real directory, and is
//! opened without following a link and without waiting on a FIFO.

use std::collections::{BTreeSet, HashMap};
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use rayon::prelude::*;

use super::header::Stamped;
use super::ops::{open_regular, Kind};
use super::paths::join;
use super::tree::{parse_manifest, Tree};
use super::{WriteError, MANIFEST};
use crate::output::lock;

/// The longest manifest sdkgen reads: about a million paths (the largest real output has
/// 128,000 files). A longer one was not written by sdkgen.
pub(crate) const MANIFEST_LIMIT: u64 = 64 << 20;

/// How much longer than the generated file a file on disk may be for `check` to read it for its
/// diff.
const DIFF_SLACK: u64 = 16 << 20;

/// What is at a target directory's path.
pub(crate) enum DirState {
    /// Nothing: the target is new.
    Absent,
    /// A directory sdkgen wrote (it has a manifest), or an empty one; with the paths listed.
    Owned(BTreeSet<String>),
}

/// How a file of the rendered tree compares with what is on disk at its path.
pub(crate) enum FileState {
    Same,
    /// A regular file with other bytes; with them when they were asked for (`None` also when
    /// the file is too large to show).
    Changed(Option<Vec<u8>>),
    /// Nothing is there (or a directory above it is missing).
    Missing,
    /// Something that is not a regular file is there (not followed, not read).
    Other(Kind),
    /// A directory above it is not a real directory: at the relative path given is a regular
    /// file (`None`), a link or a device.
    Blocked(String, Option<Kind>),
}

pub(crate) fn io_error(what: &str, path: &Path, error: std::io::Error) -> WriteError {
    WriteError::Io(format!("cannot {what} {}: {error}", path.display()))
}

/// Reads the state of `dir`, refusing directories sdkgen does not own.
pub(crate) fn dir_state(dir: &Path) -> Result<DirState, WriteError> {
    let meta = match fs::symlink_metadata(dir) {
        Ok(meta) => meta,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(DirState::Absent),
        Err(e) => return Err(io_error("inspect", dir, e)),
    };
    if !meta.is_dir() {
        return Err(WriteError::NotOwned(format!(
            "{} exists and is not a directory (a file or a symbolic link); sdkgen writes only into directories it created, so move it away and run again",
            dir.display()
        )));
    }
    let manifest_path = dir.join(MANIFEST);
    let not_a_manifest = |why: &str| {
        WriteError::NotOwned(format!(
            "{} is not a manifest sdkgen wrote ({why}); restore it or remove {} and run again",
            manifest_path.display(),
            dir.display()
        ))
    };
    let opened = open_regular(&manifest_path).map_err(|e| io_error("read", &manifest_path, e))?;
    match opened {
        Ok(file) => {
            let bytes = file
                .read_up_to(MANIFEST_LIMIT)
                .map_err(|e| io_error("read", &manifest_path, e))?
                .ok_or_else(|| {
                    not_a_manifest(&format!("it is over {} MiB", MANIFEST_LIMIT >> 20))
                })?;
            let listed = std::str::from_utf8(&bytes).ok().and_then(parse_manifest);
            listed
                .map(DirState::Owned)
                .ok_or_else(|| not_a_manifest("it lists unsafe paths or is not UTF-8"))
        }
        Err(Some(kind)) => Err(not_a_manifest(&format!(
            "it is {}, not a regular file; sdkgen does not follow or read it",
            kind.describe()
        ))),
        Err(None) => {
            let mut entries = fs::read_dir(dir).map_err(|e| io_error("read", dir, e))?;
            if entries.next().is_none() {
                Ok(DirState::Owned(BTreeSet::new()))
            } else {
                Err(WriteError::NotOwned(format!(
                    "{} is not empty and has no `{MANIFEST}`, so sdkgen did not write it and will not replace it; move it away (or delete it) and run again",
                    dir.display()
                )))
            }
        }
    }
}

/// What a directory below a target directory is.
#[derive(Clone, Copy)]
enum DirSeen {
    Real,
    Missing,
    /// Not a directory: a regular file (`None`), a link or a device.
    Blocked(Option<Kind>),
}

/// A target directory as it is on disk, read file by file (from several threads): each
/// directory above a file is looked at once.
pub(crate) struct OnDisk {
    dir: PathBuf,
    seen: Mutex<HashMap<String, DirSeen>>,
}

impl OnDisk {
    pub(crate) fn new(dir: &Path) -> OnDisk {
        OnDisk {
            dir: dir.to_path_buf(),
            seen: Mutex::default(),
        }
    }

    /// The first directory above `path` that is not a real directory, with what it is.
    fn first_not_real<'p>(&self, path: &'p str) -> Option<(&'p str, DirSeen)> {
        let mut seen = lock(&self.seen);
        for (at, _) in path.match_indices('/') {
            let ancestor = &path[..at];
            let state = match seen.get(ancestor) {
                Some(state) => *state,
                None => {
                    let state = match fs::symlink_metadata(join(&self.dir, ancestor)) {
                        Ok(meta) if meta.is_dir() => DirSeen::Real,
                        Ok(meta) => DirSeen::Blocked(Kind::of(&meta)),
                        Err(_) => DirSeen::Missing,
                    };
                    seen.insert(ancestor.to_owned(), state);
                    state
                }
            };
            if !matches!(state, DirSeen::Real) {
                return Some((ancestor, state));
            }
        }
        None
    }

    /// How `new`, the file at `path` (relative), compares with the disk; `keep_old` reads a
    /// changed file's bytes for a diff.
    pub(crate) fn compare(
        &self,
        path: &str,
        new: &Stamped,
        keep_old: bool,
    ) -> Result<FileState, WriteError> {
        match self.first_not_real(path) {
            None => compare_file(&join(&self.dir, path), new, keep_old),
            Some((ancestor, DirSeen::Blocked(kind))) => {
                Ok(FileState::Blocked(ancestor.to_owned(), kind))
            }
            Some(_) => Ok(FileState::Missing),
        }
    }

    /// What is at `path` when it is not a real directory's: `None` when nothing is there (or
    /// it is reached through something that is not a real directory), else whether it is a
    /// directory.
    pub(crate) fn entry(&self, path: &str) -> Option<bool> {
        if self.first_not_real(path).is_some() {
            return None;
        }
        let meta = fs::symlink_metadata(join(&self.dir, path)).ok()?;
        Some(meta.is_dir())
    }
}

/// What is at a path, for messages: `a file` for a regular one.
pub(crate) fn describe(kind: Option<Kind>) -> &'static str {
    kind.map_or("a file", Kind::describe)
}

/// Compares every file of `tree` with `dir`, in parallel; the result is in the tree's order.
pub(crate) fn compare(
    dir: &Path,
    tree: &Tree,
    keep_old: bool,
) -> Result<Vec<FileState>, WriteError> {
    let on_disk = OnDisk::new(dir);
    tree.files
        .par_iter()
        .map(|(path, contents)| on_disk.compare(path, contents, keep_old))
        .collect()
}

fn compare_file(path: &Path, new: &Stamped, keep_old: bool) -> Result<FileState, WriteError> {
    let file = match open_regular(path).map_err(|e| io_error("read", path, e))? {
        Ok(file) => file,
        Err(None) => return Ok(FileState::Missing),
        Err(Some(kind)) => return Ok(FileState::Other(kind)),
    };
    let new_len = new.len() as u64;
    if file.len != new_len && !keep_old {
        return Ok(FileState::Changed(None));
    }
    let limit = if keep_old {
        new_len + DIFF_SLACK
    } else {
        new_len
    };
    let old = file
        .read_up_to(limit)
        .map_err(|e| io_error("read", path, e))?;
    Ok(match old {
        Some(old) if new.is(&old) => FileState::Same,
        Some(old) => FileState::Changed(keep_old.then_some(old)),
        None => FileState::Changed(None),
    })
}

/// Whether anything (file, directory or link) is at `path`.
pub(crate) fn exists(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}
