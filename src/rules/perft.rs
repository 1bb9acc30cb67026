//! Perft: the number of leaf positions exactly `depth` plies ahead.
//!
//! A finished game adds no leaves (its position has no legal actions), and draw rules are
//! ignored, as chess perft ignores them.
//!
//! Shortcuts make it fast, all exact, and all private to this file:
//! - a **transposition table**, as chess perft programs have: the count below a position at a
//!   depth is kept, keyed by the position (foxes, geese, side to move, captures) and the
//!   depth, so a position reached again by another order of moves is counted once. Each entry
//!   holds its whole key, not only a hash of it, so a collision can never give a wrong count.
//!   Its memory is bounded: at most [`TT_ENTRIES`] entries of 48 bytes (48 MiB), fewer for
//!   shallow counts, allocated per [`perft`] call and freed after; it starts with 4,096 and
//!   doubles while three quarters are in use, so a small count touches little memory; two
//!   slots per bucket, one kept for the deeper entry, one always replaced. Depths of 2 and
//!   more are stored (the bulk count of the last two plies costs more than a look-up; a
//!   single ply's count less);
//! - the fox's capture chains are never listed: [`Chains`] walks them, and perft either
//!   counts them (at the last ply, in bulk, for every jump rule) or groups them by the position
//!   they lead to, so two chains that end on the same point having taken the same geese are
//!   one child counted twice. A position with 800,000 chains costs a walk, not a list;
//! - at depth 1 the geese's moves are counted a direction at a time without being generated,
//!   and so are the fox's steps and jumps, along its walk;
//! - at depth 2 with the geese to move, the fox's action count after each goose move is the
//!   parent's, corrected by one step for each fox next to the two points the goose changes,
//!   unless the goose touches a point the fox's walk looked at (then its chains are walked
//!   again);
//! - at depth 2 with the fox to move, a fox *step* from `a` to `b` changes the geese's move
//!   count by "geese that could step into `a`" minus "geese that could step into `b`", so each
//!   child is counted in constant time. Captures change the geese and are counted in full;
//! - where the fox makes single, optional jumps and there is no paddock (Ply Yard, the common
//!   case), the geese's moves at depth 3 are walked as bit sets, not built as actions.
//!
//! [`perft_naive`] plays every action to the end with none of this, and tests hold the two
//! equal.

use super::action::Action;
use super::bitboard::Bitboard;
use super::movegen::{goose_move_count, goose_targets, Chains, FoxMove, FoxWalk};
use super::position::Position;
use super::ruleset::{FoxTarget, Jumps, Ruleset};
use super::Side;
use crate::rules::point::Point;

/// The most entries the transposition table of one [`perft`] call has: 2^20 entries of 48
/// bytes, 48 MiB.
pub const TT_ENTRIES: usize = 1 << 20;

/// The shallowest depth kept in the transposition table.
const TT_MIN_DEPTH: u32 = 2;

/// Leaf positions at exactly `depth` plies from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    Counter::new(depth).count(pos, depth)
}

/// One fox action as perft sees it: where the foxes stand after it and which geese it took,
/// with how many actions (chains by different paths) lead there.
type FoxChild = (Bitboard, Bitboard, u64);

/// What one perft count shares: the transposition table and a buffer of fox children per ply.
struct Counter {
    table: Table,
    buffers: Vec<Vec<FoxChild>>,
}

impl Counter {
    fn new(depth: u32) -> Counter {
        Counter {
            table: Table::new(depth),
            buffers: Vec::new(),
        }
    }

