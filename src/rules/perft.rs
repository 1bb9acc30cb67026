//! Perft: the number of leaf positions exactly `depth` plies ahead.
//!
//! A finished game adds no leaves (its position has no legal actions), and draw rules are
//! ignored, as chess perft ignores them.
//!
//! Shortcuts make the last plies cheap, all exact, and all private to this file:
//! - at depth 1 the geese's moves are counted a direction at a time without being generated,
//!   and so, under single optional jumps, are the fox's steps and jumps, along its walk;
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
use super::movegen::{goose_move_count, goose_targets, FoxMove, FoxWalk};
use super::position::Position;
use super::ruleset::{FoxTarget, Jumps, Ruleset};
use super::Side;

/// Leaf positions at exactly `depth` plies from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // One reusable action buffer per ply; very deep requests allocate the rest as they go.
    let mut buffers: Vec<Vec<Action>> =
        (0..depth.min(64)).map(|_| Vec::with_capacity(64)).collect();
    recurse(pos, depth, &mut buffers)
}

/// Whether the fast bit-set paths apply: single optional jumps, no paddock.
#[inline]
fn simple(rules: &Ruleset) -> bool {
    rules.jumps == Jumps::Single && !rules.compulsory && rules.paddock.is_none()
}

fn recurse(pos: &Position, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    if depth == 1 {
        return count_actions(pos);
    }
    if pos.win_by_rule().is_some() {
        return 0;
    }
    let rules = pos.rules();
    match (depth, pos.turn()) {
        (2, Side::Fox) => return bulk_after_fox(pos),
        (3, Side::Geese) if simple(rules) => return bulk_after_geese(pos),
        _ => {}
    }
    let mut local = Vec::new();
    let (buf, rest): (&mut Vec<Action>, &mut [Vec<Action>]) = match buffers.split_first_mut() {
        Some((b, r)) => (b, r),
        None => (&mut local, &mut []),
    };
    buf.clear();
    pos.generate(buf);
    let mut n = 0;
    for a in buf.iter() {
        n += recurse(&pos.play_unchecked(a), depth - 1, rest);
    }
    n
}

/// Whether the capture target is reached with these geese and captures.
#[inline]
fn fox_target_reached(rules: &Ruleset, geese: Bitboard, captures: u8) -> bool {
    match rules.fox_target {
        FoxTarget::Captures(n) => captures >= n,
        FoxTarget::GeeseBelow(n) => geese.count() < n as u32,
    }
}

/// The side to move's actions, counted without listing them where the rules allow: 0 when the
/// capture target or the paddock has ended the game. Draw rules are ignored.
#[inline]
fn count_actions(pos: &Position) -> u64 {
    if pos.win_by_rule().is_some() {
        return 0;
    }
    let rules = pos.rules();
    match pos.turn() {
        Side::Geese => goose_move_count(rules, pos.foxes(), pos.geese()),
        // Single optional jumps: every step and jump the walk finds is an action.
        Side::Fox if rules.jumps == Jumps::Single && !rules.compulsory => {
            let walk = pos.fox_walk();
            pos.foxes()
                .into_iter()
                .map(|fox| walk.moves(fox).count() as u64)
                .sum()
        }
        Side::Fox => {
            let mut actions = Vec::new();
            pos.generate(&mut actions);
            actions.len() as u64
        }
    }
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
    let base = goose_move_count(rules, pos.foxes(), pos.geese()) as i64;
    let reach = |p| (pos.geese() & rules.goose_sources(p)).count() as i64;
    let mut actions = Vec::new();
    pos.generate(&mut actions);
    actions
        .iter()
        .map(|a| {
            if a.is_jump() || a.is_placement() {
                count_actions(&pos.play_unchecked(a))
            } else {
                (base + reach(a.from()) - reach(a.to())) as u64
            }
        })
        .sum()
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
    actions
        .into_iter()
        .map(|a| (a, perft(&pos.play_unchecked(&a), depth.saturating_sub(1))))
        .collect()
}
