//! What can be wrong with a file the solver reads: a file of the table folder (a table, a
//! part, a sweep's level, a compact file of any of them), shared by every reader so that each
//! names the same faults the same way, and a saved proof search (`super::checkpoint`).

use std::io;
use std::path::{Path, PathBuf};

use crate::rules::{RulesetSpec, Side};

/// What is wrong with a table file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TableProblem {
    /// The file ends before its header or body does.
    Truncated,
    /// The file does not start with the table magic: not a foxgeese table.
    NotATable,
    /// A format version this program does not read.
    Version(u32),
    /// A table of another ruleset, goose count or capture count than its name says.
    Foreign,
    /// The header is unreadable or its counts disagree with the table's index.
    BadHeader,
    /// More bytes than the header announces.
    TrailingBytes,
    /// The checksum does not match: the file was changed or damaged.
    Checksum,
}

/// A table file that cannot be used.
#[derive(Clone, Debug)]
pub enum TableError {
    /// The file is there but wrong.
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: TableProblem,
    },
    /// Reading or writing failed.
    Io {
        /// The file.
        path: PathBuf,
        /// The system's error kind (said in the user's language by `i18n::io`).
        kind: io::ErrorKind,
    },
    /// The memory to read the table whole could not be had.
    NoMemory {
        /// The file.
        path: PathBuf,
        /// The bytes its entries take.
        bytes: u64,
    },
}

impl TableError {
    /// The file concerned.
    pub fn path(&self) -> &Path {
        match self {
            TableError::Corrupt { path, .. }
            | TableError::Io { path, .. }
            | TableError::NoMemory { path, .. } => path,
        }
    }

    pub(crate) fn io(path: &Path, e: &io::Error) -> TableError {
        TableError::Io {
            path: path.to_path_buf(),
            kind: e.kind(),
        }
    }
}

/// What is wrong with a saved proof search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CheckpointProblem {
    /// The file ends before its header or body does.
    Truncated,
    /// The file does not start with the magic: not a saved proof search.
    NotACheckpoint,
    /// A format version this program does not read.
    Version(u32),
    /// The header is unreadable (its ruleset, side or size).
    BadHeader,
    /// More bytes than the header announces.
    TrailingBytes,
    /// The checksum does not match: the file was changed or damaged.
    Checksum,
}

/// A saved proof search that cannot be used.
#[derive(Clone, Debug)]
pub enum CheckpointError {
    /// The file is there but wrong.
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: CheckpointProblem,
    },
    /// A search of another ruleset or for the other side.
    Foreign {
        /// The file.
        path: PathBuf,
        /// The ruleset it is for.
        spec: RulesetSpec,
        /// The side whose win it is proving.
        prover: Side,
    },
    /// Reading or writing failed.
    Io {
        /// The file.
        path: PathBuf,
        /// The system's error kind.
        kind: io::ErrorKind,
    },
}

impl CheckpointError {
    /// The file concerned.
    pub fn path(&self) -> &Path {
        match self {
            CheckpointError::Corrupt { path, .. }
            | CheckpointError::Foreign { path, .. }
            | CheckpointError::Io { path, .. } => path,
        }
    }
}
