//! Snapshots of the generated Python for the seed packages and for corpus edge cases: enums,
//! nested modules, naming collisions, secrets, plain and default values, tfbridge naming,
//! methods, provider configuration, and the adversarial fixture.
//!
//! Every file of the package is in one snapshot, `_utilities.py` aside (a fixed template whose
//! own tests live in tests/python/test_utilities.py).

use std::path::PathBuf;

use sdkgen::generate::{render, Target, Templates};
use sdkgen::workspace;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The Python files of the package in `schema`, concatenated under `=== path ===` headings.
fn python_of(schema: PathBuf) -> String {
    assert!(schema.is_file(), "{} is missing", schema.display());
    let outcome = workspace::check_files(std::slice::from_ref(&schema));
    assert!(
        !outcome.has_errors() && outcome.packages.len() == 1,
        "{} does not validate: {:?}",
        schema.display(),
        outcome.diagnostics
    );
    let output = render(
        &outcome.packages[0].package,
        Target::Python,
        &Templates::builtin(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut text = String::new();
    for file in &output.files {
        if file.path.ends_with("/_utilities.py") {
            continue;
        }
        text.push_str(&format!("=== {} ===\n{}\n", file.path, file.contents));
    }
    text
}

fn testdata(name: &str) -> PathBuf {
    root()
        .join("../shared/corpus/pulumi-codegen-testdata")
        .join(name)
        .join("schema.json")
}

macro_rules! snapshot_tests {
    ($($test:ident => $schema:expr;)*) => {
        $(
            #[test]
            fn $test() {
                insta::assert_snapshot!(python_of($schema));
            }
        )*
    };
}

snapshot_tests! {
    seed_streamcloud => root().join("schema/streamcloud.json");
    seed_gatewaycloud => root().join("schema/gatewaycloud.json");
    adversarial_names_and_text => root().join("tests/fixtures/adversarial.json");
    enums => testdata("different-enum");
    nested_modules => testdata("nested-module");
    naming_collisions => testdata("naming-collisions");
    secrets => testdata("secrets-go-generics-only");
    plain_and_default_values => testdata("plain-and-default");
    tfbridge_naming => testdata("output-funcs-tfbridge20");
    methods => testdata("simple-methods-schema");
    provider_config => testdata("provider-config-schema");
}

#[test]
fn rendering_twice_gives_identical_output() {
    let first = python_of(root().join("schema/gatewaycloud.json"));
    let second = python_of(root().join("schema/gatewaycloud.json"));
    assert_eq!(first, second);
}
