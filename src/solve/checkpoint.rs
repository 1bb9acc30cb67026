//! A proof search kept between runs: [`ProofState`] is the transposition table of
//! [`Solver::prove_in`](super::Solver::prove_in) with the ruleset and the side it is for and what
//! it has cost so far, and its file, so that a search of hours can be stopped and started again.
//!
//! The table is the whole state of a depth-first proof-number search: every run starts again at
//! the root and is led by the numbers stored back to where the last one stopped. Every entry
//! kept is true of its position wherever it is met (see `proof`), so a saved search serves any
//! position of its ruleset and side, not only the one it was started for.
//!
//! # File format (version 1, little-endian)
//!
//! ```text
//! magic        16 bytes  "FOXGEESE-PROOF\0\0"
//! version      u32       1
//! spec         u16 length + UTF-8 bytes: the canonical ruleset spec
//! prover       u8        0: the fox, 1: the geese
//! slots        u64       slots of the table (a power of two)
//! nodes        u64       positions expanded by every run so far
//! millis       u64       milliseconds searched by every run so far
//! body         slots × 4 × u64: the table's slots as they are in memory
//! checksum     u64       XXH3-64 of every byte before it
//! ```
//!
//! A file is written through [`crate::fsio::atomic_write_with`] (an interrupted save leaves the
//! last one whole), and refused when truncated, longer than its header says, of another
//! version, damaged (the checksum) or of another ruleset or side ([`CheckpointError`]): it is
//! never read as numbers then.

use std::io::{self, Read, Write};
use std::path::Path;
use std::time::Duration;

use xxhash_rust::xxh3::Xxh3;

use super::error::{CheckpointError, CheckpointProblem};
use super::proof_table::Table;
use super::solve_error::SolveError;
use crate::rules::{RulesetSpec, Side};

/// The first bytes of every saved proof search.
pub const CHECKPOINT_MAGIC: &[u8; 16] = b"FOXGEESE-PROOF\0\0";
/// The format version this program writes and reads.
pub const CHECKPOINT_VERSION: u32 = 1;
/// Slots read or written at a time (1 MiB).
const CHUNK_SLOTS: usize = 1 << 15;

/// A proof search's state: its transposition table, the ruleset and side it is for, and the
/// positions and time every run into it has taken.
pub struct ProofState {
    spec: RulesetSpec,
    prover: Side,
    pub(crate) table: Table,
    pub(crate) nodes: u64,
    pub(crate) elapsed: Duration,
}

impl std::fmt::Debug for ProofState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProofState")
            .field("spec", &self.spec)
            .field("prover", &self.prover)
            .field("slots", &self.table.len())
            .field("nodes", &self.nodes)
            .field("elapsed", &self.elapsed)
            .finish()
    }
}

/// A damaged or foreign file, as the solver reports it.
fn corrupt(path: &Path, problem: CheckpointProblem) -> SolveError {
    SolveError::Checkpoint(CheckpointError::Corrupt {
        path: path.to_path_buf(),
        problem,
    })
}

/// Reading or writing `path` failed, as the solver reports it.
fn io(path: &Path, e: &io::Error) -> SolveError {
    SolveError::Checkpoint(CheckpointError::Io {
        path: path.to_path_buf(),
        kind: e.kind(),
    })
}

impl ProofState {
    /// An empty search of `spec`'s positions for `prover`'s win, its table of at least `slots`
    /// slots (see [`super::ProofLimits::slots`]).
    pub fn new(spec: RulesetSpec, prover: Side, slots: usize) -> Result<ProofState, SolveError> {
        Ok(ProofState {
            spec,
            prover,
            table: Table::new(slots)?,
            nodes: 0,
            elapsed: Duration::ZERO,
        })
    }

    /// The ruleset whose positions it searches.
    pub fn spec(&self) -> RulesetSpec {
        self.spec
    }

    /// The side whose win it is proving.
    pub fn prover(&self) -> Side {
        self.prover
    }

    /// The table's slots.
    pub fn slots(&self) -> usize {
        self.table.len()
    }

