//! Mining puzzles from the tables: positions drawn from each table level in an order fixed by
//! the seed, kept when they are puzzle steps ([`super::prove::step`]), extended into lines
//! against the best defence, tagged with themes and rated.
//!
//! * Order: each level (a goose count) has its own stream of table entries, drawn by a
//!   SplitMix64 generator seeded from the seed and the level; the levels take turns, so a
//!   collection holds every phase. Nothing depends on time or threads: the same seed and
//!   tables give the same collection.
//! * A level whose table is neither in the folder nor small enough to build is left out after
//!   [`MISSES`] draws in a row find no stored value (a level built in parts is read where
//!   its parts exist). A level is left too after [`BARREN`] draws in a row keep nothing new,
//!   and, where it is small enough to count its draws, once every position has been drawn.
//!   So mining always ends: with the puzzles asked for, or short of them.
//! * [`MineOptions::stop`] stops the mining between two draws (Ctrl-C): what was found is
//!   kept and reported.
//! * A position, or its mirror image, is never kept twice.
//! * Themes ([`tag`]) and the rating ([`rate`]) are computed from the puzzle and its first
//!   step alone: both are documented in `docs/puzzles.md`.

use std::collections::HashSet;

use crate::rules::{Action, Outcome, Position, Ruleset, RulesetSpec, Side};
use crate::solve::{Indexer, SolveError, Solver, TableKey, Value};
use crate::study::problem::Location;

use super::prove::{best_defence, escapes, step, Refusal, Step};
use super::{canonical_key, Collection, Puzzle, PuzzleKind, Theme, MAX_RATING, MIN_RATING};

/// Draws in a row without a stored value after which a level is left out.
pub const MISSES: u64 = 2_000;

/// Draws in a row that keep no new puzzle after which a level is left out: one whose table
/// is there but holds no puzzle of the theme asked for (five geese are never `opening`) is
/// left after this many, not drawn from for ever.
pub const BARREN: u64 = 20_000;

/// The most positions a level may have for its draws to be counted one by one (a bit each,
/// 16 MiB): such a level is left once every position has been drawn.
const COUNTED: u64 = 1 << 27;

/// The most learner actions a mined line asks for.
pub const MAX_MOVES: usize = 3;

/// What to mine.
#[derive(Clone, Debug)]
pub struct MineOptions {
    /// The ruleset.
    pub spec: RulesetSpec,
    /// Only this goose count (else every level with a table).
    pub geese: Option<u8>,
    /// How many puzzles.
    pub count: usize,
    /// Only puzzles with this theme.
    pub theme: Option<Theme>,
    /// Only puzzles of this kind (win, draw, hold out).
    pub goal: Option<PuzzleKind>,
    /// The seed of the order positions are drawn in.
    pub seed: u64,
    /// Give up after this many draws in all (0: never).
    pub max_draws: u64,
    /// Set (by Ctrl-C) to stop between two draws, keeping what was found.
    pub stop: Option<&'static std::sync::atomic::AtomicBool>,
}

/// Told about the mining's progress.
pub trait MineProgress {
    /// `found` puzzles of `count` kept after `draws` draws.
    fn update(&self, _found: usize, _count: usize, _draws: u64) {}
}

/// A [`MineProgress`] that ignores everything.
pub struct Silent;

impl MineProgress for Silent {}

/// What [`mine`] found.
#[derive(Clone, Debug)]
pub struct MineReport {
    /// The collection, ids unique, in the order found.
    pub collection: Collection,
    /// Per level: (geese, draws, puzzles kept).
    pub levels: Vec<(u8, u64, usize)>,
    /// Whether every level ran out (or `max_draws` was reached) before `count`.
    pub short: bool,
    /// Whether [`MineOptions::stop`] stopped it.
    pub stopped: bool,
}

/// SplitMix64: a small, well-mixed generator whose stream is fixed by its seed.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

struct Level {
    geese: u8,
    ix: Indexer,
    rng: SplitMix,
    draws: u64,
    misses: u64,
    /// Draws since the last puzzle kept.
    barren: u64,
    /// The positions drawn, where the level is small enough to count them.
    drawn: Option<Vec<u64>>,
    /// Distinct positions drawn (with `drawn`).
    distinct: u64,
    kept: usize,
    done: bool,
}

