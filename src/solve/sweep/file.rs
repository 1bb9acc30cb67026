//! A level's file ([`SweepFile`]): its format, its name, and a level saved and read a
//! checked block at a time.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::Arc;

use rayon::prelude::*;
use xxhash_rust::xxh3::{xxh3_64, Xxh3};

use crate::rules::Ruleset;
use crate::solve::combin::binom;
use crate::solve::table::{check_prefix, TableError, TableProblem};

use super::level::Level;

/// The first bytes of every sweep file.
pub const SWEEP_MAGIC: &[u8; 16] = b"FOXGEESE-SWEEP\0\0";
/// The format version this program writes and reads.
pub const SWEEP_VERSION: u32 = 1;
/// Sets of geese per checksummed block (64 KiB of masks).
pub(super) const BLOCK_SETS: u64 = 8192;
/// Bytes of one set's two masks.
pub(super) const SET_BYTES: u64 = 8;
/// Blocks a [`SweepFile`] keeps after reading them.
pub(super) const CACHED_BLOCKS: usize = 64;

/// A level's file name in a table folder: `standard-sweep-g13.fgs`.
pub fn file_name(rules: &Ruleset, geese: u32) -> String {
    format!(
        "{}-sweep-g{geese:02}.fgs",
        rules.spec.to_string().replace(':', "_")
    )
}

/// The header's bytes before its checksum.
pub(super) fn header_bytes(rules: &Ruleset, points: u32, geese: u32, sets: u64) -> Vec<u8> {
    let spec = rules.spec.to_string();
    let mut h = Vec::with_capacity(64);
    h.extend_from_slice(SWEEP_MAGIC);
    h.extend_from_slice(&SWEEP_VERSION.to_le_bytes());
    h.extend_from_slice(&(spec.len() as u16).to_le_bytes());
    h.extend_from_slice(spec.as_bytes());
    h.push(points as u8);
    h.push(geese as u8);
    h.extend_from_slice(&sets.to_le_bytes());
    h
}

/// The file format (little-endian):
///
/// ```text
/// magic      16 bytes  "FOXGEESE-SWEEP\0\0"
/// version    u32       1
/// spec       u16 length + UTF-8 bytes: the canonical ruleset spec
/// points     u8        points of the board
/// geese      u8        geese on the board
/// sets       u64       sets of geese: C(points, geese)
/// checksum   u64       XXH3-64 of every byte before it and of the block checksums
/// blocks     ⌈sets / 8192⌉ × u64: the XXH3-64 of each block of the body
/// body       sets × (u32 fox_loses, u32 geese_win), in colex order of the sets
/// ```
impl Level {
    /// Block `b`'s bytes (the body below, sets `b × 8192` on) appended to `out`.
    pub(super) fn block_bytes(&self, b: u64, out: &mut Vec<u8>) {
        let sets = self.fox_loses.len() as u64;
        for i in b * BLOCK_SETS..((b + 1) * BLOCK_SETS).min(sets) {
            out.extend_from_slice(&self.mask(i, true).to_le_bytes());
            out.extend_from_slice(&self.mask(i, false).to_le_bytes());
        }
    }

    /// Writes the level to `path` atomically, as a compact file ([`crate::solve::blockfile`]: the
    /// body below in zstd blocks of 8,192 sets, the header above as its meta).
    pub fn save(
        &self,
        rules: &Ruleset,
        points: u32,
        geese: u32,
        path: &Path,
    ) -> Result<(), TableError> {
        let sets = self.fox_loses.len() as u64;
        let meta = header_bytes(rules, points, geese, sets);
        debug_assert_eq!(
            BLOCK_SETS * SET_BYTES,
            crate::solve::blockfile::BLOCK_ENTRIES
        );
        crate::solve::blockfile::write(path, &meta, 1, sets * SET_BYTES, |b, out| {
            self.block_bytes(b, out)
        })
        .map(|_| ())
    }

    /// Writes the level to `path` atomically in the full form (the format below), as sweeps
    /// were written before the compact form.
    pub fn save_full(
        &self,
        rules: &Ruleset,
        points: u32,
        geese: u32,
        path: &Path,
    ) -> io::Result<()> {
        let sets = self.fox_loses.len() as u64;
        let body = |b: u64| -> Vec<u8> {
            let mut out = Vec::with_capacity((BLOCK_SETS * SET_BYTES) as usize);
            self.block_bytes(b, &mut out);
            out
        };
        let blocks = sets.div_ceil(BLOCK_SETS);
        let sums: Vec<u64> = (0..blocks)
            .into_par_iter()
            .map(|b| xxh3_64(&body(b)))
            .collect();
        let mut head = header_bytes(rules, points, geese, sets);
        let mut hasher = Xxh3::new();
        hasher.update(&head);
        for s in &sums {
            hasher.update(&s.to_le_bytes());
        }
        head.extend_from_slice(&hasher.digest().to_le_bytes());
        crate::fsio::atomic_write_with(path, |w| {
            w.write_all(&head)?;
            for s in &sums {
                w.write_all(&s.to_le_bytes())?;
            }
            for b in 0..blocks {
                w.write_all(&body(b))?;
            }
            Ok(())
        })
    }

