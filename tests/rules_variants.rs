//! The variant rulesets' rules as tables (issue 4 and seeds 001, 002, 003 in `../shared/seeds/`):
//! chained jumps, compulsory capture and maximal chains, the paddock, the fox's capture targets,
//! both draw rules, the diagonals of each board, goose directions, and two foxes.
//!
//! Each table case gives the rule it encodes (`rule`, quoted from issue 4 or a seed and printed
//! when the case fails), a ruleset, a position, an action as written and the expected answer:
//! legal, or illegal for exactly these [`IllegalReason`]s (compared as a set). Rules that are
//! about outcomes or history rather than one action have their own tests below the table.
//!
//! The boards, for reading positions (notation lists ranks from the top, west to east):
//!
//! ```text
//! 33 points (standard, two-foxes,        45 points (large-cross); diagonals only
//! boys-own-1870):                        through points whose file + rank index is
//!                                        even, such as e5 (not e6):
//!                                        9          d9 e9 f9
//! 7       c7 d7 e7                       8          d8 e8 f8
//! 6       c6 d6 e6                       7          d7 e7 f7
//! 5 a5 b5 c5 d5 e5 f5 g5                 6 a6 b6 c6 d6 e6 f6 g6 h6 i6
//! 4 a4 b4 c4 d4 e4 f4 g4                 5 a5 b5 c5 d5 e5 f5 g5 h5 i5
//! 3 a3 b3 c3 d3 e3 f3 g3                 4 a4 b4 c4 d4 e4 f4 g4 h4 i4
//! 2       c2 d2 e2                       3          d3 e3 f3
//! 1       c1 d1 e1                       2          d2 e2 f2
//!                                        1          d1 e1 f1
//! ```

use crate::common;

use common::rule_table::{act, play, pos, pt, rules, run_table, texts, Case, Expect};
use foxgeese::rules::RecordError;
use foxgeese::rules::{DrawReason, InvalidSetup, WinReason};
use foxgeese::{
    ActionText, Coord, Game, IllegalReason, Outcome, Position, PositionError, Ruleset, Side,
};

fn coord(name: &str) -> Coord {
    name.parse().expect("a point name")
}

// ---------------------------------------------------------------------------------------------
// Chained jumps.

/// Standard: fox d4; geese d5, c4, c3, d3 (and a3, g3, c1, d1, e1). From d4 the fox can jump
/// d3 to d2, c3 to b4 (diagonally), c4 back to its own starting point d4, and d5 to d6.
const LOOP: &str = "3/3/3G3/2GF3/G1GG2G/3/GGG f 4";

/// Two-foxes: foxes a5 and d2; geese d3 and d5 in a line above d2, and c7 d7 e7, a3 b3 f3 g3,
/// c1 d1 e1 out of reach. The only capture is the chain d2xd4xd6.
const CHAIN_2F: &str = "GGG/3/F2G3/7/GG1G1GG/1F1/GGG f 8";

/// The same geese in the standard game, with the one fox on d2.
const CHAIN_STD: &str = "GGG/3/3G3/7/GG1G1GG/1F1/GGG f 1";

