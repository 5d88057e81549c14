//! Snapshots of the generated C# for the seed packages and for corpus edge cases: enums,
//! nested modules (namespaces), naming collisions, secrets (backing fields wrapped with
//! `Output.CreateSecret`), defaults and environment variables, methods, provider configuration,
//! tfbridge naming (`…Result`, `…InputArgs`), `kubernetes20` namespaces, a parameterized
//! package (`tests/csharp/schemas/parameterized.json`), references into another package whose
//! schema lies beside (`tests/csharp/schemas/external/`), and the adversarial fixtures (`csharp_names.json`
//! holds C# keywords, `Task`, names equal to their class and descriptions with `</summary>`,
//! `<`, `&` and `*/`).
//!
//! Every file of the package is in one snapshot except `Utilities.cs` (a fixed template every
//! package shares).

use crate::support;

use std::path::PathBuf;

use sdkgen::generate::Target;
use support::{rendered_package, root, testdata};

/// The C# files of the package in `schema`, under `=== path ===` headings (`Utilities.cs` too
/// for a parameterized package, where it declares the package's registration).
fn csharp_of(schema: PathBuf) -> String {
    let parameterized = std::fs::read_to_string(&schema)
        .unwrap_or_default()
        .contains("\"parameterization\"");
    rendered_package(schema, Target::Csharp, &|path| {
        path == "Utilities.cs" && !parameterized
    })
}

macro_rules! snapshot_tests {
    ($($test:ident => $schema:expr;)*) => {
        $(
            #[test]
            fn $test() {
                insta::assert_snapshot!(csharp_of($schema));
            }
        )*
    };
}

snapshot_tests! {
    seed_streamcloud => root().join("schema/streamcloud.json");
    seed_gatewaycloud => root().join("schema/gatewaycloud.json");
    adversarial_names_and_text => root().join("tests/fixtures/adversarial.json");
    csharp_keywords_and_doc_text => root().join("tests/fixtures/csharp_names.json");
    enums => testdata("different-enum");
    nested_modules => testdata("nested-module");
    naming_collisions => testdata("naming-collisions");
    secrets => testdata("secrets-go-generics-only");
    plain_object_defaults => testdata("plain-object-defaults");
    env_var_defaults => testdata("regress-go-12971");
    methods => testdata("simple-methods-schema");
    provider_config => testdata("provider-config-schema");
    tfbridge_naming => testdata("output-funcs-tfbridge20");
    kubernetes20 => testdata("kubernetes20");
    parameterized => root().join("tests/csharp/schemas/parameterized.json");
    external_references => root().join("tests/csharp/schemas/external/schema.json");
}
