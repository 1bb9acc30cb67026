//! Ply Yard's rules as a table, case by case from its guide (`../shared/seeds/000_f27f0e2b0ada5887.txt`,
//! "seed 000" below): its rule sections, its FAQ and its "common misconception".
//!
//! Every case names the sentence of the seed it encodes (`seed`, printed when the case fails),
//! a position, an action as written, and what the engine must say: legal, or illegal for exactly
//! these [`IllegalReason`]s (compared as a set: the order of reasons is presentation). After the
//! table come the cases about how a game ends, which look at [`Position::outcome`] and the whole
//! list of legal actions rather than one action.
//!
//! The board, for reading the positions (notation lists ranks 7 to 1, west to east):
//!
//! ```text
//! 7         c7 d7 e7
//! 6         c6 d6 e6
//! 5   a5 b5 c5 d5 e5 f5 g5
//! 4   a4 b4 c4 d4 e4 f4 g4
//! 3   a3 b3 c3 d3 e3 f3 g3
//! 2         c2 d2 e2
//! 1         c1 d1 e1
//! ```

use crate::common;

use common::rule_table::{act, judge, Expect};
use foxgeese::rules::WinReason;
use foxgeese::{Coord, IllegalReason, Outcome, Point, Position, Ruleset, Side};

struct Case {
    /// A short name for failure messages.
    name: &'static str,
    /// The sentence of seed 000 the case encodes.
    seed: &'static str,
    /// The position, in the one-line notation.
    position: &'static str,
    /// The action as a learner would write it.
    action: &'static str,
    expect: Expect,
}

fn pt(name: &str) -> Point {
    name.parse().expect("a grid point")
}

fn coord(name: &str) -> Coord {
    name.parse().expect("a point name")
}

fn pos(notation: &str) -> Position {
    Position::parse(notation, Ruleset::plyyard())
        .unwrap_or_else(|e| panic!("bad test position {notation}: {e:?}"))
}

fn texts(p: &Position) -> Vec<String> {
    p.legal_actions().iter().map(|a| a.to_string()).collect()
}

/// Checks one case; returns a description of what is wrong, if anything.
fn check(case: &Case) -> Option<String> {
    let p = pos(case.position);
    let problem = judge(&p, case.action, &case.expect);
    problem.map(|what| {
        format!(
            "{} [{} | {}]: {what}\n    seed 000: \"{}\"",
            case.name, case.position, case.action, case.seed
        )
    })
}

