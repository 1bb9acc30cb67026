//! The proof search for positions above the tables: iterative deepening over "who wins within
//! `d` plies", with a transposition table, probing the tables (and finished games) at every
//! node, under a wall-clock budget and, when the caller sets one, a count of nodes (the same
//! on every machine, so that a search bounded by nodes replays exactly).
//!
//! `search(pos, d)` returns a node's value *exactly* when it is decided within `d` plies or
//! known from a table, and otherwise [`Node::Open`]: neither side wins within `d` plies. The
//! rules that keep it exact:
//!
//! * the side to move wins in `1 + min` over the children lost for their mover; a child still
//!   open at `d − 1` could only give a win of `d + 1` plies or more, so the minimum found is
//!   exact when it is at most `d + 1` (or when every child is exact);
//! * it loses in `1 + max` when *every* child is exact and won for the opponent;
//! * it draws when every child is exact, none lost for its mover, some drawn — so a draw is
//!   only ever proven by the tables (or finished games) below;
//! * otherwise it is open at `d`.
//!
//! Searching `d = 1, 2, …` therefore proves distances to the end exactly: a win first found at
//! iteration `d` was refuted at every shorter depth. Within an iteration a node that the last
//! iteration left open at `d'` cannot win faster than `d' + 1`, so the first win of that length
//! ends its search (the only cut-off; losses need every child). The clock is looked at every
//! [`CHECK_EVERY`] nodes, a node bound at every node; an iteration cut short is thrown away and
//! the last finished one is reported. Building a table on demand, when the search first
//! reaches its positions, is not counted against the budget.

use std::collections::HashMap;
use std::time::Instant;

use super::value::Value;
use super::{SolveError, Solver};
use crate::rules::{Action, Position, Side};

/// Nodes between two looks at the clock.
pub(crate) const CHECK_EVERY: u64 = 1024;
/// Transposition-table entries kept before it is cleared, unless the solver sets another
/// bound ([`search_entries_for`]).
pub(crate) const TT_LIMIT: usize = 2_000_000;

/// Bytes one transposition-table entry may cost: the entry and its control byte, times 3 (a
/// hash table's capacity is a power of two, up to twice what it holds, and while it grows the
/// old one is held too).
const TT_ENTRY_BYTES: usize = 3 * (std::mem::size_of::<(Position, Node)>() + 1);

/// How many transposition-table entries fit in `bytes` (at least 1,024).
pub(crate) fn search_entries_for(bytes: u64) -> usize {
    usize::try_from(bytes / TT_ENTRY_BYTES as u64)
        .unwrap_or(usize::MAX)
        .max(1024)
}

/// What the search knows of a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Node {
    /// Its value, proven.
    Exact(Value),
    /// Neither side wins within this many plies.
    Open(u16),
}

/// Why a search stopped before its end.
pub(crate) enum Stop {
    /// The budget ran out.
    Time,
    /// A table could not be read or built.
    Error(SolveError),
}

impl From<SolveError> for Stop {
    fn from(e: SolveError) -> Stop {
        Stop::Error(e)
    }
}

/// One proof search: its budget, its transposition table and its node count.
pub(crate) struct Search<'a> {
    solver: &'a mut Solver,
    tt: HashMap<Position, Node>,
    /// The most entries `tt` holds before it is cleared.
    tt_limit: usize,
    deadline: Instant,
    /// The most nodes it may visit (`u64::MAX`: bounded by the deadline only).
    max_nodes: u64,
    /// Positions visited (table probes too).
    pub(crate) nodes: u64,
}

