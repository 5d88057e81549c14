//! Snapshots of the generated TypeScript for the seed packages and for corpus edge cases:
//! enums, nested modules, naming collisions, secrets, plain and default values (including the
//! `…ProvideDefaults` functions), tfbridge naming, methods, provider configuration, overlays,
//! and the adversarial fixture.
//!
//! Every file of the package is in one snapshot, `utilities.ts` aside (a fixed template that
//! every compiled package exercises).

use crate::support;

use std::path::PathBuf;

use sdkgen::generate::Target;
use support::{rendered_package, root, testdata};

/// The Node.js files of the package in `schema`, under `=== path ===` headings.
fn nodejs_of(schema: PathBuf) -> String {
    rendered_package(schema, Target::Nodejs, &|path| path == "utilities.ts")
}

macro_rules! snapshot_tests {
    ($($test:ident => $schema:expr;)*) => {
        $(
            #[test]
            fn $test() {
                insta::assert_snapshot!(nodejs_of($schema));
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
    plain_object_defaults => testdata("plain-object-defaults");
    tfbridge_naming => testdata("output-funcs-tfbridge20");
    methods => testdata("simple-methods-schema");
    provider_config => testdata("provider-config-schema");
    overlays => testdata("overlay-supported-languages");
}
