//! Names that validate are names every SDK can spell (issue 33, items 13–15, 18–20): the rules
//! are held over every place a name can come from, and what validates generates.

use serde_json::{json, Value};

use sdkgen::generate::{render, Target, Templates};
use sdkgen::workspace::{check_files, Outcome};

use crate::support::parse::{syntax_errors, ParseLang};
use crate::support::ScratchDir;

/// `schema` validated (and bound) from a file, as `sdkgen` reads it.
fn validated(schema: &Value) -> Outcome {
    let dir = ScratchDir::new("names");
    let path = dir.join("schema.json");
    std::fs::write(&path, serde_json::to_string_pretty(schema).unwrap()).unwrap();
    check_files(&[path])
}

/// The errors of validating `schema`: (code, JSON pointer, message).
fn errors(schema: &Value) -> Vec<(String, String, String)> {
    let outcome = validated(schema);
    outcome
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .map(|d| {
            assert!(d.line_col().is_some(), "an unlocated error: {}", d.message);
            (
                d.code.as_str().to_owned(),
                d.pointer.clone(),
                d.message.clone(),
            )
        })
        .collect()
}

/// Every target of `schema`, which must validate, rendered; each source file parsed. The
/// problems: files that do not parse, targets that refuse the package.
fn generation_problems(schema: &Value) -> Vec<String> {
    let outcome = validated(schema);
    assert!(!outcome.has_errors(), "{:?}", outcome.diagnostics);
    let package = &outcome.packages[0].package;
    let mut problems = Vec::new();
    for target in Target::ALL {
        match render(package, target, &Templates::builtin()) {
            Err(e) => problems.push(e.to_string()),
            Ok(output) => {
                for file in output.files {
                    let Some(lang) = ParseLang::of_path(std::path::Path::new(&file.path)) else {
                        continue;
                    };
                    for error in syntax_errors(lang, &file.contents) {
                        problems.push(format!("{target}: {}: {error}", file.path));
                    }
                }
            }
        }
    }
    problems
}

/// The parameter lists of the Python SDK of `schema` in which two parameters are one name to
/// Python (equal in NFKC form): `file: function(params)`.
fn python_parameters_equal_under_nfkc(schema: &Value) -> Vec<String> {
    use unicode_normalization::UnicodeNormalization;
    let outcome = validated(schema);
    let output = render(
        &outcome.packages[0].package,
        Target::Python,
        &Templates::builtin(),
    )
    .unwrap();
    let mut found = Vec::new();
    for file in output.files.iter().filter(|f| f.path.ends_with(".py")) {
        let tree = crate::support::parse::parse(ParseLang::Python, &file.contents);
        let mut stack = vec![tree.root_node()];
        while let Some(node) = stack.pop() {
            if node.kind() == "parameters" {
                let mut seen = std::collections::BTreeSet::new();
                let mut cursor = node.walk();
                for param in node.named_children(&mut cursor) {
                    let name_node = if param.kind() == "identifier" {
                        Some(param)
                    } else {
                        param
                            .child_by_field_name("name")
                            .or_else(|| param.named_child(0))
                    };
                    let Some(n) = name_node else { continue };
                    let text = n.utf8_text(file.contents.as_bytes()).unwrap();
                    if !seen.insert(text.nfkc().collect::<String>()) {
                        found.push(format!("{}: {text}", file.path));
                    }
                }
            }
            let mut cursor = node.walk();
            stack.extend(node.children(&mut cursor));
        }
    }
    found
}

/// A package with one name of each kind, each spelled by `name(kind)`: a module, a resource,
/// a function, an object type, an enum type, a property, a configuration variable, an enum
/// member's name and an enum value that names its member.
fn package_named(name: &dyn Fn(&str) -> String) -> Value {
    let module = name("mod");
    json!({
        "name": "names",
        "version": "1.0.0",
        "config": { "variables": { name("configVar"): { "type": "string" } } },
        "types": {
            format!("names:{module}:{}", name("Thing")): {
                "type": "object",
                "properties": { name("size"): { "type": "integer" } }
            },
            format!("names:index:{}", name("Color")): {
                "type": "string",
                "enum": [
                    { "name": name("red"), "value": "r" },
                    { "value": name("blue") }
                ]
            }
        },
        "resources": {
            format!("names:index:{}", name("Widget")): {
                "inputProperties": { name("weight"): { "type": "number" } },
                "properties": { name("weight"): { "type": "number" } }
            }
        },
        "functions": {
            format!("names:index:{}", name("getWidget")): {
                "inputs": { "properties": { "id": { "type": "string" } } },
                "outputs": { "properties": { "id": { "type": "string" } } }
            }
        }
    })
}

