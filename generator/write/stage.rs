//! One target being staged: the [`Sink`] its backend renders into. Each file is checked,
//! compared with the one in the target directory, and written into the staged directory only
//! when it is new or changed.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use super::apply::{create_missing_dirs, fresh_sibling, interrupted, Plan, Run};
use super::disk::{describe, dir_state, io_error, DirState, FileState, OnDisk};
use super::header::Stamped;
use super::interrupt;
use super::journal::Entry;
use super::layout::{Layout, Placement};
use super::ops::{self, Kind};
use super::paths::join;
use super::tree::{check_file_path, check_target_names, duplicate, file_and_dir, manifest_text};
use super::{FileChange, TargetWrite, WriteError, MANIFEST};
use crate::output::{lock, BinaryFile, GeneratedFile, Sink, Target};

/// One target being written.
pub(super) struct TargetStage<'r> {
    package: &'r str,
    target: Target,
    /// Where the target goes (and, in a provider's SDK folder, who owns what is there).
    place: Placement,
    package_dir: PathBuf,
    /// `<out>/<package>/<target>`.
    dir: PathBuf,
    /// The paths sdkgen wrote in `dir` before (its manifest's, or in a provider's SDK folder
    /// the generated files found there), and `dir` as it is, when `dir` exists.
    listed: Option<(BTreeSet<String>, OnDisk)>,
    /// Whether the names and directory checked out (otherwise files are only checked).
    opened: bool,
    run: &'r Mutex<Run>,
    /// The staged directory, made on the first file to write.
    staging: Mutex<Option<PathBuf>>,
    /// The paths handed over so far.
    paths: Mutex<BTreeSet<String>>,
    /// Of those, the ones written into the staged directory.
    staged: Mutex<Vec<String>>,
    /// Files new or different from the ones in `dir`.
    changed: AtomicUsize,
    /// Of those, files not in `dir`.
    added: AtomicUsize,
    /// Files handed over at paths the repository keeps (a provider's SDK folder): not written.
    kept: AtomicUsize,
    /// The directories created in the staged directory so far.
    dirs: Mutex<BTreeSet<String>>,
    /// What is in the way of a generated file and not sdkgen's, for the message.
    conflicts: Mutex<BTreeSet<String>>,
    /// Each failing path's first error; the first in path order is the target's.
    errors: Mutex<BTreeMap<String, WriteError>>,
    /// Set once any target of the run fails: from then on nothing more is written.
    run_failed: &'r AtomicBool,
}

impl<'r> TargetStage<'r> {
    /// Checks the target's names and reads its directory. A failure is kept (under the empty
    /// path, before every file's) and reported by [`TargetStage::finish`]: the backend still
    /// renders, to find its own errors.
    pub(super) fn open(
        out: &Path,
        layout: &Layout,
        run: &'r Mutex<Run>,
        seen: &Mutex<BTreeSet<(String, &'static str)>>,
        run_failed: &'r AtomicBool,
        package: &'r str,
        target: Target,
    ) -> TargetStage<'r> {
        let place = layout.place(package, target);
        let package_dir = place.package_dir(out);
        let dir = place.target_dir(out);
        let mut stage = TargetStage {
            package,
            target,
            place,
            package_dir,
            dir,
            listed: None,
            opened: false,
            run,
            staging: Mutex::default(),
            paths: Mutex::default(),
            staged: Mutex::default(),
            changed: AtomicUsize::new(0),
            added: AtomicUsize::new(0),
            kept: AtomicUsize::new(0),
            dirs: Mutex::default(),
            conflicts: Mutex::default(),
            errors: Mutex::default(),
            run_failed,
        };
        match stage.prepare(seen) {
            Ok(()) => stage.opened = true,
            Err(error) => stage.fail(String::new(), error),
        }
        stage
    }

