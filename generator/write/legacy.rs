//! What sdkgen before the commit journal left when it was killed: a staged tree
//! (`.<lang>.sdkgen-staging-<pid>`) into which it had moved the user's files (a `.venv`, notes)
//! just before swapping it in. Those files are the user's: they go back, never away.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

use super::disk::{exists, MANIFEST_LIMIT};
use super::ops::{self, open_regular};
use super::tree::parse_manifest;
use super::{has_under, MANIFEST};

/// Puts the user's files in the dead legacy staged tree `staging` back into `target`. `Ok(true)`:
/// `staging` now holds only sdkgen's files (remove it); `Ok(false)`: it became `target` (the
/// run had already moved the previous tree aside, so the staged tree, with the user's files, is
/// the new output); `Err`: it was kept, and why.
pub(super) fn restore_user_files(staging: &Path, target: &Path) -> Result<bool, String> {
    let manifest = staging.join(MANIFEST);
    let kept = |why: String| {
        format!(
            "{} was left by an interrupted run of an earlier sdkgen and was kept: {why}",
            staging.display()
        )
    };
    let listed = match open_regular(&manifest) {
        // Such a run wrote its manifest before it moved anything of the user's: without one,
        // the tree holds only sdkgen's files.
        Ok(Err(None)) => return Ok(true),
        Ok(Ok(file)) => file
            .read_up_to(MANIFEST_LIMIT)
            .ok()
            .flatten()
            .and_then(|bytes| parse_manifest(std::str::from_utf8(&bytes).ok()?)),
        _ => None,
    };
    let Some(listed) = listed else {
        return Err(kept(format!(
            "{} is not a manifest sdkgen wrote",
            manifest.display()
        )));
    };
    if !exists(target) {
        ops::rename(staging, target)
            .map_err(|e| kept(format!("cannot move it to {}: {e}", target.display())))?;
        return Ok(false);
    }
    let mut in_the_way = Vec::new();
    move_back(staging, target, Path::new(""), &listed, &mut in_the_way).map_err(kept)?;
    if in_the_way.is_empty() {
        Ok(true)
    } else {
        Err(kept(format!(
            "it holds files of yours that could not go back into {} (something is there now): {}; move them by hand",
            target.display(),
            in_the_way.join(", ")
        )))
    }
}

/// Moves every entry under `staging/relative` that the manifest does not account for back to
/// the same place in `target`: whole directories when nothing of sdkgen's is under them.
fn move_back(
    staging: &Path,
    target: &Path,
    relative: &Path,
    listed: &std::collections::BTreeSet<String>,
    in_the_way: &mut Vec<String>,
) -> Result<(), String> {
    let here = staging.join(relative);
    let mut entries: Vec<(OsString, bool)> = fs::read_dir(&here)
        .map_err(|e| format!("cannot read {}: {e}", here.display()))?
        .filter_map(Result::ok)
        .map(|e| (e.file_name(), e.file_type().is_ok_and(|t| t.is_dir())))
        .collect();
    entries.sort();
    for (name, is_dir) in entries {
        let path: PathBuf = relative.join(&name);
        let key = path.to_str().map(|k| k.replace('\\', "/"));
        if let Some(key) = key.as_deref() {
            if key == MANIFEST || (!is_dir && listed.contains(key)) {
                continue; // sdkgen's
            }
            if is_dir && has_under(listed, key) {
                move_back(staging, target, &path, listed, in_the_way)?;
                continue;
            }
        }
        let to = target.join(&path);
        let parent_is_dir = to
            .parent()
            .is_some_and(|p| fs::symlink_metadata(p).is_ok_and(|m| m.is_dir()));
        if exists(&to) || !parent_is_dir && !make_parents(target, &path) {
            in_the_way.push(path.display().to_string());
            continue;
        }
        ops::rename(&staging.join(&path), &to).map_err(|e| {
            format!(
                "cannot move {} back to {}: {e}",
                path.display(),
                to.display()
            )
        })?;
    }
    Ok(())
}

/// Creates the missing directories above `path` in `target`; `false` when something that is not
/// a real directory is in the way.
fn make_parents(target: &Path, path: &Path) -> bool {
    let mut dir = target.to_path_buf();
    let Some(parent) = path.parent() else {
        return true;
    };
    for part in parent.components() {
        dir.push(part);
        match fs::symlink_metadata(&dir) {
            Ok(meta) if meta.is_dir() => {}
            Ok(_) => return false,
            Err(_) => {
                if ops::create_dir(&dir).is_err() {
                    return false;
                }
            }
        }
    }
    true
}