/// The kinds of name [`package_named`] places, with where each is in the schema.
const KINDS: [(&str, &str); 9] = [
    ("mod", "/types"),
    ("Thing", "/types"),
    ("Color", "/types"),
    ("red", "/types/names:index:Color/enum/0/name"),
    ("blue", "/types/names:index:Color/enum/1/value"),
    ("Widget", "/resources"),
    ("getWidget", "/functions"),
    ("weight", "/resources"),
    ("configVar", "/config/variables"),
];

/// Item 13: no name holds a numeric character other than a decimal digit (superscripts,
/// fractions, roman numerals, circled and other numerics), whatever kind of name it is: each is
/// refused where it is. Decimal digits of any script pass, and the package generates code that
/// parses in every language.
#[test]
fn names_hold_no_numerics_but_decimal_digits() {
    for numeric in ['²', '½', 'Ⅻ', '①', '⁰', '௰', 'ᛮ', '¹'] {
        for (kind, at) in KINDS {
            let schema = package_named(&|k: &str| {
                if k == kind {
                    format!("{k}{numeric}")
                } else {
                    k.to_owned()
                }
            });
            let found = errors(&schema);
            assert!(
                found.iter().any(|(code, pointer, message)| code == "E0321"
                    && pointer.starts_with(at)
                    && message.contains(numeric)),
                "{kind} holding {numeric}: {found:?}"
            );
        }
    }
    // Decimal digits of other scripts are digits in every language.
    let schema = package_named(&|k: &str| format!("{k}٣"));
    assert_eq!(errors(&schema), Vec::new());
    assert_eq!(generation_problems(&schema), Vec::<String>::new());
}

/// Item 14: Python reads names in NFKC form. Two properties equal under NFKC collide there; one
/// that reads as a name the SDK reserves is refused; a module or a resource's or function's name
/// (Python packages and module files) must read as itself.
#[test]
fn names_equal_under_nfkc_collide_in_python() {
    for (a, b) in [("file", "ﬁle"), ("ab", "ａｂ"), ("x2", "x²")] {
        let schema = json!({
            "name": "names",
            "types": {
                "names:index:Thing": {
                    "type": "object",
                    "properties": { a: { "type": "string" }, b: { "type": "string" } }
                }
            }
        });
        let found = errors(&schema);
        // `x²` holds a superscript, refused on its own (item 13).
        let expected = if b == "x²" { "E0321" } else { "E0311" };
        assert!(
            found.iter().any(|(code, pointer, _)| code == expected
                && pointer.starts_with("/types/names:index:Thing/properties/")),
            "{a} and {b}: {found:?}"
        );
    }
    // `ｐｕｌｕｍｉ` is `pulumi`, which no property may be called; `ｏｐｔｓ` is `opts`, which a
    // resource's constructor takes, so its parameter is `ｏｐｔｓ_` as `opts` would be `opts_`.
    let shadowing = json!({
        "name": "names",
        "resources": {
            "names:index:Widget": {
                "inputProperties": { "ｐｕｌｕｍｉ": { "type": "string" } }
            }
        }
    });
    let found = errors(&shadowing);
    assert!(
        found
            .iter()
            .any(|(code, pointer, _)| code == "E0316" && pointer.ends_with("ｐｕｌｕｍｉ")),
        "{found:?}"
    );
    let params = json!({
        "name": "names",
        "resources": {
            "names:index:Widget": {
                "inputProperties": {
                    "ｏｐｔｓ": { "type": "string" },
                    "ｒｅｓｏｕｒｃｅ＿ｎａｍｅ": { "type": "string" }
                },
                "properties": { "ｏｐｔｓ": { "type": "string" } }
            }
        }
    });
    assert_eq!(errors(&params), Vec::new());
    assert_eq!(
        python_parameters_equal_under_nfkc(&params),
        Vec::<String>::new()
    );
    for (kind, at) in [
        ("mod", "/types"),
        ("Widget", "/resources"),
        ("getWidget", "/functions"),
    ] {
        let schema = package_named(&|k: &str| {
            if k == kind {
                format!("ﬁ{k}")
            } else {
                k.to_owned()
            }
        });
        let found = errors(&schema);
        assert!(
            found.iter().any(|(code, pointer, message)| code == "E0321"
                && pointer.starts_with(at)
                && message.contains("NFKC")),
            "{kind}: {found:?}"
        );
    }
    // Names NFKC leaves as they are pass, ligature-free letters of any script too.
    let schema = package_named(&|k: &str| format!("{k}ß"));
    assert_eq!(errors(&schema), Vec::new());
}

