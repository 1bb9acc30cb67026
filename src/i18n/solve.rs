//! Which message says which value of the solver: values and verdicts (as a sentence and as a
//! table cell), and why a table file or a build failed.

use crate::message::{ids, Message, ToMessage};
use crate::rules::Side;
use crate::solve::checkpoint::CHECKPOINT_VERSION;
use crate::solve::parts::jobs::{InputFault, JobKind, RunError};
use crate::solve::parts::PartError;
use crate::solve::table::FORMAT_VERSION;
use crate::solve::{
    BuildError, CheckpointError, CheckpointProblem, Known, SolveError, TableError, TableProblem,
    Value, Verdict,
};

impl ToMessage for Value {
    /// "The geese win in 17 plies with best play."
    fn to_message(&self) -> Message {
        match *self {
            Value::Win {
                winner: Side::Fox,
                plies,
            } => Message::new(ids::VALUE_FOX_WINS).arg("plies", plies),
            Value::Win {
                winner: Side::Geese,
                plies,
            } => Message::new(ids::VALUE_GEESE_WIN).arg("plies", plies),
            Value::Draw => Message::new(ids::VALUE_DRAW),
        }
    }
}

impl ToMessage for crate::solve::verify::Contradiction {
    fn to_message(&self) -> Message {
        use crate::solve::verify::Contradiction as C;
        Message::new(match self {
            C::Finished => ids::VERIFY_FINISHED,
            C::WinUnreached => ids::VERIFY_WIN_UNREACHED,
            C::WinTooSlow => ids::VERIFY_WIN_TOO_SLOW,
            C::LossEscapes => ids::VERIFY_LOSS_ESCAPES,
            C::LossWrongLength => ids::VERIFY_LOSS_LENGTH,
            C::DrawWrong => ids::VERIFY_DRAW_WRONG,
        })
    }
}

impl ToMessage for Verdict {
    fn to_message(&self) -> Message {
        match self {
            Verdict::Proven(v) => v.to_message(),
            Verdict::Unknown { plies } => Message::new(ids::VERDICT_UNKNOWN).arg("plies", *plies),
        }
    }
}

/// [`short`], or where the verdict is unknown and the folder's sweep gives the winner, that
/// winner with no distance: "the fox wins (how fast is not known)".
pub fn short_known(known: Known) -> Message {
    match known {
        Known::Swept { winner, .. } => {
            Message::new(ids::VERDICT_SHORT_SWEPT).arg("winner", winner.name())
        }
        Known::Proven(_) | Known::Unknown { .. } => short(&known.verdict()),
    }
}

/// The sentence for a winner the folder's sweep proves, with no distance.
pub fn swept(winner: Side) -> Message {
    Message::new(ids::VERDICT_SWEPT).arg("winner", winner.name())
}

/// A verdict in a few words, for a table cell: "the fox wins in 16 plies", "draw".
pub fn short(verdict: &Verdict) -> Message {
    match *verdict {
        Verdict::Proven(Value::Win {
            winner: Side::Fox,
            plies,
        }) => Message::new(ids::VALUE_SHORT_FOX_WINS).arg("plies", plies),
        Verdict::Proven(Value::Win {
            winner: Side::Geese,
            plies,
        }) => Message::new(ids::VALUE_SHORT_GEESE_WIN).arg("plies", plies),
        Verdict::Proven(Value::Draw) => Message::new(ids::VALUE_SHORT_DRAW),
        Verdict::Unknown { plies } => Message::new(ids::VERDICT_SHORT_UNKNOWN).arg("plies", plies),
    }
}

