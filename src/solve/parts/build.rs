//! The partitioned build itself: every part a folder lacks, built a chunk at a time in
//! bounded memory and saved ([`build`], one part alone: [`build_part`]), with its progress
//! ([`PartProgress`]), what it did ([`PartReport`]) and why it stopped ([`PartError`]).

use std::path::Path;

use super::chunk;
use super::file::{self, PartFile, PartKey};
use super::finished::{load, Finished, Want};
use super::graph;
use super::jobs;
use super::plan::{below_of, LevelPlan};
use crate::solve::index::{Indexer, TableKey};
use crate::solve::retro::{self, BuildError};
use crate::solve::solve_error::SolveError;
use crate::solve::table::{TableError, ENTRY_BYTES};
use crate::solve::{Quiet, Solver};

/// Told about a partitioned build's progress. Called from the building threads.
pub trait PartProgress: Sync {
    /// The build starts: `parts` parts to build, `entries` entries in them, `present`
    /// parts already there.
    fn begin(&self, _parts: usize, _entries: u64, _present: usize) {}
    /// Part `key` starts (`entries` entries).
    fn start(&self, _key: &PartKey, _entries: u64) {}
    /// This many more units of work are done (at most two per entry).
    fn advance(&self, _units: u64) {}
    /// The part is built and saved.
    fn finish(&self, _key: &PartKey) {}
    /// Another process (a `tables build --part` worker) holds part `key`'s lock, `lock`:
    /// the build waits for it, then builds the part only if that worker did not.
    fn waiting(&self, _key: &PartKey, _lock: &Path) {}
}

/// Nothing is told.
impl PartProgress for Quiet {}

/// What a partitioned build ([`crate::solve::Solver::build_parts`]) did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PartReport {
    /// Parts built and saved, in build order.
    pub built: Vec<PartKey>,
    /// Parts already in the folder (every block checked), not built again.
    pub present: Vec<PartKey>,
    /// The most memory one part's build was estimated to need, in bytes.
    pub peak_estimate: u64,
    /// Whole tables (the levels below the parts) built by this run.
    pub tables_built: Vec<TableKey>,
}

/// Why a partitioned build could not go on.
#[derive(Clone, Debug)]
pub enum PartError {
    /// A file could not be read or written, or is damaged.
    Table(TableError),
    /// A part could not be built.
    Build {
        /// The part.
        key: PartKey,
        /// Why.
        error: BuildError,
    },
    /// A distance does not fit a part's byte.
    TooDeep {
        /// The part.
        key: PartKey,
    },
    /// A part needs more memory than the ceiling allows.
    Memory {
        /// The part.
        key: PartKey,
        /// The estimate, bytes.
        needs: u64,
        /// The ceiling, bytes.
        ceiling: u64,
    },
    /// A whole table below the parts could not be built.
    Solve(Box<SolveError>),
}

impl From<TableError> for PartError {
    fn from(e: TableError) -> PartError {
        PartError::Table(e)
    }
}

