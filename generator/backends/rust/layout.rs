//! rustfmt's layout where prettyplease's differs. The crate's `rustfmt.toml` sets rustfmt to
//! prettyplease's layout, and the two agree on every line that fits in [`WIDTH`] columns. They
//! disagree on a construct too long for one line (a long field name with a long type, a long
//! struct name, a long string): prettyplease breaks inside the type's `<…>` or before a `.`,
//! where rustfmt moves what follows a `:` or `=` to the next line, puts a header's `{` on a
//! line of its own, or leaves a line it cannot break long; and prettyplease does not count a
//! trailing comma in the width. This pass rewrites, in printed code, each construct sdkgen
//! emits that can be that long, as rustfmt lays it out (the rules are rustfmt's, written down
//! from its behaviour; `tests/rust_fmt.rs` runs rustfmt on every crate of the corpus).

/// The columns prettyplease fills and the crates' `rustfmt.toml` sets (`max_width`).
pub const WIDTH: usize = 89;

/// rustfmt lays the bound of an `impl Trait` parameter out in the width of the whole
/// parameter: one that overflows by up to this many columns stays on one line.
const IMPL_BOUND_SLACK: usize = 5;

/// rustfmt lays a function's return type out in a width this much larger than the line's.
const RETURN_TYPE_SLACK: usize = 2;

/// `text`, printed by prettyplease, as rustfmt lays it out.
pub fn as_rustfmt(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut i = 0;
    let mut in_struct = false;
    while i < lines.len() {
        let line = lines[i];
        if !line.starts_with(' ') {
            in_struct = line.contains("struct ") && line.ends_with('{');
        }
        let (logical, used) = logical_line(&lines[i..]);
        let laid = relayout(&logical, in_struct);
        match laid {
            Some(laid) => out.extend(laid),
            None => out.extend(lines[i..i + used].iter().map(|l| (*l).to_owned())),
        }
        i += used;
    }
    let mut joined = out.join("\n");
    if text.ends_with('\n') {
        joined.push('\n');
    }
    joined
}

