//! Move generation: the legal actions of a [`Position`], and the fox's walk that finds them.
//!
//! This is the one place that knows how pieces move, and it reads only the ruleset's data: the
//! lines of the board, the goose directions, the directions the fox may jump in, the jump rule,
//! whether capture is compulsory, and whether the fox is still to place itself (then its
//! actions are placements on every empty point).
//!
//! A fox's moves from a point are walked by [`FoxWalk`], and only there: the move generator,
//! its capture-chain search, [`Position::explain`] and perft's counting shortcuts all ask it, so
//! "a step onto an empty neighbour, a jump over a goose onto a free point" is written once.

use super::action::{Action, MAX_JUMPS};
use super::bitboard::Bitboard;
use super::board::Board;
use super::point::{Direction, Directions, Point};
use super::position::Position;
use super::ruleset::{Jumps, Ruleset};
use super::Side;

/// The most actions a list of them holds: a position with more (hundreds of thousands of
/// capture chains are possible under chained jumps) is counted with
/// [`Position::action_count`] and refused by whoever would list them, never listed: no
/// learner reads such a list, and building it costs gigabytes.
pub const MAX_LISTED_ACTIONS: u64 = 100_000;

/// One fox move along one line: a step, or a single jump.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FoxMove {
    /// Onto the empty neighbour.
    Step(Point),
    /// Over the goose on `over` onto the free point `land` behind it.
    Jump {
        /// The goose jumped.
        over: Point,
        /// Where the fox lands.
        land: Point,
    },
}

/// The board as a moving fox sees it: geese it may jump, and points it may not move onto.
#[derive(Clone, Copy)]
pub(crate) struct FoxWalk<'a> {
    board: &'a Board,
    /// The directions the fox may jump in (every direction but north in the 1870 rules).
    jump_dirs: Directions,
    geese: Bitboard,
    /// Every goose and every fox that blocks (the moving fox may be among them: no move of its
    /// own ends where it stands).
    occupied: Bitboard,
}

impl<'a> FoxWalk<'a> {
    /// A walk under `rules` among `geese` and the blocking `foxes`.
    #[inline]
    pub(crate) fn new(rules: &'a Ruleset, foxes: Bitboard, geese: Bitboard) -> FoxWalk<'a> {
        FoxWalk {
            board: &rules.board,
            jump_dirs: rules.fox_jumps,
            geese,
            occupied: foxes | geese,
        }
    }

    /// The fox's steps and single jumps from `at`, at most one per line direction.
    #[inline]
    pub(crate) fn moves(self, at: Point) -> impl Iterator<Item = FoxMove> + 'a {
        let FoxWalk {
            board,
            jump_dirs,
            geese,
            occupied,
        } = self;
        board.line_directions().iter().filter_map(move |&d| {
            let next = board.neighbour(at, d)?;
            if geese.contains(next) {
                if !jump_dirs.contains(d) {
                    return None;
                }
                let land = board.neighbour(next, d)?;
                (!occupied.contains(land)).then_some(FoxMove::Jump { over: next, land })
            } else {
                (!occupied.contains(next)).then_some(FoxMove::Step(next))
            }
        })
    }

    /// The single jumps from `at`, as (goose jumped, landing point).
    #[inline]
    pub(crate) fn jumps(self, at: Point) -> impl Iterator<Item = (Point, Point)> + 'a {
        self.moves(at).filter_map(|m| match m {
            FoxMove::Jump { over, land } => Some((over, land)),
            FoxMove::Step(_) => None,
        })
    }

    /// The steps from `at`.
    #[inline]
    pub(crate) fn steps(self, at: Point) -> impl Iterator<Item = Point> + 'a {
        self.moves(at).filter_map(|m| match m {
            FoxMove::Step(to) => Some(to),
            FoxMove::Jump { .. } => None,
        })
    }
}

/// The empty points a goose reaches by stepping in direction `d`.
#[inline]
pub(crate) fn goose_targets(
    rules: &Ruleset,
    d: Direction,
    empty: Bitboard,
    geese: Bitboard,
) -> Bitboard {
    (geese & rules.board.lines(d)).step(d) & empty
}

/// The geese's moves with these pieces on the board, counted a direction at a time.
#[inline]
pub(crate) fn goose_move_count(rules: &Ruleset, foxes: Bitboard, geese: Bitboard) -> u64 {
    let empty = rules.board.points() & !(foxes | geese);
    rules
        .goose_directions()
        .iter()
        .map(|&d| goose_targets(rules, d, empty, geese).count() as u64)
        .sum()
}

