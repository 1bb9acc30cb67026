//! `verdict`: what is the position worth with best play? Answered `fox-wins`, `geese-win` or
//! `draw` (also `fox`, `geese`, and the Indonesian words: the words are the locale files'
//! `values-words-*` messages, read by `super::super::answer`).
//!
//! The solver proves the value, as for `best-actions`, within the same [`BUDGET`] and with
//! the same in-memory solver: a position it does not prove is refused at load
//! (`ProblemKind::ValueUnproven`), so `validate` names it. The solution keeps the best action,
//! so the hint ladder can point at it; a wrong verdict is told the proven value and the line
//! that shows it: the best action, and the opponent's best reply to it.
//!
//! [`BUDGET`]: super::best_actions::BUDGET

use crate::rules::position::Position;
use crate::solve::Verdict as Proof;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::super::problem::ProblemKind;
use super::best_actions::proven;
use super::common::not_an_action;
use super::kind::TaskKind;
use super::question::{Place, Placed, Question};
use super::solution::Solution;

/// What is the position worth with best play? (No fields.)
pub(super) struct VerdictTask;

impl Question for VerdictTask {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let unproven = || {
            (
                Place::Position,
                ProblemKind::ValueUnproven {
                    kind: TaskKind::Verdict,
                },
            )
        };
        let a = proven(pos).ok_or_else(unproven)?;
        let Proof::Proven(value) = a.verdict else {
            return Err(unproven());
        };
        Ok(Solution::Verdict {
            value,
            best: a.actions.first().map(|b| b.action),
        })
    }

    /// The proven value, with the best action and the opponent's best reply to it.
    fn why_wrong(&self, pos: &Position, solution: &Solution, item: Item<'_>) -> WrongReason {
        let (Item::Verdict(_), Solution::Verdict { value, best }) = (item, solution) else {
            return not_an_action();
        };
        let reply = best.and_then(|b| {
            let after = pos.play_unchecked(&b);
            proven(&after)?
                .actions
                .first()
                .map(|r| r.action.to_string())
        });
        WrongReason::WrongVerdict {
            value: *value,
            mover: pos.turn(),
            best: best.map(|b| b.to_string()),
            reply,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::{act, pos};
    use super::super::Task;
    use super::*;
    use crate::rules::Side;
    use crate::solve::Value;

    #[test]
    fn the_value_and_the_best_action() {
        // Two geese left and eight captured: the fox jumps and wins at once.
        let p = pos("3/3/7/2GF3/3G3/3/3 f 8");
        let s = Task::Verdict.solve(&p).unwrap();
        assert_eq!(
            s,
            Solution::Verdict {
                value: Value::win(Side::Fox, 1),
                best: Some(act(&p, "d4xb4")),
            }
        );
        // Eight captured, the geese to move: they keep every goose out of reach, a draw.
        let p = pos("3/3/2G1F2/2G3G/4G2/3/3 g 8");
        let Solution::Verdict { value, .. } = Task::Verdict.solve(&p).unwrap() else {
            panic!()
        };
        assert_eq!(value, Value::Draw);
    }
}
