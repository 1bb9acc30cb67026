//! A Fluent file's syntax errors in words. `fluent_syntax`'s [`ErrorKind`] says each in
//! English only (its `Display`), so every variant maps to a message of
//! `locales/*/parse-errors.ftl`, with its variables. The match names every variant and has no
//! wildcard: a variant added by an upgrade of `fluent-syntax` stops the build here.

use fluent_syntax::parser::ErrorKind;

use crate::message::{ids, Message, ToMessage};

/// What is wrong at the place of a Fluent syntax error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FtlDetail {
    /// What the Fluent parser found.
    Syntax(ErrorKind),
    /// Placeables nested deeper than the parser's stack allows (refused before parsing).
    TooDeep {
        /// The deepest nesting allowed.
        limit: usize,
    },
    /// A `\u` or `\U` escape the parser cannot take (refused before parsing).
    BadEscape,
    /// The parser failed on the file.
    ParserFailed,
}

impl ToMessage for FtlDetail {
    fn to_message(&self) -> Message {
        match self {
            FtlDetail::Syntax(kind) => syntax(kind),
            FtlDetail::TooDeep { limit } => {
                Message::new(ids::FTL_DETAIL_TOO_DEEP).arg("limit", *limit)
            }
            FtlDetail::BadEscape => Message::new(ids::FTL_DETAIL_BAD_ESCAPE),
            FtlDetail::ParserFailed => Message::new(ids::FTL_DETAIL_PARSER_FAILED),
        }
    }
}

/// The parser's finding, in words.
fn syntax(kind: &ErrorKind) -> Message {
    use ErrorKind as K;
    match kind {
        K::ExpectedToken(' ') => Message::new(ids::FTL_ERROR_EXPECTED_SPACE),
        K::ExpectedToken(c) => {
            Message::new(ids::FTL_ERROR_EXPECTED_TOKEN).arg("token", c.to_string())
        }
        K::ExpectedCharRange { range } => match range.as_str() {
            "a-zA-Z" => Message::new(ids::FTL_ERROR_EXPECTED_LETTER),
            "0-9" => Message::new(ids::FTL_ERROR_EXPECTED_DIGIT),
            "\n | \r\n" => Message::new(ids::FTL_ERROR_EXPECTED_LINE_END),
            _ => Message::new(ids::FTL_ERROR_EXPECTED_CHAR_RANGE).arg("range", range.as_str()),
        },
        K::ExpectedMessageField { entry_id } => {
            Message::new(ids::FTL_ERROR_EXPECTED_MESSAGE_FIELD).arg("id", entry_id.as_str())
        }
        K::ExpectedTermField { entry_id } => {
            Message::new(ids::FTL_ERROR_EXPECTED_TERM_FIELD).arg("id", entry_id.as_str())
        }
        K::ForbiddenCallee => Message::new(ids::FTL_ERROR_FORBIDDEN_CALLEE),
        K::MissingDefaultVariant => Message::new(ids::FTL_ERROR_MISSING_DEFAULT_VARIANT),
        K::MissingValue => Message::new(ids::FTL_ERROR_MISSING_VALUE),
        K::MultipleDefaultVariants => Message::new(ids::FTL_ERROR_MULTIPLE_DEFAULT_VARIANTS),
        K::MessageReferenceAsSelector => Message::new(ids::FTL_ERROR_MESSAGE_REFERENCE_AS_SELECTOR),
        K::TermReferenceAsSelector => Message::new(ids::FTL_ERROR_TERM_REFERENCE_AS_SELECTOR),
        K::MessageAttributeAsSelector => Message::new(ids::FTL_ERROR_MESSAGE_ATTRIBUTE_AS_SELECTOR),
        K::TermAttributeAsPlaceable => Message::new(ids::FTL_ERROR_TERM_ATTRIBUTE_AS_PLACEABLE),
        K::UnterminatedStringLiteral => Message::new(ids::FTL_ERROR_UNTERMINATED_STRING_LITERAL),
        K::PositionalArgumentFollowsNamed => {
            Message::new(ids::FTL_ERROR_POSITIONAL_ARGUMENT_FOLLOWS_NAMED)
        }
        K::DuplicatedNamedArgument(name) => {
            Message::new(ids::FTL_ERROR_DUPLICATED_NAMED_ARGUMENT).arg("name", name.as_str())
        }
        K::UnknownEscapeSequence(seq) => match escaped(seq) {
            Some(c) => Message::new(ids::FTL_ERROR_UNKNOWN_ESCAPE_SEQUENCE)
                .arg("sequence", format!("\\{c}")),
            None => Message::new(ids::FTL_ERROR_UNKNOWN_ESCAPE),
        },
        K::InvalidUnicodeEscapeSequence(seq) => {
            Message::new(ids::FTL_ERROR_INVALID_UNICODE_ESCAPE_SEQUENCE)
                .arg("sequence", seq.as_str())
        }
        K::UnbalancedClosingBrace => Message::new(ids::FTL_ERROR_UNBALANCED_CLOSING_BRACE),
        K::ExpectedInlineExpression => Message::new(ids::FTL_ERROR_EXPECTED_INLINE_EXPRESSION),
        K::ExpectedSimpleExpressionAsSelector => {
            Message::new(ids::FTL_ERROR_EXPECTED_SIMPLE_EXPRESSION_AS_SELECTOR)
        }
        K::ExpectedLiteral => Message::new(ids::FTL_ERROR_EXPECTED_LITERAL),
    }
}