fn rule_table() -> Vec<Case> {
    use Expect::{Illegal, Legal};
    use IllegalReason as R;
    vec![
        // --- The common misconception and the FAQ on blockades.
        Case {
            name: "surrounded fox still jumps",
            seed: "A fox with geese on all neighboring points has no legal move. \
                   It may still jump over an adjacent goose to a connected empty landing.",
            // Geese on c4, e4, d5, d3 around the fox on d4; every landing empty.
            position: "3/3/3G3/2GFG2/3G3/3/3 f 0",
            action: "d4xd6",
            expect: Legal,
        },
        Case {
            name: "ring with one empty landing",
            seed: "If an adjacent goose has a connected empty landing immediately beyond it, \
                   the fox can make a single capture and escape.",
            // Ring c4 e4 d5 d3, backed by b4 f4 d6; only d2, beyond d3, is empty.
            position: "3/1G1/3G3/1GGFGG1/3G3/3/3 f 0",
            action: "d4xd2",
            expect: Legal,
        },
        // --- What prevents a jump.
        Case {
            name: "occupied landing",
            seed: "An occupied landing prevents a jump.",
            position: "3/1G1/3G3/3F3/7/3/3 f 0",
            action: "d4xd6",
            expect: Illegal(vec![R::LandingOccupied { point: pt("d6") }]),
        },
        Case {
            name: "two geese in a row",
            seed: "A diagonal alignment, two intervening geese, or a missing point beyond the \
                   boundary also prevents it.",
            position: "3/1G1/3G3/3F3/7/3/3 f 0",
            action: "d4xd7",
            expect: Illegal(vec![R::JumpTooLong {
                from: pt("d4"),
                to: pt("d7"),
            }]),
        },
        Case {
            name: "landing off the board",
            seed: "Check each orthogonal jump separately, including whether its landing lies \
                   inside the thirty-three-point board.",
            // b2, beyond the goose on b3, is on the grid but not on the cross.
            position: "3/3/7/1F5/1G5/3/3 f 0",
            action: "b4xb2",
            expect: Illegal(vec![R::LandingOffBoard { point: coord("b2") }]),
        },
        Case {
            name: "landing beyond the arm's end",
            seed: "A diagonal alignment, two intervening geese, or a missing point beyond the \
                   boundary also prevents it.",
            // Fox on d6 below a goose on d7, the end of the north arm.
            position: "1G1/1F1/7/7/7/3/3 f 0",
            action: "d6xd8",
            expect: Illegal(vec![R::LandingOffBoard { point: coord("d8") }]),
        },
        Case {
            name: "no diagonal jump",
            seed: "A diagonal alignment, two intervening geese, or a missing point beyond the \
                   boundary also prevents it.",
            // A goose on d3, diagonally next to the fox on c4; e2 beyond is empty.
            position: "3/3/7/2F4/3G3/3/3 f 0",
            action: "c4xe2",
            expect: Illegal(vec![R::NoDiagonal {
                from: pt("c4"),
                to: pt("e2"),
                board_has_diagonals: false,
            }]),
        },
        Case {
            name: "no turning midway over a goose",
            seed: "The fox cannot turn midway over a goose or leap over a line of several \
                   pieces in one action.",
            position: "3/3/3G3/3F3/7/3/3 f 0",
            action: "d4xe6",
            expect: Illegal(vec![R::JumpShape {
                from: pt("d4"),
                to: pt("e6"),
            }]),
        },
        Case {
            name: "a jump needs a goose to jump",
            seed: "To capture, it jumps over one adjacent goose and lands on the immediately \
                   following empty point along that same straight orthogonal line.",
            position: "3/3/3G3/3F3/7/3/3 f 0",
            action: "d4xd2",
            expect: Illegal(vec![R::NoGooseToJump { over: pt("d3") }]),
        },
        // --- How the fox moves.
        Case {
            name: "no diagonal step",
            seed: "Movement follows the horizontal and vertical connections only. Do not import \
                   diagonal routes from an Alquerque-style board or another Fox and Geese variant.",
            position: "3/3/3G3/3F3/7/3/3 f 0",
            action: "d4-e5",
            expect: Illegal(vec![R::NoDiagonal {
                from: pt("d4"),
                to: pt("e5"),
                board_has_diagonals: false,
            }]),
        },
        Case {
            name: "the fox may step when it could jump",
            seed: "A capture is optional: even when a legal jump exists, the fox may choose an \
                   ordinary step.",
            position: "3/3/3G3/3F3/7/3/3 f 0",
            action: "d4-c4",
            expect: Legal,
        },
        Case {
            name: "the fox steps south",
            seed: "The fox may move to a neighboring empty point north, south, east, or west \
                   along a printed connection.",
            position: "3/3/3G3/3F3/7/3/3 f 0",
            action: "d4-d3",
            expect: Legal,
        },
        Case {
            name: "not a neighbour",
            seed: "The fox may move to a neighboring empty point north, south, east, or west \
                   along a printed connection.",
            position: "3/3/3G3/3F3/7/3/3 f 0",
            action: "d4-d2",
            expect: Illegal(vec![R::NotNeighbour {
                from: pt("d4"),
                to: pt("d2"),
            }]),
        },
        Case {
            name: "occupied destination",
            seed: "The fox may move to a neighboring empty point north, south, east, or west \
                   along a printed connection.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 f 0",
            action: "d4-d5",
            expect: Illegal(vec![R::Occupied { point: pt("d5") }]),
        },
        // --- One jump per turn.
        Case {
            name: "no second jump in the same turn",
            seed: "Each fox turn permits only one jump. After a capture, the geese take their \
                   turn; the fox cannot continue jumping in the same turn.",
            // d6xd4 and then d4xd2 would each be a legal single jump.
            position: "3/1F1/3G3/7/3G3/3/3 f 0",
            action: "d6xd4xd2",
            expect: Illegal(vec![R::OneJumpPerTurn]),
        },
        Case {
            name: "no second jump, second landing off the board",
            seed: "Capturing is optional, and each turn permits only one jump.",
            // The second landing, b2, is not on the cross either: both reasons are given.
            position: "3/3/7/3F3/3G3/G2/3 f 0",
            action: "d4xd2xb2",
            expect: Illegal(vec![
                R::OneJumpPerTurn,
                R::LandingOffBoard { point: coord("b2") },
            ]),
        },
        Case {
            name: "after a jump the geese move",
            seed: "After a jump removes one goose, the turn passes to the geese.",
            // The position after d6xd4 in the case above: the fox may not go on.
            position: "3/3/7/3F3/3G3/3/3 g 1",
            action: "d4xd2",
            expect: Illegal(vec![R::WrongTurn {
                to_move: Side::Geese,
            }]),
        },
        // --- How geese move.
        Case {
            name: "goose steps south",
            seed: "A goose may move south, east, or west, but not north toward its starting side.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
            action: "c5-c4",
            expect: Legal,
        },
        Case {
            name: "goose steps sideways",
            seed: "A goose may move south, east, or west, but not north toward its starting side.",
            position: "GGG/GGG/GGGG1GG/3F3/7/3/3 g 1",
            action: "d5-e5",
            expect: Legal,
        },
        Case {
            name: "goose never north",
            seed: "A goose may move south, east, or west, but not north toward its starting side.",
            position: "GGG/GGG/GGG1GGG/3F3/3G3/3/3 g 0",
            action: "d3-d4",
            expect: Illegal(vec![
                R::Occupied { point: pt("d4") },
                R::GooseBackward { diagonal: false },
            ]),
        },
        Case {
            name: "goose never north into an empty point",
            seed: "Not northward toward its starting side.",
            position: "GGG/1GG/GGGGGGG/3F3/7/3/3 g 0",
            action: "c5-c6",
            expect: Illegal(vec![R::GooseBackward { diagonal: false }]),
        },
        Case {
            name: "goose never diagonal",
            seed: "It cannot move diagonally, jump, or capture.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
            action: "c5-b4",
            expect: Illegal(vec![R::NoDiagonal {
                from: pt("c5"),
                to: pt("b4"),
                board_has_diagonals: false,
            }]),
        },
        Case {
            name: "goose tries to jump",
            seed: "It cannot jump over another piece or capture the fox.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
            action: "c5xc3",
            expect: Illegal(vec![R::GooseJump]),
        },
        Case {
            name: "goose tries to capture the fox",
            seed: "The geese cannot use the fox's jumping ability themselves.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
            action: "d5xd3",
            expect: Illegal(vec![R::GooseJump]),
        },
        // --- The cross's edges.
        Case {
            name: "step off the cross",
            seed: "An apparently adjacent position outside the cross is not a legal destination.",
            position: "3/3/7/3F3/7/G2/3 g 0",
            action: "c2-b2",
            expect: Illegal(vec![R::OffBoard { point: coord("b2") }]),
        },
        Case {
            name: "points off the board",
            seed: "Before calculating a move near an arm or corner, confirm that both the \
                   destination and its connecting line are actually on the playable network.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
            action: "a1-a2",
            expect: Illegal(vec![
                R::OffBoard { point: coord("a1") },
                R::OffBoard { point: coord("a2") },
            ]),
        },
        // --- Turns, empty points, finished games.
        Case {
            name: "wrong turn",
            seed: "The geese move first, after which the sides alternate one turn at a time.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
            action: "d4-d3",
            expect: Illegal(vec![R::WrongTurn {
                to_move: Side::Geese,
            }]),
        },
        Case {
            name: "no piece",
            seed: "On a goose turn, move one goose along an orthogonal connection to a \
                   neighboring empty point.",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
            action: "d3-d2",
            expect: Illegal(vec![R::NoPiece { point: pt("d3") }]),
        },
        Case {
            name: "nine captures end the game",
            seed: "The fox wins when its cumulative capture count reaches nine geese.",
            position: "3/3/3G3/3F3/7/3/GG1 f 9",
            action: "d4-c4",
            expect: Illegal(vec![R::GameOver]),
        },
        Case {
            name: "eight captures do not",
            seed: "Eight captures are not enough under the published threshold.",
            position: "3/3/3G3/3F3/7/3/GG1 f 8",
            action: "d4-c4",
            expect: Legal,
        },
        Case {
            name: "geese without a move have lost",
            seed: "The platform also states that whichever side has no legal move loses.",
            // Three geese on c1 d1 e1 cannot go south and block each other sideways.
            position: "3/3/7/3F3/7/3/GGG g 8",
            action: "d1-d2",
            expect: Illegal(vec![R::GameOver, R::GooseBackward { diagonal: false }]),
        },
        Case {
            name: "fox at the arm's end still jumps",
            seed: "A position at an arm's end is not automatically a win for either side.",
            // Fox on d7 between geese c7, e7 and above d6; d5 is empty.
            position: "GFG/1G1/7/7/7/3/3 f 0",
            action: "d7xd5",
            expect: Legal,
        },
        Case {
            name: "blockaded fox has lost",
            seed: "The geese win by leaving the fox without any legal action when it must move.",
            position: "GFG/1G1/3G3/7/7/3/3 f 0",
            action: "d7-d6",
            expect: Illegal(vec![R::GameOver, R::Occupied { point: pt("d6") }]),
        },
    ]
}

