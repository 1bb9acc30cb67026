//! The engine opponent: how strong it plays ([`Level`]), the action it chooses
//! ([`choose`]) and what it thinks of a position ([`estimate`]); its search above the tables
//! ([`search`]: alpha-beta over an evaluation learned from the tables), the seedable random
//! numbers of both ([`rng`]), a hint for the side to move ([`hint`]), and a recorded game
//! reviewed with the solver ([`review`]: each action's value before and after, mistakes, the
//! first opening).
//!
//! Every level plays the same search ([`search`]: alpha-beta over the learned
//! evaluation); what makes a level weaker is a shallower search, an evaluation with more
//! error on purpose, and not asking the tables, never a random move:
//!
//! | level     | depth (plies) | evaluation error | tables | proof search | proven value kept |
//! |-----------|---------------|------------------|--------|--------------|-------------------|
//! | 1         | 1             | ± 600            | no     | no           | no                |
//! | 2         | 2             | ± 150            | no     | no           | no                |
//! | 3         | 3             | ± 60             | yes    | no           | no                |
//! | 4         | 5             | ± 20             | yes    | no           | no                |
//! | 5         | 7             | none             | yes    | no           | yes               |
//! | `perfect` | budget        | none             | yes    | ¼ of budget  | yes               |
//!
//! (The error is in hundredths of the model's logit: ± 150 turns a position the model gives
//! 95 % into anything from 81 % to 99 %, ± 600 into anything from 5 % to 99.99 %. Level 1's
//! error was ± 300 until matches showed level 2 no stronger than it in Ply Yard and on the
//! Large Cross, over a hundred games each; docs/engine.md.) `perfect` is exact wherever the
//! tables or the proof search prove the position: it plays the fastest win, keeps a draw,
//! holds out longest in a loss, and never plays an action proven to lose while another is
//! not. Where nothing is proven it is the strongest search ([`Choice::proven`] is false
//! then, and the game says so once). Level 5 keeps a proven value too, without the proof
//! search, and searches at most seven plies deep (`perfect` as deep as its budget reaches;
//! in the games [`search::fox_at_horizon`] names, its geese keep the iterations whose
//! horizon falls with the fox to move, as level 5's seven plies do:
//! [`Strength::fox_at_horizon`]).
//! In Ply Yard's game the geese's proven strategy ([`crate::solve::strategy`]) is exact
//! from the start with no table at all, at level 5 and `perfect`; the levels below know
//! only the tables.
//!
//! The search stops early when one action is clearly best, so a reply often takes far less
//! than its budget.

pub mod hint;
pub mod review;
pub mod rng;
pub mod search;

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::rules::{Action, Position, RulesetSpec, Side};
use crate::solve::{strategy, Known, Method, SolveError, Solver, Value, Verdict};
pub use rng::Rng;
use search::{model::Eval, model::Model, Limits, WIN_BOUND};

/// How well the engine plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// 1 (weakest) to 5: a shallower search with more error on purpose (see the module).
    Casual(u8),
    /// Exact where the tables or the proof search prove the position; the strongest search
    /// elsewhere.
    Perfect,
}

/// A `--level` that is not `1` to `5` or `perfect`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadLevel(pub String);

/// What a level searches with (see the module's table).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Strength {
    /// The deepest iteration (plies).
    pub max_depth: u16,
    /// The evaluation's error on purpose, in logit hundredths.
    pub noise: i32,
    /// Whether the search asks the tables.
    pub tables: bool,
    /// Percent of the budget given to the proof search first.
    pub proof_percent: u32,
    /// Whether a proven value is never played away.
    pub keeps_proven: bool,
    /// Whether its geese keep only the iterations whose horizon falls with the fox to move
    /// ([`Limits::fox_at_horizon`]), in the games [`search::fox_at_horizon`] names:
    /// `perfect`'s, which stops wherever its budget ends; the levels below search a fixed
    /// depth.
    pub fox_at_horizon: bool,
    /// Whether its search reduces late quiet actions ([`Limits::reductions`]), in the games
    /// [`search::reduces`] names: `perfect`'s.
    pub reductions: bool,
}

