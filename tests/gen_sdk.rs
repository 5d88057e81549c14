//! `sdkgen gen-sdk`: `pulumi package gen-sdk`'s flags and layout, the schema from standard input
//! or a provider plugin, what the repository owns in `sdk/` (keep-list, `.gitignore`), overlays,
//! the check mode, and the one-line swap replayed on confluentcloud's ci-mgmt build.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

use crate::support::{self, ScratchDir};

/// What a run printed.
#[derive(Debug)]
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// `sdkgen ARGS` in `dir`, `stdin` on its standard input, `env` set.
fn sdkgen(dir: &Path, args: &[&str], stdin: Option<&[u8]>, env: &[(&str, &Path)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sdkgen"));
    command
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("run sdkgen");
    if let Some(bytes) = stdin {
        use std::io::Write as _;
        child.stdin.take().unwrap().write_all(bytes).unwrap();
    }
    let output = child.wait_with_output().unwrap();
    Run {
        code: output.status.code().expect("exit code"),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// A small package: one resource, configuration, and Go settings as provider repositories have
/// them (module `…/sdk/v3`, packages under `go/`).
fn small_schema(name: &str) -> Value {
    json!({
        "name": name,
        "description": "A package for gen-sdk tests.",
        "repository": format!("https://github.com/example/pulumi-{name}"),
        "config": { "variables": { "region": { "type": "string" } } },
        "language": {
            "go": { "importBasePath": format!("github.com/example/pulumi-{name}/sdk/v3/go/{name}") },
            "python": { "pyproject": { "enabled": true } }
        },
        "resources": {
            format!("{name}:index:Thing"): {
                "inputProperties": { "size": { "type": "integer" } },
                "properties": { "size": { "type": "integer" } }
            }
        }
    })
}

fn write_json(path: &Path, value: &Value) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, serde_json::to_string_pretty(value).unwrap()).unwrap();
}

/// Every file under `dir`, relative and `/`-separated, sorted.
fn files(dir: &Path) -> BTreeSet<String> {
    support::tree_files(dir)
        .unwrap()
        .into_iter()
        .map(|(path, _)| path)
        .collect()
}

#[test]
fn layout_is_pulumis() {
    let dir = ScratchDir::new("gen-sdk-layout");
    write_json(&dir.join("schema.json"), &small_schema("thing"));
    let run = sdkgen(
        &dir,
        &["gen-sdk", "schema.json", "--version", "3.1.0"],
        None,
        &[],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let written = files(&dir.join("sdk"));
    for expected in [
        "go.mod",
        "go.sum",
        "go/.gitattributes",
        "go/thing/thing.go",
        "go/thing/pulumi-plugin.json",
        "python/pyproject.toml",
        "python/pulumi_thing/__init__.py",
        "nodejs/package.json",
        "nodejs/tsconfig.json",
        "dotnet/Pulumi.Thing.csproj",
        // `all` is Pulumi's five, Java's Gradle project included.
        "java/build.gradle",
        "java/settings.gradle",
        "java/src/main/java/com/pulumi/thing/Thing.java",
        "java/src/main/java/com/pulumi/thing/Utilities.java",
    ] {
        assert!(
            written.contains(expected),
            "{expected} missing from {written:?}"
        );
    }
    // No manifest, nothing of the `generate` layout.
    assert!(
        written
            .iter()
            .all(|p| !p.contains(".sdkgen-manifest") && !p.starts_with("thing/")),
        "{written:?}"
    );
    let go_mod = std::fs::read_to_string(dir.join("sdk/go.mod")).unwrap();
    assert!(
        go_mod.contains("module github.com/example/pulumi-thing/sdk/v3\n"),
        "{go_mod}"
    );
    let package: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("sdk/nodejs/package.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(package["version"], "3.1.0");

    // One language, by Pulumi's names and aliases, with -o.
    for (language, folder) in [
        ("java", "java"),
        ("typescript", "nodejs"),
        ("csharp", "dotnet"),
        ("c#", "dotnet"),
    ] {
        let out = format!("one-{folder}");
        let run = sdkgen(
            &dir,
            &["gen-sdk", "schema.json", "--language", language, "-o", &out],
            None,
            &[],
        );
        assert_eq!(run.code, 0, "{language}: {}", run.stderr);
        let folders: BTreeSet<String> = std::fs::read_dir(dir.join(&out))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(folders, BTreeSet::from([folder.to_owned()]), "{language}");
    }
}

#[test]
fn flags_are_checked_as_pulumis_are() {
    let dir = ScratchDir::new("gen-sdk-flags");
    write_json(&dir.join("schema.json"), &small_schema("thing"));
    for (args, expected) in [
        (&["--version", "v2.79.0"][..], "--version 2.79.0"),
        (&["--version", "2.79"][..], "not a semantic version"),
        (&["--language", "pyhton"][..], "did you mean `python`?"),
        (&["--local"][..], "--local"),
    ] {
        let mut all = vec!["gen-sdk", "schema.json"];
        all.extend_from_slice(args);
        let run = sdkgen(&dir, &all, None, &[]);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(expected), "{args:?}: {}", run.stderr);
        assert!(!dir.join("sdk").exists(), "{args:?} wrote something");
    }
    let run = sdkgen(&dir, &["gen-sdk", "no-such.json"], None, &[]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    let run = sdkgen(
        &dir,
        &["gen-sdk", "schema.json", "extra", "parameters"],
        None,
        &[],
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("parameterized provider plugin"),
        "{}",
        run.stderr
    );
}

#[test]
fn schema_from_standard_input() {
    let dir = ScratchDir::new("gen-sdk-stdin");
    let text = serde_json::to_vec(&small_schema("piped")).unwrap();
    let run = sdkgen(
        &dir,
        &["gen-sdk", "-", "--language", "python"],
        Some(&text),
        &[],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(dir.join("sdk/python/pulumi_piped/__init__.py").is_file());
    // Its diagnostics name it.
    let run = sdkgen(&dir, &["gen-sdk", "-"], Some(b"{\"name\": 3}"), &[]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("<stdin>:1:"), "{}", run.stderr);
}

/// A provider plugin is started and asked for its schema, as the Pulumi CLI asks it; with
/// parameters, it is parameterized first and asked for the sub-package's schema. The plugin is
/// `tests/python/schema_provider.py`, which serves Pulumi's protocol with the `pulumi` package's
/// own gRPC stubs.
#[test]
fn schema_from_a_provider_plugin() {
    let Some(python) = crate::python_sdk::venv_python() else {
        return;
    };
    let dir = ScratchDir::new("gen-sdk-plugin");
    let plugin = dir.join("bin/pulumi-resource-thing");
    std::fs::create_dir_all(plugin.parent().unwrap()).unwrap();
    std::fs::write(
        &plugin,
        format!(
            "#!/bin/sh\nexec '{}' '{}' \"$@\"\n",
            python.display(),
            support::root()
                .join("tests/python/schema_provider.py")
                .display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&plugin, std::fs::Permissions::from_mode(0o755)).unwrap();
    let schema = dir.join("thing.json");
    write_json(&schema, &small_schema("thing"));
    let subschema = dir.join("sub.json");
    let mut sub = small_schema("terraformish");
    sub["version"] = json!("0.4.2");
    write_json(&subschema, &sub);
    let env = [
        ("SDKGEN_TEST_SCHEMA", schema.as_path()),
        ("SDKGEN_TEST_SUBSCHEMA", subschema.as_path()),
    ];
    let run = sdkgen(
        &dir,
        &["gen-sdk", "bin/pulumi-resource-thing", "--language", "go"],
        None,
        &env,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(dir.join("sdk/go/thing/thing.go").is_file());
    // What the plugin logged to the engine reached sdkgen's output.
    assert!(
        run.stderr.contains("GetSchema subpackage=@"),
        "{}",
        run.stderr
    );
    // A folder holding `pulumi-resource-<folder>` names the plugin too; with parameters.
    std::fs::rename(dir.join("bin"), dir.join("thing")).unwrap();
    let run = sdkgen(
        &dir,
        &[
            "gen-sdk",
            "thing",
            "terraformish",
            "0.4.2",
            "--language",
            "python",
            "-o",
            "sub",
        ],
        None,
        &env,
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("Parameterize args=['terraformish', '0.4.2']"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("GetSchema subpackage=terraformish@0.4.2"),
        "{}",
        run.stderr
    );
    assert!(dir
        .join("sub/python/pulumi_terraformish/__init__.py")
        .is_file());
    // A plugin that refuses: the error says so, with what it wrote on stderr.
    let run = sdkgen(
        &dir,
        &[
            "gen-sdk",
            "thing",
            "just-one-argument",
            "--language",
            "python",
            "-o",
            "bad",
        ],
        None,
        &env,
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("refused the parameters"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("expected NAME VERSION"),
        "{}",
        run.stderr
    );
    assert!(!dir.join("bad").exists());
}

/// What a repository keeps in `sdk/` is left alone by `gen-sdk` and its check: files the
/// keep-list names, files its `.gitignore` ignores, and files no generator marked as its own.
/// An earlier generator's files that are no longer generated (marked) are removed.
#[test]
fn the_repository_owns_what_it_keeps() {
    let dir = ScratchDir::new("gen-sdk-ownership");
    let repo = dir.join("repo");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::write(repo.join(".gitignore"), "**/version.txt\nbin/\n").unwrap();
    let mut schema = small_schema("thing");
    schema["version"] = json!("1.0.0");
    schema["language"]["csharp"] = json!({ "respectSchemaVersion": true });
    schema["language"]["x-sdkgen"] = json!({ "keep": ["python/README.md"] });
    write_json(&repo.join("schema.json"), &schema);
    let gen = |extra: &[&str]| {
        let mut args = vec!["gen-sdk", "schema.json", "--out", "sdk"];
        args.extend_from_slice(extra);
        sdkgen(&repo, &args, None, &[])
    };
    // The repository's own files, and an earlier generator's output (a resource since removed).
    let own = [
        ("sdk/.gitignore", "bin/\n"),
        ("sdk/python/Pulumi.yaml", "name: thing\n"),
        (
            "sdk/python/go.mod",
            "module fake_python_module\n\ngo 1.17\n",
        ),
        (
            "sdk/nodejs/bin/index.js",
            "// Code generated by sdkgen. DO NOT EDIT.\n",
        ),
    ];
    for (path, text) in own {
        std::fs::create_dir_all(repo.join(path).parent().unwrap()).unwrap();
        std::fs::write(repo.join(path), text).unwrap();
    }
    let stale = "sdk/go/thing/oldThing.go";
    std::fs::create_dir_all(repo.join("sdk/go/thing")).unwrap();
    std::fs::write(
        repo.join(stale),
        "// Code generated by the Pulumi Terraform Bridge (tfgen) Tool DO NOT EDIT.\npackage thing\n",
    )
    .unwrap();
    let run = gen(&["--keep", "*/go.mod"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(!repo.join(stale).exists(), "the stale generated file stays");
    for (path, text) in own {
        assert_eq!(
            std::fs::read_to_string(repo.join(path)).unwrap(),
            text,
            "{path}"
        );
    }
    // Kept and ignored files are not written: the build writes them.
    assert!(!repo.join("sdk/python/README.md").exists());
    assert!(!repo.join("sdk/dotnet/version.txt").exists());
    // The build's steps: a README copied in, the version written.
    std::fs::write(
        repo.join("sdk/python/README.md"),
        "# The repository's README\n",
    )
    .unwrap();
    std::fs::write(repo.join("sdk/dotnet/version.txt"), "1.0.0\n").unwrap();
    let check = gen(&["--check"]);
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    // A generated file edited: the check reports it, and gen-sdk puts it back.
    let readme = repo.join("sdk/nodejs/README.md");
    std::fs::write(&readme, "edited\n").unwrap();
    let check = gen(&["--check", "--format", "json"]);
    assert_eq!(check.code, 1, "{}{}", check.stdout, check.stderr);
    let lines: Vec<Value> = check
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 1, "{}", check.stdout);
    assert_eq!(lines[0]["status"], "changed");
    assert!(lines[0]["path"]
        .as_str()
        .unwrap()
        .ends_with("sdk/nodejs/README.md"));
    assert_eq!(gen(&[]).code, 0);
    assert_ne!(std::fs::read_to_string(&readme).unwrap(), "edited\n");
    // A generated file gone: reported missing.
    std::fs::remove_file(repo.join("sdk/go/thing/thing.go")).unwrap();
    let check = gen(&["--check"]);
    assert_eq!(check.code, 1);
    assert!(check.stdout.contains("missing: "), "{}", check.stdout);
}

/// `--overlays DIR`: `DIR/<lang>/…` joins each language's SDK and its build.
#[test]
fn overlays_join_each_build() {
    let dir = ScratchDir::new("gen-sdk-overlays");
    write_json(&dir.join("schema.json"), &small_schema("thing"));
    let overlays = [
        ("overlays/nodejs/extra.ts", "export const extra = 1;\n"),
        ("overlays/python/pulumi_thing/extra.py", "EXTRA = 1\n"),
        ("overlays/python/pulumi_thing/data.txt", "data\n"),
        (
            "overlays/go/thing/extra.go",
            "package thing\n\nconst Extra = 1\n",
        ),
        (
            "overlays/dotnet/Extra.cs",
            "namespace Pulumi.Thing { public static class Extra {} }\n",
        ),
    ];
    for (path, text) in overlays {
        std::fs::create_dir_all(dir.join(path).parent().unwrap()).unwrap();
        std::fs::write(dir.join(path), text).unwrap();
    }
    let run = sdkgen(
        &dir,
        &["gen-sdk", "schema.json", "--overlays", "overlays"],
        None,
        &[],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    for (from, to) in [
        ("nodejs/extra.ts", "nodejs/extra.ts"),
        (
            "python/pulumi_thing/extra.py",
            "python/pulumi_thing/extra.py",
        ),
        ("go/thing/extra.go", "go/thing/extra.go"),
        ("dotnet/Extra.cs", "dotnet/Extra.cs"),
    ] {
        let text = std::fs::read_to_string(dir.join("sdk").join(to))
            .unwrap_or_else(|e| panic!("{to}: {e}"));
        let original = std::fs::read_to_string(dir.join("overlays").join(from)).unwrap();
        assert!(text.ends_with(&original), "{to}:\n{text}");
    }
    let tsconfig: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.join("sdk/nodejs/tsconfig.json")).unwrap(),
    )
    .unwrap();
    assert!(
        tsconfig["files"]
            .as_array()
            .unwrap()
            .contains(&json!("extra.ts")),
        "{tsconfig}"
    );
    let pyproject = std::fs::read_to_string(dir.join("sdk/python/pyproject.toml")).unwrap();
    assert!(pyproject.contains("\"data.txt\""), "{pyproject}");
    // An overlay where a generated file goes is an error, naming it; nothing is written.
    std::fs::write(dir.join("overlays/nodejs/index.ts"), "// mine\n").unwrap();
    let run = sdkgen(
        &dir,
        &[
            "gen-sdk",
            "schema.json",
            "--overlays",
            "overlays",
            "-o",
            "clash",
        ],
        None,
        &[],
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("index.ts"), "{}", run.stderr);
    assert!(!dir.join("clash").exists());
}

/// `--logo FILE` puts the file at `sdk/dotnet/logo.png`, byte for byte, as the NuGet
/// package's icon; `--check` is clean after, and a logo that changed since is reported.
#[test]
fn a_logo_goes_into_the_dotnet_sdk() {
    let dir = ScratchDir::new("gen-sdk-logo");
    write_json(&dir.join("schema.json"), &small_schema("thing"));
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    std::fs::write(dir.join("icon.png"), &png).unwrap();
    let args = |check: bool| {
        let mut args = vec![
            "gen-sdk",
            "schema.json",
            "--language",
            "dotnet",
            "--logo",
            "icon.png",
        ];
        args.extend(check.then_some("--check"));
        args
    };
    let run = sdkgen(&dir, &args(false), None, &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(std::fs::read(dir.join("sdk/dotnet/logo.png")).unwrap(), png);
    let csproj = std::fs::read_to_string(dir.join("sdk/dotnet/Pulumi.Thing.csproj")).unwrap();
    assert!(
        csproj.contains("<PackageIcon>logo.png</PackageIcon>"),
        "{csproj}"
    );
    let run = sdkgen(&dir, &args(true), None, &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);

    std::fs::write(dir.join("icon.png"), [&png[..], b"more"].concat()).unwrap();
    let run = sdkgen(&dir, &args(true), None, &[]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stdout.contains("sdk/dotnet/logo.png"), "{}", run.stdout);
    assert!(run.stderr.contains("--logo icon.png"), "{}", run.stderr);
}

/// What the published `sdk/` of pulumi-confluentcloud v2.79.0 holds that neither generator nor
/// recipe writes: the repository keeps these files itself.
const REPOSITORY_FILES: [&str; 7] = [
    // The SDK folder's own ignore rules.
    "sdk/.gitignore",
    // Project files an older generator wrote once; the repository has kept them since.
    "sdk/dotnet/Pulumi.yaml",
    "sdk/go/Pulumi.yaml",
    "sdk/nodejs/Pulumi.yaml",
    "sdk/python/Pulumi.yaml",
    "sdk/java/Pulumi.yaml",
    // The NuGet package's icon (the schema has no `logoUrl` to take one from).
    "sdk/dotnet/logo.png",
];

/// What the recipe's other steps write into `sdk/` after generating (the stand-in `go.mod`
/// files that keep Go tools out of the other languages' folders, the repository's README).
const RECIPE_FILES: [&str; 5] = [
    "sdk/dotnet/go.mod",
    "sdk/java/go.mod",
    "sdk/nodejs/go.mod",
    "sdk/python/go.mod",
    "sdk/python/README.md",
];

/// The line a maintainer changes in the ci-mgmt Makefile, for language `L` (the recipe runs
/// it from the repository's root, then its post-steps): sdkgen in Pulumi's codegen's place.
fn swapped_line(language: &str) -> Vec<String> {
    [
        "gen-sdk",
        "schema.json",
        "--language",
        language,
        "--out",
        "sdk/",
        "--version",
        "2.79.0",
        "--keep",
        "python/README.md",
    ]
    .map(str::to_owned)
    .to_vec()
}

/// The one-line swap, replayed on confluentcloud: the ci-mgmt recipe
/// (`../shared/reference/provider-build-recipe.md`) with `sdkgen gen-sdk` in place of the
/// codegen. The layout equals the published `sdk/` of pulumi-confluentcloud at v2.79.0 path for
/// path (`../shared/reference/confluentcloud-2.79.0-sdk-paths.txt`, the five languages) once
/// the repository's own files and the recipe's are counted; each
/// language builds as the recipe builds it; and afterwards `gen-sdk --check` is clean and a
/// second generation changes nothing.
#[test]
fn confluentcloud_build_recipe_replayed() {
    let dir = ScratchDir::new("gen-sdk-recipe");
    let repo = dir.join("pulumi-confluentcloud");
    std::fs::create_dir_all(&repo).unwrap();
    let git = |args: &[&str]| {
        let output = Command::new("git")
            .args(args)
            .current_dir(&repo)
            .output()
            .unwrap();
        assert!(output.status.success(), "git {args:?}: {output:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    git(&["init", "-q"]);
    // The repository: its ignore rules (version.txt and the build outputs, as the recipe says:
    // with the lock file of the Node.js build, npm's here where the recipe's yarn writes
    // yarn.lock), README and LICENSE, the schema, and the files it keeps in sdk/.
    std::fs::write(
        repo.join(".gitignore"),
        "**/version.txt\n**/bin/\n**/obj/\n**/node_modules/\n**/dist\nyarn.lock\npackage-lock.json\nsdk/python/venv\n",
    )
    .unwrap();
    std::fs::write(repo.join("README.md"), "# Confluent Cloud provider\n").unwrap();
    std::fs::write(repo.join("LICENSE"), "Apache License 2.0\n").unwrap();
    std::fs::copy(
        support::root().join("../shared/corpus/real/confluentcloud-2.79.0.json"),
        repo.join("schema.json"),
    )
    .unwrap();
    for path in REPOSITORY_FILES {
        std::fs::create_dir_all(repo.join(path).parent().unwrap()).unwrap();
        std::fs::write(repo.join(path), format!("kept by the repository: {path}\n")).unwrap();
    }
    let stand_in = |language: &str| {
        std::fs::write(
            repo.join(format!("sdk/{language}/go.mod")),
            format!("module fake_{language}_module // Exclude this directory from Go tools\n\ngo 1.17\n"),
        )
        .unwrap();
    };
    // The recipe's generate_<lang> targets, in the Makefile's order, each with its post-steps.
    let start = std::time::Instant::now();
    for language in ["nodejs", "python", "dotnet", "go", "java"] {
        let args = swapped_line(language);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = sdkgen(&repo, &args, None, &[]);
        assert_eq!(run.code, 0, "{language}: {}", run.stderr);
        match language {
            "dotnet" => {
                stand_in("dotnet");
                std::fs::write(repo.join("sdk/dotnet/version.txt"), "2.79.0\n").unwrap();
            }
            "nodejs" | "java" => stand_in(language),
            "python" => {
                stand_in("python");
                std::fs::copy(repo.join("README.md"), repo.join("sdk/python/README.md")).unwrap();
            }
            _ => {}
        }
    }
    support::say(&format!(
        "gen_sdk: the five gen-sdk runs and their post-steps: {:.1} s",
        start.elapsed().as_secs_f64()
    ));
    let published: BTreeSet<String> = std::fs::read_to_string(
        support::root().join("../shared/reference/confluentcloud-2.79.0-sdk-paths.txt"),
    )
    .unwrap()
    .lines()
    .map(str::to_owned)
    .collect();
    let listed = || -> BTreeSet<String> {
        git(&[
            "ls-files",
            "--cached",
            "--others",
            "--exclude-standard",
            "--",
            "sdk",
        ])
        .lines()
        .map(str::to_owned)
        .collect()
    };
    let layout = listed();
    let missing: Vec<&String> = published.difference(&layout).collect();
    let extra: Vec<&String> = layout.difference(&published).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "the layout differs from the published sdk/:\nmissing: {missing:#?}\nextra: {extra:#?}"
    );
    // The repository's and the recipe's files are theirs: sdkgen wrote none of them.
    for path in REPOSITORY_FILES.iter().chain(&RECIPE_FILES) {
        let text = std::fs::read_to_string(repo.join(path)).unwrap_or_default();
        assert!(
            !text.contains("sdkgen"),
            "{path} was written by sdkgen:\n{text}"
        );
    }

    build_as_the_recipe_does(&repo);

    // After the post-steps and the builds: the check is clean, and generating again changes
    // nothing (every file keeps its modification time).
    let mut check = swapped_line("all");
    check.push("--check".to_owned());
    let check: Vec<&str> = check.iter().map(String::as_str).collect();
    let run = sdkgen(&repo, &check, None, &[]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let before = support::tree_files(&repo.join("sdk")).unwrap();
    let again = swapped_line("all");
    let again: Vec<&str> = again.iter().map(String::as_str).collect();
    let run = sdkgen(&repo, &again, None, &[]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.contains("all up to date"), "{}", run.stderr);
    assert_eq!(support::tree_files(&repo.join("sdk")).unwrap(), before);
    let after = listed();
    assert!(
        after == layout,
        "the builds left files git would see: {:?}; gone: {:?}",
        after.difference(&layout).collect::<Vec<_>>(),
        layout.difference(&after).collect::<Vec<_>>()
    );
}

/// Each language built as the recipe builds it (C# parsed and checked where `dotnet` is not
/// installed; Java compiled by javac, as Gradle would, Gradle not being installed).
fn build_as_the_recipe_does(repo: &Path) {
    let sdk = repo.join("sdk");
    // Each step says how long it took: the replay's cost in CI is the sum.
    let timed = |what: &str, command: &mut Command| {
        let start = std::time::Instant::now();
        support::check(support::run(command, what, None));
        support::say(&format!(
            "gen_sdk: {what}: {:.1} s",
            start.elapsed().as_secs_f64()
        ));
    };
    // go: every package of the module at sdk/ (the stand-in go.mod files keep the others out).
    // `-trimpath`: the scratch folder's name changes each run and would otherwise key Go's
    // build cache, so every run compiled the 1,100 files again.
    if std::env::var("SDKGEN_SKIP_GO").as_deref() == Ok("1") {
        support::say("SKIPPED: the replay's Go build (SDKGEN_SKIP_GO=1)");
    } else {
        timed(
            "go build -trimpath ./... at sdk/",
            support::go_command()
                .args(["build", "-trimpath", "./..."])
                .current_dir(&sdk),
        );
    }
    // python: the folder copied to sdk/python/bin (without go.mod), then `python -m build .`.
    if let Some(python) = crate::python_sdk::venv_python() {
        let bin = sdk.join("python/bin");
        support::copy_dir_except(&sdk.join("python"), &bin, &["bin", "go.mod"]).unwrap();
        timed(
            "python -m build . in sdk/python/bin",
            Command::new(&python)
                .args(["-m", "build", "."])
                .env("PIP_DISABLE_PIP_VERSION_CHECK", "1")
                .current_dir(&bin),
        );
    }
    // nodejs: `npm install && npm run build`, with the schema's TypeScript and typings.
    if std::env::var("SDKGEN_SKIP_NODEJS").as_deref() == Ok("1") {
        support::say("SKIPPED: the replay's Node.js build (SDKGEN_SKIP_NODEJS=1)");
    } else {
        let toolchain = support::nodejs::toolchain("gen_sdk", "SDKGEN_SKIP_NODEJS")
            .unwrap_or_else(|m| panic!("{m}"));
        let nodejs = sdk.join("nodejs");
        for args in [&["install", "--prefer-offline"][..], &["run", "build"]] {
            timed(
                &format!("npm {} in sdk/nodejs", args.join(" ")),
                support::nodejs::npm_command(&toolchain.npm_cache)
                    .args(args)
                    .current_dir(&nodejs),
            );
        }
        assert!(nodejs.join("bin/index.js").is_file());
    }
    // dotnet: `dotnet build` where .NET is installed; elsewhere (this machine kind has no .NET
    // SDK) the C# checker of tests/csharp_sdk.rs stands in, as it does for the seeds.
    match Command::new("dotnet").arg("--version").output() {
        Ok(output) if output.status.success() => timed(
            "dotnet build in sdk/dotnet",
            Command::new("dotnet")
                .arg("build")
                .current_dir(sdk.join("dotnet")),
        ),
        _ => crate::csharp_sdk::check_without_dotnet(&sdk.join("dotnet")),
    }
    compile_java_as_gradle_would(&sdk.join("java"));
}

/// java: `gradle build` compiles `src/main/java` against the `com.pulumi:pulumi` build.gradle
/// names; without Gradle, javac does that with the options of tests/java_sdk.rs (the toolchain
/// skips, saying so, only with `SDKGEN_SKIP_JAVA=1`).
fn compile_java_as_gradle_would(java: &Path) {
    let Some(toolchain) = support::java::toolchain("gen_sdk").unwrap_or_else(|m| panic!("{m}"))
    else {
        return;
    };
    let gradle = std::fs::read_to_string(java.join("build.gradle")).unwrap();
    let version = support::java::PULUMI_VERSIONS[0];
    assert!(
        gradle.contains(&format!("\"com.pulumi:pulumi:{version}\"")),
        "build.gradle does not name com.pulumi:pulumi {version}:\n{gradle}"
    );
    let start = std::time::Instant::now();
    let job = support::java::Job {
        trees: vec![java.join("src/main/java")],
        version,
        classes: None,
    };
    let outcome = support::java::compile_all(toolchain, &[job], 1)
        .unwrap_or_else(|m| panic!("{m}"))
        .remove(0);
    assert!(
        outcome.ok,
        "sdk/java does not compile against com.pulumi:pulumi {version}:\n{}",
        outcome.errors(10)
    );
    support::say(&format!(
        "gen_sdk: javac of sdk/java/src/main/java ({}): {:.1} s",
        outcome.summary(),
        start.elapsed().as_secs_f64()
    ));
}