#[test]
fn chained_jumps() {
    use Expect::{Illegal, Legal};
    use IllegalReason as R;
    run_table(&[
        Case {
            name: "a chain lists every landing",
            rule: "A chained jump is written with every landing point: `d4xd6xf6`.",
            ruleset: "large-cross",
            // Fox d4, geese d5 and e6 (and d1 e1 f1); d6 and f6 empty.
            position: "3/3/3/4G4/3G5/3F5/3/3/GGG f 13",
            action: "d4xd6xf6",
            expect: Legal,
        },
        Case {
            name: "stopping after the first jump is its own action",
            rule: "Where going on is optional, stopping after each jump is a separate action.",
            ruleset: "large-cross",
            position: "3/3/3/4G4/3G5/3F5/3/3/GGG f 13",
            action: "d4xd6",
            expect: Legal,
        },
        Case {
            name: "standard: the short chain",
            rule: "It may go on jumping in the same turn, each further jump its own choice.",
            ruleset: "standard",
            position: CHAIN_STD,
            action: "d2xd4",
            expect: Legal,
        },
        Case {
            name: "standard: the long chain",
            rule: "It may go on jumping in the same turn, each further jump its own choice.",
            ruleset: "standard",
            position: CHAIN_STD,
            action: "d2xd4xd6",
            expect: Legal,
        },
        Case {
            name: "boys-own: jumping on as in draughts",
            rule: "Seed 002: the latter can take him, as in Draughts, by leaping over him, forward or sideways.",
            ruleset: "boys-own-1870",
            // Fox d6, geese d5 d3 and a3 b3 f3 g3 c1 d1 e1 c7 d7 e7: forward is south.
            position: "GGG/1F1/3G3/7/GG1G1GG/3/GGG f 5",
            action: "d6xd4xd2",
            expect: Legal,
        },
        Case {
            name: "boys-own: stopping is allowed",
            rule: "Boys' Own 1870: the fox may jump on as in draughts, each further jump optional.",
            ruleset: "boys-own-1870",
            position: "GGG/1F1/3G3/7/GG1G1GG/3/GGG f 5",
            action: "d6xd4",
            expect: Legal,
        },
        Case {
            name: "two-foxes: only the maximal chain",
            rule: "Where it is compulsory, only maximal chains are actions.",
            ruleset: "two-foxes",
            position: CHAIN_2F,
            action: "d2xd4xd6",
            expect: Legal,
        },
        Case {
            name: "two-foxes: a stopped chain",
            rule: "A fox that has jumped must keep jumping as long as it can.",
            ruleset: "two-foxes",
            position: CHAIN_2F,
            action: "d2xd4",
            expect: Illegal(vec![R::ChainMustContinue { at: pt("d4") }]),
        },
        Case {
            name: "a goose is jumped once",
            rule: "A jumped goose is removed at once and cannot be jumped twice.",
            ruleset: "standard",
            position: LOOP,
            action: "d4xd6xd4",
            expect: Illegal(vec![R::JumpedTwice { point: pt("d5") }]),
        },
        Case {
            name: "the chain may come back to its start",
            rule: "The fox may pass its starting point again.",
            ruleset: "standard",
            position: LOOP,
            action: "d4xd2xb4xd4",
            expect: Legal,
        },
        Case {
            name: "the chain may pass its start and go on",
            rule: "The fox may pass its starting point again.",
            ruleset: "standard",
            position: LOOP,
            action: "d4xd2xb4xd4xd6",
            expect: Legal,
        },
        Case {
            name: "two-foxes: a maximal chain ending on its start",
            rule: "The fox may pass its starting point again.",
            ruleset: "two-foxes",
            // Fox d6 (and c7); geese c5 d5 c4 around d4 and b4.
            position: "F2/1F1/G1GG3/2G1GGG/GGGGGGG/GGG/GGG f 0",
            action: "d6xd4xb4xd6",
            expect: Legal,
        },
        Case {
            name: "a chain cannot leave the board",
            rule: "Issue 2: the landing point is occupied or off the board.",
            ruleset: "standard",
            position: CHAIN_STD,
            action: "d2xd4xd6xd8",
            expect: Illegal(vec![R::LandingOffBoard { point: coord("d8") }]),
        },
        Case {
            name: "each hop needs a goose",
            rule: "A jump goes over exactly one adjacent goose to the point just beyond.",
            ruleset: "standard",
            position: CHAIN_STD,
            action: "d2xd4xb4",
            expect: Illegal(vec![R::NoGooseToJump { over: pt("c4") }]),
        },
        Case {
            name: "plyyard has no chains",
            rule: "Issue 2: one jump per turn: the jump ends the turn.",
            ruleset: "plyyard",
            // The chain position of the other rulesets, fox to move.
            position: "GGG/3/3G3/7/GG1G1GG/1F1/GGG f 1",
            action: "d2xd4xd6",
            expect: Illegal(vec![R::OneJumpPerTurn]),
        },
    ]);
}

#[test]
fn optional_chains_list_every_stop_and_maximal_chains_only_the_end() {
    let std = pos("standard", CHAIN_STD);
    assert_eq!(
        texts(&std),
        ["d2-c3", "d2-e3", "d2-c2", "d2-e2", "d2xd4", "d2xd4xd6"]
    );
    let two = pos("two-foxes", CHAIN_2F);
    assert_eq!(texts(&two), ["d2xd4xd6"]);
    // Both orders of the loop in LOOP, and each of their stops.
    let lp = pos("standard", LOOP);
    let jumps: Vec<String> = texts(&lp).into_iter().filter(|t| t.contains('x')).collect();
    assert_eq!(
        jumps,
        [
            "d4xd6",
            "d4xb4",
            "d4xb4xd2",
            "d4xb4xd2xd4",
            "d4xb4xd2xd4xd6",
            "d4xd2",
            "d4xd2xb4",
            "d4xd2xb4xd4",
            "d4xd2xb4xd4xd6"
        ]
    );
}

#[test]
fn a_chain_removes_every_goose_it_jumps() {
    let lp = pos("standard", LOOP);
    let after = play(&lp, "d4xd2xb4xd4xd6");
    assert_eq!(after.captures(), 8);
    assert_eq!(after.geese().count(), 5);
    assert_eq!(after.to_string(), "3/1F1/7/7/G5G/3/GGG g 8");
    // Back on its start: the fox stands where it began, three geese fewer.
    let back = play(&lp, "d4xd2xb4xd4");
    assert_eq!(back.foxes(), lp.foxes());
    assert_eq!(back.captures(), 7);
    assert_eq!(back.to_string(), "3/3/3G3/3F3/G5G/3/GGG g 7");
}

// ---------------------------------------------------------------------------------------------
// Compulsory capture (two-foxes).