    fn count(&mut self, pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            1
        } else {
            self.recurse(pos, depth)
        }
    }

    fn recurse(&mut self, pos: &Position, depth: u32) -> u64 {
        if depth == 1 {
            return count_actions(pos);
        }
        if pos.win_by_rule().is_some() {
            return 0;
        }
        if pos.fox_to_place() {
            // Placements (`fox-chooses`): only at the start, so each is played as generated.
            let mut placements = Vec::new();
            pos.generate(&mut placements);
            return placements
                .iter()
                .map(|a| self.recurse(&pos.play_unchecked(a), depth - 1))
                .sum();
        }
        let rules = pos.rules();
        let key = Key::new(pos, depth);
        if let Some(n) = self.table.get(&key) {
            return n;
        }
        let n = match pos.turn() {
            Side::Fox if depth == 2 => bulk_after_fox(pos),
            Side::Geese if depth == 2 => bulk_before_fox(pos),
            Side::Geese if depth == 3 && simple(rules) => bulk_after_geese(pos),
            Side::Geese => {
                let (foxes, geese) = (pos.foxes(), pos.geese());
                let empty = rules.board.points() & !(foxes | geese);
                let mut n = 0;
                for &d in rules.goose_directions() {
                    let delta = d.delta();
                    for to in goose_targets(rules, d, empty, geese) {
                        let moved = Bitboard::from_point(to)
                            | Bitboard(1u128 << (to.index() as i8 - delta));
                        n += self.recurse(&pos.with_pieces(foxes, geese ^ moved, 0), depth - 1);
                    }
                }
                n
            }
            Side::Fox => {
                let ply = depth as usize;
                if self.buffers.len() <= ply {
                    self.buffers.resize_with(ply + 1, Vec::new);
                }
                let mut children = std::mem::take(&mut self.buffers[ply]);
                fox_children(pos, &mut children);
                let mut n = 0;
                for &(foxes, taken, times) in &children {
                    let child = pos.with_pieces(foxes, pos.geese() & !taken, taken.count());
                    n += times * self.recurse(&child, depth - 1);
                }
                self.buffers[ply] = children;
                n
            }
        };
        self.table.put(&key, n);
        n
    }
}

/// The fox's actions of `pos` as distinct children, in `out` (emptied first): steps, then
/// capture chains grouped by the position they lead to.
fn fox_children(pos: &Position, out: &mut Vec<FoxChild>) {
    out.clear();
    let rules = pos.rules();
    let (foxes, geese) = (pos.foxes(), pos.geese());
    for fox in foxes {
        Chains::walk(
            rules,
            rules.jumps,
            foxes,
            fox,
            geese,
            |landings: &[Point], taken| {
                out.push((moved(foxes, fox, landings), taken, 1));
            },
        );
    }
    if out.len() > 1 {
        out.sort_unstable_by_key(|&(f, t, _)| (f.0, t.0));
        out.dedup_by(|later, kept| {
            let same = (later.0, later.1) == (kept.0, kept.1);
            if same {
                kept.2 += later.2;
            }
            same
        });
    }
    if rules.compulsory && !out.is_empty() {
        return;
    }
    let walk = pos.fox_walk();
    for fox in foxes {
        for to in walk.steps(fox) {
            out.push((
                foxes ^ Bitboard::from_point(fox) ^ Bitboard::from_point(to),
                Bitboard::EMPTY,
                1,
            ));
        }
    }
}

/// Where the foxes stand after the fox on `fox` jumps along `landings` (a chain may end where
/// it began).
#[inline]
fn moved(foxes: Bitboard, fox: Point, landings: &[Point]) -> Bitboard {
    let land = landings[landings.len() - 1];
    foxes ^ Bitboard::from_point(fox) ^ Bitboard::from_point(land)
}

/// A transposition-table key: the position's pieces, side to move, captures, and the depth.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    foxes: u128,
    geese: u128,
    /// Side to move (bit 0), captures (bits 1–8), depth (bits 9 and up); never 0, which marks
    /// an empty slot, since stored depths are at least [`TT_MIN_DEPTH`].
    meta: u32,
}

impl Key {
    #[inline]
    fn new(pos: &Position, depth: u32) -> Key {
        let side = u32::from(pos.turn() == Side::Fox);
        Key {
            foxes: pos.foxes().0,
            geese: pos.geese().0,
            meta: side | u32::from(pos.captures()) << 1 | depth << 9,
        }
    }

    #[inline]
    fn depth(self) -> u32 {
        self.meta >> 9
    }

