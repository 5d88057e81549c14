//! The docs target (`--lang docs`):
//! - `seed_docs_cover_every_seed_fact`: walking the IR of both seeds, every type, function,
//!   field and configuration variable has its page or row, with its flags (required, secret,
//!   replace-on-change, output-only), default, environment variables and description, in the
//!   Markdown pages and in the HTML site; a copy with one fact removed or flipped must fail;
//! - `seed_docs_names_are_the_sdks_names`: every per-language name the seed docs show is
//!   declared in that language's committed SDK (`generated/<seed>/<lang>`);
//! - `csharp_names_in_docs_are_those_of_their_class`: where tests/fixtures/csharp_names.json
//!   makes a C# name differ by class (a resource's `…Args` or the resource class, `Config`),
//!   each C# name its docs show is declared in the class the section is about;
//! - `injection_fixture_renders_inert` and `every_corpus_schema_renders_safe_docs`: no schema
//!   text becomes markup (one `<script>`, ours; no tag, handler or script URL from a
//!   description) and every page has a safe, case-unique path;
//! - `browser_site`: tests/docs/site_test.mjs drives Debian's headless Chromium (installed with
//!   apt-get when missing) over the sites of both seeds and of tests/fixtures/docs_injection.json,
//!   opened from disk: search, language switcher, flags, and no script from schema text; and it
//!   times the first render and the search keystrokes of the seeds' sites and of the largest
//!   corpus package's (digitalocean), printing the medians and failing beyond three times the
//!   targets (1 s, 50 ms). It saves screenshots to `target/docs-site/`. `playwright-core` is pinned in
//!   tests/docs/package.json and its lock file and installed with `npm ci` into
//!   `target/tmp/docs-site/env-<key>/`.
//!
//! `SDKGEN_SKIP_BROWSER=1` (or `SDKGEN_SKIP_NODEJS=1`) skips the browser test and says so.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use sdkgen::generate::{render, Target, Templates};
use sdkgen::ir::{FunctionOutputs, Package, Property};
use sdkgen::spec::ScalarValue;
use sdkgen::workspace::check_files;
use support::{corpus_schemas, fnv1a, lock, remove_dir, remove_other_envs, root, run, say};

const SEEDS: [&str; 2] = ["streamcloud", "gatewaycloud"];

fn load(path: &Path) -> Package {
    let mut outcome = check_files(&[path.to_path_buf()]);
    assert!(
        !outcome.has_errors(),
        "{}: {:?}",
        path.display(),
        outcome.diagnostics
    );
    outcome.packages.remove(0).package
}

fn seed(name: &str) -> Package {
    load(&root().join(format!("schema/{name}.json")))
}

/// The docs of `package`, by path.
fn docs(package: &Package) -> BTreeMap<String, String> {
    render(package, Target::Docs, &Templates::builtin())
        .unwrap_or_else(|e| panic!("{e}"))
        .files
        .into_iter()
        .map(|f| (f.path, f.contents))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Every seed fact is in the docs

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn scalar(v: &ScalarValue) -> String {
    match v {
        ScalarValue::String(s) => serde_json::to_string(s).unwrap(),
        other => other.to_string(),
    }
}

/// The first line of a description as the docs show it (Markdown, unchanged for the seeds).
fn first_line(text: Option<&str>) -> Option<String> {
    text.and_then(|t| t.lines().find(|l| !l.trim().is_empty()))
        .map(|l| l.trim().to_owned())
}

/// The Markdown page whose header line names `token`.
fn page_of<'a>(files: &'a BTreeMap<String, String>, token: &str) -> Option<(&'a str, &'a str)> {
    let marker = format!(" `{token}` of package ");
    files
        .iter()
        .filter(|(path, _)| path.ends_with(".md"))
        .find(|(_, text)| text.lines().take(4).any(|l| l.contains(&marker)))
        .map(|(p, t)| (p.as_str(), t.as_str()))
}

/// The part of a Markdown page under `## title` (up to the next `## `).
fn section<'a>(page: &'a str, title: &str) -> Option<&'a str> {
    under_heading(page, "## ", title)
}

/// The part of `text` from the heading `marker title` up to the next heading `marker…`.
fn under_heading<'a>(text: &'a str, marker: &str, title: &str) -> Option<&'a str> {
    let start = text.find(&format!("\n{marker}{title}\n"))? + 1;
    let rest = &text[start + marker.len()..];
    let end = rest
        .find(&format!("\n{marker}"))
        .map(|i| start + marker.len() + i)
        .unwrap_or(text.len());
    Some(&text[start..end])
}

/// The block of field `wire` in a section (from its `### ` heading to the next).
fn field_block<'a>(section: &'a str, wire: &str) -> Option<&'a str> {
    under_heading(section, "### ", &format!("`{wire}`"))
}

/// What is missing or wrong in a field's Markdown block.
fn check_field_md(where_: &str, block: Option<&str>, p: &Property, out: &mut Vec<String>) {
    let Some(block) = block else {
        out.push(format!("{where_}: no block for field `{}`", p.name));
        return;
    };
    let mut expect = vec![
        format!("- Required: {}", yes_no(p.required)),
        format!("- Secret: {}", yes_no(p.secret)),
        format!("- Replace on change: {}", yes_no(p.replace_on_changes)),
        format!("- Output only: {}", yes_no(p.output_only)),
        match &p.default {
            Some(d) => format!("- Default: `{}`", scalar(d)),
            None => "- Default: none".into(),
        },
    ];
    if p.default_env.is_empty() {
        expect.push("- Environment variables: none".into());
    } else {
        let env: Vec<String> = p.default_env.iter().map(|e| format!("`{e}`")).collect();
        expect.push(format!("- Environment variables: {}", env.join(", ")));
    }
    if p.deprecation_message.is_none() {
        expect.push("- Deprecated: no".into());
    }
    expect.extend(first_line(p.description.as_deref()));
    for e in expect {
        if !block.lines().any(|l| l == e || l.starts_with(&e)) {
            out.push(format!("{where_}: field `{}` lacks `{e}`", p.name));
        }
    }
}

/// The HTML rows (`<tr id=…>…</tr>`) of the section with id `id`, by wire name.
fn html_rows<'a>(html: &'a str, id: &str) -> Option<BTreeMap<String, &'a str>> {
    let start = html.find(&format!("<section id=\"{id}\""))?;
    let end = html[start..]
        .find("</section>")
        .map(|i| start + i)
        .unwrap_or(html.len());
    let section = &html[start..end];
    let mut rows = BTreeMap::new();
    for row in section.split("<tr id=\"").skip(1) {
        let row = &row[..row.find("</tr>").unwrap_or(row.len())];
        let marker = "<span class=\"wire\" title=\"name on the wire\"><code>";
        let wire = row
            .find(marker)
            .map(|i| &row[i + marker.len()..])
            .and_then(|r| r.split("</code>").next())
            .unwrap_or_default();
        // Inputs and outputs may share a name; the first row is enough to check flags.
        rows.entry(wire.to_owned()).or_insert(row);
    }
    Some(rows)
}

