//! TypeScript type expressions as a small tree, printed the way Pulumi's `tstypes` prints
//! them: nested unions are flattened (`A | B | undefined`), and a union inside an array gets
//! parentheses (`(A | B)[]`).

/// A TypeScript type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TsType {
    /// A name or any text printed as is (`string`, `inputs.FooArgs`, `pulumi.Input<…>`).
    Name(String),
    /// `T[]`.
    Array(Box<TsType>),
    /// `{[key: string]: T}`.
    Map(Box<TsType>),
    /// `A | B | …` (never empty).
    Union(Vec<TsType>),
}

impl TsType {
    pub fn name(text: impl Into<String>) -> TsType {
        TsType::Name(text.into())
    }

    /// `self | undefined`.
    pub fn or_undefined(self) -> TsType {
        TsType::Union(vec![self, TsType::name("undefined")])
    }

    pub fn is_any(&self) -> bool {
        matches!(self, TsType::Name(n) if n == "any")
    }

    /// The printed type.
    pub fn print(&self) -> String {
        let mut out = String::new();
        self.flatten().write(&mut out);
        out
    }

    /// Nested unions merged into their parent.
    fn flatten(&self) -> TsType {
        match self {
            TsType::Name(_) => self.clone(),
            TsType::Array(inner) => TsType::Array(Box::new(inner.flatten())),
            TsType::Map(inner) => TsType::Map(Box::new(inner.flatten())),
            TsType::Union(elements) => {
                let mut all = Vec::new();
                for element in elements {
                    match element.flatten() {
                        TsType::Union(inner) => all.extend(inner),
                        other => all.push(other),
                    }
                }
                if all.len() == 1 {
                    all.pop().unwrap_or_else(|| TsType::name("never"))
                } else {
                    TsType::Union(all)
                }
            }
        }
    }

    fn write(&self, out: &mut String) {
        match self {
            TsType::Name(name) => out.push_str(name),
            TsType::Array(inner) => {
                if matches!(**inner, TsType::Union(_)) {
                    out.push('(');
                    inner.write(out);
                    out.push(')');
                } else {
                    inner.write(out);
                }
                out.push_str("[]");
            }
            TsType::Map(inner) => {
                out.push_str("{[key: string]: ");
                inner.write(out);
                out.push('}');
            }
            TsType::Union(elements) => {
                for (i, element) in elements.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" | ");
                    }
                    if let TsType::Array(_) | TsType::Map(_) | TsType::Name(_) = element {
                        element.write(out);
                    } else {
                        out.push('(');
                        element.write(out);
                        out.push(')');
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unions_flatten_and_arrays_of_unions_get_parentheses() {
        let union = TsType::Union(vec![TsType::name("string"), TsType::name("number")]);
        assert_eq!(
            union.clone().or_undefined().print(),
            "string | number | undefined"
        );
        assert_eq!(
            TsType::Array(Box::new(union.clone())).print(),
            "(string | number)[]"
        );
        assert_eq!(
            TsType::Map(Box::new(TsType::Array(Box::new(TsType::name("boolean"))))).print(),
            "{[key: string]: boolean[]}"
        );
        assert_eq!(TsType::Union(vec![union]).print(), "string | number");
    }
}