#[test]
fn compulsory_capture() {
    use Expect::{Illegal, Legal};
    use IllegalReason as R;
    run_table(&[
        Case {
            name: "the jumping fox may not step",
            rule: "If either fox can jump, the fox player must jump.",
            ruleset: "two-foxes",
            position: CHAIN_2F,
            action: "d2-c3",
            expect: Illegal(vec![R::CaptureCompulsory]),
        },
        Case {
            name: "the other fox may not step either",
            rule: "Capture is compulsory: if any fox can jump, the player must jump.",
            ruleset: "two-foxes",
            position: CHAIN_2F,
            action: "a5-a4",
            expect: Illegal(vec![R::CaptureCompulsory]),
        },
        Case {
            name: "a step breaking another rule too",
            rule: "Capture is compulsory: if any fox can jump, the player must jump.",
            ruleset: "two-foxes",
            position: CHAIN_2F,
            action: "d2-d3",
            expect: Illegal(vec![R::CaptureCompulsory, R::Occupied { point: pt("d3") }]),
        },
        Case {
            name: "without a capture the foxes step",
            rule: "Both foxes move as the single fox does in the standard game: one step along \
                   a line in any direction.",
            ruleset: "two-foxes",
            position: "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f 0",
            action: "c7-c6",
            expect: Legal,
        },
        Case {
            name: "standard: capture is optional",
            rule: "Capture is optional.",
            ruleset: "standard",
            position: CHAIN_STD,
            action: "d2-c3",
            expect: Legal,
        },
        Case {
            name: "large-cross: capture is optional",
            rule: "The fox as in `standard` (chained jumps allowed, capture optional).",
            ruleset: "large-cross",
            position: "3/3/3/4G4/3G5/3F5/3/3/GGG f 13",
            action: "d4-c4",
            expect: Legal,
        },
        Case {
            name: "boys-own: capture is optional",
            rule: "The fox [...] captures by jumping, optionally.",
            ruleset: "boys-own-1870",
            position: "GGG/1F1/3G3/7/GG1G1GG/3/GGG f 5",
            action: "d6-c6",
            expect: Legal,
        },
    ]);
}

// ---------------------------------------------------------------------------------------------
// Boards: which diagonals exist.

#[test]
fn diagonals() {
    use Expect::{Illegal, Legal};
    use IllegalReason as R;
    run_table(&[
        Case {
            name: "large-cross: a diagonal through e5",
            rule: "Alternating diagonals draw them only through points whose file index plus \
                   rank index is even (the centre point is one of them).",
            ruleset: "large-cross",
            position: "3/3/3/9/4F4/9/3/GGG/GGG f 12",
            action: "e5-f6",
            expect: Legal,
        },
        Case {
            name: "large-cross: no diagonal through e6",
            rule: "Diagonal lines are drawn in every block of two by two squares, so they pass \
                   through only every other point.",
            ruleset: "large-cross",
            position: "3/3/3/4F4/9/9/3/GGG/GGG f 12",
            action: "e6-f7",
            expect: Illegal(vec![R::NoDiagonal {
                from: pt("e6"),
                to: pt("f7"),
                board_has_diagonals: true,
            }]),
        },
        Case {
            name: "large-cross: no diagonal jump from an odd point",
            rule: "Alternating diagonals: in each unit square exactly one diagonal is drawn.",
            ruleset: "large-cross",
            // Fox e4 (odd), goose f5, g6 empty.
            position: "3/3/3/9/5G3/4F4/3/GGG/GGG f 11",
            action: "e4xg6",
            expect: Illegal(vec![R::NoDiagonal {
                from: pt("e4"),
                to: pt("g6"),
                board_has_diagonals: true,
            }]),
        },
        Case {
            name: "large-cross: a diagonal jump from an even point",
            rule: "The fox steps along a line in any direction or jumps a neighbouring goose.",
            ruleset: "large-cross",
            // Fox d4 (even), goose e5, f6 empty.
            position: "3/3/3/9/4G4/3F5/3/GGG/GGG f 11",
            action: "d4xf6",
            expect: Legal,
        },
        Case {
            name: "large-cross: goose diagonally forward from an even point",
            rule: "Geese step forward, diagonally forward or sideways along a line.",
            ruleset: "large-cross",
            position: "3/1F1/3/9/9/3GG4/3/GGG/GGG g 10",
            action: "d4-e5",
            expect: Legal,
        },
        Case {
            name: "large-cross: goose not diagonally from an odd point",
            rule: "Geese step forward, diagonally forward or sideways along a line.",
            ruleset: "large-cross",
            position: "3/1F1/3/9/9/3GG4/3/GGG/GGG g 10",
            action: "e4-f5",
            expect: Illegal(vec![R::NoDiagonal {
                from: pt("e4"),
                to: pt("f5"),
                board_has_diagonals: true,
            }]),
        },
        Case {
            name: "standard: every unit square has both diagonals",
            rule: "The 33-point board with all diagonals.",
            ruleset: "standard",
            position: "3/3/7/3F3/GGGGGGG/GGG/GGG g 0",
            action: "a3-b4",
            expect: Legal,
        },
        Case {
            name: "standard: the other diagonal of the same square",
            rule: "\"All diagonals\" draws both in every such square.",
            ruleset: "standard",
            position: "3/3/7/3F3/GGGGGGG/GGG/GGG g 0",
            action: "b3-a4",
            expect: Legal,
        },
        Case {
            name: "standard: no diagonal across a missing corner",
            rule: "A diagonal line exists only inside a unit square whose four corners are all \
                   points of the board.",
            ruleset: "standard",
            // c2-b3 would cut the corner b2, which is not a point.
            position: "3/3/7/3F3/G1GGGGG/GGG/GGG g 1",
            action: "c2-b3",
            expect: Illegal(vec![R::NoDiagonal {
                from: pt("c2"),
                to: pt("b3"),
                board_has_diagonals: true,
            }]),
        },
        Case {
            name: "boys-own: straight lines only",
            rule: "Seed 002: The Geese march forward on the straight lines, not on the diagonals.",
            ruleset: "boys-own-1870",
            position: "3/3/G5G/G2F2G/GGG1GGG/GGG/GGG g 1",
            action: "c3-d4",
            expect: Illegal(vec![
                R::Occupied { point: pt("d4") },
                R::NoDiagonal {
                    from: pt("c3"),
                    to: pt("d4"),
                    board_has_diagonals: false,
                },
            ]),
        },
    ]);
}

