//! The board's left–right mirror, where a ruleset keeps it, and the dense numbering of geese
//! placements up to that mirror (`Orbits`), which lets a table store one position of each
//! mirror pair.
//!
//! # Which rulesets are symmetric
//!
//! Geese move down the board (or up), so the only reflection that can keep the rules is the
//! left–right one: file `f` ↦ `files − 1 − f`. [`Mirror::of`] keeps it when the ruleset's data
//! is invariant under it: every point's image is a point, every line's image a line, a goose
//! steps onto the image of a point from the images of the points it steps from, the fox jumps
//! in a direction exactly when it jumps in its mirror image, and the paddock is its own image.
//! The 33-point boards (Ply Yard, standard and its options, the 1870 games, Two Foxes) and
//! the 45-point Large Cross are; the draught board is not (the image of a dark square is a
//! light one). `tests/solve.rs` checks the decision against the rules engine for every
//! ruleset and option: a ruleset is symmetric when, for random positions, mirroring a
//! position and listing its actions commute.
//!
//! # The numbering
//!
//! The index numbers a symmetric board's points in pairs: the `P` points west of the middle
//! file are `0..P` (grid order), their images `P..2P` in the same order (so point `i`'s image
//! is `i + P`), and the `M` points of the middle file `2P..2P + M`. A geese placement is then
//! three masks: `L` (the left geese, as a subset of `0..P`), `R` (the right ones, as a subset
//! of the same `0..P`) and the middle ones; the mirror swaps `L` and `R`. Of each pair the
//! index keeps the placement with fewer geese on the left, or as many and the smaller colex
//! rank on the left (`L` and `R` equal: the placement is its own image). The kept placements
//! are numbered densely, block by block (`m` geese on the middle file, `a ≤ b` on the left and
//! the right):
//!
//! ```text
//! rank = start(m, a) + colex(middle) × size(a, b) + lr
//! lr   = colex(L) × C(P, b) + colex(R)          when a < b
//!        y (y + 1) / 2 + x, x = colex(L) ≤ y = colex(R)   when a = b
//! ```
//!
//! which holds `(C(n, k) + S(k)) / 2` placements, `S(k)` those that are their own image.
//! Every fox placement is kept with each kept geese placement: a position whose geese are
//! not their own image is stored once (as itself or as its image), one whose geese are is
//! stored as it stands, with its image beside it. Canonicalizing the fox there too would save
//! about `S(k) / C(n, k)` of the table (0.2 % for six geese on the 33-point cross, 0.9 % for
//! four; over Ply Yard's whole game the table stores 1.00019 entries per two positions) at
//! the price of fox placements that vary in number from one geese placement to the next; the
//! builder's groups of a fixed length are worth more.

use std::sync::{Arc, Mutex, OnceLock};

use super::combin::{binom, bits};
use crate::rules::{Bitboard, Direction, Point, Ruleset};

/// A ruleset's left–right mirror: the index's order of the board's points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mirror {
    /// The points in the index's order: the left half, their images, the middle file.
    order: Vec<Point>,
    /// Points west of the middle file.
    pairs: u32,
}

/// The image of `p` under the left–right mirror of a board `files` wide, if on the grid.
fn image(p: Point, files: u8) -> Option<Point> {
    Point::new((files - 1).checked_sub(p.file())?, p.rank())
}

/// The image of a direction: east and west swap, north and south stay.
fn image_direction(d: Direction) -> Direction {
    let (df, dr) = d.vector();
    Direction::from_vector(-i32::from(df), i32::from(dr)).expect("a unit vector")
}

impl Mirror {
    /// The mirror of `rules`, when the ruleset is left–right symmetric (see the module doc).
    pub fn of(rules: &Ruleset) -> Option<Mirror> {
        let board = &rules.board;
        let files = board.files();
        if files.is_multiple_of(2) {
            return None;
        }
        let set = |s: Bitboard| -> Option<Bitboard> {
            s.iter()
                .map(|p| image(p, files))
                .collect::<Option<Bitboard>>()
        };
        let points = board.points();
        if set(points)? != points {
            return None;
        }
        for d in Direction::ALL {
            if set(board.lines(d))? != board.lines(image_direction(d)) {
                return None;
            }
            if rules.fox_jumps.contains(d) != rules.fox_jumps.contains(image_direction(d)) {
                return None;
            }
        }
        for p in points {
            let q = image(p, files)?;
            if set(rules.goose_sources(p))? != rules.goose_sources(q) {
                return None;
            }
        }
        if let Some(paddock) = rules.paddock {
            if set(paddock)? != paddock {
                return None;
            }
        }
        let middle = (files - 1) / 2;
        let left: Vec<Point> = points.iter().filter(|p| p.file() < middle).collect();
        let mut order = left.clone();
        order.extend(left.iter().map(|&p| image(p, files).expect("checked")));
        order.extend(points.iter().filter(|p| p.file() == middle));
        Some(Mirror {
            pairs: left.len() as u32,
            order,
        })
    }

