//! The partitioned build: a level (one goose count, with the real game's captures) too large
//! to build as one table is cut into *parts*, one per sum of the geese's rows, each built and
//! saved on its own in bounded memory.
//!
//! Geese never move north on the boards this serves ([`partitioned`] checks it from the
//! ruleset's data): a goose's step south lowers the sum of its geese's rows, a step sideways
//! keeps it, a capture takes a goose off. So the part of sum `s` of `k` geese needs only the
//! parts of `k` geese with smaller sums and the level of `k − 1` geese: levels are built from
//! the fewest geese up, and a level's parts from the smallest sum up, each a pure function of
//! the finished files it reads (`Finished`), written atomically ([`file`](mod@file)) as
//! `DIR/plyyard-g13-c00.parts/s045.fgq`. A build stopped anywhere (Ctrl-C, kill -9, a lost
//! machine) loses at most the part in progress: the next one checks every part it keeps, block
//! by block, and builds the rest.
//!
//! * [`index`]: the numbering of a part's placements ([`LevelIndex`]), row vector by row
//!   vector.
//! * `chunk`: a part's build cut into runs of row vectors, each closed under the moves that
//!   stay in the part, built one after the other with only what each reads in memory (Ply
//!   Yard's largest part in 2.4 GiB).
//! * `graph`: one chunk of a part as the retrograde builder's graph.
//! * [`file`](mod@file): a part's file, one byte per entry.
//! * [`jobs`]: the build as a graph of jobs (whole tables and parts), for `tables plan` and
//!   `tables build --part`, one job per process.
//!
//! A position's value is then read from its part (`PartReader`), a block at a time.

pub mod check;
pub mod chunk;
pub mod file;
mod graph;
pub mod index;
pub mod jobs;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use file::{level_folder, PartKey};
pub use index::{LevelIndex, Placed};

use super::index::{Indexer, TableKey};
use super::mirror::mirror_number;
use super::table::{Table, TableError, ENTRY_BYTES};
use super::{retro, BuildError, SolveError};
use crate::rules::{Jumps, Position, Ruleset, RulesetSpec, Side};
use file::PartFile;

/// The fewest geese `tables build` builds in parts by default: the levels below are small
/// enough to build whole (Ply Yard's eight geese: 1.4 GB while building).
pub const PARTS_FROM: u8 = 9;

/// What building a ruleset's whole game takes with the learner's one command, `foxgeese
/// tables build --ruleset NAME` (the compact form, the default memory ceiling), measured on
/// the 2-core machine docs/benchmarks.md names: the one source the hints of `play`, `review`
/// and `analyze`, the README and docs/results.md quote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WholeGame {
    /// Wall time, minutes (rounded up).
    pub minutes: u32,
    /// Disk, bytes.
    pub disk_bytes: u64,
    /// Peak memory (maximum resident set), bytes.
    pub memory_bytes: u64,
}

/// `tables build --ruleset plyyard` from nothing, 2026-12-07 10:38–11:12 UTC: 33 min 52 s on a
/// quiet machine with one graph per part; the build by chunks took 7 % more CPU (3,511 s
/// user against 3,279 s, measured beside other work), so about 36 minutes.
const WHOLE_MINUTES: u32 = 37;
/// Its folder: 209 files, 3,812,504,291 bytes (`du -sb`), the same by either builder.
const WHOLE_DISK: u64 = 3_812_504_291;
/// Its maximum resident set by chunks, 2026-12-07 12:30–13:23 UTC: 3,290,388 KiB
/// (`/usr/bin/time -v`).
const WHOLE_MEMORY: u64 = 3_290_388 * 1024;

/// Ply Yard's whole game, as measured (docs/benchmarks.md, "the whole game, compact").
pub const PLYYARD_WHOLE_GAME: WholeGame = WholeGame {
    minutes: WHOLE_MINUTES,
    disk_bytes: WHOLE_DISK,
    memory_bytes: WHOLE_MEMORY,
};

