//! Perft: the number of leaf positions exactly `depth` plies ahead.
//!
//! A finished game adds no leaves (its position has no legal actions), and draw rules are
//! ignored, as chess perft ignores them.
//!
//! Two shortcuts make the last plies cheap, both exact:
//! - at depth 1 the geese's moves are counted a direction at a time without being generated;
//! - at depth 2 with the fox to move, a fox *step* from `a` to `b` changes the geese's move
//!   count by "geese that could step into `a`" minus "geese that could step into `b`", so each
//!   child is counted in constant time. Captures change the geese and are counted in full.
//!
//! [`perft_naive`] plays every action to the end with none of this, and tests hold the two
//! equal.

use super::action::Action;
use super::bitboard::Bitboard;
use super::geometry::Direction;
use super::position::Position;
use super::ruleset::Jumps;
use super::Side;

/// Leaf positions at exactly `depth` plies from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<Action>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    recurse(pos, depth, &mut buffers)
}

fn recurse(pos: &Position, depth: u32, buffers: &mut [Vec<Action>]) -> u64 {
    if depth == 1 {
        return pos.count_actions();
    }
    if pos.count_actions_is_over() {
        return 0;
    }
    if depth == 2 && pos.turn() == Side::Fox {
        return bulk_after_fox(pos);
    }
    let (buf, rest) = buffers.split_first_mut().expect("one buffer per ply");
    buf.clear();
    pos.generate(buf);
    let mut n = 0;
    for a in buf.iter() {
        n += recurse(&pos.play_unchecked(a), depth - 1, rest);
    }
    n
}

/// The geese's move count after each fox action, summed.
fn bulk_after_fox(pos: &Position) -> u64 {
    let rules = pos.rules();
    let board = &rules.board;
    let empty = board.points() & !(pos.foxes() | pos.geese());
    // into[d]: the points a goose could step into along direction d, were they empty.
    let mut into = [Bitboard::EMPTY; 8];
    let dirs = rules.goose_directions();
    for (s, &d) in into.iter_mut().zip(dirs) {
        *s = (pos.geese() & board.lines(d)).shift(d.delta());
    }
    let into = &into[..dirs.len()];
    let base: i64 = into.iter().map(|s| (*s & empty).count() as i64).sum();
    let reach = |p| into.iter().filter(|s| s.contains(p)).count() as i64;
    // Stepping does not change the geese, the captures or the paddock, so a child reached by
    // a step is finished by rule only if the parent was, which `recurse` already excluded.
    let mut n = 0u64;
    if rules.jumps == Jumps::Single && !rules.compulsory {
        // The same walk as the fox's move generator, without building actions.
        for fox in pos.foxes() {
            let from = reach(fox);
            for d in Direction::ALL {
                let Some(q) = board.neighbour(fox, d) else {
                    continue;
                };
                if empty.contains(q) {
                    n += (base + from - reach(q)) as u64;
                } else if pos.geese().contains(q) {
                    if let Some(l) = board.neighbour(q, d).filter(|l| empty.contains(*l)) {
                        let jump = Action::jump(fox, &[l], Bitboard::from_point(q));
                        n += pos.play_unchecked(&jump).count_actions();
                    }
                }
            }
        }
        return n;
    }
    let mut actions = Vec::new();
    pos.generate(&mut actions);
    for a in &actions {
        n += if a.is_jump() {
            pos.play_unchecked(a).count_actions()
        } else {
            (base + reach(a.from()) - reach(a.to())) as u64
        };
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