#[test]
fn seed_000_rule_table() {
    let table = rule_table();
    let failures: Vec<String> = table.iter().filter_map(check).collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        table.len(),
        failures.join("\n")
    );
}

/// The table's names are unique, so a failure message points at one case.
#[test]
fn rule_table_names_are_unique() {
    let table = rule_table();
    let mut names: Vec<_> = table.iter().map(|c| c.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), table.len());
}

// --- Blockades: the whole action list, not one action.

/// Seed 000, common misconception: "A fox with geese on all neighboring points has no legal
/// move. It may still jump over an adjacent goose to a connected empty landing."
#[test]
fn geese_on_every_neighbour_leave_four_jumps() {
    let p = pos("3/3/3G3/2GFG2/3G3/3/3 f 0");
    assert_eq!(texts(&p), ["d4xd6", "d4xb4", "d4xf4", "d4xd2"]);
    assert_eq!(p.outcome(), Outcome::Ongoing);
}

/// Seed 000, FAQ "Does a ring of geese prove that the fox is trapped? No. [...] If an adjacent
/// goose has a connected empty landing immediately beyond it, the fox can make a single capture
/// and escape."
#[test]
fn a_ring_with_one_empty_landing_is_not_a_blockade() {
    let p = pos("3/1G1/3G3/1GGFGG1/3G3/3/3 f 0");
    assert_eq!(texts(&p), ["d4xd2"]);
    assert_eq!(p.outcome(), Outcome::Ongoing);
    // Fill the landing and the same ring is a blockade.
    let closed = pos("3/1G1/3G3/1GGFGG1/3G3/1G1/3 f 0");
    assert!(closed.legal_actions().is_empty());
    assert_eq!(
        closed.outcome(),
        Outcome::Win {
            winner: Side::Geese,
            reason: WinReason::NoAction
        }
    );
}

