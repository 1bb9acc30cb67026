//! Task kinds: one module per kind, each owning how it reads and answers.
//!
//! The files come in layers, each using only the layers before it:
//!
//! 1. `kind.rs`: [`TaskKind`], the kinds as named in files, and each kind's facts as data
//!    (`TaskKind::about`: its name, message id, answer shape, which task fields it needs or
//!    allows, the side it needs to move and whether the solver grades it). The study's
//!    problems and schema name kinds, so this file names nothing of the study.
//! 2. `solution.rs` ([`Solution`], [`Expected`]) and `question.rs`: what every kind does,
//!    reading its fields through a `Report` and answering as a `Question`.
//! 3. One file per kind: its fields (a struct, or a unit struct when it has none), how it reads
//!    them from the file's task map (`read`, for the kinds with fields), and its `Question`
//!    implementation: the solution, why an item of a learner's answer is wrong, and the
//!    arguments its study texts may use. `common.rs` and `replay.rs` are what several share.
//! 4. This file: [`Task`], which checks the fields a kind needs and the side to move, calls
//!    the kind's `read`, and forwards to the kind's module, the way shakmaty gives each chess
//!    variant its own type behind one trait.
//!
//! Every kind reduces to a few engine calls on a position with a chosen side to move
//! ([`Position::with_turn`]): the study's own side to move never decides which side's actions
//! are listed. "The fox's captures" of a position are always the capture actions of the fox
//! side in that position with the fox to move, compared by their notation (`common::fox_captures`).
//!
//! Decisions, and why:
//!
//! * A kind reads its fields through `Report`, which the loader implements: the kind names the
//!   field a problem is about (`Place`), the loader knows where it is written. Kinds never see
//!   YAML or spans, so the YAML layer can change without touching them.
//! * What a kind is apart from any one task is data (`About`, one table in `kind.rs`) rather
//!   than trait constants: the problems and the schema that name a kind come before the kinds'
//!   modules, and `name` stays a `const fn`. (The loader's list of kind names comes from
//!   serde's own list of `TaskKind`'s variants.)
//! * A kind without fields is a unit variant of [`Task`] (`Task::Blockade`), as before the
//!   split, rather than a variant holding a unit struct.
//! * Solutions stay one enum ([`Solution`]), and why an item is wrong one enum
//!   (`super::WrongReason`): several kinds share their shapes, and front ends render them.

//! # Adding a task kind
//!
//! 1. In `kind.rs`: a `TaskKind` variant (serde reads it as the kebab-case of the variant's
//!    name, which must equal its `about().name`), its place in `TaskKind::ALL`, and its facts
//!    in `TaskKind::about`: the name as written in files, the message id `study-kind-<kind>`,
//!    the answer shape, the task fields it needs and allows, the side it needs to move, and
//!    whether its answer is the solver's proven values (`solver`: a library then proves it
//!    only when first asked). The test `all_lists_every_kind` fails when `ALL` lacks it.
//! 2. Write `src/study/task/<kind>.rs` (copy the closest kind): a `//!` doc; the fields struct
//!    (public, with public fields) and its `read` (which returns the fields, reporting each
//!    problem at its `Place`), or a unit struct; `impl Question` (`solve`, `why_wrong`, and
//!    `text_args` when its texts take arguments); and unit tests of `solve`.
//! 3. In this file: `mod <kind>;` (and `pub use` of its fields struct, re-exported again by
//!    `study/mod.rs`, the public face of the module), a `Task` variant (`Kind(Kind)`, or a
//!    unit variant), and one arm in each of `Task::kind`, `Task::question` and `Task::read`.
//!    The compiler points at every match.
//! 4. Messages: `study-kind-<kind>` in `locales/en/study.ftl` and `locales/id/study.ftl`.
//! 5. Tests: grading in `tests/study_grade.rs`, its load problems in `tests/study_load.rs`, and,
//!    for a built-in study, a file in `studies/` with its texts in `locales/*/studies.ftl`
//!    (`tests/studies.rs` then snapshots it).
//!
//! Only when the new kind needs something no kind had yet, it also touches:
//!
//! * a new task field: `TaskSpec` and its `written` list in `super::schema`, and `expect_at`
//!   in `super::load` (what a mistyped value of it should have been);
//! * a new reason an answer item is wrong: a `WrongReason` variant and its message in
//!   `super::grade`, with a sample in `tests/study_messages.rs`;
//! * a new problem in its fields: a `ProblemKind` variant with its message and hint in
//!   `super::problem`, with a sample in `tests/study_messages.rs`;
//! * a new answer shape: `super::answer` (`AnswerKind`, `Answer`, `Item`), and a
//!   [`Solution`] variant in `solution.rs`;
//! * the table of task kinds in docs/studies.md, for editors.

