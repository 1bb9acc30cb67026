//! The files of a table folder described for `tables list` ([`inspect`]): what each is (a
//! table, a level's parts, a sweep's level), its header and whether it is whole.

use std::io::Read;
use std::path::{Path, PathBuf};

use super::blockfile::Packed;
use super::index::TableKey;
use super::table::{parse_header, parse_meta, Header, Table, TableError, TableProblem};

/// What `tables list` says about one file of a table folder.
#[derive(Clone, Debug)]
pub struct TableInfo {
    /// The file.
    pub path: PathBuf,
    /// The header, when it could be read.
    pub header: Option<Header>,
    /// The table it holds, when the header names a valid one.
    pub key: Option<TableKey>,
    /// The file's size in bytes.
    pub bytes: u64,
    /// `Ok` when the file is a whole, valid table; else why not.
    pub check: Result<(), TableError>,
    /// What the entry is: a table file, a level's folder of parts, or a sweep's level.
    pub kind: FileKind,
}

/// What one entry of `tables list` is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A table file (`.fgt`).
    Table,
    /// A level's folder of parts (`.parts`): how many of its parts are there, of how many.
    Parts {
        /// Part files there.
        present: usize,
        /// Parts the level has.
        of: usize,
    },
    /// A level of a sweep (`.fgs`): the ruleset and the geese.
    Sweep {
        /// The ruleset.
        spec: crate::rules::RulesetSpec,
        /// The goose count.
        geese: u32,
    },
}

/// Inspects one table file: its header, and a full check of its contents.
///
/// Only a regular file is opened (a FIFO would wait forever); the blocks are streamed, one in
/// memory at a time; and a valid table under another table's name is refused as
/// [`TableProblem::Foreign`], since the solver would read it as the table its name says.
pub fn inspect(path: &Path) -> TableInfo {
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let mut head = Vec::with_capacity(128);
    let read = crate::fsio::open_regular(path).and_then(|f| f.take(128).read_to_end(&mut head));
    if let Err(e) = read {
        return TableInfo {
            path: path.to_path_buf(),
            header: None,
            key: None,
            bytes,
            check: Err(TableError::io(path, &e)),
            kind: FileKind::Table,
        };
    }
    let parsed = if super::blockfile::is_packed(&head) {
        match Packed::open(path) {
            Ok(p) => parse_meta(p.meta()).map(|(h, _)| h),
            Err(TableError::Corrupt { problem, .. }) => Err(problem),
            Err(e) => {
                return TableInfo {
                    path: path.to_path_buf(),
                    header: None,
                    key: None,
                    bytes,
                    check: Err(e),
                    kind: FileKind::Table,
                }
            }
        }
    } else {
        parse_header(&head).map(|(h, _)| h)
    };
    let key = parsed.as_ref().ok().and_then(Header::key);
    let check = match (&parsed, key) {
        (_, Some(k)) if path.file_name().and_then(|n| n.to_str()) != Some(&k.file_name()) => {
            Err(TableError::Corrupt {
                path: path.to_path_buf(),
                problem: TableProblem::Foreign,
            })
        }
        (_, Some(k)) => Table::verify(k, path),
        (Err(problem), None) => Err(TableError::Corrupt {
            path: path.to_path_buf(),
            problem: *problem,
        }),
        (Ok(_), None) => Err(TableError::Corrupt {
            path: path.to_path_buf(),
            problem: TableProblem::BadHeader,
        }),
    };
    TableInfo {
        path: path.to_path_buf(),
        header: parsed.ok(),
        key,
        bytes,
        check,
        kind: FileKind::Table,
    }
}
