//! `first-opening`: the first goose move of a replay after which the fox has a new capture.
//!
//! Only goose moves count: an opening is something the geese give away. A fox step that walks
//! next to a goose changes which captures exist too, but no editor would call it "the move
//! that opened a capture", so fox moves in a replay are never the answer. A replay in which no
//! goose move opens anything has no answer, and the loader refuses it.

use crate::message::Arg;
use crate::rules::action::Action;
use crate::rules::position::Position;
use crate::rules::Side;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::super::problem::ProblemKind;
use super::super::schema::TaskSpec;
use super::common::{fox_captures, new_captures, not_an_action};
use super::question::{Place, Placed, Question, Report};
use super::replay::{read_replay, replay_args, replay_index, replay_positions};
use super::solution::Solution;

/// The first goose move of the replay `moves` after which the fox has a new capture.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FirstOpening {
    /// The replay, each action legal in turn.
    pub moves: Vec<Action>,
}

impl FirstOpening {
    /// Reads this kind's fields from the task map, reporting each problem where it is written.
    pub(super) fn read(
        spec: &TaskSpec,
        pos: &Position,
        report: &mut dyn Report,
    ) -> Option<FirstOpening> {
        let moves = read_replay(spec, pos, report)?;
        Some(FirstOpening { moves })
    }
}

impl Question for FirstOpening {
    /// No answer when no goose move of the replay opens a capture.
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let first = openings(pos, &self.moves)
            .into_iter()
            .enumerate()
            .find(|(_, opened)| !opened.is_empty());
        match first {
            Some((index, opened)) => Ok(Solution::FirstOpening {
                index,
                action: self.moves[index],
                opened,
            }),
            None => Err((Place::Key("moves"), ProblemKind::NoOpening)),
        }
    }

    /// Not in the replay; a fox move; after the first opening; opening nothing.
    fn why_wrong(&self, pos: &Position, solution: &Solution, item: Item<'_>) -> WrongReason {
        let index = match replay_index(&self.moves, item) {
            Ok(i) => i,
            Err(reason) => return reason,
        };
        let first = match solution {
            Solution::FirstOpening { index, action, .. } => Some((*index, action)),
            _ => None,
        };
        let turn = replay_positions(pos, &self.moves)[index].turn();
        match first {
            _ if turn == Side::Fox => WrongReason::FoxMove,
            Some((f, action)) if index > f => WrongReason::AfterFirst {
                first: action.to_string(),
            },
            _ if openings(pos, &self.moves)[index].is_empty() => WrongReason::NoNewCapture,
            _ => not_an_action(),
        }
    }

    /// `moves`, joined with spaces.
    fn text_args(&self) -> Vec<(&'static str, Arg)> {
        replay_args(&self.moves)
    }
}

/// For each move of a replay, the captures it opens (empty for fox moves).
fn openings(pos: &Position, moves: &[Action]) -> Vec<Vec<Action>> {
    let positions = replay_positions(pos, moves);
    positions
        .windows(2)
        .map(|w| {
            if w[0].turn() == Side::Geese {
                new_captures(&fox_captures(&w[0]), &fox_captures(&w[1]))
            } else {
                Vec::new()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::{pos, replay};
    use super::super::Task;
    use super::*;

    fn solve(p: &Position, moves: Vec<Action>) -> Option<Solution> {
        Task::FirstOpening(FirstOpening { moves }).solve(p)
    }

    #[test]
    fn first_opening_is_a_goose_move() {
        // The fox steps to e4; then d5-e5 puts a goose beside it with e6 empty beyond.
        let p = pos("3/1G1/3G3/3F3/7/3/3 f 0");
        let moves = replay(&p, &["d4-e4", "d5-e5"]);
        assert_eq!(solve(&p, moves).unwrap().expected().items(), ["d5-e5"]);
        // A fox step that creates captures is not an opening: d4-d5 finds d5xd7 and d5xb5,
        // and no goose move afterwards opens anything new.
        let p = pos("3/1G1/3G3/3F3/7/3/3 g 0");
        let moves = replay(&p, &["d5-c5", "d4-d5", "d6-e6"]);
        assert_eq!(solve(&p, moves), None);
    }
}
