//! The build as a graph of jobs: every whole table and every part a build of a ruleset up to
//! some geese makes, each with the jobs it reads, the file it writes, and estimates of its
//! memory, disk and time at this machine's measured rates. `tables plan` prints the graph;
//! `tables build --part ID` builds one job of it, so a scheduler (Slurm) can run the jobs as
//! separate processes on separate machines over a shared folder.
//!
//! A job's id names its file: `plyyard-g08-c05` is the whole table `plyyard-g08-c05.fgt`,
//! `plyyard-g13-c00/s045` the part `plyyard-g13-c00.parts/s045.fgq` ([`parse_id`] reads one
//! back, without a plan).
//!
//! The levels from `parts_from` geese up are cut into parts by the sum of the geese's rows
//! where the geese never step back (every ruleset foxgeese has but the draught board): a step
//! forward changes the sum by at most a row or two in one direction, a sideways step keeps it,
//! and a capture of `j` geese lowers it by at most `j × (rows − 1)`. So a part reads the parts
//! of its level a step away and the parts of the levels a capture reaches. Only Ply Yard's
//! parts can be built today ([`super::partitioned`]: one fox, single captures); the others are
//! planned all the same (`buildable` false), which is what sizing a cluster for them needs.
//! The sizes of the parts come from counting placements by rows ([`row_counts`](super::rows::row_counts)), checked
//! against the builder's own numbering in the tests.

use std::path::{Path, PathBuf};

use super::rows::{flow, level_parts, reach, rows_of};
use super::{file, PartKey, PARTS_FROM};
use crate::rules::{Jumps, Ruleset, RulesetSpec, Variant};
use crate::solve::combin::binom;
use crate::solve::index::TableKey;
use crate::solve::table::{Table, TableError, ENTRY_BYTES};

/// Entries a part's build decides per second on one core of the machine the README names
/// (the 2-core AMD EPYC VM at 2.45 GHz): Ply Yard's 9 to 13 geese in 205 parts, 26.2 G
/// entries in 2,210 s user + 218 s system (2026-12-02).
pub const PART_ENTRIES_PER_CORE_SECOND: f64 = 10.8e6;

/// Entries a whole table's build decides per second on one core of that machine: Ply Yard's
/// eleven geese, 4.26 G entries in 450 s of CPU (2026-12-01); the smaller tables go faster
/// (eight geese: 42 M entries a second), so this errs long.
pub const TABLE_ENTRIES_PER_CORE_SECOND: f64 = 9.46e6;

/// Cores of one node of that machine's kind: a job's `seconds` is its wall time there.
pub const NODE_CORES: u32 = 2;

/// Bytes per entry while a whole table is built (its 16-bit entries and the builder's
/// counters): Ply Yard's eleven geese took 20.8 GB for 4.26 G entries and 6.4 G read.
const TABLE_BUILD_BYTES: u64 = 3;

/// What a job builds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum JobKind {
    /// A whole table.
    Table(TableKey),
    /// One part of a level.
    Part(PartKey),
}

impl JobKind {
    /// The level it belongs to.
    pub fn level(&self) -> TableKey {
        match self {
            JobKind::Table(k) => *k,
            JobKind::Part(p) => p.level,
        }
    }

    /// Its file, relative to the table folder.
    pub fn file(&self) -> PathBuf {
        match self {
            JobKind::Table(k) => PathBuf::from(k.file_name()),
            JobKind::Part(p) => p.file_name(),
        }
    }

    /// Its id: the file's name without its extension, a part's folder without `.parts`.
    pub fn id(&self) -> String {
        match self {
            JobKind::Table(k) => stem(k),
            JobKind::Part(p) => format!("{}/s{:03}", stem(&p.level), p.sum),
        }
    }
}

/// A table's file name without `.fgt`.
fn stem(k: &TableKey) -> String {
    k.file_name().trim_end_matches(".fgt").to_string()
}

