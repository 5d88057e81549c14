//! sdkgen against Pulumi's own generator, side by side, on every real schema in
//! `../shared/corpus/real/`: each row is one measure (generating the Python, Node.js, Go and C#
//! SDKs, together and one language at a time, and the Java SDK; regenerating them into the tree
//! a run before left, unchanged or with one resource changed; loading the generated Node.js
//! package, and constructing one resource with it; building the Go SDK; compiling the Java SDK)
//! timed for sdkgen and for Pulumi, and their ratio.
//!
//! The per-language rows run sdkgen with `--lang L` against Pulumi's process for L. The two
//! regeneration rows do not start from a fresh directory: each run regenerates the tree the
//! run before left (`regenerate ..., nothing changed`), or the tree of a variant of the schema
//! whose first resource's description differs, generated untimed just before
//! (`..., one resource changed`); each process is timed together with a `sync` after it, so
//! that the writes it causes count. Against `check`, and on the 16× scale schema, the same
//! rows are in `cargo bench --bench generation -- --regenerate`.
//!
//! Pulumi's generator is the parity harness' build of it (`tests/support/refgen.rs`: pkg/v3
//! v3.274.1 for Python, Node.js and Go, v3.225.1 for C#, pulumi-java v1.34.0 for Java), one
//! process per language, as
//! `pulumi package gen-sdk --language L` runs it; its time is the sum of the four. sdkgen runs
//! once for the four languages (`sdkgen generate SCHEMA --out DIR --lang
//! python,nodejs,go,csharp`). Every process is timed from spawn to exit (wall), with its CPU
//! time (user + system) and peak RSS from `wait4`.
//!
//! Per row: one untimed run of each side, then N pairs, sdkgen and Pulumi alternating; every
//! run first deletes its own previous output and `sync`s, then writes into a fresh directory.
//! The figures are medians; the ratio is the median of the pairs' ratios (Pulumi ÷ sdkgen,
//! so a drift of the machine's speed during a call moves both sides of a pair alike).
//!
//! ```sh
//! cargo bench --bench vs_pulumi                                # 5 pairs per schema
//! cargo bench --bench vs_pulumi -- --runs 9 --only confluentcloud
//! cargo bench --bench vs_pulumi -- --scratch /dev/shm          # outputs on tmpfs
//! cargo bench --bench vs_pulumi -- --measure nodejs            # only the Node.js rows
//! cargo bench --bench vs_pulumi -- --measure generate --only confluentcloud   # the five generate rows
//! cargo bench --bench vs_pulumi -- --measure regenerate --only confluentcloud   # regenerate rows
//! cargo bench --bench vs_pulumi -- --measure go --only confluentcloud  # the Go rows, one schema
//! cargo bench --bench vs_pulumi -- --measure java --only confluentcloud  # javac of the Java SDKs
//! ```
//!
//! The Node.js rows install both packages of a schema side by side ([`NodeApps`]) and run
//! `benches/node_load.js` in a fresh node per run; their figure is the time it measures in the
//! process after `require("@pulumi/pulumi")` (the package's `require()`, plus the construction
//! under mocks), not the process's wall time, which Pulumi's own load would drown. A third row
//! measures the construction row's floor: the same resource constructed as a bare
//! `pulumi.CustomResource` with no package loaded, against Pulumi's package.
//!
//! The Go rows lay out both Go SDKs of a schema as modules with sdkgen's go.mod and go.sum
//! ([`GoModules`]) and time `go build` of the SDK's packages (each run writes a comment file with
//! the run's number into every package, so that the packages compile afresh while their
//! dependencies come from the warm Go build cache), comparing CPU time and peak RSS (the go
//! command and its compiler processes, from `wait4`); and `go build` of a small program that
//! constructs one resource with the SDK, whose packages are then cached (compiling the
//! program's package and linking).
//!
//! The Java rows time generating the Java SDK (sdkgen `--lang java` against pulumi-java's
//! generator, `conformance/refgen-java`), and compiling each side's Java SDK with one
//! `javac --release 11 -proc:none -nowarn` over its sources (into a fresh class directory per
//! run) against `com.pulumi:pulumi` 1.0.0, the version its build.gradle names (the tests' Java
//! toolchain, `tests/support/java.rs`; `SDKGEN_SKIP_JAVA=1` leaves the compile rows out),
//! comparing CPU time and peak RSS.
//!
//! A measure is a [`Measure`]: its name, its goal and the commands of each side; its rows print
//! in the same table.
//!
//! Needs Go (to build Pulumi's generator once, as the parity test does; the Go module proxy on a
//! cold build), and for the Node.js rows the tests' Node.js toolchain (`tests/support/nodejs.rs`;
//! `SDKGEN_SKIP_NODEJS=1` leaves those rows out). Scratch files go to
//! `target/bench-tmp/vs-pulumi/` (or `DIR/sdkgen-vs-pulumi/` with `--scratch DIR`) and are
//! removed at the end.

