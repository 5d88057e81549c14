//! Silencing lint rules in the schema: `"x-sdkgen-lint": {"allow": {"<rule>": "<reason>"}}`.
//!
//! The member may sit on a property, an object or enum type, a resource or the provider, its
//! `stateInputs`, a function, or a function's `inputs` or `outputs`: every definition where
//! both Pulumi's metaschema and sdkgen's accept members they do not know. It silences the rule
//! there and everywhere inside. For the whole package it goes in the top-level `language` map
//! (`"language": {"x-sdkgen-lint": {...}}`), because the top level of the format admits no
//! extra members.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::{Rule, RULES};
use crate::diagnostics::{did_you_mean, Code};
use crate::load::pointer;

/// The extension's member name.
pub const KEY: &str = "x-sdkgen-lint";

/// One `"<rule>": "<reason>"` entry that silences its rule.
#[derive(Debug)]
struct Entry {
    code: Code,
    /// Where the entry is written (for "silences nothing").
    at: String,
    /// The rule as written (code or name), for messages.
    written: String,
    used: bool,
}

/// A problem with an `x-sdkgen-lint` member, reported as L0690.
#[derive(Debug)]
pub struct Problem {
    pub pointer: String,
    pub message: String,
    pub help: Option<String>,
}

/// Every `x-sdkgen-lint` of one schema, by the pointer of the definition it sits on (`""` for
/// the package).
#[derive(Debug, Default)]
pub struct SchemaAllows {
    by_holder: BTreeMap<String, Vec<Entry>>,
    /// Malformed, misplaced or reasonless entries.
    pub problems: Vec<Problem>,
}

/// Object members whose keys are names (of types, properties, ...), not members of the format:
/// a member called `x-sdkgen-lint` there is a name.
const NAME_MAPS: &[&str] = &[
    "functions",
    "inputProperties",
    "properties",
    "resources",
    "types",
    "variables",
];

impl SchemaAllows {
    /// Reads every `x-sdkgen-lint` of the document.
    pub fn read(document: &Value) -> SchemaAllows {
        let mut allows = SchemaAllows::default();
        let mut holders: Vec<(String, &Value)> = Vec::new();
        if let Some(package) = document.pointer(&pointer::descend("", &["language", KEY])) {
            holders.push((String::new(), package));
        }
        for_each_holder(document, &mut |at, definition| {
            if let Some(ext) = definition.get(KEY) {
                holders.push((at.to_owned(), ext));
            }
        });
        // The objects whose `x-sdkgen-lint` member is read (the package's is in `/language`).
        let known: Vec<&str> = holders
            .iter()
            .map(|(at, _)| {
                if at.is_empty() {
                    "/language"
                } else {
                    at.as_str()
                }
            })
            .collect();
        let mut misplaced = Vec::new();
        find_misplaced(document, String::new(), false, &known, &mut misplaced);
        for at in misplaced {
            allows.problems.push(Problem {
                pointer: pointer::child(&at, KEY),
                message: format!("`{KEY}` is not read here"),
                help: Some(format!(
                    "put it on a property, type, resource, function or a function's inputs or outputs; for the whole package, in the top-level `language` map (`\"language\": {{\"{KEY}\": ...}}`)"
                )),
            });
        }
        for (holder, ext) in holders {
            let ext_at = if holder.is_empty() {
                pointer::descend("", &["language", KEY])
            } else {
                pointer::child(&holder, KEY)
            };
            allows.read_extension(holder, &ext_at, ext);
        }
        allows
    }

    fn read_extension(&mut self, holder: String, at: &str, ext: &Value) {
        let shape_help =
            format!("write `\"{KEY}\": {{\"allow\": {{\"L0605\": \"why it is fine here\"}}}}`");
        let Some(ext) = ext.as_object() else {
            self.problem(
                at,
                format!("`{KEY}` must be an object with an `allow` map"),
                Some(shape_help),
            );
            return;
        };
        for key in ext.keys().filter(|k| *k != "allow") {
            self.problem(
                &pointer::child(at, key),
                format!("`{key}` is not a member of `{KEY}`; only `allow` is"),
                Some(shape_help.clone()),
            );
        }
        let allow_at = pointer::child(at, "allow");
        let Some(allow) = ext.get("allow") else {
            return;
        };
        let Some(allow) = allow.as_object() else {
            self.problem(
                &allow_at,
                "`allow` must map each rule to the reason it does not apply here".to_owned(),
                Some(shape_help),
            );
            return;
        };
        self.read_allow(holder, &allow_at, allow);
    }

