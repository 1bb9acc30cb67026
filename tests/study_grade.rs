//! Grading every task kind on small inline studies: right, missing, and wrong items with the
//! reason each is wrong.

use foxgeese::solve::{Value, Verdict as Proven};
use foxgeese::study::{
    load, AnswerError, AnswerKind, Expected, Graded, SlowerWin, Study, WrongReason,
};
use foxgeese::{IllegalReason, Ruleset, Side};

fn study(position: &str, task: &str, answer: &str) -> Study {
    let text = format!(
        "format_version: 1\nid: t\nstage: review\nposition: \"{position}\"\ntask:\n{task}\nanswer: \"{answer}\"\n"
    );
    match load("t.yaml", &text) {
        Ok(s) => s,
        Err(p) => panic!("{p:#?}"),
    }
}

fn check(s: &Study, answer: &str) -> Graded {
    s.check(answer).unwrap()
}

fn wrong(v: &Graded) -> Vec<(&str, &WrongReason)> {
    v.wrong
        .iter()
        .map(|w| (w.answer.as_str(), &w.reason))
        .collect()
}

/// The seed's study: geese on all four neighbours of the fox, d2 empty beyond d3.
const SURROUNDED: &str = "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0";
/// Fox d4 with geese on d5 and d6 (geese to move).
const STACKED: &str = "3/1G1/3G3/3F3/7/3/3 g 0";

#[test]
fn blockade_yes_or_no_with_a_witness() {
    let s = study(SURROUNDED, "  kind: blockade", "no");
    assert_eq!(s.expected(), Expected::YesNo(false));
    let v = check(&s, "tidak");
    assert!(v.correct);
    assert_eq!(v.right, ["no"]);
    assert_eq!(v.witness.as_deref(), Some("d4xd2"));
    let v = check(&s, "yes");
    assert!(!v.correct);
    assert_eq!(v.missing, ["no"]);
    assert_eq!(
        wrong(&v),
        [(
            "yes",
            &WrongReason::FoxCanMove {
                witness: "d4xd2".into()
            }
        )]
    );
    // A real blockade: d2 filled too, and the geese to move does not matter.
    let s = study("3/1G1/3G3/1GGFGG1/3G3/1G1/3 g 0", "  kind: blockade", "yes");
    assert_eq!(s.expected(), Expected::YesNo(true));
    let v = check(&s, "no");
    assert_eq!(wrong(&v), [("no", &WrongReason::FoxBlockaded)]);
    assert_eq!(v.witness, None);
    assert!(check(&s, "ya").correct);
    // A wrong yes or no is echoed in the learner's own word, not as "yes"/"no".
    let v = check(&s, " Belum. ");
    assert_eq!(wrong(&v), [("Belum.", &WrongReason::FoxBlockaded)]);
    assert_eq!(v.missing, ["yes"]);
}

#[test]
fn list_actions_of_a_side_graded_as_a_set() {
    let s = study(
        STACKED,
        "  kind: list-actions\n  side: fox",
        "d4-c4 d4-e4 d4-d3",
    );
    assert_eq!(
        s.expected(),
        Expected::List(vec!["d4-c4".into(), "d4-e4".into(), "d4-d3".into()])
    );
    assert!(check(&s, "D4-D3, d4-c4 d4 - e4").correct);
    let v = check(&s, "d4-d3 d4xd6 d4-e4 d4-e4");
    assert!(!v.correct);
    assert_eq!(v.right, ["d4-e4", "d4-d3"]);
    assert_eq!(v.missing, ["d4-c4"]);
    let w = wrong(&v);
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].0, "d4xd6");
    assert!(w[0]
        .1
        .illegal_reasons()
        .contains(&IllegalReason::LandingOccupied {
            point: "d6".parse().unwrap()
        }));
    // The engine's messages for an illegal item, one per reason.
    let messages = foxgeese::i18n::wrong_messages(w[0].1, Ruleset::plyyard());
    assert_eq!(messages.len(), w[0].1.illegal_reasons().len());
}

