//! Snapshots of the generated Python for the seed packages and for corpus edge cases: enums,
//! nested modules, naming collisions, secrets, plain and default values, tfbridge naming,
//! methods, provider configuration, and the adversarial fixture.
//!
//! Every file of the package is in one snapshot, `_utilities.py` aside (a fixed template whose
//! own tests live in tests/python/test_utilities.py).

use crate::support;

use std::path::PathBuf;

use sdkgen::generate::Target;
use support::{rendered_package, root, testdata};

/// The Python files of the package in `schema`, under `=== path ===` headings.
fn python_of(schema: PathBuf) -> String {
    rendered_package(schema, Target::Python, &|path| {
        path.ends_with("/_utilities.py")
    })
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