/// Whether part `key` is whole in `dir`: its file opens and every block checks.
pub fn part_is_whole(dir: &Path, key: &PartKey, entries: u64) -> Result<bool, TableError> {
    let path = dir.join(key.file_name());
    if !path.exists() {
        return Ok(false);
    }
    // A damaged part is built again (its file replaced atomically); one that cannot be read
    // at all (permissions, a folder in its place) is an error.
    let checked = PartFile::open(&path, key, entries).and_then(|f| f.each_block(|_| Ok(())));
    match checked {
        Ok(()) => Ok(true),
        Err(TableError::Corrupt { .. }) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Builds every part of `plan` the folder lacks (and, through `solver`, the whole tables
/// below `parts_from`), keeping at most `ceiling` bytes of memory by its estimates. Parts
/// already there are checked block by block; a damaged one is an error naming it (delete it
/// and build again).
pub(crate) fn build(
    solver: &mut Solver,
    levels: &[(TableKey, Option<LevelPlan>)],
    ceiling: u64,
    progress: &dyn PartProgress,
) -> Result<PartReport, PartError> {
    let dir = solver.dir().to_path_buf();
    let mut report = PartReport::default();
    // What is there, and what is left.
    let mut todo: Vec<(PartKey, u64)> = Vec::new();
    for (_, p) in levels {
        let Some(p) = p else { continue };
        for &(key, entries) in &p.parts {
            if part_is_whole(&dir, &key, entries)? {
                report.present.push(key);
            } else {
                todo.push((key, entries));
            }
        }
    }
    // Before anything is built, each part left with what it reads (the plan's estimate, as
    // `tables plan` gives it): a ceiling too low for one of them is said now, not hours in.
    // (The 13-goose parts of Ply Yard's game need 15.8 GB with their inputs, 9 GB without.)
    let spec = levels.first().map(|l| l.0.spec);
    let max_geese = levels.iter().map(|l| l.0.geese).max();
    let parts_from = levels
        .iter()
        .filter(|l| l.1.is_some())
        .map(|l| l.0.geese)
        .min();
    if let (Some(spec), Some(max_geese), Some(parts_from)) = (spec, max_geese, parts_from) {
        let graph = jobs::Graph::new(spec, max_geese, parts_from);
        for job in &graph.jobs {
            let jobs::JobKind::Part(key) = job.kind else {
                continue;
            };
            if todo.iter().any(|t| t.0 == key) && job.memory > ceiling {
                return Err(PartError::Memory {
                    key,
                    needs: job.memory,
                    ceiling,
                });
            }
        }
    }
    progress.begin(
        todo.len(),
        todo.iter().map(|t| t.1).sum(),
        report.present.len(),
    );
    let mut finished = Finished::default();
    for (level, plan) in levels {
        let Some(plan) = plan else {
            // Built whole, as before.
            let r = solver
                .build(*level, &Quiet)
                .map_err(|e| PartError::Solve(Box::new(e)))?;
            for k in r.built {
                if !report.tables_built.contains(&k) {
                    report.tables_built.push(k);
                }
            }
            continue;
        };
        for &(key, entries) in &plan.parts {
            if !todo.iter().any(|t| t.0 == key) {
                continue;
            }
            // The part's lock, as a `tables build --part` worker takes it: one writer of a
            // part at a time, so neither removes the other's temporary file, and a part a
            // worker finished while this build waited is kept, not built twice.
            let lock = lock_part(&dir, &key, progress)?;
            if part_is_whole(&dir, &key, entries)? {
                report.present.push(key);
                progress.finish(&key);
                continue;
            }
            build_one(
                solver,
                &mut finished,
                levels,
                plan,
                (key, entries),
                ceiling,
                progress,
                &mut report.peak_estimate,
            )?;
            // The part is saved: its lock file goes (a worker that waited on it finds the
            // part built, and one that comes later does not lock a built part).
            let lock_file = lock.path().to_path_buf();
            drop(lock);
            let _ = std::fs::remove_file(lock_file);
            report.built.push(key);
            progress.finish(&key);
        }
    }
    Ok(report)
}

/// Builds part `key` (of `entries` entries, of level `plan`) and saves it, a chunk of row
/// vectors at a time ([`chunk`](mod@chunk)), each chunk's inputs loaded into `finished` first
/// (what it had that the chunk does not read is dropped); the estimate of its peak memory
/// raises `peak`. Refuses before building when the estimate is over `ceiling`.
#[allow(clippy::too_many_arguments)]
fn build_one(
    solver: &mut Solver,
    finished: &mut Finished,
    levels: &[(TableKey, Option<LevelPlan>)],
    plan: &LevelPlan,
    (key, entries): (PartKey, u64),
    ceiling: u64,
    progress: &dyn PartProgress,
    peak: &mut u64,
) -> Result<(), PartError> {
    let dir = solver.dir().to_path_buf();
    let points = Indexer::new(key.level).points().to_vec();
    let below = below_of(levels, key.level);
    let chunks = chunk::chunks(
        &plan.index,
        below.and_then(|b| b.1).map(|p| &*p.index),
        key.sum,
        points.len() as u32,
        super::rows::reach(key.level.rules()),
        plan.chunk_entries,
    );
    let whole_below = match below {
        Some((b, None)) => Indexer::new(b).size() * ENTRY_BYTES,
        _ => 0,
    };
    let needs = chunk::part_memory(&chunks, points.len() as u32) + whole_below;
    *peak = (*peak).max(needs);
    if needs > ceiling {
        return Err(PartError::Memory {
            key,
            needs,
            ceiling,
        });
    }
    progress.start(&key, entries);
    let mut body: Vec<u8> = Vec::new();
    body.try_reserve_exact(entries as usize)
        .map_err(|_| PartError::Build {
            key,
            error: BuildError::NoMemory { bytes: needs },
        })?;
    body.resize(entries as usize, 0);
    let per_placement = (points.len() as u64 - u64::from(key.level.geese)) * 2;
    let advance = |u| progress.advance(u);
    for c in &chunks {
        gather(&dir, finished, levels, key, c)?;
        let graph = graph::PartGraph::new(
            key.level,
            plan.index.clone(),
            key.sum,
            c.lo..c.hi,
            &points,
            finished,
        );
        let built =
            retro::build(&graph, &advance).map_err(|error| PartError::Build { key, error })?;
        drop(graph);
        let at = (c.lo * per_placement) as usize;
        for (slot, e) in body[at..at + built.len()].iter_mut().zip(&built) {
            *slot = file::encode(*e).ok_or(PartError::TooDeep { key })?;
        }
    }
    file::save_as(&dir.join(key.file_name()), &key, &body, solver.format())?;
    Ok(())
}

/// Takes part `key`'s lock in `dir` ([`crate::fsio::lock_beside`] of its file), waiting for
/// another process that holds it (said to `progress` first).
fn lock_part(
    dir: &Path,
    key: &PartKey,
    progress: &dyn PartProgress,
) -> Result<crate::fsio::FileLock, PartError> {
    use crate::fsio::{lock_beside, LockError};
    use std::time::Duration;
    let path = dir.join(key.file_name());
    let io = |e: std::io::Error| {
        PartError::Table(TableError::Io {
            path: path.clone(),
            kind: e.kind(),
        })
    };
    match lock_beside(&path, Duration::ZERO) {
        Ok(l) => Ok(l),
        Err(LockError::Io(e)) => Err(io(e)),
        Err(LockError::Busy { lock }) => {
            progress.waiting(key, &lock);
            match lock_beside(&path, Duration::MAX) {
                Ok(l) => Ok(l),
                Err(LockError::Io(e)) => Err(io(e)),
                Err(LockError::Busy { lock }) => Err(io(std::io::Error::new(
                    std::io::ErrorKind::ResourceBusy,
                    lock.display().to_string(),
                ))),
            }
        }
    }
}

/// Builds the one part `key` of a build of `levels` (see [`plan`](super::plan())) and saves it: the parts and
/// tables it reads must be in the solver's folder (`tables build --part` checks them first).
/// `ceiling`: the most memory its build may take by its estimate. The estimated peak.
pub fn build_part(
    solver: &mut Solver,
    levels: &[(TableKey, Option<LevelPlan>)],
    key: PartKey,
    ceiling: u64,
    progress: &dyn PartProgress,
) -> Result<u64, PartError> {
    let plan = levels
        .iter()
        .find_map(|(k, p)| p.as_ref().filter(|_| *k == key.level))
        .expect("the part's level is built in parts");
    let entries = plan
        .parts
        .iter()
        .find(|p| p.0 == key)
        .expect("a part of the level")
        .1;
    let mut peak = 0;
    progress.begin(1, entries, 0);
    build_one(
        solver,
        &mut Finished::default(),
        levels,
        plan,
        (key, entries),
        ceiling,
        progress,
        &mut peak,
    )?;
    progress.finish(&key);
    Ok(peak)
}

/// Loads into `finished` what chunk `chunk` of part `key` reads, and drops the rest: the
/// row vectors of its own level a goose's step south reaches, and the level below (a whole
/// table, or the vectors a capture reaches). What the chunk before held and this one reads
/// stays.
fn gather(
    dir: &Path,
    finished: &mut Finished,
    levels: &[(TableKey, Option<LevelPlan>)],
    key: PartKey,
    chunk: &chunk::Chunk,
) -> Result<(), PartError> {
    let own = levels
        .iter()
        .find_map(|(k, p)| p.as_ref().filter(|_| *k == key.level))
        .expect("the part's level is built in parts");
    let spans = |g: u8| chunk.inputs_of(g).cloned().collect();
    // A step south leaves the fox to move; a capture, the geese.
    let mut wants = vec![Want::Parts {
        plan: own,
        side: Some(0),
        spans: spans(key.level.geese),
    }];
    match below_of(levels, key.level) {
        Some((level, None)) => wants.push(Want::Whole(level)),
        Some((b, Some(plan))) => wants.push(Want::Parts {
            plan,
            side: Some(1),
            spans: spans(b.geese),
        }),
        None => {}
    }
    load(dir, finished, &wants)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetSpec;
    use crate::solve::parts::chunk;
    use crate::solve::parts::plan::{plan, PARTS_FROM};
    use crate::solve::parts::reader::PartReader;
    use crate::solve::{Quiet, Solver};

    struct Silent;
    impl PartProgress for Silent {}

    /// A ceiling below the largest part's estimate (Ply Yard's whole game) is refused before
    /// anything is built, naming that part and its estimate, as `tables plan` gives it.
    #[test]
    fn a_ceiling_below_the_largest_part_is_refused_before_building() {
        let spec = RulesetSpec::default();
        let graph = jobs::Graph::new(spec, 13, PARTS_FROM);
        let largest = graph.jobs.iter().max_by_key(|j| j.memory).unwrap();
        let jobs::JobKind::Part(largest_key) = largest.kind else {
            panic!("the largest job is a part");
        };
        let dir =
            std::env::temp_dir().join(format!("foxgeese-parts-ceiling-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut solver = Solver::new(&dir);
        match solver.build_parts(spec, 13, PARTS_FROM, largest.memory - 1, &Silent) {
            Err(PartError::Memory { key, needs, .. }) => {
                assert_eq!(key, largest_key);
                assert_eq!(needs, largest.memory);
            }
            other => panic!("{other:?}"),
        }
        // Nothing was built.
        assert!(std::fs::read_dir(&dir).map_or(true, |mut d| d.next().is_none()));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Builds `spec`'s levels up to `geese` in parts (every level from `parts_from` up) and
    /// whole, and compares every position's entry (every `step`-th of the top level).
    /// Parts are built in chunks of `chunk` entries at most (a row vector alone when it has
    /// more: `1` builds each vector on its own).
    fn parts_are_the_whole_tables(spec: &str, geese: u8, parts_from: u8, step: usize, chunk: u64) {
        let spec: RulesetSpec = spec.parse().unwrap();
        let dir = std::env::temp_dir().join(format!(
            "foxgeese-parts-{}-{spec}-{geese}-{parts_from}-{chunk}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        let mut parted = Solver::new(&dir);
        let mut levels = plan(spec, geese, parts_from);
        for p in levels.iter_mut().filter_map(|l| l.1.as_mut()) {
            p.chunk_entries = chunk;
        }
        let report = build(&mut parted, &levels, u64::MAX, &Silent).unwrap();
        assert!(!report.built.is_empty());
        let mut whole = Solver::in_memory().with_on_demand_limit(u64::MAX);
        let mut reader = PartReader::default();
        for (level, plan) in plan(spec, geese, parts_from) {
            if plan.is_none() {
                continue;
            }
            whole.build(level, &Quiet).unwrap();
            let (ix, t) = whole.table(level).unwrap().unwrap();
            let step = if level.geese == geese { step } else { 1 };
            for i in (0..ix.size()).step_by(step) {
                let pos = ix.position(i);
                let e = reader.entry(&dir, level, &pos).unwrap().unwrap();
                assert_eq!(e, t.whole_entry(i), "{level}: {pos}");
                let image = ix.mirror(&pos);
                assert_eq!(
                    reader.entry(&dir, level, &image).unwrap().unwrap(),
                    e,
                    "{image}"
                );
            }
        }
        // Built again: nothing to do, every part kept.
        let again = Solver::new(&dir)
            .build_parts(spec, geese, parts_from, u64::MAX, &Silent)
            .unwrap();
        assert!(again.built.is_empty());
        assert_eq!(again.present, report.built);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn plyyard_parts_are_the_whole_tables_to_six_geese() {
        parts_are_the_whole_tables("plyyard", 6, 0, 7, chunk::CHUNK_ENTRIES);
    }

    /// Every row vector built on its own, with only the vectors it reads in memory.
    #[test]
    fn plyyard_parts_built_a_row_vector_at_a_time_are_the_whole_tables() {
        parts_are_the_whole_tables("plyyard", 6, 0, 7, 1);
    }

    /// Chunks of a few vectors: inputs kept from one chunk to the next.
    #[test]
    fn plyyard_parts_built_in_small_chunks_above_whole_tables() {
        parts_are_the_whole_tables("plyyard", 6, 5, 11, 200_000);
    }

    #[test]
    fn plyyard_parts_above_whole_tables() {
        parts_are_the_whole_tables("plyyard", 6, 6, 11, chunk::CHUNK_ENTRIES);
    }
}
