//! Any bytes through load → validate → bind → render every target: must never panic.
#![no_main]

#[path = "../entry.rs"]
mod entry;
#[path = "../../tests/support/random_schema.rs"]
mod random_schema;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    entry::run_bytes(data);
});
