//! One part as the retrograde builder's [`Graph`]: the positions of one goose count whose
//! geese's rows add up to one sum.
//!
//! Inside a part the geese and their rows' sum are fixed, so the only actions that stay
//! inside are the fox's steps and the geese's steps sideways. A goose's step south lowers the
//! sum (a part built before, of the same goose count) and a capture removes a goose (a part
//! or table of fewer geese, built before): both are looked up in [`Finished`] in the forward
//! pass, as the whole-table builder looks up captures. Predecessors are the un-moves that stay
//! inside: a fox stepping back, a goose stepping back sideways. The mirror is handled as in
//! [`crate::solve::dense`] (its module doc says which entries step into which), with the
//! part's own numbering of placements ([`LevelIndex`]).

use std::sync::Arc;

use super::finished::{Finished, Found};
use super::index::LevelIndex;
use crate::rules::{Bitboard, Point, Position, Ruleset, Side};
use crate::solve::dense::{decided_by_rule, rule_winner, select, Geometry};
use crate::solve::entry::entry_value;
use crate::solve::index::{bits, TableKey};
use crate::solve::mirror::mirror_number;
use crate::solve::retro::{prefetch, Forward, Gather, Graph};
use crate::solve::value::Value;
use crate::solve::value::{judge, Contradiction};

/// One part of a level.
pub(crate) struct PartGraph<'a> {
    geo: Geometry,
    rules: &'static Ruleset,
    points: Vec<Point>,
    level: TableKey,
    index: Arc<LevelIndex>,
    /// The kept geese placements of the chunk built, by number from its first.
    geese: Vec<u64>,
    /// The number in the part of the chunk's first placement.
    lo: u64,
    fox_places: u64,
    /// The points of each row, as a mask, by dense point.
    row_mask: [u64; 64],
    finished: &'a Finished,
}

impl<'a> PartGraph<'a> {
    /// The placements `placements` (whole row vectors) of the part of `level` (whose
    /// numbering is `index`) with rows adding up to `sum`; the parts and tables its actions
    /// leave to are in `finished`.
    pub(crate) fn new(
        level: TableKey,
        index: Arc<LevelIndex>,
        sum: u32,
        placements: std::ops::Range<u64>,
        points: &[Point],
        finished: &'a Finished,
    ) -> PartGraph<'a> {
        let rules = level.rules();
        let geo = Geometry::new(rules, points);
        let mut row_mask = [0u64; 64];
        for d in 0..geo.n {
            row_mask[d as usize] = (0..geo.n)
                .filter(|&e| index.row_of(e) == index.row_of(d))
                .fold(0, |m, e| m | 1 << e);
        }
        PartGraph {
            fox_places: u64::from(geo.n - u32::from(level.geese)),
            lo: placements.start,
            geese: index.list_in(sum, placements),
            geo,
            rules,
            points: points.to_vec(),
            level,
            index,
            row_mask,
            finished,
        }
    }

    /// The number of the position with the part's placement `g` (`geese`), the fox on `fox`
    /// and `side` (0: the fox, 1: the geese) to move.
    #[inline]
    fn number(&self, g: u64, geese: u64, fox: u32, side: u64) -> u64 {
        let e = fox - (geese & ((1u64 << fox) - 1)).count_ones();
        (g * self.fox_places + u64::from(e)) * 2 + side
    }

    /// Who has won by a rule (the paddock filled), whoever is to move, with these geese.
    fn rule_winner(&self, geese: u64) -> Option<Side> {
        rule_winner(
            self.rules,
            &self.points,
            geese,
            self.level.position_captures(),
        )
    }
}

