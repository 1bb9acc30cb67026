//! The Boys' Own rules of 1870 in full (issue 13; the museum record quoting them is
//! `../shared/seeds/002_178c26e43ae61ae9.txt`), as tables: the fox that jumps only forward or
//! sideways, the fox that chooses its own square (`boys-own-1870:fox-chooses`), and the game
//! on a draught board (`boys-own-1870-draughts`).
//!
//! Each case gives the rule it encodes (quoted from the 1870 text or issue 13, printed when the
//! case fails), a ruleset, a position, an action as written and the expected answer: legal, or
//! illegal for exactly these [`IllegalReason`]s (compared as a set).
//!
//! The draught board, for reading positions (notation lists its rows from the top, each row's
//! four dark squares left to right, so it reads squares 1–32 in order):
//!
//! ```text
//!      a    b    c    d    e    f    g    h
//! 8         1         2         3         4
//! 7    5         6         7         8
//! 6         9        10        11        12
//! 5   13        14        15        16
//! 4        17        18        19        20
//! 3   21        22        23        24
//! 2        25        26        27        28
//! 1   29        30        31        32
//! ```

use crate::common;

use common::rule_table::{play, pos, pt, rules, run_table, texts, Case, Expect};
use foxgeese::rules::{InvalidSetup, WinReason};
use foxgeese::{perft, Coord, IllegalReason, Outcome, Position, PositionError, Side};

use Expect::{Illegal, Legal};
use IllegalReason as R;

/// Fox d3; geese c3 and e3 beside it, d4 and f4 above, and c7 d7 e7, c1 d1 e1 out of reach.
const BESIDE: &str = "GGG/3/7/3G1G1/2GFG2/3/GGG f 7";

/// Fox d5 over the goose on d4, with d3 empty below it; c7 d7 e7 and c1 d1 e1 out of reach.
const ABOVE: &str = "GGG/3/3F3/3G3/7/3/GGG f 10";

const LEAP: &str = "The Fox [...] can take him, as in Draughts, by leaping over him, forward or \
                    sideways on the straight lines (the geese come from the south: forward is \
                    south, and the fox never leaps north)";

#[test]
fn the_fox_leaps_forward_or_sideways_never_back() {
    let jump_back = |from: &str, to: &str| R::JumpBackward {
        from: pt(from),
        to: pt(to),
    };
    let mut table = Vec::new();
    for ruleset in ["boys-own-1870", "boys-own-1870:geese=13"] {
        // Thirteen geese: the positions hold ten and seven, so captures must fit.
        let (beside, above) = if ruleset == "boys-own-1870" {
            (BESIDE, ABOVE)
        } else {
            ("GGG/3/7/3G1G1/2GFG2/3/GGG f 3", "GGG/3/3F3/3G3/7/3/GGG f 6")
        };
        let name = |s: &'static str| -> &'static str {
            Box::leak(format!("{ruleset}: {s}").into_boxed_str())
        };
        table.extend([
            Case {
                name: name("forward is south"),
                rule: LEAP,
                ruleset,
                position: above,
                action: "d5xd3",
                expect: Legal,
            },
            Case {
                name: name("sideways, east"),
                rule: LEAP,
                ruleset,
                position: beside,
                action: "d3xf3",
                expect: Legal,
            },
            Case {
                name: name("sideways, west"),
                rule: LEAP,
                ruleset,
                position: beside,
                action: "d3xb3",
                expect: Legal,
            },
            Case {
                name: name("never north"),
                rule: LEAP,
                ruleset,
                position: beside,
                action: "d3xd5",
                expect: Illegal(vec![jump_back("d3", "d5")]),
            },
            Case {
                name: name("never north, in any leap of a chain"),
                rule: LEAP,
                ruleset,
                position: beside,
                action: "d3xf3xf5",
                expect: Illegal(vec![jump_back("f3", "f5")]),
            },
            Case {
                name: name("steps stay free in four directions: north"),
                rule: "Issue 13: its steps stay free in all four directions.",
                ruleset,
                position: above,
                action: "d5-d6",
                expect: Legal,
            },
            Case {
                name: name("steps stay free in four directions: south"),
                rule: "Issue 13: its steps stay free in all four directions.",
                ruleset,
                position: beside,
                action: "d3-d2",
                expect: Legal,
            },
        ]);
    }
    table.push(Case {
        name: "fox-chooses: the placed fox never leaps north either",
        rule: "Issue 13: then play goes on by the 1870 rules (leaps forward or sideways only).",
        ruleset: "boys-own-1870:fox-chooses",
        position: BESIDE,
        action: "d3xd5",
        expect: Illegal(vec![jump_back("d3", "d5")]),
    });
    table.push(Case {
        name: "standard: the fox there still jumps north",
        rule: "Only the 1870 rules restrict the fox's leaps.",
        ruleset: "standard",
        position: "3/3/7/3G1G1/2GFG2/3/GGG f 3",
        action: "d3xd5",
        expect: Legal,
    });
    run_table(&table);
}

