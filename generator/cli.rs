//! The `sdkgen` command line. Exit codes: 0 success (warnings allowed), 1 invalid schema,
//! failed rendering, or `check` found differences, 2 usage or I/O error.
//! `diff` differs: 1 means the new schema has breaking changes, so an invalid schema is 2
//! there (its diagnostics are printed as `validate` prints them).

use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand, ValueEnum};

mod gen_sdk;

use crate::console::{self, plural, ColorWhen, Console};
use crate::diagnostics::{self, Severity};
use crate::generate::{render_all, Target, Templates};
use crate::workspace;
use crate::write::{self, WriteError};

/// Schema-first SDK generator for infrastructure-as-code packages.
#[derive(Debug, Parser)]
#[command(name = "sdkgen", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The largest schema file read (bytes, or with K, M or G for KiB, MiB, GiB). [default:
    /// 256M]
    #[arg(long, global = true, value_name = "SIZE", value_parser = parse_size)]
    max_input_size: Option<u64>,
    /// Colour on stderr (and `check`'s diff on stdout): `auto` (on a terminal, unless
    /// NO_COLOR is set; CLICOLOR_FORCE colours elsewhere too), `always` or `never`.
    #[arg(
        long,
        global = true,
        value_name = "WHEN",
        value_enum,
        default_value_t = Color::Auto,
        hide_possible_values = true
    )]
    color: Color,
    /// Print no summary line, hint or progress: only diagnostics, errors and warnings.
    #[arg(long, short, global = true)]
    quiet: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Color {
    Auto,
    Always,
    Never,
}

impl Color {
    fn when(self) -> ColorWhen {
        match self {
            Color::Auto => ColorWhen::Auto,
            Color::Always => ColorWhen::Always,
            Color::Never => ColorWhen::Never,
        }
    }
}

/// The `--color` given on the command line, read before clap parses it, so that clap's own
/// messages (a usage error in a later argument, `--help`) follow it too. An unknown value, or
/// `--color` given twice, is left to clap to refuse.
fn color_in_args(args: &[OsString]) -> Option<Color> {
    let mut found = None;
    let mut words = args.iter().skip(1).map(|a| a.to_str());
    while let Some(word) = words.next() {
        let value = match word {
            Some("--") => break,
            Some("--color") => words.next().flatten(),
            Some(w) => w.strip_prefix("--color="),
            None => None,
        };
        if let Some(v) = value.and_then(|v| Color::from_str(v, false).ok()) {
            found = Some(v);
        }
    }
    found
}

/// `300000`, `512K`, `256M`, `2G` (binary units; `KiB`, `MB` and the like are read the same).
fn parse_size(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(digits);
    let number: u64 = number
        .parse()
        .map_err(|_| format!("`{text}` is not a size (such as 300000, 512K, 256M or 2G)"))?;
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        _ => return Err(format!("`{unit}` is not a size unit (K, M or G)")),
    };
    number
        .checked_mul(1 << shift)
        .ok_or_else(|| format!("`{text}` is too large"))
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check package schemas and report every problem with its file:line:column.
    Validate {
        /// Schema files (JSON or YAML). Default: every package schema in `schema/`.
        schemas: Vec<PathBuf>,
        #[command(flatten)]
        report: ReportOptions,
    },
    /// Validate the schemas and write the SDKs to `<out>/<package>/<lang>/`.
    Generate {
        /// Schema files (JSON or YAML). Default: every package schema in `schema/`.
        schemas: Vec<PathBuf>,
        #[command(flatten)]
        output: OutputOptions,
        #[command(flatten)]
        report: ReportOptions,
    },
    /// Generate SDKs as `pulumi package gen-sdk` does: its flags (`--language`, `--out`,
    /// `--version`, `--overlays`), its layout (`sdk/<lang>/`, Go's module at `sdk/`), the schema
    /// from a file, standard input or a provider plugin.
    GenSdk(gen_sdk::GenSdk),
    /// Write nothing; fail with a diff when the SDKs on disk differ from what `generate` writes.
    Check {
        /// Schema files (JSON or YAML). Default: every package schema in `schema/`.
        schemas: Vec<PathBuf>,
        #[command(flatten)]
        output: OutputOptions,
        #[command(flatten)]
        report: ReportOptions,
    },
    /// Validate the schemas, then warn about what a maintainer wants fixed before publishing
    /// (credential-like names not secret, missing descriptions, escaped names, unused types, ...).
    ///
    /// Silence a rule everywhere with `--allow RULE`, or in the schema next to what it is about,
    /// with the reason: `"x-sdkgen-lint": {"allow": {"L0605": "why it is fine here"}}` on a
    /// property, type, resource, function or a function's inputs or outputs (for the whole
    /// package, in the top-level `language` map).
    Lint {
        /// Schema files (JSON or YAML). Default: every package schema in `schema/`.
        schemas: Vec<PathBuf>,
        #[command(flatten)]
        report: ReportOptions,
        /// Silence a rule (code such as `L0605` or name such as `unused-type`), or a warning of
        /// `validate`, everywhere; repeatable, or comma-separated.
        #[arg(long, value_name = "RULE", value_delimiter = ',')]
        allow: Vec<String>,
        /// Exit with 1 when any warning remains.
        #[arg(long)]
        deny_warnings: bool,
    },
    /// Print sdkgen's metaschema (the JSON Schema of a package schema, with its extensions).
    Metaschema,
    /// Write the runtime crate of the generated Rust crates (`sdkgen-runtime`, this sdkgen's
    /// version) into DIR, for a program's `[patch.crates-io] sdkgen-runtime = { path = "DIR" }`
    /// until it is on crates.io.
    Runtime {
        /// Where the crate goes (created if needed).
        dir: PathBuf,
    },
    /// Print a completion script for a shell: `sdkgen completions bash >
    /// /etc/bash_completion.d/sdkgen`, `sdkgen completions zsh > "${fpath[1]}/_sdkgen"`,
    /// `sdkgen completions fish > ~/.config/fish/completions/sdkgen.fish`.
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print sdkgen's man page (roff), or write one page per command into a directory
    /// (`sdkgen.1`, `sdkgen-generate.1`, ...), for `man -l` or a `man1` directory.
    Man {
        /// Write every command's page into DIR instead.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Print the conformance vectors of a package schema (JSON), which every SDK's tests use.
    Vectors {
        /// The package schema.
        schema: PathBuf,
    },
    /// Compare two versions of a package schema: every change, whether it breaks SDK users,
    /// its name in each SDK, and the version bump needed. Exits 1 on breaking changes.
    ///
    /// Either side may be a file at a git revision, as git names it: `main:schema.json`,
    /// `v2.78.0:provider/cmd/pulumi-resource-x/schema.json` (read with `git show`).
    Diff {
        /// The earlier schema: a file, or `REVISION:PATH` in the current git repository.
        old: String,
        /// The later schema: a file, or `REVISION:PATH`.
        new: String,
        /// `human` (grouped, breaking first), `json` (one document) or `markdown` (for a pull
        /// request comment), on stdout.
        #[arg(long, value_enum, default_value_t = DiffFormat::Human, hide_possible_values = true)]
        format: DiffFormat,
        /// Also list description-only changes.
        #[arg(long, short)]
        verbose: bool,
    },
    /// The Pulumi language host for Rust programs (`runtime: rust`), built into sdkgen.
    #[command(subcommand)]
    LanguageHost(LanguageHostCommand),
}

