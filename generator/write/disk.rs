//! Reading what a target directory holds now: its manifest, how each file compares with the
//! rendered tree, and which entries belong to the user. Nothing here writes.

use std::collections::BTreeSet;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use super::header::Stamped;
use super::paths::join;
use super::tree::{parse_manifest, Tree};
use super::{has_under, WriteError, MANIFEST};

/// What is at a target directory's path.
pub(crate) enum DirState {
    /// Nothing: the target is new.
    Absent,
    /// A directory sdkgen wrote (it has a manifest), or an empty one; with the paths listed.
    Owned(BTreeSet<String>),
}

/// How a file of the rendered tree compares with the one on disk.
pub(crate) enum FileState {
    Same,
    /// Differs; with the bytes on disk when they were asked for.
    Changed(Option<Vec<u8>>),
    /// Nothing, or something that is not a regular file, is at its path.
    Missing,
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
    match fs::read(&manifest_path) {
        Ok(bytes) => {
            let listed = std::str::from_utf8(&bytes).ok().and_then(parse_manifest);
            listed.map(DirState::Owned).ok_or_else(|| {
                WriteError::NotOwned(format!(
                    "{} is not a manifest sdkgen wrote (it lists unsafe paths or is not UTF-8); restore it or remove {} and run again",
                    manifest_path.display(),
                    dir.display()
                ))
            })
        }
        Err(e) if e.kind() == ErrorKind::NotFound => {
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
        Err(e) => Err(io_error("read", &manifest_path, e)),
    }
}

/// Compares every file of `tree` with `dir`, in parallel; the result is in the tree's order.
pub(crate) fn compare(
    dir: &Path,
    tree: &Tree,
    keep_old: bool,
) -> Result<Vec<FileState>, WriteError> {
    tree.files
        .par_iter()
        .map(|(path, contents)| compare_file(&join(dir, path), contents, keep_old))
        .collect()
}

pub(crate) fn compare_file(
    path: &Path,
    new: &Stamped,
    keep_old: bool,
) -> Result<FileState, WriteError> {
    let meta = match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_file() => meta,
        Ok(_) => return Ok(FileState::Missing),
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(FileState::Missing),
        // A file where a directory is expected (`a` when looking for `a/b`).
        Err(e) if e.kind() == ErrorKind::NotADirectory => return Ok(FileState::Missing),
        Err(e) => return Err(io_error("inspect", path, e)),
    };
    if meta.len() != new.len() as u64 && !keep_old {
        return Ok(FileState::Changed(None));
    }
    let old = fs::read(path).map_err(|e| io_error("read", path, e))?;
    Ok(if new.is(&old) {
        FileState::Same
    } else {
        FileState::Changed(keep_old.then_some(old))
    })
}

/// Whether anything (file, directory or link) is at `path`.
pub(crate) fn exists(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// The entries of an owned target directory that are not sdkgen's (not in its manifest) and
/// so must be carried over into the new tree: whole directories when nothing of sdkgen's is
/// under them. Fails, before anything is written, when one is where the new tree has a file.
pub(crate) fn user_entries(
    dir: &Path,
    listed: &BTreeSet<String>,
    generated: &BTreeSet<String>,
) -> Result<Vec<PathBuf>, WriteError> {
    let mut kept = Vec::new();
    let mut conflicts = Vec::new();
    walk(dir, "", listed, generated, &mut kept, &mut conflicts)?;
    if !conflicts.is_empty() {
        return Err(WriteError::NotOwned(format!(
            "it would overwrite files it did not write (they are not in {}): {}; move them away and run again",
            dir.join(MANIFEST).display(),
            conflicts.join(", ")
        )));
    }
    Ok(kept)
}

fn walk(
    dir: &Path,
    prefix: &str,
    listed: &BTreeSet<String>,
    generated: &BTreeSet<String>,
    kept: &mut Vec<PathBuf>,
    conflicts: &mut Vec<String>,
) -> Result<(), WriteError> {
    let here = if prefix.is_empty() {
        dir.to_path_buf()
    } else {
        join(dir, prefix)
    };
    let mut entries = Vec::new();
    for entry in fs::read_dir(&here).map_err(|e| io_error("read", &here, e))? {
        let entry = entry.map_err(|e| io_error("read", &here, e))?;
        let kind = entry
            .file_type()
            .map_err(|e| io_error("inspect", &entry.path(), e))?;
        entries.push((entry.file_name(), kind.is_dir()));
    }
    entries.sort();
    for (name, is_dir) in entries {
        let Some(name) = name.to_str() else {
            // Not UTF-8, so not a name sdkgen writes, nor one it writes under.
            kept.push(Path::new(prefix).join(name));
            continue;
        };
        let key = if prefix.is_empty() {
            name.to_owned()
        } else {
            format!("{prefix}/{name}")
        };
        if key == MANIFEST {
            continue;
        }
        if is_dir {
            if generated.contains(&key) {
                conflicts.push(format!("{key}/ (a directory)"));
            } else if has_under(listed, &key) || has_under(generated, &key) {
                walk(dir, &key, listed, generated, kept, conflicts)?;
            } else {
                kept.push(PathBuf::from(&key));
            }
        } else if listed.contains(&key) {
            // sdkgen's: replaced or, when no longer generated, removed with the old tree.
        } else if generated.contains(&key) || has_under(generated, &key) {
            conflicts.push(key);
        } else {
            kept.push(PathBuf::from(&key));
        }
    }
    Ok(())
}
