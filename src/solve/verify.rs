//! Re-checking stored values against the rules: `tables verify`.
//!
//! A stored value is checked against the values of the positions its legal actions lead to
//! (read from the same folder), by the definition of a value with distance:
//!
//! * a win in `d` has an action into a loss for the other side in `d − 1`, and none faster;
//! * a loss in `d` has every action into a win for the other side, the slowest in `d − 1`
//!   (a loss in 0: the game is over, or the side to move has no action);
//! * a draw has an action into a draw and none into a win for the side to move.
//!
//! So a value that is wrong anywhere shows as a contradiction with its neighbours, whichever
//! file it came from. Entries are taken from the files in order, as streams of blocks
//! ([`super::table::Table::open`] and [`super::parts::file::PartFile`] read a block at a
//! time), either every one or a deterministic sample. Every block's checksum of every file is
//! checked first, streamed, so a damaged file is found and named whatever the sample.

use std::path::Path;

use super::index::{Indexer, TableKey};
use super::parts::{LevelPlan, PartKey};
use super::table::{Table, TableError};
use super::value::Value;
pub use super::value::{judge, Contradiction};
use super::{SolveError, Solver};
use crate::rules::{Outcome, Position, RulesetSpec};

/// One position whose stored value is wrong.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The position.
    pub position: Position,
    /// What is stored.
    pub stored: Value,
    /// What is wrong with it.
    pub problem: Contradiction,
}

/// What a verification found.
#[derive(Clone, Debug, Default)]
pub struct Verified {
    /// Positions checked.
    pub checked: u64,
    /// Positions skipped because a neighbour's value was not available.
    pub skipped: u64,
    /// The files read, in order.
    pub files: Vec<String>,
    /// The positions that fail.
    pub failures: Vec<Failure>,
    /// The files that cannot be used (damaged, truncated, foreign, unreadable, or something
    /// other than a file in a table's or part's place), each with why: every one is found,
    /// not only the first.
    pub damaged: Vec<(String, TableError)>,
    /// The parts a level's folder lacks (a level built in parts, one of whose parts is not
    /// there).
    pub missing: Vec<String>,
    /// The sweep levels whose every block was checked (their values are wins and losses of
    /// a sweep: read, not re-derived).
    pub sweeps: Vec<String>,
}

impl Verified {
    /// Whether anything is wrong: a value, a file, or a part missing.
    pub fn problems(&self) -> bool {
        !self.failures.is_empty() || !self.damaged.is_empty() || !self.missing.is_empty()
    }
}

/// How many entries to check in each file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sample {
    /// This many, spread evenly over the file.
    Some(u64),
    /// Every entry.
    All,
}

impl Sample {
    /// The entries of a file of `len` entries to check.
    fn step(self, len: u64) -> u64 {
        match self {
            Sample::All => 1,
            Sample::Some(0) => u64::MAX,
            Sample::Some(n) => (len / n).max(1),
        }
    }
}

/// Checks the value stored for `pos` (which a table or part holds) against its children's.
pub fn check(solver: &mut Solver, pos: &Position) -> Result<Option<Contradiction>, SolveError> {
    let Some(stored) = solver.stored(pos)? else {
        return Ok(None);
    };
    let mover = pos.turn();
    if let Outcome::Win { winner, .. } = pos.outcome() {
        return Ok((stored != Value::win(winner, 0)).then_some(Contradiction::Finished));
    }
    let actions = pos.legal_actions();
    let mut children = Vec::with_capacity(actions.len());
    for a in &actions {
        match solver.probe(&super::search::child(pos, a))? {
            Some(v) => children.push(v),
            None => return Ok(None),
        }
    }
    Ok(judge(stored, mover, &children))
}