/// The cost of `spec`'s whole game where one machine of this kind builds it with one command
/// (Ply Yard's game); `None` for the games it does not.
pub fn whole_game(spec: RulesetSpec) -> Option<WholeGame> {
    (spec == RulesetSpec::default()).then_some(PLYYARD_WHOLE_GAME)
}

/// Whether `rules`' tables can be built in parts: one fox, optional single captures, a
/// board with the left–right mirror, and geese that never step north.
pub fn partitioned(rules: &Ruleset) -> bool {
    if !super::dense::Dense::fits(rules) || rules.jumps != Jumps::Single {
        return false;
    }
    if super::mirror::Mirror::of(rules).is_none() {
        return false;
    }
    rules
        .board
        .points()
        .iter()
        .all(|p| rules.goose_sources(p).iter().all(|s| s.rank() >= p.rank()))
}

/// A level's parts in build order, with their sizes in entries.
#[derive(Clone, Debug)]
pub struct LevelPlan {
    /// The level.
    pub level: TableKey,
    /// Its numbering.
    pub index: Arc<LevelIndex>,
    /// Its parts, smallest sum first, with their entries.
    pub parts: Vec<(PartKey, u64)>,
    /// The entries a chunk of a part's build gathers ([`chunk::CHUNK_ENTRIES`]; fewer in
    /// tests, to cut small parts into many chunks).
    pub chunk_entries: u64,
}

impl LevelPlan {
    /// The plan of `level`'s parts, if its ruleset is [`partitioned`].
    pub fn new(level: TableKey) -> Option<LevelPlan> {
        let rules = level.rules();
        if !partitioned(rules) {
            return None;
        }
        let index = Arc::new(LevelIndex::new(rules, level.geese)?);
        let fox_places = u64::from(rules.board.points().count() - u32::from(level.geese));
        let parts = index
            .sums()
            .map(|sum| {
                (
                    PartKey { level, sum },
                    index.placements(sum) * fox_places * 2,
                )
            })
            .collect();
        Some(LevelPlan {
            level,
            index,
            parts,
            chunk_entries: chunk::CHUNK_ENTRIES,
        })
    }

    /// Entries in all.
    pub fn entries(&self) -> u64 {
        self.parts.iter().map(|p| p.1).sum()
    }

    /// The position stored at entry `i` of part `key` (of this level), the draw clock at 0.
    /// Lists the part's placements: for a few positions, not for every one.
    pub fn position(&self, key: PartKey, i: u64) -> Position {
        let list = self.index.list(key.sum);
        super::verify::part_position(&Indexer::new(self.level), &list, key, i)
    }
}

/// A finished level the builder looks entries up in.
enum Level {
    /// A whole table, read whole.
    Whole(Indexer, Arc<Table>),
    /// Parts, by sum (only those a part being built can reach), each read with only the
    /// entries of one side to move: a part reads its own level's parts only after a goose's
    /// step south (the fox to move) and the level below only after a capture (the geese to
    /// move), so half of each input is never looked at and is not kept.
    Parts {
        index: Arc<LevelIndex>,
        fox_places: u64,
        /// The side to move whose entries are kept (0: the fox, 1: the geese; `None`: both,
        /// as a check of the level reads its own).
        side: Option<u64>,
        /// The row vectors held (only those the chunk being built reads), by code: the
        /// vector's first placement in its part, and its entries of `side`.
        spans: HashMap<u32, (u64, Arc<[u8]>)>,
    },
}

/// The finished levels and parts a part's build reads, by goose count.
#[derive(Default)]
pub(crate) struct Finished {
    levels: HashMap<u8, Level>,
}

/// A placement of a finished level, found once for every fox placement it is looked up with.
pub(crate) struct Found<'a> {
    /// The stored geese (the placement or its image).
    geese: u64,
    /// The fox's point is mirrored too.
    image: bool,
    pairs: u32,
    /// The first entry of the placement's group.
    base: u64,
    body: Body<'a>,
}

