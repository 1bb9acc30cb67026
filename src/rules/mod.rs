//! The game itself: boards, rulesets, positions, actions and their notation, and perft.
//!
//! Nothing here knows about files, languages or terminals. Errors and reasons are typed values;
//! the binary turns them into localized text.

pub mod action;
pub mod bitboard;
mod explain;
pub mod game;
pub mod geometry;
mod movegen;
pub mod perft;
pub mod position;
pub mod ruleset;
pub mod setup;

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