#[derive(Debug, Subcommand)]
enum LanguageHostCommand {
    /// Build `pulumi-language-rust` with Go (1.26.6 or later) into a directory on PATH, where
    /// the Pulumi CLI finds it; by default beside sdkgen, where the host finds sdkgen.
    Install {
        /// Where to put the host. [default: the directory of this sdkgen]
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        /// The Go command.
        #[arg(long, value_name = "PATH", default_value = "go")]
        go: String,
    },
    /// Print, as JSON, the names of a package's Rust crate and of its members (what the host's
    /// program generator writes).
    #[command(hide = true)]
    Names {
        /// The package schema.
        schema: PathBuf,
    },
}

#[derive(Debug, clap::Args)]
struct OutputOptions {
    /// Output directory; each package goes to `<DIR>/<package>/<lang>/`. [default: generated]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Languages, comma-separated: python, nodejs (or typescript, ts), go, csharp (or dotnet),
    /// java, rust, docs. Default: all of them.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    lang: Vec<String>,
    /// Templates that replace the built-in ones of the same relative name; those under
    /// `DIR/extra/<lang>/` add files to that language's output (`<path>.j2` → `<path>`).
    #[arg(long, value_name = "DIR")]
    templates: Option<PathBuf>,
    /// The packages' version (semver), in place of the schema's `version`: every language's
    /// package metadata and `pulumi-plugin.json` carry it (a provider's release stamps it).
    #[arg(long, value_name = "SEMVER")]
    package_version: Option<String>,
    /// The package's previous schema: the docs' index gets a changelog of what changed since
    /// (what `sdkgen diff OLD NEW` reports), breaking changes marked.
    #[arg(long, value_name = "OLD")]
    previous: Option<PathBuf>,
    /// The packages' icon, a PNG or JPEG file (at most 1 MiB), copied into the C# package
    /// (`logo.png`, its `PackageIcon`). Without it, a schema with a `logoUrl` takes the
    /// `logo.png` beside it, if there is one (sdkgen downloads nothing).
    #[arg(long, value_name = "FILE")]
    logo: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
struct ReportOptions {
    /// How diagnostics and messages are printed on stderr (and `check`'s differences on
    /// stdout).
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Also print notes (e.g. names escaped because they are reserved words somewhere).
    #[arg(long, short)]
    verbose: bool,
}

impl ReportOptions {
    fn console(&self, quiet: bool) -> Console {
        Console::new(self.format == Format::Json, self.verbose, quiet)
    }
}

/// How `diff` prints its report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DiffFormat {
    Human,
    Json,
    Markdown,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// `path:line:col: error[CODE]: message`, the JSON pointer and a snippet.
    Human,
    /// One JSON object per line, for CI annotations (`check`: one per differing file on
    /// stdout too).
    Json,
}

