//! The geese pressing home (issue 26): where they could step sideways for ever and no rule
//! ends a game without progress (the 1870 game), `perfect`'s geese with a long shuffle behind
//! them make their forward step, where the same search that does not press shuffles on.

use std::time::Duration;

use foxgeese::arena::openings;
use foxgeese::game::search::{self, model::Model, Limits};
use foxgeese::rules::{Action, Position, Ruleset, Side};
use foxgeese::solve::Solver;

/// A shuffle that comes back to `pos` (the geese to move) in four plies: a goose sideways
/// and back, the fox a step and back; `None` when there is none.
fn shuffle(pos: &Position) -> Option<[Position; 4]> {
    let goose = pos
        .legal_actions()
        .into_iter()
        .filter(|a| !pos.is_forward_step(a));
    for s in goose {
        let p1 = pos.play_unchecked(&s);
        for f in p1.legal_actions().into_iter().filter(|f| !f.is_jump()) {
            let p2 = p1.play_unchecked(&f);
            let back = |p: &Position, from, to| -> Option<Action> {
                p.legal_actions()
                    .into_iter()
                    .find(|a| !a.is_jump() && a.from() == from && a.to() == to)
            };
            let Some(s2) = back(&p2, s.to(), s.from()) else {
                continue;
            };
            let p3 = p2.play_unchecked(&s2);
            let Some(f2) = back(&p3, f.to(), f.from()) else {
                continue;
            };
            if p3.play_unchecked(&f2) == *pos {
                return Some([*pos, p1, p2, p3]);
            }
        }
    }
    None
}

#[test]
fn perfect_geese_step_forward_after_a_long_shuffle() {
    let rules = Ruleset::get("boys-own-1870".parse().unwrap());
    assert!(search::presses(rules));
    let start = Position::start(rules);
    let model = Model::for_side(rules.spec, Side::Geese);
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    let limits = |press| Limits {
        max_nodes: 20_000,
        press,
        ..Limits::strongest(Duration::from_secs(600))
    };
    let (mut tried, mut shuffled_without) = (0, 0);
    for opening in openings::unbalanced(start, 40, 40, 1) {
        let pos = opening.iter().fold(start, |p, a| p.play_unchecked(a));
        assert_eq!(pos.turn(), Side::Geese);
        let Some(round) = shuffle(&pos) else {
            continue;
        };
        // Sixty plies of it, the geese's last forward step before them all.
        let history: Vec<Position> = round.iter().copied().cycle().take(60).collect();
        assert_eq!(search::quiet_before(&history, &pos), 60);
        let with = search::search(&mut solver, model, &pos, &history, None, limits(true)).unwrap();
        let without =
            search::search(&mut solver, model, &pos, &history, None, limits(false)).unwrap();
        let forward = pos.legal_actions().iter().any(|a| pos.is_forward_step(a));
        // Only where the geese clearly lead (odds of e : 1) and have a forward step.
        if without.score < 100 || !forward {
            continue;
        }
        tried += 1;
        let best = with.best.unwrap();
        assert!(pos.is_forward_step(&best), "{pos}: {best} after a shuffle");
        if !pos.is_forward_step(&without.best.unwrap()) {
            shuffled_without += 1;
        }
    }
    assert!(tried >= 10, "{tried} positions where the geese lead");
    assert!(
        shuffled_without >= 3,
        "the search that does not press shuffled {shuffled_without} times"
    );
}