#[test]
fn list_actions_of_one_goose() {
    let s = study(
        STACKED,
        "  kind: list-actions\n  side: geese\n  from: d5",
        "d5-c5, d5-e5",
    );
    assert!(check(&s, "d5-e5 d5-c5").correct);
    let v = check(&s, "d5-c5 d5-e5 d6-c6 d5-d6");
    assert!(!v.correct);
    let w = wrong(&v);
    assert_eq!(
        w[0],
        (
            "d6-c6",
            &WrongReason::OtherPiece {
                from: "d5".parse().unwrap()
            }
        )
    );
    assert!(w[1]
        .1
        .illegal_reasons()
        .iter()
        .any(|r| matches!(r, IllegalReason::GooseBackward { .. })));
}

#[test]
fn capture_landings_with_reasons_for_each_wrong_point() {
    let s = study(SURROUNDED, "  kind: capture-landings", "d2");
    assert!(check(&s, "D2").correct);
    let v = check(&s, "d2 d6 d1 a1 c7");
    assert!(!v.correct);
    assert!(v.missing.is_empty());
    let w = wrong(&v);
    assert_eq!(
        w[0].1,
        &WrongReason::Occupied {
            point: "d6".parse().unwrap(),
            by: foxgeese::Side::Geese
        }
    );
    assert_eq!(
        w[1].1,
        &WrongReason::NoCaptureLands {
            point: "d1".parse().unwrap()
        }
    );
    assert!(matches!(w[2].1, WrongReason::OffBoard { .. }));
    assert!(matches!(w[3].1, WrongReason::NoCaptureLands { .. }));
    // A point the fox reaches by a step is not a landing.
    let s = study("3/3/7/2GF3/7/3/3 f 0", "  kind: capture-landings", "b4");
    let v = check(&s, "e4");
    assert_eq!(
        wrong(&v),
        [(
            "e4",
            &WrongReason::StepNotCapture {
                point: "e4".parse().unwrap()
            }
        )]
    );
    assert_eq!(v.missing, ["b4"]);
}

#[test]
fn opened_captures_count_only_new_ones() {
    // c4 beside the fox already gives d4xb4; moving d6 away opens d4xd6.
    let s = study(
        "3/1G1/3G3/2GF3/7/3/3 g 0",
        "  kind: opened-captures\n  move: d6-e6",
        "d4xd6",
    );
    assert!(check(&s, "d4xd6").correct);
    let v = check(&s, "d4xd6 d4xb4 d4-e4 d4xf4");
    assert_eq!(
        wrong(&v),
        vec![
            ("d4xb4", &WrongReason::AlreadyAvailable),
            ("d4-e4", &WrongReason::NotACapture),
            (
                "d4xf4",
                &WrongReason::Illegal(vec![IllegalReason::NoGooseToJump {
                    over: "e4".parse().unwrap()
                }])
            ),
        ]
    );
    // A move that opens nothing: the empty answer.
    let s = study(
        "3/1G1/3G3/2GF3/7/3/3 g 0",
        "  kind: opened-captures\n  move: c4-c3",
        "none",
    );
    assert_eq!(s.expected(), Expected::List(vec![]));
    for empty in ["none", "-", "tidak ada"] {
        assert!(check(&s, empty).correct, "{empty}");
    }
    assert!(!check(&s, "d4xb4").correct);
}

#[test]
fn safe_moves_say_which_capture_an_unsafe_move_allows() {
    let s = study("3/1G1/7/3F3/7/3/3 g 0", "  kind: safe-moves", "d6-c6 d6-e6");
    assert!(check(&s, "d6-e6,d6-c6").correct);
    let v = check(&s, "d6-c6 d6-d5 d6-d7");
    assert_eq!(v.missing, ["d6-e6"]);
    let w = wrong(&v);
    assert_eq!(
        w[0],
        (
            "d6-d5",
            &WrongReason::OpensCapture {
                capture: "d4xd6".into()
            }
        )
    );
    assert!(matches!(w[1].1, WrongReason::Illegal(_)));
}

