//! `sdkgen gen-sdk`: `pulumi package gen-sdk`'s interface and layout, so that a provider's
//! build swaps generators by changing one line. The schema comes from a file, standard input or
//! a provider plugin; the SDKs go to `<out>/<lang>/`, Go as provider repositories keep it
//! (`go.mod` at `<out>/`, the packages under `<out>/go/`); overlays join each language's build;
//! and what the repository or its build owns in `<out>/` is left alone (see
//! [`crate::write::own`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::{Console, ReportOptions, EXIT_INVALID, EXIT_USAGE};
use crate::generate::Target;
use crate::workspace::{self, SchemaText};

/// The languages `--language all` writes: `pulumi package gen-sdk`'s five.
const ALL: [Target; 5] = [
    Target::Csharp,
    Target::Go,
    Target::Java,
    Target::Nodejs,
    Target::Python,
];

/// Generate SDKs the way `pulumi package gen-sdk` does, with its flags and its layout.
#[derive(Debug, clap::Args)]
pub(super) struct GenSdk {
    /// The schema: a file (.json, .yaml, .yml), `-` for standard input, or a provider plugin
    /// to ask for its schema (its executable, or a folder holding `pulumi-resource-<folder>`).
    source: String,
    /// Parameters for a parameterized provider plugin (`hashicorp/random 3.6.0` for the
    /// Terraform provider), given to it before it is asked for its schema.
    parameters: Vec<String>,
    /// The SDK language: nodejs (or typescript), python, go, dotnet (or csharp, c#), java, or
    /// all (comma-separated for several).
    #[arg(long, value_name = "LANG", default_value = "all")]
    language: String,
    /// The folder the SDKs go to: `<DIR>/<lang>/` each, Go's module at `<DIR>/` (`go.mod`)
    /// with its packages under `<DIR>/go/`.
    #[arg(long, short = 'o', value_name = "DIR", default_value = "./sdk")]
    out: PathBuf,
    /// The package version (semver, as a build stamps it: `2.79.0`, not `v2.79.0`): every
    /// language's package metadata and `pulumi-plugin.json` carry it.
    #[arg(long, value_name = "SEMVER")]
    version: Option<String>,
    /// A folder of extra files: `<DIR>/<lang>/…` is written into that language's SDK and made
    /// part of its build (a TypeScript file joins `tsconfig.json`'s `files`).
    #[arg(long, value_name = "DIR")]
    overlays: Option<PathBuf>,
    /// A file or folder under the output folder that the repository or its build owns, in
    /// `.gitignore` syntax relative to it (`python/README.md`, `*/go.mod`): never written,
    /// removed or reported. Repeatable; the schema's `language.x-sdkgen.keep` adds more, and
    /// what the repository's `.gitignore` files ignore is left alone too.
    #[arg(long, value_name = "PATTERN")]
    keep: Vec<String>,
    /// Write nothing: exit 1 with a diff when the SDKs on disk differ from what would be
    /// written (files left alone are not compared).
    #[arg(long)]
    check: bool,
    /// Accepted for `pulumi package gen-sdk`'s sake and refused: sdkgen writes the SDK a
    /// provider publishes, never one for a program's local use.
    #[arg(long, hide = true)]
    local: bool,
    /// Templates that replace the built-in ones of the same relative name; those under
    /// `DIR/extra/<lang>/` add files to that language's output (`<path>.j2` → `<path>`).
    #[arg(long, value_name = "DIR")]
    templates: Option<PathBuf>,
    /// The package's icon, a PNG or JPEG file (at most 1 MiB), copied into the .NET SDK
    /// (`dotnet/logo.png`, its `PackageIcon`). Without it, a schema file with a `logoUrl` takes
    /// the `logo.png` beside it, if there is one (sdkgen downloads nothing).
    #[arg(long, value_name = "FILE")]
    logo: Option<PathBuf>,
    #[command(flatten)]
    report: ReportOptions,
}

/// Parses `--language`: Pulumi's names and aliases, comma-separated, or `all`; the targets in
/// `Target::ALL` order.
fn parse_languages(text: &str) -> Result<Vec<Target>, String> {
    let mut targets = Vec::new();
    for name in text.split(',').map(str::trim) {
        match name.to_ascii_lowercase().as_str() {
            "all" => targets.extend(ALL),
            "golang" => targets.push(Target::Go),
            // sdkgen's own names and aliases, for the languages `pulumi package gen-sdk` writes.
            _ => match Target::parse(name).filter(|t| ALL.contains(t)) {
                Some(target) => targets.push(target),
                None => return Err(unknown_language(name)),
            },
        }
    }
    targets.sort();
    targets.dedup();
    Ok(targets)
}

