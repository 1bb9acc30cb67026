//! A 200-ply review within its overall budget (issue 26), checked by its accounting, not by
//! a clock: every position is charged what it took, at most its share, and the charges never
//! exceed the overall budget. (The wall-clock time of a real review is measured by hand and
//! reported in docs/matches.md.)

use std::time::Duration;

use foxgeese::arena::player::Player;
use foxgeese::arena::{self, MatchSpec};
use foxgeese::engine::review::review;
use foxgeese::engine::search::model::Eval;
use foxgeese::engine::Budget;
use foxgeese::rules::{Action, ActionText, Game, Position, Ruleset};
use foxgeese::solve::Solver;

/// The first game of at least `plies` plies two random players play, cut at `plies`.
fn long_game(plies: usize) -> Game {
    let rules = Ruleset::plyyard();
    for seed in 0.. {
        let spec = MatchSpec {
            a: Player::Random,
            b: Player::Random,
            rules,
            games: 2,
            budget: Budget::Nodes(1),
            seed,
            openings: Vec::new(),
            tables: None,
            jobs: 1,
            eval: Eval::Shipped,
        };
        let r = arena::play(&spec, &|_| {}).unwrap();
        if let Some(g) = r.games.iter().find(|g| g.actions.len() >= plies) {
            let texts: Vec<ActionText> = g.actions[..plies].iter().map(Action::text).collect();
            return Game::replay(Position::start(rules), &texts).unwrap();
        }
    }
    unreachable!()
}

#[test]
fn a_200_ply_review_is_charged_no_more_than_its_overall_budget() {
    let game = long_game(200);
    assert_eq!(game.actions().len(), 200);
    // No table built on demand: only the search and the estimate spend the budget.
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    let total = Duration::from_secs(2);
    let mut seen = 0;
    let r = review(
        &mut solver,
        &game,
        Duration::from_secs(1),
        total,
        &mut |done, of| {
            assert_eq!(of, 201);
            seen = done;
        },
    )
    .unwrap();
    assert_eq!(seen, 201, "every position was analysed");
    assert_eq!(r.plies.len(), 200);
    assert!(r.granted <= total, "{:?}", r.granted);
    // A second each is more than an even share of two seconds: every ply not proven is one
    // the total budget did not reach.
    for p in &r.plies {
        let proven = p.before.verdict().value().is_some() && p.after.verdict().value().is_some();
        assert!(proven || r.not_reached.contains(&p.ply), "ply {}", p.ply);
    }
}