#[test]
fn first_opening_names_one_goose_move() {
    // The fox wanders e4, f4, e4 while the geese shuffle; d5-e5 (move 6) is the first goose
    // move after which the fox has a new capture (e4xe6).
    let s = study(
        "3/1G1/3G3/3F3/7/3/3 f 0",
        "  kind: first-opening\n  moves: [d4-e4, d6-c6, e4-f4, c6-c5, f4-e4, d5-e5, e4-d4, c5-b5]",
        "d5-e5",
    );
    assert_eq!(s.expected(), Expected::List(vec!["d5-e5".into()]));
    assert!(check(&s, "D5-E5").correct);
    let v = check(&s, "d6-c6");
    assert_eq!(wrong(&v), [("d6-c6", &WrongReason::NoNewCapture)]);
    assert_eq!(v.missing, ["d5-e5"]);
    let v = check(&s, "e4-f4");
    assert_eq!(wrong(&v), [("e4-f4", &WrongReason::FoxMove)]);
    let v = check(&s, "c5-b5");
    assert_eq!(
        wrong(&v),
        [(
            "c5-b5",
            &WrongReason::AfterFirst {
                first: "d5-e5".into()
            }
        )]
    );
    let v = check(&s, "b5-b4");
    assert_eq!(wrong(&v), [("b5-b4", &WrongReason::NotInReplay)]);
    assert_eq!(
        s.check("d5-e5 c6-c5"),
        Err(AnswerError::NotOne { count: 2 })
    );
}

#[test]
fn find_mistake_names_the_first_action_that_changed_the_value() {
    // The geese hold a draw with d3-e3; c3-d3 leaves d4 empty behind a goose no goose can
    // cover, and the fox wins in 5 plies. c3-b3 near the end is one of equal losses.
    let s = study(
        "3/3/7/7/2GG3/G2/F2 g 8",
        "  kind: find-mistake\n  moves: [d3-e3, c1-d1, c3-d3, d1-d2, d3-c3, d2-d3, c3-b3, d3xf3]",
        "c3-d3",
    );
    assert_eq!(s.expected(), Expected::List(vec!["c3-d3".into()]));
    assert!(check(&s, "C3-D3").correct);
    let draw = Proven::Proven(Value::Draw);
    let fox_in = |n| Proven::Proven(Value::win(Side::Fox, n));
    let table: [(&str, WrongReason); 5] = [
        (
            "d3-e3",
            WrongReason::KeptValue {
                slower: false,
                after: draw,
            },
        ),
        (
            "c1-d1",
            WrongReason::KeptValue {
                slower: false,
                after: draw,
            },
        ),
        (
            "d1-d2",
            WrongReason::KeptValue {
                slower: false,
                after: fox_in(4),
            },
        ),
        (
            "c3-b3",
            WrongReason::KeptValue {
                slower: false,
                after: fox_in(1),
            },
        ),
        ("b3-a3", WrongReason::NotInReplay),
    ];
    for (answer, reason) in table {
        let v = check(&s, answer);
        assert!(!v.correct, "{answer}");
        assert_eq!(wrong(&v), [(answer, &reason)], "{answer}");
        assert_eq!(v.missing, ["c3-d3"]);
    }
    assert_eq!(
        s.check("c3-d3 d3-e3"),
        Err(AnswerError::NotOne { count: 2 })
    );
}

