//! The writer: puts rendered outputs on disk, all or nothing, and the check mode that compares
//! them with what is there.
//!
//! Each [`Output`] becomes the directory `<out>/<package>/<target>/`, holding every rendered
//! file with a do-not-edit [`header`] and a manifest ([`MANIFEST`]) listing the files sdkgen
//! wrote there. The manifest is what lets sdkgen remove files it no longer generates while
//! leaving everything else in the directory (a `.venv`, `node_modules`, build output) where it
//! is, and refuse directories it did not write.
//!
//! [`write_outputs`] compares every file with the one on disk and writes only new and changed
//! ones, staged beside their target directory and then moved in under a journal (`journal`), so
//! that an error leaves the previous output as it was and a crash is completed by the next run
//! ([`recover`]); a tree that is up to date is only read. [`write_streamed`] does the same for
//! targets still rendering, comparing each file as soon as the backend hands it over.
//! [`check_outputs`] computes the same bytes and compares, writing nothing. docs/engineering.md
//! ("The writer") describes the commit, its crash states and the tests that hold each rule.

mod apply;
mod check;
mod disk;
pub mod header;
pub mod interrupt;
pub(crate) mod journal;
mod layout;
mod legacy;
pub mod ops;
pub mod own;
pub mod paths;
mod stage;
mod stream;
mod tree;

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};

pub use check::{check_outputs, check_outputs_in};
pub use header::{header_line, stamp};
pub use interrupt::install_cleanup_on_signal;
pub use layout::Layout;
pub use stream::{write_outputs, write_streamed, write_streamed_in, Schedule, StreamError};

use crate::output::{Output, Target};
use tree::Tree;

/// The manifest's file name in each target directory.
pub const MANIFEST: &str = ".sdkgen-manifest";

/// Completes or removes what interrupted runs (their process gone) left in `out`: the commit of
/// each journal there is completed, then the staged and backup directories in the package
/// directories of `packages` are removed, the user's files an earlier sdkgen had moved into
/// them put back first. `generate` runs this first. Returns what was left for a person to look
/// at; fails, changing nothing more, when a journal's commit cannot be completed.
pub fn recover(out: &Path, packages: &[&str]) -> Result<Vec<String>, WriteError> {
    let mut warnings = journal::recover(out)?;
    for package in packages {
        // The empty name is the output directory itself (a provider's SDK folder).
        if package.is_empty() || paths::check_name(package).is_ok() {
            warnings.extend(interrupt::remove_dead_debris(&out.join(package)));
        }
    }
    Ok(warnings)
}

/// Why writing (or checking) failed. For [`write_outputs`], nothing on disk has changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteError {
    /// An output that cannot be written as given: an unsafe path or name, a duplicate.
    InvalidOutput(String),
    /// Something sdkgen did not write is where it would write.
    NotOwned(String),
    /// Reading or writing failed; the previous output is as it was.
    Io(String),
    /// Writing failed and undoing what was done failed too: the message says what is where.
    Unrecovered(String),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::InvalidOutput(m)
            | WriteError::NotOwned(m)
            | WriteError::Io(m)
            | WriteError::Unrecovered(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for WriteError {}

/// What [`write_outputs`] did.
#[derive(Debug, Clone)]
pub struct WriteReport {
    /// One entry per output, in the order given.
    pub targets: Vec<TargetWrite>,
    /// Problems after the new output was in place (a backup that could not be removed), and
    /// what interrupted runs left that was kept for a person to look at.
    pub warnings: Vec<String>,
}

impl WriteReport {
    /// Generated files in all targets (manifests not counted).
    pub fn files(&self) -> usize {
        self.targets.iter().map(|t| t.files).sum()
    }

    /// Generated files that are new or whose bytes changed.
    pub fn changed(&self) -> usize {
        self.targets.iter().map(|t| t.changed).sum()
    }

    /// Files removed because they are no longer generated.
    pub fn removed(&self) -> usize {
        self.targets.iter().map(|t| t.removed).sum()
    }

    /// What changed on disk, counted over every file sdkgen owns there, manifests included:
    /// the same counts as [`CheckReport::counts`] gives before this write.
    pub fn counts(&self) -> FileCounts {
        let mut counts = FileCounts::default();
        for t in &self.targets {
            counts += t.counts();
        }
        counts
    }
}

impl TargetWrite {
    /// [`WriteReport::counts`] for this target alone.
    pub fn counts(&self) -> FileCounts {
        FileCounts {
            files: self.files + usize::from(self.has_manifest),
            changed: self.changed - self.added + usize::from(self.manifest == FileChange::Changed),
            added: self.added + usize::from(self.manifest == FileChange::Added),
            removed: self.removed,
        }
    }
}

impl std::ops::AddAssign for FileCounts {
    fn add_assign(&mut self, other: FileCounts) {
        self.files += other.files;
        self.changed += other.changed;
        self.added += other.added;
        self.removed += other.removed;
    }
}

impl FileCounts {
    /// `3 changed, 1 new, 2 removed` (the words of `generate`), leaving out what is 0, or `all
    /// up to date`.
    pub fn describe_written(&self) -> String {
        let mut changes = Vec::new();
        for (n, word) in [
            (self.changed, "changed"),
            (self.added, "new"),
            (self.removed, "removed"),
        ] {
            if n > 0 {
                changes.push(format!("{n} {word}"));
            }
        }
        if changes.is_empty() {
            "all up to date".to_owned()
        } else {
            changes.join(", ")
        }
    }
}

/// The files `generate` writes (or would write), and how they differ from the disk: the
/// numbers `generate` and `check` print, which agree for the same disk.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FileCounts {
    /// Every file of the output, each target's manifest included.
    pub files: usize,
    /// Files there whose bytes differ (`generate` rewrote them; `check`: "changed").
    pub changed: usize,
    /// Files not there (`generate` added them; `check`: "missing").
    pub added: usize,
    /// Files a manifest lists that are no longer generated (`generate` removed them; `check`:
    /// "stale").
    pub removed: usize,
}