    /// SplitMix64's finalizer over the folded key: every bit of the key reaches the low bits
    /// the bucket index is taken from.
    #[inline]
    fn hash(self) -> u64 {
        let fold = |b: u128| (b as u64) ^ ((b >> 64) as u64).rotate_left(23);
        let mix = |mut z: u64| {
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        mix(fold(self.geese) ^ mix(fold(self.foxes) ^ u64::from(self.meta) << 32))
    }
}

/// The transposition table: buckets of two [`Slot`]s. It starts small and doubles while
/// three quarters of its slots are in use, up to its maximum: a small count touches little
/// memory (clearing 48 MiB for a count of milliseconds cost more than the count).
struct Table {
    slots: Vec<Slot>,
    /// Bucket index mask (the number of buckets is a power of two).
    mask: usize,
    /// Slots in use.
    used: usize,
    /// The most slots it grows to.
    max: usize,
}

/// One entry: the key's fields and the count, as plain words (48 bytes), so that a fresh
/// table is zeroed memory the system hands out lazily.
type Slot = [u64; 6];

/// The slots a table starts with.
const TT_START: usize = 1 << 12;

impl Table {
    /// A table for a count to `depth`: none at [`TT_MIN_DEPTH`] or less (nothing would be
    /// found again), else one that may grow, with the depth, up to [`TT_ENTRIES`].
    fn new(depth: u32) -> Table {
        let max = if depth <= TT_MIN_DEPTH {
            0
        } else {
            1usize << (2 * depth + 4).min(TT_ENTRIES.trailing_zeros())
        };
        Table::with_slots(max.min(TT_START), max)
    }

    fn with_slots(entries: usize, max: usize) -> Table {
        Table {
            slots: vec![[0; 6]; entries],
            mask: (entries / 2).saturating_sub(1),
            used: 0,
            max,
        }
    }

    #[inline]
    fn bucket(&self, key: &Key) -> usize {
        (key.hash() as usize & self.mask) * 2
    }

    #[inline]
    fn matches(slot: &Slot, key: &Key) -> bool {
        slot[4] as u32 == key.meta
            && (slot[0], slot[1]) == split(key.foxes)
            && (slot[2], slot[3]) == split(key.geese)
    }

    #[inline]
    fn get(&self, key: &Key) -> Option<u64> {
        if self.slots.is_empty() {
            return None;
        }
        let b = self.bucket(key);
        self.slots[b..b + 2]
            .iter()
            .find(|s| Table::matches(s, key))
            .map(|s| s[5])
    }

    #[inline]
    fn put(&mut self, key: &Key, count: u64) {
        if self.slots.is_empty() {
            return;
        }
        if self.used * 4 >= self.slots.len() * 3 && self.slots.len() < self.max {
            self.grow();
        }
        let (f, g) = (split(key.foxes), split(key.geese));
        self.store([f.0, f.1, g.0, g.1, u64::from(key.meta), count]);
    }

    /// Stores an entry. The first slot of a bucket keeps the deeper entry (more work saved);
    /// the second takes the rest.
    #[inline]
    fn store(&mut self, entry: Slot) {
        let key = Key {
            foxes: u128::from(entry[0]) | u128::from(entry[1]) << 64,
            geese: u128::from(entry[2]) | u128::from(entry[3]) << 64,
            meta: entry[4] as u32,
        };
        let b = self.bucket(&key);
        let kept = Key {
            meta: self.slots[b][4] as u32,
            foxes: 0,
            geese: 0,
        };
        let at = if key.depth() >= kept.depth() {
            b
        } else {
            b + 1
        };
        if self.slots[at][4] == 0 {
            self.used += 1;
        }
        self.slots[at] = entry;
    }

