//! `list-actions`: every legal action of a side, or of one of its pieces.
//!
//! The task's `side` decides whose actions are listed, never the position's side to move.

use crate::message::Arg;
use crate::rules::point::Point;
use crate::rules::position::Position;
use crate::rules::Side;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::super::problem::ProblemKind;
use super::super::schema::TaskSpec;
use super::common::{illegal, not_an_action};
use super::question::{Place, Placed, Question, Report};
use super::solution::Solution;

/// List every legal action of `side` (of the piece on `from` only, when given).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ListActions {
    /// Whose actions.
    pub side: Side,
    /// Only this piece's (a piece of `side` stands there).
    pub from: Option<Point>,
}

impl ListActions {
    /// Reads this kind's fields from the task map, reporting each problem where it is written.
    pub(super) fn read(
        spec: &TaskSpec,
        pos: &Position,
        report: &mut dyn Report,
    ) -> Option<ListActions> {
        let side = Side::from(spec.side?);
        let from = match &spec.from {
            None => None,
            Some(text) => Some(piece(text, side, pos, report)?),
        };
        Some(ListActions { side, from })
    }
}

/// The point `from: TEXT` names, where a piece of `side` must stand.
fn piece(text: &str, side: Side, pos: &Position, report: &mut dyn Report) -> Option<Point> {
    let at = Place::Value("from");
    let p = report.read_point(at, text, pos.rules())?;
    if pos.piece_at(p) != Some(side) {
        report.problem(
            at,
            ProblemKind::NoPieceOfSide {
                point: p.to_string(),
                side,
            },
        );
        return None;
    }
    Some(p)
}

impl Question for ListActions {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let p = pos.with_turn(self.side);
        Ok(Solution::Actions(match self.from {
            Some(f) => p.legal_actions_from(f),
            None => p.legal_actions(),
        }))
    }

    /// Illegal for the side; else another piece's action.
    fn why_wrong(&self, pos: &Position, _: &Solution, item: Item<'_>) -> WrongReason {
        let Item::Action(a) = item else {
            return not_an_action();
        };
        match (illegal(&pos.with_turn(self.side), a), self.from) {
            (Some(r), _) => r,
            (None, Some(from)) => WrongReason::OtherPiece { from },
            (None, None) => not_an_action(),
        }
    }

    /// `side` (`fox`/`geese`), and `from` when given.
    fn text_args(&self) -> Vec<(&'static str, Arg)> {
        let mut v = vec![("side", Arg::from(self.side.name()))];
        if let Some(p) = self.from {
            v.push(("from", Arg::from(p.to_string())));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::pos;
    use super::*;
    use crate::rules::point::Coord;

    fn listed(p: &Position, side: Side, from: Option<&str>) -> Vec<String> {
        let from = from.map(|f| f.parse::<Coord>().unwrap());
        let from = from.map(|c| p.on_board(c).unwrap());
        let mut v = ListActions { side, from }
            .solve(p)
            .unwrap()
            .expected()
            .items();
        v.sort();
        v
    }

    #[test]
    fn the_task_side_decides_not_the_side_to_move() {
        // The fox is to move, but the task asks for the geese's moves: d6 steps south or aside.
        let p = pos("3/1G1/7/3F3/7/3/3 f 0");
        assert_eq!(listed(&p, Side::Geese, None), ["d6-c6", "d6-d5", "d6-e6"]);
        assert_eq!(listed(&p, Side::Geese, Some("d6")).len(), 3);
        assert_eq!(
            listed(&p, Side::Fox, Some("d4")),
            ["d4-c4", "d4-d3", "d4-d5", "d4-e4"]
        );
    }
}
