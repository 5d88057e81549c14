//! Stage 2, validate: the document's structure against sdkgen's metaschema (derived from the
//! schema model), then the document into the typed [`PackageSpec`].
//!
//! The metaschema checks JSON kinds and required members; value rules (tokens, `$ref` targets,
//! primitive names, defaults) belong to the binder, which can say precisely what is wrong.

use std::sync::{Arc, OnceLock};

use serde::Deserialize;
use serde_json::Value;

use crate::diagnostics::{did_you_mean, Code, Diagnostic};
use crate::load::{pointer, LoadedDocument, SourceFile};
use crate::spec::{self, PackageSpec};

fn validator() -> &'static jsonschema::Validator {
    static VALIDATOR: OnceLock<jsonschema::Validator> = OnceLock::new();
    VALIDATOR.get_or_init(|| {
        jsonschema::validator_for(&spec::metaschema())
            .expect("the derived metaschema is a valid JSON Schema")
    })
}

/// Compiles the metaschema's validator, so that a caller can do it while it does other work.
pub fn prepare() {
    validator();
}

/// Top-level members the format defines (besides them, only warnings).
const TOP_LEVEL_MEMBERS: &[&str] = &[
    "allowedPackageNames",
    "attribution",
    "config",
    "dependencies",
    "description",
    "displayName",
    "functions",
    "homepage",
    "keywords",
    "language",
    "license",
    "logoUrl",
    "meta",
    "name",
    "namespace",
    "parameterization",
    "pluginDownloadURL",
    "provider",
    "publisher",
    "repository",
    "resources",
    "types",
    "version",
];

/// Members that are harmless outside the format (editor hints, comments).
const IGNORED_TOP_LEVEL_MEMBERS: &[&str] = &["$schema", "//"];

/// Checks the document's structure and reads it into the model. Errors and warnings go to `out`;
/// the model is returned only when there were no errors. The document is consumed: the model
/// takes over its strings rather than copying them (on a 168 MB schema a copy of every string
/// is hundreds of megabytes more, all at once).
pub fn validate(document: LoadedDocument, out: &mut Vec<Diagnostic>) -> Option<PackageSpec> {
    let LoadedDocument {
        source,
        value,
        diagnostics,
    } = document;
    // Reading's own findings (repeated member names) do not stop the checks below.
    out.extend(diagnostics);
    let source = &source;
    let Value::Object(top) = &value else {
        out.push(Diagnostic::new(
            Code::TopLevelNotObject,
            format!(
                "a package schema is a JSON object, but this document is {}",
                kind_with_article(&value)
            ),
            source,
            "",
        ));
        return None;
    };
    for key in top.keys() {
        if TOP_LEVEL_MEMBERS.contains(&key.as_str())
            || IGNORED_TOP_LEVEL_MEMBERS.contains(&key.as_str())
        {
            continue;
        }
        let mut d = Diagnostic::new(
            Code::UnknownTopLevelMember,
            format!("`{key}` is not a member of a package schema; it is ignored"),
            source,
            pointer::child("", key),
        )
        .at_key();
        if let Some(s) = did_you_mean(key, TOP_LEVEL_MEMBERS.iter().copied()) {
            d = d.with_help(format!("did you mean `{s}`?"));
        }
        out.push(d);
    }

    // The structure first: the model is read only when it is right, from the document itself.
    let errors: Vec<Diagnostic> = validator()
        .iter_errors(&value)
        .map(|error| metaschema_diagnostic(source, &value, &error))
        .collect();
    let structure_wrong = errors.iter().any(Diagnostic::is_error);
    out.extend(errors);
    if structure_wrong {
        return None;
    }
    let spec = match PackageSpec::deserialize(value) {
        Ok(spec) => Ok(spec),
        // Tracking the path costs on every value, and the document is gone: only a failure
        // needs the path, to say where, and reads the source again for it.
        Err(first) => match crate::load::reparse(source) {
            Some(value) => serde_path_to_error::deserialize::<_, PackageSpec>(&value),
            None => {
                out.push(Diagnostic::new(
                    Code::Metaschema,
                    first.to_string(),
                    source,
                    "",
                ));
                return None;
            }
        },
    };
    match spec {
        Ok(spec) => Some(spec),
        Err(err) => {
            // The metaschema is derived from the same model, so this is a backstop.
            let path = err.path().to_string();
            let ptr = if path == "." {
                String::new()
            } else {
                pointer::join(&path.split('.').collect::<Vec<_>>())
            };
            out.push(Diagnostic::new(
                Code::Metaschema,
                err.into_inner().to_string(),
                source,
                ptr,
            ));
            None
        }
    }
}

fn metaschema_diagnostic(
    source: &Arc<SourceFile>,
    document: &Value,
    error: &jsonschema::ValidationError<'_>,
) -> Diagnostic {
    use jsonschema::error::ValidationErrorKind as Kind;
    let at = error.instance_path().as_str().to_string();
    let instance = document.pointer(&at).unwrap_or(&Value::Null);
    let what = describe_location(&at);
    match error.kind() {
        Kind::Type { kind } => Diagnostic::new(
            Code::WrongKind,
            format!(
                "{what} must be {}, but it is {}",
                expected_kinds(kind),
                kind_with_article(instance)
            ),
            source,
            at,
        ),
        Kind::AnyOf { .. } | Kind::OneOfNotValid { .. } => Diagnostic::new(
            Code::WrongKind,
            format!(
                "{what} has the wrong form ({} is not allowed here)",
                kind_with_article(instance)
            ),
            source,
            at,
        ),
        Kind::Required { property } => {
            let name = property.as_str().unwrap_or("?");
            Diagnostic::new(
                Code::MissingMember,
                format!("{what} lacks the required member `{name}`"),
                source,
                at,
            )
        }
        _ => Diagnostic::new(Code::Metaschema, format!("{what}: {error}"), source, at),
    }
}

/// "the top level", "`required`" or "item 3 of `enum`", for messages.
fn describe_location(at: &str) -> String {
    let segments = pointer::split(at);
    match segments.as_slice() {
        [] => "the top level".into(),
        [.., parent, last] if last.parse::<usize>().is_ok() => format!("item {last} of `{parent}`"),
        [.., last] => format!("`{last}`"),
    }
}

fn expected_kinds(kind: &jsonschema::error::TypeKind) -> String {
    use jsonschema::error::TypeKind;
    let names: Vec<String> = match kind {
        TypeKind::Single(t) => vec![t.to_string()],
        TypeKind::Multiple(ts) => ts.iter().map(|t| t.to_string()).collect(),
    };
    let names: Vec<String> = names.iter().map(|n| with_article(n)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

fn with_article(kind: &str) -> String {
    match kind {
        "null" => "null".into(),
        k if k.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {k}"),
        k => format!("a {k}"),
    }
}

/// "an array", "a string", "null", ...
pub fn kind_with_article(value: &Value) -> String {
    let kind = match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_f64() => "number",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    };
    with_article(kind)
}
