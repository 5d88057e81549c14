//! Reserved-word tables, one per target language.
//!
//! Every table is sorted in byte order and free of duplicates so that lookups can use
//! binary search; the unit test at the bottom enforces both properties.

/// Words Pulumi's Python generator escapes with a trailing `_`: the union of the Python 2 and
/// Python 3 hard keywords (hence `exec` and `print`). Soft keywords (`match`, `case`, `type`, `_`)
/// are deliberately absent because Pulumi does not escape them.
pub const PYTHON: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "exec", "finally", "for", "from", "global", "if",
    "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "print", "raise", "return",
    "try", "while", "with", "yield",
];

/// Words Pulumi's Go generator treats as reserved (and prefixes with `_` when it has to use them
/// as identifiers): the Go keywords plus the predeclared types, constants and builtins.
pub const GO: &[&str] = &[
    "any",
    "append",
    "bool",
    "break",
    "byte",
    "cap",
    "case",
    "chan",
    "clear",
    "close",
    "comparable",
    "complex",
    "complex128",
    "complex64",
    "const",
    "continue",
    "copy",
    "default",
    "defer",
    "delete",
    "else",
    "error",
    "fallthrough",
    "false",
    "float32",
    "float64",
    "for",
    "func",
    "go",
    "goto",
    "if",
    "imag",
    "import",
    "int",
    "int16",
    "int32",
    "int64",
    "int8",
    "interface",
    "iota",
    "len",
    "make",
    "map",
    "max",
    "min",
    "new",
    "nil",
    "package",
    "panic",
    "print",
    "println",
    "range",
    "real",
    "recover",
    "return",
    "rune",
    "select",
    "string",
    "struct",
    "switch",
    "true",
    "type",
    "uint",
    "uint16",
    "uint32",
    "uint64",
    "uint8",
    "uintptr",
    "var",
];

/// Exported Go field names that would clash with methods Pulumi generates on every resource or
/// output type; Pulumi appends `_` to such fields.
pub const GO_RESERVED_FIELDS: &[&str] = &["ElementType", "GetProvider", "ID", "URN"];

/// C# reserved keywords: what Pulumi's .NET generator `@`-escapes when a schema name becomes a
/// parameter (`csharpIdentifier`).
pub const CSHARP: &[&str] = &[
    "abstract",
    "as",
    "base",
    "bool",
    "break",
    "byte",
    "case",
    "catch",
    "char",
    "checked",
    "class",
    "const",
    "continue",
    "decimal",
    "default",
    "delegate",
    "do",
    "double",
    "else",
    "enum",
    "event",
    "explicit",
    "extern",
    "false",
    "finally",
    "fixed",
    "float",
    "for",
    "foreach",
    "goto",
    "if",
    "implicit",
    "in",
    "int",
    "interface",
    "internal",
    "is",
    "lock",
    "long",
    "namespace",
    "new",
    "null",
    "object",
    "operator",
    "out",
    "override",
    "params",
    "private",
    "protected",
    "public",
    "readonly",
    "ref",
    "return",
    "sbyte",
    "sealed",
    "short",
    "sizeof",
    "stackalloc",
    "static",
    "string",
    "struct",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "uint",
    "ulong",
    "unchecked",
    "unsafe",
    "ushort",
    "using",
    "virtual",
    "void",
    "volatile",
    "while",
];

/// C# contextual keywords. Pulumi's general-purpose `makeValidIdentifier` escapes these too
/// because it does not check the context they appear in.
pub const CSHARP_CONTEXTUAL: &[&str] = &[
    "add",
    "alias",
    "ascending",
    "async",
    "await",
    "by",
    "descending",
    "dynamic",
    "equals",
    "from",
    "get",
    "global",
    "group",
    "into",
    "join",
    "let",
    "nameof",
    "on",
    "orderby",
    "partial",
    "remove",
    "select",
    "set",
    "unmanaged",
    "value",
    "var",
    "when",
    "where",
    "yield",
];

/// ECMAScript reserved words as Pulumi's Node.js generator lists them: keywords, future
/// reserved words (`enum`, `await` and the strict-mode `implements` ... `public`) and the
/// `null`/boolean literals. `let` and `static` are not in its list.
pub const NODEJS: &[&str] = &[
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "enum",
    "export",
    "extends",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "implements",
    "import",
    "in",
    "instanceof",
    "interface",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "var",
    "void",
    "while",
    "with",
    "yield",
];

