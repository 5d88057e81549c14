//! Go source text that must come out exactly as gofmt leaves it: doc comments, struct fields
//! and const specs aligned in columns, string literals, default values.

use serde::Serialize;

use crate::naming::hidden::is_hidden;
use crate::spec::ScalarValue;

/// A struct field or const spec before alignment.
pub struct Cell {
    /// Comment lines above it (`// …`), which also break the alignment block.
    pub doc: Vec<String>,
    pub name: String,
    /// The type (struct field) or `= value` (const spec).
    pub ty: String,
    /// The struct tag literal (see [`tag`]).
    pub tag: Option<String>,
}

/// An aligned line and the comment lines above it.
#[derive(Serialize, Clone)]
pub struct Line {
    pub doc: Vec<String>,
    pub text: String,
}

/// Aligns `cells` the way gofmt's tabwriter does: a run of lines not separated by a comment
/// forms a block; names are padded to the block's longest name, and types to its longest type
/// when tags follow.
pub fn align(cells: Vec<Cell>) -> Vec<Line> {
    let mut lines = Vec::with_capacity(cells.len());
    let mut start = 0;
    while start < cells.len() {
        let mut end = start + 1;
        while end < cells.len() && cells[end].doc.is_empty() {
            end += 1;
        }
        let block = &cells[start..end];
        let name_width = block.iter().map(|c| width(&c.name)).max().unwrap_or(0);
        let has_tags = block.iter().all(|c| c.tag.is_some());
        let type_width = block.iter().map(|c| width(&c.ty)).max().unwrap_or(0);
        for c in block {
            let mut text = String::with_capacity(name_width + type_width + 40);
            text.push_str(&c.name);
            pad(&mut text, name_width - width(&c.name) + 1);
            text.push_str(&c.ty);
            if let Some(tag) = &c.tag {
                if has_tags {
                    pad(&mut text, type_width - width(&c.ty) + 1);
                } else {
                    text.push(' ');
                }
                text.push_str(tag);
            }
            lines.push(Line {
                doc: c.doc.clone(),
                text,
            });
        }
        start = end;
    }
    lines
}

fn width(s: &str) -> usize {
    s.chars().count()
}

fn pad(s: &mut String, n: usize) {
    s.extend(std::iter::repeat_n(' ', n));
}

/// The struct tag literal naming a property's wire name: `` `pulumi:"name"` ``, or an
/// interpreted string literal when the name holds a backquote.
pub fn tag(wire_name: &str) -> String {
    let tag = format!("pulumi:{}", quote(wire_name));
    if tag.contains('`') {
        quote(&tag)
    } else {
        format!("`{tag}`")
    }
}

/// At most one blank line in a row, none at the end: what gofmt does between declarations and
/// statements. (Generated Go has no multi-line string literals, so no blank line is content.)
/// Most files need nothing collapsed, and are returned as they are, not copied.
pub fn collapse_blank_lines(mut source: String) -> String {
    // Two blank lines in a row are the first two lines, or a line break and then two empty
    // lines.
    let has_run =
        source.starts_with("\n\n") || memchr::memmem::find(source.as_bytes(), b"\n\n\n").is_some();
    if has_run {
        let lines = source.split_inclusive('\n');
        source = crate::backends::doc_text::without_blank_runs(lines, |l| l == "\n", source.len());
    }
    while source.ends_with("\n\n") {
        source.pop();
    }
    source
}

/// Marks every top-level function and method but `init` `//go:noinline`, placed where gofmt
/// puts a directive: alone above an undocumented declaration, or last in the doc comment after
/// an empty `//` line.
///
/// Why: the compiler inlines these thousands of small methods (`ElementType`, `To…Output`,
/// field accessors) into each other and writes every inlinable body into the package's export
/// data, which is a seventh of `go build`'s CPU time on a large SDK and a tenth of its peak
/// memory (docs/benchmarks.md, "Building the Go SDK"). No program is faster for inlining
/// them: each runs a few times per resource, next to an RPC to the engine.
pub fn not_inlined(source: String) -> String {
    let count = memchr::memmem::find_iter(source.as_bytes(), b"\nfunc ").count();
    if count == 0 {
        return source;
    }
    let mut out = String::with_capacity(source.len() + count * 18);
    let mut previous = "";
    for line in source.split_inclusive('\n') {
        if line.starts_with("func ") && !line.starts_with("func init()") {
            if previous.starts_with("//") && !previous.starts_with("//go:") {
                out.push_str("//\n");
            }
            out.push_str("//go:noinline\n");
        }
        out.push_str(line);
        previous = line;
    }
    out
}

