//! Diagnostics: what is wrong, where (file:line:column, JSON pointer), and how to fix it.
//!
//! Every stage reports problems as [`Diagnostic`]s naming a JSON pointer; they are located in the
//! source in one batch per file ([`resolve_locations`]), sorted, and rendered for people
//! (`path:line:col: error[CODE]: message`, the pointer, a snippet with a caret) or as one JSON
//! object per line for CI annotations. Codes are stable: tests and users may match on them.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::sync::Arc;

use serde::Serialize;

use crate::source::{SourceFile, Span};

/// How bad a diagnostic is. Errors make the schema invalid (exit 1); warnings and notes do not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The schema cannot be used.
    Error,
    /// Probably a mistake; generation goes on.
    Warning,
    /// Information about what sdkgen does with the schema (e.g. an escaped reserved word).
    Note,
}

impl Severity {
    /// The word used in rendered output.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

macro_rules! codes {
    ($( $(#[doc = $doc:literal])* $variant:ident = $code:literal, $severity:ident; )*) => {
        /// The stable code of each kind of diagnostic.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Code {
            $( $(#[doc = $doc])* $variant, )*
        }

        impl Code {
            /// Every code, in order (for the table in docs/guide.md and tests).
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The code as printed, e.g. `E0301`.
            pub fn as_str(self) -> &'static str {
                match self { $(Code::$variant => $code,)* }
            }

            /// The severity diagnostics of this code have.
            pub fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$severity,)* }
            }

            /// One line saying what the code means.
            pub fn summary(self) -> &'static str {
                match self { $(Code::$variant => concat!($($doc),*).trim_ascii(),)* }
            }
        }
    };
}

