//! The diff report: the changes, their counts, the version bump they need together (with
//! semver's rules for 0.x versions) and whether the new schema's version declares it; rendered
//! for people or as one JSON document.

use std::fmt::Write as _;

use serde::Serialize;

use super::{Bump, Change, Severity};
use crate::ir::Package;
use crate::naming::Lang;

/// One side of the comparison.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Side {
    /// The package name.
    pub package: String,
    /// The schema's `version`, if it has one.
    pub version: Option<String>,
}

/// What the changes mean for the version number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// Breaking changes.
    pub breaking: usize,
    /// Warnings (compatible in most SDKs, but noticeable).
    pub warnings: usize,
    /// Other compatible changes, descriptions excluded.
    pub info: usize,
    /// Description-only changes (listed with `--verbose`).
    pub descriptions: usize,
    /// The largest bump any change needs.
    pub required_bump: Bump,
    /// The lowest version that satisfies it, from the old version (semver: for `0.y.z` a
    /// breaking change bumps `y` and anything else `z`; for `0.0.z` every change bumps `z`).
    /// `None` when the old schema has no (valid) version.
    pub minimum_version: Option<String>,
    /// Whether the new schema's version is at least [`Summary::minimum_version`]; `None` when
    /// either version is missing or not semver.
    pub version_ok: Option<bool>,
}

/// The whole report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub old: Side,
    pub new: Side,
    /// Sorted: breaking first, then by location.
    pub changes: Vec<Change>,
    pub summary: Summary,
}

impl Report {
    /// Compares two bound packages.
    pub fn new(old: &Package, new: &Package) -> Report {
        let changes = super::diff(old, new);
        let count = |severity: Severity| {
            changes
                .iter()
                .filter(|c| c.severity == severity && !c.is_description())
                .count()
        };
        let required_bump = changes.iter().map(|c| c.bump).max().unwrap_or(Bump::None);
        let old_version = old.version.as_deref().and_then(parse_version);
        let new_version = new.version.as_deref().and_then(parse_version);
        let minimum = old_version.map(|v| minimum_version(&v, required_bump));
        let version_ok = match (&minimum, &new_version) {
            (Some(min), Some(new)) => Some(new >= min),
            _ => None,
        };
        Report {
            old: Side {
                package: old.name.clone(),
                version: old.version.clone(),
            },
            new: Side {
                package: new.name.clone(),
                version: new.version.clone(),
            },
            summary: Summary {
                breaking: count(Severity::Breaking),
                warnings: count(Severity::Warning),
                info: count(Severity::Info),
                descriptions: changes.iter().filter(|c| c.is_description()).count(),
                required_bump,
                minimum_version: minimum.map(|v| v.to_string()),
                version_ok,
            },
            changes,
        }
    }

    /// Whether any change is breaking (the command then exits 1).
    /// The report as the docs' changelog: every change but description-only ones, each as
    /// added, removed or changed (by its kind's name), breaking ones marked.
    pub fn changelog(&self) -> crate::ir::Changelog {
        let entries = self
            .changes
            .iter()
            .filter(|c| !c.is_description())
            .map(|c| {
                let code = c.kind.code();
                // Items (resources, inputs, enum values, …) come and go in the D1xx and D5xx
                // codes and as a required input; a flag added or removed changes an item.
                let change = match code {
                    ("D302", _) => "added",
                    (c, name) if c.starts_with("D1") && name.ends_with("-removed") => "removed",
                    (c, _) if c.starts_with("D5") => "added",
                    _ => "changed",
                };
                crate::ir::ChangelogEntry {
                    change,
                    breaking: c.severity == Severity::Breaking,
                    code,
                    location: c.location.clone(),
                    message: c.message.clone(),
                }
            })
            .collect();
        crate::ir::Changelog {
            previous_version: self.old.version.clone(),
            entries,
        }
    }

    pub fn has_breaking(&self) -> bool {
        self.summary.breaking > 0
    }

