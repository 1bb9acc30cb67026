//! The local solve: the exact value of every position reachable from one position, by
//! retrograde analysis over that reachable set alone, when it is small.
//!
//! A position's value with best play depends only on the positions reachable from it, so
//! solving that closed set gives the same values and distances as the whole table would
//! (the fastest win, the slowest loss, a draw where neither side can force the end). Where
//! the geese are already deep in their walk the set is tiny next to the table: Ply Yard's
//! `eighth-capture-south-arm` study reaches some ten thousand positions, where its table has
//! 59.8 million and takes 145 MB to build. [`Solver::with_local_solve`](super::Solver) asks
//! here first, before it builds a table on demand.
//!
//! The algorithm is the tables' builder's (`solve::retro`), on an explicit graph: a breadth-first
//! walk numbers the positions and records each one's children; finished games are decided at
//! distance 0 (as [`super::Solver::probe`] decides them); then, level by level in increasing
//! distance, a position with a child lost for its mover is won one ply later (the first
//! such is the fastest), and one whose every child is won for its mover is lost one ply after
//! the slowest. What is never decided is a draw.

use std::collections::HashMap;

use super::index::TableKey;
use super::value::Value;
use crate::rules::{Outcome, Position, RulesetSpec, Side};

/// A position as the local solve tells positions apart: the ruleset, fox points, geese
/// points, the side to move and the captures (the clock ignored).
pub type Key = (RulesetSpec, u128, u128, bool, u8);

/// `pos`'s [`Key`].
pub fn key(pos: &Position) -> Key {
    (
        pos.spec(),
        pos.foxes().0,
        pos.geese().0,
        pos.turn() == Side::Fox,
        pos.captures(),
    )
}

/// The value of every position reachable from `root` (itself included), or `None` when more
/// than `max_positions` are reachable (the walk stops there).
pub fn solve(root: &Position, max_positions: usize) -> Option<HashMap<Key, Value>> {
    Some(
        solve_all(root, max_positions)?
            .into_iter()
            .map(|(p, v)| (key(&p), v))
            .collect(),
    )
}

