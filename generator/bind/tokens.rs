//! Tokens: `package:module:name`, split and checked. The module part passes through
//! `meta.moduleFormat`; `index` is the root module. Module and name become directory and file
//! names in every SDK, so anything that could leave the output directory is rejected here.

use super::Binder;
use crate::diagnostics::Code;
use crate::ir::Token;

/// Which map of the schema a token is a key of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Section {
    Types,
    Resources,
    Functions,
}

impl Section {
    fn noun(self) -> &'static str {
        match self {
            Section::Types => "type",
            Section::Resources => "resource",
            Section::Functions => "function",
        }
    }
}

/// Names Windows reserves for devices: a file or directory of that name cannot be created.
const WINDOWS_RESERVED: &[&str] = &[
    "aux", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9", "con", "lpt1",
    "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9", "nul", "prn",
];

/// Whether a path segment is a Windows device name (with or without an extension).
pub fn is_windows_reserved(segment: &str) -> bool {
    let stem = segment.split('.').next().unwrap_or(segment);
    WINDOWS_RESERVED.contains(&stem.to_ascii_lowercase().as_str())
}

/// Whether a name used as a path would leave its directory or be absolute.
pub fn leaves_directory(name: &str) -> bool {
    name.starts_with('/')
        || name.contains('\\')
        || name.contains('\0')
        || name.split('/').any(|s| s == ".." || s == ".")
        || (name.len() >= 2
            && name.as_bytes()[1] == b':'
            && name.as_bytes()[0].is_ascii_alphabetic())
}

/// Why a token part cannot become a path inside the package's output directory, if it cannot.
pub(super) fn path_problem(part: &str) -> Option<&'static str> {
    if leaves_directory(part) {
        Some("would place generated files outside the package's output directory")
    } else if part.split('/').any(is_windows_reserved) {
        Some("is a reserved device name on Windows, so it cannot be a file or directory name")
    } else if part.split('/').any(has_unportable_char) {
        Some("holds a character that cannot appear in a file name on every platform")
    } else if part.split('/').any(|s| s.ends_with(['.', ' '])) {
        // Windows drops them, so `foo.` would be written as `foo`, perhaps over another file.
        Some("ends with a dot or a space, which Windows drops from file and directory names")
    } else {
        None
    }
}

/// The part of a resource or function name that cannot name a class or function, if any. Every
/// SDK spells these names into identifiers as they are (as Pulumi's generators do); object and
/// enum type names are made valid identifiers by each backend instead. A method's token is
/// `<resource name>/<method>` and a provider method's `<package>/<method>`: the owner's part is
/// checked where the owner is.
fn unspellable_segment(name: &str, section: Section) -> Option<&str> {
    let is_identifier = |s: &str| {
        let mut chars = s.chars();
        chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && chars.all(|c| c.is_alphanumeric() || c == '_')
    };
    let segments: Vec<&str> = name.split('/').collect();
    let own = match section {
        Section::Types => return None,
        Section::Functions if segments.len() > 1 => &segments[1..],
        _ => &segments[..],
    };
    own.iter().copied().find(|s| !is_identifier(s))
}

/// Why a token's module or name cannot be spelled alike in every SDK, if it cannot: a numeric
/// character that is no decimal digit, anywhere; or, in a module (a Python package) or a
/// resource's or function's name (a Python module file), characters Python reads as others
/// (NFKC), so that the import would look for another name on disk.
fn unicode_problem(module: &str, name: &str, section: Section) -> Option<String> {
    use crate::naming::unicode::{nfkc, non_decimal_numeric, numeric_noun};
    for (part, what) in [(module, "module"), (name, "name")] {
        if let Some(c) = non_decimal_numeric(part) {
            return Some(format!(
                "its {what} `{part}` holds `{c}`, {}, which Go, TypeScript and Rust identifiers and C# namespaces cannot hold (Python would read `{}`)",
                numeric_noun(c),
                nfkc(&c.to_string())
            ));
        }
    }
    let file = section != Section::Types;
    for (part, what) in [(module, "module"), (name, "name")] {
        if (what == "module" || file) && nfkc(part) != part {
            return Some(format!(
                "its {what} `{part}` reads as `{}` in Python (which normalizes identifiers to NFKC), and the Python SDK would look for a module of that name on disk",
                nfkc(part)
            ));
        }
    }
    None
}

/// Characters that cannot appear in a file or directory name on some platform.
fn has_unportable_char(segment: &str) -> bool {
    segment
        .chars()
        .any(|c| c.is_control() || matches!(c, '<' | '>' | ':' | '"' | '|' | '?' | '*' | '\\'))
}

