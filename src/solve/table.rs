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
//! so a table costs 2 bytes per entry, on disk and in memory; 14 bits hold distances up
//! to 16,383 plies (the builder refuses anything longer rather than wrap). A table of a
//! ruleset that keeps the board's mirror stores one position of each mirror pair (see
//! [`super::index`]): about 1 byte per position of the game.
//!
//! # The compact form
//!
//! A table is written, unless [`Format::Full`] is asked for, as a compact file
//! ([`super::blockfile`]) whose meta is the header below up to `entries` (no checksum: the
//! container's covers it), its entries one byte each in a part's encoding
//! ([`super::entry::encode`]) where every distance fits one, else two as below. [`Table`]
//! reads either form, whichever the file's first bytes say.
//!
//! # File format (version 3, little-endian)
//!
//! ```text
//! magic        16 bytes  "FOXGEESE-TABLE\0\0"
//! version      u32       3
//! spec         u16 length + UTF-8 bytes: the canonical ruleset spec (`standard:geese=17`)
//! foxes        u8
//! geese        u8        geese on the board
//! captures     u8        captures made; 255 where the ruleset's end ignores them
//! points       u8        points of the board
//! symmetry     u8        0: every position stored; 1: one of each left–right mirror pair
//! entries      u64       entries in the body
//! checksum     u64       XXH3-64 of every byte before it and of the block checksums
//! blocks       ⌈entries / 32768⌉ × u64: the XXH3-64 of each block of the body
//! body         entries × u16, in blocks of 32,768 entries (64 KiB)
//! ```
//!
//! Opening a table checks the header against the table asked for, the file's length and the
//! checksum of the header and block checksums; an entry is read only from a block whose own
//! checksum has been checked. So a truncated, corrupt or foreign file is refused
//! ([`TableProblem`]) and never read as values, yet `analyze` reads only the blocks its
//! positions are in (a warm run reads kilobytes, not the whole table). A table a build needs
//! whole, and `tables list`, check every block. Files are written through
//! [`crate::fsio::atomic_write_with`], so a build interrupted mid-write leaves no table behind.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use xxhash_rust::xxh3::Xxh3;

use super::blockfile::Packed;
use super::entry::{decode, encode};
pub use super::error::{TableError, TableProblem};
use super::index::TableKey;
use crate::rules::RulesetSpec;

/// The first bytes of every table file.
pub const MAGIC: &[u8; 16] = b"FOXGEESE-TABLE\0\0";
/// The format version this program writes and reads: 3 since the tables of symmetric
/// rulesets store one position of each mirror pair (version 2 stored every position; version
/// 1 had one checksum over the whole body). Files of another version are refused as such and
/// rebuilt.
pub const FORMAT_VERSION: u32 = 3;
/// Bytes of one entry.
pub const ENTRY_BYTES: u64 = 2;
/// Entries per checksummed block of the body.
pub const BLOCK_ENTRIES: u64 = 32_768;

/// Blocks a table opened lazily keeps in memory after reading them.
const CACHED_BLOCKS: usize = 256;

/// A table's values, in index order: all in memory, or read a block at a time from its file.
#[derive(Debug)]
pub struct Table {
    key: TableKey,
    /// Entries: `key.entries()`, or `key.positions()` for an unmirrored table built to check
    /// a mirrored one.
    len: u64,
    body: Body,
}

#[derive(Debug)]
enum Body {
    /// Every entry.
    Whole(Vec<u16>),
    /// The file, its block checksums, and the blocks read (and checked) so far.
    Lazy {
        path: PathBuf,
        file: Mutex<File>,
        /// Where the body starts in the file.
        start: u64,
        sums: Vec<u64>,
        blocks: Mutex<HashMap<u64, Arc<[u16]>>>,
    },
    /// A compact file ([`super::blockfile`]): one byte an entry (a part's byte,
    /// [`super::entry::encode`]) or two.
    Packed(Packed),
}

/// The form tables are written in: `tables build --format`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Format {
    /// Compressed blocks ([`super::blockfile`]): what every build writes unless told.
    #[default]
    Compact,
    /// One plain entry a position (two bytes in a table, one in a part), as before.
    Full,
}