/// Seed 000, FAQ: "Check each orthogonal jump separately, including whether its landing lies
/// inside the thirty-three-point board." On b4 the fox's jumps west, north and south would land
/// off the cross; with d4 occupied too it has nothing.
#[test]
fn jumps_that_would_land_off_the_cross_do_not_count() {
    let p = pos("3/3/1G5/GFGG3/1G5/3/3 f 0");
    assert!(p.legal_actions().is_empty());
    assert_eq!(p.outcome().name(), "geese-win");
    let open = pos("3/3/1G5/GFG4/1G5/3/3 f 0");
    assert_eq!(texts(&open), ["b4xd4"]);
}

/// Seed 000: "Every goose move occupies a destination and vacates its origin. Inspect both
/// changes: a move that closes one neighboring exit may create a landing point behind another
/// goose."
#[test]
fn a_goose_move_can_open_a_landing() {
    let p = pos("3/1G1/3G3/2GFG2/3G3/1G1/3 g 0");
    // The geese to move; the fox on d4 has only the jumps west and east.
    let fox_view = p.with_turn(Side::Fox);
    assert_eq!(texts(&fox_view), ["d4xb4", "d4xf4"]);
    // d6 steps sideways: d5 is still next to the fox, and d6 behind it is now empty.
    let after = p.play(&p.find(&act("d6-e6")).unwrap()).unwrap();
    assert_eq!(after.turn(), Side::Fox);
    assert!(texts(&after).contains(&"d4xd6".to_string()));
}