#[test]
fn find_mistake_tells_a_later_mistake_and_an_inaccuracy_apart() {
    // d4-e4 lets the ninth capture slip (a draw); c4-d4 gives it back, a mistake but not the
    // first.
    let s = study(
        "3/3/7/2GF3/3G3/3/3 f 8",
        "  kind: find-mistake\n  moves: [d4-e4, c4-d4, e4xc4]",
        "d4-e4",
    );
    let v = check(&s, "c4-d4");
    assert_eq!(wrong(&v), [("c4-d4", &WrongReason::NotFirstMistake)]);
    // c2-d2 hurries the geese's loss (the fox wins in 1 ply, not 3): an inaccuracy, not a
    // mistake. The fox's d3-d4 then lets the ninth capture go: the first mistake.
    let s = study(
        "3/3/7/7/2G4/GG1/1FG f 7",
        "  kind: find-mistake\n  moves: [d1xd3, c2-d2, d3-d4]",
        "d3-d4",
    );
    let v = check(&s, "c2-d2");
    let after = Proven::Proven(Value::win(Side::Fox, 1));
    assert_eq!(
        wrong(&v),
        [(
            "c2-d2",
            &WrongReason::KeptValue {
                slower: true,
                after
            }
        )]
    );
}

#[test]
fn garbage_answers_are_errors_not_wrong_answers() {
    let s = study(SURROUNDED, "  kind: capture-landings", "d2");
    assert_eq!(
        s.check("d2 over-there"),
        Err(AnswerError::Unreadable {
            token: "over-there".into(),
            kind: AnswerKind::Points
        })
    );
    assert_eq!(s.check(""), Err(AnswerError::Empty));
    let s = study(SURROUNDED, "  kind: blockade", "no");
    assert!(matches!(
        s.check("d4xd2"),
        Err(AnswerError::Unreadable { .. })
    ));
}

/// `best-actions` when the side to move wins: every winning action is right; a slower one
/// is told how much faster the best is; a drawing one names its refutation.
#[test]
fn best_actions_every_win_is_right_and_a_slower_one_is_told_the_fastest() {
    // Fox e5, eight captured: e5-d5 wins in 5 plies, e5-e4 in 7; e5-e6 and e5-f5 draw.
    let s = study(
        "3/3/2G1F2/2G3G/4G2/3/3 f 8",
        "  kind: best-actions",
        "e5-d5 e5-e4",
    );
    assert_eq!(
        s.expected(),
        Expected::List(vec!["e5-d5".into(), "e5-e4".into()])
    );
    let v = check(&s, "e5-e4, e5-d5");
    assert!(v.correct);
    assert_eq!(
        v.slower,
        [SlowerWin {
            action: "e5-e4".into(),
            plies: 7,
            best: "e5-d5".into(),
            best_plies: 5,
        }]
    );
    // The fastest alone: right, nothing slower to tell, the other win missing.
    let v = check(&s, "e5-d5");
    assert!(!v.correct);
    assert_eq!(v.missing, ["e5-e4"]);
    assert!(v.slower.is_empty());
    // A slower win alone is right, and told the best.
    let v = check(&s, "e5-e4");
    assert_eq!(v.right, ["e5-e4"]);
    assert!(v.wrong.is_empty());
    assert_eq!(v.slower.len(), 1);
    let v = check(&s, "e5-f5");
    assert!(v.slower.is_empty());
    assert!(matches!(
        wrong(&v)[..],
        [(
            "e5-f5",
            WrongReason::Refuted {
                replier: Side::Geese,
                after: Proven::Proven(Value::Draw),
                ..
            }
        )]
    ));
}

/// `best-actions` when the side to move loses: the action that holds out longest is right,
/// one that loses at once names the winning reply.
#[test]
fn best_actions_when_losing_hold_out_longest() {
    // The fox on g3 threatens g3xe3 over f3, the ninth capture; only f3-e3 holds (5 plies).
    let s = study("3/3/7/1G5/5GF/G1G/3 g 8", "  kind: best-actions", "f3-e3");
    assert_eq!(s.expected(), Expected::List(vec!["f3-e3".into()]));
    let v = check(&s, "f3-e3");
    assert!(v.correct);
    assert!(v.slower.is_empty(), "a loss is never a slower win");
    let v = check(&s, "b4-a4");
    assert_eq!(
        wrong(&v),
        [(
            "b4-a4",
            &WrongReason::Refuted {
                reply: Some("g3xe3".into()),
                replier: Side::Fox,
                after: Proven::Proven(Value::win(Side::Fox, 0)),
            }
        )]
    );
    // An illegal action still gets the engine's reasons.
    let v = check(&s, "f3-f4");
    assert!(matches!(
        wrong(&v)[..],
        [("f3-f4", WrongReason::Illegal(_))]
    ));
}

