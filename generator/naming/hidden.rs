//! The characters that never reach generated source as they are: every language's string
//! escaper writes them as escapes, and every comment writer makes them visible (U+FFFD) or a
//! line break.

use unicode_general_category::{get_general_category, GeneralCategory};

/// Whether `c` is invisible or changes how the text around it reads: a control character
/// (tab and line feed included: callers that keep them match them first), a format character
/// (the bidirectional controls and marks, zero-width characters, the byte-order mark, the soft
/// hyphen, tag characters) or the Unicode line and paragraph separators. Raw in source, such
/// characters make code read differently from how it runs (Trojan Source, CVE-2021-42574),
/// end a comment or a line early in some tools, or make a file look binary.
pub fn is_hidden(c: char) -> bool {
    // Printable ASCII is most of every text.
    if (' '..='~').contains(&c) {
        return false;
    }
    matches!(
        get_general_category(c),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    )
}

/// Whether `c` breaks a line somewhere: line feed, carriage return, NEL (U+0085) and the
/// Unicode line and paragraph separators (C# and JavaScript treat some of them as line
/// terminators; editors show them as line breaks).
pub fn is_line_break(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_characters() {
        for c in [
            '\0',
            '\t',
            '\n',
            '\u{1b}',
            '\u{7f}',
            '\u{85}',
            '\u{9b}',
            '\u{ad}',
            '\u{61c}',
            '\u{200b}',
            '\u{200e}',
            '\u{202e}',
            '\u{2028}',
            '\u{2029}',
            '\u{2066}',
            '\u{2069}',
            '\u{feff}',
            '\u{e0041}',
        ] {
            assert!(is_hidden(c), "U+{:04X}", c as u32);
        }
        for c in [
            ' ', 'a', '~', 'é', '\u{a0}', '²', '½', 'Ⅻ', '名', '🚀', '\u{fffd}',
        ] {
            assert!(!is_hidden(c), "U+{:04X}", c as u32);
        }
    }
}