impl Graph for PartGraph<'_> {
    type Scratch = Unmoves;

    fn size(&self) -> u64 {
        self.geese.len() as u64 * self.fox_places * 2
    }

    fn group_len(&self) -> u64 {
        self.fox_places * 2
    }

    fn forward_group(&self, g: u64, _: &mut Unmoves, mut f: impl FnMut(u64, Forward)) {
        let geo = &self.geo;
        let geese = self.geese[g as usize];
        let first = g * self.fox_places * 2;
        if let Some(winner) = self.rule_winner(geese) {
            return decided_by_rule(first, self.fox_places, winner, f);
        }
        let free = geo.all & !geese;
        // Goose steps sideways stay in the part (counted); steps south leave it, to a part
        // of the same level built before (each placement after it worked out once here).
        let mut sideways = 0u32;
        let level = self.level;
        let mut south = Vec::new();
        for p in bits(geese) {
            let to = geo.goose_to[p as usize] & free;
            sideways += (to & self.row_mask[p as usize]).count_ones();
            for q in bits(to & !self.row_mask[p as usize]) {
                let after = geese ^ (1 << p) ^ (1 << q);
                south.push((q, self.finished.find(&level, after)));
            }
        }
        // A capture takes one goose: the placement left is found once per goose taken.
        let lower = TableKey::new(level.spec, level.geese - 1, level.position_captures() + 1);
        let mut taken: [Option<Found>; 64] = [const { None }; 64];
        for (e, fox) in bits(free).enumerate() {
            let i = first + 2 * e as u64;
            // The fox to move.
            let mut gather = Gather::default();
            geo.chains(fox, geese, &mut |land, left| {
                let v = match &lower {
                    None => Value::win(Side::Fox, 0),
                    Some(k) => {
                        let over = (geese & !left).trailing_zeros() as usize;
                        let found = taken[over].get_or_insert_with(|| self.finished.find(k, left));
                        entry_value(found.entry(land, 1), Side::Geese)
                    }
                };
                gather.capture(v, Side::Fox);
            });
            f(
                i,
                gather.finish((geo.fox_next[fox as usize] & free).count_ones()),
            );
            // The geese to move.
            let mut gather = Gather::default();
            for (q, found) in &south {
                if *q != fox {
                    let v = entry_value(found.entry(fox, 0), Side::Fox);
                    gather.capture(v, Side::Geese);
                }
            }
            let blocked =
                (geo.goose_from[fox as usize] & geese & self.row_mask[fox as usize]).count_ones();
            f(i + 1, gather.finish(sideways - blocked));
        }
    }

    fn prefetch(&self, index: u64) {
        prefetch(&self.geese[(index >> 1) as usize / self.fox_places as usize]);
    }

    fn predecessors(&self, index: u64, unmoves: &mut Unmoves, out: &mut Vec<u32>) {
        let geo = &self.geo;
        let rest = (index >> 1) as u32;
        let (g, e) = (rest / self.fox_places as u32, rest % self.fox_places as u32);
        let geese = self.geese[g as usize];
        let free = geo.all & !geese;
        let fox = select(free, e);
        if index & 1 == 0 {
            // The fox to move: a goose steps back sideways to where it came from.
            if unmoves.geese != Some(g) {
                self.goose_unmoves(g, geese, unmoves);
            }
            let fox_image = mirror_number(fox, self.index.pairs());
            for u in &unmoves.list {
                if u.from != fox {
                    let f = if u.image { fox_image } else { fox };
                    out.push(self.number(u.rank, u.geese, f, 1) as u32);
                }
            }
        } else {
            // The geese to move: the fox stepped last, from a neighbour along a line.
            let empty = free & !(1u64 << fox);
            for prev in bits(geo.fox_next[fox as usize] & empty) {
                out.push(self.number(u64::from(g), geese, prev, 0) as u32);
            }
        }
    }
}