/// Issue 4: "alternating diagonals [...] (the centre point is one of them)": the fox on e5 has
/// eight lines, on e6 four. Standard's all-diagonals board gives d4 eight.
#[test]
fn lines_from_a_point_count_its_diagonals() {
    let e5 = pos("large-cross", "3/3/3/9/4F4/9/3/GGG/GGG f 12");
    assert_eq!(e5.legal_actions().len(), 8);
    let e6 = pos("large-cross", "3/3/3/4F4/9/9/3/GGG/GGG f 12");
    assert_eq!(texts(&e6), ["e6-e7", "e6-d6", "e6-f6", "e6-e5"]);
    let d4 = pos("standard", "3/3/7/3F3/7/GGG/GGG f 7");
    assert_eq!(d4.legal_actions().len(), 8);
    let plyyard = pos("plyyard", "GGG/GGG/GG3GG/3F3/7/3/3 f 2");
    assert_eq!(plyyard.legal_actions().len(), 4);
}

// ---------------------------------------------------------------------------------------------
// How geese move.

#[test]
fn goose_directions() {
    use Expect::{Illegal, Legal};
    use IllegalReason as R;
    run_table(&[
        Case {
            name: "standard: goose forward",
            rule: "Geese step forward (north) or diagonally forward along a line.",
            ruleset: "standard",
            position: "3/3/7/3F3/GGGGGGG/GGG/GGG g 0",
            action: "a3-a4",
            expect: Legal,
        },
        Case {
            name: "standard: goose backward",
            rule: "Never back.",
            ruleset: "standard",
            // d2 is empty; d3 may not step back into it.
            position: "3/3/7/3F3/GGGGGGG/G1G/GGG g 1",
            action: "d3-d2",
            expect: Illegal(vec![R::GooseBackward { diagonal: false }]),
        },
        Case {
            name: "standard: goose diagonally backward",
            rule: "A goose tried to move backward or diagonally backward.",
            ruleset: "standard",
            position: "3/3/7/3F3/GGGGGGG/1GG/GGG g 1",
            action: "d3-c2",
            expect: Illegal(vec![R::GooseBackward { diagonal: true }]),
        },
        Case {
            name: "standard: no sideways without the option",
            rule: "With the `sideways` option also east or west.",
            ruleset: "standard",
            position: "3/3/7/3F3/GGGG1GG/GGG/GGG g 1",
            action: "d3-e3",
            expect: Illegal(vec![R::GooseSideways]),
        },
        Case {
            name: "standard:sideways: sideways east",
            rule: "With the `sideways` option also east or west.",
            ruleset: "standard:sideways",
            position: "3/3/7/3F3/GGGG1GG/GGG/GGG g 1",
            action: "d3-e3",
            expect: Legal,
        },
        Case {
            name: "standard:sideways: sideways west",
            rule: "With the `sideways` option also east or west.",
            ruleset: "standard:sideways",
            position: "3/3/7/3F3/GGGG1GG/GGG/GGG g 1",
            action: "f3-e3",
            expect: Legal,
        },
        Case {
            name: "standard:sideways: still never back",
            rule: "Geese step forward or diagonally forward along a line; with the `sideways` \
                   option also east or west; never back.",
            ruleset: "standard:sideways",
            position: "3/3/7/3F3/GGGGGGG/1GG/GGG g 1",
            action: "d3-c2",
            expect: Illegal(vec![R::GooseBackward { diagonal: true }]),
        },
        Case {
            name: "standard:geese=17: the extra geese never back",
            rule: "Options: 15 geese (adds a4, g4) or 17 geese (adds a4, g4, a5, g5).",
            ruleset: "standard:geese=17",
            position: "3/3/G5G/G2F2G/GGGGGGG/GGG/GGG g 0",
            action: "a5-a4",
            expect: Illegal(vec![
                R::Occupied { point: pt("a4") },
                R::GooseBackward { diagonal: false },
            ]),
        },
        Case {
            name: "large-cross: goose sideways",
            rule: "A goose steps forward, diagonally forward or sideways along a line, never back.",
            ruleset: "large-cross",
            position: "3/1F1/3/9/9/3GG4/3/GGG/GGG g 10",
            action: "e4-f4",
            expect: Legal,
        },
        Case {
            name: "large-cross: goose diagonally backward along a line",
            rule: "A goose steps forward, diagonally forward or sideways along a line, never back.",
            ruleset: "large-cross",
            // e5 is an even point: the diagonal e5-d4 is drawn, and still refused.
            position: "3/1F1/3/9/4G4/9/3/GGG/GGG g 11",
            action: "e5-d4",
            expect: Illegal(vec![R::GooseBackward { diagonal: true }]),
        },
        Case {
            name: "large-cross: goose backward",
            rule: "A goose steps forward, diagonally forward or sideways along a line, never back.",
            ruleset: "large-cross",
            position: "3/1F1/3/9/4G4/9/3/GGG/GGG g 11",
            action: "e5-e4",
            expect: Illegal(vec![R::GooseBackward { diagonal: false }]),
        },
        Case {
            name: "two-foxes: goose sideways",
            rule: "The geese step one point along a line forward, diagonally forward or \
                   sideways, never back.",
            ruleset: "two-foxes",
            position: "F1F/3/7/GGGG1GG/GGGGGGG/GGG/GGG g 1",
            action: "d4-e4",
            expect: Legal,
        },
        Case {
            name: "two-foxes: goose diagonally forward",
            rule: "The geese step one point along a line forward, diagonally forward or \
                   sideways, never back.",
            ruleset: "two-foxes",
            position: "F1F/3/7/GGGG1GG/GGGGGGG/GGG/GGG g 1",
            action: "d3-e4",
            expect: Legal,
        },
        Case {
            name: "boys-own: goose north",
            rule: "Geese step forward or sideways, never back.",
            ruleset: "boys-own-1870",
            position: "3/3/G5G/G2F2G/GGG1GGG/GGG/GGG g 1",
            action: "d2-d3",
            expect: Legal,
        },
        Case {
            name: "boys-own: goose sideways",
            rule: "Geese step forward or sideways, never back.",
            ruleset: "boys-own-1870",
            position: "3/3/G5G/G2F2G/GGG1GGG/GGG/GGG g 1",
            action: "c3-d3",
            expect: Legal,
        },
        Case {
            name: "boys-own: goose never back",
            rule: "Seed 002: but the Geese are not allowed to move back.",
            ruleset: "boys-own-1870",
            // d2 is empty; d3 may not step back into it.
            position: "3/3/G5G/G2F2G/GGGGGGG/G1G/GGG g 1",
            action: "d3-d2",
            expect: Illegal(vec![R::GooseBackward { diagonal: false }]),
        },
        Case {
            name: "boys-own: goose diagonally back, where no diagonal is drawn",
            rule: "Seed 002: on the straight lines, not on the diagonals.",
            ruleset: "boys-own-1870",
            position: "3/3/G5G/G2F2G/GGGGGGG/1GG/GGG g 1",
            action: "d3-c2",
            expect: Illegal(vec![
                R::NoDiagonal {
                    from: pt("d3"),
                    to: pt("c2"),
                    board_has_diagonals: false,
                },
                R::GooseBackward { diagonal: true },
            ]),
        },
    ]);
}