/// The 1870 start from every side: the north leap is the only capture taken away, and the
/// counts of issue 13 follow.
#[test]
fn the_1870_start_counts_issue_13s_perft() {
    let start = Position::start(rules("boys-own-1870"));
    let counts: Vec<u64> = (1..=6).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, [8, 24, 254, 810, 9566, 31440]);
    let p = pos("boys-own-1870", BESIDE);
    let jumps: Vec<String> = p
        .legal_actions()
        .iter()
        .filter(|a| a.is_jump())
        .map(|a| a.to_string())
        .collect();
    assert_eq!(jumps, ["d3xb3", "d3xf3"]);
}

const CHOOSES: &str = "The Fox chooses his own square at starting.";
const FOX_CHOOSES_START: &str = "3/3/G5G/G5G/GGGGGGG/GGG/GGG f 0";

#[test]
fn the_fox_chooses_its_own_square() {
    let placed = "3/3/G5G/G2F2G/GGGGGGG/GGG/GGG g 0";
    run_table(&[
        Case {
            name: "any empty point",
            rule: CHOOSES,
            ruleset: "boys-own-1870:fox-chooses",
            position: FOX_CHOOSES_START,
            action: "@d4",
            expect: Legal,
        },
        Case {
            name: "a far corner",
            rule: CHOOSES,
            ruleset: "boys-own-1870:fox-chooses",
            position: FOX_CHOOSES_START,
            action: "@e7",
            expect: Legal,
        },
        Case {
            name: "with 13 geese, a point the 17 would hold",
            rule: CHOOSES,
            ruleset: "boys-own-1870:geese=13,fox-chooses",
            position: "3/3/7/7/GGGGGGG/GGG/GGG f 0",
            action: "@a4",
            expect: Legal,
        },
        Case {
            name: "not on a goose",
            rule: "Issue 13: the fox's first action is to place itself on any empty point.",
            ruleset: "boys-own-1870:fox-chooses",
            position: FOX_CHOOSES_START,
            action: "@d3",
            expect: Illegal(vec![R::PlaceOccupied { point: pt("d3") }]),
        },
        Case {
            name: "not off the board",
            rule: "Issue 13: the fox's first action is to place itself on any empty point.",
            ruleset: "boys-own-1870:fox-chooses",
            position: FOX_CHOOSES_START,
            action: "@a7",
            expect: Illegal(vec![R::OffBoard {
                point: "a7".parse::<Coord>().unwrap(),
            }]),
        },
        Case {
            name: "no fox move before the fox is placed",
            rule: CHOOSES,
            ruleset: "boys-own-1870:fox-chooses",
            position: FOX_CHOOSES_START,
            action: "d4-d5",
            expect: Illegal(vec![R::FoxNotPlaced, R::NoPiece { point: pt("d4") }]),
        },
        Case {
            name: "no goose move before the fox is placed",
            rule: CHOOSES,
            ruleset: "boys-own-1870:fox-chooses",
            position: FOX_CHOOSES_START,
            action: "c3-c4",
            expect: Illegal(vec![R::FoxNotPlaced, R::WrongTurn { to_move: Side::Fox }]),
        },
        Case {
            name: "the geese move after the placement",
            rule: "Issue 13: then the geese move and play goes on by the 1870 rules.",
            ruleset: "boys-own-1870:fox-chooses",
            position: placed,
            action: "c3-c4",
            expect: Legal,
        },
        Case {
            name: "only once",
            rule: CHOOSES,
            ruleset: "boys-own-1870:fox-chooses",
            position: "3/3/G5G/G2F2G/GGGGGGG/GGG/GGG f 0",
            action: "@c4",
            expect: Illegal(vec![R::FoxAlreadyPlaced]),
        },
        Case {
            name: "never in the 1870 game without the option",
            rule: "The fox is placed in the middle (without the option).",
            ruleset: "boys-own-1870",
            position: "3/3/G5G/G2F2G/GGGGGGG/GGG/GGG f 0",
            action: "@c4",
            expect: Illegal(vec![R::NoPlacement]),
        },
        Case {
            name: "never in Ply Yard's game",
            rule: "Only boys-own-1870:fox-chooses places the fox.",
            ruleset: "plyyard",
            position: "GGG/GGG/GGGGGGG/3F3/7/3/3 f 0",
            action: "@a4",
            expect: Illegal(vec![R::NoPlacement]),
        },
    ]);
}

