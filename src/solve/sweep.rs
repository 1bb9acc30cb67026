//! The whole game solved front to back, where the geese only ever step forward.
//!
//! Where geese step only forward (the standard game: north, straight or diagonally, never
//! sideways or back) every goose step moves the geese one line on, and nothing moves them
//! back: the sum of the geese's lines, their *advance*, grows by one with every goose step
//! and a capture takes a goose away. So no position comes round again, and the positions of
//! one set of geese depend only on sets with more advance, or with fewer geese. One pass
//! over the sets of geese, from the most advanced back to the least and from the fewest
//! geese up to the most, settles every position; no retrograde iteration is needed. Nor are
//! there draws: the game ends when the fox is shut in, when too few geese are left, or when
//! the geese cannot step.
//!
//! A position here is a set of geese `G` (numbered by its colex rank among the sets of as
//! many geese, as in [`super::index`]), a point for the fox, and the side to move. For each
//! `G` two masks are kept, one bit for each empty point (numbered in order among the points
//! the geese leave empty, so that 33 − k points fit a `u32`):
//!
//! * `fox_loses[G]`: with the fox to move from that point, the geese win;
//! * `geese_win[G]`: with the geese to move and the fox on that point, the geese win.
//!
//! The values are wins and losses only, with no distance: the tables of [`super::table`]
//! hold distances, at two bytes a position; these hold one bit, so that the standard game's
//! thirteen geese (C(33, 13) · 20 · 2 ≈ 23 billion positions) fit in memory. A side that
//! keeps a won position won still wins: every ply brings the game nearer its end.
//!
//! [`Sweep`] is the solved game in memory ([`Sweep::run_in`] keeps each level in a file of the
//! table folder as soon as it is solved, and reads the levels already there, so a sweep
//! stopped part way resumes); [`SweepFile`] is one level's file, read a checked block at a
//! time; [`Reader`] answers positions from a folder's files, for the solver.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use rayon::prelude::*;
use xxhash_rust::xxh3::{xxh3_64, Xxh3};

use super::table::{check_prefix, TableError, TableProblem};

use super::combin::{binom, bits};
use super::mirror::colex;
use crate::rules::{FoxTarget, Jumps, Point, Position, Ruleset, RulesetSpec, Side};

/// The most empty points a level may have: its masks are `u32`s, a bit for each point the
/// geese leave empty, so a board of `n` points is swept only where `n − fewest ≤ 32`.
const MAX_EMPTY: u32 = 32;

/// The board and the rules, in the compact numbering the sweep works in: the board's points
/// from the geese's starting side on, line by line (west to east within a line), so that
/// every goose step goes to a higher number.
#[derive(Clone, Debug)]
pub struct Geometry {
    rules: &'static Ruleset,
    points: Vec<Point>,
    /// The compact number of each grid cell (`u8::MAX`: not a point).
    compact: [u8; 81],
    /// How far forward each point lies (0 on the geese's first line).
    progress: Vec<u32>,
    /// The fox's steps from each point, as a mask of points.
    steps: Vec<u64>,
    /// The fox's jumps from each point: (the point jumped, the landing).
    jumps: Vec<Vec<(u8, u8)>>,
    /// Each point's goose steps.
    goose_steps: Vec<Vec<u8>>,
    /// The fox wins when fewer geese than this are left.
    below: u32,
}

/// Why a ruleset cannot be swept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsupported {
    /// Geese may step sideways or back, so positions can come round again.
    GeeseNotOnlyForward,
    /// More than one fox, or a fox placed by its first action.
    NotOneFox,
    /// The ruleset has draw rules or a paddock.
    OtherEnds,
    /// The fox wins by a count of captures rather than by the geese left.
    CaptureCount,
    /// The board has too many points.
    BoardTooLarge,
}

