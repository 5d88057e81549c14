//! JSON pointers (RFC 6901): how every diagnostic names the value it is about.

/// Appends one reference token to a pointer, escaping `~` and `/` (tokens contain `/`).
pub fn push(pointer: &mut String, segment: &str) {
    pointer.push('/');
    for c in segment.chars() {
        match c {
            '~' => pointer.push_str("~0"),
            '/' => pointer.push_str("~1"),
            c => pointer.push(c),
        }
    }
}

/// Builds a pointer from its unescaped segments.
pub fn join<S: AsRef<str>>(segments: &[S]) -> String {
    let mut pointer = String::new();
    for s in segments {
        push(&mut pointer, s.as_ref());
    }
    pointer
}

/// The unescaped segments of a pointer (`""` is the root and has none).
pub fn split(pointer: &str) -> Vec<String> {
    if pointer.is_empty() {
        return Vec::new();
    }
    pointer
        .strip_prefix('/')
        .unwrap_or(pointer)
        .split('/')
        .map(|s| s.replace("~1", "/").replace("~0", "~"))
        .collect()
}

/// `pointer` extended by `segment`.
pub fn child(pointer: &str, segment: &str) -> String {
    descend(pointer, &[segment])
}

/// `pointer` extended by several segments.
pub fn descend(pointer: &str, segments: &[&str]) -> String {
    let mut p = pointer.to_string();
    for segment in segments {
        push(&mut p, segment);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_round_trips_tokens() {
        let p = join(&["types", "pkg:index/foo:Foo", "a~b"]);
        assert_eq!(p, "/types/pkg:index~1foo:Foo/a~0b");
        assert_eq!(split(&p), vec!["types", "pkg:index/foo:Foo", "a~b"]);
        assert!(split("").is_empty());
    }
}
