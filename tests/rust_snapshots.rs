//! Snapshots of the generated Rust crates for the seed packages and edge cases: keywords
//! (`r#type`, `self_`, `crate_`), recursive types (`Box`), empty object types, enums with odd
//! values (string enums with aliases, integer and number enums as newtypes), secrets, defaults
//! and environment variables in `Config`, functions with and without arguments or results;
//! schema components, methods, assets and archives, and resource references.
//!
//! Every file of the crate is in one snapshot.

use crate::support;

use std::path::PathBuf;

use sdkgen::generate::Target;
use support::{rendered_package, root, testdata};

/// The Rust files of the package in `schema`, under `=== path ===` headings.
fn rust_of(schema: PathBuf) -> String {
    rendered_package(schema, Target::Rust, &|_| false)
}

macro_rules! snapshot_tests {
    ($($test:ident => $schema:expr;)*) => {
        $(
            #[test]
            fn $test() {
                insta::assert_snapshot!(rust_of($schema));
            }
        )*
    };
}

snapshot_tests! {
    seed_streamcloud => root().join("schema/streamcloud.json");
    seed_gatewaycloud => root().join("schema/gatewaycloud.json");
    keywords_recursion_empty_and_odd_enums => root().join("tests/fixtures/rust_names.json");
    adversarial_names_and_text => root().join("tests/fixtures/adversarial.json");
    enums => testdata("different-enum");
    nested_modules => testdata("nested-module");
    components_methods_assets_and_references => root().join("tests/fixtures/rust_features.json");
}