impl ToMessage for TableProblem {
    fn to_message(&self) -> Message {
        match *self {
            TableProblem::Truncated => Message::new(ids::TABLE_PROBLEM_TRUNCATED),
            TableProblem::NotATable => Message::new(ids::TABLE_PROBLEM_NOT_A_TABLE),
            TableProblem::Version(v) => Message::new(ids::TABLE_PROBLEM_VERSION)
                .arg("version", i64::from(v))
                .arg("supported", i64::from(FORMAT_VERSION)),
            TableProblem::Foreign => Message::new(ids::TABLE_PROBLEM_FOREIGN),
            TableProblem::BadHeader => Message::new(ids::TABLE_PROBLEM_BAD_HEADER),
            TableProblem::TrailingBytes => Message::new(ids::TABLE_PROBLEM_TRAILING),
            TableProblem::Checksum => Message::new(ids::TABLE_PROBLEM_CHECKSUM),
        }
    }
}

impl ToMessage for TableError {
    fn to_message(&self) -> Message {
        match self {
            TableError::Corrupt { path, problem } => Message::new(ids::TABLE_CORRUPT)
                .arg("path", path.display().to_string())
                .arg("problem", problem.to_message()),
            TableError::Io { path, kind } => Message::new(ids::TABLE_IO)
                .arg("path", path.display().to_string())
                .arg("detail", kind.to_message()),
            TableError::NoMemory { path, bytes } => Message::new(ids::TABLE_LOAD_NO_MEMORY)
                .arg("path", path.display().to_string())
                .arg("mib", (bytes >> 20).max(1).to_string()),
        }
    }
}

impl ToMessage for CheckpointProblem {
    fn to_message(&self) -> Message {
        match *self {
            CheckpointProblem::Truncated => Message::new(ids::TABLE_PROBLEM_TRUNCATED),
            CheckpointProblem::NotACheckpoint => Message::new(ids::CHECKPOINT_PROBLEM_NOT_ONE),
            CheckpointProblem::Version(v) => Message::new(ids::TABLE_PROBLEM_VERSION)
                .arg("version", i64::from(v))
                .arg("supported", i64::from(CHECKPOINT_VERSION)),
            CheckpointProblem::BadHeader => Message::new(ids::TABLE_PROBLEM_BAD_HEADER),
            CheckpointProblem::TrailingBytes => Message::new(ids::TABLE_PROBLEM_TRAILING),
            CheckpointProblem::Checksum => Message::new(ids::TABLE_PROBLEM_CHECKSUM),
        }
    }
}

impl ToMessage for CheckpointError {
    fn to_message(&self) -> Message {
        let path = self.path().display().to_string();
        match self {
            CheckpointError::Corrupt { problem, .. } => Message::new(ids::CHECKPOINT_CORRUPT)
                .arg("path", path)
                .arg("problem", problem.to_message()),
            CheckpointError::Foreign { spec, prover, .. } => Message::new(ids::CHECKPOINT_FOREIGN)
                .arg("path", path)
                .arg("ruleset", spec.to_string())
                .arg("side", prover.name()),
            CheckpointError::Io { kind, .. } => Message::new(ids::CHECKPOINT_IO)
                .arg("path", path)
                .arg("detail", kind.to_message()),
        }
    }
}

impl ToMessage for SolveError {
    fn to_message(&self) -> Message {
        match self {
            SolveError::Table(e) => e.to_message(),
            SolveError::Checkpoint(e) => e.to_message(),
            SolveError::OtherSearch { spec, position } => Message::new(ids::SOLVE_OTHER_SEARCH)
                .arg("ruleset", spec.to_string())
                .arg("position", position.to_string()),
            SolveError::NoMemory { bytes } => {
                Message::new(ids::SOLVE_NO_MEMORY).arg("mib", (bytes >> 20).to_string())
            }
            SolveError::Build {
                key,
                error: BuildError::TooDeep,
            } => Message::new(ids::TABLE_TOO_DEEP).arg("table", key.to_string()),
            SolveError::Build {
                key,
                error: BuildError::TooLarge,
            } => Message::new(ids::TABLE_TOO_LARGE)
                .arg("table", key.to_string())
                .arg("positions", key.positions().to_string()),
            SolveError::Build {
                key,
                error: BuildError::NoMemory { bytes },
            } => Message::new(ids::TABLE_NO_MEMORY)
                .arg("table", key.to_string())
                .arg("mib", (bytes >> 20).max(1).to_string()),
        }
    }
}