/// The error for a `--language` name that is none of Pulumi's, with the closest one.
fn unknown_language(name: &str) -> String {
    let known = [
        "nodejs",
        "typescript",
        "python",
        "go",
        "dotnet",
        "csharp",
        "java",
        "all",
    ];
    let hint = match crate::diagnostics::did_you_mean(name, known) {
        Some(close) => format!("; did you mean `{close}`?"),
        None => String::new(),
    };
    format!(
        "unknown language `{name}` in --language{hint}; available: nodejs (typescript), python, \
         go, dotnet (csharp), java, all"
    )
}

/// `--version`: a semantic version as `pulumi package gen-sdk` reads it (strictly; a release
/// tag's `v` is refused with a hint).
fn parse_version(text: &str) -> Result<String, String> {
    match semver::Version::parse(text) {
        Ok(version) => Ok(version.to_string()),
        Err(_)
            if text
                .strip_prefix('v')
                .is_some_and(|v| semver::Version::parse(v).is_ok()) =>
        {
            Err(format!(
                "--version `{text}` is a release tag; a package version has no `v`: \
                 --version {}",
                &text[1..]
            ))
        }
        Err(error) => Err(format!(
            "--version `{text}` is not a semantic version ({error}); e.g. 2.79.0"
        )),
    }
}

/// Where the schema comes from.
#[derive(Debug, PartialEq, Eq)]
enum Source {
    File(PathBuf),
    Stdin,
    Plugin(PathBuf),
}

/// What the schema source names: `-`, a schema file by its extension, else a plugin (an
/// executable, or a folder holding `pulumi-resource-<folder name>`).
fn resolve_source(source: &str) -> Result<Source, String> {
    if source == "-" {
        return Ok(Source::Stdin);
    }
    let path = PathBuf::from(source);
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default();
    if matches!(
        extension.to_ascii_lowercase().as_str(),
        "json" | "yaml" | "yml"
    ) {
        return Ok(Source::File(path));
    }
    let plugin = if path.is_dir() {
        let name = path
            .canonicalize()
            .ok()
            .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_default();
        let name = name
            .strip_prefix("pulumi-resource-")
            .unwrap_or(&name)
            .to_owned();
        path.join(format!("pulumi-resource-{name}"))
    } else {
        path
    };
    if is_executable(&plugin) {
        Ok(Source::Plugin(plugin))
    } else if plugin.exists() {
        Err(format!(
            "{} is neither a schema file (.json, .yaml, .yml) nor an executable plugin",
            plugin.display()
        ))
    } else {
        Err(format!(
            "no schema file or provider plugin at {} (a schema file ends in .json, .yaml or .yml; \
             `-` reads standard input)",
            plugin.display()
        ))
    }
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

/// Reads, validates and binds the schema from its source. `Err` carries the exit code, the
/// problem already printed.
fn load(
    source: &Source,
    parameters: &[String],
    console: &Console,
    keep: workspace::Keep,
) -> Result<workspace::Outcome, ExitCode> {
    let usage = |message: String| {
        console.error(None, &message);
        ExitCode::from(EXIT_USAGE)
    };
    if !parameters.is_empty() && !matches!(source, Source::Plugin(_)) {
        return Err(usage(format!(
            "parameters ({}) are for a parameterized provider plugin, not a schema file",
            parameters.join(" ")
        )));
    }
    let max = usize::try_from(crate::load::max_input_bytes()).unwrap_or(usize::MAX);
    match source {
        Source::File(path) => Ok(workspace::check_files_locating(
            std::slice::from_ref(path),
            keep,
        )),
        Source::Stdin => {
            let mut bytes = Vec::new();
            let limit = (max as u64).saturating_add(1);
            use std::io::Read as _;
            std::io::stdin()
                .lock()
                .take(limit)
                .read_to_end(&mut bytes)
                .map_err(|e| usage(format!("cannot read the schema from standard input: {e}")))?;
            let text = SchemaText::sniffed("<stdin>".to_owned(), bytes);
            Ok(workspace::check_texts(vec![text], keep))
        }
        Source::Plugin(plugin) => {
            let answer =
                crate::plugin::schema_from_plugin(plugin, parameters, max).map_err(usage)?;
            for line in &answer.log {
                console.warning(&format!("{}: {line}", plugin.display()));
            }
            let name = plugin.display().to_string();
            let text = SchemaText {
                name,
                bytes: answer.schema,
                format: crate::load::SourceFormat::Json,
            };
            Ok(workspace::check_texts(vec![text], keep))
        }
    }
}

/// One target's overlay files, as (path in the SDK, contents), sorted.
type Overlays = (Target, Vec<(String, String)>);

/// The files of `<overlays>/<lang>/` for each target. Go's go under `go/` (its module root is
/// the output folder).
fn read_overlays(dir: &Path, targets: &[Target]) -> Result<Vec<Overlays>, String> {
    let mut all = Vec::new();
    for &target in targets {
        let root = dir.join(target.dir_name());
        let mut files = Vec::new();
        if root.is_dir() {
            let listed = files_under(&root)
                .map_err(|e| format!("cannot read the overlays in {}: {e}", root.display()))?;
            for (relative, bytes) in listed {
                crate::write::paths::check_relative_path(&relative).map_err(|why| {
                    format!(
                        "the overlay {} cannot be written: {why}",
                        root.join(&relative).display()
                    )
                })?;
                let text = String::from_utf8(bytes).map_err(|_| {
                    format!(
                        "the overlay {} is not UTF-8 text (binary overlays are not supported)",
                        root.join(&relative).display()
                    )
                })?;
                let path = match target {
                    Target::Go => format!("go/{relative}"),
                    _ => relative,
                };
                files.push((path, text));
            }
        }
        files.sort();
        all.push((target, files));
    }
    Ok(all)
}

/// Every regular file under `root` (links are not followed), as (`/`-separated path relative
/// to it, bytes), sorted; bounded by the input size limit.
fn files_under(root: &Path) -> std::io::Result<Vec<(String, Vec<u8>)>> {
    let mut files = Vec::new();
    let mut total: u64 = 0;
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let entry = entry?;
            let kind = entry.file_type()?;
            if kind.is_dir() {
                pending.push(entry.path());
            } else if kind.is_file() {
                let bytes = std::fs::read(entry.path())?;
                total += bytes.len() as u64;
                if total > crate::load::max_input_bytes() {
                    return Err(crate::load::too_large("the overlays hold more".to_owned()));
                }
                let relative = entry
                    .path()
                    .strip_prefix(root)
                    .map_err(std::io::Error::other)?
                    .to_path_buf();
                let parts: Vec<String> = relative
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                files.push((parts.join("/"), bytes));
            }
        }
    }
    files.sort();
    Ok(files)
}