    /// The board's points in the index's order.
    pub fn order(&self) -> &[Point] {
        &self.order
    }

    /// Points west of the middle file (as many as east of it).
    pub fn pairs(&self) -> u32 {
        self.pairs
    }

    /// The image of a point of the board.
    pub fn point(&self, p: Point) -> Point {
        let i = self
            .order
            .iter()
            .position(|&q| q == p)
            .expect("a point of the board") as u32;
        self.order[mirror_number(i, self.pairs) as usize]
    }

    /// The image of a set of points of the board.
    pub fn set(&self, s: Bitboard) -> Bitboard {
        s.iter().map(|p| self.point(p)).collect()
    }
}

/// The image of the point numbered `d` (the index's order, `pairs` pairs).
#[inline]
pub(crate) fn mirror_number(d: u32, pairs: u32) -> u32 {
    if d < pairs {
        d + pairs
    } else if d < 2 * pairs {
        d - pairs
    } else {
        d
    }
}

/// The image of a mask of point numbers.
#[inline]
pub(crate) fn mirror_mask(m: u64, pairs: u32) -> u64 {
    let low = (1u64 << pairs) - 1;
    ((m & low) << pairs) | ((m >> pairs) & low) | (m & !(low | low << pairs))
}

/// The colex rank of the set `mask` (of `0..64`).
#[inline]
pub(crate) fn colex(mask: u64) -> u64 {
    bits(mask)
        .enumerate()
        .map(|(i, d)| binom(d, i as u32 + 1))
        .sum()
}

/// The `r`-element subset of `0..n` with colex rank `rank`, as a mask.
pub(crate) fn uncolex(mut rank: u64, r: u32, n: u32) -> u64 {
    let mut mask = 0u64;
    let mut top = n;
    for i in (1..=r).rev() {
        // The largest s < top with C(s, i) <= rank.
        let mut s = top - 1;
        while binom(s, i) > rank {
            s -= 1;
        }
        rank -= binom(s, i);
        mask |= 1 << s;
        top = s;
    }
    mask
}

/// Every `r`-element subset of `0..n`, in colex order (Gosper's next-combination step).
pub(crate) fn subsets(n: u32, r: u32) -> Vec<u64> {
    let count = binom(n, r) as usize;
    let mut out = Vec::with_capacity(count);
    let mut m: u64 = if r == 0 { 0 } else { u64::MAX >> (64 - r) };
    for i in 0..count {
        out.push(m);
        if i + 1 < count {
            let c = m & m.wrapping_neg();
            let s = m + c;
            m = (((s ^ m) >> 2) / c) | s;
        }
    }
    out
}

/// One block of the numbering: `m` geese on the middle file, `a` on the left, `b` on the
/// right, `a ≤ b`.
#[derive(Clone, Copy, Debug)]
struct Block {
    m: u32,
    a: u32,
    b: u32,
    start: u64,
    /// Kept (left, right) pairs: `C(P, a) · C(P, b)`, or `N (N + 1) / 2` when `a = b`.
    lr: u64,
}

/// The geese placements of `k` geese up to the mirror, numbered densely (see the module doc).
#[derive(Clone, Debug)]
pub(crate) struct Orbits {
    pairs: u32,
    middle: u32,
    blocks: Vec<Block>,
    /// `(m, a)` → its block, `u32::MAX` where none.
    block_of: Vec<u32>,
    k: u32,
    count: u64,
    /// The colex rank of every subset of `0..P` (a side's geese) and of `0..M` (the middle
    /// file's): ranking a placement is three look-ups, not one per goose.
    side_colex: Arc<[u32]>,
    middle_colex: Arc<[u32]>,
}