impl Binder<'_> {
    /// Splits and checks a definition token; reports and returns `None` when it is unusable.
    pub(super) fn parse_token(&mut self, raw: &str, at: &str, section: Section) -> Option<Token> {
        let noun = section.noun();
        let parts: Vec<&str> = raw.split(':').collect();
        if parts.len() != 3 {
            let d = self
                .diagnostic(
                    Code::MalformedToken,
                    format!("{noun} token `{raw}` must have three parts, `package:module:name`, but has {}", parts.len()),
                    at,
                )
                .at_key()
                .with_help(format!("for example `{}:index:{}`", self.spec.name, parts.last().copied().unwrap_or("Name")));
            self.push(d);
            return None;
        }
        let (package, module_part, name) = (parts[0], parts[1], parts[2]);
        let mut ok = true;
        let allowed = package == self.spec.name
            || self.spec.allowed_package_names.iter().any(|p| p == package)
            || (section == Section::Functions && package == "pulumi" && module_part == "providers");
        if !allowed {
            let d = self
                .diagnostic(
                    Code::ForeignToken,
                    format!("{noun} token `{raw}` belongs to package `{package}`, not to this package `{}`", self.spec.name),
                    at,
                )
                .at_key();
            self.push(d);
            ok = false;
        }
        if (module_part.is_empty() || module_part.eq_ignore_ascii_case("index"))
            && name.eq_ignore_ascii_case("provider")
            && section != Section::Functions
        {
            let d = self
                .diagnostic(
                    Code::ReservedName,
                    format!("{noun} token `{raw}`: `provider` is reserved in the root module for the package's provider"),
                    at,
                )
                .at_key();
            self.push(d);
            ok = false;
        }
        if name.is_empty() {
            let d = self
                .diagnostic(
                    Code::MalformedToken,
                    format!("{noun} token `{raw}` has an empty name part"),
                    at,
                )
                .at_key();
            self.push(d);
            return None;
        }
        if let Some(segment) = unspellable_segment(name, section) {
            let d = self
                .diagnostic(
                    Code::InvalidName,
                    format!("{noun} token `{raw}`: `{segment}` is not an identifier (a letter or `_`, then letters, digits or `_`), so the SDKs cannot name a class or function after it"),
                    at,
                )
                .at_key();
            self.push(d);
            ok = false;
        }
        let module = self.module_of(module_part);
        if let Some(problem) = unicode_problem(&module, name, section) {
            let d = self
                .diagnostic(
                    Code::InvalidName,
                    format!("{noun} token `{raw}`: {problem}"),
                    at,
                )
                .at_key();
            self.push(d);
            ok = false;
        }
        if module.starts_with("index/") {
            let d = self
                .diagnostic(
                    Code::MalformedToken,
                    format!("{noun} token `{raw}`: modules cannot be nested under `index`"),
                    at,
                )
                .at_key()
                .with_help(r#"if the module part names a file (`index/<name>`), set "meta": {"moduleFormat": "(.*)(?:/[^/]*)"}"#);
            self.push(d);
            ok = false;
        }
        // Module segments become directories; the name becomes a file name (methods have a `/`).
        let unsafe_part = [(module.as_str(), "module"), (name, "name")]
            .into_iter()
            .find_map(|(part, what)| path_problem(part).map(|problem| (part, what, problem)));
        if let Some((part, what, problem)) = unsafe_part {
            let d = self
                .diagnostic(
                    Code::UnsafePath,
                    format!("{noun} token `{raw}`: its {what} `{part}` {problem}"),
                    at,
                )
                .at_key();
            self.push(d);
            ok = false;
        } else if module.split('/').any(str::is_empty) && !module.is_empty() {
            let d = self
                .diagnostic(
                    Code::MalformedToken,
                    format!("{noun} token `{raw}`: module `{module}` has an empty segment"),
                    at,
                )
                .at_key();
            self.push(d);
            ok = false;
        }
        ok.then(|| Token {
            raw: raw.to_string(),
            package: package.to_string(),
            module,
            name: name.to_string(),
        })
    }

    /// The module a token's module part names: `moduleFormat`'s first group, `index` → root.
    pub(super) fn module_of(&self, module_part: &str) -> String {
        let module = match &self.module_format {
            Some(re) => re
                .captures(module_part)
                .and_then(|c| c.get(1))
                .map_or(module_part, |m| m.as_str()),
            None => module_part,
        };
        if module == "index" {
            String::new()
        } else {
            module.to_string()
        }
    }
}
