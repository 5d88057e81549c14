//! Hardening: adversarial inputs to `sdkgen generate`, each with its expected outcome.
//!
//! - `adversarial_cases`: one row of [`cases`] per attack — injection through descriptions,
//!   names, enum values, defaults and `language` overrides; names and overrides that try to leave
//!   the output directory; hostile output directories (a file, symbolic links, a tampered
//!   manifest); huge and deeply nested inputs; files that are not UTF-8 JSON. Each row names its
//!   outcome: a diagnostic (code and `line:column`), a refusal (exit code and message), or output
//!   that is safe (every generated source file parses in its language, and the injected text sits
//!   inside comments and string literals). Every case runs the CLI with its working directory and
//!   `--out` inside a fresh directory that also holds an earlier generation's output and a canary
//!   outside `--out`, and checks that nothing outside `--out` changed and that a failed run left
//!   the earlier output byte for byte as it was.
//! - `a_failed_run_leaves_the_previous_tree_byte_identical`: a generated tree of both seeds, then
//!   runs that fail in validation, in rendering, and in writing (a file-size limit makes writing
//!   the second package fail after the first was staged); and `check` runs, which never write.
//! - `parse_helper_finds_errors_and_inert_text`: the tree-sitter helper of tests/support/parse.rs
//!   itself.
//!
//! Scratch lives in `target/tmp/hardening/` (wiped when a test starts; a failed case's directory
//! is left for inspection).