mod common;
#[path = "../tests/support/mod.rs"]
mod support;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{machine, mb, median, remove, Sample};
use sdkgen::generate::Target;
use support::nodejs::NodeToolchain;
use support::refgen::{
    conformance_dir, go_version, reference_generators, reference_java_generator, Reference,
};

const SDKGEN: &str = env!("CARGO_BIN_EXE_sdkgen");

/// The four languages both generators write.
const LANGS: [Target; 4] = [Target::Python, Target::Nodejs, Target::Go, Target::Csharp];

/// Pulumi's generator of a language and its name for it.
fn pulumi_generator(lang: Target, tools: &Tools) -> (&Path, &'static str) {
    match lang {
        Target::Csharp => (&tools.reference.refgen_dotnet, "dotnet"),
        Target::Java => (&tools.refgen_java, "java"),
        other => (&tools.reference.refgen, other.name()),
    }
}

/// What one row measures, for both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Measure {
    /// Generating the Python, Node.js, Go and C# SDKs of a schema.
    Generate,
    /// Generating one language's SDK (one of [`LANGS`], or Java): sdkgen for that language,
    /// Pulumi's process for it.
    GenerateOne(Target),
    /// [`Measure::Generate`] into the tree that a run before left: nothing to change (sdkgen
    /// writes nothing; Pulumi's generator writes every file again).
    Regenerate,
    /// The same into the tree of a variant of the schema whose first resource's description
    /// differs: the files of one resource change.
    RegenerateOneChanged,
    /// `require()` of the compiled Node.js package, after `@pulumi/pulumi` (in-process time).
    NodeRequire,
    /// That, then one resource constructed under Pulumi's mocks until its id resolves.
    NodeConstruct,
    /// The floor of that row: sdkgen's side loads no package and constructs the same resource
    /// as a bare `pulumi.CustomResource` (what any package's constructor ends in); Pulumi's
    /// side is its package's construction, as in the row before. Its ratio is the most that
    /// any package could reach on the construction row.
    NodeFloor,
    /// `go build` of the generated Go SDK's packages, compiled afresh (each run changes a
    /// comment file in every package), their dependencies from the warm Go build cache.
    GoBuild,
    /// `go build` of a small program that constructs one resource with the SDK, the SDK's
    /// packages cached (the program's own package compiled afresh, then linked).
    GoProgram,
    /// One javac over the generated Java SDK's sources, into a fresh class directory.
    JavaCompile,
}

impl Measure {
    const ALL: [Measure; 14] = [
        Measure::Generate,
        Measure::GenerateOne(LANGS[0]),
        Measure::GenerateOne(LANGS[1]),
        Measure::GenerateOne(LANGS[2]),
        Measure::GenerateOne(LANGS[3]),
        Measure::GenerateOne(Target::Java),
        Measure::Regenerate,
        Measure::RegenerateOneChanged,
        Measure::NodeRequire,
        Measure::NodeConstruct,
        Measure::NodeFloor,
        Measure::GoBuild,
        Measure::GoProgram,
        Measure::JavaCompile,
    ];

