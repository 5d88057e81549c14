//! Schema descriptions are Markdown written for every language at once. Before a backend puts
//! one in a doc comment it keeps only what is meant for its language: the
//! `<span pulumi-lang-<lang>="…">` variants and the fenced code examples in that language.

use std::sync::OnceLock;

use regex::Regex;

/// The description as readers of `lang`'s SDK should see it (`lang` as Pulumi spells it in
/// descriptions: `python`, `nodejs`, `go`, `dotnet`, `java`, `yaml`).
pub fn for_language(text: &str, lang: &str) -> String {
    let text = choose_spans(text, lang);
    let text = keep_code_blocks_for(&text, lang);
    text.trim_end().to_owned()
}

/// `<span pulumi-lang-a="x" pulumi-lang-b="y">default</span>` → the variant for `lang`, or
/// the default content when the span has none for it.
fn choose_spans(text: &str, lang: &str) -> String {
    static SPAN: OnceLock<Regex> = OnceLock::new();
    static ATTR: OnceLock<Regex> = OnceLock::new();
    let span = SPAN.get_or_init(|| {
        Regex::new(r#"<span((?:\s+pulumi-lang-[a-z]+="[^"]*")+)\s*>([^<]*)</span>"#)
            .expect("valid regex")
    });
    let attr =
        ATTR.get_or_init(|| Regex::new(r#"pulumi-lang-([a-z]+)="([^"]*)""#).expect("valid regex"));
    if !text.contains("pulumi-lang-") {
        return text.to_owned();
    }
    span.replace_all(text, |caps: &regex::Captures<'_>| {
        attr.captures_iter(&caps[1])
            .find(|a| &a[1] == lang)
            .map(|a| a[2].to_owned())
            .unwrap_or_else(|| caps[2].to_owned())
    })
    .into_owned()
}

/// Languages whose fenced examples are dropped when they are not the reader's.
const EXAMPLE_LANGUAGES: &[&str] = &[
    "typescript",
    "javascript",
    "python",
    "go",
    "csharp",
    "java",
    "yaml",
    "hcl",
    "terraform",
];

/// Drops fenced code blocks tagged with another SDK language; keeps untagged ones, shell, JSON
/// and the reader's own language.
fn keep_code_blocks_for(text: &str, lang: &str) -> String {
    let own = match lang {
        "nodejs" => "typescript",
        "dotnet" => "csharp",
        other => other,
    };
    let mut out = String::with_capacity(text.len());
    let mut skipping = false;
    let mut in_block = false;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if let Some(tag) = trimmed.strip_prefix("```") {
            let tag = tag.trim();
            if !in_block {
                in_block = true;
                skipping = EXAMPLE_LANGUAGES.contains(&tag) && tag != own;
                if skipping {
                    continue;
                }
            } else {
                in_block = false;
                if skipping {
                    skipping = false;
                    continue;
                }
            }
        } else if skipping {
            continue;
        }
        out.push_str(line);
    }
    // Dropped blocks leave runs of blank lines behind.
    collapse_blank_lines(&out)
}

fn collapse_blank_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut blank_run = 0;
    for line in text.split_inclusive('\n') {
        if line.trim().is_empty() {
            blank_run += 1;
            if blank_run > 1 {
                continue;
            }
        } else {
            blank_run = 0;
        }
        out.push_str(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_pick_the_language_variant() {
        let text = r#"Use <span pulumi-lang-nodejs="`fooBar`" pulumi-lang-python="`foo_bar`">`foo_bar`</span> here."#;
        assert_eq!(for_language(text, "python"), "Use `foo_bar` here.");
        assert_eq!(for_language(text, "nodejs"), "Use `fooBar` here.");
        assert_eq!(for_language(text, "go"), "Use `foo_bar` here.");
    }

    #[test]
    fn foreign_examples_are_dropped() {
        let text = "Intro\n\n```typescript\nconst a = 1;\n```\n\n```python\na = 1\n```\n\n```sh\n$ ls\n```\n";
        assert_eq!(
            for_language(text, "python"),
            "Intro\n\n```python\na = 1\n```\n\n```sh\n$ ls\n```"
        );
    }
}