/// Mines `options.count` puzzles of `options.spec` from `solver`'s tables.
pub fn mine(
    solver: &mut Solver,
    options: &MineOptions,
    progress: &dyn MineProgress,
) -> Result<MineReport, SolveError> {
    let rules = Ruleset::get(options.spec);
    let total = rules.geese_total();
    let mut levels: Vec<Level> = (1..=total)
        .filter(|&k| options.geese.is_none_or(|g| g == k))
        .filter_map(|k| TableKey::new(options.spec, k, total - k).map(|key| (k, key)))
        .map(|(k, key)| Level {
            geese: k,
            ix: Indexer::new(key),
            rng: SplitMix(options.seed ^ (u64::from(k) << 56) ^ 0x5EED),
            draws: 0,
            misses: 0,
            barren: 0,
            drawn: None,
            distinct: 0,
            kept: 0,
            done: false,
        })
        .map(|mut l| {
            let size = l.ix.size();
            if size <= COUNTED {
                l.drawn = Some(vec![0; size.div_ceil(64) as usize]);
            }
            l
        })
        .collect();
    let mut seen: HashSet<String> = HashSet::new();
    let mut ids: HashSet<String> = HashSet::new();
    let mut puzzles = Vec::new();
    let mut draws = 0u64;
    let mut turn = 0usize;
    let mut stopped = false;
    while puzzles.len() < options.count && levels.iter().any(|l| !l.done) {
        if options.max_draws > 0 && draws >= options.max_draws {
            break;
        }
        if options
            .stop
            .is_some_and(|s| s.load(std::sync::atomic::Ordering::SeqCst))
        {
            stopped = true;
            break;
        }
        let n = levels.len();
        let level = &mut levels[turn % n];
        turn += 1;
        if level.done {
            continue;
        }
        draws += 1;
        level.draws += 1;
        let i = level.rng.next() % level.ix.size();
        let pos = level.ix.position(i);
        if level.draws.is_multiple_of(256) {
            progress.update(puzzles.len(), options.count, draws);
        }
        level.barren += 1;
        if let Some(bits) = &mut level.drawn {
            let (w, b) = ((i / 64) as usize, 1u64 << (i % 64));
            if bits[w] & b == 0 {
                bits[w] |= b;
                level.distinct += 1;
            }
        }
        if level.barren > BARREN || level.distinct == level.ix.size() {
            level.done = true;
        }
        if solver.probe(&pos)?.is_none() {
            level.misses += 1;
            if level.misses >= MISSES {
                level.done = true;
            }
            continue;
        }
        level.misses = 0;
        let (key, _) = canonical_key(&pos);
        if seen.contains(&key) {
            continue;
        }
        let Some(p) = puzzle_at(solver, &pos, &mut ids)? else {
            continue;
        };
        if options.theme.is_some_and(|t| !p.has(t)) || options.goal.is_some_and(|g| p.kind() != g) {
            continue;
        }
        seen.insert(key);
        level.kept += 1;
        level.barren = 0;
        puzzles.push(p);
    }
    progress.update(puzzles.len(), options.count, draws);
    let short = puzzles.len() < options.count;
    Ok(MineReport {
        collection: Collection {
            file: String::new(),
            ruleset: options.spec,
            puzzles,
        },
        levels: levels.iter().map(|l| (l.geese, l.draws, l.kept)).collect(),
        short,
        stopped,
    })
}

/// The puzzle at `pos`, when it is one: its line against the best defence, themes and
/// rating; its id made unique against `ids` (and added to it).
pub fn puzzle_at(
    solver: &mut Solver,
    pos: &Position,
    ids: &mut HashSet<String>,
) -> Result<Option<Puzzle>, SolveError> {
    let first = match step(solver, pos)? {
        Ok(s) => s,
        Err(Refusal::Over | Refusal::OnlyAction | Refusal::Unproven | Refusal::NotOnly(_)) => {
            return Ok(None)
        }
    };
    let mut line = vec![first.answer];
    let mut here = pos.play_unchecked(&first.answer);
    while line.len().div_ceil(2) < MAX_MOVES {
        let Some((reply, _)) = best_defence(solver, &here)? else {
            break;
        };
        let next = here.play_unchecked(&reply);
        let Ok(s) = step(solver, &next)? else {
            break;
        };
        line.push(reply);
        line.push(s.answer);
        here = next.play_unchecked(&s.answer);
    }
    let mut puzzle = Puzzle {
        id: String::new(),
        ruleset: pos.spec(),
        position: pos.without_clock(),
        geese: pos.geese().count() as u8,
        themes: Vec::new(),
        rating: MIN_RATING,
        line,
        value: first.value,
        id_at: Location {
            file: String::new(),
            line: 0,
            column: 0,
            len: 1,
        },
    };
    puzzle.themes = tag(&puzzle, &first);
    puzzle.rating = rate(&puzzle);
    puzzle.id = unique_id(&puzzle.position, ids);
    Ok(Some(puzzle))
}