/// What is missing or wrong in a field's HTML row.
fn check_field_html(where_: &str, row: Option<&&str>, p: &Property, out: &mut Vec<String>) {
    let Some(row) = row else {
        out.push(format!("{where_}: no row for field `{}`", p.name));
        return;
    };
    let flags = [
        (p.required, "<span class=\"flag required\">required</span>"),
        (!p.required, "<span class=\"flag optional\">optional</span>"),
        (p.secret, "<span class=\"flag secret\">secret</span>"),
        (
            p.replace_on_changes,
            "<span class=\"flag replace\">replace on change</span>",
        ),
        (
            p.output_only,
            "<span class=\"flag output\">output only</span>",
        ),
    ];
    for (set, span) in flags {
        if set != row.contains(span) {
            out.push(format!(
                "{where_}: field `{}` should {}show {span}",
                p.name,
                if set { "" } else { "not " }
            ));
        }
    }
    if let Some(d) = &p.default {
        let shown = format!(
            "<td class=\"default\"><code>{}</code>",
            scalar(d).replace('"', "&quot;")
        );
        if !row.contains(&shown) {
            out.push(format!("{where_}: field `{}` lacks its default", p.name));
        }
    }
    for env in &p.default_env {
        if !row.contains(&format!("<code>{env}</code>")) {
            out.push(format!("{where_}: field `{}` lacks env var {env}", p.name));
        }
    }
}

/// Every `(entry id, section HTML)` of the site's chunk files (`sections/<n>.js`, each
/// `sdkgenDocs.sections([[id, html], …]);` after the generated-code header); panics on a chunk
/// in any other form, as `docs.js` could not load it.
fn site_sections(files: &BTreeMap<String, String>) -> Vec<(String, String)> {
    let mut sections = Vec::new();
    for (path, text) in files.iter().filter(|(p, _)| p.starts_with("sections/")) {
        let body: String = text
            .lines()
            .filter(|l| !l.starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        let json = body
            .strip_prefix("sdkgenDocs.sections(")
            .and_then(|b| b.strip_suffix(");\n"))
            .unwrap_or_else(|| panic!("{path} is not one call of sdkgenDocs.sections"));
        let list: Vec<(String, String)> =
            serde_json::from_str(json).unwrap_or_else(|e| panic!("{path}: {e}"));
        sections.extend(list);
    }
    sections
}

/// The site as one page: `index.html` with every entry's section placed in `<main>`, as a
/// reader visiting each entry makes it.
fn site_page(files: &BTreeMap<String, String>) -> String {
    let index = files.get("index.html").map(String::as_str).unwrap_or("");
    let sections: String = site_sections(files).into_iter().map(|(_, h)| h).collect();
    index.replacen("</main>", &format!("{sections}</main>"), 1)
}

/// Every fact of `package` the docs must show, checked against `files`; what is missing.
fn missing_facts(package: &Package, files: &BTreeMap<String, String>) -> Vec<String> {
    let mut out = Vec::new();
    let page = site_page(files);
    let html = page.as_str();
    let index = files.get("index.md").map(String::as_str).unwrap_or("");
    // Configuration.
    let config = files.get("config.md").map(String::as_str).unwrap_or("");
    let rows = html_rows(html, "config").unwrap_or_default();
    for p in &package.config {
        check_field_md("config.md", field_block(config, &p.name), p, &mut out);
        check_field_html("index.html#config", rows.get(&p.name), p, &mut out);
    }
    // Object types.
    for o in &package.objects {
        let Some((path, page)) = page_of(files, &o.token.raw) else {
            out.push(format!("no page for type {}", o.token.raw));
            continue;
        };
        if !index.contains(&format!("({path})")) {
            out.push(format!("index.md does not link {path}"));
        }
        let props = section(page, "Properties").unwrap_or_default();
        let id = format!(
            "type-{}",
            path.trim_start_matches("types/").trim_end_matches(".md")
        );
        let Some(rows) = html_rows(html, &id) else {
            out.push(format!("index.html has no section {id}"));
            continue;
        };
        for p in &o.properties {
            check_field_md(path, field_block(props, &p.name), p, &mut out);
            check_field_html(&id, rows.get(&p.name), p, &mut out);
        }
        if let Some(line) = first_line(o.description.as_deref()) {
            if !page.contains(&line) {
                out.push(format!("{path}: lacks the type's description"));
            }
        }
    }
    // Functions.
    for f in package.functions.iter().filter(|f| f.method_of.is_none()) {
        let Some((path, page)) = page_of(files, &f.token.raw) else {
            out.push(format!("no page for function {}", f.token.raw));
            continue;
        };
        if !index.contains(&format!("({path})")) {
            out.push(format!("index.md does not link {path}"));
        }
        let id = format!(
            "function-{}",
            path.trim_start_matches("functions/")
                .trim_end_matches(".md")
        );
        let rows = html_rows(html, &id).unwrap_or_default();
        let inputs = section(page, "Inputs").unwrap_or_default();
        for p in &f.inputs {
            check_field_md(path, field_block(inputs, &p.name), p, &mut out);
            check_field_html(&id, rows.get(&p.name), p, &mut out);
        }
        if let FunctionOutputs::Object { properties, .. } = &f.outputs {
            let outputs = section(page, "Outputs").unwrap_or_default();
            for p in properties {
                check_field_md(path, field_block(outputs, &p.name), p, &mut out);
            }
        }
        let usage = section(page, "Usage").unwrap_or_default();
        for lang in ["Python", "TypeScript", "Go", "C#", "Rust"] {
            if !usage.contains(&format!("\n### {lang}\n")) {
                out.push(format!("{path}: no {lang} usage snippet"));
            }
        }
        if let Some(line) = first_line(f.description.as_deref()) {
            if !page.contains(&line) {
                out.push(format!("{path}: lacks the function's description"));
            }
        }
    }
    out
}

#[test]
fn seed_docs_cover_every_seed_fact() {
    for name in SEEDS {
        let package = seed(name);
        let files = docs(&package);
        let missing = missing_facts(&package, &files);
        assert!(missing.is_empty(), "{name}:\n{}", missing.join("\n"));
    }

    // The checker must catch a dropped env var, a flipped flag, a lost field and a lost row.
    let package = seed("streamcloud");
    let good = docs(&package);
    let breakages: [(&str, &str, &str); 4] = [
        ("config.md", "`TABLEFLOW_API_KEY`", "`TABLEFLOW_KEY`"),
        ("config.md", "- Default: `4`", "- Default: none"),
        (
            "index.html",
            "<span class=\"flag secret\">secret</span>",
            "",
        ),
        (
            "sections/0.js",
            "<span class=\\\"flag replace\\\">replace on change</span>",
            "",
        ),
    ];
    for (file, from, to) in breakages {
        let mut broken = good.clone();
        let text = broken.get_mut(file).unwrap();
        assert!(text.contains(from), "{file} has no {from}");
        *text = text.replacen(from, to, 1);
        assert!(
            !missing_facts(&package, &broken).is_empty(),
            "replacing {from} in {file} went unnoticed"
        );
    }
    let mut broken = good.clone();
    let (path, _) = page_of(&good, &package.objects[0].token.raw).unwrap();
    broken.remove(path);
    assert!(!missing_facts(&package, &broken).is_empty());
}

// ---------------------------------------------------------------------------------------------
// The names shown are the SDKs' names

/// The code spans of a Markdown table row.
fn code_spans(line: &str) -> Vec<String> {
    line.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, s)| s.to_owned())
        .collect()
}

