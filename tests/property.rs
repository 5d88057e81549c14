//! Property tests over random schemas, and the short fuzz run of the suite.
//!
//! - `random_schemas_generate_parseable_sdks`: schemas from `tests/support/random_schema.rs`
//!   (fixed seeds; adversarial names and descriptions) must validate, render every target the
//!   same way twice, and every generated Python, TypeScript, Go, C# and Rust file must parse
//!   with the tree-sitter grammars (no ERROR or MISSING node).
//! - `fuzz_entries_survive_seeds_and_mutations`: the cargo-fuzz entry points (`fuzz/entry.rs`)
//!   on the committed seeds and crash regressions and on a few thousand deterministic
//!   mutations, on stable Rust: nothing may panic.
//! - the rest pin what those two found: `tests/fixtures/property_regressions.json` (names and
//!   texts that once broke a backend), E0321 for resource and function names, and YAML
//!   positions after non-ASCII text.

use crate::support;

#[path = "../fuzz/entry.rs"]
mod entry;
use crate::random_schema;

use std::collections::BTreeSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use arbitrary::Unstructured;
use sdkgen::generate::Target;
use sdkgen::load::SourceFormat;

/// How many random schemas the property test renders (every target, twice, then parses);
/// `SDKGEN_PROPERTY_SCHEMAS=N` (and `SDKGEN_PROPERTY_FIRST_SEED=S`) run another range, for
/// a longer hunt than the suite's.
const SCHEMAS: u64 = 100;
/// Bytes behind each random schema: enough that the generator rarely runs dry.
const SCHEMA_BYTES: usize = 16 * 1024;

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn scratch() -> PathBuf {
    let dir = support::root().join("target/tmp/property");
    std::fs::create_dir_all(&dir).expect("create target/tmp/property");
    dir
}

fn random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..len).map(|_| rng.u8(..)).collect()
}

/// The random schema of `seed`, as pretty JSON, and the hostile names it holds.
fn random_schema_text(seed: u64, options: random_schema::Options) -> (String, BTreeSet<String>) {
    let bytes = random_bytes(seed, SCHEMA_BYTES);
    let (schema, hostile) = random_schema::schema_with(&mut Unstructured::new(&bytes), options)
        .expect("the generator takes any bytes");
    let text = serde_json::to_string_pretty(&schema).expect("a JSON value serializes");
    (text, hostile)
}