use crate::support;

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fs;
use std::os::unix::fs::{symlink, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use serde_json::{json, Value};
use support::parse::{inert_at, parse_tree_errors, syntax_errors, ParseLang};
use support::safety::line_col;

/// The SDKs every case generates (the docs are another helper's; they share the writer).
const LANGS: &str = "python,nodejs,go,csharp,java,rust";
/// Their directories under `<out>/<package>/`.
const LANG_DIRS: [&str; 6] = ["python", "nodejs", "go", "dotnet", "java", "rust"];
/// The package every schema case defines.
const PACKAGE: &str = "adv";

/// Text that tries to end every comment and string syntax of every SDK, to run template code,
/// and to smuggle control characters. Each attempt is followed by a `ZQ` marker: wherever the
/// text lands in a source file, every marker must still be inside a comment or a string.
const PAYLOAD: &str = concat!(
    "ZQ01 \"\"\" ZQ02 ''' ZQ03 */ ZQ04 /* ZQ05 </summary> ZQ06 <!-- ZQ07 --> ZQ08 ${ZQ09} ",
    "`ZQ10` \u{2028}ZQ11 \u{2029}ZQ12 \u{85}ZQ13 \0ZQ14 \u{1}\u{1b}[31mZQ15 \u{202e}ZQ16 ",
    "\u{7f}ZQ17 \u{feff}ZQ18 {{ \"ZQ\" ~ \"EVAL\" }} {% for x in [1, 2] %}ZQLOOP{% endfor %} ",
    "{# ZQ19 #} {%- raw %}ZQ20{% endraw %} #[cfg(any())] ZQ21\n//go:generate touch ZQ22\n",
    "#!/bin/sh ZQ23\n@\"ZQ24\" \\\nZQ25 \r\nZQ26 \rZQ27 &lt; &amp; ZQ28 \\",
    "$(ZQ29) $([System.IO.File]::ReadAllText('ZQ30')) @(ZQ31) %(ZQ32) %24ZQ33 \u{200b}ZQ34 ",
    "\u{2066}ZQ35\u{2069} \u{e0041}ZQ36 \u{9b}ZQ37 <img src=x onerror=alert(ZQ38)> ",
    // javac reads `\u` escapes before anything else, in comments and strings too.
    "\\u002a/ ZQ39 \\u000a ZQ40 \\u\\uxyz ZQ41 \\",
);

// ---------------------------------------------------------------------------------------------
// The cases

/// One adversarial input and what must come of it.
struct Case {
    name: &'static str,
    input: Input,
    expect: Expect,
    /// `--lang` (huge inputs use one language to keep the run short).
    langs: &'static str,
}

enum Input {
    /// [`base`] changed by the function, written pretty-printed as `schema.json`.
    Schema(fn(&mut Value, &Ctx)),
    /// A schema file's bytes, written under this name.
    Bytes(&'static str, fn(&Ctx) -> Vec<u8>),
    /// Prepares the case directory (the earlier output is already in `out/`) and returns the
    /// arguments after `generate` (`--out`, `--lang` and `--format json` are added).
    Setup(fn(&Ctx) -> Vec<OsString>),
    /// [`base`] changed by the function, written compactly as `schema.json`, and only validated.
    Validate(fn(&mut Value)),
}

enum Expect {
    /// Exit 1, nothing written, and among the errors one of this code at this place.
    Invalid(&'static str, At),
    /// Exit `.0`, nothing written, and stderr says `.1`.
    Refused(i32, &'static str),
    /// Exit 0, and every generated file is well-formed: source files parse, JSON, TOML and
    /// `.csproj` files are valid, no template syntax from the schema was evaluated, no NUL or
    /// bidirectional control is in source.
    Safe(Markers),
    /// `validate` exits 0 and counts the schema valid.
    Valid,
}

/// Where a diagnostic must point, in the schema file.
enum At {
    /// The first occurrence of this text.
    Text(&'static str),
    /// The `n`th occurrence (1-based) of this text.
    Nth(&'static str, usize),
    /// Just after the first occurrence of this text.
    After(&'static str),
    /// This line and column (1-based, columns in characters).
    LineCol(usize, usize),
}

/// What [`Expect::Safe`] checks of the [`PAYLOAD`] markers.
#[derive(Clone, Copy, PartialEq)]
enum Markers {
    /// Every marker in every source file is inside a comment or a string literal, and every
    /// SDK holds some.
    Inert,
    /// Markers are not looked for: the schema puts hostile text into names (which become
    /// identifiers), or holds no payload.
    WellFormed,
}

fn case(name: &'static str, input: Input, expect: Expect) -> Case {
    Case {
        name,
        input,
        expect,
        langs: LANGS,
    }
}

fn schema(edit: fn(&mut Value, &Ctx)) -> Input {
    Input::Schema(edit)
}

fn invalid(code: &'static str, at: &'static str) -> Expect {
    Expect::Invalid(code, At::Text(at))
}

impl Case {
    fn langs(mut self, langs: &'static str) -> Case {
        self.langs = langs;
        self
    }
}

/// Every case, one row each: adding a case is adding a row.
fn cases() -> Vec<Case> {
    use Expect::{Refused, Safe};
    use Markers::{Inert, WellFormed};
    vec![
        // --- Injection through text -----------------------------------------------------------
        case(
            "payload_in_every_text",
            schema(payload_everywhere),
            Safe(Inert),
        ),
        case(
            "payload_in_enum_values_without_names",
            schema(|s, _| {
                s["types"]["adv:index:Mode"]["enum"] = json!([
                    {"value": "ZQ \"\"\" */ ${x} {{ 7 * 7 }} \u{0}\u{1b} \\"}, {"value": "b*/"},
                    {"value": "c\"\"\""}, {"value": "d${x}"}, {"value": "e\n}\nfn f() {}\n//"},
                    {"value": "2xlarge"}, {"value": "class"}, {"value": "a\u{202e}b"},
                ]);
            }),
            Safe(WellFormed),
        ),
        case(
            "enum_values_whose_derived_names_collide",
            schema(|s, _| {
                s["types"]["adv:index:Mode"]["enum"] = json!([{"value": "a-b"}, {"value": "a_b"}]);
            }),
            Refused(1, "give them distinct `name`s"),
        ),
        case(
            // Values compare as numbers, and a second entry may repeat a value under its own
            // name (an alias), but not without one.
            "enum_duplicates_by_value_not_spelling",
            schema(|s, _| {
                s["types"]["adv:index:Mode"]["type"] = json!("integer");
                s["types"]["adv:index:Mode"]["enum"] = json!([
                    {"value": 1, "name": "One"}, {"value": 1.0, "name": "Uno"}, {"value": 1.0},
                ]);
            }),
            // The third entry's value: the second `1.0` of the file.
            Expect::Invalid("E0309", At::Nth("1.0", 2)),
        ),
        case(
            "enum_value_of_10k_characters",
            schema(|s, _| {
                s["types"]["adv:index:Mode"]["enum"] = json!([{"value": "v".repeat(10_000)}]);
            }),
            invalid("E0323", "\"vvvv"),
        ),
        case(
            "payload_in_property_names",
            schema(|s, _| {
                let props = &mut s["types"]["adv:index:Thing"]["properties"];
                for name in [
                    "a\"\"\"b",
                    "c*/d",
                    "e/*f",
                    "${g}",
                    "h`i",
                    "{{j}}",
                    "{%k%}",
                    "l'''m",
                    "n\\o",
                    "#[p]",
                    "q</summary>",
                    "r<!--",
                    "é",
                    "0start",
                    "__init__",
                    "x-y",
                    "bi\u{202e}di",
                ] {
                    props[name] = json!({"type": "string", "description": PAYLOAD});
                }
                // Python would spell these with two leading underscores, which it reserves
                // (E0316, see the `python_*` cases below); the other SDKs still get them raw.
                for (name, python) in [
                    ("${g}", "g_"),
                    ("{{j}}", "j_"),
                    ("{%k%}", "k_"),
                    ("#[p]", "p_"),
                    ("__init__", "init_"),
                ] {
                    props[name]["language"] = json!({"python": {"name": python}});
                }
            }),
            Safe(WellFormed),
        ),
        case(
            "payload_in_enum_names",
            schema(|s, _| {
                s["types"]["adv:index:Mode"]["enum"] = json!([
                    {"value": "a", "name": "x\"\"\"y"}, {"value": "b", "name": "*/"},
                    {"value": "c", "name": "${z}"}, {"value": "d", "name": "{{ 7 * 7 }}"},
                ]);
            }),
            Safe(WellFormed),
        ),
        case(
            "payload_in_type_names",
            schema(|s, _| {
                rename(s, "types", "adv:index:Thing", "adv:index:Th-i.n_g");
                rename(s, "types", "adv:index:Mode", "adv:index:Mo-d.e");
            }),
            Safe(WellFormed),
        ),
        case(
            "payload_in_language_overrides",
            schema(|s, _| {
                s["language"] = json!({
                    // Names (requirements, npm packages, NuGet references) are checked by
                    // `validate` (see `language_setting_names_that_are_not_names`); versions
                    // and text are free, except NuGet versions, which validate checks too.
                    "python": {"readme": PAYLOAD, "requires": {"evil": ">=1\"\n[x]"},
                        "packageName": "pulumi_adv", "respectSchemaVersion": true,
                        "pyproject": {"enabled": true}},
                    "nodejs": {"readme": PAYLOAD, "packageName": "@x/evil",
                        "packageDescription": PAYLOAD, "dependencies": {"evil": "1\"; rm"},
                        "devDependencies": {"x": PAYLOAD}, "respectSchemaVersion": true},
                    "go": {"importBasePath": "example.com/adv/sdk/go/adv",
                        "packageImportAliases": {"x\"": "y\""}},
                    "csharp": {"rootNamespace": "Evil&amp;.class", "packageReferences":
                        {"Evil.Pkg": "1.0.0"}, "namespaces": {"adv": "A.class.&lt;X;"}},
                });
                s["description"] = json!(PAYLOAD);
                s["homepage"] = json!(PAYLOAD);
                s["repository"] = json!(PAYLOAD);
                s["publisher"] = json!(PAYLOAD);
                s["keywords"] = json!([PAYLOAD]);
                s["license"] = json!(PAYLOAD);
            }),
            Safe(WellFormed),
        ),
        case(
            "language_setting_names_that_are_not_names",
            schema(|s, _| {
                s["language"] = json!({
                    "python": {"requires": {"evil\"\n[x]": ">=1"}},
                    "nodejs": {"packageName": "@x/\"}evil", "dependencies": {"\"evil": "1"}},
                    "csharp": {"packageReferences": {"Evil\" ><X a=\"": "1\"<"}},
                });
            }),
            Expect::Invalid("E0324", At::After("\"packageName\": ")),
        ),
        case(
            "lone_surrogate_in_description",
            Input::Bytes("schema.json", |_| {
                with_text_at("types/adv:index:Thing/description", "\"x\\ud800y\"")
            }),
            // Reported where a low surrogate should follow.
            Expect::Invalid("E0101", At::After("\"x\\ud800")),
        ),
        case(
            "nul_in_property_name",
            schema(|s, _| {
                s["types"]["adv:index:Thing"]["properties"]["a\u{0}b"] = json!({"type": "string"});
            }),
            invalid("E0321", "\"a\\u0000b\""),
        ),
        case(
            "line_separator_in_property_name",
            schema(|s, _| {
                s["types"]["adv:index:Thing"]["properties"]["a\u{2028}b"] =
                    json!({"type": "string"});
            }),
            invalid("E0321", "\"a\u{2028}b\""),
        ),
        case(
            "env_var_name_injection",
            schema(|s, _| {
                s["resources"]["adv:index:Widget"]["inputProperties"]["size"]["defaultInfo"] =
                    json!({"environment": ["A\"; rm -rf /"]});
            }),
            invalid("E0312", "\"A\\\"; rm -rf /\""),
        ),
        case(
            "resource_name_with_space",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:index:Wid get");
            }),
            invalid("E0321", "\"adv:index:Wid get\""),
        ),
        case(
            "resource_name_with_punctuation",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:index:Wid(g)et");
            }),
            invalid("E0321", "\"adv:index:Wid(g)et\""),
        ),
        case(
            "function_name_with_quote",
            schema(|s, _| {
                rename(
                    s,
                    "functions",
                    "adv:index:getWidget",
                    "adv:index:get'Widget",
                );
            }),
            invalid("E0321", "\"adv:index:get'Widget\""),
        ),
        case(
            "resource_name_with_bidi_control",
            schema(|s, _| {
                rename(
                    s,
                    "resources",
                    "adv:index:Widget",
                    "adv:index:Wid\u{202e}get",
                );
            }),
            invalid("E0321", "\"adv:index:Wid\u{202e}get\""),
        ),
        case(
            "description_of_1_mb",
            schema(|s, _| {
                // A function: Rust generates functions, not resources.
                s["functions"]["adv:index:getWidget"]["description"] = json!(format!(
                    "{PAYLOAD}\n{}",
                    "A long line of words, repeated. ".repeat(32 * 1024)
                ));
            }),
            Safe(Inert),
        ),
        case(
            "name_of_10k_characters",
            schema(|s, _| {
                rename(
                    s,
                    "resources",
                    "adv:index:Widget",
                    &format!("adv:index:{}", "W".repeat(10_000)),
                );
            }),
            invalid("E0323", "\"adv:index:WWWW"),
        ),
        case(
            "property_name_of_10k_characters",
            schema(|s, _| {
                s["types"]["adv:index:Thing"]["properties"]["p".repeat(10_000)] =
                    json!({"type": "string"});
            }),
            invalid("E0323", "\"pppp"),
        ),
        // --- Paths ----------------------------------------------------------------------------
        case(
            "package_name_dot_dot",
            schema(|s, _| s["name"] = json!("..")),
            invalid("E0314", "\"..\""),
        ),
        case(
            "package_name_absolute",
            schema(|s, c| s["name"] = json!(c.outside_str())),
            Expect::Invalid("E0314", At::After("\"name\": ")),
        ),
        case(
            "package_name_windows_device",
            schema(|s, _| s["name"] = json!("con")),
            invalid("E0314", "\"con\""),
        ),
        case(
            "package_name_with_trailing_dot",
            schema(|s, _| s["name"] = json!("adv.")),
            invalid("E0320", "\"adv.\""),
        ),
        case(
            "module_dot_dot",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:..:Widget");
            }),
            invalid("E0314", "\"adv:..:Widget\""),
        ),
        case(
            "module_climbing_out",
            schema(|s, _| {
                rename(
                    s,
                    "resources",
                    "adv:index:Widget",
                    "adv:a/../../../../x:Widget",
                );
            }),
            invalid("E0314", "\"adv:a/../../../../x:Widget\""),
        ),
        case(
            "module_absolute",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:/etc:Widget");
            }),
            invalid("E0314", "\"adv:/etc:Widget\""),
        ),
        case(
            "module_windows_absolute",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:C\\\\x:Widget");
            }),
            invalid("E0314", "\"adv:C\\\\\\\\x:Widget\""),
        ),
        case(
            "module_backslash",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:a\\..\\..:Widget");
            }),
            invalid("E0314", "\"adv:a\\\\..\\\\..:Widget\""),
        ),
        case(
            "module_windows_device",
            schema(|s, _| {
                rename(s, "types", "adv:index:Thing", "adv:aux.js:Thing");
            }),
            invalid("E0314", "\"adv:aux.js:Thing\""),
        ),
        case(
            "name_windows_device",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:index:Com1");
            }),
            invalid("E0314", "\"adv:index:Com1\""),
        ),
        case(
            "name_windows_device_with_extension",
            schema(|s, _| {
                rename(s, "functions", "adv:index:getWidget", "adv:index:lpt1.txt");
            }),
            invalid("E0314", "\"adv:index:lpt1.txt\""),
        ),
        case(
            "module_with_trailing_dot",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:foo.:Widget");
            }),
            invalid("E0314", "\"adv:foo.:Widget\""),
        ),
        case(
            "module_with_trailing_space",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:foo :Widget");
            }),
            invalid("E0314", "\"adv:foo :Widget\""),
        ),
        case(
            "name_dot_dot",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:index:..");
            }),
            invalid("E0314", "\"adv:index:..\""),
        ),
        case(
            "resources_differing_in_case",
            schema(|s, _| {
                s["resources"]["adv:index:widget"] = json!({"properties": {}});
            }),
            invalid("E0305", "\"adv:index:widget\""),
        ),
        case(
            "modules_differing_in_case",
            schema(|s, _| {
                s["resources"]["adv:Foo:Gadget"] = json!({"properties": {}});
                s["resources"]["adv:foo:Gizmo"] = json!({"properties": {}});
            }),
            invalid("E0305", "\"adv:foo:Gizmo\""),
        ),
        case(
            "nested_modules_differing_in_case",
            schema(|s, _| {
                s["resources"]["adv:Net/a:Gadget"] = json!({"properties": {}});
                s["resources"]["adv:net/b:Gizmo"] = json!({"properties": {}});
            }),
            invalid("E0305", "\"adv:net/b:Gizmo\""),
        ),
        // Python names the generated code already uses (each broke an import or a call).
        case(
            "python_dunder_property",
            schema(|s, _| {
                s["types"]["adv:index:Thing"]["properties"]["__init__"] = json!({"type": "string"});
            }),
            invalid("E0316", "\"__init__\""),
        ),
        case(
            "python_mangled_property",
            schema(|s, _| {
                s["resources"]["adv:index:Widget"]["inputProperties"]["__secret"] =
                    json!({"type": "string"});
            }),
            invalid("E0316", "\"__secret\""),
        ),
        case(
            "python_property_hiding_an_imported_module",
            schema(|s, _| {
                s["functions"]["adv:index:getWidget"]["inputs"]["properties"]["_utilities"] =
                    json!({"type": "string"});
            }),
            invalid("E0316", "\"_utilities\""),
        ),
        case(
            "python_function_output_hiding_a_builtin",
            schema(|s, _| {
                s["functions"]["adv:index:getWidget"]["outputs"]["properties"]["isinstance"] =
                    json!({"type": "string"});
            }),
            invalid("E0316", "\"isinstance\""),
        ),
        case(
            "python_resource_output_named_get",
            schema(|s, _| {
                s["resources"]["adv:index:Widget"]["properties"]["get"] = json!({"type": "string"});
            }),
            invalid("E0316", "\"get\""),
        ),
        case(
            "python_function_input_named_opts",
            schema(|s, _| {
                s["functions"]["adv:index:getWidget"]["inputs"]["properties"]["opts"] =
                    json!({"type": "string"});
            }),
            invalid("E0316", "\"opts\""),
        ),
        case(
            "python_state_input_named_id",
            schema(|s, _| {
                s["functions"]["adv:index:getWidget"]["inputs"]["properties"] =
                    json!({"key": {"type": "string"}});
                s["resources"]["adv:index:Widget"]["stateInputs"] =
                    json!({"properties": {"id": {"type": "string"}}});
            }),
            invalid("E0316", "\"id\""),
        ),
        case(
            "enum_of_booleans",
            schema(|s, _| {
                s["types"]["adv:index:Mode"]["type"] = json!("boolean");
                s["types"]["adv:index:Mode"]["enum"] = json!([{"value": true, "name": "On"}]);
            }),
            // Valid in the format (W0405 warns), but Python has no enums of booleans.
            Refused(1, "enums of booleans are not supported"),
        ),
        case(
            "python_package_name_climbing_out",
            schema(|s, _| {
                s["language"] = json!({"python": {"packageName": "../../../../escaped"}});
            }),
            invalid("E0314", "\"../../../../escaped\""),
        ),
        case(
            "python_package_name_with_a_dot",
            schema(|s, _| s["language"] = json!({"python": {"packageName": "adv.sdk"}})),
            invalid("E0320", "\"adv.sdk\""),
        ),
        case(
            "python_package_name_keyword",
            schema(|s, _| s["language"] = json!({"python": {"packageName": "import"}})),
            invalid("E0320", "\"import\""),
        ),
        case(
            "python_package_name_absolute",
            schema(|s, c| {
                s["language"] = json!({"python": {"packageName": c.outside_str()}});
            }),
            Expect::Invalid("E0314", At::After("\"packageName\": ")),
        ),
        case(
            "python_module_override_climbing_out",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:foo:Widget");
                s["language"] =
                    json!({"python": {"moduleNameOverrides": {"foo": "../../../../../escaped"}}});
            }),
            invalid("E0314", "\"../../../../../escaped\""),
        ),
        case(
            "nodejs_module_to_package_climbing_out",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:foo:Widget");
                s["language"] =
                    json!({"nodejs": {"moduleToPackage": {"foo": "../../../../escaped"}}});
            }),
            invalid("E0314", "\"../../../../escaped\""),
        ),
        case(
            "go_module_to_package_climbing_out",
            schema(|s, _| {
                rename(s, "resources", "adv:index:Widget", "adv:foo:Widget");
                s["language"] = json!({"go": {"moduleToPackage": {"foo": "../../../../escaped"}}});
            }),
            invalid("E0314", "\"../../../../escaped\""),
        ),
        case(
            "go_import_base_path_climbing_out",
            schema(|s, _| {
                s["language"] = json!({"go": {"importBasePath": "../../../../escaped"}});
            }),
            // Refused by `validate`, where it is; before, only `generate` refused it, unlocated.
            invalid("E0324", "\"../../../../escaped\""),
        ),
        case(
            "csharp_namespaces_climbing_out",
            schema(|s, _| {
                s["language"] = json!({"csharp": {"rootNamespace": "../../../../Escaped",
                "namespaces": {"adv": "..\\..\\Escaped"}}});
            }),
            Expect::Invalid("E0314", At::After("\"rootNamespace\": ")),
        ),
        case(
            "nodejs_package_name_climbing_out",
            schema(|s, _| {
                s["language"] = json!({"nodejs": {"packageName": "../../../../escaped"}});
            }),
            // Not an npm name; before, it was written into package.json as it was.
            invalid("E0324", "\"../../../../escaped\""),
        ),
        // --- The output directory -------------------------------------------------------------
        case(
            "out_is_a_file",
            Input::Setup(|c| {
                fs::remove_dir_all(&c.out).unwrap();
                fs::write(&c.out, "a file").unwrap();
                c.base_args()
            }),
            Refused(2, "is not a directory"),
        ),
        case(
            "out_below_a_file",
            Input::Setup(|c| {
                fs::write(c.work.join("file"), "a file").unwrap();
                let mut args = c.base_args();
                args.extend(["--out".into(), "file/out".into()]);
                args
            }),
            Refused(2, "Not a directory"),
        ),
        case(
            "package_dir_is_a_symlink_out",
            Input::Setup(|c| {
                fs::rename(c.out.join(PACKAGE), c.outside.join("moved")).unwrap();
                symlink(c.outside.join("moved"), c.out.join(PACKAGE)).unwrap();
                c.base_args()
            }),
            Refused(2, "will not write through it"),
        ),
        case(
            "language_dir_is_a_symlink_out",
            Input::Setup(|c| {
                let python = c.out.join(PACKAGE).join("python");
                fs::rename(&python, c.outside.join("python")).unwrap();
                symlink(c.outside.join("python"), &python).unwrap();
                c.base_args()
            }),
            Refused(2, "is not a directory (a file or a symbolic link)"),
        ),
        case(
            "generated_dir_replaced_by_symlink_out",
            Input::Setup(|c| {
                let module = c.out.join(PACKAGE).join("python/pulumi_adv");
                fs::remove_dir_all(&module).unwrap();
                symlink(&c.outside, &module).unwrap();
                c.base_args()
            }),
            Refused(2, "would overwrite files it did not write"),
        ),
        case(
            "generated_file_replaced_by_symlink_out",
            Input::Setup(|c| {
                let file = c.out.join(PACKAGE).join("python/setup.py");
                fs::remove_file(&file).unwrap();
                symlink(c.outside.join("canary.txt"), &file).unwrap();
                c.base_args()
            }),
            Safe(WellFormed),
        ),
        case(
            "manifest_lists_a_path_out",
            Input::Setup(|c| {
                let manifest = c.out.join(PACKAGE).join("python/.sdkgen-manifest");
                let mut text = fs::read_to_string(&manifest).unwrap();
                text.push_str("../../../../outside/canary.txt\n");
                fs::write(&manifest, text).unwrap();
                c.base_args()
            }),
            Refused(2, "is not a manifest sdkgen wrote"),
        ),
        case(
            "manifest_lists_an_absolute_path",
            Input::Setup(|c| {
                let manifest = c.out.join(PACKAGE).join("go/.sdkgen-manifest");
                let mut text = fs::read_to_string(&manifest).unwrap();
                text.push_str(&format!("{}\n", c.outside.join("canary.txt").display()));
                fs::write(&manifest, text).unwrap();
                c.base_args()
            }),
            Refused(2, "is not a manifest sdkgen wrote"),
        ),
        case(
            "stale_listed_symlink_to_outside",
            Input::Setup(|c| {
                // A path the manifest lists that is no longer generated is removed: the link, never
                // what it points at.
                let dir = c.out.join(PACKAGE).join("nodejs");
                symlink(&c.outside, dir.join("old")).unwrap();
                let manifest = dir.join(".sdkgen-manifest");
                let mut text = fs::read_to_string(&manifest).unwrap();
                text.push_str("old\n");
                fs::write(&manifest, text).unwrap();
                c.base_args()
            }),
            Safe(WellFormed),
        ),
        case(
            "unmanaged_dir_in_the_way",
            Input::Setup(|c| {
                let dir = c.out.join(PACKAGE).join("rust");
                fs::remove_file(dir.join(".sdkgen-manifest")).unwrap();
                c.base_args()
            }),
            Refused(2, "has no `.sdkgen-manifest`"),
        ),
        case(
            // `--out` is the user's own path: a link there is followed, like any ancestor.
            "out_is_a_symlink",
            Input::Setup(|c| {
                fs::create_dir(c.out.join("real")).unwrap();
                symlink("out/real", c.work.join("link")).unwrap();
                let mut args = c.base_args();
                args.extend(["--out".into(), "link".into()]);
                args
            }),
            Safe(WellFormed),
        ),
        case(
            "python_package_name_windows_device",
            schema(|s, _| s["language"] = json!({"python": {"packageName": "aux"}})),
            invalid("E0314", "\"aux\""),
        ),
        // --- Huge and deep inputs -------------------------------------------------------------
        case(
            "properties_20k",
            schema(|s, _| {
                let props = &mut s["types"]["adv:index:Thing"]["properties"];
                for i in 0..20_000 {
                    props[format!("p{i}")] =
                        json!({"type": "string", "description": format!("P{i}")});
                }
            }),
            Safe(WellFormed),
        )
        .langs("nodejs"),
        case(
            "enum_values_100k",
            schema(|s, _| {
                let values: Vec<Value> = (0..100_000)
                    .map(|i| json!({"value": format!("v{i}")}))
                    .collect();
                s["types"]["adv:index:Mode"]["enum"] = Value::Array(values);
            }),
            Safe(WellFormed),
        )
        .langs("nodejs"),
        case(
            "enum_values_100k_one_repeated",
            schema(|s, _| {
                let mut values: Vec<Value> = (0..100_000)
                    .map(|i| json!({"value": "same", "name": format!("N{i}")}))
                    .collect();
                values.push(json!({"value": "same"}));
                s["types"]["adv:index:Mode"]["enum"] = Value::Array(values);
            }),
            Expect::Invalid("E0309", At::Nth("\"same\"", 100_001)),
        ),
        // Generating repeats a description in many files (see the 1 MB case); validating must
        // stay linear.
        case(
            "description_of_50_mb",
            Input::Validate(|s| {
                s["types"]["adv:index:Thing"]["properties"]["label"]["description"] =
                    json!("x".repeat(50 << 20));
            }),
            Expect::Valid,
        ),
        case(
            "json_nested_100k_deep",
            Input::Bytes("schema.json", |_| {
                let mut text = String::from("{\"name\": \"adv\", \"x\": ");
                text.push_str(&"[".repeat(100_000));
                text.push_str(&"]".repeat(100_000));
                text.push('}');
                text.into_bytes()
            }),
            // serde_json's nesting limit: the root object and 127 arrays.
            Expect::Invalid("E0101", At::Nth("[", 127)),
        ),
        case(
            "yaml_nested_100k_deep",
            Input::Bytes("schema.yaml", |_| {
                format!(
                    "name: adv\nx: {}{}\n",
                    "[".repeat(100_000),
                    "]".repeat(100_000)
                )
                .into_bytes()
            }),
            // yaml-rust2's nesting limit: the root mapping and 255 sequences.
            Expect::Invalid("E0101", At::Nth("[", 256)),
        ),
        case(
            "yaml_billion_laughs",
            Input::Bytes("schema.yaml", |_| {
                let mut text = String::from("name: adv\na0: &a0 [\"lol\"");
                text.push_str(&", \"lol\"".repeat(9));
                text.push_str("]\n");
                for i in 1..10 {
                    let alias = format!("*a{}", i - 1);
                    text.push_str(&format!("a{i}: &a{i} [{}]\n", vec![alias; 10].join(", ")));
                }
                text.into_bytes()
            }),
            // 10 + 110 + … copied nodes: the 8th copy of `a4` (111,111 nodes) passes a million.
            Expect::Invalid("E0101", At::Nth("*a4", 8)),
        ),
        case(
            "yaml_aliases_nested_2000_deep",
            Input::Bytes("schema.yaml", |_| {
                let mut text = String::from("name: adv\na0: &a0 [1]\n");
                for i in 1..2000 {
                    text.push_str(&format!("a{i}: &a{i} [*a{}]\n", i - 1));
                }
                text.into_bytes()
            }),
            // `a126` is 127 levels high; under `a127` it would reach level 129.
            Expect::Invalid("E0101", At::Text("*a126")),
        ),
        case(
            "array_types_nested_50_deep",
            schema(|s, _| {
                let mut t = json!({"type": "string"});
                for _ in 0..50 {
                    t = json!({"type": "array", "items": t});
                }
                s["types"]["adv:index:Thing"]["properties"]["deep"] = t;
            }),
            Safe(WellFormed),
        ),
        case(
            "array_types_nested_10k_deep",
            Input::Bytes("schema.json", |_| {
                let deep = format!(
                    "{}{{\"type\": \"string\"}}{}",
                    "{\"type\": \"array\", \"items\": ".repeat(10_000),
                    "}".repeat(10_000)
                );
                with_text_at("types/adv:index:Thing/properties/deep", &deep)
            }),
            // The root, `types`, the type and `properties` hold the first array: the 124th is
            // the 128th nested container, one too many for serde_json.
            Expect::Invalid("E0101", At::Nth("{\"type\": \"array\"", 124)),
        ),
        case(
            "chain_of_1000_object_types",
            schema(|s, _| chain(s, 1000, false)),
            Safe(WellFormed),
        ),
        case(
            "required_chain_of_1000_types_in_a_cycle",
            schema(|s, _| chain(s, 1000, true)),
            invalid("E0307", "\"adv:index:Link0\""),
        ),
        // --- Files that are not UTF-8 JSON ----------------------------------------------------
        case(
            "latin1_bytes",
            Input::Bytes("schema.json", |_| {
                let mut bytes = serde_json::to_vec_pretty(&base()).unwrap();
                let at = find(&bytes, b"\"T\"") + 1;
                bytes[at] = 0xe9; // `é` in Latin-1
                bytes
            }),
            Expect::Invalid("E0102", At::Text("\u{fffd}")),
        ),
        case(
            "utf16_with_bom",
            Input::Bytes("schema.json", |_| {
                let text = serde_json::to_string_pretty(&base()).unwrap();
                let mut bytes = vec![0xff, 0xfe];
                bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
                bytes
            }),
            Expect::Invalid("E0102", At::LineCol(1, 1)),
        ),
        case(
            "utf8_bom_is_accepted",
            Input::Bytes("schema.json", |_| {
                let mut bytes = "\u{feff}".as_bytes().to_vec();
                bytes.extend(serde_json::to_vec_pretty(&base()).unwrap());
                bytes
            }),
            Safe(WellFormed),
        ),
        case(
            "empty_file",
            Input::Bytes("schema.json", |_| b" \n\t\n".to_vec()),
            Expect::Invalid("E0101", At::LineCol(3, 1)),
        ),
        case(
            "zero_byte_file",
            Input::Bytes("schema.json", |_| Vec::new()),
            Expect::Invalid("E0101", At::LineCol(1, 1)),
        ),
        case(
            "zero_byte_yaml_file",
            Input::Bytes("schema.yaml", |_| Vec::new()),
            Expect::Invalid("E0103", At::LineCol(1, 1)),
        ),
        case(
            "top_level_array",
            Input::Bytes("schema.json", |_| b"[1, 2]".to_vec()),
            Expect::Invalid("E0103", At::LineCol(1, 1)),
        ),
        // A directory stands for the schemas in it: this one has none.
        case(
            "schema_is_an_empty_directory",
            Input::Setup(|c| {
                fs::create_dir(c.work.join("schema.json")).unwrap();
                vec!["schema.json".into()]
            }),
            Refused(2, "schema.json holds no package schema"),
        ),
        case(
            "schema_is_missing",
            Input::Setup(|_| vec!["schema.json".into()]),
            Refused(2, "cannot read schema.json"),
        ),
    ]
}