    fn name(self) -> &'static str {
        match self {
            Measure::Generate => "generate python, nodejs, go, csharp",
            Measure::GenerateOne(lang) => match lang {
                Target::Python => "generate python",
                Target::Nodejs => "generate nodejs",
                Target::Go => "generate go",
                Target::Java => "generate java",
                _ => "generate csharp",
            },
            Measure::Regenerate => "regenerate the four, nothing changed (+ sync)",
            Measure::RegenerateOneChanged => "regenerate the four, one resource changed (+ sync)",
            Measure::NodeRequire => "nodejs: require the package",
            Measure::NodeConstruct => "nodejs: require + construct one resource",
            Measure::NodeFloor => "nodejs: that row's floor (no package: a bare CustomResource)",
            Measure::GoBuild => "go: build the SDK's packages",
            Measure::GoProgram => "go: build a program using the SDK",
            Measure::JavaCompile => "java: compile the SDK (javac)",
        }
    }

    /// The smallest ratio (Pulumi ÷ sdkgen) the project aims for.
    fn goal(self) -> f64 {
        match self {
            Measure::Generate
            | Measure::GenerateOne(_)
            | Measure::Regenerate
            | Measure::RegenerateOneChanged => 20.0,
            // Issue 26: load in at most half Pulumi's time.
            Measure::NodeRequire | Measure::NodeConstruct | Measure::NodeFloor => 2.0,
            // Issue 26: at most 0.7 of Pulumi's CPU time and of its peak RSS.
            Measure::GoBuild => 1.0 / 0.7,
            // Issue 26: no slower than with Pulumi's package.
            Measure::GoProgram => 1.0,
            // Issue 36: compiles with no more CPU time or memory than Pulumi's SDK.
            Measure::JavaCompile => 1.0,
        }
    }

    /// Whether the ratio compares CPU time and peak RSS (both must meet the goal) rather
    /// than wall time: the Go builds' cost to a user is the machine they occupy.
    fn by_cpu_and_rss(self) -> bool {
        matches!(self, Measure::GoBuild | Measure::JavaCompile)
    }

    fn go(self) -> bool {
        matches!(self, Measure::GoBuild | Measure::GoProgram)
    }

    fn javac(self) -> bool {
        self == Measure::JavaCompile
    }

    /// Whether the row's figure is the time the Node.js driver measures inside its process
    /// (which leaves out node's start and `require("@pulumi/pulumi")`, a second of noise on a
    /// busy machine) rather than the processes' wall time.
    fn node(self) -> bool {
        matches!(
            self,
            Measure::NodeRequire | Measure::NodeConstruct | Measure::NodeFloor
        )
    }

    /// Whether each run regenerates the tree the run before left (and is timed with a `sync`
    /// after it, so that the writes it causes count) rather than writing a fresh directory.
    fn regenerates(self) -> bool {
        matches!(self, Measure::Regenerate | Measure::RegenerateOneChanged)
    }

    /// The commands of one run of `side`, run one after the other and timed together; `out`
    /// is a fresh directory for the run's output.
    fn commands(self, side: Side, tools: &Tools, schema: &Path, out: &Path) -> Vec<Command> {
        match (self, side) {
            (Measure::GenerateOne(lang), Side::Sdkgen) => {
                let mut command = Command::new(SDKGEN);
                command
                    .arg("generate")
                    .arg(schema)
                    .arg("--out")
                    .arg(out)
                    .args(["--lang", lang.name()]);
                vec![command]
            }
            (Measure::GenerateOne(lang), Side::Pulumi) => {
                let (binary, name) = pulumi_generator(lang, tools);
                let mut command = Command::new(binary);
                command.args(["gen", name]).arg(schema).arg(out.join(name));
                vec![command]
            }
            (Measure::Regenerate | Measure::RegenerateOneChanged, side) => {
                Measure::Generate.commands(side, tools, schema, out)
            }
            (Measure::Generate, Side::Sdkgen) => {
                let mut command = Command::new(SDKGEN);
                command
                    .arg("generate")
                    .arg(schema)
                    .arg("--out")
                    .arg(out)
                    .args(["--lang", "python,nodejs,go,csharp"]);
                vec![command]
            }
            (Measure::Generate, Side::Pulumi) => LANGS
                .into_iter()
                .flat_map(|lang| Measure::GenerateOne(lang).commands(side, tools, schema, out))
                .collect(),
            (Measure::NodeRequire | Measure::NodeConstruct | Measure::NodeFloor, side) => {
                let apps = tools
                    .node_apps
                    .as_ref()
                    .expect("the Node.js packages are installed before their rows");
                let (stage, resource) = match (self, side) {
                    (Measure::NodeRequire, _) => ("require", &apps.resource),
                    (Measure::NodeFloor, Side::Sdkgen) => ("floor", &apps.token),
                    _ => ("construct", &apps.resource),
                };
                let mut command = apps.node.node();
                command
                    .arg(support::root().join("benches/node_load.js"))
                    .arg(stage)
                    .arg(apps.app(side))
                    .arg(&apps.package)
                    .arg(resource)
                    .arg(&apps.args);
                vec![command]
            }
            (Measure::GoBuild | Measure::GoProgram, side) => {
                let modules = tools
                    .go_modules
                    .as_ref()
                    .expect("the Go modules are laid out before their rows");
                vec![modules.build(self, side)]
            }
            (Measure::JavaCompile, side) => {
                let trees = tools
                    .java_trees
                    .as_ref()
                    .expect("the Java SDKs are generated before their rows");
                vec![trees.compile(side, out)]
            }
        }
    }
}

/// What the commands of the rows need: Pulumi's generators, and for the Node.js rows of the
/// schema at hand both packages installed side by side.
struct Tools {
    reference: Reference,
    /// Pulumi's Java generator (`refgen-java`).
    refgen_java: PathBuf,
    /// The schema at hand with its first resource's description changed (the regeneration
    /// rows' starting tree).
    variant: Option<PathBuf>,
    node_apps: Option<NodeApps>,
    go_modules: Option<GoModules>,
    java_trees: Option<JavaTrees>,
}

/// sdkgen's and Pulumi's Java SDKs of one schema, and the classpath both compile against.
struct JavaTrees {
    /// Per side, the file listing the SDK's sources (javac's `@argfile`).
    sources: [PathBuf; 2],
    classpath: String,
}

impl JavaTrees {
    /// Generates both Java SDKs of `schema` in `dir` and lists their sources.
    fn prepare(tools: &Tools, schema: &Path, dir: &Path, classpath: &str) -> JavaTrees {
        remove(dir);
        fs::create_dir_all(dir).expect("create the Java scratch directory");
        let (ours, theirs) = generate_both(&tools.refgen_java, schema, dir, "java");
        let sources = [(Side::Sdkgen, ours), (Side::Pulumi, theirs)].map(|(side, tree)| {
            let mut files = Vec::new();
            java_sources(&tree, &mut files);
            files.sort();
            let list = dir.join(format!("sources-{}.txt", side.dir()));
            let lines: Vec<String> = files
                .iter()
                .map(|f| format!("\"{}\"", f.display()))
                .collect();
            fs::write(&list, lines.join("\n")).expect("write the source list");
            list
        });
        JavaTrees {
            sources,
            classpath: classpath.to_owned(),
        }
    }

