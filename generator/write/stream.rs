//! `generate`'s writer for targets still rendering: each file is checked, stamped and written
//! into its target's staging directory the moment the backend hands it over, then freed, so a
//! target is never whole in memory and writing overlaps rendering. Once every target has
//! rendered, the staged trees are swapped in as [`super::write_outputs`] does; on any error
//! every staged tree is removed and nothing else has changed.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use rayon::prelude::*;

use super::apply::{
    check_out_dir, create_missing_dirs, finish, fresh_sibling, interrupted, write_parts, Change,
    Plan, Run,
};
use super::disk::{compare_file, dir_state, exists, io_error, user_entries, DirState, FileState};
use super::header::Stamped;
use super::interrupt;
use super::paths::{check_name, join};
use super::tree::{check_file_path, check_target_names, duplicate, file_and_dir, manifest_text};
use super::{FileChange, TargetWrite, WriteError, WriteReport, MANIFEST};
use crate::output::{lock, GeneratedFile, Output, Sink, Target};

/// Why [`write_streamed`] failed.
#[derive(Debug)]
pub enum StreamError<E> {
    /// Rendering a target failed.
    Render(E),
    /// Writing failed (see [`WriteError`]).
    Write(WriteError),
}

/// Whether the jobs of a run render side by side or one after another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// Every job at once, on rayon's threads (each job also renders its files in parallel).
    Together,
    /// One job at a time (each still renders its files in parallel). A schema with a huge
    /// text renders it in every target; side by side, each target's copies and its work on that
    /// text add up (a 200 MB description took 7.8 GB), so such runs take the targets in turn.
    OneAtATime,
}

impl Schedule {
    /// Runs whose longest text (a string value of a schema) is at most this long render their
    /// targets together. The largest real schemas are made of many small texts, each file
    /// holds a small part of them and only two render at a time; the longest real description
    /// is far below this.
    pub const TOGETHER_UP_TO: usize = 16 << 20;

    /// The schedule for a run whose schemas' longest string value is `longest_text` bytes.
    pub fn for_longest_text(longest_text: usize) -> Schedule {
        if longest_text > Self::TOGETHER_UP_TO {
            Schedule::OneAtATime
        } else {
            Schedule::Together
        }
    }
}