/// The schema every case starts from: one of each kind of definition, with descriptions,
/// defaults, an environment variable and an enum.
fn base() -> Value {
    json!({
        "name": PACKAGE,
        "version": "1.0.0",
        "description": "D",
        "meta": {"moduleFormat": "(.*)"},
        "config": {"variables": {"region": {"type": "string", "description": "R"}}},
        "provider": {"inputProperties": {"region": {"type": "string", "description": "R"}}},
        "types": {
            "adv:index:Thing": {
                "type": "object",
                "description": "T",
                "properties": {"label": {"type": "string", "description": "L", "default": "x"}},
            },
            "adv:index:Mode": {
                "type": "string",
                "description": "M",
                "enum": [{"value": "a", "name": "A", "description": "E"}],
            },
        },
        "resources": {
            "adv:index:Widget": {
                "description": "W",
                "properties": {
                    "size": {"type": "integer", "description": "S"},
                    "mode": {"$ref": "#/types/adv:index:Mode"},
                    "thing": {"$ref": "#/types/adv:index:Thing"},
                },
                "inputProperties": {
                    "size": {"type": "integer", "description": "S", "default": 3,
                        "defaultInfo": {"environment": ["ADV_SIZE"]}},
                    "mode": {"$ref": "#/types/adv:index:Mode"},
                    "thing": {"$ref": "#/types/adv:index:Thing"},
                },
                "required": ["size"],
            },
        },
        "functions": {
            "adv:index:getWidget": {
                "description": "G",
                "inputs": {"properties": {"id": {"type": "string", "description": "I"}}},
                "outputs": {"properties": {"size": {"type": "integer", "description": "S"}}},
            },
        },
    })
}