enum Body<'a> {
    Whole(&'a Table),
    /// One side's entries of a part, or both (see [`Level::Parts`]).
    Part(&'a [u8], Option<u64>),
}

impl Found<'_> {
    /// The 16-bit entry with the fox on `fox` and `side` (0: the fox, 1: the geese) to move.
    #[inline]
    pub(crate) fn entry(&self, fox: u32, side: u64) -> u16 {
        let fox = if self.image {
            mirror_number(fox, self.pairs)
        } else {
            fox
        };
        let e = fox - (self.geese & ((1u64 << fox) - 1)).count_ones();
        match self.body {
            Body::Whole(t) => t.whole_entry(self.base + u64::from(e) * 2 + side),
            Body::Part(p, Some(kept)) => {
                debug_assert_eq!(side, kept, "only one side's entries are kept");
                file::decode(p[(self.base / 2 + u64::from(e)) as usize])
            }
            Body::Part(p, None) => file::decode(p[(self.base + u64::from(e) * 2 + side) as usize]),
        }
    }
}

impl Finished {
    /// The placement `geese` (dense mask) of `level`, which must be there (and its part).
    #[inline]
    pub(crate) fn find(&self, level: &TableKey, geese: u64) -> Found<'_> {
        match &self.levels[&level.geese] {
            Level::Whole(ix, t) => {
                let (rank, image) = ix.geese_rank(geese);
                Found {
                    geese: if image { ix.mirror_mask(geese) } else { geese },
                    image,
                    pairs: ix.pairs(),
                    base: rank * ix.fox_placements() * 2,
                    body: Body::Whole(t),
                }
            }
            Level::Parts {
                index,
                fox_places,
                side,
                spans,
            } => {
                let Placed {
                    rank, image, code, ..
                } = index.place(geese);
                let (lo, entries) = &spans[&code];
                Found {
                    geese: if image { index.mirror(geese) } else { geese },
                    image,
                    pairs: index.pairs(),
                    base: (rank - lo) * fox_places * 2,
                    body: Body::Part(entries, *side),
                }
            }
        }
    }
}

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

/// The estimated peak memory of building the part of `sum` of the level numbered by
/// `index` (its level below in parts numbered by `below`, or a whole table or none), and the
/// bytes it reads from the parts it reads, by its plan of chunks (see [`chunk`](mod@chunk)): a
/// whole table below is not counted.
pub fn part_cost(
    rules: &Ruleset,
    index: &LevelIndex,
    below: Option<&LevelIndex>,
    sum: u32,
) -> (u64, u64) {
    let points = rules.board.points().count();
    let chunks = chunk::chunks(
        index,
        below,
        sum,
        points,
        jobs::reach(rules),
        chunk::CHUNK_ENTRIES,
    );
    (
        chunk::part_memory(&chunks, points),
        chunk::part_reads(&chunks, points),
    )
}

