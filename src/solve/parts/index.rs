//! The numbering of one part's geese placements: the placements of `k` geese whose ranks add
//! up to one sum, up to the board's mirror, ranked row by row in constant time.
//!
//! A placement is cut into its rows (the board's ranks, south first). Each row's geese are a
//! small subset of that row's points (seven at most), numbered by tables worked out once:
//! its colex rank among the row's subsets of the same size, and whether it is its own image
//! (`Sym`), or the smaller (`Lo`) or larger (`Hi`) of a mirror pair (compared as masks of the
//! row, west first). The mirror maps every row to itself, so a placement and its image have
//! the same goose count in each row, the same *row vector* `(n₀, n₁, …)`, and the same sum of
//! ranks. Of each mirror pair the kept placement is the one whose first row that is not its
//! own image is `Lo`; a placement whose rows are all their own image is kept as it stands.
//!
//! The kept placements of one row vector are numbered in blocks, by the first row `j` that is
//! not its own image (block `R`, the last: none is), each block a mixed-radix number:
//!
//! ```text
//! block j:  rows before j: rank among Sym | row j: rank among Lo | rows after j: colex rank
//! ```
//!
//! and a part (one sum) is its row vectors one after the other, in increasing order of their
//! code. So a goose's step sideways re-ranks in a few table look-ups, and a part's entries are
//! `placements × fox placements × 2` as in a whole table (see [`crate::solve::index`]). The
//! points are numbered as the whole table's index numbers them, so masks pass between the two.

use std::sync::Arc;

use crate::rules::Ruleset;
use crate::solve::index::{bits, Indexer, TableKey};
use crate::solve::mirror::{colex, mirror_mask, Mirror};

/// How a row's subset stands to its image.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Sym,
    Lo,
    Hi,
}

/// One subset of one row's points.
#[derive(Clone, Copy, Debug)]
struct Subset {
    class: Class,
    /// Colex rank among the row's subsets of its size.
    rank: u32,
    /// Rank among the row's `Sym` subsets of its size (when `Sym`), or among its `Lo` ones
    /// (when `Lo`, or its image's when `Hi`).
    class_rank: u32,
    /// The image, as a subset of the row.
    image: u8,
}

/// One row of the board.
#[derive(Clone, Debug)]
struct Row {
    /// Its points, west first, as dense numbers.
    points: Vec<u8>,
    /// Every subset (`1 << width`).
    subsets: Vec<Subset>,
    /// By size: every subset, the `Sym` ones, the `Lo` ones.
    all: Vec<u32>,
    sym: Vec<u32>,
    lo: Vec<u32>,
}

impl Row {
    fn new(points: Vec<u8>) -> Row {
        let w = points.len() as u32;
        let reverse = |c: u32| (0..w).fold(0u32, |m, i| m | ((c >> i) & 1) << (w - 1 - i));
        let mut all = vec![0u32; w as usize + 1];
        let mut sym = vec![0u32; w as usize + 1];
        let mut lo = vec![0u32; w as usize + 1];
        let mut subsets = Vec::with_capacity(1 << w);
        for c in 0..1u32 << w {
            let k = c.count_ones() as usize;
            let image = reverse(c);
            let class = match c.cmp(&image) {
                std::cmp::Ordering::Equal => Class::Sym,
                std::cmp::Ordering::Less => Class::Lo,
                std::cmp::Ordering::Greater => Class::Hi,
            };
            let class_rank = match class {
                Class::Sym => {
                    sym[k] += 1;
                    sym[k] - 1
                }
                Class::Lo => {
                    lo[k] += 1;
                    lo[k] - 1
                }
                Class::Hi => 0,
            };
            all[k] += 1;
            subsets.push(Subset {
                class,
                rank: colex(u64::from(c)) as u32,
                class_rank,
                image: image as u8,
            });
        }
        // A Hi subset's class rank is its image's (a Lo one, smaller: already numbered).
        for c in 0..subsets.len() {
            if subsets[c].class == Class::Hi {
                subsets[c].class_rank = subsets[subsets[c].image as usize].class_rank;
            }
        }
        Row {
            points,
            subsets,
            all,
            sym,
            lo,
        }
    }
}

/// One row vector of a part: its blocks' starts (placements from the part's start).
#[derive(Clone, Debug)]
struct Vector {
    /// Geese per row.
    counts: Vec<u8>,
    /// Where each block starts in the part (`R + 1` blocks), and where the vector ends.
    starts: Vec<u64>,
}

