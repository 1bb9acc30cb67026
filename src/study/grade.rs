//! Grading: a learner's answer against the engine's, item by item, each wrong item with why.
//!
//! Lists are graded as sets of canonical notations: what was right, what is missing, and each
//! wrong item with a [`WrongReason`]. An item the rules forbid carries the engine's
//! [`IllegalReason`]s, the same as `why` prints; an item that is legal but not an answer
//! carries a reason of its own task kind ("legal, but after it the fox can capture c4xc2"),
//! which the kind's module in [`super::task`] gives; the reasons themselves stay one enum here,
//! so that every front end renders them alike.

use std::collections::HashSet;

use crate::rules::action::IllegalReason;
use crate::rules::point::{Coord, Point};
use crate::rules::Side;

use super::answer::{Answer, Item};
use super::task::{Expected, Solution};
use super::Study;

/// The result of grading one answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Graded {
    /// Whether the answer is exactly the expected one.
    pub correct: bool,
    /// The engine's answer.
    pub expected: Expected,
    /// Items given that are in the expected answer, in the expected order.
    pub right: Vec<String>,
    /// Expected items not given.
    pub missing: Vec<String>,
    /// Items given that are wrong, in the order given, each with why.
    pub wrong: Vec<Wrong>,
    /// `blockade` when the fox is not blockaded: one legal fox action (a capture when there is
    /// one), whatever the learner answered.
    pub witness: Option<String>,
    /// `best-actions`: the right items that win, but slower than the fastest win, each with
    /// the fastest (in the order given).
    pub slower: Vec<SlowerWin>,
}

/// A right action that wins, but not as fast as the best: "c5-c4 wins too, in 11 plies;
/// b5-b4 wins in 7". Plies are counted from the study's position, the action included.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SlowerWin {
    /// The action given, in notation.
    pub action: String,
    /// Plies to the win after playing it, counted from the position.
    pub plies: u16,
    /// The fastest winning action, in notation.
    pub best: String,
    /// Plies to the win after the best, counted from the position.
    pub best_plies: u16,
}

/// One wrong item.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Wrong {
    /// The item in canonical notation; for a yes/no answer read by [`super::Study::check`], the
    /// learner's own word (`ya`), else `yes`/`no`.
    pub answer: String,
    /// Why it is wrong.
    pub reason: WrongReason,
}

/// Why an item of an answer is wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum WrongReason {
    /// The action is not legal here; the engine's reasons (render each with its own message).
    Illegal(Vec<IllegalReason>),
    /// `list-actions` with `from`: legal, but another piece's action.
    OtherPiece {
        /// The selected piece's point.
        from: Point,
    },
    /// `capture-landings`: the point is not on the board.
    OffBoard {
        /// The point as written.
        point: Coord,
    },
    /// `capture-landings`: the fox can step there, but a step is not a capture.
    StepNotCapture {
        /// The point.
        point: Point,
    },
    /// `capture-landings`: a piece stands there, so nothing lands on it.
    Occupied {
        /// The point.
        point: Point,
        /// Whose piece.
        by: Side,
    },
    /// `capture-landings`: no capture lands on this empty point.
    NoCaptureLands {
        /// The point.
        point: Point,
    },
    /// `opened-captures`: the capture was already available before the move.
    AlreadyAvailable,
    /// `opened-captures`: legal after the move, but a step, not a capture.
    NotACapture,
    /// `safe-moves`: legal, but after it the fox can capture.
    OpensCapture {
        /// One capture the fox then has.
        capture: String,
    },
    /// `first-opening`: the move is not in the replay.
    NotInReplay,
    /// `first-opening`: a fox move; openings are goose moves.
    FoxMove,
    /// `first-opening`: after this goose move the fox has no capture it lacked before it.
    NoNewCapture,
    /// `first-opening`: this move comes after the first opening.
    AfterFirst {
        /// The first opening move.
        first: String,
    },
    /// `blockade`, answered yes: the fox still has this legal action.
    FoxCanMove {
        /// The action.
        witness: String,
    },
    /// `blockade`, answered no: the fox has no step and no jump.
    FoxBlockaded,
    /// `verdict`: the value is another; the proven value and the line that shows it.
    WrongVerdict {
        /// The proven value.
        value: crate::solve::Value,
        /// The side to move.
        mover: Side,
        /// Its best action, in notation (`None` when the game is over).
        best: Option<String>,
        /// The opponent's best reply to it (`None` when the best action ends the game).
        reply: Option<String>,
    },
    /// `best-actions`: legal, but it gives up value; the opponent's best reply (`None` when
    /// the action ends the game) and the value after it.
    Refuted {
        /// The opponent's best reply, in notation.
        reply: Option<String>,
        /// The side that replies.
        replier: Side,
        /// The proven value after the reply (or after the action, without a reply).
        after: crate::solve::Verdict,
    },
    /// `find-mistake`: the action kept the outcome (`slower`: it made a win slower or a loss
    /// faster, an inaccuracy, not a mistake); the verdict after it.
    KeptValue {
        /// An inaccuracy rather than the value kept exactly.
        slower: bool,
        /// The proven verdict after the action.
        after: crate::solve::Verdict,
    },
    /// `find-mistake`: a mistake, but an earlier action had already changed the value.
    NotFirstMistake,
    /// A puzzle: legal, but not the one action that keeps `value` (the position's, from the
    /// puzzle file) for `mover`.
    PuzzleMiss {
        /// The position's proven value.
        value: crate::solve::Value,
        /// The side to move.
        mover: Side,
    },
}