/// (language, name) pairs the Markdown pages show in their name tables.
fn shown_names(files: &BTreeMap<String, String>) -> BTreeSet<(String, String)> {
    const LANGS: [&str; 6] = ["Python", "TypeScript", "Go", "C#", "Rust", "Java"];
    let mut names = BTreeSet::new();
    for text in files
        .iter()
        .filter(|(p, _)| p.ends_with(".md"))
        .map(|(_, t)| t)
    {
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            // Entry names: `| Python | `a`, `b` (input) |`.
            for lang in LANGS {
                if let Some(rest) = line.strip_prefix(&format!("| {lang} | ")) {
                    for name in code_spans(rest) {
                        names.insert((lang.to_owned(), name));
                    }
                }
            }
            // Field names: a header row of the six languages, a rule, then the names.
            if *line == "| Python | TypeScript | Go | C# | Rust | Java |" && i + 2 < lines.len() {
                let cells: Vec<&str> = lines[i + 2]
                    .trim_matches('|')
                    .split(" | ")
                    .map(str::trim)
                    .collect();
                for (lang, cell) in LANGS.iter().zip(cells) {
                    for name in code_spans(cell) {
                        names.insert((lang.to_string(), name));
                    }
                }
            }
        }
    }
    names
}

/// Every file under `dir`, concatenated.
fn tree_text(dir: &Path) -> String {
    let mut text = String::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(s) = std::fs::read_to_string(&path) {
                text.push_str(&s);
                text.push('\n');
            }
        }
    }
    text
}

fn has_word(text: &str, word: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

#[test]
fn seed_docs_names_are_the_sdks_names() {
    for name in SEEDS {
        let files = docs(&seed(name));
        let shown = shown_names(&files);
        assert!(
            shown.len() > 100,
            "{name}: only {} names found",
            shown.len()
        );
        let generated = root().join("generated").join(name);
        let sdks = sdk_sources(&generated);
        let mut unknown = Vec::new();
        for (lang, shown_name) in &shown {
            let source = &sdks[lang.as_str()];
            // Package and import paths are checked whole; other names by their last part
            // (`pulumi_x.outputs.Foo` → `Foo`, which the SDK must declare or use).
            let last = shown_name
                .rsplit("::")
                .next()
                .unwrap()
                .rsplit('.')
                .next()
                .unwrap();
            let found = if lang == "Go" && shown_name.contains('/') {
                // An import path: a directory of the module.
                let go = generated.join("go");
                let module = std::fs::read_to_string(go.join("go.mod")).unwrap();
                let module = module
                    .lines()
                    .find_map(|l| l.strip_prefix("module "))
                    .unwrap()
                    .trim();
                shown_name
                    .strip_prefix(module)
                    .is_some_and(|rest| go.join(rest.trim_start_matches('/')).is_dir())
            } else if shown_name.contains('/') || shown_name.starts_with('@') {
                source.contains(shown_name.as_str())
            } else {
                has_word(source, last)
            };
            if !found {
                unknown.push(format!("{lang}: {shown_name}"));
            }
        }
        assert!(
            unknown.is_empty(),
            "{name}: the docs show names the SDKs do not have:\n{}",
            unknown.join("\n")
        );
        // The check itself: a name no SDK has is caught.
        let source = &sdks["Go"];
        assert!(!has_word(source, "GetTableflowApiKeyy"));
        assert!(has_word(source, "GetTableflowApiKey") || name != "streamcloud");
    }
}

/// Whether the crate at `dir` declares the item a Rust path of the docs names: the module file
/// (`src/types/<module>.rs`, `src/resources/<module>.rs`, `src/config.rs`)
/// must declare the struct, enum or function, and a `Type::method` path the method too.
fn rust_declares(dir: &Path, path: &str) -> bool {
    let segments: Vec<&str> = path.split("::").skip(1).collect();
    let Some((&first, rest)) = segments.split_first() else {
        return true; // the crate itself
    };
    let read = |p: PathBuf| std::fs::read_to_string(p).unwrap_or_default();
    let item = |source: &str, name: &str| {
        ["pub struct ", "pub enum ", "pub fn ", "pub async fn "]
            .iter()
            .any(|kw| {
                source.lines().any(|l| {
                    l.trim_start().strip_prefix(kw).is_some_and(|r| {
                        r.strip_prefix(name)
                            .is_some_and(|r| r.starts_with([' ', '(', '<', '{', ';']))
                    })
                })
            })
    };
    // The declaring file and the item path inside it.
    let (source, inner): (String, &[&str]) = match first {
        "types" => {
            let (modules, inner) = rest.split_at(rest.len().saturating_sub(1));
            // `Type::method` is not a module: a module path names files that exist.
            let mut file = dir.join("src/types");
            let mut k = 0;
            while k < modules.len()
                && dir
                    .join("src/types")
                    .join(modules[..=k].join("/") + ".rs")
                    .is_file()
            {
                k += 1;
            }
            if k > 0 {
                file = file.join(modules[..k].join("/") + ".rs");
            } else {
                file.set_extension("rs");
            }
            let _ = inner;
            (read(file), &rest[k..])
        }
        "resources" => {
            // `src/resources.rs`, a module `a::b` in `src/resources/a/b.rs`.
            let modules = (0..rest.len())
                .take_while(|&k| {
                    dir.join("src/resources")
                        .join(rest[..=k].join("/") + ".rs")
                        .is_file()
                })
                .count();
            let file = if modules == 0 {
                dir.join("src/resources.rs")
            } else {
                dir.join("src/resources")
                    .join(rest[..modules].join("/") + ".rs")
            };
            (read(file), &rest[modules..])
        }
        "Config" => (read(dir.join("src/config.rs")), &segments[..]),
        _ => return false,
    };
    match inner {
        [name] => item(&source, name),
        [ty, method] => item(&source, ty) && item(&source, method),
        _ => false,
    }
}

/// Every Rust path the seed docs show (entries and their forms: resources, functions, types,
/// enums, `Config`) is declared where it says in the committed crate.
#[test]
fn seed_docs_rust_paths_are_the_crates_items() {
    for name in SEEDS {
        let files = docs(&seed(name));
        let dir = root().join("generated").join(name).join("rust");
        let paths: Vec<String> = shown_names(&files)
            .into_iter()
            .filter(|(lang, n)| lang == "Rust" && n.contains("::"))
            .map(|(_, n)| n)
            .collect();
        assert!(paths.len() > 20, "{name}: only {} Rust paths", paths.len());
        for kind in ["::resources::", "::types::", "::Config"] {
            assert!(
                paths.iter().any(|p| p.contains(kind)),
                "{name}: no {kind} path"
            );
        }
        let missing: Vec<&String> = paths.iter().filter(|p| !rust_declares(&dir, p)).collect();
        assert!(
            missing.is_empty(),
            "{name}: the docs show Rust paths the crate lacks: {missing:#?}"
        );
    }
    // The check itself: a misspelt item, a method the type lacks, a wrong module are caught.
    let dir = root().join("generated/gatewaycloud/rust");
    assert!(rust_declares(
        &dir,
        "gatewaycloud::resources::Provider::new"
    ));
    assert!(rust_declares(&dir, "gatewaycloud::Config::from_context"));
    assert!(!rust_declares(
        &dir,
        "gatewaycloud::resources::Provider::create"
    ));
    assert!(!rust_declares(
        &dir,
        "gatewaycloud::resources::get_cloud_gateway_network"
    ));
    assert!(!rust_declares(
        &dir,
        "gatewaycloud::types::get_cloud_gateway_network_output"
    ));
}

/// (language, name, type) for every field block of the Markdown pages: the name table's first
/// row holds each SDK's name, its second the types that SDK declares the field with.
fn shown_types(files: &BTreeMap<String, String>) -> Vec<(String, String, String)> {
    const LANGS: [&str; 6] = ["Python", "TypeScript", "Go", "C#", "Rust", "Java"];
    let mut shown = Vec::new();
    for text in files
        .iter()
        .filter(|(p, _)| p.ends_with(".md"))
        .map(|(_, t)| t)
    {
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if *line != "| Python | TypeScript | Go | C# | Rust | Java |" || i + 3 >= lines.len() {
                continue;
            }
            let cells = |row: &str| -> Vec<Vec<String>> {
                // Cells split on ` | `; a `|` inside a type is written `\|`.
                row.trim_matches('|')
                    .split(" | ")
                    .map(|c| {
                        code_spans(c.trim())
                            .into_iter()
                            .map(|s| s.replace("\\|", "|"))
                            .collect()
                    })
                    .collect()
            };
            let names = cells(lines[i + 2]);
            let types = cells(lines[i + 3]);
            for ((lang, names), types) in LANGS.iter().zip(names).zip(types) {
                for (name, ty) in names.iter().flat_map(|n| types.iter().map(move |t| (n, t))) {
                    shown.push((lang.to_string(), name.clone(), ty.clone()));
                }
            }
        }
    }
    shown
}