codes! {
    /// The file is not well-formed JSON or YAML.
    Syntax = "E0101", Error;
    /// The file is not valid UTF-8.
    NotUtf8 = "E0102", Error;
    /// The top level of the document is not an object.
    TopLevelNotObject = "E0103", Error;
    /// An object names the same member twice (JSON and YAML readers would keep only the last).
    DuplicateKey = "E0104", Error;
    /// A value has the wrong JSON kind (e.g. a string where an array belongs).
    WrongKind = "E0201", Error;
    /// A member the format requires is missing.
    MissingMember = "E0202", Error;
    /// Another metaschema rule is violated.
    Metaschema = "E0203", Error;
    /// A `$ref` names a type, resource or built-in that does not exist.
    UnknownRef = "E0301", Error;
    /// A `$ref` is not of a form the format knows.
    MalformedRef = "E0302", Error;
    /// A type, resource or function token is not `package:module:name`.
    MalformedToken = "E0303", Error;
    /// A token does not belong to this package.
    ForeignToken = "E0304", Error;
    /// Two tokens are the same when case is ignored, or after a language's naming.
    DuplicateToken = "E0305", Error;
    /// A `required` list names a property that does not exist.
    UnknownRequired = "E0306", Error;
    /// Object types require each other in a cycle, so no finite value exists.
    RequiredCycle = "E0307", Error;
    /// A `default` or `const` value does not fit the property's type.
    DefaultTypeMismatch = "E0308", Error;
    /// An enum lists the same value twice.
    DuplicateEnumValue = "E0309", Error;
    /// An enum's type or a value of it is invalid.
    InvalidEnum = "E0310", Error;
    /// Two names collide after a target language's naming and escaping.
    NameCollision = "E0311", Error;
    /// An environment variable name is not a valid name.
    InvalidEnvVar = "E0312", Error;
    /// A `type` is not a primitive the format knows.
    UnknownPrimitive = "E0313", Error;
    /// A package or module name would place generated files outside the output directory.
    UnsafePath = "E0314", Error;
    /// A resource method breaks the method rules.
    InvalidMethod = "E0315", Error;
    /// A name is reserved by the format (`pulumi`; `provider` in the root module; `version` as a
    /// provider input) or by an SDK (a module named like a file or import the SDK has anyway).
    ReservedName = "E0316", Error;
    /// `meta.moduleFormat` is not a usable regular expression.
    InvalidModuleFormat = "E0317", Error;
    /// A type spec is incomplete or contradictory (e.g. an array without `items`).
    InvalidTypeSpec = "E0318", Error;
    /// `multiArgumentInputs` does not match the function's inputs.
    InvalidMultiArgument = "E0319", Error;
    /// The package name or version is not valid.
    InvalidPackageMetadata = "E0320", Error;
    /// A name is empty or holds characters no SDK can spell (spaces, control characters).
    InvalidName = "E0321", Error;
    /// Two schemas in one run have the same package name (they would share an output directory).
    DuplicatePackage = "E0322", Error;
    /// A name too long for where an SDK puts it: a file or directory name over 255 bytes, or a
    /// C# identifier over 512 UTF-16 units.
    NameTooLong = "E0323", Error;
    /// A `language` setting a backend reads has a value that SDK cannot use (an npm package
    /// name, a Go import path, a Python requirement that is not one, a generics mode that rules
    /// out a function's form).
    InvalidLanguageSetting = "E0324", Error;
    /// The types of schema modules refer to each other in a cycle, so their Go packages would
    /// import each other, which Go does not allow.
    ModuleCycle = "E0325", Error;
    /// What the schema asks for would make SDKs out of all proportion to it (the
    /// `replaceOnChanges` paths through object types that share types level after level).
    OutOfProportion = "E0330", Error;
    /// A `$ref` to another package whose schema is not available; the type stays opaque.
    DanglingExternalRef = "W0401", Warning;
    /// A top-level member the format does not define (often a misspelling).
    UnknownTopLevelMember = "W0402", Warning;
    /// A resource property is named like an engine-managed one (`id`, `urn`) and is shadowed.
    ReservedPropertyName = "W0403", Warning;
    /// A `$ref` names a type this schema does not define but gives a primitive `type`: the
    /// reference is kept as an opaque token of that type.
    OpaqueTypeToken = "W0404", Warning;
    /// An enum of booleans: valid in the format, but Python and .NET have no such enums, so
    /// those two SDKs refuse to generate it.
    BooleanEnum = "W0405", Warning;
    /// An enum lists one value under two names: Python makes the second member an alias of
    /// the first.
    EnumValueAlias = "W0406", Warning;
    /// A function input marked `outputOnly`: computed by the service, so no SDK takes it.
    OutputOnlyInput = "W0407", Warning;
    /// A name is a reserved word of a target language and is escaped there.
    ReservedWordEscaped = "N0501", Note;
    /// A property is named like a credential (secret, password, token, API key, ...) but is not
    /// marked `secret`.
    LintCredentialNotSecret = "L0601", Warning;
    /// The package, a resource, function, object type or enum type has no description.
    LintMissingDescription = "L0602", Warning;
    /// Properties have no description (one diagnostic per owner, listing them).
    LintUndocumentedProperty = "L0603", Warning;
    /// A property name is a reserved word of a target language and is spelled differently there.
    LintEscapedName = "L0604", Warning;
    /// An object or enum type that no resource, function, the provider or the configuration uses.
    LintUnusedType = "L0605", Warning;
    /// An input property is both required and `outputOnly`.
    LintRequiredOutputOnly = "L0606", Warning;
    /// A required input has a default (or an environment variable default).
    LintRequiredWithDefault = "L0607", Warning;
    /// An `x-sdkgen-lint` entry is malformed, misplaced, names no lint rule, or gives no reason.
    LintInvalidAllow = "L0690", Warning;
    /// An `x-sdkgen-lint` entry silences nothing.
    LintUnusedAllow = "L0691", Warning;
}

/// One problem in a schema.
#[derive(Debug, Clone)]
pub struct Diagnostic {
    /// What kind of problem.
    pub code: Code,
    /// Its severity (normally the code's).
    pub severity: Severity,
    /// What is wrong, in one sentence.
    pub message: String,
    /// The file it is in (none for problems that are not about a file).
    pub source: Option<Arc<SourceFile>>,
    /// The value it is about.
    pub pointer: String,
    /// Point at the member name rather than its value (for problems with names and tokens).
    pub at_key: bool,
    /// How to fix it, when known ("did you mean ...").
    pub help: Option<String>,
    /// The located span, once [`resolve_locations`] ran (or when created at an offset).
    pub span: Option<Span>,
    /// Other places in the same file that explain this one (e.g. the first of two duplicates).
    pub related: Vec<Related>,
}