    /// Positions expanded by every run so far (those of earlier runs too, when loaded).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Time searched by every run so far.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// The bytes before the body.
    fn header(&self) -> Vec<u8> {
        let spec = self.spec.to_string();
        let mut b = Vec::with_capacity(64);
        b.extend_from_slice(CHECKPOINT_MAGIC);
        b.extend_from_slice(&CHECKPOINT_VERSION.to_le_bytes());
        b.extend_from_slice(&(spec.len() as u16).to_le_bytes());
        b.extend_from_slice(spec.as_bytes());
        b.push(u8::from(self.prover == Side::Geese));
        b.extend_from_slice(&(self.table.len() as u64).to_le_bytes());
        b.extend_from_slice(&self.nodes.to_le_bytes());
        let millis = u64::try_from(self.elapsed.as_millis()).unwrap_or(u64::MAX);
        b.extend_from_slice(&millis.to_le_bytes());
        b
    }

    /// Writes the search to `path`, atomically: the file holds this save or the last one,
    /// whole, whatever happens meanwhile.
    pub fn save(&self, path: &Path) -> Result<(), SolveError> {
        let header = self.header();
        crate::fsio::atomic_write_with(path, |w: &mut dyn Write| {
            let mut hasher = Xxh3::new();
            hasher.update(&header);
            w.write_all(&header)?;
            let mut bytes = Vec::with_capacity(CHUNK_SLOTS * 32);
            for chunk in self.table.raw().chunks(CHUNK_SLOTS) {
                bytes.clear();
                bytes.extend(chunk.iter().flatten().flat_map(|w| w.to_le_bytes()));
                hasher.update(&bytes);
                w.write_all(&bytes)?;
            }
            w.write_all(&hasher.digest().to_le_bytes())
        })
        .map_err(|e| io(path, &e))
    }

    /// Reads the search saved at `path`, which must be of `spec`'s positions and for
    /// `prover`'s win. Its table keeps the size it was saved with unless `slots` asks for
    /// another (then every entry is placed again: a smaller table keeps those with the most
    /// work below them).
    pub fn load(
        path: &Path,
        spec: RulesetSpec,
        prover: Side,
        slots: Option<usize>,
    ) -> Result<ProofState, SolveError> {
        let bad = |problem| corrupt(path, problem);
        // Not `File::open`: a FIFO would wait for a writer forever.
        let mut file = crate::fsio::open_regular(path).map_err(|e| io(path, &e))?;
        let len = file.metadata().map_err(|e| io(path, &e))?.len();
        const HEAD: usize = 16 + 4 + 2;
        let mut head = Vec::with_capacity(HEAD);
        (&mut file)
            .take(HEAD as u64)
            .read_to_end(&mut head)
            .map_err(|e| io(path, &e))?;
        // Another file altogether, however short, is not "cut short".
        let magic = head.len().min(16);
        if head.is_empty() || head[..magic] != CHECKPOINT_MAGIC[..magic] {
            return Err(bad(CheckpointProblem::NotACheckpoint));
        }
        if head.len() < HEAD {
            return Err(bad(CheckpointProblem::Truncated));
        }
        let version = u32::from_le_bytes(head[16..20].try_into().expect("4 bytes"));
        if version != CHECKPOINT_VERSION {
            return Err(bad(CheckpointProblem::Version(version)));
        }
        let spec_len = usize::from(u16::from_le_bytes([head[20], head[21]]));
        if spec_len > 64 {
            return Err(bad(CheckpointProblem::BadHeader));
        }
        let mut rest = vec![0u8; spec_len + 1 + 8 * 3];
        read_or_truncated(&mut file, &mut rest, path)?;
        head.extend_from_slice(&rest);
        let saved_spec: RulesetSpec = std::str::from_utf8(&rest[..spec_len])
            .ok()
            .and_then(|s| s.parse().ok())
            .ok_or(bad(CheckpointProblem::BadHeader))?;
        let word = |i: usize| {
            let at = spec_len + 1 + 8 * i;
            u64::from_le_bytes(rest[at..at + 8].try_into().expect("8 bytes"))
        };
        let saved_prover = match rest[spec_len] {
            0 => Side::Fox,
            1 => Side::Geese,
            _ => return Err(bad(CheckpointProblem::BadHeader)),
        };
        let (saved_slots, nodes, millis) = (word(0), word(1), word(2));
        if !saved_slots.is_power_of_two() || !(4..=1 << 40).contains(&saved_slots) {
            return Err(bad(CheckpointProblem::BadHeader));
        }
        let whole = (head.len() as u64) + saved_slots * 32 + 8;
        if len < whole {
            return Err(bad(CheckpointProblem::Truncated));
        }
        if len > whole {
            return Err(bad(CheckpointProblem::TrailingBytes));
        }
        if saved_spec != spec || saved_prover != prover {
            return Err(SolveError::Checkpoint(CheckpointError::Foreign {
                path: path.to_path_buf(),
                spec: saved_spec,
                prover: saved_prover,
            }));
        }
        let saved_slots = saved_slots as usize;
        let mut table = Table::new(slots.unwrap_or(saved_slots))?;
        let same = table.len() == saved_slots;
        let mut hasher = Xxh3::new();
        hasher.update(&head);
        let mut bytes = vec![0u8; CHUNK_SLOTS * 32];
        let mut reader = io::BufReader::with_capacity(1 << 20, file);
        for start in (0..saved_slots).step_by(CHUNK_SLOTS) {
            let n = CHUNK_SLOTS.min(saved_slots - start);
            let chunk = &mut bytes[..n * 32];
            read_or_truncated(&mut reader, chunk, path)?;
            hasher.update(chunk);
            if same {
                let raw = &mut table.raw_mut()[start..start + n];
                for (s, b) in raw.iter_mut().zip(chunk.chunks_exact(32)) {
                    *s = slot(b);
                }
            } else {
                chunk.chunks_exact(32).for_each(|b| table.absorb(slot(b)));
            }
        }
        let mut sum = [0u8; 8];
        read_or_truncated(&mut reader, &mut sum, path)?;
        if u64::from_le_bytes(sum) != hasher.digest() {
            return Err(bad(CheckpointProblem::Checksum));
        }
        Ok(ProofState {
            spec,
            prover,
            table,
            nodes,
            elapsed: Duration::from_millis(millis),
        })
    }
}