/// The payload in every description, default, deprecation message and enum value (with names,
/// so that no identifier is derived from it), the package's metadata and its parameterization.
fn payload_everywhere(s: &mut Value, _: &Ctx) {
    let p = json!(PAYLOAD);
    s["description"] = p.clone();
    for key in [
        "publisher",
        "license",
        "homepage",
        "repository",
        "pluginDownloadURL",
    ] {
        s[key] = p.clone();
    }
    s["keywords"] = json!([PAYLOAD]);
    s["parameterization"] = json!({
        "baseProvider": {"name": PAYLOAD, "version": PAYLOAD},
        "parameter": PAYLOAD,
    });
    s["config"]["variables"]["region"]["description"] = p.clone();
    s["config"]["variables"]["region"]["default"] = p.clone();
    s["provider"]["description"] = p.clone();
    s["provider"]["inputProperties"]["region"]["description"] = p.clone();
    s["provider"]["inputProperties"]["region"]["default"] = p.clone();
    let thing = &mut s["types"]["adv:index:Thing"];
    thing["description"] = p.clone();
    thing["properties"]["label"]["description"] = p.clone();
    thing["properties"]["label"]["default"] = p.clone();
    thing["properties"]["label"]["deprecationMessage"] = p.clone();
    let mode = &mut s["types"]["adv:index:Mode"];
    mode["description"] = p.clone();
    mode["enum"] = json!([
        {"value": PAYLOAD, "name": "Payload", "description": PAYLOAD,
            "deprecationMessage": PAYLOAD},
        {"value": "a", "name": "A", "description": PAYLOAD},
    ]);
    let widget = &mut s["resources"]["adv:index:Widget"];
    widget["description"] = p.clone();
    widget["deprecationMessage"] = p.clone();
    widget["properties"]["size"]["description"] = p.clone();
    widget["properties"]["text"] = json!({"type": "string", "description": PAYLOAD,
        "deprecationMessage": PAYLOAD});
    widget["inputProperties"]["size"]["description"] = p.clone();
    widget["inputProperties"]["text"] = json!({"type": "string", "description": PAYLOAD,
        "default": PAYLOAD});
    let function = &mut s["functions"]["adv:index:getWidget"];
    function["description"] = p.clone();
    function["deprecationMessage"] = p.clone();
    function["inputs"]["properties"]["id"]["description"] = p.clone();
    function["outputs"]["properties"]["size"]["description"] = p;
}

