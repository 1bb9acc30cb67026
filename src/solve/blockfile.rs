//! The compact container: a file of fixed-size entries cut into blocks, each compressed with
//! zstd on its own and checksummed, behind a versioned, checksummed header, written atomically.
//! The compact tables, parts and sweep levels are each one of these, their own header (what
//! the file holds) carried inside as `meta`.
//!
//! # File format (version 1, little-endian)
//!
//! ```text
//! magic        16 bytes  "FOXGEESE-PACKED\0"
//! version      u32       1
//! meta         u16 length + bytes: what the file holds (a table's, part's or level's own
//!                        header, with its own magic and version), compared byte for byte
//! width        u8        bytes per entry (1 or 2)
//! codec        u8        1: zstd
//! block        u32       entries per block (the last block may hold fewer)
//! entries      u64       entries in the body
//! checksum     u64       XXH3-64 of every byte before it and of the block table
//! block table  ⌈entries / block⌉ × (u64 end, u64 XXH3-64): where each compressed block
//!              ends, counted from the body's start, and the checksum of its bytes
//! body         the compressed blocks, back to back
//! ```
//!
//! Random access reads one block: its bytes are checked against the table's checksum before
//! zstd sees them, and the decompressed block must have exactly its entries, so a damaged,
//! truncated or foreign file is refused by name ([`TableProblem`]) and never read as values.
//! A reader keeps the last blocks it decompressed ([`CACHED_BLOCKS`]), so a warm probe costs
//! a hash look-up. Blocks compress in parallel (rayon), a batch at a time, and the whole file
//! is written through [`crate::fsio::atomic_write_with`].

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use xxhash_rust::xxh3::{xxh3_64, Xxh3};

use super::error::{TableError, TableProblem};

/// The first bytes of every compact file.
pub const MAGIC: &[u8; 16] = b"FOXGEESE-PACKED\0";
/// The container's version.
pub const VERSION: u32 = 1;
/// The codec of the blocks: zstd.
const CODEC_ZSTD: u8 = 1;
/// Entries per block: 64 KiB of one-byte entries, which a probe decompresses in tens of
/// microseconds.
pub const BLOCK_ENTRIES: u64 = 65_536;
/// The zstd level: 19 gains about a tenth on Ply Yard's tables at ten times the time; 9 is the
/// knee measured in docs/benchmarks.md.
pub const LEVEL: i32 = 9;
/// Blocks a reader keeps decompressed (at most 16 MiB of two-byte entries).
pub const CACHED_BLOCKS: usize = 128;
/// Blocks compressed together, in parallel, before they are written.
const BATCH: u64 = 512;

/// Whether `head` (a file's first bytes) starts like a compact file.
pub fn is_packed(head: &[u8]) -> bool {
    head.len() >= 16 && &head[..16] == MAGIC
}

/// Writes a compact file at `path`, atomically: `entries` entries of `width` bytes, whose
/// block `b` (entries `b × BLOCK_ENTRIES` onwards) `block` fills into the buffer it is given
/// (`width` bytes an entry, as many entries as the block holds). Blocks are made and
/// compressed in parallel, so `block` must be callable from any thread.
pub fn write(
    path: &Path,
    meta: &[u8],
    width: u8,
    entries: u64,
    block: impl Fn(u64, &mut Vec<u8>) + Sync,
) -> Result<u64, TableError> {
    let io_err = |e: io::Error| TableError::io(path, &e);
    let blocks = entries.div_ceil(BLOCK_ENTRIES);
    let mut compressed: Vec<Vec<u8>> = Vec::with_capacity(blocks as usize);
    let mut first = 0;
    while first < blocks {
        let last = (first + BATCH).min(blocks);
        let batch: Result<Vec<Vec<u8>>, io::Error> = (first..last)
            .into_par_iter()
            .map(|b| {
                let n = BLOCK_ENTRIES.min(entries - b * BLOCK_ENTRIES);
                let mut raw = Vec::with_capacity((n * u64::from(width)) as usize);
                block(b, &mut raw);
                assert_eq!(
                    raw.len() as u64,
                    n * u64::from(width),
                    "a block holds its entries"
                );
                zstd::bulk::compress(&raw, LEVEL)
            })
            .collect();
        compressed.extend(batch.map_err(io_err)?);
        first = last;
    }
    let head = head(meta, width, entries);
    let mut table = Vec::with_capacity(compressed.len() * 16);
    let mut end = 0u64;
    for c in &compressed {
        end += c.len() as u64;
        table.extend_from_slice(&end.to_le_bytes());
        table.extend_from_slice(&xxh3_64(c).to_le_bytes());
    }
    let mut hasher = Xxh3::new();
    hasher.update(&head);
    hasher.update(&table);
    let checksum = hasher.digest();
    crate::fsio::atomic_write_with(path, |w: &mut dyn Write| {
        w.write_all(&head)?;
        w.write_all(&checksum.to_le_bytes())?;
        w.write_all(&table)?;
        for c in &compressed {
            w.write_all(c)?;
        }
        Ok(())
    })
    .map_err(io_err)?;
    Ok(head.len() as u64 + 8 + table.len() as u64 + end)
}