/// Runs `sdkgen gen-sdk`.
pub(super) fn run(args: GenSdk, quiet: bool) -> ExitCode {
    let console = args.report.console(quiet);
    match prepare(&args, &console) {
        Ok(run) => run.execute(&args, &console),
        Err(code) => code,
    }
}

/// A gen-sdk run whose inputs are read and checked.
struct Prepared {
    languages: Vec<Target>,
    packages: Vec<crate::ir::Package>,
    keep: Vec<String>,
    templates: crate::generate::Templates,
    /// The schema's longest string value, which decides how targets are scheduled.
    longest_text: usize,
}

fn prepare(args: &GenSdk, console: &Console) -> Result<Prepared, ExitCode> {
    let usage = |message: &str| {
        console.error(None, message);
        ExitCode::from(EXIT_USAGE)
    };
    if args.local {
        return Err(usage(
            "--local (an SDK for a program's local use) is not supported: gen-sdk writes the SDK a provider publishes",
        ));
    }
    let languages = parse_languages(&args.language).map_err(|m| usage(&m))?;
    let version = args
        .version
        .as_deref()
        .map(parse_version)
        .transpose()
        .map_err(|m| usage(&m))?;
    if args.out.as_os_str().is_empty() {
        return Err(usage(
            "--out needs a directory (use `.` for the current one)",
        ));
    }
    let templates = match &args.templates {
        None => crate::generate::Templates::builtin(),
        Some(dir) => crate::generate::Templates::with_overrides(dir).map_err(|m| usage(&m))?,
    };
    let source = resolve_source(&args.source).map_err(|m| usage(&m))?;
    let keep_notes = if console.verbose {
        workspace::Keep::All
    } else {
        workspace::Keep::ErrorsAndWarnings
    };
    let outcome = load(&source, &args.parameters, console, keep_notes)?;
    console.diagnostics(&outcome.diagnostics, false);
    super::report_unreadable(console, &outcome.unreadable);
    if !outcome.unreadable.is_empty() {
        console.failure("the schema cannot be read; nothing was written");
        return Err(ExitCode::from(EXIT_USAGE));
    }
    if outcome.has_errors() || outcome.packages.is_empty() {
        console.failure("the schema is not valid; nothing was written");
        return Err(ExitCode::from(EXIT_INVALID));
    }
    let mut schemas = outcome.packages;
    if let Err(code) = super::attach_logos(&mut schemas, args.logo.as_deref(), console) {
        console.failure("nothing was written");
        return Err(code);
    }
    let (mut packages, longest_text) = super::bound_packages(schemas);
    let mut keep = args.keep.clone();
    for package in &mut packages {
        if let Some(version) = &version {
            package.version = Some(version.clone());
        }
        super::without_tag_v(package);
        // The schema's own keep-list (`"language": {"x-sdkgen": {"keep": [...]}}`).
        keep.extend(package.settings.sdkgen.keep.iter().cloned());
    }
    if let Some(dir) = &args.overlays {
        let overlays = read_overlays(dir, &languages).map_err(|m| usage(&m))?;
        for package in &mut packages {
            for (target, files) in &overlays {
                package
                    .overlays
                    .insert(target.name().to_owned(), files.clone());
            }
        }
    }
    Ok(Prepared {
        languages,
        packages,
        keep,
        templates,
        longest_text,
    })
}

