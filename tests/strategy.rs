//! The geese's winning strategy shipped in the binary proves itself: from Ply Yard's start,
//! the strategy's action at every geese turn and every fox reply lead to a geese win, with no
//! position missing and no cycle. No table is read, so the proof rests on the rules alone.

use std::collections::HashMap;

use foxgeese::solve::strategy;
use foxgeese::{Outcome, Position, Ruleset, Side};

/// Where the walk stands on a position: on the current line, or finished (a geese win).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    OnLine,
    Won,
}

fn node(pos: &Position) -> (u128, u128, bool) {
    (pos.foxes().0, pos.geese().0, pos.turn() == Side::Geese)
}

#[test]
fn the_shipped_strategy_wins_against_every_fox_reply() {
    let rules = Ruleset::plyyard();
    assert!(rules.draws.is_none(), "no draw rule can cut a line short");
    let s = strategy::plyyard_geese();
    assert!(
        s.len() > 100_000,
        "the shipped strategy is read: {}",
        s.len()
    );
    let mut marks: HashMap<(u128, u128, bool), Mark> = HashMap::new();
    // Depth-first, with each position's children still to visit.
    let start = Position::start(rules);
    let mut stack: Vec<(Position, Vec<Position>)> = Vec::new();
    let children = |pos: &Position| -> Vec<Position> {
        match pos.outcome() {
            Outcome::Win {
                winner: Side::Geese,
                ..
            } => Vec::new(),
            Outcome::Ongoing if pos.turn() == Side::Geese => {
                let a = s
                    .action(pos)
                    .unwrap_or_else(|| panic!("{pos}: the strategy has no action here"));
                vec![pos.play(&a).expect("the strategy's action is legal")]
            }
            Outcome::Ongoing => pos
                .legal_actions()
                .iter()
                .map(|a| pos.play_unchecked(a))
                .collect(),
            other => panic!("{pos}: the line ends in {other:?}, not a geese win"),
        }
    };
    marks.insert(node(&start), Mark::OnLine);
    stack.push((start, children(&start)));
    while let Some((pos, todo)) = stack.last_mut() {
        match todo.pop() {
            Some(c) => match marks.get(&node(&c)) {
                Some(Mark::Won) => {}
                Some(Mark::OnLine) => panic!("{c}: the strategy goes round in a cycle"),
                None => {
                    marks.insert(node(&c), Mark::OnLine);
                    let next = children(&c);
                    stack.push((c, next));
                }
            },
            None => {
                marks.insert(node(pos), Mark::Won);
                stack.pop();
            }
        }
    }
    let geese_turns = marks.keys().filter(|k| k.2).count();
    assert!(geese_turns > 50_000, "{geese_turns} geese turns walked");
}

#[test]
fn the_strategy_answers_only_geese_turns_of_ply_yard() {
    let s = strategy::plyyard_geese();
    let start = Position::start(Ruleset::plyyard());
    let first = s.action(&start).expect("the start is in the strategy");
    let after = start.play(&first).expect("legal");
    assert_eq!(
        s.action(&after),
        None,
        "the fox's turn is not the strategy's"
    );
    let standard = Position::start(Ruleset::get("standard".parse().expect("a ruleset")));
    assert_eq!(s.action(&standard), None);
}

/// The plies to the win the strategy keeps are its own: at a geese turn `d` plies from the
/// win, the strategy's action ends the game when `d` is 1, and otherwise every fox reply
/// leaves a geese turn at most `d − 2` plies from the win, the slowest exactly that. So the
/// distances fall along every line (no cycle), and the start's 55 plies is the strategy's.
#[test]
fn the_strategys_distances_fall_by_two_each_move_pair() {
    let rules = Ruleset::plyyard();
    let s = strategy::plyyard_geese();
    let start = Position::start(rules);
    let (_, from_start) = s.play(&start).expect("the start is in the strategy");
    assert_eq!(from_start, 55, "the geese win Ply Yard's start in 55 plies");
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![start];
    while let Some(pos) = todo.pop() {
        if !seen.insert(node(&pos)) {
            continue;
        }
        let (a, d) = s
            .play(&pos)
            .unwrap_or_else(|| panic!("{pos}: the strategy has no action here"));
        let after = pos.play(&a).expect("the strategy's action is legal");
        if d == 1 {
            assert!(
                matches!(
                    after.outcome(),
                    Outcome::Win {
                        winner: Side::Geese,
                        ..
                    }
                ),
                "{pos}: one ply from the win, yet {a} does not end the game"
            );
            continue;
        }
        assert_eq!(
            after.outcome(),
            Outcome::Ongoing,
            "{pos}: {d} plies, yet the game ends"
        );
        let mut slowest = 0;
        for r in after.legal_actions() {
            let next = after.play_unchecked(&r);
            assert_eq!(
                next.outcome(),
                Outcome::Ongoing,
                "{next}: the fox's reply ends the game"
            );
            let (_, dn) = s
                .play(&next)
                .unwrap_or_else(|| panic!("{next}: the strategy has no action here"));
            assert!(dn + 2 <= d, "{pos} at {d} plies: the reply {r} leaves {dn}");
            slowest = slowest.max(dn);
            todo.push(next);
        }
        assert_eq!(
            slowest + 2,
            d,
            "{pos}: the slowest reply is {slowest} plies from the win"
        );
    }
    assert!(seen.len() > 50_000, "{} geese turns walked", seen.len());
}
