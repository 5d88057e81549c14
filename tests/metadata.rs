//! The schema's package metadata, honoured in each SDK's package files: a stricter Python
//! `requires.pulumi`, C# `packageReferences` (third-party ones too), the Node.js TypeScript
//! and Node typings pins; a reproducible `.csproj` with SourceLink, its icon from `logoUrl`'s
//! logo, or from the logo file given (`--logo`, or `logo.png` beside the schema), which must be
//! a small PNG or JPEG file; a package version given with a release tag's `v`; the Go module's
//! `go` line.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};

use sdkgen::generate::{render, Target, Templates};

use crate::support::{self, ScratchDir};

/// A small package (one resource) with `language` as its language settings, written into
/// `dir`.
fn schema(dir: &Path, language: Value) -> PathBuf {
    let schema = json!({
        "name": "meta",
        "version": "1.2.3",
        "description": "A package for metadata tests.",
        "repository": "https://github.com/example/pulumi-meta",
        "language": language,
        "resources": {
            "meta:index:Thing": {
                "inputProperties": { "size": { "type": "integer" } },
                "properties": { "size": { "type": "integer" } }
            }
        }
    });
    let path = dir.join("meta.json");
    std::fs::write(&path, serde_json::to_string_pretty(&schema).unwrap()).unwrap();
    path
}

/// The files `target` renders for `schema`, by path; Err with the generator's message.
fn rendered(schema: &Path, target: Target) -> Result<BTreeMap<String, String>, String> {
    let outcome = sdkgen::workspace::check_files(&[schema.to_path_buf()]);
    assert!(!outcome.has_errors(), "{:?}", outcome.diagnostics);
    let output = render(&outcome.packages[0].package, target, &Templates::builtin())
        .map_err(|e| e.to_string())?;
    Ok(output
        .files
        .into_iter()
        .map(|f| (f.path, f.contents))
        .collect())
}

fn file(files: &BTreeMap<String, String>, path: &str) -> String {
    files
        .get(path)
        .unwrap_or_else(|| panic!("{path} is not generated: {:?}", files.keys()))
        .clone()
}

#[test]
fn python_keeps_a_stricter_pulumi_requirement() {
    let dir = ScratchDir::new("metadata-python");
    let dependencies = |pin: &str| -> Vec<String> {
        let language = json!({ "python": {
            "pyproject": { "enabled": true },
            "requires": { "pulumi": pin, "requests": ">=2.31" }
        }});
        let text = file(
            &rendered(&schema(&dir, language), Target::Python).unwrap(),
            "pyproject.toml",
        );
        let pyproject: toml::Table = text.parse().unwrap();
        pyproject["project"]["dependencies"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_str().unwrap().to_owned())
            .collect()
    };
    let stricter = dependencies(">=3.275.0,<4.0.0");
    assert_eq!(
        stricter[..2],
        ["pulumi>=3.275.0,<4.0.0", "requests>=2.31"],
        "{stricter:?}"
    );
    // A pin that admits releases older than the generated code needs is raised.
    let looser = dependencies(">=3.0.0,<4.0.0");
    assert_eq!(looser[0], "pulumi>=3.269.0,<4.0.0", "{looser:?}");
}

