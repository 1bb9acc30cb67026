//! Games as a learner keeps them: the game record file ([`record`]: read with located errors,
//! written back) and the state of a game being played ([`table`]: who plays which side, taking
//! back, resigning, the result). The engine that plays the other side, and the review of a
//! game, are [`crate::engine`]'s.
//!
//! The rules of a game in progress (playing an action, the draw by repetition, the outcome)
//! are [`crate::rules::Game`]'s; this module adds what a person does with a game around it.

pub mod record;
pub mod table;

pub use record::{GameResult, Record, RecordError, RecordErrorKind};
pub use table::Table;
