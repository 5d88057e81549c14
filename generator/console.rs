//! What the `sdkgen` command prints, and how: diagnostics, its own messages and summaries on
//! stderr, for people (in colour on a terminal) or as JSON lines; `--quiet` leaves out what only
//! reports success. The command line ([`crate::cli`]) decides what to say; this module, how.

use std::io::Write;
use std::time::{Duration, Instant};

use crate::diagnostics::{self, style, Diagnostic, Severity};

/// `--color`: whether to colour what goes to a terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorWhen {
    /// When the stream is a terminal that supports it, unless `NO_COLOR` says otherwise
    /// (`CLICOLOR_FORCE` colours even when it is not a terminal; `NO_COLOR` wins over it).
    Auto,
    /// Always, whatever the environment says.
    Always,
    /// Never.
    Never,
}

/// Sets the colour choice for the whole process: this module's output and clap's (help and
/// usage errors) follow it.
pub fn set_color(when: ColorWhen) {
    anstream::ColorChoice::write_global(match when {
        ColorWhen::Auto => anstream::ColorChoice::Auto,
        ColorWhen::Always => anstream::ColorChoice::Always,
        ColorWhen::Never => anstream::ColorChoice::Never,
    });
}

/// Whether output to stderr is coloured, by the choice [`set_color`] made and the environment.
pub fn stderr_in_color() -> bool {
    anstream::AutoStream::choice(&std::io::stderr()) != anstream::ColorChoice::Never
}

/// Whether output to stdout is coloured, likewise.
pub fn stdout_in_color() -> bool {
    anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never
}

/// How a command reports: the options every reporting command takes, and when it started.
#[derive(Debug, Clone)]
pub struct Console {
    /// JSON lines instead of text.
    pub json: bool,
    /// Notes too.
    pub verbose: bool,
    /// No summaries, hints or progress: only diagnostics, errors and warnings.
    pub quiet: bool,
    /// Colour on stderr.
    color: bool,
    started: Instant,
}

impl Console {
    /// A console for a command that started now.
    pub fn new(json: bool, verbose: bool, quiet: bool) -> Console {
        Console {
            json,
            verbose,
            quiet,
            color: !json && stderr_in_color(),
            started: Instant::now(),
        }
    }

    /// Whether colour is used on stderr.
    pub fn in_color(&self) -> bool {
        self.color
    }

    /// The time since the command started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Prints diagnostics: notes only with `--verbose` (then in both formats). Without it, and
    /// when `hint_hidden_notes`, a human line says how many notes were left out (not with
    /// `--quiet`).
    pub fn diagnostics(&self, all: &[Diagnostic], hint_hidden_notes: bool) {
        let stderr = std::io::stderr();
        let mut err = stderr.lock();
        let mut hidden_notes = 0;
        for d in all {
            if d.severity == Severity::Note && !self.verbose {
                hidden_notes += 1;
                continue;
            }
            let text = if self.json {
                diagnostics::render_json(d) + "\n"
            } else {
                diagnostics::render_human_styled(d, self.color)
            };
            let _ = err.write_all(text.as_bytes());
        }
        if hidden_notes > 0 && hint_hidden_notes && !self.json && !self.quiet {
            let _ = writeln!(
                err,
                "{} {hidden_notes} note{} not shown (pass --verbose to see them)",
                self.prefix(style::EMPHASIS),
                plural(hidden_notes)
            );
        }
    }

    /// An error of the command itself (not of a schema): `sdkgen: <message>`, or a JSON line
    /// naming `file` when it is about one. Printed with `--quiet` too.
    pub fn error(&self, file: Option<&str>, message: &str) {
        self.message(Severity::Error, file, message);
    }

    /// A warning of the command itself: `sdkgen: warning: <message>`. Printed with `--quiet`
    /// too.
    pub fn warning(&self, message: &str) {
        self.message(Severity::Warning, None, message);
    }

