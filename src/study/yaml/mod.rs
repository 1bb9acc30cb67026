//! All YAML handling of the study module: reading the text into located values, naming its
//! syntax errors, and turning the document into the typed schema.
//!
//! 1. [`outline::Outline::parse`] reads the text once, with saphyr-parser's events: every value
//!    keeps the span of its key and of itself, and every repeated key is listed with both
//!    places. A syntax error is a [`SyntaxError`] at a span, so that it can be explained in the
//!    learner's language.
//! 2. [`de::from_outline`] deserializes the schema's `#[derive(Deserialize)]` types from those
//!    values through a small serde `Deserializer` whose errors are typed and carry the path,
//!    which the outline turns into a span. Where the schema wants one of a few names (a stage,
//!    a side, a task kind), the names an error lists are the ones serde derives from the
//!    schema's enum: no list of them is kept here or in the loader.
//!
//! Why saphyr-parser: it is the maintained YAML 1.2 parser of the saphyr project (the
//! successor of yaml-rust), with a start and end span on every event and no unsafe code.
//! marked-yaml (on the older yaml-rust2) gives located nodes and serde too, but stops at the
//! first repeated key, refuses anchors and tags, keeps every scalar as text (no "found a
//! number"), has no end spans, and its deserializer's errors are mostly strings. The saphyr
//! loader's nodes also stop at (or silently replace) a repeated key. Reading the events
//! ourselves, in [`outline`], is what lists every repeated key with its first place.
//!
//! Why not serde_yaml any more: it kept no position once a document was a `Value`, and its
//! errors are English sentences; the old code therefore already deserialized through its own
//! typed `Deserializer` and scanned the text a second time for positions. With located values
//! from saphyr-parser, a second parse by serde_yaml would add nothing but disagreements
//! between two parsers (libyaml is YAML 1.1 and laxer). serde stays: the schema is still plain
//! serde derives.

pub mod de;
pub mod outline;

/// What kind of YAML syntax error.
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
    /// The same key twice in one map (the outline lists each as a problem of its own).
    DuplicateKey,
    /// Anything else.
    Other,
}

/// The kind of a saphyr-parser error at the character `at`, `in_flow` when a `[` or `{` is
/// open. saphyr-parser's error is a position and an English sentence: the character and the
/// open brackets tell most kinds apart, and this is the one place where the sentence is read
/// for the rest (its wording is fixed by Cargo.lock, and the tests below cover each kind).
fn classify(info: &str, at: Option<char>, in_flow: bool) -> SyntaxError {
    let has = |s: &str| info.contains(s);
    match at {
        _ if has("tab") => SyntaxError::Tab,
        Some('"' | '\'') if has("end of stream") => SyntaxError::UnclosedQuote,
        Some('"') if has("escape") || has("hexadecimal") => SyntaxError::BadEscape,
        Some('*') => SyntaxError::UnknownAnchor,
        _ if has("unexpected character") => SyntaxError::BadCharacter,
        _ if in_flow => SyntaxError::UnclosedBracket,
        Some(':') => SyntaxError::ColonNotAllowed,
        _ if has("indentation") || has("expected") || has("not allowed") || has("trailing") => {
            SyntaxError::Indentation
        }
        _ => SyntaxError::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::outline::{Outline, Refusal, Seg, Span};
    use super::*;

    fn error(text: &str) -> (SyntaxError, Span) {
        match Outline::parse(text) {
            Err(Refusal::Syntax(kind, span)) => (kind, span),
            other => panic!("{text:?}: {other:?}"),
        }
    }

    #[test]
    fn syntax_errors_are_classified_and_located() {
        for (text, kind, line, column) in [
            ("a: b: c\n", SyntaxError::ColonNotAllowed, 1, 5),
            (
                "id: x\nposition: a: b\n",
                SyntaxError::ColonNotAllowed,
                2,
                12,
            ),
            ("a: [b, c\n", SyntaxError::UnclosedBracket, 1, 4),
            ("a: {b: c\n", SyntaxError::UnclosedBracket, 1, 4),
            ("a: \"b\n", SyntaxError::UnclosedQuote, 1, 4),
            ("a: [b, 'c\n", SyntaxError::UnclosedQuote, 1, 8),
            ("a: @b\n", SyntaxError::BadCharacter, 1, 4),
            ("a: *nothing\n", SyntaxError::UnknownAnchor, 1, 4),
            ("a: &x [*x]\n", SyntaxError::UnknownAnchor, 1, 8),
            ("a: 1\n---\nb: 2\n", SyntaxError::SeveralDocuments, 2, 1),
            ("a:\n  b: 1\n c: 2\n", SyntaxError::Indentation, 3, 2),
            ("a: \"\\q\"\n", SyntaxError::BadEscape, 1, 4),
            ("a:\n\tb: 1\n", SyntaxError::Tab, 2, 2),
            ("a: \"b\nc\" d\n", SyntaxError::Indentation, 2, 4),
            ("a: [[[[[[[[", SyntaxError::UnclosedBracket, 1, 4),
        ] {
            let (k, span) = error(text);
            assert_eq!(
                (k, span.line, span.column),
                (kind, line, column),
                "{text:?}"
            );
        }
        assert_eq!(error(&"[".repeat(200)).0, SyntaxError::TooDeep);
    }

    #[test]
    fn every_repeated_key_is_listed_with_its_first_place() {
        let Err(Refusal::Duplicates(d)) =
            Outline::parse("id: a\ntask:\n  kind: b\n  kind: c\nid: b\np: {f: 1, f: 2}\n")
        else {
            panic!("duplicates expected");
        };
        let key = |k: &str| Seg::Key(k.to_string());
        assert_eq!(d.len(), 3);
        assert_eq!(d[0].path, [key("task"), key("kind")]);
        assert_eq!((d[0].first.line, d[0].again.line), (3, 4));
        assert_eq!(d[1].path, [key("id")]);
        assert_eq!((d[2].first.column, d[2].again.column), (5, 11));
    }

    #[test]
    fn values_and_keys_are_located() {
        let o = Outline::parse("id: x   # c\nmoves:\n- a\n- \"b\"\np: {f: [c, d]}\nq:\n").unwrap();
        let at = |path: &[Seg]| o.value_span(path);
        let key = |k: &str| Seg::Key(k.to_string());
        assert_eq!(
            at(&[key("id")]),
            Span {
                line: 1,
                column: 5,
                len: 1
            }
        );
        assert_eq!(
            at(&[key("moves")]),
            Span {
                line: 2,
                column: 1,
                len: 5
            }
        );
        assert_eq!(
            at(&[key("moves"), Seg::Index(1)]),
            Span {
                line: 4,
                column: 3,
                len: 3
            }
        );
        assert_eq!(
            at(&[key("p"), key("f")]),
            Span {
                line: 5,
                column: 8,
                len: 6
            }
        );
        assert_eq!(
            at(&[key("q")]),
            Span {
                line: 6,
                column: 1,
                len: 1
            }
        );
        assert_eq!(o.key_span(&[key("p"), key("g")]).line, 5);
        assert_eq!(at(&[]), Span::START);
    }
}