const EXIT_INVALID: u8 = 1;
const EXIT_USAGE: u8 = 2;

/// What the binary does once a run knows it renders a schema with a huge text, one target at a
/// time (see [`write::Schedule`]): its allocator then gives freed memory back at once.
static ON_HUGE_INPUT: std::sync::OnceLock<fn()> = std::sync::OnceLock::new();

/// [`main`], with what to call when a schema turns out to hold a huge text.
pub fn main_with(on_huge_input: fn()) -> ExitCode {
    let _ = ON_HUGE_INPUT.set(on_huge_input);
    main()
}

/// Runs the command line; returns the process exit code.
pub fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    console::set_color(color_in_args(&args).unwrap_or(Color::Auto).when());
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { EXIT_USAGE } else { 0 });
        }
    };
    if let Some(bytes) = cli.max_input_size {
        crate::load::set_max_input_bytes(bytes);
    }
    console::set_color(cli.color.when());
    let quiet = cli.quiet;
    match cli.command {
        Command::Metaschema => {
            print!("{}", crate::spec::metaschema_text());
            ExitCode::SUCCESS
        }
        Command::Completions { shell } => {
            let mut command = <Cli as clap::CommandFactory>::command();
            clap_complete::generate(shell, &mut command, "sdkgen", &mut std::io::stdout());
            ExitCode::SUCCESS
        }
        Command::Man { out } => man(out.as_deref(), &Console::new(false, false, quiet)),
        Command::Vectors { schema } => {
            match valid_package(&schema, &Console::new(false, false, quiet)) {
                Ok(package) => {
                    let vectors = crate::vectors::derive(&package);
                    println!(
                        "{}",
                        serde_json::to_string_pretty(&vectors).unwrap_or_default()
                    );
                    ExitCode::SUCCESS
                }
                Err(code) => code,
            }
        }
        Command::Validate { schemas, report } => validate(schemas, &report.console(quiet)),
        Command::Runtime { dir } => match crate::backends::rust::write_runtime(&dir) {
            Ok(files) => {
                if !quiet {
                    eprintln!(
                        "sdkgen: wrote sdkgen-runtime ({files} files) to {}",
                        dir.display()
                    );
                }
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("sdkgen: {error}");
                ExitCode::from(EXIT_USAGE)
            }
        },
        Command::Lint {
            schemas,
            report,
            allow,
            deny_warnings,
        } => lint(schemas, &report.console(quiet), &allow, deny_warnings),
        Command::Generate {
            schemas,
            output,
            report,
        } => generate_or_check(Mode::Generate, schemas, &output, &report.console(quiet)),
        Command::Check {
            schemas,
            output,
            report,
        } => generate_or_check(Mode::Check, schemas, &output, &report.console(quiet)),
        Command::LanguageHost(command) => {
            language_host(command, &Console::new(false, false, quiet))
        }
        Command::GenSdk(args) => gen_sdk::run(args, quiet),
        Command::Diff {
            old,
            new,
            format,
            verbose,
        } => diff(
            &old,
            &new,
            format,
            verbose,
            &Console::new(format == DiffFormat::Json, false, quiet),
        ),
    }
}

/// `sdkgen language-host …`.
fn language_host(command: LanguageHostCommand, console: &Console) -> ExitCode {
    match command {
        LanguageHostCommand::Install { dir, go } => {
            let dir = match dir.or_else(|| {
                std::env::current_exe()
                    .ok()
                    .and_then(|exe| exe.parent().map(Path::to_path_buf))
            }) {
                Some(dir) => dir,
                None => {
                    console.error(
                        None,
                        "cannot tell where sdkgen is; name a directory with --dir",
                    );
                    return ExitCode::from(EXIT_USAGE);
                }
            };
            match crate::language_host::install(&dir, &go) {
                Ok(binary) => {
                    console.success(&format!(
                        "installed {}; the Pulumi CLI runs it for `runtime: rust` when its directory is on PATH",
                        binary.display()
                    ));
                    ExitCode::SUCCESS
                }
                Err(message) => {
                    console.error(None, &message);
                    ExitCode::from(EXIT_INVALID)
                }
            }
        }
        LanguageHostCommand::Names { schema } => match valid_package(&schema, console) {
            Ok(package) => {
                println!("{}", crate::language_host::names(&package));
                ExitCode::SUCCESS
            }
            Err(code) => code,
        },
    }
}

/// The bound packages of a run, and the longest string value of their schemas (which decides
/// how their targets are scheduled).
fn bound_packages(schemas: Vec<workspace::BoundSchema>) -> (Vec<crate::ir::Package>, usize) {
    let longest_text = schemas
        .iter()
        .map(|b| b.source.longest_string)
        .max()
        .unwrap_or(0);
    (
        schemas.into_iter().map(|b| b.package).collect(),
        longest_text,
    )
}