    /// javac of one side's sources into `out`.
    fn compile(&self, side: Side, out: &Path) -> Command {
        let list = &self.sources[usize::from(side == Side::Pulumi)];
        let mut command = Command::new("javac");
        command
            .args([
                "--release",
                "11",
                "-proc:none",
                "-nowarn",
                "-encoding",
                "UTF-8",
            ])
            .arg("-cp")
            .arg(&self.classpath)
            .arg("-d")
            .arg(out)
            .arg(format!("@{}", list.display()));
        command
    }
}

/// Every `.java` file under `dir`.
fn java_sources(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir)
        .expect("read a generated directory")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            java_sources(&path, files);
        } else if path.extension().is_some_and(|e| e == "java") {
            files.push(path);
        }
    }
}

/// sdkgen's and Pulumi's Go SDKs of one schema, each in a module of its own with sdkgen's
/// go.mod and go.sum (the same dependencies at the same versions; Pulumi's generator writes
/// no go.sum), and a program beside the SDK's packages that constructs one resource.
struct GoModules {
    dir: PathBuf,
    /// The SDK's package directory relative to the module root (`go/NAME`).
    sdk: String,
    /// Counts runs, so that each run's comment files differ from every earlier one's.
    run: std::cell::Cell<u64>,
}

/// The program's directory inside each module.
const GO_PROGRAM: &str = "sdkgen_bench_program";

impl GoModules {
    fn module(&self, side: Side) -> PathBuf {
        self.dir.join(format!("module-{}", side.dir()))
    }

    /// Generates both SDKs of `schema` in `dir` and lays out their modules; `None` when the
    /// schema names no Go import path (nothing to place Pulumi's packages by).
    fn prepare(reference: &Reference, schema: &Path, dir: &Path) -> Option<GoModules> {
        remove(dir);
        fs::create_dir_all(dir).expect("create the Go scratch directory");
        let text = fs::read_to_string(schema).expect("read the schema");
        let json: serde_json::Value = serde_json::from_str(&text).expect("a JSON schema");
        let name = json["name"].as_str().expect("the schema's name").to_owned();
        let import_path = json["language"]["go"]["importBasePath"]
            .as_str()?
            .to_owned();
        let (_, resource, _) = root_resource(&json)?;

        let (ours, theirs) = generate_both(&reference.refgen, schema, dir, "go");

        let our_module = ours.join(&name).join("go");
        let module_path = |root: &Path| {
            let gomod = fs::read_to_string(root.join("go.mod")).expect("go.mod");
            gomod
                .lines()
                .find_map(|l| l.strip_prefix("module "))
                .expect("a module line")
                .trim()
                .to_owned()
        };
        let ours_path = module_path(&our_module);
        let sdk = import_path
            .strip_prefix(&format!("{ours_path}/"))
            .unwrap_or_else(|| panic!("{import_path} is not inside module {ours_path}"))
            .to_owned();
        let theirs_path = module_path(&theirs);
        let theirs_rel = theirs_path
            .strip_prefix(&ours_path)
            .unwrap_or_else(|| panic!("Pulumi's module {theirs_path} is not inside {ours_path}"))
            .trim_start_matches('/');

        let modules = GoModules {
            dir: dir.to_path_buf(),
            sdk,
            run: std::cell::Cell::new(0),
        };
        support::copy_dir(&our_module, &modules.module(Side::Sdkgen))
            .unwrap_or_else(|e| panic!("{e}"));
        let pulumi = modules.module(Side::Pulumi);
        support::copy_dir(&theirs, &pulumi.join(theirs_rel)).unwrap_or_else(|e| panic!("{e}"));
        fs::remove_file(pulumi.join(theirs_rel).join("go.mod")).expect("remove Pulumi's go.mod");
        for file in ["go.mod", "go.sum"] {
            fs::copy(our_module.join(file), pulumi.join(file)).expect("copy go.mod and go.sum");
        }
        let alias = name.replace('-', "");
        let program = format!(
            "package main\n\nimport (\n\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n\t\
             {alias} \"{import_path}\"\n)\n\nfunc main() {{\n\tpulumi.Run(func(ctx \
             *pulumi.Context) error {{\n\t\t_, err := {alias}.New{resource}(ctx, \"r\", \
             &{alias}.{resource}Args{{}})\n\t\treturn err\n\t}})\n}}\n"
        );
        for side in [Side::Sdkgen, Side::Pulumi] {
            let dir = modules.module(side).join(GO_PROGRAM);
            fs::create_dir_all(&dir).expect("create the program's directory");
            fs::write(dir.join("main.go"), &program).expect("write the program");
        }
        eprintln!(
            "{name}: go rows build ./{}/... and a program calling {alias}.New{resource}",
            modules.sdk
        );
        Some(modules)
    }

