//! Feedback on wrong answers, over every built-in study: each wrong item comes with at least
//! one reason, missing items are counted, and no reason tells the learner what a study asks
//! ("the game is already over" beside the rule an action breaks).

use foxgeese::study::library::{builtin_studies, open};
use foxgeese::study::{AnswerKind, Expected, WrongReason};
use foxgeese::IllegalReason;

/// A wrong item for each answer shape: an action no position allows, or a point off every
/// board.
fn wrong_item(kind: AnswerKind) -> &'static str {
    match kind {
        AnswerKind::Points => "a1",
        _ => "a1-a2",
    }
}

#[test]
fn every_study_explains_each_wrong_item_and_counts_the_missing() {
    for s in builtin_studies() {
        let study = s.unwrap();
        let Expected::List(items) = study.expected() else {
            continue;
        };
        let kind = study.kind().answer_kind();
        // All but the first expected item, and one wrong item (one item alone for a task
        // that wants exactly one).
        let mut answer: Vec<&str> = items.iter().skip(1).map(String::as_str).collect();
        if kind == AnswerKind::OneAction {
            answer.clear();
        }
        answer.push(wrong_item(kind));
        let v = study.check(&answer.join(" ")).unwrap();
        assert!(!v.correct, "{}", study.id);
        assert_eq!(v.missing.len(), items.len().min(1), "{}", study.id);
        assert_eq!(v.wrong.len(), 1, "{}", study.id);
        let reasons = foxgeese::i18n::wrong_messages(&v.wrong[0].reason, study.position.rules());
        assert!(!reasons.is_empty(), "{}: no reason", study.id);
    }
}

#[test]
fn the_game_being_over_is_not_said_beside_the_rule_broken() {
    // The geese have no move: the game is over. A goose stepping north breaks a rule of its
    // own, and only that rule is said.
    let study = open("five-geese-to-move").unwrap();
    let v = study.check("c1-c2").unwrap();
    let WrongReason::Illegal(reasons) = &v.wrong[0].reason else {
        panic!("{:?}", v.wrong);
    };
    assert!(!reasons.is_empty());
    assert!(!reasons.contains(&IllegalReason::GameOver), "{reasons:?}");
}
