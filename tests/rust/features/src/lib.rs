//! Nothing here: the program is `tests/mocks.rs`.
