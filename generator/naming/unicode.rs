//! What every SDK needs of the characters of a name, beyond its own identifier rules.
//!
//! - Numerics other than decimal digits (superscripts `²`, fractions `½`, roman numerals `Ⅻ`,
//!   circled digits `①`): Go, TypeScript and Rust take no such character in an identifier, C#
//!   none in a namespace, and Python reads them as other characters (below). Names may hold
//!   none.
//! - Python reads every identifier in its NFKC form (PEP 3131): `ﬁle` is `file`, `ｐｕｌｕｍｉ` is
//!   `pulumi`, `com¹` is `com1`. Two names equal under NFKC are one name in Python, and a module
//!   or file whose name NFKC changes cannot be imported (the import looks for the normalized
//!   name on disk).

use std::borrow::Cow;

use unicode_general_category::{get_general_category, GeneralCategory};
use unicode_normalization::{is_nfkc_quick, IsNormalized, UnicodeNormalization};

/// The first numeric character of `name` that is not a decimal digit (general category `Nl` or
/// `No`), if any.
pub fn non_decimal_numeric(name: &str) -> Option<char> {
    name.chars().find(|&c| {
        !c.is_ascii()
            && matches!(
                get_general_category(c),
                GeneralCategory::LetterNumber | GeneralCategory::OtherNumber
            )
    })
}

/// `name` as Python reads it: its NFKC form.
pub fn nfkc(name: &str) -> Cow<'_, str> {
    if name.is_ascii() || is_nfkc_quick(name.chars()) == IsNormalized::Yes {
        Cow::Borrowed(name)
    } else {
        let normalized: String = name.nfkc().collect();
        if normalized == name {
            Cow::Borrowed(name)
        } else {
            Cow::Owned(normalized)
        }
    }
}

/// What a numeric character is, for messages.
pub fn numeric_noun(c: char) -> &'static str {
    match get_general_category(c) {
        GeneralCategory::LetterNumber => "a letter-like numeral",
        _ => "a numeric character that is no decimal digit",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numerics_other_than_decimal_digits() {
        for name in ["areaM²", "½", "com¹", "partⅫ", "①st", "x⁰", "𝟙"] {
            let found = non_decimal_numeric(name);
            // `𝟙` (mathematical double-struck one) is a decimal digit (Nd).
            assert_eq!(found.is_some(), name != "𝟙", "{name}");
        }
        for name in ["area2", "x٣", "ﬁle", "ß", "名前"] {
            assert_eq!(non_decimal_numeric(name), None, "{name}");
        }
    }

    #[test]
    fn python_reads_names_in_nfkc() {
        assert_eq!(nfkc("ﬁle"), "file");
        assert_eq!(nfkc("ｐｕｌｕｍｉ"), "pulumi");
        assert_eq!(nfkc("com¹"), "com1");
        assert_eq!(nfkc("ǅ"), "Dž");
        assert!(matches!(nfkc("plain"), Cow::Borrowed(_)));
        assert!(matches!(nfkc("straße"), Cow::Borrowed(_)));
    }
}