/// Gives each package its logo (see [`workspace::logo_for`]); a logo that cannot be used is
/// reported, naming its file, and fails the run as bad input does.
fn attach_logos(
    schemas: &mut [workspace::BoundSchema],
    given: Option<&Path>,
    console: &Console,
) -> Result<(), ExitCode> {
    for schema in schemas {
        match workspace::logo_for(schema, given) {
            Ok(logo) => schema.package.logo = logo,
            Err((path, message)) => {
                console.error(Some(&path.display().to_string()), &message);
                return Err(ExitCode::from(EXIT_USAGE));
            }
        }
    }
    Ok(())
}

/// A release tag's `v` (`v2.79.0`) is no part of a package version: npm, NuGet, Cargo and
/// `pulumi-plugin.json` would carry it as written, so the version is stamped without it.
fn without_tag_v(package: &mut crate::ir::Package) {
    if let Some(version) = &mut package.version {
        if let Some(bare) = version.strip_prefix('v') {
            *version = bare.to_owned();
        }
    }
}

/// `sdkgen man`: the top page on stdout, or every command's page written into `out`.
fn man(out: Option<&Path>, console: &Console) -> ExitCode {
    let command = <Cli as clap::CommandFactory>::command();
    let written = match out {
        None => {
            let mut page = Vec::new();
            clap_mangen::Man::new(command)
                .render(&mut page)
                .and_then(|()| std::io::stdout().write_all(&page))
        }
        Some(dir) => {
            std::fs::create_dir_all(dir).and_then(|()| clap_mangen::generate_to(command, dir))
        }
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let file = out.map(|d| d.display().to_string());
            console.error(
                file.as_deref(),
                &format!("cannot write the man page: {error}"),
            );
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// The schema files to work on: those named, with a named directory standing for the package
/// schemas in it (as `schema/` does when nothing is named).
fn schema_files(named: Vec<PathBuf>) -> Result<Vec<PathBuf>, String> {
    if !named.is_empty() {
        let mut files = Vec::new();
        for path in named {
            if !path.is_dir() {
                files.push(path);
                continue;
            }
            let found = workspace::schemas_in(&path)
                .map_err(|err| format!("cannot read directory {}: {err}", path.display()))?;
            if found.is_empty() {
                return Err(format!(
                    "{} holds no package schema (.json, .yaml or .yml)",
                    path.display()
                ));
            }
            files.extend(found);
        }
        // A file named twice (itself and through its directory) is one schema, not two
        // packages of the same name.
        let mut seen = std::collections::HashSet::new();
        files.retain(|path| seen.insert(std::fs::canonicalize(path).unwrap_or(path.clone())));
        return Ok(files);
    }
    let dir = PathBuf::from("schema");
    let found = workspace::schemas_in(&dir).map_err(|err| {
        format!(
            "no schema given, and `schema/` cannot be read ({err}); name the schema files to use"
        )
    })?;
    if found.is_empty() {
        return Err("no schema given, and `schema/` holds no package schema".into());
    }
    Ok(found)
}

/// `, N unreadable` when any schema could not be read, for a summary line.
fn unreadable_part(unreadable: usize) -> String {
    if unreadable == 0 {
        String::new()
    } else {
        format!(", {unreadable} unreadable")
    }
}

/// Reports each schema that could not be read (as an error about its file).
fn report_unreadable(console: &Console, unreadable: &[workspace::Unreadable]) {
    for problem in unreadable {
        console.error(Some(&problem.file), &format!("cannot read {problem}"));
    }
}

fn validate(schemas: Vec<PathBuf>, console: &Console) -> ExitCode {
    let files = match schema_files(schemas) {
        Ok(files) => files,
        Err(message) => {
            console.error(None, &message);
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let outcome = workspace::check_files(&files);
    console.diagnostics(&outcome.diagnostics, true);
    report_unreadable(console, &outcome.unreadable);
    let errors = count(&outcome.diagnostics, Severity::Error);
    let warnings = count(&outcome.diagnostics, Severity::Warning);
    let summary = format!(
        "{} schema{} checked: {} valid{}, {errors} error{}, {warnings} warning{}",
        files.len(),
        plural(files.len()),
        outcome.packages.len(),
        unreadable_part(outcome.unreadable.len()),
        plural(errors),
        plural(warnings)
    );
    if !outcome.unreadable.is_empty() {
        console.failure_summary(&summary);
        ExitCode::from(EXIT_USAGE)
    } else if outcome.has_errors() {
        console.failure_summary(&summary);
        ExitCode::from(EXIT_INVALID)
    } else {
        console.success(&summary);
        ExitCode::SUCCESS
    }
}

/// `sdkgen lint`: validation's diagnostics, then (for valid schemas) the lint findings.
fn lint(
    schemas: Vec<PathBuf>,
    console: &Console,
    allow: &[String],
    deny_warnings: bool,
) -> ExitCode {
    let options = match crate::lint::parse_allow(allow) {
        Ok(allow) => crate::lint::Options { allow },
        Err(message) => {
            console.error(None, &message);
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let files = match schema_files(schemas) {
        Ok(files) => files,
        Err(message) => {
            console.error(None, &message);
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let run = crate::lint::run(&files, &options);
    console.diagnostics(&run.diagnostics, true);
    report_unreadable(console, &run.validation.unreadable);
    let errors = count(&run.diagnostics, Severity::Error);
    let warnings = count(&run.diagnostics, Severity::Warning);
    let unreadable = run.validation.unreadable.len();
    let outcome = if errors > 0 {
        format!(
            "{errors} error{}, not linted (fix the schema first)",
            plural(errors)
        )
    } else {
        format!(
            "{warnings} warning{} ({} silenced in the schema{}, {} by --allow)",
            plural(warnings),
            run.silenced_in_schema,
            plural(files.len()),
            run.silenced_by_option
        )
    };
    let summary = format!(
        "{} schema{} linted{}: {outcome}",
        files.len(),
        plural(files.len()),
        if unreadable == 0 {
            String::new()
        } else {
            format!(" ({unreadable} unreadable)")
        }
    );
    if unreadable > 0 {
        console.failure_summary(&summary);
        ExitCode::from(EXIT_USAGE)
    } else if errors > 0 || (deny_warnings && warnings > 0) {
        console.failure_summary(&summary);
        ExitCode::from(EXIT_INVALID)
    } else {
        console.success(&summary);
        ExitCode::SUCCESS
    }
}

/// `diff`: both schemas must be valid (each is checked on its own, so the same package name
/// twice is no conflict); then the report goes to stdout. Diagnostics are printed only for a
/// schema that does not validate: a valid one's warnings are `validate`'s business, and notes
/// are never shown (`console` is not verbose: `verbose` is about the report).
/// Why [`one_package`] has no package (its problems already printed).
#[derive(PartialEq, Eq)]
enum NotLoaded {
    /// No schema could be opened at the path.
    Unopened,
    /// The schema (or a file it names) could not be read.
    Unreadable,
    /// It was read and is not valid.
    Invalid,
}

/// The one package of the schema at `named`, its problems printed (located).
fn one_package(named: &str, console: &Console) -> Result<crate::ir::Package, NotLoaded> {
    let outcome = match schema_at(named) {
        Ok(outcome) => outcome,
        Err(message) => {
            console.error(Some(named), &message);
            return Err(NotLoaded::Unopened);
        }
    };
    report_unreadable(console, &outcome.unreadable);
    match outcome.packages.into_iter().next() {
        Some(bound) if !outcome.diagnostics.iter().any(|d| d.is_error()) => Ok(bound.package),
        _ => {
            console.diagnostics(&outcome.diagnostics, false);
            Err(if outcome.unreadable.is_empty() {
                NotLoaded::Invalid
            } else {
                NotLoaded::Unreadable
            })
        }
    }
}

/// The package of the one schema a command derives from (`vectors`, `language-host names`).
/// When it is not valid, its errors are printed, located, as `diff` prints them (warnings are
/// `validate`'s business): the user should not need a second command to learn what is wrong.
fn valid_package(schema: &Path, console: &Console) -> Result<crate::ir::Package, ExitCode> {
    let shown = schema.display().to_string();
    one_package(&shown, console).map_err(|why| match why {
        NotLoaded::Invalid => {
            console.failure(&format!(
                "{shown} is not a valid schema; nothing was derived"
            ));
            ExitCode::from(EXIT_INVALID)
        }
        NotLoaded::Unopened | NotLoaded::Unreadable => ExitCode::from(EXIT_USAGE),
    })
}

/// The package of `--previous`'s schema; `None` when it cannot be read or is not valid.
fn previous_package(path: &Path, console: &Console) -> Option<crate::ir::Package> {
    let shown = path.display().to_string();
    match one_package(&shown, console) {
        Ok(package) => Some(package),
        Err(why) => {
            if why == NotLoaded::Invalid {
                console.error(
                    Some(&shown),
                    "--previous is not a valid schema, so no changelog can be made",
                );
            }
            None
        }
    }
}

fn diff(old: &str, new: &str, format: DiffFormat, verbose: bool, console: &Console) -> ExitCode {
    let mut packages = Vec::new();
    for path in [old, new] {
        match one_package(path, console) {
            Ok(package) => packages.push(package),
            Err(why) => {
                match why {
                    NotLoaded::Invalid => console.failure(&format!(
                        "{path} is not a valid schema; nothing was compared"
                    )),
                    NotLoaded::Unopened => console.failure("nothing was compared"),
                    NotLoaded::Unreadable => {}
                }
                return ExitCode::from(EXIT_USAGE);
            }
        }
    }
    let result = crate::diff::report::Report::new(&packages[0], &packages[1]);
    let text = match format {
        DiffFormat::Human => result.render_human(verbose),
        DiffFormat::Json => result.render_json(verbose),
        DiffFormat::Markdown => result.render_markdown(verbose),
    };
    let stdout = std::io::stdout();
    let mut stdout = stdout.lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
    if result.has_breaking() {
        ExitCode::from(EXIT_INVALID)
    } else {
        ExitCode::SUCCESS
    }
}

/// Checks the schema `diff` names: a file when one is there, else `REVISION:PATH` read from
/// git (the file at that revision). An error says why neither worked.
fn schema_at(named: &str) -> Result<workspace::Outcome, String> {
    let path = Path::new(named);
    if path.exists() || !named.contains(':') {
        return Ok(workspace::check_files(&[path.to_path_buf()]));
    }
    let shown = std::process::Command::new("git")
        .args(["show", "--no-textconv", named])
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| {
            format!("no file {named}, and git cannot run to read it as REVISION:PATH ({e})")
        })?;
    if !shown.status.success() {
        let why = String::from_utf8_lossy(&shown.stderr);
        let why = why.lines().next().unwrap_or("git show failed").trim();
        return Err(format!(
            "no file {named}, and git cannot read it as REVISION:PATH: {why}"
        ));
    }
    let text = workspace::SchemaText {
        name: named.to_owned(),
        format: crate::load::SourceFormat::of_path(path),
        bytes: shown.stdout,
    };
    Ok(workspace::check_texts(vec![text], workspace::Keep::All))
}

fn count(all: &[diagnostics::Diagnostic], severity: Severity) -> usize {
    all.iter().filter(|d| d.severity == severity).count()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Generate,
    Check,
}

/// The output directory when `--out` is not given.
const DEFAULT_OUT: &str = "generated";

/// A run of a generating target is "long" past this; only then are progress lines worth it.
const LONG_RUN: Duration = Duration::from_secs(1);

/// `generate` and `check`: the same pipeline up to the rendered files in memory, then either
/// the writer or the comparison. Nothing is written unless every schema is valid and every
/// file rendered.
fn generate_or_check(
    mode: Mode,
    schemas: Vec<PathBuf>,
    options: &OutputOptions,
    console: &Console,
) -> ExitCode {
    let nothing_done = match mode {
        Mode::Generate => "nothing was written",
        Mode::Check => "nothing was compared",
    };
    let out = options
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from(DEFAULT_OUT));
    if out.as_os_str().is_empty() {
        console.error(
            None,
            "--out needs a directory (use `.` for the current one)",
        );
        return ExitCode::from(EXIT_USAGE);
    }
    let targets = match parse_langs(&options.lang) {
        Ok(targets) => targets,
        Err(message) => {
            console.error(None, &message);
            return ExitCode::from(EXIT_USAGE);
        }
    };
    // Override templates are the user's input like the flags: a bad one is a usage error,
    // reported before the (possibly long) schema work. The built-in ones cannot fail, and
    // compile on another thread while the schemas load (below).
    let templates = match &options.templates {
        None => None,
        Some(dir) => match Templates::with_overrides(dir) {
            Ok(templates) => Some(templates),
            Err(message) => {
                console.error(None, &message);
                console.failure(nothing_done);
                return ExitCode::from(EXIT_USAGE);
            }
        },
    };
    if let Some(version) = &options.package_version {
        if !crate::bind::is_semver(version) {
            console.error(
                None,
                &format!(
                    "--package-version `{version}` is not a semantic version \
                     (MAJOR.MINOR.PATCH, e.g. 1.4.0)"
                ),
            );
            return ExitCode::from(EXIT_USAGE);
        }
    }
    let files = match schema_files(schemas.clone()) {
        Ok(files) => files,
        Err(message) => {
            console.error(None, &message);
            return ExitCode::from(EXIT_USAGE);
        }
    };

    // Notes are shown only with --verbose; otherwise they are not even located.
    let keep = if console.verbose {
        workspace::Keep::All
    } else {
        workspace::Keep::ErrorsAndWarnings
    };
    let (outcome, templates) = rayon::join(
        || workspace::check_files_locating(&files, keep),
        move || templates.unwrap_or_else(Templates::builtin),
    );
    // A successful run prints one summary line; the hint about hidden notes is `validate`'s.
    console.diagnostics(&outcome.diagnostics, false);
    report_unreadable(console, &outcome.unreadable);
    let errors = count(&outcome.diagnostics, Severity::Error);
    let unreadable = outcome.unreadable.len();
    if unreadable > 0 || errors > 0 {
        let mut found = Vec::new();
        if unreadable > 0 {
            found.push(format!("{unreadable} unreadable"));
        }
        if errors > 0 {
            found.push(format!("{errors} error{}", plural(errors)));
        }
        console.failure(&format!(
            "{} in {} schema{}; {nothing_done}",
            found.join(" and "),
            files.len(),
            plural(files.len())
        ));
        return ExitCode::from(if unreadable == 0 {
            EXIT_INVALID
        } else {
            EXIT_USAGE
        });
    }

    // The schema texts and diagnostics are done with: free them before rendering, when memory
    // peaks (a large schema's text is hundreds of megabytes).
    drop(outcome.diagnostics);
    let mut valid = outcome.packages;
    if let Err(code) = attach_logos(&mut valid, options.logo.as_deref(), console) {
        console.failure(nothing_done);
        return code;
    }
    let (mut bound, longest_text) = bound_packages(valid);
    if let Some(previous) = &options.previous {
        let Some(old) = previous_package(previous, console) else {
            console.failure(nothing_done);
            return ExitCode::from(EXIT_USAGE);
        };
        for package in &mut bound {
            let report = crate::diff::report::Report::new(&old, package);
            package.changelog = Some(report.changelog());
        }
    }
    for package in &mut bound {
        // As if each schema said `"version": <version>`: every backend reads it from here.
        if let Some(version) = &options.package_version {
            package.version = Some(version.clone());
        }
        without_tag_v(package);
    }
    let packages: Vec<&crate::ir::Package> = bound.iter().collect();
    let what = Summary {
        targets: &targets,
        packages: packages.len(),
        out: &out,
    };
    if mode == Mode::Generate {
        // An interrupted run removes what it staged (see `write::interrupt`).
        if let Err(error) = write::install_cleanup_on_signal() {
            console.error(
                Some(&out.display().to_string()),
                &format!("cannot watch for interruption ({error})"),
            );
            console.failure(nothing_done);
            return ExitCode::from(EXIT_USAGE);
        }
        // Each file is written as soon as it has rendered (see `write::write_streamed`).
        let jobs = crate::generate::jobs(&packages, &targets);
        let schedule = write::Schedule::for_longest_text(longest_text);
        if schedule == write::Schedule::OneAtATime {
            if let Some(hook) = ON_HUGE_INPUT.get() {
                hook();
            }
        }
        let code = write_generated(
            &out,
            &write::Layout::Packages,
            &jobs,
            schedule,
            &templates,
            &what,
            console,
        );
        // The process ends now: the system takes its memory back at once, whereas freeing the
        // bound packages piece by piece took 0.3 s at 168 MB of schema.
        std::mem::forget(bound);
        return code;
    }
    let outputs = match render_all(&packages, &targets, &templates) {
        Ok(outputs) => outputs,
        Err(error) => {
            console.failure(&format!("{error}; {nothing_done}"));
            return ExitCode::from(EXIT_INVALID);
        }
    };
    let fix = fix_command(&schemas, options);
    check_generated(
        &out,
        &write::Layout::Packages,
        &outputs,
        &what,
        &fix,
        console,
    )
}

fn write_generated(
    out: &Path,
    layout: &write::Layout,
    jobs: &[(&crate::ir::Package, Target)],
    schedule: write::Schedule,
    templates: &Templates,
    what: &Summary<'_>,
    console: &Console,
) -> ExitCode {
    let progress_wanted = std::io::stderr().is_terminal();
    let total = jobs.len();
    let finished = std::sync::atomic::AtomicUsize::new(0);
    let progress = |t: &write::TargetWrite| {
        let done = finished.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        if progress_wanted && console.elapsed() >= LONG_RUN {
            let counts = t.counts();
            console.progress(&format!(
                "[{done}/{total}] {}/{}: {} file{}, {}",
                t.package,
                t.target,
                counts.files,
                plural(counts.files),
                counts.describe_written()
            ));
        }
    };
    let names: Vec<(String, Target)> = jobs.iter().map(|(p, t)| (p.name.clone(), *t)).collect();
    let render = |i: usize, sink: &dyn crate::generate::Sink| {
        crate::generate::render_into(jobs[i].0, jobs[i].1, templates, sink)
    };
    match write::write_streamed_in(out, layout, &names, schedule, render, &progress) {
        Ok(report) => {
            for warning in &report.warnings {
                console.warning(warning);
            }
            let counts = report.counts();
            console.success(&format!(
                "generated {} in {} ({} file{}, {})",
                what.describe(),
                what.out_dir(),
                counts.files,
                plural(counts.files),
                counts.describe_written()
            ));
            ExitCode::SUCCESS
        }
        Err(write::StreamError::Render(error)) => {
            console.failure(&format!("{error}; nothing was written"));
            ExitCode::from(EXIT_INVALID)
        }
        Err(write::StreamError::Write(error)) => {
            console.error(Some(&out.display().to_string()), &error.to_string());
            if !matches!(error, WriteError::Unrecovered(_)) {
                console.failure("nothing was written; the previous output is unchanged");
            }
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// One difference `check` found, as `--format json` prints it on stdout.
#[derive(serde::Serialize)]
struct FileDifference<'a> {
    /// The file on disk (under `--out`).
    path: String,
    /// `changed`, `missing`, `stale` or `debris`.
    status: &'static str,
    /// For `changed`: the unified diff from the file on disk to the generated one.
    #[serde(skip_serializing_if = "Option::is_none")]
    diff: Option<&'a str>,
}

/// `check`: compares `outputs` with `out` in `layout` and prints the differences; `fix` is the
/// command that brings `out` up to date.
fn check_generated(
    out: &Path,
    layout: &write::Layout,
    outputs: &[crate::generate::Output],
    what: &Summary<'_>,
    fix: &str,
    console: &Console,
) -> ExitCode {
    let report = match write::check_outputs_in(out, layout, outputs) {
        Ok(report) => report,
        Err(error) => {
            console.error(Some(&out.display().to_string()), &error.to_string());
            console.failure("nothing was compared");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let counts = report.counts();
    if report.is_current() {
        console.success(&format!(
            "{} is up to date ({}, {} file{})",
            what.out_dir(),
            what.describe(),
            counts.files,
            plural(counts.files)
        ));
        return ExitCode::SUCCESS;
    }
    let mut differences = Vec::new();
    for target in &report.targets {
        for file in &target.changed {
            differences.push((&file.path, "changed", Some(file.diff.as_str())));
        }
        for path in &target.missing {
            differences.push((path, "missing", None));
        }
        for path in &target.stale {
            differences.push((path, "stale", None));
        }
    }
    for path in &report.debris {
        differences.push((path, "debris", None));
    }
    let in_color = !console.json && console::stdout_in_color();
    let stdout = std::io::stdout();
    let mut stdout = stdout.lock();
    for (path, status, diff) in differences {
        let _ = if console.json {
            let line = serde_json::to_string(&FileDifference {
                path: path.display().to_string(),
                status,
                diff,
            })
            .expect("a difference always serializes");
            writeln!(stdout, "{line}")
        } else {
            match (status, diff) {
                (_, Some(diff)) if in_color => stdout.write_all(console::color_diff(diff).as_bytes()),
                (_, Some(diff)) => stdout.write_all(diff.as_bytes()),
                ("missing", None) => writeln!(stdout, "missing: {}", path.display()),
                ("stale", None) => {
                    writeln!(stdout, "stale: {} (no longer generated)", path.display())
                }
                _ => writeln!(
                    stdout,
                    "debris: {} (left by an interrupted sdkgen run, or one still running; `generate` removes it once its process is gone)",
                    path.display()
                ),
            }
        };
    }
    let _ = stdout.flush();
    let mut found = Vec::new();
    for (n, word) in [
        (counts.changed, "changed"),
        (counts.added, "missing"),
        (counts.removed, "stale"),
        (report.debris.len(), "debris"),
    ] {
        if n > 0 {
            found.push(format!("{n} {word}"));
        }
    }
    console.failure(&format!(
        "{} is out of date ({}; checked in {}); run `{}` to update it",
        what.out_dir(),
        found.join(", "),
        console::format_duration(console.elapsed()),
        fix
    ));
    ExitCode::from(EXIT_INVALID)
}

/// What a run covers, for its summary line.
struct Summary<'a> {
    targets: &'a [Target],
    packages: usize,
    out: &'a Path,
}

impl Summary<'_> {
    /// `python for 2 packages`.
    fn describe(&self) -> String {
        let langs: Vec<&str> = self.targets.iter().map(|t| t.name()).collect();
        format!(
            "{} for {} package{}",
            langs.join(", "),
            self.packages,
            plural(self.packages)
        )
    }

    /// `generated/`.
    fn out_dir(&self) -> String {
        let shown = self.out.display().to_string();
        if shown.ends_with('/') {
            shown
        } else {
            format!("{shown}/")
        }
    }
}

/// The `generate` command that brings the output of this `check` up to date.
fn fix_command(schemas: &[PathBuf], options: &OutputOptions) -> String {
    let mut words = vec!["sdkgen".to_owned(), "generate".to_owned()];
    words.extend(schemas.iter().map(|s| s.display().to_string()));
    if let Some(out) = &options.out {
        words.push("--out".into());
        words.push(out.display().to_string());
    }
    if !options.lang.is_empty() {
        words.push("--lang".into());
        words.push(options.lang.join(","));
    }
    if let Some(dir) = &options.templates {
        words.push("--templates".into());
        words.push(dir.display().to_string());
    }
    if let Some(version) = &options.package_version {
        words.push("--package-version".into());
        words.push(version.clone());
    }
    if let Some(logo) = &options.logo {
        words.push("--logo".into());
        words.push(logo.display().to_string());
    }
    words
        .iter()
        .map(|w| shell_quote(w))
        .collect::<Vec<_>>()
        .join(" ")
}

fn shell_quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./,:=+@%".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The targets `--lang` names, in `Target::ALL` order; all of them when it is not given.
fn parse_langs(names: &[String]) -> Result<Vec<Target>, String> {
    if names.is_empty() {
        return Ok(Target::ALL.to_vec());
    }
    let available = Target::ALL.map(Target::name).join(", ");
    let mut targets = Vec::new();
    for name in names {
        let name = name.trim();
        match Target::parse(name) {
            Some(target) => targets.push(target),
            None if Target::PLANNED.contains(&name) => {
                return Err(format!(
                    "`{name}` is not generated yet; available: {available}"
                ))
            }
            None if name.is_empty() => {
                return Err(format!(
                    "--lang has an empty language name; available: {available}"
                ))
            }
            None => {
                // Planned names are listed only while there are any.
                let planned = Target::PLANNED.join(", ");
                let planned = if planned.is_empty() {
                    planned
                } else {
                    format!(" (planned: {planned})")
                };
                return Err(format!(
                    "unknown language `{name}` in --lang{}; available: {available}{planned}",
                    suggest_language(name)
                ));
            }
        }
    }
    targets.sort();
    targets.dedup();
    Ok(targets)
}

/// `; did you mean `python`?` for a language name close to one sdkgen knows, else nothing.
fn suggest_language(name: &str) -> String {
    let known = Target::ALL
        .iter()
        .map(|t| t.name())
        .chain(Target::ALIASES)
        .chain(Target::PLANNED);
    match crate::diagnostics::did_you_mean(name, known) {
        Some(close) => format!("; did you mean `{close}`?"),
        None => String::new(),
    }
}
