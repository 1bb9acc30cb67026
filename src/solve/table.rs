//! A table in memory and on disk: one 2-byte entry per position of its index, a header that
//! says exactly which table it is, and a checksum over everything.
//!
//! # Entries
//!
//! An entry is from the viewpoint of the side to move (that is what the retrograde builder
//! works in), 16 bits:
//!
//! ```text
//! 0                      draw (or, while building, not yet resolved)
//! 1 1 d d d … d (14 bits) the side to move wins in d plies
//! 1 0 d d d … d           the side to move loses in d plies
//! ```
//!
//! so a table costs 2 bytes per position, on disk and in memory; 14 bits hold distances up
//! to 16,383 plies (the builder refuses anything longer rather than wrap).
//!
//! # File format (version 1, little-endian)
//!
//! ```text
//! magic        16 bytes  "FOXGEESE-TABLE\0\0"
//! version      u32       1
//! spec         u16 length + UTF-8 bytes: the canonical ruleset spec (`standard:geese=17`)
//! foxes        u8
//! geese        u8        geese on the board
//! captures     u8        captures made; 255 where the ruleset's end ignores them
//! points       u8        points of the board
//! positions    u64       entries in the body
//! checksum     u64       XXH3-64 of every byte before it and of the body
//! body         positions × u16
//! ```
//!
//! Reading checks every field against the table that was asked for, the length, and the
//! checksum over the whole file before a single entry is used: a truncated, corrupt or foreign
//! file is refused ([`TableProblem`]), never read as values. Files are written through
//! [`crate::fsio::atomic_write_with`], so a build interrupted mid-write leaves no table behind.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use xxhash_rust::xxh3::Xxh3;

use super::index::TableKey;
use super::value::Value;
use crate::rules::{RulesetSpec, Side};

/// The first bytes of every table file.
pub const MAGIC: &[u8; 16] = b"FOXGEESE-TABLE\0\0";
/// The format version this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes of one entry.
pub const ENTRY_BYTES: u64 = 2;

/// Entry bit: the value is decided.
pub(crate) const DECIDED: u16 = 0x8000;
/// Entry bit: the side to move wins.
pub(crate) const WINS: u16 = 0x4000;
/// Entry bits: the distance.
pub(crate) const DISTANCE: u16 = 0x3fff;

/// An entry's value, for a position whose side to move is `mover`.
#[inline]
pub fn entry_value(entry: u16, mover: Side) -> Value {
    if entry & DECIDED == 0 {
        return Value::Draw;
    }
    let plies = entry & DISTANCE;
    let winner = if entry & WINS != 0 {
        mover
    } else {
        mover.other()
    };
    Value::Win { winner, plies }
}

/// The entry of `value` for a position whose side to move is `mover` (distances above 16,383
/// do not fit: `None`).
#[inline]
pub fn value_entry(value: Value, mover: Side) -> Option<u16> {
    match value {
        Value::Draw => Some(0),
        Value::Win { winner, plies } if plies <= DISTANCE => {
            Some(DECIDED | plies | if winner == mover { WINS } else { 0 })
        }
        Value::Win { .. } => None,
    }
}

/// A table's values, in index order.
#[derive(Clone, Debug)]
pub struct Table {
    key: TableKey,
    entries: Vec<u16>,
}

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
        /// The system's error kind.
        kind: io::ErrorKind,
        /// The system's description, for the user.
        detail: String,
    },
}

impl TableError {
    /// The file concerned.
    pub fn path(&self) -> &Path {
        match self {
            TableError::Corrupt { path, .. } | TableError::Io { path, .. } => path,
        }
    }

    fn io(path: &Path, e: &io::Error) -> TableError {
        TableError::Io {
            path: path.to_path_buf(),
            kind: e.kind(),
            detail: e.to_string(),
        }
    }
}

/// A header's fields, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The format version.
    pub version: u32,
    /// The ruleset spec as written.
    pub spec: String,
    /// Foxes.
    pub foxes: u8,
    /// Geese on the board.
    pub geese: u8,
    /// Captures (255: any).
    pub captures: u8,
    /// Points of the board.
    pub points: u8,
    /// Entries in the body.
    pub positions: u64,
    /// The checksum stored.
    pub checksum: u64,
}