/// `<ruleset name>-<8 hex digits>` from the position's key up to the mirror (FNV-1a), with
/// a counter after it in the rare case two keys share the digits. Hex digits name no action
/// (an action has a `-` or an `x` between points), so the id gives no answer away.
fn unique_id(pos: &Position, ids: &mut HashSet<String>) -> String {
    let (key, _) = canonical_key(pos);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in key.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let name = pos.rules().spec.variant.name();
    let mut id = format!("{name}-{:08x}", h >> 32);
    let mut n = 2;
    while ids.contains(&id) {
        id = format!("{name}-{:08x}-{n}", h >> 32);
        n += 1;
    }
    ids.insert(id.clone());
    id
}

/// The themes of `puzzle`, whose first step is `first`, by the rules of `docs/puzzles.md`:
/// its [`mechanical_themes`], and `escape` when every other action of the fox loses.
pub fn tag(puzzle: &Puzzle, first: &Step) -> Vec<Theme> {
    let mut t = mechanical_themes(puzzle);
    if escapes(puzzle, first) {
        t.push(Theme::Escape);
        t.sort_unstable();
    }
    t
}

/// The themes of `puzzle` that follow from its position, its line and its declared value
/// alone, with no table: every theme but [`Theme::Escape`] (which needs the value of every
/// other action). In [`Theme::ALL`]'s order. `validate` checks a collection's themes against
/// these.
pub fn mechanical_themes(puzzle: &Puzzle) -> Vec<Theme> {
    let pos = &puzzle.position;
    let mover = pos.turn();
    let Some(answer) = puzzle.line.first() else {
        return Vec::new();
    };
    let after = pos.play_unchecked(answer);
    let kind = puzzle.kind();
    let mut t = Vec::new();
    if answer.is_jump() {
        t.push(Theme::Capture);
        if answer.captured().count() >= 2 {
            t.push(Theme::DoubleCapture);
        }
        if matches!(
            after.outcome(),
            Outcome::Win {
                winner: Side::Fox,
                ..
            }
        ) {
            t.push(Theme::NinthCapture);
        }
    } else if pos.legal_actions().iter().any(Action::is_jump) {
        t.push(Theme::QuietMove);
    }
    if mover == Side::Geese {
        if after.legal_actions().iter().any(Action::is_jump) {
            t.push(Theme::Sacrifice);
        }
        if matches!(
            after.outcome(),
            Outcome::Win {
                winner: Side::Geese,
                ..
            }
        ) {
            t.push(Theme::Trap);
        }
    }
    match kind {
        PuzzleKind::Draw => t.push(Theme::HoldTheDraw),
        PuzzleKind::HoldOut => t.push(Theme::HoldOut),
        PuzzleKind::Win => {}
    }
    if puzzle.moves() >= 2 {
        t.push(Theme::MultiMove);
    }
    if kind == PuzzleKind::Win {
        let plies = puzzle.value.plies().unwrap_or(0);
        if plies <= 5 {
            t.push(Theme::Short);
        }
        if plies >= 15 {
            t.push(Theme::Long);
        }
    }
    t.push(puzzle.phase());
    t.push(match mover {
        Side::Fox => Theme::Fox,
        Side::Geese => Theme::Geese,
    });
    t
}

/// The rating of `puzzle` (see `docs/puzzles.md`), from its position, line and declared
/// value alone, so that `validate` checks it with no table:
///
/// ```text
/// 600 + 180·ln(legal actions) + 20·min(distance, 40) + 260·quiet + 160·(moves − 1)
///     + 120·(hold-out) + 80·(draw) + 10·geese − 220·(capture)
/// ```
///
/// clamped to 600..=2400. `distance` is the plies to the end with best play (a draw counts
/// as 30); `quiet` is 1 when the answer is a step while a capture is on the board.
pub fn rate(puzzle: &Puzzle) -> u16 {
    let actions = puzzle.position.legal_actions();
    let legal = actions.len().max(1) as f64;
    let distance = match puzzle.value {
        Value::Win { plies, .. } => f64::from(plies.min(40)),
        Value::Draw => 30.0,
    };
    let jump = puzzle.line.first().is_some_and(Action::is_jump);
    let capture_on_board = actions.iter().any(Action::is_jump);
    let quiet = f64::from(u8::from(!jump && capture_on_board));
    let capture = f64::from(u8::from(jump));
    let kind = puzzle.kind();
    let hold = f64::from(u8::from(kind == PuzzleKind::HoldOut));
    let draw = f64::from(u8::from(kind == PuzzleKind::Draw));
    let r = 600.0
        + 180.0 * legal.ln()
        + 20.0 * distance
        + 260.0 * quiet
        + 160.0 * (puzzle.moves() as f64 - 1.0)
        + 120.0 * hold
        + 80.0 * draw
        + 10.0 * f64::from(puzzle.geese)
        - 220.0 * capture;
    (r.round() as u16)
        .clamp(600, 2400)
        .clamp(MIN_RATING, MAX_RATING)
}