/// A package with one object type in each of `modules` (`names:<module>:T`).
fn package_with_modules(modules: &[&str], settings: Value) -> Value {
    let types: serde_json::Map<String, Value> = modules
        .iter()
        .map(|m| {
            (
                format!("names:{m}:T{}", m.len()),
                json!({ "type": "object", "properties": { "x": { "type": "string" } } }),
            )
        })
        .collect();
    json!({ "name": "names", "version": "1.0.0", "language": settings, "types": types })
}

/// Item 15: a module may not be named like a file or an import an SDK writes beside it
/// (Pulumi's generators write both, and the SDK does not import or compile): each such name, at
/// each level it clashes at, is refused where the module's first definition is; the same names
/// elsewhere, and near misses, validate and generate code that parses.
#[test]
fn modules_named_like_the_sdks_own_files_are_refused() {
    // (module, why): Python's files in every package and in its root, the names every Node.js
    // file imports, Go's helper package.
    let refused: &[(&str, Value)] = &[
        ("_inputs", json!({})),
        ("outputs", json!({})),
        ("_enums", json!({})),
        ("a/outputs", json!({})),
        ("a/_inputs", json!({})),
        ("_utilities", json!({})),
        ("provider", json!({})),
        ("pulumi", json!({})),
        ("inputs", json!({})),
        ("enums", json!({})),
        ("utilities", json!({})),
        ("a/inputs", json!({})),
        ("a/pulumi", json!({})),
        ("internal", json!({})),
        ("Internal", json!({})),
        (
            "helpers",
            json!({ "go": { "internalModuleName": "helpers" } }),
        ),
        // A module mapped onto such a name by the settings.
        (
            "b",
            json!({ "nodejs": { "moduleToPackage": { "b": "utilities" } } }),
        ),
        (
            "b",
            json!({ "python": { "moduleNameOverrides": { "b": "outputs" } } }),
        ),
        (
            "b",
            json!({ "go": { "moduleToPackage": { "b": "internal" } } }),
        ),
    ];
    for (module, settings) in refused {
        let schema = package_with_modules(&["index", module], settings.clone());
        let token = format!("names:{module}:T{}", module.len());
        let found = errors(&schema);
        assert!(
            found.iter().any(|(code, pointer, _)| code == "E0316"
                && *pointer == format!("/types/{}", token.replace('/', "~1"))),
            "module {module} ({settings}): {found:?}"
        );
    }
    // Where nothing clashes: `provider` and `_utilities` below the root, `internal` under
    // another helper name, and names that only look alike.
    for (module, settings) in [
        ("a/provider", json!({})),
        ("a/_utilities", json!({})),
        ("a/internal", json!({})),
        (
            "internal",
            json!({ "go": { "internalModuleName": "helpers" } }),
        ),
        ("outputs2", json!({})),
        ("my-inputs", json!({})),
    ] {
        let schema = package_with_modules(&["index", module], settings.clone());
        assert_eq!(errors(&schema), Vec::new(), "module {module}");
        assert_eq!(
            generation_problems(&schema),
            Vec::<String>::new(),
            "{module}"
        );
    }
}