/// `count` object types, each with a property of the next (the last refers to the first when
/// `cycle`); all required when `cycle`, so that no finite value exists.
fn chain(s: &mut Value, count: usize, cycle: bool) {
    let types = s["types"].as_object_mut().unwrap();
    for i in 0..count {
        let next = if i + 1 < count {
            i + 1
        } else if cycle {
            0
        } else {
            usize::MAX
        };
        let mut props = json!({"n": {"type": "integer"}});
        if next != usize::MAX {
            props["next"] = json!({"$ref": format!("#/types/adv:index:Link{next}")});
        }
        let mut t = json!({"type": "object", "properties": props});
        if cycle {
            t["required"] = json!(["next"]);
        }
        types.insert(format!("adv:index:Link{i}"), t);
    }
    s["resources"]["adv:index:Widget"]["inputProperties"]["link"] =
        json!({"$ref": "#/types/adv:index:Link0"});
}

/// Renames a definition (and every `$ref` to it).
fn rename(s: &mut Value, section: &str, from: &str, to: &str) {
    let definition = s[section].as_object_mut().unwrap().remove(from).unwrap();
    s[section][to] = definition;
    let text = serde_json::to_string(s).unwrap();
    let text = text.replace(
        &format!("\"#/types/{from}\""),
        &serde_json::to_string(&format!("#/types/{to}")).unwrap(),
    );
    *s = serde_json::from_str(&text).unwrap();
}

/// The pretty-printed base schema with the value at `pointer` (`/`-separated keys) replaced by
/// raw JSON text (which `serde_json::Value` could not hold).
fn with_text_at(pointer: &str, raw: &str) -> Vec<u8> {
    let mut s = base();
    let slot = pointer.split('/').fold(&mut s, |v, key| &mut v[key]);
    *slot = json!("@@HERE@@");
    serde_json::to_string_pretty(&s)
        .unwrap()
        .replace("\"@@HERE@@\"", raw)
        .into_bytes()
}

fn find(haystack: &[u8], needle: &[u8]) -> usize {
    haystack
        .windows(needle.len())
        .position(|w| w == needle)
        .expect("the needle is in the text")
}

// ---------------------------------------------------------------------------------------------
// Running a case

/// A case's directories: `case/work` is the working directory and holds the schema and `out/`
/// (the earlier output); `case/outside` holds a canary, outside `--out`.
struct Ctx {
    case: PathBuf,
    work: PathBuf,
    out: PathBuf,
    outside: PathBuf,
}

