//! The fast graph of a one-fox table: positions as masks over the board's dense point
//! numbers, their steps, captures and un-moves read from per-ruleset neighbour and jump
//! tables, and their index numbers computed from the masks without building a [`Position`].
//!
//! [`Geometry`] is what a ruleset's board and movement rules come to, point by point, in the
//! index's numbering (the board's points as [`Indexer`] numbers them: in grid order, or in
//! mirror pairs where the table is mirrored): the fox's neighbours along lines, the points a
//! goose steps to and from, the fox's single jumps (over, landing) in the directions it may
//! jump. [`Dense`] is one table's [`Graph`]: the geese of every rank are listed once (a `u64`
//! each), so a position is never unranked by search; the fox's number is its point less the
//! geese below it. Without a mirror, a goose un-move re-ranks only the geese between its two
//! points (the colex rank); with one, the moved geese are ranked up to the mirror, and a
//! predecessor whose geese are not the kept ones is taken as its image. Captures (single
//! jumps or chains, as the ruleset has them) are walked on the masks and looked up in the
//! lower tables' entries directly.
//!
//! # Predecessors in a mirrored table
//!
//! An entry `q` stands for the positions whose entry it is: its position `Q` and, unless
//! `Q`'s geese are their own image, `Q`'s image too (the image of a position whose geese are
//! their own image is an entry of its own). The entries that step into `q` are the stored
//! positions among the un-moves of those, one per step:
//!
//! * a fox un-move keeps the geese: it is stored as it stands, and counted once;
//! * a goose un-move `Y` whose geese are not their own image: its kept form (itself or its
//!   image), once, unless `Q`'s geese are their own image and `Y` is not stored (then `Y`'s
//!   image steps into `Q`'s image, another entry);
//! * a goose un-move `Y` whose geese are their own image: `Y`, and, when `Q`'s geese are
//!   not their own image, `Y`'s image too (it steps into `Q`'s image; when `Y` is its own
//!   image that is a second step of the same position, counted twice).
//!
//! `retro::General` works this out from its definition (every stored un-move of every
//! position the entry stands for) and the tests compare the two graphs entry by entry.
//!
//! It knows one fox and optional captures only (every ruleset but `two-foxes`, whose tables
//! go through [`super::retro::General`]); the tests check it against that general graph table by table.
//! Values, distances and the table layout are the same whichever graph builds a table.

use std::sync::Arc;

use super::entry::{entry_value, DECIDED, WINS};
use super::index::{binom, bits, Indexer, TableKey};
use super::mirror::mirror_number;
use super::retro::{prefetch, Forward, Gather, Graph};
use super::table::Table;
use super::value::Value;
use crate::rules::{Bitboard, Jumps, Outcome, Point, Position, Ruleset, Side};

/// No point.
const NONE: u8 = u8::MAX;

/// A ruleset's moves, point by point in dense numbers.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    /// Points on the board.
    pub(crate) n: u32,
    /// Every point.
    pub(crate) all: u64,
    /// The fox's neighbours along a line (where it steps, and where it stepped from).
    pub(crate) fox_next: [u64; 64],
    /// The points a goose on `p` may step to.
    pub(crate) goose_to: [u64; 64],
    /// The points from which a goose steps onto `p`.
    pub(crate) goose_from: [u64; 64],
    /// The fox's jumps from `p`: (goose jumped, landing), `NONE`-padded, in the directions
    /// it may jump in.
    jumps: [[(u8, u8); 8]; 64],
    /// How far a capture goes.
    rule: Jumps,
}

impl Geometry {
    /// The moves of `rules`, which must have at most 64 points and optional captures, with
    /// the board's points numbered as in `points`.
    pub(crate) fn new(rules: &Ruleset, points: &[Point]) -> Geometry {
        let board = &rules.board;
        let n = points.len() as u32;
        assert!(n <= 64, "boards have at most 64 points");
        let dense = |p: Point| points.iter().position(|&q| q == p).map(|i| i as u8);
        let mask = |set: Bitboard| set.iter().fold(0u64, |m, p| m | 1 << dense(p).unwrap());
        let mut g = Geometry {
            n,
            all: if n == 64 { u64::MAX } else { (1 << n) - 1 },
            fox_next: [0; 64],
            goose_to: [0; 64],
            goose_from: [0; 64],
            jumps: [[(NONE, NONE); 8]; 64],
            rule: rules.jumps,
        };
        for (i, &p) in points.iter().enumerate() {
            let mut j = 0;
            for &d in board.line_directions() {
                let Some(next) = board.neighbour(p, d) else {
                    continue;
                };
                g.fox_next[i] |= 1 << dense(next).unwrap();
                if rules.fox_jumps.contains(d) {
                    if let Some(land) = board.neighbour(next, d) {
                        g.jumps[i][j] = (dense(next).unwrap(), dense(land).unwrap());
                        j += 1;
                    }
                }
            }
            g.goose_from[i] = mask(rules.goose_sources(p));
        }
        for (to, &from) in g.goose_from.clone().iter().enumerate() {
            for f in bits(from) {
                g.goose_to[f as usize] |= 1 << to;
            }
        }
        g
    }

