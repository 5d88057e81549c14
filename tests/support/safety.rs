//! Whether a generated file kept the schema's text inert: the checks `tests/hardening.rs` (on
//! the files of a generated tree) and `tests/property.rs` (on rendered files in memory) apply
//! to every file sdkgen writes.
//!
//! [`check_file`] holds, for one file:
//! - a source file (`.py`/`.pyi`, `.ts`, `.go`, `.cs`, `.java`, `.rs`) parses with no ERROR or
//!   MISSING node (a Java file as javac reads it: its `\u` escapes first, in comments and
//!   strings too), and holds no character that is invisible or moves text around: controls other than
//!   tab and line feed, format characters (the bidirectional controls, zero-width characters,
//!   the byte-order mark, tag characters) and the Unicode line and paragraph separators;
//! - every occurrence of the marker (when given) in a source file is inside a comment or a
//!   string literal, and not in an interpolation inside one;
//! - JSON, TOML and `.csproj` files are well-formed, and no `.csproj` text holds what MSBuild
//!   evaluates (`$(`, `@(`, `%(`) other than the conditions sdkgen writes itself;
//! - no Go comment line is a compiler directive but the `//go:noinline` sdkgen writes;
//! - template syntax from a schema was not evaluated (`{{ "ZQ" ~ "EVAL" }}` gives `ZQEVAL`).

use std::path::Path;

use unicode_general_category::{get_general_category, GeneralCategory};

use super::parse::{inert_at_of, parse, syntax_errors_of, ParseLang};

/// What a clean file held: how many markers (all inert).
pub struct Checked {
    pub markers: usize,
}

/// Whether `c` may not appear raw in generated source: see the module documentation.
pub fn is_hidden(c: char) -> bool {
    // Printable ASCII is most of every file.
    if (' '..='~').contains(&c) {
        return false;
    }
    c != '\t'
        && c != '\n'
        && matches!(
            get_general_category(c),
            GeneralCategory::Control
                | GeneralCategory::Format
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
        )
}

/// Checks one generated file (`path` relative to its package directory, for its kind and for
/// messages); `marker` is text the schema put after each hostile fragment.
pub fn check_file(path: &str, text: &str, marker: Option<&str>) -> Result<Checked, String> {
    let name = path;
    // Evaluated, `{{ "ZQ" ~ "EVAL" }}` gives `ZQEVAL` and the loop `ZQLOOPZQLOOP`.
    if text.contains("ZQEVAL") || text.contains("ZQLOOPZQLOOP") {
        return Err(format!(
            "{name}: template syntax from the schema was evaluated"
        ));
    }
    let relative = Path::new(path);
    let ext = relative.extension().and_then(|e| e.to_str()).unwrap_or("");
    let lang = ParseLang::of_path(relative);
    if (lang.is_some() || matches!(ext, "json" | "toml" | "csproj" | "mod")) && text.contains('\0')
    {
        return Err(format!("{name}: holds a NUL character"));
    }
    match ext {
        "json" => {
            serde_json::from_str::<serde_json::Value>(text).map_err(|e| format!("{name}: {e}"))?;
        }
        "toml" => {
            let body = text.trim_start_matches('\u{feff}');
            toml::from_str::<toml::Table>(body).map_err(|e| format!("{name}: {e}"))?;
        }
        "csproj" => check_msbuild(name, text)?,
        "go" => check_go_directives(name, text)?,
        _ => {}
    }
    let Some(lang) = lang else {
        return Ok(Checked { markers: 0 });
    };
    // rustc refuses the bidirectional controls in source, and in any language these can make
    // code read differently from how it runs.
    if let Some((at, c)) = text.char_indices().find(|&(_, c)| is_hidden(c)) {
        let (line, column) = line_col(text, at);
        return Err(format!(
            "{name}:{line}:{column}: holds U+{:04X} raw",
            c as u32
        ));
    }
    // javac reads `\u` escapes before anything else: the file must parse, and the schema's
    // text stay inert, as javac sees it.
    let translated;
    let text = if lang == ParseLang::Java {
        translated = java_unicode_escapes(text).map_err(|e| format!("{name}: {e}"))?;
        translated.as_str()
    } else {
        text
    };
    let tree = parse(lang, text);
    let errors = syntax_errors_of(&tree, text);
    if !errors.is_empty() {
        let shown: Vec<String> = errors
            .iter()
            .take(5)
            .map(|e| {
                let line = e
                    .split(':')
                    .next()
                    .and_then(|l| l.parse::<usize>().ok())
                    .and_then(|l| text.lines().nth(l - 1))
                    .unwrap_or("");
                let line: String = line.chars().take(200).collect();
                format!("  {name}:{e}\n    | {line}")
            })
            .collect();
        return Err(format!(
            "{name}: {} syntax errors\n{}",
            errors.len(),
            shown.join("\n")
        ));
    }
    let Some(marker) = marker else {
        return Ok(Checked { markers: 0 });
    };
    let offsets: Vec<usize> = text.match_indices(marker).map(|(at, _)| at).collect();
    let inert = inert_at_of(lang, &tree, &offsets);
    if let Some((&at, _)) = offsets.iter().zip(&inert).find(|(_, ok)| !**ok) {
        let (line, column) = line_col(text, at);
        return Err(format!(
            "{name}:{line}:{column}: schema text escaped its comment or string: `{}`",
            text[at..].lines().next().unwrap_or("")
        ));
    }
    Ok(Checked {
        markers: offsets.len(),
    })
}