    /// The command of one run: first, a comment file with this run's number in every
    /// package it compiles afresh (each run's build is a cache miss for those only).
    fn build(&self, measure: Measure, side: Side) -> Command {
        let run = self.run.get() + 1;
        self.run.set(run);
        let module = self.module(side);
        let fresh = if measure == Measure::GoBuild {
            go_package_dirs(&module.join(&self.sdk))
        } else {
            vec![module.join(GO_PROGRAM)]
        };
        for dir in fresh {
            let package = go_package_name(&dir);
            fs::write(
                dir.join("zz_bench_run.go"),
                format!("package {package}\n\n// run {run}\n"),
            )
            .expect("write the run's comment file");
        }
        let mut command = support::go_command();
        command.current_dir(&module);
        if measure == Measure::GoBuild {
            command.args(["build", &format!("./{}/...", self.sdk)]);
        } else {
            command.args(["build", "-o", "/dev/null", &format!("./{GO_PROGRAM}")]);
        }
        command
    }
}

/// `dir` and every directory below it that holds a `.go` file.
fn go_package_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        let mut has_go = false;
        for entry in fs::read_dir(&current)
            .expect("read a package directory")
            .flatten()
        {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "go") {
                has_go = true;
            }
        }
        if has_go {
            dirs.push(current);
        }
    }
    dirs.sort();
    dirs
}