/// The `Key: value,` lines of a composite literal, one element a line, with the values
/// aligned in columns as gofmt aligns them (go/printer's `exprList`): consecutive keys share a
/// column unless one of two neighbours is longer than 40 bytes and its length is off the
/// running geometric mean of the keys before it by a factor of 2.5 or more.
pub fn key_values(pairs: &[(String, String)]) -> Vec<String> {
    // Sections of elements aligned together.
    let mut sections: Vec<std::ops::Range<usize>> = Vec::new();
    let mut start = 0;
    let mut ln_sum = 0.0f64;
    for (i, (key, _)) in pairs.iter().enumerate() {
        let size = key.len();
        if i > 0 {
            let previous = pairs[i - 1].0.len();
            let aligned = (previous <= 40 && size <= 40) || {
                let mean = (ln_sum / i as f64).exp();
                let ratio = size as f64 / mean;
                !(2.5 * ratio <= 1.0 || 2.5 <= ratio)
            };
            if !aligned {
                sections.push(start..i);
                start = i;
            }
        }
        ln_sum += (size.max(1) as f64).ln();
    }
    sections.push(start..pairs.len());
    let mut lines = Vec::with_capacity(pairs.len());
    for section in sections {
        let column = pairs[section.clone()]
            .iter()
            .map(|(k, _)| width(k))
            .max()
            .unwrap_or(0);
        for (key, value) in &pairs[section] {
            let mut line = format!("{key}:");
            pad(&mut line, column - width(key) + 1);
            line.push_str(value);
            line.push(',');
            lines.push(line);
        }
    }
    lines
}

/// Whether gofmt keeps `func(<header>) { <statement> }` on one line: the literal's header and
/// its one statement together fit in 100 bytes (go/printer's `funcBody`).
pub fn func_lit_fits(header: &str, statement: &str) -> bool {
    header.len() + statement.len() <= 100
}

/// Text made safe for a Go source comment: no NUL or byte-order mark (the compiler rejects
/// both anywhere in a file), no carriage returns (gofmt drops them), and the other line breaks
/// (U+0085, U+2028, U+2029, which editors show as such) start a new line.
pub fn comment_text(text: &str) -> String {
    text.replace("\r\n", "\n")
        .replace(['\r', '\u{85}', '\u{2028}', '\u{2029}'], "\n")
        .replace(['\0', '\u{feff}'], "\u{fffd}")
}

/// The `//` lines of a comment inside a block (a struct field, a const spec), which gofmt
/// leaves as written apart from trailing blanks.
pub fn inner_comment(text: &str) -> Vec<String> {
    let text = comment_text(text);
    let mut lines: Vec<String> = text
        .split('\n')
        .map(|l| {
            let l = super::doc_comment::escape_build_constraint(l.trim_end());
            if l.is_empty() {
                "//".to_owned()
            } else {
                format!("// {l}")
            }
        })
        .collect();
    while lines.last().is_some_and(|l| l == "//") {
        lines.pop();
    }
    lines
}

/// A Go interpreted string literal, as `strconv.Quote` writes it for printable text; anything
/// that is not plainly printable is escaped.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c if is_printable(c) => out.push(c),
            c if (c as u32) < 0x10000 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push_str(&format!("\\U{:08x}", c as u32)),
        }
    }
    out.push('"');
    out
}

/// Printable in Go's sense for the characters schemas carry: not a control, format, separator
/// (other than the space) or private-use character, nor any other character
/// [`is_hidden`] names.
fn is_printable(c: char) -> bool {
    if c.is_ascii() {
        return true;
    }
    !(is_hidden(c)
        || c.is_whitespace()
        || matches!(c as u32,
            0xad | 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x180e | 0x200b..=0x200f
            | 0x202a..=0x202e | 0x2060..=0x206f | 0xfeff | 0xfff9..=0xfffb
            | 0xe000..=0xf8ff | 0xd800..=0xdfff | 0xfffe | 0xffff
            | 0xf0000..=0x10ffff))
}