// --- Geese never move north.

/// Seed 000: "A goose may move south, east, or west, but not north toward its starting side.
/// [...] The direction restriction is fixed by the board, not by where the fox happens to
/// stand." For every point the fox can stand on, no goose action goes north, and every
/// northward step to an empty point is refused as backward.
#[test]
fn geese_never_move_north_wherever_the_fox_stands() {
    let geese = ["c6", "d5", "a4", "f4", "c3", "e3", "d2"];
    let board = &Ruleset::plyyard().board;
    let mut fox_points = 0;
    for fox in board.points() {
        if geese.contains(&fox.to_string().as_str()) {
            continue;
        }
        fox_points += 1;
        let mut setup = Position::start(Ruleset::plyyard()).to_setup();
        setup.geese = geese.iter().map(|g| pt(g)).collect();
        setup.foxes = [fox].into_iter().collect();
        setup.turn = Side::Geese;
        setup.captures = 0;
        let p = Position::from_setup(&setup, Ruleset::plyyard()).unwrap();
        for a in p.legal_actions() {
            assert!(
                a.to().rank() <= a.from().rank(),
                "fox on {fox}: {a} goes north"
            );
        }
        for g in geese {
            let from = pt(g);
            let Some(north) = Point::new(from.file(), from.rank() + 1) else {
                continue;
            };
            if !board.contains(north) || p.piece_at(north).is_some() {
                continue;
            }
            let reasons = p.explain(&act(&format!("{from}-{north}")));
            assert_eq!(
                reasons,
                [IllegalReason::GooseBackward { diagonal: false }],
                "fox on {fox}: {from}-{north}"
            );
        }
    }
    assert_eq!(fox_points, 33 - geese.len());
}

// --- One jump per turn.

/// Seed 000: "After a capture, the geese take their turn; the fox cannot continue jumping in the
/// same turn, even if a second capture appears available from its new point."
#[test]
fn a_jump_ends_the_turn() {
    let p = pos("3/1F1/G2G3/7/3G3/3/3 f 0");
    assert_eq!(texts(&p), ["d6-d7", "d6-c6", "d6-e6", "d6xd4"]);
    let after = p.play(&p.find(&act("d6xd4")).unwrap()).unwrap();
    assert_eq!(after.turn(), Side::Geese);
    assert_eq!(after.captures(), 1);
    assert_eq!(after.to_string(), "3/3/G6/3F3/3G3/3/3 g 1");
    // The second capture belongs to the fox's next turn, after a goose reply.
    let reply = after.play(&after.find(&act("a5-a4")).unwrap()).unwrap();
    assert_eq!(reply.turn(), Side::Fox);
    assert!(texts(&reply).contains(&"d4xd2".to_string()));
}