#[test]
fn random_schemas_generate_parseable_sdks() {
    let mut failures = Vec::new();
    let mut files_checked = 0usize;
    // Schemas refused at a hostile name, by the codes of the errors.
    let mut refused = std::collections::BTreeMap::<String, usize>::new();
    // Markers found in each target's source files, over all schemas.
    let mut markers = std::collections::BTreeMap::new();
    let first = env_number("SDKGEN_PROPERTY_FIRST_SEED", 0);
    let count = env_number("SDKGEN_PROPERTY_SCHEMAS", SCHEMAS);
    let options = random_schema::Options {
        pending_names: env_number("SDKGEN_PROPERTY_PENDING_NAMES", 0) == 1,
    };
    for seed in first..first + count {
        let (text, hostile) = random_schema_text(seed, options);
        let name = format!("random-{seed}.json");
        let run = entry::pipeline(&name, text.clone().into_bytes(), SourceFormat::Json);
        let problems = match refusal_problems(&run, &text, &hostile) {
            Some(problems) => {
                if problems.is_empty() {
                    let mut codes: Vec<&str> =
                        run.errors().iter().map(|d| d.code.as_str()).collect();
                    codes.dedup();
                    *refused.entry(codes.join("+")).or_default() += 1;
                }
                problems
            }
            None => check_run(&run),
        };
        if problems.is_empty() && run.outputs.is_some() {
            let again = entry::pipeline(&name, text.clone().into_bytes(), SourceFormat::Json);
            if !same_outputs(&run, &again) {
                failures.push(format!("seed {seed}: two renders differ"));
            }
            let (checked, errors) = check_outputs(&run, &mut markers);
            files_checked += checked;
            if errors.is_empty() {
                continue;
            }
            failures.push(format!("seed {seed}:\n{}", errors.join("\n")));
        } else if problems.is_empty() {
            continue;
        } else {
            failures.push(format!("seed {seed}:\n{}", problems.join("\n")));
        }
        let file = scratch().join(format!("failing-{seed}.json"));
        std::fs::write(&file, &text).expect("write the failing schema");
        failures.push(format!("  (schema written to {})", file.display()));
    }
    support::say(&format!(
        "property: {count} random schemas from seed {first}: {files_checked} generated files checked; refused at a hostile name: {refused:?}; markers per target: {markers:?}"
    ));
    // Hostile text must reach every SDK, or the check above proved nothing about it.
    for target in [
        Target::Python,
        Target::Nodejs,
        Target::Go,
        Target::Csharp,
        Target::Java,
        Target::Rust,
    ] {
        if count >= SCHEMAS && markers.get(target.name()).copied().unwrap_or(0) == 0 {
            failures.push(format!("no marker reached a {} source file", target.name()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// For a schema `validate` refused: `None` when it holds no hostile name (then the refusal is a
/// failure [`check_run`] reports), else what is wrong with the refusal: every error must be
/// located, and be about a value whose place (a member name on its JSON pointer) or text (a
/// token or `$ref`) holds one of `hostile_names`.
fn refusal_problems(
    run: &entry::Run,
    text: &str,
    hostile_names: &BTreeSet<String>,
) -> Option<Vec<String>> {
    let errors = run.errors();
    if errors.is_empty() || hostile_names.is_empty() {
        return None;
    }
    let hostile = |s: &str| hostile_names.iter().any(|name| s.contains(name.as_str()));
    let schema: serde_json::Value = serde_json::from_str(text).expect("the schema is JSON");
    let problems = errors
        .iter()
        .filter(|d| {
            let located = d.line_col().is_some();
            let mut segments = d
                .pointer
                .split('/')
                .map(|s| s.replace("~1", "/").replace("~0", "~"));
            let at_name = segments.any(|s| hostile(&s))
                || schema
                    .pointer(&d.pointer)
                    .and_then(serde_json::Value::as_str)
                    .is_some_and(hostile);
            !(located && at_name)
        })
        .map(|d| sdkgen::diagnostics::render_human(d))
        .collect();
    Some(problems)
}

/// Errors of a run that should have rendered: validation errors, or a target that did not
/// render although the schema validated.
fn check_run(run: &entry::Run) -> Vec<String> {
    let mut problems: Vec<String> = run
        .errors()
        .iter()
        .map(|d| sdkgen::diagnostics::render_human(d))
        .collect();
    match &run.outputs {
        Some(outputs) => {
            for error in outputs.iter().filter_map(|o| o.as_ref().err()) {
                problems.push(format!("validates but does not generate: {error}"));
            }
        }
        None if problems.is_empty() => problems.push("nothing rendered".into()),
        None => {}
    }
    problems
}

/// Whether two runs rendered the same files (and refused the same targets).
fn same_outputs(a: &entry::Run, b: &entry::Run) -> bool {
    let (Some(a), Some(b)) = (&a.outputs, &b.outputs) else {
        return false;
    };
    a.len() == b.len()
        && a.iter().zip(b).all(|pair| match pair {
            (Ok(x), Ok(y)) => x == y,
            (Err(x), Err(y)) => x.to_string() == y.to_string(),
            _ => false,
        })
}

/// Checks every file of every target with [`support::safety::check_file`] (source files parse,
/// hold no hidden character, and every [`random_schema::MARKER`] in them is inside a comment or
/// a string literal; project files are valid and inert); returns how many files were checked
/// and a report per file that fails. `markers` counts the markers seen per target.
fn check_outputs(
    run: &entry::Run,
    markers: &mut std::collections::BTreeMap<&'static str, usize>,
) -> (usize, Vec<String>) {
    let mut checked = 0;
    let mut errors = Vec::new();
    for output in run.outputs.iter().flatten().flatten() {
        for file in &output.files {
            checked += 1;
            let marker = Some(random_schema::MARKER);
            match support::safety::check_file(&file.path, &file.contents, marker) {
                Ok(found) => *markers.entry(output.target.name()).or_default() += found.markers,
                Err(e) => errors.push(format!("  {}/{e}", output.target)),
            }
        }
    }
    (checked, errors)
}

// ---------------------------------------------------------------------------------------------
// The short fuzz run

/// Mutated seeds fed to the raw-bytes entry, and random inputs fed to the structured one.
const BYTE_MUTATIONS: u64 = 2000;
const STRUCTURED_INPUTS: u64 = 300;

fn fuzz_dir() -> PathBuf {
    support::root().join("fuzz")
}

/// The files of `dir`, sorted (none when it does not exist).
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|f| f.is_file());
    files.sort();
    files
}

thread_local! {
    /// Set while an entry runs under [`survive`]: where its panic happened, instead of the
    /// default hook's message and backtrace for every crashing input.
    static CAUGHT: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Installs (once) a panic hook that records panics of [`survive`]d entries and leaves all
/// other panics (failing assertions) to the default hook.
fn install_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let recorded = CAUGHT.with(|caught| {
                let mut caught = caught.borrow_mut();
                let surviving = caught.is_some();
                if surviving {
                    let location = info.location().map(|l| l.to_string()).unwrap_or_default();
                    *caught = Some(format!("at {location}: {}", payload_text(info.payload())));
                }
                surviving
            });
            if !recorded {
                default(info);
            }
        }));
    });
}