    fn message(&self, severity: Severity, file: Option<&str>, message: &str) {
        let line = if self.json {
            diagnostics::render_json_message(severity, file, message)
        } else if severity == Severity::Warning {
            let w = style::when(self.color, style::WARNING);
            format!(
                "{} {w}warning{w:#}: {message}",
                self.prefix(style::EMPHASIS)
            )
        } else {
            format!("{} {message}", self.prefix(severity.style()))
        };
        eprintln!("{line}");
    }

    /// The line that ends a successful run, with the time the run took: `sdkgen: <text> in
    /// 0.42s`. Not with `--quiet` or `--format json`.
    pub fn success(&self, text: &str) {
        if !self.json && !self.quiet {
            eprintln!(
                "{} {text} in {}",
                self.prefix(style::SUCCESS),
                format_duration(self.elapsed())
            );
        }
    }

    /// The line that ends a failed run (`sdkgen: <text>`; a JSON error line). Printed with
    /// `--quiet` too: it says why the exit code is not 0.
    pub fn failure(&self, text: &str) {
        self.error(None, text);
    }

    /// [`Console::failure`] with the time the run took, for a summary that counts what was
    /// found: `sdkgen: <text> in 0.42s`.
    pub fn failure_summary(&self, text: &str) {
        self.failure(&format!("{text} in {}", format_duration(self.elapsed())));
    }

    /// A line of progress on a terminal (not with `--quiet` or `--format json`).
    pub fn progress(&self, text: &str) {
        if !self.json && !self.quiet {
            eprintln!("{} {text}", self.prefix(style::EMPHASIS));
        }
    }

    /// `sdkgen:` in `style` when colouring.
    fn prefix(&self, s: anstyle::Style) -> String {
        let s = style::when(self.color, s);
        format!("{s}sdkgen:{s:#}")
    }
}

/// `0.42s` under a minute, `3m 05s` from then on (as cargo's `Finished ... in`).
pub fn format_duration(elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    if seconds < 60.0 {
        format!("{seconds:.2}s")
    } else {
        let whole = elapsed.as_secs();
        format!("{}m {:02}s", whole / 60, whole % 60)
    }
}

/// `""` for one, `"s"` otherwise.
pub fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// A unified diff (as `check` prints it) in colour: headers bold, hunk lines cyan, removed lines
/// red, added ones green.
pub fn color_diff(diff: &str) -> String {
    use anstyle::AnsiColor;
    let mut out = String::with_capacity(diff.len() + diff.len() / 8);
    for line in diff.split_inclusive('\n') {
        let s = if line.starts_with("--- ") || line.starts_with("+++ ") {
            style::EMPHASIS
        } else if line.starts_with("@@") {
            AnsiColor::Cyan.on_default()
        } else if line.starts_with('-') {
            AnsiColor::Red.on_default()
        } else if line.starts_with('+') {
            AnsiColor::Green.on_default()
        } else {
            anstyle::Style::new()
        };
        let (text, newline) = match line.strip_suffix('\n') {
            Some(text) => (text, "\n"),
            None => (line, ""),
        };
        out.push_str(&format!("{s}{text}{s:#}{newline}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_cargo_prints_them() {
        assert_eq!(format_duration(Duration::from_millis(420)), "0.42s");
        assert_eq!(format_duration(Duration::from_millis(59_994)), "59.99s");
        assert_eq!(format_duration(Duration::from_secs(185)), "3m 05s");
    }

    #[test]
    fn a_coloured_diff_is_the_diff_once_its_colours_are_stripped() {
        let diff = "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same";
        let colored = color_diff(diff);
        assert_ne!(colored, diff);
        assert!(colored.contains("\u{1b}[31m-old\u{1b}[0m\n"), "{colored:?}");
        let stripped: String = anstream::adapter::strip_str(&colored).to_string();
        assert_eq!(stripped, diff);
    }
}