#[test]
fn the_fox_chooses_from_sixteen_points_and_then_plays_the_1870_game() {
    let r = rules("boys-own-1870:fox-chooses");
    let start = Position::start(r);
    assert_eq!(start.notation(), FOX_CHOOSES_START);
    assert!(start.fox_to_place());
    assert_eq!(start.turn(), Side::Fox);
    let actions = start.legal_actions();
    assert_eq!(actions.len(), 16, "perft 1 of issue 13");
    assert!(actions
        .iter()
        .all(|a| a.is_placement() && a.from() == a.to() && !a.is_jump()));
    assert_eq!(perft(&start, 1), 16);
    let after = play(&start, "@d4");
    assert_eq!(after.foxes().first(), Some(pt("d4")));
    assert_eq!(after.turn(), Side::Geese);
    assert!(!after.fox_to_place());
    // From there it is the 1870 start: the same eight goose moves.
    let classic = Position::start(rules("boys-own-1870"));
    assert_eq!(texts(&after), texts(&classic));
    // With 13 geese: 33 - 13 = 20 points to choose from.
    let thirteen = Position::start(rules("boys-own-1870:geese=13,fox-chooses"));
    assert_eq!(thirteen.legal_actions().len(), 20);
}

#[test]
fn with_the_fox_choosing_it_must_take_every_goose() {
    // "The game may be played so as to make the Fox take all the Geese": six geese left do not
    // end this game, as they end the classic one.
    let six = "3/3/7/3F3/GGGGGG1/3/3 g 11";
    assert_eq!(
        pos("boys-own-1870:fox-chooses", six).outcome(),
        Outcome::Ongoing
    );
    assert_eq!(
        pos("boys-own-1870", six).outcome(),
        Outcome::Win {
            winner: Side::Fox,
            reason: WinReason::GeeseBelow(7)
        }
    );
    // The last goose taken wins.
    let last = pos("boys-own-1870:fox-chooses", "3/3/7/3F3/3G3/3/3 f 16");
    let won = play(&last, "d4xd2");
    assert_eq!(won.geese().count(), 0);
    assert_eq!(
        won.outcome(),
        Outcome::Win {
            winner: Side::Fox,
            reason: WinReason::GeeseBelow(1)
        }
    );
    // Confined: the fox on c7 with c6, d7 and the points beyond them taken.
    let pinned = pos("boys-own-1870:fox-chooses", "FGG/GG1/2GG3/7/7/3/3 f 11");
    assert_eq!(
        pinned.outcome(),
        Outcome::Win {
            winner: Side::Geese,
            reason: WinReason::NoAction
        }
    );
}