/// `(Include, Version)` of every `<PackageReference>` of a project file.
fn package_references(csproj: &str) -> Vec<(String, String)> {
    let doc = roxmltree::Document::parse(csproj).expect("the .csproj is XML");
    doc.descendants()
        .filter(|n| n.has_tag_name("PackageReference"))
        .map(|n| {
            (
                n.attribute("Include").unwrap_or_default().to_owned(),
                n.attribute("Version").unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

/// A property of the project file's unconditional (or `condition`al) property groups.
fn property(csproj: &str, name: &str) -> Vec<(Option<String>, String)> {
    let doc = roxmltree::Document::parse(csproj).expect("the .csproj is XML");
    doc.descendants()
        .filter(|n| n.has_tag_name(name))
        .map(|n| {
            let group = n.parent().unwrap();
            (
                group.attribute("Condition").map(str::to_owned),
                n.text().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

#[test]
fn csharp_honours_package_references() {
    let dir = ScratchDir::new("metadata-csharp");
    let csproj = |references: Value| {
        let language = json!({ "csharp": { "packageReferences": references } });
        rendered(&schema(&dir, language), Target::Csharp)
            .map(|files| file(&files, "Pulumi.Meta.csproj"))
    };
    let project = csproj(json!({
        "Pulumi": "3.*",
        "Pulumi.Random": "[4.16.0,5)",
        "Newtonsoft.Json": "13.0.3"
    }))
    .unwrap();
    assert_eq!(
        package_references(&project),
        [
            ("Pulumi", "3.*"),
            ("Newtonsoft.Json", "13.0.3"),
            ("Pulumi.Random", "[4.16.0,5)"),
            ("Microsoft.SourceLink.GitHub", "8.0.0"),
        ]
        .map(|(n, v)| (n.to_owned(), v.to_owned())),
        "{project}"
    );
    // A Pulumi reference older than the generated code needs is raised.
    let project = csproj(json!({ "Pulumi": "[3.50,4)" })).unwrap();
    assert_eq!(package_references(&project)[0].1, "[3.71.1.0,4)");
    // What MSBuild would evaluate is refused where the setting is (E0324, at the reference's
    // name), before any SDK is generated.
    for (references, expected) in [
        (json!({ "$(Evil)": "1.0.0" }), "not a NuGet package ID"),
        (
            json!({ "Good": "$([System.IO.File]::ReadAllText('x'))" }),
            "not a NuGet version",
        ),
    ] {
        let language = json!({ "csharp": { "packageReferences": references } });
        let outcome = sdkgen::workspace::check_files(&[schema(&dir, language)]);
        let found: Vec<_> = outcome
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| {
                (
                    d.code.as_str(),
                    d.pointer.as_str(),
                    d.message.contains(expected),
                )
            })
            .collect();
        let name = references
            .as_object()
            .unwrap()
            .keys()
            .next()
            .unwrap()
            .clone();
        let pointer = format!("/language/csharp/packageReferences/{name}");
        assert_eq!(found, [("E0324", pointer.as_str(), true)], "{references}");
    }
}

#[test]
fn csharp_project_is_reproducible_with_sourcelink() {
    let dir = ScratchDir::new("metadata-sourcelink");
    let files = rendered(&schema(&dir, json!({})), Target::Csharp).unwrap();
    let project = file(&files, "Pulumi.Meta.csproj");
    for name in [
        "Deterministic",
        "PublishRepositoryUrl",
        "EmbedUntrackedSources",
    ] {
        assert_eq!(
            property(&project, name),
            [(None, "true".to_owned())],
            "{name}: {project}"
        );
    }
    let ci = property(&project, "ContinuousIntegrationBuild");
    assert_eq!(ci.len(), 1, "{project}");
    assert!(
        ci[0].0.as_deref().is_some_and(|c| c.contains("$(CI)")),
        "{ci:?}"
    );
    assert!(package_references(&project)
        .iter()
        .any(|(n, _)| n == "Microsoft.SourceLink.GitHub"));
}

/// `logoUrl` gives the NuGet package its icon: `logo.png` beside the project file (sdkgen
/// downloads nothing; a repository keeps the file there), packed at the package's root. The
/// property and the item are conditioned on the file, so a checkout without it still packs.
#[test]
fn csharp_takes_its_icon_from_the_logo() {
    let dir = ScratchDir::new("metadata-logo");
    let project = |logo: Option<&str>| {
        let path = schema(&dir, json!({}));
        if let Some(url) = logo {
            let mut value: Value =
                serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
            value["logoUrl"] = json!(url);
            std::fs::write(&path, value.to_string()).unwrap();
        }
        file(
            &rendered(&path, Target::Csharp).unwrap(),
            "Pulumi.Meta.csproj",
        )
    };
    let with_logo = project(Some("https://example.com/logo.png"));
    let exists = Some("Exists('logo.png')".to_owned());
    assert_eq!(
        property(&with_logo, "PackageIcon"),
        [(exists.clone(), "logo.png".to_owned())],
        "{with_logo}"
    );
    let doc = roxmltree::Document::parse(&with_logo).unwrap();
    let packed: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("None") && n.attribute("Include") == Some("logo.png"))
        .map(|n| {
            (
                n.parent()
                    .unwrap()
                    .attribute("Condition")
                    .map(str::to_owned),
                n.attribute("Pack"),
                n.attribute("PackagePath"),
            )
        })
        .collect();
    assert_eq!(packed, [(exists, Some("True"), Some(""))], "{with_logo}");
    // No logo named: no icon.
    let without = project(None);
    assert!(property(&without, "PackageIcon").is_empty(), "{without}");
    assert!(!without.contains("logo.png"), "{without}");
}

#[test]
fn nodejs_keeps_the_schemas_typescript_and_node_typings() {
    let dir = ScratchDir::new("metadata-nodejs");
    let dev_dependencies = |pins: Value| {
        let language = json!({ "nodejs": { "devDependencies": pins } });
        let files = rendered(&schema(&dir, language), Target::Nodejs).unwrap();
        let package: Value = serde_json::from_str(&file(&files, "package.json")).unwrap();
        package["devDependencies"].clone()
    };
    let kept = dev_dependencies(json!({
        "typescript": "^7.0.0",
        "@types/node": "^22.5.0",
        "@types/mime": "^2.0.0"
    }));
    assert_eq!(
        kept,
        json!({ "typescript": "^7.0.0", "@types/node": "^22.5.0", "@types/mime": "^2.0.0" })
    );
    // Old typings are kept (the package compiles with them: confluentcloud's schema pins
    // `^10.0.0`); a TypeScript older than the package's build needs is raised.
    let raised = dev_dependencies(json!({ "typescript": "^4.3.5", "@types/node": "^10.0.0" }));
    assert_eq!(raised["typescript"], "^5.0.0", "{raised}");
    assert_eq!(raised["@types/node"], "^10.0.0", "{raised}");
}

/// `--package-version v2.79.0` (a release tag) stamps `2.79.0` everywhere: no file of any
/// language says `v2.79.0`.
#[test]
fn a_release_tags_v_is_no_part_of_the_version() {
    let dir = ScratchDir::new("metadata-version");
    let respect = json!({ "respectSchemaVersion": true });
    let language = json!({
        "python": respect, "nodejs": respect, "go": respect, "csharp": respect
    });
    let schema = schema(&dir, language);
    let out = dir.join("out");
    let run = Command::new(env!("CARGO_BIN_EXE_sdkgen"))
        .arg("generate")
        .arg(&schema)
        .arg("--out")
        .arg(&out)
        .args([
            "--lang",
            "python,nodejs,go,csharp,rust",
            "--package-version",
            "v2.79.0",
        ])
        .output()
        .unwrap();
    assert!(run.status.success(), "{run:?}");
    let files = support::tree_files(&out).unwrap();
    let mut stamped = 0;
    for (path, bytes) in &files {
        let text = String::from_utf8_lossy(bytes);
        assert!(!text.contains("v2.79.0"), "{path} says v2.79.0:\n{text}");
        stamped += usize::from(text.contains("2.79.0"));
    }
    let text = |path: &str| {
        let (_, bytes) = files
            .iter()
            .find(|(p, _)| p == path)
            .unwrap_or_else(|| panic!("{path} missing"));
        String::from_utf8_lossy(bytes).into_owned()
    };
    assert!(text("meta/nodejs/package.json").contains("\"version\": \"2.79.0\""));
    assert!(text("meta/dotnet/Pulumi.Meta.csproj").contains("<Version>2.79.0</Version>"));
    assert!(text("meta/rust/Cargo.toml").contains("version = \"2.79.0\""));
    assert!(text("meta/python/pulumi_meta/pulumi-plugin.json").contains("\"version\": \"2.79.0\""));
    assert!(stamped >= 6, "{stamped} files carry the version");
}

/// The Go module's `go` line is the newest one of its dependencies (the `go` line of every
/// module in its build list): no lower, or `go build` refuses it; no higher, or every consumer
/// must upgrade its toolchain for nothing.
#[test]
fn go_line_is_what_the_dependencies_need() {
    if std::env::var("SDKGEN_SKIP_GO").as_deref() == Ok("1") {
        support::say("SKIPPED: the Go module's go line (SDKGEN_SKIP_GO=1)");
        return;
    }
    let dir = ScratchDir::new("metadata-go-line");
    let files = rendered(&schema(&dir, json!({})), Target::Go).unwrap();
    let module = dir.join("module");
    for (path, contents) in &files {
        let at = module.join(path);
        std::fs::create_dir_all(at.parent().unwrap()).unwrap();
        std::fs::write(at, contents).unwrap();
    }
    let go_mod = file(&files, "go.mod");
    let declared = go_mod
        .lines()
        .find_map(|l| l.strip_prefix("go "))
        .expect("a go line")
        .trim()
        .to_owned();
    let listed = support::run(
        support::go_command()
            .args(["list", "-m", "-f", "{{.GoVersion}}", "all"])
            .current_dir(&module),
        "go list -m all (the module's build list)",
        None,
    )
    .unwrap_or_else(|m| panic!("{m}"));
    let version = |v: &str| -> Vec<u64> { v.split('.').map(|p| p.parse().unwrap_or(0)).collect() };
    let needed = support::stdout_text(&listed)
        .lines()
        .skip(1) // the module itself
        .filter(|l| !l.trim().is_empty())
        .max_by_key(|l| version(l.trim()))
        .expect("dependencies")
        .trim()
        .to_owned();
    assert_eq!(declared, needed, "go.mod:\n{go_mod}");
}

/// The first bytes of a PNG (its signature and an IHDR chunk's start): what sdkgen checks.
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x80\0\0\0\x80\x08\x06\0\0\0";

/// `sdkgen ARGS` in `dir`, bounded: (exit code, stdout, stderr).
fn run_sdkgen(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let output = support::sdkgen_bounded(dir, args);
    (
        output.status.code().expect("exit code"),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// `COMMAND meta.json` for C# into `out/`, with `--logo LOGO`.
fn logo_args<'a>(command: &'a str, logo: &'a str) -> [&'a str; 8] {
    [
        command,
        "meta.json",
        "--out",
        "out",
        "--lang",
        "csharp",
        "--logo",
        logo,
    ]
}

/// `schema` with a `logoUrl`.
fn with_logo_url(schema: &Path) {
    let mut value: Value = serde_json::from_str(&std::fs::read_to_string(schema).unwrap()).unwrap();
    value["logoUrl"] = json!("https://example.com/logo.png");
    std::fs::write(schema, value.to_string()).unwrap();
}

/// A property's value with the condition of its group.
type Conditioned = (Option<String>, String);

/// The `.csproj`'s icon: the `PackageIcon` properties and the packed files it names, with the
/// conditions of their groups.
fn icon_of(csproj: &str) -> (Vec<Conditioned>, Vec<Option<String>>) {
    let icons = property(csproj, "PackageIcon");
    let doc = roxmltree::Document::parse(csproj).unwrap();
    let packed = doc
        .descendants()
        .filter(|n| {
            n.has_tag_name("None")
                && icons.iter().any(|(_, i)| n.attribute("Include") == Some(i))
                && n.attribute("Pack") == Some("True")
                && n.attribute("PackagePath") == Some("")
        })
        .map(|n| {
            n.parent()
                .unwrap()
                .attribute("Condition")
                .map(str::to_owned)
        })
        .collect();
    (icons, packed)
}

/// That the C# package in `dotnet` has `file` holding `bytes` as its icon, named by an
/// unconditioned `PackageIcon` and packed.
fn assert_icon(dotnet: &Path, file: &str, bytes: &[u8]) {
    assert_eq!(std::fs::read(dotnet.join(file)).unwrap(), bytes);
    let csproj = std::fs::read_to_string(dotnet.join("Pulumi.Meta.csproj")).unwrap();
    assert_eq!(
        icon_of(&csproj),
        (vec![(None, file.to_owned())], vec![None]),
        "{csproj}"
    );
}

/// `--logo FILE` copies the file, byte for byte, into the C# package as its icon (the
/// `.csproj`'s `PackageIcon`, unconditioned); `check` is clean after and reports a logo that
/// changed. A JPEG is taken too, as `logo.jpg`; a link to a logo is followed.
#[test]
fn a_logo_given_becomes_the_nuget_icon() {
    let dir = ScratchDir::new("metadata-logo-option");
    schema(&dir, json!({}));
    std::fs::write(dir.join("icon.png"), PNG).unwrap();
    let (code, _, stderr) = run_sdkgen(&dir, &logo_args("generate", "icon.png"));
    assert_eq!(code, 0, "{stderr}");
    let dotnet = dir.join("out/meta/dotnet");
    assert_icon(&dotnet, "logo.png", PNG);
    let (code, _, stderr) = run_sdkgen(&dir, &logo_args("check", "icon.png"));
    assert_eq!(code, 0, "{stderr}");

    // The logo changed since: `check` names the file, and `generate` copies the new one.
    let mut newer = PNG.to_vec();
    newer.push(0);
    std::fs::write(dir.join("icon.png"), &newer).unwrap();
    let (code, stdout, stderr) = run_sdkgen(&dir, &logo_args("check", "icon.png"));
    assert_eq!(code, 1, "{stderr}");
    assert!(stdout.contains("out/meta/dotnet/logo.png"), "{stdout}");
    assert!(stdout.contains("binary files differ"), "{stdout}");
    assert!(stderr.contains("1 changed"), "{stderr}");
    assert!(
        stderr.contains("--logo icon.png"),
        "the fix names --logo: {stderr}"
    );
    let (code, _, stderr) = run_sdkgen(&dir, &logo_args("generate", "icon.png"));
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(std::fs::read(dotnet.join("logo.png")).unwrap(), newer);

    // A link to a logo is followed; a JPEG is the icon as `logo.jpg`, the PNG removed.
    let jpeg = b"\xff\xd8\xff\xe0\0\x10JFIF\0".to_vec();
    std::fs::write(dir.join("icon.jpg"), &jpeg).unwrap();
    std::os::unix::fs::symlink("icon.jpg", dir.join("link.jpg")).unwrap();
    let (code, _, stderr) = run_sdkgen(&dir, &logo_args("generate", "link.jpg"));
    assert_eq!(code, 0, "{stderr}");
    assert_icon(&dotnet, "logo.jpg", &jpeg);
    assert!(!dotnet.join("logo.png").exists());
}

/// Without `--logo`, a schema with a `logoUrl` takes the `logo.png` beside it; one without a
/// `logoUrl` does not.
#[test]
fn a_logo_beside_a_schema_with_a_logo_url_is_taken() {
    let dir = ScratchDir::new("metadata-logo-beside");
    let path = schema(&dir, json!({}));
    std::fs::write(dir.join("logo.png"), PNG).unwrap();
    let args = ["generate", "meta.json", "--out", "out", "--lang", "csharp"];
    let (code, _, stderr) = run_sdkgen(&dir, &args);
    assert_eq!(code, 0, "{stderr}");
    let dotnet = dir.join("out/meta/dotnet");
    assert!(!dotnet.join("logo.png").exists(), "no logoUrl, no logo");

    with_logo_url(&path);
    let (code, _, stderr) = run_sdkgen(&dir, &args);
    assert_eq!(code, 0, "{stderr}");
    assert_icon(&dotnet, "logo.png", PNG);
    let (code, _, stderr) = run_sdkgen(
        &dir,
        &["check", "meta.json", "--out", "out", "--lang", "csharp"],
    );
    assert_eq!(code, 0, "{stderr}");
}

/// A logo that is not a PNG or JPEG, larger than 1 MiB, a FIFO (given, behind a link, or
/// beside the schema), a device or a directory is refused, naming its path, with the exit code
/// of bad input; nothing is written.
#[test]
fn a_logo_that_is_not_an_image_file_is_refused() {
    let dir = ScratchDir::new("metadata-logo-bad");
    let path = schema(&dir, json!({}));
    let mut oversized = PNG.to_vec();
    oversized.resize((1 << 20) + 1, 0);
    std::fs::write(dir.join("big.png"), oversized).unwrap();
    std::fs::write(dir.join("text.png"), "not an image\n").unwrap();
    support::mkfifo(&dir.join("fifo.png"));
    std::os::unix::fs::symlink("fifo.png", dir.join("to-fifo.png")).unwrap();
    std::fs::create_dir(dir.join("folder.png")).unwrap();
    for (logo, why) in [
        ("text.png", "neither a PNG nor a JPEG"),
        ("big.png", "larger than 1 MiB"),
        ("fifo.png", "is a FIFO, not a regular file"),
        ("to-fifo.png", "is a FIFO, not a regular file"),
        ("/dev/zero", "is a device, not a regular file"),
        ("folder.png", "is a directory, not a regular file"),
        ("missing.png", "cannot read the logo missing.png"),
    ] {
        for command in ["generate", "check"] {
            let (code, _, stderr) = run_sdkgen(&dir, &logo_args(command, logo));
            assert_eq!(code, 2, "{logo}: {stderr}");
            assert!(
                stderr.contains(&format!("the logo {logo} "))
                    || stderr.contains(&format!("the logo {logo}:")),
                "{logo}: {stderr}"
            );
            assert!(stderr.contains(why), "{logo}: {stderr}");
            assert!(!dir.join("out").exists(), "{logo}: something was written");
        }
    }
    // Beside a schema with a `logoUrl`: the same checks.
    with_logo_url(&path);
    support::mkfifo(&dir.join("logo.png"));
    let (code, _, stderr) = run_sdkgen(&dir, &["generate", "meta.json", "--out", "out"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("the logo logo.png is a FIFO"), "{stderr}");
    assert!(!dir.join("out").exists());
}
