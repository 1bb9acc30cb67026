//! The dense index of a table: which positions a table holds ([`TableKey`]) and the bijection
//! between those positions and the numbers `0..positions` ([`Indexer`]).
//!
//! A table holds every placement of `k` geese and the ruleset's foxes on the board, with either
//! side to move, for one capture count. The index is the combinatorial number system, which
//! needs no hashing and no gaps:
//!
//! ```text
//! index = (colex rank of the geese among the board's n points
//!            × C(n − k, foxes) + colex rank of the foxes among the n − k empty points)
//!         × 2 + (0: fox to move, 1: geese to move)
//! ```
//!
//! so a table of a board without a mirror has `C(n, k) · C(n − k, foxes) · 2` entries, one per
//! position, its points numbered in grid order, a1 first.
//!
//! Where the ruleset keeps the board's left–right mirror ([`Mirror::of`]: every board but the
//! draught board), a position and its image have the same value, and the table stores one of
//! each pair: the geese rank is then the rank of the geese *up to the mirror*
//! ([`super::mirror`]'s numbering, over the points numbered in mirror pairs), and a position
//! whose geese are not the kept ones is looked up as its image (geese and foxes mirrored).
//! Such a table has `(C(n, k) + S(k)) / 2 · C(n − k, foxes) · 2` entries, `S(k)` the geese
//! placements that are their own image (Ply Yard, 6 geese: 29,968,758 entries for its
//! 59,808,672 positions). [`TableKey::positions`] counts the positions, [`TableKey::entries`]
//! and [`Indexer::size`] the entries; [`Indexer::represents`] says how many positions an
//! entry stands for (2, or 1 where the geese are their own image: both fox placements are
//! stored then).
//!
//! Which capture count a table is about is normalised where it cannot matter: when the fox
//! wins by leaving fewer than n geese ([`FoxTarget::GeeseBelow`]), the captures never change
//! what may be played or who has won, so one table serves every count ([`TableKey::captures`]
//! is `None`). When the fox wins by a number of captures, the count is part of the key.

pub use super::combin::binom;
pub(super) use super::combin::bits;
use super::mirror::{colex, mirror_mask, uncolex, Mirror, Orbits};
use crate::rules::{Bitboard, FoxTarget, Point, Position, Ruleset, RulesetSpec, Side};

/// Which positions a table holds: a ruleset, the geese on the board, and the captures made
/// where they matter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TableKey {
    /// The ruleset, with its options.
    pub spec: RulesetSpec,
    /// Geese on the board.
    pub geese: u8,
    /// Captures made; `None` where the ruleset's end does not depend on them.
    pub captures: Option<u8>,
}

impl TableKey {
    /// The key of the table of `geese` geese with `captures` made, normalised; `None` when
    /// every such position has already ended by the capture rule (no table is needed), or
    /// when the counts do not fit the ruleset.
    pub fn new(spec: RulesetSpec, geese: u8, captures: u8) -> Option<TableKey> {
        let rules = Ruleset::get(spec);
        let total = rules.geese_total();
        if u32::from(geese) + u32::from(captures) > u32::from(total) {
            return None;
        }
        let captures = match rules.fox_target {
            FoxTarget::Captures(n) if captures >= n => return None,
            FoxTarget::Captures(_) => Some(captures),
            FoxTarget::GeeseBelow(n) if geese < n => return None,
            FoxTarget::GeeseBelow(_) => None,
        };
        Some(TableKey {
            spec,
            geese,
            captures,
        })
    }

    /// The tables of `spec`'s real game (every goose missing captured) up to `max_geese`
    /// geese, fewest first: the order they are built in.
    pub fn levels(spec: RulesetSpec, max_geese: u8) -> Vec<TableKey> {
        let total = Ruleset::get(spec).geese_total();
        (0..=max_geese.min(total))
            .filter_map(|k| TableKey::new(spec, k, total - k))
            .collect()
    }

    /// The table that holds `pos` (its draw clock ignored), if one is needed.
    pub fn of(pos: &Position) -> Option<TableKey> {
        TableKey::new(pos.spec(), pos.geese().count() as u8, pos.captures())
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        Ruleset::get(self.spec)
    }