// ---------------------------------------------------------------------------------------------
// Two foxes.

#[test]
fn two_foxes() {
    use Expect::{Illegal, Legal};
    use IllegalReason as R;
    run_table(&[
        Case {
            name: "the west fox steps",
            rule: "The foxes move first, one fox per turn.",
            ruleset: "two-foxes",
            position: "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f 0",
            action: "c7-d7",
            expect: Legal,
        },
        Case {
            name: "the east fox steps",
            rule: "The foxes move first, one fox per turn.",
            ruleset: "two-foxes",
            position: "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f 0",
            action: "e7-d6",
            expect: Legal,
        },
        Case {
            name: "a fox does not step onto the other",
            rule: "One step along a line in any direction [...] to the empty point.",
            ruleset: "two-foxes",
            position: "FF1/3/7/GGGGGGG/GGGGGGG/GGG/GGG f 0",
            action: "c7-d7",
            expect: Illegal(vec![R::Occupied { point: pt("d7") }]),
        },
        Case {
            name: "a fox does not land on the other",
            rule: "A jump over a neighbouring goose to the empty point just beyond it.",
            ruleset: "two-foxes",
            // Foxes c5 and e5 with a goose between them on d5.
            position: "3/3/2FGF2/7/GGGGGGG/GG1/GG1 f 8",
            action: "c5xe5",
            expect: Illegal(vec![R::LandingOccupied { point: pt("e5") }]),
        },
        Case {
            name: "the geese's turn comes after one fox",
            rule: "The foxes move first, one fox per turn.",
            ruleset: "two-foxes",
            position: "2F/2F/7/GGGGGGG/GGGGGGG/GGG/GGG g 0",
            action: "e7-e6",
            expect: Illegal(vec![
                R::WrongTurn {
                    to_move: Side::Geese,
                },
                R::Occupied { point: pt("e6") },
            ]),
        },
    ]);
}