/// Rust strict and reserved keywords for edition 2021 (which includes the 2018 additions
/// `async`, `await`, `dyn` and `try`), plus `_`, which can never be an identifier.
/// `gen` is only reserved from edition 2024 on; it is listed anyway so generated code stays
/// valid when the consuming crate moves to 2024 (`r#gen` is accepted by 2021 as well).
/// Weak keywords (`union`, `macro_rules`, `raw`, `safe`) are ordinary identifiers and absent.
pub const RUST: &[&str] = &[
    "Self", "_", "abstract", "as", "async", "await", "become", "box", "break", "const", "continue",
    "crate", "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if",
    "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub",
    "ref", "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Rust keywords that `r#` cannot make usable as identifiers; these get a trailing `_` instead.
pub const RUST_NOT_RAW: &[&str] = &["Self", "_", "crate", "self", "super"];

/// Java's reserved words and literals (JLS 3.9), `var`, and `_` (Pulumi's Java generator
/// suffixes each with `_`).
pub const JAVA: &[&str] = &[
    "_",
    "abstract",
    "assert",
    "boolean",
    "break",
    "byte",
    "case",
    "catch",
    "char",
    "class",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extends",
    "false",
    "final",
    "finally",
    "float",
    "for",
    "goto",
    "if",
    "implements",
    "import",
    "instanceof",
    "int",
    "interface",
    "long",
    "native",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "short",
    "static",
    "strictfp",
    "super",
    "switch",
    "synchronized",
    "this",
    "throw",
    "throws",
    "transient",
    "true",
    "try",
    "var",
    "void",
    "volatile",
    "while",
];

/// Method names a generated Java getter or setter cannot take: `Object`'s methods and the
/// builders' `builder`.
pub const JAVA_METHODS: &[&str] = &[
    "builder",
    "clone",
    "equals",
    "finalize",
    "getClass",
    "hashCode",
    "notify",
    "notifyAll",
    "toString",
    "wait",
];

/// Method names a Java resource's getter cannot take besides [`JAVA_METHODS`]: those of
/// `com.pulumi.resources.Resource`.
pub const JAVA_RESOURCE_METHODS: &[&str] = &[
    "getChildResources",
    "getId",
    "getResourceName",
    "getResourceType",
    "getUrn",
    "id",
    "pulumiChildResources",
    "pulumiResourceName",
    "pulumiResourceType",
    "urn",
];

/// Whether `word` is in the sorted table `table`.
pub fn contains(table: &[&str], word: &str) -> bool {
    table.binary_search(&word).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL_TABLES: [(&str, &[&str]); 11] = [
        ("python", PYTHON),
        ("go", GO),
        ("go fields", GO_RESERVED_FIELDS),
        ("csharp", CSHARP),
        ("csharp contextual", CSHARP_CONTEXTUAL),
        ("nodejs", NODEJS),
        ("rust", RUST),
        ("rust not raw", RUST_NOT_RAW),
        ("java", JAVA),
        ("java methods", JAVA_METHODS),
        ("java resource methods", JAVA_RESOURCE_METHODS),
    ];

    #[test]
    fn tables_are_sorted_and_deduplicated() {
        for (name, table) in ALL_TABLES {
            for pair in table.windows(2) {
                assert!(
                    pair[0] < pair[1],
                    "{name}: {:?} must come before {:?}",
                    pair[0],
                    pair[1]
                );
            }
        }
    }

    #[test]
    fn rust_not_raw_words_are_rust_keywords() {
        for word in RUST_NOT_RAW {
            assert!(contains(RUST, word), "{word}");
        }
    }

    #[test]
    fn lookups_hit_and_miss() {
        assert!(contains(PYTHON, "lambda"));
        assert!(!contains(PYTHON, "match"));
        assert!(contains(GO, "string"));
        assert!(contains(CSHARP, "namespace"));
        assert!(contains(NODEJS, "delete"));
        assert!(!contains(NODEJS, "let"));
        assert!(contains(RUST, "gen"));
        assert!(!contains(RUST, "union"));
    }
}
