//! The solver's analysis: a position's value and every action's ([`Analysis`]), from the
//! tables, Ply Yard's shipped strategy, and the proof searches above them (iterative
//! deepening with exact distances; proof-number search for one side's win, resumable).

use std::time::{Duration, Instant};

use crate::rules::{Action, Outcome, Position, Ruleset};

use super::search::{Node, Search, Stop, Tally};
use super::{
    proof, search, Known, Proof, ProofLimits, ProofState, SolveError, Solver, Value, Verdict,
};

/// An action with the verdict of the position it leads to.
#[derive(Clone, Debug)]
pub struct ActionVerdict {
    /// The action.
    pub action: Action,
    /// The value after it.
    pub verdict: Verdict,
}

/// An action with what is known of the position it leads to: its verdict, and the sweep's
/// winner where that is unknown ([`Solver::known_actions`]).
#[derive(Clone, Debug)]
pub struct KnownAction {
    /// The action.
    pub action: Action,
    /// What is known after it.
    pub after: Known,
}

/// How an analysis was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// A finished game: nothing to compute.
    Finished,
    /// Every value read from the tables.
    Tables,
    /// The position's value from the geese's proven strategy in Ply Yard's game
    /// ([`super::strategy`]), with no table holding it.
    Strategy,
    /// The proof search, to this depth (plies), visiting this many nodes.
    Search {
        /// The deepest iteration finished.
        depth: u16,
        /// Nodes visited.
        nodes: u64,
    },
}

/// A position's verdict and every action's.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position analysed (its draw clock at zero).
    pub position: Position,
    /// Its verdict.
    pub verdict: Verdict,
    /// Every legal action, best first for the side to move: proven wins (fastest first),
    /// proven draws, unknowns, proven losses (slowest first); ties in the order of
    /// [`Position::legal_actions`].
    pub actions: Vec<ActionVerdict>,
    /// How it was answered.
    pub method: Method,
}

impl Analysis {
    /// The actions that keep the side to move's value: every winning action when it wins,
    /// every drawing one when it draws, and the ones that hold out longest when it loses.
    /// Empty when the position's value is not proven (or the game is over). Winning actions
    /// of every length are kept; the first ones are the fastest.
    pub fn best_actions(&self) -> Vec<&ActionVerdict> {
        let Verdict::Proven(v) = self.verdict else {
            return Vec::new();
        };
        let side = self.position.turn();
        self.actions
            .iter()
            .filter(|a| match (v, a.verdict) {
                (Value::Win { winner, .. }, Verdict::Proven(Value::Win { winner: w, .. }))
                    if winner == side =>
                {
                    w == side
                }
                (_, Verdict::Proven(av)) => av.before() == v,
                (_, Verdict::Unknown { .. }) => false,
            })
            .collect()
    }
}

/// Whether values under `rules` ignore a quiet-plies (fifty-move) rule the ruleset has.
pub fn ignores_quiet_plies(rules: &Ruleset) -> bool {
    rules.draws.is_some()
}

impl Solver {
    /// What is known of `pos` with `verdict`: the sweep's winner is asked only where the
    /// verdict is unknown (a proven verdict says more).
    pub(super) fn known_of(
        &mut self,
        pos: &Position,
        verdict: Verdict,
    ) -> Result<Known, SolveError> {
        let swept = match verdict {
            Verdict::Unknown { .. } => self.swept_winner(pos)?,
            Verdict::Proven(_) => None,
        };
        Ok(Known::new(verdict, swept))
    }

    /// What is known of `a`'s position: its verdict, with the folder's sweep's winner where
    /// that is unknown.
    pub fn known(&mut self, a: &Analysis) -> Result<Known, SolveError> {
        self.known_of(&a.position, a.verdict)
    }

    /// Every action of `a`, in its order, with what is known after it ([`Solver::known`]).
    pub fn known_actions(&mut self, a: &Analysis) -> Result<Vec<KnownAction>, SolveError> {
        a.actions
            .iter()
            .map(|av| {
                Ok(KnownAction {
                    action: av.action,
                    after: self.known_of(&a.position.play_unchecked(&av.action), av.verdict)?,
                })
            })
            .collect()
    }

