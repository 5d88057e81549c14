//! Per-thread memos of pure text functions. Backends format the same description many times
//! (a property's doc sits on its input, state and output forms and on their accessors), so the
//! functions that clean and wrap descriptions remember their results. Each rendering thread has
//! its own memo (no locking), which starts over whenever it holds more than [`LIMIT_BYTES`] of
//! text, so memory stays bounded on any schema. The results are pure functions of the keys:
//! output never depends on what a memo held.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

/// Keys are whole descriptions, often kilobytes: foldhash hashes them several times faster
/// than std's SipHash, and its random seed per process still keeps a schema from choosing
/// colliding keys.
type Map<V> = HashMap<String, V, foldhash::fast::RandomState>;

/// The text (keys and values) one memo holds at most before it starts over.
pub const LIMIT_BYTES: usize = 8 << 20;

/// A memo from `(kind, text)` to a value; `kind` tells apart functions or languages sharing it.
#[derive(Default)]
pub struct Memo<V> {
    /// One map per kind, keyed by the text.
    maps: RefCell<Vec<Map<V>>>,
    bytes: Cell<usize>,
}

impl<V: Clone> Memo<V> {
    /// The value for `(kind, key)`: remembered, or `compute(key)`, whose size in bytes `size`
    /// tells.
    pub fn get(
        &self,
        kind: usize,
        key: &str,
        compute: impl FnOnce(&str) -> V,
        size: impl FnOnce(&V) -> usize,
    ) -> V {
        if let Some(value) = self.maps.borrow().get(kind).and_then(|m| m.get(key)) {
            return value.clone();
        }
        // Not borrowed while computing: `compute` may use other memos, or this one.
        let value = compute(key);
        let added = key.len() + size(&value);
        if added > LIMIT_BYTES {
            // It would empty the memo and then fill it alone; a text this large (a schema's
            // one huge description) is better not held, nor copied, twice.
            return value;
        }
        let mut maps = self.maps.borrow_mut();
        if self.bytes.get() + added > LIMIT_BYTES {
            maps.iter_mut().for_each(Map::clear);
            self.bytes.set(0);
        }
        self.bytes.set(self.bytes.get() + added);
        if maps.len() <= kind {
            maps.resize_with(kind + 1, Map::default);
        }
        maps[kind].insert(key.to_owned(), value.clone());
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_per_kind_and_starts_over_past_the_limit() {
        let memo: Memo<String> = Memo::default();
        let calls = Cell::new(0);
        let upper = |s: &str| {
            calls.set(calls.get() + 1);
            s.to_uppercase()
        };
        assert_eq!(memo.get(0, "a", upper, String::len), "A");
        assert_eq!(memo.get(0, "a", upper, String::len), "A");
        assert_eq!(calls.get(), 1, "the second call is remembered");
        assert_eq!(
            memo.get(1, "a", |_| "other".to_owned(), String::len),
            "other"
        );
        // A value that alone passes the limit is not kept, and leaves the rest alone.
        let big = "x".repeat(LIMIT_BYTES);
        let big_calls = Cell::new(0);
        let copy = |s: &str| {
            big_calls.set(big_calls.get() + 1);
            s.to_owned()
        };
        memo.get(0, &big, copy, String::len);
        memo.get(0, &big, copy, String::len);
        assert_eq!(
            big_calls.get(),
            2,
            "a value past the limit is computed each time"
        );
        assert_eq!(memo.get(0, "a", upper, String::len), "A");
        assert_eq!(calls.get(), 1);
        // Values that fill the memo past the limit together empty it, so "a" is computed again.
        let half = "y".repeat(LIMIT_BYTES / 2);
        memo.get(0, &half, |s| s.to_owned(), String::len);
        assert_eq!(memo.get(0, "a", upper, String::len), "A");
        assert_eq!(calls.get(), 2);
    }
}