impl Level {
    /// The weakest level.
    pub const MIN: u8 = 1;
    /// The strongest casual level.
    pub const MAX: u8 = 5;

    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Casual(1),
        Level::Casual(2),
        Level::Casual(3),
        Level::Casual(4),
        Level::Casual(5),
        Level::Perfect,
    ];

    /// What this level searches with.
    pub const fn strength(self) -> Strength {
        let (max_depth, noise, tables, proof_percent, keeps_proven) = match self {
            Level::Casual(0 | 1) => (1, 600, false, 0, false),
            Level::Casual(2) => (2, 150, false, 0, false),
            Level::Casual(3) => (3, 60, true, 0, false),
            Level::Casual(4) => (5, 20, true, 0, false),
            Level::Casual(_) => (7, 0, true, 0, true),
            Level::Perfect => (64, 0, true, 25, true),
        };
        Strength {
            max_depth,
            noise,
            tables,
            proof_percent,
            keeps_proven,
            fox_at_horizon: matches!(self, Level::Perfect),
            reductions: matches!(self, Level::Perfect),
        }
    }
}

impl FromStr for Level {
    type Err = BadLevel;

    /// `1` to `5`, or `perfect` (any case).
    fn from_str(s: &str) -> Result<Level, BadLevel> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("perfect") {
            return Ok(Level::Perfect);
        }
        match t.parse::<u8>() {
            Ok(n) if (Level::MIN..=Level::MAX).contains(&n) => Ok(Level::Casual(n)),
            _ => Err(BadLevel(s.to_string())),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Casual(n) => write!(f, "{n}"),
            Level::Perfect => f.write_str("perfect"),
        }
    }
}

/// The action the engine chose, and what stands behind it.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The action.
    pub action: Action,
    /// What is known of the position's value: proven (by the strategy, the tables or the
    /// proof search: the action then keeps it, at level 5 and `perfect`), who wins by the
    /// sweep of the whole game ([`crate::solve::sweep`], which knows who wins but not how
    /// fast), or nothing.
    pub known: Known,
    /// The search's score for the side to move, in logit hundredths (`±(30000 − plies)`
    /// for a forced end found); from the value when proven.
    pub score: i32,
    /// The deepest iteration of the search (0: no search was needed).
    pub depth: u16,
    /// Nodes the search visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

impl Choice {
    /// Whether who wins the position is proven (its value, or its winner by a sweep).
    pub fn proven(&self) -> bool {
        self.known.outcome().is_some()
    }

    /// The position's proven value, if any.
    pub fn value(&self) -> Option<Value> {
        self.known.verdict().value()
    }

    /// Who wins with best play, where proven: by the value, or by the sweep.
    pub fn winner(&self) -> Option<Side> {
        self.known.outcome().flatten()
    }
}

/// Who the engine thinks wins a position, and how sure it is.
#[derive(Clone, Debug)]
pub struct Estimate {
    /// The proven value, when the tables or the proof search gave one: then the rest says
    /// the same with certainty.
    pub proven: Option<Value>,
    /// The likely winner; `None` when neither side is clearly ahead (or a proven draw).
    pub likely: Option<Side>,
    /// How likely the fox side is to win, 0 to 1 (the search's score through the model's
    /// logistic curve; 0 or 1 when proven or a forced end was found).
    pub fox_chance: f64,
    /// The search's score for the fox side, in logit hundredths.
    pub fox_score: i32,
    /// The best action found (`None`: the game is over).
    pub best: Option<Action>,
    /// The deepest iteration of the search (0: none was needed).
    pub depth: u16,
    /// Nodes the search visited.
    pub nodes: u64,
}

impl Estimate {
    /// Whether the estimate is a proven value.
    pub fn is_proven(&self) -> bool {
        self.proven.is_some()
    }

    /// How sure the estimate is of its likely winner, 0.5 to 1 (1: proven, or a forced
    /// end found).
    pub fn confidence(&self) -> f64 {
        self.fox_chance.max(1.0 - self.fox_chance)
    }
}

/// The fox's chance that counts as "likely": beyond it (or below 1 − it) the estimate names
/// a winner.
pub const LIKELY: f64 = 0.6;

/// What one reply or estimate may spend: wall-clock time, or a count of search nodes (the
/// same on every machine, so that scripted matches replay exactly).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Budget {
    /// At most this long.
    Time(Duration),
    /// At most this many search nodes: the proof search's share (`perfect`'s quarter, a
    /// review's estimate's quarter) and the alpha-beta search's rest, both counted, so the
    /// same game replays on any machine.
    Nodes(u64),
}

