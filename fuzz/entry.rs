//! The fuzz entry points, shared by the cargo-fuzz targets (`fuzz/fuzz_targets/*.rs`) and by the
//! short run on stable in `tests/property.rs`; both include this file by path, next to
//! `tests/support/random_schema.rs` as the sibling module `random_schema`.
//!
//! Each entry runs what `sdkgen generate` runs, in memory: load → validate (metaschema) → bind
//! → locate and render every diagnostic → render every target (and the conformance vectors)
//! when the schema is valid. None of it may panic, whatever the input.
#![allow(dead_code)]

use std::sync::OnceLock;

use arbitrary::Unstructured;
use sdkgen::bind::{self, ExternalPackages};
use sdkgen::diagnostics::{self, Diagnostic};
use sdkgen::generate::{self, GenerateError, Output, Target, Templates};
use sdkgen::load::{self, LoadError, SourceFormat};

use crate::random_schema;

/// What one run of the pipeline produced.
#[derive(Debug)]
pub struct Run {
    /// Every diagnostic, located and sorted.
    pub diagnostics: Vec<Diagnostic>,
    /// Each target rendered on its own (so one target's refusal does not hide the others),
    /// when the schema was valid.
    pub outputs: Option<Vec<Result<Output, GenerateError>>>,
}

impl Run {
    pub fn errors(&self) -> Vec<&Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error()).collect()
    }
}

/// Built once: parsing the embedded templates is the same work on every input.
fn templates() -> &'static Templates {
    static TEMPLATES: OnceLock<Templates> = OnceLock::new();
    TEMPLATES.get_or_init(Templates::builtin)
}

/// The whole pipeline over one schema document.
pub fn pipeline(name: &str, bytes: Vec<u8>, format: SourceFormat) -> Run {
    let mut diagnostics = Vec::new();
    let package = match load::load_bytes(name.to_string(), None, bytes, format) {
        Ok(document) => {
            let source = document.source.clone();
            sdkgen::validate::validate(document, &mut diagnostics).and_then(|spec| {
                let mut externals = ExternalPackages::default();
                externals.add(&spec);
                bind::bind(&spec, &source, &externals, &mut diagnostics)
            })
        }
        Err(LoadError::Invalid(d)) => {
            diagnostics.push(*d);
            None
        }
        Err(LoadError::Io { name, error }) => unreachable!("{name}: no I/O in memory: {error}"),
    };
    diagnostics::resolve_locations(&mut diagnostics);
    // Rendered only for their panics: locating carets and snippets is where offsets meet text.
    for d in &diagnostics {
        std::hint::black_box(diagnostics::render_human(d));
        std::hint::black_box(diagnostics::render_json(d));
    }
    let outputs = match package {
        Some(package) if !diagnostics.iter().any(Diagnostic::is_error) => {
            std::hint::black_box(sdkgen::vectors::derive(&package));
            // What `render_all` does per (package, target), without stopping at the first error.
            let outputs = Target::ALL
                .iter()
                .map(|&target| generate::render(&package, target, templates()))
                .collect();
            Some(outputs)
        }
        _ => None,
    };
    Run {
        diagnostics,
        outputs,
    }
}

/// Any bytes: the first byte picks JSON or YAML, the rest is the document.
pub fn run_bytes(data: &[u8]) -> Run {
    let (format, document) = match data.split_first() {
        Some((first, rest)) if first % 4 == 3 => (SourceFormat::Yaml, rest),
        Some((_, rest)) => (SourceFormat::Json, rest),
        None => (SourceFormat::Json, data),
    };
    let name = match format {
        SourceFormat::Yaml => "fuzz.yaml",
        SourceFormat::Json => "fuzz.json",
    };
    pipeline(name, document.to_vec(), format)
}

/// The structure-aware entry: a random valid schema built from the bytes, then mostly left
/// alone (so the backends run) and sometimes broken in a few places, written as JSON or, the
/// same text, read as YAML.
pub fn run_structured(data: &[u8]) -> Run {
    let (schema, as_yaml) = structured_schema(data);
    let bytes = serde_json::to_vec_pretty(&schema).expect("a JSON value serializes");
    if as_yaml {
        pipeline("fuzz.yaml", bytes, SourceFormat::Yaml)
    } else {
        pipeline("fuzz.json", bytes, SourceFormat::Json)
    }
}

/// The schema [`run_structured`] builds from `data`, and whether it reads it as YAML.
pub fn structured_schema(data: &[u8]) -> (serde_json::Value, bool) {
    let mut u = Unstructured::new(data);
    // The first byte chooses what happens after the schema is built, so that the bytes that
    // build it are not shifted when the fuzzer changes that choice.
    let mode = u.arbitrary::<u8>().unwrap_or(0);
    let mut schema = random_schema::valid_schema(&mut u).unwrap_or_default();
    if mode % 4 == 1 {
        let _ = random_schema::mutate(&mut u, &mut schema);
    }
    (schema, mode % 8 == 7)
}
