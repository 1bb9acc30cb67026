//! Proof-number search for one question, "does this side win?", where the iterative deepening
//! of `search` cannot reach: a win dozens of plies long (Ply Yard's start). It proves that a
//! side wins with best play, or that it does not win within [`MAX_PATH`] plies, without the
//! distance.
//!
//! The algorithm is depth-first proof-number search (df-pn, Nagai 2002) with the 1 + ε
//! thresholds of Pawlewicz and Lew (2007) and the weak proof numbers of Ueda and others
//! (2008), over a fixed-size transposition table. Every node holds a proof number and a
//! disproof number, seen from its side to move as φ (what it takes the mover to succeed) and δ
//! (what it takes the mover to fail): the mover succeeds when it is the prover and wins, or
//! when it is the other side and the prover does not win.
//!
//! What makes the answers exact:
//!
//! * the leaves are finished games, table values and a fox's safe havens
//!   ([`crate::rules::Position::haven`]), which are proven;
//! * a position repeated on the path, or a line longer than [`MAX_PATH`] plies, is a failure
//!   for the prover: a side that can force a win can force it without repeating a position,
//!   by its fastest win, so a win within the bound is never cut;
//! * a refutation that rests on such a failure holds for its path only, and is never kept in
//!   the transposition table (see `ProofSearch::keep`): the graph history problem, where a
//!   refutation found on one path is wrongly reused on another, cannot occur;
//! * the transposition table stores the whole position (pieces, side to move, captures) with
//!   every entry, so a collision never lends one position another's numbers.
//!
//! So [`ProofResult::Won`] is a proof of the win, and [`ProofResult::NotWon`] a proof that
//! the side does not win within [`MAX_PATH`] plies (a drawn position is rarely refuted this
//! way: every line that repeats must be searched to its repetition).

use std::collections::HashSet;
use std::hash::BuildHasherDefault;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::proof_table::{KeyHasher, Table};
use super::search::{Stop, CHECK_EVERY};
use super::value::Value;
use super::{SolveError, Solver};
use crate::rules::{Action, Haven, Outcome, Position, Side};

/// A number as large as a proof number gets: the node is decided.
const INF: u32 = u32::MAX;
/// The ε of the 1 + ε trick, as a fraction: a child is searched until its δ passes the second
/// best's by a quarter.
const EPSILON: (u64, u64) = (1, 4);

/// The longest line followed (plies from the root); beyond it a line counts as not won for
/// the prover, like a repetition. It bounds the recursion.
pub const MAX_PATH: usize = 600;

/// How far a proof search may go.
#[derive(Clone, Copy, Debug)]
pub struct ProofLimits {
    /// Wall-clock time.
    pub budget: Duration,
    /// Transposition-table slots ([`SLOT_BYTES`](super::SLOT_BYTES) each; rounded down to a power of two, so
    /// the table never takes more memory than asked).
    pub slots: usize,
    /// Positions expanded at most (the same on every machine, unlike the budget).
    pub nodes: u64,
    /// Set by someone else to stop the search (the program's Ctrl-C handler): it stops as
    /// when the budget runs out, within a few thousand positions.
    pub stop: Option<&'static AtomicBool>,
}

impl ProofLimits {
    /// A budget and a table size, with no limit on positions.
    pub fn new(budget: Duration, slots: usize) -> ProofLimits {
        ProofLimits {
            budget,
            slots,
            nodes: u64::MAX,
            stop: None,
        }
    }

    /// The same, stopping after `nodes` positions expanded.
    pub fn with_nodes(self, nodes: u64) -> ProofLimits {
        ProofLimits { nodes, ..self }
    }

    /// The same, stopping when `flag` is set.
    pub fn with_stop(self, flag: &'static AtomicBool) -> ProofLimits {
        ProofLimits {
            stop: Some(flag),
            ..self
        }
    }
}

/// What a proof search found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ProofResult {
    /// The side wins with best play: proven.
    Won,
    /// No proof: the search ended without one (the side may still win: see the module doc).
    NotWon,
    /// The budget ran out first.
    Unknown,
}

/// A proof search's answer and its cost.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Proof {
    /// What was found.
    pub result: ProofResult,
    /// Positions expanded (their actions generated).
    pub nodes: u64,
    /// The root's proof and disproof numbers at the end (for the prover: what is left to
    /// prove, what is left to refute).
    pub numbers: (u32, u32),
}

/// The whole position as one number: geese, each fox's point, side to move and captures.
/// Exact for boards whose points are numbered below 96 (every board of the rules).
pub(super) fn key(pos: &Position) -> u128 {
    let mut foxes = pos.foxes().iter();
    let fox = |f: Option<crate::rules::Point>| f.map_or(0, |p| u128::from(p.index()) + 1);
    let (f1, f2) = (fox(foxes.next()), fox(foxes.next()));
    let turn = u128::from(pos.turn() == Side::Fox);
    pos.geese().0 | f1 << 96 | f2 << 104 | turn << 112 | u128::from(pos.captures()) << 113
}