/// The most time a search bounded by nodes may still take (a guard, never reached in play).
pub const NODES_TIME_GUARD: Duration = Duration::from_secs(120);

/// The action `level` plays in `pos` within `budget` (`None` when the game is over).
/// `history`: the game's positions before `pos`, oldest first (a repetition is a draw to
/// the search). `rng` draws the level's error on purpose; the same seed plays the same
/// (at levels 1 to 4 always, above them when the budget is [`Budget::Nodes`]).
pub fn choose(
    solver: &mut Solver,
    pos: &Position,
    history: &[Position],
    level: Level,
    budget: Duration,
    rng: &mut Rng,
) -> Result<Option<Choice>, SolveError> {
    choose_within(solver, pos, history, level, Budget::Time(budget), rng)
}

/// [`choose`] within a time or a node [`Budget`].
pub fn choose_within(
    solver: &mut Solver,
    pos: &Position,
    history: &[Position],
    level: Level,
    budget: Budget,
    rng: &mut Rng,
) -> Result<Option<Choice>, SolveError> {
    choose_with(solver, pos, history, level, budget, Eval::Shipped, rng)
}

/// [`choose_within`], the search's evaluation under `eval` (the weights fitted to the tables
/// alone, or what ships: [`Model::for_side_with`]).
pub fn choose_with(
    solver: &mut Solver,
    pos: &Position,
    history: &[Position],
    level: Level,
    budget: Budget,
    eval: Eval,
    rng: &mut Rng,
) -> Result<Option<Choice>, SolveError> {
    let start = Instant::now();
    // The search sees the draw clock (a draw by quiet plies is a draw it can run into); the
    // solver's values are about the pieces alone.
    let clocked = *pos;
    let pos = pos.without_clock();
    let legal = pos.legal_actions();
    if legal.is_empty() {
        return Ok(None);
    }
    let (budget, max_nodes) = match budget {
        Budget::Time(t) => (t, u64::MAX),
        Budget::Nodes(n) => (NODES_TIME_GUARD, n.max(1)),
    };
    let strength = level.strength();
    let model = Model::for_side_with(pos.spec(), pos.turn(), eval);
    let seed = rng.next_u64();
    let mut root = None;
    let mut known = Known::Unknown { plies: 0 };
    // Nodes the proof search visited: the search above the tables has the rest.
    let mut proof_nodes = 0;
    if strength.keeps_proven {
        // Ply Yard's game from the start: the geese's proven strategy, no table needed.
        if let Some((action, plies)) = strategy::plyyard_geese().play(&pos) {
            let v = Value::win(Side::Geese, plies);
            return Ok(Some(Choice {
                action,
                known: Known::Proven(v),
                score: search::value_score(v, Side::Geese, 0),
                depth: 0,
                nodes: 0,
                elapsed: start.elapsed(),
            }));
        }
        // The proof search first where it can prove something: near the tables.
        let analysis = if strength.proof_percent > 0 && solver.within_reach(&pos, PROOF_REACH) {
            let (time, nodes) = share(budget, max_nodes, strength.proof_percent, 100);
            let a = solver.analyze_within(&pos, time, nodes)?;
            if let Method::Search { nodes, .. } = a.method {
                proof_nodes = nodes;
            }
            a
        } else if solver.probe(&pos)?.is_some() {
            solver.analyze(&pos, Duration::ZERO)?
        } else {
            analyze_children(solver, &pos, &legal)?
        };
        let side = pos.turn();
        if let Verdict::Proven(v) = analysis.verdict {
            known = Known::Proven(v);
            match v {
                // The fastest win; the longest loss.
                Value::Win { .. } => {
                    let first = &analysis.actions[0];
                    return Ok(Some(Choice {
                        action: first.action,
                        known,
                        score: search::value_score(v, side, 0),
                        depth: 0,
                        nodes: proof_nodes,
                        elapsed: start.elapsed(),
                    }));
                }
                // A draw: the search picks among the drawing actions that make progress.
                Value::Draw => {
                    let drawing: Vec<Action> =
                        analysis.best_actions().iter().map(|a| a.action).collect();
                    root = Some(progressing(&pos, drawing, history));
                }
            }
        } else {
            // The whole game swept (the standard game): who wins is known, not how fast. A
            // win is kept by playing only actions after which the side still wins, and
            // every ply brings the game nearer its end; the search picks among them.
            let winner = solver.swept_winner(&pos)?;
            known = Known::new(analysis.verdict, winner);
            if winner == Some(side) {
                let mut keep = Vec::new();
                for a in &legal {
                    if solver.swept_winner(&pos.play_unchecked(a))? == Some(side) {
                        keep.push(*a);
                    }
                }
                // Never empty where the sweep is sound; were it not, the search chooses freely.
                if !keep.is_empty() {
                    root = Some(progressing(&pos, keep, history));
                }
            } else {
                // Never an action proven to lose while another is not (a swept loss too:
                // the sweep has no distance, the tables and the proof search do).
                let not_lost: Vec<Action> = analysis
                    .actions
                    .iter()
                    .filter(|a| {
                        !matches!(a.verdict, Verdict::Proven(Value::Win { winner, .. }) if winner != side)
                    })
                    .map(|a| a.action)
                    .collect();
                if !not_lost.is_empty() && not_lost.len() < legal.len() {
                    root = Some(not_lost);
                }
            }
        }
    }
    let spent = start.elapsed();
    let mut limits = Limits {
        time: budget.saturating_sub(spent),
        max_depth: strength.max_depth,
        max_nodes: max_nodes.saturating_sub(proof_nodes).max(1),
        noise: strength.noise,
        seed,
        tables: strength.tables,
        strategy: strength.keeps_proven,
        early_stop: true,
        tt_bits: search::TT_BITS,
        fox_at_horizon: false,
        reductions: false,
    };
    per_game(&mut limits, strength, pos.spec());
    let report = search::search(solver, model, &clocked, history, root, limits)?;
    let Some(action) = report.best else {
        return Ok(None);
    };
    Ok(Some(Choice {
        action,
        known,
        score: report.score,
        depth: report.depth,
        nodes: report.nodes + proof_nodes,
        elapsed: start.elapsed(),
    }))
}