/// The package clause of the first `.go` file in `dir` that has one.
fn go_package_name(dir: &Path) -> String {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .expect("read a package directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "go"))
        .collect();
    files.sort();
    files
        .iter()
        .find_map(|file| {
            fs::read_to_string(file)
                .ok()?
                .lines()
                .find_map(|l| l.strip_prefix("package ").map(|n| n.trim().to_owned()))
        })
        .unwrap_or_else(|| panic!("no package clause in {}", dir.display()))
}

/// sdkgen's and Pulumi's Node.js packages of one schema, each compiled by the tests' `tsc`
/// (`--noCheck`, as the parity test compiles them: the emitted JavaScript is the same) and
/// installed as `node_modules/@pulumi/NAME` of its own app directory, beside a link to the one
/// `@pulumi/pulumi` of the tests' toolchain.
struct NodeApps {
    node: &'static NodeToolchain,
    dir: PathBuf,
    /// `@pulumi/NAME`, the name both packages publish.
    package: String,
    /// The class constructed, exported by the package's root (the first resource of the
    /// schema's `index` module) and its arguments (JSON: each required input set to "x").
    resource: String,
    /// Its type token.
    token: String,
    args: String,
}

impl NodeApps {
    fn app(&self, side: Side) -> PathBuf {
        self.dir.join(format!("app-{}", side.dir()))
    }

    /// Generates, compiles and installs both packages of `schema` in `dir`.
    fn prepare(
        node: &'static NodeToolchain,
        reference: &Reference,
        schema: &Path,
        dir: &Path,
    ) -> NodeApps {
        remove(dir);
        fs::create_dir_all(dir).expect("create the Node.js scratch directory");
        let text = fs::read_to_string(schema).expect("read the schema");
        let json: serde_json::Value = serde_json::from_str(&text).expect("a JSON schema");
        let name = json["name"].as_str().expect("the schema's name").to_owned();
        let (token, resource, args) = root_resource(&json)
            .unwrap_or_else(|| panic!("{}: no resource in its index module", schema.display()));

        let (ours, theirs) = generate_both(&reference.refgen, schema, dir, "nodejs");

        for (side, tree) in [
            (Side::Sdkgen, ours.join(&name).join("nodejs")),
            (Side::Pulumi, theirs),
        ] {
            let modules = dir
                .join(format!("app-{}", side.dir()))
                .join("node_modules/@pulumi");
            fs::create_dir_all(&modules).expect("create node_modules");
            std::os::unix::fs::symlink(node.modules.join("@pulumi/pulumi"), modules.join("pulumi"))
                .expect("link @pulumi/pulumi");
            std::os::unix::fs::symlink(&node.modules, tree.join("node_modules"))
                .expect("link node_modules");
            let mut tsc = node.tsc();
            tsc.args(["-p", ".", "--noCheck"]).current_dir(&tree);
            // A tsconfig.json may list files a provider adds (`extraTypeScriptFiles`): tsc
            // says so and still emits the package.
            let _ = tsc.stdout(Stdio::null()).stderr(Stdio::null()).status();
            let bin = tree.join("bin");
            assert!(
                bin.join("index.js").is_file(),
                "tsc left no bin/index.js in {}",
                tree.display()
            );
            // Pulumi's providers stamp the release's version over the placeholder.
            let manifest = fs::read_to_string(tree.join("package.json")).expect("package.json");
            fs::write(
                bin.join("package.json"),
                manifest.replace("${VERSION}", "0.0.0"),
            )
            .expect("write package.json");
            fs::rename(&bin, modules.join(&name)).expect("install the package");
        }
        NodeApps {
            node,
            dir: dir.to_path_buf(),
            package: format!("@pulumi/{name}"),
            resource,
            token,
            args,
        }
    }
}

/// sdkgen's and Pulumi's SDK of `schema` in one language (`go`, `nodejs`), generated into
/// `dir/generate-sdkgen` and `dir/generate-pulumi`.
fn generate_both(
    pulumi_generator: &Path,
    schema: &Path,
    dir: &Path,
    lang: &str,
) -> (PathBuf, PathBuf) {
    let ours = dir.join("generate-sdkgen");
    let mut generate = Command::new(SDKGEN);
    generate
        .arg("generate")
        .arg(schema)
        .arg("--out")
        .arg(&ours)
        .args(["--lang", lang]);
    common::measure(generate, dir);
    let theirs = dir.join("generate-pulumi");
    let mut generate = Command::new(pulumi_generator);
    generate.args(["gen", lang]).arg(schema).arg(&theirs);
    common::measure(generate, dir);
    (ours, theirs)
}

/// The first resource (by token) of the schema's `index` module: its token, its class name,
/// and its arguments with every required input set to "x" (the mocks check no types).
fn root_resource(schema: &serde_json::Value) -> Option<(String, String, String)> {
    let resources = schema["resources"].as_object()?;
    let mut tokens: Vec<&String> = resources
        .keys()
        .filter(|t| {
            t.split(':')
                .nth(1)
                .is_some_and(|m| m == "index" || m.starts_with("index/"))
        })
        .collect();
    tokens.sort();
    let token = tokens.first()?;
    let class = token.rsplit(':').next()?.to_owned();
    let args: serde_json::Map<String, serde_json::Value> = resources[token.as_str()]
        ["requiredInputs"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|name| name.as_str())
        .map(|name| (name.to_owned(), serde_json::Value::from("x")))
        .collect();
    Some((
        token.to_string(),
        class,
        serde_json::Value::Object(args).to_string(),
    ))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Sdkgen,
    Pulumi,
}

impl Side {
    fn dir(self) -> &'static str {
        match self {
            Side::Sdkgen => "sdkgen",
            Side::Pulumi => "pulumi",
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = Options::parse(&args);
    let root = support::root();
    let corpus = root.join("../shared/corpus/real");
    let work = match &options.scratch {
        Some(dir) => dir.join("sdkgen-vs-pulumi"),
        None => root.join("target/bench-tmp/vs-pulumi"),
    };
    let _ = fs::remove_dir_all(&work);
    fs::create_dir_all(&work).unwrap_or_else(|e| panic!("cannot create {}: {e}", work.display()));

    let (reference, refgen_java) = {
        fs::create_dir_all(conformance_dir()).expect("create target/conformance");
        // The parity test builds the same binaries under this lock.
        let mut lock = support::lock(&conformance_dir().join("lock"), "vs_pulumi")
            .unwrap_or_else(|e| panic!("{e}"));
        let version = go_version().unwrap_or_else(|e| panic!("{e}"));
        let tools = reference_generators(&version, "vs_pulumi").unwrap_or_else(|e| panic!("{e}"));
        let java =
            reference_java_generator(&version, "vs_pulumi").unwrap_or_else(|e| panic!("{e}"));
        // The helper releases the lock and exits once its stdin closes.
        drop(lock.stdin.take());
        let _ = lock.wait();
        (tools, java)
    };

    let schemas = common::json_schemas(&corpus, options.only.as_deref());

    println!("{}", machine(SDKGEN));
    println!("load average before: {}", load_average());
    println!("scratch directory: {}", work.display());
    println!(
        "pairs per row: {} (medians; sdkgen and Pulumi alternate)\n",
        options.runs
    );

    let mut tools = Tools {
        reference,
        refgen_java,
        variant: None,
        node_apps: None,
        go_modules: None,
        java_trees: None,
    };
    let measures: Vec<Measure> = Measure::ALL
        .into_iter()
        .filter(|m| {
            options
                .measure
                .as_deref()
                .is_none_or(|o| m.name().starts_with(o))
        })
        .collect();
    let node = if measures.iter().any(|m| m.node()) {
        node_toolchain()
    } else {
        None
    };

    // The rows of the measures `which` selects, for one schema.
    let rows_of = |tools: &Tools, schema: &Path, which: fn(&Measure) -> bool| -> Vec<Row> {
        let label = schema.file_stem().unwrap().to_string_lossy().into_owned();
        measures
            .iter()
            .filter(|m| which(m))
            .map(|measure| bench_row(*measure, &label, schema, tools, &work, options.runs))
            .collect()
    };
    let mut rows = Vec::new();
    for schema in &schemas {
        let variant = work.join("variant.json");
        tools.variant = common::variant(schema, &variant).map(|_| variant);
        rows.extend(rows_of(&tools, schema, |m| {
            !m.node() && !m.go() && !m.javac()
        }));
        tools.variant = None;
    }
    if let Some(node) = node {
        for schema in &schemas {
            let apps = NodeApps::prepare(node, &tools.reference, schema, &work.join("nodejs"));
            eprintln!(
                "{}: nodejs rows construct `new {}(\"r\", {})`",
                schema.display(),
                apps.resource,
                apps.args
            );
            tools.node_apps = Some(apps);
            rows.extend(rows_of(&tools, schema, |m| m.node()));
            tools.node_apps = None;
            remove(&work.join("nodejs"));
        }
    }
    if measures.iter().any(|m| m.go()) {
        for schema in &schemas {
            let Some(modules) = GoModules::prepare(&tools.reference, schema, &work.join("go"))
            else {
                eprintln!(
                    "{}: no go rows (the schema names no Go import path)",
                    schema.display()
                );
                continue;
            };
            tools.go_modules = Some(modules);
            rows.extend(rows_of(&tools, schema, |m| m.go()));
            tools.go_modules = None;
            remove(&work.join("go"));
        }
    }
    if let Some(java) = measures
        .iter()
        .any(|m| m.javac())
        .then(java_toolchain)
        .flatten()
    {
        for schema in &schemas {
            let classpath = java.classpath(support::java::PULUMI_VERSIONS[0]);
            let trees = JavaTrees::prepare(&tools, schema, &work.join("java"), classpath);
            tools.java_trees = Some(trees);
            rows.extend(rows_of(&tools, schema, |m| m.javac()));
            tools.java_trees = None;
            remove(&work.join("java"));
        }
    }
    println!("\nload average after: {}\n", load_average());
    print_table(&rows);
    let _ = fs::remove_dir_all(&work);
}

/// The tests' Node.js toolchain (`tests/support/nodejs.rs`), or None when
/// `SDKGEN_SKIP_NODEJS=1` (the Node.js rows are left out, saying so).
fn node_toolchain() -> Option<&'static NodeToolchain> {
    const SKIP_VAR: &str = "SDKGEN_SKIP_NODEJS";
    if std::env::var(SKIP_VAR).as_deref() == Ok("1") {
        eprintln!("SKIPPED: the Node.js rows ({SKIP_VAR}=1)");
        return None;
    }
    let toolchain =
        support::nodejs::toolchain("vs_pulumi", SKIP_VAR).unwrap_or_else(|e| panic!("{e}"));
    // Held (with its lock) until the process exits.
    Some(Box::leak(Box::new(toolchain)))
}

/// The tests' Java toolchain (`tests/support/java.rs`), or None when `SDKGEN_SKIP_JAVA=1` (the
/// compile rows are left out, saying so).
fn java_toolchain() -> Option<&'static support::java::JavaToolchain> {
    support::java::toolchain("vs_pulumi").unwrap_or_else(|e| panic!("{e}"))
}