/// Whether the file at `path` is a compact one (its first bytes say so).
pub fn is_packed_file(path: &Path) -> bool {
    let mut head = [0u8; 16];
    crate::fsio::open_regular(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok()
        && super::blockfile::is_packed(&head)
}

/// The 16-bit entry of a compact file's entry as stored (`width` bytes).
#[inline]
fn unpack_entry(width: u8, stored: u16) -> u16 {
    if width == 1 {
        decode(stored as u8)
    } else {
        stored
    }
}

/// Checks the start of a file read into `head` (its first `want.len() + 8` bytes: the fields
/// before the checksum, then the checksum) against what it must say: the 16-byte `magic`, the
/// format `version` after it, then the rest of `want` exactly. The parts of a partitioned
/// build and the levels of a sweep begin this way.
pub(crate) fn check_prefix(
    head: &[u8],
    magic: &[u8; 16],
    version: u32,
    want: &[u8],
) -> Result<(), TableProblem> {
    if &head[..16] != magic {
        return Err(TableProblem::NotATable);
    }
    let found = u32::from_le_bytes(head[16..20].try_into().expect("4 bytes"));
    if found != version {
        return Err(TableProblem::Version(found));
    }
    if head[..want.len()] != want[..] {
        return Err(TableProblem::Foreign);
    }
    Ok(())
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
    /// 1 when the table stores one position of each mirror pair, else 0.
    pub symmetry: u8,
    /// Entries in the body.
    pub entries: u64,
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
            symmetry: u8::from(key.mirrored()),
            entries: key.entries(),
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
        b.extend_from_slice(&[
            self.foxes,
            self.geese,
            self.captures,
            self.points,
            self.symmetry,
        ]);
        b.extend_from_slice(&self.entries.to_le_bytes());
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
pub(super) fn parse_header(bytes: &[u8]) -> Result<(Header, usize), TableProblem> {
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
    let f = take(5)?;
    let (foxes, geese, captures, points, symmetry) = (f[0], f[1], f[2], f[3], f[4]);
    let entries = u64::from_le_bytes(take(8)?.try_into().expect("8 bytes"));
    let checksum = u64::from_le_bytes(take(8)?.try_into().expect("8 bytes"));
    Ok((
        Header {
            version,
            spec,
            foxes,
            geese,
            captures,
            points,
            symmetry,
            entries,
            checksum,
        },
        at,
    ))
}

/// Reads the header a compact file carries as its meta (the header's fields, no checksum).
pub(super) fn parse_meta(meta: &[u8]) -> Result<(Header, usize), TableProblem> {
    let mut bytes = meta.to_vec();
    bytes.extend_from_slice(&[0; 8]);
    let (header, at) = parse_header(&bytes)?;
    if at != bytes.len() {
        return Err(TableProblem::BadHeader);
    }
    Ok((header, at))
}

/// The blocks of a body of `entries` entries.
fn block_count(entries: u64) -> u64 {
    entries.div_ceil(BLOCK_ENTRIES)
}

/// The checksum of one block's bytes.
fn block_sum(bytes: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(bytes)
}

impl Table {
    /// A table from its entries, in the order of its index (`key.entries()` many, or one
    /// per position in an unmirrored table, which is never saved).
    pub(crate) fn new(key: TableKey, entries: Vec<u16>) -> Table {
        Table {
            key,
            len: entries.len() as u64,
            body: Body::Whole(entries),
        }
    }

    /// How many entries.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the table has no entries (no table has none).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The table's key.
    pub fn key(&self) -> TableKey {
        self.key
    }

    /// Whether every entry is in memory (as a build needs its lower tables).
    pub fn is_whole(&self) -> bool {
        matches!(self.body, Body::Whole(_))
    }

    /// The entry at `index`; from a file, its block is read and checked first.
    #[inline]
    pub fn entry(&self, index: u64) -> Result<u16, TableError> {
        match &self.body {
            Body::Whole(e) => Ok(e[index as usize]),
            Body::Lazy {
                path,
                file,
                start,
                sums,
                blocks,
            } => {
                let b = index / BLOCK_ENTRIES;
                let mut cache = blocks.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(block) = cache.get(&b) {
                    return Ok(block[(index % BLOCK_ENTRIES) as usize]);
                }
                let first = b * BLOCK_ENTRIES;
                let len = BLOCK_ENTRIES.min(self.len - first);
                let mut bytes = vec![0u8; (len * ENTRY_BYTES) as usize];
                {
                    let mut f = file.lock().unwrap_or_else(|e| e.into_inner());
                    f.seek(SeekFrom::Start(start + first * ENTRY_BYTES))
                        .and_then(|_| f.read_exact(&mut bytes))
                        .map_err(|e| match e.kind() {
                            io::ErrorKind::UnexpectedEof => TableError::Corrupt {
                                path: path.clone(),
                                problem: TableProblem::Truncated,
                            },
                            _ => TableError::io(path, &e),
                        })?;
                }
                if block_sum(&bytes) != sums[b as usize] {
                    return Err(TableError::Corrupt {
                        path: path.clone(),
                        problem: TableProblem::Checksum,
                    });
                }
                let block: Arc<[u16]> = bytes
                    .chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]]))
                    .collect();
                let e = block[(index % BLOCK_ENTRIES) as usize];
                if cache.len() >= CACHED_BLOCKS {
                    // Any block goes: a long search or a verification reading blocks all over
                    // a large table stays bounded (16 MiB a table).
                    let old = *cache.keys().next().expect("a full cache has a block");
                    cache.remove(&old);
                }
                cache.insert(b, block);
                Ok(e)
            }
            Body::Packed(p) => Ok(unpack_entry(p.width(), p.entry(index)?)),
        }
    }

    /// The entry at `index` of a whole table (see [`is_whole`](Self::is_whole)).
    #[inline]
    pub(crate) fn whole_entry(&self, index: u64) -> u16 {
        match &self.body {
            Body::Whole(e) => e[index as usize],
            Body::Lazy { .. } | Body::Packed(_) => {
                unreachable!("builds read whole tables only")
            }
        }
    }

    /// Writes the table to `path` in `format`, atomically.
    pub fn save_as(&self, path: &Path, format: Format) -> Result<(), TableError> {
        match format {
            Format::Full => self.save(path),
            Format::Compact => self.save_packed(path).map(|_| ()),
        }
    }

    /// Writes the table to `path` as a compact file, atomically: one byte an entry where
    /// every distance fits a byte, else two. The file's size.
    pub fn save_packed(&self, path: &Path) -> Result<u64, TableError> {
        let Body::Whole(entries) = &self.body else {
            unreachable!("only built tables are saved")
        };
        let meta = Header::of(&self.key).prefix();
        let narrow = entries.par_iter().all(|&e| encode(e).is_some());
        let width = if narrow { 1 } else { 2 };
        super::blockfile::write(path, &meta, width, self.len, |b, out| {
            let from = (b * super::blockfile::BLOCK_ENTRIES) as usize;
            let to = (from + super::blockfile::BLOCK_ENTRIES as usize).min(entries.len());
            for &e in &entries[from..to] {
                if narrow {
                    out.push(encode(e).expect("checked to fit"));
                } else {
                    out.extend_from_slice(&e.to_le_bytes());
                }
            }
        })
    }

    /// Writes the table to `path` in the full form (two bytes an entry), atomically.
    pub fn save(&self, path: &Path) -> Result<(), TableError> {
        let Body::Whole(entries) = &self.body else {
            unreachable!("only built tables are saved")
        };
        let header = Header::of(&self.key);
        debug_assert_eq!(
            header.entries, self.len,
            "only tables in their own index are saved"
        );
        let prefix = header.prefix();
        let mut sums = Vec::with_capacity(block_count(header.entries) as usize);
        let mut bytes = Vec::with_capacity((BLOCK_ENTRIES * ENTRY_BYTES) as usize);
        for chunk in entries.chunks(BLOCK_ENTRIES as usize) {
            bytes.clear();
            bytes.extend(chunk.iter().flat_map(|e| e.to_le_bytes()));
            sums.push(block_sum(&bytes));
        }
        let sum_bytes: Vec<u8> = sums.iter().flat_map(|s| s.to_le_bytes()).collect();
        let mut hasher = Xxh3::new();
        hasher.update(&prefix);
        hasher.update(&sum_bytes);
        let checksum = hasher.digest();
        crate::fsio::atomic_write_with(path, |w: &mut dyn Write| {
            w.write_all(&prefix)?;
            w.write_all(&checksum.to_le_bytes())?;
            w.write_all(&sum_bytes)?;
            for chunk in entries.chunks(BLOCK_ENTRIES as usize) {
                bytes.clear();
                bytes.extend(chunk.iter().flat_map(|e| e.to_le_bytes()));
                w.write_all(&bytes)?;
            }
            Ok(())
        })
        .map_err(|e| TableError::io(path, &e))
    }

    /// Opens `key`'s table at `path`, checking its header, length and block checksums'
    /// checksum; entries are read a block at a time as they are asked for.
    pub fn open(key: TableKey, path: &Path) -> Result<Table, TableError> {
        let corrupt = |problem| TableError::Corrupt {
            path: path.to_path_buf(),
            problem,
        };
        // Not `File::open`: a FIFO named like a table would wait for a writer forever.
        let mut file = crate::fsio::open_regular(path).map_err(|e| TableError::io(path, &e))?;
        let meta = file.metadata().map_err(|e| TableError::io(path, &e))?;
        let mut head = Vec::with_capacity(128);
        (&mut file)
            .take(128)
            .read_to_end(&mut head)
            .map_err(|e| TableError::io(path, &e))?;
        if super::blockfile::is_packed(&head) {
            drop(file);
            let packed = Packed::open(path)?;
            let (header, _) = parse_meta(packed.meta()).map_err(corrupt)?;
            check_header(&header, &key).map_err(corrupt)?;
            if packed.entries() != header.entries {
                return Err(corrupt(TableProblem::BadHeader));
            }
            return Ok(Table {
                key,
                len: header.entries,
                body: Body::Packed(packed),
            });
        }
        let (header, at) = parse_header(&head).map_err(corrupt)?;
        check_header(&header, &key).map_err(corrupt)?;
        let blocks = block_count(header.entries);
        let start = at as u64 + blocks * 8;
        let want = start + header.entries * ENTRY_BYTES;
        if meta.len() < want {
            return Err(corrupt(TableProblem::Truncated));
        }
        if meta.len() > want {
            return Err(corrupt(TableProblem::TrailingBytes));
        }
        let mut sum_bytes = vec![0u8; (blocks * 8) as usize];
        file.seek(SeekFrom::Start(at as u64))
            .and_then(|_| file.read_exact(&mut sum_bytes))
            .map_err(|e| TableError::io(path, &e))?;
        let mut hasher = Xxh3::new();
        hasher.update(&head[..at - 8]);
        hasher.update(&sum_bytes);
        if hasher.digest() != header.checksum {
            return Err(corrupt(TableProblem::Checksum));
        }
        let sums = sum_bytes
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect();
        Ok(Table {
            key,
            len: header.entries,
            body: Body::Lazy {
                path: path.to_path_buf(),
                file: Mutex::new(file),
                start,
                sums,
                blocks: Mutex::new(HashMap::new()),
            },
        })
    }

    /// Reads `key`'s whole table from `path`, checking every block: refuses a file that is
    /// not exactly that table, and says how much memory it needs when the system will not
    /// give it ([`TableError::NoMemory`], asked for before the file is read).
    pub fn load(key: TableKey, path: &Path) -> Result<Table, TableError> {
        Table::load_within(key, path, u64::MAX)
    }

    /// [`load`](Self::load), refused as [`TableError::NoMemory`] when the entries take more
    /// than `ceiling` bytes (what a test uses to see the error without exhausting memory).
    pub fn load_within(key: TableKey, path: &Path, ceiling: u64) -> Result<Table, TableError> {
        let bytes = key.entries().saturating_mul(ENTRY_BYTES);
        let no_memory = || TableError::NoMemory {
            path: path.to_path_buf(),
            bytes,
        };
        // The header is checked first: a file that is not this table is said as such.
        drop(Table::open(key, path)?);
        if bytes > ceiling {
            return Err(no_memory());
        }
        let mut entries: Vec<u16> =
            crate::memory::try_with_capacity(key.entries()).ok_or_else(no_memory)?;
        let len = Table::each_block(key, path, |block| entries.extend_from_slice(block))?;
        debug_assert_eq!(len, entries.len() as u64);
        Ok(Table::new(key, entries))
    }

    /// Checks every block of `key`'s table at `path` without keeping them: a block at a time
    /// in memory (64 KiB), whatever the table's size.
    pub fn verify(key: TableKey, path: &Path) -> Result<(), TableError> {
        Table::each_block(key, path, |_| ()).map(|_| ())
    }

    /// Opens `key`'s table at `path` and hands each block's entries, checked, to `each` in
    /// order; the number of entries.
    fn each_block(
        key: TableKey,
        path: &Path,
        mut each: impl FnMut(&[u16]),
    ) -> Result<u64, TableError> {
        let lazy = Table::open(key, path)?;
        if let Body::Packed(p) = &lazy.body {
            let mut out = Vec::with_capacity(p.block_entries() as usize);
            p.each_block(|bytes| {
                out.clear();
                if p.width() == 1 {
                    out.extend(bytes.iter().map(|&b| decode(b)));
                } else {
                    out.extend(
                        bytes
                            .chunks_exact(2)
                            .map(|c| u16::from_le_bytes([c[0], c[1]])),
                    );
                }
                each(&out);
                Ok(())
            })?;
            return Ok(lazy.len);
        }
        let Body::Lazy {
            file, start, sums, ..
        } = lazy.body
        else {
            unreachable!("open gives a lazy table")
        };
        let mut file = file.into_inner().unwrap_or_else(|e| e.into_inner());
        file.seek(SeekFrom::Start(start))
            .map_err(|e| TableError::io(path, &e))?;
        let n = lazy.len;
        let mut reader = io::BufReader::with_capacity(1 << 20, file);
        let mut bytes = vec![0u8; (BLOCK_ENTRIES * ENTRY_BYTES) as usize];
        let mut out = Vec::with_capacity(BLOCK_ENTRIES as usize);
        for (b, sum) in sums.iter().enumerate() {
            let len = BLOCK_ENTRIES.min(n - b as u64 * BLOCK_ENTRIES);
            let buf = &mut bytes[..(len * ENTRY_BYTES) as usize];
            reader.read_exact(buf).map_err(|e| match e.kind() {
                io::ErrorKind::UnexpectedEof => TableError::Corrupt {
                    path: path.to_path_buf(),
                    problem: TableProblem::Truncated,
                },
                _ => TableError::io(path, &e),
            })?;
            if block_sum(buf) != *sum {
                return Err(TableError::Corrupt {
                    path: path.to_path_buf(),
                    problem: TableProblem::Checksum,
                });
            }
            out.clear();
            out.extend(
                buf.chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]])),
            );
            each(&out);
        }
        Ok(n)
    }
}

/// Opens `path` for reading when it is a regular file (a FIFO or a folder is refused before
/// it is opened, so nothing waits on it).
pub(crate) fn open_regular(path: &Path) -> Result<File, TableError> {
    let meta = std::fs::metadata(path).map_err(|e| TableError::io(path, &e))?;
    if !meta.is_file() {
        return Err(TableError::io(
            path,
            &io::Error::new(io::ErrorKind::InvalidInput, "not a regular file"),
        ));
    }
    File::open(path).map_err(|e| TableError::io(path, &e))
}

/// Whether a header is the one of `key`'s table.
fn check_header(header: &Header, key: &TableKey) -> Result<(), TableProblem> {
    let expected = Header::of(key);
    if header.spec != expected.spec
        || header.geese != expected.geese
        || header.captures != expected.captures
    {
        return Err(TableProblem::Foreign);
    }
    if header.foxes != expected.foxes
        || header.points != expected.points
        || header.symmetry != expected.symmetry
        || header.entries != expected.entries
    {
        return Err(TableProblem::BadHeader);
    }
    Ok(())
}