    /// Walks the fox's captures from `at` under the jump rule: `visit(landing, geese left)`
    /// for each (the fox's origin counts as empty: a chain may end where it began). Whether
    /// any jump was possible from `at`.
    pub(crate) fn chains(&self, at: u32, geese: u64, visit: &mut impl FnMut(u32, u64)) -> bool {
        let mut any = false;
        for &(over, land) in self.jumps[at as usize].iter().take_while(|j| j.0 != NONE) {
            if geese >> over & 1 == 0 || geese >> land & 1 != 0 {
                continue;
            }
            any = true;
            let left = geese & !(1 << over);
            match self.rule {
                Jumps::Single => visit(u32::from(land), left),
                Jumps::Chain => {
                    visit(u32::from(land), left);
                    self.chains(u32::from(land), left, visit);
                }
                Jumps::MaximalChain => {
                    if !self.chains(u32::from(land), left, visit) {
                        visit(u32::from(land), left);
                    }
                }
            }
        }
        any
    }
}

/// The colex rank of `geese` (rank `g`) with its goose on `from` moved to the empty `to`.
#[inline]
fn moved_rank(g: u64, geese: u64, from: u32, to: u32) -> u64 {
    let (lo, hi) = if from < to { (from, to) } else { (to, from) };
    // Geese below both points keep their terms; those strictly between change order by one.
    let below = (geese & ((1u64 << lo) - 1)).count_ones();
    let between = geese & ((1u64 << hi) - 1) & !((2u64 << lo) - 1);
    let mut r = g;
    if from < to {
        // The goose moves up past the geese between: they go one order down.
        r -= binom(from, below + 1);
        for (j, d) in bits(between).enumerate() {
            let order = below + 1 + j as u32;
            r = r - binom(d, order + 1) + binom(d, order);
        }
        r += binom(to, below + between.count_ones() + 1);
    } else {
        r -= binom(from, below + between.count_ones() + 1);
        for (j, d) in bits(between).enumerate() {
            let order = below + j as u32;
            r = r - binom(d, order + 1) + binom(d, order + 2);
        }
        r += binom(to, below + 1);
    }
    r
}

/// The number of the `e`-th (from 0) set bit of `m`, which has more than `e`.
#[inline]
pub(crate) fn select(mut m: u64, mut e: u32) -> u32 {
    let mut base = 0;
    loop {
        let low = (m & 0xff).count_ones();
        if e < low {
            break;
        }
        e -= low;
        m >>= 8;
        base += 8;
    }
    let mut byte = m & 0xff;
    for _ in 0..e {
        byte &= byte - 1;
    }
    base + byte.trailing_zeros()
}

/// The tables a capture leads to, by geese captured: the lower table's index and entries,
/// or `None` where the fox has won (no table).
type Lower = Vec<Option<(Indexer, Arc<Table>)>>;

/// One table of a one-fox ruleset as the builder's [`Graph`].
pub(crate) struct Dense {
    geo: Geometry,
    rules: &'static Ruleset,
    /// The board's points: dense number → point.
    points: Vec<Point>,
    /// The table's capture count.
    captures: u8,
    /// The table's index.
    ix: Indexer,
    /// Points west of the middle file, where the table is mirrored (else 0).
    pairs: u32,
    /// The geese of each rank.
    geese: Vec<u64>,
    /// Fox placements per geese placement: the empty points.
    fox_places: u64,
    lower: Lower,
}

impl Dense {
    /// Whether this graph knows `rules`: one fox, at most 64 points, captures optional
    /// (every ruleset but `two-foxes`).
    pub(crate) fn fits(rules: &Ruleset) -> bool {
        rules.fox_count() == 1 && !rules.compulsory && rules.board.points().count() <= 64
    }