/// [`write()`] of entries already in memory, `width` bytes each.
pub fn write_bytes(path: &Path, meta: &[u8], width: u8, body: &[u8]) -> Result<u64, TableError> {
    let w = u64::from(width);
    let entries = body.len() as u64 / w;
    write(path, meta, width, entries, |b, out| {
        let from = (b * BLOCK_ENTRIES * w) as usize;
        let to = (((b + 1) * BLOCK_ENTRIES).min(entries) * w) as usize;
        out.extend_from_slice(&body[from..to]);
    })
}

/// The header's bytes before its checksum.
fn head(meta: &[u8], width: u8, entries: u64) -> Vec<u8> {
    let mut b = Vec::with_capacity(meta.len() + 48);
    b.extend_from_slice(MAGIC);
    b.extend_from_slice(&VERSION.to_le_bytes());
    b.extend_from_slice(&(meta.len() as u16).to_le_bytes());
    b.extend_from_slice(meta);
    b.push(width);
    b.push(CODEC_ZSTD);
    b.extend_from_slice(&(BLOCK_ENTRIES as u32).to_le_bytes());
    b.extend_from_slice(&entries.to_le_bytes());
    b
}

/// A read of `path` that failed: the file ends too soon (truncated), or the system's error.
fn read_error(path: &Path, e: &io::Error) -> TableError {
    match e.kind() {
        io::ErrorKind::UnexpectedEof => TableError::Corrupt {
            path: path.to_path_buf(),
            problem: TableProblem::Truncated,
        },
        _ => TableError::io(path, e),
    }
}

/// A compact file opened: its header and block table checked, its blocks read, checked and
/// decompressed as they are asked for.
#[derive(Debug)]
pub struct Packed {
    path: PathBuf,
    file: Mutex<File>,
    meta: Vec<u8>,
    width: u8,
    block: u64,
    entries: u64,
    /// Where the body starts in the file.
    start: u64,
    /// Each block's end (from the body's start) and checksum.
    table: Vec<(u64, u64)>,
    cache: Mutex<HashMap<u64, Arc<[u8]>>>,
}

impl Packed {
    /// Opens the compact file at `path`, checking its magic, version, header checksum and
    /// length; its `meta` is for the caller to check.
    pub fn open(path: &Path) -> Result<Packed, TableError> {
        let corrupt = |problem| TableError::Corrupt {
            path: path.to_path_buf(),
            problem,
        };
        let eof = |e: io::Error| read_error(path, &e);
        let mut file = crate::fsio::open_regular(path).map_err(|e| TableError::io(path, &e))?;
        let len = file.metadata().map_err(|e| TableError::io(path, &e))?.len();
        let mut fixed = [0u8; 22];
        file.read_exact(&mut fixed).map_err(eof)?;
        if !is_packed(&fixed) {
            return Err(corrupt(TableProblem::NotATable));
        }
        let version = u32::from_le_bytes(fixed[16..20].try_into().expect("4 bytes"));
        if version != VERSION {
            return Err(corrupt(TableProblem::Version(version)));
        }
        let meta_len = u16::from_le_bytes([fixed[20], fixed[21]]) as usize;
        if meta_len > 1024 {
            return Err(corrupt(TableProblem::BadHeader));
        }
        let mut rest = vec![0u8; meta_len + 1 + 1 + 4 + 8 + 8];
        file.read_exact(&mut rest).map_err(eof)?;
        let meta = rest[..meta_len].to_vec();
        let f = &rest[meta_len..];
        let width = f[0];
        let codec = f[1];
        let block = u64::from(u32::from_le_bytes(f[2..6].try_into().expect("4 bytes")));
        let entries = u64::from_le_bytes(f[6..14].try_into().expect("8 bytes"));
        let checksum = u64::from_le_bytes(f[14..22].try_into().expect("8 bytes"));
        if !matches!(width, 1 | 2) || codec != CODEC_ZSTD || block == 0 || block > 1 << 24 {
            return Err(corrupt(TableProblem::BadHeader));
        }
        let blocks = entries.div_ceil(block);
        let table_bytes = blocks.checked_mul(16).filter(|&b| b <= len);
        let Some(table_bytes) = table_bytes else {
            return Err(corrupt(TableProblem::Truncated));
        };
        let mut raw = vec![0u8; table_bytes as usize];
        file.read_exact(&mut raw).map_err(eof)?;
        let mut hasher = Xxh3::new();
        hasher.update(&fixed);
        hasher.update(&rest[..rest.len() - 8]);
        hasher.update(&raw);
        if hasher.digest() != checksum {
            return Err(corrupt(TableProblem::Checksum));
        }
        let table: Vec<(u64, u64)> = raw
            .chunks_exact(16)
            .map(|c| {
                (
                    u64::from_le_bytes(c[..8].try_into().expect("8 bytes")),
                    u64::from_le_bytes(c[8..].try_into().expect("8 bytes")),
                )
            })
            .collect();
        let start = 22 + rest.len() as u64 + table_bytes;
        let body = table.last().map_or(0, |t| t.0);
        if table.windows(2).any(|w| w[1].0 < w[0].0) {
            return Err(corrupt(TableProblem::BadHeader));
        }
        if len < start + body {
            return Err(corrupt(TableProblem::Truncated));
        }
        if len > start + body {
            return Err(corrupt(TableProblem::TrailingBytes));
        }
        Ok(Packed {
            path: path.to_path_buf(),
            file: Mutex::new(file),
            meta,
            width,
            block,
            entries,
            start,
            table,
            cache: Mutex::new(HashMap::new()),
        })
    }