/// The search for one fox's capture chains: what every step of the recursion shares. It builds
/// no action: each chain the jump rule allows is handed to `visit` with its landings and the
/// geese it captures, so the move generator makes actions of them and perft counts them or
/// groups them by the position they lead to, without listing hundreds of thousands.
pub(crate) struct Chains<'a, F: FnMut(&[Point], Bitboard)> {
    rules: &'a Ruleset,
    jumps: Jumps,
    /// The other foxes, which it may not land on.
    others: Bitboard,
    /// The landings so far.
    path: [Point; MAX_JUMPS],
    visit: F,
}

impl<'a, F: FnMut(&[Point], Bitboard)> Chains<'a, F> {
    /// Walks every chain of the fox on `origin` (one of `foxes`) among `geese`, under
    /// `jumps`, handing each to `visit` (in the move generator's order). Whether there was any.
    #[inline]
    pub(crate) fn walk(
        rules: &'a Ruleset,
        jumps: Jumps,
        foxes: Bitboard,
        origin: Point,
        geese: Bitboard,
        visit: F,
    ) -> bool {
        let mut chains = Chains {
            rules,
            jumps,
            others: foxes & !Bitboard::from_point(origin),
            path: [origin; MAX_JUMPS],
            visit,
        };
        chains.search(origin, geese, Bitboard::EMPTY, 0)
    }

    /// Follows every jump from `at` after `depth` jumps, with `geese` still on the board and
    /// `captured` taken, visiting the chains the jump rule allows. Whether any jump was possible.
    fn search(&mut self, at: Point, geese: Bitboard, captured: Bitboard, depth: usize) -> bool {
        let mut any = false;
        for (over, land) in FoxWalk::new(self.rules, self.others, geese).jumps(at) {
            any = true;
            self.path[depth] = land;
            let captured = captured | Bitboard::from_point(over);
            let geese = geese & !Bitboard::from_point(over);
            match self.jumps {
                Jumps::Single => (self.visit)(&self.path[..=depth], captured),
                Jumps::Chain => {
                    (self.visit)(&self.path[..=depth], captured);
                    self.search(land, geese, captured, depth + 1);
                }
                Jumps::MaximalChain => {
                    if !self.search(land, geese, captured, depth + 1) {
                        (self.visit)(&self.path[..=depth], captured);
                    }
                }
            }
        }
        any
    }
}