    /// The verdict of `pos`, proven within `budget` (wall clock) or unknown.
    pub fn value(&mut self, pos: &Position, budget: Duration) -> Result<Verdict, SolveError> {
        self.value_within(pos, budget, u64::MAX)
    }

    /// [`value`](Self::value), the search visiting at most `max_nodes` nodes too: bounded by
    /// nodes alone (with a generous `budget`), the same answer on every machine.
    pub fn value_within(
        &mut self,
        pos: &Position,
        budget: Duration,
        max_nodes: u64,
    ) -> Result<Verdict, SolveError> {
        let pos = pos.without_clock();
        let deadline = Instant::now() + budget;
        self.deadline = Some(deadline);
        if let Some(v) = self.probe(&pos)? {
            return Ok(Verdict::Proven(v));
        }
        let max_depth = self.max_depth;
        let mut search = Search::new(self, deadline, max_nodes);
        let mut last = Verdict::Unknown { plies: 0 };
        for d in 1..=max_depth {
            match search.search(&pos, d) {
                Ok(Node::Exact(v)) => return Ok(Verdict::Proven(v)),
                Ok(Node::Open(p)) => last = Verdict::Unknown { plies: p },
                Err(Stop::Time) => break,
                Err(Stop::Error(e)) => return Err(e),
            }
        }
        Ok(last)
    }

    /// Whether `side` wins `pos` with best play, by proof-number search (no distance), within
    /// `limits`. The search's state is kept for the next call with the same ruleset, side and
    /// size, so asking again goes on where the last search stopped.
    pub fn prove(
        &mut self,
        pos: &Position,
        side: crate::rules::Side,
        limits: ProofLimits,
    ) -> Result<Proof, SolveError> {
        let slots = super::proof_table::Table::size_for(limits.slots);
        let mut state = match self.proof_state.take() {
            Some(s) if s.spec() == pos.spec() && s.prover() == side && s.slots() == slots => s,
            _ => ProofState::new(pos.spec(), side, limits.slots)?,
        };
        let proof = self.prove_in(pos, &mut state, limits);
        self.proof_state = Some(state);
        proof
    }

    /// [`prove`](Self::prove) with a state the caller keeps (loaded from a file, say): whether
    /// the state's side wins `pos`, going on from where the state's last search stopped. The
    /// state counts the positions and time of this search too; `limits.slots` is not used
    /// (the state's table has its size).
    pub fn prove_in(
        &mut self,
        pos: &Position,
        state: &mut ProofState,
        limits: ProofLimits,
    ) -> Result<Proof, SolveError> {
        if state.spec() != pos.spec() {
            return Err(SolveError::OtherSearch {
                spec: state.spec(),
                position: pos.spec(),
            });
        }
        let start = Instant::now();
        self.deadline = start.checked_add(limits.budget);
        let proof =
            proof::ProofSearch::new(self, state.prover(), &mut state.table, &limits).run(pos);
        state.elapsed += start.elapsed();
        if let Ok(p) = &proof {
            state.nodes += p.nodes;
        }
        proof
    }

    /// The verdict of `pos` and of every action, proven within `budget` or unknown. A search
    /// stops once the position's value is proven: the actions it did not need may stay
    /// unknown (a win needs one winning action proven).
    pub fn analyze(&mut self, pos: &Position, budget: Duration) -> Result<Analysis, SolveError> {
        self.analyze_until(pos, budget, u64::MAX, false)
    }

    /// [`analyze`](Self::analyze), the search visiting at most `max_nodes` nodes too (its
    /// count is [`Method::Search`]'s `nodes`): bounded by nodes alone (with a generous
    /// `budget`), the same answer on every machine.
    pub fn analyze_within(
        &mut self,
        pos: &Position,
        budget: Duration,
        max_nodes: u64,
    ) -> Result<Analysis, SolveError> {
        self.analyze_until(pos, budget, max_nodes, false)
    }

