//! Which message says how a wrong action of a value-graded study is refuted.

use crate::message::{ids, Message};
use crate::rules::Side;
use crate::solve::{Value, Verdict};

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