fn payload_text(payload: &dyn std::any::Any) -> String {
    let text = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    // Panic messages quoting a whole schema are cut short.
    text.chars().take(300).collect()
}

/// A fuzz entry point.
type Entry = fn(&[u8]) -> entry::Run;

/// Runs `entry` on `input`; a panic is returned as a message (the input is saved under
/// target/tmp/property/ so it can be replayed with `cargo fuzz run <target> FILE`).
fn survive(target: &str, label: &str, input: &[u8], entry: Entry) -> Option<String> {
    install_hook();
    CAUGHT.with(|caught| *caught.borrow_mut() = Some(String::new()));
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        entry(input);
    }));
    let message = CAUGHT.with(|caught| caught.borrow_mut().take().unwrap_or_default());
    outcome.err()?;
    let file = scratch().join(format!("crash-{target}-{label}"));
    let _ = std::fs::write(&file, input);
    Some(format!(
        "{target} panicked on {label} (input in {}) {message}",
        file.display()
    ))
}

#[test]
fn fuzz_entries_survive_seeds_and_mutations() {
    let mut crashes = Vec::new();
    let targets: [(&str, Entry); 2] = [
        ("bytes", entry::run_bytes),
        ("structured", entry::run_structured),
    ];
    let mut seeds_by_target = Vec::new();
    for (target, run) in targets {
        let mut inputs = Vec::new();
        for dir in ["seeds", "regressions"] {
            for file in files_in(&fuzz_dir().join(dir).join(target)) {
                let bytes = std::fs::read(&file).expect("read a fuzz input");
                let label = file.file_name().unwrap().to_string_lossy().into_owned();
                crashes.extend(survive(target, &label, &bytes, run));
                inputs.push(bytes);
            }
        }
        assert!(
            !inputs.is_empty(),
            "no seeds for the fuzz target `{target}`"
        );
        seeds_by_target.push(inputs);
    }

    // Byte-level mutations of the seeds, as libFuzzer's simplest mutators make them.
    let seeds = &seeds_by_target[0];
    let mut rng = fastrand::Rng::with_seed(9);
    for i in 0..BYTE_MUTATIONS {
        let mut input = seeds[rng.usize(..seeds.len())].clone();
        for _ in 0..1 + rng.usize(..4) {
            mutate_bytes(&mut rng, &mut input);
        }
        crashes.extend(survive(
            "bytes",
            &format!("mutation-{i}"),
            &input,
            entry::run_bytes,
        ));
    }
    // Random inputs for the structured entry: every one is a schema, a quarter of them broken.
    for i in 0..STRUCTURED_INPUTS {
        let input = random_bytes(1_000_000 + i, 256 + rng.usize(..4096));
        crashes.extend(survive(
            "structured",
            &format!("random-{i}"),
            &input,
            entry::run_structured,
        ));
    }
    assert!(crashes.is_empty(), "{}", crashes.join("\n"));
}