/// Verifies every table file and part of `spec` in the solver's folder, `sample` entries of
/// each, calling `each` after each file with the files done and in all.
pub fn verify(
    solver: &mut Solver,
    spec: RulesetSpec,
    sample: Sample,
    each: &mut dyn FnMut(usize, usize),
) -> Result<Verified, SolveError> {
    let dir = solver.dir().to_path_buf();
    let mut out = Verified::default();
    let mut jobs: Vec<Job> = Vec::new();
    let total = crate::rules::Ruleset::get(spec).geese_total();
    for k in 0..=total {
        for c in 0..=total - k {
            let Some(key) = TableKey::new(spec, k, c) else {
                continue;
            };
            if jobs.iter().any(|j| j.level() == Some(key)) {
                continue;
            }
            match kind(&dir.join(key.file_name())) {
                Found::File => jobs.push(Job::Whole(key)),
                Found::Other => jobs.push(Job::NotAFile(key.file_name(), Some(key))),
                Found::Nothing => {}
            }
            if let Some(plan) = LevelPlan::new(key) {
                let folder = super::parts::level_folder(&key);
                match std::fs::symlink_metadata(dir.join(&folder)) {
                    // No folder: the level is not built in parts here.
                    Err(_) => {}
                    Ok(_) if dir.join(&folder).is_dir() => {
                        // A level's folder holds every part of it: one not there is missing,
                        // anything but a file in a part's place is damaged.
                        for &(pk, entries) in &plan.parts {
                            let name = pk.file_name().display().to_string();
                            match kind(&dir.join(pk.file_name())) {
                                Found::File => jobs.push(Job::Part(plan.clone(), pk, entries)),
                                Found::Other => jobs.push(Job::NotAFile(name, Some(key))),
                                Found::Nothing => jobs.push(Job::Missing(name, key)),
                            }
                        }
                    }
                    Ok(_) => jobs.push(Job::NotAFile(folder, Some(key))),
                }
            }
        }
    }
    // The sweep's levels, where the ruleset is swept.
    let rules = crate::rules::Ruleset::get(spec);
    if let Ok(g) = super::sweep::Geometry::new(rules) {
        for k in g.fewest()..=u32::from(total) {
            let name = super::sweep::file_name(rules, k);
            match kind(&dir.join(&name)) {
                Found::File => jobs.push(Job::Sweep(rules, g.point_count(), k)),
                Found::Other => jobs.push(Job::NotAFile(name, None)),
                Found::Nothing => {}
            }
        }
    }
    // Every entry of a ruleset built in parts: each level checked as a whole, graph-wise, on
    // every core (`parts::check`), once its files' blocks are checked below.
    let fast = sample == Sample::All && super::parts::partitioned(rules);
    let mut stored: Vec<(TableKey, Option<LevelPlan>)> = Vec::new();
    if fast {
        for job in &jobs {
            let level = match job {
                Job::Whole(k) => (*k, None),
                Job::Part(plan, ..) => (plan.level, Some(plan.clone())),
                _ => continue,
            };
            match stored.iter_mut().find(|l| l.0 == level.0) {
                // Parts where a level has both.
                Some(l) if l.1.is_none() => l.1 = level.1,
                Some(_) => {}
                None => stored.push(level),
            }
        }
        stored.sort_by_key(|l| l.0.geese);
    }
    let mut unusable: Vec<TableKey> = Vec::new();
    let n = jobs.len() + stored.len();
    for (done, job) in jobs.into_iter().enumerate() {
        let level = job.level();
        let bad = |out: &Verified| out.damaged.len() + out.missing.len();
        let before = bad(&out);
        match job {
            Job::Whole(key) => {
                let name = key.file_name();
                out.files.push(name.clone());
                // Every block's checksum first, streamed: damage anywhere is found and named,
                // not only where the sample falls; then the sample, one position at a time
                // (every entry of a ruleset built in parts is checked level by level below).
                if let Err(e) = Table::verify(key, &dir.join(&name)) {
                    out.damaged.push((name, e));
                } else if !fast {
                    let ix = Indexer::new(key);
                    let step = sample.step(ix.size());
                    let mut i = 0;
                    while i < ix.size() {
                        one(solver, &ix.position(i), &mut out)?;
                        i = i.saturating_add(step);
                    }
                }
            }
            Job::Part(plan, pk, entries) => {
                let name = pk.file_name().display().to_string();
                out.files.push(name.clone());
                let checked =
                    super::parts::file::PartFile::open(&dir.join(pk.file_name()), &pk, entries)
                        .and_then(|f| f.each_block(|_| Ok(())));
                if let Err(e) = checked {
                    out.damaged.push((name, e));
                } else if !fast {
                    let list = plan.index.list(pk.sum);
                    let ix = Indexer::new(pk.level);
                    let step = sample.step(entries);
                    let mut i = 0;
                    while i < entries {
                        one(
                            solver,
                            &super::parts::part_position(&ix, &list, pk, i),
                            &mut out,
                        )?;
                        i = i.saturating_add(step);
                    }
                }
            }
            Job::NotAFile(name, _) => {
                let path = dir.join(&name);
                out.damaged.push((
                    name,
                    TableError::io(
                        &path,
                        &std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file"),
                    ),
                ));
            }
            Job::Missing(name, _) => out.missing.push(name),
            Job::Sweep(rules, points, geese) => {
                let name = super::sweep::file_name(rules, geese);
                match super::sweep::Level::load(rules, points, geese, &dir.join(&name)) {
                    Ok(_) => out.sweeps.push(name),
                    Err(e) => out.damaged.push((name, e)),
                }
            }
        }
        if bad(&out) > before {
            unusable.extend(level);
        }
        each(done + 1, n);
    }
    let jobs_done = n - stored.len();
    for (done, (key, plan)) in stored.iter().enumerate() {
        let entries = plan
            .as_ref()
            .map_or_else(|| Indexer::new(*key).size(), |p| p.entries());
        // A level with a damaged or missing file, or whose level below has one, is not
        // checked: its damage is named above.
        let below = key.geese.checked_sub(1);
        if unusable
            .iter()
            .any(|u| u.geese == key.geese || Some(u.geese) == below)
        {
            out.skipped += entries;
            each(jobs_done + done + 1, n);
            continue;
        }
        match super::parts::check::check_level(&dir, &stored, *key, &|_| {})? {
            Some(r) => {
                out.checked += r.checked;
                out.failures
                    .extend(
                        r.failures
                            .into_iter()
                            .map(|(position, stored, problem)| Failure {
                                position,
                                stored,
                                problem,
                            }),
                    );
            }
            None => out.skipped += entries,
        }
        each(jobs_done + done + 1, n);
    }
    Ok(out)
}

