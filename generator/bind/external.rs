//! Other packages' schemas, for `$ref`s that leave this package.
//!
//! A reference like `/random/v4.11.2/schema.json#/resources/random:index/randomPet:RandomPet`
//! resolves against a package given in the same run, or against a schema file lying next to the
//! referring file (`random-4.11.2.json`, `random.json`, `random/schema.json`, or the YAML forms).
//! When neither exists the reference stays opaque and a warning says so: it is never a crash.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::ir::settings::{NameOverrides, Settings};
use crate::load::{self, SourceFile};
use crate::spec::PackageSpec;

/// The tokens one package defines, and the settings that spell references into it.
#[derive(Debug, Default, Clone)]
pub struct PackageIndex {
    /// The package's version, if recorded.
    pub version: Option<String>,
    /// Type tokens → whether the type is an enum.
    pub types: BTreeMap<String, bool>,
    /// Resource tokens → their class name overrides.
    pub resources: BTreeMap<String, NameOverrides>,
    /// Its `meta.moduleFormat`, if set.
    pub module_format: Option<String>,
    /// Its package-level `language` settings (namespaces, import paths).
    pub settings: Settings,
    /// The schema itself and its source, to bind the package when a reference into it is
    /// resolved (see [`crate::ir::Package::externals`]).
    pub schema: Option<(Arc<PackageSpec>, Arc<SourceFile>)>,
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
            resources: spec
                .resources
                .iter()
                .map(|(token, r)| {
                    let names = super::language::name_overrides(&r.object.language);
                    (token.clone(), names)
                })
                .collect(),
            module_format: spec.meta.as_ref().and_then(|m| m.module_format.clone()),
            // Its wrong settings are reported when it is bound on its own.
            settings: super::language::decode(&spec.language, &mut Vec::new()),
            schema: None,
        }
    }

    /// The index of a parsed schema, keeping the schema.
    pub fn with_schema(spec: Arc<PackageSpec>, source: Arc<SourceFile>) -> PackageIndex {
        PackageIndex {
            schema: Some((spec.clone(), source)),
            ..PackageIndex::of(&spec)
        }
    }

    /// The module of one of its tokens (Pulumi's `TokenToModule`): its `moduleFormat`'s first
    /// group of the module part (the whole part by default); `index…` and `providers` are the
    /// root module (empty).
    pub fn module_of(&self, token: &str) -> String {
        let parts: Vec<&str> = token.split(':').collect();
        let [_, part, _] = parts.as_slice() else {
            return String::new();
        };
        if *part == "providers" {
            return String::new();
        }
        let format = self.module_format.as_deref().unwrap_or("(.*)");
        let module = regex::Regex::new(format)
            .ok()
            .and_then(|re| re.captures(part)?.get(1).map(|m| m.as_str().to_owned()));
        match module {
            Some(m) if !m.starts_with("index") => m,
            _ => String::new(),
        }
    }
}

/// Every package a run knows besides the one being bound.
#[derive(Debug, Default)]
pub struct ExternalPackages {
    given: BTreeMap<String, Arc<PackageIndex>>,
    /// Neighbour files already tried: their index, or why they could not be used.
    neighbours: Mutex<HashMap<PathBuf, Neighbour>>,
}

#[derive(Debug, Clone)]
enum Neighbour {
    Missing,
    Usable(Arc<PackageIndex>),
    Unusable(String),
}

/// What looking up another package found.
#[derive(Debug, Clone)]
pub enum Lookup {
    /// Its schema, from this run or next to the referring file.
    Found(Arc<PackageIndex>),
    /// A file where its schema should be, which cannot be used (the reason says why).
    Unusable {
        /// The file.
        path: PathBuf,
        /// Why it cannot be used.
        reason: String,
    },
    /// Nowhere to be found.
    Missing,
}

impl ExternalPackages {
    /// Registers a package given in this run.
    pub fn add(&mut self, spec: &PackageSpec) {
        self.given
            .insert(spec.name.clone(), Arc::new(PackageIndex::of(spec)));
    }

    /// Registers a package given in this run, keeping its schema so that the packages
    /// referring to it can bind it.
    pub fn add_schema(&mut self, spec: Arc<PackageSpec>, source: Arc<SourceFile>) {
        self.given.insert(
            spec.name.clone(),
            Arc::new(PackageIndex::with_schema(spec, source)),
        );
    }

    /// The package `name` (at `version`, when known), from this run or next to `referrer`.
    pub fn find(&self, name: &str, version: Option<&str>, referrer: Option<&Path>) -> Lookup {
        if let Some(index) = self.given.get(name) {
            return Lookup::Found(index.clone());
        }
        let Some(dir) = referrer.and_then(Path::parent) else {
            return Lookup::Missing;
        };
        let bare = version.map(|v| v.trim_start_matches('v'));
        let mut candidates = Vec::new();
        for ext in ["json", "yaml", "yml"] {
            if let Some(v) = bare {
                candidates.push(dir.join(format!("{name}-{v}.{ext}")));
            }
            candidates.push(dir.join(format!("{name}.{ext}")));
            candidates.push(dir.join(name).join(format!("schema.{ext}")));
        }
        let mut unusable = None;
        for path in candidates {
            match self.neighbour(&path, name) {
                Neighbour::Usable(index) => return Lookup::Found(index),
                Neighbour::Unusable(reason) if unusable.is_none() => {
                    unusable = Some(Lookup::Unusable { path, reason })
                }
                _ => {}
            }
        }
        unusable.unwrap_or(Lookup::Missing)
    }

    fn neighbour(&self, path: &Path, name: &str) -> Neighbour {
        let mut cache = self
            .neighbours
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        cache
            .entry(path.to_path_buf())
            .or_insert_with(|| read_neighbour(path, name))
            .clone()
    }
}

fn read_neighbour(path: &Path, name: &str) -> Neighbour {
    if !path.is_file() {
        return Neighbour::Missing;
    }
    let document = match load::load_file(path) {
        Ok(document) => document,
        Err(load::LoadError::Io { error, .. }) => return Neighbour::Unusable(error.to_string()),
        Err(load::LoadError::Invalid(d)) => return Neighbour::Unusable(d.message),
    };
    match serde_json::from_value::<PackageSpec>(document.value) {
        Ok(spec) if spec.name == name => Neighbour::Usable(Arc::new(PackageIndex::with_schema(
            Arc::new(spec),
            document.source,
        ))),
        Ok(spec) => Neighbour::Unusable(format!("it defines package `{}`", spec.name)),
        Err(err) => Neighbour::Unusable(format!("it is not a package schema ({err})")),
    }
}

#[cfg(test)]
mod tests {
    use super::PackageIndex;

    /// Pulumi's `TokenToModule`, with the default format and random's `(.*)(?:/[^/]*)`.
    #[test]
    fn module_of_follows_the_module_format() {
        let plain = PackageIndex::default();
        assert_eq!(plain.module_of("other:module/sub:Config"), "module/sub");
        assert_eq!(plain.module_of("other:index:Thing"), "");
        assert_eq!(plain.module_of("pulumi:providers:other"), "");
        let random = PackageIndex {
            module_format: Some("(.*)(?:/[^/]*)".to_owned()),
            ..PackageIndex::default()
        };
        assert_eq!(random.module_of("random:index/randomPet:RandomPet"), "");
        assert_eq!(random.module_of("random:aws/vpc:Vpc"), "aws");
    }
}