/// Colex tables by size.
type ColexTables = Mutex<Vec<(u32, Arc<[u32]>)>>;

/// The colex rank of every subset of `0..n`, made once per `n` for the program's life.
fn colex_table(n: u32) -> Arc<[u32]> {
    static TABLES: OnceLock<ColexTables> = OnceLock::new();
    let mut tables = TABLES
        .get_or_init(|| Mutex::new(Vec::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some((_, t)) = tables.iter().find(|(m, _)| *m == n) {
        return t.clone();
    }
    let t: Arc<[u32]> = (0..1u64 << n).map(|m| colex(m) as u32).collect();
    // Bounded: one table per half-board and middle-file size (four on the boards there are).
    tables.push((n, t.clone()));
    t
}

impl Orbits {
    /// The placements of `k` geese on a board of `pairs` pairs and `middle` middle points.
    pub(crate) fn new(pairs: u32, middle: u32, k: u32) -> Orbits {
        let mut blocks = Vec::new();
        let mut block_of = vec![u32::MAX; ((k + 1) * (k + 1)) as usize];
        let mut start = 0u64;
        for m in 0..=k.min(middle) {
            let rest = k - m;
            for a in 0..=rest / 2 {
                let b = rest - a;
                if b > pairs {
                    continue;
                }
                let lr = if a < b {
                    binom(pairs, a) * binom(pairs, b)
                } else {
                    let n = binom(pairs, a);
                    n * (n + 1) / 2
                };
                block_of[(m * (k + 1) + a) as usize] = blocks.len() as u32;
                blocks.push(Block { m, a, b, start, lr });
                start += binom(middle, m) * lr;
            }
        }
        Orbits {
            pairs,
            middle,
            blocks,
            block_of,
            k,
            count: start,
            side_colex: colex_table(pairs),
            middle_colex: colex_table(middle),
        }
    }

    /// How many placements are kept.
    #[inline]
    pub(crate) fn count(&self) -> u64 {
        self.count
    }

    /// The rank of the kept placement of `geese`'s pair, and whether that is its image (not
    /// `geese` itself).
    #[inline(always)]
    pub(crate) fn rank(&self, geese: u64) -> (u64, bool) {
        let p = self.pairs;
        let low = (1u64 << p) - 1;
        let (mut l, mut r) = (geese & low, (geese >> p) & low);
        let mid = geese >> (2 * p);
        let (a, b) = (l.count_ones(), r.count_ones());
        let mut mirrored = false;
        let side = |m: u64| u64::from(self.side_colex[m as usize]);
        let lr_rank = if a != b {
            if a > b {
                std::mem::swap(&mut l, &mut r);
                mirrored = true;
            }
            side(l) * binom(p, a.max(b)) + side(r)
        } else {
            let (mut x, mut y) = (side(l), side(r));
            if x > y {
                std::mem::swap(&mut x, &mut y);
                mirrored = true;
            }
            y * (y + 1) / 2 + x
        };
        let m = mid.count_ones();
        let block = &self.blocks[self.block_of[(m * (self.k + 1) + a.min(b)) as usize] as usize];
        let mid_rank = u64::from(self.middle_colex[mid as usize]);
        (block.start + mid_rank * block.lr + lr_rank, mirrored)
    }

    /// The kept placement of rank `rank` (below [`count`](Self::count)).
    pub(crate) fn unrank(&self, rank: u64) -> u64 {
        let bi = self.blocks.partition_point(|b| b.start <= rank) - 1;
        let block = self.blocks[bi];
        let rest = rank - block.start;
        let (mi, lr) = (rest / block.lr, rest % block.lr);
        let p = self.pairs;
        let (x, y) = if block.a < block.b {
            let nb = binom(p, block.b);
            (lr / nb, lr % nb)
        } else {
            // The largest y with y (y + 1) / 2 <= lr.
            let mut y = (((8 * lr + 1) as f64).sqrt() as u64).saturating_sub(1) / 2;
            while (y + 1) * (y + 2) / 2 <= lr {
                y += 1;
            }
            while y * (y + 1) / 2 > lr {
                y -= 1;
            }
            (lr - y * (y + 1) / 2, y)
        };
        uncolex(x, block.a, p)
            | uncolex(y, block.b, p) << p
            | uncolex(mi, block.m, self.middle) << (2 * p)
    }

    /// Every kept placement, in rank order.
    pub(crate) fn all(&self) -> Vec<u64> {
        let p = self.pairs;
        let mut out = Vec::with_capacity(self.count as usize);
        let side: Vec<Vec<u64>> = (0..=p.min(self.k)).map(|j| subsets(p, j)).collect();
        for block in &self.blocks {
            let (ls, rs) = (&side[block.a as usize], &side[block.b as usize]);
            for mid in subsets(self.middle, block.m) {
                let mid = mid << (2 * p);
                if block.a < block.b {
                    for &l in ls {
                        out.extend(rs.iter().map(|&r| l | r << p | mid));
                    }
                } else {
                    for (y, &r) in rs.iter().enumerate() {
                        out.extend(ls[..=y].iter().map(|&l| l | r << p | mid));
                    }
                }
            }
        }
        debug_assert_eq!(out.len() as u64, self.count);
        out
    }

    /// Whether `geese` is its own image.
    #[inline]
    pub(crate) fn is_symmetric(&self, geese: u64) -> bool {
        let low = (1u64 << self.pairs) - 1;
        geese & low == (geese >> self.pairs) & low
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetSpec;

    /// The numbering is dense and keeps one placement of each mirror pair: on a small board
    /// (3 pairs, 2 middle points), every placement's kept rank, counted against a brute force.
    #[test]
    fn orbits_number_each_mirror_pair_once() {
        for (pairs, middle) in [(3u32, 2u32), (4, 1), (2, 3), (13, 7)] {
            let n = 2 * pairs + middle;
            for k in 0..=n.min(6) {
                let o = Orbits::new(pairs, middle, k);
                let mut seen = std::collections::HashMap::new();
                let mut symmetric = 0;
                for g in subsets(n, k) {
                    let image = mirror_mask(g, pairs);
                    let (r, mirrored) = o.rank(g);
                    let kept = if mirrored { image } else { g };
                    assert!(r < o.count(), "{pairs} {middle} {k}: {g:#b}");
                    assert_eq!(o.unrank(r), kept, "{g:#b}");
                    assert_eq!(o.rank(image).0, r, "a placement and its image: {g:#b}");
                    assert!(!(mirrored && g == image), "its own image is kept as it is");
                    assert_eq!(o.is_symmetric(g), g == image);
                    symmetric += u64::from(g == image);
                    seen.insert(r, kept);
                }
                assert_eq!(seen.len() as u64, o.count(), "dense: every rank is used");
                assert_eq!(o.count(), (binom(n, k) + symmetric) / 2);
                let all = o.all();
                for (r, g) in all.iter().enumerate() {
                    assert_eq!(o.rank(*g), (r as u64, false));
                }
            }
        }
    }

    #[test]
    fn the_mirror_is_found_where_the_data_keeps_it() {
        for (spec, pairs, (p, q), middle) in [
            ("plyyard", Some(13), ("b3", "f3"), "d4"),
            ("standard", Some(13), ("c7", "e7"), "d1"),
            ("standard:sideways", Some(13), ("a5", "g5"), "d7"),
            ("large-cross", Some(18), ("a5", "i5"), "e5"),
            ("two-foxes", Some(13), ("c7", "e7"), "d4"),
            ("boys-own-1870", Some(13), ("b3", "f3"), "d4"),
            ("boys-own-1870:fox-chooses", Some(13), ("b3", "f3"), "d4"),
            ("boys-own-1870-draughts", None, ("a1", "a1"), "a1"),
        ] {
            let rules = Ruleset::get(spec.parse::<RulesetSpec>().unwrap());
            let m = Mirror::of(rules);
            assert_eq!(m.as_ref().map(Mirror::pairs), pairs, "{spec}");
            if let Some(m) = m {
                let point = |s: &str| s.parse::<Point>().unwrap();
                assert_eq!(m.order().len(), rules.board.points().count() as usize);
                assert_eq!(m.point(point(p)), point(q), "{spec}");
                assert_eq!(m.point(point(q)), point(p), "{spec}");
                assert_eq!(m.point(point(middle)), point(middle), "{spec}");
                assert_eq!(m.set(rules.board.points()), rules.board.points());
            }
        }
    }
}