mod best_actions;
mod blockade;
mod capture_landings;
mod common;
mod find_mistake;
mod first_opening;
mod kind;
mod list_actions;
mod opened_captures;
mod question;
mod replay;
mod safe_moves;
mod solution;
mod verdict;

use crate::message::Arg;
use crate::rules::position::Position;
use crate::rules::{Side, MAX_LISTED_ACTIONS};

use super::answer::Item;
use super::grade::{SlowerWin, WrongReason};
use super::problem::ProblemKind;
use super::schema::TaskSpec;

use best_actions::BestActions;
use blockade::Blockade;
use capture_landings::CaptureLandings;
use safe_moves::SafeMoves;
use verdict::VerdictTask;

pub use find_mistake::FindMistake;
pub use first_opening::FirstOpening;
pub use kind::TaskKind;
pub use list_actions::ListActions;
pub use opened_captures::OpenedCaptures;
pub(crate) use question::{Place, Placed, Report};
pub use solution::{Expected, Solution};

use question::Question;

/// A task checked against its position: every point and move in it is on the board and legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Task {
    /// List every legal action of a side, or of one of its pieces.
    ListActions(ListActions),
    /// Has the fox no legal action?
    Blockade,
    /// Every point a fox capture lands on.
    CaptureLandings,
    /// The fox captures a goose move opens.
    OpenedCaptures(OpenedCaptures),
    /// The goose moves after which the fox has no capture.
    SafeMoves,
    /// The first goose move of a replay after which the fox has a new capture.
    FirstOpening(FirstOpening),
    /// Every action that keeps the side to move's value, as the solver proves it.
    BestActions,
    /// The first action of a replay that changed the value, as the solver proves it.
    FindMistake(FindMistake),
    /// The position's value with best play, as the solver proves it.
    Verdict,
}

impl Task {
    /// The kind.
    pub fn kind(&self) -> TaskKind {
        match self {
            Task::ListActions(_) => TaskKind::ListActions,
            Task::Blockade => TaskKind::Blockade,
            Task::CaptureLandings => TaskKind::CaptureLandings,
            Task::OpenedCaptures(_) => TaskKind::OpenedCaptures,
            Task::SafeMoves => TaskKind::SafeMoves,
            Task::FirstOpening(_) => TaskKind::FirstOpening,
            Task::BestActions => TaskKind::BestActions,
            Task::FindMistake(_) => TaskKind::FindMistake,
            Task::Verdict => TaskKind::Verdict,
        }
    }

    /// The kind's module, holding this task's fields.
    fn question(&self) -> &dyn Question {
        match self {
            Task::ListActions(t) => t,
            Task::Blockade => &Blockade,
            Task::CaptureLandings => &CaptureLandings,
            Task::OpenedCaptures(t) => t,
            Task::SafeMoves => &SafeMoves,
            Task::FirstOpening(t) => t,
            Task::BestActions => &BestActions,
            Task::FindMistake(t) => t,
            Task::Verdict => &VerdictTask,
        }
    }

