//! One backend per target language: each runs its naming pass, builds its view model from the
//! IR and renders it through its templates (`templates/<lang>/`).

pub mod nodejs;
pub mod python;
pub mod shapes;

pub mod doc_text;

/// The first non-blank line of a description, trimmed (package descriptions in metadata).
pub fn first_line(text: &str) -> String {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default()
        .trim()
        .to_owned()
}
