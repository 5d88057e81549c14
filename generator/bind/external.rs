//! Other packages' schemas, for `$ref`s that leave this package.
//!
//! A reference like `/random/v4.11.2/schema.json#/resources/random:index/randomPet:RandomPet`
//! resolves against a package given in the same run, or against a schema file lying next to the
//! referring file (`random-4.11.2.json`, `random.json`, `random/schema.json`, or the YAML forms).
//! When neither exists the reference stays opaque and a warning says so: it is never a crash.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::load;
use crate::spec::PackageSpec;

/// The tokens one package defines: all a reference into it needs.
#[derive(Debug, Default, Clone)]
pub struct PackageIndex {
    /// The package's version, if recorded.
    pub version: Option<String>,
    /// Type tokens → whether the type is an enum.
    pub types: BTreeMap<String, bool>,
    /// Resource tokens.
    pub resources: BTreeSet<String>,
}

impl PackageIndex {
    /// The index of a parsed schema.
    pub fn of(spec: &PackageSpec) -> PackageIndex {
        PackageIndex {
            version: spec.version.clone(),
            types: spec
                .types
                .iter()
                .map(|(token, t)| (token.clone(), t.enum_.is_some()))
                .collect(),
            resources: spec.resources.keys().cloned().collect(),
        }
    }
}

/// Every package a run knows besides the one being bound.
#[derive(Debug, Default)]
pub struct ExternalPackages {
    given: BTreeMap<String, Arc<PackageIndex>>,
    /// Neighbour files already tried (a missing or unreadable one is remembered as `None`).
    neighbours: Mutex<HashMap<PathBuf, Option<Arc<PackageIndex>>>>,
}

impl ExternalPackages {
    /// Registers a package given in this run.
    pub fn add(&mut self, spec: &PackageSpec) {
        self.given
            .insert(spec.name.clone(), Arc::new(PackageIndex::of(spec)));
    }

    /// The package `name` (at `version`, when known), from this run or next to `referrer`.
    pub fn find(
        &self,
        name: &str,
        version: Option<&str>,
        referrer: Option<&Path>,
    ) -> Option<Arc<PackageIndex>> {
        if let Some(index) = self.given.get(name) {
            return Some(index.clone());
        }
        let dir = referrer?.parent()?;
        let bare = version.map(|v| v.trim_start_matches('v'));
        let mut candidates = Vec::new();
        for ext in ["json", "yaml", "yml"] {
            if let Some(v) = bare {
                candidates.push(dir.join(format!("{name}-{v}.{ext}")));
            }
            candidates.push(dir.join(format!("{name}.{ext}")));
            candidates.push(dir.join(name).join(format!("schema.{ext}")));
        }
        candidates
            .into_iter()
            .find_map(|path| self.neighbour(&path, name))
    }

    fn neighbour(&self, path: &Path, name: &str) -> Option<Arc<PackageIndex>> {
        let mut cache = self
            .neighbours
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        cache
            .entry(path.to_path_buf())
            .or_insert_with(|| {
                if !path.is_file() {
                    return None;
                }
                let document = load::load_file(path).ok()?;
                let spec: PackageSpec = serde_json::from_value(document.value).ok()?;
                (spec.name == name).then(|| Arc::new(PackageIndex::of(&spec)))
            })
            .clone()
    }
}