/// The numbering of the parts of one goose count: which part a placement is in, its number
/// there, and each part's placements.
#[derive(Clone, Debug)]
pub struct LevelIndex {
    rows: Vec<Row>,
    /// Dense point → (row, place in the row).
    place: Vec<(u8, u8)>,
    /// Points west of the middle file.
    pairs: u32,
    geese: u32,
    /// Row vector code (mixed radix of the counts, base `width + 1`) → (sum, vector).
    vectors: Vec<Option<(u32, Arc<Vector>)>>,
    /// Placements per sum of ranks.
    sizes: Vec<u64>,
    /// The radix of each row in a vector's code.
    radix: Vec<u32>,
}

/// Where a placement is: its part (sum of ranks), its number there, and whether it is the
/// image of the kept placement.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placed {
    /// The sum of the geese's rows.
    pub sum: u32,
    /// The kept placement's number in the part.
    pub rank: u64,
    /// The placement is the kept one's image.
    pub image: bool,
    /// The code of its row vector (see [`LevelIndex::spans`]).
    pub code: u32,
}

/// One row vector of a part: the placements with the same geese in each row, numbered one
/// after the other in the part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// The vector's code (its counts in mixed radix): unique in the level.
    pub code: u32,
    /// Geese per row, south first.
    pub counts: Vec<u8>,
    /// The sum of the geese's rows: the part the vector is in.
    pub sum: u32,
    /// Its first placement's number in the part.
    pub lo: u64,
    /// One past its last.
    pub hi: u64,
}

impl LevelIndex {
    /// The numbering of `geese` geese on `rules`' board, the points numbered as the whole
    /// table's index numbers them. `None` where the ruleset has no mirror (the parts are made
    /// for the symmetric boards).
    pub fn new(rules: &'static Ruleset, geese: u8) -> Option<LevelIndex> {
        let key = TableKey {
            spec: rules.spec,
            geese,
            captures: None,
        };
        let ix = Indexer::new(key);
        if !ix.is_mirrored() {
            return None;
        }
        let points = ix.points();
        let ranks = rules.board.ranks();
        let mut rows: Vec<Vec<(u8, u8)>> = vec![Vec::new(); ranks as usize];
        for (d, p) in points.iter().enumerate() {
            rows[p.rank() as usize].push((p.file(), d as u8));
        }
        let rows: Vec<Vec<u8>> = rows
            .into_iter()
            .filter(|r| !r.is_empty())
            .map(|mut r| {
                r.sort();
                r.into_iter().map(|(_, d)| d).collect()
            })
            .collect();
        let mut place = vec![(0u8, 0u8); points.len()];
        for (r, row) in rows.iter().enumerate() {
            for (i, &d) in row.iter().enumerate() {
                place[d as usize] = (r as u8, i as u8);
            }
        }
        let rows: Vec<Row> = rows.into_iter().map(Row::new).collect();
        let radix: Vec<u32> = rows.iter().map(|r| r.points.len() as u32 + 1).collect();
        let codes: usize = radix.iter().map(|&x| x as usize).product();
        let mut vectors: Vec<Option<(u32, Arc<Vector>)>> = vec![None; codes];
        let mut sizes: Vec<u64> = Vec::new();
        let k = u32::from(geese);
        for (code, slot) in vectors.iter_mut().enumerate() {
            let mut c = code;
            let counts: Vec<u8> = radix
                .iter()
                .map(|&x| {
                    let n = c % x as usize;
                    c /= x as usize;
                    n as u8
                })
                .collect();
            if counts.iter().map(|&n| u32::from(n)).sum::<u32>() != k {
                continue;
            }
            let sum: u32 = counts
                .iter()
                .enumerate()
                .map(|(r, &n)| r as u32 * u32::from(n))
                .sum();
            if sizes.len() <= sum as usize {
                sizes.resize(sum as usize + 1, 0);
            }
            let mut starts = Vec::with_capacity(rows.len() + 2);
            let mut at = sizes[sum as usize];
            for j in 0..=rows.len() {
                starts.push(at);
                let mut block = 1u64;
                for (i, row) in rows.iter().enumerate() {
                    let n = counts[i] as usize;
                    block *= u64::from(match i.cmp(&j) {
                        std::cmp::Ordering::Less => row.sym[n],
                        std::cmp::Ordering::Equal => row.lo[n],
                        std::cmp::Ordering::Greater => row.all[n],
                    });
                }
                if j == rows.len() {
                    block = rows
                        .iter()
                        .enumerate()
                        .map(|(i, row)| u64::from(row.sym[counts[i] as usize]))
                        .product();
                }
                at += block;
            }
            starts.push(at);
            sizes[sum as usize] = at;
            *slot = Some((sum, Arc::new(Vector { counts, starts })));
        }
        Some(LevelIndex {
            pairs: Mirror::of(rules).map_or(0, |m| m.pairs()),
            rows,
            place,
            geese: k,
            vectors,
            sizes,
            radix,
        })
    }