/// The character after the backslash of an unknown escape. fluent-syntax 0.12 gives the byte
/// as a decimal number (`"120"` for `\x`); a single character that is no number is taken as
/// itself, should a later version give that. `None` for a byte that is not a visible ASCII
/// character (the first byte of a letter such as `é`, a control character).
fn escaped(seq: &str) -> Option<char> {
    let c = match seq.parse::<u8>() {
        Ok(byte) => char::from(byte),
        Err(_) => {
            let mut chars = seq.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => c,
                _ => return None,
            }
        }
    };
    c.is_ascii_graphic().then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::i18n::{english, parse_ftl, Lang, Localizer};

    /// The variant's place in the parser's list. No wildcard: a new variant stops the build
    /// here too, and [`every_kind`] must then give an example of it.
    fn index(k: &ErrorKind) -> usize {
        use ErrorKind as K;
        match k {
            K::ExpectedToken(_) => 0,
            K::ExpectedCharRange { .. } => 1,
            K::ExpectedMessageField { .. } => 2,
            K::ExpectedTermField { .. } => 3,
            K::ForbiddenCallee => 4,
            K::MissingDefaultVariant => 5,
            K::MissingValue => 6,
            K::MultipleDefaultVariants => 7,
            K::MessageReferenceAsSelector => 8,
            K::TermReferenceAsSelector => 9,
            K::MessageAttributeAsSelector => 10,
            K::TermAttributeAsPlaceable => 11,
            K::UnterminatedStringLiteral => 12,
            K::PositionalArgumentFollowsNamed => 13,
            K::DuplicatedNamedArgument(_) => 14,
            K::UnknownEscapeSequence(_) => 15,
            K::InvalidUnicodeEscapeSequence(_) => 16,
            K::UnbalancedClosingBrace => 17,
            K::ExpectedInlineExpression => 18,
            K::ExpectedSimpleExpressionAsSelector => 19,
            K::ExpectedLiteral => 20,
        }
    }

    const KINDS: usize = 21;

    /// Fluent text that makes the parser find each kind (each of the texts the parser says
    /// differently, too): (text, the kind, line, column).
    fn every_kind() -> Vec<(&'static str, ErrorKind, usize, usize)> {
        use ErrorKind as K;
        let s = |v: &str| v.to_string();
        vec![
            ("key value\n", K::ExpectedToken('='), 1, 5),
            (
                "= value\n",
                K::ExpectedCharRange { range: s("a-zA-Z") },
                1,
                1,
            ),
            (
                "key = { 1. }\n",
                K::ExpectedCharRange { range: s("0-9") },
                1,
                11,
            ),
            (
                "key = { $x -> *[a] b }\n",
                K::ExpectedCharRange {
                    range: s("\n | \r\n"),
                },
                1,
                15,
            ),
            (
                "key =\n",
                K::ExpectedMessageField { entry_id: s("key") },
                1,
                1,
            ),
            (
                "-term =\n",
                K::ExpectedTermField {
                    entry_id: s("term"),
                },
                1,
                1,
            ),
            ("key = { foo() }\n", K::ForbiddenCallee, 1, 14),
            (
                "key = { $x ->\n  [a] b\n}\n",
                K::MissingDefaultVariant,
                3,
                1,
            ),
            ("key = { $x ->\n *[a]\n}\n", K::MissingValue, 3, 1),
            (
                "key = { $x ->\n *[a] b\n *[c] d\n}\n",
                K::MultipleDefaultVariants,
                3,
                3,
            ),
            (
                "key = { msg ->\n *[a] b\n}\n",
                K::MessageReferenceAsSelector,
                1,
                13,
            ),
            (
                "key = { -term ->\n *[a] b\n}\n",
                K::TermReferenceAsSelector,
                1,
                15,
            ),
            (
                "key = { msg.attr ->\n *[a] b\n}\n",
                K::MessageAttributeAsSelector,
                1,
                18,
            ),
            ("key = { -term.attr }\n", K::TermAttributeAsPlaceable, 1, 20),
            ("key = { \"abc\n", K::UnterminatedStringLiteral, 1, 1),
            (
                "key = { NUMBER(a: 1, $x) }\n",
                K::PositionalArgumentFollowsNamed,
                1,
                24,
            ),
            (
                "key = { NUMBER($x, a: 1, a: 2) }\n",
                K::DuplicatedNamedArgument(s("a")),
                1,
                27,
            ),
            (
                "key = { \"\\x\" }\n",
                K::UnknownEscapeSequence(s("120")),
                1,
                10,
            ),
            (
                "key = { \"\\u12z\" }\n",
                K::InvalidUnicodeEscapeSequence(s("12z")),
                1,
                14,
            ),
            ("key = a } b\n", K::UnbalancedClosingBrace, 1, 9),
            ("key = { }\n", K::ExpectedInlineExpression, 1, 9),
            (
                "key = { { $x } ->\n *[a] b\n}\n",
                K::ExpectedSimpleExpressionAsSelector,
                1,
                16,
            ),
            ("key = { NUMBER(a: $x) }\n", K::ExpectedLiteral, 1, 19),
        ]
    }

    /// Each example is found as its kind at its place, and every kind has an example.
    #[test]
    fn every_kind_is_found_where_it_is() {
        let mut seen = [false; KINDS];
        let mut wrong = Vec::new();
        for (text, kind, line, column) in every_kind() {
            seen[index(&kind)] = true;
            let got = parse_ftl("t.ftl", text).err().unwrap_or_default();
            let first = got.first().map(|p| (p.detail.clone(), p.line, p.column));
            if first != Some((FtlDetail::Syntax(kind.clone()), line, column)) {
                wrong.push(format!(
                    "{text:?}: {first:?}, not {kind:?} at {line}:{column}"
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        let missing: Vec<usize> = (0..KINDS).filter(|&i| !seen[i]).collect();
        assert!(missing.is_empty(), "kinds without an example: {missing:?}");
    }

    /// Each kind is said in both languages in words of its own, never in the parser's English,
    /// with every variable filled.
    #[test]
    fn every_kind_is_said_in_both_languages() {
        // A missing space after `#` is found only in comments, which FluentResource skips.
        let kinds: Vec<ErrorKind> = every_kind()
            .into_iter()
            .map(|(_, kind, _, _)| kind)
            .chain([ErrorKind::ExpectedToken(' ')])
            .collect();
        let mut said = std::collections::BTreeMap::new();
        for kind in kinds.iter().cloned() {
            let m = FtlDetail::Syntax(kind.clone()).to_message();
            let english_text = english(&m);
            for lang in Lang::ALL {
                let l = Localizer::new(lang);
                assert!(l.has(lang, m.id), "{} in {lang}", m.id);
                let text = l.msg(&m);
                assert!(
                    !text.contains("{$") && !text.contains("{ $"),
                    "{lang}: {text}"
                );
                assert_ne!(text, kind.to_string(), "{lang} says the parser's English");
                if lang != Lang::En {
                    assert_ne!(text, english_text, "{lang} {} is English", m.id);
                }
            }
            said.insert(english_text, kind);
        }
        // Different kinds never read the same.
        assert_eq!(said.len(), kinds.len());
    }

    #[test]
    fn an_unknown_escape_is_shown_as_written() {
        for (seq, want) in [
            ("120", Some('x')),
            ("110", Some('n')),
            ("x", Some('x')),
            ("9", None),
            ("xy", None),
            ("32", None),
            ("195", None),
            ("10", None),
            ("", None),
        ] {
            assert_eq!(escaped(seq), want, "{seq:?}");
        }
    }
}