/// A secondary place a diagnostic points at, with a word on why.
#[derive(Debug, Clone)]
pub struct Related {
    /// Where, in the diagnostic's file.
    pub span: Span,
    /// What is there, e.g. "first defined here".
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic about the value at `pointer` in `source`.
    pub fn new(
        code: Code,
        message: impl Into<String>,
        source: &Arc<SourceFile>,
        pointer: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            code,
            severity: code.severity(),
            message: message.into(),
            source: Some(source.clone()),
            pointer: pointer.into(),
            at_key: false,
            help: None,
            span: None,
            related: Vec::new(),
        }
    }

    /// A diagnostic at a byte offset (syntax errors, which have no pointer).
    pub fn at_offset(
        code: Code,
        message: impl Into<String>,
        source: &Arc<SourceFile>,
        offset: usize,
    ) -> Diagnostic {
        let end = source.text[offset..]
            .chars()
            .next()
            .map_or(offset, |c| offset + c.len_utf8());
        Diagnostic {
            span: Some(Span::new(offset, end)),
            ..Diagnostic::new(code, message, source, "")
        }
    }

    /// Points the caret at the member's name instead of its value.
    pub fn at_key(mut self) -> Diagnostic {
        self.at_key = true;
        self
    }

    /// Points at another place of the same file too.
    pub fn with_related(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.related.push(Related {
            span,
            message: message.into(),
        });
        self
    }

    /// Adds a hint.
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// 1-based line and column, once located.
    pub fn line_col(&self) -> Option<(usize, usize)> {
        Some(self.source.as_ref()?.line_col(self.span?.start))
    }

    /// Whether this diagnostic makes the schema invalid.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    fn file_name(&self) -> &str {
        self.source.as_ref().map_or("<input>", |s| s.name.as_str())
    }

    fn sort_key(&self) -> (String, usize, Code, String) {
        (
            self.file_name().to_string(),
            self.span.map_or(0, |s| s.start),
            self.code,
            self.message.clone(),
        )
    }
}

/// Locates every unlocated diagnostic (one pass per file) and sorts them by file, position, code.
pub fn resolve_locations(diagnostics: &mut [Diagnostic]) {
    let mut by_file: BTreeMap<*const SourceFile, Vec<usize>> = BTreeMap::new();
    for (i, d) in diagnostics.iter().enumerate() {
        if let (None, Some(source)) = (d.span, &d.source) {
            by_file.entry(Arc::as_ptr(source)).or_default().push(i);
        }
    }
    for indices in by_file.values() {
        let source = diagnostics[indices[0]]
            .source
            .clone()
            .expect("grouped by source");
        let pointers: Vec<&str> = indices
            .iter()
            .map(|&i| diagnostics[i].pointer.as_str())
            .collect();
        let spans = source.locate(&pointers);
        for (&i, node) in indices.iter().zip(spans) {
            let d = &mut diagnostics[i];
            d.span = Some(match (d.at_key, node.key) {
                (true, Some(key)) => key,
                _ => node.value,
            });
        }
    }
    diagnostics.sort_by_cached_key(Diagnostic::sort_key);
}

/// Renders one diagnostic for a terminal: header, pointer, snippet with a caret, the related
/// places with theirs, help. Control characters in the message (a newline inside a token, an
/// escape sequence) are shown escaped, so a diagnostic is always the lines it looks like.
pub fn render_human(d: &Diagnostic) -> String {
    render_human_styled(d, false)
}

/// The styles of a rendered diagnostic in colour (as rustc colours its own).
pub mod style {
    use anstyle::{AnsiColor, Style};