/// How a file on disk compares with the one written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileChange {
    /// The same bytes.
    Same,
    /// There, with other bytes.
    Changed,
    /// Not there.
    Added,
}

/// What happened to one target directory.
#[derive(Debug, Clone)]
pub struct TargetWrite {
    pub package: String,
    pub target: Target,
    /// `<out>/<package>/<target>`.
    pub dir: PathBuf,
    /// Generated files (the manifest not counted).
    pub files: usize,
    /// Of those, new or changed.
    pub changed: usize,
    /// Of those, new (not there before).
    pub added: usize,
    /// How the manifest compares with the one there before (`Same` where there is none).
    pub manifest: FileChange,
    /// Whether the target directory has a manifest (not in a provider's SDK folder).
    pub has_manifest: bool,
    /// Files of the previous output no longer generated, now removed.
    pub removed: usize,
    /// Whether anything in the directory changed; `false` when it already held exactly this
    /// output (then nothing in it was written).
    pub updated: bool,
}

/// What [`check_outputs`] found.
#[derive(Debug, Clone)]
pub struct CheckReport {
    /// One entry per output, in the order given.
    pub targets: Vec<TargetCheck>,
    /// Staged and backup directories of sdkgen runs in the package directories, and journals
    /// in the output directory: left by an interrupted run (or belonging to one still running).
    pub debris: Vec<PathBuf>,
}

impl CheckReport {
    /// Whether every target directory holds exactly what `generate` would write, and nothing
    /// of an interrupted run lies beside them.
    pub fn is_current(&self) -> bool {
        self.targets.iter().all(TargetCheck::is_current) && self.debris.is_empty()
    }

    /// Generated files in all targets (manifests not counted).
    pub fn files(&self) -> usize {
        self.targets.iter().map(|t| t.files).sum()
    }

    /// Every file `generate` would write, manifests included, and how many of them are changed,
    /// missing or stale: the same counts [`WriteReport::counts`] gives for the write.
    pub fn counts(&self) -> FileCounts {
        let mut counts = FileCounts::default();
        for t in &self.targets {
            counts.files += t.files + usize::from(t.has_manifest);
            counts.changed += t.changed.len();
            counts.added += t.missing.len();
            counts.removed += t.stale.len();
        }
        counts
    }
}

/// How one target directory differs from what `generate` would write.
#[derive(Debug, Clone)]
pub struct TargetCheck {
    pub package: String,
    pub target: Target,
    /// `<out>/<package>/<target>`.
    pub dir: PathBuf,
    /// Generated files (the manifest not counted).
    pub files: usize,
    /// Whether the target directory has a manifest (not in a provider's SDK folder).
    pub has_manifest: bool,
    /// Files whose bytes differ, each with its diff.
    pub changed: Vec<ChangedFile>,
    /// Files that would be written but are not there.
    pub missing: Vec<PathBuf>,
    /// Files the manifest on disk lists that are no longer generated (`generate` removes them).
    pub stale: Vec<PathBuf>,
}

impl TargetCheck {
    pub fn is_current(&self) -> bool {
        self.changed.is_empty() && self.missing.is_empty() && self.stale.is_empty()
    }
}

/// A file whose contents on disk differ from what would be written.
#[derive(Debug, Clone)]
pub struct ChangedFile {
    pub path: PathBuf,
    /// A unified diff from the file on disk (`a/<path>`) to the generated one (`b/<path>`).
    pub diff: String,
}

/// Builds (and checks) the tree of every output, and that no two outputs share a directory.
fn build_trees(outputs: &[Output], with_manifest: bool) -> Result<Vec<Tree>, WriteError> {
    let trees = outputs
        .iter()
        .map(|output| Tree::build(output, with_manifest))
        .collect::<Result<Vec<_>, _>>()?;
    let mut seen = BTreeSet::new();
    for tree in &trees {
        if !seen.insert((tree.package.as_str(), tree.dir_name)) {
            return Err(WriteError::InvalidOutput(format!(
                "{}/{} is produced twice in one run",
                tree.package, tree.dir_name
            )));
        }
    }
    Ok(trees)
}

/// Whether `set` has a path under directory `dir` (`dir/...`).
fn has_under(set: &BTreeSet<String>, dir: &str) -> bool {
    let prefix = format!("{dir}/");
    set.range(prefix.clone()..)
        .next()
        .is_some_and(|p| p.starts_with(&prefix))
}
