//! From bound packages to files in memory: for each package and target language, the
//! language's backend builds its view model and renders it through the templates.
//!
//! A backend hands each file to a [`Sink`] as soon as it has rendered. Nothing here touches the
//! output directory: `generate`'s sink ([`crate::write::write_streamed`]) stages files beside
//! it and swaps them in only once every file of the run has rendered, so a failure anywhere
//! leaves earlier output as it was; `check` and tests collect the files in memory.

use std::collections::BTreeSet;
use std::fmt;
use std::sync::{Mutex, PoisonError};

use rayon::prelude::*;

use crate::ir::Package;
use crate::output::lock;
pub use crate::output::{BinaryFile, Collect, GeneratedFile, Output, Sink, Target, Templates};

/// Why generation failed; nothing has been written when this is returned.
#[derive(Debug)]
pub struct GenerateError {
    pub package: String,
    pub target: Target,
    pub message: String,
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot generate {} for package `{}`: {}",
            self.target, self.package, self.message
        )
    }
}

impl std::error::Error for GenerateError {}

/// Renders every (package, target) pair. Pairs render in parallel; the result is sorted by
/// package and target, and each output's files by path, so it is the same on every run.
pub fn render_all(
    packages: &[&Package],
    targets: &[Target],
    templates: &Templates,
) -> Result<Vec<Output>, GenerateError> {
    let mut outputs = jobs(packages, targets)
        .into_par_iter()
        .map(|(package, target)| render(package, target, templates))
        .collect::<Result<Vec<_>, _>>()?;
    outputs.sort_by(|a, b| (&a.package, a.target).cmp(&(&b.package, b.target)));
    Ok(outputs)
}

/// Every (package, target) pair of a run, packages outermost.
pub fn jobs<'p>(packages: &[&'p Package], targets: &[Target]) -> Vec<(&'p Package, Target)> {
    packages
        .iter()
        .flat_map(|p| targets.iter().map(move |t| (*p, *t)))
        .collect()
}

/// Renders one target of one package into memory, its files sorted by path.
pub fn render(
    package: &Package,
    target: Target,
    templates: &Templates,
) -> Result<Output, GenerateError> {
    let collected = Collect::default();
    render_into(package, target, templates, &collected)?;
    let (mut files, mut binaries) = collected.into_all();
    files.sort_by(|a, b| a.path.cmp(&b.path));
    binaries.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(Output {
        package: package.name.clone(),
        target,
        files,
        binaries,
    })
}

/// The extra files `--templates` adds to `target`, each rendered with the package's name and
/// version and the language's name: values the schema's validation restricts to plain
/// identifiers and semantic versions, so no file type needs its own escaping of them.
fn render_extras(
    package: &Package,
    target: Target,
    templates: &Templates,
    sink: &dyn Sink,
) -> Result<(), String> {
    for (path, name) in templates.extras(target) {
        let context = minijinja::context! {
            package => minijinja::context! {
                name => &package.name,
                version => package.version.as_deref().unwrap_or("0.0.0"),
            },
            language => target.name(),
        };
        let contents = templates.render(name, context)?;
        sink.put(GeneratedFile {
            path: path.to_owned(),
            contents,
        })?;
    }
    Ok(())
}

/// Renders one target of one package, handing each file to `sink` as it renders. Two files at
/// one path fail the target (naming the first such path in sort order, whatever the
/// scheduling); the second never reaches `sink`.
pub fn render_into(
    package: &Package,
    target: Target,
    templates: &Templates,
    sink: &dyn Sink,
) -> Result<(), GenerateError> {
    let distinct = Distinct {
        inner: sink,
        paths: Mutex::default(),
        duplicate: Mutex::default(),
    };
    let sink = &distinct;
    let rendered = match target {
        Target::Python => crate::backends::python::render(package, templates, sink),
        Target::Nodejs => crate::backends::nodejs::render(package, templates, sink),
        Target::Go => crate::backends::go::render(package, templates, sink),
        Target::Csharp => crate::backends::csharp::render(package, templates, sink),
        Target::Java => crate::backends::java::render(package, templates, sink),
        Target::Rust => crate::backends::rust::render(package, templates, sink),
        Target::Docs => {
            use crate::backends::{csharp, docs, go, java, nodejs, python, rust};
            // The docs show each SDK's types as its own backend spells them.
            let types = [
                Some(python::declared_types(package)),
                nodejs::declared_types(package),
                go::declared_types(package),
                csharp::declared_types(package),
                Some(rust::declared_types(package)),
                Some(java::declared_types(package)),
            ];
            docs::render(package, templates, sink, &types)
        }
    };
    // Extra templates (`--templates`) and overlays (`gen-sdk --overlays`) go with the backend's
    // files; one at a generated path is a duplicate, reported as any other.
    let rendered = rendered.and_then(|()| render_extras(package, target, templates, sink));
    let overlays = package.overlays.get(target.name()).into_iter().flatten();
    let rendered = rendered.and_then(|()| {
        overlays.into_iter().try_for_each(|(path, contents)| {
            sink.put(GeneratedFile {
                path: path.clone(),
                contents: contents.clone(),
            })
        })
    });
    let duplicate = distinct
        .duplicate
        .into_inner()
        .unwrap_or_else(PoisonError::into_inner);
    rendered
        .and_then(|()| match duplicate {
            Some(path) => Err(format!("two files would be written to `{path}`")),
            None => Ok(()),
        })
        .map_err(|message| GenerateError {
            package: package.name.clone(),
            target,
            message,
        })
}

