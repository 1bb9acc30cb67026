//! The sweep itself ([`Sweep`]): every level solved front to back, from the fewest geese up,
//! on rayon's threads, each level kept in a file as soon as it is solved.

use std::path::Path;
use std::sync::atomic::Ordering;

use rayon::prelude::*;

use crate::rules::{Jumps, Position, Side};
use crate::solve::combin::bits;
use crate::solve::mirror::colex;
use crate::solve::table::TableError;

use super::file::file_name;
use super::geometry::{empty_number, span, winner_in, Geometry, Place};
use super::level::Level;

/// What a sweep reports while it runs.
pub trait SweepProgress: Sync {
    /// The level of `geese` geese starts, with `sets` sets of geese.
    fn level(&self, _geese: u32, _sets: u64) {}
    /// This many more sets are done.
    fn advance(&self, _sets: u64) {}
}

impl SweepProgress for crate::solve::Quiet {}

/// The solved game: every level from the fewest geese up.
pub struct Sweep {
    pub(super) geometry: Geometry,
    /// The levels whose file was damaged, each with what was wrong: swept again by
    /// [`Sweep::run_in`] and their file replaced.
    pub replaced: Vec<(u32, TableError)>,
    /// `levels[i]` holds `fewest + i` geese.
    pub(super) levels: Vec<Level>,
}

impl Sweep {
    /// Solves every level of `geometry` up to `most` geese, on rayon's threads.
    pub fn run(geometry: Geometry, most: u32, progress: &dyn SweepProgress) -> Sweep {
        let mut sweep = Sweep {
            geometry,
            replaced: Vec::new(),
            levels: Vec::new(),
        };
        for k in sweep.geometry.below..=most {
            let level = sweep.solve_level(k, progress);
            sweep.levels.push(level);
        }
        sweep
    }

    /// [`Sweep::run`], keeping each level in `dir` as soon as it is solved and reading the
    /// levels already there instead of solving them again, so that a sweep stopped part way
    /// goes on where it stopped. A level file that cannot be read is solved again and
    /// replaced; one that cannot be written is an error.
    pub fn run_in(
        geometry: Geometry,
        most: u32,
        dir: &Path,
        progress: &dyn SweepProgress,
    ) -> Result<Sweep, TableError> {
        let mut sweep = Sweep {
            geometry,
            replaced: Vec::new(),
            levels: Vec::new(),
        };
        let rules = sweep.geometry.rules;
        let points = sweep.geometry.points.len() as u32;
        for k in sweep.geometry.below..=most {
            let path = dir.join(file_name(rules, k));
            let level = match Level::load(rules, points, k, &path) {
                Ok(level) => {
                    progress.level(k, sweep.geometry.sets(k));
                    progress.advance(sweep.geometry.sets(k));
                    level
                }
                // Missing: swept now. Damaged: swept again, and said. Anything else (a folder
                // in its place, no permission) is an error: it would not be saved either.
                Err(e) => {
                    match &e {
                        TableError::Io {
                            kind: std::io::ErrorKind::NotFound,
                            ..
                        } => {}
                        TableError::Corrupt { .. } => sweep.replaced.push((k, e.clone())),
                        _ => return Err(e),
                    }
                    let level = sweep.solve_level(k, progress);
                    level.save(rules, points, k, &path)?;
                    level
                }
            };
            sweep.levels.push(level);
        }
        Ok(sweep)
    }

    /// The geometry.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The level of `k` geese, if solved.
    pub fn level(&self, k: u32) -> Option<&Level> {
        let i = k.checked_sub(self.geometry.below)?;
        self.levels.get(i as usize)
    }

    /// Who wins `pos` with best play, if its level is solved. `None` also for a position of
    /// another ruleset.
    pub fn winner(&self, pos: &Position) -> Option<Side> {
        let g = &self.geometry;
        if !std::ptr::eq(pos.rules(), g.rules) {
            return None;
        }
        match g.place(pos)? {
            Place::FoxHasWon => Some(Side::Fox),
            Place::Bit {
                geese,
                set,
                bit,
                fox_to_move,
            } => Some(winner_in(self.level(geese)?.mask(set, fox_to_move), bit)),
        }
    }

    pub(super) fn solve_level(&self, k: u32, progress: &dyn SweepProgress) -> Level {
        let g = &self.geometry;
        let n = g.points.len() as u32;
        let level = Level::new(g.sets(k));
        progress.level(k, g.sets(k));
        // The advance of k geese runs from the k lowest points' to the k highest points'.
        let low: u32 = g.progress[..k as usize].iter().sum();
        let high: u32 = g.progress[(n - k) as usize..].iter().sum();
        for a in (low..=high).rev() {
            let tasks = g.prefixes(k, a);
            tasks.par_iter().for_each(|&(set, rest, need, sum)| {
                let mut done = 0u64;
                g.each_set(rest, need, sum, set, &mut |geese| {
                    self.solve_set(&level, k, geese);
                    done += 1;
                });
                progress.advance(done);
            });
        }
        level
    }

