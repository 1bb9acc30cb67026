//! What the evaluation looks at in a position: a fixed list of numbers ([`FEATURES`] of
//! them, each about 0 to 1), the same for every ruleset, worked out with bitboards.
//!
//! Every feature is about the pieces, never about whose turn it is: the model keeps one set
//! of weights for the fox to move and one for the geese ([`super::model`]). The list, in
//! order, is [`NAMES`]; `docs/engine.md` says why each is there.

use crate::rules::{Bitboard, Board, FoxTarget, Position};

/// How many features a position has.
pub const FEATURES: usize = 24;

/// The features' names, in order (for the weights file and the documentation).
pub const NAMES: [&str; FEATURES] = [
    "bias",
    "geese-left",
    "needs-1",
    "needs-2",
    "needs-3",
    "needs",
    "fox-steps",
    "fox-captures",
    "fox-captures-many",
    "open-geese",
    "fox-room",
    "fox-room-1",
    "fox-room-3",
    "fox-room-6",
    "goose-moves",
    "geese-stuck",
    "geese-advance",
    "geese-ahead-of-fox",
    "fox-row",
    "goose-neighbours",
    "holes",
    "paddock",
    "captures-and-needs-1",
    "open-and-needs-2",
];

/// Captures the fox side still needs to win: 1 means the next capture wins.
pub fn captures_needed(pos: &Position) -> u32 {
    let geese = pos.geese().count();
    match pos.rules().fox_target {
        FoxTarget::Captures(n) => u32::from(n).saturating_sub(u32::from(pos.captures())),
        FoxTarget::GeeseBelow(n) => (geese + 1).saturating_sub(u32::from(n)),
    }
    .min(geese.max(1))
}

/// The points a fox could step to from `from` in one step, among `empty`.
#[inline]
fn spread(board: &Board, from: Bitboard, empty: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for &d in board.line_directions() {
        out |= (from & board.lines(d)).step(d);
    }
    out & empty
}

/// Empty points the fox side can walk to that no goose can ever reach
/// ([`Position::goose_reach`]): room behind the geese, where a fox waits while they spend
/// their moves. Not one of the model's features: the search weighs it (`super::BEHIND`).
pub fn room_behind(pos: &Position) -> u32 {
    let board = pos.board();
    let foxes = pos.foxes();
    let empty = board.points() & !(foxes | pos.geese());
    (room(board, foxes, empty) & !pos.goose_reach()).count()
}

/// The empty points the foxes can walk to, step by step through empty points.
fn room(board: &Board, foxes: Bitboard, empty: Bitboard) -> Bitboard {
    let mut room = foxes;
    loop {
        let next = room | spread(board, room, empty);
        if next == room {
            return room & !foxes;
        }
        room = next;
    }
}