impl Position {
    /// Every legal action of the side to move, top of the board first. Empty when the game
    /// is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.rule_outcome().is_some() {
            return Vec::new();
        }
        self.actions_ignoring_draws()
    }

    /// The side to move's actions in [`legal_actions`](Self::legal_actions) order, with the
    /// draw rules disregarded as perft disregards them: empty only when the capture target or
    /// the paddock has ended the game, or when there is no action.
    pub(crate) fn actions_ignoring_draws(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.win_by_rule().is_none() {
            self.generate(&mut out);
        }
        // Listed from the top rank down, each rank left to right, steps before jumps, then by
        // the landings in the same order: compared in place, with no key built per action.
        let point = |p: &Point| (std::cmp::Reverse(p.rank()), p.file());
        out.sort_by(|a, b| {
            (point(&a.from()), a.is_jump())
                .cmp(&(point(&b.from()), b.is_jump()))
                .then_with(|| {
                    a.landings()
                        .iter()
                        .map(point)
                        .cmp(b.landings().iter().map(point))
                })
        });
        out
    }

    /// How many actions `actions_ignoring_draws` would list,
    /// counted without listing them: capture chains are walked, not built, so a position with
    /// hundreds of thousands of chains is counted in their walk's time and no memory. 0 when
    /// the capture target or the paddock has ended the game.
    pub fn action_count(&self) -> u64 {
        if self.win_by_rule().is_some() {
            return 0;
        }
        if self.fox_to_place() {
            // Placements (`fox-chooses`): one per empty point, as generated.
            let mut placements = Vec::new();
            self.generate(&mut placements);
            return placements.len() as u64;
        }
        let rules = self.rules();
        let (foxes, geese) = (self.foxes(), self.geese());
        match self.turn() {
            Side::Geese => goose_move_count(rules, foxes, geese),
            Side::Fox => {
                let walk = self.fox_walk();
                if rules.jumps == Jumps::Single && !rules.compulsory {
                    return foxes
                        .into_iter()
                        .map(|f| walk.moves(f).count() as u64)
                        .sum();
                }
                let mut chains = 0u64;
                for fox in foxes {
                    Chains::walk(rules, rules.jumps, foxes, fox, geese, |_: &[Point], _| {
                        chains += 1
                    });
                }
                if rules.compulsory && chains > 0 {
                    return chains;
                }
                chains
                    + foxes
                        .into_iter()
                        .map(|f| walk.steps(f).count() as u64)
                        .sum::<u64>()
            }
        }
    }

    /// The legal actions of the piece on `from` (empty if it is not the side to move's).
    pub fn legal_actions_from(&self, from: Point) -> Vec<Action> {
        let mut v = self.legal_actions();
        v.retain(|a| a.from() == from);
        v
    }

    /// Whether the side to move has any legal action (ignoring end rules). A fox that can
    /// jump once has a capture under every jump rule, so one step or jump is enough.
    pub(crate) fn has_action(&self) -> bool {
        match self.turn() {
            Side::Geese => goose_move_count(self.rules(), self.foxes(), self.geese()) > 0,
            Side::Fox if self.fox_to_place() => !(self.board().points() & !self.geese()).is_empty(),
            Side::Fox => {
                let walk = self.fox_walk();
                self.foxes()
                    .into_iter()
                    .any(|f| walk.moves(f).next().is_some())
            }
        }
    }

    /// What the solver needs of a position, faster than listing every action: how many
    /// steps the side to move has (a goose's or a fox's; legal ones only, so none for a fox
    /// that must capture), with its captures appended to `captures` (none for the geese).
    /// Ignores the end rules, as [`generate`](Self::generate) does.
    pub(crate) fn steps_and_captures(&self, captures: &mut Vec<Action>) -> u32 {
        match self.turn() {
            Side::Geese => goose_move_count(self.rules(), self.foxes(), self.geese()) as u32,
            Side::Fox => {
                let walk = self.fox_walk();
                if self.fox_can_jump() {
                    let start = captures.len();
                    self.fox_actions(captures);
                    let mut steps = 0;
                    let mut i = start;
                    while i < captures.len() {
                        if captures[i].is_jump() {
                            i += 1;
                        } else {
                            captures.swap_remove(i);
                            steps += 1;
                        }
                    }
                    steps
                } else {
                    self.foxes()
                        .into_iter()
                        .map(|f| walk.steps(f).count() as u32)
                        .sum()
                }
            }
        }
    }

    /// Whether a fox of this position can jump.
    pub(crate) fn fox_can_jump(&self) -> bool {
        let walk = self.fox_walk();
        self.foxes()
            .into_iter()
            .any(|f| walk.jumps(f).next().is_some())
    }

    /// The fox's view of this position.
    #[inline]
    pub(crate) fn fox_walk(&self) -> FoxWalk<'static> {
        FoxWalk::new(self.rules(), self.foxes(), self.geese())
    }

    /// Appends the side to move's actions to `out`, in generation order, without checking
    /// end rules. The fast path for perft.
    #[inline]
    pub(crate) fn generate(&self, out: &mut Vec<Action>) {
        let start = out.len();
        match self.turn() {
            Side::Geese => self.goose_actions(out),
            Side::Fox if self.fox_to_place() => {
                let empty = self.board().points() & !self.geese();
                out.extend(empty.into_iter().map(Action::place));
            }
            Side::Fox => self.fox_actions(out),
        }
        let board = self.board();
        if board.numbered() {
            for a in &mut out[start..] {
                *a = a.on(board);
            }
        }
    }

    fn goose_actions(&self, out: &mut Vec<Action>) {
        let rules = self.rules();
        let empty = rules.board.points() & !(self.foxes() | self.geese());
        for &d in rules.goose_directions() {
            for to in goose_targets(rules, d, empty, self.geese()) {
                let from = Point::from_index((to.index() as i8 - d.delta()) as u8);
                out.push(Action::step(from, to));
            }
        }
    }

    fn fox_actions(&self, out: &mut Vec<Action>) {
        let rules = self.rules();
        let walk = self.fox_walk();
        if rules.jumps == Jumps::Single && !rules.compulsory {
            // One walk per fox: a step or a single jump in each direction.
            for fox in self.foxes() {
                out.extend(walk.moves(fox).map(|m| match m {
                    FoxMove::Step(to) => Action::step(fox, to),
                    FoxMove::Jump { over, land } => {
                        Action::jump(fox, &[land], Bitboard::from_point(over))
                    }
                }));
            }
            return;
        }
        let start = out.len();
        for fox in self.foxes() {
            Chains::walk(
                rules,
                rules.jumps,
                self.foxes(),
                fox,
                self.geese(),
                |landings: &[Point], captured| out.push(Action::jump(fox, landings, captured)),
            );
        }
        if rules.compulsory && out.len() > start {
            return;
        }
        for fox in self.foxes() {
            out.extend(walk.steps(fox).map(|to| Action::step(fox, to)));
        }
    }
}
