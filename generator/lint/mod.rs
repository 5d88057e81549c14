//! `sdkgen lint`: what a maintainer wants to know before publishing a package, beyond what makes
//! a schema invalid. Each rule has a stable code (L06xx, in [`crate::diagnostics::Code`]), a short
//! name, a default severity and an explanation ([`RULES`]); it runs over the bound package
//! ([`crate::ir`]) and reports at the JSON pointer of what it is about, so findings are located,
//! rendered and sorted like `sdkgen validate`'s diagnostics.
//!
//! A finding is silenced by `--allow RULE` (everywhere) or in the schema, next to what it is
//! about, with the reason (`allow.rs`). Problems with the silencing itself are findings too.

mod allow;
mod checks;
mod credentials;

use std::collections::BTreeSet;
use std::path::PathBuf;

use serde_json::Value;

use crate::diagnostics::{self, Code, Diagnostic};
use crate::load;
use crate::workspace::{self, BoundSchema};

pub use allow::KEY as ALLOW_KEY;

/// A lint rule.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// Its code (severity and one-line summary come with it).
    pub code: Code,
    /// Its short name, accepted wherever the code is.
    pub name: &'static str,
    /// Why it matters and what to do about it.
    pub explanation: &'static str,
}

/// Every lint rule, in code order.
pub const RULES: &[Rule] = &[
    Rule {
        code: Code::LintCredentialNotSecret,
        name: "credential-not-secret",
        explanation: "A property whose name ends in a credential word (secret, password, passwd, passphrase, token, credential(s), apiKey, privateKey, accessKey, secretKey, ...) or whose default comes from an environment variable named like one is not `secret`, so SDKs and state show its value in plain text. Only strings (and arrays, maps and unions of them) count, since an object is checked property by property; names about a credential (`tokenUrl`, `secretName`, `passwordLength`, `nextPageToken`) do not.",
    },
    Rule {
        code: Code::LintMissingDescription,
        name: "missing-description",
        explanation: "The package, a resource, the provider, a function, an object type or an enum type has no description, so its SDK docs and reference page are empty.",
    },
    Rule {
        code: Code::LintUndocumentedProperty,
        name: "undocumented-property",
        explanation: "Properties without a description; one finding per type, resource, function or the configuration lists them. An allow on one property takes it off the list.",
    },
    Rule {
        code: Code::LintEscapedName,
        name: "escaped-name",
        explanation: "A property's name is a reserved word in Python, Go, C# or Rust, so that SDK spells it differently (`r#type`, `lambda_`, `@class`): a user of that language meets another name than the docs show. Names overridden with `language.<lang>.name` are what they say.",
    },
    Rule {
        code: Code::LintUnusedType,
        name: "unused-type",
        explanation: "An object or enum type that no resource, function, the provider or the configuration reaches (directly or through other types): every SDK still carries it.",
    },
    Rule {
        code: Code::LintRequiredOutputOnly,
        name: "required-output-only",
        explanation: "An input property (of an object type, resource, the provider, a function or the configuration) is required and `outputOnly`: it is left out of every input, so no user can supply it. On outputs the pair is fine and not reported.",
    },
    Rule {
        code: Code::LintRequiredWithDefault,
        name: "required-with-default",
        explanation: "A required input (of an object type, resource, the provider or a function) has a `default` or an environment-variable default: the SDKs' types still demand a value (and the Node.js SDK checks for it before applying the default); make it optional or drop the default. The configuration is not checked: tfbridge schemas name the variables that have defaults in its `defaults` list.",
    },
    Rule {
        code: Code::LintInvalidAllow,
        name: "invalid-allow",
        explanation: "An `x-sdkgen-lint` member is malformed, sits where it is not read, names no rule, or gives no reason; it silences nothing. Only `--allow` silences this rule.",
    },
    Rule {
        code: Code::LintUnusedAllow,
        name: "unused-allow",
        explanation: "An `x-sdkgen-lint` allow silences nothing (the finding is gone); remove it. Only `--allow` silences this rule.",
    },
];