impl Header {
    /// The header of `key`'s table (checksum 0: filled in when written).
    fn of(key: &TableKey) -> Header {
        let rules = key.rules();
        Header {
            version: FORMAT_VERSION,
            spec: key.spec.to_string(),
            foxes: rules.fox_count(),
            geese: key.geese,
            captures: key.captures.unwrap_or(u8::MAX),
            points: rules.board.points().count() as u8,
            positions: key.positions(),
            checksum: 0,
        }
    }

    /// The bytes before the checksum.
    fn prefix(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(48);
        b.extend_from_slice(MAGIC);
        b.extend_from_slice(&self.version.to_le_bytes());
        b.extend_from_slice(&(self.spec.len() as u16).to_le_bytes());
        b.extend_from_slice(self.spec.as_bytes());
        b.extend_from_slice(&[self.foxes, self.geese, self.captures, self.points]);
        b.extend_from_slice(&self.positions.to_le_bytes());
        b
    }

    /// The key this header describes, if it describes a valid one.
    pub fn key(&self) -> Option<TableKey> {
        let spec: RulesetSpec = self.spec.parse().ok()?;
        let captures = if self.captures == u8::MAX {
            None
        } else {
            Some(self.captures)
        };
        let total = crate::rules::Ruleset::get(spec).geese_total();
        let c = captures.unwrap_or_else(|| total.saturating_sub(self.geese));
        let key = TableKey::new(spec, self.geese, c)?;
        (key.captures == captures).then_some(key)
    }
}

/// Reads a header from the start of `bytes`: the header and its length, or what is wrong.
fn parse_header(bytes: &[u8]) -> Result<(Header, usize), TableProblem> {
    let mut at = 0usize;
    let mut take = |n: usize| -> Result<&[u8], TableProblem> {
        let s = bytes.get(at..at + n).ok_or(TableProblem::Truncated)?;
        at += n;
        Ok(s)
    };
    let magic = take(16)?;
    if magic != MAGIC {
        return Err(TableProblem::NotATable);
    }
    let version = u32::from_le_bytes(take(4)?.try_into().expect("4 bytes"));
    if version != FORMAT_VERSION {
        return Err(TableProblem::Version(version));
    }
    let len = u16::from_le_bytes(take(2)?.try_into().expect("2 bytes")) as usize;
    if len > 64 {
        return Err(TableProblem::BadHeader);
    }
    let spec = std::str::from_utf8(take(len)?)
        .map_err(|_| TableProblem::BadHeader)?
        .to_string();
    let f = take(4)?;
    let (foxes, geese, captures, points) = (f[0], f[1], f[2], f[3]);
    let positions = u64::from_le_bytes(take(8)?.try_into().expect("8 bytes"));
    let checksum = u64::from_le_bytes(take(8)?.try_into().expect("8 bytes"));
    Ok((
        Header {
            version,
            spec,
            foxes,
            geese,
            captures,
            points,
            positions,
            checksum,
        },
        at,
    ))
}

impl Table {
    /// A table from its entries, which must be `key.positions()` many.
    pub(crate) fn new(key: TableKey, entries: Vec<u16>) -> Table {
        debug_assert_eq!(entries.len() as u64, key.positions());
        Table { key, entries }
    }

    /// The table's key.
    pub fn key(&self) -> TableKey {
        self.key
    }

    /// The entry at `index`.
    #[inline]
    pub fn entry(&self, index: u64) -> u16 {
        self.entries[index as usize]
    }

    /// Every entry, in index order.
    pub fn entries(&self) -> &[u16] {
        &self.entries
    }

    /// Writes the table to `path`, atomically.
    pub fn save(&self, path: &Path) -> Result<(), TableError> {
        let header = Header::of(&self.key);
        let prefix = header.prefix();
        let mut hasher = Xxh3::new();
        hasher.update(&prefix);
        let mut body = Vec::with_capacity(1 << 16);
        for chunk in self.entries.chunks(1 << 15) {
            body.clear();
            body.extend(chunk.iter().flat_map(|e| e.to_le_bytes()));
            hasher.update(&body);
        }
        let checksum = hasher.digest();
        crate::fsio::atomic_write_with(path, |w: &mut dyn Write| {
            w.write_all(&prefix)?;
            w.write_all(&checksum.to_le_bytes())?;
            for chunk in self.entries.chunks(1 << 15) {
                body.clear();
                body.extend(chunk.iter().flat_map(|e| e.to_le_bytes()));
                w.write_all(&body)?;
            }
            Ok(())
        })
        .map_err(|e| TableError::io(path, &e))
    }

