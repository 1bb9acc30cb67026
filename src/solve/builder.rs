//! The solver's builder: tables opened from the folder or built on demand within a budget
//! ([`super::budget`]: positions, a deadline, a build rate), their progress told to a
//! [`BuildProgress`], the levels built in parts, local solves of small positions, and the
//! probes that read a position's value from them (a probe may build the table it needs).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use crate::rules::{Outcome, Position, RulesetSpec, Side};

use super::budget::{BuildProgress, BuildReport, Quiet, Skipped, LOCAL_SOLVE_ABOVE};
use super::{
    dense, local, parts, retro, strategy, Indexer, SolveError, Solver, Table, TableKey, Value,
};

impl Solver {
    /// Whether building `positions` more positions fits in what is left of the budget.
    pub(super) fn build_fits(&self, positions: u64) -> bool {
        match (self.build_rate, self.build_deadline.or(self.deadline)) {
            (Some(rate), Some(deadline)) => {
                let left = deadline.saturating_duration_since(Instant::now());
                positions as f64 / rate as f64 <= left.as_secs_f64()
            }
            _ => true,
        }
    }

    /// `key`'s table, with its index: loaded already, read from the folder, or built on
    /// demand when it and the tables it needs are small enough. `None` when it is not in the
    /// folder and too large to build here.
    pub fn table(&mut self, key: TableKey) -> Result<Option<(Indexer, Arc<Table>)>, SolveError> {
        if let Some((ix, t)) = self.tables.get(&key) {
            return Ok(Some((ix.clone(), t.clone())));
        }
        if self.unavailable.contains(&key) {
            return Ok(None);
        }
        if self.in_folder(&key) {
            self.load(key, false)?;
            return Ok(self.tables.get(&key).cloned());
        }
        let missing = self.missing(&key);
        if self.built.saturating_add(missing) > self.limit {
            self.unavailable.insert(key);
            return Ok(None);
        }
        if !self.build_fits(missing) {
            self.unavailable.insert(key);
            self.skipped.push(Skipped {
                key,
                positions: missing,
            });
            return Ok(None);
        }
        match self.build_progress.clone() {
            Some(p) => self.build_with(key, &*p, true)?,
            None => self.build_with(key, &Quiet, true)?,
        };
        Ok(self.tables.get(&key).cloned())
    }

    /// Positions of `key`'s table and the tables it needs that are neither in memory nor in
    /// the folder: what building it on demand would cost.
    pub(super) fn missing(&self, key: &TableKey) -> u64 {
        std::iter::once(*key)
            .chain(key.dependencies())
            .filter(|k| !self.tables.contains_key(k) && !self.in_folder(k))
            .map(|k| k.positions())
            .sum()
    }

    /// Whether a table this solver holds, or would build on demand, is at most `captures`
    /// captures from `pos` (a capture that wins the fox the game counts too). Near the tables
    /// a proof search finds values; far above them it seldom proves anything, and the
    /// engine's strongest level spends its budget on the search instead. Nothing is built or
    /// read here; tables kept in parts are not counted.
    pub fn within_reach(&self, pos: &Position, captures: u8) -> bool {
        let geese = pos.geese().count() as u8;
        (0..=captures.min(geese)).any(|j| {
            match TableKey::new(pos.spec(), geese - j, pos.captures().saturating_add(j)) {
                None => true,
                Some(key) => {
                    self.tables.contains_key(&key)
                        || self.in_folder(&key)
                        || (!self.unavailable.contains(&key)
                            && self.built.saturating_add(self.missing(&key)) <= self.limit)
                }
            }
        })
    }

    /// Opens `key`'s table from the folder (its blocks read as they are asked for), or
    /// reads it whole when `whole`.
    pub(super) fn load(&mut self, key: TableKey, whole: bool) -> Result<(), SolveError> {
        let path = self.path_of(&key);
        let table = if whole {
            Table::load(key, &path)?
        } else {
            Table::open(key, &path)?
        };
        self.tables
            .insert(key, (Indexer::new(key), Arc::new(table)));
        Ok(())
    }

