//! The game itself: boards, rulesets, positions, actions and their notation, and perft.
//!
//! Nothing here knows about files, languages or terminals. Errors and reasons are typed values;
//! the binary turns them into localized text.

pub(crate) mod action;
pub(crate) mod bitboard;
pub(crate) mod board;
mod explain;
pub(crate) mod game;
mod movegen;
pub(crate) mod perft;
pub(crate) mod point;
pub(crate) mod position;
mod reach;
pub(crate) mod ruleset;
pub(crate) mod setup;

pub use action::{Action, ActionSyntaxError, ActionText, IllegalReason};
pub use bitboard::Bitboard;
pub use board::{Board, Diagonals};
pub use game::{Game, RecordError};
pub use movegen::MAX_LISTED_ACTIONS;
pub use perft::{divide, perft, perft_naive};
pub use point::{BadPointName, Coord, Direction, Directions, Point};
pub use position::{DrawReason, InvalidSetup, Outcome, Position, PositionError, WinReason};
pub use reach::Haven;
pub use ruleset::{
    Choice, DrawRules, FoxTarget, GooseMoves, Jumps, Ruleset, RulesetSpec, SpecError, Variant,
};
pub use setup::{NotationError, NotationErrorKind, Setup};

use std::fmt;

/// The two sides. The fox side has one fox (two in `two-foxes`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Side {
    /// The fox (or foxes).
    Fox,
    /// The geese.
    Geese,
}

impl Side {
    /// The other side.
    #[inline]
    pub const fn other(self) -> Side {
        match self {
            Side::Fox => Side::Geese,
            Side::Geese => Side::Fox,
        }
    }

    /// The name used in JSON and on the command line: `fox` or `geese`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Fox => "fox",
            Side::Geese => "geese",
        }
    }

    /// The letter used in position notation: `f` or `g`.
    pub const fn letter(self) -> char {
        match self {
            Side::Fox => 'f',
            Side::Geese => 'g',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
