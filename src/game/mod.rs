//! Games as a learner keeps them: the game record file ([`record`]: read with located errors,
//! written back), the state of a game being played ([`table`]: who plays which side, taking
//! back, resigning, the result), the engine opponent ([`engine`]: its levels, the action it
//! chooses, what it thinks of a position) and its search above the tables ([`search`]:
//! alpha-beta over an evaluation learned from the tables), the seedable random numbers of
//! both ([`rng`]), and a recorded game reviewed with the solver ([`review`]: each action's
//! value before and after, mistakes, the first opening).
//!
//! The rules of a game in progress (playing an action, the draw by repetition, the outcome)
//! are [`crate::rules::Game`]'s; this module adds what a person does with a game around it.

pub mod engine;
pub mod record;
pub mod review;
pub mod rng;
pub mod search;
pub mod table;

pub use record::{GameResult, Record, RecordError, RecordErrorKind};
pub use table::Table;