    /// An error's severity and caret; `sdkgen:` on a line that reports a failure.
    pub const ERROR: Style = AnsiColor::Red.on_default().bold();
    /// A warning's severity and caret.
    pub const WARNING: Style = AnsiColor::Yellow.on_default().bold();
    /// A note's severity and caret.
    pub const NOTE: Style = AnsiColor::Green.on_default().bold();
    /// `help`.
    pub const HELP: Style = AnsiColor::Cyan.on_default().bold();
    /// The gutter, its line numbers and `=`.
    pub const GUTTER: Style = AnsiColor::BrightBlue.on_default().bold();
    /// The location and the message.
    pub const EMPHASIS: Style = Style::new().bold();
    /// `sdkgen:` on a line that reports success.
    pub const SUCCESS: Style = AnsiColor::Green.on_default().bold();

    /// `style` when colouring, else the plain style (which renders as nothing).
    pub fn when(color: bool, style: Style) -> Style {
        if color {
            style
        } else {
            Style::new()
        }
    }
}

impl Severity {
    /// The colour of the severity's word and caret.
    pub fn style(self) -> anstyle::Style {
        match self {
            Severity::Error => style::ERROR,
            Severity::Warning => style::WARNING,
            Severity::Note => style::NOTE,
        }
    }
}

/// [`render_human`], with ANSI colours when `color` is set (the text is the same without them).
pub fn render_human_styled(d: &Diagnostic, color: bool) -> String {
    let paint = |s: anstyle::Style| style::when(color, s);
    let (bold, gutter, severity) = (
        paint(style::EMPHASIS),
        paint(style::GUTTER),
        paint(d.severity.style()),
    );
    let mut out = String::new();
    let location = match d.line_col() {
        Some((line, col)) => format!("{}:{line}:{col}", d.file_name()),
        None => d.file_name().to_string(),
    };
    let _ = writeln!(
        out,
        "{bold}{location}:{bold:#} {severity}{}[{}]{severity:#}{bold}: {}{bold:#}",
        d.severity.as_str(),
        d.code.as_str(),
        escape_controls(&clip(&d.message))
    );
    if !d.pointer.is_empty() {
        let _ = writeln!(
            out,
            "  {gutter}={gutter:#} at {}",
            escape_controls(&clip_pointer(&d.pointer))
        );
    }
    if let (Some(source), Some(span)) = (&d.source, d.span) {
        write_snippet(&mut out, source, span, color, d.severity);
    }
    if let Some(source) = &d.source {
        for related in &d.related {
            let (line, col) = source.line_col(related.span.start);
            let note = paint(style::NOTE);
            let _ = writeln!(
                out,
                "  {gutter}={gutter:#} {note}note{note:#}: {} ({}:{line}:{col})",
                escape_controls(&clip(&related.message)),
                d.file_name()
            );
            write_snippet(&mut out, source, related.span, color, Severity::Note);
        }
    }
    if let Some(help) = &d.help {
        let help_style = paint(style::HELP);
        let _ = writeln!(
            out,
            "  {gutter}={gutter:#} {help_style}help{help_style:#}: {}",
            escape_controls(&clip(help))
        );
    }
    out
}

/// The most characters of a source line a snippet shows: a longer line (real schemas keep
/// whole descriptions on one line, minified ones everything) is shown as a window around the
/// column, so the caret stays under the reported character.
const SNIPPET_WIDTH: usize = 120;

/// How much of the window lies before the caret when the line is cut.
const SNIPPET_LEAD: usize = 40;