// --- How the game ends.

/// Seed 000: "The fox wins when its cumulative capture count reaches nine geese. Eight captures
/// are not enough under the published threshold."
#[test]
fn eight_captures_do_not_win_the_ninth_does() {
    let p = pos("3/1G1/2G1G2/2GF3/7/3/3 f 8");
    assert_eq!(p.outcome(), Outcome::Ongoing);
    assert_eq!(p.with_turn(Side::Geese).outcome(), Outcome::Ongoing);
    let ninth = p.find(&act("d4xb4")).unwrap();
    let after = p.play(&ninth).unwrap();
    assert_eq!(after.captures(), 9);
    assert_eq!(
        after.outcome(),
        Outcome::Win {
            winner: Side::Fox,
            reason: WinReason::CaptureTarget(9)
        }
    );
    assert_eq!(after.outcome().name(), "fox-wins");
    assert!(after.legal_actions().is_empty());
    // A quiet step instead leaves the count at eight and the game going.
    let quiet = p.play(&p.find(&act("d4-d5")).unwrap()).unwrap();
    assert_eq!(quiet.outcome(), Outcome::Ongoing);
}

/// Seed 000: "The platform also states that whichever side has no legal move loses, so the
/// geese cannot disregard their own mobility."
#[test]
fn geese_with_no_move_lose() {
    let p = pos("3/3/7/3F3/7/3/GGG g 8");
    assert!(p.legal_actions().is_empty());
    assert_eq!(
        p.outcome(),
        Outcome::Win {
            winner: Side::Fox,
            reason: WinReason::NoAction
        }
    );
    // The same geese with the fox to move: the fox moves, the game goes on.
    assert_eq!(p.with_turn(Side::Fox).outcome(), Outcome::Ongoing);
}

/// Seed 000: "The geese win by leaving the fox without any legal action when it must move: both
/// ordinary steps and single jumps must be excluded."
#[test]
fn fox_with_no_step_and_no_jump_loses() {
    let p = pos("GFG/1G1/3G3/7/7/3/3 f 0");
    assert!(p.legal_actions().is_empty());
    assert_eq!(
        p.outcome(),
        Outcome::Win {
            winner: Side::Geese,
            reason: WinReason::NoAction
        }
    );
    assert_eq!(p.outcome().name(), "geese-win");
}

/// Seed 000: "A position at an arm's end is not automatically a win for either side."
#[test]
fn a_fox_at_an_arms_end_is_not_automatically_lost() {
    for (notation, actions) in [
        // Fox on d7, geese c7 e7 d6: the jump to d5 is open.
        ("GFG/1G1/7/7/7/3/3 f 0", &["d7xd5"][..]),
        // Fox on the corner c7, geese d7 and c6: both jumps are open.
        ("FG1/G2/7/7/7/3/3 f 0", &["c7xe7", "c7xc5"][..]),
        // Fox on a4 at the west arm's end, geese a5 b4 a3: the jump east.
        ("3/3/G6/FG5/G6/3/3 f 0", &["a4xc4"][..]),
    ] {
        let p = pos(notation);
        assert_eq!(p.outcome(), Outcome::Ongoing, "{notation}");
        assert_eq!(texts(&p), actions, "{notation}");
    }
}

/// Seed 000: "The geese move first". The start is Ply Yard's as issue 2 gives it.
#[test]
fn the_geese_move_first_from_the_start() {
    let p = Position::start(Ruleset::plyyard());
    assert_eq!(p.to_string(), "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0");
    assert_eq!(p.turn(), Side::Geese);
    assert_eq!(
        texts(&p),
        ["a5-a4", "b5-b4", "c5-c4", "e5-e4", "f5-f4", "g5-g4"]
    );
}