/// Whether some line of `source` declares `name` with type `ty`: both on one line, the name
/// as a whole word (Python's private `_builtins.` alias is not shown by the docs; a long Rust
/// field's type broken over lines counts as on one, see [`rust_types_joined`]).
fn declares(lang: &str, source: &str, name: &str, ty: &str) -> bool {
    let joined;
    let source = if lang == "Rust" {
        joined = rust_types_joined(source);
        &*joined
    } else {
        source
    };
    source.lines().any(|l| {
        let l = if lang == "Python" {
            std::borrow::Cow::Owned(l.replace("_builtins.", ""))
        } else {
            std::borrow::Cow::Borrowed(l)
        };
        l.contains(ty) && has_word(&l, name)
    })
}

/// Rust source with each type broken over lines (after `:`, or inside its `<…>`, as the printer
/// breaks a long one) joined onto one line, as the docs show it.
fn rust_types_joined(source: &str) -> String {
    let source = regex::Regex::new(r":\n\s+")
        .unwrap()
        .replace_all(source, ": ");
    let mut out = String::with_capacity(source.len());
    let mut depth = 0usize;
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '<' => depth += 1,
            '>' if !out.ends_with(['-', '=']) => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth > 0 && c == '\n' {
            while chars.peek().is_some_and(|c| c.is_whitespace()) {
                chars.next();
            }
            // `,` before a closing `>` goes; between arguments it is `, `.
            if chars.peek() == Some(&'>') {
                if out.ends_with(',') {
                    out.pop();
                }
            } else if out.ends_with(',') {
                out.push(' ');
            }
            continue;
        }
        out.push(c);
    }
    out
}

/// Each docs language's committed SDK under `generated` (one package), as one text.
fn sdk_sources(generated: &Path) -> BTreeMap<&'static str, String> {
    [
        ("Python", "python"),
        ("TypeScript", "nodejs"),
        ("Go", "go"),
        ("C#", "dotnet"),
        ("Rust", "rust"),
        ("Java", "java"),
    ]
    .into_iter()
    .map(|(lang, dir)| (lang, tree_text(&generated.join(dir))))
    .collect()
}

/// The Type column: every type the seed docs show for a field, in each language, is the type
/// that language's committed SDK declares the field with (on the line declaring that name).
#[test]
fn seed_docs_types_are_the_sdks_types() {
    for name in SEEDS {
        let files = docs(&seed(name));
        let shown = shown_types(&files);
        let generated = root().join("generated").join(name);
        let sdks = sdk_sources(&generated);
        for lang in sdks.keys() {
            let n = shown.iter().filter(|(l, _, _)| l == lang).count();
            assert!(n >= 20, "{name}: only {n} {lang} types found");
        }
        let wrong: Vec<String> = shown
            .iter()
            .filter(|(lang, field, ty)| {
                !declares(lang, &sdks[lang.as_str()], field, ty) && !runtime_id(lang, field, ty)
            })
            .map(|(lang, field, ty)| format!("{lang}: `{field}` shown as `{ty}`"))
            .collect();
        assert!(
            wrong.is_empty(),
            "{name}: the docs show types the SDKs do not declare:\n{}",
            wrong.join("\n")
        );
    }
    // The check itself: a type the SDK does not declare for that field is caught.
    let files = docs(&seed("gatewaycloud"));
    let go = tree_text(&root().join("generated/gatewaycloud/go"));
    assert!(declares("Go", &go, "ServerUrl", "pulumi.StringPtrInput"));
    assert!(!declares("Go", &go, "ServerUrl", "pulumi.StringInput"));
    let mut broken = files.clone();
    let page = broken.get_mut("resources/provider.md").unwrap();
    assert!(page.contains("`pulumi.StringPtrInput`"));
    *page = page.replacen("`pulumi.StringPtrInput`", "`pulumi.StringInput`", 1);
    assert!(shown_types(&broken)
        .iter()
        .any(|(l, f, t)| l == "Go" && t == "pulumi.StringInput" && !declares(l, &go, f, t)));
}

/// Whether (`lang`, `name`, `ty`) is the `id` output every custom resource inherits from its
/// SDK's runtime, which the generated SDKs therefore do not declare (Rust's crate does, and is
/// checked like any field): Python's `CustomResource.id -> Output[str]`, Node.js's
/// `CustomResource.id: Output<ID>`, Go's `CustomResourceState.ID() IDOutput`, C#'s
/// `CustomResource.Id: Output<string>`, Java's `CustomResource.id(): Output<String>`.
fn runtime_id(lang: &str, name: &str, ty: &str) -> bool {
    matches!(
        (lang, name, ty),
        ("Python", "id", "pulumi.Output[str]")
            | ("TypeScript", "id", "pulumi.Output<pulumi.ID>")
            | ("Go", "ID", "pulumi.IDOutput")
            | ("C#", "Id", "Output<string>")
            | ("Java", "id", "Output<String>")
    )
}

/// The C# name in the name table of each field block of `section`, by wire name.
fn csharp_names_in(section: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for block in section.split("\n### `").skip(1) {
        let wire = block.split('`').next().unwrap().to_owned();
        let row = block
            .lines()
            .skip_while(|l| *l != "| Python | TypeScript | Go | C# | Rust | Java |")
            .nth(2);
        if let Some(cs) = row.and_then(|r| r.trim_matches('|').split(" | ").nth(3)) {
            names.insert(wire, cs.trim().trim_matches('`').to_owned());
        }
    }
    names
}