    /// [`analyze`](Self::analyze), but a search goes on after the position's value is proven
    /// until the value after every action is, or the budget ends: what a question about every
    /// action that keeps the value needs (a slower win is one too).
    pub fn analyze_every(
        &mut self,
        pos: &Position,
        budget: Duration,
    ) -> Result<Analysis, SolveError> {
        self.analyze_until(pos, budget, u64::MAX, true)
    }

    pub(super) fn analyze_until(
        &mut self,
        pos: &Position,
        budget: Duration,
        max_nodes: u64,
        every: bool,
    ) -> Result<Analysis, SolveError> {
        let pos = pos.without_clock();
        let deadline = Instant::now() + budget;
        self.deadline = Some(deadline);
        let actions = pos.legal_actions();
        if let Outcome::Win { winner, .. } = pos.outcome() {
            return Ok(Analysis {
                position: pos,
                verdict: Verdict::Proven(Value::win(winner, 0)),
                actions: Vec::new(),
                method: Method::Finished,
            });
        }
        let children: Vec<Position> = actions.iter().map(|a| search::child(&pos, a)).collect();
        let (verdict, results, method) = if let Some(v) = self.probe(&pos)? {
            let mut results = Vec::with_capacity(children.len());
            for c in &children {
                // A table's children are in it or below it, so they are there too.
                let cv = self.probe(c)?;
                results.push(cv.map_or(Verdict::Unknown { plies: 0 }, Verdict::Proven));
            }
            let method = if self.stored(&pos)?.is_none() {
                Method::Strategy
            } else {
                Method::Tables
            };
            (Verdict::Proven(v), results, method)
        } else {
            self.deepen(&pos, &children, deadline, max_nodes, every)?
        };
        let mut actions: Vec<ActionVerdict> = actions
            .into_iter()
            .zip(results)
            .map(|(action, verdict)| ActionVerdict { action, verdict })
            .collect();
        let side = pos.turn();
        // A stable sort keeps the legal actions' order among equals.
        actions.sort_by_key(|a| a.verdict.rank_for(side));
        Ok(Analysis {
            position: pos,
            verdict,
            actions,
            method,
        })
    }

    /// Iterative deepening at the root, every child searched (no cut-off), until the root is
    /// proven (and, with `every`, every child) or the budget ends; the last finished
    /// iteration is the answer. A child proven stays proven: it is not searched again.
    pub(super) fn deepen(
        &mut self,
        pos: &Position,
        children: &[Position],
        deadline: Instant,
        max_nodes: u64,
        every: bool,
    ) -> Result<(Verdict, Vec<Verdict>, Method), SolveError> {
        let max_depth = self.max_depth;
        let mut search = Search::new(self, deadline, max_nodes);
        let unknown = |p| Verdict::Unknown { plies: p };
        let mut last = (unknown(0), vec![unknown(0); children.len()], 0u16);
        'deepen: for d in 1..=max_depth {
            let mut tally = Tally::new(pos.turn());
            let mut results = Vec::with_capacity(children.len());
            for (i, c) in children.iter().enumerate() {
                if let Verdict::Proven(v) = last.1[i] {
                    tally.add(Node::Exact(v));
                    results.push(last.1[i]);
                    continue;
                }
                match search.search(c, d - 1) {
                    Ok(r) => {
                        tally.add(r);
                        results.push(match r {
                            Node::Exact(v) => Verdict::Proven(v),
                            Node::Open(p) => unknown(p),
                        });
                    }
                    Err(Stop::Time) => break 'deepen,
                    Err(Stop::Error(e)) => return Err(e),
                }
            }
            let root = match tally.node(d) {
                Node::Exact(v) => Verdict::Proven(v),
                Node::Open(p) => unknown(p),
            };
            last = (root, results, d);
            let done = |v: &Verdict| matches!(v, Verdict::Proven(_));
            if done(&root) && (!every || last.1.iter().all(done)) || search.out_of_time() {
                break;
            }
        }
        let method = Method::Search {
            depth: last.2,
            nodes: search.nodes,
        };
        Ok((last.0, last.1, method))
    }
}