/// The job an id names (`plyyard-g08-c05`, `plyyard-g13-c00/s045`), if it names one of a
/// ruleset foxgeese knows. Whether the plan has that job is the plan's to say.
pub fn parse_id(id: &str) -> Option<JobKind> {
    let (table, part) = match id.split_once('/') {
        Some((t, p)) => (t, Some(p)),
        None => (id, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (rest, captures) = match table.rsplit_once("-c") {
        Some((r, c)) if c.len() == 2 && digits(c) => (r, Some(c.parse::<u8>().ok()?)),
        _ => (table, None),
    };
    let (spec, geese) = rest.rsplit_once("-g")?;
    if geese.len() != 2 || !digits(geese) {
        return None;
    }
    let geese: u8 = geese.parse().ok()?;
    // The file name writes `:` and `,` as `.` and `=` as `-`.
    let mut words = spec.split('.');
    let name = words.next()?;
    let options: Vec<String> = words
        .map(|w| match w.rsplit_once('-') {
            Some((o, v)) if digits(v) => format!("{o}={v}"),
            _ => w.to_string(),
        })
        .collect();
    let written = if options.is_empty() {
        name.to_string()
    } else {
        format!("{name}:{}", options.join(","))
    };
    let spec: RulesetSpec = written.parse().ok()?;
    let total = Ruleset::get(spec).geese_total();
    let key = TableKey::new(spec, geese, captures.unwrap_or(total.checked_sub(geese)?))?;
    if stem(&key) != table {
        return None;
    }
    match part {
        None => Some(JobKind::Table(key)),
        Some(p) => {
            let sum: u32 = p.strip_prefix('s').filter(|s| digits(s))?.parse().ok()?;
            // Only as the file is named (`s045`, not `s45`): an id is echoed as given.
            (format!("s{sum:03}") == p).then_some(JobKind::Part(PartKey { level: key, sum }))
        }
    }
}

/// One job of the graph.
#[derive(Clone, Debug)]
pub struct Job {
    /// What it builds.
    pub kind: JobKind,
    /// The jobs it reads (indices into [`Graph::jobs`], all before it).
    pub inputs: Vec<usize>,
    /// Positions (both sides to move) its file holds the values of.
    pub positions: u64,
    /// Entries of its file (one position of each mirror pair).
    pub entries: u64,
    /// Estimated peak memory of its build, bytes: its own build and what it reads.
    pub memory: u64,
    /// Bytes it reads from its inputs (each read whole).
    pub reads: u64,
    /// Bytes of its file in the compact form, a cautious estimate ([`compact_bytes`]).
    pub disk: u64,
    /// Estimated CPU time of its build, seconds, at this machine's measured rate.
    pub cpu_seconds: f64,
    /// Whether `tables build --part` can build it today.
    pub buildable: bool,
}

impl Job {
    /// Estimated wall time on one node of this machine's kind ([`NODE_CORES`]), seconds.
    pub fn seconds(&self) -> f64 {
        self.cpu_seconds / f64::from(NODE_CORES)
    }
}

/// The build of a ruleset up to some geese, as jobs in an order that builds every input
/// before the jobs that read it.
#[derive(Clone, Debug)]
pub struct Graph {
    /// The ruleset.
    pub spec: RulesetSpec,
    /// The most geese.
    pub geese: u8,
    /// The fewest geese a level in parts has.
    pub parts_from: u8,
    /// Every job, inputs first.
    pub jobs: Vec<Job>,
}

/// A level's parts made so far: `(sum, index into the jobs)`.
type LevelJobs = Vec<(u32, usize)>;

impl Graph {
    /// The jobs of building `spec`'s tables up to `geese` geese with the real game's captures,
    /// the levels from `parts_from` geese up in parts where the geese never step back.
    pub fn new(spec: RulesetSpec, geese: u8, parts_from: u8) -> Graph {
        let rules = Ruleset::get(spec);
        let flow = flow(rules);
        let buildable_parts = super::partitioned(rules);
        let rows = rows_of(rules).len() as u32;
        let max_chain = |k: u8| match rules.jumps {
            Jumps::Single => 1,
            _ => k,
        };
        let fox_places = |k: u8| {
            binom(
                rules.board.points().count() - u32::from(k),
                u32::from(rules.fox_count()),
            )
        };
        let levels = TableKey::levels(spec, geese);
        let mut jobs: Vec<Job> = Vec::new();
        // Each level's jobs: a whole table (`None`) or parts by sum, as indices into `jobs`.
        let mut made: Vec<(TableKey, Option<LevelJobs>)> = Vec::new();
        for level in levels {
            let in_parts = level.geese >= parts_from && flow.is_some() && level.geese > 0;
            if !in_parts {
                // Whole: it reads every level a capture reaches, whole (all below it).
                let inputs: Vec<usize> = level
                    .dependencies()
                    .iter()
                    .filter_map(|d| jobs.iter().position(|j| j.kind == JobKind::Table(*d)))
                    .collect();
                let entries = level.entries();
                let reads = inputs.iter().map(|&i| jobs[i].entries * ENTRY_BYTES).sum();
                jobs.push(Job {
                    kind: JobKind::Table(level),
                    inputs,
                    positions: level.positions(),
                    entries,
                    memory: entries * TABLE_BUILD_BYTES + reads,
                    reads,
                    disk: compact_bytes(entries),
                    cpu_seconds: entries as f64 / TABLE_ENTRIES_PER_CORE_SECOND,
                    buildable: true,
                });
                made.push((level, None));
                continue;
            }
            let flow = flow.expect("checked");
            let mut own: Vec<(u32, usize)> = Vec::new();
            // The numbering the builder cuts each part into chunks by, where it builds them:
            // this level's, and the level's below when that is in parts too.
            let index = buildable_parts
                .then(|| super::LevelIndex::new(rules, level.geese))
                .flatten()
                .map(|own| {
                    let below = made
                        .last()
                        .filter(|(k, p)| k.geese + 1 == level.geese && p.is_some())
                        .and_then(|(k, _)| super::LevelIndex::new(rules, k.geese));
                    (own, below.map(Box::new))
                });
            for (sum, kept, all) in level_parts(rules, level.geese, flow) {
                let entries = kept * fox_places(level.geese) * 2;
                let mut inputs: Vec<usize> = Vec::new();
                // The same level, a step forward away.
                for d in 1..=i64::from(flow.reach) {
                    let s = i64::from(sum) + flow.dir * d;
                    if let Some(&(_, i)) = own.iter().find(|(x, _)| i64::from(*x) == s) {
                        inputs.push(i);
                    }
                }
                // The levels a capture reaches.
                for j in 1..=max_chain(level.geese) {
                    let Some(below) = TableKey::new(
                        spec,
                        level.geese.saturating_sub(j),
                        level.position_captures() + j,
                    )
                    .filter(|_| level.geese >= j) else {
                        continue;
                    };
                    let Some((_, parts)) = made.iter().find(|(k, _)| *k == below) else {
                        continue;
                    };
                    match parts {
                        None => {
                            if let Some(i) =
                                jobs.iter().position(|x| x.kind == JobKind::Table(below))
                            {
                                inputs.push(i);
                            }
                        }
                        Some(parts) => {
                            let low = sum.saturating_sub(u32::from(j) * (rows - 1));
                            inputs.extend(
                                parts
                                    .iter()
                                    .filter(|(s, _)| (low..=sum).contains(s))
                                    .map(|x| x.1),
                            );
                        }
                    }
                }
                let whole_reads: u64 = inputs
                    .iter()
                    .filter(|&&i| matches!(jobs[i].kind, JobKind::Table(_)))
                    .map(|&i| jobs[i].entries * ENTRY_BYTES)
                    .sum();
                // One side to move of each part is read (`Level::Parts`), all of each where
                // the build is not cut into chunks of row vectors.
                let part_reads: u64 = inputs
                    .iter()
                    .filter(|&&i| matches!(jobs[i].kind, JobKind::Part(_)))
                    .map(|&i| jobs[i].entries / 2)
                    .sum();
                let (memory, reads) = match &index {
                    Some((own, below)) => {
                        let (memory, reads) = part_cost(rules, own, below.as_deref(), sum);
                        (memory + whole_reads, reads + whole_reads)
                    }
                    None => {
                        let reads = whole_reads + part_reads;
                        (entries * 7 + kept * 8 + reads, reads)
                    }
                };
                let key = PartKey { level, sum };
                own.push((sum, jobs.len()));
                jobs.push(Job {
                    kind: JobKind::Part(key),
                    inputs,
                    positions: all * fox_places(level.geese) * 2,
                    entries,
                    memory,
                    reads,
                    disk: compact_bytes(entries),
                    cpu_seconds: entries as f64 / PART_ENTRIES_PER_CORE_SECOND,
                    buildable: buildable_parts,
                });
            }
            made.push((level, Some(own)));
        }
        Graph {
            spec,
            geese,
            parts_from,
            jobs,
        }
    }

    /// The graph of the default build (`tables build`'s `--parts-from`).
    pub fn of(spec: RulesetSpec, geese: u8) -> Graph {
        Graph::new(spec, geese, PARTS_FROM)
    }

    /// The job with this id.
    pub fn find(&self, id: &str) -> Option<usize> {
        let kind = parse_id(id)?;
        self.jobs.iter().position(|j| j.kind == kind)
    }

    /// Each job's step of the graph: 0 for a job that reads nothing, else one more than the
    /// latest of its inputs. The jobs of one step can all run at once.
    pub fn steps(&self) -> Vec<usize> {
        let mut step = vec![0usize; self.jobs.len()];
        for (i, j) in self.jobs.iter().enumerate() {
            step[i] = j.inputs.iter().map(|&x| step[x] + 1).max().unwrap_or(0);
        }
        step
    }

    /// The longest chain of jobs, each reading the one before, in wall seconds on nodes of
    /// this machine's kind: no number of nodes builds the whole faster.
    pub fn critical_path(&self) -> f64 {
        let mut done = vec![0f64; self.jobs.len()];
        for (i, j) in self.jobs.iter().enumerate() {
            let ready = j.inputs.iter().map(|&x| done[x]).fold(0f64, f64::max);
            done[i] = ready + j.seconds();
        }
        done.into_iter().fold(0f64, f64::max)
    }

    /// The wall seconds of the whole on `nodes` nodes of this machine's kind, each building
    /// one job at a time, a job started as soon as its inputs are built and a node is free
    /// (the longest first among those ready).
    pub fn wall_time(&self, nodes: usize) -> f64 {
        let nodes = nodes.max(1);
        let n = self.jobs.len();
        let mut readers: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut waiting: Vec<usize> = vec![0; n];
        for (i, j) in self.jobs.iter().enumerate() {
            let mut ins = j.inputs.clone();
            ins.sort_unstable();
            ins.dedup();
            waiting[i] = ins.len();
            for x in ins {
                readers[x].push(i);
            }
        }
        let mut ready: Vec<usize> = (0..n).filter(|&i| waiting[i] == 0).collect();
        // Jobs running: (end time, job).
        let mut running: Vec<(f64, usize)> = Vec::new();
        let mut now = 0f64;
        let mut left = n;
        while left > 0 {
            ready.sort_by(|a, b| self.jobs[*a].seconds().total_cmp(&self.jobs[*b].seconds()));
            while running.len() < nodes {
                let Some(i) = ready.pop() else { break };
                running.push((now + self.jobs[i].seconds(), i));
            }
            let Some(first) = running
                .iter()
                .enumerate()
                .min_by(|a, b| a.1 .0.total_cmp(&b.1 .0))
                .map(|(at, _)| at)
            else {
                break;
            };
            let (end, i) = running.swap_remove(first);
            now = end;
            left -= 1;
            for &r in &readers[i] {
                waiting[r] -= 1;
                if waiting[r] == 0 {
                    ready.push(r);
                }
            }
        }
        now
    }
}

/// About the bytes of a compact file of `entries` entries, cautiously: a quarter of a byte an
/// entry and each block's place in its table. Ply Yard's parts compress 8 to 40 times
/// (docs/benchmarks.md), so a build is not refused for disk it would not have used.
pub fn compact_bytes(entries: u64) -> u64 {
    256 + entries.div_ceil(crate::solve::blockfile::BLOCK_ENTRIES) * 16 + entries / 4
}

/// Where a job's file stands in a table folder.
#[derive(Clone, Debug)]
pub enum Status {
    /// Not there.
    Missing,
    /// There, whole (its header checked; every block too when asked for).
    Built,
    /// There, but not the file it should be.
    Damaged(TableError),
}

/// The state of `job`'s file in `dir`: its header checked, and every block when `blocks`.
pub fn status(dir: &Path, job: &Job, blocks: bool) -> Result<Status, TableError> {
    let path = dir.join(job.kind.file());
    if !path.exists() {
        return Ok(Status::Missing);
    }
    let checked = match job.kind {
        JobKind::Part(key) => file::PartFile::open(&path, &key, job.entries).and_then(|f| {
            if blocks {
                f.each_block(|_| Ok(()))
            } else {
                Ok(())
            }
        }),
        JobKind::Table(key) => {
            if blocks {
                Table::verify(key, &path)
            } else {
                Table::open(key, &path).map(|_| ())
            }
        }
    };
    match checked {
        Ok(()) => Ok(Status::Built),
        Err(e @ TableError::Corrupt { .. }) => Ok(Status::Damaged(e)),
        Err(e) => Err(e),
    }
}

/// Whether `spec`'s levels could be cut into parts at all (its geese never step back).
pub fn plannable(spec: RulesetSpec) -> bool {
    spec.variant != Variant::BoysOwn1870Draughts && flow(Ruleset::get(spec)).is_some()
}

/// The estimated peak memory of building the part of `sum` of the level numbered by
/// `index` (its level below in parts numbered by `below`, or a whole table or none), and the
/// bytes it reads from the parts it reads, by its plan of chunks (see [`chunk`](super::chunk)): a
/// whole table below is not counted.
pub fn part_cost(
    rules: &Ruleset,
    index: &super::LevelIndex,
    below: Option<&super::LevelIndex>,
    sum: u32,
) -> (u64, u64) {
    let points = rules.board.points().count();
    let chunks = super::chunk::chunks(
        index,
        below,
        sum,
        points,
        reach(rules),
        super::chunk::CHUNK_ENTRIES,
    );
    (
        super::chunk::part_memory(&chunks, points),
        super::chunk::part_reads(&chunks, points),
    )
}

mod run;
#[cfg(test)]
mod tests;

pub use run::{find_job, run, InputFault, Ran, RunError, RunProgress};
