//! Case-conversion primitives shared by several languages. They mirror the helpers in
//! Pulumi's `codegen/cgstrings` package so that every generator builds on identical behaviour.

/// Upper-cases a single character the way Go's `unicode.ToUpper` does: a one-to-one mapping,
/// so characters whose upper case is several characters (such as `ß`) are left alone.
pub fn upper_char(c: char) -> char {
    single_mapping(c, c.to_uppercase())
}

/// Lower-cases a single character with the same one-to-one restriction as [`upper_char`].
pub fn lower_char(c: char) -> char {
    single_mapping(c, c.to_lowercase())
}

/// The identifier-sanitizing step every language shares: characters that cannot be part of an
/// identifier become `_`, and a name that cannot start one gets a `_` prefix. `sigil` is a leading
/// character kept as written (C#'s verbatim `@`, Go's `&`).
pub fn sanitize_identifier(
    name: &str,
    sigil: Option<char>,
    is_start: fn(char) -> bool,
    is_part: fn(char) -> bool,
) -> String {
    let mut out = String::with_capacity(name.len() + 1);
    for (index, c) in name.char_indices() {
        if index == 0 && Some(c) == sigil {
            out.push(c);
        } else if !is_part(c) {
            out.push('_');
        } else {
            if index == 0 && !is_start(c) {
                out.push('_');
            }
            out.push(c);
        }
    }
    out
}

fn single_mapping(original: char, mut mapped: impl Iterator<Item = char>) -> char {
    match (mapped.next(), mapped.next()) {
        (Some(only), None) => only,
        _ => original,
    }
}

/// Upper-cases the first character and keeps the rest (Pulumi's `cgstrings.UppercaseFirst`).
pub fn uppercase_first(s: &str) -> String {
    let mut chars = s.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    // The rest is copied as one slice: collecting chars one by one cost a thousand
    // instructions a name.
    let mut out = String::with_capacity(s.len() + 3);
    out.push(upper_char(first));
    out.push_str(chars.as_str());
    out
}

/// Removes every `-` and upper-cases the character after it, dropping a trailing `-`
/// (Pulumi's `cgstrings.Unhyphenate`; `abc-def` becomes `abcDef`).
pub fn unhyphenate(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s.to_owned();
    while let Some(hyphen) = rest.find('-') {
        out.push_str(&rest[..hyphen]);
        let after = &rest[hyphen + 1..];
        if after.is_empty() {
            return out;
        }
        // Upper-casing a second `-` keeps it, so runs of hyphens collapse on later rounds.
        rest = uppercase_first(after);
    }
    out.push_str(&rest);
    out
}

/// camelCase as Pulumi's `cgstrings.Camel` spells it: unhyphenate, then lower-case every
/// character up to the first one that is already lower case (`URLInfo` becomes `urlinfo`).
pub fn camel(s: &str) -> String {
    let unhyphenated = unhyphenate(s);
    let mut out = String::with_capacity(unhyphenated.len());
    for (index, c) in unhyphenated.char_indices() {
        if c.is_lowercase() {
            out.push_str(&unhyphenated[index..]);
            break;
        }
        out.push(lower_char(c));
    }
    out
}

/// Pulumi's `ExpandShortEnumName`: one-character names that are symbols get a word.
pub fn expand_short_enum_name(name: &str) -> String {
    let word = match name {
        "*" => "Asterisk",
        "0" => "Zero",
        "1" => "One",
        "2" => "Two",
        "3" => "Three",
        "4" => "Four",
        "5" => "Five",
        "6" => "Six",
        "7" => "Seven",
        "8" => "Eight",
        "9" => "Nine",
        "+" => "Plus",
        "-" => "Minus",
        "/" => "Slash",
        "." => "Dot",
        "_" => "Underscore",
        "<" => "LessThan",
        ">" => "GreaterThan",
        "=" => "Equals",
        "!" => "Exclamation",
        "?" => "Question",
        "%" => "Percent",
        "&" => "Ampersand",
        "@" => "At",
        "#" => "Hash",
        "$" => "Dollar",
        "^" => "Caret",
        "~" => "Tilde",
        ":" => "Colon",
        ";" => "Semicolon",
        "," => "Comma",
        "|" => "Pipe",
        "" => "Empty",
        _ => return name.to_owned(),
    };
    word.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uppercase_first_cases() {
        assert_eq!(uppercase_first(""), "");
        assert_eq!(uppercase_first("getFoo"), "GetFoo");
        assert_eq!(uppercase_first("Foo"), "Foo");
        assert_eq!(uppercase_first("élan"), "Élan");
        assert_eq!(uppercase_first("ßx"), "ßx");
        assert_eq!(uppercase_first("1abc"), "1abc");
    }

    #[test]
    fn unhyphenate_cases() {
        assert_eq!(unhyphenate("abc-def-ghi"), "abcDefGhi");
        assert_eq!(unhyphenate("has-a-hyphen"), "hasAHyphen");
        assert_eq!(unhyphenate("a--b"), "aB");
        assert_eq!(unhyphenate("trailing-"), "trailing");
        assert_eq!(unhyphenate("a--"), "a");
        assert_eq!(unhyphenate("-lead"), "Lead");
        assert_eq!(unhyphenate("none"), "none");
    }

    #[test]
    fn camel_cases() {
        assert_eq!(camel(""), "");
        assert_eq!(camel("GetCloudGatewayNetwork"), "getCloudGatewayNetwork");
        assert_eq!(camel("URLInfo"), "urlinfo");
        assert_eq!(camel("S3Bucket"), "s3bucket");
        assert_eq!(camel("ID"), "id");
        assert_eq!(camel("foo-bar"), "fooBar");
        assert_eq!(camel("Foo-bar"), "fooBar");
    }
}
