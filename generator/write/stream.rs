//! `generate`'s writer for targets still rendering: each file is checked, stamped and compared
//! with the one in place the moment the backend hands it over, then freed; only a new or
//! changed file is written, into its target's staged directory (made on the first such file),
//! so a target is never whole in memory, writing overlaps rendering, and a tree that is up to
//! date is only read. Once every target has rendered, the staged files are committed as
//! [`super::write_outputs`] does; on any error every staged directory is removed and nothing
//! else has changed.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

use rayon::prelude::*;

use super::apply::{check_out_dir, create_missing_dirs, finish, interrupted, Plan, Run};
use super::interrupt;
use super::layout::Layout;
use super::ops;
use super::stage::TargetStage;
use super::{TargetWrite, WriteError, WriteReport};
use crate::output::{Output, Sink, Target};

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
    write_streamed_in(out, &Layout::Packages, jobs, schedule, render, progress)
}

/// [`write_streamed`] in `layout` (a provider's SDK folder, for `gen-sdk`).
pub fn write_streamed_in<E, R>(
    out: &Path,
    layout: &Layout,
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
    let placed: Vec<String> = jobs
        .iter()
        .map(|(p, t)| layout.place(p, *t).package)
        .collect();
    let mut packages: Vec<&str> = placed.iter().map(String::as_str).collect();
    packages.sort_unstable();
    packages.dedup();
    let (run, mut warnings) = open_run(out, &packages).map_err(StreamError::Write)?;
    let run = Mutex::new(run);
    let seen: Mutex<BTreeSet<(String, &'static str)>> = Mutex::default();
    let failed = AtomicBool::new(false);
    let job = |(i, (package, target)): (usize, &(String, Target))| {
        let stage = TargetStage::open(out, layout, &run, &seen, &failed, package, *target);
        render(i, &stage).map_err(|e| {
            failed.store(true, Ordering::Relaxed);
            StreamError::Render(e)
        })?;
        match stage.finish() {
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
        run.abandon(WriteError::Io(String::new()));
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

/// Creates the output directory if it is missing, locks it, and completes or removes what
/// interrupted runs left there (see [`super::recover`]).
fn open_run(out: &Path, packages: &[&str]) -> Result<(Run, Vec<String>), WriteError> {
    let mut run = Run::new(out);
    if !super::disk::exists(out) {
        let Some(_gate) = interrupt::enter() else {
            return Err(interrupted());
        };
        if let Err(error) = create_missing_dirs(out, &mut run.created) {
            return Err(run.abandon(error));
        }
    }
    run.lock = Some(ops::lock_dir(out));
    match super::recover(out, packages) {
        Ok(warnings) => Ok((run, warnings)),
        Err(error) => Err(run.abandon(error)),
    }
}

/// [`write_streamed`] for outputs already in memory: writes every output under `out`
/// (`<out>/<package>/<target>/`): new and changed files are written, files no longer generated
/// removed, everything else left untouched. On error nothing has changed.
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
        let output = &outputs[i];
        output.files.iter().try_for_each(|f| sink.put(f.clone()))?;
        output
            .binaries
            .iter()
            .try_for_each(|f| sink.put_bytes(f.clone()))
    };
    write_streamed(out, &jobs, Schedule::Together, put_all, progress).map_err(|error| match error {
        StreamError::Write(error) => error,
        StreamError::Render(message) => WriteError::InvalidOutput(message),
    })
}