/// Where a C# name differs between a resource's class and its `…Args` class, or between a
/// class's properties and its other members (`widget` on `Widget`, `get`, `empty`, `makeArgs`,
/// a config variable `types`), the docs show the name of the class the section is about: the
/// constructor's `…Args` for inputs, the resource class for outputs, `Config`'s for variables.
#[test]
fn csharp_names_in_docs_are_those_of_their_class() {
    let package = load(&root().join("tests/fixtures/csharp_names.json"));
    let files = docs(&package);
    let sdk: BTreeMap<String, String> = render(&package, Target::Csharp, &Templates::builtin())
        .unwrap_or_else(|e| panic!("{e}"))
        .files
        .into_iter()
        .map(|f| (f.path, f.contents))
        .collect();
    // The text of class `class` in `file`, up to the next declaration beside it.
    let class_text = |file: &str, class: &str| -> String {
        let text = &sdk[file];
        let start = text
            .find(&format!("class {class}"))
            .unwrap_or_else(|| panic!("{file} declares no class {class}"));
        let rest = &text[start + 6..];
        // The next declaration at namespace level, or the end.
        rest[..rest.find("\n    public ").unwrap_or(rest.len())].to_owned()
    };
    let (_, widget) = page_of(&files, "csnames:index:Widget").expect("the Widget page");
    let (_, config) = files
        .iter()
        .find(|(p, _)| p.ends_with("config.md"))
        .expect("the config page");
    let cases = [
        (
            section(widget, "Inputs").unwrap(),
            class_text("Widget.cs", "WidgetArgs"),
            "public Input",
        ),
        (
            section(widget, "Outputs").unwrap(),
            class_text("Widget.cs", "Widget "),
            "public Output",
        ),
        (
            config.as_str(),
            class_text("Config/Config.cs", "Config"),
            "public static",
        ),
    ];
    let mut wrong = Vec::new();
    for (section, class, declaration) in &cases {
        let shown = csharp_names_in(section);
        assert!(shown.len() >= 2, "too few names found: {shown:?}");
        for (wire, name) in shown {
            // Inherited from Pulumi.CustomResource (see `runtime_id`).
            if *declaration == "public Output" && wire == "id" && name == "Id" {
                continue;
            }
            let declared = class.lines().any(|l| {
                let l = l.trim();
                l.starts_with(declaration)
                    && (l.ends_with(&format!(" {name}")) || l.contains(&format!(" {name} {{")))
            });
            if !declared {
                wrong.push(format!("`{wire}` is shown as `{name}`"));
            }
        }
    }
    // The renames this fixture is for are among the names checked.
    for expected in [
        "| `empty` | `empty` | `Empty` | `EmptyValue` |",
        "`MakeArgsValue`",
        "`TypesValue`",
    ] {
        assert!(
            files.values().any(|t| t.contains(expected)),
            "no page shows {expected}"
        );
    }
    assert!(
        wrong.is_empty(),
        "names the C# classes do not declare:\n{}",
        wrong.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// Nothing from schema text becomes markup

/// Problems with the docs site in `files`: those of [`unsafe_markup`] in the page with every
/// section placed, and a search index not in the form `docs.js` reads (a call with JSON).
fn unsafe_site(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut problems = unsafe_markup(&site_page(files));
    let search: String = files
        .get("search.js")
        .map(|t| t.lines().filter(|l| !l.starts_with("//")).collect())
        .unwrap_or_default();
    let json = search
        .strip_prefix("sdkgenDocs.search(")
        .and_then(|b| b.strip_suffix(");"));
    if json.is_none_or(|j| serde_json::from_str::<serde_json::Value>(j).is_err()) {
        problems.push("search.js is not one call of sdkgenDocs.search with JSON".into());
    }
    problems
}

/// Problems with the docs site's `html`: tags or attributes that can only have come from schema
/// text, and any script but docs.js (which loads the site's other scripts).
fn unsafe_markup(html: &str) -> Vec<String> {
    let lower = html.to_lowercase();
    let mut problems = markup_from_text(&lower);
    let scripts = lower.matches("<script").count();
    if scripts != 1 || !lower.contains("<script src=\"docs.js\" defer></script>") {
        problems.push(format!(
            "{scripts} <script> tags (only docs.js is expected)"
        ));
    }
    problems
}

/// Tags and attributes in (lower-cased) `lower` that no template writes.
fn markup_from_text(lower: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for tag in [
        "<img",
        "<iframe",
        "<svg",
        "<style",
        "<object",
        "<embed",
        "<details",
        "<textarea",
        "<base",
        "<form",
    ] {
        if lower.contains(tag) {
            problems.push(format!("a {tag}> tag"));
        }
    }
    // Every `<` of text is escaped, so each `<name …>` is a real tag: none may carry a script
    // URL or an `on…` handler.
    let url = regex::Regex::new(
        r#"<[a-z][^<>]*\s(?:href|src|action|formaction)\s*=\s*["']?\s*(?:javascript|data|vbscript):"#,
    )
    .unwrap();
    if let Some(m) = url.find(lower) {
        problems.push(format!("a script or data URL: {}", m.as_str()));
    }
    let handler = regex::Regex::new(r#"<[a-z][^<>]*\son[a-z]+\s*="#).unwrap();
    if let Some(m) = handler.find(lower) {
        problems.push(format!("an event handler attribute: {}", m.as_str()));
    }
    problems
}

#[test]
fn injection_fixture_renders_inert() {
    let package = load(&root().join("tests/fixtures/docs_injection.json"));
    let files = docs(&package);
    let problems = unsafe_site(&files);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let html = &site_page(&files);
    assert!(html.contains("&lt;script&gt;window.__pwned=1&lt;/script&gt;"));
    assert!(
        html.contains("&quot;&lt;/script&gt;&lt;script&gt;window.__pwned=10&lt;/script&gt;&quot;")
    );
    // The checker sees a tag that got through.
    let broken = html.replacen("&lt;img src=x", "<img src=x", 1);
    assert!(!unsafe_markup(&broken).is_empty());
    let broken = html.replacen("<p>", "<p onclick=\"x\">", 1);
    assert!(!unsafe_markup(&broken).is_empty());
    let broken = html.replacen("<a href=\"#config\">", "<a href=\" JavaScript:x\">", 1);
    assert!(!unsafe_markup(&broken).is_empty());

    // Markdown pages: raw HTML is escaped, script links are not links.
    for (path, text) in files.iter().filter(|(p, _)| p.ends_with(".md")) {
        let mut rendered = String::new();
        pulldown_cmark::html::push_html(
            &mut rendered,
            pulldown_cmark::Parser::new_ext(
                text,
                pulldown_cmark::Options::ENABLE_TABLES
                    | pulldown_cmark::Options::ENABLE_STRIKETHROUGH,
            ),
        );
        // What a Markdown renderer makes of the page: only code may hold the text `<script`.
        let outside_code: String = rendered
            .split("<code")
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    part.split_once("</code>")
                        .map(|(_, rest)| rest)
                        .unwrap_or("")
                }
            })
            .collect();
        let mut problems = markup_from_text(&outside_code.to_lowercase());
        if outside_code.contains("<script") || outside_code.contains("<b ") {
            problems.push("a tag from a description".into());
        }
        assert!(
            problems.is_empty(),
            "{path} renders {}:\n{rendered}",
            problems.join(", ")
        );
    }
}