    /// Reads the task map `spec` against `pos`: first the fields the kind needs and allows
    /// and the side to move it needs, then, when those are right, the kind's own fields.
    pub(crate) fn read(spec: &TaskSpec, pos: &Position, report: &mut dyn Report) -> Option<Task> {
        let kind = spec.kind;
        let about = kind.about();
        let before = report.count();
        for (field, here) in spec.written() {
            if here && !about.allows.contains(&field) {
                report.problem(
                    Place::Key(field),
                    ProblemKind::FieldNotForKind { field, kind },
                );
            } else if !here && about.needs.contains(&field) {
                report.problem(Place::Task, ProblemKind::MissingTaskField { field, kind });
            }
        }
        match about.to_move {
            Some(Side::Geese) if pos.turn() != Side::Geese => {
                report.problem(Place::Position, ProblemKind::NeedsGeeseToMove { kind });
            }
            Some(Side::Fox) if pos.turn() != Side::Fox => {
                report.problem(Place::Position, ProblemKind::NeedsFoxToMove { kind });
            }
            _ => {}
        }
        if report.count() > before {
            return None;
        }
        match kind {
            TaskKind::ListActions => ListActions::read(spec, pos, report).map(Task::ListActions),
            TaskKind::Blockade => Some(Task::Blockade),
            TaskKind::CaptureLandings => Some(Task::CaptureLandings),
            TaskKind::OpenedCaptures => {
                OpenedCaptures::read(spec, pos, report).map(Task::OpenedCaptures)
            }
            TaskKind::SafeMoves => Some(Task::SafeMoves),
            TaskKind::FirstOpening => FirstOpening::read(spec, pos, report).map(Task::FirstOpening),
            TaskKind::BestActions => Some(Task::BestActions),
            TaskKind::FindMistake => FindMistake::read(spec, pos, report).map(Task::FindMistake),
            TaskKind::Verdict => Some(Task::Verdict),
        }
    }

    /// Computes the answer in `pos`. `None` only for a `first-opening` replay in which no goose
    /// move opens a capture ([`super::load()`] refuses such a study).
    pub fn solve(&self, pos: &Position) -> Option<Solution> {
        self.solve_placed(pos).ok()
    }

    /// The answer in `pos`, or the problem the loader reports when there is none. A position
    /// in which the fox has more than [`MAX_LISTED_ACTIONS`] actions (only capture chains
    /// come to that many) is refused before any task lists them: counting them costs a walk,
    /// listing them gigabytes (issue 9, findings 5 and 12).
    pub(crate) fn solve_placed(&self, pos: &Position) -> Result<Solution, Placed> {
        let count = pos.with_turn(Side::Fox).action_count();
        if count > MAX_LISTED_ACTIONS {
            return Err((
                Place::Position,
                ProblemKind::TooManyActions {
                    count,
                    max: MAX_LISTED_ACTIONS,
                },
            ));
        }
        self.question().solve(pos)
    }

    /// Why `item` of an answer, given in `pos` and not in `solution`, is wrong.
    pub(crate) fn why_wrong(
        &self,
        pos: &Position,
        solution: &Solution,
        item: Item<'_>,
    ) -> WrongReason {
        self.question().why_wrong(pos, solution, item)
    }

    /// Of the `right` items of an answer, those that win slower than the fastest win.
    pub(crate) fn slower_wins(&self, pos: &Position, right: &[String]) -> Vec<SlowerWin> {
        self.question().slower_wins(pos, right)
    }

    /// Arguments the study's texts may use: `side` (`fox`/`geese`) and `from` for
    /// `list-actions`, `move` for `opened-captures`, `moves` (joined with spaces) for
    /// `first-opening` and `find-mistake`.
    pub fn text_args(&self) -> Vec<(&'static str, Arg)> {
        self.question().text_args()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    /// Which side each kind needs to move, as the loader enforces it.
    #[test]
    fn each_kind_names_the_side_it_needs_to_move() {
        let table: [(&str, &str, Option<Side>); 4] = [
            ("capture-landings", "", Some(Side::Fox)),
            ("blockade", "", None),
            ("safe-moves", "", Some(Side::Geese)),
            ("list-actions", "\n  side: fox", None),
        ];
        for (kind, fields, needs) in table {
            for (turn, side) in [("f", Side::Fox), ("g", Side::Geese)] {
                let text = format!(
                    "format_version: 1\nid: a\nstage: understand\n\
                     position: \"3/1G1/3G3/1GGFGG1/3G3/3/3 {turn} 0\"\n\
                     task:\n  kind: {kind}{fields}\nanswer: \"none\"\n"
                );
                let kinds: Vec<ProblemKind> = match crate::study::load("a.yaml", &text) {
                    Ok(_) => Vec::new(),
                    Err(p) => p.into_iter().map(|p| p.kind).collect(),
                };
                let wrong_side = kinds.iter().any(|k| {
                    matches!(
                        k,
                        ProblemKind::NeedsFoxToMove { .. } | ProblemKind::NeedsGeeseToMove { .. }
                    )
                });
                assert_eq!(
                    wrong_side,
                    needs.is_some_and(|n| n != side),
                    "{kind} {turn}"
                );
            }
        }
    }
}
