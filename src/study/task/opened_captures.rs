//! `opened-captures`: the fox captures that one goose move opens.
//!
//! The move is a goose move, so the position must have the geese to move. A capture is opened
//! when its notation was not among the fox's captures before the move.

use crate::message::Arg;
use crate::rules::action::Action;
use crate::rules::position::Position;
use crate::rules::Side;

use super::super::answer::Item;
use super::super::grade::WrongReason;
use super::super::problem::ProblemKind;
use super::super::schema::TaskSpec;
use super::common::{fox_captures, illegal, new_captures, not_an_action};
use super::question::{Place, Placed, Question, Report};
use super::solution::Solution;

/// The fox captures the goose move `mv` opens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OpenedCaptures {
    /// The goose move, legal in the position with the geese to move.
    pub mv: Action,
}

impl OpenedCaptures {
    /// Reads this kind's fields from the task map, reporting each problem where it is written.
    pub(super) fn read(
        spec: &TaskSpec,
        pos: &Position,
        report: &mut dyn Report,
    ) -> Option<OpenedCaptures> {
        let at = Place::Value("move");
        let text = report.read_action(at, spec.mv.as_deref()?)?;
        match pos.with_turn(Side::Geese).find(&text) {
            Ok(mv) => Some(OpenedCaptures { mv }),
            Err(reasons) => {
                report.problem(
                    at,
                    ProblemKind::MoveNotLegal {
                        action: text.to_string(),
                        reasons,
                        rules: pos.spec(),
                    },
                );
                None
            }
        }
    }
}

impl Question for OpenedCaptures {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        let after = pos.with_turn(Side::Geese).play_unchecked(&self.mv);
        Ok(Solution::Actions(new_captures(
            &fox_captures(pos),
            &fox_captures(&after),
        )))
    }

    /// Illegal after the move; else there before it; else not a capture.
    fn why_wrong(&self, pos: &Position, _: &Solution, item: Item<'_>) -> WrongReason {
        let Item::Action(a) = item else {
            return not_an_action();
        };
        let before = fox_captures(pos);
        let after = pos.with_turn(Side::Geese).play_unchecked(&self.mv);
        if let Some(r) = illegal(&after, a) {
            r
        } else if before.iter().any(|b| &b.text() == a) {
            WrongReason::AlreadyAvailable
        } else if !a.jump {
            WrongReason::NotACapture
        } else {
            not_an_action()
        }
    }

    /// `move`.
    fn text_args(&self) -> Vec<(&'static str, Arg)> {
        vec![("move", Arg::from(self.mv.to_string()))]
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::{act, pos};
    use super::super::Task;
    use super::*;

    #[test]
    fn vacated_origin_opens_a_capture() {
        // Geese on d5 and d6; moving d6 sideways empties the landing beyond d5.
        let p = pos("3/1G1/3G3/3F3/7/3/3 g 0");
        let mv = act(&p, "d6-c6");
        let s = Task::OpenedCaptures(OpenedCaptures { mv })
            .solve(&p)
            .unwrap();
        assert_eq!(s.expected().items(), ["d4xd6"]);
    }
}