    fn prepare(
        &mut self,
        seen: &Mutex<BTreeSet<(String, &'static str)>>,
    ) -> Result<(), WriteError> {
        let dir_name = self.place.dir;
        if self.place.ownership.is_none() {
            check_target_names(self.package, dir_name)?;
        }
        if !lock(seen).insert((self.place.package.clone(), dir_name)) {
            return Err(WriteError::InvalidOutput(format!(
                "{} is produced twice in one run",
                self.place.shown()
            )));
        }
        if let Ok(meta) = fs::symlink_metadata(&self.package_dir) {
            if !meta.is_dir() {
                return Err(WriteError::NotOwned(format!(
                    "{} is not a directory (a file or a symbolic link); sdkgen will not write through it",
                    self.package_dir.display()
                )));
            }
        }
        if let Some(ownership) = &self.place.ownership {
            // A provider's SDK folder has no manifest: what an earlier run wrote is found.
            match fs::symlink_metadata(&self.dir) {
                Ok(meta) if meta.is_dir() => {
                    let earlier = self.place.earlier_output(ownership)?;
                    self.listed = Some((earlier, OnDisk::new(&self.dir)));
                }
                Ok(_) => {
                    return Err(WriteError::NotOwned(format!(
                        "{} is not a directory (a file or a symbolic link); sdkgen will not write through it",
                        self.dir.display()
                    )))
                }
                Err(_) => {}
            }
        } else if let DirState::Owned(listed) = dir_state(&self.dir)? {
            self.listed = Some((listed, OnDisk::new(&self.dir)));
        }
        Ok(())
    }

    /// Whether `path` is the repository's in a provider's SDK folder: neither written, compared
    /// nor removed.
    fn left_alone(&self, path: &str) -> bool {
        self.place
            .ownership
            .as_ref()
            .is_some_and(|o| o.left_alone(&self.place.out_relative(path), false))
    }

    fn fail(&self, path: String, error: WriteError) {
        self.run_failed.store(true, Ordering::Relaxed);
        lock(&self.errors).entry(path).or_insert(error);
    }

    /// Claims `path` for a file: checks it alone and against the paths claimed before.
    fn claim(&self, path: &str) -> Result<(), (String, WriteError)> {
        let (package, dir_name) = (self.package, self.target.dir_name());
        if self.place.ownership.is_some() && self.place.dir.is_empty() && !in_go_module(path) {
            return Err((
                path.to_owned(),
                WriteError::InvalidOutput(format!(
                    "the Go module's packages would go to `{path}`, not under `go/`: in a provider's SDK folder they are `go/<name>` beside go.mod (a `language.go.importBasePath` such as `github.com/<owner>/pulumi-<name>/sdk/v2/go/<name>`)"
                )),
            ));
        }
        check_file_path(package, dir_name, path).map_err(|e| (path.to_owned(), e))?;
        let mut paths = lock(&self.paths);
        if paths.contains(path) {
            return Err((path.to_owned(), duplicate(package, dir_name, path)));
        }
        // `a` and `a/b` cannot both be files: the error names the one that would be both.
        let mut ancestors = path.match_indices('/').map(|(i, _)| &path[..i]);
        if let Some(file) = ancestors.find(|a| paths.contains(*a)) {
            return Err((file.to_owned(), file_and_dir(package, dir_name, file)));
        }
        if super::has_under(&paths, path) {
            return Err((path.to_owned(), file_and_dir(package, dir_name, path)));
        }
        paths.insert(path.to_owned());
        Ok(())
    }

    /// Whether the file at `path` must be written: compares it with the disk and counts it. What
    /// is in the way and not sdkgen's (not in the manifest) is a conflict, which fails the run.
    fn needs_writing(&self, path: &str, stamped: &Stamped) -> Result<bool, WriteError> {
        let Some((listed, on_disk)) = &self.listed else {
            self.count(true);
            return Ok(true);
        };
        // In a provider's SDK folder, what is at a generated path and not left alone is sdkgen's.
        let ours = listed.contains(path) || self.place.ownership.is_some();
        let conflict = match on_disk.compare(path, stamped, false)? {
            FileState::Same if ours => return Ok(false),
            FileState::Changed(_) if ours => {
                self.count(false);
                return Ok(true);
            }
            FileState::Missing => {
                self.count(true);
                return Ok(true);
            }
            // sdkgen's file, replaced by a link or a FIFO: replaced again (neither followed).
            FileState::Other(kind) if ours && kind != Kind::Directory => {
                self.count(true);
                return Ok(true);
            }
            // A file sdkgen generated where it now generates a directory: removed as stale.
            FileState::Blocked(ancestor, _) if listed.contains(&ancestor) => {
                self.count(true);
                return Ok(true);
            }
            FileState::Same | FileState::Changed(_) => path.to_owned(),
            FileState::Other(Kind::Directory) => format!("{path}/ (a directory)"),
            FileState::Other(kind) => format!("{path} ({})", kind.describe()),
            FileState::Blocked(ancestor, kind) => format!(
                "{ancestor} ({}, where sdkgen writes a directory)",
                describe(kind)
            ),
        };
        lock(&self.conflicts).insert(conflict);
        self.run_failed.store(true, Ordering::Relaxed);
        Ok(false)
    }

    fn count(&self, added: bool) {
        self.changed.fetch_add(1, Ordering::Relaxed);
        if added {
            self.added.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The staged directory, made (with the package directory) on first use.
    fn staging(&self) -> Result<PathBuf, WriteError> {
        let mut staging = lock(&self.staging);
        if let Some(dir) = &*staging {
            return Ok(dir.clone());
        }
        let mut run = lock(self.run);
        create_missing_dirs(&self.package_dir, &mut run.created)?;
        let name = fresh_sibling(&self.package_dir, self.place.dir, "new")?;
        let dir = self.package_dir.join(name);
        ops::create_dir(&dir).map_err(|e| io_error("create", &dir, e))?;
        interrupt::staged(&dir);
        run.staging.push(dir.clone());
        *staging = Some(dir.clone());
        Ok(dir)
    }

    /// Writes one file into the staged directory. The caller holds the interruption gate.
    fn stage(&self, path: &str, stamped: &Stamped) -> Result<(), WriteError> {
        let staging = self.staging()?;
        if let Some((dir, _)) = path.rsplit_once('/') {
            // Each directory once: most files share theirs with many others.
            if !lock(&self.dirs).contains(dir) {
                let mut parent = staging.clone();
                for part in dir.split('/') {
                    parent.push(part);
                    match ops::create_dir(&parent) {
                        Ok(()) => {}
                        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
                        Err(e) => return Err(io_error("create", &parent, e)),
                    }
                }
                lock(&self.dirs).insert(dir.to_owned());
            }
        }
        let staged = join(&staging, path);
        ops::write_parts(&staged, &stamped.parts()).map_err(|e| io_error("write", &staged, e))?;
        lock(&self.staged).push(path.to_owned());
        Ok(())
    }

    /// The target's plan once its backend is done: the manifest staged if it changed, the
    /// files no longer generated found, and no change at all when the directory already holds
    /// exactly the rendered tree.
    pub(super) fn finish(self) -> Result<Plan, WriteError> {
        let Some(_gate) = interrupt::enter() else {
            return Err(interrupted());
        };
        let first_error = std::mem::take(&mut *lock(&self.errors)).into_iter().next();
        if let Some((_, error)) = first_error {
            return Err(error);
        }
        let has_manifest = self.place.ownership.is_none();
        let conflicts = lock(&self.conflicts);
        if !conflicts.is_empty() {
            let why = if has_manifest {
                format!("they are not in {}", self.dir.join(MANIFEST).display())
            } else {
                "a directory, link or device is where a file goes".to_owned()
            };
            return Err(WriteError::NotOwned(format!(
                "it would overwrite files it did not write ({why}): {}; move them away and run again",
                conflicts.iter().cloned().collect::<Vec<_>>().join(", ")
            )));
        }
        drop(conflicts);
        let paths = lock(&self.paths);
        let manifest = Stamped::new(MANIFEST, manifest_text(&paths));
        let mut report = TargetWrite {
            package: self.package.to_owned(),
            target: self.target,
            dir: self.dir.clone(),
            files: paths.len() - self.kept.load(Ordering::Relaxed),
            changed: self.changed.load(Ordering::Relaxed),
            added: self.added.load(Ordering::Relaxed),
            manifest: if has_manifest {
                FileChange::Added
            } else {
                FileChange::Same
            },
            has_manifest,
            removed: 0,
            updated: true,
        };
        let mut remove = Vec::new();
        if let Some((listed, on_disk)) = &self.listed {
            remove = listed
                .iter()
                .filter(|p| !paths.contains(*p) && on_disk.entry(p) == Some(false))
                .cloned()
                .collect();
            report.removed = remove.len();
            if has_manifest {
                report.manifest = match on_disk.compare(MANIFEST, &manifest, false)? {
                    FileState::Same => FileChange::Same,
                    FileState::Changed(_) => FileChange::Changed,
                    _ => FileChange::Added,
                };
            }
            if report.changed == 0 && remove.is_empty() && report.manifest == FileChange::Same {
                report.updated = false;
                return Ok(Plan {
                    report,
                    change: None,
                });
            }
        }
        drop(paths);
        if report.manifest != FileChange::Same {
            self.stage(MANIFEST, &manifest)?;
        }
        let staging = self.staging()?;
        // A new target directory is the staged one, renamed into place; but the output
        // directory itself (Go's module root in a provider's SDK folder) always exists.
        let fresh = self.listed.is_none() && !self.place.dir.is_empty();
        let mut put = self
            .staged
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner);
        if fresh {
            // The staged directory becomes the target directory whole.
            put.clear();
        }
        put.sort_by(|a, b| (a == MANIFEST, a).cmp(&(b == MANIFEST, b)));
        let dir_name = self.place.dir;
        let name = |dir: &Path| dir.file_name().map(|n| n.to_string_lossy().into_owned());
        let change = Entry {
            package: self.place.package.clone(),
            dir: dir_name.to_owned(),
            new: name(&staging).unwrap_or_default(),
            old: fresh_sibling(&self.package_dir, dir_name, "old")?,
            fresh,
            put,
            remove,
        };
        Ok(Plan {
            report,
            change: Some(change),
        })
    }

    /// Checks, compares and writes one file. Never fails the backend: a bad file is kept as the
    /// target's error and the backend goes on, so that every error is found and the one
    /// reported does not depend on scheduling.
    fn take(&self, path: String, stamped: Stamped) {
        if let Err((at, error)) = self.claim(&path) {
            self.fail(at, error);
            return;
        }
        if self.left_alone(&path) {
            self.kept.fetch_add(1, Ordering::Relaxed);
            return;
        }
        if !self.opened || self.run_failed.load(Ordering::Relaxed) {
            return;
        }
        let Some(_gate) = interrupt::enter() else {
            return;
        };
        let result = match self.needs_writing(&path, &stamped) {
            Ok(true) if !self.run_failed.load(Ordering::Relaxed) => self.stage(&path, &stamped),
            Ok(_) => Ok(()),
            Err(error) => Err(error),
        };
        if let Err(error) = result {
            self.fail(path, error);
        }
    }
}

impl Sink for TargetStage<'_> {
    fn put(&self, file: GeneratedFile) -> Result<(), String> {
        let stamped = Stamped::new(&file.path, file.contents);
        self.take(file.path, stamped);
        Ok(())
    }

    fn put_bytes(&self, file: BinaryFile) -> Result<(), String> {
        self.take(file.path, Stamped::raw(file.bytes));
        Ok(())
    }

    fn put_parts(&self, path: String, mut parts: Vec<String>) -> Result<(), String> {
        let first = if parts.is_empty() {
            String::new()
        } else {
            parts.remove(0)
        };
        let stamped = Stamped::from_parts(&path, first, parts);
        self.take(path, stamped);
        Ok(())
    }
}

/// Whether `path` belongs to the Go module in a provider's SDK folder: `go.mod`, `go.sum` or
/// below `go/` (the output directory holds the other languages' folders too).
fn in_go_module(path: &str) -> bool {
    matches!(path, "go.mod" | "go.sum") || path.starts_with("go/")
}