/// Issue 4: "the foxes move first, one fox per turn": both foxes have actions, each action
/// moves one of them, and either may move on any turn.
#[test]
fn each_fox_moves_in_turn() {
    let start = Position::start(rules("two-foxes"));
    assert_eq!(start.turn(), Side::Fox);
    let from: Vec<String> = start
        .legal_actions()
        .iter()
        .map(|a| a.from().to_string())
        .collect();
    assert!(from.contains(&"c7".to_string()) && from.contains(&"e7".to_string()));
    let p = play(&start, "c7-c6");
    assert_eq!(p.turn(), Side::Geese);
    assert_eq!(p.foxes().count(), 2);
    assert!(p.foxes().contains(pt("e7")) && p.foxes().contains(pt("c6")));
    let p = play(&p, "d4-d5");
    let p = play(&p, "e7-e6");
    // The fourth field: one quiet ply (e7-e6) since the forward step d4-d5.
    assert_eq!(p.to_string(), "3/F1F/3G3/GGG1GGG/GGGGGGG/GGG/GGG g 0 1");
    let p = play(&p, "a4-a5");
    // The fox that moved first may move again.
    let p = play(&p, "c6-c7");
    assert!(p.foxes().contains(pt("c7")));
}

// ---------------------------------------------------------------------------------------------
// How games end.

fn win(winner: Side, reason: WinReason) -> Outcome {
    Outcome::Win { winner, reason }
}

/// Issue 4: "The geese win by occupying all nine paddock points"; seed 003: "The nine points of
/// the top arm are the paddock. The geese win by filling every point of the paddock."
#[test]
fn the_paddock_filled_wins_for_the_geese() {
    let filled = win(Side::Geese, WinReason::PaddockFilled);
    // All nine of c5-e7, whoever is to move.
    for turn in ["f", "g"] {
        let p = pos("two-foxes", &format!("GGG/GGG/2GGG2/7/F5F/3/3 {turn} 11"));
        assert_eq!(p.outcome(), filled, "{turn}");
        assert!(p.legal_actions().is_empty());
        assert!(p.explain(&act("a3-a4")).contains(&IllegalReason::GameOver));
    }
    // Eight of nine: e5 is empty, and the game goes on.
    let p = pos("two-foxes", "GGG/GGG/2GG1G1/4G2/F5F/3/3 g 10");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(play(&p, "e4-e5").outcome(), filled);
    assert_eq!(play(&p, "f5-e5").outcome(), filled);
    // d5-e5 fills e5 and empties d5.
    assert_eq!(play(&p, "d5-e5").outcome(), Outcome::Ongoing);
    // Only two-foxes has a paddock: the same nine geese in the standard game do not win.
    let std = pos("standard", "GGG/GGG/2GGG2/7/3F3/3/3 f 4");
    assert_eq!(std.outcome(), Outcome::Ongoing);
}

/// Issue 4: the fox side wins when fewer than four geese remain (`standard`, `large-cross`),
/// fewer than nine (`two-foxes`), or six or fewer (`boys-own-1870`: seed 002, "When the number
/// of Geese is reduced to six, it is impossible for them to confine the Fox").
#[test]
fn the_fox_wins_below_each_rulesets_threshold() {
    for (spec, not_yet, won, threshold) in [
        (
            "standard",
            "3/3/7/3F3/GG1G3/3/1G1 f 9",
            "3/3/7/3F3/GG5/3/1G1 f 10",
            4,
        ),
        (
            "standard:geese=17",
            "3/3/7/3F3/GG1G3/3/1G1 f 13",
            "3/3/7/3F3/GG5/3/1G1 f 14",
            4,
        ),
        (
            "large-cross",
            "3/3/3/9/9/4F4/3/1G1/GGG f 14",
            "3/3/3/9/9/4F4/3/3/GGG f 15",
            4,
        ),
        (
            "two-foxes",
            "3/3/7/F5F/GGGGGGG/1G1/1G1 f 11",
            "3/3/7/F5F/GGGGGGG/1G1/3 f 12",
            9,
        ),
        (
            "boys-own-1870",
            "3/3/7/3F3/GGGGGGG/3/3 f 10",
            "3/3/7/3F3/GGGGGG1/3/3 f 11",
            7,
        ),
        (
            "boys-own-1870:geese=13",
            "3/3/7/3F3/GGGGGGG/3/3 f 6",
            "3/3/7/3F3/GGGGGG1/3/3 f 7",
            7,
        ),
    ] {
        let p = pos(spec, not_yet);
        assert_eq!(p.geese().count(), threshold as u32, "{spec} {not_yet}");
        assert_eq!(p.outcome(), Outcome::Ongoing, "{spec} {not_yet}");
        let p = pos(spec, won);
        assert_eq!(p.geese().count(), threshold as u32 - 1, "{spec} {won}");
        assert_eq!(
            p.outcome(),
            win(Side::Fox, WinReason::GeeseBelow(threshold)),
            "{spec} {won}"
        );
        assert!(p.legal_actions().is_empty(), "{spec} {won}");
    }
}