    /// The changes a listing shows: description-only ones only when `verbose`.
    fn shown(&self, verbose: bool) -> impl Iterator<Item = &Change> {
        self.changes
            .iter()
            .filter(move |c| verbose || !c.is_description())
    }

    /// The shown changes by severity, breaking first, each group with its title; empty groups
    /// left out.
    fn groups(&self, verbose: bool) -> Vec<(Severity, &'static str, Vec<&Change>)> {
        [
            (Severity::Breaking, "Breaking changes"),
            (Severity::Warning, "Warnings"),
            (Severity::Info, "Non-breaking changes"),
        ]
        .into_iter()
        .map(|(severity, title)| {
            let changes = self
                .shown(verbose)
                .filter(|c| c.severity == severity)
                .collect();
            (severity, title, changes)
        })
        .filter(|(_, _, changes): &(_, _, Vec<&Change>)| !changes.is_empty())
        .collect()
    }

    /// The human-readable report.
    pub fn render_human(&self, verbose: bool) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "Comparing {} with {}",
            describe_side(&self.old),
            describe_side(&self.new)
        );
        for (_, title, changes) in self.groups(verbose) {
            let _ = writeln!(out, "\n{title} ({}):", changes.len());
            for change in changes {
                let (code, slug) = change.kind.code();
                let _ = writeln!(out, "  {code} {slug}  {}", change.location);
                let _ = writeln!(out, "      {}", change.message);
                for lang in Lang::ALL {
                    let names = change.names.of(lang);
                    if !names.is_empty() {
                        let _ = writeln!(out, "      {:<7} {}", lang.as_str(), names.join(", "));
                    }
                }
            }
        }
        let s = &self.summary;
        let _ = writeln!(out);
        if self.changes.is_empty() {
            let _ = writeln!(out, "No changes.");
        } else {
            let mut line = format!(
                "{} breaking, {} warning{}, {} non-breaking",
                s.breaking,
                s.warnings,
                plural(s.warnings),
                s.info
            );
            if s.descriptions > 0 {
                let _ = write!(
                    line,
                    "; {} description change{}",
                    s.descriptions,
                    plural(s.descriptions)
                );
                if !verbose {
                    line.push_str(" (not listed; pass --verbose)");
                }
            }
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(out, "Required version bump: {}", s.required_bump.as_str());
        let _ = writeln!(out, "{}", self.version_verdict());
        out
    }

    /// The report as Markdown, for a pull request comment: a summary, then the changes grouped
    /// by severity (compatible ones folded). Every schema name sits in a code span and every
    /// other text is escaped, so nothing a schema holds turns into markup or HTML.
    pub fn render_markdown(&self, verbose: bool) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "### {} → {}\n",
            markdown_side(&self.old),
            markdown_side(&self.new)
        );
        let s = &self.summary;
        if self.changes.is_empty() {
            let _ = writeln!(out, "No changes.\n");
        } else {
            let _ = writeln!(
                out,
                "**{} breaking** · {} warning{} · {} non-breaking{}\n",
                s.breaking,
                s.warnings,
                plural(s.warnings),
                s.info,
                match s.descriptions {
                    0 => String::new(),
                    n => format!(" · {n} description change{}", plural(n)),
                }
            );
        }
        let _ = writeln!(
            out,
            "Required version bump: **{}**. {}\n",
            s.required_bump.as_str(),
            markdown_text(&self.version_verdict())
        );
        for (severity, title, changes) in self.groups(verbose) {
            // Compatible changes are folded: a pull request's reader looks for the others.
            let folded = severity == Severity::Info;
            if folded {
                let _ = writeln!(
                    out,
                    "<details><summary>{title} ({})</summary>\n",
                    changes.len()
                );
            } else {
                let _ = writeln!(out, "#### {title} ({})\n", changes.len());
            }
            for change in changes {
                markdown_change(&mut out, change);
            }
            let _ = writeln!(out, "{}", if folded { "\n</details>\n" } else { "" });
        }
        out
    }

    /// One line on whether the new version declares the bump.
    fn version_verdict(&self) -> String {
        let (old, new) = (&self.old.version, &self.new.version);
        match (
            &self.summary.minimum_version,
            old,
            new,
            self.summary.version_ok,
        ) {
            (_, None, _, _) => "Version: not checked (the old schema has no version)".to_owned(),
            (None, Some(o), _, _) => {
                format!("Version: not checked (`{o}` is not a semver version)")
            }
            (Some(min), Some(_), None, _) => {
                format!("Version: the new schema has no version; it needs {min} or later")
            }
            (Some(_), Some(_), Some(n), None) => {
                format!("Version: not checked (`{n}` is not a semver version)")
            }
            (Some(min), Some(o), Some(n), Some(true)) => {
                format!("Version: {o} → {n} satisfies it (needs {min} or later)")
            }
            (Some(min), Some(o), Some(n), Some(false)) => {
                format!("Version: {o} → {n} does NOT satisfy it (needs {min} or later)")
            }
        }
    }

    /// The JSON report: `old`, `new`, `summary` and `changes` (description-only changes only
    /// when `verbose`), pretty-printed, with a trailing newline.
    pub fn render_json(&self, verbose: bool) -> String {
        #[derive(Serialize)]
        struct JsonChange<'a> {
            code: &'static str,
            kind: &'static str,
            severity: Severity,
            bump: Bump,
            location: &'a str,
            message: &'a str,
            names: &'a super::Names,
        }
        #[derive(Serialize)]
        struct JsonReport<'a> {
            old: &'a Side,
            new: &'a Side,
            summary: &'a Summary,
            changes: Vec<JsonChange<'a>>,
        }
        let report = JsonReport {
            old: &self.old,
            new: &self.new,
            summary: &self.summary,
            changes: self
                .shown(verbose)
                .map(|c| {
                    let (code, kind) = c.kind.code();
                    JsonChange {
                        code,
                        kind,
                        severity: c.severity,
                        bump: c.bump,
                        location: &c.location,
                        message: &c.message,
                        names: &c.names,
                    }
                })
                .collect(),
        };
        let mut text = serde_json::to_string_pretty(&report).unwrap_or_default();
        text.push('\n');
        text
    }
}