    /// The graph of `key`'s table, which must be [`fits`](Self::fits), in the mirrored
    /// index where the ruleset has one and `mirror` asks for it (else every position);
    /// `lower(key)` gives each table a capture leads to, read whole, in the same kind of
    /// index.
    pub(crate) fn new(
        key: TableKey,
        mirror: bool,
        lower: impl Fn(&TableKey) -> Arc<Table>,
    ) -> Dense {
        let rules = key.rules();
        debug_assert!(Dense::fits(rules));
        let index = |k: TableKey| {
            if mirror {
                Indexer::new(k)
            } else {
                Indexer::unmirrored(k)
            }
        };
        let ix = index(key);
        let geo = Geometry::new(rules, ix.points());
        let k = u32::from(key.geese);
        let geese = ix.all_geese();
        let captures = key.position_captures();
        // Index 0 (no goose taken) is never asked for.
        let lower = std::iter::once(None)
            .chain((1..=key.geese).map(|j| {
                let ck = TableKey::new(key.spec, key.geese - j, captures + j)?;
                Some((index(ck), lower(&ck)))
            }))
            .collect();
        let pairs = if ix.is_mirrored() {
            crate::solve::mirror::Mirror::of(rules).map_or(0, |m| m.pairs())
        } else {
            0
        };
        Dense {
            fox_places: u64::from(geo.n - k),
            geo,
            rules,
            points: ix.points().to_vec(),
            captures,
            pairs,
            ix,
            geese,
            lower,
        }
    }

    /// The number of the position with the geese `geese` (colex rank `g`), the fox on `fox`,
    /// and `side` (0: the fox, 1: the geese) to move.
    #[inline]
    fn number(&self, g: u64, geese: u64, fox: u32, side: u64) -> u64 {
        let e = fox - (geese & ((1u64 << fox) - 1)).count_ones();
        (g * self.fox_places + u64::from(e)) * 2 + side
    }

    /// The value of the position after a capture: the fox on `fox`, `geese` left, the geese
    /// to move.
    #[inline]
    fn after_capture(&self, fox: u32, geese: u64, taken: u32) -> Value {
        match &self.lower[taken as usize] {
            None => Value::win(Side::Fox, 0),
            Some((ix, t)) => entry_value(t.whole_entry(ix.number(geese, 1 << fox, 1)), Side::Geese),
        }
    }

    /// Who has won by a rule (the paddock filled; the capture counts of a table never end
    /// its games), whoever is to move, with these geese.
    fn rule_winner(&self, geese: u64) -> Option<Side> {
        rule_winner(self.rules, &self.points, geese, self.captures)
    }
}

/// Who has won by a rule with these geese (numbered among `points`), whoever is to move: the
/// rules that end a game without a move look at the geese alone.
pub(crate) fn rule_winner(
    rules: &'static Ruleset,
    points: &[Point],
    geese: u64,
    captures: u8,
) -> Option<Side> {
    let grid: Bitboard = bits(geese).map(|d| points[d as usize]).collect();
    match Position::from_parts(rules, Bitboard::EMPTY, grid, Side::Fox, captures).win_by_rule() {
        Some(Outcome::Win { winner, .. }) => Some(winner),
        Some(Outcome::Draw(_) | Outcome::Ongoing) | None => None,
    }
}

/// The forward facts of a placement group a rule has decided: every fox place, either side
/// to move, won by `winner`. Groups are laid out as [`Graph::group_len`] says: a fox place's
/// two entries (fox to move, geese to move) side by side, from `first`.
pub(crate) fn decided_by_rule(
    first: u64,
    fox_places: u64,
    winner: Side,
    mut f: impl FnMut(u64, Forward),
) {
    let fox_wins = if winner == Side::Fox { WINS } else { 0 };
    for i in 0..fox_places {
        f(first + 2 * i, Forward::Decided(DECIDED | fox_wins));
        f(
            first + 2 * i + 1,
            Forward::Decided(DECIDED | (WINS - fox_wins)),
        );
    }
}