#[test]
fn a_capture_reaching_the_threshold_ends_the_game() {
    // Standard, four geese: d4xd2 takes d3 and leaves three.
    let p = pos("standard", "3/3/7/3F3/GG1G3/3/1G1 f 9");
    let after = play(&p, "d4xd2");
    assert_eq!(after.outcome(), win(Side::Fox, WinReason::GeeseBelow(4)));
    // Two-foxes, nine geese: the compulsory chain takes two and leaves seven.
    let p = pos("two-foxes", "3/3/F2G3/7/GG1G1GG/1F1/GGG f 11");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(texts(&p), ["d2xd4xd6"]);
    let after = play(&p, "d2xd4xd6");
    assert_eq!(after.geese().count(), 7);
    assert_eq!(after.outcome(), win(Side::Fox, WinReason::GeeseBelow(9)));
    // Boys' Own, eight geese: a single jump leaves seven and the game goes on; the chain leaves
    // six and wins.
    let p = pos("boys-own-1870", "GGG/1F1/3G3/7/G2G2G/3/1G1 f 9");
    assert_eq!(play(&p, "d6xd4").outcome(), Outcome::Ongoing);
    assert_eq!(
        play(&p, "d6xd4xd2").outcome(),
        win(Side::Fox, WinReason::GeeseBelow(7))
    );
}

/// Issue 4: "the fox wins when [...] the geese have no move; the geese win when the fox cannot
/// move" in every ruleset; in two-foxes both foxes must be stuck.
#[test]
fn a_side_without_a_move_loses() {
    // Standard: geese on the north arm's end and on a5, g5 have no forward step.
    let p = pos("standard", "GGG/3/G5G/3F3/7/3/3 g 8");
    assert!(p.legal_actions().is_empty());
    assert_eq!(p.outcome(), win(Side::Fox, WinReason::NoAction));
    // Large cross: six geese filling the top of the north arm, no step forward or sideways.
    let stuck = pos("large-cross", "GGG/GGG/3/9/4F4/9/3/3/3 g 12");
    assert_eq!(stuck.outcome(), win(Side::Fox, WinReason::NoAction));
    // The fox on d7, diagonals included: c7 e7 c6 d6 e6 around it, d5 behind d6.
    let trapped = pos("standard", "GFG/GGG/3G3/7/7/3/3 f 6");
    assert_eq!(trapped.outcome(), win(Side::Geese, WinReason::NoAction));
    // Two foxes: the same trap on d7 while the fox on c1 can still jump is not enough ...
    let one = pos("two-foxes", "GFG/GGG/3G3/7/2G4/GG1/FGG f 9");
    assert_eq!(one.outcome(), Outcome::Ongoing);
    assert_eq!(texts(&one), ["c1xe3"]);
    // ... and with e3 filled both foxes are stuck: the geese win.
    let both = pos("two-foxes", "GFG/GGG/3G3/7/2G1G2/GG1/FGG f 8");
    assert!(both.legal_actions().is_empty());
    assert_eq!(both.outcome(), win(Side::Geese, WinReason::NoAction));
}

// ---------------------------------------------------------------------------------------------
// Draws.

const LC_CLOCK_99: &str = "3/3/1F1/9/9/GGGG1GGGG/GGG/GGG/GGG g 1 99";

/// Issue 4 (large-cross): "fifty moves by each side (100 plies) without a capture or a forward
/// or diagonally-forward goose step" is a draw; the notation's fourth field is that clock.
#[test]
fn the_quiet_clock_draws_at_100_plies() {
    let p = pos("large-cross", LC_CLOCK_99);
    assert_eq!(p.clock(), 99);
    assert_eq!(p.to_string(), LC_CLOCK_99);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    let draw = Outcome::Draw(DrawReason::QuietPlies(100));
    // A sideways goose step is quiet: the 100th ply draws.
    let sideways = play(&p, "d4-e4");
    assert_eq!(sideways.clock(), 100);
    assert_eq!(sideways.outcome(), draw);
    assert!(sideways.legal_actions().is_empty());
    assert!(sideways
        .explain(&act("e7-e8"))
        .contains(&IllegalReason::GameOver));
    // A forward or diagonally forward step resets the clock.
    assert_eq!(play(&p, "e3-e4").clock(), 0);
    assert_eq!(play(&p, "d4-e5").clock(), 0);
    assert_eq!(play(&p, "d4-e5").outcome(), Outcome::Ongoing);
    // A fox step is quiet, a capture is not.
    let fox = pos("large-cross", "3/3/3/4G4/3G5/3F5/3/3/GGG f 13 99");
    assert_eq!(play(&fox, "d4-c4").outcome(), draw);
    let capture = play(&fox, "d4xd6");
    assert_eq!(capture.clock(), 0);
    assert_eq!(capture.outcome(), Outcome::Ongoing);
    // The clock written as 100 is already a draw; above 100 is refused.
    let at = pos("large-cross", "3/3/1F1/9/9/GGGG1GGGG/GGG/GGG/GGG g 1 100");
    assert_eq!(at.outcome(), draw);
    assert_eq!(
        Position::parse(
            "3/3/1F1/9/9/GGGG1GGGG/GGG/GGG/GGG g 1 101",
            rules("large-cross")
        ),
        Err(PositionError::Invalid(vec![InvalidSetup::ClockTooLarge {
            found: 101,
            max: 100
        }]))
    );
}