    /// Twice the slots, every entry stored again.
    fn grow(&mut self) {
        let bigger = Table::with_slots(self.slots.len() * 2, self.max);
        let old = std::mem::replace(self, bigger);
        for entry in old.slots.into_iter().filter(|s| s[4] != 0) {
            self.store(entry);
        }
    }
}

/// A 128-bit board as (low, high) words.
#[inline]
fn split(b: u128) -> (u64, u64) {
    (b as u64, (b >> 64) as u64)
}

/// Whether the fast bit-set paths apply: single optional jumps, no paddock.
#[inline]
fn simple(rules: &Ruleset) -> bool {
    rules.jumps == Jumps::Single && !rules.compulsory && rules.paddock.is_none()
}

/// Whether the capture target is reached with these geese and captures.
#[inline]
fn fox_target_reached(rules: &Ruleset, geese: Bitboard, captures: u8) -> bool {
    match rules.fox_target {
        FoxTarget::Captures(n) => captures >= n,
        FoxTarget::GeeseBelow(n) => geese.count() < n as u32,
    }
}

/// The side to move's actions, counted without listing them (see
/// [`Position::action_count`]): 0 when the capture target or the paddock has ended the game.
/// Draw rules are ignored.
#[inline]
fn count_actions(pos: &Position) -> u64 {
    pos.action_count()
}

/// Depth 2 with the geese to move: the fox's action count after each goose move, summed,
/// without walking the fox's chains again for most moves.
///
/// The fox's steps change by one for each fox next to the point a goose leaves (now empty)
/// and next to the point it steps onto (now taken). Its chains depend only on the points the
/// walk looked at: each point a fox stands on or lands on, and, along each line from it, the
/// neighbour and the point behind. A goose move that touches none of them leaves the chains
/// as they are; only the others walk again. A goose move can fill the paddock, which ends
/// the game (no leaves); it changes neither the captures nor the number of geese.
fn bulk_before_fox(pos: &Position) -> u64 {
    let rules = pos.rules();
    let board = &rules.board;
    let (foxes, geese) = (pos.foxes(), pos.geese());
    let chains_in = |geese: Bitboard, seen: &mut Bitboard| {
        let mut chains = 0u64;
        for fox in foxes {
            *seen |= around(board, fox);
            Chains::walk(
                rules,
                rules.jumps,
                foxes,
                fox,
                geese,
                |landings: &[Point], _| {
                    chains += 1;
                    for &l in landings {
                        *seen |= around(board, l);
                    }
                },
            );
        }
        chains
    };
    let mut seen = Bitboard::EMPTY;
    let chains = chains_in(geese, &mut seen);
    let empty = board.points() & !(foxes | geese);
    // The foxes next to `p` (lines run both ways: `p` is next to a fox as the fox is to it).
    let near: Bitboard = foxes
        .into_iter()
        .map(|f| neighbours(board, f))
        .fold(Bitboard::EMPTY, |a, b| a | b);
    let adjacent = |p: Point| {
        if near.contains(p) {
            i64::from((foxes & neighbours(board, p)).count() as u8)
        } else {
            0
        }
    };
    let walk = pos.fox_walk();
    let steps = foxes
        .into_iter()
        .map(|f| walk.steps(f).count() as i64)
        .sum::<i64>();
    let mut n = 0u64;
    for &d in rules.goose_directions() {
        let delta = d.delta();
        for to in goose_targets(rules, d, empty, geese) {
            let from = Point::from_index((to.index() as i8 - delta) as u8);
            let after = geese ^ Bitboard::from_point(from) ^ Bitboard::from_point(to);
            if rules.paddock.is_some_and(|p| after.is_superset(p)) {
                continue;
            }
            let chains = if seen.contains(from) || seen.contains(to) {
                let mut unused = Bitboard::EMPTY;
                chains_in(after, &mut unused)
            } else {
                chains
            };
            if rules.compulsory && chains > 0 {
                n += chains;
            } else {
                n += chains + (steps + adjacent(from) - adjacent(to)) as u64;
            }
        }
    }
    n
}

/// The points next to `p` along its lines.
#[inline]
fn neighbours(board: &super::board::Board, p: Point) -> Bitboard {
    board
        .line_directions()
        .iter()
        .filter_map(|&d| board.neighbour(p, d))
        .collect()
}

/// What a fox's walk looks at from `p`: along each line, the neighbour and the point behind.
#[inline]
fn around(board: &super::board::Board, p: Point) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    for &d in board.line_directions() {
        if let Some(q) = board.neighbour(p, d) {
            b.insert(q);
            if let Some(r) = board.neighbour(q, d) {
                b.insert(r);
            }
        }
    }
    b
}