/// A scalar as Go source (Pulumi's `goPrimitiveValue`): numbers in shortest form, with `.0`
/// for floats written without a fraction.
pub fn scalar(value: &ScalarValue, float: bool) -> String {
    match value {
        ScalarValue::Bool(b) => b.to_string(),
        ScalarValue::String(s) => quote(s),
        ScalarValue::Number(n) => {
            if let Some(i) = n.as_i64().filter(|_| !float) {
                return i.to_string();
            }
            let f = n.as_f64().unwrap_or(0.0);
            if !float && f.fract() == 0.0 && f.abs() < 1e15 {
                return format!("{}", f as i64);
            }
            let mut s = format!("{f}");
            if !s.contains('.') && !s.contains('e') && !s.contains("inf") && !s.contains("NaN") {
                s.push_str(".0");
            }
            s
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(doc: &[&str], name: &str, ty: &str, tag: Option<&str>) -> Cell {
        Cell {
            doc: doc.iter().map(|s| s.to_string()).collect(),
            name: name.into(),
            ty: ty.into(),
            tag: tag.map(str::to_owned),
        }
    }

    #[test]
    fn marks_functions_but_init_not_inlined_where_gofmt_puts_directives() {
        let source =
            "package p\n\n// F does x.\nfunc F() {}\n\nfunc (T) M() {\n\tfunc() {}()\n}\n\n\
                      func init() {}\n\n//go:generate x\nfunc G() {}\n\ntype T struct{}\n";
        assert_eq!(
            not_inlined(source.to_owned()),
            "package p\n\n// F does x.\n//\n//go:noinline\nfunc F() {}\n\n//go:noinline\n\
             func (T) M() {\n\tfunc() {}()\n}\n\nfunc init() {}\n\n//go:generate x\n\
             //go:noinline\nfunc G() {}\n\ntype T struct{}\n"
        );
        let plain = "package p\n\nvar x = 1\n".to_owned();
        assert_eq!(not_inlined(plain.clone()), plain);
    }

    #[test]
    fn aligns_in_blocks_broken_by_comments() {
        let lines = align(vec![
            cell(&[], "A", "string", Some("`pulumi:\"a\"`")),
            cell(&[], "Longer", "*int", Some("`pulumi:\"longer\"`")),
            cell(&["// doc"], "B", "bool", Some("`pulumi:\"b\"`")),
        ]);
        assert_eq!(lines[0].text, "A      string `pulumi:\"a\"`");
        assert_eq!(lines[1].text, "Longer *int   `pulumi:\"longer\"`");
        assert_eq!(lines[2].text, "B bool `pulumi:\"b\"`");
    }

    #[test]
    fn aligns_key_values_like_gofmt() {
        let pair = |k: &str, v: &str| (k.to_owned(), v.to_owned());
        assert_eq!(
            key_values(&[pair("A", "a"), pair("Longer", "b")]),
            ["A:      a,", "Longer: b,"]
        );
        let long = "K".repeat(50);
        let lines = key_values(&[pair("A", "a"), pair(&long, "b")]);
        assert_eq!(lines[0], "A: a,");
        assert_eq!(lines[1], format!("{long}: b,"));
    }

    #[test]
    fn quotes_like_strconv() {
        assert_eq!(quote("a\"b\\c\n"), "\"a\\\"b\\\\c\\n\"");
        assert_eq!(quote("é"), "\"é\"");
        assert_eq!(quote("\u{2028}"), "\"\\u2028\"");
        assert_eq!(quote("\u{0}"), "\"\\x00\"");
    }

    #[test]
    fn scalars() {
        let n = |s: &str| ScalarValue::Number(serde_json::from_str(s).unwrap());
        assert_eq!(scalar(&n("4"), false), "4");
        assert_eq!(scalar(&n("4"), true), "4.0");
        assert_eq!(scalar(&n("1.5"), true), "1.5");
        assert_eq!(scalar(&ScalarValue::Bool(true), false), "true");
    }

    #[test]
    fn blank_line_runs_collapse_as_line_by_line() {
        // Every text of up to eight characters from "\n", "a" and " ".
        let mut texts = vec![String::new()];
        for _ in 0..8 {
            let longer: Vec<String> = texts
                .iter()
                .flat_map(|t| ["\n", "a", " "].map(|c| format!("{t}{c}")))
                .collect();
            texts.extend(longer);
        }
        for text in texts {
            let mut expected = String::new();
            let mut previous_blank = false;
            for line in text.split_inclusive('\n') {
                let blank = line.trim_end_matches('\n').is_empty();
                if !(blank && previous_blank) {
                    expected.push_str(line);
                }
                previous_blank = blank;
            }
            while expected.ends_with("\n\n") {
                expected.pop();
            }
            assert_eq!(collapse_blank_lines(text.clone()), expected, "{text:?}");
        }
    }
}