    /// Builds `key`'s table and every table it needs that the folder lacks, saving each.
    /// Tables already in the folder are checked and used, not rebuilt: an interrupted build
    /// resumes at the first missing table. Runs on the current rayon pool.
    pub fn build(
        &mut self,
        key: TableKey,
        progress: &dyn BuildProgress,
    ) -> Result<BuildReport, SolveError> {
        self.build_with(key, progress, false)
    }

    pub(super) fn build_with(
        &mut self,
        key: TableKey,
        progress: &dyn BuildProgress,
        on_demand: bool,
    ) -> Result<BuildReport, SolveError> {
        let mut order = key.dependencies();
        order.reverse();
        order.push(key);
        let mut report = BuildReport::default();
        let of = order.len();
        for (n, k) in order.into_iter().enumerate() {
            // A table below another is read whole (the build looks up entries everywhere);
            // the last one only needs to be there.
            let whole = k != key;
            if let Some((_, t)) = self.tables.get(&k) {
                if whole && !t.is_whole() {
                    self.load(k, true)?;
                }
                report.present.push(k);
                continue;
            }
            if self.in_folder(&k) {
                if !whole && !on_demand {
                    // `tables build` vouches for every table it keeps: the last one's blocks
                    // are checked too (streamed), though only opened here.
                    Table::verify(k, &self.path_of(&k))?;
                }
                self.load(k, whole)?;
                report.present.push(k);
                continue;
            }
            let ix = Indexer::new(k);
            progress.start(&k, n + 1, of, ix.size());
            let advance = |u| progress.advance(u);
            let entries = if dense::Dense::fits(k.rules()) {
                let graph = dense::Dense::new(k, true, |d| self.tables[d].1.clone());
                retro::build(&graph, &advance)
            } else {
                let lower: HashMap<TableKey, (Indexer, Arc<Table>)> = k
                    .dependencies()
                    .iter()
                    .filter_map(|d| self.tables.get(d).map(|t| (*d, t.clone())))
                    .collect();
                let outside = general_outside(&lower);
                retro::build(
                    &retro::General {
                        ix: &ix,
                        outside: &outside,
                    },
                    &advance,
                )
            }
            .map_err(|error| SolveError::Build { key: k, error })?;
            let t = Table::new(k, entries);
            let saved = if self.on_disk && !(on_demand && self.cannot_save) {
                t.save_as(&self.path_of(&k), self.format)
            } else {
                Ok(())
            };
            if let Err(e) = saved {
                if on_demand {
                    self.cannot_save = true;
                    self.save_errors.push(e);
                } else {
                    return Err(e.into());
                }
            }
            self.built = self.built.saturating_add(k.positions());
            self.tables.insert(k, (ix, Arc::new(t)));
            progress.finish(&k);
            report.built.push(k);
        }
        Ok(report)
    }

    /// Builds the tables of `spec` up to `max_geese` geese with the real game's captures: the
    /// levels from `parts_from` geese up in parts where the ruleset allows it ([`parts`]),
    /// the others whole; what the folder has is checked and kept. `ceiling`: the most memory
    /// (bytes) one part's build may take by its estimate. Runs on the current rayon pool.
    pub fn build_parts(
        &mut self,
        spec: RulesetSpec,
        max_geese: u8,
        parts_from: u8,
        ceiling: u64,
        progress: &dyn parts::PartProgress,
    ) -> Result<parts::PartReport, parts::PartError> {
        let levels = parts::plan(spec, max_geese, parts_from);
        parts::build(self, &levels, ceiling, progress)
    }

    /// The value of `pos` if the rules (a finished game) or a table give it outright.
    pub fn probe(&mut self, pos: &Position) -> Result<Option<Value>, SolveError> {
        match self.probe_tables(pos)? {
            Some(v) => Ok(Some(v)),
            // Ply Yard's game above the tables this folder holds: the geese's proven
            // strategy knows the exact value of every position it reaches.
            None => Ok(strategy::value(&pos.without_clock())),
        }
    }