    /// The sums of ranks that have placements, smallest first.
    pub fn sums(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.sizes.len() as u32).filter(|&s| self.sizes[s as usize] > 0)
    }

    /// Kept placements of the part of sum `sum`.
    pub fn placements(&self, sum: u32) -> u64 {
        self.sizes.get(sum as usize).copied().unwrap_or(0)
    }

    /// The geese.
    pub fn geese(&self) -> u32 {
        self.geese
    }

    /// The row (0: the southmost) of dense point `d`.
    #[inline]
    pub fn row_of(&self, d: u32) -> u32 {
        u32::from(self.place[d as usize].0)
    }

    /// The sum of the rows of `geese`.
    #[inline]
    pub fn sum_of(&self, geese: u64) -> u32 {
        bits(geese).map(|d| self.row_of(d)).sum()
    }

    /// Whether `geese` is its own image.
    #[inline]
    pub fn symmetric(&self, geese: u64) -> bool {
        mirror_mask(geese, self.pairs) == geese
    }

    /// The image of `geese`.
    #[inline]
    pub fn mirror(&self, geese: u64) -> u64 {
        mirror_mask(geese, self.pairs)
    }

    /// Points west of the middle file.
    pub fn pairs(&self) -> u32 {
        self.pairs
    }

    /// Where `geese` (this level's count) is kept.
    #[inline]
    pub fn place(&self, geese: u64) -> Placed {
        let mut compact = [0u8; 16];
        let rows = self.rows.len();
        for d in bits(geese) {
            let (r, i) = self.place[d as usize];
            compact[r as usize] |= 1 << i;
        }
        let mut first = rows;
        let mut image = false;
        for (r, row) in self.rows.iter().enumerate() {
            match row.subsets[compact[r] as usize].class {
                Class::Sym => {}
                Class::Lo => {
                    first = r;
                    break;
                }
                Class::Hi => {
                    first = r;
                    image = true;
                    break;
                }
            }
        }
        let mut code = 0usize;
        let mut scale = 1usize;
        for (c, &radix) in compact.iter().zip(&self.radix) {
            code += c.count_ones() as usize * scale;
            scale *= radix as usize;
        }
        let (sum, vector) = self.vectors[code]
            .as_ref()
            .expect("a placement of this level's goose count");
        let mut n = 0u64;
        for (r, row) in self.rows.iter().enumerate() {
            let c = compact[r] as usize;
            let s = row.subsets[if image {
                row.subsets[c].image as usize
            } else {
                c
            }];
            let k = vector.counts[r] as usize;
            let (digit, base) = if first == rows || r < first {
                (s.class_rank, row.sym[k])
            } else if r == first {
                (s.class_rank, row.lo[k])
            } else {
                (s.rank, row.all[k])
            };
            n = n * u64::from(base) + u64::from(digit);
        }
        Placed {
            sum: *sum,
            rank: vector.starts[first] + n,
            image,
            code: code as u32,
        }
    }

    /// Every kept placement of the part of sum `sum`, in the order of their numbers.
    pub fn list(&self, sum: u32) -> Vec<u64> {
        self.list_in(sum, 0..self.placements(sum))
    }

    /// The kept placements of the part of sum `sum` numbered `range`, in order; `range`
    /// starts and ends where row vectors do ([`LevelIndex::spans`]).
    pub fn list_in(&self, sum: u32, range: std::ops::Range<u64>) -> Vec<u64> {
        let mut out = vec![0u64; (range.end - range.start) as usize];
        let mut filled = 0u64;
        for span in self.spans(sum) {
            if span.lo < range.start || span.hi > range.end {
                continue;
            }
            self.each(&span.counts, 0, false, 0, &mut |geese| {
                let p = self.place(geese);
                debug_assert!(!p.image && p.sum == sum);
                out[(p.rank - range.start) as usize] = geese;
                filled += 1;
            });
        }
        assert_eq!(filled, out.len() as u64, "every placement numbered once");
        out
    }

    /// The row vectors of the part of sum `sum`, in the order of their numbers.
    pub fn spans(&self, sum: u32) -> Vec<Span> {
        let mut spans: Vec<Span> = self
            .vectors
            .iter()
            .enumerate()
            .filter_map(|(code, v)| {
                let (s, v) = v.as_ref()?;
                (*s == sum).then(|| self.span(code as u32, *s, v))
            })
            .collect();
        spans.sort_by_key(|s| s.lo);
        spans
    }

    /// The row vector with `counts` geese per row, if this level has it.
    pub fn span_of(&self, counts: &[u8]) -> Option<Span> {
        if counts.len() != self.radix.len() {
            return None;
        }
        let mut code = 0usize;
        let mut scale = 1usize;
        for (&c, &radix) in counts.iter().zip(&self.radix) {
            if u32::from(c) >= radix {
                return None;
            }
            code += c as usize * scale;
            scale *= radix as usize;
        }
        let (s, v) = self.vectors[code].as_ref()?;
        Some(self.span(code as u32, *s, v))
    }

    fn span(&self, code: u32, sum: u32, v: &Vector) -> Span {
        Span {
            code,
            counts: v.counts.clone(),
            sum,
            lo: v.starts[0],
            hi: *v.starts.last().expect("a vector has blocks"),
        }
    }

    /// Calls `f` with every kept placement with `counts` geese per row, from row `r` on
    /// (`asym`: an earlier row is not its own image; `geese`: the rows before).
    fn each(&self, counts: &[u8], r: usize, asym: bool, geese: u64, f: &mut impl FnMut(u64)) {
        if r == self.rows.len() {
            f(geese);
            return;
        }
        let row = &self.rows[r];
        for (c, s) in row.subsets.iter().enumerate() {
            if c.count_ones() != u32::from(counts[r]) || (!asym && s.class == Class::Hi) {
                continue;
            }
            let mask = row
                .points
                .iter()
                .enumerate()
                .filter(|(i, _)| c >> i & 1 != 0)
                .fold(0u64, |m, (_, &d)| m | 1 << d);
            self.each(
                counts,
                r + 1,
                asym || s.class != Class::Sym,
                geese | mask,
                f,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::index::binom;
    use std::collections::HashSet;

    /// Every placement of a few goose counts is numbered once up to the mirror: its image
    /// lands on the same number, the numbers of a part are `0..placements`, and the parts
    /// together hold `(C(n, k) + S(k)) / 2` placements, as the whole table's index does.
    #[test]
    fn every_placement_is_numbered_once_up_to_the_mirror() {
        let rules = Ruleset::get("plyyard".parse().unwrap());
        for k in [1u8, 2, 3, 4] {
            let level = LevelIndex::new(rules, k).unwrap();
            let whole = Indexer::new(TableKey::new(rules.spec, k, 0).unwrap());
            let total: u64 = level.sums().map(|s| level.placements(s)).sum();
            assert_eq!(
                total * whole.fox_placements() * 2,
                whole.size(),
                "{k} geese"
            );
            let mut seen: HashSet<(u32, u64)> = HashSet::new();
            for geese in crate::solve::mirror::subsets(33, u32::from(k)) {
                let p = level.place(geese);
                let q = level.place(level.mirror(geese));
                assert_eq!((p.sum, p.rank), (q.sum, q.rank), "{geese:#x} and its image");
                assert!(p.rank < level.placements(p.sum));
                assert_eq!(p.sum, level.sum_of(geese));
                assert!(!(p.image && q.image), "one of a pair is kept");
                if level.symmetric(geese) {
                    assert!(!p.image);
                }
                seen.insert((p.sum, p.rank));
            }
            assert_eq!(seen.len() as u64, total);
            assert!(total > binom(33, u32::from(k)) / 2);
            for s in level.sums() {
                let list = level.list(s);
                // The part's row vectors follow one another, and each is found by its counts.
                let spans = level.spans(s);
                assert_eq!(spans.first().map(|v| v.lo), Some(0));
                assert_eq!(spans.last().map(|v| v.hi), Some(list.len() as u64));
                for w in spans.windows(2) {
                    assert_eq!(w[0].hi, w[1].lo);
                }
                for (i, &g) in list.iter().enumerate() {
                    let i = i as u64;
                    let span = spans.iter().find(|v| v.lo <= i && i < v.hi).unwrap();
                    assert_eq!(level.span_of(&span.counts).as_ref(), Some(span));
                    assert_eq!(
                        level.place(g),
                        Placed {
                            sum: s,
                            rank: i,
                            image: false,
                            code: span.code,
                        }
                    );
                    let counts: Vec<u8> = (0..span.counts.len() as u32)
                        .map(|r| bits(g).filter(|&d| level.row_of(d) == r).count() as u8)
                        .collect();
                    assert_eq!(counts, span.counts);
                }
                assert_eq!(
                    level.list_in(s, spans[0].lo..spans[0].hi)[..],
                    list[..spans[0].hi as usize]
                );
            }
        }
    }
}
