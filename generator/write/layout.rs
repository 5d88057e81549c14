//! Where each target goes under the output directory, and how sdkgen tells its files from the
//! ones it leaves alone: `generate`'s layout (`<out>/<package>/<target>/`, a manifest in each)
//! or a provider repository's `sdk/` folder (`gen-sdk`: `<out>/<target>/`, Go's module at
//! `<out>/` itself, no manifest, [`Ownership`] instead).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::own::Ownership;
use super::WriteError;
use crate::output::Target;

/// How a run lays its targets out.
#[derive(Clone)]
pub enum Layout {
    /// `<out>/<package>/<target>/`, each target directory with its manifest.
    Packages,
    /// A provider repository's SDK folder, as `pulumi package gen-sdk` writes it: `<out>/<lang>/`,
    /// and Go's module at `<out>/` (`go.mod`, `go.sum`, its packages under `go/`). Its files are
    /// told apart by the [`Ownership`] rules.
    ProviderSdk(Arc<Ownership>),
}

/// One target's place under the output directory.
pub(crate) struct Placement {
    /// The package directory, relative to the output directory (empty: the output directory
    /// itself). The target's staged and backup directories are made in it.
    pub(crate) package: String,
    /// The target directory, relative to the package directory (empty: the package directory
    /// itself, Go's module root in a provider's SDK folder).
    pub(crate) dir: &'static str,
    /// How what was there is known: the manifest, or the SDK folder's rules.
    pub(crate) ownership: Option<Arc<Ownership>>,
}

impl Layout {
    /// Where `target` of `package` goes.
    pub(crate) fn place(&self, package: &str, target: Target) -> Placement {
        match self {
            Layout::Packages => Placement {
                package: package.to_owned(),
                dir: target.dir_name(),
                ownership: None,
            },
            Layout::ProviderSdk(ownership) => Placement {
                package: String::new(),
                dir: match target {
                    Target::Go => "",
                    other => other.dir_name(),
                },
                ownership: Some(ownership.clone()),
            },
        }
    }

    /// Whether targets carry a manifest.
    pub(crate) fn has_manifest(&self) -> bool {
        matches!(self, Layout::Packages)
    }
}

impl Placement {
    /// `<out>/<package>`.
    pub(crate) fn package_dir(&self, out: &Path) -> PathBuf {
        join_relative(out, &self.package)
    }

    /// `<out>/<package>/<dir>`.
    pub(crate) fn target_dir(&self, out: &Path) -> PathBuf {
        join_relative(&self.package_dir(out), self.dir)
    }

    /// `package/dir` for messages (`python`, `confluentcloud/python`; `.` for the output
    /// directory itself).
    pub(crate) fn shown(&self) -> String {
        match (self.package.is_empty(), self.dir.is_empty()) {
            (true, true) => ".".to_owned(),
            (true, false) => self.dir.to_owned(),
            (false, true) => self.package.clone(),
            (false, false) => format!("{}/{}", self.package, self.dir),
        }
    }

    /// The files an earlier run left in a provider's SDK folder that this target no longer
    /// writes candidates for removal: sdkgen's or another generator's (marked), not left
    /// alone, relative to the target directory. Go's module root holds the other languages'
    /// folders too, so only `go.mod`, `go.sum` and `go/` are its.
    pub(crate) fn earlier_output(
        &self,
        ownership: &Ownership,
    ) -> Result<BTreeSet<String>, WriteError> {
        let under: Vec<&str> = if self.dir.is_empty() {
            vec!["go.mod", "go.sum", "go"]
        } else {
            vec![self.dir]
        };
        let found = ownership.earlier_output(&under)?;
        Ok(found
            .into_iter()
            .filter_map(|path| self.relative(&path).map(str::to_owned))
            .collect())
    }

    /// `path` (relative to the output directory) relative to the target directory.
    fn relative<'p>(&self, path: &'p str) -> Option<&'p str> {
        if self.dir.is_empty() {
            return Some(path);
        }
        path.strip_prefix(self.dir)?.strip_prefix('/')
    }

    /// A file of the target (relative to the target directory) relative to the output
    /// directory, as [`Ownership`] takes it.
    pub(crate) fn out_relative(&self, path: &str) -> String {
        let dir = join_str(&self.package, self.dir);
        join_str(&dir, path)
    }
}

/// `base` joined with a relative `/`-separated path that may be empty.
fn join_relative(base: &Path, relative: &str) -> PathBuf {
    if relative.is_empty() {
        base.to_path_buf()
    } else {
        super::paths::join(base, relative)
    }
}

fn join_str(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_owned(),
        (_, true) => a.to_owned(),
        _ => format!("{a}/{b}"),
    }
}
