//! The partitioned build: a level (one goose count, with the real game's captures) too large
//! to build as one table is cut into *parts*, one per sum of the geese's rows, each built and
//! saved on its own in bounded memory.
//!
//! Geese never move north on the boards this serves ([`partitioned`] checks it from the
//! ruleset's data): a goose's step south lowers the sum of its geese's rows, a step sideways
//! keeps it, a capture takes a goose off. So the part of sum `s` of `k` geese needs only the
//! parts of `k` geese with smaller sums and the level of `k − 1` geese: levels are built from
//! the fewest geese up, and a level's parts from the smallest sum up, each a pure function of
//! the finished files it reads (`Finished`), written atomically ([`file`](mod@file)) as
//! `DIR/plyyard-g13-c00.parts/s045.fgq`. A build stopped anywhere (Ctrl-C, kill -9, a lost
//! machine) loses at most the part in progress: the next one checks every part it keeps, block
//! by block, and builds the rest.
//!
//! * `plan`: which rulesets and levels are built in parts ([`partitioned`], [`plan`]), a
//!   level's parts in build order ([`LevelPlan`]), and the cost of Ply Yard's whole game.
//! * [`index`]: the numbering of a part's placements ([`LevelIndex`]), row vector by row
//!   vector.
//! * [`chunk`](mod@chunk): a part's build cut into runs of row vectors, each closed under the
//!   moves that stay in the part, built one after the other with only what each reads in
//!   memory (Ply Yard's largest part in 2.4 GiB).
//! * `finished`: the finished levels and parts a chunk's build reads, loaded as it needs them.
//! * `graph`: one chunk of a part as the retrograde builder's graph.
//! * `build`: the build itself, part after part, with its progress, report and errors.
//! * [`file`](mod@file): a part's file, one byte per entry.
//! * `reader`: a position's value read from its part (`PartReader`), a block at a time, and
//!   a level's values counted ([`tally`]).
//! * [`check`]: a level's parts checked against the rules, a chunk at a time.
//! * [`jobs`]: the build as a graph of jobs (whole tables and parts), for `tables plan` and
//!   `tables build --part`, one job per process.
//!
//! Each file uses only those above it in this list (the jobs use the plan, the check the
//! build's pieces), and the solver's store holds a `PartReader` without reaching the builder.

mod build;
pub mod check;
pub mod chunk;
pub mod file;
mod finished;
mod graph;
pub mod index;
pub mod jobs;
mod plan;
mod reader;
pub mod rows;

pub use build::{build_part, part_is_whole, PartError, PartProgress, PartReport};
pub use file::{level_folder, PartKey};
pub use index::{LevelIndex, Placed};
pub use jobs::part_cost;
pub use plan::{
    partitioned, plan, whole_game, LevelPlan, WholeGame, PARTS_FROM, PLYYARD_WHOLE_GAME,
};
pub use reader::tally;

pub(crate) use build::build;
pub(crate) use plan::part_position;
pub(crate) use reader::PartReader;
