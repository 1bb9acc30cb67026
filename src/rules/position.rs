//! `Position`: the state of a game under a ruleset, playing an action, and the outcome.
//!
//! A `Position` can only be made from a [`Setup`] that passes [`Position::from_setup`], so
//! everything here may assume the piece counts fit the ruleset. Which actions are legal is
//! `movegen`'s business and why one is not is `explain`'s; both add methods to `Position`
//! through its public accessors, so the state's fields stay private to this file.

use std::fmt;

use super::action::{Action, ActionText, IllegalReason};
use super::bitboard::Bitboard;
use super::board::Board;
use super::point::{Coord, Point};
use super::ruleset::{FoxTarget, Ruleset, RulesetSpec};
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
    /// The fox is still to be placed, yet it is not the fox's turn or geese have been captured.
    FoxToPlace,
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
        if foxes == 0 && rules.fox_placement {
            if setup.turn != Side::Fox || setup.captures != 0 {
                problems.push(InvalidSetup::FoxToPlace);
            }
        } else if foxes == 0 {
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

    /// A position from its parts with the draw clock at zero, for the solver, which indexes
    /// positions itself: the caller guarantees the pieces are on the board, do not overlap,
    /// and fit the ruleset's counts (as every point of a table's index does).
    #[inline]
    pub(crate) fn from_parts(
        rules: &'static Ruleset,
        foxes: Bitboard,
        geese: Bitboard,
        turn: Side,
        captures: u8,
    ) -> Position {
        Position {
            rules,
            foxes,
            geese,
            turn,
            captures,
            clock: 0,
        }
    }

    /// The same position with the draw clock at zero: what the solver's values are about
    /// (they ignore the quiet-plies rule, as chess tablebases ignore the fifty-move rule).
    #[inline]
    pub fn without_clock(&self) -> Position {
        Position { clock: 0, ..*self }
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

    /// What a repetition compares: the pieces and the side to move (not the captures or the
    /// clock). Two positions with the same key are the same position come round again.
    #[inline]
    pub fn repetition_key(&self) -> (Bitboard, Bitboard, Side) {
        (self.foxes, self.geese, self.turn)
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

    /// Plies left before the draw clock runs out and the game is drawn (0: it has run out);
    /// `None` where the rules have no such draw.
    #[inline]
    pub fn quiet_plies_left(&self) -> Option<u16> {
        self.rules
            .draws
            .map(|d| d.quiet_plies.saturating_sub(self.clock))
    }

    /// Whether the fox is still to place itself (only in rulesets with placement).
    #[inline]
    pub fn fox_to_place(&self) -> bool {
        self.rules.fox_placement && self.foxes.is_empty()
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

    /// The end rules that do not depend on whose move it is: capture target, paddock, clock.
    pub(crate) fn rule_outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.win_by_rule() {
            return Some(o);
        }
        match self.rules.draws {
            Some(d) if self.quiet_plies_left() == Some(0) => {
                Some(Outcome::Draw(DrawReason::QuietPlies(d.quiet_plies)))
            }
            _ => None,
        }
    }

    /// The capture target and the paddock: the end rules perft keeps (it ignores the draws).
    #[inline]
    pub(crate) fn win_by_rule(&self) -> Option<Outcome> {
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
            Side::Fox if action.is_placement() => next.foxes.insert(action.from()),
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

    /// The position with the side to move's action done as pieces: `foxes` and `geese` now
    /// stand there, `taken` more geese are captured, and the other side is to move. The draw
    /// clock is left as it was: this is perft's way to play, and perft ignores the draws.
    #[inline]
    pub(crate) fn with_pieces(&self, foxes: Bitboard, geese: Bitboard, taken: u32) -> Position {
        Position {
            foxes,
            geese,
            turn: self.turn.other(),
            captures: self.captures.saturating_add(taken.min(255) as u8),
            ..*self
        }
    }

    /// Plays an action after checking that it is legal here.
    pub fn play(&self, action: &Action) -> Result<Position, Vec<IllegalReason>> {
        if self.unsorted_actions().contains(action) {
            Ok(self.play_unchecked(action))
        } else {
            Err(self.explain(&action.text()))
        }
    }

    /// The legal action written as `text`, or every reason it is not legal.
    pub fn find(&self, text: &ActionText) -> Result<Action, Vec<IllegalReason>> {
        let wanted = text.canonical(self.board());
        self.unsorted_actions()
            .into_iter()
            .find(|a| a.text() == wanted)
            .ok_or_else(|| self.explain(text))
    }

    /// The legal actions as generated, not sorted: for asking whether one is among them.
    /// Playing each of a position's hundreds of chains must not sort the list each time (the
    /// fuzz target `position` does so).
    pub(crate) fn unsorted_actions(&self) -> Vec<Action> {
        let mut listed = Vec::new();
        if self.rule_outcome().is_none() {
            self.generate(&mut listed);
        }
        listed
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
