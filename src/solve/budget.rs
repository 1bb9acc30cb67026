//! How far the solver may go, and who hears of it: the positions it builds on demand
//! ([`ON_DEMAND_POSITIONS`]), the rate builds are counted at against a deadline, the tables
//! skipped for want of budget ([`Skipped`]), the deepest search ([`MAX_DEPTH`]), and the
//! [`BuildProgress`] told about each build.

use super::TableKey;

/// The deepest iteration tried.
pub const MAX_DEPTH: u16 = 1000;

/// The most positions [`Solver`](super::Solver) builds on demand, over its life (every table a query needs,
/// summed, counted in positions, not entries). 100 million positions take about 100 MB on
/// disk and in memory where the ruleset keeps the board's mirror (200 MB where not): Ply
/// Yard's tables up to six geese with the real game's captures (60 M positions for six geese)
/// fit; larger ones are built ahead with `foxgeese tables build`.
pub const ON_DEMAND_POSITIONS: u64 = 100_000_000;

/// The fewest positions a table (with the tables below it still to build) has for a local
/// solve to be tried before it is built ([`Solver::with_local_solve`](super::Solver::with_local_solve)): smaller tables build
/// in a fraction of a second and a few tens of MB.
pub const LOCAL_SOLVE_ABOVE: u64 = 20_000_000;

/// Positions a second an on-demand build is counted to take when builds count against a
/// budget ([`Solver::counting_builds`](super::Solver::counting_builds)): a cautious figure, half the rate measured on a 2-core
/// AMD EPYC VM (Ply Yard's 60-million-position table and the one below it, 73 million
/// positions, in 3.4 s: about 21 million a second), so that a slower machine stays in its
/// budget too, while `analyze`'s default 10 s still builds a six-goose table (7.3 s counted).
pub const BUILD_POSITIONS_PER_SECOND: u64 = 10_000_000;

/// A table an answer would have used, not built because it could not be built within the
/// answer's budget ([`Solver::skipped`](super::Solver::skipped)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The table.
    pub key: TableKey,
    /// The positions its build would have made (it and the tables below it that were missing).
    pub positions: u64,
}

/// Told about a build's progress. Called from the building threads.
pub trait BuildProgress: Sync {
    /// Table `number` (from 1) of `of` starts; it has `positions` positions.
    fn start(&self, _key: &TableKey, _number: usize, _of: usize, _positions: u64) {}
    /// This many more units of work are done; a table is `2 × positions` units at most.
    fn advance(&self, _units: u64) {}
    /// The table is built and saved.
    fn finish(&self, _key: &TableKey) {}
}

/// A [`BuildProgress`] that ignores everything.
pub struct Quiet;

impl BuildProgress for Quiet {}

/// What [`Solver::build`](super::Solver::build) did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildReport {
    /// Tables built and saved, in build order.
    pub built: Vec<TableKey>,
    /// Tables already in the folder (checked), not built again.
    pub present: Vec<TableKey>,
}