/// The ruleset and goose count a sweep level's file name (`standard-sweep-g13.fgs`) names.
pub fn level_of_file(name: &str) -> Option<(&'static Ruleset, u32)> {
    let stem = name.strip_suffix(".fgs")?;
    let (spec, geese) = stem.rsplit_once("-sweep-g")?;
    let geese: u32 = geese.parse().ok()?;
    let spec: RulesetSpec = spec.replace('_', ":").parse().ok()?;
    let rules = Ruleset::get(spec);
    (file_name(rules, geese) == name).then_some((rules, geese))
}

impl Geometry {
    /// Points of the board.
    pub fn point_count(&self) -> u32 {
        self.points.len() as u32
    }

    /// The sweep's view of `rules`, if its positions never come round again.
    pub fn new(rules: &'static Ruleset) -> Result<Geometry, Unsupported> {
        if rules.geese.sideways {
            return Err(Unsupported::GeeseNotOnlyForward);
        }
        if rules.fox_count() != 1 || rules.fox_placement {
            return Err(Unsupported::NotOneFox);
        }
        if rules.draws.is_some() || rules.paddock.is_some() {
            return Err(Unsupported::OtherEnds);
        }
        let below = match rules.fox_target {
            FoxTarget::GeeseBelow(n) => u32::from(n),
            FoxTarget::Captures(_) => return Err(Unsupported::CaptureCount),
        };
        let points: Vec<Point> = rules.board.points().iter().collect();
        if points.len() as u32 > MAX_EMPTY + below {
            return Err(Unsupported::BoardTooLarge);
        }
        let least = points
            .iter()
            .map(|&p| rules.geese.progress(p))
            .min()
            .unwrap_or(0);
        let forward = |p: Point| (rules.geese.progress(p) - least) as u32;
        // Numbered from the geese's side on, so that a goose step goes to a higher number.
        let mut points = points;
        points.sort_by_key(|&p| (forward(p), p.index()));
        let progress: Vec<u32> = points.iter().map(|&p| forward(p)).collect();
        let mut compact = [u8::MAX; 81];
        for (i, p) in points.iter().enumerate() {
            compact[p.index() as usize] = i as u8;
        }
        let mut goose_steps = vec![Vec::new(); points.len()];
        for (i, &p) in points.iter().enumerate() {
            for &d in rules.goose_directions() {
                if let Some(q) = rules.board.neighbour(p, d) {
                    let j = compact[q.index() as usize] as usize;
                    // Only forward, one line at a time, to a higher number: else the order
                    // of the sweep would not hold.
                    if progress[j] != progress[i] + 1 || j <= i {
                        return Err(Unsupported::GeeseNotOnlyForward);
                    }
                    goose_steps[i].push(j as u8);
                }
            }
        }
        let mut steps = vec![0u64; points.len()];
        let mut jumps = vec![Vec::new(); points.len()];
        for (i, &p) in points.iter().enumerate() {
            for &d in rules.board.line_directions() {
                let Some(q) = rules.board.neighbour(p, d) else {
                    continue;
                };
                steps[i] |= 1 << compact[q.index() as usize];
                if rules.fox_jumps.contains(d) {
                    if let Some(l) = rules.board.neighbour(q, d) {
                        jumps[i].push((compact[q.index() as usize], compact[l.index() as usize]));
                    }
                }
            }
        }
        Ok(Geometry {
            rules,
            points,
            compact,
            progress,
            steps,
            jumps,
            goose_steps,
            below,
        })
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.rules
    }

    /// The fewest geese a level has: with fewer, the fox has won.
    pub fn fewest(&self) -> u32 {
        self.below
    }

    /// The number of sets of `k` geese.
    pub fn sets(&self, k: u32) -> u64 {
        binom(self.points.len() as u32, k)
    }

    /// The positions of `k` geese with each side to move: a set of geese and the fox on one
    /// of the points they leave empty.
    pub fn positions(&self, k: u32) -> u64 {
        self.sets(k) * u64::from(self.points.len() as u32 - k)
    }

    /// The bytes a sweep up to `most` geese holds in memory: two masks of 4 bytes for each
    /// set of geese of every level.
    pub fn memory(&self, most: u32) -> u64 {
        (self.below..=most).map(|k| self.sets(k) * SET_BYTES).sum()
    }

