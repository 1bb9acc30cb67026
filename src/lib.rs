//! foxgeese: a tutor and position-study tool for the hunt game Fox and Geese.
//!
//! The library is the rules engine and everything a front end needs around it; the binary
//! `foxgeese` is a thin command line over it. What a second program (a GUI, a web server, a
//! content checker) uses:
//!
//! * [`rules`]: the game. The vocabulary is also at the crate root: [`Ruleset`] (a named
//!   ruleset with options, from a [`RulesetSpec`]), [`Position`] (always legal: parse one, list
//!   its actions, play, ask for its [`Outcome`]), [`Action`] and [`ActionText`] (an action as
//!   written), [`IllegalReason`] (why an action is not legal), [`Game`] (a replay), [`perft`].
//! * [`study`]: position studies: load a YAML study with located problems, compute its answer,
//!   grade a learner's answer, validate a library.
//! * [`game`]: game records (read with every error located, written back) and a game in play
//!   ([`game::Table`]: seats, resigning, taking back).
//! * [`solve`]: proven values ([`solve::Value`], [`solve::Verdict`]) from retrograde tables and
//!   a proof search above them: [`solve::Solver`] over a table folder, `analyze` a position.
//! * [`progress`]: a learner's progress through the studies (attempts, hints, Leitner review
//!   dates) and its versioned JSON; [`fsio::atomic_write`] for every file the program writes.
//! * [`machine`]: what the machine offers (memory, the memory this process may use, free disk),
//!   for sizing a table build or a match.
//! * [`message`] and [`i18n`]: every reason, error and outcome above is a typed value that
//!   becomes a [`message::Message`] (a typed Fluent id and its arguments), said in English or
//!   Indonesian by an [`i18n::Localizer`]. The library itself holds no user-facing text and never
//!   prints. Its error types are `std::error::Error`s whose `Display` is their English message
//!   (one a line for an error that says several things), for a program that needs no other
//!   language. Two are worded by what holds them: [`fsio::LockError`] (an `io::Error`, or the
//!   lock's path without the file it guards) by its caller, [`solve::BuildError`] as part of
//!   [`solve::SolveError`].
//!
//! ```
//! use foxgeese::i18n::{Lang, Localizer};
//! use foxgeese::i18n::rules::reason_message;
//! use foxgeese::{ActionText, Position, Ruleset, Side};
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
//!
//! // … said in the learner's language.
//! let id = Localizer::new(Lang::Id);
//! let said = id.msg(&reason_message(&reasons[0], rules));
//! assert!(!said.starts_with("reason-"), "a sentence, not the bare id: {said}");
//! ```

pub mod arena;
mod embedded;
pub mod engine;
pub mod fsio;
pub mod game;
pub mod i18n;
pub mod lines;
pub mod machine;
pub mod memory;
pub mod message;
pub mod progress;
pub mod puzzle;
pub mod rules;
pub mod shipped;
pub mod solve;
pub mod study;

pub use rules::{
    perft, Action, ActionText, Board, Coord, Direction, Game, IllegalReason, Outcome, Point,
    Position, PositionError, Ruleset, RulesetSpec, Setup, Side, Variant,
};