/// The rule with this code or name (`L0605`, `unused-type`; codes ignore case).
pub fn rule(code_or_name: &str) -> Option<&'static Rule> {
    RULES
        .iter()
        .find(|r| r.name == code_or_name || r.code.as_str().eq_ignore_ascii_case(code_or_name))
}

/// How a run is configured.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Codes silenced everywhere (`--allow`).
    pub allow: BTreeSet<Code>,
}

/// The codes `--allow` values name: lint rules by code or name, or `validate`'s warnings and
/// notes by code. An error names the value that is neither.
pub fn parse_allow(values: &[String]) -> Result<BTreeSet<Code>, String> {
    let mut codes = BTreeSet::new();
    for value in values {
        let value = value.trim();
        let found = rule(value).map(|r| r.code).or_else(|| {
            Code::ALL.iter().copied().find(|c| {
                !c.severity().eq(&diagnostics::Severity::Error)
                    && c.as_str().eq_ignore_ascii_case(value)
            })
        });
        match found {
            Some(code) => {
                codes.insert(code);
            }
            None => {
                let names = RULES.iter().flat_map(|r| [r.code.as_str(), r.name]);
                let hint = match diagnostics::did_you_mean(value, names) {
                    Some(close) => format!("; did you mean `{close}`?"),
                    None => String::new(),
                };
                return Err(format!(
                    "--allow `{value}` names no lint rule or warning{hint} (rules: {})",
                    RULES
                        .iter()
                        .map(|r| format!("{} {}", r.code.as_str(), r.name))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
    }
    Ok(codes)
}

/// What linting one package found.
#[derive(Debug, Default)]
pub struct Findings {
    /// The findings that stand (unlocated; [`run`] locates them).
    pub diagnostics: Vec<Diagnostic>,
    /// Findings silenced by an `x-sdkgen-lint` allow in the schema.
    pub silenced_in_schema: usize,
    /// Findings silenced by `--allow`.
    pub silenced_by_option: usize,
}

/// Lints one valid package. `document` is its parsed source (for `x-sdkgen-lint` and for what
/// the bound model leaves out, such as `outputOnly` resource inputs).
pub fn lint_package(schema: &BoundSchema, document: &Value, options: &Options) -> Findings {
    let mut silencer = Silencer {
        schema: allow::SchemaAllows::read(document),
        option: &options.allow,
        in_schema: 0,
        by_option: 0,
    };
    let mut diagnostics = checks::run(schema, document, &mut silencer);
    let source = &schema.source;
    let problems = std::mem::take(&mut silencer.schema.problems);
    for p in problems {
        if silencer.option_allows(Code::LintInvalidAllow) {
            continue;
        }
        let mut d = Diagnostic::new(Code::LintInvalidAllow, p.message, source, p.pointer).at_key();
        if let Some(help) = p.help {
            d = d.with_help(help);
        }
        diagnostics.push(d);
    }
    let unused: Vec<(String, String)> = silencer
        .schema
        .unused()
        .into_iter()
        .map(|(at, written)| (at.to_owned(), written.to_owned()))
        .collect();
    for (at, written) in unused {
        if silencer.option_allows(Code::LintUnusedAllow) {
            continue;
        }
        diagnostics.push(
            Diagnostic::new(
                Code::LintUnusedAllow,
                format!("this allow of `{written}` silences nothing"),
                source,
                at,
            )
            .at_key()
            .with_help("remove it (what it silenced is gone)"),
        );
    }
    Findings {
        diagnostics,
        silenced_in_schema: silencer.in_schema,
        silenced_by_option: silencer.by_option,
    }
}

/// Decides whether a finding is silenced, and counts what it silences.
pub(crate) struct Silencer<'a> {
    schema: allow::SchemaAllows,
    option: &'a BTreeSet<Code>,
    in_schema: usize,
    by_option: usize,
}

impl Silencer<'_> {
    /// Whether a finding of `code` about the definitions at `pointers` (one thing written in
    /// several places, such as a resource's input and output of one name) is silenced. Allows in
    /// the schema are consulted first, so they count as used even when `--allow` covers them too.
    pub(crate) fn silenced(&mut self, code: Code, pointers: &[&str]) -> bool {
        // Every pointer is consulted, so each allow that applies counts as used.
        let mut in_schema = false;
        for at in pointers {
            in_schema |= self.schema.allows(code, at);
        }
        if in_schema {
            self.in_schema += 1;
            true
        } else {
            self.option_allows(code)
        }
    }

    fn option_allows(&mut self, code: Code) -> bool {
        let allowed = self.option.contains(&code);
        self.by_option += usize::from(allowed);
        allowed
    }
}

/// The outcome of `sdkgen lint` over several files.
#[derive(Debug, Default)]
pub struct Run {
    /// Validation's outcome (its diagnostics moved to [`Run::diagnostics`]).
    pub validation: workspace::Outcome,
    /// Validation's diagnostics and, when every schema is valid, the lint findings; located and
    /// sorted.
    pub diagnostics: Vec<Diagnostic>,
    /// Findings silenced in the schemas.
    pub silenced_in_schema: usize,
    /// Findings silenced by `--allow`.
    pub silenced_by_option: usize,
}

/// Validates the files and, when all of them are valid, lints each package.
pub fn run(files: &[PathBuf], options: &Options) -> Run {
    let mut validation = workspace::check_files(files);
    let mut run = Run::default();
    let valid = !validation.has_errors();
    // `--allow` also silences validation's warnings and notes (never its errors).
    let found = std::mem::take(&mut validation.diagnostics);
    let before = found.len();
    let mut diagnostics: Vec<Diagnostic> = found
        .into_iter()
        .filter(|d| d.is_error() || !options.allow.contains(&d.code))
        .collect();
    run.silenced_by_option = before - diagnostics.len();
    if valid {
        for schema in &validation.packages {
            // The workspace keeps the text (for locating), not the parsed value.
            let Some(document) = load::reparse(&schema.source) else {
                continue;
            };
            let findings = lint_package(schema, &document, options);
            run.silenced_in_schema += findings.silenced_in_schema;
            run.silenced_by_option += findings.silenced_by_option;
            diagnostics.extend(findings.diagnostics);
        }
    }
    diagnostics::resolve_locations(&mut diagnostics);
    run.diagnostics = diagnostics;
    run.validation = validation;
    run
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lint_code_has_one_rule_with_a_unique_name() {
        let lint_codes: Vec<Code> = Code::ALL
            .iter()
            .copied()
            .filter(|c| c.as_str().starts_with('L'))
            .collect();
        let rule_codes: Vec<Code> = RULES.iter().map(|r| r.code).collect();
        assert_eq!(lint_codes, rule_codes);
        let names: BTreeSet<&str> = RULES.iter().map(|r| r.name).collect();
        assert_eq!(names.len(), RULES.len());
        for r in RULES {
            assert!(!r.explanation.is_empty());
            assert_eq!(rule(r.name).map(|f| f.code), Some(r.code));
            assert_eq!(
                rule(&r.code.as_str().to_lowercase()).map(|f| f.code),
                Some(r.code)
            );
        }
    }

    #[test]
    fn allow_values_name_rules_or_warnings() {
        let codes = parse_allow(&["L0601".into(), "unused-type".into(), "W0402".into()]).unwrap();
        assert_eq!(
            codes.into_iter().collect::<Vec<_>>(),
            [
                Code::UnknownTopLevelMember,
                Code::LintCredentialNotSecret,
                Code::LintUnusedType
            ]
        );
        let err = parse_allow(&["unused-typ".into()]).unwrap_err();
        assert!(err.contains("did you mean `unused-type`?"), "{err}");
        assert!(
            parse_allow(&["E0301".into()]).is_err(),
            "errors cannot be allowed"
        );
    }
}