/// The one MSBuild expression the `.csproj` template writes itself (no schema text reaches that
/// element): symbols added to what the package's build output may include.
const TEMPLATE_PDB_APPEND: &str = "$(AllowedOutputExtensionsInPackageBuildOutputFolder);.pdb";

/// The `.csproj` is XML, and MSBuild evaluates `$(…)` (properties and property functions),
/// `@(…)` (item lists) and `%(…)` (item metadata) in the text of its elements and attributes
/// at build and pack time: schema text must reach it escaped (`%24`, `%40`, `%25`).
fn check_msbuild(name: &str, text: &str) -> Result<(), String> {
    let document = roxmltree::Document::parse(text).map_err(|e| format!("{name}: {e}"))?;
    for node in document.descendants() {
        let mut texts: Vec<&str> = node
            .attributes()
            // The template's own configuration condition.
            .filter(|a| a.name() != "Condition")
            .map(|a| a.value())
            .collect();
        if node.is_text() {
            texts.extend(node.text());
        }
        // The template's own self-append of symbols to the package (SourceLink), exactly.
        texts.retain(|&t| t != TEMPLATE_PDB_APPEND);
        for value in texts {
            if let Some(at) = ["$(", "@(", "%("].iter().find_map(|s| value.find(s)) {
                let element = node
                    .ancestors()
                    .find(|n| n.is_element())
                    .map_or("?", |n| n.tag_name().name());
                return Err(format!(
                    "{name}: <{element}> holds text MSBuild evaluates: `{}`",
                    value[at..].chars().take(60).collect::<String>()
                ));
            }
        }
    }
    Ok(())
}

/// A Go comment line that starts `//go:` or `//line ` is a compiler directive, code in all but
/// syntax; sdkgen writes one only: `//go:noinline`, right above a function.
fn check_go_directives(name: &str, text: &str) -> Result<(), String> {
    let lines: Vec<&str> = text.lines().collect();
    let directive = lines.iter().enumerate().find(|(i, l)| {
        (l.starts_with("//go:") || l.starts_with("//line "))
            && !(**l == "//go:noinline"
                && lines
                    .get(i + 1)
                    .is_some_and(|next| next.starts_with("func ")))
    });
    match directive {
        Some((_, line)) => Err(format!("{name}: a Go directive: `{line}`")),
        None => Ok(()),
    }
}

/// The `line:column` (1-based, columns in characters) of byte `at` of `text`.
pub fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// `text` as javac reads it (JLS 3.3): each `\\uXXXX` (any number of `u`s) whose backslash is
/// preceded by an even number of backslashes is the character it names. An eligible `\\u`
/// without four hex digits after it is an error, as it is for javac.
fn java_unicode_escapes(text: &str) -> Result<String, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut units: Vec<u16> = Vec::new();
    let mut backslashes = 0;
    let mut i = 0;
    let flush = |units: &mut Vec<u16>, out: &mut String| {
        out.extend(char::decode_utf16(units.drain(..)).map(|c| c.unwrap_or('\u{fffd}')));
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\\' && backslashes % 2 == 0 && chars.get(i + 1) == Some(&'u') {
            let mut j = i + 1;
            while chars.get(j) == Some(&'u') {
                j += 1;
            }
            let hex: String = chars.iter().skip(j).take(4).collect();
            let value = u16::from_str_radix(&hex, 16)
                .ok()
                .filter(|_| hex.len() == 4 && hex.chars().all(|h| h.is_ascii_hexdigit()))
                .ok_or_else(|| format!("an illegal \\u escape at character {i}"))?;
            units.push(value);
            i = j + 4;
            backslashes = 0;
            continue;
        }
        flush(&mut units, &mut out);
        backslashes = if c == '\\' { backslashes + 1 } else { 0 };
        out.push(c);
        i += 1;
    }
    flush(&mut units, &mut out);
    Ok(out)
}

#[test]
fn java_unicode_escapes_are_read_as_javac_reads_them() {
    assert_eq!(java_unicode_escapes(r"a\u002a/b").unwrap(), "a*/b");
    assert_eq!(java_unicode_escapes(r"a\\u002a").unwrap(), r"a\\u002a");
    assert_eq!(java_unicode_escapes(r"\\\uuu0041").unwrap(), r"\\A");
    assert!(java_unicode_escapes(r"\uxyz").is_err());
}
