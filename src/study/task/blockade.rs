//! `blockade`: has the fox no legal action? Answered yes or no.
//!
//! A fox that is not blockaded is shown one legal action as the witness, a capture when it has
//! one: a surrounded fox that can still jump is the seed's classic misconception.

use crate::rules::position::Position;
use crate::rules::Side;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::common::not_an_action;
use super::question::{Placed, Question};
use super::solution::Solution;

/// Has the fox no legal action? (No fields.)
pub(super) struct Blockade;

impl Question for Blockade {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let actions = pos.with_turn(Side::Fox).legal_actions();
        let witness = actions
            .iter()
            .find(|a| a.is_jump())
            .or(actions.first())
            .copied();
        Ok(Solution::Blockade {
            blockaded: witness.is_none(),
            witness,
        })
    }

    /// A wrong yes names the witness; a wrong no says the fox cannot move.
    fn why_wrong(&self, _: &Position, solution: &Solution, item: Item<'_>) -> WrongReason {
        match (item, solution) {
            (
                Item::YesNo(_),
                Solution::Blockade {
                    witness: Some(w), ..
                },
            ) => WrongReason::FoxCanMove {
                witness: w.to_string(),
            },
            (Item::YesNo(_), _) => WrongReason::FoxBlockaded,
            _ => not_an_action(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::{act, pos};
    use super::super::Expected;
    use super::super::Task;
    use super::*;

    #[test]
    fn surrounded_fox_is_not_blockaded() {
        // The seed's study: geese on all four neighbours of d4; beyond d5, c4 and e4 stand
        // more geese, but d2 beyond d3 is empty.
        let p = pos("3/1G1/3G3/1GGFGG1/3G3/3/3 f 0");
        let s = Task::Blockade.solve(&p).unwrap();
        assert_eq!(
            s,
            Solution::Blockade {
                blockaded: false,
                witness: Some(act(&p, "d4xd2"))
            }
        );
        assert_eq!(s.expected(), Expected::YesNo(false));
    }
}