/// One mutation: flip a byte, insert or delete a run, copy a run elsewhere, or insert a token
/// that means something in JSON or YAML.
fn mutate_bytes(rng: &mut fastrand::Rng, input: &mut Vec<u8>) {
    const TOKENS: &[&[u8]] = &[
        b"{",
        b"}",
        b"[",
        b"]",
        b"\"",
        b":",
        b",",
        b"\\",
        b"\\u",
        b"\\ud800",
        b"null",
        b"-",
        b"1e999",
        b"#/types/",
        b"$ref",
        b"\n",
        b"- ",
        b"&a",
        b"*a",
        b"!!str",
        b"\xff",
        b"\xc3",
        b"\0",
    ];
    if input.is_empty() {
        input.extend_from_slice(TOKENS[rng.usize(..TOKENS.len())]);
        return;
    }
    let at = rng.usize(..input.len());
    match rng.u8(..5) {
        0 => input[at] ^= 1 << rng.u8(..8),
        1 => {
            let end = (at + 1 + rng.usize(..16)).min(input.len());
            input.drain(at..end);
        }
        2 => {
            let token = TOKENS[rng.usize(..TOKENS.len())];
            input.splice(at..at, token.iter().copied());
        }
        3 => {
            let from = rng.usize(..input.len());
            let end = (from + 1 + rng.usize(..64)).min(input.len());
            let run: Vec<u8> = input[from..end].to_vec();
            input.splice(at..at, run);
        }
        _ => input[at] = rng.u8(..),
    }
}

// ---------------------------------------------------------------------------------------------
// What the property test and the fuzzer found