impl PartGraph<'_> {
    /// The position of the chunk's entry `i` (the draw clock at 0).
    pub(crate) fn position(&self, i: u64) -> Position {
        let rest = i / 2;
        let (g, e) = (rest / self.fox_places, rest % self.fox_places);
        let geese = self.geese[g as usize];
        let fox = select(self.geo.all & !geese, e as u32);
        let grid: Bitboard = bits(geese).map(|d| self.points[d as usize]).collect();
        let foxes: Bitboard = std::iter::once(self.points[fox as usize]).collect();
        let turn = if i.is_multiple_of(2) {
            Side::Fox
        } else {
            Side::Geese
        };
        Position::from_parts(
            self.rules,
            foxes,
            grid,
            turn,
            self.level.position_captures(),
        )
    }

    /// Checks the stored value of every position of the chunk's placement `g` against its
    /// children's (every legal action's, by [`judge`]), its own level's entries and the level
    /// below read from `finished` as the builder reads them; calls `fail` with each position
    /// that fails (its entry's number in the chunk, what is wrong, the stored entry).
    pub(crate) fn check_group(
        &self,
        g: u64,
        children: &mut Vec<Value>,
        fail: &mut impl FnMut(u64, Contradiction, u16),
    ) {
        let geo = &self.geo;
        let geese = self.geese[g as usize];
        let own = self.finished.find(&self.level, geese);
        let first = g * self.fox_places * 2;
        let free = geo.all & !geese;
        if let Some(winner) = self.rule_winner(geese) {
            for (e, fox) in bits(free).enumerate() {
                for (side, mover) in [(0, Side::Fox), (1, Side::Geese)] {
                    let stored = own.entry(fox, side);
                    if entry_value(stored, mover) != Value::win(winner, 0) {
                        fail(first + 2 * e as u64 + side, Contradiction::Finished, stored);
                    }
                }
            }
            return;
        }
        // Every goose step (sideways or south), each placement after it found once.
        let mut steps = Vec::new();
        for p in bits(geese) {
            for q in bits(geo.goose_to[p as usize] & free) {
                let after = geese ^ (1 << p) ^ (1 << q);
                steps.push((q, self.finished.find(&self.level, after)));
            }
        }
        let lower = TableKey::new(
            self.level.spec,
            self.level.geese - 1,
            self.level.position_captures() + 1,
        );
        let mut taken: [Option<Found>; 64] = [const { None }; 64];
        for (e, fox) in bits(free).enumerate() {
            let i = first + 2 * e as u64;
            // The fox to move: its steps, then its captures.
            children.clear();
            for to in bits(geo.fox_next[fox as usize] & free) {
                children.push(entry_value(own.entry(to, 1), Side::Geese));
            }
            geo.chains(fox, geese, &mut |land, left| {
                children.push(match &lower {
                    None => Value::win(Side::Fox, 0),
                    Some(k) => {
                        let over = (geese & !left).trailing_zeros() as usize;
                        let found = taken[over].get_or_insert_with(|| self.finished.find(k, left));
                        entry_value(found.entry(land, 1), Side::Geese)
                    }
                });
            });
            let stored = own.entry(fox, 0);
            if let Some(problem) = judge(entry_value(stored, Side::Fox), Side::Fox, children) {
                fail(i, problem, stored);
            }
            // The geese to move.
            children.clear();
            for (q, found) in &steps {
                if *q != fox {
                    children.push(entry_value(found.entry(fox, 0), Side::Fox));
                }
            }
            let stored = own.entry(fox, 1);
            if let Some(problem) = judge(entry_value(stored, Side::Geese), Side::Geese, children) {
                fail(i + 1, problem, stored);
            }
        }
    }
}

/// The goose un-moves of one geese placement, kept by each thread between the predecessors
/// of positions with the same geese.
#[derive(Default)]
pub(crate) struct Unmoves {
    geese: Option<u32>,
    list: Vec<Unmove>,
}

/// One stored predecessor of the positions with some geese, the fox to move.
struct Unmove {
    /// The point the goose came from (the un-move needs the fox elsewhere).
    from: u32,
    /// The geese placement's number in the part.
    rank: u64,
    /// The geese, as stored.
    geese: u64,
    /// The fox is the image of the fox's point.
    image: bool,
}

impl PartGraph<'_> {
    /// Every sideways goose un-move of `geese` (number `g`), as the stored predecessor(s) it
    /// is (see [`crate::solve::dense`]'s module doc for the mirror's cases).
    fn goose_unmoves(&self, g: u32, geese: u64, unmoves: &mut Unmoves) {
        let geo = &self.geo;
        let free = geo.all & !geese;
        let list = &mut unmoves.list;
        list.clear();
        unmoves.geese = Some(g);
        let own_image = self.index.symmetric(geese);
        for to in bits(geese) {
            for from in bits(geo.goose_from[to as usize] & free & self.row_mask[to as usize]) {
                let before = geese ^ (1 << to) ^ (1 << from);
                let mut placed = self.index.place(before);
                // A step sideways keeps the row vector, inside the chunk.
                placed.rank -= self.lo;
                let mut push = |rank, geese, image| {
                    list.push(Unmove {
                        from,
                        rank,
                        geese,
                        image,
                    })
                };
                if placed.image {
                    if !own_image {
                        push(placed.rank, self.index.mirror(before), true);
                    }
                } else {
                    push(placed.rank, before, false);
                    if !own_image && self.index.symmetric(before) {
                        push(placed.rank, before, true);
                    }
                }
            }
        }
    }
}
