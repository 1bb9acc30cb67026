//! `safe-moves`: the goose moves after which the fox has no capture.
//!
//! They are goose moves, so the position must have the geese to move.

use crate::rules::position::Position;
use crate::rules::Side;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::common::{fox_captures, not_an_action};
use super::question::{Placed, Question};
use super::solution::Solution;

/// The goose moves after which the fox has no capture. (No fields.)
pub(super) struct SafeMoves;

impl Question for SafeMoves {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let geese = pos.with_turn(Side::Geese);
        Ok(Solution::Actions(
            geese
                .legal_actions()
                .into_iter()
                .filter(|m| fox_captures(&geese.play_unchecked(m)).is_empty())
                .collect(),
        ))
    }

    /// Illegal for the geese; else one capture the fox then has.
    fn why_wrong(&self, pos: &Position, _: &Solution, item: Item<'_>) -> WrongReason {
        let Item::Action(a) = item else {
            return not_an_action();
        };
        let geese = pos.with_turn(Side::Geese);
        match geese.find(a) {
            Err(reasons) => WrongReason::Illegal(reasons),
            Ok(m) => match fox_captures(&geese.play_unchecked(&m)).first() {
                Some(c) => WrongReason::OpensCapture {
                    capture: c.to_string(),
                },
                None => not_an_action(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::pos;
    use super::super::Task;

    #[test]
    fn safe_moves_leave_no_capture() {
        // One goose on d6, two points from the fox: stepping to d5 leaves d6 empty behind it.
        let p = pos("3/1G1/7/3F3/7/3/3 g 0");
        let safe = Task::SafeMoves.solve(&p).unwrap().expected().items();
        assert_eq!(safe, ["d6-c6", "d6-e6"]);
    }
}