/// The gutter, the line holding `span.start` (or its window) and a caret under the span (in
/// the colour of `caret`'s severity when colouring).
fn write_snippet(out: &mut String, source: &SourceFile, span: Span, color: bool, caret: Severity) {
    // Counts go through `SourceFile::chars_before` and the window is walked from the caret, so
    // a snippet costs its window, not its line (100,000 diagnostics on a minified schema's one
    // line took 45 s when each counted the line).
    let (line_text, line_start) = source.line_text(span.start);
    let (line, col) = source.line_col(span.start);
    let line_end = line_start + line_text.len();
    let line_chars = source.chars_before(line_end) - source.chars_before(line_start);
    let caret_at = (col - 1).min(line_chars);
    let span_start = span.start.min(line_end);
    let span_end = span.end.max(span_start).min(line_end);
    let span_chars =
        if source.text.is_char_boundary(span_start) && source.text.is_char_boundary(span_end) {
            (source.chars_before(span_end) - source.chars_before(span_start)).max(1)
        } else {
            1
        };
    let (from, to) = if line_chars <= SNIPPET_WIDTH {
        (0, line_chars)
    } else {
        let from = caret_at
            .saturating_sub(SNIPPET_LEAD)
            .min(line_chars - SNIPPET_WIDTH);
        (from, from + SNIPPET_WIDTH)
    };
    let mut shown = String::new();
    if from > 0 {
        shown.push('…');
    }
    // The byte where the window starts: `caret_at - from` characters before the caret's.
    let mut caret_byte = span.start.saturating_sub(line_start).min(line_text.len());
    while !line_text.is_char_boundary(caret_byte) {
        caret_byte -= 1;
    }
    let start = match caret_at - from {
        0 => caret_byte,
        back => line_text[..caret_byte]
            .char_indices()
            .rev()
            .nth(back - 1)
            .map_or(0, |(i, _)| i),
    };
    // One column per character, so the caret lines up: tabs and other controls become spaces.
    shown.extend(line_text[start..].chars().take(to - from).map(|c| {
        if c.is_control() {
            ' '
        } else {
            c
        }
    }));
    if to < line_chars {
        shown.push('…');
    }
    let offset = caret_at - from + usize::from(from > 0);
    let width = span_chars.min(to.saturating_sub(caret_at).max(1));
    let number = line.to_string();
    let pad = " ".repeat(number.len());
    let (g, c) = (
        style::when(color, style::GUTTER),
        style::when(color, caret.style()),
    );
    let _ = writeln!(out, "{g}{pad} |{g:#}");
    let _ = writeln!(out, "{g}{number} |{g:#} {shown}");
    let _ = writeln!(
        out,
        "{g}{pad} |{g:#} {}{c}{}{c:#}",
        " ".repeat(offset),
        "^".repeat(width)
    );
}

/// The most characters of one word (a run without white space: a token, a `$ref`) a message
/// shows, and of one segment of a pointer: longer ones keep their start and end around a `…`.
/// A schema can hold names of any length, and each diagnostic about something inside a
/// definition names it again (a resource token of 20 KB, repeated in the location of each of
/// 200 problems in its properties, was 4 MB of errors for a 30 KB schema).
pub const MAX_WORD_CHARS: usize = 512;
/// Characters of a clipped word kept before and after the `…`.
const WORD_HEAD: usize = 400;
const WORD_TAIL: usize = 100;
/// The most characters of a whole message (a longer one ends in `…`).
pub const MAX_MESSAGE_CHARS: usize = 2000;

/// `text` with its words clipped to [`MAX_WORD_CHARS`] and the whole to [`MAX_MESSAGE_CHARS`].
pub fn clip(text: &str) -> Cow<'_, str> {
    let long_word = text
        .split(char::is_whitespace)
        .any(|w| w.len() > MAX_WORD_CHARS && w.chars().count() > MAX_WORD_CHARS);
    if !long_word && text.len() <= MAX_MESSAGE_CHARS {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len().min(4 * MAX_MESSAGE_CHARS));
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_whitespace() {
            out.push_str(&clip_word(&word));
            word.clear();
            out.push(c);
        } else {
            word.push(c);
        }
    }
    out.pop();
    if out.chars().count() > MAX_MESSAGE_CHARS {
        out = out.chars().take(MAX_MESSAGE_CHARS).collect();
        out.push('…');
    }
    Cow::Owned(out)
}

/// A JSON pointer with each segment clipped to [`MAX_WORD_CHARS`].
pub fn clip_pointer(pointer: &str) -> Cow<'_, str> {
    if pointer.len() <= MAX_WORD_CHARS {
        return Cow::Borrowed(pointer);
    }
    let segments: Vec<Cow<str>> = pointer.split('/').map(clip_word).collect();
    Cow::Owned(segments.join("/"))
}

