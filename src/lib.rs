//! foxgeese: a tutor and position-study tool for the hunt game Fox and Geese.
//!
//! The library is the rules engine and everything a front end needs around it; the binary
//! `foxgeese` is a thin command line over it.
//!
//! ```
//! use foxgeese::{Position, Ruleset, Side, ActionText};
//!
//! let rules = Ruleset::plyyard();
//! let start = Position::start(rules);
//! assert_eq!(start.to_string(), "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0");
//! assert_eq!(start.turn(), Side::Geese);
//! assert_eq!(start.legal_actions().len(), 6);
//!
//! // Why is a goose not allowed north?
//! let pos = Position::parse("GGG/GGG/GGGG1GG/3F3/3G3/3/3 g 0", rules).unwrap();
//! let reasons = pos.explain(&"d3-d4".parse::<ActionText>().unwrap());
//! assert!(!reasons.is_empty());
//! ```

pub mod embedded;
pub mod i18n;
pub mod message;
pub mod rules;
pub mod study;

pub use rules::action::{Action, ActionText, IllegalReason};
pub use rules::bitboard::Bitboard;
pub use rules::game::Game;
pub use rules::geometry::{Board, Coord, Direction, Point};
pub use rules::perft::perft;
pub use rules::position::{Outcome, Position, PositionError};
pub use rules::ruleset::{Ruleset, RulesetSpec, Variant};
pub use rules::setup::Setup;
pub use rules::Side;