/// Issue 4: two-foxes and `standard:sideways` have the Large Cross draw rules; the other
/// rulesets have none, and ignore the clock field.
#[test]
fn which_rulesets_count_quiet_plies() {
    let draw = Outcome::Draw(DrawReason::QuietPlies(100));
    let two = pos("two-foxes", "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f 0 99");
    assert_eq!(play(&two, "c7-c6").outcome(), draw);
    let side = pos("standard:sideways", "3/3/7/3F3/GGGGGGG/GGG/GGG f 0 99");
    assert_eq!(play(&side, "d4-d5").outcome(), draw);
    for spec in ["plyyard", "standard", "standard:geese=17", "boys-own-1870"] {
        let start = Position::start(rules(spec));
        let with_clock = format!("{start} 150");
        let p = pos(spec, &with_clock);
        assert_eq!(p, start, "{spec}: the clock is not kept");
        assert_eq!(p.clock(), 0, "{spec}");
        assert_eq!(p.outcome(), Outcome::Ongoing, "{spec}");
        let a = p.legal_actions()[0];
        assert_eq!(p.play(&a).unwrap().clock(), 0, "{spec}");
    }
}

/// Issue 4: "the same position with the same side to move for the third time" is a draw, and
/// needs a game record.
#[test]
fn threefold_repetition_draws_a_game() {
    let start = Position::start(rules("large-cross"));
    let mut game = Game::new(start);
    // The fox shuffles e7-e8-e7; a goose, once forward on a5, shuffles a5-b5-a5.
    let moves = [
        "e7-e8", "a4-a5", // fox e8, goose a5, fox to move: the first time
        "e8-e7", "a5-b5", "e7-e8", "b5-a5", // the second time
        "e8-e7", "a5-b5", "e7-e8",
    ];
    for m in moves {
        game.push(&act(m)).unwrap_or_else(|r| panic!("{m}: {r:?}"));
        assert_eq!(game.outcome(), Outcome::Ongoing, "after {m}");
    }
    assert_eq!(
        game.repetitions(),
        2,
        "fox e8, goose b5, geese to move: twice"
    );
    game.push(&act("b5-a5")).unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Outcome::Draw(DrawReason::Repetition(3)));
    // The position itself does not know; the record does.
    assert_eq!(game.current().outcome(), Outcome::Ongoing);
    assert_eq!(game.push(&act("e8-e7")), Err(vec![IllegalReason::GameOver]));
    // The quiet clock ran alongside: the last forward step was a4-a5, eight plies ago.
    assert_eq!(game.current().clock(), 8);
}

#[test]
fn repetition_needs_a_ruleset_with_draws() {
    // The same shuffle in Ply Yard: the geese go south to a4 and shuffle a4-b4.
    let moves: Vec<ActionText> = [
        "a5-a4", "d4-d3", "a4-b4", "d3-d4", "b4-a4", "d4-d3", "a4-b4", "d3-d4", "b4-a4", "d4-d3",
    ]
    .map(act)
    .to_vec();
    let game = Game::replay(Position::start(Ruleset::plyyard()), &moves).unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Outcome::Ongoing);
    // In two-foxes the same idea is a draw, and a record that goes on past it is refused.
    let moves: Vec<ActionText> = [
        "c7-c6", "a4-a5", "c6-c7", "a5-b5", "c7-c6", "b5-a5", "c6-c7", "a5-b5", "c7-c6", "b5-a5",
        "c6-c7",
    ]
    .map(act)
    .to_vec();
    let err = Game::replay(Position::start(rules("two-foxes")), &moves).unwrap_err();
    assert_eq!(
        err,
        RecordError {
            index: 10,
            action: act("c6-c7"),
            reasons: vec![IllegalReason::GameOver],
            rules: rules("two-foxes"),
        }
    );
}

// ---------------------------------------------------------------------------------------------
// Starts and who moves first.

#[test]
fn starts_and_first_moves() {
    for (spec, notation, first) in [
        ("standard", "3/3/7/3F3/GGGGGGG/GGG/GGG f 0", Side::Fox),
        (
            "standard:geese=15",
            "3/3/7/G2F2G/GGGGGGG/GGG/GGG f 0",
            Side::Fox,
        ),
        (
            "standard:geese=17",
            "3/3/G5G/G2F2G/GGGGGGG/GGG/GGG f 0",
            Side::Fox,
        ),
        (
            "standard:sideways",
            "3/3/7/3F3/GGGGGGG/GGG/GGG f 0",
            Side::Fox,
        ),
        (
            "large-cross",
            "3/3/1F1/9/9/GGGGGGGGG/GGG/GGG/GGG f 0",
            Side::Fox,
        ),
        (
            "two-foxes",
            "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f 0",
            Side::Fox,
        ),
        // Seed 002 does not say; the geese move first (a documented choice).
        (
            "boys-own-1870",
            "3/3/G5G/G2F2G/GGGGGGG/GGG/GGG g 0",
            Side::Geese,
        ),
        (
            "boys-own-1870:geese=13",
            "3/3/7/3F3/GGGGGGG/GGG/GGG g 0",
            Side::Geese,
        ),
    ] {
        let start = Position::start(rules(spec));
        assert_eq!(start.to_string(), notation, "{spec}");
        assert_eq!(start.turn(), first, "{spec}");
    }
}