/// The features of `pos` into `out` (see [`NAMES`]).
pub fn features(pos: &Position, out: &mut [f32; FEATURES]) {
    let rules = pos.rules();
    let board = pos.board();
    let foxes = pos.foxes();
    let geese = pos.geese();
    let points = board.points();
    let empty = points & !(foxes | geese);
    let total = f32::from(rules.geese_total().max(1));
    let n_geese = geese.count() as f32;
    let needs = captures_needed(pos);
    let n_foxes = foxes.count().max(1) as f32;

    // The fox's steps and single captures (each goose that can be taken now).
    let mut steps = 0u32;
    let mut takeable = Bitboard::EMPTY;
    // Geese open to a capture: a point to jump from (empty or a fox) and one to land on.
    let mut open = Bitboard::EMPTY;
    for g in geese.iter() {
        for d in rules.fox_jumps.iter() {
            let (Some(from), Some(land)) =
                (board.neighbour(g, d.opposite()), board.neighbour(g, d))
            else {
                continue;
            };
            if !empty.contains(land) || geese.contains(from) {
                continue;
            }
            open.insert(g);
            if foxes.contains(from) {
                takeable.insert(g);
            }
        }
    }
    for f in foxes.iter() {
        steps += spread(board, Bitboard::from_point(f), empty).count();
    }
    // Where the fox can walk, through empty points.
    let room = room(board, foxes, empty).count();
    // The geese's moves.
    let mut goose_moves = 0u32;
    let mut movable = Bitboard::EMPTY;
    for d in rules.geese.directions().iter() {
        let can = (geese & board.lines(d)) & empty.step(d.opposite());
        goose_moves += can.count();
        movable |= can;
    }
    let stuck = (geese & !movable).count();
    // How far the geese have come, and how many stand beyond the fox.
    let fwd = rules.geese;
    let start_line = rules
        .start_geese
        .iter()
        .map(|p| fwd.progress(p))
        .min()
        .unwrap_or(0);
    let span = points.iter().map(|p| fwd.progress(p)).max().unwrap_or(1)
        - points.iter().map(|p| fwd.progress(p)).min().unwrap_or(0);
    let span = span.max(1) as f32;
    let advance: i32 = geese
        .iter()
        .map(|g| (fwd.progress(g) - start_line).max(0))
        .sum();
    let fox_line = foxes
        .iter()
        .map(|f| fwd.progress(f))
        .max()
        .unwrap_or(start_line);
    let ahead = geese.iter().filter(|g| fwd.progress(*g) > fox_line).count() as f32;
    // Geese next to geese, and empty points between geese (holes in the wall).
    let mut pairs = 0u32;
    let mut holes = Bitboard::EMPTY;
    for &d in board.line_directions() {
        let next_to = (geese & board.lines(d)).step(d);
        if d.index() < 4 {
            pairs += (next_to & geese).count();
        }
        let opposite = (geese & board.lines(d.opposite())).step(d.opposite());
        holes |= next_to & opposite & empty;
    }
    let paddock = rules.paddock.map_or(0.0, |p| {
        (geese & p).count() as f32 / p.count().max(1) as f32
    });
    let points_n = points.count() as f32;
    let captures_now = takeable.count() as f32;
    let one = |b: bool| if b { 1.0 } else { 0.0 };
    *out = [
        1.0,
        n_geese / total,
        one(needs == 1),
        one(needs == 2),
        one(needs == 3),
        (needs.min(10) as f32) / 10.0,
        steps as f32 / (4.0 * n_foxes),
        (captures_now / 2.0).min(1.0),
        one(captures_now >= 2.0),
        open.count() as f32 / n_geese.max(1.0),
        room as f32 / points_n,
        one(room <= 1),
        one(room <= 3),
        one(room <= 6),
        goose_moves as f32 / (2.0 * n_geese.max(1.0)),
        stuck as f32 / n_geese.max(1.0),
        advance as f32 / (span * n_geese.max(1.0)),
        ahead / n_geese.max(1.0),
        (fox_line - start_line) as f32 / span,
        pairs as f32 / (2.0 * n_geese.max(1.0)),
        holes.count() as f32 / 8.0,
        paddock,
        one(needs == 1) * (captures_now / 2.0).min(1.0),
        one(needs <= 2) * open.count() as f32 / n_geese.max(1.0),
    ];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Ruleset, RulesetSpec};

    #[test]
    fn the_start_of_every_ruleset_has_sane_features() {
        for spec in RulesetSpec::ALL {
            let spec: RulesetSpec = spec.parse().unwrap();
            let pos = Position::start(Ruleset::get(spec));
            let mut f = [0.0; FEATURES];
            features(&pos, &mut f);
            assert!(
                f.iter().all(|x| x.is_finite() && (-0.01..=4.0).contains(x)),
                "{spec}: {f:?}"
            );
            assert_eq!(f[0], 1.0);
            assert_eq!(f[1], 1.0, "{spec}: every goose on the board");
        }
    }

    #[test]
    fn room_behind_the_geese_is_counted() {
        for spec in RulesetSpec::ALL {
            let spec: RulesetSpec = spec.parse().unwrap();
            let pos = Position::start(Ruleset::get(spec));
            assert_eq!(
                room_behind(&pos),
                0,
                "{spec}: no room behind the geese at the start"
            );
        }
        let standard = Ruleset::get("standard".parse().unwrap());
        // Geese on d3 to g3 only: no goose can come to a4, a5, b3, b4, c3 or the bottom
        // arm's six points, and the fox on a3 can walk to them all.
        let pos = Position::parse("3/3/7/7/F2GGGG/3/3 f 9", standard).unwrap();
        assert_eq!(room_behind(&pos), 11);
        // No empty point beside the fox on a3 (geese on a4, b4 and b3): no room to walk.
        let pos = Position::parse("3/3/7/GG5/FGG4/G2/3 f 7", standard).unwrap();
        assert_eq!(room_behind(&pos), 0);
    }

    #[test]
    fn a_goose_to_take_is_seen() {
        // Ply Yard: the fox on d4 with a goose on d5 and d6 empty.
        let pos = Position::parse("3/3/7/3G3/3F3/3/3 f 8", Ruleset::plyyard()).unwrap();
        let mut f = [0.0; FEATURES];
        features(&pos, &mut f);
        assert_eq!(captures_needed(&pos), 1);
        assert_eq!(f[2], 1.0, "needs one capture");
        assert!(f[7] > 0.0, "a capture now");
        assert!(f[9] > 0.0, "an open goose");
    }
}
