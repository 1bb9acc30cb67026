//! A part's file: one byte per entry, a header naming the part, a checksum of each block.
//!
//! # Entries (one byte)
//!
//! ```text
//! 0        draw
//! 1        the side to move has lost (distance 0)
//! 2        the side to move has won (distance 0: a rule's win, the paddock filled)
//! d + 2    d plies to the end (1 ≤ d ≤ 253): the side to move wins when d is odd, loses
//!          when d is even
//! ```
//!
//! A win ends with the winner's own action and a loss with the other side's, so from the
//! side to move every win is an odd number of plies and every loss an even one; the byte
//! keeps the distance and the parity says who wins. [`encode`] checks that rule for every
//! entry it writes and refuses a distance that breaks it or does not fit, so nothing is ever
//! stored wrong. The whole of Ply Yard's game is about 1 byte per entry this way (2 in
//! [`crate::solve::table`]'s files).
//!
//! # File format (version 1, little-endian)
//!
//! ```text
//! magic        16 bytes  "FOXGEESE-PART\0\0\0"
//! version      u32       1
//! spec         u16 length + UTF-8 bytes: the canonical ruleset spec
//! geese        u8
//! captures     u8        255 where the ruleset's end ignores them
//! sum          u32       the sum of the geese's rows (the part)
//! entries      u64
//! checksum     u64       XXH3-64 of every byte before it and of the block checksums
//! blocks       ⌈entries / 65536⌉ × u64: the XXH3-64 of each block of the body
//! body         entries × u8, in blocks of 65,536 entries
//! ```
//!
//! A part may instead be a compact file ([`crate::solve::blockfile`], zstd blocks of these
//! same bytes) whose meta is the header above up to `entries`: [`PartFile`] reads either.
//!
//! Every part is written atomically ([`crate::fsio::atomic_write_with`]): a part is either
//! whole in its file or not there. Reading checks the header against the part asked for, the
//! length, the header's checksum, and each block's checksum before any entry of it is used.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use xxhash_rust::xxh3::{xxh3_64, Xxh3};

use crate::solve::blockfile::{self, Packed};
use crate::solve::index::TableKey;
use crate::solve::table::{is_packed_file, Format, TableError, TableProblem};

/// The first bytes of every part file.
pub const MAGIC: &[u8; 16] = b"FOXGEESE-PART\0\0\0";
/// The format version this program writes and reads.
pub const VERSION: u32 = 1;
/// Entries per checksummed block.
pub const BLOCK: u64 = 65_536;
/// Blocks a part file keeps in memory after reading them (4 MiB): a long search or a
/// verification that reads blocks all over hundreds of parts stays bounded.
const CACHED_BLOCKS: usize = 64;
/// One part: a level and the sum of its geese's rows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PartKey {
    /// The level (goose count and captures) the part belongs to.
    pub level: TableKey,
    /// The sum of the geese's rows (the southmost row is 0).
    pub sum: u32,
}

impl PartKey {
    /// The part's file, relative to the table folder: `plyyard-g13-c00.parts/s045.fgq`.
    pub fn file_name(&self) -> PathBuf {
        Path::new(&level_folder(&self.level)).join(format!("s{:03}.fgq", self.sum))
    }
}

impl std::fmt::Display for PartKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} sum={}", self.level, self.sum)
    }
}

/// The folder of a level's parts: the table's file name with `.parts` for `.fgt`.
pub fn level_folder(level: &TableKey) -> String {
    let name = level.file_name();
    format!("{}.parts", name.trim_end_matches(".fgt"))
}

pub use crate::solve::entry::{decode, encode, MAX_DISTANCE};

/// The header bytes before the checksum.
fn prefix(key: &PartKey, entries: u64) -> Vec<u8> {
    let spec = key.level.spec.to_string();
    let mut out = Vec::with_capacity(64);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(spec.len() as u16).to_le_bytes());
    out.extend_from_slice(spec.as_bytes());
    out.push(key.level.geese);
    out.push(key.level.captures.unwrap_or(u8::MAX));
    out.extend_from_slice(&key.sum.to_le_bytes());
    out.extend_from_slice(&entries.to_le_bytes());
    out
}

/// Bytes of `key`'s header, its checksum included: what a part file holds before its blocks'
/// checksums.
pub fn header_len(key: &PartKey) -> u64 {
    prefix(key, 0).len() as u64 + 8
}

fn blocks(entries: u64) -> u64 {
    entries.div_ceil(BLOCK)
}

/// Writes a part's entries (bytes) to `path`, atomically.
pub fn save(path: &Path, key: &PartKey, body: &[u8]) -> Result<(), TableError> {
    let prefix = prefix(key, body.len() as u64);
    let sums: Vec<u8> = body
        .chunks(BLOCK as usize)
        .flat_map(|b| xxh3_64(b).to_le_bytes())
        .collect();
    let mut hasher = Xxh3::new();
    hasher.update(&prefix);
    hasher.update(&sums);
    let checksum = hasher.digest();
    crate::fsio::atomic_write_with(path, |w: &mut dyn Write| {
        w.write_all(&prefix)?;
        w.write_all(&checksum.to_le_bytes())?;
        w.write_all(&sums)?;
        w.write_all(body)
    })
    .map_err(|e| TableError::io(path, &e))
}

