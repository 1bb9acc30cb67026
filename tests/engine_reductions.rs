//! Late move reductions (issue 26): with [`Limits::reductions`] a search reaches deeper
//! iterations within the same node budget in every ruleset, since the late quiet actions it
//! tries cost a ply less unless they beat the best so far; the same search without them
//! stops shallower. Only `perfect` reduces, and not in Ply Yard's game or the standard game
//! (matches set it): the levels below search a fixed depth in full.

use std::time::Duration;

use foxgeese::arena::openings;
use foxgeese::engine::search::{self, model::Model, Limits};
use foxgeese::engine::Level;
use foxgeese::rules::{Position, Ruleset, RulesetSpec, Variant};
use foxgeese::solve::Solver;

/// Positions of `variant`'s game after unbalanced openings of 20 and 21 plies.
fn positions(variant: Variant) -> Vec<Position> {
    let start = Position::start(Ruleset::get(RulesetSpec::new(variant)));
    let mut out = Vec::new();
    for plies in [20, 21] {
        for opening in openings::unbalanced(start, 4, plies, 7) {
            let pos = opening.iter().fold(start, |p, a| p.play_unchecked(a));
            if !pos.outcome().is_over() && pos.legal_actions().len() > 1 {
                out.push(pos);
            }
        }
    }
    out
}

/// A node-bounded search (the same on every machine) that never stops early, without the
/// tables, so that the search alone decides how deep it gets.
fn limits(reductions: bool) -> Limits {
    Limits {
        max_nodes: 20_000,
        tables: false,
        strategy: false,
        early_stop: false,
        reductions,
        ..Limits::strongest(Duration::from_secs(600))
    }
}

#[test]
fn reductions_reach_deeper_within_the_same_nodes_in_every_ruleset() {
    let mut solver = Solver::in_memory().with_on_demand_limit(0);
    for variant in Variant::ALL {
        let (mut searched, mut deeper, mut shallower) = (0, 0, 0);
        for pos in positions(variant) {
            let model = Model::for_side(pos.spec(), pos.turn());
            let [with, without] = [true, false]
                .map(|r| search::search(&mut solver, model, &pos, &[], None, limits(r)).unwrap());
            assert!(with.best.is_some() && with.nodes <= 20_000 + 512, "{pos}");
            searched += 1;
            if with.depth > without.depth {
                deeper += 1;
            } else if with.depth < without.depth {
                shallower += 1;
            }
        }
        assert!(searched >= 4, "{variant:?}: {searched} positions");
        assert!(
            deeper * 2 >= searched && shallower == 0,
            "{variant:?}: deeper in {deeper}, shallower in {shallower} of {searched}"
        );
    }
}

#[test]
fn perfect_reduces_but_in_ply_yard_and_the_standard_game() {
    for variant in Variant::ALL {
        assert_eq!(
            search::reduces(RulesetSpec::new(variant)),
            !matches!(variant, Variant::PlyYard | Variant::Standard),
            "{variant:?}"
        );
    }
}

#[test]
fn only_perfect_reduces() {
    for level in Level::ALL {
        assert_eq!(
            level.strength().reductions,
            level == Level::Perfect,
            "{level}"
        );
    }
}