impl Graph for Dense {
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
        // Every goose step with the fox off the board; the fox then blocks the ones onto its
        // point.
        let goose_steps: u32 = bits(geese)
            .map(|p| (geo.goose_to[p as usize] & free).count_ones())
            .sum();
        for (e, fox) in bits(free).enumerate() {
            let i = first + 2 * e as u64;
            // The fox to move.
            let mut gather = Gather::default();
            geo.chains(fox, geese, &mut |land, left| {
                let taken = (geese & !left).count_ones();
                gather.capture(self.after_capture(land, left, taken), Side::Fox);
            });
            f(
                i,
                gather.finish((geo.fox_next[fox as usize] & free).count_ones()),
            );
            // The geese to move.
            let blocked = (geo.goose_from[fox as usize] & geese).count_ones();
            f(i + 1, Gather::default().finish(goose_steps - blocked));
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
            // The fox to move: the geese moved last, a goose goes back to where it came from.
            // The geese before do not depend on where the fox is but for the point it
            // blocks: they are worked out once for all the fox placements of `g`.
            if unmoves.geese != Some(g) {
                self.goose_unmoves(g, geese, unmoves);
            }
            let fox_image = mirror_number(fox, self.pairs);
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

/// The goose un-moves of one geese placement (see [`Dense::goose_unmoves`]), kept by each
/// thread between the predecessors of positions with the same geese.
#[derive(Default)]
pub(crate) struct Unmoves {
    /// The placement's number, if any yet.
    geese: Option<u32>,
    list: Vec<Unmove>,
}

/// One stored predecessor of the positions with some geese, the fox to move: the geese
/// before the un-move, and which fox.
struct Unmove {
    /// The point the goose came from: the un-move is there only when the fox is not on it.
    from: u32,
    /// The geese placement's number.
    rank: u64,
    /// The geese, as stored.
    geese: u64,
    /// The fox is the image of the fox's point.
    image: bool,
}

impl Dense {
    /// Every goose un-move of the geese `geese` (number `g`) into `unmoves`, the stored
    /// predecessor it is (in a mirrored table: the kept form, or both, or none, as the
    /// module doc says), whatever empty point the fox is on.
    fn goose_unmoves(&self, g: u32, geese: u64, unmoves: &mut Unmoves) {
        let geo = &self.geo;
        let free = geo.all & !geese;
        let list = &mut unmoves.list;
        list.clear();
        unmoves.geese = Some(g);
        let mirrored = self.ix.is_mirrored();
        let own_image = mirrored && self.ix.geese_symmetric(geese);
        for to in bits(geese) {
            for from in bits(geo.goose_from[to as usize] & free) {
                let before = geese ^ (1 << to) ^ (1 << from);
                let mut push = |rank, geese, image| {
                    list.push(Unmove {
                        from,
                        rank,
                        geese,
                        image,
                    })
                };
                if !mirrored {
                    push(moved_rank(u64::from(g), geese, to, from), before, false);
                    continue;
                }
                let (gb, image) = self.ix.geese_rank(before);
                if image {
                    if !own_image {
                        push(gb, self.ix.mirror_mask(before), true);
                    }
                } else {
                    push(gb, before, false);
                    if !own_image && self.ix.geese_symmetric(before) {
                        push(gb, before, true);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    use crate::solve::builder::general_outside;
    use crate::solve::mirror::colex as rank;
    use crate::solve::retro::{self, General};
    use crate::solve::{Quiet, Solver};

    type Built = HashMap<TableKey, (Indexer, Arc<Table>)>;

    /// Builds `key`'s table and every table below it with both graphs, each from the same
    /// lower tables, mirrored or not, and compares them entry by entry.
    fn both_graphs_agree(key: TableKey, mirror: bool) -> Built {
        let mut tables: Built = HashMap::new();
        let mut order = key.dependencies();
        order.reverse();
        order.push(key);
        for k in order {
            let ix = if mirror {
                Indexer::new(k)
            } else {
                Indexer::unmirrored(k)
            };
            let fast =
                retro::build(&Dense::new(k, mirror, |d| tables[d].1.clone()), &|_| {}).unwrap();
            let lower = k
                .dependencies()
                .iter()
                .map(|d| (*d, tables[d].clone()))
                .collect();
            let outside = general_outside(&lower);
            let general = retro::build(
                &General {
                    ix: &ix,
                    outside: &outside,
                },
                &|_| {},
            )
            .unwrap();
            assert_eq!(fast.len() as u64, ix.size());
            if let Some(i) = (0..fast.len()).find(|&i| fast[i] != general[i]) {
                panic!(
                    "{k} (mirrored: {mirror}): entry {i} ({}): dense {:#06x}, general {:#06x}",
                    ix.position(i as u64),
                    fast[i],
                    general[i]
                );
            }
            tables.insert(k, (ix, Arc::new(Table::new(k, fast))));
        }
        tables
    }

    /// Both graphs, both indexes, for one table and those below it: the mirrored tables
    /// answer for every position what the unmirrored ones do, every position has its
    /// image's value and plies, and the solver's own build is the same table.
    fn mirrored_and_unmirrored_agree(spec: &str, geese: u8, captures: u8) {
        let key = TableKey::new(spec.parse().unwrap(), geese, captures).unwrap();
        assert!(Dense::fits(key.rules()));
        let every = both_graphs_agree(key, false);
        let mirrored = both_graphs_agree(key, true);
        for (k, (all, t)) in &every {
            let (ix, m) = &mirrored[k];
            assert_eq!(ix.is_mirrored(), k.mirrored());
            if k.mirrored() && k.geese > 0 {
                assert!(m.len() < t.len(), "{k}: the mirror saves entries");
            }
            let mut decided = 0;
            for i in 0..all.size() {
                let pos = all.position(i);
                let e = t.whole_entry(i);
                assert_eq!(
                    m.whole_entry(ix.index(&pos)),
                    e,
                    "{k}: {pos}: mirrored and unmirrored tables"
                );
                if k.mirrored() {
                    let image = ix.mirror(&pos);
                    assert_eq!(
                        t.whole_entry(all.index(&image)),
                        e,
                        "{k}: {pos} and its image {image}"
                    );
                }
                decided += usize::from(e & DECIDED != 0);
            }
            assert!(decided > 0, "{k}: some position is decided");
        }
        // The solver's own build (the dense graph, mirrored) gives the same table.
        let mut fresh = Solver::in_memory();
        fresh.build(key, &Quiet).unwrap();
        let ours = &fresh.tables[&key].1;
        assert_eq!(ours.len(), key.entries());
        for i in (0..key.entries()).step_by(997) {
            assert_eq!(ours.entry(i).unwrap(), mirrored[&key].1.entry(i).unwrap());
        }
    }

    /// Each one-fox ruleset's movement: orthogonal single jumps (several capture counts),
    /// diagonals and chains, the 45-point board, jumps in three directions only and a fox
    /// that placed itself, the draught board (which has no mirror). One test per case, so the
    /// cases build in parallel.
    macro_rules! dense_builds_what_general_does {
        ($($name:ident: $spec:literal, $geese:literal geese, $captures:literal captures;)*) => {$(
            #[test]
            fn $name() {
                mirrored_and_unmirrored_agree($spec, $geese, $captures);
            }
        )*};
    }

    dense_builds_what_general_does! {
        dense_is_general_plyyard_4_geese_5_captures: "plyyard", 4 geese, 5 captures;
        dense_is_general_plyyard_3_geese: "plyyard", 3 geese, 0 captures;
        dense_is_general_standard: "standard", 4 geese, 0 captures;
        dense_is_general_standard_sideways: "standard:sideways", 4 geese, 0 captures;
        dense_is_general_large_cross: "large-cross:fox-wins-below=1", 3 geese, 0 captures;
        dense_is_general_1870_fox_chooses: "boys-own-1870:fox-chooses", 3 geese, 0 captures;
        dense_is_general_1870_below_2: "boys-own-1870:fox-wins-below=2", 3 geese, 0 captures;
        dense_is_general_draughts: "boys-own-1870-draughts", 3 geese, 0 captures;
    }

    #[test]
    fn select_finds_each_bit() {
        for m in [
            1u64,
            0b1011_0000_0001,
            u64::MAX,
            0x8000_0000_0000_0001,
            0xf0f0_0000_ff00,
        ] {
            for (e, b) in bits(m).enumerate() {
                assert_eq!(select(m, e as u32), b, "{m:#x} {e}");
            }
        }
    }

    /// Moving one goose re-ranks like ranking the moved set from scratch.
    #[test]
    fn moved_rank_is_rank_of_the_moved_set() {
        for geese in [
            0b1u64,
            0b1010_0110,
            0b1111_0000_1111,
            0x1_0000_0401,
            (1 << 33) - 1 - 7,
        ] {
            let free = ((1u64 << 33) - 1) & !geese;
            for from in bits(geese) {
                for to in bits(free) {
                    let moved = geese ^ (1 << from) ^ (1 << to);
                    assert_eq!(
                        moved_rank(rank(geese), geese, from, to),
                        rank(moved),
                        "{geese:#b} {from} -> {to}"
                    );
                }
            }
        }
    }
}