    /// The capture count the positions of this table are given: the key's, or where it does
    /// not matter the real game's (every goose missing was captured).
    pub fn position_captures(&self) -> u8 {
        self.captures
            .unwrap_or_else(|| self.rules().geese_total() - self.geese)
    }

    /// How many entries the table stores: its positions, or about half of them where the
    /// ruleset keeps the board's mirror.
    pub fn entries(&self) -> u64 {
        Indexer::new(*self).size()
    }

    /// Whether the table stores one position of each mirror pair.
    pub fn mirrored(&self) -> bool {
        Mirror::of(self.rules()).is_some()
    }

    /// How many positions the table is about (both sides to move).
    pub fn positions(&self) -> u64 {
        let rules = self.rules();
        let n = rules.board.points().count();
        let k = u32::from(self.geese);
        let f = u32::from(rules.fox_count());
        binom(n, k)
            .saturating_mul(binom(n - k.min(n), f))
            .saturating_mul(2)
    }

    /// The tables a fox's capture can lead to from this one, nearest first (one goose fewer,
    /// then two, ...): they must be built before this one.
    pub fn dependencies(&self) -> Vec<TableKey> {
        let c = self.position_captures();
        (1..=self.geese)
            .filter_map(|j| TableKey::new(self.spec, self.geese - j, c + j))
            .collect()
    }

    /// The file name of the table in a table folder: `plyyard-g06-c07.fgt`,
    /// `standard.geese-17.sideways-g05.fgt`.
    pub fn file_name(&self) -> String {
        let spec: String = self
            .spec
            .to_string()
            .chars()
            .map(|c| match c {
                ':' | ',' => '.',
                '=' => '-',
                c => c,
            })
            .collect();
        match self.captures {
            Some(c) => format!("{spec}-g{:02}-c{c:02}.fgt", self.geese),
            None => format!("{spec}-g{:02}.fgt", self.geese),
        }
    }
}

impl std::fmt::Display for TableKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} geese={}", self.spec, self.geese)?;
        if let Some(c) = self.captures {
            write!(f, " captures={c}")?;
        }
        Ok(())
    }
}

/// The numbering of a table's entries: each position to its entry (a position and its image
/// to the same one where the table is mirrored), each entry to the position it stores.
#[derive(Clone, Debug)]
pub struct Indexer {
    key: TableKey,
    rules: &'static Ruleset,
    /// The board's points in the index's order: dense number → point.
    points: Vec<Point>,
    /// Grid index → dense number (`u8::MAX` off the board).
    dense: [u8; 81],
    geese: u32,
    foxes: u32,
    /// `C(n − k, foxes)`: fox placements per geese placement.
    fox_placements: u64,
    captures: u8,
    size: u64,
    /// The geese placements kept, where the table is mirrored.
    orbits: Option<Orbits>,
    /// Points west of the middle file, where the table is mirrored.
    pairs: u32,
}

impl Indexer {
    /// The index of `key`'s table: mirrored where the ruleset keeps the board's mirror.
    pub fn new(key: TableKey) -> Indexer {
        Indexer::with_mirror(key, Mirror::of(key.rules()))
    }

    /// The index of `key`'s table with every position stored, mirror or not (what a
    /// mirrored table is checked against).
    pub fn unmirrored(key: TableKey) -> Indexer {
        Indexer::with_mirror(key, None)
    }

    fn with_mirror(key: TableKey, mirror: Option<Mirror>) -> Indexer {
        let rules = key.rules();
        let points: Vec<Point> = match &mirror {
            Some(m) => m.order().to_vec(),
            None => rules.board.points().iter().collect(),
        };
        let mut dense = [u8::MAX; 81];
        for (i, p) in points.iter().enumerate() {
            dense[p.index() as usize] = i as u8;
        }
        let n = points.len() as u32;
        let geese = u32::from(key.geese);
        let foxes = u32::from(rules.fox_count());
        let pairs = mirror.as_ref().map_or(0, Mirror::pairs);
        let orbits = mirror.map(|_| Orbits::new(pairs, n - 2 * pairs, geese));
        let fox_placements = binom(n - geese, foxes);
        let placements = orbits.as_ref().map_or(binom(n, geese), Orbits::count);
        Indexer {
            key,
            rules,
            points,
            dense,
            geese,
            foxes,
            fox_placements,
            captures: key.position_captures(),
            size: placements.saturating_mul(fox_placements).saturating_mul(2),
            orbits,
            pairs,
        }
    }

