//! Property tests over random games of every ruleset.
//!
//! Positions come from random playouts from each ruleset's start: a list of random numbers
//! picks one legal action per ply (with a bias towards captures, so games reach the capture
//! targets and chains come up). On those positions:
//!
//! - every listed action is accepted by `play` and `find`, and `explain` finds nothing wrong with it;
//! - the listing agrees with `outcome` (no actions exactly when the game is over) and with
//!   `perft` at depth 1 (its counting shortcut);
//! - `explain` of a randomly *written* action (any coordinates, on or off the board, `-` or `x`,
//!   chains) is empty exactly when that action is among the legal ones, and never falls back to
//!   `NotAnAction` (the engine promises every illegal action a named rule);
//! - position notation round-trips, canonical and with `.` for each empty point;
//! - action notation round-trips through `Display` and `ActionText`;
//! - `perft` equals the shortcut-free `perft_naive` at depths 1 to 3.
//!
//! Case counts are kept small (the whole file runs in a few seconds).

use std::collections::HashSet;

use proptest::prelude::*;

use foxgeese::rules::perft_naive;
use foxgeese::{
    perft, Action, ActionText, IllegalReason, Outcome, Position, Ruleset, RulesetSpec, Side,
};

/// Every ruleset and option set: the library's list, shared with the fuzz targets.
const SPECS: [&str; RulesetSpec::ALL.len()] = RulesetSpec::ALL;

fn rules(spec: &str) -> &'static Ruleset {
    Ruleset::get(spec.parse::<RulesetSpec>().expect("a ruleset spec"))
}

/// The positions of a random game of `SPECS[spec]`: one per ply, the start first. A choice
/// divisible by three plays a capture when there is one.
fn playout(spec: usize, choices: &[u32]) -> Vec<Position> {
    let mut p = Position::start(rules(SPECS[spec]));
    let mut out = vec![p];
    for &c in choices {
        let actions = p.legal_actions();
        if actions.is_empty() {
            break;
        }
        let jumps: Vec<&Action> = actions.iter().filter(|a| a.is_jump()).collect();
        let a = if c % 3 == 0 && !jumps.is_empty() {
            *jumps[(c / 3) as usize % jumps.len()]
        } else {
            actions[c as usize % actions.len()]
        };
        p = p.play(&a).expect("a listed action plays");
        out.push(p);
    }
    out
}

fn game() -> impl Strategy<Value = (usize, Vec<u32>)> {
    (0..SPECS.len(), prop::collection::vec(any::<u32>(), 0..90))
}

/// The notation with every run of empty points written as dots.
fn with_dots(notation: &str) -> String {
    let (placement, rest) = notation.split_once(' ').expect("fields");
    let mut s = String::new();
    for c in placement.chars() {
        match c.to_digit(10) {
            Some(n) => s.push_str(&".".repeat(n as usize)),
            None => s.push(c),
        }
    }
    format!("{s} {rest}")
}

/// One hop of a written action: a direction (file and rank change, each -1, 0 or 1) and
/// whether to go the other distance than the action's kind suggests; or a point anywhere.
type Hop = Result<(i8, i8, bool), (u8, u8)>;

/// How a random action is written: where it starts and where each hop goes.
#[derive(Clone, Debug)]
struct Written {
    /// Start on a piece (the index picks one; `true`: of the side to move) rather than at `from`.
    on_piece: Option<(bool, usize)>,
    /// A start anywhere in files a–j, ranks 0–10: on the board, off the board, off the grid.
    from: (u8, u8),
    jump: bool,
    /// A placement, `@` and the start, rather than a step or a jump.
    place: bool,
    /// Each hop: a direction and whether to go the other distance than the action's kind
    /// suggests (two points for a jump, one for a step), or a point anywhere.
    hops: Vec<Hop>,
}

fn written() -> impl Strategy<Value = Written> {
    let anywhere = (0u8..10, 0u8..11);
    let hop = prop_oneof![
        6 => (-1i8..=1, -1i8..=1, prop::bool::weighted(0.15)).prop_map(Ok),
        1 => anywhere.clone().prop_map(Err),
    ];
    (
        prop::option::weighted(0.85, (prop::bool::weighted(0.8), any::<usize>())),
        anywhere,
        prop::bool::weighted(0.4),
        prop::bool::weighted(0.1),
        prop::collection::vec(hop, 1..4),
    )
        .prop_map(|(on_piece, from, jump, place, hops)| Written {
            on_piece,
            from,
            jump,
            place,
            hops,
        })
}