/// Of `actions`, all of which keep the same outcome (a proven draw, a swept win), those that
/// make progress: the captures, where one keeps it; else those after which the pieces stand
/// as they have not stood before in `history` (no repetition), where any does; else all.
/// Without it a perfect fox in a drawn position shuffled between two points for 34 moves
/// while a capture that kept the draw was there (issue 53).
pub fn progressing(pos: &Position, actions: Vec<Action>, history: &[Position]) -> Vec<Action> {
    let captures: Vec<Action> = actions.iter().filter(|a| a.is_jump()).copied().collect();
    if !captures.is_empty() {
        return captures;
    }
    let seen = |after: &Position| {
        let after = after.without_clock();
        history.iter().any(|h| h.without_clock() == after)
    };
    let fresh: Vec<Action> = actions
        .iter()
        .filter(|a| !seen(&pos.play_unchecked(a)))
        .copied()
        .collect();
    if fresh.is_empty() {
        actions
    } else {
        fresh
    }
}

/// How many captures from a table `perfect` runs its proof search first (see
/// [`Solver::within_reach`]): farther up, its share of the budget is the search's. On the
/// Large Cross at 50,000 nodes a move, a quarter of them spent on proofs that seldom finished
/// made level 5 the stronger (3 December 2026, docs/engine.md).
pub const PROOF_REACH: u8 = 2;

/// The proof search's share, `num / den`, of a budget of `time` and `max_nodes` (`u64::MAX`:
/// bounded by time): of the time, its nodes unbounded; or of the nodes (at least one), the
/// time left as it is, a guard only, so that the search replays exactly.
fn share(time: Duration, max_nodes: u64, num: u32, den: u32) -> (Duration, u64) {
    if max_nodes == u64::MAX {
        (time * num / den, u64::MAX)
    } else {
        (time, (max_nodes / u64::from(den) * u64::from(num)).max(1))
    }
}

