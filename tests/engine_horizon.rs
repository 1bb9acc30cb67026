//! The fox at the horizon (issue 26): a search for the geese with
//! [`Limits::fox_at_horizon`] reports, from [`ODD_FROM`] plies on, only iterations of odd
//! depth, whose horizon falls with the fox to move (or a forced end, exact at any depth),
//! wherever its node budget cuts it off; the same search without it stops at even depths
//! there too, so the rule is what keeps them out. The fox's search is the same either way.

use std::time::Duration;

use foxgeese::arena::openings;
use foxgeese::engine::search::{self, model::Model, Limits, ODD_FROM, WIN_BOUND};
use foxgeese::rules::{Position, Ruleset, RulesetSpec, Side, Variant};
use foxgeese::solve::Solver;

/// Positions of every ruleset with `side` to move after unbalanced openings of 20 and 21
/// plies, `per_ruleset` of each length.
fn positions(side: Side, per_ruleset: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for variant in Variant::ALL {
        let start = Position::start(Ruleset::get(RulesetSpec::new(variant)));
        for plies in [20, 21] {
            for opening in openings::unbalanced(start, per_ruleset, plies, 3) {
                let pos = opening.iter().fold(start, |p, a| p.play_unchecked(a));
                if pos.turn() == side && !pos.outcome().is_over() && pos.legal_actions().len() > 1 {
                    out.push(pos);
                }
            }
        }
    }
    out
}

/// A node-bounded search (the same on every machine), without the tables, so that the
/// search alone decides where it stops.
fn limits(nodes: u64, fox_at_horizon: bool) -> Limits {
    Limits {
        max_nodes: nodes,
        tables: false,
        strategy: false,
        fox_at_horizon,
        ..Limits::strongest(Duration::from_secs(600))
    }
}

#[test]
fn the_geese_report_only_iterations_that_end_with_the_fox_to_move() {
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    let (mut searched, mut even_without) = (0, 0);
    for pos in positions(Side::Geese, 4) {
        let model = Model::for_side(pos.spec(), Side::Geese);
        for nodes in [5_000, 15_000, 40_000, 90_000] {
            let with =
                search::search(&mut solver, model, &pos, &[], None, limits(nodes, true)).unwrap();
            searched += 1;
            let depth = i32::from(with.depth);
            assert!(
                depth % 2 == 1 || depth < ODD_FROM || with.score.abs() >= WIN_BOUND,
                "{pos} at {nodes} nodes: depth {} (score {})",
                with.depth,
                with.score
            );
            assert_eq!(with.ranked.first().map(|r| r.0), with.best, "{pos}");
            let without =
                search::search(&mut solver, model, &pos, &[], None, limits(nodes, false)).unwrap();
            let depth = i32::from(without.depth);
            if depth % 2 == 0 && depth >= ODD_FROM && without.score.abs() < WIN_BOUND {
                even_without += 1;
            }
        }
    }
    assert!(searched >= 60, "{searched} searches");
    assert!(
        even_without >= searched / 6,
        "without the rule {even_without} of {searched} searches stopped at an even depth"
    );
}

#[test]
fn the_fox_searches_the_same_either_way() {
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    let mut searched = 0;
    for pos in positions(Side::Fox, 3) {
        let model = Model::for_side(pos.spec(), Side::Fox);
        for nodes in [2_000, 8_000] {
            let with =
                search::search(&mut solver, model, &pos, &[], None, limits(nodes, true)).unwrap();
            let without =
                search::search(&mut solver, model, &pos, &[], None, limits(nodes, false)).unwrap();
            assert_eq!(
                (with.best, with.score, with.depth, with.nodes),
                (without.best, without.score, without.depth, without.nodes),
                "{pos} at {nodes} nodes"
            );
            searched += 1;
        }
    }
    assert!(searched >= 20, "{searched} searches");
}
