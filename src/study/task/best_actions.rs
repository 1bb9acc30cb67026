//! `best-actions`: every action that keeps the side to move's value, as the solver proves it.
//!
//! When the side to move wins, every winning action; when it draws, every drawing one; when it
//! loses, the ones that hold out longest. The position's value must be proven within
//! [`BUDGET`] (a study whose value is not proven is refused), so built-in studies stay inside
//! the small tables the solver builds on demand, in memory ([`Solver::in_memory`]): studies
//! never read or write a table folder.
//!
//! A wrong action names its refutation: the opponent's best reply and the value after it. A
//! right action that wins slower than the fastest win is told how much faster the best is
//! ("c5-c4 wins too, in 11 plies; b5-b4 wins in 7"): every winning action keeps the win, so
//! it is right, but the learner should know there is a quicker one.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use crate::rules::position::Position;
use crate::rules::RulesetSpec;
use crate::solve::{Analysis, Solver, Value, Verdict};

use super::super::answer::Item;
use super::super::grade::{SlowerWin, WrongReason};
use super::super::problem::ProblemKind;
use super::common::not_an_action;
use super::kind::TaskKind;
use super::question::{Place, Placed, Question};
use super::solution::Solution;

/// How long the solver may take to prove a study position's value (or a reply's).
pub const BUDGET: Duration = Duration::from_secs(10);

/// Every action that keeps the side to move's value. (No fields.)
pub(super) struct BestActions;

/// The most positions a study's local solve may reach before its table is built instead:
/// about 30 MB of the solve's graph and values.
const LOCAL_SOLVE_POSITIONS: usize = 100_000;

/// The solver studies share: in memory, its tables kept for the process's life; a position
/// whose reach is small is solved over that reach alone ([`Solver::with_local_solve`]), so
/// that a study deep in the game does not build a whole table (Ply Yard's six-goose table
/// took 145 MB for `eighth-capture-south-arm`).
fn solver() -> &'static Mutex<Solver> {
    static SOLVER: OnceLock<Mutex<Solver>> = OnceLock::new();
    SOLVER.get_or_init(|| Mutex::new(Solver::in_memory().with_local_solve(LOCAL_SOLVE_POSITIONS)))
}

/// The analysis of `pos`, when the solver proves its value within [`BUDGET`].
pub(super) fn proven(pos: &Position) -> Option<Analysis> {
    proven_within(pos, BUDGET)
}

/// The analysis of `pos`, when the solver proves its value within `budget`.
pub(super) fn proven_within(pos: &Position, budget: Duration) -> Option<Analysis> {
    let mut s = solver().lock().unwrap_or_else(|e| e.into_inner());
    let a = s.analyze(pos, budget).ok()?;
    matches!(a.verdict, Verdict::Proven(_)).then_some(a)
}

/// The analysis of `pos` with the value after every action, when the solver proves its
/// value within `budget`; some actions may still be unknown (the budget ended first).
/// Kept for the process's life: a study asks for it several times (its answer, slower
/// wins), and a search that does not finish would spend the whole budget each time.
fn proven_every(pos: &Position, budget: Duration) -> Option<Analysis> {
    type Known = HashMap<(RulesetSpec, String, Duration), Option<Analysis>>;
    static KNOWN: OnceLock<Mutex<Known>> = OnceLock::new();
    let key = (pos.spec(), pos.to_string(), budget);
    let known = KNOWN.get_or_init(Mutex::default);
    if let Some(a) = known.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return a.clone();
    }
    let a = {
        let mut s = solver().lock().unwrap_or_else(|e| e.into_inner());
        s.analyze_every(pos, budget)
            .ok()
            .filter(|a| matches!(a.verdict, Verdict::Proven(_)))
    };
    known
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, a.clone());
    a
}