#[test]
fn every_corpus_schema_renders_safe_docs() {
    let templates = Templates::builtin();
    let mut rendered = 0;
    for schema in corpus_schemas() {
        let outcome = check_files(std::slice::from_ref(&schema));
        if outcome.has_errors() {
            continue;
        }
        for bound in &outcome.packages {
            let output = render(&bound.package, Target::Docs, &templates)
                .unwrap_or_else(|e| panic!("{}: {e}", schema.display()));
            let mut folded = BTreeSet::new();
            for f in &output.files {
                assert!(
                    f.path
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-./".contains(c)),
                    "{}: unsafe path {}",
                    schema.display(),
                    f.path
                );
                assert!(folded.insert(f.path.to_lowercase()), "{}", f.path);
            }
            let files: BTreeMap<String, String> = output
                .files
                .into_iter()
                .map(|f| (f.path, f.contents))
                .collect();
            let problems = unsafe_site(&files);
            assert!(
                problems.is_empty(),
                "{}: {}",
                schema.display(),
                problems.join("\n")
            );
            rendered += 1;
        }
    }
    assert!(rendered > 50, "only {rendered} corpus schemas rendered");
}

#[test]
fn docs_are_deterministic() {
    let package = load(&root().join("../shared/corpus/real/random-4.21.1.json"));
    assert_eq!(docs(&package), docs(&package));
}

// ---------------------------------------------------------------------------------------------
// In a real browser

const SKIP_BROWSER: &str = "SDKGEN_SKIP_BROWSER";
const SKIP_NODEJS: &str = "SDKGEN_SKIP_NODEJS";
const CHROMIUM: &str = "/usr/bin/chromium";
/// The corpus schema whose docs site is the largest (see `browser_site`).
const LARGEST_SITE_SCHEMA: &str = "../shared/corpus/real/digitalocean-4.76.0.json";
/// The sites whose first render and search keystrokes the browser test times and bounds.
/// A second real package whose resource pages the browser test reads section by section.
const REGISTRY_SECTIONS_SCHEMA: &str = "../shared/corpus/real/confluentcloud-2.79.0.json";
const TIMED_PACKAGES: [&str; 3] = ["streamcloud", "gatewaycloud", "digitalocean"];

/// Debian's chromium, installed with apt-get when it is missing.
fn chromium() -> Result<PathBuf, String> {
    let path = PathBuf::from(CHROMIUM);
    if path.is_file() {
        return Ok(path);
    }
    support::apt_install(&["chromium"], "the docs browser test", SKIP_BROWSER)?;
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "apt-get installed chromium but {CHROMIUM} is still missing"
        ))
    }
}

