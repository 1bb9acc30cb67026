//! Structure-aware playout: the first byte picks a ruleset (with its options), then each
//! ply's three bytes pick a legal action to play and, when the third is odd, two more write an
//! action of their own (from a piece, any direction, step or jump) to ask `explain` about. The
//! game ends when the bytes or the legal actions run out.
//!
//! On every position: no legal actions exactly when the game is over, no action listed twice,
//! position notation round-trips, and a written action is explained away exactly when it is
//! not listed (never without a named rule). The action played, and at the last position up to
//! 64 listed actions spread over the list, is accepted by `play`, `find` and `explain` (which
//! names no reason), and its notation round-trips. (Checking every action at every ply made runs 20 times slower.) At
//! the last position, too, perft's shortcuts (counting without listing, the bulk counts of the
//! last two plies, the transposition table) agree with the plain perft at depths 1 to 3.
#![no_main]

use std::collections::HashSet;

use foxgeese::rules::perft_naive;
use foxgeese::{perft, Action, ActionText, IllegalReason, Position, Side};
use foxgeese_fuzz::{ruleset, spread, Bytes};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let Some(first) = bytes.byte() else {
        return;
    };
    let rules = ruleset(first);
    let mut p = Position::start(rules);
    // Long games add little; the cap keeps each run fast.
    for _ in 0..400 {
        let actions = p.legal_actions();
        check_position(&p, &actions);
        let (Some(choice), Some(extra)) = (bytes.u16(), bytes.byte()) else {
            // The game's last position: its listed actions, not only the one played; at most
            // 64, spread over the list (each check looks the action up in the whole list, and
            // checking every one of thousands of chains took most of the target's time).
            for a in spread(&actions, 64) {
                check_action(&p, a);
            }
            for depth in 1..=3 {
                assert_eq!(
                    perft(&p, depth),
                    perft_naive(&p, depth),
                    "perft {depth} of {p}"
                );
            }
            return;
        };
        if extra % 2 == 1 {
            check_written(&p, &actions, extra, bytes.u16().unwrap_or(0));
        }
        let Some(a) = actions.get(choice as usize % actions.len().max(1)) else {
            return;
        };
        p = check_action(&p, a);
    }
});

/// The invariants of a position and its listing: it agrees with the outcome, lists no action
/// twice, and round-trips through its notation.
fn check_position(p: &Position, actions: &[Action]) {
    assert_eq!(actions.is_empty(), p.outcome().is_over(), "{p}");
    let texts: HashSet<ActionText> = actions.iter().map(Action::text).collect();
    assert_eq!(texts.len(), actions.len(), "an action listed twice in {p}");
    let text = p.to_string();
    assert_eq!(Position::parse(&text, p.rules()), Ok(*p), "{text}");
}

/// The invariants of a listed action: every other measure accepts it, and its notation
/// round-trips. Returns the position it leads to.
fn check_action(p: &Position, a: &Action) -> Position {
    let t = a.text();
    if a.is_placement() {
        assert!(
            p.fox_to_place() && p.piece_at(a.from()).is_none(),
            "{a} in {p}"
        );
    } else {
        assert_eq!(p.piece_at(a.from()), Some(p.turn()), "{a} in {p}");
    }
    assert_eq!(p.explain(&t), vec![], "{a} in {p}");
    assert_eq!(p.find(&t), Ok(*a), "{a} in {p}");
    let next = p
        .play(a)
        .unwrap_or_else(|r| panic!("{a} refused in {p}: {r:?}"));
    assert_eq!(next.turn(), p.turn().other(), "{a} in {p}");
    assert_eq!(
        p.geese().count() - next.geese().count(),
        a.captured().count(),
        "{a} in {p}"
    );
    let shown = a.to_string();
    assert_eq!(shown.parse::<ActionText>(), Ok(t.clone()), "{shown}");
    assert_eq!(t.to_string(), shown);
    next
}

/// An action written from fuzz bytes: from a piece (or anywhere), one to three hops in the
/// directions the bytes say, one or two points at a time.
fn check_written(p: &Position, actions: &[Action], how: u8, hops: u16) {
    let pieces: Vec<_> = match (how >> 1) % 3 {
        0 => match p.turn() {
            Side::Fox => p.foxes(),
            Side::Geese => p.geese(),
        },
        1 => p.foxes() | p.geese(),
        _ => p.geese(),
    }
    .into_iter()
    .collect();
    let Some(start) = pieces.get(usize::from(hops >> 8) % pieces.len().max(1)) else {
        return;
    };
    let jump = how & 0x08 != 0;
    let count = 1 + usize::from(hops & 3) % 3;
    let count = if jump { count } else { 1 };
    let (mut f, mut r) = (i32::from(start.file()), i32::from(start.rank()) + 1);
    let mut text = name(f, r);
    // A placement (`@d4`) on the point the hops reach, now and then.
    let place = how & 0x20 != 0 && how & 0x40 != 0;
    for i in 0..count {
        let dir = (hops >> (2 + 3 * i)) & 7;
        let (df, dr) = [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ][usize::from(dir)];
        let dist = if jump != (how & 0x10 != 0) { 2 } else { 1 };
        (f, r) = ((f + dist * df).max(0), (r + dist * dr).max(0));
        text.push(if jump { 'x' } else { '-' });
        text.push_str(&name(f, r));
    }
    if place {
        text = format!("@{}", name(f, r));
    }
    let t: ActionText = text
        .parse()
        .unwrap_or_else(|e| panic!("{text} does not parse: {e:?}"));
    // Written with letters and ranks; the draught board lists its actions in numbers.
    let listed = actions.iter().any(|a| a.text() == t.canonical(p.board()));
    let reasons = p.explain(&t);
    assert_eq!(reasons.is_empty(), listed, "{t} in {p}: {reasons:?}");
    assert!(
        !reasons.contains(&IllegalReason::NotAnAction),
        "{t} in {p}: no rule named: {reasons:?}"
    );
    assert_eq!(p.find(&t).is_ok(), listed, "{t} in {p}");
}

/// A point's name from file and rank numbers, clamped into letters and digits.
fn name(file: i32, rank: i32) -> String {
    format!(
        "{}{}",
        char::from(b'a' + file.clamp(0, 25) as u8),
        rank.max(0)
    )
}