impl Ctx {
    /// An absolute path outside `--out`, as JSON text would hold it.
    fn outside_str(&self) -> String {
        self.outside.join("escaped").display().to_string()
    }

    /// Writes [`base`] as `schema.json`: the arguments naming it.
    fn base_args(&self) -> Vec<OsString> {
        let text = serde_json::to_string_pretty(&base()).unwrap();
        fs::write(self.work.join("schema.json"), text).unwrap();
        vec!["schema.json".into()]
    }
}

fn scratch(test: &str) -> PathBuf {
    let dir = support::root().join("target/tmp/hardening").join(test);
    if dir.exists() {
        fs::remove_dir_all(&dir).unwrap();
    }
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn sdkgen(cwd: &Path, args: &[OsString]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sdkgen"))
        .args(args)
        .current_dir(cwd)
        .output()
        .expect("sdkgen runs")
}

/// What a directory holds, links not followed: relative path → entry.
type Snapshot = BTreeMap<PathBuf, Entry>;

#[derive(Debug, PartialEq)]
enum Entry {
    Dir(u32),
    File(u32, Vec<u8>),
    Link(PathBuf),
}

fn snapshot(dir: &Path, skip: &[&Path]) -> Snapshot {
    let mut entries = Snapshot::new();
    walk(dir, Path::new(""), skip, &mut entries);
    entries
}

fn walk(root: &Path, relative: &Path, skip: &[&Path], entries: &mut Snapshot) {
    let Ok(list) = fs::read_dir(root.join(relative)) else {
        return;
    };
    for entry in list {
        let entry = entry.unwrap();
        let path = relative.join(entry.file_name());
        if skip.contains(&root.join(&path).as_path()) {
            continue;
        }
        let meta = fs::symlink_metadata(entry.path()).unwrap();
        let mode = meta.permissions().mode();
        if meta.file_type().is_symlink() {
            entries.insert(path, Entry::Link(fs::read_link(entry.path()).unwrap()));
        } else if meta.is_dir() {
            entries.insert(path.clone(), Entry::Dir(mode));
            walk(root, &path, skip, entries);
        } else {
            entries.insert(path, Entry::File(mode, fs::read(entry.path()).unwrap()));
        }
    }
}

/// What differs between two snapshots, for messages (empty when none).
fn differences(before: &Snapshot, after: &Snapshot) -> Vec<String> {
    let mut out = Vec::new();
    for (path, entry) in before {
        match after.get(path) {
            None => out.push(format!("removed: {}", path.display())),
            Some(now) if now != entry => out.push(format!("changed: {}", path.display())),
            Some(_) => {}
        }
    }
    for path in after.keys().filter(|p| !before.contains_key(*p)) {
        out.push(format!("created: {}", path.display()));
    }
    out
}

/// Generates the base schema into `dir/out` once: every case starts from a copy of it.
fn earlier_output(dir: &Path) -> PathBuf {
    fs::create_dir_all(dir).unwrap();
    fs::write(
        dir.join("schema.json"),
        serde_json::to_vec_pretty(&base()).unwrap(),
    )
    .unwrap();
    let out = sdkgen(
        dir,
        &[
            "generate".into(),
            "schema.json".into(),
            "--out".into(),
            "out".into(),
            "--lang".into(),
            LANGS.into(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    dir.join("out")
}

/// Runs one case; `Err` says what went wrong.
fn run_case(case: &Case, scratch: &Path, earlier: &Path) -> Result<(), String> {
    let dir = scratch.join(case.name);
    let ctx = Ctx {
        work: dir.join("work"),
        out: dir.join("work/out"),
        outside: dir.join("outside"),
        case: dir,
    };
    fs::create_dir_all(&ctx.outside).unwrap();
    fs::write(ctx.outside.join("canary.txt"), "canary").unwrap();
    support::copy_dir(earlier, &ctx.out)?;
    let (mut args, schema_file): (Vec<OsString>, Option<PathBuf>) = match &case.input {
        Input::Schema(edit) => {
            let mut s = base();
            edit(&mut s, &ctx);
            let path = ctx.work.join("schema.json");
            fs::write(&path, serde_json::to_string_pretty(&s).unwrap()).unwrap();
            (vec!["schema.json".into()], Some(path))
        }
        Input::Bytes(name, bytes) => {
            let path = ctx.work.join(name);
            fs::write(&path, bytes(&ctx)).unwrap();
            (vec![(*name).into()], Some(path))
        }
        Input::Setup(setup) => (setup(&ctx), None),
        Input::Validate(edit) => {
            let mut s = base();
            edit(&mut s);
            let path = ctx.work.join("schema.json");
            fs::write(&path, serde_json::to_vec(&s).unwrap()).unwrap();
            (vec!["schema.json".into()], Some(path))
        }
    };
    if matches!(case.input, Input::Validate(_)) {
        args.insert(0, "validate".into());
    } else {
        args.insert(0, "generate".into());
        if !args.iter().any(|a| a == "--out") {
            args.extend(["--out".into(), "out".into()]);
        }
        args.extend([
            "--lang".into(),
            case.langs.into(),
            "--format".into(),
            "json".into(),
        ]);
    }

    let out_dir = ctx.out.clone();
    // Where the new output is: `--out` as given (a case may point it through a link into `out/`).
    let generated = args
        .windows(2)
        .find(|w| w[0] == "--out")
        .map_or_else(|| out_dir.clone(), |w| ctx.work.join(&w[1]));
    let outside_before = snapshot(&ctx.case, &[out_dir.as_path()]);
    let out_before = snapshot(&out_dir, &[]);
    let output = sdkgen(&ctx.work, &args);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let code = output.status.code().unwrap_or(-1);
    let context = format!("exit {code}; stderr:\n{}", support::clip(&stderr));

    let outside = differences(&outside_before, &snapshot(&ctx.case, &[out_dir.as_path()]));
    if !outside.is_empty() {
        return Err(format!(
            "changed files outside --out: {}\n{context}",
            outside.join(", ")
        ));
    }
    let out_unchanged = || -> Result<(), String> {
        let changes = differences(&out_before, &snapshot(&out_dir, &[]));
        if changes.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "a failed run changed the earlier output: {}\n{context}",
                changes.join(", ")
            ))
        }
    };
    match &case.expect {
        Expect::Invalid(expected, at) => {
            if code != 1 {
                return Err(format!("expected exit 1 (invalid schema); {context}"));
            }
            out_unchanged()?;
            let file = schema_file.expect("an invalid case names its schema file");
            let text = String::from_utf8_lossy(&fs::read(&file).unwrap()).into_owned();
            let (line, column) = match at {
                At::LineCol(line, column) => (*line, *column),
                At::Text(needle) => nth_line_col(&text, needle, 1)?,
                At::Nth(needle, n) => nth_line_col(&text, needle, *n)?,
                At::After(needle) => {
                    let at = text.find(needle).ok_or_else(|| {
                        format!("the case's location {needle:?} is not in the schema")
                    })?;
                    line_col(&text, at + needle.len())
                }
            };
            let diagnostics = json_diagnostics(&stderr);
            let found = diagnostics.iter().any(|d| {
                d["severity"] == "error"
                    && d["code"] == *expected
                    && d["line"] == line
                    && d["column"] == column
            });
            if !found {
                return Err(format!(
                    "expected error {expected} at {line}:{column}; got: {}",
                    diagnostics
                        .iter()
                        .map(|d| format!(
                            "{}@{}:{} {}",
                            d["code"], d["line"], d["column"], d["message"]
                        ))
                        .collect::<Vec<_>>()
                        .join("; ")
                ));
            }
        }
        Expect::Refused(expected, says) => {
            if code != *expected || !stderr.contains(says) {
                return Err(format!(
                    "expected exit {expected} saying {says:?}; {context}"
                ));
            }
            out_unchanged()?;
        }
        Expect::Valid => {
            if code != 0 || !stderr.contains("1 valid") {
                return Err(format!("expected a valid schema; {context}"));
            }
            out_unchanged()?;
        }
        Expect::Safe(markers) => {
            if code != 0 {
                return Err(format!("expected success; {context}"));
            }
            let langs: Vec<&str> = case.langs.split(',').collect();
            for (name, dir) in ["python", "nodejs", "go", "csharp", "java", "rust"]
                .into_iter()
                .zip(LANG_DIRS)
            {
                if langs.contains(&name) {
                    check_safe(&generated.join(PACKAGE).join(dir), *markers)
                        .map_err(|e| format!("{PACKAGE}/{dir}: {e}"))?;
                }
            }
        }
    }
    Ok(())
}

/// The `line:column` of the `n`th (1-based) occurrence of `needle` in the schema text.
fn nth_line_col(text: &str, needle: &str, n: usize) -> Result<(usize, usize), String> {
    let (at, _) = text
        .match_indices(needle)
        .nth(n - 1)
        .ok_or_else(|| format!("the schema has no occurrence {n} of {needle:?}"))?;
    Ok(line_col(text, at))
}

fn json_diagnostics(stderr: &str) -> Vec<Value> {
    stderr
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v.is_object())
        .collect()
}