fn describe_side(side: &Side) -> String {
    match &side.version {
        Some(v) => format!("{} {v}", side.package),
        None => format!("{} (no version)", side.package),
    }
}

/// `` `confluentcloud` 2.79.0 `` for a Markdown heading.
fn markdown_side(side: &Side) -> String {
    match &side.version {
        Some(v) => format!("{} {}", markdown_code(&side.package), markdown_code(v)),
        None => format!("{} (no version)", markdown_code(&side.package)),
    }
}

/// One change as a Markdown list item: code and kind, location, message, names per SDK.
fn markdown_change(out: &mut String, change: &Change) {
    let (code, slug) = change.kind.code();
    let _ = write!(
        out,
        "- **{code}** {slug} at {}  \n  {}",
        markdown_code(&change.location),
        markdown_message(&change.message)
    );
    let names: Vec<String> = Lang::ALL
        .into_iter()
        .filter_map(|lang| {
            let names = change.names.of(lang);
            (!names.is_empty()).then(|| {
                let spelled: Vec<String> = names.iter().map(|n| markdown_code(n)).collect();
                format!("{} {}", lang.as_str(), spelled.join(", "))
            })
        })
        .collect();
    if names.is_empty() {
        out.push('\n');
    } else {
        let _ = writeln!(out, "  \n  {}", names.join(" · "));
    }
}

/// A change's message, whose names sit between backticks: each such name a code span, the rest
/// escaped text. A message whose backticks do not pair up (a name holding one) is escaped whole.
fn markdown_message(message: &str) -> String {
    let parts: Vec<&str> = message.split('`').collect();
    if parts.len() % 2 == 0 {
        return markdown_text(message);
    }
    parts
        .iter()
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                markdown_code(part)
            } else {
                markdown_text(part)
            }
        })
        .collect()
}

