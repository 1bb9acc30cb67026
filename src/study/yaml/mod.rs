//! All YAML handling of the study module: reading the text, placing errors in it, and turning
//! the document into the typed schema.
//!
//! Three passes over the same text, each doing one thing serde_yaml alone cannot:
//!
//! 1. [`outline::Outline::scan`] finds where every key and list item is written, and which
//!    keys repeat (serde_yaml keeps the last of two equal keys in silence, or refuses the
//!    document without saying where the first one was).
//! 2. [`parse`] reads the document with serde_yaml into a `Value`; a syntax error keeps
//!    serde_yaml's line and column and is classified into a [`SyntaxError`] so that it can be
//!    explained in the learner's language rather than in libyaml's English.
//! 3. [`de::from_value`] deserializes the schema from the `Value` with typed errors, which the
//!    outline places at the right key.

pub mod de;
pub mod outline;

use serde_yaml::Value;

use outline::Span;

/// What kind of YAML syntax error, as far as it can be told from libyaml's report.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SyntaxError {
    /// A tab where YAML wants spaces.
    Tab,
    /// A colon that is not allowed where it stands: usually a value holding `: ` that needs
    /// quotes, or a key indented differently from its neighbours.
    ColonNotAllowed,
    /// A line that does not fit the indentation of the lines around it.
    Indentation,
    /// A `[` or `{` never closed.
    UnclosedBracket,
    /// A quote never closed.
    UnclosedQuote,
    /// A character that cannot start a value (`@`, `` ` ``, `%` …); the value needs quotes.
    BadCharacter,
    /// A backslash escape that YAML does not know, inside double quotes.
    BadEscape,
    /// An alias `*name` with no anchor `&name`.
    UnknownAnchor,
    /// Nested too deep, or aliases repeated too often.
    TooDeep,
    /// More than one document (`---`) in the file.
    SeveralDocuments,
    /// The same key twice in one map, where the outline could not tell which.
    DuplicateKey,
    /// Anything else.
    Other,
}

/// A syntax error and where.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Located {
    /// What kind.
    pub error: SyntaxError,
    /// Where.
    pub span: Span,
}

/// Reads `text` into a `Value`, or says what kind of syntax error stops it, and where.
pub fn parse(text: &str) -> Result<Value, Located> {
    serde_yaml::from_str::<Value>(text).map_err(|e| {
        let span = e.location().map_or(Span::START, |l| Span {
            line: l.line().max(1),
            column: l.column().max(1),
            len: 1,
        });
        Located {
            error: classify(&e.to_string()),
            span,
        }
    })
}

/// Sorts libyaml's and serde_yaml's English reports into kinds; the wording is stable across
/// the versions Cargo.lock allows, and anything unrecognised is still a located [`SyntaxError::Other`].
fn classify(text: &str) -> SyntaxError {
    let has = |s: &str| text.contains(s);
    if has("tab character") {
        SyntaxError::Tab
    } else if has("mapping values are not allowed") || has("could not find expected ':'") {
        SyntaxError::ColonNotAllowed
    } else if has("did not find expected ',' or") || has("flow ") {
        SyntaxError::UnclosedBracket
    } else if has("unknown escape") {
        SyntaxError::BadEscape
    } else if has("quoted scalar") {
        SyntaxError::UnclosedQuote
    } else if has("cannot start any token") {
        SyntaxError::BadCharacter
    } else if has("unknown anchor") {
        SyntaxError::UnknownAnchor
    } else if has("recursion limit") || has("repetition limit") {
        SyntaxError::TooDeep
    } else if has("more than one document") {
        SyntaxError::SeveralDocuments
    } else if has("duplicate entry") {
        SyntaxError::DuplicateKey
    } else if has("did not find expected key")
        || has("did not find expected '-'")
        || has("block sequence entries are not allowed")
        || has("mapping keys are not allowed")
        || has("did not find expected node content")
    {
        SyntaxError::Indentation
    } else {
        SyntaxError::Other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> SyntaxError {
        parse(text).unwrap_err().error
    }

    #[test]
    fn syntax_errors_are_classified_and_located() {
        assert_eq!(kind("a: b: c\n"), SyntaxError::ColonNotAllowed);
        assert_eq!(kind("a: [b, c\n"), SyntaxError::UnclosedBracket);
        assert_eq!(kind("a: {b: c\n"), SyntaxError::UnclosedBracket);
        assert_eq!(kind("a: \"b\n"), SyntaxError::UnclosedQuote);
        assert_eq!(kind("a: @b\n"), SyntaxError::BadCharacter);
        assert_eq!(kind("a: *nothing\n"), SyntaxError::UnknownAnchor);
        assert_eq!(kind("a: 1\n---\nb: 2\n"), SyntaxError::SeveralDocuments);
        assert_eq!(kind("a: 1\na: 2\n"), SyntaxError::DuplicateKey);
        assert_eq!(kind("a:\n  b: 1\n c: 2\n"), SyntaxError::Indentation);
        assert_eq!(kind("a: \"\\q\"\n"), SyntaxError::BadEscape);
        let e = parse("id: x\nposition: a: b\n").unwrap_err();
        assert_eq!(e.span.line, 2);
        assert!(parse("").is_ok());
    }
}