    /// The compact mask of a bitboard's points.
    fn mask(&self, b: crate::rules::Bitboard) -> u64 {
        b.iter()
            .map(|p| 1u64 << self.compact[p.index() as usize])
            .fold(0, |a, m| a | m)
    }

    /// The compact number of a point of the board.
    fn number(&self, p: Point) -> u32 {
        u32::from(self.compact[p.index() as usize])
    }

    /// Where the answer for `pos` lies (`None`: it has no fox on the board).
    fn place(&self, pos: &Position) -> Option<Place> {
        let geese = self.mask(pos.geese());
        let fox = pos.foxes().iter().next()?;
        let k = geese.count_ones();
        Some(if k < self.below {
            Place::FoxHasWon
        } else {
            Place::Bit {
                geese: k,
                set: colex(geese),
                bit: empty_number(geese, self.number(fox)),
                fox_to_move: pos.turn() == Side::Fox,
            }
        })
    }

    /// The advance of a set of geese.
    fn advance(&self, geese: u64) -> u32 {
        bits(geese).map(|i| self.progress[i as usize]).sum()
    }
}

/// Where a position's answer lies in a sweep.
enum Place {
    /// Fewer geese than the fewest of a level: the fox has won.
    FoxHasWon,
    /// Bit `bit` of one mask (the fox's to move, or the geese's) of set `set` of the level of
    /// `geese` geese.
    Bit {
        geese: u32,
        set: u64,
        bit: u32,
        fox_to_move: bool,
    },
}

/// The winner a mask names for the fox on empty point `bit`: its bit set, the geese.
fn winner_in(mask: u32, bit: u32) -> Side {
    if mask >> bit & 1 == 1 {
        Side::Geese
    } else {
        Side::Fox
    }
}

/// The number of a point among the points `set` leaves empty.
#[inline]
fn empty_number(set: u64, p: u32) -> u32 {
    p - (set & ((1u64 << p) - 1)).count_ones()
}

/// The bits of `m` from `from` up to, not including, `to`.
#[inline]
fn span(from: u32, to: u32) -> u32 {
    let below = |n: u32| if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    below(to) & !below(from)
}

/// The two masks of every set of one count of geese.
pub struct Level {
    fox_loses: Vec<AtomicU32>,
    geese_win: Vec<AtomicU32>,
}

impl Level {
    fn new(sets: u64) -> Level {
        let zeros = |n: u64| (0..n).map(|_| AtomicU32::new(0)).collect();
        Level {
            fox_loses: zeros(sets),
            geese_win: zeros(sets),
        }
    }

    /// The mask of empty points from which the fox, to move, loses (`fox_to_move`), or on
    /// which the fox loses with the geese to move.
    pub fn mask(&self, set_rank: u64, fox_to_move: bool) -> u32 {
        let v = if fox_to_move {
            &self.fox_loses
        } else {
            &self.geese_win
        };
        v[set_rank as usize].load(Ordering::Relaxed)
    }

    /// The positions the geese win: (the fox to move, the geese to move).
    pub fn geese_wins(&self) -> (u64, u64) {
        self.masks().fold((0, 0), |(f, g), (mf, mg)| {
            (
                f + u64::from(mf.count_ones()),
                g + u64::from(mg.count_ones()),
            )
        })
    }

    /// The two masks of every set, in rank order, fox to move first.
    pub fn masks(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.fox_loses
            .iter()
            .zip(&self.geese_win)
            .map(|(f, g)| (f.load(Ordering::Relaxed), g.load(Ordering::Relaxed)))
    }
}

/// What a sweep reports while it runs.
pub trait SweepProgress: Sync {
    /// The level of `geese` geese starts, with `sets` sets of geese.
    fn level(&self, _geese: u32, _sets: u64) {}
    /// This many more sets are done.
    fn advance(&self, _sets: u64) {}
}

impl SweepProgress for super::Quiet {}