    /// Settles both masks of one set of `k` geese.
    pub(super) fn solve_set(&self, level: &Level, k: u32, geese: u64) {
        let g = &self.geometry;
        let n = g.points.len() as u32;
        let r = colex(geese) as usize;
        // The geese to move: a step after which the fox, to move, loses.
        let mut geese_win = 0u32;
        for from in bits(geese) {
            for &to in &g.goose_steps[from as usize] {
                let to = u32::from(to);
                if geese >> to & 1 == 1 {
                    continue;
                }
                let after = geese & !(1 << from) | 1 << to;
                let m = level.fox_loses[colex(after) as usize].load(Ordering::Relaxed);
                // From the numbering of the empty points after the step to that before it:
                // the points between `from` and `to` move down one; `from` (a goose before)
                // and `to` (where the fox cannot stand for the step) drop out.
                let a = empty_number(geese, from);
                let b = empty_number(geese, to);
                geese_win |= m & span(0, a) | (m >> 1) & span(a, b) | m & span(b + 1, 32);
            }
        }
        level.geese_win[r].store(geese_win, Ordering::Relaxed);
        // The fox to move: it loses when every action leaves the geese winning.
        let all = (1u64 << n) - 1;
        let empty = all & !geese;
        let mut fox_loses = 0u32;
        for f in bits(empty) {
            if self.fox_loses_from(k, geese, empty, f, geese_win) {
                fox_loses |= 1 << empty_number(geese, f);
            }
        }
        level.fox_loses[r].store(fox_loses, Ordering::Relaxed);
    }

    /// Whether the fox on `f`, to move, loses: every step and every capture leaves the geese
    /// (to move) winning. `geese_win` is this set's own mask, already settled.
    pub(super) fn fox_loses_from(
        &self,
        k: u32,
        geese: u64,
        empty: u64,
        f: u32,
        geese_win: u32,
    ) -> bool {
        let g = &self.geometry;
        let rules = g.rules;
        let steps = g.steps[f as usize] & empty;
        let mut captures = false;
        let mut fox_wins = false;
        self.chains(f, geese, 0, &mut |captured, land| {
            captures = true;
            let left = k - captured.count_ones();
            let wins = left < g.below || {
                let after = geese & !captured;
                let level = &self.levels[(left - g.below) as usize];
                let m = level.geese_win[colex(after) as usize].load(Ordering::Relaxed);
                m >> empty_number(after, land) & 1 == 0
            };
            fox_wins |= wins;
            wins
        });
        if fox_wins {
            return false;
        }
        if !(rules.compulsory && captures) {
            for to in bits(steps) {
                if geese_win >> empty_number(geese, to) & 1 == 0 {
                    return false;
                }
            }
        }
        // Every action loses, or there is none: shut in.
        true
    }

    /// Hands each capture the fox on `at` can make to `visit` (the geese taken, the landing),
    /// as the ruleset's jump rule allows, until `visit` says stop. Whether it was stopped.
    pub(super) fn chains(
        &self,
        at: u32,
        geese: u64,
        captured: u64,
        visit: &mut dyn FnMut(u64, u32) -> bool,
    ) -> bool {
        let g = &self.geometry;
        for &(over, land) in &g.jumps[at as usize] {
            let (over, land) = (u32::from(over), u32::from(land));
            if geese >> over & 1 == 0 || geese >> land & 1 == 1 {
                continue;
            }
            let captured = captured | 1 << over;
            let geese = geese & !(1 << over);
            let stop = match g.rules.jumps {
                Jumps::Single => visit(captured, land),
                Jumps::Chain => visit(captured, land) || self.chains(land, geese, captured, visit),
                Jumps::MaximalChain => {
                    let mut further = false;
                    let stop = self.chains(land, geese, captured, &mut |c, l| {
                        further = true;
                        visit(c, l)
                    });
                    stop || (!further && visit(captured, land))
                }
            };
            if stop {
                return true;
            }
        }
        false
    }
}

impl Geometry {
    /// The work of one advance, split for the threads: the choices among the top points,
    /// each with the points left below them (`rest`), the geese still to place and the
    /// advance they must make up.
    pub(super) fn prefixes(&self, k: u32, advance: u32) -> Vec<(u64, u32, u32, u32)> {
        let n = self.points.len() as u32;
        let top = n.min(12);
        let rest = n - top;
        let mut out = Vec::new();
        for choice in 0u64..1 << top {
            let set = choice << rest;
            let count = choice.count_ones();
            if count > k {
                continue;
            }
            let sum = self.advance(set);
            if sum > advance {
                continue;
            }
            if self.feasible(rest, k - count, advance - sum) {
                out.push((set, rest, k - count, advance - sum));
            }
        }
        out
    }

    /// Whether `need` of the points below `rest` can make up an advance of `sum`.
    pub(super) fn feasible(&self, rest: u32, need: u32, sum: u32) -> bool {
        if need > rest {
            return false;
        }
        let p = &self.progress[..rest as usize];
        let least: u32 = p[..need as usize].iter().sum();
        let most: u32 = p[(rest - need) as usize..].iter().sum();
        (least..=most).contains(&sum)
    }

    /// Hands `visit` every set made of `set` and `need` of the points below `rest` whose
    /// advance makes up `sum`.
    pub(super) fn each_set(
        &self,
        rest: u32,
        need: u32,
        sum: u32,
        set: u64,
        visit: &mut dyn FnMut(u64),
    ) {
        if need == 0 {
            if sum == 0 {
                visit(set);
            }
            return;
        }
        if !self.feasible(rest, need, sum) {
            return;
        }
        let p = rest - 1;
        let w = self.progress[p as usize];
        if w <= sum {
            self.each_set(p, need - 1, sum - w, set | 1 << p, visit);
        }
        self.each_set(p, need, sum, set, visit);
    }
}