/// Depth 3 with the geese to move, under [`simple`] rules: each goose move is two bits
/// flipped, and its subtree is [`bulk_after_fox`]. A goose move changes neither the captures
/// nor the number of geese, so no child is finished by rule when the parent was not.
fn bulk_after_geese(pos: &Position) -> u64 {
    let rules = pos.rules();
    let board = &rules.board;
    let (foxes, geese) = (pos.foxes(), pos.geese());
    let empty = board.points() & !(foxes | geese);
    let mut n = 0;
    for &d in rules.goose_directions() {
        let delta = d.delta();
        for to in goose_targets(rules, d, empty, geese) {
            let moved = Bitboard::from_point(to) | Bitboard(1u128 << (to.index() as i8 - delta));
            n += bulk_after_fox_simple(rules, foxes, geese ^ moved, pos.captures());
        }
    }
    n
}

/// The geese's move count after each fox action, summed: depth 2 with the fox to move.
///
/// Stepping does not change the geese, the captures or the paddock, so a child reached by a
/// step is finished by rule only if the parent was, which the callers already excluded.
fn bulk_after_fox(pos: &Position) -> u64 {
    let rules = pos.rules();
    if simple(rules) {
        return bulk_after_fox_simple(rules, pos.foxes(), pos.geese(), pos.captures());
    }
    let (foxes, geese) = (pos.foxes(), pos.geese());
    // Chains: walked, each child's geese moves counted; never listed.
    let mut n = 0u64;
    let mut any = false;
    for fox in foxes {
        Chains::walk(
            rules,
            rules.jumps,
            foxes,
            fox,
            geese,
            |landings: &[Point], taken| {
                any = true;
                let left = geese & !taken;
                let captures = pos.captures().saturating_add(taken.count() as u8);
                // A capture cannot fill the paddock: only the capture target can end it.
                if !fox_target_reached(rules, left, captures) {
                    n += goose_move_count(rules, moved(foxes, fox, landings), left);
                }
            },
        );
    }
    if rules.compulsory && any {
        return n;
    }
    let base = goose_move_count(rules, foxes, geese) as i64;
    let reach = |p| (geese & rules.goose_sources(p)).count() as i64;
    let walk = pos.fox_walk();
    for fox in foxes {
        let from = reach(fox);
        for to in walk.steps(fox) {
            n += (base + from - reach(to)) as u64;
        }
    }
    n
}

/// [`bulk_after_fox`] under [`simple`] rules: the fox's walk, without building actions or
/// positions.
fn bulk_after_fox_simple(rules: &Ruleset, foxes: Bitboard, geese: Bitboard, captures: u8) -> u64 {
    let walk = FoxWalk::new(rules, foxes, geese);
    let base = goose_move_count(rules, foxes, geese) as i64;
    // Geese that could step onto `p`, were it empty.
    let reach = |p| (geese & rules.goose_sources(p)).count() as i64;
    let mut n = 0u64;
    for fox in foxes {
        let from = reach(fox);
        for m in walk.moves(fox) {
            match m {
                FoxMove::Step(to) => n += (base + from - reach(to)) as u64,
                FoxMove::Jump { over, land } => {
                    let left = geese & !Bitboard::from_point(over);
                    if !fox_target_reached(rules, left, captures.saturating_add(1)) {
                        let moved = Bitboard::from_point(fox) | Bitboard::from_point(land);
                        n += goose_move_count(rules, foxes ^ moved, left);
                    }
                }
            }
        }
    }
    n
}

/// Perft by playing every action down to depth 0, with no shortcuts: the reference the fast
/// [`perft`] is tested against.
pub fn perft_naive(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // Not `legal_actions`: that stops at a draw by the quiet-ply clock, and perft does not.
    let actions = pos.actions_ignoring_draws();
    actions
        .iter()
        .map(|a| perft_naive(&pos.play_unchecked(a), depth - 1))
        .sum()
}

/// The leaf count after each legal action, for finding where two move generators differ. Draw
/// rules are ignored, as [`perft`] ignores them.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Action, u64)> {
    let actions = pos.actions_ignoring_draws();
    let below = depth.saturating_sub(1);
    // One table for all: the first actions' subtrees share many positions.
    let mut counter = Counter::new(below);
    actions
        .into_iter()
        .map(|a| (a, counter.count(&pos.play_unchecked(&a), below)))
        .collect()
}