fn clip_word(word: &str) -> Cow<'_, str> {
    if word.len() <= MAX_WORD_CHARS || word.chars().count() <= MAX_WORD_CHARS {
        return Cow::Borrowed(word);
    }
    let head: String = word.chars().take(WORD_HEAD).collect();
    let tail: Vec<char> = word.chars().rev().take(WORD_TAIL).collect();
    let tail: String = tail.into_iter().rev().collect();
    Cow::Owned(format!("{head}…{tail}"))
}

/// `text` with control characters (and the invisible ones that reorder or break lines) written
/// as escapes: `\n`, `\r`, `\t`, `\u{1b}`.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    let needs = |c: char| {
        c.is_control()
            || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    };
    if !text.chars().any(needs) {
        return Cow::Borrowed(text);
    }
    let mut escaped = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => escaped.push_str("\\n"),
            '\r' => escaped.push_str("\\r"),
            '\t' => escaped.push_str("\\t"),
            c if needs(c) => {
                let _ = write!(escaped, "\\u{{{:x}}}", c as u32);
            }
            c => escaped.push(c),
        }
    }
    Cow::Owned(escaped)
}

/// The machine-readable form: one JSON object (one line) per diagnostic. The message and help
/// are escaped as in [`render_human`]: annotation tools print them as they are.
pub fn render_json(d: &Diagnostic) -> String {
    #[derive(Serialize)]
    struct JsonRelated<'a> {
        line: usize,
        column: usize,
        message: Cow<'a, str>,
    }
    #[derive(Serialize)]
    struct Json<'a> {
        file: &'a str,
        line: Option<usize>,
        column: Option<usize>,
        severity: Severity,
        code: &'static str,
        message: &'a str,
        pointer: &'a str,
        #[serde(skip_serializing_if = "Option::is_none")]
        help: Option<&'a str>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        related: Vec<JsonRelated<'a>>,
    }
    let (line, column) = d
        .line_col()
        .map_or((None, None), |(l, c)| (Some(l), Some(c)));
    let related = match &d.source {
        Some(source) => d
            .related
            .iter()
            .map(|r| {
                let (line, column) = source.line_col(r.span.start);
                JsonRelated {
                    line,
                    column,
                    message: clip(&r.message),
                }
            })
            .collect(),
        None => Vec::new(),
    };
    let help = d
        .help
        .as_deref()
        .map(|h| escape_controls(&clip(h)).into_owned());
    serde_json::to_string(&Json {
        file: d.file_name(),
        line,
        column,
        severity: d.severity,
        code: d.code.as_str(),
        message: &escape_controls(&clip(&d.message)),
        pointer: &clip_pointer(&d.pointer),
        help: help.as_deref(),
        related,
    })
    .expect("a diagnostic always serializes")
}

/// A message of the command itself (an unreadable file, "nothing was written") as a JSON line
/// of the same shape as [`render_json`]'s: `code` is null (it is no schema diagnostic), and so
/// are `line` and `column`; `file` is the file it is about, if any.
pub fn render_json_message(severity: Severity, file: Option<&str>, message: &str) -> String {
    #[derive(Serialize)]
    struct Json<'a> {
        file: Option<&'a str>,
        line: Option<usize>,
        column: Option<usize>,
        severity: Severity,
        code: Option<&'static str>,
        message: &'a str,
    }
    serde_json::to_string(&Json {
        file,
        line: None,
        column: None,
        severity,
        code: None,
        message: &escape_controls(message),
    })
    .expect("a message always serializes")
}

/// The closest candidate to `wanted` by edit distance, if it is close enough to suggest. For a
/// set of candidates asked about more than once, build [`Suggestions`] once instead.
pub fn did_you_mean<'a>(
    wanted: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let candidates: Vec<&'a str> = candidates.into_iter().collect();
    let mut index = Suggestions::new(candidates.iter().copied());
    let found = index.closest(wanted)?;
    candidates.into_iter().find(|c| *c == found)
}