/// The sink [`render_into`] gives a backend: passes each file on unless its path was taken.
struct Distinct<'s> {
    inner: &'s dyn Sink,
    paths: Mutex<BTreeSet<String>>,
    /// The first path in sort order handed over twice.
    duplicate: Mutex<Option<String>>,
}

impl Distinct<'_> {
    /// Claims `path`; `false` (and the duplicate recorded) when it was taken. A path with a
    /// file or directory name longer than file systems take is an error: validation refuses the
    /// schema names that would make one (E0323), and this holds every other path.
    fn claim(&self, path: &str) -> Result<bool, String> {
        use crate::naming::files::MAX_FILE_NAME_BYTES;
        if let Some(name) = path.split('/').find(|n| n.len() > MAX_FILE_NAME_BYTES) {
            return Err(format!(
                "the file or directory name `{}…` ({} bytes, in `{}…`) is longer than the {MAX_FILE_NAME_BYTES} bytes file systems take",
                name.chars().take(40).collect::<String>(),
                name.len(),
                path.chars().take(60).collect::<String>()
            ));
        }
        let fresh = lock(&self.paths).insert(path.to_owned());
        if !fresh {
            let mut duplicate = lock(&self.duplicate);
            if duplicate.as_deref().is_none_or(|d| path < d) {
                *duplicate = Some(path.to_owned());
            }
        }
        Ok(fresh)
    }
}

impl Sink for Distinct<'_> {
    fn put(&self, file: GeneratedFile) -> Result<(), String> {
        if self.claim(&file.path)? {
            self.inner.put(file)
        } else {
            Ok(())
        }
    }

    fn put_parts(&self, path: String, parts: Vec<String>) -> Result<(), String> {
        if self.claim(&path)? {
            self.inner.put_parts(path, parts)
        } else {
            Ok(())
        }
    }

    fn put_bytes(&self, file: BinaryFile) -> Result<(), String> {
        if self.claim(&file.path)? {
            self.inner.put_bytes(file)
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lang_names_include_the_folder_and_ecosystem_spellings() {
        for (name, target) in [
            ("csharp", Target::Csharp),
            ("dotnet", Target::Csharp),
            ("C#", Target::Csharp),
            ("nodejs", Target::Nodejs),
            ("typescript", Target::Nodejs),
            ("TS", Target::Nodejs),
            ("python", Target::Python),
        ] {
            assert_eq!(Target::parse(name), Some(target), "{name}");
        }
        assert_eq!(Target::parse("java"), Some(Target::Java));
        for target in Target::ALL {
            assert_eq!(Target::parse(target.name()), Some(target));
            assert_eq!(Target::parse(target.dir_name()), Some(target));
        }
    }

    #[test]
    fn distinct_passes_each_path_once_and_names_the_first_duplicate_in_sort_order() {
        let collected = Collect::default();
        let distinct = Distinct {
            inner: &collected,
            paths: Mutex::default(),
            duplicate: Mutex::default(),
        };
        let file = |path: &str, contents: &str| GeneratedFile {
            path: path.into(),
            contents: contents.into(),
        };
        for (path, contents) in [("b", "1"), ("c", "2"), ("c", "3"), ("b", "4"), ("a", "5")] {
            distinct.put(file(path, contents)).unwrap();
        }
        assert_eq!(distinct.duplicate.lock().unwrap().as_deref(), Some("b"));
        let kept: Vec<(String, String)> = collected
            .into_files()
            .into_iter()
            .map(|f| (f.path, f.contents))
            .collect();
        assert_eq!(
            kept,
            [("b", "1"), ("c", "2"), ("a", "5")].map(|(p, c)| (p.to_owned(), c.to_owned()))
        );
    }
}