/// A slot from its 32 bytes on disk (four little-endian words, as [`ProofState::save`] writes).
fn slot(b: &[u8]) -> [u64; 4] {
    std::array::from_fn(|i| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().expect("8 bytes")))
}

/// Fills `buf` from `r`, a short read being a truncated file.
fn read_or_truncated(r: &mut impl Read, buf: &mut [u8], path: &Path) -> Result<(), SolveError> {
    r.read_exact(buf).map_err(|e| match e.kind() {
        io::ErrorKind::UnexpectedEof => corrupt(path, CheckpointProblem::Truncated),
        _ => io(path, &e),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Position, Ruleset};
    use crate::solve::proof_table::{slot_key, slot_numbers};
    use crate::solve::{ProofLimits, ProofResult, Solver};
    use std::path::PathBuf;

    /// Two Foxes, nine captured: the foxes' win, proven in a few hundred positions (a table
    /// with entries of every kind: proven, refuted, open).
    fn searched() -> (ProofState, Position) {
        let spec: RulesetSpec = "two-foxes".parse().unwrap();
        let pos = Position::parse("3/3/1GGGGG1/GF3FG/G5G/3/3 g 9", Ruleset::get(spec)).unwrap();
        let mut state = ProofState::new(spec, Side::Fox, 1 << 12).unwrap();
        let limits = ProofLimits::new(Duration::from_secs(60), 0);
        let proof = Solver::in_memory()
            .prove_in(&pos, &mut state, limits)
            .unwrap();
        assert_eq!(proof.result, ProofResult::Won);
        assert_eq!(state.nodes(), proof.nodes);
        (state, pos)
    }

    /// [`searched`], saved in the scratch file `name`.
    fn saved(name: &str) -> (ProofState, Position, PathBuf) {
        let (state, pos) = searched();
        let path = scratch(name);
        state.save(&path).unwrap();
        (state, pos, path)
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("foxgeese-checkpoint-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    #[test]
    fn a_saved_search_loads_as_it_was_in_its_size_or_another() {
        let (state, _, path) = saved("round-trip");
        let loaded = ProofState::load(&path, state.spec(), Side::Fox, None).unwrap();
        assert_eq!(loaded.table.raw(), state.table.raw());
        assert_eq!(
            (loaded.nodes(), loaded.slots()),
            (state.nodes(), state.slots())
        );
        assert_eq!(
            loaded.elapsed().as_millis(),
            state.elapsed().as_millis(),
            "whole milliseconds are kept"
        );
        // Twice the size: every entry is placed again, none lost.
        let larger = ProofState::load(&path, state.spec(), Side::Fox, Some(1 << 13)).unwrap();
        assert_eq!(larger.slots(), 1 << 13);
        let used = |s: &ProofState| s.table.raw().iter().filter(|s| s[3] > 0).count();
        assert_eq!(used(&larger), used(&state));
        for slot in state.table.raw().iter().filter(|s| s[3] > 0) {
            let (key, numbers) = (slot_key(slot), slot_numbers(slot));
            assert_eq!(larger.table.get(key), Some(numbers));
        }
        std::fs::remove_file(&path).ok();
    }

    #[test]
    fn a_loaded_search_answers_without_searching_again() {
        let (state, pos, path) = saved("answers");
        let mut loaded = ProofState::load(&path, state.spec(), Side::Fox, None).unwrap();
        let limits = ProofLimits::new(Duration::from_secs(60), 0);
        let again = Solver::in_memory()
            .prove_in(&pos, &mut loaded, limits)
            .unwrap();
        assert_eq!(again.result, ProofResult::Won);
        assert!(state.nodes() > 100);
        assert_eq!(
            again.nodes, 1,
            "the root once: its children's proofs are in the table"
        );
        std::fs::remove_file(&path).ok();
    }

    #[test]
    fn damaged_truncated_and_foreign_files_are_refused() {
        let (state, _, path) = saved("good");
        let good = std::fs::read(&path).unwrap();
        let header = state.header().len();
        let spec_at = 16 + 4 + 2;
        let prover_at = spec_at + state.spec().to_string().len();
        use CheckpointProblem as P;
        type Damage = fn(&mut Vec<u8>, usize, usize);
        let cases: [(&str, Damage, P); 11] = [
            ("magic", |b, _, _| b[0] ^= 1, P::NotACheckpoint),
            ("text", |b, _, _| *b = b"junk\n".to_vec(), P::NotACheckpoint),
            ("empty", |b, _, _| b.clear(), P::NotACheckpoint),
            ("version", |b, _, _| b[16] = 9, P::Version(9)),
            ("prover", |b, _, p| b[p] = 7, P::BadHeader),
            ("spec", |b, _, _| b[22] = b'?', P::BadHeader),
            ("body", |b, h, _| b[h + 100] ^= 0x10, P::Checksum),
            ("sum", |b, _, _| *b.last_mut().unwrap() ^= 1, P::Checksum),
            ("cut", |b, _, _| b.truncate(b.len() - 1), P::Truncated),
            ("head", |b, _, _| b.truncate(18), P::Truncated),
            ("long", |b, _, _| b.push(0), P::TrailingBytes),
        ];
        for (name, damage, problem) in cases {
            let mut bytes = good.clone();
            damage(&mut bytes, header, prover_at);
            let bad = scratch(name);
            std::fs::write(&bad, &bytes).unwrap();
            match ProofState::load(&bad, state.spec(), Side::Fox, None) {
                Err(SolveError::Checkpoint(CheckpointError::Corrupt { problem: p, path })) => {
                    assert_eq!((p, path), (problem, bad.clone()), "{name}");
                }
                other => panic!("{name}: {:?}", other.err()),
            }
            std::fs::remove_file(&bad).ok();
        }
        for (spec, side) in [("two-foxes", Side::Geese), ("plyyard", Side::Fox)] {
            match ProofState::load(&path, spec.parse().unwrap(), side, None) {
                Err(SolveError::Checkpoint(CheckpointError::Foreign { spec, prover, .. })) => {
                    assert_eq!((spec, prover), (state.spec(), Side::Fox));
                }
                other => panic!("{spec} {side:?}: {:?}", other.err()),
            }
        }
        std::fs::remove_file(&path).ok();
    }
}