    /// Reads `key`'s table from `path`, refusing a file that is not exactly that table.
    pub fn load(key: TableKey, path: &Path) -> Result<Table, TableError> {
        let corrupt = |problem| TableError::Corrupt {
            path: path.to_path_buf(),
            problem,
        };
        let bytes = read_bounded(path, key.positions())?;
        let (header, at) = parse_header(&bytes).map_err(corrupt)?;
        let expected = Header::of(&key);
        if header.spec != expected.spec
            || header.geese != expected.geese
            || header.captures != expected.captures
        {
            return Err(corrupt(TableProblem::Foreign));
        }
        if header.foxes != expected.foxes
            || header.points != expected.points
            || header.positions != expected.positions
        {
            return Err(corrupt(TableProblem::BadHeader));
        }
        let body = &bytes[at..];
        let want = expected.positions * ENTRY_BYTES;
        if (body.len() as u64) < want {
            return Err(corrupt(TableProblem::Truncated));
        }
        if body.len() as u64 > want {
            return Err(corrupt(TableProblem::TrailingBytes));
        }
        let mut hasher = Xxh3::new();
        hasher.update(&bytes[..at - 8]);
        hasher.update(body);
        if hasher.digest() != header.checksum {
            return Err(corrupt(TableProblem::Checksum));
        }
        let entries = body
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
        Ok(Table { key, entries })
    }
}

/// Reads a file expected to hold `positions` entries, reading at most a little more than
/// that (so a huge foreign file is not swallowed whole).
fn read_bounded(path: &Path, positions: u64) -> Result<Vec<u8>, TableError> {
    let limit = positions * ENTRY_BYTES + 4096;
    let file = std::fs::File::open(path).map_err(|e| TableError::io(path, &e))?;
    let meta = file.metadata().map_err(|e| TableError::io(path, &e))?;
    if !meta.is_file() {
        return Err(TableError::io(
            path,
            &io::Error::new(io::ErrorKind::InvalidInput, "not a regular file"),
        ));
    }
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize);
    file.take(limit)
        .read_to_end(&mut bytes)
        .map_err(|e| TableError::io(path, &e))?;
    Ok(bytes)
}

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
}

/// Inspects one table file: its header, and a full check of its contents.
pub fn inspect(path: &Path) -> TableInfo {
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let mut head = vec![0u8; 128];
    let header = std::fs::File::open(path).ok().and_then(|mut f| {
        let n = f.read(&mut head).ok()?;
        parse_header(&head[..n]).ok().map(|(h, _)| h)
    });
    let key = header.as_ref().and_then(Header::key);
    let check = match key {
        Some(k) => Table::load(k, path).map(|_| ()),
        None => Err(TableError::Corrupt {
            path: path.to_path_buf(),
            problem: match &header {
                None => match std::fs::read(path) {
                    Ok(b) => parse_header(&b).err().unwrap_or(TableProblem::BadHeader),
                    Err(e) => return io_info(path, header, bytes, &e),
                },
                Some(_) => TableProblem::BadHeader,
            },
        }),
    };
    TableInfo {
        path: path.to_path_buf(),
        header,
        key,
        bytes,
        check,
    }
}

fn io_info(path: &Path, header: Option<Header>, bytes: u64, e: &io::Error) -> TableInfo {
    TableInfo {
        path: path.to_path_buf(),
        header,
        key: None,
        bytes,
        check: Err(TableError::io(path, e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip() {
        for mover in [Side::Fox, Side::Geese] {
            for v in [
                Value::Draw,
                Value::win(Side::Fox, 0),
                Value::win(Side::Geese, 17),
                Value::win(Side::Fox, DISTANCE),
            ] {
                let e = value_entry(v, mover).unwrap();
                assert_eq!(entry_value(e, mover), v);
            }
            assert_eq!(
                value_entry(Value::win(Side::Fox, DISTANCE + 1), mover),
                None
            );
        }
    }
}