impl WrongReason {
    /// The engine's reasons, for [`WrongReason::Illegal`].
    pub fn illegal_reasons(&self) -> &[IllegalReason] {
        match self {
            WrongReason::Illegal(v) => v,
            _ => &[],
        }
    }
}

/// Grades `answer` for `study`. An answer of another shape than the task's (points for an
/// action list, say) has every item wrong, as not an action; [`super::Study::check`] never
/// produces one.
pub fn grade(study: &Study, answer: &Answer) -> Graded {
    // `f6` and `11` name one square of the draught board: compare in the board's own names.
    let answer = &answer.canonical(study.position.board());
    let solution = study.solution();
    let expected = solution.expected();
    let witness = match solution {
        Solution::Blockade {
            witness: Some(w), ..
        } => Some(w.to_string()),
        _ => None,
    };
    let mut v = Graded {
        correct: false,
        expected: expected.clone(),
        right: Vec::new(),
        missing: Vec::new(),
        wrong: Vec::new(),
        witness,
        slower: Vec::new(),
    };
    let items = items(answer);
    compare(&mut v, &answer.items(), |i| {
        without_game_over(study.task.why_wrong(&study.position, solution, items[i]))
    });
    let right: Vec<String> = answer
        .items()
        .into_iter()
        .filter(|g| v.right.contains(g))
        .collect();
    v.slower = study.task.slower_wins(&study.position, &right);
    v.correct = v.missing.is_empty() && v.wrong.is_empty();
    v
}

/// `reason` without "the game is already over" when the action breaks a rule of its own: in
/// a finished position every action is refused for that, and saying so tells a learner that
/// the side has no legal action, which is what a study may be asking.
fn without_game_over(reason: WrongReason) -> WrongReason {
    match reason {
        WrongReason::Illegal(mut v) if v.len() > 1 => {
            v.retain(|r| *r != IllegalReason::GameOver);
            WrongReason::Illegal(v)
        }
        other => other,
    }
}

/// The items of `answer`, in the order of [`Answer::items`].
fn items(answer: &Answer) -> Vec<Item<'_>> {
    match answer {
        Answer::YesNo(b) => vec![Item::YesNo(*b)],
        Answer::Verdict(w) => vec![Item::Verdict(*w)],
        Answer::Actions(v) => v.iter().map(Item::Action).collect(),
        Answer::Points(v) => v.iter().copied().map(Item::Point).collect(),
    }
}

/// Sorts `given` into right and wrong, and the expected items not given into missing. Each side
/// is looked up in a set of the other, so a long answer to a long list is graded in linear
/// time (issue 9, finding 12).
fn compare(v: &mut Graded, given: &[String], reason: impl Fn(usize) -> WrongReason) {
    let expected = v.expected.items();
    let given_set: HashSet<&String> = given.iter().collect();
    let expected_set: HashSet<&String> = expected.iter().collect();
    for e in &expected {
        if given_set.contains(e) {
            v.right.push(e.clone());
        } else {
            v.missing.push(e.clone());
        }
    }
    for (i, g) in given.iter().enumerate() {
        if !expected_set.contains(g) {
            v.wrong.push(Wrong {
                answer: g.clone(),
                reason: reason(i),
            });
        }
    }
}