/// What stands at `path`: a regular file (through links), nothing, or something else (a
/// folder, a FIFO, a broken link).
fn kind(path: &Path) -> Found {
    match std::fs::symlink_metadata(path) {
        Err(_) => Found::Nothing,
        Ok(_) if path.is_file() => Found::File,
        Ok(_) => Found::Other,
    }
}

enum Found {
    File,
    Nothing,
    Other,
}

fn one(solver: &mut Solver, pos: &Position, out: &mut Verified) -> Result<(), SolveError> {
    let checked = match check(solver, pos) {
        // A neighbour in a damaged file (reported as damaged on its own): not checkable.
        Err(SolveError::Table(TableError::Corrupt { .. })) => {
            out.skipped += 1;
            return Ok(());
        }
        other => other?,
    };
    match checked {
        Some(problem) => {
            let stored = solver.stored(pos)?.unwrap_or(Value::Draw);
            out.failures.push(Failure {
                position: *pos,
                stored,
                problem,
            });
            out.checked += 1;
        }
        None if solver.stored(pos)?.is_some() => out.checked += 1,
        None => out.skipped += 1,
    }
    Ok(())
}

/// One file to verify.
enum Job {
    Whole(TableKey),
    Part(LevelPlan, PartKey, u64),
    /// Something other than a file where a table, part or level folder should be.
    NotAFile(String, Option<TableKey>),
    /// A part its level's folder lacks.
    Missing(String, TableKey),
    /// A sweep's level: ruleset, points, geese.
    Sweep(&'static crate::rules::Ruleset, u32, u32),
}

impl Job {
    fn level(&self) -> Option<TableKey> {
        match self {
            Job::Whole(k) => Some(*k),
            Job::Part(_, pk, _) => Some(pk.level),
            Job::NotAFile(_, k) => *k,
            Job::Missing(_, k) => Some(*k),
            Job::Sweep(..) => None,
        }
    }
}

/// Whether `dir` holds anything of `spec` to verify.
pub fn has_tables(dir: &Path, spec: RulesetSpec) -> bool {
    let total = crate::rules::Ruleset::get(spec).geese_total();
    (0..=total).any(|k| {
        (0..=total - k).any(|c| {
            TableKey::new(spec, k, c).is_some_and(|key| {
                std::fs::symlink_metadata(dir.join(key.file_name())).is_ok()
                    || std::fs::symlink_metadata(dir.join(super::parts::level_folder(&key))).is_ok()
            })
        })
    }) || {
        let rules = crate::rules::Ruleset::get(spec);
        super::sweep::Geometry::new(rules).is_ok_and(|g| {
            (g.fewest()..=u32::from(total)).any(|k| {
                std::fs::symlink_metadata(dir.join(super::sweep::file_name(rules, k))).is_ok()
            })
        })
    }
}