#[test]
fn an_unplaced_fox_must_be_to_move_with_nothing_captured() {
    let r = rules("boys-own-1870:fox-chooses");
    for (text, ok) in [
        (FOX_CHOOSES_START, true),
        ("3/3/G5G/G5G/GGGGGGG/GGG/GGG g 0", false),
        ("3/3/G5G/G5G/GGGGGG1/GGG/GGG f 1", false),
    ] {
        match Position::parse(text, r) {
            Ok(_) => assert!(ok, "{text} accepted"),
            Err(e) => {
                assert!(!ok, "{text}: {e:?}");
                assert_eq!(e, PositionError::Invalid(vec![InvalidSetup::FoxToPlace]));
            }
        }
    }
    // Without the option a fox must be on the board.
    assert_eq!(
        Position::parse(FOX_CHOOSES_START, rules("boys-own-1870")),
        Err(PositionError::Invalid(vec![InvalidSetup::NoFox]))
    );
}

const DRAUGHTS: &str = "boys-own-1870-draughts";
const DRAUGHT_START: &str = "GGGG/GGGG/2F1/4/4/4/4/4 g 0";
/// Fox on 11; geese on 15 and 22, so 11x18x25 takes both; geese 1 and 6 out of reach.
const CHAIN: &str = "G3/1G2/2F1/2G1/4/1G2/4/4 f 4";
const DIAGONAL: &str = "If properly moved on the diagonal lines ...";
const GEESE_FORWARD: &str = "Issue 13: a goose steps one square diagonally forward (down the \
                             board, towards square 29's row), never back, never captures.";
const FOX_KING: &str = "Issue 13: the fox steps one square diagonally in any direction, or \
                        captures by leaping over a diagonally adjacent goose to the empty square \
                        just beyond it, as in Draughts, and may go on leaping.";

#[test]
fn the_draught_board_game() {
    run_table(&[
        Case {
            name: "a goose steps diagonally down",
            rule: GEESE_FORWARD,
            ruleset: DRAUGHTS,
            position: DRAUGHT_START,
            action: "6-10",
            expect: Legal,
        },
        Case {
            name: "the same step named by letter and rank",
            rule: "Issue 13: the algebraic names a1-h8 are accepted too.",
            ruleset: DRAUGHTS,
            position: DRAUGHT_START,
            action: "c7-d6",
            expect: Legal,
        },
        Case {
            name: "a goose never steps back",
            rule: GEESE_FORWARD,
            ruleset: DRAUGHTS,
            position: "GGGG/1GGG/G1F1/4/4/4/4/4 g 0",
            action: "9-5",
            expect: Illegal(vec![R::GooseBackward { diagonal: true }]),
        },
        Case {
            name: "a goose never captures",
            rule: GEESE_FORWARD,
            ruleset: DRAUGHTS,
            position: "GGGG/GGGG/2F1/4/4/4/4/4 g 0",
            action: "7x16",
            expect: Illegal(vec![R::GooseJump]),
        },
        Case {
            name: "no goose onto the fox",
            rule: GEESE_FORWARD,
            ruleset: DRAUGHTS,
            position: DRAUGHT_START,
            action: "7-11",
            expect: Illegal(vec![R::Occupied { point: pt("f6") }]),
        },
        Case {
            name: "no straight lines on the draught board",
            rule: DIAGONAL,
            ruleset: DRAUGHTS,
            position: DRAUGHT_START,
            action: "a7-a6",
            expect: Illegal(vec![R::OffBoard {
                point: "a6".parse::<Coord>().unwrap(),
            }]),
        },
        Case {
            name: "a square number off the board",
            rule: "The draughts numbers run from 1 to 32.",
            ruleset: DRAUGHTS,
            position: DRAUGHT_START,
            action: "8-33",
            expect: Illegal(vec![R::OffBoard {
                point: Coord::number(33),
            }]),
        },
        Case {
            name: "the fox steps back up the board",
            rule: FOX_KING,
            ruleset: DRAUGHTS,
            position: CHAIN,
            action: "11-7",
            expect: Legal,
        },
        Case {
            name: "the fox steps down the board",
            rule: FOX_KING,
            ruleset: DRAUGHTS,
            position: CHAIN,
            action: "11-16",
            expect: Legal,
        },
        Case {
            name: "the fox leaps a goose",
            rule: FOX_KING,
            ruleset: DRAUGHTS,
            position: CHAIN,
            action: "11x18",
            expect: Legal,
        },
        Case {
            name: "and may leap on",
            rule: FOX_KING,
            ruleset: DRAUGHTS,
            position: CHAIN,
            action: "11x18x25",
            expect: Legal,
        },
        Case {
            name: "the chain named by letter and rank",
            rule: "Issue 13: the algebraic names a1-h8 are accepted too.",
            ruleset: DRAUGHTS,
            position: CHAIN,
            action: "f6xd4xb2",
            expect: Legal,
        },
        Case {
            name: "the fox leaps back up the board too",
            rule: FOX_KING,
            ruleset: DRAUGHTS,
            position: "G3/4/2G1/3F/4/4/4/4 f 6",
            action: "16x7",
            expect: Legal,
        },
        Case {
            name: "no leap over an empty square",
            rule: FOX_KING,
            ruleset: DRAUGHTS,
            position: CHAIN,
            action: "11x2",
            expect: Illegal(vec![R::NoGooseToJump { over: pt("e7") }]),
        },
        Case {
            name: "no leap onto a goose",
            rule: FOX_KING,
            ruleset: DRAUGHTS,
            position: "G3/1G2/2F1/2G1/1G2/4/4/4 f 4",
            action: "11x18",
            expect: Illegal(vec![R::LandingOccupied { point: pt("d4") }]),
        },
        Case {
            name: "no straight leaps",
            rule: DIAGONAL,
            ruleset: DRAUGHTS,
            position: CHAIN,
            action: "f6xf4",
            expect: Illegal(vec![
                R::NotConnected {
                    from: pt("f6"),
                    to: pt("f4"),
                },
                R::NoGooseToJump { over: pt("f5") },
            ]),
        },
    ]);
}

