//! `Position`: a legal position under a ruleset, its legal actions, playing them, and the outcome.
//!
//! A `Position` can only be made from a [`Setup`] that passes [`Position::from_setup`], so
//! everything here may assume the piece counts fit the ruleset. Move generation is the one
//! place that knows how pieces move, and it reads only the ruleset's data: the lines of the
//! board, the goose directions, the jump rule and whether capture is compulsory.
//!
//! [`Position::explain`] is the other half of the same rules: given an action as written, it
//! names every rule the action breaks, as [`IllegalReason`]s.

use std::fmt;

use super::action::{Action, ActionText, IllegalReason, MAX_JUMPS};
use super::bitboard::Bitboard;
use super::geometry::{Board, Coord, Direction, Point};
use super::ruleset::{FoxTarget, Jumps, Ruleset, RulesetSpec};
use super::setup::{NotationError, Setup};
use super::Side;

/// A position that obeys its ruleset's piece counts.
#[derive(Clone, Copy)]
pub struct Position {
    rules: &'static Ruleset,
    foxes: Bitboard,
    geese: Bitboard,
    turn: Side,
    captures: u8,
    clock: u16,
}

/// Why a setup is not a position of the ruleset. [`Position::from_setup`] reports all at once.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum InvalidSetup {
    /// No fox on the board.
    NoFox,
    /// The wrong number of foxes.
    FoxCount {
        /// Foxes found.
        found: u32,
        /// Foxes the ruleset plays with.
        expected: u8,
    },
    /// More geese than the ruleset starts with.
    TooManyGeese {
        /// Geese found.
        found: u32,
        /// The ruleset's number.
        max: u8,
    },
    /// Geese on the board plus geese captured exceed the starting number.
    GeeseAndCaptures {
        /// Geese on the board.
        geese: u32,
        /// The capture count.
        captures: u32,
        /// The ruleset's number.
        max: u8,
    },
    /// The draw clock is larger than any game can reach before it ends in a draw.
    ClockTooLarge {
        /// The clock written.
        found: u32,
        /// The largest allowed.
        max: u16,
    },
}

/// A position that could not be read: bad notation, or a setup the ruleset forbids.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// The text is not valid notation.
    Notation(NotationError),
    /// The text reads, but the position breaks the ruleset's counts.
    Invalid(Vec<InvalidSetup>),
}

/// How a game has ended, or that it has not.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The side to move has a legal action and no end rule applies.
    Ongoing,
    /// One side has won.
    Win {
        /// The winner.
        winner: Side,
        /// Why.
        reason: WinReason,
    },
    /// A draw.
    Draw(DrawReason),
}

impl Outcome {
    /// The name used in JSON: `ongoing`, `fox-wins`, `geese-win` or `draw`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Win {
                winner: Side::Fox, ..
            } => "fox-wins",
            Outcome::Win {
                winner: Side::Geese,
                ..
            } => "geese-win",
            Outcome::Draw(_) => "draw",
        }
    }

    /// Whether the game is over.
    pub const fn is_over(self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }
}

/// Why a side won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The fox's capture count reached the ruleset's target.
    CaptureTarget(u8),
    /// Fewer geese remain than the ruleset's threshold.
    GeeseBelow(u8),
    /// The geese fill every point of the paddock.
    PaddockFilled,
    /// The side to move has no legal action.
    NoAction,
}

/// Why a game is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// The same position with the same side to move came up for the given time.
    Repetition(u8),
    /// The given number of plies passed without a capture or forward goose step.
    QuietPlies(u16),
}

impl Position {
    /// The ruleset's start position.
    pub fn start(rules: &'static Ruleset) -> Position {
        Position {
            rules,
            foxes: rules.start_foxes,
            geese: rules.start_geese,
            turn: rules.first,
            captures: 0,
            clock: 0,
        }
    }

