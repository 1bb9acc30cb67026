//! A hint for the side to move in a game ([`Hint`]): what the rules show, without the solver
//! ([`by_rules`]: the fox's captures, or the geese's moves after which the fox has none), or
//! the solver's best action and what is known after it ([`best`]). `play` words them; any
//! front end can give the same hints.

use std::time::Duration;

use crate::rules::{Action, Position, Side};
use crate::solve::{Known, SolveError, Solver, Verdict};

/// A hint for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The fox to move: its captures (none: it has none).
    FoxCaptures(Vec<Action>),
    /// The geese to move: the moves after which the fox has no capture, of `of` legal ones.
    SafeGeeseMoves {
        /// The safe moves.
        safe: Vec<Action>,
        /// How many legal moves the geese have.
        of: usize,
    },
    /// The solver's first ranked action.
    Best {
        /// The action.
        action: Action,
        /// What is known of the position after it.
        after: Known,
        /// Whether what it says is proven: the position's value, or the winner by a sweep.
        proven: bool,
        /// How many other actions keep the same result.
        others: usize,
        /// How many other actions win too, in more plies.
        slower: usize,
    },
}

/// What the rules show the side to move in `pos`: the fox's captures, or the geese's moves
/// after which the fox has none. Needs no solver, so a game between two people never waits.
pub fn by_rules(pos: &Position) -> Hint {
    let actions = pos.legal_actions();
    match pos.turn() {
        Side::Fox => Hint::FoxCaptures(actions.into_iter().filter(|a| a.is_jump()).collect()),
        Side::Geese => Hint::SafeGeeseMoves {
            of: actions.len(),
            safe: actions
                .into_iter()
                .filter(|a| {
                    let after = pos.play_unchecked(a);
                    !after.legal_actions().iter().any(|r| r.is_jump())
                })
                .collect(),
        },
    }
}

/// The solver's best action in `pos` within `budget`, and what is known after it: where the
/// proof does not finish but the folder's sweep proves the side to move wins, the first
/// action (best ranked first) after which it still wins, with no "more slowly" (a sweep has
/// no distance); else the analysis's best and what it established. `None` when the side to
/// move has no action.
pub fn best(
    solver: &mut Solver,
    pos: &Position,
    budget: Duration,
) -> Result<Option<Hint>, SolveError> {
    let analysis = solver.analyze(pos, budget)?;
    let proven = matches!(analysis.verdict, Verdict::Proven(_));
    if !proven {
        let side = pos.turn();
        let known = solver.known(&analysis)?;
        if known.swept() == Some(side) {
            let mut keep = solver.known_actions(&analysis)?;
            keep.retain(|k| k.after.outcome() == Some(Some(side)));
            if let Some(first) = keep.first() {
                return Ok(Some(Hint::Best {
                    action: first.action,
                    after: first.after,
                    proven: true,
                    others: keep.len() - 1,
                    slower: 0,
                }));
            }
        }
    }
    let Some(first) = analysis.actions.first() else {
        return Ok(None);
    };
    // The actions that keep the value: a win in more plies is no "same result" (issue 25).
    let best = analysis.best_actions();
    let same = best.iter().filter(|a| a.verdict == first.verdict).count();
    Ok(Some(Hint::Best {
        action: first.action,
        after: Known::of(first.verdict),
        proven,
        others: same.saturating_sub(1),
        slower: best.len().saturating_sub(same.max(1)),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    /// The rules' hint: the fox's captures; the geese's moves that leave the fox none.
    #[test]
    fn the_rules_hint_names_captures_and_safe_moves() {
        let fox = Position::parse("3/1G1/3G3/1GGFGG1/3G3/3/3 f 0", Ruleset::plyyard()).unwrap();
        let Hint::FoxCaptures(captures) = by_rules(&fox) else {
            panic!("the fox is to move");
        };
        let names: Vec<String> = captures.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["d4xd2"]);
        let geese = fox.with_turn(Side::Geese);
        let Hint::SafeGeeseMoves { safe, of } = by_rules(&geese) else {
            panic!("the geese are to move");
        };
        assert_eq!(of, geese.legal_actions().len());
        for a in &safe {
            let after = geese.play_unchecked(a);
            assert!(!after.legal_actions().iter().any(|r| r.is_jump()), "{a}");
        }
        assert!(safe.len() < of, "a move that opens d4xd2 is not safe");
    }

    /// The solver's hint in a position the tables prove: the fastest win, proven.
    #[test]
    fn the_solvers_hint_is_the_fastest_win_where_proven() {
        let pos = Position::parse("3/3/7/7/3G3/1GF/G1G g 0", Ruleset::plyyard()).unwrap();
        let mut solver = Solver::in_memory().with_on_demand_limit(u64::MAX);
        let analysis = solver.analyze(&pos, Duration::from_secs(5)).unwrap();
        let Some(Hint::Best {
            action,
            after,
            proven,
            ..
        }) = best(&mut solver, &pos, Duration::from_secs(5)).unwrap()
        else {
            panic!("the geese have actions");
        };
        assert!(proven);
        assert_eq!(action, analysis.actions[0].action);
        assert_eq!(after, Known::of(analysis.actions[0].verdict));
    }
}
