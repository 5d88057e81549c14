//! A run over several schema files: load and validate each, make every package known to the
//! others (for cross-package `$ref`s), bind each, and collect all diagnostics, located and sorted.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::bind::{self, ExternalPackages};
use crate::diagnostics::{self, Code, Diagnostic};
use crate::ir;
use crate::load::{self, LoadError, SourceFile};
use crate::spec::PackageSpec;

/// A schema that bound without errors.
#[derive(Debug)]
pub struct BoundSchema {
    /// Where it came from.
    pub source: Arc<SourceFile>,
    /// The bound package.
    pub package: ir::Package,
}

/// The result of checking a set of schema files.
#[derive(Debug, Default)]
pub struct Outcome {
    /// The schemas that are valid.
    pub packages: Vec<BoundSchema>,
    /// Everything found, located and sorted.
    pub diagnostics: Vec<Diagnostic>,
    /// Files that could not be read at all (an I/O problem, not a schema problem).
    pub unreadable: Vec<Unreadable>,
}

/// A schema file that could not be read.
#[derive(Debug, Clone)]
pub struct Unreadable {
    /// The file as named.
    pub file: String,
    /// Why, as the system says it.
    pub error: String,
}

impl std::fmt::Display for Unreadable {
    /// `file: error`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file, self.error)
    }
}

impl Outcome {
    /// Whether any schema is invalid.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Which diagnostics [`check_files_locating`] gives a file:line:column. Locating re-reads the
/// schema text, which costs as much as parsing it, so a run that shows no notes skips them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// Every diagnostic, located.
    All,
    /// Errors and warnings, located; notes are left out of the outcome.
    ErrorsAndWarnings,
}

/// Loads, validates and binds every file; every diagnostic is kept and located.
pub fn check_files(paths: &[PathBuf]) -> Outcome {
    check_files_locating(paths, Keep::All)
}

/// Loads, validates and binds every file, keeping the diagnostics `keep` says.
pub fn check_files_locating(paths: &[PathBuf], keep: Keep) -> Outcome {
    // The metaschema's validator is compiled while the files are read and parsed.
    let ((), loaded) = rayon::join(crate::validate::prepare, || {
        paths.iter().map(|p| load::load_file(p)).collect::<Vec<_>>()
    });
    check_loaded(loaded, keep)
}

/// A schema's text that is not a file of its own: standard input, a file at a git revision, or
/// what a provider plugin answered.
#[derive(Debug, Clone)]
pub struct SchemaText {
    /// How diagnostics name it (`<stdin>`, `main:schema.json`, `pulumi-resource-x`).
    pub name: String,
    pub bytes: Vec<u8>,
    pub format: load::SourceFormat,
}

impl SchemaText {
    /// Text named `name`, YAML when its first non-blank character cannot start JSON (`{`).
    pub fn sniffed(name: String, bytes: Vec<u8>) -> SchemaText {
        let text = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&bytes);
        let format = match text.iter().find(|b| !b.is_ascii_whitespace()) {
            Some(b'{') | None => load::SourceFormat::Json,
            Some(_) => load::SourceFormat::Yaml,
        };
        SchemaText {
            name,
            bytes,
            format,
        }
    }
}

/// [`check_files_locating`] for schema texts already read.
pub fn check_texts(texts: Vec<SchemaText>, keep: Keep) -> Outcome {
    let ((), loaded) = rayon::join(crate::validate::prepare, || {
        texts
            .into_iter()
            .map(|t| {
                if t.bytes.len() as u64 > load::max_input_bytes() {
                    let size = load::describe_size(t.bytes.len() as u64);
                    return Err(LoadError::Io {
                        name: t.name,
                        error: load::too_large(format!("it holds {size}")),
                    });
                }
                load::load_bytes(t.name, None, t.bytes, t.format)
            })
            .collect::<Vec<_>>()
    });
    check_loaded(loaded, keep)
}