    /// Checks a setup against the ruleset, reporting every problem at once.
    pub fn from_setup(
        setup: &Setup,
        rules: &'static Ruleset,
    ) -> Result<Position, Vec<InvalidSetup>> {
        let mut problems = Vec::new();
        let board = rules.board.points();
        // Parsing only ever places pieces on playable points.
        debug_assert!(board.is_superset(setup.foxes | setup.geese));
        let foxes = setup.foxes.count();
        if foxes == 0 {
            problems.push(InvalidSetup::NoFox);
        } else if foxes != rules.fox_count() as u32 {
            problems.push(InvalidSetup::FoxCount {
                found: foxes,
                expected: rules.fox_count(),
            });
        }
        let geese = setup.geese.count();
        let max = rules.geese_total();
        if geese > max as u32 {
            problems.push(InvalidSetup::TooManyGeese { found: geese, max });
        } else if geese as u64 + setup.captures as u64 > max as u64 {
            problems.push(InvalidSetup::GeeseAndCaptures {
                geese,
                captures: setup.captures,
                max,
            });
        }
        if let Some(d) = rules.draws {
            if setup.clock > d.quiet_plies as u32 {
                problems.push(InvalidSetup::ClockTooLarge {
                    found: setup.clock,
                    max: d.quiet_plies,
                });
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Position {
            rules,
            foxes: setup.foxes,
            geese: setup.geese,
            turn: setup.turn,
            captures: setup.captures as u8,
            clock: if rules.draws.is_some() {
                setup.clock as u16
            } else {
                0
            },
        })
    }

    /// Reads the one-line notation under `rules`.
    pub fn parse(text: &str, rules: &'static Ruleset) -> Result<Position, PositionError> {
        let setup = Setup::parse(text, &rules.board).map_err(PositionError::Notation)?;
        Position::from_setup(&setup, rules).map_err(PositionError::Invalid)
    }

    /// The position as a plain setup.
    pub fn to_setup(&self) -> Setup {
        Setup {
            foxes: self.foxes,
            geese: self.geese,
            turn: self.turn,
            captures: self.captures as u32,
            clock: self.clock as u32,
        }
    }

    /// The ruleset.
    #[inline]
    pub fn rules(&self) -> &'static Ruleset {
        self.rules
    }