/// Checks a generated package directory: every file passes [`support::safety::check_file`]
/// (source files parse, JSON, TOML and project files are valid, no template syntax from the
/// schema was evaluated, no hidden character is in source) and, with [`Markers::Inert`], every
/// payload marker in a source file is inside a comment or a string, and some SDK file holds one.
fn check_safe(dir: &Path, markers: Markers) -> Result<(), String> {
    let marker = (markers == Markers::Inert).then_some("ZQ");
    let mut sources = 0;
    let mut markers_seen = 0;
    for (relative, entry) in snapshot(dir, &[]) {
        let Entry::File(_, bytes) = entry else {
            continue;
        };
        let name = relative.display().to_string();
        let text = String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8"))?;
        markers_seen += support::safety::check_file(&name, &text, marker)?.markers;
        sources += usize::from(ParseLang::of_path(&relative).is_some());
    }
    if sources == 0 {
        return Err("no source file was generated".into());
    }
    if markers == Markers::Inert && markers_seen == 0 {
        return Err("no payload marker in any source file (were the descriptions dropped?)".into());
    }
    Ok(())
}

#[test]
fn adversarial_cases() {
    let started = Instant::now();
    let scratch = scratch("cases");
    let earlier = earlier_output(&scratch.join("earlier"));
    let cases = cases();
    let mut names: Vec<&str> = cases.iter().map(|c| c.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), cases.len(), "case names are unique");

    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let times = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                let started = Instant::now();
                match run_case(case, &scratch, &earlier) {
                    // Only failures are kept for inspection: some cases are large.
                    Ok(()) => fs::remove_dir_all(scratch.join(case.name)).unwrap(),
                    Err(e) => failures.lock().unwrap().push(format!("{}: {e}", case.name)),
                }
                times.lock().unwrap().push((started.elapsed(), case.name));
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let mut times = times.into_inner().unwrap();
    times.sort();
    let slowest: Vec<String> = times
        .iter()
        .rev()
        .take(5)
        .map(|(t, name)| format!("{name} {:.1} s", t.as_secs_f64()))
        .collect();
    support::say(&format!(
        "hardening: {} cases in {:.1} s (slowest: {})",
        cases.len(),
        started.elapsed().as_secs_f64(),
        slowest.join(", ")
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

// ---------------------------------------------------------------------------------------------
// A failed run

#[test]
fn a_failed_run_leaves_the_previous_tree_byte_identical() {
    let dir = scratch("failed_run");
    let seeds: Vec<OsString> = ["streamcloud", "gatewaycloud"]
        .iter()
        .map(|s| support::root().join(format!("schema/{s}.json")).into())
        .collect();
    let out = dir.join("generated");
    let generate = |extra: &[&str]| -> Output {
        let mut args: Vec<OsString> = vec!["generate".into()];
        args.extend(seeds.iter().cloned());
        args.extend(["--out".into(), out.clone().into_os_string()]);
        args.extend(extra.iter().map(OsString::from));
        sdkgen(&dir, &args)
    };
    let first = generate(&[]);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    // A user's file, and a generated file edited by hand: the next run must rewrite this
    // target, so that runs failing after it was staged are tested too.
    fs::write(out.join("streamcloud/python/notes.txt"), "mine").unwrap();
    let edited = out.join("streamcloud/python/pyproject.toml");
    fs::write(&edited, "# edited\n").unwrap();
    fs::set_permissions(&edited, fs::Permissions::from_mode(0o600)).unwrap();

    let bad_schema = dir.join("bad.json");
    fs::write(&bad_schema, "{\"name\": \"bad\", \"resources\": {\"bad:index:X\": {\"properties\": {\"p\": {\"$ref\": \"#/types/bad:index:Nope\"}}}}}").unwrap();
    let templates = dir.join("templates");
    fs::create_dir_all(templates.join("python")).unwrap();
    fs::write(
        templates.join("python/pyproject.toml.j2"),
        "{{ no_such_variable }}\n",
    )
    .unwrap();
    let big = dir.join("big.json");
    let mut big_schema = base();
    big_schema["name"] = json!("big");
    big_schema = serde_json::from_str(
        &serde_json::to_string(&big_schema)
            .unwrap()
            .replace("adv:", "big:"),
    )
    .unwrap();
    big_schema["resources"]["big:index:Widget"]["description"] = json!("x".repeat(4 << 20));
    fs::write(&big, serde_json::to_vec(&big_schema).unwrap()).unwrap();
    // Every file under the scratch directory, the inputs included, with its bytes and mode.
    let before = snapshot(&dir, &[]);

    let unchanged = |what: &str, output: &Output, exit: i32, says: &str| {
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(exit),
            "{what}: exit code; stderr:\n{stderr}"
        );
        assert!(
            stderr.contains(says),
            "{what}: stderr should say {says:?}:\n{stderr}"
        );
        let changes = differences(&before, &snapshot(&dir, &[]));
        assert!(
            changes.is_empty(),
            "{what} changed the tree: {}",
            changes.join(", ")
        );
    };

    // (a) Validation fails: one bad schema among good ones.
    let mut args: Vec<OsString> = vec!["generate".into()];
    args.extend(seeds.iter().cloned());
    args.extend([
        bad_schema.clone().into(),
        "--out".into(),
        out.clone().into(),
    ]);
    unchanged(
        "a schema that does not validate",
        &sdkgen(&dir, &args),
        1,
        "error[E0301]",
    );

    // (b) Rendering fails: an override template that uses an undefined variable.
    unchanged(
        "a template that fails to render",
        &generate(&["--templates", templates.to_str().unwrap()]),
        1,
        "undefined value (in python/pyproject.toml.j2:1)",
    );

    // (c) Writing fails after streamcloud's python target was staged: the big package's files
    // exceed the file-size limit (RLIMIT_FSIZE, which binds root too); SIGXFSZ is ignored so
    // that the write fails with EFBIG instead of killing sdkgen.
    let mut script_args: Vec<OsString> = vec![
        "-c".into(),
        "trap '' XFSZ; ulimit -f 2048; exec \"$0\" \"$@\"".into(),
        env!("CARGO_BIN_EXE_sdkgen").into(),
        "generate".into(),
    ];
    script_args.extend(seeds.iter().cloned());
    script_args.extend([big.clone().into(), "--out".into(), out.clone().into()]);
    let limited = Command::new("sh")
        .args(&script_args)
        .current_dir(&dir)
        .output()
        .unwrap();
    unchanged("a write that fails midway", &limited, 2, "File too large");

    // `check` never writes, whether the tree is out of date or a schema is invalid.
    let mut args: Vec<OsString> = vec!["check".into()];
    args.extend(seeds.iter().cloned());
    args.extend(["--out".into(), out.clone().into()]);
    unchanged(
        "check of an out-of-date tree",
        &sdkgen(&dir, &args),
        1,
        "is out of date",
    );
    args.push(bad_schema.into());
    unchanged(
        "check with an invalid schema",
        &sdkgen(&dir, &args),
        1,
        "error[E0301]",
    );

    // The same tree is brought up to date by a run that succeeds: the failures above were
    // not vacuous.
    let fixed = generate(&[]);
    assert!(
        fixed.status.success(),
        "{}",
        String::from_utf8_lossy(&fixed.stderr)
    );
    assert!(!differences(&before, &snapshot(&dir, &[])).is_empty());
    assert_eq!(
        fs::read_to_string(out.join("streamcloud/python/notes.txt")).unwrap(),
        "mine"
    );
}

// ---------------------------------------------------------------------------------------------
// The parse helper

#[test]
fn parse_helper_finds_errors_and_inert_text() {
    let clean = [
        (ParseLang::Python, "x = 'a'  # c\n"),
        (ParseLang::Go, "package p\n\n// c\nvar x = \"a\"\n"),
        (
            ParseLang::TypeScript,
            "/** c */\nexport const x: string = `a${1}`;\n",
        ),
        (
            ParseLang::CSharp,
            "/// <summary>c</summary>\nclass C { string x = \"a\"; }\n",
        ),
        (ParseLang::Rust, "/// c\nconst X: &str = \"a\";\n"),
        (ParseLang::Java, "/** c */\nclass C { String x = \"a\"; }\n"),
    ];
    for (lang, source) in clean {
        assert_eq!(
            syntax_errors(lang, source),
            Vec::<String>::new(),
            "{}",
            lang.name()
        );
    }
    let broken = [
        (ParseLang::Python, "def f(:\n    pass\n"),
        (ParseLang::Go, "package p\nfunc {\n"),
        (ParseLang::TypeScript, "export const = ;\n"),
        (ParseLang::CSharp, "class C { void M( }\n"),
        (ParseLang::Rust, "fn f( {\n"),
        (ParseLang::Java, "class C { void m( }\n"),
    ];
    for (lang, source) in broken {
        let errors = syntax_errors(lang, source);
        assert!(!errors.is_empty(), "{}: {source:?} parses", lang.name());
        assert!(
            errors[0].starts_with(|c: char| c.is_ascii_digit()),
            "{errors:?}"
        );
    }
    // An error's position is line:column of the unparsable text.
    assert_eq!(
        syntax_errors(ParseLang::Python, "x = 1\ny = (\n"),
        vec!["2:1: syntax error at `y = (`".to_string()]
    );

    // Inside a comment or string: inert; in code or a template substitution: not.
    let ts = "/* ZQa */ const s = \"ZQb\"; const t = `ZQc ${ZQd}`; ZQe;\n";
    let offsets: Vec<usize> = ts.match_indices("ZQ").map(|(at, _)| at).collect();
    let inert = inert_at(ParseLang::TypeScript, ts, &offsets);
    assert_eq!(inert, [true, true, true, false, false]);
    let py = "'''ZQa''' # ZQb\nf\"ZQc{ZQd}\"\nZQe\n";
    let offsets: Vec<usize> = py.match_indices("ZQ").map(|(at, _)| at).collect();
    let inert = inert_at(ParseLang::Python, py, &offsets);
    assert_eq!(inert, [true, true, true, false, false]);

    // The tree walker parses by extension and names each file's errors.
    let dir = scratch("parse_helper");
    fs::create_dir_all(dir.join("pkg/node_modules")).unwrap();
    fs::write(dir.join("pkg/ok.py"), "x = 1\n").unwrap();
    fs::write(dir.join("pkg/bad.go"), "package p\nfunc {\n").unwrap();
    fs::write(
        dir.join("pkg/node_modules/skipped.ts"),
        "export const = ;\n",
    )
    .unwrap();
    fs::write(dir.join("README.md"), "not parsed").unwrap();
    let found = parse_tree_errors(&dir);
    assert_eq!(
        found.files,
        [PathBuf::from("pkg/bad.go"), PathBuf::from("pkg/ok.py")]
    );
    assert_eq!(found.errors.len(), 1, "{:?}", found.errors);
    assert!(
        found.errors[0].starts_with("pkg/bad.go:2:"),
        "{:?}",
        found.errors
    );
}

/// The staging and backup directories under `out/<package>/` (what an interrupted run leaves).
fn staging_debris(out: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for package in fs::read_dir(out).into_iter().flatten().flatten() {
        for entry in fs::read_dir(package.path()).into_iter().flatten().flatten() {
            if entry.file_name().to_string_lossy().contains(".sdkgen-") {
                found.push(entry.path());
            }
        }
    }
    found.sort();
    found
}

/// `generate` interrupted by SIGINT or SIGTERM while it writes the whole real corpus removes the
/// staging directories it made, leaves the earlier output (one package) as it was, and ends
/// as the signal ends a process. The signal is sent once staging exists, so the run is caught
/// writing.
#[test]
fn interrupted_generate_leaves_no_staging() {
    use std::os::unix::process::ExitStatusExt;
    let corpus = support::root().join("../shared/corpus/real");
    for (signal, name) in [(libc::SIGINT, "sigint"), (libc::SIGTERM, "sigterm")] {
        let dir = scratch(&format!("interrupted-{name}"));
        let out = dir.join("out");
        let earlier = sdkgen(
            &dir,
            &[
                "generate".into(),
                corpus.join("random-4.21.1.json").into(),
                "--out".into(),
                out.clone().into(),
            ],
        );
        assert!(earlier.status.success(), "{earlier:?}");
        let before = snapshot(&out, &[]);

        let mut child = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
            .arg("generate")
            .arg(&corpus)
            .arg("--out")
            .arg(&out)
            .current_dir(&dir)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while staging_debris(&out).is_empty() {
            assert!(
                child.try_wait().unwrap().is_none(),
                "{name}: the run ended before it staged anything"
            );
            assert!(
                started.elapsed().as_secs() < 600,
                "{name}: no staging after 10 minutes"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        // Well into writing: several targets have staged files.
        std::thread::sleep(std::time::Duration::from_millis(500));
        let pid = libc::pid_t::try_from(child.id()).unwrap();
        // SAFETY: signalling our own child, which has not been waited for.
        assert_eq!(unsafe { libc::kill(pid, signal) }, 0);
        let status = child.wait().unwrap();
        assert_eq!(status.signal(), Some(signal), "{name}: {status:?}");
        assert_eq!(
            staging_debris(&out),
            Vec::<PathBuf>::new(),
            "{name}: staging left behind"
        );
        assert_eq!(
            differences(&before, &snapshot(&out, &[])),
            Vec::<String>::new(),
            "{name}: the earlier output changed"
        );
    }
}

/// What a process that is gone (killed with SIGKILL, crashed) left is removed by the next
/// `generate`: staged (`new`) and backup (`old`) directories, staging of an earlier sdkgen
/// (`staging`; this one holds no manifest, so nothing of the user's), a journal it had not
/// finished writing. A running process's staging is left alone. `check` reports all of it.
#[test]
fn staging_of_dead_processes_is_removed_and_check_reports_it() {
    let dir = scratch("dead-staging");
    let out = dir.join("out");
    let schema: OsString = support::root()
        .join("../shared/corpus/real/random-4.21.1.json")
        .into();
    let run = |command: &str| {
        sdkgen(
            &dir,
            &[
                command.into(),
                schema.clone(),
                "--out".into(),
                out.clone().into(),
                "--lang".into(),
                "python,nodejs".into(),
            ],
        )
    };
    assert!(run("generate").status.success());
    let gone = {
        let mut child = Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        pid
    };
    let mut dead = Vec::new();
    for name in [
        "python.sdkgen-new",
        "nodejs.sdkgen-old",
        "python.sdkgen-staging",
    ] {
        let debris = out.join(format!("random/.{name}-{gone}"));
        fs::create_dir_all(debris.join("pulumi_random")).unwrap();
        fs::write(debris.join("pulumi_random/half.py"), "# half written").unwrap();
        dead.push(debris);
    }
    let journal = out.join(format!(".sdkgen-journal-{gone}.partial"));
    fs::write(&journal, "{\"sdkgen_journal\": 1, \"pid\"").unwrap();
    dead.push(journal);
    // This test's own process is alive: its staging is another run's work in progress.
    let live = out.join(format!("random/.nodejs.sdkgen-new-{}", std::process::id()));
    fs::create_dir_all(&live).unwrap();

    let check = run("check");
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert_eq!(
        check.status.code(),
        Some(1),
        "check must not call this up to date: {check:?}"
    );
    for debris in dead.iter().chain([&live]) {
        assert!(
            stdout.contains(&format!("debris: {}", debris.display())),
            "{stdout}"
        );
    }

    let generate = run("generate");
    assert!(generate.status.success(), "{generate:?}");
    for debris in &dead {
        assert!(
            !debris.exists(),
            "the dead process's {} is removed",
            debris.display()
        );
    }
    assert!(live.exists(), "a live process's staging is left alone");

    fs::remove_dir(&live).unwrap();
    let check = run("check");
    assert!(check.status.success(), "{check:?}");
}