impl<'a> Search<'a> {
    /// A search until `deadline`, visiting at most `max_nodes` nodes.
    pub(crate) fn new(solver: &'a mut Solver, deadline: Instant, max_nodes: u64) -> Search<'a> {
        Search {
            tt_limit: solver.search_memory.map_or(TT_LIMIT, search_entries_for),
            solver,
            tt: HashMap::new(),
            deadline,
            max_nodes,
            nodes: 0,
        }
    }

    /// Whether the budget (time or nodes) is spent.
    pub(crate) fn out_of_time(&self) -> bool {
        self.nodes >= self.max_nodes || Instant::now() >= self.deadline
    }

    /// What the tables and the rules say of `pos` outright: a finished game or a table value.
    pub(crate) fn probe(&mut self, pos: &Position) -> Result<Option<Value>, SolveError> {
        self.solver.probe(pos)
    }

    /// The search of `pos` (clock at zero) to `d` plies.
    pub(crate) fn search(&mut self, pos: &Position, d: u16) -> Result<Node, Stop> {
        if self.nodes >= self.max_nodes {
            return Err(Stop::Time);
        }
        self.nodes += 1;
        if let Some(v) = self.probe(pos)? {
            return Ok(Node::Exact(v));
        }
        if d == 0 {
            return Ok(Node::Open(0));
        }
        let known = match self.tt.get(pos) {
            Some(Node::Exact(v)) => return Ok(Node::Exact(*v)),
            Some(Node::Open(p)) if *p >= d => return Ok(Node::Open(*p)),
            Some(Node::Open(p)) => *p,
            None => 0,
        };
        if self.nodes.is_multiple_of(CHECK_EVERY) && self.out_of_time() {
            return Err(Stop::Time);
        }
        let mover = pos.turn();
        // The probe found the game going on, so no end rule applies: the generated actions
        // are the legal ones (unsorted, which is all a search needs). Captures first: they
        // reach the tables soonest.
        let mut actions = Vec::with_capacity(32);
        pos.generate(&mut actions);
        actions.sort_by_key(|a| !a.is_jump());
        let mut tally = Tally::new(mover);
        for a in &actions {
            let child = child(pos, a);
            let r = self.search(&child, d - 1)?;
            tally.add(r);
            // No win is faster than one ply more than the last iteration refuted.
            if tally.best_win.is_some_and(|w| w <= known + 1) {
                break;
            }
        }
        let node = tally.node(d);
        if self.tt.len() >= self.tt_limit {
            self.tt.clear();
        }
        self.tt.insert(*pos, node);
        Ok(node)
    }
}

/// The position after `a`, clock at zero.
pub(crate) fn child(pos: &Position, a: &Action) -> Position {
    pos.play_unchecked(a).without_clock()
}

/// The children's results of one node, combined as the module doc says.
pub(crate) struct Tally {
    mover: Side,
    best_win: Option<u16>,
    longest_loss: u16,
    any_draw: bool,
    all_exact: bool,
}

impl Tally {
    pub(crate) fn new(mover: Side) -> Tally {
        Tally {
            mover,
            best_win: None,
            longest_loss: 0,
            any_draw: false,
            all_exact: true,
        }
    }

    /// Adds one child's result.
    pub(crate) fn add(&mut self, r: Node) {
        match r {
            // Values name the winner: this action wins for the side to move.
            Node::Exact(Value::Win { winner, plies }) if winner == self.mover => {
                let w = plies.saturating_add(1);
                self.best_win = Some(self.best_win.map_or(w, |b| b.min(w)));
            }
            Node::Exact(Value::Win { plies, .. }) => {
                self.longest_loss = self.longest_loss.max(plies.saturating_add(1));
            }
            Node::Exact(Value::Draw) => self.any_draw = true,
            Node::Open(_) => self.all_exact = false,
        }
    }

    /// The node's result at depth `d`.
    pub(crate) fn node(&self, d: u16) -> Node {
        if let Some(w) = self.best_win {
            if self.all_exact || w <= d.saturating_add(1) {
                return Node::Exact(Value::win(self.mover, w));
            }
        } else if self.all_exact {
            return Node::Exact(if self.any_draw {
                Value::Draw
            } else {
                Value::win(self.mover.other(), self.longest_loss)
            });
        }
        Node::Open(d)
    }
}
