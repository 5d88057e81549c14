//! The Java SDKs: the API fact extractor (`support::java_api`) on small fixtures: the facts of
//! `tests/java/fixtures/api/` are the reviewed ones in `api.facts`, spellings of the same API
//! give the same facts, and every kind of change to the API changes them.

use crate::support;

use std::collections::BTreeSet;
use std::path::PathBuf;

use support::{java, java_api};

fn fixture() -> PathBuf {
    support::root().join("tests/java/fixtures/api")
}

/// The fixture's Java files as (path, text).
fn fixture_sources() -> Vec<(String, String)> {
    let root = fixture().join("src/main/java");
    let mut files = Vec::new();
    for dir in [
        "com/example",
        "com/example/inputs",
        "com/example/outputs",
        "com/example/enums",
    ] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "java") {
                let rel = path.strip_prefix(&root).unwrap().display().to_string();
                files.push((rel, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

fn facts_of(sources: &[(String, String)]) -> BTreeSet<String> {
    let borrowed: Vec<(&str, &str)> = sources
        .iter()
        .map(|(name, text)| (name.as_str(), text.as_str()))
        .collect();
    java_api::sources_facts(&borrowed).unwrap_or_else(|m| panic!("{m}"))
}

/// The fixture with `from` replaced by `to` in `file` (which must hold `from`).
fn changed(file: &str, from: &str, to: &str) -> Vec<(String, String)> {
    let mut sources = fixture_sources();
    let (_, text) = sources
        .iter_mut()
        .find(|(name, _)| name.ends_with(file))
        .unwrap_or_else(|| panic!("no fixture file {file}"));
    assert!(text.contains(from), "{file} does not hold {from:?}");
    *text = text.replacen(from, to, 1);
    sources
}

fn differences(a: &BTreeSet<String>, b: &BTreeSet<String>) -> Vec<String> {
    a.difference(b)
        .map(|f| format!("- {f}"))
        .chain(b.difference(a).map(|f| format!("+ {f}")))
        .collect()
}

/// Every kind of fact, on the fixture: the facts are the reviewed ones.
#[test]
fn fixture_facts_are_the_reviewed_ones() {
    let facts = java_api::api_facts(&fixture()).unwrap_or_else(|m| panic!("{m}"));
    let expected_file = support::root().join("tests/java/fixtures/api.facts");
    let expected: BTreeSet<String> = std::fs::read_to_string(&expected_file)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let differences = differences(&expected, &facts);
    assert!(
        differences.is_empty(),
        "the facts of {} differ from {}:\n{}",
        fixture().display(),
        expected_file.display(),
        differences.join("\n")
    );
    for kind in [
        "package:",
        "class:",
        "interface:",
        "enum:",
        "typemods:",
        "extends:",
        "implements:",
        "ctor:",
        "method:",
        "static-method:",
        "field:",
        "static-field:",
        "enum-constant:",
        "deprecated:",
        "wire:",
        "file:",
        "gradle:",
    ] {
        assert!(
            facts.iter().any(|fact| fact.starts_with(kind)),
            "the fixture shows no {kind} fact"
        );
    }
}

/// Spellings of the same API give the same facts: imports against qualified names, `java.lang`
/// names with or without import, parameter names and annotations, comments (Javadoc examples
/// included), layout, the order of an annotation's arguments, private members.
#[test]
fn spellings_of_one_api_give_the_same_facts() {
    let base = facts_of(&fixture_sources());
    let same = [
        ("Widget.java", "import java.lang.String;\n", ""),
        (
            "Widget.java",
            "public static Widget get(String name",
            "public static Widget get(java.lang.String id2",
        ),
        (
            "Widget.java",
            "return this.thing;\n    }\n",
            "return this.thing;\n    }\n    /** public void extra() {} */\n",
        ),
        (
            "Widget.java",
            "implements Labelled {",
            "implements com.example.Labelled {",
        ),
        (
            "Widget.java",
            "private int hidden()",
            "private long hidden()",
        ),
        (
            "WidgetArgs.java",
            "public Builder color(@Nullable Output<Color> color)",
            "public Builder color(Output<com.example.enums.Color> c)",
        ),
        (
            "WidgetArgs.java",
            "@Import(name=\"sizes\", required=true)",
            "@Import(required = true,\n        name = \"sizes\")",
        ),
        (
            "WidgetArgs.java",
            "public Output<List<String>> sizes()",
            "public Output<java.util.List<java.lang.String>>   sizes( )",
        ),
        (
            "Thing.java",
            "public static final class Builder",
            "static public final class Builder",
        ),
        (
            "Color.java",
            "@EnumType\npublic enum Color",
            "@com.pulumi.core.annotations.EnumType\npublic enum Color",
        ),
    ];
    for (file, from, to) in same {
        let facts = facts_of(&changed(file, from, to));
        let differences = differences(&base, &facts);
        assert!(
            differences.is_empty(),
            "{file}: {from:?} → {to:?} changed the facts:\n{}",
            differences.join("\n")
        );
    }
}

/// Every kind of change to the API changes the facts, each as expected.
#[test]
fn every_change_to_the_api_changes_the_facts() {
    let base = facts_of(&fixture_sources());
    let changes = [
        ("WidgetArgs.java", "@Import(name=\"sizes\", required=true)", "@Import(name=\"sizes\")", "- wire:com.example.inputs.WidgetArgs#sizes@com.pulumi.core.annotations.Import(name=\"sizes\",required=true)"),
        ("WidgetArgs.java", "public final class WidgetArgs", "public class WidgetArgs", "- typemods:com.example.inputs.WidgetArgs=final"),
        ("WidgetArgs.java", "public Builder sizes(String... sizes)", "public Builder sizes(String[] sizes)", "+ method:com.example.inputs.WidgetArgs.Builder#sizes(java.lang.String[])->com.example.inputs.WidgetArgs.Builder"),
        ("WidgetArgs.java", "import com.example.enums.Color;\n", "", "+ method:com.example.inputs.WidgetArgs#color()->java.util.Optional<com.pulumi.core.Output<Color>>"),
        ("WidgetArgs.java", "import java.util.List;", "import com.example.List;", "- method:com.example.inputs.WidgetArgs#sizes()->com.pulumi.core.Output<java.util.List<java.lang.String>>"),
        ("WidgetArgs.java", "public static Builder builder()", "public Builder builder()", "+ method:com.example.inputs.WidgetArgs#builder()->com.example.inputs.WidgetArgs.Builder"),
        ("Widget.java", "    @Deprecated /* use the other one */\n", "", "- deprecated:ctor:com.example.Widget(java.lang.String)"),
        ("Widget.java", "protected int count;", "int count;", "- field:com.example.Widget#count->int"),
        ("Widget.java", "refs={List.class,String.class}", "refs={List.class,Integer.class}", "+ wire:com.example.Widget#sizes@com.pulumi.core.annotations.Export(name=\"sizes\",refs={java.util.List.class,java.lang.Integer.class},tree=\"[0,1]\")"),
        ("Widget.java", "extends com.pulumi.resources.CustomResource", "extends com.pulumi.resources.ComponentResource", "+ extends:com.example.Widget=com.pulumi.resources.ComponentResource"),
        ("Widget.java", "implements Labelled ", "", "- implements:com.example.Widget=com.example.Labelled"),
        ("Widget.java", "public static final String Token", "public final String Token", "+ field:com.example.Widget#Token->java.lang.String"),
        ("Widget.java", "@ResourceType(type=\"example:index/widget:Widget\")", "@ResourceType(type=\"example:index/widget:Gadget\")", "+ wire:com.example.Widget@com.pulumi.core.annotations.ResourceType(type=\"example:index/widget:Gadget\")"),
        ("Widget.java", "public Widget(java.lang.String name, @Nullable WidgetArgs args)", "public Widget(java.lang.String name, @Nullable WidgetArgs args, int n)", "+ ctor:com.example.Widget(java.lang.String,com.example.inputs.WidgetArgs,int)"),
        ("Color.java", "Red(\"red\"),", "Redd(\"red\"),", "+ enum-constant:com.example.enums.Color.Redd"),
        ("Color.java", "    @EnumType.Converter\n", "", "- wire:com.example.enums.Color#getValue()@com.pulumi.core.annotations.EnumType.Converter"),
        ("Thing.java", "@CustomType.Setter(\"class\")", "@CustomType.Setter", "+ wire:com.example.outputs.Thing.Builder#class_(java.util.Map<java.lang.String,java.lang.Integer>)@com.pulumi.core.annotations.CustomType.Setter"),
        ("Thing.java", "public static final class Builder", "static final class Builder", "- class:com.example.outputs.Thing.Builder"),
        ("Thing.java", "    private Thing() {}\n", "", "+ ctor:com.example.outputs.Thing()"),
        ("Labelled.java", "public interface Labelled", "public interface Labelled extends java.io.Serializable", "+ extends:com.example.Labelled=java.io.Serializable"),
        ("Labelled.java", "package com.example;", "package com.example.other;", "+ package:com.example.other"),
    ];
    for (file, from, to, expected) in changes {
        let facts = facts_of(&changed(file, from, to));
        let differences = differences(&base, &facts);
        assert!(
            differences.iter().any(|d| d == expected),
            "{file}: {from:?} → {to:?} should give {expected:?}, gave:\n{}",
            differences.join("\n")
        );
    }
}

/// The Gradle scripts are compared line by line with the blocks each line lies in; comments
/// do not count.
#[test]
fn gradle_lines_are_facts_with_their_blocks() {
    let script = std::fs::read_to_string(fixture().join("build.gradle")).unwrap();
    let base = java_api::gradle_facts("build.gradle", &script);
    let same = java_api::gradle_facts(
        "build.gradle",
        &script
            .replace("// a comment line", "// another")
            .replace("    id(", "  id("),
    );
    assert_eq!(base, same);
    for (from, to, expected) in [
        ("version \"2.0.0\"", "version \"1.3.0\"", "+ gradle:build.gradle:plugins/id(\"io.github.gradle-nexus.publish-plugin\") version \"1.3.0\""),
        ("}\n\ngroup", "\ngroup", "+ gradle:build.gradle:plugins/group = \"com.example\""),
        ("pulumi:1.0.0", "pulumi:1.36.1", "- gradle:build.gradle:dependencies/implementation(\"com.pulumi:pulumi:1.0.0\")"),
    ] {
        assert!(script.contains(from));
        let facts = java_api::gradle_facts("build.gradle", &script.replacen(from, to, 1));
        let differences = differences(&base, &facts);
        assert!(
            differences.iter().any(|d| d == expected),
            "{from:?} → {to:?} should give {expected:?}, gave:\n{}",
            differences.join("\n")
        );
    }
}

/// A file that does not parse is an error, not a tree without facts.
#[test]
fn a_file_that_does_not_parse_is_an_error() {
    let sources = changed(
        "Widget.java",
        "public Output<Thing> thing() {",
        "public Output<Thing> thing( {",
    );
    let borrowed: Vec<(&str, &str)> = sources
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let error = java_api::sources_facts(&borrowed).unwrap_err();
    assert!(error.contains("Widget.java does not parse"), "{error}");
}

/// The batch compiler tells a tree that compiles from one that does not, and counts warnings
/// by category, against every com.pulumi:pulumi version the tests use.
#[test]
fn the_batch_compiler_counts_warnings_and_errors() {
    let Some(toolchain) = java::toolchain("java_sdk").unwrap_or_else(|m| panic!("{m}")) else {
        return;
    };
    let fixtures = support::root().join("tests/java/fixtures/compile");
    let mut jobs = Vec::new();
    for version in java::PULUMI_VERSIONS {
        for tree in ["ok", "warnings", "error"] {
            jobs.push(java::Job {
                trees: vec![fixtures.join(tree)],
                version,
                classes: None,
            });
        }
    }
    let outcomes = java::compile_all(toolchain, &jobs, 2).unwrap_or_else(|m| panic!("{m}"));
    for (job, outcome) in jobs.iter().zip(&outcomes) {
        let tree = job.trees[0].file_name().unwrap().to_string_lossy();
        let expected = match tree.as_ref() {
            "ok" => "ok",
            "warnings" => "ok deprecation=1 unchecked=1",
            _ => "failed",
        };
        assert_eq!(
            outcome.summary(),
            expected,
            "{tree} against com.pulumi:pulumi {}:\n{}",
            job.version,
            outcome.text
        );
        if tree == "error" {
            assert!(
                outcome.errors(5).contains("cannot find symbol"),
                "{}",
                outcome.text
            );
        }
    }
}

/// The seeds and confluentcloud as a program uses them: each package's SDK (generated by
/// sdkgen) and a program of `tests/java/mocks/<package>/` compiled together, with the
/// `version.txt` resource `Utilities` reads, and run under `com.pulumi.test.PulumiTest`'s mocks
/// against every com.pulumi:pulumi version the tests use. Each program registers resources
/// with inputs, invokes functions and reads outputs, and checks what the mocks saw (wire names,
/// defaults, environment variables); it prints `PASS <n> checks`.
#[test]
fn programs_run_under_pulumi_mocks() {
    let Some(toolchain) = java::toolchain("java_sdk").unwrap_or_else(|m| panic!("{m}")) else {
        return;
    };
    let scratch = java::java_dir().join("mocks");
    support::remove_dir(&scratch).unwrap_or_else(|m| panic!("{m}"));
    let packages = [
        (
            "streamcloud",
            support::root().join("schema/streamcloud.json"),
        ),
        (
            "gatewaycloud",
            support::root().join("schema/gatewaycloud.json"),
        ),
        (
            "confluentcloud",
            support::root().join("../shared/corpus/real/confluentcloud-2.79.0.json"),
        ),
    ];
    let mut jobs = Vec::new();
    for (name, schema) in &packages {
        let out = scratch.join(name).join("sdk");
        let generated = support::run(
            std::process::Command::new(env!("CARGO_BIN_EXE_sdkgen"))
                .arg("generate")
                .arg(schema)
                .arg("--out")
                .arg(&out)
                .args(["--lang", "java", "-q"]),
            &format!("sdkgen generate --lang java of {name}"),
            None,
        );
        generated.unwrap_or_else(|m| panic!("{m}"));
        let mocks = support::root().join("tests/java/mocks");
        for version in java::PULUMI_VERSIONS {
            jobs.push(java::Job {
                trees: vec![
                    out.join(name).join("java"),
                    mocks.join("common"),
                    mocks.join(name),
                ],
                version,
                classes: Some(scratch.join(name).join(format!("classes-{version}"))),
            });
        }
    }
    let outcomes = java::compile_all(toolchain, &jobs, 2).unwrap_or_else(|m| panic!("{m}"));
    let mut failures = Vec::new();
    for (job, outcome) in jobs.iter().zip(&outcomes) {
        let classes = job.classes.as_ref().expect("kept classes");
        let name = classes
            .parent()
            .unwrap()
            .file_name()
            .unwrap()
            .to_string_lossy();
        if !outcome.ok {
            failures.push(format!(
                "{name} against {}: does not compile:\n{}",
                job.version,
                outcome.errors(10)
            ));
            continue;
        }
        // What the Gradle build writes into the jar.
        let resource = classes.join(format!("com/pulumi/{name}/version.txt"));
        support::create_dir(resource.parent().unwrap()).unwrap_or_else(|m| panic!("{m}"));
        std::fs::write(&resource, "1.2.3").unwrap();
        let output = std::process::Command::new("java")
            .arg("-cp")
            .arg(format!(
                "{}:{}",
                classes.display(),
                toolchain.classpath(job.version)
            ))
            .arg("sdkgen.tests.Program")
            .env("PLATFORM_TOKEN", "token-from-env")
            .env("TABLEFLOW_API_KEY", "tableflow-from-env")
            .output()
            .unwrap_or_else(|e| panic!("cannot run java: {e}"));
        let stdout = String::from_utf8_lossy(&output.stdout);
        if !output.status.success() || !stdout.contains("PASS ") {
            failures.push(format!(
                "{name} against com.pulumi:pulumi {}: {}\n{stdout}{}",
                job.version,
                output.status,
                support::clip(&String::from_utf8_lossy(&output.stderr))
            ));
        } else {
            support::say(&format!(
                "java_sdk: {name} under mocks (com.pulumi:pulumi {}): {}",
                job.version,
                stdout.trim()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    support::remove_dir(&scratch).unwrap_or_else(|m| panic!("{m}"));
}

/// The docs' Java usage examples compile: every ```java block the docs of the seeds,
/// confluentcloud and the packages with positional function parameters (the corpus's multiarg,
/// `tests/java/fixtures/docs-positional.json`: enums, lists, maps, optional ones)
/// show (one program per resource and function, each `App` renamed apart), compiled by javac
/// together with the package's Java SDK against com.pulumi:pulumi 1.36.1.
#[test]
fn docs_java_examples_compile() {
    let Some(toolchain) = java::toolchain("java_sdk").unwrap_or_else(|m| panic!("{m}")) else {
        return;
    };
    let scratch = java::java_dir().join("docs-examples");
    support::remove_dir(&scratch).unwrap_or_else(|m| panic!("{m}"));
    let block = regex::Regex::new(r"(?s)### Java\n\n```java\n(.*?)\n```").unwrap();
    let mut jobs = Vec::new();
    let mut examples = 0;
    let mut without_example = Vec::new();
    for (name, schema) in [
        (
            "streamcloud",
            support::root().join("schema/streamcloud.json"),
        ),
        (
            "gatewaycloud",
            support::root().join("schema/gatewaycloud.json"),
        ),
        (
            "confluentcloud",
            support::root().join("../shared/corpus/real/confluentcloud-2.79.0.json"),
        ),
        (
            "multiarg",
            support::root().join("../shared/corpus/pulumi-codegen-testdata/multiarg-1.0.0.json"),
        ),
        (
            "positional",
            support::root().join("tests/java/fixtures/docs-positional.json"),
        ),
    ] {
        let out = scratch.join(name);
        support::run(
            std::process::Command::new(env!("CARGO_BIN_EXE_sdkgen"))
                .arg("generate")
                .arg(&schema)
                .arg("--out")
                .arg(&out)
                .args(["--lang", "java,docs", "-q"]),
            &format!("sdkgen generate --lang java,docs of {name}"),
            None,
        )
        .unwrap_or_else(|m| panic!("{m}"));
        let programs = out.join("examples");
        support::create_dir(&programs).unwrap_or_else(|m| panic!("{m}"));
        let mut pages: Vec<std::path::PathBuf> =
            support::csharp_api::files_with_extension(&out.join(name).join("docs"), "md");
        pages.sort();
        for page in pages {
            let text = std::fs::read_to_string(&page).unwrap();
            // Every resource and function page shows a Java example (positional functions too).
            let usage = ["resources", "functions"]
                .iter()
                .any(|kind| page.parent().is_some_and(|dir| dir.ends_with(kind)));
            if usage && !block.is_match(&text) {
                without_example.push(page.display().to_string());
            }
            for example in block.captures_iter(&text) {
                examples += 1;
                let class = format!("App{examples}");
                let code =
                    example[1].replace("public class App ", &format!("public class {class} "));
                std::fs::write(programs.join(format!("{class}.java")), code).unwrap();
            }
        }
        jobs.push(java::Job {
            trees: vec![out.join(name).join("java"), programs],
            version: java::PULUMI_VERSIONS[1],
            classes: None,
        });
    }
    assert!(
        examples > 100,
        "only {examples} Java examples found in the docs"
    );
    assert!(
        without_example.is_empty(),
        "pages without a Java example: {without_example:#?}"
    );
    let outcomes = java::compile_all(toolchain, &jobs, 1).unwrap_or_else(|m| panic!("{m}"));
    let failures: Vec<String> = outcomes
        .iter()
        .filter(|o| !o.ok)
        .map(|o| o.errors(10))
        .collect();
    assert!(
        failures.is_empty(),
        "Java examples of the docs do not compile:\n{}",
        failures.join("\n\n")
    );
    support::say(&format!(
        "java_sdk: {examples} Java examples of the docs compile"
    ));
    support::remove_dir(&scratch).unwrap_or_else(|m| panic!("{m}"));
}