/// Characters shown as escapes in Markdown, where they would end a line or hide.
fn visible(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let hidden = c.is_control() || matches!(c, '\u{2028}' | '\u{2029}');
            let escaped: Vec<char> = if hidden {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect()
}

/// `text` as literal Markdown text: every ASCII punctuation character Markdown or HTML reads is
/// backslash-escaped (CommonMark's escapes), line breaks and other control characters shown.
fn markdown_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in visible(text).chars() {
        if c.is_ascii_punctuation() {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `text` as a Markdown code span: fenced by more backticks than any run inside it (padded by a
/// space where it starts or ends with one), control characters shown as escapes.
fn markdown_code(text: &str) -> String {
    let text = visible(text);
    let mut longest = 0;
    let mut run = 0;
    for c in text.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') || text.trim().is_empty() {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// A schema version as semver (a leading `v` allowed, as Pulumi writes some).
fn parse_version(text: &str) -> Option<semver::Version> {
    semver::Version::parse(text.strip_prefix('v').unwrap_or(text)).ok()
}

/// The lowest version after `old` that a change set needing `bump` may be published as.
/// Increments are computed from `major.minor.patch` (a pre-release tag of `old` is dropped;
/// with no bump needed, `old` itself is enough).
pub fn minimum_version(old: &semver::Version, bump: Bump) -> semver::Version {
    let (major, minor, patch) = (old.major, old.minor, old.patch);
    let (major, minor, patch) = match (bump, major, minor) {
        (Bump::None, ..) => return old.clone(),
        // 0.0.z: every release may break, so every change moves z.
        (_, 0, 0) => (0, 0, patch + 1),
        // 0.y.z: y is the breaking position, z everything else.
        (Bump::Major, 0, _) => (0, minor + 1, 0),
        (_, 0, _) => (0, minor, patch + 1),
        (Bump::Major, ..) => (major + 1, 0, 0),
        (Bump::Minor, ..) => (major, minor + 1, 0),
        (Bump::Patch, ..) => (major, minor, patch + 1),
    };
    semver::Version::new(major, minor, patch)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(text: &str) -> semver::Version {
        parse_version(text).unwrap()
    }

    #[test]
    fn minimum_versions_follow_semver_and_its_zero_rules() {
        let cases = [
            ("1.2.3", Bump::Major, "2.0.0"),
            ("1.2.3", Bump::Minor, "1.3.0"),
            ("1.2.3", Bump::Patch, "1.2.4"),
            ("1.2.3", Bump::None, "1.2.3"),
            ("0.4.1", Bump::Major, "0.5.0"),
            ("0.4.1", Bump::Minor, "0.4.2"),
            ("0.4.1", Bump::Patch, "0.4.2"),
            ("0.0.7", Bump::Major, "0.0.8"),
            ("0.0.7", Bump::Minor, "0.0.8"),
            ("v2.79.0", Bump::Minor, "2.80.0"),
            ("3.0.0-beta.1", Bump::Patch, "3.0.1"),
        ];
        for (old, bump, expected) in cases {
            assert_eq!(
                minimum_version(&v(old), bump).to_string(),
                expected,
                "{old} {bump:?}"
            );
        }
    }

    #[test]
    fn markdown_keeps_schema_text_literal() {
        assert_eq!(markdown_code("a`b"), "``a`b``");
        assert_eq!(markdown_code("`x"), "`` `x ``");
        assert_eq!(markdown_code("a\nb"), "`a\\nb`");
        assert_eq!(
            markdown_text("<img src=x> *b* [l](u) `c`"),
            "\\<img src\\=x\\> \\*b\\* \\[l\\]\\(u\\) \\`c\\`"
        );
        assert_eq!(markdown_text("line\n# heading"), "line\\\\n\\# heading");
        assert_eq!(
            markdown_message("input `a<b>` was removed"),
            "input `a<b>` was removed"
        );
        assert_eq!(markdown_message("`a`b` gone"), "\\`a\\`b\\` gone");
    }

    #[test]
    fn pre_releases_are_below_their_release() {
        assert!(v("2.0.0-alpha.1") < minimum_version(&v("1.9.0"), Bump::Major));
        assert!(parse_version("two").is_none());
    }
}