    /// The table's key.
    pub fn key(&self) -> TableKey {
        self.key
    }

    /// How many entries the table stores.
    #[inline]
    pub fn size(&self) -> u64 {
        self.size
    }

    /// Whether the table stores one position of each mirror pair.
    pub fn is_mirrored(&self) -> bool {
        self.orbits.is_some()
    }

    /// The board's points in the index's order (dense number → point).
    pub(crate) fn points(&self) -> &[Point] {
        &self.points
    }

    /// The dense mask (bit `i`: the index's `i`-th point) of a set of points.
    #[inline]
    fn dense_mask(&self, set: Bitboard) -> u64 {
        set.iter()
            .fold(0, |m, p| m | 1 << self.dense[p.index() as usize])
    }

    /// The set of points of a dense mask.
    fn grid_set(&self, mask: u64) -> Bitboard {
        bits(mask).map(|d| self.points[d as usize]).collect()
    }

    /// The rank of the geese `geese` (a dense mask) among the placements kept, and whether
    /// the kept one is their image.
    #[inline]
    pub(crate) fn geese_rank(&self, geese: u64) -> (u64, bool) {
        match &self.orbits {
            Some(o) => o.rank(geese),
            None => (colex(geese), false),
        }
    }

    /// The image of a dense mask (itself where the table is not mirrored).
    #[inline]
    pub(crate) fn mirror_mask(&self, mask: u64) -> u64 {
        if self.orbits.is_some() {
            mirror_mask(mask, self.pairs)
        } else {
            mask
        }
    }

    /// Whether a geese placement (a dense mask) is its own image, in a mirrored table.
    #[inline]
    pub(crate) fn geese_symmetric(&self, geese: u64) -> bool {
        self.orbits.as_ref().is_some_and(|o| o.is_symmetric(geese))
    }

    /// The geese of placement `g` (below the table's geese placements), as a dense mask.
    #[inline]
    pub(crate) fn geese_mask(&self, g: u64) -> u64 {
        match &self.orbits {
            Some(o) => o.unrank(g),
            None => uncolex(g, self.geese, self.points.len() as u32),
        }
    }

    /// Every geese placement of the table, by rank, as dense masks.
    pub(crate) fn all_geese(&self) -> Vec<u64> {
        match &self.orbits {
            Some(o) => o.all(),
            None => super::mirror::subsets(self.points.len() as u32, self.geese),
        }
    }

    /// The entry of the position with the geese `geese` and the foxes `foxes` (dense masks)
    /// and `side` (0: the fox, 1: the geese) to move.
    #[inline]
    pub(crate) fn number(&self, geese: u64, foxes: u64, side: u64) -> u64 {
        let (g, mirrored) = self.geese_rank(geese);
        let (geese, foxes) = if mirrored {
            (
                mirror_mask(geese, self.pairs),
                mirror_mask(foxes, self.pairs),
            )
        } else {
            (geese, foxes)
        };
        let mut f = 0u64;
        for (i, d) in bits(foxes).enumerate() {
            // The fox's rank among the empty points: its number less the geese before it.
            let e = d - (geese & ((1u64 << d) - 1)).count_ones();
            f += binom(e, i as u32 + 1);
        }
        (g * self.fox_placements + f) * 2 + side
    }

    /// The entry of `pos`, which must belong to this table (its geese count, and its capture
    /// count where the key has one; its clock is ignored): its own, or its image's.
    #[inline]
    pub fn index(&self, pos: &Position) -> u64 {
        debug_assert_eq!(pos.geese().count(), self.geese);
        let side = match pos.turn() {
            Side::Fox => 0,
            Side::Geese => 1,
        };
        self.number(
            self.dense_mask(pos.geese()),
            self.dense_mask(pos.foxes()),
            side,
        )
    }

    /// Points west of the middle file (0 where the table is not mirrored).
    pub(crate) fn pairs(&self) -> u32 {
        self.pairs
    }

