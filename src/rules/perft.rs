//! Perft: the number of leaf positions exactly `depth` plies ahead.
//!
//! A finished game adds no leaves (its position has no legal actions), and draw rules are
//! ignored, as chess perft ignores them. The last ply is counted in bulk: at depth 1 the
//! geese's moves are counted a direction at a time without being generated.

use super::position::Position;

/// Leaf positions at exactly `depth` plies from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<_>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    recurse(pos, depth, &mut buffers)
}

fn recurse(pos: &Position, depth: u32, buffers: &mut [Vec<super::action::Action>]) -> u64 {
    if depth == 1 {
        return pos.count_actions();
    }
    let (buf, rest) = buffers.split_first_mut().expect("one buffer per ply");
    buf.clear();
    if pos.count_actions_is_over() {
        return 0;
    }
    pos.generate(buf);
    let mut n = 0;
    for a in buf.iter() {
        n += recurse(&pos.play_unchecked(a), depth - 1, rest);
    }
    n
}

/// The leaf count after each legal action, for finding where two move generators differ.
pub fn divide(pos: &Position, depth: u32) -> Vec<(super::action::Action, u64)> {
    pos.legal_actions()
        .into_iter()
        .map(|a| {
            let n = if depth <= 1 {
                1
            } else {
                perft(&pos.play_unchecked(&a), depth - 1)
            };
            (a, n)
        })
        .collect()
}