struct Options {
    runs: usize,
    /// Only schemas whose path contains this.
    only: Option<String>,
    /// Only measures whose name starts with this (`generate`, `nodejs`, `go`).
    measure: Option<String>,
    /// Where outputs go (a `sdkgen-vs-pulumi` directory is made in it).
    scratch: Option<PathBuf>,
}

impl Options {
    fn parse(args: &[String]) -> Options {
        let mut options = Options {
            runs: 5,
            only: None,
            measure: None,
            scratch: None,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let mut value = || args.next().cloned().unwrap_or_else(|| usage(arg));
            match arg.as_str() {
                // cargo bench passes `--bench` to every bench binary.
                "--bench" => {}
                "--runs" => options.runs = value().parse().unwrap_or_else(|_| usage(arg)),
                "--only" => options.only = Some(value()),
                "--measure" => options.measure = Some(value()),
                "--scratch" => options.scratch = Some(PathBuf::from(value())),
                other => usage(other),
            }
        }
        if options.runs == 0 {
            usage("--runs");
        }
        options
    }
}

fn usage(arg: &str) -> ! {
    common::bad_argument(
        arg,
        "cargo bench --bench vs_pulumi -- [--runs N] [--only NAME] [--measure NAME] [--scratch DIR]",
    )
}

struct Row {
    measure: Measure,
    label: String,
    sdkgen: Sample,
    pulumi: Sample,
    /// Median of the pairs' Pulumi ÷ sdkgen wall times (CPU times for
    /// [`Measure::by_cpu_and_rss`]).
    ratio: f64,
    /// The smallest and largest pair ratio.
    ratio_range: (f64, f64),
    /// Median of the pairs' Pulumi ÷ sdkgen peak RSS.
    rss_ratio: f64,
}