    /// [`Solver::probe`] without the geese's shipped strategy: what a finished game and the
    /// tables say (the engine's levels below 5 know no more).
    pub fn probe_tables(&mut self, pos: &Position) -> Result<Option<Value>, SolveError> {
        let pos = pos.without_clock();
        if let Outcome::Win { winner, .. } = pos.outcome() {
            return Ok(Some(Value::win(winner, 0)));
        }
        if TableKey::of(&pos).is_none() {
            return Ok(Some(Value::win(crate::rules::Side::Fox, 0)));
        }
        self.stored(&pos)
    }

    /// Who wins `pos` with best play, by the folder's sweep of its level ([`super::sweep`], `tables
    /// sweep`): a proven winner with no distance. `None` where the folder holds no such
    /// sweep, or the ruleset has none (its geese may step sideways), and for a solver in
    /// memory.
    pub fn swept_winner(&mut self, pos: &Position) -> Result<Option<Side>, SolveError> {
        if !self.on_disk {
            return Ok(None);
        }
        let pos = pos.without_clock();
        if let Outcome::Win { winner, .. } = pos.outcome() {
            return Ok(Some(winner));
        }
        Ok(self.sweeps.winner(&pos)?)
    }

    /// The value a table or part stores for `pos` (a finished game's too), if one holds it:
    /// what `tables verify` checks against the rules.
    pub fn stored(&mut self, pos: &Position) -> Result<Option<Value>, SolveError> {
        let pos = pos.without_clock();
        let Some(key) = TableKey::of(&pos) else {
            return Ok(None);
        };
        if self.on_disk && !self.tables.contains_key(&key) {
            if let Some(e) = self.parts.entry(&self.dir, key, &pos)? {
                return Ok(Some(super::entry::entry_value(e, pos.turn())));
            }
        }
        if let Some(v) = self.local_value(&pos, key) {
            return Ok(Some(v));
        }
        match self.table(key)? {
            Some((ix, t)) => Ok(Some(super::entry::entry_value(
                t.entry(ix.index(&pos))?,
                pos.turn(),
            ))),
            None => Ok(None),
        }
    }

    /// `pos`'s value from a local solve ([`Solver::with_local_solve`]): one found before, or a
    /// new solve when `key`'s table is neither in memory nor in the folder and no solve of
    /// its positions reached too far yet.
    pub(super) fn local_value(&mut self, pos: &Position, key: TableKey) -> Option<Value> {
        if self.local_limit == 0 || self.tables.contains_key(&key) {
            return None;
        }
        let k = local::key(pos);
        if let Some(v) = self.local.get(&k) {
            return Some(*v);
        }
        if self.local_failed.contains(&key) || self.in_folder(&key) {
            return None;
        }
        // A small table is built faster than a local solve that reaches far, and serves every
        // position of its level after.
        let missing: u64 = std::iter::once(key)
            .chain(key.dependencies())
            .filter(|k| !self.tables.contains_key(k))
            .map(|k| k.positions())
            .sum();
        // Tried only in place of a build: a table too large to build on demand is left to
        // the proof search, as before.
        if missing < LOCAL_SOLVE_ABOVE || self.built.saturating_add(missing) > self.limit {
            self.local_failed.insert(key);
            return None;
        }
        match local::solve(pos, self.local_limit) {
            Some(values) => {
                let v = values.get(&k).copied();
                self.local.extend(values);
                v
            }
            None => {
                self.local_failed.insert(key);
                None
            }
        }
    }
}

/// The value of a position a capture leads to, from the tables below (read whole), for
/// [`retro::General`].
pub(crate) fn general_outside(
    lower: &HashMap<TableKey, (Indexer, Arc<Table>)>,
) -> impl Fn(&Position) -> Value + Sync + '_ {
    move |child: &Position| -> Value {
        match TableKey::of(child) {
            // Every position of a finished class: the fox has won.
            None => Value::win(crate::rules::Side::Fox, 0),
            Some(ck) => {
                let (cix, t) = &lower[&ck];
                super::entry::entry_value(t.whole_entry(cix.index(child)), child.turn())
            }
        }
    }
}