    /// The dense masks (bit `i`: the index's `i`-th point) of `pos`'s geese and foxes.
    #[inline]
    pub(crate) fn masks(&self, pos: &Position) -> (u64, u64) {
        (self.dense_mask(pos.geese()), self.dense_mask(pos.foxes()))
    }

    /// Whether `pos` is the position its entry stores (not its image).
    pub fn is_stored(&self, pos: &Position) -> bool {
        !self.geese_rank(self.dense_mask(pos.geese())).1
    }

    /// The image of `pos` under the mirror (itself where the table is not mirrored).
    pub fn mirror(&self, pos: &Position) -> Position {
        let geese = self.grid_set(self.mirror_mask(self.dense_mask(pos.geese())));
        let foxes = self.grid_set(self.mirror_mask(self.dense_mask(pos.foxes())));
        Position::from_parts(self.rules, foxes, geese, pos.turn(), pos.captures())
    }

    /// How many positions the entries of geese placement `g` stand for: 2 in a mirrored
    /// table (the position and its image), 1 where the geese are their own image (the image
    /// is stored beside it) or the table is not mirrored.
    pub fn represents(&self, g: u64) -> u64 {
        match &self.orbits {
            Some(o) if !o.is_symmetric(o.unrank(g)) => 2,
            _ => 1,
        }
    }

    /// The position stored at entry `index` (below [`size`](Self::size)), with the draw clock
    /// at 0.
    pub fn position(&self, index: u64) -> Position {
        debug_assert!(index < self.size);
        let turn = if index & 1 == 0 {
            Side::Fox
        } else {
            Side::Geese
        };
        let rest = index >> 1;
        let (g, f) = (rest / self.fox_placements, rest % self.fox_placements);
        let placement = self.geese_placement(g);
        let foxes = self.fox_placement(f, &placement);
        Position::from_parts(self.rules, foxes, placement.geese, turn, self.captures)
    }

    /// Fox placements per geese placement: `C(n − k, foxes)`.
    #[inline]
    pub fn fox_placements(&self) -> u64 {
        self.fox_placements
    }

    /// The geese placement of rank `g` (below the table's geese placements), with the empty
    /// points.
    #[inline]
    pub fn geese_placement(&self, g: u64) -> GeesePlacement {
        let dense = self.geese_mask(g);
        let mut geese = Bitboard::EMPTY;
        let mut empties = [Point::from_index(0); 64];
        let mut count = 0;
        for (i, &p) in self.points.iter().enumerate() {
            if dense & (1 << i) != 0 {
                geese.insert(p);
            } else {
                empties[count] = p;
                count += 1;
            }
        }
        GeesePlacement {
            geese,
            empties,
            count,
        }
    }

    /// The foxes of placement `f` (below [`fox_placements`](Self::fox_placements)) among
    /// the empty points of `placement`.
    #[inline]
    pub fn fox_placement(&self, f: u64, placement: &GeesePlacement) -> Bitboard {
        if self.foxes == 1 {
            return Bitboard::from_point(placement.empties[f as usize]);
        }
        let mut foxes = Bitboard::EMPTY;
        for e in bits(uncolex(f, self.foxes, placement.count as u32)) {
            foxes.insert(placement.empties[e as usize]);
        }
        foxes
    }

    /// The position with these pieces and side to move, at this table's capture count.
    #[inline]
    pub fn make(&self, foxes: Bitboard, geese: Bitboard, turn: Side) -> Position {
        Position::from_parts(self.rules, foxes, geese, turn, self.captures)
    }
}

/// One placement of the geese: where they stand, and the empty points in board order.
pub struct GeesePlacement {
    /// The geese.
    pub geese: Bitboard,
    empties: [Point; 64],
    count: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_match_the_formula() {
        let key = TableKey::new(RulesetSpec::default(), 6, 7).unwrap();
        assert_eq!(key.positions(), 59_808_672);
        // Geese placements that are their own image: j pairs of the 13, the rest of the
        // middle file's 7 points.
        let symmetric: u64 = (0..=3).map(|j| binom(13, j) * binom(7, 6 - 2 * j)).sum();
        assert_eq!(
            key.entries(),
            (binom(33, 6) + symmetric) / 2 * 27 * 2,
            "one of each mirror pair"
        );
        assert!(key.mirrored());
        let two = TableKey::new("two-foxes".parse().unwrap(), 9, 11).unwrap();
        assert_eq!(two.positions(), binom(33, 9) * binom(24, 2) * 2);
        let draughts = TableKey::new("boys-own-1870-draughts".parse().unwrap(), 5, 3).unwrap();
        assert!(!draughts.mirrored());
        assert_eq!(draughts.entries(), draughts.positions());
        assert_eq!(draughts.positions(), binom(32, 5) * 27 * 2);
    }