/// Renders and writes `jobs` (`(package name, target)`): `render(i, sink)` runs for every job on
/// rayon's threads and hands its files to `sink`, which writes each at once. Once every job has
/// rendered, the changed targets are swapped in and all are reported, sorted by package and
/// target; `progress` is called as each target finishes. On error nothing has changed. A
/// rendering error wins over a writing one and, of each kind, the one of the lowest job; within
/// a target, the error of the first path in sort order. So which error is reported does not
/// depend on scheduling: after a failure every job still renders (to find its errors), but
/// nothing more is written.
pub fn write_streamed<E, R>(
    out: &Path,
    jobs: &[(String, Target)],
    schedule: Schedule,
    render: R,
    progress: &(dyn Fn(&TargetWrite) + Sync),
) -> Result<WriteReport, StreamError<E>>
where
    E: Send,
    R: Fn(usize, &dyn Sink) -> Result<(), E> + Sync,
{
    check_out_dir(out).map_err(StreamError::Write)?;
    // What interrupted runs left (their process gone) goes first.
    let mut packages: Vec<&str> = jobs.iter().map(|(p, _)| p.as_str()).collect();
    packages.sort_unstable();
    packages.dedup();
    let mut warnings: Vec<String> = packages
        .iter()
        .filter(|p| check_name(p).is_ok())
        .flat_map(|p| interrupt::remove_dead_debris(&out.join(p)))
        .collect();
    let run = Mutex::new(Run::default());
    let seen: Mutex<BTreeSet<(String, &'static str)>> = Mutex::default();
    let failed = AtomicBool::new(false);
    let job = |(i, (package, target)): (usize, &(String, Target))| {
        let stage = TargetStage::open(out, &run, &seen, &failed, package, *target);
        render(i, &stage).map_err(|e| {
            failed.store(true, Ordering::Relaxed);
            StreamError::Render(e)
        })?;
        match stage.finish(&run) {
            Ok(plan) => {
                progress(&plan.report);
                Ok(plan)
            }
            Err(error) => {
                failed.store(true, Ordering::Relaxed);
                Err(StreamError::Write(error))
            }
        }
    };
    let results: Vec<Result<Plan, StreamError<E>>> = match schedule {
        Schedule::Together => jobs.par_iter().enumerate().map(job).collect(),
        Schedule::OneAtATime => jobs.iter().enumerate().map(job).collect(),
    };
    let run = run.into_inner().unwrap_or_else(PoisonError::into_inner);
    let mut plans = Vec::with_capacity(jobs.len());
    let (mut render_error, mut write_error) = (None, None);
    for result in results {
        match result {
            Ok(plan) => plans.push(plan),
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
        let _gate = interrupt::enter();
        let _ = run.abandon(WriteError::Io(String::new()));
        return Err(StreamError::Render(error));
    }
    if let Some(error) = write_error {
        let _gate = interrupt::enter();
        return Err(StreamError::Write(run.abandon(error)));
    }
    plans.sort_by(|a, b| {
        (&a.report.package, a.report.target).cmp(&(&b.report.package, b.report.target))
    });
    let mut report = finish(run, plans).map_err(StreamError::Write)?;
    warnings.append(&mut report.warnings);
    report.warnings = warnings;
    Ok(report)
}

/// [`write_streamed`] for outputs already in memory: writes every output under `out`
/// (`<out>/<package>/<target>/`), replacing each changed target directory as a whole and
/// leaving unchanged ones untouched. On error nothing has changed.
pub fn write_outputs(
    out: &Path,
    outputs: &[Output],
    progress: &(dyn Fn(&TargetWrite) + Sync),
) -> Result<WriteReport, WriteError> {
    let jobs: Vec<(String, Target)> = outputs
        .iter()
        .map(|o| (o.package.clone(), o.target))
        .collect();
    let put_all = |i: usize, sink: &dyn Sink| {
        outputs[i]
            .files
            .iter()
            .try_for_each(|file| sink.put(file.clone()))
    };
    write_streamed(out, &jobs, Schedule::Together, put_all, progress).map_err(|error| match error {
        StreamError::Write(error) => error,
        StreamError::Render(message) => WriteError::InvalidOutput(message),
    })
}

/// One target being written: the [`Sink`] its backend renders into.
struct TargetStage<'r> {
    package: &'r str,
    target: Target,
    package_dir: PathBuf,
    /// `<out>/<package>/<target>`.
    dir: PathBuf,
    /// The paths the manifest in `dir` lists, when `dir` exists (then each file is compared
    /// with the one there, so that an unchanged target is left untouched).
    listed: Option<BTreeSet<String>>,
    /// Where the files go; `None` when opening failed (files are then only checked).
    staging: Option<PathBuf>,
    /// The paths handed over so far.
    paths: Mutex<BTreeSet<String>>,
    /// Of those, files new or different from the ones in `dir`.
    changed: AtomicUsize,
    /// Of those, files not in `dir`.
    added: AtomicUsize,
    /// The directories created in `staging` so far.
    dirs: Mutex<BTreeSet<String>>,
    /// Each failing path's first error; the first in path order is the target's.
    errors: Mutex<BTreeMap<String, WriteError>>,
    /// Set once any target of the run fails: from then on nothing more is written.
    run_failed: &'r AtomicBool,
}

impl<'r> TargetStage<'r> {
    /// Checks the target's names and directory and creates its staging directory. A failure is
    /// kept (under the empty path, before every file's) and reported by [`TargetStage::finish`]:
    /// the backend still renders, to find its own errors.
    fn open(
        out: &Path,
        run: &Mutex<Run>,
        seen: &Mutex<BTreeSet<(String, &'static str)>>,
        run_failed: &'r AtomicBool,
        package: &'r str,
        target: Target,
    ) -> TargetStage<'r> {
        let package_dir = out.join(package);
        let dir = package_dir.join(target.dir_name());
        let mut stage = TargetStage {
            package,
            target,
            package_dir,
            dir,
            listed: None,
            staging: None,
            paths: Mutex::default(),
            changed: AtomicUsize::new(0),
            added: AtomicUsize::new(0),
            dirs: Mutex::default(),
            errors: Mutex::default(),
            run_failed,
        };
        if let Err(error) = stage.prepare(run, seen) {
            stage.fail(String::new(), error);
        }
        stage
    }

    fn prepare(
        &mut self,
        run: &Mutex<Run>,
        seen: &Mutex<BTreeSet<(String, &'static str)>>,
    ) -> Result<(), WriteError> {
        let dir_name = self.target.dir_name();
        check_target_names(self.package, dir_name)?;
        if !lock(seen).insert((self.package.to_owned(), dir_name)) {
            return Err(WriteError::InvalidOutput(format!(
                "{}/{dir_name} is produced twice in one run",
                self.package
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
        self.listed = match dir_state(&self.dir)? {
            DirState::Absent => None,
            DirState::Owned(listed) => Some(listed),
        };
        let Some(_gate) = interrupt::enter() else {
            return Err(interrupted());
        };
        let mut run = lock(run);
        create_missing_dirs(&self.package_dir, &mut run.created)?;
        let staging = fresh_sibling(&self.package_dir, dir_name, "staging")?;
        fs::create_dir(&staging).map_err(|e| io_error("create", &staging, e))?;
        interrupt::staged(&staging);
        run.staging.push(staging.clone());
        self.staging = Some(staging);
        Ok(())
    }

    fn fail(&self, path: String, error: WriteError) {
        self.run_failed.store(true, Ordering::Relaxed);
        lock(&self.errors).entry(path).or_insert(error);
    }

    /// Claims `path` for a file: checks it alone and against the paths claimed before.
    fn claim(&self, path: &str) -> Result<(), (String, WriteError)> {
        let (package, dir_name) = (self.package, self.target.dir_name());
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

    /// Writes one file into the staging directory, after comparing it with the one in place.
    fn write(&self, staging: &Path, path: &str, stamped: &Stamped) -> Result<(), WriteError> {
        let state = match &self.listed {
            Some(_) => compare_file(&join(&self.dir, path), stamped, false)?,
            None => FileState::Missing,
        };
        if !matches!(state, FileState::Same) {
            self.changed.fetch_add(1, Ordering::Relaxed);
        }
        if matches!(state, FileState::Missing) {
            self.added.fetch_add(1, Ordering::Relaxed);
        }
        let staged = join(staging, path);
        if let Some((dir, _)) = path.rsplit_once('/') {
            // Each directory once: most files share theirs with many others.
            if !lock(&self.dirs).contains(dir) {
                let parent = join(staging, dir);
                fs::create_dir_all(&parent).map_err(|e| io_error("create", &parent, e))?;
                lock(&self.dirs).insert(dir.to_owned());
            }
        }
        write_parts(&staged, &stamped.parts()).map_err(|e| io_error("write", &staged, e))
    }

    /// The target's plan once its backend is done: the manifest written, the changed files
    /// counted, and the staged tree removed again when the directory already held exactly it.
    fn finish(self, run: &Mutex<Run>) -> Result<Plan, WriteError> {
        let Some(_gate) = interrupt::enter() else {
            return Err(interrupted());
        };
        let errors = self
            .errors
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some((_, error)) = errors.into_iter().next() {
            return Err(error);
        }
        let staging = self
            .staging
            .expect("a target opens its staging directory or records why it could not");
        let paths = self
            .paths
            .into_inner()
            .unwrap_or_else(PoisonError::into_inner);
        let manifest = Stamped::new(MANIFEST, manifest_text(&paths));
        let mut report = TargetWrite {
            package: self.package.to_owned(),
            target: self.target,
            dir: self.dir.clone(),
            files: paths.len(),
            changed: self.changed.into_inner(),
            added: self.added.into_inner(),
            manifest: FileChange::Added,
            removed: 0,
            updated: true,
        };
        let mut change = Change {
            package_dir: self.package_dir,
            existed: self.listed.is_some(),
            user_entries: Vec::new(),
            staging: None,
        };
        if let Some(listed) = &self.listed {
            report.removed = listed
                .iter()
                .filter(|p| !paths.contains(*p) && exists(&join(&self.dir, p)))
                .count();
            report.manifest = match compare_file(&self.dir.join(MANIFEST), &manifest, false)? {
                FileState::Same => FileChange::Same,
                FileState::Changed(_) => FileChange::Changed,
                FileState::Missing => FileChange::Added,
            };
            let manifest_same = report.manifest == FileChange::Same;
            if report.changed == 0 && report.removed == 0 && manifest_same {
                report.updated = false;
                fs::remove_dir_all(&staging).map_err(|e| io_error("remove", &staging, e))?;
                interrupt::unstaged(&staging);
                lock(run).staging.retain(|s| *s != staging);
                return Ok(Plan {
                    report,
                    change: None,
                });
            }
            change.user_entries = user_entries(&self.dir, listed, &paths)?;
        }
        let manifest_path = staging.join(MANIFEST);
        write_parts(&manifest_path, &manifest.parts())
            .map_err(|e| io_error("write", &manifest_path, e))?;
        change.staging = Some(staging);
        Ok(Plan {
            report,
            change: Some(change),
        })
    }
}

impl Sink for TargetStage<'_> {
    fn put(&self, file: GeneratedFile) -> Result<(), String> {
        self.take(file.path, file.contents, Vec::new());
        Ok(())
    }

    fn put_parts(&self, path: String, mut parts: Vec<String>) -> Result<(), String> {
        let first = if parts.is_empty() {
            String::new()
        } else {
            parts.remove(0)
        };
        self.take(path, first, parts);
        Ok(())
    }
}

impl TargetStage<'_> {
    /// Checks and writes one file (`first`, then `more`). Never fails the backend: a bad file
    /// is kept as the target's error and the backend goes on, so that every error is found and
    /// the one reported does not depend on scheduling.
    fn take(&self, path: String, first: String, more: Vec<String>) {
        if let Err((at, error)) = self.claim(&path) {
            self.fail(at, error);
            return;
        }
        let staging = match &self.staging {
            Some(staging) if !self.run_failed.load(Ordering::Relaxed) => staging,
            _ => return,
        };
        let stamped = Stamped::from_parts(&path, first, more);
        let Some(_gate) = interrupt::enter() else {
            return;
        };
        if let Err(error) = self.write(staging, &path, &stamped) {
            self.fail(path, error);
        }
    }
}
