//! The kinds of task and what each is, whatever its fields hold: one table.
//!
//! [`TaskKind`] is what a study file names (`task.kind`), and [`TaskKind::about`] is each
//! kind's facts as data: its name in files and JSON, its message, the shape of its answer,
//! the task fields it needs and allows, the side it needs to move and whether the solver
//! grades it. The problems of a study and its schema name kinds, and the kinds' own modules
//! (how each reads its fields and answers) come after them, so this file uses none of them.

use crate::message::{ids, Message, MessageId, ToMessage};
use crate::rules::Side;

use super::super::answer::AnswerKind;

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

    /// What the kind is, whatever its fields hold: its name, message, answer shape, the
    /// fields it needs and allows, the side it needs to move and whether the solver grades it.
    pub(crate) const fn about(self) -> &'static About {
        match self {
            TaskKind::ListActions => &About {
                name: "list-actions",
                message: ids::STUDY_KIND_LIST_ACTIONS,
                answer: AnswerKind::Actions,
                needs: &["side"],
                allows: &["side", "from"],
                to_move: None,
                solver: false,
            },
            TaskKind::Blockade => &About {
                name: "blockade",
                message: ids::STUDY_KIND_BLOCKADE,
                answer: AnswerKind::YesNo,
                needs: &[],
                allows: &[],
                to_move: None,
                solver: false,
            },
            TaskKind::CaptureLandings => &About {
                name: "capture-landings",
                message: ids::STUDY_KIND_CAPTURE_LANDINGS,
                answer: AnswerKind::Points,
                needs: &[],
                allows: &[],
                to_move: Some(Side::Fox),
                solver: false,
            },
            TaskKind::OpenedCaptures => &About {
                name: "opened-captures",
                message: ids::STUDY_KIND_OPENED_CAPTURES,
                answer: AnswerKind::Actions,
                needs: &["move"],
                allows: &["move"],
                to_move: Some(Side::Geese),
                solver: false,
            },
            TaskKind::SafeMoves => &About {
                name: "safe-moves",
                message: ids::STUDY_KIND_SAFE_MOVES,
                answer: AnswerKind::Actions,
                needs: &[],
                allows: &[],
                to_move: Some(Side::Geese),
                solver: false,
            },
            TaskKind::FirstOpening => &About {
                name: "first-opening",
                message: ids::STUDY_KIND_FIRST_OPENING,
                answer: AnswerKind::OneAction,
                needs: &["moves"],
                allows: &["moves"],
                to_move: None,
                solver: false,
            },
            TaskKind::BestActions => &About {
                name: "best-actions",
                message: ids::STUDY_KIND_BEST_ACTIONS,
                answer: AnswerKind::Actions,
                needs: &[],
                allows: &[],
                to_move: None,
                solver: true,
            },
            TaskKind::FindMistake => &About {
                name: "find-mistake",
                message: ids::STUDY_KIND_FIND_MISTAKE,
                answer: AnswerKind::OneAction,
                needs: &["moves"],
                allows: &["moves"],
                to_move: None,
                solver: true,
            },
            TaskKind::Verdict => &About {
                name: "verdict",
                message: ids::STUDY_KIND_VERDICT,
                answer: AnswerKind::Verdict,
                needs: &[],
                allows: &[],
                to_move: None,
                solver: true,
            },
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

/// What a kind is, whatever its fields hold: one entry of [`TaskKind::about`]'s table.
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
}
