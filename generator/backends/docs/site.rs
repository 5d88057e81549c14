//! The HTML site's data files, loaded by `docs.js` with `<script src>` (a page opened from disk
//! may not `fetch`): the entries' sections in chunks (`sections/<n>.js`), materialized only
//! when an entry is shown, and the search index (`search.js`). `index.html` itself holds the
//! frame, the navigation and the overview and configuration, so it parses in milliseconds
//! however large the package (digitalocean's sections are 12 MB).

use std::collections::BTreeMap;

use serde::Serialize;

use super::model::{Entry, Field, FieldSearch};
use super::names::LANGS;

/// A chunk closes before it would grow beyond this many bytes of section HTML (an entry larger
/// than that is a chunk of its own). Parsing a chunk's strings costs little; fewer, larger
/// files keep generation and the committed trees small.
pub const CHUNK_BYTES: usize = 512 * 1024;

/// The search index's view of one entry: its id and its fields, by the table they are in.
#[derive(Debug)]
pub struct EntrySearch {
    pub id: String,
    /// `(section title, fields)`, in page order.
    pub sections: Vec<(String, Vec<FieldSearch>)>,
}

impl EntrySearch {
    pub fn of(entry: &Entry) -> EntrySearch {
        EntrySearch {
            id: entry.id.clone(),
            sections: entry
                .sections
                .iter()
                .map(|s| (s.title.clone(), searches(&s.fields)))
                .collect(),
        }
    }

    pub fn config(fields: &[Field]) -> EntrySearch {
        EntrySearch {
            id: "config".to_owned(),
            sections: vec![("Variables".to_owned(), searches(fields))],
        }
    }
}

fn searches(fields: &[Field]) -> Vec<FieldSearch> {
    fields.iter().map(|f| f.search.clone()).collect()
}

/// One file of sections.
#[derive(Debug, PartialEq)]
pub struct Chunk {
    /// Relative to `index.html`.
    pub path: String,
    pub contents: String,
}

/// Groups `sections` (`(entry id, section HTML)`, in page order) into chunk files of about
/// [`CHUNK_BYTES`]; answers the files and, for each entry id, the file that holds it.
pub fn chunks(
    sections: Vec<(String, String)>,
    budget: usize,
) -> (Vec<Chunk>, BTreeMap<String, String>) {
    let mut groups: Vec<Vec<(String, String)>> = Vec::new();
    let mut size = 0;
    for (id, html) in sections {
        match groups.last_mut() {
            Some(group) if size + html.len() <= budget => {
                size += html.len();
                group.push((id, html));
            }
            _ => {
                size = html.len();
                groups.push(vec![(id, html)]);
            }
        }
    }
    let mut file_of = BTreeMap::new();
    let files = groups
        .into_iter()
        .enumerate()
        .map(|(n, group)| {
            let path = format!("sections/{n}.js");
            // One line per section keeps diffs of committed docs readable.
            let mut contents = String::from("sdkgenDocs.sections([\n");
            for (i, (id, html)) in group.iter().enumerate() {
                if i > 0 {
                    contents.push_str(",\n");
                }
                contents.push('[');
                contents.push_str(&js_string(id));
                contents.push_str(", ");
                contents.push_str(&js_string(html));
                contents.push(']');
                file_of.insert(id.clone(), path.clone());
            }
            contents.push_str("\n]);\n");
            Chunk { path, contents }
        })
        .collect();
    (files, file_of)
}

/// `search.js`: for each entry (in page order), each field's row id, table, search keys and
/// names per language. `docs.js` sets the names as text, never as markup.
pub fn search_index(entries: &[EntrySearch]) -> String {
    /// `[row id, table, keys, [name per language]]`
    type FieldRow<'a> = (&'a str, &'a str, &'a str, &'a [Option<String>]);
    #[derive(Serialize)]
    struct Index<'a> {
        langs: Vec<&'static str>,
        /// `[entry id, [field row, …]]`
        entries: Vec<(&'a str, Vec<FieldRow<'a>>)>,
    }
    let index = Index {
        langs: LANGS.iter().map(|(lang, _)| *lang).collect(),
        entries: entries
            .iter()
            .map(|e| {
                let fields = e
                    .sections
                    .iter()
                    .flat_map(|(title, fields)| {
                        fields.iter().map(move |f| {
                            (
                                f.id.as_str(),
                                title.as_str(),
                                f.keys.as_str(),
                                f.names.as_slice(),
                            )
                        })
                    })
                    .collect();
                (e.id.as_str(), fields)
            })
            .collect(),
    };
    let json = serde_json::to_string(&index).expect("the search index serializes");
    format!("sdkgenDocs.search({});\n", escape_separators(json))
}

/// `text` as a JavaScript string literal (JSON's escaping, and the line separators escaped
/// too, which older engines did not accept raw in a string).
fn js_string(text: &str) -> String {
    escape_separators(serde_json::to_string(text).expect("a string serializes"))
}

fn escape_separators(json: String) -> String {
    if json.contains(['\u{2028}', '\u{2029}']) {
        json.replace('\u{2028}', "\\u2028")
            .replace('\u{2029}', "\\u2029")
    } else {
        json
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sections(sizes: &[usize]) -> Vec<(String, String)> {
        sizes
            .iter()
            .enumerate()
            .map(|(i, n)| (format!("e{i}"), "x".repeat(*n)))
            .collect()
    }

    #[test]
    fn chunks_fill_up_to_the_budget_and_map_each_entry_to_its_file() {
        let (files, file_of) = chunks(sections(&[4, 4, 3, 12, 1]), 10);
        let paths: Vec<&str> = files.iter().map(|c| c.path.as_str()).collect();
        // 4+4 fit, 3 more would not; 12 is alone although over budget; 1 follows it.
        assert_eq!(
            paths,
            [
                "sections/0.js",
                "sections/1.js",
                "sections/2.js",
                "sections/3.js"
            ]
        );
        assert_eq!(file_of["e0"], "sections/0.js");
        assert_eq!(file_of["e1"], "sections/0.js");
        assert_eq!(file_of["e2"], "sections/1.js");
        assert_eq!(file_of["e3"], "sections/2.js");
        assert_eq!(file_of["e4"], "sections/3.js");
        assert_eq!(
            files[0].contents,
            "sdkgenDocs.sections([\n[\"e0\", \"xxxx\"],\n[\"e1\", \"xxxx\"]\n]);\n"
        );
    }

    #[test]
    fn section_text_stays_inside_its_string() {
        let html = "<p>\"</script><script>x()</script>\\\u{2028}\n</p>";
        let (files, _) = chunks(vec![("e".into(), html.into())], CHUNK_BYTES);
        let body = &files[0].contents;
        let literal = body
            .strip_prefix("sdkgenDocs.sections([\n[\"e\", ")
            .and_then(|b| b.strip_suffix("]\n]);\n"))
            .unwrap();
        assert!(
            !literal.contains('\n') && !literal.contains('\u{2028}'),
            "{literal}"
        );
        let back: String = serde_json::from_str(literal).unwrap();
        assert_eq!(back, html);
    }
}