    /// What the file says it holds (checked by the caller against what it wants).
    pub fn meta(&self) -> &[u8] {
        &self.meta
    }

    /// Bytes per entry.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Entries in the body.
    pub fn entries(&self) -> u64 {
        self.entries
    }

    /// Entries per block.
    pub fn block_entries(&self) -> u64 {
        self.block
    }

    /// Blocks in the body.
    pub fn blocks(&self) -> u64 {
        self.table.len() as u64
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The byte range of block `b` in the body.
    fn range(&self, b: u64) -> (u64, u64) {
        let from = if b == 0 {
            0
        } else {
            self.table[b as usize - 1].0
        };
        (from, self.table[b as usize].0)
    }

    /// Checks and decompresses block `b` from its stored bytes.
    fn unpack(&self, b: u64, stored: &[u8]) -> Result<Vec<u8>, TableError> {
        let corrupt = |problem| TableError::Corrupt {
            path: self.path.clone(),
            problem,
        };
        if xxh3_64(stored) != self.table[b as usize].1 {
            return Err(corrupt(TableProblem::Checksum));
        }
        let n = self.block.min(self.entries - b * self.block) * u64::from(self.width);
        let raw = zstd::bulk::decompress(stored, n as usize)
            .map_err(|_| corrupt(TableProblem::Checksum))?;
        if raw.len() as u64 != n {
            return Err(corrupt(TableProblem::BadHeader));
        }
        Ok(raw)
    }

    /// Block `b`'s entries as bytes (`width` each), read, checked and decompressed once, then
    /// kept among the last [`CACHED_BLOCKS`].
    pub fn block(&self, b: u64) -> Result<Arc<[u8]>, TableError> {
        if let Some(block) = self.cache.lock().unwrap_or_else(|e| e.into_inner()).get(&b) {
            return Ok(block.clone());
        }
        let (from, to) = self.range(b);
        let mut stored = vec![0u8; (to - from) as usize];
        {
            let mut f = self.file.lock().unwrap_or_else(|e| e.into_inner());
            f.seek(SeekFrom::Start(self.start + from))
                .and_then(|_| f.read_exact(&mut stored))
                .map_err(|e| read_error(&self.path, &e))?;
        }
        let block: Arc<[u8]> = self.unpack(b, &stored)?.into();
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if cache.len() >= CACHED_BLOCKS {
            // Any block goes: the cache only saves decompressing a block again.
            let old = *cache.keys().next().expect("a full cache has a block");
            cache.remove(&old);
        }
        cache.insert(b, block.clone());
        Ok(block)
    }

    /// Entry `i`'s bytes as a number (`width` bytes, little-endian).
    pub fn entry(&self, i: u64) -> Result<u16, TableError> {
        let block = self.block(i / self.block)?;
        let at = (i % self.block) as usize;
        Ok(match self.width {
            1 => u16::from(block[at]),
            _ => u16::from_le_bytes([block[2 * at], block[2 * at + 1]]),
        })
    }

    /// Calls `each` with every block's entries in order, each checked and decompressed; the
    /// blocks are decompressed in parallel, a batch at a time, so a whole file streams at the
    /// speed of both cores and a batch of blocks in memory.
    pub fn each_block(
        &self,
        each: impl FnMut(&[u8]) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        self.each_block_in(0..self.blocks(), each)
    }

    /// [`Packed::each_block`] for the blocks `blocks` only (in order), from the first's
    /// place in the file.
    pub fn each_block_in(
        &self,
        blocks: std::ops::Range<u64>,
        mut each: impl FnMut(&[u8]) -> Result<(), TableError>,
    ) -> Result<(), TableError> {
        let end = blocks.end.min(self.blocks());
        let mut first = blocks.start;
        if first >= end {
            return Ok(());
        }
        let mut file = self.file.lock().unwrap_or_else(|e| e.into_inner());
        file.seek(SeekFrom::Start(self.start + self.range(first).0))
            .map_err(|e| TableError::io(&self.path, &e))?;
        // A buffer no larger than what is read: a row vector of a few blocks is read often
        // (a chunk of a build reads thousands), and a larger buffer would read ahead for
        // nothing.
        let bytes = self.range(end - 1).1 - self.range(first).0;
        let mut reader = io::BufReader::with_capacity(bytes.min(1 << 20) as usize, &mut *file);
        while first < end {
            let last = (first + BATCH).min(end);
            let mut stored = Vec::with_capacity((last - first) as usize);
            for b in first..last {
                let (from, to) = self.range(b);
                let mut bytes = vec![0u8; (to - from) as usize];
                reader
                    .read_exact(&mut bytes)
                    .map_err(|e| read_error(&self.path, &e))?;
                stored.push(bytes);
            }
            let raw: Vec<Result<Vec<u8>, TableError>> = stored
                .par_iter()
                .enumerate()
                .map(|(k, s)| self.unpack(first + k as u64, s))
                .collect();
            for r in raw {
                each(&r?)?;
            }
            first = last;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("foxgeese-blockfile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    /// Entries of every width come back as written, by probe and by stream, over a block
    /// boundary and a short last block.
    #[test]
    fn entries_round_trip() {
        for width in [1u8, 2] {
            let entries = 2 * BLOCK_ENTRIES + 77;
            let body: Vec<u8> = (0..entries * u64::from(width))
                .map(|i| ((i * 7919) % 251) as u8 % 5)
                .collect();
            let path = temp(&format!("round-{width}"));
            write_bytes(&path, b"meta", width, &body).unwrap();
            let p = Packed::open(&path).unwrap();
            assert_eq!(p.meta(), b"meta");
            assert_eq!(p.entries(), entries);
            assert_eq!(p.blocks(), 3);
            for i in [0, 1, BLOCK_ENTRIES - 1, BLOCK_ENTRIES, entries - 1] {
                let w = usize::from(width);
                let at = i as usize * w;
                let want = if width == 1 {
                    u16::from(body[at])
                } else {
                    u16::from_le_bytes([body[at], body[at + 1]])
                };
                assert_eq!(p.entry(i).unwrap(), want, "{width} {i}");
            }
            let mut all = Vec::new();
            p.each_block(|b| {
                all.extend_from_slice(b);
                Ok(())
            })
            .unwrap();
            assert_eq!(all, body);
            std::fs::remove_file(&path).unwrap();
        }
    }

    /// Each kind of damage is refused by name, never read as entries.
    #[test]
    fn damage_is_refused_by_name() {
        let body: Vec<u8> = (0..3 * BLOCK_ENTRIES).map(|i| (i % 3) as u8).collect();
        let path = temp("damage");
        write_bytes(&path, b"meta", 1, &body).unwrap();
        let good = std::fs::read(&path).unwrap();
        let problem = |bytes: &[u8]| {
            std::fs::write(&path, bytes).unwrap();
            match Packed::open(&path).and_then(|p| p.each_block(|_| Ok(()))) {
                Err(TableError::Corrupt { problem, .. }) => Some(problem),
                Ok(()) => None,
                Err(e) => panic!("{e:?}"),
            }
        };
        assert_eq!(problem(&good), None);
        assert_eq!(
            problem(&good[..good.len() - 1]),
            Some(TableProblem::Truncated)
        );
        assert_eq!(problem(&good[..30]), Some(TableProblem::Truncated));
        let mut longer = good.clone();
        longer.push(0);
        assert_eq!(problem(&longer), Some(TableProblem::TrailingBytes));
        let mut body_bit = good.clone();
        let last = body_bit.len() - 3;
        body_bit[last] ^= 1;
        assert_eq!(problem(&body_bit), Some(TableProblem::Checksum));
        let mut head_bit = good.clone();
        head_bit[24] ^= 1;
        assert_eq!(problem(&head_bit), Some(TableProblem::Checksum));
        let mut version = good.clone();
        version[16] = 9;
        assert_eq!(problem(&version), Some(TableProblem::Version(9)));
        let mut magic = good.clone();
        magic[0] = b'X';
        assert_eq!(problem(&magic), Some(TableProblem::NotATable));
        std::fs::remove_file(&path).unwrap();
    }
}
