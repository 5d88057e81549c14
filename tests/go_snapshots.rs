//! Snapshots of the generated Go for the seed packages and for corpus edge cases: enums,
//! nested modules, naming collisions (`Lookup…`, `…Type`, `…Resource`), secrets, plain and
//! default values (`Defaults()` methods), nested collection types, methods, provider
//! configuration, overlays, the generic variant (`language.go.generics`: `secrets` is
//! generics-only, `generics_side_by_side` has it in `x/` beside the classic one), a
//! parameterized package (registered against its package reference), and the adversarial
//! fixtures (`go_names.json` holds Go keywords and names that collide with the methods the Go
//! SDK generates).
//!
//! Every file of the module is in one snapshot except `go.sum` and the `internal/` helpers
//! (fixed templates every compiled package exercises).

use crate::support;

use std::path::PathBuf;

use sdkgen::generate::Target;
use support::{rendered_package, root, testdata};

/// The Go files of the package in `schema`, under `=== path ===` headings.
fn go_of(schema: PathBuf) -> String {
    rendered_package(schema, Target::Go, &|path| {
        path == "go.sum" || path.contains("/internal/")
    })
}

macro_rules! snapshot_tests {
    ($($test:ident => $schema:expr;)*) => {
        $(
            #[test]
            fn $test() {
                insta::assert_snapshot!(go_of($schema));
            }
        )*
    };
}

snapshot_tests! {
    seed_streamcloud => root().join("schema/streamcloud.json");
    seed_gatewaycloud => root().join("schema/gatewaycloud.json");
    adversarial_names_and_text => root().join("tests/fixtures/adversarial.json");
    go_keywords_and_method_collisions => root().join("tests/fixtures/go_names.json");
    enums => testdata("different-enum");
    nested_modules => testdata("nested-module");
    naming_collisions => testdata("naming-collisions");
    secrets => testdata("secrets-go-generics-only");
    plain_object_defaults => testdata("plain-object-defaults");
    env_var_defaults => testdata("regress-go-12971");
    plain_method_results => testdata("methods-return-plain-resource");
    nested_collections => testdata("array-of-enum-map");
    methods => testdata("simple-methods-schema");
    provider_config => testdata("provider-config-schema");
    overlays => testdata("overlay-supported-languages");
    generics_side_by_side => testdata("plain-and-default");
    parameterized => testdata("go-parameterized-lifted-single-value-methods");
}

/// The Go error for `schema`, which must not render.
fn go_error(schema: PathBuf) -> String {
    let outcome = sdkgen::workspace::check_files(std::slice::from_ref(&schema));
    assert!(!outcome.has_errors(), "{:?}", outcome.diagnostics);
    match sdkgen::generate::render(
        &outcome.packages[0].package,
        Target::Go,
        &sdkgen::generate::Templates::builtin(),
    ) {
        Ok(_) => panic!("{} rendered, but Go cannot hold it", schema.display()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn two_members_in_one_go_file_are_refused() {
    let message = go_error(testdata("different-package-name-conflict"));
    assert!(
        message.contains("two files would be written to `codegen/testing/test/testdata/simple-resource-schema/go/example/resource.go`"),
        "{message}"
    );
}

/// Modules whose Go packages would import each other are refused when the schema is validated
/// (E0325, where the cycle closes), before any SDK is rendered (tests/names.rs holds the rule).
#[test]
fn modules_importing_each_other_are_refused() {
    let dir = crate::support::ScratchDir::new("go-cycle");
    let schema = dir.join("cycle.json");
    let mut json: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("tests/fixtures/go_names.json")).unwrap(),
    )
    .unwrap();
    // `type:Range` now refers back to the root module's enum, whose module refers to it.
    json["types"]["gonames:type:Range"]["properties"]["go"] =
        serde_json::json!({ "$ref": "#/types/gonames:index:Kind" });
    std::fs::write(&schema, serde_json::to_string(&json).unwrap()).unwrap();
    let outcome = sdkgen::workspace::check_files(std::slice::from_ref(&schema));
    let errors: Vec<_> = outcome
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].code.as_str(), "E0325");
    assert_eq!(
        errors[0].pointer,
        "/types/gonames:type:Range/properties/go/$ref"
    );
    assert!(
        errors[0].message.contains(
            "`index` → `type` at /resources/gonames:index:Widget/inputProperties/range/$ref"
        ),
        "{}",
        errors[0].message
    );
}