fn bench_row(
    measure: Measure,
    label: &str,
    schema: &Path,
    tools: &Tools,
    work: &Path,
    runs: usize,
) -> Row {
    let mut samples: [Vec<Sample>; 2] = [Vec::new(), Vec::new()];
    // Run 0 is untimed: it warms the caches and leaves trees for run 1 to delete.
    for run in 0..=runs {
        let mut walls = [0.0; 2];
        for (i, side) in [Side::Sdkgen, Side::Pulumi].into_iter().enumerate() {
            let out = work.join(side.dir());
            if measure == Measure::RegenerateOneChanged {
                let variant = tools.variant.as_deref().expect("a variant of the schema");
                for command in measure.commands(side, tools, variant, &out) {
                    common::measure(command, work);
                }
            } else if !measure.node() && !measure.go() && !measure.regenerates() {
                remove(&out);
            }
            if !measure.node() && !measure.go() {
                // Dirty pages of earlier runs must not be written back during this one.
                unsafe { libc::sync() };
            }
            let mut sample = Sample::default();
            for command in measure.commands(side, tools, schema, &out) {
                let one = if measure.regenerates() {
                    common::timed_with_sync(command, work)
                } else {
                    common::measure(command, work).0
                };
                sample.wall += one.wall;
                sample.cpu += one.cpu;
                sample.rss_bytes = sample.rss_bytes.max(one.rss_bytes);
            }
            if measure.node() {
                sample.wall = node_time(&work.join("child.stdout"));
            }
            walls[i] = sample.wall.as_secs_f64();
            if run > 0 {
                samples[i].push(sample);
            }
        }
        eprintln!(
            "{label}, {}: run {run}/{runs}{}: sdkgen {}, Pulumi {} ({:.1}×){}",
            measure.name(),
            if run == 0 { " (untimed)" } else { "" },
            secs(Duration::from_secs_f64(walls[0])),
            secs(Duration::from_secs_f64(walls[1])),
            walls[1] / walls[0],
            match (samples[0].last(), samples[1].last()) {
                (Some(ours), Some(theirs)) if run > 0 && measure.by_cpu_and_rss() => format!(
                    "; CPU {} against {}, peak RSS {} against {}",
                    secs(ours.cpu),
                    secs(theirs.cpu),
                    mb(ours.rss_bytes),
                    mb(theirs.rss_bytes)
                ),
                _ => String::new(),
            }
        );
    }
    for side in [Side::Sdkgen, Side::Pulumi] {
        remove(&work.join(side.dir()));
    }
    let pair_ratios = |of: &dyn Fn(&Sample) -> f64| {
        let mut ratios: Vec<f64> = samples[1]
            .iter()
            .zip(&samples[0])
            .map(|(pulumi, sdkgen)| of(pulumi) / of(sdkgen))
            .collect();
        ratios.sort_by(f64::total_cmp);
        ratios
    };
    let ratios = if measure.by_cpu_and_rss() {
        pair_ratios(&|s| s.cpu.as_secs_f64())
    } else {
        pair_ratios(&|s| s.wall.as_secs_f64())
    };
    let rss_ratios = pair_ratios(&|s| s.rss_bytes as f64);
    Row {
        measure,
        label: label.to_owned(),
        sdkgen: median(&samples[0]),
        pulumi: median(&samples[1]),
        ratio: ratios[ratios.len() / 2],
        ratio_range: (ratios[0], ratios[ratios.len() - 1]),
        rss_ratio: rss_ratios[rss_ratios.len() / 2],
    }
}

/// The in-process time that benches/node_load.js printed: the package's `require()`, plus the
/// construction when it constructed one.
fn node_time(stdout: &Path) -> Duration {
    let text = fs::read_to_string(stdout).expect("node_load.js output");
    let report: serde_json::Value = serde_json::from_str(text.trim())
        .unwrap_or_else(|e| panic!("node_load.js printed {text:?}: {e}"));
    let ms = report["requireMs"].as_f64().expect("requireMs")
        + report["constructMs"].as_f64().unwrap_or(0.0);
    Duration::from_secs_f64(ms / 1e3)
}

fn print_table(rows: &[Row]) {
    println!(
        "| schema | measure | sdkgen | Pulumi | Pulumi ÷ sdkgen | pairs' range | goal | sdkgen CPU | Pulumi CPU | sdkgen peak RSS | Pulumi peak RSS |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for row in rows {
        let goal = row.measure.goal();
        let (basis, met) = if row.measure.by_cpu_and_rss() {
            (
                format!(" CPU and peak RSS (RSS {:.2}×)", row.rss_ratio),
                row.ratio >= goal && row.rss_ratio >= goal,
            )
        } else {
            (String::new(), row.ratio >= goal)
        };
        println!(
            "| {} | {} | {} | {} | {:.2}× | {:.2}–{:.2}× | ≥ {goal:.2}×{basis}: {} | {} | {} | {} | {} |",
            row.label,
            row.measure.name(),
            secs(row.sdkgen.wall),
            secs(row.pulumi.wall),
            row.ratio,
            row.ratio_range.0,
            row.ratio_range.1,
            if met { "met" } else { "not met" },
            secs(row.sdkgen.cpu),
            secs(row.pulumi.cpu),
            mb(row.sdkgen.rss_bytes),
            mb(row.pulumi.rss_bytes),
        );
    }
}

fn secs(d: Duration) -> String {
    if d < Duration::from_millis(100) {
        format!("{:.2} ms", d.as_secs_f64() * 1e3)
    } else {
        format!("{:.3} s", d.as_secs_f64())
    }
}

/// `/proc/loadavg`'s 1, 5 and 15 minute figures: a busy machine makes the figures noisy.
fn load_average() -> String {
    fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}
