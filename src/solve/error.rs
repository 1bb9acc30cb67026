//! What can be wrong with a file of the table folder (a table, a part, a sweep's level, a
//! compact file of any of them): shared by every reader, so that each names the same faults
//! the same way.

use std::io;
use std::path::{Path, PathBuf};

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