/// Candidates for "did you mean", indexed so that each question costs about the same however
/// many candidates there are and however long the names (a schema can hold thousands of
/// misspelt references to thousands of long tokens; comparing each with each took minutes).
///
/// A candidate is suggested when its case-insensitive Damerau-Levenshtein similarity to the
/// name asked about is at least 0.6, the most similar first (the first in order on a tie).
/// While comparing with every candidate stays within [`Suggestions::WORK`], and all the
/// questions so far within [`Suggestions::TOTAL_WORK`], every one is compared (without the
/// second limit, many questions cost many times the first); past that, the candidates nearest the name in sorted order and in sorted order
/// of the reversed names (a slip near the end of a name, or near its start) are. Names longer
/// than [`Suggestions::MAX_CHARS`] get no suggestion, and each distinct name is compared once.
pub struct Suggestions {
    /// (lower-cased, as given), sorted.
    sorted: Vec<(String, String)>,
    /// (lower-cased and reversed, position in `sorted`), sorted.
    reversed: Vec<(String, usize)>,
    /// Per candidate in `sorted`, its length in characters.
    chars: Vec<usize>,
    /// The bytes of all candidates (lower-cased).
    candidate_bytes: usize,
    /// The character pairs compared so far by questions that compared every candidate.
    spent: usize,
    /// The answer for each name asked about: a position in `sorted`.
    answers: HashMap<String, Option<usize>>,
}

impl Suggestions {
    /// The most character pairs one question compares.
    pub const WORK: usize = 1 << 20;
    /// The most character pairs all the questions to one index compare with every candidate.
    pub const TOTAL_WORK: usize = 1 << 24;
    /// The longest name (in characters) suggestions are looked for, and suggested.
    pub const MAX_CHARS: usize = 200;
    /// Candidates taken on each side of the name, in each of the two orders.
    const NEIGHBOURS: usize = 4;