/// Every position reachable from `root` (the root first) with its value, or `None` when more
/// than `max_positions` are reachable.
fn solve_all(root: &Position, max_positions: usize) -> Option<Vec<(Position, Value)>> {
    let root = root.without_clock();
    let mut index: HashMap<Key, u32> = HashMap::new();
    let mut positions: Vec<Position> = Vec::new();
    // Each position's children, as a range of `edges`; a finished game has none.
    let mut edges: Vec<u32> = Vec::new();
    let mut ranges: Vec<(u32, u32)> = Vec::new();
    let mut known: Vec<Option<Value>> = Vec::new();
    index.insert(key(&root), 0);
    positions.push(root);
    let mut next = 0;
    while next < positions.len() {
        let pos = positions[next];
        next += 1;
        let start = edges.len() as u32;
        let fixed = match pos.outcome() {
            Outcome::Win { winner, .. } => Some(Value::win(winner, 0)),
            _ if TableKey::of(&pos).is_none() => Some(Value::win(Side::Fox, 0)),
            _ => None,
        };
        if fixed.is_none() {
            for a in pos.legal_actions() {
                let child = pos.play_unchecked(&a).without_clock();
                let k = key(&child);
                let i = match index.get(&k) {
                    Some(&i) => i,
                    None => {
                        if positions.len() >= max_positions {
                            return None;
                        }
                        let i = positions.len() as u32;
                        index.insert(k, i);
                        positions.push(child);
                        i
                    }
                };
                edges.push(i);
            }
        }
        ranges.push((start, edges.len() as u32));
        known.push(fixed);
    }
    let n = positions.len();
    // Parents of each position, and each position's count of children not yet won for
    // their mover.
    let mut parent_count = vec![0u32; n + 1];
    for &c in &edges {
        parent_count[c as usize + 1] += 1;
    }
    for i in 0..n {
        parent_count[i + 1] += parent_count[i];
    }
    let mut parents = vec![0u32; edges.len()];
    let mut fill = parent_count.clone();
    for (p, &(s, e)) in ranges.iter().enumerate() {
        for &c in &edges[s as usize..e as usize] {
            parents[fill[c as usize] as usize] = p as u32;
            fill[c as usize] += 1;
        }
    }
    let mut open: Vec<u32> = ranges.iter().map(|&(s, e)| e - s).collect();
    // Level by level: the positions decided at distance `d`.
    let mut level: Vec<u32> = (0..n as u32)
        .filter(|&i| known[i as usize].is_some())
        .collect();
    let mut d: u16 = 0;
    while !level.is_empty() {
        let mut following = Vec::new();
        for &c in &level {
            let v = known[c as usize].expect("decided");
            let mover = positions[c as usize].turn();
            let lost_for_mover = matches!(v, Value::Win { winner, .. } if winner != mover);
            let (s, e) = (parent_count[c as usize], parent_count[c as usize + 1]);
            for &p in &parents[s as usize..e as usize] {
                let p = p as usize;
                if known[p].is_some() {
                    continue;
                }
                let parent_mover = positions[p].turn();
                if lost_for_mover {
                    known[p] = Some(Value::win(parent_mover, d + 1));
                    following.push(p as u32);
                } else {
                    open[p] -= 1;
                    if open[p] == 0 {
                        known[p] = Some(Value::win(parent_mover.other(), d + 1));
                        following.push(p as u32);
                    }
                }
            }
        }
        level = following;
        d += 1;
    }
    Some(
        positions
            .into_iter()
            .zip(known)
            .map(|(p, v)| (p, v.unwrap_or(Value::Draw)))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::index::Indexer;
    use crate::solve::Solver;

    /// Every value a local solve finds is the whole table's, root and all it reaches, for
    /// positions drawn from small tables with wins, losses and draws (Ply Yard's real game,
    /// the standard game with sideways steps and its draws and multiple leaps, the draught
    /// board).
    #[test]
    fn local_values_are_the_tables_values() {
        let mut tables = Solver::in_memory().with_on_demand_limit(50_000_000);
        // SplitMix64: positions drawn the same on every run.
        let mut state = 7u64;
        let mut below = |n: u64| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) % n
        };
        let mut solved = 0;
        let mut checked = 0;
        for (spec, geese) in [
            ("plyyard", 5),
            ("standard:sideways", 4),
            ("boys-own-1870-draughts", 3),
            ("boys-own-1870-draughts", 4),
        ] {
            let spec: RulesetSpec = spec.parse().unwrap();
            // The real game's captures: every missing goose captured.
            let captures = crate::rules::Ruleset::get(spec).geese_total() - geese;
            let ix = Indexer::new(TableKey::new(spec, geese, captures).unwrap());
            for _ in 0..100 {
                let pos = ix.position(below(ix.size()));
                let Some(values) = solve_all(&pos, 60_000) else {
                    continue;
                };
                solved += 1;
                // The root, and every 50th position it reaches.
                for (p, v) in values.iter().step_by(50) {
                    assert_eq!(tables.probe(p).unwrap(), Some(*v), "{p} from {pos}");
                    checked += 1;
                }
            }
        }
        assert!(
            solved > 20 && checked > 1000,
            "{solved} solved, {checked} checked"
        );
    }

    /// A solver that solves locally proves the `eighth-capture-south-arm` study's draw (Ply
    /// Yard, six geese) and every action's value without building the six-goose table; the
    /// same answer as the solver that builds it.
    #[test]
    fn a_solver_solves_a_far_advanced_position_without_its_table() {
        let pos = Position::parse(
            "3/3/7/7/2GGG2/GG1/1GF f 7",
            crate::rules::Ruleset::plyyard(),
        )
        .unwrap();
        let budget = std::time::Duration::from_secs(10);
        let mut local = Solver::in_memory().with_local_solve(100_000);
        let a = local.analyze_every(&pos, budget).unwrap();
        assert_eq!(local.positions_built(), 0, "no table built");
        let mut whole = Solver::in_memory();
        let b = whole.analyze_every(&pos, budget).unwrap();
        assert!(whole.positions_built() > 50_000_000);
        assert_eq!(a.verdict, crate::solve::Verdict::Proven(Value::Draw));
        assert_eq!(a.verdict, b.verdict);
        let values = |x: &crate::solve::Analysis| {
            x.actions
                .iter()
                .map(|av| (av.action.to_string(), av.verdict))
                .collect::<Vec<_>>()
        };
        assert_eq!(values(&a), values(&b));
    }

    /// A reach over the limit is refused, not cut short.
    #[test]
    fn a_reach_over_the_limit_is_none() {
        let start = Position::start(crate::rules::Ruleset::plyyard());
        assert!(solve(&start, 1000).is_none());
    }
}
