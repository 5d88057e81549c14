//! One backend per target language: each runs its naming pass, builds its view model from the
//! IR and renders it through its templates (`templates/<lang>/`).

pub mod nodejs;
pub mod python;
pub mod shapes;

pub mod doc_text;