#[test]
fn the_draught_board_game_starts_and_ends_as_the_text_and_issue_say() {
    let r = rules(DRAUGHTS);
    let start = Position::start(r);
    assert_eq!(start.notation(), DRAUGHT_START);
    assert_eq!(start.turn(), Side::Geese, "the geese move first (chosen)");
    assert_eq!(texts(&start), ["5-9", "6-9", "6-10", "7-10", "8-12"]);
    let geese: Vec<String> = start
        .geese()
        .into_iter()
        .map(|p| r.board.coord(p).to_string())
        .collect();
    let mut geese: Vec<u32> = geese.iter().map(|g| g.parse().unwrap()).collect();
    geese.sort_unstable();
    assert_eq!(
        geese,
        [1, 2, 3, 4, 5, 6, 7, 8],
        "the two upper rows of squares 1-8"
    );
    assert_eq!(
        r.board.coord(start.foxes().first().unwrap()),
        Coord::number(11),
        "the Fox [...] square 11"
    );
    // Capture is optional, and so is each further leap: stopping and stepping are listed.
    let chain = pos(DRAUGHTS, CHAIN);
    assert_eq!(
        texts(&chain),
        ["11-7", "11-8", "11-16", "11x18", "11x18x25"]
    );
    // Pinned in square 29: the fox on the corner, 25 taken and 22 behind it.
    let pinned = pos(DRAUGHTS, "4/4/4/4/4/1G2/G3/F3 f 6");
    assert_eq!(
        pinned.outcome(),
        Outcome::Win {
            winner: Side::Geese,
            reason: WinReason::NoAction
        }
    );
    // The geese on the bottom row cannot move: the fox wins.
    let stuck = pos(DRAUGHTS, "4/4/4/4/2F1/4/4/GG2 g 6");
    assert_eq!(
        stuck.outcome(),
        Outcome::Win {
            winner: Side::Fox,
            reason: WinReason::NoAction
        }
    );
    // And when none are left.
    let none = pos(DRAUGHTS, "4/4/2F1/4/4/4/4/4 g 8");
    assert!(none.outcome().is_over());
    assert_eq!(
        none.outcome(),
        Outcome::Win {
            winner: Side::Fox,
            reason: WinReason::GeeseBelow(1)
        }
    );
    // Eight geese at most, one fox.
    assert!(Position::parse("GGGG/GGGG/G1F1/4/4/4/4/4 g 0", r).is_err());
}