/// A package whose modules `a` and `b` refer to each other: `a`'s object type refers to `b`
/// through `forward` (a property's type spec), and `b` back to `a` through `back`, placed by
/// `place` (which gives the schema and the pointer of the `$ref` closing the cycle).
fn cycle(place: &str) -> (Value, String) {
    let forward = json!({ "$ref": "#/types/names:b:B" });
    let a_ref = "#/types/names:a:A";
    let mut schema = json!({
        "name": "names",
        "version": "1.0.0",
        "types": {
            "names:a:A": { "type": "object", "properties": { "b": forward } },
            "names:b:B": { "type": "object", "properties": { "s": { "type": "string" } } },
            "names:b:E": { "type": "string", "enum": [{ "value": "x" }] }
        },
        "resources": {},
        "functions": {}
    });
    let back_at = match place {
        "property" => {
            schema["types"]["names:b:B"]["properties"]["a"] = json!({ "$ref": a_ref });
            "/types/names:b:B/properties/a/$ref"
        }
        "array" => {
            schema["types"]["names:b:B"]["properties"]["a"] =
                json!({ "type": "array", "items": { "$ref": a_ref } });
            "/types/names:b:B/properties/a/items/$ref"
        }
        "map" => {
            schema["types"]["names:b:B"]["properties"]["a"] =
                json!({ "type": "object", "additionalProperties": { "$ref": a_ref } });
            "/types/names:b:B/properties/a/additionalProperties/$ref"
        }
        "union" => {
            schema["types"]["names:b:B"]["properties"]["a"] =
                json!({ "oneOf": [{ "type": "string" }, { "$ref": a_ref }] });
            "/types/names:b:B/properties/a/oneOf/1/$ref"
        }
        "resource input" => {
            schema["resources"]["names:b:R"] =
                json!({ "inputProperties": { "a": { "$ref": a_ref } } });
            "/resources/names:b:R/inputProperties/a/$ref"
        }
        "resource output" => {
            schema["resources"]["names:b:R"] = json!({ "properties": { "a": { "$ref": a_ref } } });
            "/resources/names:b:R/properties/a/$ref"
        }
        "resource state" => {
            schema["resources"]["names:b:R"] =
                json!({ "stateInputs": { "properties": { "a": { "$ref": a_ref } } } });
            "/resources/names:b:R/stateInputs/properties/a/$ref"
        }
        "function input" => {
            schema["functions"]["names:b:getB"] =
                json!({ "inputs": { "properties": { "a": { "$ref": a_ref } } } });
            "/functions/names:b:getB/inputs/properties/a/$ref"
        }
        "function output" => {
            schema["functions"]["names:b:getB"] =
                json!({ "outputs": { "properties": { "a": { "$ref": a_ref } } } });
            "/functions/names:b:getB/outputs/properties/a/$ref"
        }
        "resource reference" => {
            schema["resources"]["names:a:R"] =
                json!({ "properties": { "x": { "type": "string" } } });
            schema["types"]["names:b:B"]["properties"]["a"] =
                json!({ "$ref": "#/resources/names:a:R" });
            "/types/names:b:B/properties/a/$ref"
        }
        other => panic!("{other}"),
    };
    (schema, back_at.to_owned())
}

