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
