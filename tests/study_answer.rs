//! The answer syntax, shared by learners and by the `answer` field of a study file.

use foxgeese::study::{parse_answer, Answer, AnswerError, AnswerKind};

fn items(text: &str, kind: AnswerKind) -> Vec<String> {
    match parse_answer(text, kind) {
        Ok(a) => a.items(),
        Err(e) => panic!("{text:?}: {e:?}"),
    }
}

#[test]
fn separators_case_order_and_repeats() {
    let table: &[(&str, &[&str])] = &[
        ("d4-d3 d4xd2", &["d4-d3", "d4xd2"]),
        ("d4-d3,d4xd2", &["d4-d3", "d4xd2"]),
        ("  D4-D3 ,  D4XD2  ", &["d4-d3", "d4xd2"]),
        ("d4xd2 d4-d3 d4xd2", &["d4xd2", "d4-d3"]),
        ("d4 - d3, d4 x d2", &["d4-d3", "d4xd2"]),
        ("d4- d3 d4 -d3 d4x d2", &["d4-d3", "d4xd2"]),
        ("d4xd6xf6", &["d4xd6xf6"]),
    ];
    for (text, want) in table {
        assert_eq!(items(text, AnswerKind::Actions), *want, "{text:?}");
    }
    assert_eq!(items("B4 f4, b4", AnswerKind::Points), ["b4", "f4"]);
}

#[test]
fn the_empty_list() {
    for text in ["none", "None", "-", "tidak ada", "TIDAK ADA", " none "] {
        assert_eq!(
            parse_answer(text, AnswerKind::Actions),
            Ok(Answer::Actions(vec![])),
            "{text:?}"
        );
    }
    assert_eq!(
        parse_answer("- d4-d3", AnswerKind::Actions).map(|a| a.items()),
        Err(AnswerError::Unreadable {
            token: "-d4-d3".into(),
            kind: AnswerKind::Actions
        })
    );
    assert_eq!(
        parse_answer("none, b4", AnswerKind::Points),
        Err(AnswerError::NoneWithItems { token: "b4".into() })
    );
}

#[test]
fn yes_and_no() {
    for (text, want) in [
        ("yes", true),
        ("YES", true),
        ("y", true),
        ("ya", true),
        ("true", true),
        ("no", false),
        ("n", false),
        ("tidak", false),
        ("belum", false),
        ("false", false),
    ] {
        assert_eq!(
            parse_answer(text, AnswerKind::YesNo),
            Ok(Answer::YesNo(want)),
            "{text:?}"
        );
    }
}

#[test]
fn garbage_is_an_error_naming_the_token() {
    for (text, kind, token) in [
        ("maybe", AnswerKind::YesNo, "maybe"),
        ("d4-d3 hello", AnswerKind::Actions, "hello"),
        ("d4", AnswerKind::Actions, "d4"),
        ("b4 4b", AnswerKind::Points, "4b"),
        ("b4 d4-d3", AnswerKind::Points, "d4-d3"),
        ("d4-d3-d2", AnswerKind::OneAction, "d4-d3-d2"),
    ] {
        assert_eq!(
            parse_answer(text, kind),
            Err(AnswerError::Unreadable {
                token: token.into(),
                kind
            }),
            "{text:?}"
        );
    }
    assert_eq!(
        parse_answer("", AnswerKind::Points),
        Err(AnswerError::Empty)
    );
    // Separators alone answer nothing: the empty list is written `none`.
    for text in [",", " , ,", ",,,"] {
        assert_eq!(
            parse_answer(text, AnswerKind::Actions),
            Err(AnswerError::Empty),
            "{text:?}"
        );
    }
    assert_eq!(
        parse_answer("c5-c4 c4-c3", AnswerKind::OneAction),
        Err(AnswerError::NotOne { count: 2 })
    );
}

/// The typed words come from the locale files: every word of `study-words-*`, in every
/// language, is read as that answer, and no word is both yes and no.
#[test]
fn the_typed_words_are_those_of_the_locale_files() {
    use foxgeese::i18n::{Lang, Localizer};
    use foxgeese::message::ids;
    let words = |id| -> Vec<String> {
        Lang::ALL
            .into_iter()
            .flat_map(|l| {
                Localizer::new(l)
                    .text(id)
                    .split(',')
                    .map(|w| w.trim().to_string())
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let (yes, no, none) = (
        words(ids::STUDY_WORDS_YES),
        words(ids::STUDY_WORDS_NO),
        words(ids::STUDY_WORDS_NONE),
    );
    for (list, want) in [(&yes, true), (&no, false)] {
        for w in list {
            assert_eq!(
                parse_answer(w, AnswerKind::YesNo),
                Ok(Answer::YesNo(want)),
                "{w:?}"
            );
        }
    }
    for w in &none {
        assert_eq!(
            parse_answer(w, AnswerKind::Points),
            Ok(Answer::Points(vec![])),
            "{w:?}"
        );
    }
    assert!(yes.iter().all(|w| !no.contains(w)));
    for w in [
        "ya",
        "iya",
        "sudah",
        "tidak",
        "belum",
        "tidak ada",
        "yes",
        "none",
        "-",
    ] {
        assert!(
            yes.contains(&w.to_string())
                || no.contains(&w.to_string())
                || none.contains(&w.to_string()),
            "{w} is in a locale file"
        );
    }
}