/// Whether positions with so many geese and captures have a table: not yet asked, yes, no.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tables {
    Unasked,
    Yes,
    No,
}

/// One proof search for `prover`.
pub(crate) struct ProofSearch<'a> {
    solver: &'a mut Solver,
    prover: Side,
    table: &'a mut Table,
    path: HashSet<u128, BuildHasherDefault<KeyHasher>>,
    /// By geese on the board × 256 + captures.
    tables: Vec<Tables>,
    /// `None`: the budget reaches past what the clock can tell.
    deadline: Option<Instant>,
    max_nodes: u64,
    nodes: u64,
    stop: Option<&'static AtomicBool>,
}

/// A child: its position, key and numbers (its own mover's φ and δ).
struct Child {
    pos: Position,
    key: u128,
    phi: u32,
    delta: u32,
    /// Its numbers rest on the path: a repetition, a cut line, or a refutation by them.
    rep: bool,
}

impl<'a> ProofSearch<'a> {
    /// A search for `prover` within `limits`, with `table` (empty, or kept from an earlier
    /// search for the same prover: it goes on from there).
    pub(crate) fn new(
        solver: &'a mut Solver,
        prover: Side,
        table: &'a mut Table,
        limits: &ProofLimits,
    ) -> ProofSearch<'a> {
        ProofSearch {
            solver,
            prover,
            table,
            path: HashSet::default(),
            tables: vec![Tables::Unasked; 256 * 256],
            deadline: Instant::now().checked_add(limits.budget),
            max_nodes: limits.nodes,
            nodes: 0,
            stop: limits.stop,
        }
    }

    /// Searches `pos` to its end or the deadline.
    pub(crate) fn run(&mut self, pos: &Position) -> Result<Proof, SolveError> {
        let pos = pos.without_clock();
        let numbers = match self.decided(&pos)? {
            Some(n) => n,
            None => match self.mid(&pos, key(&pos), INF, INF) {
                Ok((phi, delta, _)) => (phi, delta),
                Err(Stop::Time) => self.table.get(key(&pos)).unwrap_or((1, 1)),
                Err(Stop::Error(e)) => return Err(e),
            },
        };
        // The root's mover succeeding is a proof when it is the prover, a disproof otherwise.
        let (phi, delta) = numbers;
        let (pn, dn) = if pos.turn() == self.prover {
            (phi, delta)
        } else {
            (delta, phi)
        };
        let result = match (pn, dn) {
            (0, _) => ProofResult::Won,
            (_, 0) => ProofResult::NotWon,
            _ => ProofResult::Unknown,
        };
        Ok(Proof {
            result,
            nodes: self.nodes,
            numbers: (pn, dn),
        })
    }

    /// The numbers of a position decided outright (a finished game, a table value or a
    /// haven): (0, ∞) when its mover succeeds, (∞, 0) when it fails.
    fn decided(&mut self, pos: &Position) -> Result<Option<(u32, u32)>, SolveError> {
        let mover = pos.turn();
        let at = pos.geese().count() as usize * 256 + usize::from(pos.captures());
        let value = if self.tables[at] == Tables::No {
            Value::of_outcome(pos.outcome())
        } else {
            let v = self.solver.probe(pos)?;
            // A probe finds a finished game or a table: without one, there is no table.
            self.tables[at] = if v.is_some() || pos.outcome() != Outcome::Ongoing {
                Tables::Yes
            } else {
                Tables::No
            };
            v
        };
        // A fox in a safe haven: a fox win where geese only step forward; where they may
        // step sideways, at least no geese win (see `Position::haven`).
        let value = value.or_else(|| match pos.haven()? {
            Haven::GeeseCannotWin if self.prover == Side::Geese => Some(Value::Draw),
            _ => Value::of_haven(pos),
        });
        let succeeds = match value {
            None => return Ok(None),
            Some(Value::Win { winner, .. }) => winner == mover,
            Some(Value::Draw) => mover != self.prover,
        };
        Ok(Some(if succeeds { (0, INF) } else { (INF, 0) }))
    }

    /// Expands `pos` until its φ reaches `th_phi` or its δ reaches `th_delta`; returns its
    /// numbers, and whether they are a refutation that rests on the path (see [`Self::keep`]).
    /// The position is not decided outright (the caller looked).
    fn mid(
        &mut self,
        pos: &Position,
        k: u128,
        th_phi: u32,
        th_delta: u32,
    ) -> Result<(u32, u32, bool), Stop> {
        self.nodes += 1;
        let pos_turn = pos.turn();
        if self.nodes >= self.max_nodes
            || self.nodes.is_multiple_of(CHECK_EVERY)
                && (self.deadline.is_some_and(|d| Instant::now() >= d)
                    || self.stop.is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            return Err(Stop::Time);
        }
        let start = self.nodes;
        let mut actions: Vec<Action> = Vec::with_capacity(32);
        pos.generate(&mut actions);
        let mut children = Vec::with_capacity(actions.len());
        let deep = self.path.len() + 1 >= MAX_PATH;
        for a in &actions {
            let c = pos.play_unchecked(a).without_clock();
            let ck = key(&c);
            let repeats = self.path.contains(&ck) || ck == k;
            let decided = match repeats {
                true => None,
                false => self.decided(&c)?,
            };
            let rep = decided.is_none() && (repeats || deep);
            let (phi, delta) = match decided {
                Some(n) => n,
                // A repetition, or a line too long to follow: the prover does not win by it.
                None if rep && c.turn() == self.prover => (INF, 0),
                None if rep => (0, INF),
                None => self.table.get(ck).unwrap_or((1, 1)),
            };
            children.push(Child {
                pos: c,
                key: ck,
                phi,
                delta,
                rep,
            });
        }
        self.path.insert(k);
        let numbers = loop {
            let (phi, delta) = numbers(&children);
            if phi >= th_phi || delta >= th_delta {
                break (phi, delta);
            }
            let (best, delta2) = best_two(&children);
            let c = &children[best];
            // δ stays below its threshold while the child's φ stays below this.
            let child_th_phi = match th_delta {
                INF => INF,
                _ => (u64::from(th_delta) + 1).saturating_sub(open(&children)) as u32,
            };
            let grown = u64::from(delta2) * (EPSILON.0 + EPSILON.1) / EPSILON.1 + 1;
            let child_th_delta = grown.min(u64::from(th_phi)).min(u64::from(INF - 1)) as u32;
            let (pos, ck) = (c.pos, c.key);
            let r = self.mid(&pos, ck, child_th_phi, child_th_delta);
            let r = match r {
                Ok(r) => r,
                Err(e) => {
                    // Kept for what follows (a report, a resumed search).
                    self.path.remove(&k);
                    self.keep(
                        pos_turn,
                        k,
                        numbers(&children),
                        &children,
                        self.nodes - start,
                    );
                    return Err(e);
                }
            };
            let c = &mut children[best];
            (c.phi, c.delta, c.rep) = r;
        };
        self.path.remove(&k);
        let rep = self.keep(pos_turn, k, numbers, &children, self.nodes - start);
        Ok((numbers.0, numbers.1, rep))
    }
    /// Stores a node's numbers (made from `children`) in the transposition table, unless they refute the prover's
    /// win only because of the path: every refuting child a repetition or a line cut at
    /// [`MAX_PATH`], or such a refutation itself. Those hold for this path alone, so they are
    /// not kept, and the position is searched again when met from another path (the graph
    /// history problem; keeping them even as a bound hid wins). Everything kept is true of
    /// the position wherever it is met. Returns whether the numbers rest on the path.
    fn keep(
        &mut self,
        mover: Side,
        k: u128,
        (phi, delta): (u32, u32),
        children: &[Child],
        work: u64,
    ) -> bool {
        let rep = match (mover == self.prover, phi) {
            // The prover to move and lost: every child's mover succeeded.
            (true, INF) => children.iter().any(|c| c.rep),
            // The other side to move and succeeding: by every child whose mover failed.
            (false, 0) => children.iter().filter(|c| c.delta == 0).all(|c| c.rep),
            _ => false,
        };
        if !rep {
            self.table.put(k, (phi, delta), work);
        }
        rep
    }
}

