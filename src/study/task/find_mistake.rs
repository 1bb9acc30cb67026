//! `find-mistake`: the first action of a replay that changed the value, as the solver proves it.
//!
//! The study gives a position and a replay (`moves`, read as `first-opening` reads them); the
//! answer is one action of the replay, in its notation, as the learner sees it in the prompt's
//! list of moves. An action is a mistake when the value after it, seen one ply earlier, is a
//! worse outcome for the side that played it than the value before it (a win became a draw or
//! a loss, a draw a loss): [`crate::engine::review::Class`], the same test `review` applies. A
//! slower win or a faster loss is an inaccuracy, not a mistake.
//!
//! Every value up to the first mistake must be proven, in the in-memory solver `best-actions`
//! uses, within `best-actions`' budget for the whole replay (not per position, so that a long
//! replay of large positions cannot make loading a study take minutes): a study whose values
//! are not proven is refused, never guessed. The replay must have a mistake. The notation of the first mistake must not appear
//! earlier in the replay, so that the answer names one action.
//!
//! A wrong action is answered with what it did: not in the replay; kept the value (and what
//! the value still is after it); an inaccuracy; or a mistake, but not the first.

use std::time::Instant;

use crate::message::Arg;
use crate::rules::action::Action;
use crate::rules::position::Position;
use crate::solve::Class;
use crate::solve::Verdict;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::super::problem::ProblemKind;
use super::super::schema::TaskSpec;
use super::best_actions::{proven, proven_within, BUDGET};
use super::common::not_an_action;
use super::kind::TaskKind;
use super::question::{Place, Placed, Question, Report};
use super::replay::{read_replay, replay_args, replay_index, replay_positions};
use super::solution::Solution;

/// The first action of the replay `moves` that changed the value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FindMistake {
    /// The replay, each action legal in turn.
    pub moves: Vec<Action>,
}

impl FindMistake {
    /// Reads this kind's fields from the task map, reporting each problem where it is written.
    pub(super) fn read(
        spec: &TaskSpec,
        pos: &Position,
        report: &mut dyn Report,
    ) -> Option<FindMistake> {
        let moves = read_replay(spec, pos, report)?;
        Some(FindMistake { moves })
    }
}

/// The proven verdict of `pos`, or `None`.
fn value(pos: &Position) -> Option<Verdict> {
    proven(pos).map(|a| a.verdict)
}

impl FindMistake {
    /// The class of the replay's action `index`, from the proven values around it (`None`
    /// when either is not proven).
    fn class(&self, positions: &[Position], index: usize) -> Option<(Class, Verdict)> {
        let before = value(&positions[index])?;
        let after = value(&positions[index + 1])?;
        Some((Class::of(positions[index].turn(), before, after), after))
    }
}

impl Question for FindMistake {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let positions = replay_positions(pos, &self.moves);
        let start = Instant::now();
        let unproven = || {
            (
                Place::Position,
                ProblemKind::ValueUnproven {
                    kind: TaskKind::FindMistake,
                },
            )
        };
        let mut values = Vec::with_capacity(positions.len());
        for (index, action) in self.moves.iter().enumerate() {
            while values.len() < index + 2 {
                let left = BUDGET.saturating_sub(start.elapsed());
                let at = values.len();
                let v = proven_within(&positions[at], left).map(|a| a.verdict);
                // The position not proven is named: the start, or the one after action
                // `at` of the moves, at that action.
                let v = match (v, at) {
                    (Some(v), _) => v,
                    (None, 0) => return Err(unproven()),
                    (None, at) => {
                        return Err((
                            Place::Item("moves", at - 1),
                            ProblemKind::ReplayValueUnproven {
                                number: at,
                                action: self.moves[at - 1].to_string(),
                            },
                        ))
                    }
                };
                values.push(v);
            }
            let class = Class::of(positions[index].turn(), values[index], values[index + 1]);
            if class != Class::Mistake {
                continue;
            }
            let name = action.to_string();
            if self.moves[..index].iter().any(|m| m.to_string() == name) {
                return Err((
                    Place::Item("moves", index),
                    ProblemKind::MistakeRepeated { action: name },
                ));
            }
            return Ok(Solution::FirstMistake {
                index,
                action: *action,
            });
        }
        Err((Place::Key("moves"), ProblemKind::NoMistake))
    }

    /// Not in the replay; kept the value; slower or faster, but the same outcome; a mistake
    /// after the first.
    fn why_wrong(&self, pos: &Position, _: &Solution, item: Item<'_>) -> WrongReason {
        let index = match replay_index(&self.moves, item) {
            Ok(i) => i,
            Err(reason) => return reason,
        };
        let positions = replay_positions(pos, &self.moves);
        match self.class(&positions, index) {
            Some((Class::Mistake, _)) => WrongReason::NotFirstMistake,
            Some((class, after)) => WrongReason::KeptValue {
                slower: class == Class::Inaccuracy,
                after,
            },
            None => not_an_action(),
        }
    }

    /// `moves`, joined with spaces.
    fn text_args(&self) -> Vec<(&'static str, Arg)> {
        replay_args(&self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::{pos, replay};
    use super::super::Task;
    use super::*;

    fn solve(p: &str, moves: &[&str]) -> Result<Solution, Placed> {
        let p = pos(p);
        Task::FindMistake(FindMistake {
            moves: replay(&p, moves),
        })
        .solve_placed(&p)
    }

    #[test]
    fn the_first_action_that_changed_the_value() {
        // The fox steps away from a winning jump (win in 1 → draw); the geese then hand it back.
        let s = solve("3/3/7/2GF3/3G3/3/3 f 8", &["d4-e4", "c4-d4", "e4xc4"]).unwrap();
        assert_eq!(s.expected().items(), ["d4-e4"]);
        // The jump itself keeps the value; the geese's c4-d4 is the first mistake.
        let s = solve("3/3/7/2GF3/3G3/3/3 f 8", &["d4-e4", "c4-d4"]).unwrap();
        assert_eq!(s.expected().items(), ["d4-e4"]);
        let s = solve("3/3/7/2G1F2/3G3/3/3 g 8", &["c4-d4", "e4xc4"]).unwrap();
        assert_eq!(s.expected().items(), ["c4-d4"]);
    }

    #[test]
    fn a_slower_win_is_no_mistake() {
        // g3-g4 wins in 12 plies, not 9: an inaccuracy; nothing in the replay is a mistake.
        let e = solve("3/3/7/7/4G1F/3/GGG f 6", &["g3-g4", "e3-d3"]).unwrap_err();
        assert_eq!(e, (Place::Key("moves"), ProblemKind::NoMistake));
    }
}
