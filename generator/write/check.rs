//! `check`'s side: compare what `generate` would write with what is on disk, writing nothing.

use std::path::{Path, PathBuf};

use similar::TextDiff;

use super::disk::{compare, dir_state, exists, DirState, FileState};
use super::paths::join;
use super::{ChangedFile, CheckReport, TargetCheck, WriteError};
use crate::output::Output;

/// Compares every output with `<out>/<package>/<target>/`: changed files (with a unified diff),
/// missing ones, and stale ones (listed in the manifest on disk but no longer generated). Files
/// the manifest does not list are the user's and are ignored.
pub fn check_outputs(out: &Path, outputs: &[Output]) -> Result<CheckReport, WriteError> {
    let trees = super::build_trees(outputs)?;
    let mut targets = Vec::with_capacity(trees.len());
    for tree in &trees {
        let dir = out.join(&tree.package).join(tree.dir_name);
        let mut check = TargetCheck {
            package: tree.package.clone(),
            target: tree.target,
            dir: dir.clone(),
            files: tree.generated.len(),
            changed: Vec::new(),
            missing: Vec::new(),
            stale: Vec::new(),
        };
        // A directory sdkgen does not own counts as not generated at all; `generate` will say
        // why it refuses it.
        let listed = match dir_state(&dir) {
            Ok(DirState::Owned(listed)) => listed,
            Ok(DirState::Absent) | Err(WriteError::NotOwned(_)) => Default::default(),
            Err(e) => return Err(e),
        };
        let states = compare(&dir, tree, true)?;
        for ((path, contents), state) in tree.files.iter().zip(&states) {
            let shown = join(&dir, path);
            match state {
                FileState::Same => {}
                FileState::Missing => check.missing.push(shown),
                FileState::Changed(old) => {
                    let old = String::from_utf8_lossy(old.as_deref().unwrap_or_default());
                    let diff = unified_diff(&shown, &old, &contents.joined());
                    check.changed.push(ChangedFile { path: shown, diff });
                }
            }
        }
        for path in listed.iter().filter(|p| !tree.generated.contains(*p)) {
            let on_disk = join(&dir, path);
            if exists(&on_disk) {
                check.stale.push(on_disk);
            }
        }
        targets.push(check);
    }
    let mut package_dirs: Vec<PathBuf> = trees.iter().map(|t| out.join(&t.package)).collect();
    package_dirs.dedup();
    let debris = package_dirs
        .iter()
        .flat_map(|dir| super::interrupt::debris_in(dir))
        .map(|(path, _)| path)
        .collect();
    Ok(CheckReport { targets, debris })
}

/// A unified diff of one file, `a/<path>` (on disk) against `b/<path>` (generated).
fn unified_diff(path: &Path, old: &str, new: &str) -> String {
    let shown = path.display().to_string();
    TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{shown}"), &format!("b/{shown}"))
        .to_string()
}
