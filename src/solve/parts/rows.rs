//! Placements counted by the sum of their geese's rows, and how a goose's step moves that sum:
//! what cuts a level into parts ([`row_counts`]), which parts a step or a capture reaches, and
//! how many rows one step crosses (`reach`). Pure counting from the ruleset's data.

use crate::rules::Ruleset;
use crate::solve::combin::binom;
use crate::solve::mirror::Mirror;

/// How the geese's steps move the sum of their rows (rows counted from the south, from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Flow {
    /// −1: forward is south (a step forward lowers the sum); +1: forward is north.
    pub(super) dir: i64,
    /// The most rows one step crosses.
    pub(super) reach: u32,
}

/// How `rules`' geese move across rows, if they never step back (else no parts).
pub(super) fn flow(rules: &Ruleset) -> Option<Flow> {
    let rows = rows_of(rules);
    let row_of = |rank: u8| rows.iter().position(|r| r.0 == rank).expect("a row") as i64;
    let (mut south, mut north, mut reach) = (false, false, 0u32);
    for p in rules.board.points().iter() {
        for s in rules.goose_sources(p).iter() {
            // A goose steps from `s` to `p`.
            let d = row_of(p.rank()) - row_of(s.rank());
            south |= d < 0;
            north |= d > 0;
            reach = reach.max(d.unsigned_abs() as u32);
        }
    }
    match (south, north) {
        (true, true) => None,
        (false, true) => Some(Flow { dir: 1, reach }),
        _ => Some(Flow { dir: -1, reach }),
    }
}

/// The most rows one goose step crosses on `rules`' board (all of them where geese step
/// back).
pub(crate) fn reach(rules: &Ruleset) -> u32 {
    flow(rules).map_or(rows_of(rules).len() as u32, |f| f.reach)
}

/// The board's rows, south first: each rank with points and how many it has.
pub(super) fn rows_of(rules: &Ruleset) -> Vec<(u8, u32)> {
    let mut rows: Vec<(u8, u32)> = Vec::new();
    for p in rules.board.points().iter() {
        match rows.iter_mut().find(|r| r.0 == p.rank()) {
            Some(r) => r.1 += 1,
            None => rows.push((p.rank(), 1)),
        }
    }
    rows.sort();
    rows
}

/// Placements of `geese` geese on `rules`' board by the sum of their rows (rows counted from
/// the south, from 0): `(all, kept)`, where `kept` counts one placement of each mirror pair
/// (every one where the board has no mirror), as the parts store them.
pub fn row_counts(rules: &Ruleset, geese: u8) -> Vec<(u64, u64)> {
    let rows = rows_of(rules);
    let k = usize::from(geese);
    let max_sum = k * rows.len().saturating_sub(1);
    // counts[j][s]: placements of j geese on the rows so far, with sum s; `sym` the same for
    // placements that are their own image (each row its own image).
    let mut all = vec![vec![0u64; max_sum + 1]; k + 1];
    let mut sym = all.clone();
    all[0][0] = 1;
    sym[0][0] = 1;
    for (r, &(_, width)) in rows.iter().enumerate() {
        let (pairs, middle) = (width / 2, width % 2);
        let mut next_all = vec![vec![0u64; max_sum + 1]; k + 1];
        let mut next_sym = next_all.clone();
        for j in 0..=k {
            for s in 0..=max_sum {
                let (a, y) = (all[j][s], sym[j][s]);
                if a == 0 && y == 0 {
                    continue;
                }
                for c in 0..=(width as usize).min(k - j) {
                    let s2 = s + r * c;
                    if s2 > max_sum {
                        break;
                    }
                    next_all[j + c][s2] += a * binom(width, c as u32);
                    // A row's own image: pairs taken whole, and the middle point or not.
                    let own: u64 = (0..=middle)
                        .filter(|&m| (c as u32) >= m && (c as u32 - m).is_multiple_of(2))
                        .map(|m| binom(pairs, (c as u32 - m) / 2))
                        .sum();
                    next_sym[j + c][s2] += y * own;
                }
            }
        }
        all = next_all;
        sym = next_sym;
    }
    let mirrored = Mirror::of(rules).is_some();
    all[k]
        .iter()
        .zip(&sym[k])
        .map(|(&a, &y)| (a, if mirrored { (a + y) / 2 } else { a }))
        .collect()
}

/// The parts of one level: `(sum, kept placements, all placements)`, in build order.
pub(super) fn level_parts(rules: &Ruleset, geese: u8, flow: Flow) -> Vec<(u32, u64, u64)> {
    let mut parts: Vec<(u32, u64, u64)> = row_counts(rules, geese)
        .into_iter()
        .enumerate()
        .filter(|(_, (a, _))| *a > 0)
        .map(|(s, (a, kept))| (s as u32, kept, a))
        .collect();
    if flow.dir > 0 {
        parts.reverse();
    }
    parts
}
