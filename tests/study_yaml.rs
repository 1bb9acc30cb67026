//! The YAML layer's own cases (issue 7, point 5; issue 9, finding 13): tabs located at the
//! text they indent, nulls and tags refused where the schema wants a map or a list, names
//! listed for a wrong type, lone carriage returns counted as line breaks.

use foxgeese::study::{load, Expect, Field, Found, ProblemKind, SyntaxError};

const HEAD: &str = "format_version: 1\nid: t\nstage: review\n";
const NOTATION: &str = "position: \"3/1G1/3G3/1GGFGG1/3G3/3/3 f 0\"\n";

/// The first problem of `text`, with its line and column.
fn first(text: &str) -> (ProblemKind, usize, usize) {
    let problems = load("s.yaml", text).expect_err("the study should be refused");
    let p = problems.into_iter().next().expect("a problem");
    (p.kind, p.location.line, p.location.column)
}

#[test]
fn a_tab_is_reported_at_the_text_it_indents() {
    for (text, line, column) in [
        ("a:\n\tb: 1\n", 2, 2),
        ("a: 1\n\tb: 2\n", 2, 2),
        ("task:\n  kind: x\n\tside: fox\n", 3, 2),
        ("task:\n\t  kind: x\n", 2, 4),
        ("a:\n  - x\n\t- y\n", 3, 2),
        ("a: 1\r\tb: 2\r", 2, 2),
        ("a: 1\r\n\tb: 2\r\n", 2, 2),
    ] {
        let got = first(text);
        assert_eq!(
            got,
            (ProblemKind::Syntax(SyntaxError::Tab), line, column),
            "{text:?}"
        );
    }
}

fn wrong(field: &str, expected: Expect, found: Found) -> ProblemKind {
    ProblemKind::WrongType {
        field: Field(field.into()),
        expected,
        found,
    }
}

#[test]
fn nulls_tags_and_names_are_refused_where_serde_yaml_would_take_them() {
    let task = "task:\n  kind: blockade\nanswer: no\n";
    let map = "position:\n  fox: d4\n  geese:\n  to_move: fox\n";
    let sides = Expect::Name(&["fox", "geese"]);
    for (text, kind, line, column) in [
        // serde_yaml reads a null as an empty map or list.
        (
            format!("{HEAD}{NOTATION}task:\nanswer: no\n"),
            wrong("task", Expect::Map, Found::Nothing),
            5,
            1,
        ),
        (
            format!("{HEAD}{map}{task}"),
            wrong("position.geese", Expect::Points, Found::Nothing),
            6,
            3,
        ),
        (String::new(), wrong("", Expect::Map, Found::Nothing), 1, 1),
        (
            String::from("~\n"),
            wrong("", Expect::Map, Found::Nothing),
            1,
            1,
        ),
        // serde_yaml reads `!foo x` as `x`; the problem points at the tag.
        (
            format!("{HEAD}{NOTATION}task: !foo\n  kind: blockade\nanswer: no\n"),
            wrong("task", Expect::Map, Found::Tagged),
            5,
            7,
        ),
        (
            String::from("format_version: 1\nid: !foo 5\n"),
            wrong("id", Expect::Text, Found::Tagged),
            2,
            5,
        ),
        // Read before serde_yaml misses a key: the null, then the tag.
        (
            format!("{HEAD}position:\n  fox: d4\n  geese:\n{task}"),
            wrong("position.geese", Expect::Points, Found::Nothing),
            6,
            3,
        ),
        // A tagged key is no field name.
        (
            format!("{HEAD}position: {{fox: d4, ! geese: [d5], to_move: fox}}\n{task}"),
            ProblemKind::UnknownField {
                field: Field("position.?".into()),
                expected: &["fox", "geese", "to_move", "captures"],
            },
            4,
            21,
        ),
        // A name of the wrong type lists the names.
        (
            format!("{HEAD}{NOTATION}task:\n  kind: list-actions\n  side: [fox]\nanswer: no\n"),
            wrong("task.side", sides, Found::List),
            7,
            9,
        ),
        (
            format!("{HEAD}position: {{fox: d4, geese: [d5], to_move: 3}}\n{task}"),
            wrong("position.to_move", sides, Found::Number),
            4,
            43,
        ),
    ] {
        assert_eq!(first(&text), (kind, line, column), "{text:?}");
    }
}

#[test]
fn optional_nulls_and_core_tags_are_read() {
    let ok = [
        format!("{HEAD}ruleset: ~\ndifficulty:\n{NOTATION}task:\n  kind: blockade\nanswer: no\n"),
        format!("format_version: !!int 1\nid: !!str t\nstage: review\n{NOTATION}task:\n  kind: blockade\nanswer: no\n"),
        format!("{HEAD}{NOTATION}task: &t\n  kind: blockade\nanswer: &a no\n"),
    ];
    for text in ok {
        assert!(
            load("s.yaml", &text).is_ok(),
            "{text:?}: {:?}",
            load("s.yaml", &text)
        );
    }
}

#[test]
fn lone_carriage_returns_are_line_breaks() {
    let text =
        format!("{HEAD}{NOTATION}task:\n  kind: blockade\nanswer: perhaps\n").replace('\n', "\r");
    let (kind, line, column) = first(&text);
    assert!(matches!(kind, ProblemKind::BadAnswer(_)), "{kind:?}");
    assert_eq!((line, column), (7, 9));
}

#[test]
fn a_null_is_refused_the_same_whatever_follows_it() {
    // A later error (here an answer that is a map) once turned these into a missing `kind`
    // and a list of stage names: the schema now refuses the null where it is written.
    let later = "answer: {a: 1}\n";
    for (text, kind, line, column) in [
        (
            format!("{HEAD}{NOTATION}task:\n{later}"),
            wrong("task", Expect::Map, Found::Nothing),
            5,
            1,
        ),
        (
            format!("format_version: 1\nid: t\nstage:\n{NOTATION}task:\n  kind: blockade\n{later}"),
            wrong("stage", Expect::Text, Found::Nothing),
            3,
            1,
        ),
    ] {
        assert_eq!(first(&text), (kind, line, column), "{text:?}");
    }
}
