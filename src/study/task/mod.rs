//! Task kinds: one module per kind, each owning everything about it.
//!
//! A kind's module holds its fields (a struct, or a unit struct when it has none), its
//! `About` (its name, message id, answer shape and which task fields it needs or allows),
//! how it reads and checks its fields from the file's task map, and its `Question`
//! implementation: the solution, why an item of a learner's answer is wrong, and the arguments
//! its study texts may use. [`TaskKind`] and [`Task`] only forward to the kind's module, the
//! way shakmaty gives each chess variant its own type behind one trait.
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
//! * What a kind is apart from any one task is data (`About`, one `const` per kind) rather than
//!   trait constants: `TaskKind` finds it with one match, and `name` stays a `const fn`.
//!   (The loader's list of kind names comes from serde's own list of `TaskKind`'s variants.)
//! * A kind without fields is a unit variant of [`Task`] (`Task::Blockade`), as before the
//!   split, rather than a variant holding a unit struct.
//! * Solutions stay one enum ([`Solution`]), and why an item is wrong one enum
//!   (`super::WrongReason`): several kinds share their shapes, and front ends render them.

//! # Adding a task kind
//!
//! 1. Write `src/study/task/<kind>.rs` (copy the closest kind): a `//!` doc; the fields struct
//!    (public, with public fields) or a unit struct; `pub(super) const ABOUT: About` with the
//!    name as written in files, the message id `study-kind-<kind>`, the answer shape, the task
//!    fields it needs and allows, whether the geese must be to move, whether its answer is the
//!    solver's proven values (`solver`: a library then proves it only when first asked), and
//!    its `read` function
//!    (which returns the [`Task`] variant, reporting each problem at its `Place`); `impl
//!    Question` (`solve`, `why_wrong`, and `text_args` when its texts take arguments); and unit
//!    tests of `solve`.
//! 2. In this file: `mod <kind>;` (and `pub use` of its fields struct, re-exported again by
//!    `study/mod.rs`, the public face of the module), a `TaskKind` variant
//!    (serde reads it as the kebab-case of the variant's name, which must equal `ABOUT.name`),
//!    its place in `TaskKind::ALL`, a `Task` variant (`Kind(Kind)`, or a unit variant), and one
//!    arm in each of `TaskKind::about`, `Task::kind` and `Task::question`. The compiler points
//!    at every match; the test `all_lists_every_kind` fails when `ALL` lacks it.
//! 3. Messages: `study-kind-<kind>` in `locales/en/study.ftl` and `locales/id/study.ftl`.
//! 4. Tests: grading in `tests/study_grade.rs`, its load problems in `tests/study_load.rs`, and,
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
//! * a new answer shape: `super::answer` (`AnswerKind`, `Answer`), `Item` here, and a
//!   [`Solution`] variant in `solution.rs`;
//! * the table of task kinds in docs/studies.md, for editors.

mod best_actions;
mod blockade;
mod capture_landings;
mod common;
mod find_mistake;
mod first_opening;
mod list_actions;
mod opened_captures;
mod replay;
mod safe_moves;
mod solution;
mod verdict;

use crate::message::{Arg, Message, MessageId, ToMessage};
use crate::rules::action::ActionText;
use crate::rules::point::{Coord, Point};
use crate::rules::position::Position;
use crate::rules::ruleset::Ruleset;
use crate::rules::{Side, MAX_LISTED_ACTIONS};

use super::answer::AnswerKind;
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
pub use list_actions::ListActions;
pub use opened_captures::OpenedCaptures;
pub use solution::{Expected, Solution};

/// The kinds of task, as named in the file (`task.kind`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TaskKind {
    /// `list-actions`.
    ListActions,
    /// `blockade`.
    Blockade,
    /// `capture-landings`.
    CaptureLandings,
    /// `opened-captures`.
    OpenedCaptures,
    /// `safe-moves`.
    SafeMoves,
    /// `first-opening`.
    FirstOpening,
    /// `best-actions`.
    BestActions,
    /// `find-mistake`.
    FindMistake,
    /// `verdict`.
    Verdict,
}

impl TaskKind {
    /// Every kind, in the order the documentation lists them.
    pub const ALL: [TaskKind; 9] = [
        TaskKind::ListActions,
        TaskKind::Blockade,
        TaskKind::CaptureLandings,
        TaskKind::OpenedCaptures,
        TaskKind::SafeMoves,
        TaskKind::FirstOpening,
        TaskKind::BestActions,
        TaskKind::FindMistake,
        TaskKind::Verdict,
    ];