/// Item 20: modules whose Go packages would import each other are refused at validation, at the
/// `$ref` that closes the cycle, whatever kind of reference each is; a reference one way
/// validates and the Go SDK renders.
#[test]
fn go_import_cycles_are_found_at_validation() {
    for place in [
        "property",
        "array",
        "map",
        "union",
        "resource input",
        "resource output",
        "resource state",
        "function input",
        "function output",
        "resource reference",
    ] {
        let (schema, at) = cycle(place);
        let found = errors(&schema);
        assert!(
            found.iter().any(|(code, pointer, message)| code == "E0325"
                && *pointer == at
                && message.contains("/types/names:a:A/properties/b/$ref")),
            "{place}: {found:?}"
        );
    }
    // A cycle of three modules, reported once.
    let mut schema = cycle("property").0;
    schema["types"]["names:b:B"]["properties"]["c"] = json!({ "$ref": "#/types/names:c:C" });
    schema["types"]["names:c:C"] =
        json!({ "type": "object", "properties": { "a": { "$ref": "#/types/names:a:A" } } });
    schema["types"]["names:b:B"]["properties"]
        .as_object_mut()
        .unwrap()
        .remove("a");
    let found = errors(&schema);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "/types/names:c:C/properties/a/$ref");
    // One way only: valid, and the Go SDK renders.
    let mut one_way = cycle("property").0;
    one_way["types"]["names:b:B"]["properties"]
        .as_object_mut()
        .unwrap()
        .remove("a");
    assert_eq!(errors(&one_way), Vec::new());
    assert_eq!(generation_problems(&one_way), Vec::<String>::new());
}

/// Item 19: an `outputOnly` function input is taken by no form of the function in any SDK (it is
/// the service's to compute; both forms take the same arguments), and validation says so
/// (W0407); the function's other inputs are taken everywhere.
#[test]
fn output_only_function_inputs_are_taken_by_no_form() {
    let schema = json!({
        "name": "names",
        "version": "1.0.0",
        "functions": {
            "names:index:getThing": {
                "inputs": {
                    "properties": {
                        "givenByUser": { "type": "string" },
                        "computedByService": { "type": "string", "outputOnly": true }
                    }
                },
                "outputs": { "properties": { "id": { "type": "string" } } }
            },
            "names:index:listThings": {
                "inputs": {
                    "properties": {
                        "givenByUser": { "type": "string" },
                        "computedByService": { "type": "integer", "outputOnly": true }
                    }
                },
                "outputs": { "type": "string" }
            }
        }
    });
    let outcome = validated(&schema);
    assert!(!outcome.has_errors(), "{:?}", outcome.diagnostics);
    let noted: Vec<&str> = outcome
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str() == "W0407")
        .map(|d| d.pointer.as_str())
        .collect();
    assert_eq!(
        noted,
        [
            "/functions/names:index:getThing/inputs/properties/computedByService",
            "/functions/names:index:listThings/inputs/properties/computedByService"
        ]
    );
    let package = &outcome.packages[0].package;
    // Every SDK.
    for target in Target::ALL.into_iter().filter(|t| *t != Target::Docs) {
        let output = render(package, target, &Templates::builtin()).unwrap();
        let text: String = output.files.iter().map(|f| f.contents.as_str()).collect();
        for spelled in [
            "computedByService",
            "computed_by_service",
            "ComputedByService",
        ] {
            assert!(!text.contains(spelled), "{target} takes {spelled}");
        }
        assert!(
            ["givenByUser", "given_by_user", "GivenByUser"]
                .iter()
                .any(|s| text.contains(s)),
            "{target} lost the other input"
        );
    }
}

/// A package with one definition of `kind` named after `name` (a resource, a function, an
/// object type a resource takes, or a module holding a resource), and the JSON pointer of the
/// definition a diagnostic about the name points at.
fn package_with_long_name(kind: &str, name: &str) -> (Value, String) {
    let thing = json!({ "inputProperties": { "x": { "type": "string" } } });
    let mut schema = json!({ "name": "names", "version": "1.0.0", "resources": {}, "functions": {}, "types": {} });
    let token = match kind {
        "resource" => format!("names:index:{name}"),
        "function" => format!("names:index:get{name}"),
        "type" => format!("names:index:{name}"),
        _ => format!("names:{}:Thing", name.to_lowercase()),
    };
    let section = match kind {
        "function" => {
            schema["functions"][&token] = json!({
                "inputs": { "properties": { "x": { "type": "string" } } },
                "outputs": { "properties": { "y": { "type": "string" } } }
            });
            "functions"
        }
        "type" => {
            schema["types"][&token] =
                json!({ "type": "object", "properties": { "x": { "type": "string" } } });
            schema["resources"]["names:index:Thing"] = json!({
                "inputProperties": { "t": { "$ref": format!("#/types/{token}") } }
            });
            "types"
        }
        _ => {
            schema["resources"][&token] = thing;
            "resources"
        }
    };
    let at = format!("/{section}/{}", token.replace('~', "~0").replace('/', "~1"));
    (schema, at)
}