    #[test]
    fn keys_normalise_the_captures() {
        let std: RulesetSpec = "standard".parse().unwrap();
        assert_eq!(TableKey::new(std, 5, 0), TableKey::new(std, 5, 8));
        assert_eq!(
            TableKey::new(std, 3, 10),
            None,
            "fewer than four geese: over"
        );
        let py = RulesetSpec::default();
        assert_ne!(TableKey::new(py, 3, 0), TableKey::new(py, 3, 1));
        assert_eq!(TableKey::new(py, 3, 9), None, "nine captures: over");
        assert_eq!(TableKey::new(py, 10, 4), None, "fourteen geese");
        let key = TableKey::new(py, 3, 7).unwrap();
        assert_eq!(
            key.dependencies(),
            vec![
                TableKey::new(py, 2, 8).unwrap(),
                // Two geese fewer is nine captures: no table.
            ]
        );
        assert_eq!(key.file_name(), "plyyard-g03-c07.fgt");
        let s17 = TableKey::new("standard:geese=17,sideways".parse().unwrap(), 5, 0).unwrap();
        assert_eq!(s17.file_name(), "standard.geese-17.sideways-g05.fgt");
    }

    /// Every entry of small tables stores a position that maps back to it, mirrored or not;
    /// every position of the table maps to the entry of itself or of its image, and the
    /// entries stand for every position once.
    #[test]
    fn the_index_is_a_bijection() {
        for (spec, k, c) in [
            ("plyyard", 2, 0),
            ("plyyard", 3, 4),
            ("standard", 4, 0),
            ("two-foxes", 2, 0),
            ("large-cross", 1, 0),
            ("large-cross", 2, 0),
            ("boys-own-1870-draughts", 3, 0),
        ] {
            let spec: RulesetSpec = spec.parse().unwrap();
            let Some(key) = TableKey::new(spec, k, c) else {
                // two-foxes with two geese is over already; use the smallest real table.
                continue;
            };
            for ix in [Indexer::new(key), Indexer::unmirrored(key)] {
                let mut seen = std::collections::HashSet::new();
                let mut represented = 0;
                for i in 0..ix.size() {
                    let pos = ix.position(i);
                    assert_eq!(ix.index(&pos), i, "{key} {pos:?}");
                    assert!(ix.is_stored(&pos));
                    assert!(seen.insert((pos.foxes(), pos.geese(), pos.turn())));
                    assert!((pos.foxes() & pos.geese()).is_empty());
                    assert_eq!(pos.geese().count(), u32::from(k));
                    represented += ix.represents(i / 2 / ix.fox_placements());
                }
                assert_eq!(represented, key.positions(), "{key}");
                // Every position, from the unmirrored numbering: itself or its image.
                let all = Indexer::unmirrored(key);
                for i in 0..all.size() {
                    let pos = all.position(i);
                    let stored = ix.position(ix.index(&pos));
                    assert!(stored == pos || stored == ix.mirror(&pos), "{key} {pos:?}");
                    if !ix.geese_symmetric(ix.dense_mask(pos.geese())) {
                        assert_eq!(ix.index(&ix.mirror(&pos)), ix.index(&pos));
                    }
                }
            }
            assert_eq!(Indexer::new(key).is_mirrored(), key.mirrored());
            assert_eq!(Indexer::new(key).size(), key.entries());
        }
    }

    #[test]
    fn two_foxes_index_both_foxes() {
        let spec: RulesetSpec = "two-foxes".parse().unwrap();
        let key = TableKey::new(spec, 9, 11).unwrap();
        let ix = Indexer::new(key);
        for i in (0..ix.size()).step_by(7_919_993) {
            let pos = ix.position(i);
            assert_eq!(pos.foxes().count(), 2);
            assert_eq!(ix.index(&pos), i);
        }
    }
}