/// Writes a part's entries (bytes) to `path` in `format`, atomically: the compact form is a
/// [`crate::solve::blockfile`] whose meta is the part's own header.
pub fn save_as(path: &Path, key: &PartKey, body: &[u8], format: Format) -> Result<(), TableError> {
    match format {
        Format::Full => save(path, key, body),
        Format::Compact => {
            blockfile::write_bytes(path, &prefix(key, body.len() as u64), 1, body).map(|_| ())
        }
    }
}

/// A part file opened: its header checked, its blocks read (and checked) as entries are
/// asked for. Either form: one byte an entry, or compact.
#[derive(Debug)]
pub struct PartFile {
    path: PathBuf,
    entries: u64,
    body: Body,
}

#[derive(Debug)]
enum Body {
    Full {
        file: Mutex<File>,
        start: u64,
        sums: Vec<u64>,
        cache: Mutex<HashMap<u64, Arc<[u8]>>>,
    },
    Packed(Packed),
}

impl PartFile {
    /// Opens `key`'s part at `path`, which must hold `entries` entries.
    pub fn open(path: &Path, key: &PartKey, entries: u64) -> Result<PartFile, TableError> {
        let corrupt = |problem| TableError::Corrupt {
            path: path.to_path_buf(),
            problem,
        };
        let mut file = crate::solve::table::open_regular(path)?;
        let len = file.metadata().map_err(|e| TableError::io(path, &e))?.len();
        let want = prefix(key, entries);
        let mut head = vec![0u8; want.len() + 8];
        let read = file.read_exact(&mut head);
        if blockfile::is_packed(&head) || (read.is_err() && len >= 16 && is_packed_file(path)) {
            drop(file);
            let packed = Packed::open(path)?;
            if packed.width() != 1 || packed.entries() != entries {
                return Err(corrupt(TableProblem::BadHeader));
            }
            let mut meta = packed.meta().to_vec();
            meta.extend_from_slice(&[0; 8]);
            if meta.len() != head.len() {
                return Err(corrupt(TableProblem::Foreign));
            }
            crate::solve::table::check_prefix(&meta, MAGIC, VERSION, &want).map_err(corrupt)?;
            return Ok(PartFile {
                path: path.to_path_buf(),
                entries,
                body: Body::Packed(packed),
            });
        }
        if let Err(e) = read {
            return Err(match e.kind() {
                io::ErrorKind::UnexpectedEof => corrupt(TableProblem::Truncated),
                _ => TableError::io(path, &e),
            });
        }
        crate::solve::table::check_prefix(&head, MAGIC, VERSION, &want).map_err(corrupt)?;
        let checksum = u64::from_le_bytes(head[want.len()..].try_into().expect("8 bytes"));
        let n = blocks(entries);
        let start = head.len() as u64 + n * 8;
        if len < start + entries {
            return Err(corrupt(TableProblem::Truncated));
        }
        if len > start + entries {
            return Err(corrupt(TableProblem::TrailingBytes));
        }
        let mut sum_bytes = vec![0u8; (n * 8) as usize];
        file.read_exact(&mut sum_bytes)
            .map_err(|e| TableError::io(path, &e))?;
        let mut hasher = Xxh3::new();
        hasher.update(&want);
        hasher.update(&sum_bytes);
        if hasher.digest() != checksum {
            return Err(corrupt(TableProblem::Checksum));
        }
        Ok(PartFile {
            path: path.to_path_buf(),
            entries,
            body: Body::Full {
                file: Mutex::new(file),
                start,
                sums: sum_bytes
                    .chunks_exact(8)
                    .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect(),
                cache: Mutex::new(HashMap::new()),
            },
        })
    }

    /// Entries in the part.
    pub fn len(&self) -> u64 {
        self.entries
    }

    /// Whether the part has no entry.
    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    /// Whether the file is in the compact form.
    pub fn is_packed(&self) -> bool {
        matches!(self.body, Body::Packed(_))
    }