/// `best-actions` in a drawn position: every drawing action, none of the losing ones.
#[test]
fn best_actions_when_drawing_keep_the_draw() {
    let s = study(
        "1F1/2G/7/4G2/4GG1/3/3 g 8",
        "  kind: best-actions",
        "e6-e5 e4-d4 e4-f4 e3-d3 e3-e2 f3-g3",
    );
    let v = check(&s, "e6-e5 e4-d4 e4-f4 e3-d3 e3-e2 f3-g3");
    assert!(v.correct);
    let v = check(&s, "e6-d6");
    assert!(matches!(
        wrong(&v)[..],
        [(
            "e6-d6",
            WrongReason::Refuted {
                replier: Side::Fox,
                after: Proven::Proven(Value::Win {
                    winner: Side::Fox,
                    plies: 0
                }),
                ..
            }
        )]
    ));
}

/// `verdict`: the value's name or a short word, in either language; a wrong one is told the
/// proven value and the line that shows it.
#[test]
fn verdict_names_the_value_and_a_wrong_one_gets_the_line() {
    let s = study("3/3/2G1F2/2G3G/4G2/3/3 f 8", "  kind: verdict", "fox-wins");
    assert_eq!(s.expected(), Expected::Verdict(Value::win(Side::Fox, 5)));
    for answer in [
        "fox-wins",
        "Fox wins",
        "fox",
        "rubah",
        "rubah menang",
        "RUBAH-MENANG.",
    ] {
        let v = check(&s, answer);
        assert!(v.correct, "{answer}");
        assert_eq!(v.right, ["fox-wins"], "{answer}");
    }
    let v = check(&s, "seri");
    assert!(!v.correct);
    assert_eq!(v.missing, ["fox-wins"]);
    assert_eq!(
        wrong(&v),
        [(
            "seri",
            &WrongReason::WrongVerdict {
                value: Value::win(Side::Fox, 5),
                mover: Side::Fox,
                best: Some("e5-d5".into()),
                reply: Some("c5-b5".into()),
            }
        )]
    );
    // The geese to move in the same position: they step away from the threats, a draw.
    let s = study("3/3/2G1F2/2G3G/4G2/3/3 g 8", "  kind: verdict", "draw");
    assert_eq!(s.expected(), Expected::Verdict(Value::Draw));
    assert!(check(&s, "Draw").correct);
    let v = check(&s, "geese");
    assert_eq!(v.wrong[0].answer, "geese");
    assert!(matches!(
        v.wrong[0].reason,
        WrongReason::WrongVerdict {
            value: Value::Draw,
            mover: Side::Geese,
            best: Some(_),
            reply: Some(_),
        }
    ));
    // A jump that ends the game has no reply.
    let s = study("3/3/7/2GF3/3G3/3/3 f 8", "  kind: verdict", "fox");
    let v = check(&s, "angsa");
    assert_eq!(
        wrong(&v),
        [(
            "angsa",
            &WrongReason::WrongVerdict {
                value: Value::win(Side::Fox, 1),
                mover: Side::Fox,
                best: Some("d4xb4".into()),
                reply: None,
            }
        )]
    );
    assert_eq!(
        s.check("d4xb4"),
        Err(AnswerError::Unreadable {
            token: "d4xb4".into(),
            kind: AnswerKind::Verdict
        })
    );
}