impl ToMessage for BuildError {
    fn to_message(&self) -> Message {
        match self {
            BuildError::TooDeep => Message::new(ids::BUILD_TOO_DEEP),
            BuildError::TooLarge => Message::new(ids::BUILD_TOO_LARGE),
            BuildError::NoMemory { bytes } => {
                Message::new(ids::BUILD_NO_MEMORY).arg("mib", (bytes >> 20).max(1).to_string())
            }
        }
    }
}

impl ToMessage for PartError {
    fn to_message(&self) -> Message {
        match self {
            PartError::Table(e) => e.to_message(),
            PartError::Solve(e) => e.to_message(),
            PartError::Build { key, error } => SolveError::Build {
                key: key.level,
                error: *error,
            }
            .to_message(),
            PartError::TooDeep { key } => {
                Message::new(ids::TABLES_PART_TOO_DEEP).arg("part", JobKind::Part(*key).id())
            }
            PartError::Memory {
                key,
                needs,
                ceiling,
            } => Message::new(ids::TABLES_PART_MEMORY)
                .arg("part", JobKind::Part(*key).id())
                // In MiB, as --memory takes it (and as two sizes rounded alike would not show
                // which is larger).
                .arg("needs", needs.div_ceil(1 << 20))
                .arg("ceiling", ceiling >> 20),
        }
    }
}

impl ToMessage for RunError {
    /// Why one job of a build could not run; for a damaged input, its damage is the input's
    /// own error (`damage`), said after this.
    fn to_message(&self) -> Message {
        match self {
            RunError::Unknown { part } => {
                Message::new(ids::TABLES_PART_UNKNOWN).arg("part", part.as_str())
            }
            RunError::NotBuildable { part } => {
                Message::new(ids::TABLES_PART_NOT_BUILDABLE).arg("part", part.as_str())
            }
            RunError::Input(fault) => {
                let InputFault {
                    part,
                    input,
                    file,
                    damage,
                    parts_from,
                    tables,
                } = &**fault;
                Message::new(match damage {
                    None => ids::TABLES_PART_MISSING_INPUT,
                    Some(_) => ids::TABLES_PART_DAMAGED_INPUT,
                })
                .arg("part", part.as_str())
                .arg("input", input.as_str())
                .arg("file", file.display().to_string())
                .arg("parts_from", *parts_from)
                .arg("tables", tables.display().to_string())
            }
            RunError::Io { path, kind } => TableError::Io {
                path: path.clone(),
                kind: *kind,
            }
            .to_message(),
            RunError::Table(e) => e.to_message(),
            RunError::Solve(e) => e.to_message(),
            RunError::Part(e) => e.to_message(),
        }
    }
}

english_error!(
    SolveError,
    TableError,
    CheckpointError,
    BuildError,
    PartError,
    RunError
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::parts::PartKey;
    use crate::solve::TableKey;

    /// The solver's build errors are errors of their own, said in English by `Display`.
    #[test]
    fn build_and_part_errors_say_what_is_wrong() {
        let e: Box<dyn std::error::Error> = Box::new(BuildError::NoMemory { bytes: 3 << 20 });
        assert_eq!(
            e.to_string(),
            "A table needs about 3 MiB of memory to build, and the system would not give it."
        );
        let level = TableKey::new(crate::rules::RulesetSpec::default(), 13, 0).unwrap();
        let key = PartKey { level, sum: 45 };
        let e = PartError::Memory {
            key,
            needs: 5 << 20,
            ceiling: 4 << 20,
        };
        let said = e.to_string();
        assert!(said.contains("5 MiB") && said.contains("4 MiB"), "{said}");
        assert!(PartError::TooDeep { key }.to_string().contains("253"));
        let e = RunError::Unknown {
            part: "plyyard-g99-c00".into(),
        };
        assert!(e.to_string().contains("“plyyard-g99-c00”"), "{e}");
    }
}