    /// Reads a whole level from `path`, every block checked.
    pub fn load(
        rules: &Ruleset,
        points: u32,
        geese: u32,
        path: &Path,
    ) -> Result<Level, TableError> {
        let mut file = SweepFile::open(rules, points, geese, path)?;
        let level = Level::new(file.sets);
        for b in 0..file.blocks() {
            let block = file.block(b)?;
            for (j, m) in block.chunks_exact(SET_BYTES as usize).enumerate() {
                let i = (b * BLOCK_SETS) as usize + j;
                let word = |o: usize| u32::from_le_bytes(m[o..o + 4].try_into().expect("4 bytes"));
                level.fox_loses[i].store(word(0), Ordering::Relaxed);
                level.geese_win[i].store(word(4), Ordering::Relaxed);
            }
        }
        Ok(level)
    }
}

/// One level's file, read a checked block at a time.
pub struct SweepFile {
    pub(super) path: PathBuf,
    pub(super) file: File,
    pub(super) sets: u64,
    pub(super) body_at: u64,
    pub(super) sums: Vec<u64>,
    pub(super) cache: HashMap<u64, Arc<[u8]>>,
    /// The compact file, where the level is one ([`crate::solve::blockfile`]): its blocks are
    /// this format's blocks, compressed.
    pub(super) packed: Option<crate::solve::blockfile::Packed>,
}

impl SweepFile {
    /// Opens the level of `geese` geese of `rules` at `path`, checking its header, length and
    /// the checksum of the header and of the block checksums.
    pub fn open(
        rules: &Ruleset,
        points: u32,
        geese: u32,
        path: &Path,
    ) -> Result<SweepFile, TableError> {
        let corrupt = |problem| TableError::Corrupt {
            path: path.to_path_buf(),
            problem,
        };
        let io = |e: io::Error| TableError::io(path, &e);
        let mut file = crate::fsio::open_regular(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        let sets = binom(points, geese);
        let expected = header_bytes(rules, points, geese, sets);
        let mut head = vec![0u8; expected.len() + 8];
        if len >= 16 && crate::solve::table::is_packed_file(path) {
            let packed = crate::solve::blockfile::Packed::open(path)?;
            let mut meta = packed.meta().to_vec();
            meta.extend_from_slice(&[0; 8]);
            if meta.len() != head.len() {
                return Err(corrupt(TableProblem::Foreign));
            }
            check_prefix(&meta, SWEEP_MAGIC, SWEEP_VERSION, &expected).map_err(corrupt)?;
            if packed.entries() != sets * SET_BYTES || packed.width() != 1 {
                return Err(corrupt(TableProblem::BadHeader));
            }
            return Ok(SweepFile {
                path: path.to_path_buf(),
                file,
                sets,
                body_at: 0,
                sums: Vec::new(),
                cache: HashMap::new(),
                packed: Some(packed),
            });
        }
        if len < head.len() as u64 {
            return Err(corrupt(TableProblem::Truncated));
        }
        file.read_exact(&mut head).map_err(io)?;
        check_prefix(&head, SWEEP_MAGIC, SWEEP_VERSION, &expected).map_err(corrupt)?;
        let blocks = sets.div_ceil(BLOCK_SETS);
        let body_at = head.len() as u64 + blocks * 8;
        let size = body_at + sets * SET_BYTES;
        if len < size {
            return Err(corrupt(TableProblem::Truncated));
        }
        if len > size {
            return Err(corrupt(TableProblem::TrailingBytes));
        }
        let mut raw = vec![0u8; (blocks * 8) as usize];
        file.read_exact(&mut raw).map_err(io)?;
        let mut hasher = Xxh3::new();
        hasher.update(&head[..expected.len()]);
        hasher.update(&raw);
        let stored = u64::from_le_bytes(head[expected.len()..].try_into().expect("8 bytes"));
        if hasher.digest() != stored {
            return Err(corrupt(TableProblem::Checksum));
        }
        let sums = raw
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect();
        Ok(SweepFile {
            path: path.to_path_buf(),
            file,
            sets,
            body_at,
            sums,
            cache: HashMap::new(),
            packed: None,
        })
    }

    pub(super) fn blocks(&self) -> u64 {
        match &self.packed {
            Some(p) => p.blocks(),
            None => self.sums.len() as u64,
        }
    }

    /// Block `b`'s bytes, its checksum checked.
    pub(super) fn block(&mut self, b: u64) -> Result<Arc<[u8]>, TableError> {
        if let Some(p) = &self.packed {
            return p.block(b);
        }
        if let Some(block) = self.cache.get(&b) {
            return Ok(Arc::clone(block));
        }
        let io = |e: io::Error| TableError::io(&self.path, &e);
        let from = b * BLOCK_SETS;
        let to = (from + BLOCK_SETS).min(self.sets);
        let mut bytes = vec![0u8; ((to - from) * SET_BYTES) as usize];
        self.file
            .seek(SeekFrom::Start(self.body_at + from * SET_BYTES))
            .map_err(io)?;
        self.file.read_exact(&mut bytes).map_err(io)?;
        if xxh3_64(&bytes) != self.sums[b as usize] {
            return Err(TableError::Corrupt {
                path: self.path.clone(),
                problem: TableProblem::Checksum,
            });
        }
        if self.cache.len() >= CACHED_BLOCKS {
            self.cache.clear();
        }
        let block: Arc<[u8]> = bytes.into();
        self.cache.insert(b, Arc::clone(&block));
        Ok(block)
    }

    /// The two masks of the set of rank `set_rank`: (fox to move loses, geese to move win).
    pub fn masks(&mut self, set_rank: u64) -> Result<(u32, u32), TableError> {
        let block = self.block(set_rank / BLOCK_SETS)?;
        let o = ((set_rank % BLOCK_SETS) * SET_BYTES) as usize;
        let word = |o: usize| u32::from_le_bytes(block[o..o + 4].try_into().expect("4 bytes"));
        Ok((word(o), word(o + 4)))
    }
}
