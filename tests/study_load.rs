//! Loading study files: one test per kind of bad input, each checking what is reported and
//! where (`file:line:column`), and that nothing panics on any input.

use foxgeese::study::{
    load, Detail, Expect, Found, ProblemKind, Stage, SyntaxError, Task, TaskKind, MAX_FILE_SIZE,
};

const GOOD: &str = r#"format_version: 1
id: surrounded-fox
ruleset: plyyard
stage: understand
position: "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0"
task:
  kind: blockade
answer: "no"
"#;

/// The single problem of `text`, with its line and column.
fn one(text: &str) -> (ProblemKind, usize, usize) {
    let problems = load("s.yaml", text).expect_err("the study should be refused");
    assert_eq!(problems.len(), 1, "{problems:#?}");
    let p = problems.into_iter().next().unwrap();
    assert_eq!(p.location.file, "s.yaml");
    (p.kind, p.location.line, p.location.column)
}

fn with(field_line: &str, replacement: &str) -> String {
    let text: String = GOOD
        .lines()
        .map(|l| {
            if l.starts_with(field_line) {
                replacement.to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    text + "\n"
}

#[test]
fn a_good_study_loads() {
    let s = load("s.yaml", GOOD).unwrap();
    assert_eq!(s.id, "surrounded-fox");
    assert_eq!(s.stage, Stage::Understand);
    assert_eq!(s.task, Task::Blockade);
    assert_eq!(s.kind(), TaskKind::Blockade);
    assert_eq!(s.position.to_string(), "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0");
    assert_eq!(s.id_location().line, 2);
    assert_eq!(s.id_location().column, 5);
    assert_eq!(s.answer_location().line, 8);
}

#[test]
fn yaml_syntax_error_is_located() {
    let (kind, line, column) = one(&with("stage:", "stage: review: now"));
    assert_eq!(kind, ProblemKind::Syntax(SyntaxError::ColonNotAllowed));
    assert_eq!((line, column), (4, 14));
    // An unclosed bracket or quote is reported where it opens, not where the text ends.
    let (kind, line, column) = one(&with("task:", "task: [blockade"));
    assert_eq!(kind, ProblemKind::Syntax(SyntaxError::UnclosedBracket));
    assert_eq!((line, column), (6, 7));
    let (kind, line, column) = one(&format!("{GOOD}note: 'unfinished\n\n"));
    assert_eq!(kind, ProblemKind::Syntax(SyntaxError::UnclosedQuote));
    assert_eq!((line, column), (9, 7));
}

#[test]
fn every_kind_of_syntax_error_is_told_apart_and_located() {
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
        // A quote left open swallows the keys below it until the next quote: reported where
        // it opens (issue 53), not where the parser stops four lines on.
        (
            "id: x\nposition: \"GGG 0\ntask:\n  kind: list-actions\n  side: fox\nanswer: \"d4-c4\"\n",
            SyntaxError::UnclosedQuote,
            2,
            11,
        ),
        (
            "id: x\nnote: 'it\nstage: one\ntitle: 'b' c\n",
            SyntaxError::UnclosedQuote,
            2,
            7,
        ),
        ("a: [[[[[[[[", SyntaxError::UnclosedBracket, 1, 4),
    ] {
        let problem = one(text);
        assert_eq!(
            problem,
            (ProblemKind::Syntax(kind), line, column),
            "{text:?}"
        );
    }
    let (kind, _, _) = one(&"[".repeat(200));
    assert_eq!(kind, ProblemKind::Syntax(SyntaxError::TooDeep));
}

#[test]
fn unknown_field_is_located_at_its_key() {
    let (kind, line, column) =
        one(&GOOD.replace("  kind: blockade", "  kind: blockade\n  hint: no"));
    match kind {
        ProblemKind::UnknownField { field, expected } => {
            assert_eq!(field.0, "task.hint");
            assert!(expected.contains(&"kind") && expected.contains(&"moves"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!((line, column), (8, 3));
    let (kind, line, column) = one(&format!("{GOOD}notes: hello\n"));
    assert!(matches!(kind, ProblemKind::UnknownField { ref field, .. } if field.0 == "notes"));
    assert_eq!((line, column), (9, 1));
}

#[test]
fn missing_field_names_the_map() {
    let (kind, line, column) = one(&with("stage:", ""));
    assert_eq!(
        kind,
        ProblemKind::MissingField {
            map: foxgeese::study::Field(String::new()),
            key: "stage"
        }
    );
    assert_eq!((line, column), (1, 1));
    let (kind, line, _) = one(&with("  kind:", "  side: fox"));
    assert!(matches!(kind, ProblemKind::MissingField { ref map, key: "kind" } if map.0 == "task"));
    assert_eq!(line, 6);
}

#[test]
fn wrong_types_say_what_was_expected() {
    let (kind, line, column) = one(&with("format_version:", "format_version: \"one\""));
    assert_eq!(
        kind,
        ProblemKind::WrongType {
            field: foxgeese::study::Field("format_version".into()),
            expected: Expect::WholeNumber,
            found: Found::Text
        }
    );
    assert_eq!((line, column), (1, 17));
    let (kind, _, _) = one(&with("position:", "position: [d4]"));
    assert!(matches!(
        kind,
        ProblemKind::WrongType {
            expected: Expect::Position,
            found: Found::List,
            ..
        }
    ));
    let (kind, _, _) = one(&with("answer:", "answer:"));
    assert!(matches!(
        kind,
        ProblemKind::WrongType {
            expected: Expect::Answer,
            found: Found::Nothing,
            ..
        }
    ));
    let (kind, _, _) = one(&with("format_version:", "format_version: -1"));
    assert!(matches!(
        kind,
        ProblemKind::WrongType {
            found: Found::OutOfRange,
            ..
        }
    ));
}

#[test]
fn unknown_names_list_the_valid_ones() {
    let (kind, line, column) = one(&with("stage:", "stage: learn"));
    match kind {
        ProblemKind::UnknownName {
            field,
            found,
            expected,
        } => {
            assert_eq!(field.0, "stage");
            assert_eq!(found, "learn");
            assert_eq!(expected, &["understand", "compare", "review"]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!((line, column), (4, 8));
    let (kind, line, column) = one(&with("  kind:", "  kind: blockaded"));
    assert!(matches!(kind, ProblemKind::UnknownName { ref field, .. } if field.0 == "task.kind"));
    assert_eq!((line, column), (7, 9));
}

#[test]
fn duplicate_keys_are_found_with_both_places() {
    let text = GOOD.replace("stage: understand", "stage: understand\nstage: review");
    let (kind, line, column) = one(&text);
    assert_eq!(
        kind,
        ProblemKind::DuplicateKey {
            field: foxgeese::study::Field("stage".into()),
            first_line: 4,
            first_column: 1
        }
    );
    assert_eq!((line, column), (5, 1));
    let text = with(
        "position:",
        "position: { fox: d4, geese: [d5], to_move: fox, fox: d3 }",
    );
    let (kind, line, column) = one(&text);
    assert!(
        matches!(kind, ProblemKind::DuplicateKey { ref field, .. } if field.0 == "position.fox")
    );
    assert_eq!((line, column), (5, 49));
}

#[test]
fn every_repeated_key_is_listed_with_its_first_place() {
    let text = "id: a\ntask:\n  kind: b\n  kind: c\nid: b\np: {f: 1, f: 2}\n";
    let problems = load("s.yaml", text).unwrap_err();
    let found: Vec<_> = problems
        .iter()
        .map(|p| match &p.kind {
            ProblemKind::DuplicateKey {
                field,
                first_line,
                first_column,
            } => (field.0.as_str(), (*first_line, *first_column)),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        found,
        [("task.kind", (3, 3)), ("id", (1, 1)), ("p.f", (6, 5))]
    );
    let again: Vec<_> = problems
        .iter()
        .map(|p| (p.location.line, p.location.column))
        .collect();
    assert_eq!(again, [(4, 3), (5, 1), (6, 11)]);
}

#[test]
fn bad_point_names_are_located_in_lists() {
    let text = with(
        "position:",
        "position: { fox: d4, geese: [d5, q, c4], to_move: fox }",
    );
    let (kind, line, column) = one(&text);
    assert_eq!(
        kind,
        ProblemKind::BadPoint {
            field: foxgeese::study::Field("position.geese[1]".into()),
            found: "q".into()
        }
    );
    assert_eq!((line, column), (5, 34));
    let text = with(
        "position:",
        "position: { fox: d4, geese: [d5, a1], to_move: fox }",
    );
    let (kind, _, column) = one(&text);
    assert!(matches!(kind, ProblemKind::PointOffBoard { ref point, .. } if point == "a1"));
    assert_eq!(column, 34);
}

#[test]
fn duplicate_goose_in_the_map_form() {
    let text = "format_version: 1\nid: dup\nstage: review\nposition:\n  fox: d4\n  geese:\n    - d5\n    - c4\n    - d5\n  to_move: fox\ntask:\n  kind: blockade\nanswer: no\n";
    let (kind, line, column) = one(text);
    assert_eq!(
        kind,
        ProblemKind::DuplicateGoose {
            point: "d5".into(),
            first_line: 7
        }
    );
    assert_eq!((line, column), (9, 7));
    let text = with(
        "position:",
        "position: { fox: d4, geese: [d4], to_move: fox }",
    );
    assert!(matches!(one(&text).0, ProblemKind::FoxOnGoose { .. }));
}

#[test]
fn notation_errors_point_inside_the_notation() {
    // Rank 5 has one point too few: the error's column inside the notation is mapped to the
    // file, past `position: "` and the first two ranks.
    let text = with("position:", "position: \"3/1G1/3G2/1GGFGG1/3G3/3/3 f 0\"");
    let (kind, line, column) = one(&text);
    assert!(matches!(kind, ProblemKind::BadNotation(_)));
    assert_eq!((line, column), (5, 12 + 6));
    let text = with("position:", "position: 3/1G1/3G3/1GGFGG1/3G3/3/3 x 0");
    let (kind, _, column) = one(&text);
    let problems = load("s.yaml", &text).unwrap_err();
    assert!(matches!(problems[0].details()[0], Detail::Notation(_)));
    assert!(matches!(kind, ProblemKind::BadNotation(_)));
    assert_eq!(column, 11 + 26);
}

#[test]
fn an_invalid_position_lists_every_reason() {
    let text = with(
        "position:",
        "position: \"GGG/GGG/GGGGGGG/GGGFGGG/7/3/3 f 0\"",
    );
    let (kind, line, column) = one(&text);
    match &kind {
        ProblemKind::InvalidPosition(v) => assert_eq!(v.len(), 1),
        other => panic!("{other:?}"),
    }
    assert_eq!((line, column), (5, 11));
    let text = with(
        "position:",
        "position: { fox: [d4, d3], geese: [d5], to_move: fox }",
    );
    assert!(matches!(one(&text).0, ProblemKind::InvalidPosition(_)));
}

#[test]
fn a_bad_ruleset_is_refused_with_the_engine_reason() {
    let (kind, line, column) = one(&with("ruleset:", "ruleset: chess"));
    assert!(matches!(kind, ProblemKind::BadRuleset(_)));
    assert_eq!((line, column), (3, 10));
    let (kind, _, _) = one(&with("ruleset:", "ruleset: plyyard:sideways"));
    assert!(matches!(kind, ProblemKind::BadRuleset(_)));
}

#[test]
fn version_and_id_are_checked_together() {
    let text = with("format_version:", "format_version: 2")
        .replace("id: surrounded-fox", "id: Surrounded Fox");
    let problems = load("s.yaml", &text).unwrap_err();
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert_eq!(
        problems[0].kind,
        ProblemKind::UnsupportedVersion { found: 2 }
    );
    assert_eq!(
        problems[1].kind,
        ProblemKind::BadId {
            id: "Surrounded Fox".into(),
            suggestion: Some("surrounded-fox".into())
        }
    );
    assert_eq!(problems[1].location.line, 2);
}

const GEESE_TO_MOVE: &str = "3/1G1/3G3/3F3/7/3/3 g 0";

fn task_study(position: &str, task: &str, answer: &str) -> String {
    format!(
        "format_version: 1\nid: t\nstage: review\nposition: \"{position}\"\ntask:\n{task}\nanswer: {answer}\n"
    )
}

#[test]
fn a_move_that_is_not_legal_carries_the_engine_reasons() {
    let text = task_study(
        GEESE_TO_MOVE,
        "  kind: opened-captures\n  move: d5-d6",
        "none",
    );
    let problems = load("s.yaml", &text).unwrap_err();
    assert_eq!(problems.len(), 1);
    let p = &problems[0];
    assert!(matches!(&p.kind, ProblemKind::MoveNotLegal { action, .. } if action == "d5-d6"));
    assert_eq!((p.location.line, p.location.column), (7, 9));
    assert!(!p.details().is_empty());
    assert!(p
        .details()
        .iter()
        .all(|d| matches!(d, Detail::Illegal { .. })));
}

#[test]
fn a_bad_action_name_is_located() {
    let text = task_study(
        GEESE_TO_MOVE,
        "  kind: opened-captures\n  move: d6 to c6",
        "none",
    );
    let (kind, line, column) = one(&text);
    assert!(matches!(kind, ProblemKind::BadAction { ref found, .. } if found == "d6 to c6"));
    assert_eq!((line, column), (7, 9));
}

#[test]
fn from_needs_a_piece_of_the_side() {
    let text = task_study(
        GEESE_TO_MOVE,
        "  kind: list-actions\n  side: geese\n  from: d4",
        "none",
    );
    let (kind, line, column) = one(&text);
    assert_eq!(
        kind,
        ProblemKind::NoPieceOfSide {
            point: "d4".into(),
            side: foxgeese::Side::Geese
        }
    );
    assert_eq!((line, column), (8, 9));
}

#[test]
fn task_fields_must_fit_the_kind() {
    let text = task_study(GEESE_TO_MOVE, "  kind: blockade\n  side: fox", "no");
    let (kind, line, column) = one(&text);
    assert_eq!(
        kind,
        ProblemKind::FieldNotForKind {
            field: "side",
            kind: TaskKind::Blockade
        }
    );
    assert_eq!((line, column), (7, 3));
    let text = task_study(GEESE_TO_MOVE, "  kind: list-actions", "none");
    let (kind, line, _) = one(&text);
    assert_eq!(
        kind,
        ProblemKind::MissingTaskField {
            field: "side",
            kind: TaskKind::ListActions
        }
    );
    assert_eq!(line, 5);
}

#[test]
fn goose_move_tasks_need_the_geese_to_move() {
    let text = task_study("3/1G1/3G3/3F3/7/3/3 f 0", "  kind: safe-moves", "none");
    let (kind, line, _) = one(&text);
    assert_eq!(
        kind,
        ProblemKind::NeedsGeeseToMove {
            kind: TaskKind::SafeMoves
        }
    );
    assert_eq!(line, 4);
}

#[test]
fn a_replay_move_that_cannot_be_played_is_located() {
    let text = task_study(
        GEESE_TO_MOVE,
        "  kind: first-opening\n  moves: [d6-c6, d4-d3, c6-c7]",
        "d6-c6",
    );
    let problems = load("s.yaml", &text).unwrap_err();
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(matches!(
        problems[0].kind,
        ProblemKind::ReplayMoveIllegal { number: 3, .. }
    ));
    assert_eq!(problems[0].location.column, 25);
    let text = task_study(GEESE_TO_MOVE, "  kind: first-opening\n  moves: []", "d6-c6");
    assert_eq!(one(&text).0, ProblemKind::EmptyReplay);
    let text = task_study(
        GEESE_TO_MOVE,
        "  kind: first-opening\n  moves: [d5-c5]",
        "d5-c5",
    );
    assert_eq!(one(&text).0, ProblemKind::NoOpening);
}

#[test]
fn a_find_mistake_replay_needs_a_mistake_named_once() {
    // g3-g4 wins in 12 plies where g3-f3 wins in 9: slower, but no mistake.
    let text = task_study(
        "3/3/7/7/4G1F/3/GGG f 6",
        "  kind: find-mistake\n  moves: [g3-g4, e3-d3]",
        "g3-g4",
    );
    let (kind, line, column) = one(&text);
    assert_eq!((kind, line), (ProblemKind::NoMistake, 7));
    assert_eq!(column, 3);
    let text = task_study("3/3/7/7/4G1F/3/GGG f 6", "  kind: find-mistake", "g3-g4");
    assert!(matches!(
        one(&text).0,
        ProblemKind::MissingTaskField { field: "moves", .. }
    ));
}

#[test]
fn a_garbage_declared_answer_is_refused() {
    let (kind, line, column) = one(&with("answer:", "answer: perhaps"));
    assert!(matches!(kind, ProblemKind::BadAnswer(_)));
    assert_eq!((line, column), (8, 9));
}

#[test]
fn answers_may_be_yaml_bools_and_lists() {
    let s = load("s.yaml", &with("answer:", "answer: false")).unwrap();
    assert_eq!(s.declared, foxgeese::study::Answer::YesNo(false));
    let text = task_study(
        "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0",
        "  kind: capture-landings",
        "[d2]",
    );
    let s = load("s.yaml", &text).unwrap();
    assert_eq!(s.declared.items(), ["d2"]);
}

#[test]
fn a_file_over_one_mebibyte_is_refused_unread() {
    let mut text = GOOD.to_string();
    text.push('#');
    text.push_str(&"x".repeat(MAX_FILE_SIZE as usize));
    let (kind, line, column) = one(&text);
    assert!(matches!(kind, ProblemKind::FileTooLarge { max, .. } if max == MAX_FILE_SIZE));
    assert_eq!((line, column), (1, 1));
}

#[test]
fn every_problem_has_a_message_and_the_file_is_not_a_map() {
    for text in ["", "- a\n- b\n", "just text", "42"] {
        let problems = load("s.yaml", text).unwrap_err();
        assert_eq!(problems.len(), 1, "{text:?}");
        assert!(
            matches!(
                problems[0].kind,
                ProblemKind::WrongType {
                    expected: Expect::Map,
                    ..
                }
            ),
            "{text:?}: {problems:?}"
        );
        assert!(problems[0].message().id.starts_with("study-"));
    }
}

#[test]
fn no_input_makes_load_panic() {
    // Every prefix of a study, and the study with each character removed.
    let text = "format_version: 1\nid: x\nstage: compare\nposition: { fox: d4, geese: [d5, 'c4', \"e4\"], to_move: fox }\ntask:\n  kind: first-opening\n  moves:\n    - d4-d3\n    - d5-d4\nanswer: [d5-d4]\n";
    let chars: Vec<char> = text.chars().collect();
    for i in 0..=chars.len() {
        let prefix: String = chars[..i].iter().collect();
        let _ = load("p.yaml", &prefix);
        let mut without = chars.clone();
        if i < without.len() {
            without.remove(i);
            let _ = load("p.yaml", &without.iter().collect::<String>());
        }
    }
    for odd in [
        "\u{feff}format_version: 1",
        "{{{{{{{{",
        "a: &x [*x]",
        "!!binary aGVsbG8=",
        "? [a, b]\n: c",
        "format_version: 1\nid: x\n<<: {stage: review}",
        "\t\t",
        "position: {fox: z99, geese: [a0, \"\"], to_move: fox}",
    ] {
        let _ = load("odd.yaml", odd);
    }
}

#[test]
fn difficulty_is_optional_and_checked() {
    assert_eq!(load("s.yaml", GOOD).unwrap().difficulty, 3);
    let easy = with("stage:", "stage: understand\ndifficulty: 1");
    assert_eq!(load("s.yaml", &easy).unwrap().difficulty, 1);
    for bad in ["0", "6", "99999999999"] {
        let text = with("stage:", &format!("stage: understand\ndifficulty: {bad}"));
        let (kind, line, column) = one(&text);
        assert!(
            matches!(kind, ProblemKind::BadDifficulty { .. }),
            "{bad}: {kind:?}"
        );
        assert_eq!((line, column), (5, 13), "{bad}");
    }
}

/// A verdict study's declared value is proven by the solver: a wrong one disagrees.
#[test]
fn a_wrong_declared_verdict_disagrees_with_the_solver() {
    let text = "format_version: 1\nid: t\nstage: review\nposition: \"3/3/7/2GF3/3G3/3/3 f 8\"\ntask:\n  kind: verdict\nanswer: draw\n";
    let study = load("t.yaml", text).unwrap();
    let v = study.grade(&study.declared);
    assert!(!v.correct);
    assert_eq!(v.expected.to_answer_text(), "fox-wins");
    let problems = foxgeese::study::validate(
        "t.yaml",
        text,
        &foxgeese::study::TextCheck {
            langs: &[],
            has: &|_, _| true,
        },
    );
    assert!(
        problems
            .iter()
            .any(|p| matches!(p.kind, ProblemKind::AnswerDisagrees { .. })),
        "{problems:#?}"
    );
}
