//! A field's Markdown block and HTML table row, from its facts. Written here rather than in a
//! template because fields are the bulk of large docs (see [`super::model::Field`]); the layout
//! follows the templates' (`templates/docs/`), which place these strings.

use std::fmt::Write;

use super::model::FieldFacts;

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// `### `wire``, a table of the names and then the types per language, then every flag and the
/// description.
pub fn markdown(f: &FieldFacts) -> String {
    let mut out = String::with_capacity(512 + f.description.md.len());
    let _ = writeln!(out, "### {}\n", f.wire.md);
    out.push('|');
    for n in &f.names {
        let _ = write!(out, " {} |", n.label);
    }
    out.push_str("\n|");
    for _ in &f.names {
        out.push_str("---|");
    }
    out.push_str("\n|");
    for n in &f.names {
        let _ = write!(out, " {} |", n.md);
    }
    // The second row: the type each SDK declares the field with.
    out.push_str("\n|");
    for t in &f.types {
        let _ = write!(out, " {} |", t.md);
    }
    out.push_str("\n\n");
    let _ = writeln!(out, "- Schema type: {}", f.ty.md);
    let _ = writeln!(out, "- Required: {}", yes_no(f.required));
    let _ = writeln!(out, "- Secret: {}", yes_no(f.secret));
    let _ = writeln!(out, "- Replace on change: {}", yes_no(f.replace_on_changes));
    let _ = writeln!(out, "- Output only: {}", yes_no(f.output_only));
    let default = f.default.as_ref().map_or("none", |d| d.md.as_str());
    let _ = writeln!(out, "- Default: {default}");
    if let Some(c) = &f.constant {
        let _ = writeln!(out, "- Constant: {}", c.md);
    }
    let env = f.env.as_ref().map_or("none", |e| e.md.as_str());
    let _ = writeln!(out, "- Environment variables: {env}");
    let deprecated = f.deprecation.as_ref().map_or("no", |d| d.md.as_str());
    let _ = writeln!(out, "- Deprecated: {deprecated}");
    if !f.description.md.is_empty() {
        let _ = writeln!(out, "\n{}", f.description.md);
    }
    out
}

/// A `<tr>` of the fields table: names (the chosen language's shown by CSS), type, flags,
/// default, environment variables, description. Every value is HTML already.
pub fn html(f: &FieldFacts) -> String {
    let mut out = String::with_capacity(1024 + f.description.html.len());
    let _ = write!(
        out,
        "<tr id=\"{0}\">\n<td class=\"name\"><a class=\"anchor\" href=\"#{0}\" aria-label=\"Link to this field\">#</a>",
        f.id
    );
    for n in &f.names {
        let _ = write!(
            out,
            "<span class=\"ln\" data-l=\"{}\">{}</span>",
            n.lang, n.html
        );
    }
    let _ = writeln!(
        out,
        "<span class=\"wire\" title=\"name on the wire\">{}</span></td>",
        f.wire.html
    );
    // The chosen language's type (CSS shows one), then the schema's, which links its entries.
    out.push_str("<td class=\"type\">");
    for t in &f.types {
        let _ = write!(
            out,
            "<span class=\"ln\" data-l=\"{}\">{}</span>",
            t.lang, t.html
        );
    }
    let _ = writeln!(
        out,
        "<span class=\"schema\" title=\"type in the schema\">{}</span></td>",
        f.ty.html
    );
    out.push_str("<td class=\"flags\">");
    if f.required {
        out.push_str("<span class=\"flag required\">required</span>");
    } else {
        out.push_str("<span class=\"flag optional\">optional</span>");
    }
    if f.secret {
        out.push_str("<span class=\"flag secret\">secret</span>");
    }
    if f.replace_on_changes {
        out.push_str("<span class=\"flag replace\">replace on change</span>");
    }
    if f.output_only {
        out.push_str("<span class=\"flag output\">output only</span>");
    }
    if f.deprecation.is_some() {
        out.push_str("<span class=\"flag deprecated\">deprecated</span>");
    }
    out.push_str("</td>\n<td class=\"default\">");
    match (&f.default, &f.constant) {
        (Some(d), _) => out.push_str(&d.html),
        (None, Some(c)) => {
            let _ = write!(out, "{} <small>constant</small>", c.html);
        }
        (None, None) => out.push_str("<span class=\"none\">none</span>"),
    }
    out.push_str("</td>\n<td class=\"env\">");
    match &f.env {
        Some(e) => out.push_str(&e.html),
        None => out.push_str("<span class=\"none\">none</span>"),
    }
    out.push_str("</td>\n<td class=\"desc\">");
    if let Some(d) = &f.deprecation {
        let _ = write!(
            out,
            "<div class=\"deprecation\"><strong>Deprecated:</strong> {}</div>",
            d.html
        );
    }
    out.push_str(&f.description.html);
    out.push_str("</td>\n</tr>\n");
    out
}
