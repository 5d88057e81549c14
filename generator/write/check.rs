//! `check`'s side: compare what `generate` would write with what is on disk, writing nothing.

use std::path::Path;

use similar::TextDiff;

use super::disk::{compare, dir_state, DirState, FileState, OnDisk};
use super::layout::Layout;
use super::paths::join;
use super::{ChangedFile, CheckReport, TargetCheck, WriteError};
use crate::output::Output;

/// Compares every output with `<out>/<package>/<target>/`: changed files (with a unified diff),
/// missing ones, and stale ones (listed in the manifest on disk but no longer generated). Files
/// the manifest does not list are the user's and are ignored.
pub fn check_outputs(out: &Path, outputs: &[Output]) -> Result<CheckReport, WriteError> {
    check_outputs_in(out, &Layout::Packages, outputs)
}

/// [`check_outputs`] in `layout`. In a provider's SDK folder there is no manifest: the files
/// the repository keeps are not compared, and stale files are the generated ones found there
/// (see [`super::own`]).
pub fn check_outputs_in(
    out: &Path,
    layout: &Layout,
    outputs: &[Output],
) -> Result<CheckReport, WriteError> {
    let mut trees = super::build_trees(outputs, layout.has_manifest())?;
    let mut targets = Vec::with_capacity(trees.len());
    let mut package_dirs = Vec::new();
    for tree in &mut trees {
        let place = layout.place(&tree.package, tree.target);
        let dir = place.target_dir(out);
        package_dirs.push(place.package_dir(out));
        if let Some(ownership) = &place.ownership {
            tree.files
                .retain(|(path, _)| !ownership.left_alone(&place.out_relative(path), false));
            tree.generated = tree.files.iter().map(|(p, _)| p.clone()).collect();
        }
        let mut check = TargetCheck {
            package: tree.package.clone(),
            target: tree.target,
            dir: dir.clone(),
            files: tree.generated.len(),
            has_manifest: layout.has_manifest(),
            changed: Vec::new(),
            missing: Vec::new(),
            stale: Vec::new(),
        };
        // A directory sdkgen does not own counts as not generated at all; `generate` will say
        // why it refuses it.
        let listed = match &place.ownership {
            Some(ownership) if dir.is_dir() => place.earlier_output(ownership)?,
            Some(_) => Default::default(),
            None => match dir_state(&dir) {
                Ok(DirState::Owned(listed)) => listed,
                Ok(DirState::Absent) | Err(WriteError::NotOwned(_)) => Default::default(),
                Err(e) => return Err(e),
            },
        };
        let states = compare(&dir, tree, true)?;
        for ((path, contents), state) in tree.files.iter().zip(states) {
            let shown = join(&dir, path);
            match state {
                FileState::Same => {}
                // Nothing there, or something `generate` replaces (or refuses to).
                FileState::Missing | FileState::Other(_) | FileState::Blocked(..) => {
                    check.missing.push(shown)
                }
                FileState::Changed(old) => {
                    let diff = match old {
                        _ if contents.is_binary() => binary_differs(&shown),
                        Some(old) => {
                            unified_diff(&shown, &String::from_utf8_lossy(&old), &contents.joined())
                        }
                        None => too_large_to_show(&shown),
                    };
                    check.changed.push(ChangedFile { path: shown, diff });
                }
            }
        }
        let on_disk = OnDisk::new(&dir);
        for path in listed.iter().filter(|p| !tree.generated.contains(*p)) {
            if on_disk.entry(path) == Some(false) {
                check.stale.push(join(&dir, path));
            }
        }
        targets.push(check);
    }
    package_dirs.sort();
    package_dirs.dedup();
    let journals = super::journal::journals_in(out)
        .into_iter()
        .map(|(path, ..)| path);
    let debris = journals
        .chain(
            package_dirs
                .iter()
                .flat_map(|dir| super::interrupt::debris_in(dir))
                .map(|(path, _)| path),
        )
        .collect();
    Ok(CheckReport { targets, debris })
}

/// The diff of a file on disk too much longer than the generated one to read.
fn too_large_to_show(path: &Path) -> String {
    not_shown(
        path,
        "the file on disk is much longer than the generated one; not shown",
    )
}

/// The diff of a binary file whose bytes differ.
fn binary_differs(path: &Path) -> String {
    not_shown(path, "binary files differ; not shown")
}

/// A diff's headers for `path` and, in place of its lines, why they are not shown.
fn not_shown(path: &Path, why: &str) -> String {
    let shown = path.display().to_string();
    format!("--- a/{shown}\n+++ b/{shown}\n@@ {why} @@\n")
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
