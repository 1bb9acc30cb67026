//! Why the solver could not answer ([`SolveError`]): a table file, memory, a saved search, or
//! a build.

use crate::rules::RulesetSpec;

use super::error::{CheckpointError, TableError};
use super::index::TableKey;
use super::retro::BuildError;

/// Why the solver could not answer.
#[derive(Clone, Debug)]
pub enum SolveError {
    /// A table file is unreadable, truncated, corrupt or foreign.
    Table(TableError),
    /// The proof search's transposition table could not be allocated.
    NoMemory {
        /// The bytes it needed.
        bytes: u64,
    },
    /// A saved proof search cannot be used.
    Checkpoint(CheckpointError),
    /// [`super::Solver::prove_in`] was given the state of a search of another ruleset.
    OtherSearch {
        /// The ruleset the state is for.
        spec: RulesetSpec,
        /// The ruleset of the position.
        position: RulesetSpec,
    },
    /// A table could not be built.
    Build {
        /// The table.
        key: TableKey,
        /// Why.
        error: BuildError,
    },
}

impl From<TableError> for SolveError {
    fn from(e: TableError) -> SolveError {
        SolveError::Table(e)
    }
}