    /// The 16-bit entry `i`, its block read and checked first if it was not yet.
    pub fn entry(&self, i: u64) -> Result<u16, TableError> {
        let (file, start, sums, cache) = match &self.body {
            Body::Packed(p) => return Ok(decode(p.entry(i)? as u8)),
            Body::Full {
                file,
                start,
                sums,
                cache,
            } => (file, start, sums, cache),
        };
        let b = i / BLOCK;
        if let Some(block) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&b) {
            return Ok(decode(block[(i % BLOCK) as usize]));
        }
        let mut file = file.lock().unwrap_or_else(|e| e.into_inner());
        file.seek(SeekFrom::Start(start + b * BLOCK))
            .map_err(|e| TableError::io(&self.path, &e))?;
        let len = BLOCK.min(self.entries - b * BLOCK) as usize;
        let mut buf = vec![0u8; len];
        self.read_checked(&mut *file, &mut buf, sums[b as usize])?;
        let byte = buf[(i % BLOCK) as usize];
        let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
        if cache.len() >= CACHED_BLOCKS {
            // Any block goes: the cache only saves reading a block again.
            let old = *cache.keys().next().expect("a full cache has a block");
            cache.remove(&old);
        }
        cache.insert(b, buf.into());
        Ok(decode(byte))
    }

    /// Reads `buf.len()` bytes and checks them against `sum`.
    fn read_checked(&self, r: &mut dyn Read, buf: &mut [u8], sum: u64) -> Result<(), TableError> {
        r.read_exact(buf).map_err(|e| match e.kind() {
            io::ErrorKind::UnexpectedEof => TableError::Corrupt {
                path: self.path.clone(),
                problem: TableProblem::Truncated,
            },
            _ => TableError::io(&self.path, &e),
        })?;
        if xxh3_64(buf) != sum {
            return Err(TableError::Corrupt {
                path: self.path.clone(),
                problem: TableProblem::Checksum,
            });
        }
        Ok(())
    }

    /// Every entry (bytes), each block checked, read as a stream of blocks.
    pub fn read_all(&self) -> Result<Vec<u8>, TableError> {
        let mut out = Vec::new();
        out.try_reserve_exact(self.entries as usize)
            .map_err(|_| TableError::io(&self.path, &io::ErrorKind::OutOfMemory.into()))?;
        self.each_block(|block| {
            out.extend_from_slice(block);
            Ok(())
        })?;
        Ok(out)
    }

    /// Calls `f` with every block in order, each checked before it is given; one block (a
    /// batch of compact ones) is in memory at a time.
    pub fn each_block(
        &self,
        mut f: impl FnMut(&[u8]) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        self.each_block_in(0..u64::MAX, |_, b| f(b))
    }

    /// Calls `f` with the entries `range` (clipped to the part) in order, as pieces of the
    /// blocks that hold them, each piece with the number of its first entry; only those
    /// blocks are read and checked.
    pub fn each_in(
        &self,
        range: std::ops::Range<u64>,
        mut f: impl FnMut(u64, &[u8]) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        let (from, to) = (range.start, range.end.min(self.entries));
        if from >= to {
            return Ok(());
        }
        let per = match &self.body {
            Body::Packed(p) => p.block_entries(),
            Body::Full { .. } => BLOCK,
        };
        let mut at = from - from % per;
        self.each_block_in(from / per..to.div_ceil(per), |_, block| {
            let (lo, hi) = (from.max(at), to.min(at + block.len() as u64));
            if lo < hi {
                f(lo, &block[(lo - at) as usize..(hi - at) as usize])?;
            }
            at += block.len() as u64;
            Ok(())
        })
    }

    /// Calls `f` with the blocks `blocks` (numbers in this file's own block size) in order,
    /// each with its number and checked before it is given.
    fn each_block_in(
        &self,
        blocks_in: std::ops::Range<u64>,
        mut f: impl FnMut(u64, &[u8]) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        let (file, start, sums) = match &self.body {
            Body::Packed(p) => {
                let mut b = blocks_in.start;
                return p.each_block_in(blocks_in, |block| {
                    f(b, block)?;
                    b += 1;
                    Ok(())
                });
            }
            Body::Full {
                file, start, sums, ..
            } => (file, start, sums),
        };
        let mut file = file.lock().unwrap_or_else(|e| e.into_inner());
        file.seek(SeekFrom::Start(*start + blocks_in.start * BLOCK))
            .map_err(|e| TableError::io(&self.path, &e))?;
        // No larger than what is read (see `Packed::each_block_in`).
        let end = blocks_in.end.min(blocks(self.entries));
        let bytes = (end.saturating_sub(blocks_in.start) * BLOCK).clamp(1, 1 << 20);
        let mut reader = io::BufReader::with_capacity(bytes as usize, &mut *file);
        let mut buf = Vec::with_capacity(BLOCK as usize);
        for b in blocks_in.start..blocks_in.end.min(blocks(self.entries)) {
            let len = BLOCK.min(self.entries - b * BLOCK) as usize;
            buf.resize(len, 0);
            self.read_checked(&mut reader, &mut buf, sums[b as usize])?;
            f(b, &buf)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::entry::{DECIDED, WINS};

    /// Every entry a table can hold within a byte's distances comes back as it went in,
    /// and an entry that breaks the parity rule or does not fit is refused.
    #[test]
    fn entries_round_trip_through_a_byte() {
        let mut seen = std::collections::HashSet::new();
        for d in 0..=MAX_DISTANCE {
            for wins in [false, true] {
                let e = DECIDED | d | if wins { WINS } else { 0 };
                match encode(e) {
                    Some(b) => {
                        assert_eq!(decode(b), e, "{d} {wins}");
                        assert!(seen.insert(b));
                    }
                    None => assert!(d > 0 && (d % 2 == 1) != wins, "{d} {wins}"),
                }
            }
        }
        assert_eq!(decode(encode(0).unwrap()), 0);
        assert_eq!(encode(DECIDED | WINS | 255), None, "too far");
        assert_eq!(encode(DECIDED | 254), None, "too far");
    }
}