/// The solved game: every level from the fewest geese up.
pub struct Sweep {
    geometry: Geometry,
    /// The levels whose file was damaged, each with what was wrong: swept again by
    /// [`Sweep::run_in`] and their file replaced.
    pub replaced: Vec<(u32, TableError)>,
    /// `levels[i]` holds `fewest + i` geese.
    levels: Vec<Level>,
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

    fn solve_level(&self, k: u32, progress: &dyn SweepProgress) -> Level {
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
    fn solve_set(&self, level: &Level, k: u32, geese: u64) {
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
    fn fox_loses_from(&self, k: u32, geese: u64, empty: u64, f: u32, geese_win: u32) -> bool {
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
    fn chains(
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
    fn prefixes(&self, k: u32, advance: u32) -> Vec<(u64, u32, u32, u32)> {
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
    fn feasible(&self, rest: u32, need: u32, sum: u32) -> bool {
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
    fn each_set(&self, rest: u32, need: u32, sum: u32, set: u64, visit: &mut dyn FnMut(u64)) {
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

/// The first bytes of every sweep file.
pub const SWEEP_MAGIC: &[u8; 16] = b"FOXGEESE-SWEEP\0\0";
/// The format version this program writes and reads.
pub const SWEEP_VERSION: u32 = 1;
/// Sets of geese per checksummed block (64 KiB of masks).
const BLOCK_SETS: u64 = 8192;
/// Bytes of one set's two masks.
const SET_BYTES: u64 = 8;
/// Blocks a [`SweepFile`] keeps after reading them.
const CACHED_BLOCKS: usize = 64;

/// A level's file name in a table folder: `standard-sweep-g13.fgs`.
pub fn file_name(rules: &Ruleset, geese: u32) -> String {
    format!(
        "{}-sweep-g{geese:02}.fgs",
        rules.spec.to_string().replace(':', "_")
    )
}

/// The header's bytes before its checksum.
fn header_bytes(rules: &Ruleset, points: u32, geese: u32, sets: u64) -> Vec<u8> {
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
    fn block_bytes(&self, b: u64, out: &mut Vec<u8>) {
        let sets = self.fox_loses.len() as u64;
        for i in b * BLOCK_SETS..((b + 1) * BLOCK_SETS).min(sets) {
            out.extend_from_slice(&self.mask(i, true).to_le_bytes());
            out.extend_from_slice(&self.mask(i, false).to_le_bytes());
        }
    }

    /// Writes the level to `path` atomically, as a compact file ([`super::blockfile`]: the
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
        debug_assert_eq!(BLOCK_SETS * SET_BYTES, super::blockfile::BLOCK_ENTRIES);
        super::blockfile::write(path, &meta, 1, sets * SET_BYTES, |b, out| {
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
    path: PathBuf,
    file: File,
    sets: u64,
    body_at: u64,
    sums: Vec<u64>,
    cache: HashMap<u64, Arc<[u8]>>,
    /// The compact file, where the level is one ([`super::blockfile`]): its blocks are
    /// this format's blocks, compressed.
    packed: Option<super::blockfile::Packed>,
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
        if len >= 16 && super::table::is_packed_file(path) {
            let packed = super::blockfile::Packed::open(path)?;
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

    fn blocks(&self) -> u64 {
        match &self.packed {
            Some(p) => p.blocks(),
            None => self.sums.len() as u64,
        }
    }

    /// Block `b`'s bytes, its checksum checked.
    fn block(&mut self, b: u64) -> Result<Arc<[u8]>, TableError> {
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

/// The sweeps of a table folder, read a level at a time as positions ask for them.
pub struct Reader {
    dir: PathBuf,
    /// Each ruleset's geometry (`None`: it cannot be swept).
    geometries: HashMap<RulesetSpec, Option<Geometry>>,
    /// Each level's file (`None`: the folder has none).
    files: HashMap<(RulesetSpec, u32), Option<SweepFile>>,
}

impl Reader {
    /// The sweeps of the folder `dir`.
    pub fn new(dir: &Path) -> Reader {
        Reader {
            dir: dir.to_path_buf(),
            geometries: HashMap::new(),
            files: HashMap::new(),
        }
    }

    /// Who wins `pos` with best play, where the folder holds the sweep of its level (`None`
    /// where it does not, or where the ruleset cannot be swept). A damaged file is an error.
    pub fn winner(&mut self, pos: &Position) -> Result<Option<Side>, TableError> {
        let rules = pos.rules();
        let g = self
            .geometries
            .entry(rules.spec)
            .or_insert_with(|| Geometry::new(rules).ok());
        let Some(g) = g else {
            return Ok(None);
        };
        let points = g.points.len() as u32;
        let (k, set, bit, fox_to_move) = match g.place(pos) {
            None => return Ok(None),
            Some(Place::FoxHasWon) => return Ok(Some(Side::Fox)),
            Some(Place::Bit {
                geese,
                set,
                bit,
                fox_to_move,
            }) => (geese, set, bit, fox_to_move),
        };
        let file = match self.files.entry((rules.spec, k)) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let path = self.dir.join(file_name(rules, k));
                let file = if path.is_file() {
                    Some(SweepFile::open(rules, points, k, &path)?)
                } else {
                    None
                };
                e.insert(file)
            }
        };
        let Some(file) = file else {
            return Ok(None);
        };
        let (fox_loses, geese_win) = file.masks(set)?;
        let mask = if fox_to_move { fox_loses } else { geese_win };
        Ok(Some(winner_in(mask, bit)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetSpec;

    /// Every set of `k` of `n` points, in colex order.
    fn sets_of(n: u32, k: u32) -> impl Iterator<Item = u64> {
        (0..binom(n, k)).map(move |r| crate::solve::mirror::uncolex(r, k, n))
    }

    #[test]
    fn ranks_number_the_sets_densely() {
        // Every 3-set of 6 points, in colex order, gets 0, 1, 2, … in turn.
        let mut sets: Vec<u64> = (0u64..64).filter(|s| s.count_ones() == 3).collect();
        sets.sort_by_key(|&s| colex(s));
        assert_eq!(
            sets.iter().map(|&s| colex(s)).collect::<Vec<_>>(),
            (0..20).collect::<Vec<_>>()
        );
    }

    #[test]
    fn each_set_of_an_advance_is_visited_once() {
        let rules = Ruleset::get("standard".parse::<RulesetSpec>().unwrap());
        let g = Geometry::new(rules).unwrap();
        let k = 4;
        let mut seen = std::collections::HashSet::new();
        let n = g.points.len() as u32;
        let high: u32 = g.progress[(n - k) as usize..].iter().sum();
        for a in 0..=high {
            for (set, rest, need, sum) in g.prefixes(k, a) {
                g.each_set(rest, need, sum, set, &mut |s| {
                    assert_eq!(g.advance(s), a);
                    assert!(seen.insert(s));
                });
            }
        }
        assert_eq!(seen.len() as u64, g.sets(k));
    }

    /// Every position of the smaller levels, both sides to move, in the standard game and on
    /// the draught board: the sweep names the same winner as the retrograde tables. The
    /// geese's wins are counted too, so that a sweep that never found one would not pass (the
    /// draught board's; the standard game's geese win nowhere with five geese or fewer, and
    /// `tables_sweep_counts_what_the_tables_count` checks its six).
    #[test]
    fn the_sweep_agrees_with_the_retrograde_tables() {
        use crate::rules::{Bitboard, Setup};
        use crate::solve::Solver;
        for (spec, most, total, least_geese_wins) in [
            ("standard", 5u32, 13u32, 0u32),
            ("boys-own-1870-draughts", 6, 8, 1),
        ] {
            let rules = Ruleset::get(spec.parse::<RulesetSpec>().unwrap());
            let sweep = Sweep::run(Geometry::new(rules).unwrap(), most, &crate::solve::Quiet);
            let g = sweep.geometry();
            let mut solver = Solver::in_memory();
            let n = g.points.len() as u32;
            let mut geese_wins = [0u32; 2];
            for k in g.fewest()..=most {
                for set in sets_of(n, k) {
                    let geese: Bitboard = bits(set).map(|i| g.points[i as usize]).collect();
                    for f in bits(!set & ((1 << n) - 1)) {
                        for (t, turn) in [Side::Fox, Side::Geese].into_iter().enumerate() {
                            let setup = Setup {
                                foxes: Bitboard::from_point(g.points[f as usize]),
                                geese,
                                turn,
                                captures: total - k,
                                clock: 0,
                            };
                            let pos = Position::from_setup(&setup, rules).unwrap();
                            let table = solver.probe_tables(&pos).unwrap().expect("a table");
                            let winner = sweep.winner(&pos);
                            assert_eq!(winner, table.winner(), "{spec} {pos:?}: {table:?}");
                            geese_wins[t] += u32::from(winner == Some(Side::Geese));
                        }
                    }
                }
            }
            assert!(
                geese_wins.iter().all(|&w| w >= least_geese_wins),
                "{spec}: {geese_wins:?}"
            );
        }
    }

    /// A level saved and read back holds the same masks, and the reader answers as the
    /// sweep in memory; a file changed by one byte, cut short or of another level is refused,
    /// never read as values.
    #[test]
    fn a_level_file_round_trips_and_damage_is_refused() {
        let rules = Ruleset::get("boys-own-1870-draughts".parse::<RulesetSpec>().unwrap());
        let dir = std::env::temp_dir().join(format!("foxgeese-sweep-file-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let sweep =
            Sweep::run_in(Geometry::new(rules).unwrap(), 4, &dir, &crate::solve::Quiet).unwrap();
        let points = sweep.geometry().points.len() as u32;
        let path = dir.join(file_name(rules, 4));
        let back = Level::load(rules, points, 4, &path).unwrap();
        assert!(back.masks().eq(sweep.level(4).unwrap().masks()));
        // Levels are written compact; one in the full form, as sweeps were written before,
        // reads the same.
        let full = dir.join("full.fgs");
        sweep
            .level(4)
            .unwrap()
            .save_full(rules, points, 4, &full)
            .unwrap();
        assert!(crate::solve::table::is_packed_file(&path));
        assert!(!crate::solve::table::is_packed_file(&full));
        let back = Level::load(rules, points, 4, &full).unwrap();
        assert!(back.masks().eq(sweep.level(4).unwrap().masks()));
        let mut reader = Reader::new(&dir);
        let g = sweep.geometry();
        for set in sets_of(points, 4).step_by(7) {
            let geese: crate::rules::Bitboard = bits(set).map(|i| g.points[i as usize]).collect();
            for f in bits(!set & ((1 << points) - 1)) {
                let setup = crate::rules::Setup {
                    foxes: crate::rules::Bitboard::from_point(g.points[f as usize]),
                    geese,
                    turn: Side::Fox,
                    captures: 4,
                    clock: 0,
                };
                let pos = Position::from_setup(&setup, rules).unwrap();
                assert_eq!(reader.winner(&pos).unwrap(), sweep.winner(&pos));
            }
        }
        let good = std::fs::read(&path).unwrap();
        let mut flipped = good.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 1;
        let cases: [(Vec<u8>, TableProblem); 3] = [
            (flipped, TableProblem::Checksum),
            (good[..good.len() - 8].to_vec(), TableProblem::Truncated),
            (good[..40].to_vec(), TableProblem::Truncated),
        ];
        for (bytes, problem) in cases {
            std::fs::write(&path, &bytes).unwrap();
            let e = Level::load(rules, points, 4, &path).err().expect("refused");
            assert!(
                matches!(e, TableError::Corrupt { problem: p, .. } if p == problem),
                "{e:?}"
            );
        }
        // Another level's file under this level's name.
        std::fs::copy(dir.join(file_name(rules, 3)), &path).unwrap();
        let e = Level::load(rules, points, 4, &path).err().expect("refused");
        assert!(matches!(
            e,
            TableError::Corrupt {
                problem: TableProblem::Foreign,
                ..
            }
        ));
        std::fs::remove_dir_all(&dir).ok();
    }
}