#[test]
fn browser_site() {
    for var in [SKIP_BROWSER, SKIP_NODEJS] {
        if std::env::var(var).as_deref() == Ok("1") {
            say(&format!("SKIPPED: the docs browser test ({var}=1)"));
            return;
        }
    }
    let chromium = chromium().unwrap_or_else(|e| panic!("{e}"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("docs-site");
    std::fs::create_dir_all(&dir).unwrap();
    // Held until this test ends (or, on a panic, until the process exits).
    let mut held = lock(&dir.join("lock"), "docs_site").unwrap_or_else(|e| panic!("{e}"));

    // playwright-core, from the pinned lock file, reused while the pins and Node stay the same.
    let node_version = run(
        Command::new("node").arg("--version"),
        "node --version",
        None,
    )
    .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
    .unwrap_or_else(|e| panic!("{e}\nthe docs browser test needs Node.js; or set {SKIP_NODEJS}=1"));
    let manifest = root().join("tests/docs/package.json");
    let lockfile = root().join("tests/docs/package-lock.json");
    let mut pins = std::fs::read(&manifest).unwrap();
    pins.extend(std::fs::read(&lockfile).unwrap());
    pins.extend(node_version.as_bytes());
    let env = dir.join(format!("env-{:016x}", fnv1a(&pins)));
    if !env.join(".complete").is_file() {
        say(&format!(
            "docs_site: installing playwright-core into {}",
            env.display()
        ));
        remove_dir(&env).unwrap();
        std::fs::create_dir_all(&env).unwrap();
        std::fs::copy(&manifest, env.join("package.json")).unwrap();
        std::fs::copy(&lockfile, env.join("package-lock.json")).unwrap();
        let mut npm = Command::new("npm");
        npm.args(["ci", "--no-audit", "--no-fund"])
            .env("npm_config_cache", dir.join("npm-cache"))
            .env("npm_config_update_notifier", "false")
            .current_dir(&env);
        run(&mut npm, "npm ci (tests/docs/package-lock.json)", None)
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(env.join(".complete"), &node_version).unwrap();
    }
    remove_other_envs(&dir, &env, "env-").unwrap();
    // The script resolves playwright-core from beside it.
    let script = env.join("site_test.mjs");
    std::fs::copy(root().join("tests/docs/site_test.mjs"), &script).unwrap();

    // The sites, written by the real binary as a user would. The largest corpus package's is
    // timed too: digitalocean's site is the largest (13 MB of sections; gitlab's, auth0's and
    // confluentcloud's 7 MB, though gitlab's schema is the larger file).
    let out = dir.join("out");
    remove_dir(&out).unwrap();
    let schemas = [
        root().join("schema/streamcloud.json"),
        root().join("schema/gatewaycloud.json"),
        root().join("tests/fixtures/docs_injection.json"),
        root().join(LARGEST_SITE_SCHEMA),
        root().join(REGISTRY_SECTIONS_SCHEMA),
    ];
    let started = std::time::Instant::now();
    let mut generate = Command::new(env!("CARGO_BIN_EXE_sdkgen"));
    generate
        .arg("generate")
        .args(&schemas)
        .arg("--out")
        .arg(&out)
        .args(["--lang", "docs"]);
    run(&mut generate, "sdkgen generate --lang docs", None).unwrap_or_else(|e| panic!("{e}"));
    say(&format!(
        "docs_site: generated the sites of {} schemas in {:.1} s",
        schemas.len(),
        started.elapsed().as_secs_f64()
    ));

    let shots = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .join("docs-site");
    std::fs::create_dir_all(&shots).unwrap();
    let profile = dir.join("profile");
    remove_dir(&profile).unwrap();
    // Chromium's and Node's temporary files (Chromium made `org.chromium.Chromium.*` in /tmp)
    // go to a directory of this test's, which must be empty once the browser has closed.
    let tmp = dir.join("tmp");
    remove_dir(&tmp).unwrap();
    std::fs::create_dir_all(&tmp).unwrap();
    let mut node = Command::new("node");
    node.env("TMPDIR", &tmp)
        .arg(&script)
        .arg(&chromium)
        .arg(&out)
        .arg(&shots)
        .arg(&profile)
        .arg(TIMED_PACKAGES.join(","))
        .current_dir(&env);
    let output = run(
        &mut node,
        "tests/docs/site_test.mjs in headless Chromium",
        None,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    say(&String::from_utf8_lossy(&output.stdout));
    say(&format!("docs_site: screenshots in {}", shots.display()));
    assert_eq!(
        support::listing(&tmp),
        "nothing",
        "the browser test left files in its TMPDIR {}",
        tmp.display()
    );
    for shot in [
        "confluentcloud-resource-rust.png",
        "streamcloud-config-go.png",
        "gatewaycloud-function-typescript.png",
        "docsinjection-config.png",
    ] {
        assert!(shots.join(shot).is_file(), "no screenshot {shot}");
    }
    // The helper lets go of the lock when its stdin closes.
    drop(held.stdin.take());
    let _ = held.wait();
}

// ---------------------------------------------------------------------------------------------
// Every section of a Registry API page

/// The text under `### title` of a Markdown section (up to the next `### `).
fn subsection<'a>(section: &'a str, title: &str) -> Option<&'a str> {
    under_heading(section, "### ", title)
}

/// The object and enum tokens a resource's fields use, directly or through object types.
fn reachable_types(package: &Package, props: &[&Property]) -> BTreeSet<String> {
    use sdkgen::ir::Type;
    let mut seen = BTreeSet::new();
    let mut stack: Vec<&Type> = props.iter().map(|p| &p.type_).collect();
    while let Some(ty) = stack.pop() {
        match ty {
            Type::Array(e) | Type::Map(e) => stack.push(e),
            Type::Token(t) => stack.push(&t.underlying),
            Type::Union(u) => stack.extend(u.elements.iter()),
            Type::Enum(id) => {
                seen.insert(package.enum_type(*id).token.name.clone());
            }
            Type::Object(id) if seen.insert(package.object(*id).token.name.clone()) => {
                stack.extend(package.object(*id).properties.iter().map(|p| &p.type_));
            }
            _ => {}
        }
    }
    seen
}

/// What a resource page lacks of the Registry's sections: usage, the constructor's signature
/// and an example with every argument, inputs, outputs with `id`, looking up an existing
/// resource (every SDK that has `get`), import and the supporting types it uses.
fn missing_resource_sections(package: &Package, files: &BTreeMap<String, String>) -> Vec<String> {
    const LANGS: [&str; 6] = ["Python", "TypeScript", "Go", "C#", "Rust", "Java"];
    let mut out = Vec::new();
    let resources = package
        .resources
        .iter()
        .chain(std::iter::once(&package.provider));
    for r in resources {
        let Some((path, page)) = page_of(files, &r.token.raw) else {
            out.push(format!("no page for resource {}", r.token.raw));
            continue;
        };
        let mut need = |ok: bool, what: &str| {
            if !ok {
                out.push(format!("{path}: {what}"));
            }
        };
        let constructor = section(page, "Constructor").unwrap_or_default();
        let signature = subsection(constructor, "Signature").unwrap_or_default();
        let every = subsection(constructor, "Example with every argument").unwrap_or_default();
        for lang in LANGS {
            need(
                signature.contains(&format!("**{lang}**")),
                &format!("no {lang} signature"),
            );
            need(
                every.contains(&format!("**{lang}**")),
                &format!("no {lang} example with every argument"),
            );
        }
        // TypeScript keys are wire names: each input is given in the every-argument example.
        let ts = every.split("**TypeScript**").nth(1).unwrap_or_default();
        let ts = ts.split("**Go**").next().unwrap_or_default();
        for p in r
            .input_properties
            .iter()
            .filter(|p| p.const_value.is_none())
        {
            need(
                ts.contains(&format!("    {}: ", p.name)),
                &format!("the every-argument example lacks `{}`", p.name),
            );
        }
        let outputs = section(page, "Outputs").unwrap_or_default();
        need(outputs.contains("\n### `id`\n"), "no `id` output");
        let lookup = section(page, "Look up an existing resource");
        let import = section(page, "Import").unwrap_or_default();
        if r.is_provider || r.is_component {
            // Only Rust's crate reads a provider; nothing imports one.
            need(
                r.is_component || lookup.is_some_and(|l| l.contains("| Rust | `")),
                "no Rust lookup of the provider",
            );
            need(
                import.is_empty(),
                "an Import section for a provider or component",
            );
        } else {
            let lookup = lookup.unwrap_or_default();
            for lang in LANGS {
                need(
                    lookup.contains(&format!("| {lang} | `")),
                    &format!("no {lang} lookup"),
                );
            }
            need(
                import.contains(&format!("pulumi import {} example ID", r.token.raw)),
                "no `pulumi import` command",
            );
        }
        // The provider lists the environment variables its inputs are read from.
        let env = section(page, "Environment variables").unwrap_or_default();
        for p in r.input_properties.iter().filter(|_| r.is_provider) {
            for e in &p.default_env {
                need(
                    env.contains(&format!("| `{e}` | `{}` |", p.name)),
                    &format!("environment variable {e} not listed"),
                );
            }
        }
        let mut props: Vec<&Property> = r.input_properties.iter().collect();
        props.extend(&r.properties);
        let supporting = section(page, "Supporting types").unwrap_or_default();
        for name in reachable_types(package, &props) {
            need(
                supporting.contains(&format!("- [`{name}`](../types/")),
                &format!("supporting type `{name}` not linked"),
            );
        }
    }
    let config = files.get("config.md").map(String::as_str).unwrap_or("");
    let env = section(config, "Environment variables").unwrap_or_default();
    for p in &package.config {
        for e in &p.default_env {
            if !env.contains(&format!("| `{e}` | `{}` |", p.name)) {
                out.push(format!("config.md: environment variable {e} not listed"));
            }
        }
    }
    out
}

#[test]
fn provider_and_config_pages_list_environment_variables() {
    let package = seed("streamcloud");
    let good = docs(&package);
    assert!(missing_resource_sections(&package, &good).is_empty());
    for file in ["config.md", "resources/provider.md"] {
        let mut broken = good.clone();
        let page = broken.get_mut(file).unwrap();
        let row = "| `TABLEFLOW_API_KEY` | `tableflowApiKey` |\n";
        assert!(page.contains(row), "{file} lists no TABLEFLOW_API_KEY");
        *page = page.replacen(row, "", 1);
        assert!(
            !missing_resource_sections(&package, &broken).is_empty(),
            "{file}: a dropped environment variable went unnoticed"
        );
    }
}

#[test]
fn resource_pages_have_every_registry_section() {
    let fixture = load(&root().join("tests/fixtures/csharp_names.json"));
    for package in [seed("streamcloud"), seed("gatewaycloud"), fixture] {
        let files = docs(&package);
        let missing = missing_resource_sections(&package, &files);
        assert!(
            missing.is_empty(),
            "{}:\n{}",
            package.name,
            missing.join("\n")
        );
    }
    // The checker catches each section gone.
    let package = load(&root().join("tests/fixtures/csharp_names.json"));
    let good = docs(&package);
    let (path, _) = page_of(&good, "csnames:index:Widget").unwrap();
    for (from, to) in [
        ("\n## Look up an existing resource\n", "\n## Look up\n"),
        ("\n## Import\n", "\n## Imports\n"),
        ("\n### `id`\n", "\n### `ident`\n"),
        ("\n### Signature\n", "\n### Signatures\n"),
        ("| Go | `csnames.GetWidget` |", "| Go | |"),
        ("\n## Supporting types\n", "\n## Types\n"),
    ] {
        let mut broken = good.clone();
        let page = broken.get_mut(path).unwrap();
        assert!(page.contains(from), "{path} has no {from:?}");
        *page = page.replacen(from, to, 1);
        assert!(
            !missing_resource_sections(&package, &broken).is_empty(),
            "replacing {from:?} went unnoticed"
        );
    }
}

/// Whether the SDK in `files` declares what a lookup name or a signature's class names:
/// `Class.method` (`::` in Rust) as a method declared in the file declaring the class, a bare
/// Go function as `func Name(`, a class as a class, interface or struct.
fn sdk_declares(files: &BTreeMap<String, String>, lang: &str, shown: &str) -> bool {
    let parts: Vec<&str> = shown.split("::").flat_map(|p| p.split('.')).collect();
    let declares_class = |text: &str, class: &str| {
        ["class ", "interface ", "struct ", "type "]
            .iter()
            .any(|kw| {
                text.lines().any(|l| {
                    l.split(kw).nth(1).is_some_and(|r| {
                        r.strip_prefix(class)
                            .is_some_and(|r| r.starts_with([' ', '(', '<', '{', ':']))
                    })
                })
            })
    };
    match (lang, parts.as_slice()) {
        ("Go", [.., func]) if func.starts_with("Get") => {
            files.values().any(|t| t.contains(&format!("func {func}(")))
        }
        (_, [.., class, method]) if method.eq_ignore_ascii_case("get") => files.values().any(|t| {
            declares_class(t, class)
                && t.lines().any(|l| {
                    let l = l.trim_start();
                    l.contains(&format!("{method}("))
                        && ["def ", "public static ", "pub fn "]
                            .iter()
                            .any(|kw| l.starts_with(kw))
                })
        }),
        (_, [.., class]) => files.values().any(|t| declares_class(t, class)),
        _ => false,
    }
}

/// Every lookup name and every `…Args` class a constructor signature shows is declared by that
/// SDK, rendered from the same schema (a resource, its provider, its input type).
#[test]
fn lookup_and_constructor_names_are_the_sdks() {
    let package = load(&root().join("tests/fixtures/csharp_names.json"));
    let files = docs(&package);
    let (_, page) = page_of(&files, "csnames:index:Widget").unwrap();
    let targets = [
        ("Python", Target::Python),
        ("TypeScript", Target::Nodejs),
        ("Go", Target::Go),
        ("C#", Target::Csharp),
        ("Rust", Target::Rust),
        ("Java", Target::Java),
    ];
    let lookup = section(page, "Look up an existing resource").unwrap();
    let signature = subsection(section(page, "Constructor").unwrap(), "Signature").unwrap();
    let args = regex::Regex::new(r"\b[A-Za-z_]*Args\b").unwrap();
    let mut wrong = Vec::new();
    for (lang, target) in targets {
        let sdk: BTreeMap<String, String> = render(&package, target, &Templates::builtin())
            .unwrap_or_else(|e| panic!("{e}"))
            .files
            .into_iter()
            .map(|f| (f.path, f.contents))
            .collect();
        let row = lookup
            .lines()
            .find_map(|l| l.strip_prefix(&format!("| {lang} | ")))
            .unwrap_or_else(|| panic!("no {lang} lookup"));
        let mut shown = code_spans(row);
        let block = signature
            .split(&format!("**{lang}**"))
            .nth(1)
            .and_then(|b| b.split("```").nth(1))
            .unwrap_or_else(|| panic!("no {lang} signature"));
        shown.extend(args.find_iter(block).map(|m| m.as_str().to_owned()));
        assert!(shown.len() >= 2, "{lang}: {shown:?}");
        for name in shown {
            if !sdk_declares(&sdk, lang, &name) {
                wrong.push(format!("{lang}: {name}"));
            }
        }
        // The check itself: a method or class the SDK lacks is caught.
        assert!(!sdk_declares(&sdk, lang, "Widget.lookup"));
        assert!(!sdk_declares(&sdk, lang, "NoSuchArgs"));
    }
    assert!(
        wrong.is_empty(),
        "the docs show names the SDKs do not declare:\n{}",
        wrong.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// The changelog (`generate --lang docs --previous OLD`)

/// How the index's changelog differs from `sdkgen diff`'s report: every change but
/// description-only ones is listed once, with its location and code, marked breaking exactly
/// when it is.
fn changelog_mismatches(report: &sdkgen::diff::report::Report, index: &str) -> Vec<String> {
    let Some(log) = section(index, "Changelog") else {
        return vec!["no Changelog section".into()];
    };
    let lines: Vec<&str> = log.lines().filter(|l| l.starts_with("- **")).collect();
    let changes: Vec<_> = report
        .changes
        .iter()
        .filter(|c| !c.is_description())
        .collect();
    let mut out = Vec::new();
    if lines.len() != changes.len() {
        out.push(format!(
            "{} lines for {} changes",
            lines.len(),
            changes.len()
        ));
    }
    for c in changes {
        let (code, _) = c.kind.code();
        let tail = format!("`{}`: ", c.location);
        let line = lines
            .iter()
            .find(|l| l.contains(&tail) && l.ends_with(&format!("({code})")));
        match line {
            None => out.push(format!("{code} {} not listed", c.location)),
            Some(l) => {
                let breaking = c.severity == sdkgen::diff::Severity::Breaking;
                if l.contains("**(breaking)**") != breaking {
                    out.push(format!(
                        "{code} {}: breaking should be {breaking}",
                        c.location
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn previous_schema_gives_the_index_a_changelog() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("docs-changelog");
    remove_dir(&dir).unwrap();
    std::fs::create_dir_all(&dir).unwrap();
    let fixture = root().join("tests/fixtures/diff/removed-and-added");
    let (old, new) = (fixture.join("old.json"), fixture.join("new.json"));
    let out = dir.join("out");
    let sdkgen = || Command::new(env!("CARGO_BIN_EXE_sdkgen"));
    let mut generate = sdkgen();
    generate
        .args(["generate", "--lang", "docs", "--out"])
        .arg(&out)
        .arg("--previous")
        .arg(&old)
        .arg(&new);
    run(&mut generate, "sdkgen generate --previous", None).unwrap_or_else(|e| panic!("{e}"));
    let index = std::fs::read_to_string(out.join("shop/docs/index.md")).unwrap();
    let html = std::fs::read_to_string(out.join("shop/docs/index.html")).unwrap();
    let report = sdkgen::diff::report::Report::new(&load(&old), &load(&new));
    assert!(report.summary.breaking > 0 && report.changes.len() > report.summary.breaking);
    let wrong = changelog_mismatches(&report, &index);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(html.contains("<h2 id=\"changelog\">Changelog</h2>"));
    assert_eq!(
        html.matches("<span class=\"flag deprecated\">breaking</span>")
            .count(),
        report.summary.breaking
    );
    // The check itself: a breaking mark dropped, a change left out.
    let unmarked = index.replacen(" **(breaking)**", "", 1);
    assert!(!changelog_mismatches(&report, &unmarked).is_empty());
    let first = index.lines().find(|l| l.starts_with("- **")).unwrap();
    let dropped = index.replacen(&format!("{first}\n"), "", 1);
    assert!(!changelog_mismatches(&report, &dropped).is_empty());
    // Without --previous there is no changelog.
    let plain = docs(&load(&new));
    assert!(!plain["index.md"].contains("## Changelog"));

    // A bad OLD schema: a located error, a usage exit, nothing written.
    let bad = dir.join("bad-old.json");
    std::fs::write(&bad, "{\n  \"name\": \"shop\",\n  \"version\": 3\n}\n").unwrap();
    let fresh = dir.join("fresh");
    let output = sdkgen()
        .args(["generate", "--lang", "docs", "--out"])
        .arg(&fresh)
        .arg("--previous")
        .arg(&bad)
        .arg(&new)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!("{}:3:", bad.display())),
        "the error is located in OLD: {stderr}"
    );
    assert!(
        stderr.contains("--previous is not a valid schema"),
        "{stderr}"
    );
    assert!(!fresh.exists(), "nothing is written");
    remove_dir(&dir).unwrap();
}
