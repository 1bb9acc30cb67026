//! Which message says how a wrong action of a value-graded study is refuted, and how much
//! faster the best win is than a slower one given.

use crate::message::{ids, Message};
use crate::rules::Side;
use crate::solve::{Value, Verdict};
use crate::study::SlowerWin;

/// "legal, but the fox replies d4xd2, and then the fox wins in 9 plies"; without a reply
/// (the action ended the game), what the value is after it.
pub fn refutation_message(reply: Option<&str>, replier: Side, after: &Verdict) -> Message {
    let after = match after {
        Verdict::Proven(Value::Draw) => Message::new(ids::VALUES_AFTER_DRAW),
        v => super::solve::short(v),
    };
    match reply {
        Some(r) => Message::new(ids::VALUES_REFUTED)
            .arg("replier", replier.name())
            .arg("reply", r)
            .arg("after", after),
        None => Message::new(ids::VALUES_REFUTED_FINAL).arg("after", after),
    }
}

/// "with best play the fox wins in 9 plies: the fox plays d4-c4 and the geese reply c5-b5";
/// without a reply, the best action ends the game; without a best action, the game is over.
pub fn wrong_verdict_message(
    value: Value,
    mover: Side,
    best: Option<&str>,
    reply: Option<&str>,
) -> Message {
    let v = match value {
        Value::Draw => Message::new(ids::VALUES_VERDICT_DRAW),
        v => super::solve::short(&Verdict::Proven(v)),
    };
    match (best, reply) {
        (Some(b), Some(r)) => Message::new(ids::VALUES_WRONG_VERDICT)
            .arg("value", v)
            .arg("mover", mover.name())
            .arg("best", b)
            .arg("reply", r),
        (Some(b), None) => Message::new(ids::VALUES_WRONG_VERDICT_FINAL)
            .arg("value", v)
            .arg("best", b),
        (None, _) => Message::new(ids::VALUES_WRONG_VERDICT_OVER).arg("value", v),
    }
}

/// "c5-c4 wins too, in 11 plies; b5-b4 wins in 7."
pub fn slower_win_message(w: &SlowerWin) -> Message {
    Message::new(ids::VALUES_SLOWER_WIN)
        .arg("action", w.action.as_str())
        .arg("plies", w.plies)
        .arg("best", w.best.as_str())
        .arg("fastest", w.best_plies)
}