    fn read_allow(&mut self, holder: String, at: &str, allow: &Map<String, Value>) {
        for (written, reason) in allow {
            let entry_at = pointer::child(at, written);
            let Some(rule) = super::rule(written).filter(|r| r.silenceable_in_schema()) else {
                let message = match super::rule(written) {
                    Some(_) => {
                        format!("`{written}` is silenced only by `--allow`, not in the schema")
                    }
                    None => format!("`{written}` is not a lint rule"),
                };
                // Codes one digit apart are unrelated rules: suggest names only.
                let names = RULES
                    .iter()
                    .filter(|r| r.silenceable_in_schema())
                    .map(|r| r.name);
                let help = match did_you_mean(written, names) {
                    Some(close) => format!("did you mean `{close}`?"),
                    None => "the rules are listed in docs/guide.md (## Lint)".to_owned(),
                };
                self.problem(&entry_at, message, Some(help));
                continue;
            };
            let has_reason = reason.as_str().is_some_and(|r| !r.trim().is_empty());
            if !has_reason {
                self.problem(
                    &entry_at,
                    format!("the allow of `{written}` gives no reason, so it silences nothing"),
                    Some("say in the string why the rule does not apply here".to_owned()),
                );
                continue;
            }
            self.by_holder
                .entry(holder.clone())
                .or_default()
                .push(Entry {
                    code: rule.code,
                    at: entry_at,
                    written: written.clone(),
                    used: false,
                });
        }
    }

    fn problem(&mut self, at: &str, message: String, help: Option<String>) {
        self.problems.push(Problem {
            pointer: at.to_owned(),
            message,
            help,
        });
    }

    /// Whether an entry on the definition at `at`, or on one enclosing it, allows `code`; the
    /// innermost such entry (the most specific reason) counts as used.
    pub fn allows(&mut self, code: Code, at: &str) -> bool {
        if self.by_holder.is_empty() {
            return false;
        }
        let mut ends: Vec<usize> = at.match_indices('/').map(|(i, _)| i).collect();
        ends.push(at.len());
        ends.dedup();
        for &end in ends.iter().rev() {
            if let Some(entries) = self.by_holder.get_mut(&at[..end]) {
                if let Some(entry) = entries.iter_mut().find(|e| e.code == code) {
                    entry.used = true;
                    return true;
                }
            }
        }
        false
    }

    /// Entries that silenced nothing: `(pointer, rule as written)`.
    pub fn unused(&self) -> Vec<(&str, &str)> {
        self.by_holder
            .values()
            .flatten()
            .filter(|e| !e.used)
            .map(|e| (e.at.as_str(), e.written.as_str()))
            .collect()
    }
}

/// Calls `f` with the pointer and value of every definition that may hold `x-sdkgen-lint`.
fn for_each_holder<'v>(document: &'v Value, f: &mut dyn FnMut(&str, &'v Value)) {
    let each = |value: &'v Value| value.as_object().into_iter().flatten();
    let properties =
        |at: &str, object: &'v Value, member: &str, f: &mut dyn FnMut(&str, &'v Value)| {
            for (name, p) in each(object.get(member).unwrap_or(&Value::Null)) {
                f(&pointer::descend(at, &[member, name]), p);
            }
        };
    let resource = |at: &str, r: &'v Value, f: &mut dyn FnMut(&str, &'v Value)| {
        f(at, r);
        properties(at, r, "inputProperties", f);
        properties(at, r, "properties", f);
        if let Some(state) = r.get("stateInputs") {
            let state_at = pointer::child(at, "stateInputs");
            f(&state_at, state);
            properties(&state_at, state, "properties", f);
        }
    };
    if let Some(provider) = document.get("provider") {
        resource("/provider", provider, f);
    }
    for (token, r) in each(document.get("resources").unwrap_or(&Value::Null)) {
        resource(&pointer::join(&["resources", token]), r, f);
    }
    for (token, t) in each(document.get("types").unwrap_or(&Value::Null)) {
        let at = pointer::join(&["types", token]);
        f(&at, t);
        properties(&at, t, "properties", f);
    }
    for (token, function) in each(document.get("functions").unwrap_or(&Value::Null)) {
        let at = pointer::join(&["functions", token]);
        f(&at, function);
        for part in ["inputs", "outputs"] {
            if let Some(bag) = function.get(part) {
                let bag_at = pointer::child(&at, part);
                f(&bag_at, bag);
                properties(&bag_at, bag, "properties", f);
            }
        }
    }
    if let Some(config) = document.get("config") {
        properties("/config", config, "variables", f);
    }
}

/// Objects with an `x-sdkgen-lint` member that is not read: not a definition that holds one,
/// and not a map of names (where it would be a name).
fn find_misplaced(value: &Value, at: String, names: bool, holders: &[&str], out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if !names && map.contains_key(KEY) && !holders.contains(&at.as_str()) {
                out.push(at.clone());
            }
            for (key, child) in map {
                if key == KEY && !names {
                    continue;
                }
                let child_names = !names && NAME_MAPS.contains(&key.as_str());
                find_misplaced(child, pointer::child(&at, key), child_names, holders, out);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                find_misplaced(
                    item,
                    pointer::child(&at, &i.to_string()),
                    false,
                    holders,
                    out,
                );
            }
        }
        _ => {}
    }
}

impl Rule {
    /// The rules about `x-sdkgen-lint` itself are silenced only by `--allow`.
    fn silenceable_in_schema(&self) -> bool {
        !matches!(self.code, Code::LintInvalidAllow | Code::LintUnusedAllow)
    }
}
