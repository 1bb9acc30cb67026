//! What every kind of task does: read its fields through a [`Report`], and answer as a
//! [`Question`]. The loader implements `Report`; each kind's module implements `Question`, and
//! [`super::Task`] forwards to it.

use crate::message::Arg;
use crate::rules::action::ActionText;
use crate::rules::point::Point;
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;

use super::super::answer::Item;
use super::super::grade::{SlowerWin, WrongReason};
use super::super::problem::ProblemKind;
use super::solution::Solution;

/// Where a problem with a task is written; the loader turns it into `file:line:column`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Place {
    /// The `task` key itself (a field is missing).
    Task,
    /// A task field's key.
    Key(&'static str),
    /// A task field's value.
    Value(&'static str),
    /// One item of a task field's list.
    Item(&'static str, usize),
    /// The position's value.
    Position,
}

/// A problem and where it is written.
pub(crate) type Placed = (Place, ProblemKind);

/// What a kind reads its fields through. The loader implements it, knowing where each field
/// is written and how to read point names and actions with their problems.
pub(crate) trait Report {
    /// Notes a problem.
    fn problem(&mut self, at: Place, kind: ProblemKind);
    /// The point named by `text` (written at `at`) on `rules`' board, or a noted problem.
    fn read_point(&mut self, at: Place, text: &str, rules: &Ruleset) -> Option<Point>;
    /// The action `text` (written at `at`), or a noted problem.
    fn read_action(&mut self, at: Place, text: &str) -> Option<ActionText>;
    /// How many problems have been noted so far.
    fn count(&self) -> usize;
}

/// What a task of each kind answers; [`Task`] forwards to it.
pub(crate) trait Question {
    /// The answer in `pos`, or, when there is none, the problem the loader reports.
    fn solve(&self, pos: &Position) -> Result<Solution, Placed>;

    /// Why `item`, given in `pos` and not in `solution`, is wrong. An item of another shape
    /// than the kind's answer is not an action (`common::not_an_action`).
    fn why_wrong(&self, pos: &Position, solution: &Solution, item: Item<'_>) -> WrongReason;

    /// Arguments the study's texts may use.
    fn text_args(&self) -> Vec<(&'static str, Arg)> {
        Vec::new()
    }

    /// Of the `right` items (canonical notation, as given), those that win slower than the
    /// fastest win; only value-graded kinds have any.
    fn slower_wins(&self, _pos: &Position, _right: &[String]) -> Vec<SlowerWin> {
        Vec::new()
    }
}
