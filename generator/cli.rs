//! The `sdkgen` command line. Exit codes: 0 valid (warnings allowed), 1 invalid schema,
//! 2 usage or I/O error.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use crate::diagnostics::{self, Severity};
use crate::workspace;

/// Schema-first SDK generator for infrastructure-as-code packages.
#[derive(Debug, Parser)]
#[command(name = "sdkgen", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
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
    /// Print sdkgen's metaschema (the JSON Schema of a package schema, with its extensions).
    Metaschema,
}

#[derive(Debug, clap::Args)]
struct ReportOptions {
    /// How diagnostics are printed on stderr.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Also print notes (e.g. names escaped because they are reserved words somewhere).
    #[arg(long, short)]
    verbose: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// `path:line:col: error[CODE]: message`, the JSON pointer and a snippet.
    Human,
    /// One JSON object per line, for CI annotations.
    Json,
}

const EXIT_INVALID: u8 = 1;
const EXIT_USAGE: u8 = 2;

/// Runs the command line; returns the process exit code.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return ExitCode::from(if err.use_stderr() { EXIT_USAGE } else { 0 });
        }
    };
    match cli.command {
        Command::Metaschema => {
            print!("{}", crate::spec::metaschema_text());
            ExitCode::SUCCESS
        }
        Command::Validate { schemas, report } => validate(schemas, &report),
    }
}

/// The schema files to work on: the ones named, or every package schema in `schema/`.
fn schema_files(named: Vec<PathBuf>) -> Result<Vec<PathBuf>, String> {
    if !named.is_empty() {
        return Ok(named);
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

fn validate(schemas: Vec<PathBuf>, report: &ReportOptions) -> ExitCode {
    let files = match schema_files(schemas) {
        Ok(files) => files,
        Err(message) => {
            eprintln!("sdkgen: {message}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let outcome = workspace::check_files(&files);
    print_diagnostics(&outcome.diagnostics, report);
    for problem in &outcome.unreadable {
        eprintln!("sdkgen: cannot read {problem}");
    }
    if report.format == Format::Human {
        let errors = count(&outcome.diagnostics, Severity::Error);
        let warnings = count(&outcome.diagnostics, Severity::Warning);
        let summary = format!(
            "sdkgen: {} schema{} checked: {} valid, {errors} error{}, {warnings} warning{}",
            files.len(),
            plural(files.len()),
            outcome.packages.len(),
            plural(errors),
            plural(warnings)
        );
        eprintln!("{summary}");
    }
    if !outcome.unreadable.is_empty() {
        ExitCode::from(EXIT_USAGE)
    } else if outcome.has_errors() {
        ExitCode::from(EXIT_INVALID)
    } else {
        ExitCode::SUCCESS
    }
}

fn print_diagnostics(all: &[diagnostics::Diagnostic], report: &ReportOptions) {
    let stderr = std::io::stderr();
    let mut err = stderr.lock();
    let mut hidden_notes = 0;
    for d in all {
        if d.severity == Severity::Note && !report.verbose && report.format == Format::Human {
            hidden_notes += 1;
            continue;
        }
        let text = match report.format {
            Format::Human => diagnostics::render_human(d),
            Format::Json => diagnostics::render_json(d) + "\n",
        };
        let _ = err.write_all(text.as_bytes());
    }
    if hidden_notes > 0 {
        let _ = writeln!(
            err,
            "sdkgen: {hidden_notes} note{} not shown (pass --verbose to see them)",
            plural(hidden_notes)
        );
    }
}

fn count(all: &[diagnostics::Diagnostic], severity: Severity) -> usize {
    all.iter().filter(|d| d.severity == severity).count()
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