    /// The board.
    #[inline]
    pub fn board(&self) -> &'static Board {
        &self.rules.board
    }

    /// Points holding a fox.
    #[inline]
    pub fn foxes(&self) -> Bitboard {
        self.foxes
    }

    /// Points holding a goose.
    #[inline]
    pub fn geese(&self) -> Bitboard {
        self.geese
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Geese captured so far.
    #[inline]
    pub fn captures(&self) -> u8 {
        self.captures
    }

    /// Plies since the last capture or forward goose step (0 in rulesets without draws).
    #[inline]
    pub fn clock(&self) -> u16 {
        self.clock
    }

    /// The piece on `p`, if any.
    pub fn piece_at(&self, p: Point) -> Option<Side> {
        if self.foxes.contains(p) {
            Some(Side::Fox)
        } else if self.geese.contains(p) {
            Some(Side::Geese)
        } else {
            None
        }
    }

    /// The same pieces with `side` to move.
    pub fn with_turn(&self, side: Side) -> Position {
        Position {
            turn: side,
            ..*self
        }
    }

    /// The outcome of the position as given, with its own side to move. A game record can
    /// add a draw by repetition: see [`crate::rules::game::Game`].
    pub fn outcome(&self) -> Outcome {
        if let Some(o) = self.rule_outcome() {
            return o;
        }
        if self.has_action() {
            Outcome::Ongoing
        } else {
            Outcome::Win {
                winner: self.turn.other(),
                reason: WinReason::NoAction,
            }
        }
    }

    /// Whether an end rule other than "no legal action" has finished the game; perft ignores
    /// the draw clock, so only the capture target and the paddock count here.
    #[inline]
    pub(crate) fn count_actions_is_over(&self) -> bool {
        self.win_by_rule().is_some()
    }

    /// The end rules that do not depend on whose move it is: capture target, paddock, clock.
    fn rule_outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.win_by_rule() {
            return Some(o);
        }
        if let Some(d) = self.rules.draws {
            if self.clock >= d.quiet_plies {
                return Some(Outcome::Draw(DrawReason::QuietPlies(d.quiet_plies)));
            }
        }
        None
    }

    /// The capture target and the paddock.
    #[inline]
    fn win_by_rule(&self) -> Option<Outcome> {
        let r = self.rules;
        match r.fox_target {
            FoxTarget::Captures(n) if self.captures >= n => {
                return Some(Outcome::Win {
                    winner: Side::Fox,
                    reason: WinReason::CaptureTarget(n),
                })
            }
            FoxTarget::GeeseBelow(n) if self.geese.count() < n as u32 => {
                return Some(Outcome::Win {
                    winner: Side::Fox,
                    reason: WinReason::GeeseBelow(n),
                })
            }
            _ => {}
        }
        if let Some(paddock) = r.paddock {
            if self.geese.is_superset(paddock) {
                return Some(Outcome::Win {
                    winner: Side::Geese,
                    reason: WinReason::PaddockFilled,
                });
            }
        }
        None
    }

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
        out.sort_by_key(|a| {
            (
                std::cmp::Reverse(a.from().rank()),
                a.from().file(),
                a.is_jump(),
                a.landings()
                    .iter()
                    .map(|p| (std::cmp::Reverse(p.rank()), p.file()))
                    .collect::<Vec<_>>(),
            )
        });
        out
    }

    /// The legal actions of the piece on `from` (empty if it is not the side to move's).
    pub fn legal_actions_from(&self, from: Point) -> Vec<Action> {
        let mut v = self.legal_actions();
        v.retain(|a| a.from() == from);
        v
    }

    /// Whether the side to move has any legal action (ignoring end rules).
    fn has_action(&self) -> bool {
        match self.turn {
            Side::Geese => self.goose_move_count() > 0,
            Side::Fox => {
                let mut v = Vec::new();
                self.fox_actions(&mut v);
                !v.is_empty()
            }
        }
    }

    /// Appends the side to move's actions to `out`, in generation order, without checking
    /// end rules. The fast path for perft.
    #[inline]
    pub(crate) fn generate(&self, out: &mut Vec<Action>) {
        match self.turn {
            Side::Geese => self.goose_actions(out),
            Side::Fox => self.fox_actions(out),
        }
    }

    /// Number of legal actions for the side to move, counted without listing them where the
    /// rules allow: 0 when the capture target or the paddock has ended the game. Draw rules
    /// are ignored, as perft ignores them.
    #[inline]
    pub fn count_actions(&self) -> u64 {
        if self.win_by_rule().is_some() {
            return 0;
        }
        match self.turn {
            Side::Geese => self.goose_move_count() as u64,
            Side::Fox => {
                if self.rules.jumps == Jumps::Single && !self.rules.compulsory {
                    self.fox_single_count()
                } else {
                    let mut v = Vec::new();
                    self.fox_actions(&mut v);
                    v.len() as u64
                }
            }
        }
    }

    #[inline]
    fn empty(&self) -> Bitboard {
        self.rules.board.points() & !(self.foxes | self.geese)
    }

    /// Geese moves counted a whole direction at a time.
    #[inline]
    fn goose_move_count(&self) -> u32 {
        let board = &self.rules.board;
        let empty = self.empty();
        let mut n = 0;
        for &d in self.rules.goose_directions() {
            n += ((self.geese & board.lines(d)).step(d) & empty).count();
        }
        n
    }

    fn goose_actions(&self, out: &mut Vec<Action>) {
        let board = &self.rules.board;
        let empty = self.empty();
        for &d in self.rules.goose_directions() {
            let targets = (self.geese & board.lines(d)).step(d) & empty;
            for to in targets {
                let from = Point::from_index((to.index() as i8 - d.delta()) as u8);
                out.push(Action::step(from, to));
            }
        }
    }

    /// Fox actions counted without building them (single jumps, optional capture).
    #[inline]
    fn fox_single_count(&self) -> u64 {
        let board = &self.rules.board;
        let empty = self.empty();
        let mut n = 0;
        for fox in self.foxes {
            for &d in board.line_directions() {
                let Some(q) = board.neighbour(fox, d) else {
                    continue;
                };
                if empty.contains(q) {
                    n += 1;
                } else if self.geese.contains(q) {
                    if let Some(l) = board.neighbour(q, d) {
                        n += empty.contains(l) as u64;
                    }
                }
            }
        }
        n
    }

    fn fox_actions(&self, out: &mut Vec<Action>) {
        let board = &self.rules.board;
        if self.rules.jumps == Jumps::Single && !self.rules.compulsory {
            // One pass per fox: a step or a single jump in each direction.
            let empty = self.empty();
            for fox in self.foxes {
                for &d in board.line_directions() {
                    let Some(q) = board.neighbour(fox, d) else {
                        continue;
                    };
                    if empty.contains(q) {
                        out.push(Action::step(fox, q));
                    } else if self.geese.contains(q) {
                        if let Some(l) = board.neighbour(q, d).filter(|l| empty.contains(*l)) {
                            out.push(Action::jump(fox, &[l], Bitboard::from_point(q)));
                        }
                    }
                }
            }
            return;
        }
        let start = out.len();
        for fox in self.foxes {
            let others = self.foxes & !Bitboard::from_point(fox);
            let mut path = [fox; MAX_JUMPS];
            self.jumps_from(
                fox,
                fox,
                self.geese,
                others,
                &mut path,
                0,
                Bitboard::EMPTY,
                out,
            );
        }
        if self.rules.compulsory && out.len() > start {
            return;
        }
        let empty = self.empty();
        for fox in self.foxes {
            for &d in board.line_directions() {
                if let Some(q) = board.neighbour(fox, d) {
                    if empty.contains(q) {
                        out.push(Action::step(fox, q));
                    }
                }
            }
        }
    }

    /// Depth-first search of jump chains from `at` for the fox that started on `origin`.
    /// `geese` are the geese still on the board, `others` the other foxes.
    #[allow(clippy::too_many_arguments)]
    fn jumps_from(
        &self,
        origin: Point,
        at: Point,
        geese: Bitboard,
        others: Bitboard,
        path: &mut [Point; MAX_JUMPS],
        depth: usize,
        captured: Bitboard,
        out: &mut Vec<Action>,
    ) -> bool {
        let board = &self.rules.board;
        let mut any = false;
        for &d in board.line_directions() {
            let Some(over) = board.neighbour(at, d) else {
                continue;
            };
            if !geese.contains(over) {
                continue;
            }
            let Some(land) = board.neighbour(over, d) else {
                continue;
            };
            if geese.contains(land) || others.contains(land) {
                continue;
            }
            any = true;
            path[depth] = land;
            let captured = captured | Bitboard::from_point(over);
            match self.rules.jumps {
                Jumps::Single => out.push(Action::jump(origin, &path[..=depth], captured)),
                Jumps::Chain => {
                    out.push(Action::jump(origin, &path[..=depth], captured));
                    let geese = geese & !Bitboard::from_point(over);
                    self.jumps_from(origin, land, geese, others, path, depth + 1, captured, out);
                }
                Jumps::MaximalChain => {
                    let geese = geese & !Bitboard::from_point(over);
                    if !self.jumps_from(origin, land, geese, others, path, depth + 1, captured, out)
                    {
                        out.push(Action::jump(origin, &path[..=depth], captured));
                    }
                }
            }
        }
        any
    }

    /// Plays a generated action without checking it. The caller guarantees `action` came from
    /// this position's [`legal_actions`](Self::legal_actions).
    #[inline]
    pub fn play_unchecked(&self, action: &Action) -> Position {
        let mut next = *self;
        let moved = Bitboard::from_point(action.from()) | Bitboard::from_point(action.to());
        let tracks_clock = self.rules.draws.is_some();
        match self.turn {
            Side::Geese => {
                next.geese ^= moved;
                if tracks_clock {
                    let d = Board::grid_direction(action.from(), action.to());
                    let forward = d.is_some_and(|d| self.rules.geese.is_forward(d));
                    next.clock = if forward { 0 } else { self.clock + 1 };
                }
            }
            Side::Fox => {
                // A chain may end where it began: then the fox does not move.
                if action.from() != action.to() {
                    next.foxes ^= moved;
                }
                let taken = action.captured();
                next.geese &= !taken;
                next.captures = self.captures.saturating_add(taken.count() as u8);
                if tracks_clock {
                    next.clock = if taken.is_empty() { self.clock + 1 } else { 0 };
                }
            }
        }
        next.turn = self.turn.other();
        next
    }

    /// Plays an action after checking that it is legal here.
    pub fn play(&self, action: &Action) -> Result<Position, Vec<IllegalReason>> {
        if self.legal_actions().contains(action) {
            Ok(self.play_unchecked(action))
        } else {
            Err(self.explain(&action.text()))
        }
    }

    /// The legal action written as `text`, or every reason it is not legal.
    pub fn find(&self, text: &ActionText) -> Result<Action, Vec<IllegalReason>> {
        self.legal_actions()
            .into_iter()
            .find(|a| &a.text() == text)
            .ok_or_else(|| self.explain(text))
    }

    /// Every rule the written action breaks here; empty when it is legal.
    ///
    /// The piece on the starting point is judged as if its side were to move, so a learner who
    /// moves a goose while the fox is to move hears both "it is the fox's turn" and anything
    /// else wrong with the goose move.
    pub fn explain(&self, text: &ActionText) -> Vec<IllegalReason> {
        let mut reasons = Vec::new();
        let board = self.board();
        if self.outcome().is_over() {
            reasons.push(IllegalReason::GameOver);
        }
        let Some(from) = board.point(text.from) else {
            reasons.push(IllegalReason::OffBoard { point: text.from });
            if !text.jump {
                self.off_board_targets(text, &mut reasons);
            }
            return reasons;
        };
        let Some(mover) = self.piece_at(from) else {
            reasons.push(IllegalReason::NoPiece { point: from });
            if !text.jump {
                self.off_board_targets(text, &mut reasons);
            }
            return reasons;
        };
        if mover != self.turn {
            reasons.push(IllegalReason::WrongTurn { to_move: self.turn });
        }
        let as_mover = self.with_turn(mover);
        match (mover, text.jump) {
            (Side::Geese, true) => reasons.push(IllegalReason::GooseJump),
            (Side::Geese, false) => {
                if let Some(to) = self.step_target(text, &mut reasons) {
                    self.explain_step(from, to, &mut reasons);
                    if let Some(d) = Board::grid_direction(from, to) {
                        let g = self.rules.geese;
                        if g.is_backward(d) {
                            reasons.push(IllegalReason::GooseBackward {
                                diagonal: d.is_diagonal(),
                            });
                        } else if !g.directions().contains(d) && !d.is_diagonal() {
                            reasons.push(IllegalReason::GooseSideways);
                        }
                    }
                }
            }
            (Side::Fox, false) => {
                if as_mover.must_capture() {
                    reasons.push(IllegalReason::CaptureCompulsory);
                }
                if let Some(to) = self.step_target(text, &mut reasons) {
                    self.explain_step(from, to, &mut reasons);
                }
            }
            (Side::Fox, true) => self.explain_jumps(from, text, &mut reasons),
        }
        if reasons.is_empty() && !as_mover.legal_actions().iter().any(|a| &a.text() == text) {
            reasons.push(IllegalReason::NotAnAction);
        }
        reasons
    }

    fn off_board_targets(&self, text: &ActionText, reasons: &mut Vec<IllegalReason>) {
        for &c in &text.to {
            if self.board().point(c).is_none() {
                reasons.push(IllegalReason::OffBoard { point: c });
            }
        }
    }

    /// The destination of a written step, if it is on the board; else records why not.
    fn step_target(&self, text: &ActionText, reasons: &mut Vec<IllegalReason>) -> Option<Point> {
        let c = *text.to.first()?;
        match self.board().point(c) {
            Some(p) => Some(p),
            None => {
                reasons.push(IllegalReason::OffBoard { point: c });
                None
            }
        }
    }

    fn explain_step(&self, from: Point, to: Point, reasons: &mut Vec<IllegalReason>) {
        if self.piece_at(to).is_some() {
            reasons.push(IllegalReason::Occupied { point: to });
        }
        match Board::grid_direction(from, to) {
            None => reasons.push(IllegalReason::NotNeighbour { from, to }),
            Some(d) => {
                if self.board().neighbour(from, d) != Some(to) {
                    reasons.push(self.no_line(from, to, d));
                }
            }
        }
    }

    fn no_line(&self, from: Point, to: Point, d: Direction) -> IllegalReason {
        if d.is_diagonal() {
            IllegalReason::NoDiagonal {
                from,
                to,
                board_has_diagonals: Direction::ALL
                    .into_iter()
                    .any(|d| d.is_diagonal() && !self.board().lines(d).is_empty()),
            }
        } else {
            IllegalReason::NotConnected { from, to }
        }
    }

    /// Whether the side to move is bound to capture: capture is compulsory and a fox can jump.
    fn must_capture(&self) -> bool {
        if !self.rules.compulsory || self.turn != Side::Fox {
            return false;
        }
        let mut v = Vec::new();
        self.fox_actions(&mut v);
        v.iter().any(|a| a.is_jump())
    }

    fn explain_jumps(&self, from: Point, text: &ActionText, reasons: &mut Vec<IllegalReason>) {
        let board = self.board();
        if text.to.len() > 1 && self.rules.jumps == Jumps::Single {
            reasons.push(IllegalReason::OneJumpPerTurn);
        }
        let others = self.foxes & !Bitboard::from_point(from);
        let mut geese = self.geese;
        let mut at = from;
        for &c in &text.to {
            let Some(land) = board.point(c) else {
                reasons.push(IllegalReason::LandingOffBoard { point: c });
                return;
            };
            let (df, dr) = (
                land.file() as i32 - at.file() as i32,
                land.rank() as i32 - at.rank() as i32,
            );
            let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
            let span = df.abs().max(dr.abs());
            if !straight || span < 2 {
                reasons.push(IllegalReason::JumpShape { from: at, to: land });
                return;
            }
            if span > 2 {
                reasons.push(IllegalReason::JumpTooLong { from: at, to: land });
                return;
            }
            let d = Direction::from_vector(df / 2, dr / 2).expect("a unit vector");
            let over = at.offset(d).expect("between two grid points");
            if board.neighbour(at, d) != Some(over) || board.neighbour(over, d) != Some(land) {
                reasons.push(self.no_line(at, land, d));
            }
            if geese.contains(over) {
                geese.remove(over);
            } else if self.geese.contains(over) {
                reasons.push(IllegalReason::JumpedTwice { point: over });
            } else {
                reasons.push(IllegalReason::NoGooseToJump { over });
            }
            if geese.contains(land) || others.contains(land) {
                reasons.push(IllegalReason::LandingOccupied { point: land });
            }
            at = land;
        }
        if reasons.is_empty() && self.rules.jumps == Jumps::MaximalChain {
            let mut path = [at; MAX_JUMPS];
            let mut more = Vec::new();
            if self.jumps_from(
                from,
                at,
                geese,
                others,
                &mut path,
                0,
                Bitboard::EMPTY,
                &mut more,
            ) {
                reasons.push(IllegalReason::ChainMustContinue { at });
            }
        }
    }

    /// The canonical notation, with the draw clock where the ruleset has draw rules and the
    /// clock is not zero.
    pub fn notation(&self) -> String {
        self.to_setup()
            .notation(self.board(), self.rules.draws.is_some() && self.clock > 0)
    }

    /// The ruleset spec this position is played under.
    pub fn spec(&self) -> RulesetSpec {
        self.rules.spec
    }

    /// Whether `c` names a playable point here.
    pub fn on_board(&self, c: Coord) -> Option<Point> {
        self.board().point(c)
    }
}

impl Position {
    fn key(&self) -> (RulesetSpec, Bitboard, Bitboard, Side, u8, u16) {
        (
            self.rules.spec,
            self.foxes,
            self.geese,
            self.turn,
            self.captures,
            self.clock,
        )
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({} [{}])", self.notation(), self.rules.spec)
    }
}