/// Columns of `s` (characters: sdkgen's code lines are ASCII but for names).
fn width(s: &str) -> usize {
    s.chars().count()
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// The logical line starting at `lines[0]` (prettyplease's breaks of a type's `<…>`, of a
/// header before `for`, of a call's `(…)` or of a one-step chain joined), and how many lines
/// it took.
fn logical_line(lines: &[&str]) -> (String, usize) {
    let first = lines[0];
    let indent = indent_of(first);
    let pad = " ".repeat(indent);
    // `… Head<` … `>,` / `> {` / `>;`: a broken type; `… Some(` … `);`: a broken call.
    let closer = if first.ends_with('<') {
        Some('>')
    } else if first.ends_with("= Some(") {
        Some(')')
    } else {
        None
    };
    if let Some(closer) = closer {
        if let Some(end) = lines
            .iter()
            .position(|l| l.starts_with(&format!("{pad}{closer}")))
        {
            let mut joined = first.to_owned();
            for l in &lines[1..=end] {
                joined.push_str(l.trim_start());
            }
            return (unbreak(&joined), end + 1);
        }
    }
    // `impl A` / `for B {`; `impl A` / `{`.
    if indent == 0 && first.starts_with("impl") && !first.ends_with('{') {
        match lines.get(1) {
            Some(next) if next.starts_with("for ") => return (format!("{first} {next}"), 2),
            Some(&"{") => return (format!("{first} {{"), 2),
            _ => {}
        }
    }
    // `x = a` / `    .b(…);` or `.b(),`: a chain of one step.
    if let Some(next) = lines.get(1) {
        let step = next.trim_start();
        let is_last = lines
            .get(2)
            .is_none_or(|l| !l.trim_start().starts_with('.'));
        if indent_of(next) == indent + 4
            && step.starts_with('.')
            && is_last
            && (step.ends_with(';') || step.ends_with(','))
            && !first.trim_end().ends_with(['{', '(', ',', ';'])
        {
            return (format!("{first}{step}"), 2);
        }
    }
    (first.to_owned(), 1)
}

/// A joined construct without the trailing commas of its broken lists.
fn unbreak(joined: &str) -> String {
    joined.replace(",>", ">").replace(",)", ")")
}

/// The lines rustfmt gives `line`, when it is a construct it lays out other than prettyplease
/// (`None`: as printed).
fn relayout(line: &str, in_struct: bool) -> Option<Vec<String>> {
    let indent = indent_of(line);
    let pad = " ".repeat(indent);
    let body = &line[indent..];
    if let Some(rest) = body.strip_prefix(") -> ") {
        let ty = rest.strip_suffix(" {")?;
        return return_type(&pad, ty);
    }
    if body.starts_with("#[") {
        return attribute(&pad, body);
    }
    if indent == 0 {
        return header(body);
    }
    if body.starts_with("const ") || body.starts_with("let ") || body.starts_with("self.") {
        let (lhs, rhs) = body.split_once(" = ")?;
        return assignment(&pad, lhs, rhs);
    }
    let (name, rest) = body.split_once(": ")?;
    if !is_binding(name) {
        return None;
    }
    if let Some(ty) = rest.strip_prefix("impl Into<") {
        let ty = ty.strip_suffix(">,")?;
        return impl_parameter(indent, name, ty);
    }
    let rest = rest.strip_suffix(',')?;
    if in_struct {
        field(indent, name, rest)
    } else if rest.ends_with(".into()") {
        struct_field_value(indent, name, rest)
    } else {
        None
    }
}

/// `name` of `name: …`: a (`pub`) field, a parameter or a struct literal's field.
fn is_binding(name: &str) -> bool {
    let name = name.strip_prefix("pub ").unwrap_or(name);
    let name = name.strip_prefix("r#").unwrap_or(name);
    !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// `pub struct N {`, `impl A for N {`: the `{` on a line of its own when the header does not
/// fit; a trait impl's `for N` on a line of its own too.
fn header(line: &str) -> Option<Vec<String>> {
    let head = line.strip_suffix(" {")?;
    if width(line) <= WIDTH || !(head.starts_with("pub struct ") || head.starts_with("impl")) {
        return None;
    }
    // A struct's name stays on its line however long; an `impl`'s type goes to the next line
    // (a trait impl's `for N`), and when that does not fit either, the header stays as it is.
    let split = match head.split_once(" for ") {
        _ if head.starts_with("pub struct ") => return Some(vec![head.to_owned(), "{".to_owned()]),
        Some((imp, name)) => vec![imp.to_owned(), format!("    for {name}"), "{".to_owned()],
        None => vec![
            "impl".to_owned(),
            format!("    {}", &head[5..]),
            "{".to_owned(),
        ],
    };
    split.iter().all(|l| width(l) <= WIDTH).then_some(split)
}

/// `#[name(args)]`: the arguments on a line of their own when it does not fit (rustfmt keeps
/// the last column free).
fn attribute(pad: &str, line: &str) -> Option<Vec<String>> {
    if width(pad) + width(line) < WIDTH {
        return None;
    }
    let open = line.find('(')?;
    let args = line[open + 1..].strip_suffix(")]")?;
    let inner = format!("{pad}    {args}");
    (width(&inner) <= WIDTH).then(|| {
        vec![
            format!("{pad}{}", &line[..=open]),
            inner,
            format!("{pad})]"),
        ]
    })
}

/// `) -> T {`: `) -> T` and `{` below when the line does not fit.
fn return_type(pad: &str, ty: &str) -> Option<Vec<String>> {
    let one = format!("{pad}) -> {ty} {{");
    if width(&one) <= WIDTH {
        return Some(vec![one]);
    }
    let head = format!("{pad}) -> {ty}");
    (width(&head) <= WIDTH + RETURN_TYPE_SLACK).then(|| vec![head, format!("{pad}{{")])
}

/// `lhs = rhs` (a `const`, a `let`, an assignment): on one line, else `rhs` on the next.
fn assignment(pad: &str, lhs: &str, rhs: &str) -> Option<Vec<String>> {
    let one = format!("{pad}{lhs} = {rhs}");
    if width(&one) <= WIDTH {
        return Some(vec![one]);
    }
    let next = format!("{pad}    {rhs}");
    (width(&next) <= WIDTH).then(|| vec![format!("{pad}{lhs} ="), next])
}

/// A struct's field `name: ty,`: on one line, else the type on the next, else the type's
/// generic arguments one per line.
fn field(indent: usize, name: &str, ty: &str) -> Option<Vec<String>> {
    let pad = " ".repeat(indent);
    let next = format!("{pad}    {ty},");
    if width(&format!("{pad}{name}: {ty},")) > WIDTH && width(&next) <= WIDTH {
        return Some(vec![format!("{pad}{name}:"), next]);
    }
    type_lines(&format!("{name}: "), ty, indent, ",")
}

/// A parameter `name: impl Into<ty>,`.
fn impl_parameter(indent: usize, name: &str, ty: &str) -> Option<Vec<String>> {
    let pad = " ".repeat(indent);
    let one = format!("{pad}{name}: impl Into<{ty}>,");
    if width(&one) <= WIDTH + IMPL_BOUND_SLACK {
        return Some(vec![one]);
    }
    let mut lines = vec![format!("{pad}{name}: impl Into<")];
    lines.extend(type_lines("", ty, indent + 4, ",")?);
    lines.push(format!("{pad}>,"));
    Some(lines)
}

/// A struct literal's field `name: value.into(),`: on one line; else, when `name: value`
/// fits, the `.into()` below; else the value on the next line.
fn struct_field_value(indent: usize, name: &str, value: &str) -> Option<Vec<String>> {
    let pad = " ".repeat(indent);
    let one = format!("{pad}{name}: {value},");
    if width(&one) <= WIDTH {
        return Some(vec![one]);
    }
    let receiver = value.strip_suffix(".into()")?;
    let head = format!("{pad}{name}: {receiver}");
    if width(&head) <= WIDTH {
        return Some(vec![head, format!("{pad}    .into(),")]);
    }
    let next = format!("{pad}    {value},");
    (width(&next) <= WIDTH).then(|| vec![format!("{pad}{name}:"), next])
}

/// A type after `prefix` and followed by `suffix` at `indent`: on one line, else its generic
/// arguments one per line (each laid out so in turn).
fn type_lines(prefix: &str, ty: &str, indent: usize, suffix: &str) -> Option<Vec<String>> {
    let pad = " ".repeat(indent);
    let one = format!("{pad}{prefix}{ty}{suffix}");
    if width(&one) <= WIDTH {
        return Some(vec![one]);
    }
    let open = ty.find('<')?;
    let args = ty[open + 1..].strip_suffix('>')?;
    let mut lines = vec![format!("{pad}{prefix}{}", &ty[..=open])];
    for arg in split_arguments(args) {
        lines.extend(type_lines("", arg.trim(), indent + 4, ",")?);
    }
    lines.push(format!("{pad}>{suffix}"));
    Some(lines)
}

/// Generic arguments split at the commas outside any `<…>`.
fn split_arguments(args: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, c) in args.char_indices() {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&args[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&args[start..]);
    parts
}

#[cfg(test)]
mod tests {
    use super::as_rustfmt;

    #[test]
    fn a_long_field_type_goes_to_the_next_line() {
        let printed = "pub struct A {\n    pub breached_password_detection: Option<\n        Input<crate::types::AttackProtectionBreachedPasswordDetectionArgs>,\n    >,\n}\n";
        assert_eq!(
            as_rustfmt(printed),
            "pub struct A {\n    pub breached_password_detection:\n        Option<Input<crate::types::AttackProtectionBreachedPasswordDetectionArgs>>,\n}\n"
        );
    }

    #[test]
    fn short_code_is_left_alone() {
        let printed = "pub struct A {\n    pub a: Option<Input<String>>,\n}\n\nimpl A {\n    pub fn new(a: impl Into<Input<String>>) -> Self {\n        Self { a: Some(a.into()) }\n    }\n}\n";
        assert_eq!(as_rustfmt(printed), printed);
    }

    /// Each rule on a case from the real corpus, as rustfmt 1.9 lays it out.
    #[test]
    fn each_rule_as_rustfmt_lays_it_out() {
        let n = "GetClientClientAuthenticationMethodSelfSignedTlsClientAuthCredentialArgs";
        let cases: Vec<(String, String)> = vec![
            (
                format!("impl Encode\nfor {n} {{\n}}\n"),
                format!("impl Encode\n    for {n}\n{{\n}}\n"),
            ),
            (
                "impl ConditionalAccessPolicyConditionsUsersExcludedGuestsOrExternalUserExternalTenantArgs\n{\n}\n".to_owned(),
                "impl\n    ConditionalAccessPolicyConditionsUsersExcludedGuestsOrExternalUserExternalTenantArgs\n{\n}\n".to_owned(),
            ),
            (
                "pub struct ConditionalAccessPolicyConditionsUsersExcludedGuestsOrExternalUserExternalTenant {\n}\n".to_owned(),
                "pub struct ConditionalAccessPolicyConditionsUsersExcludedGuestsOrExternalUserExternalTenant\n{\n}\n".to_owned(),
            ),
            (
                "impl A {\n    const TYPE: &'static str = \"auth0:index/customDomainVerification:CustomDomainVerification\";\n}\n".to_owned(),
                "impl A {\n    const TYPE: &'static str =\n        \"auth0:index/customDomainVerification:CustomDomainVerification\";\n}\n".to_owned(),
            ),
            (
                "pub struct A {\n    #[deprecated(note = \"Service level CORS rules are deprecated in favor of ingresses\")]\n    pub a: i32,\n}\n".to_owned(),
                "pub struct A {\n    #[deprecated(\n        note = \"Service level CORS rules are deprecated in favor of ingresses\"\n    )]\n    pub a: i32,\n}\n".to_owned(),
            ),
            (
                "fn f(\n    a: A,\n) -> Output<\n    crate::types::GetActionsRepositoryOidcSubjectClaimCustomizationTemplateResult,\n> {\n}\n".to_owned(),
                "fn f(\n    a: A,\n) -> Output<crate::types::GetActionsRepositoryOidcSubjectClaimCustomizationTemplateResult>\n{\n}\n".to_owned(),
            ),
            (
                "fn f() {\n        Self {\n            rp_logout_end_session_endpoint_discovery: rp_logout_end_session_endpoint_discovery\n                .into(),\n            use_scope_descriptions_for_consent: use_scope_descriptions_for_consent.into(),\n        }\n}\n".to_owned(),
                "fn f() {\n        Self {\n            rp_logout_end_session_endpoint_discovery:\n                rp_logout_end_session_endpoint_discovery.into(),\n            use_scope_descriptions_for_consent: use_scope_descriptions_for_consent\n                .into(),\n        }\n}\n".to_owned(),
            ),
            (
                "fn f(\n        value: impl Into<\n            Input<crate::types::AttackProtectionBreachedPasswordDetectionArgs>,\n        >,\n) {\n}\n".to_owned(),
                "fn f(\n        value: impl Into<Input<crate::types::AttackProtectionBreachedPasswordDetectionArgs>>,\n) {\n}\n".to_owned(),
            ),
            (
                "fn f() {\n        self.disable_password_authentication_for_users_with_sso_identities = Some(\n            value.into(),\n        );\n}\n".to_owned(),
                "fn f() {\n        self.disable_password_authentication_for_users_with_sso_identities =\n            Some(value.into());\n}\n".to_owned(),
            ),
            (
                "fn f() {\n        let inputs = sdkgen_runtime::Inputs::new()\n            .input(\"rememberFor\", Some(args.remember_for));\n}\n".to_owned(),
                "fn f() {\n        let inputs =\n            sdkgen_runtime::Inputs::new().input(\"rememberFor\", Some(args.remember_for));\n}\n".to_owned(),
            ),
            (
                "pub struct A {\n    pub approval_stages: Option<\n        Input<Vec<Input<AccessPackageAssignmentPolicyApprovalSettingsApprovalStageArgs>>>,\n    >,\n}\n".to_owned(),
                "pub struct A {\n    pub approval_stages: Option<\n        Input<\n            Vec<Input<AccessPackageAssignmentPolicyApprovalSettingsApprovalStageArgs>>,\n        >,\n    >,\n}\n".to_owned(),
            ),
        ];
        for (printed, rustfmt) in cases {
            assert_eq!(as_rustfmt(&printed), rustfmt, "from:\n{printed}");
        }
    }
}