impl Prepared {
    fn execute(self, args: &GenSdk, console: &Console) -> ExitCode {
        let out_shown = args.out.display().to_string();
        let ownership = match crate::write::own::Ownership::new(&args.out, &self.keep) {
            Ok(ownership) => ownership,
            Err(message) => {
                console.error(Some(&out_shown), &message);
                return ExitCode::from(EXIT_USAGE);
            }
        };
        let layout = crate::write::Layout::ProviderSdk(std::sync::Arc::new(ownership));
        let packages: Vec<&crate::ir::Package> = self.packages.iter().collect();
        let targets = &self.languages;
        let what = super::Summary {
            targets,
            packages: packages.len(),
            out: &args.out,
        };
        if args.check {
            let outputs = match crate::generate::render_all(&packages, targets, &self.templates) {
                Ok(outputs) => outputs,
                Err(error) => {
                    console.failure(&format!("{error}; nothing was compared"));
                    return ExitCode::from(EXIT_INVALID);
                }
            };
            let fix = fix_command(args);
            return super::check_generated(&args.out, &layout, &outputs, &what, &fix, console);
        }
        if let Err(error) = crate::write::install_cleanup_on_signal() {
            console.error(
                Some(&out_shown),
                &format!("cannot watch for interruption ({error})"),
            );
            console.failure("nothing was written");
            return ExitCode::from(EXIT_USAGE);
        }
        let jobs = crate::generate::jobs(&packages, targets);
        let schedule = crate::write::Schedule::for_longest_text(self.longest_text);
        super::write_generated(
            &args.out,
            &layout,
            &jobs,
            schedule,
            &self.templates,
            &what,
            console,
        )
    }
}

/// The `gen-sdk` command that brings the output of a `--check` up to date: the same one
/// without `--check`.
fn fix_command(args: &GenSdk) -> String {
    let mut words = vec![
        "sdkgen".to_owned(),
        "gen-sdk".to_owned(),
        args.source.clone(),
    ];
    words.extend(args.parameters.iter().cloned());
    words.extend(["--language".to_owned(), args.language.clone()]);
    words.extend(["--out".to_owned(), args.out.display().to_string()]);
    if let Some(version) = &args.version {
        words.extend(["--version".to_owned(), version.clone()]);
    }
    if let Some(dir) = &args.overlays {
        words.extend(["--overlays".to_owned(), dir.display().to_string()]);
    }
    for pattern in &args.keep {
        words.extend(["--keep".to_owned(), pattern.clone()]);
    }
    if let Some(dir) = &args.templates {
        words.extend(["--templates".to_owned(), dir.display().to_string()]);
    }
    if let Some(logo) = &args.logo {
        words.extend(["--logo".to_owned(), logo.display().to_string()]);
    }
    words
        .iter()
        .map(|w| super::shell_quote(w))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_by_pulumis_names() {
        assert_eq!(
            parse_languages("all").unwrap(),
            [
                Target::Python,
                Target::Nodejs,
                Target::Go,
                Target::Csharp,
                Target::Java
            ]
        );
        for (name, target) in [
            ("csharp", Target::Csharp),
            ("c#", Target::Csharp),
            ("dotnet", Target::Csharp),
            ("typescript", Target::Nodejs),
            ("nodejs", Target::Nodejs),
            ("python", Target::Python),
            ("go", Target::Go),
            ("golang", Target::Go),
            ("java", Target::Java),
        ] {
            assert_eq!(parse_languages(name).unwrap(), [target], "{name}");
        }
        for other in ["rust", "docs"] {
            assert!(parse_languages(other).is_err(), "{other}");
        }
        let error = parse_languages("pyhton").unwrap_err();
        assert!(error.contains("did you mean `python`?"), "{error}");
    }

    #[test]
    fn versions_are_strict_semver() {
        assert_eq!(parse_version("2.79.0").unwrap(), "2.79.0");
        assert_eq!(
            parse_version("1.0.0-alpha.1+dev").unwrap(),
            "1.0.0-alpha.1+dev"
        );
        let error = parse_version("v2.79.0").unwrap_err();
        assert!(error.contains("--version 2.79.0"), "{error}");
        assert!(parse_version("2.79").is_err());
        assert!(parse_version("latest").is_err());
    }
}