impl Written {
    /// The action as text, for position `p`.
    fn text(&self, p: &Position) -> String {
        let name =
            |f: i32, r: i32| format!("{}{}", (b'a' + f.clamp(0, 25) as u8) as char, r.max(0));
        let movers = match p.turn() {
            Side::Fox => p.foxes(),
            Side::Geese => p.geese(),
        };
        let (mut f, mut r) = match self.on_piece {
            Some((mover, i)) => {
                let set = if mover { movers } else { p.foxes() | p.geese() };
                let pieces: Vec<_> = set.into_iter().collect();
                match pieces.get(i % pieces.len().max(1)) {
                    Some(q) => (q.file() as i32, q.rank() as i32 + 1),
                    None => (self.from.0 as i32, self.from.1 as i32),
                }
            }
            None => (self.from.0 as i32, self.from.1 as i32),
        };
        let mut s = name(f, r);
        if self.place {
            return format!("@{s}");
        }
        // A step has one destination; `-` with more is a syntax error, not a rule.
        let hops = if self.jump {
            &self.hops[..]
        } else {
            &self.hops[..1]
        };
        for hop in hops {
            (f, r) = match *hop {
                Ok((df, dr, other)) => {
                    let dist = if self.jump != other { 2 } else { 1 };
                    ((f + dist * df as i32).max(0), (r + dist * dr as i32).max(0))
                }
                Err((af, ar)) => (af as i32, ar as i32),
            };
            s.push(if self.jump { 'x' } else { '-' });
            s.push_str(&name(f, r));
        }
        s
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Every listed action is legal by every other measure, and the listing agrees with the
    /// outcome; positions and actions round-trip through their notation.
    #[test]
    fn listed_actions_are_legal_and_notation_round_trips((spec, choices) in game()) {
        let rules = rules(SPECS[spec]);
        for p in playout(spec, &choices) {
            let actions = p.legal_actions();
            prop_assert_eq!(actions.is_empty(), p.outcome().is_over(), "{}", p);
            if !matches!(p.outcome(), Outcome::Draw(_)) {
                prop_assert_eq!(perft(&p, 1), actions.len() as u64, "{}", p);
            }
            let mut seen = HashSet::new();
            for a in &actions {
                prop_assert!(seen.insert(a.text()), "{} listed twice in {}", a, p);
                if a.is_placement() {
                    prop_assert!(p.fox_to_place() && p.piece_at(a.from()).is_none(), "{} in {}", a, p);
                } else {
                    prop_assert!(!p.fox_to_place(), "{} in {}", a, p);
                    prop_assert_eq!(p.piece_at(a.from()), Some(p.turn()), "{} in {}", a, p);
                }
                prop_assert_eq!(p.explain(&a.text()), vec![], "{} in {}", a, p);
                prop_assert_eq!(p.find(&a.text()), Ok(*a), "{} in {}", a, p);
                let next = p.play(a);
                prop_assert!(next.is_ok(), "{} refused in {}", a, p);
                let next = next.unwrap();
                prop_assert_eq!(next.turn(), p.turn().other());
                let taken = p.geese().count() - next.geese().count();
                prop_assert_eq!(taken, a.captured().count(), "{} in {}", a, p);
                prop_assert_eq!(
                    next.captures() as u32,
                    p.captures() as u32 + taken,
                    "{} in {}", a, p
                );
                prop_assert_eq!(a.is_jump(), taken > 0, "{} in {}", a, p);
                if p.turn() == Side::Geese {
                    prop_assert_eq!(next.foxes(), p.foxes());
                }
                // Action notation: Display, parse, and a loose spelling of the same.
                let shown = a.to_string();
                prop_assert_eq!(shown.parse::<ActionText>(), Ok(a.text()));
                prop_assert_eq!(a.text().to_string(), shown.clone());
                let loose = shown.to_uppercase().replace('-', " - ");
                prop_assert_eq!(loose.parse::<ActionText>(), Ok(a.text()), "{}", loose);
            }
            // Position notation, canonical and spelled with dots.
            let text = p.to_string();
            prop_assert_eq!(Position::parse(&text, rules), Ok(p), "{}", text);
            let dotted = with_dots(&text);
            prop_assert_eq!(Position::parse(&dotted, rules), Ok(p), "{}", dotted);
        }
    }

    /// `explain` says nothing exactly for the listed actions, and always names a rule for the
    /// others.
    #[test]
    fn explain_is_empty_exactly_for_legal_actions(
        (spec, choices) in game(),
        writings in prop::collection::vec(written(), 1..24),
    ) {
        let positions = playout(spec, &choices);
        for (i, p) in positions.iter().enumerate() {
            let listed = p.legal_actions();
            let legal: HashSet<ActionText> = listed.iter().map(|a| a.text()).collect();
            let mut texts = Vec::new();
            for w in writings.iter().skip(i % writings.len()).take(4) {
                let text = w.text(p);
                let parsed = text.parse::<ActionText>();
                prop_assert!(parsed.is_ok(), "{} does not parse: {:?}", text, parsed);
                texts.push(parsed.unwrap());
            }
            // Near misses of the listed jumps, which random text rarely hits: every shorter
            // stop of a chain (legal only where chains may stop), and a jump straight back
            // over the goose just taken (never legal).
            for a in listed.iter().filter(|a| a.is_jump()) {
                let t = a.text();
                for n in 1..t.to.len() {
                    texts.push(ActionText { to: t.to[..n].to_vec(), ..t.clone() });
                }
                let mut back = t.clone();
                back.to.push(if t.to.len() > 1 { t.to[t.to.len() - 2] } else { t.from });
                prop_assert!(!legal.contains(&back), "{} listed in {}", back, p);
                texts.push(back);
            }
            for t in texts {
                let text = t.to_string();
                let reasons = p.explain(&t);
                // Written with letters and ranks; the draught board lists numbers.
                let is_legal = legal.contains(&t.canonical(p.board()));
                prop_assert_eq!(
                    reasons.is_empty(),
                    is_legal,
                    "{} in {}: {:?}", text, p, reasons
                );
                prop_assert!(
                    !reasons.contains(&IllegalReason::NotAnAction),
                    "{} in {}: no rule named: {:?}", text, p, reasons
                );
                prop_assert_eq!(p.find(&t).is_ok(), is_legal);
            }
        }
    }

    /// The bulk-counting perft agrees with the one that plays every action.
    #[test]
    fn perft_equals_perft_naive_on_reachable_positions((spec, choices) in game()) {
        let positions = playout(spec, &choices);
        let p = positions.last().expect("at least the start");
        for depth in 1..=3 {
            prop_assert_eq!(perft(p, depth), perft_naive(p, depth), "{} depth {}", p, depth);
        }
        // And on the position half way, with the other side to move.
        let mid = positions[positions.len() / 2].with_turn(p.turn().other());
        prop_assert_eq!(perft(&mid, 2), perft_naive(&mid, 2), "{}", mid);
    }
}

/// The written actions are a fair test of `explain`: some are legal, most are not, and between
/// them they break most of the rules `explain` knows.
#[test]
fn written_actions_cover_legal_and_many_reasons() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;