    pub fn new<'a>(candidates: impl IntoIterator<Item = &'a str>) -> Suggestions {
        let mut sorted: Vec<(String, String)> = candidates
            .into_iter()
            .filter(|c| c.chars().count() <= Self::MAX_CHARS)
            .map(|c| (c.to_ascii_lowercase(), c.to_owned()))
            .collect();
        sorted.sort();
        sorted.dedup();
        let mut reversed: Vec<(String, usize)> = sorted
            .iter()
            .enumerate()
            .map(|(i, (lower, _))| (lower.chars().rev().collect(), i))
            .collect();
        reversed.sort();
        Suggestions {
            chars: sorted.iter().map(|(c, _)| c.chars().count()).collect(),
            candidate_bytes: sorted.iter().map(|(c, _)| c.len()).sum(),
            sorted,
            reversed,
            spent: 0,
            answers: Default::default(),
        }
    }

    /// The candidate to suggest for `wanted`, if any.
    pub fn closest(&mut self, wanted: &str) -> Option<&str> {
        if let Some(answer) = self.answers.get(wanted) {
            return answer.map(|i| self.sorted[i].1.as_str());
        }
        let answer = self.find(wanted);
        self.answers.insert(wanted.to_owned(), answer);
        answer.map(|i| self.sorted[i].1.as_str())
    }

    fn find(&mut self, wanted: &str) -> Option<usize> {
        let length = wanted.chars().count();
        if length > Self::MAX_CHARS {
            return None;
        }
        let lower = wanted.to_ascii_lowercase();
        let work = self.candidate_bytes.saturating_mul(lower.len());
        let positions: Vec<usize> = if work <= Self::WORK && self.spent + work <= Self::TOTAL_WORK {
            self.spent += work;
            (0..self.sorted.len()).collect()
        } else {
            let around = |at: usize, len: usize| {
                at.saturating_sub(Self::NEIGHBOURS)..(at + Self::NEIGHBOURS).min(len)
            };
            let at = self
                .sorted
                .partition_point(|(c, _)| c.as_str() < lower.as_str());
            let backwards: String = lower.chars().rev().collect();
            let back_at = self
                .reversed
                .partition_point(|(c, _)| c.as_str() < backwards.as_str());
            let mut positions: Vec<usize> = around(at, self.sorted.len())
                .chain(around(back_at, self.reversed.len()).map(|i| self.reversed[i].1))
                .collect();
            positions.sort_unstable();
            positions.dedup();
            positions
        };
        positions
            .into_iter()
            .filter_map(|i| {
                let candidate = &self.sorted[i].0;
                // The similarity is at most 1 - (difference in length) / (longer length).
                let other = self.chars[i];
                if length.abs_diff(other) * 5 > length.max(other) * 2 {
                    return None;
                }
                let score = strsim::normalized_damerau_levenshtein(&lower, candidate);
                (score >= 0.6).then_some((i, score))
            })
            .max_by(|a, b| {
                a.1.total_cmp(&b.1)
                    .then_with(|| self.sorted[b.0].1.cmp(&self.sorted[a.0].1))
            })
            .map(|(i, _)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_documented() {
        let mut seen = std::collections::BTreeSet::new();
        for code in Code::ALL {
            assert!(seen.insert(code.as_str()), "duplicate {}", code.as_str());
            assert!(!code.summary().is_empty());
            let expected = match code.severity() {
                Severity::Error => 'E',
                Severity::Warning => 'W',
                Severity::Note => 'N',
            };
            // Lint codes (`sdkgen lint`) have their own letter whatever their severity.
            let lint = code.as_str().starts_with('L') && code.severity() != Severity::Error;
            assert!(lint || code.as_str().starts_with(expected));
        }
    }

    #[test]
    fn suggests_close_names_only() {
        let c = ["pkg:index/foo:Foo", "pkg:index/bar:Bar"];
        assert_eq!(
            did_you_mean("pkg:index/fooo:Foo", c),
            Some("pkg:index/foo:Foo")
        );
        assert_eq!(did_you_mean("something:else", c), None);
    }

    /// Among many candidates only the neighbours in sorted order (of the names and of the
    /// reversed names) are compared: a slip at either end of a name is still found, and a
    /// name over the length limit gets no suggestion.
    #[test]
    fn many_candidates_still_find_slips_at_either_end() {
        let tokens: Vec<String> = (0..20_000)
            .map(|i| format!("pkg:module{}/type{i:05}:Type{i:05}", i % 97))
            .collect();
        let mut index = Suggestions::new(tokens.iter().map(String::as_str));
        // The work of comparing with all of them is over the bound.
        assert!(tokens.iter().map(|t| t.len() * t.len()).sum::<usize>() > Suggestions::WORK);
        assert_eq!(
            index.closest("pkg:module5/type00102:Tpye00102"),
            Some("pkg:module5/type00102:Type00102")
        );
        assert_eq!(
            index.closest("pgk:module5/type00102:Type00102"),
            Some("pkg:module5/type00102:Type00102")
        );
        assert_eq!(
            index.closest("PKG:MODULE5/TYPE00102:TYPE00102"),
            Some("pkg:module5/type00102:Type00102")
        );
        let long = "x".repeat(Suggestions::MAX_CHARS + 1);
        let mut with_long = Suggestions::new([long.as_str()]);
        assert_eq!(with_long.closest(&long), None);
    }

    #[test]
    fn long_words_and_pointer_segments_are_clipped() {
        let token = format!("pkg:index:{}", "a".repeat(20_000));
        let message = format!("`{token}` is wrong");
        let clipped = clip(&message);
        assert!(clipped.len() < MAX_WORD_CHARS + 20, "{}", clipped.len());
        assert!(clipped.starts_with("`pkg:index:aaa") && clipped.ends_with("aaa` is wrong"));
        assert!(clipped.contains('…'));
        let pointer = format!("/resources/{token}/inputProperties/p0");
        let clipped = clip_pointer(&pointer);
        assert!(
            clipped.starts_with("/resources/pkg:index:")
                && clipped.ends_with("/inputProperties/p0")
        );
        assert!(clipped.len() < MAX_WORD_CHARS + 40);
        // Real tokens and ordinary messages are left as they are.
        let ordinary = "`azuread:index/ConditionalAccessPolicyConditionsUsersIncludedGuestsOrExternalUserExternalTenant:ConditionalAccessPolicyConditionsUsersIncludedGuestsOrExternalUserExternalTenant` has no description";
        assert_eq!(clip(ordinary), ordinary);
        let many_words = "word ".repeat(1000);
        assert_eq!(clip(&many_words).chars().count(), MAX_MESSAGE_CHARS + 1);
    }
}