/// Every file generated from the fixture of past escaping bugs passes the checks of the
/// property test (it parses, and no source file holds a NUL, which tools take for a binary
/// file, or another hidden character).
#[test]
fn past_escaping_bugs_stay_fixed() {
    let schema = support::root().join("tests/fixtures/property_regressions.json");
    let bytes = std::fs::read(&schema).expect("read the fixture");
    let run = entry::pipeline("property_regressions.json", bytes, SourceFormat::Json);
    let mut problems = check_run(&run);
    let (checked, errors) = check_outputs(&run, &mut Default::default());
    problems.extend(errors);
    assert!(checked >= 30, "only {checked} files checked");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Resource and function names become class and function names in every SDK as they are, so
/// one that is not an identifier is E0321; a type's name is made one by each backend.
#[test]
fn resource_and_function_names_must_be_identifiers() {
    let schema = serde_json::json!({
        "name": "names",
        "types": { "names:index:a-b": { "type": "object", "properties": {} } },
        "resources": {
            "names:index:2fa": {},
            "names:index:kebab-name": {},
            "names:index:Fine_Name2": {},
        },
        "functions": {
            "names:index:odata.get": {},
            "names:index:getOk": {},
        },
    });
    let run = entry::pipeline(
        "names.json",
        serde_json::to_vec_pretty(&schema).expect("serialize"),
        SourceFormat::Json,
    );
    let rejected: Vec<String> = run
        .errors()
        .iter()
        .map(|d| format!("{} {}", d.code.as_str(), d.pointer))
        .collect();
    assert_eq!(
        rejected,
        [
            "E0321 /functions/names:index:odata.get",
            "E0321 /resources/names:index:2fa",
            "E0321 /resources/names:index:kebab-name",
        ],
        "{:?}",
        run.diagnostics
    );
}

/// YAML positions are byte offsets: once the column after non-ASCII text was off (the YAML
/// reader counts characters), and a value's end could fall inside a character (a panic).
#[test]
fn yaml_positions_after_non_ascii_text() {
    let text =
        "name: x\ndescription: \"ééééé\"\nresources:\n  x:index:Foo:\n    properties:\n      \
                a: {description: \"\\u00e9ééé\", type: strin}\n";
    let run = entry::pipeline("x.yaml", text.as_bytes().to_vec(), SourceFormat::Yaml);
    let found: Vec<String> = run
        .diagnostics
        .iter()
        .map(|d| {
            let (line, column) = d.line_col().unwrap_or_default();
            sdkgen::diagnostics::render_human(d);
            format!("{line}:{column} {}", d.code.as_str())
        })
        .collect();
    assert_eq!(found, ["6:43 E0313"], "{:?}", run.diagnostics);
}

/// The package's metadata and parameterization, which no random schema of the test above
/// reaches often: every fragment of [`random_schema::NASTY_TEXT`] (each target's terminators,
/// MSBuild's `$(…)`, raw HTML, control, bidirectional and other hidden characters, Unicode
/// numerics) in every metadata text at once, a few fragments per schema, and every generated file
/// must pass [`support::safety::check_file`]. Once `"""` in the base provider's name ended a
/// docstring of `_utilities.py` (the rest ran on import), MSBuild evaluated `$(…)` in the C#
/// project's description, and `pluginDownloadURL`'s bidirectional controls reached Python
/// source raw (issue 33).
#[test]
fn metadata_and_parameterization_text_stays_inert() {
    let mut failures = Vec::new();
    for fragments in random_schema::NASTY_TEXT.chunks(6) {
        let marker = random_schema::MARKER;
        let text: String = fragments
            .iter()
            .map(|f| format!("{marker}{f}{marker}"))
            .collect();
        let mut schema = serde_json::json!({
            "name": "meta",
            "version": "1.2.3",
            "keywords": [text, "pulumi"],
            "parameterization": {
                "baseProvider": {"name": text, "version": text},
                "parameter": text,
            },
            "resources": {"meta:index:Thing": {
                "inputProperties": {"size": {"type": "integer"}},
                "properties": {"size": {"type": "integer"}},
            }},
        });
        for &key in random_schema::METADATA_TEXTS {
            schema[key] = serde_json::json!(text);
        }
        let bytes = serde_json::to_vec_pretty(&schema).expect("serialize");
        let run = entry::pipeline("meta.json", bytes, SourceFormat::Json);
        let mut problems = check_run(&run);
        let mut markers = std::collections::BTreeMap::new();
        problems.extend(check_outputs(&run, &mut markers).1);
        if markers.len() < 5 {
            problems.push(format!("markers reached only {markers:?}"));
        }
        if !problems.is_empty() {
            failures.push(format!("{fragments:?}:\n{}", problems.join("\n")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A Python package name of letters beyond ASCII (`packageName`, which `validate` accepts as
/// letters, digits and `_`) keys a table of `pyproject.toml`, where a bare key may only be
/// ASCII: once it was written bare and the file did not parse (the property test's campaign,
/// seed 182). Every file must pass the check of the property test.
#[test]
fn python_package_names_beyond_ascii_keep_pyproject_valid() {
    for name in ["nameﬁ", "café", "名前"] {
        let schema = serde_json::json!({
            "name": "pkg",
            "language": {"python": {"packageName": name, "pyproject": {"enabled": true}}},
            "resources": {"pkg:index:Thing": {"inputProperties": {"a": {"type": "string"}}}},
        });
        let bytes = serde_json::to_vec_pretty(&schema).expect("serialize");
        let run = entry::pipeline("pkg.json", bytes, SourceFormat::Json);
        let mut problems = check_run(&run);
        problems.extend(check_outputs(&run, &mut Default::default()).1);
        assert!(problems.is_empty(), "{name}: {}", problems.join("\n"));
    }
}