/// The levels `tables build` makes for `spec` up to `max_geese` geese, in build order: each
/// level with a plan when it is built in parts (from `parts_from` geese up, where the ruleset
/// allows it), without one when it is built whole.
pub fn plan(
    spec: RulesetSpec,
    max_geese: u8,
    parts_from: u8,
) -> Vec<(TableKey, Option<LevelPlan>)> {
    super::Solver::plan(spec, max_geese)
        .into_iter()
        .map(|k| {
            let p = if k.geese >= parts_from {
                LevelPlan::new(k)
            } else {
                None
            };
            (k, p)
        })
        .collect()
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
    solver: &mut super::Solver,
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
                .build(*level, &super::Quiet)
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
    solver: &mut super::Solver,
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
        jobs::reach(key.level.rules()),
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

/// The level a capture from `level` leaves, and its plan when it is built in parts; `None`
/// when a capture ends the game (too few geese left).
fn below_of(
    levels: &[(TableKey, Option<LevelPlan>)],
    level: TableKey,
) -> Option<(TableKey, Option<&LevelPlan>)> {
    let b = TableKey::new(
        level.spec,
        level.geese.checked_sub(1)?,
        level.position_captures() + 1,
    )?;
    let plan = levels
        .iter()
        .find(|(k, _)| *k == b)
        .and_then(|(_, p)| p.as_ref());
    Some((b, plan))
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

/// Builds the one part `key` of a build of `levels` (see [`plan`]) and saves it: the parts and
/// tables it reads must be in the solver's folder (`tables build --part` checks them first).
/// `ceiling`: the most memory its build may take by its estimate. The estimated peak.
pub fn build_part(
    solver: &mut super::Solver,
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

/// A level's entries a build or a check looks up.
pub(crate) enum Want<'a> {
    /// A whole table, read whole.
    Whole(TableKey),
    /// Row vectors of a level in parts, with one side to move or both.
    Parts {
        plan: &'a LevelPlan,
        side: Option<u64>,
        spans: Vec<index::Span>,
    },
}

impl Want<'_> {
    fn geese(&self) -> u8 {
        match self {
            Want::Whole(k) => k.geese,
            Want::Parts { plan, .. } => plan.level.geese,
        }
    }
}

/// Makes `finished` hold what `wants` name and nothing else, keeping what it held and is
/// still wanted (a table read whole, a row vector of the same side).
pub(crate) fn load(dir: &Path, finished: &mut Finished, wants: &[Want]) -> Result<(), TableError> {
    finished
        .levels
        .retain(|g, _| wants.iter().any(|w| w.geese() == *g));
    for want in wants {
        let g = want.geese();
        match want {
            Want::Whole(level) => {
                if !matches!(finished.levels.get(&g), Some(Level::Whole(..))) {
                    let t = Table::load(*level, &dir.join(level.file_name()))?;
                    finished
                        .levels
                        .insert(g, Level::Whole(Indexer::new(*level), Arc::new(t)));
                }
            }
            Want::Parts { plan, side, spans } => {
                let side = *side;
                let fox_places =
                    u64::from(plan.level.rules().board.points().count() - u32::from(g));
                // A level read before for another side (the level a capture reached, now the
                // one being built's) is read again.
                if !matches!(finished.levels.get(&g), Some(Level::Parts { side: s, .. }) if *s == side)
                {
                    finished.levels.remove(&g);
                }
                let entry = finished.levels.entry(g).or_insert_with(|| Level::Parts {
                    index: plan.index.clone(),
                    fox_places,
                    side,
                    spans: HashMap::new(),
                });
                let Level::Parts { spans: held, .. } = entry else {
                    unreachable!("a level in parts")
                };
                held.retain(|code, _| spans.iter().any(|s| s.code == *code));
                let mut open: Option<(u32, PartFile)> = None;
                for span in spans {
                    if held.contains_key(&span.code) {
                        continue;
                    }
                    if open.as_ref().is_none_or(|o| o.0 != span.sum) {
                        let (pk, entries) = *plan
                            .parts
                            .iter()
                            .find(|(p, _)| p.sum == span.sum)
                            .expect("a vector's part is in its level");
                        open = Some((
                            span.sum,
                            PartFile::open(&dir.join(pk.file_name()), &pk, entries)?,
                        ));
                    }
                    let f = &open.as_ref().expect("opened").1;
                    let range = span.lo * fox_places * 2..span.hi * fox_places * 2;
                    held.insert(span.code, (span.lo, read_side(f, side, range)?.into()));
                }
            }
        }
    }
    Ok(())
}

/// The entries `range` of `f` with `side` to move (0: the fox, 1: the geese; `None`: both),
/// every block read checked, read as a stream of blocks. `range` starts on an even entry.
fn read_side(
    f: &PartFile,
    side: Option<u64>,
    range: std::ops::Range<u64>,
) -> Result<Vec<u8>, TableError> {
    let mut out = Vec::new();
    let Some(side) = side else {
        f.each_in(range, |_, piece| {
            out.extend_from_slice(piece);
            Ok(())
        })?;
        return Ok(out);
    };
    let len = (range.end - range.start).div_ceil(2);
    out.try_reserve_exact(len as usize)
        .map_err(|_| TableError::NoMemory {
            path: PathBuf::new(),
            bytes: len,
        })?;
    debug_assert!(range.start.is_multiple_of(2));
    f.each_in(range, |first, piece| {
        // A piece's first entry is its place's parity: skip one when it is not `side`'s.
        let skip = ((first + side) % 2) as usize;
        out.extend(piece.iter().skip(skip).step_by(2));
        Ok(())
    })?;
    Ok(out)
}

/// The parts of the folder a query reads, opened as they are first needed.
#[derive(Default)]
pub(crate) struct PartReader {
    /// Each level's plan (`None`: not built in parts) and its whole-table index, whose
    /// point numbering the masks are in.
    plans: HashMap<TableKey, Option<(LevelPlan, Indexer)>>,
    files: HashMap<PartKey, Option<Arc<PartFile>>>,
}

impl PartReader {
    /// The 16-bit entry of `pos` from its part in `dir`, if the folder has that part.
    pub(crate) fn entry(
        &mut self,
        dir: &Path,
        key: TableKey,
        pos: &Position,
    ) -> Result<Option<u16>, TableError> {
        let plan = self
            .plans
            .entry(key)
            .or_insert_with(|| LevelPlan::new(key).map(|p| (p, Indexer::new(key))));
        let Some((plan, ix)) = plan else {
            return Ok(None);
        };
        let (geese, foxes) = ix.masks(pos);
        let fox = foxes.trailing_zeros();
        let fox_places = ix.fox_placements();
        let placed = plan.index.place(geese);
        let pk = PartKey {
            level: key,
            sum: placed.sum,
        };
        let Some(&(_, entries)) = plan.parts.iter().find(|(p, _)| *p == pk) else {
            return Ok(None);
        };
        let file = match self.files.get(&pk) {
            Some(f) => f.clone(),
            None => {
                let path = dir.join(pk.file_name());
                let f = if path.exists() {
                    Some(Arc::new(PartFile::open(&path, &pk, entries)?))
                } else {
                    None
                };
                self.files.insert(pk, f.clone());
                f
            }
        };
        let Some(file) = file else {
            return Ok(None);
        };
        let (geese, fox) = if placed.image {
            (
                plan.index.mirror(geese),
                mirror_number(fox, plan.index.pairs()),
            )
        } else {
            (geese, fox)
        };
        let e = fox - (geese & ((1u64 << fox) - 1)).count_ones();
        let side = u64::from(pos.turn() == Side::Geese);
        let n = (placed.rank * fox_places + u64::from(e)) * 2 + side;
        file.entry(n).map(Some)
    }
}

/// Every position counted by value, side to move and distance, over a level's parts: what
/// `tables stats` shows for a level built in parts.
pub fn tally(dir: &Path, plan: &LevelPlan) -> Result<super::ValueTally, TableError> {
    let mut t = super::ValueTally::default();
    let fox_places =
        u64::from(plan.level.rules().board.points().count() - u32::from(plan.level.geese));
    for &(pk, entries) in &plan.parts {
        let f = PartFile::open(&dir.join(pk.file_name()), &pk, entries)?;
        let list = plan.index.list(pk.sum);
        let mut i = 0u64;
        f.each_block(|block| {
            for &b in block {
                let g = i / (2 * fox_places);
                let weight = if plan.index.symmetric(list[g as usize]) {
                    1
                } else {
                    2
                };
                let mover = if i.is_multiple_of(2) {
                    Side::Fox
                } else {
                    Side::Geese
                };
                t.add(file::decode(b), mover, weight);
                i += 1;
            }
            Ok(())
        })?;
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;
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