/// Every action's value from the tables alone (no proof search): what level 5 knows.
fn analyze_children(
    solver: &mut Solver,
    pos: &Position,
    legal: &[Action],
) -> Result<crate::solve::Analysis, SolveError> {
    let mut actions = Vec::with_capacity(legal.len());
    for a in legal {
        let child = pos.play_unchecked(a).without_clock();
        let verdict = solver
            .probe(&child)?
            .map_or(Verdict::Unknown { plies: 0 }, Verdict::Proven);
        actions.push(crate::solve::ActionVerdict {
            action: *a,
            verdict,
        });
    }
    let side = pos.turn();
    actions.sort_by_key(|a| a.verdict.rank_for(side));
    // A winning action proves the position.
    let verdict = match actions.first().map(|a| a.verdict) {
        Some(Verdict::Proven(v @ Value::Win { winner, .. })) if winner == side => {
            Verdict::Proven(v.before())
        }
        _ => Verdict::Unknown { plies: 0 },
    };
    Ok(crate::solve::Analysis {
        position: *pos,
        verdict,
        actions,
        method: crate::solve::Method::Tables,
    })
}

/// Sets the search's switches that matches turned on game by game ([`search::fox_at_horizon`],
/// [`search::reduces`]), where `strength` has them.
fn per_game(limits: &mut Limits, strength: Strength, spec: RulesetSpec) {
    limits.fox_at_horizon = strength.fox_at_horizon && search::fox_at_horizon(spec);
    limits.reductions = strength.reductions && search::reduces(spec);
}

/// What the engine thinks of `pos` within `budget`: the proven value where the tables or the
/// proof search (a quarter of the budget) give one, else the view of `perfect`'s search.
pub fn estimate(
    solver: &mut Solver,
    pos: &Position,
    history: &[Position],
    budget: Duration,
) -> Result<Estimate, SolveError> {
    estimate_within(solver, pos, history, Budget::Time(budget))
}

/// [`estimate`] within a time or a node [`Budget`] (the proof search's quarter of it in
/// nodes, then).
pub fn estimate_within(
    solver: &mut Solver,
    pos: &Position,
    history: &[Position],
    budget: Budget,
) -> Result<Estimate, SolveError> {
    let start = Instant::now();
    let pos = pos.without_clock();
    let (budget, max_nodes) = match budget {
        Budget::Time(t) => (t, u64::MAX),
        Budget::Nodes(n) => (NODES_TIME_GUARD, n.max(1)),
    };
    // The proof search first, with a quarter of the time or of the nodes.
    let proven = match solver.probe(&pos)? {
        Some(v) => Some(v),
        None => {
            let (time, nodes) = share(budget, max_nodes, 1, 4);
            solver.value_within(&pos, time, nodes)?.value()
        }
    };
    if let Some(v) = proven {
        let fox_chance = match v.winner() {
            Some(Side::Fox) => 1.0,
            Some(Side::Geese) => 0.0,
            None => 0.5,
        };
        let best = if pos.legal_actions().is_empty() {
            None
        } else {
            solver
                .analyze(&pos, Duration::ZERO)
                .ok()
                .and_then(|a| a.actions.first().map(|a| a.action))
        };
        return Ok(Estimate {
            proven: Some(v),
            likely: v.winner(),
            fox_chance,
            fox_score: search::value_score(v, Side::Fox, 0),
            best,
            depth: 0,
            nodes: 0,
        });
    }
    let model = Model::builtin(pos.spec());
    let mut limits = Limits::strongest(budget.saturating_sub(start.elapsed()));
    limits.max_nodes = (max_nodes - max_nodes / 4).max(1);
    per_game(&mut limits, Level::Perfect.strength(), pos.spec());
    let report = search::search(solver, model, &pos, history, None, limits)?;
    let fox_score = match pos.turn() {
        Side::Fox => report.score,
        Side::Geese => -report.score,
    };
    let fox_chance = if fox_score.abs() >= WIN_BOUND {
        if fox_score > 0 {
            1.0
        } else {
            0.0
        }
    } else {
        1.0 / (1.0 + (-f64::from(fox_score) / f64::from(search::model::SCALE)).exp())
    };
    let likely = if fox_chance >= LIKELY {
        Some(Side::Fox)
    } else if fox_chance <= 1.0 - LIKELY {
        Some(Side::Geese)
    } else {
        None
    };
    Ok(Estimate {
        proven: None,
        likely,
        fox_chance,
        fox_score,
        best: report.best,
        depth: report.depth,
        nodes: report.nodes,
    })
}

#[cfg(test)]
mod tests;