/// Validates and binds every loaded schema, keeping the diagnostics `keep` says.
fn check_loaded(loaded: Vec<Result<load::LoadedDocument, LoadError>>, keep: Keep) -> Outcome {
    let mut outcome = Outcome::default();
    let mut validated: Vec<(Arc<SourceFile>, PackageSpec)> = Vec::new();
    // Schemas whose reading already found errors: bound for the rest of their diagnostics, but
    // not valid.
    let mut invalid: Vec<Arc<SourceFile>> = Vec::new();
    for loaded in loaded {
        match loaded {
            Ok(document) => {
                let source = document.source.clone();
                if document.diagnostics.iter().any(Diagnostic::is_error) {
                    invalid.push(source.clone());
                }
                if let Some(spec) = crate::validate::validate(document, &mut outcome.diagnostics) {
                    validated.push((source, spec));
                }
            }
            Err(LoadError::Io { name, error }) => {
                outcome.unreadable.push(Unreadable {
                    file: name,
                    error: error.to_string(),
                });
            }
            Err(LoadError::Invalid(d)) => outcome.diagnostics.push(*d),
        }
    }
    check_duplicate_packages(&validated, &mut outcome.diagnostics);

    let validated: Vec<(Arc<SourceFile>, Arc<PackageSpec>)> = validated
        .into_iter()
        .map(|(source, spec)| (source, Arc::new(spec)))
        .collect();
    let mut externals = ExternalPackages::default();
    for (source, spec) in &validated {
        externals.add_schema(spec.clone(), source.clone());
    }
    for (source, spec) in &validated {
        let bound = bind::bind(spec, source, &externals, &mut outcome.diagnostics);
        if let Some(package) = bound.filter(|_| !invalid.iter().any(|s| Arc::ptr_eq(s, source))) {
            outcome.packages.push(BoundSchema {
                source: source.clone(),
                package,
            });
        }
    }
    if keep == Keep::ErrorsAndWarnings {
        outcome
            .diagnostics
            .retain(|d| d.severity != diagnostics::Severity::Note);
    }
    drop_aside(validated);
    diagnostics::resolve_locations(&mut outcome.diagnostics);
    outcome
}

/// Frees `value` on one of rayon's threads: a schema's typed model is millions of small
/// allocations, and the next stage need not wait for them (at 168 MB of schema, a few hundred
/// milliseconds).
fn drop_aside<T: Send + 'static>(value: T) {
    rayon::spawn(move || drop(value));
}

fn check_duplicate_packages(
    validated: &[(Arc<SourceFile>, PackageSpec)],
    out: &mut Vec<Diagnostic>,
) {
    let mut first: BTreeMap<&str, &str> = BTreeMap::new();
    for (source, spec) in validated {
        match first.get(spec.name.as_str()) {
            Some(other) => out.push(Diagnostic::new(
                Code::DuplicatePackage,
                format!("package `{}` is also defined by {other}; both would be generated into the same directory", spec.name),
                source,
                "/name",
            )),
            None => {
                first.insert(&spec.name, &source.name);
            }
        }
    }
}

/// The package schemas of a directory: its `.json`, `.yaml` and `.yml` files, sorted, except
/// sdkgen's own metaschema (`package.schema.json`). A symbolic link by such a name whose target
/// is missing counts too, so that reading it fails and is reported rather than the schema being
/// silently left out.
pub fn schemas_in(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let dangling_link = || {
            path.symlink_metadata()
                .is_ok_and(|m| m.file_type().is_symlink())
                && path.metadata().is_err()
        };
        let is_schema = (path.is_file() || dangling_link())
            && matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("json" | "yaml" | "yml")
            )
            && path.file_name().and_then(|n| n.to_str()) != Some(METASCHEMA_FILE);
        if is_schema {
            found.push(path);
        }
    }
    found.sort();
    Ok(found)
}

/// The file name of the committed metaschema in `schema/`.
pub const METASCHEMA_FILE: &str = "package.schema.json";

/// The logo file a package's SDKs get: `given` (`--logo FILE`) when there is one; else, when
/// the schema names a logo (`logoUrl`, which sdkgen never downloads), the `logo.png` beside the
/// schema file if one is there; else none. `Err` is (the logo's path, why it cannot be used).
pub fn logo_for(
    schema: &BoundSchema,
    given: Option<&Path>,
) -> Result<Option<ir::Logo>, (PathBuf, String)> {
    let path = match given {
        Some(path) => path.to_path_buf(),
        None => {
            let beside = schema
                .source
                .path
                .as_deref()
                .filter(|_| schema.package.logo_url.is_some())
                .map(|schema| schema.with_file_name(BESIDE_THE_SCHEMA));
            match beside {
                // Anything there counts (a link, a FIFO): refused if it is not a logo.
                Some(path) if std::fs::symlink_metadata(&path).is_ok() => path,
                _ => return Ok(None),
            }
        }
    };
    match load::logo::read_logo(&path) {
        Ok(logo) => Ok(Some(logo)),
        Err(message) => Err((path, message)),
    }
}

/// The logo file taken from beside a schema that has a `logoUrl`.
pub const BESIDE_THE_SCHEMA: &str = "logo.png";