/// A node's (φ, δ) from its children's: φ the least δ of a child (the mover needs one child
/// whose mover fails); δ, what it takes every child's mover to succeed, counted as in weak
/// proof-number search (Ueda and others, 2008): the largest φ of a child plus one for each
/// other child still open. A sum would count a position reached by two paths twice, and in a
/// board game full of transpositions sums grow without bound and stall the search. No children:
/// the mover cannot act, and the caller never gets here then.
fn numbers(children: &[Child]) -> (u32, u32) {
    let phi = children.iter().map(|c| c.delta).min().unwrap_or(INF);
    let open = open(children);
    let largest = children.iter().map(|c| c.phi).max().unwrap_or(0);
    let delta = match largest {
        INF => INF,
        0 => 0,
        _ => (u64::from(largest) + open - 1).min(u64::from(INF - 1)) as u32,
    };
    (phi, delta)
}

/// Children not yet decided for their mover (φ above 0).
fn open(children: &[Child]) -> u64 {
    children.iter().filter(|c| c.phi > 0).count() as u64
}

/// The child with the least δ (the first among equals) and the second least δ.
fn best_two(children: &[Child]) -> (usize, u32) {
    let (mut best, mut d1, mut d2) = (0, INF, INF);
    for (i, c) in children.iter().enumerate() {
        if c.delta < d1 {
            (best, d2, d1) = (i, d1, c.delta);
        } else if c.delta < d2 {
            d2 = c.delta;
        }
    }
    (best, d2)
}
