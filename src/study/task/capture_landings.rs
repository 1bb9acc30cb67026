//! `capture-landings`: every point a fox capture lands on, top of the board first.
//!
//! The landings are the points where a capture action ends. Where a fox may go on jumping,
//! stopping after each jump is its own action, so every stop counts; where chains must be
//! maximal, only their ends do.

use crate::rules::point::{Coord, Point};
use crate::rules::position::Position;
use crate::rules::Side;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::common::{fox_captures, not_an_action};
use super::question::{Placed, Question};
use super::solution::Solution;

/// Every point a fox capture lands on. (No fields.)
pub(super) struct CaptureLandings;

impl Question for CaptureLandings {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let mut points: Vec<Point> = Vec::new();
        for a in fox_captures(pos) {
            if !points.contains(&a.to()) {
                points.push(a.to());
            }
        }
        points.sort_by_key(|p| (std::cmp::Reverse(p.rank()), p.file()));
        Ok(Solution::Points(
            points.into_iter().map(|p| pos.board().coord(p)).collect(),
        ))
    }

    fn why_wrong(&self, pos: &Position, _: &Solution, item: Item<'_>) -> WrongReason {
        match item {
            Item::Point(c) => landing_reason(pos, c),
            _ => not_an_action(),
        }
    }
}

/// Why no capture lands on `c` (which is not an expected landing).
fn landing_reason(pos: &Position, c: Coord) -> WrongReason {
    let Some(p) = pos.on_board(c) else {
        return WrongReason::OffBoard { point: c };
    };
    if let Some(by) = pos.piece_at(p) {
        return WrongReason::Occupied { point: p, by };
    }
    let fox = pos.with_turn(Side::Fox);
    if fox
        .legal_actions()
        .iter()
        .any(|a| !a.is_jump() && a.to() == p)
    {
        WrongReason::StepNotCapture { point: p }
    } else {
        WrongReason::NoCaptureLands { point: p }
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::pos;
    use super::super::Task;

    #[test]
    fn a_surrounded_fox_lands_beyond_the_one_goose_with_space_behind() {
        // The seed's study: of the four geese around d4, only d3 has an empty point beyond.
        let p = pos("3/1G1/3G3/1GGFGG1/3G3/3/3 f 0");
        assert_eq!(
            Task::CaptureLandings.solve(&p).unwrap().expected().items(),
            ["d2"]
        );
    }
}
