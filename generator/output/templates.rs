//! The templates: built into the binary from `templates/`, each replaceable at run time by a
//! file of the same relative name under `--templates DIR`. A template under `DIR/extra/<lang>/`
//! is an extra file of that language (see [`Templates::extras`]).

use std::path::Path;

use minijinja::{Environment, UndefinedBehavior, Value};

use super::Target;

/// A loaded template set.
pub struct Templates {
    env: Environment<'static>,
    /// The extra templates: (target, template name), sorted.
    extras: Vec<(Target, String)>,
}

impl Templates {
    /// The templates built into the binary.
    pub fn builtin() -> Templates {
        let mut env = Environment::new();
        // Whitespace options apply when a template is compiled, so they come first.
        configure(&mut env);
        minijinja_embed::load_templates!(&mut env);
        Templates {
            env,
            extras: Vec::new(),
        }
    }

    /// The built-in templates with every file under `dir` replacing the built-in of the same
    /// relative name. Templates under `DIR/extra/<lang>/` (each ending in `.j2`) add files to
    /// that language's output (`extra/java/NOTICE.txt.j2` writes `java/NOTICE.txt`); anything
    /// else that replaces nothing is an error (most likely a typo), as is a template that does
    /// not parse.
    pub fn with_overrides(dir: &Path) -> Result<Templates, String> {
        let mut templates = Templates::builtin();
        let mut files = Vec::new();
        collect_files(dir, dir, &mut files)
            .map_err(|e| format!("cannot read templates directory {}: {e}", dir.display()))?;
        files.sort();
        for name in files {
            if let Some(extra) = name.strip_prefix(EXTRA) {
                let target = extra_target(extra).ok_or_else(|| {
                    format!(
                        "{}: an extra file's template is `{EXTRA}<lang>/<path>.j2`, <lang> one of {}",
                        dir.join(&name).display(),
                        Target::ALL.map(Target::name).join(", ")
                    )
                })?;
                templates.extras.push((target, name.clone()));
            } else if templates.env.get_template(&name).is_err() {
                let known: Vec<String> = templates.names();
                return Err(format!(
                    "{}: no built-in template is named `{name}`; overrides must use the same relative names as the built-in ones ({}); a template that adds a file goes under `{EXTRA}<lang>/`",
                    dir.join(&name).display(),
                    known.join(", ")
                ));
            }
            let path = dir.join(&name);
            let source = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read template {}: {e}", path.display()))?;
            templates
                .env
                .add_template_owned(name.clone(), source)
                .map_err(|e| format!("template {}: {e}", path.display()))?;
        }
        Ok(templates)
    }

    /// The extra files of `target`, as (path in the target's folder, template name): the
    /// template's path under its language's folder without `.j2`.
    pub fn extras(&self, target: Target) -> impl Iterator<Item = (&str, &str)> {
        self.extras
            .iter()
            .filter(move |(t, _)| *t == target)
            .map(|(_, name)| {
                let path = name.splitn(3, '/').nth(2).unwrap_or_default();
                (path.strip_suffix(".j2").unwrap_or(path), name.as_str())
            })
    }

    /// Names of all templates, sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.env.templates().map(|(n, _)| n.to_owned()).collect();
        names.sort();
        names
    }

    /// Renders template `name` with `context`.
    pub fn render(&self, name: &str, context: Value) -> Result<String, String> {
        self.template(name)?
            .render(context)
            .map_err(|e| describe(name, &e))
    }

    fn template(&self, name: &str) -> Result<minijinja::Template<'_, '_>, String> {
        self.env
            .get_template(name)
            .map_err(|e| format!("template `{name}`: {e}"))
    }
}

/// The folder of `--templates` whose templates add files.
const EXTRA: &str = "extra/";

/// The target whose extra file the template `name` (below [`EXTRA`]) is: `<lang>/<path>.j2`,
/// `<lang>` a target's `--lang` name, `<path>` a relative path that stays inside.
fn extra_target(name: &str) -> Option<Target> {
    let (folder, path) = name.split_once('/')?;
    let target = Target::ALL.into_iter().find(|t| t.name() == folder)?;
    let path = path.strip_suffix(".j2").filter(|p| !p.is_empty())?;
    let safe = path
        .split('/')
        .all(|part| !part.is_empty() && part != "." && part != "..");
    safe.then_some(target)
}

fn configure(env: &mut Environment<'static>) {
    // A misspelt variable must fail the run rather than silently render as nothing.
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    env.set_keep_trailing_newline(true);
    // Escaping is done in Rust, per language, before values reach a template; minijinja's
    // HTML/JSON auto-escaping (chosen by file extension) would escape a second time.
    env.set_auto_escape_callback(|_| minijinja::AutoEscape::None);
    // Without escaping, a string is written as it is; the default formatter would route it
    // through `Display` and `Formatter::pad` first (3% of a run's instructions). Undefined
    // values are refused before a formatter is called, so strictness still holds.
    env.set_formatter(|out, state, value| match value.as_str() {
        Some(text) => out.write_str(text).map_err(|_| {
            minijinja::Error::new(minijinja::ErrorKind::WriteFailure, "cannot write output")
        }),
        None => minijinja::escape_formatter(out, state, value),
    });
    env.set_trim_blocks(true);
    env.set_lstrip_blocks(true);
    // Escaping is computed in Rust, per language: templates only place the results.
    env.add_filter("py_docstring", |text: String, indent: usize| {
        crate::naming::python_literals::docstring(&text, indent)
    });
    env.add_filter("py_string", |text: String| {
        crate::naming::python_literals::string(&text)
    });
    env.add_filter("py_text", |text: String| {
        crate::naming::python_literals::string_body(&text)
    });
    env.add_filter("py_raw_json", |text: Option<String>| {
        crate::naming::python_literals::raw_json(text.as_deref())
    });
}

fn describe(name: &str, error: &minijinja::Error) -> String {
    let mut text = format!("template `{name}`: {error}");
    let mut source = std::error::Error::source(error);
    while let Some(inner) = source {
        text.push_str(&format!(": {inner}"));
        source = inner.source();
    }
    text
}

fn collect_files(root: &Path, dir: &Path, out: &mut Vec<String>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            collect_files(root, &path, out)?;
        } else {
            let rel = path.strip_prefix(root).unwrap_or(&path);
            let name: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            out.push(name.join("/"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(source: &str, context: Value) -> Result<String, String> {
        let mut env = Environment::new();
        configure(&mut env);
        env.add_template_owned("t", source.to_owned())
            .map_err(|e| e.to_string())?;
        env.get_template("t")
            .and_then(|t| t.render(context))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn the_formatter_writes_strings_as_they_are_and_the_rest_as_minijinja_does() {
        let context = minijinja::context! {
            text => "<a href=\"x\">&'</a>",
            number => 3,
            flag => true,
            list => vec!["a"],
            nothing => (),
        };
        assert_eq!(
            render(
                "{{ text }}|{{ number }}|{{ flag }}|{{ list }}|{{ nothing }}|{{ 'lit' ~ 1 }}",
                context
            )
            .unwrap(),
            "<a href=\"x\">&'</a>|3|True|[\"a\"]|None|lit1"
        );
    }

    #[test]
    fn an_undefined_value_still_fails_the_render() {
        let error = render("a {{ missing }} b", minijinja::context! {}).unwrap_err();
        assert!(error.contains("undefined value"), "{error}");
        let error = render(
            "{{ known.missing }}",
            minijinja::context! { known => minijinja::context! {} },
        )
        .unwrap_err();
        assert!(error.contains("undefined value"), "{error}");
    }
}