    let mut runner = TestRunner::deterministic();
    let mut legal = 0;
    let mut total = 0;
    let mut kinds = HashSet::new();
    for spec in 0..SPECS.len() {
        let choices: Vec<u32> = (0..40).map(|i| i * 7 + spec as u32).collect();
        for p in playout(spec, &choices) {
            for _ in 0..30 {
                let w = written().new_tree(&mut runner).unwrap().current();
                let t: ActionText = w.text(&p).parse().unwrap();
                let reasons = p.explain(&t);
                total += 1;
                legal += reasons.is_empty() as u32;
                for r in reasons {
                    // The variant's name, without its fields.
                    let name = format!("{r:?}");
                    kinds.insert(name.split([' ', '{']).next().unwrap().to_string());
                }
            }
        }
    }
    assert!(
        legal * 20 > total,
        "only {legal} of {total} written actions legal"
    );
    assert!(
        legal * 2 < total,
        "{legal} of {total} written actions legal"
    );
    assert!(kinds.len() >= 17, "{} reasons met: {kinds:?}", kinds.len());
}

/// The playouts reach what the properties are about: captures, chains, finished games and
/// every ruleset. Otherwise the properties above could pass by never meeting them.
#[test]
fn playouts_reach_captures_chains_and_endings() {
    let mut chains = 0;
    let mut over = 0;
    let mut captures = 0;
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for spec in 0..SPECS.len() {
        for _ in 0..10 {
            let choices: Vec<u32> = (0..200)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed >> 32) as u32
                })
                .collect();
            let game = playout(spec, &choices);
            let last = game.last().unwrap();
            captures += (last.captures() > 0) as u32;
            over += last.outcome().is_over() as u32;
            chains += game
                .iter()
                .any(|p| p.legal_actions().iter().any(|a| a.landings().len() > 1))
                as u32;
        }
    }
    assert!(captures >= 60, "{captures} of 90 games captured");
    assert!(over >= 30, "{over} of 90 games finished");
    assert!(chains >= 30, "{chains} of 90 games offered a chain");
}