/// The actions that keep `pos`'s value, proven within `budget`: refused when the value is
/// not proven, or when some action's is not (it might keep the value too).
fn solve_within(pos: &Position, budget: Duration) -> Result<Solution, Placed> {
    let unproven = || {
        (
            Place::Position,
            ProblemKind::ValueUnproven {
                kind: TaskKind::BestActions,
            },
        )
    };
    let a = proven_every(pos, budget).ok_or_else(unproven)?;
    // Every action that keeps the value is the answer only when no other action might.
    let open: Vec<String> = a
        .actions
        .iter()
        .filter(|av| matches!(av.verdict, Verdict::Unknown { .. }))
        .map(|av| av.action.to_string())
        .collect();
    if !open.is_empty() {
        return Err((
            Place::Position,
            ProblemKind::ActionValuesUnproven {
                kind: TaskKind::BestActions,
                actions: open,
            },
        ));
    }
    Ok(Solution::Actions(
        a.best_actions().into_iter().map(|a| a.action).collect(),
    ))
}

impl Question for BestActions {
    fn solve(&self, pos: &Position) -> Result<Solution, Placed> {
        solve_within(pos, BUDGET)
    }

    /// Illegal: the engine's reasons; legal: the opponent's best reply and the value after it.
    fn why_wrong(&self, pos: &Position, _: &Solution, item: Item<'_>) -> WrongReason {
        let Item::Action(a) = item else {
            return not_an_action();
        };
        let m = match pos.find(a) {
            Err(reasons) => return WrongReason::Illegal(reasons),
            Ok(m) => m,
        };
        let after = pos.play_unchecked(&m);
        let replier = after.turn();
        match proven(&after) {
            Some(an) => match an.actions.first() {
                Some(best) => WrongReason::Refuted {
                    reply: Some(best.action.to_string()),
                    replier,
                    after: best.verdict,
                },
                None => WrongReason::Refuted {
                    reply: None,
                    replier,
                    after: an.verdict,
                },
            },
            // The value after it, as the position's analysis has it: the reply is not known.
            None => WrongReason::Refuted {
                reply: None,
                replier,
                after: proven_every(pos, BUDGET)
                    .and_then(|an| an.actions.into_iter().find(|av| av.action == m))
                    .map_or(Verdict::Unknown { plies: 0 }, |av| av.verdict),
            },
        }
    }

    /// Each right action whose win is slower than the best action's, with the best.
    fn slower_wins(&self, pos: &Position, right: &[String]) -> Vec<SlowerWin> {
        let Some(a) = proven_every(pos, BUDGET) else {
            return Vec::new();
        };
        let side = pos.turn();
        // Plies to the win from `pos` when the action after which `v` holds is played.
        let win_plies = |v: Verdict| match v {
            Verdict::Proven(Value::Win { winner, plies }) if winner == side => Some(plies + 1),
            _ => None,
        };
        let Some((best, best_plies)) = a
            .actions
            .first()
            .and_then(|b| Some((b.action.to_string(), win_plies(b.verdict)?)))
        else {
            return Vec::new();
        };
        right
            .iter()
            .filter_map(|r| {
                let av = a.actions.iter().find(|av| av.action.to_string() == *r)?;
                let plies = win_plies(av.verdict)?;
                (plies > best_plies).then(|| SlowerWin {
                    action: r.clone(),
                    plies,
                    best: best.clone(),
                    best_plies,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::common::testing::pos;
    use super::super::Task;
    use super::*;

    #[test]
    fn the_winning_jump_is_the_best_action() {
        // Two geese left and eight captured: d4xb4 or d4xd2 wins at once; steps draw.
        let p = pos("3/3/7/2GF3/3G3/3/3 f 8");
        let s = Task::BestActions.solve(&p).unwrap();
        let mut items = s.expected().items();
        items.sort();
        assert_eq!(items, ["d4xb4", "d4xd2"]);
    }

    /// Ten geese, too many for the tables a study builds: a search proves at once that
    /// c2-d2 traps the fox, but not within half a second what the other actions lead to,
    /// so the answer "every winning action" is not proven, and the study is refused.
    #[test]
    fn a_value_proven_without_every_action_is_refused() {
        let p = pos("GGG/GGG/7/7/3G3/G2/GFG g 3");
        let (place, kind) = solve_within(&p, Duration::from_millis(500)).unwrap_err();
        assert_eq!(place, Place::Position);
        let ProblemKind::ActionValuesUnproven { kind, actions } = kind else {
            panic!("{kind:?}");
        };
        assert_eq!(kind, TaskKind::BestActions);
        assert!(!actions.is_empty() && !actions.contains(&"c2-d2".to_string()));
    }
}