/// The longest file or directory name in the files of every target of `schema` (which must
/// validate), with its path.
fn longest_file_name(schema: &Value) -> (usize, String) {
    let outcome = validated(schema);
    assert!(!outcome.has_errors(), "{:?}", outcome.diagnostics);
    let package = &outcome.packages[0].package;
    let mut longest = (0, String::new());
    for target in Target::ALL {
        let output = render(package, target, &Templates::builtin()).unwrap();
        for file in output.files {
            for name in file.path.split('/') {
                if name.len() > longest.0 {
                    longest = (name.len(), format!("{target}: {}", file.path));
                }
            }
        }
    }
    longest
}

/// Item 18: a name is held to the file system's limit on the file and directory names the SDKs
/// write after it (255 bytes each), not to a length of its own. For a resource, function, type
/// and module name, in one word and in many (which snake_case lengthens): a name validates
/// exactly up to the length where some SDK's file name would pass 255 bytes, and there every
/// file fits and one reaches the limit; one byte more is refused (E0323) at the definition.
/// Pulumi's real 121-byte names validate.
#[test]
fn names_are_held_to_the_file_systems_limit_on_file_names() {
    let name = |casing: &str, len: usize| -> String {
        match casing {
            "one word" => format!("A{}", "b".repeat(len - 1)),
            _ => "Ab".repeat(len / 2) + &"A".repeat(len % 2),
        }
    };
    for kind in ["resource", "function", "type", "module"] {
        for casing in ["one word", "many words"] {
            let valid = |len: usize| {
                let (schema, at) = package_with_long_name(kind, &name(casing, len));
                let errors = errors(&schema);
                for (code, pointer, message) in &errors {
                    assert_eq!(
                        (code.as_str(), pointer.as_str()),
                        ("E0323", at.as_str()),
                        "{kind}, {casing}, {len}: {message}"
                    );
                }
                errors.is_empty()
            };
            assert!(valid(121), "{kind}, {casing}: 121 bytes refused");
            // The longest valid length, by bisection between one that validates and one that
            // cannot (no file name holds 600 bytes).
            let (mut good, mut bad) = (121, 600);
            assert!(!valid(bad), "{kind}, {casing}: {bad} bytes validate");
            while bad - good > 1 {
                let mid = (good + bad) / 2;
                if valid(mid) {
                    good = mid;
                } else {
                    bad = mid;
                }
            }
            let (schema, _) = package_with_long_name(kind, &name(casing, good));
            let (longest, path) = longest_file_name(&schema);
            assert!(
                (250..=255).contains(&longest),
                "{kind}, {casing}: at {good} bytes, the longest file name is {longest} bytes ({path})"
            );
        }
    }
}

/// Item 18: a property or enum member name is held to C#'s limit on identifiers (512 UTF-16
/// units, with room for the suffixes the plan may add), the only SDK with one; below it, the
/// name generates.
#[test]
fn property_names_are_held_to_the_csharp_identifier_limit() {
    let schema = |len: usize| {
        json!({
            "name": "names", "version": "1.0.0",
            "types": {
                "names:index:T": { "type": "object", "properties": { "p".repeat(len): { "type": "string" } } },
                "names:index:E": { "type": "string", "enum": [{ "value": "v".repeat(len) }] }
            }
        })
    };
    assert_eq!(errors(&schema(300)), Vec::new());
    assert_eq!(generation_problems(&schema(300)), Vec::<String>::new());
    let refused: Vec<(String, String)> = errors(&schema(600))
        .into_iter()
        .map(|(code, at, _)| (code, at))
        .collect();
    assert_eq!(
        refused,
        [
            (
                "E0323".to_owned(),
                "/types/names:index:E/enum/0/value".to_owned()
            ),
            (
                "E0323".to_owned(),
                format!("/types/names:index:T/properties/{}", "p".repeat(600))
            ),
        ]
    );
}