    /// What the kind's module says about it.
    const fn about(self) -> &'static About {
        match self {
            TaskKind::ListActions => &list_actions::ABOUT,
            TaskKind::Blockade => &blockade::ABOUT,
            TaskKind::CaptureLandings => &capture_landings::ABOUT,
            TaskKind::OpenedCaptures => &opened_captures::ABOUT,
            TaskKind::SafeMoves => &safe_moves::ABOUT,
            TaskKind::FirstOpening => &first_opening::ABOUT,
            TaskKind::BestActions => &best_actions::ABOUT,
            TaskKind::FindMistake => &find_mistake::ABOUT,
            TaskKind::Verdict => &verdict::ABOUT,
        }
    }

    /// The name in the file and in JSON: `list-actions`, …
    pub const fn name(self) -> &'static str {
        self.about().name
    }

    /// The shape of this kind's answer.
    pub const fn answer_kind(self) -> AnswerKind {
        self.about().answer
    }

    /// Whether its answer is graded by the solver's proven values (`best-actions`,
    /// `verdict`, `find-mistake`), which takes time to compute.
    pub const fn needs_solver(self) -> bool {
        self.about().solver
    }
}

impl ToMessage for TaskKind {
    /// A short localized name for tables.
    fn to_message(&self) -> Message {
        Message::new(self.about().message)
    }
}

/// What a kind is, whatever its fields hold: each kind's module has one, `ABOUT`.
pub(crate) struct About {
    /// The name in the file and in JSON.
    pub name: &'static str,
    /// The message id of its short localized name.
    pub message: MessageId,
    /// The shape of its answer.
    pub answer: AnswerKind,
    /// The task fields (besides `kind`) it cannot do without.
    pub needs: &'static [&'static str],
    /// The task fields (besides `kind`) it may have.
    pub allows: &'static [&'static str],
    /// The side that must be to move for the question to make sense: the fox for the fox's
    /// next captures (`capture-landings`: with the geese to move, the fox's "captures" are
    /// not the position's), the geese for questions about a goose move (`opened-captures`,
    /// `safe-moves`); `None` when the task names the side (`list-actions`), plays from
    /// whoever is to move (`first-opening`), or asks about the fox whatever the turn
    /// (`blockade`: a fox hemmed in is hemmed in before and after the geese's turn).
    pub to_move: Option<Side>,
    /// Whether its answer is the solver's proven values (`best-actions`, `verdict`,
    /// `find-mistake`): proving them costs time, so a library loads such a study's answer
    /// only when it is first needed (`super::library::Entry`).
    pub solver: bool,
    /// Reads its fields into a [`Task`], once the checks above passed.
    pub read: fn(&TaskSpec, &Position, &mut dyn Report) -> Option<Task>,
}

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

/// One item of a learner's answer, as read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Item<'a> {
    /// `yes` or `no`.
    YesNo(bool),
    /// A verdict: the winner claimed, `None` for a draw.
    Verdict(Option<Side>),
    /// An action as written.
    Action(&'a ActionText),
    /// A point name as written.
    Point(Coord),
}

/// What a task of each kind answers; [`Task`] forwards to it.
pub(crate) trait Question {
    /// The answer in `pos`, or, when there is none, the problem the loader reports.
    fn solve(&self, pos: &Position) -> Result<Solution, Placed>;

    /// Why `item`, given in `pos` and not in `solution`, is wrong. An item of another shape
    /// than the kind's answer is not an action ([`common::not_an_action`]).
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
        (about.read)(spec, pos, report)
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
    use serde::de::value::{Error, StrDeserializer};
    use serde::de::{Deserialize, IntoDeserializer};

    fn read(name: &str) -> Result<TaskKind, String> {
        let d: StrDeserializer<Error> = name.into_deserializer();
        TaskKind::deserialize(d).map_err(|e| e.to_string())
    }

    #[test]
    fn all_lists_every_kind() {
        for k in TaskKind::ALL {
            assert_eq!(read(k.name()), Ok(k));
        }
        // serde's derive knows every variant and lists them when a name is unknown.
        let listed = TaskKind::ALL.map(|k| format!("`{}`", k.name())).join(", ");
        assert_eq!(
            read("?"),
            Err(format!("unknown variant `?`, expected one of {listed}"))
        );
    }

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
