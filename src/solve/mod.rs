//! The solver: the proven value of a position, from retrograde tables and a proof search above
//! them. Nothing here guesses: a value is either proven or reported [`Verdict::Unknown`] with
//! what was established.
//!
//! The solver's face, on shakmaty-syzygy's line: one [`Solver`] over a table folder, in three
//! files, and this module only its doc and re-exports.
//!
//! * `store`: [`Solver`], its configuration, the tables it holds, and the folder's files
//!   listed ([`list`]).
//! * `builder`: tables opened or built on demand, the probes that read them, the levels built
//!   in parts, local solves.
//! * `analysis`: a position's value and every action's ([`Analysis`]), the proofs, the
//!   deepening.
//! * `budget`: how far it may go ([`ON_DEMAND_POSITIONS`], [`Skipped`], [`MAX_DEPTH`]) and
//!   who hears of a build ([`BuildProgress`]).
//! * `solve_error`: why it could not answer ([`SolveError`]); `stats`: a table's positions
//!   counted by value ([`ValueTally`]).
//!
//! What it is made of:
//!
//! * [`value`]: [`Value`] (who wins, in how many plies, or a draw; always from a fixed
//!   viewpoint) and [`Verdict`] (a value, or unknown), and how values rank for a side.
//! * [`index`]: which positions a table holds ([`TableKey`]: ruleset, geese on the board,
//!   captures where they matter) and their dense numbering ([`Indexer`]).
//! * [`mirror`]: the board's left–right mirror where the ruleset keeps it, and the numbering
//!   of geese placements up to it, so a table stores one position of each mirror pair.
//! * `combin`: binomial coefficients and the set bits of a mask, which the index and the
//!   mirror number positions with.
//! * `retro`: the retrograde builder of one table; `dense`: the fast graph of a one-fox table.
//! * [`parts`]: a level too large for memory, built and read in parts.
//! * [`local`]: a small position solved on its own, without building its table.
//! * [`table`]: a table in memory and its file (header, checksum, refusal of bad files), in
//!   the full form or the compact one ([`Format`]).
//! * [`blockfile`]: the compact container (zstd blocks, each checksummed) that compact
//!   tables, parts and sweep levels are written in.
//! * [`compact`]: a folder of full files converted to the compact form in place.
//! * [`error`]: what can be wrong with a file of the folder ([`TableError`]).
//! * [`verify`]: stored values checked again against the rules (`tables verify`).
//! * `search`: iterative-deepening proof search above the tables (exact distances).
//! * `proof`: proof-number search for one side's win, where iterative deepening cannot
//!   reach ([`Solver::prove`]; no distance).
//! * [`strategy`]: Ply Yard's geese's proven strategy, shipped in the binary.
//! * [`sweep`]: the whole game solved front to back where geese only step forward (the
//!   standard game), won or lost with no distance, one bit a position, and its files.
//! * [`checkpoint`]: a proof search's state ([`ProofState`]) and its file, so that a search
//!   can be stopped and resumed ([`Solver::prove_in`]).
//!
//! [`Solver`] ties them together: it owns a table folder (the library takes a path; the
//! binary decides which), opens tables from it (reading only the checked blocks its queries
//! touch, so a warm query is fast whatever the table's size), builds the small ones it lacks
//! on demand (below [`ON_DEMAND_POSITIONS`] positions in all) and saves them, so the next run
//! finds them.
//!
//! Values ignore the draw clock: the quiet-plies (fifty-move) rule of the rulesets that have
//! one is not applied, as chess tablebases ignore the fifty-move rule, and a position that
//! repeats is a draw ([`ignores_quiet_plies`] says which rulesets this concerns). Infinite play
//! is a draw. Two foxes are indexed like one (the fox placement is a pair of points), but
//! their tables are huge; in practice that ruleset is answered by the search alone.
//!
//! ```
//! use std::time::Duration;
//! use foxgeese::solve::{Solver, Value, Verdict};
//! use foxgeese::{Position, Ruleset, Side};
//!
//! let dir = std::env::temp_dir().join(format!("foxgeese-doc-{}", std::process::id()));
//! let mut solver = Solver::new(&dir);
//! // Ply Yard, the fox to move, two geese left and eight captured: one jump wins.
//! let pos = Position::parse("3/3/7/2GF3/3G3/3/3 f 8", Ruleset::plyyard()).unwrap();
//! let analysis = solver.analyze(&pos, Duration::from_secs(5)).unwrap();
//! assert_eq!(analysis.verdict, Verdict::Proven(Value::win(Side::Fox, 1)));
//! assert_eq!(analysis.actions[0].verdict, Verdict::Proven(Value::win(Side::Fox, 0)));
//! # std::fs::remove_dir_all(&dir).ok();
//! ```

mod analysis;
pub mod blockfile;
mod budget;
mod builder;
pub mod checkpoint;
mod combin;
pub mod compact;
mod dense;
pub mod entry;
pub mod error;
pub mod index;
mod inspect;
pub mod local;
pub mod mirror;
pub mod parts;
mod proof;
mod proof_table;
mod retro;
mod search;
mod solve_error;
mod stats;
mod store;
pub mod strategy;
pub mod sweep;
pub mod table;
pub mod value;
pub mod verify;

pub use analysis::{ignores_quiet_plies, ActionVerdict, Analysis, KnownAction, Method};
pub use budget::{
    BuildProgress, BuildReport, Quiet, Skipped, BUILD_POSITIONS_PER_SECOND, LOCAL_SOLVE_ABOVE,
    MAX_DEPTH, ON_DEMAND_POSITIONS,
};
pub use checkpoint::ProofState;
pub use error::{CheckpointError, CheckpointProblem};
pub use index::{Indexer, TableKey};
pub use inspect::{inspect, FileKind, TableInfo};
pub use proof::{Proof, ProofLimits, ProofResult, MAX_PATH};
pub use proof_table::SLOT_BYTES;
pub use retro::BuildError;
pub use solve_error::SolveError;
pub use stats::{SideTally, ValueTally};
pub use store::{list, Solver};
pub use table::{Format, Header, Table, TableError, TableProblem};
pub use value::{Class, Known, Value, Verdict};
