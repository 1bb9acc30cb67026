//! The solver: the proven value of a position, from retrograde tables and a proof search above
//! them. Nothing here guesses: a value is either proven or reported [`Verdict::Unknown`] with
//! what was established.
//!
//! * [`value`]: [`Value`] (who wins, in how many plies, or a draw; always from a fixed
//!   viewpoint) and [`Verdict`] (a value, or unknown), and how values rank for a side.
//! * [`index`]: which positions a table holds ([`TableKey`]: ruleset, geese on the board,
//!   captures where they matter) and their dense numbering ([`Indexer`]).
//! * [`mirror`]: the board's left–right mirror where the ruleset keeps it, and the numbering
//!   of geese placements up to it, so a table stores one position of each mirror pair.
//! * `retro`: the retrograde builder of one table.
//! * [`table`]: a table in memory and its file (header, checksum, refusal of bad files), in
//!   the full form or the compact one ([`Format`]).
//! * [`blockfile`]: the compact container (zstd blocks, each checksummed) that compact
//!   tables, parts and sweep levels are written in.
//! * [`compact`]: a folder of full files converted to the compact form in place.
//! * [`error`]: what can be wrong with a file of the folder ([`TableError`]).
//! * `search`: iterative-deepening proof search above the tables (exact distances).
//! * `proof`: proof-number search for one side's win, where iterative deepening cannot
//!   reach ([`Solver::prove`]; no distance).
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

pub mod blockfile;
pub mod checkpoint;
mod combin;
pub mod compact;
mod dense;
pub mod error;
pub mod index;
pub mod local;
pub mod mirror;
pub mod parts;
mod proof;
mod retro;
mod search;
pub mod strategy;
pub mod sweep;
pub mod table;
pub mod value;
pub mod verify;

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub use checkpoint::{CheckpointError, CheckpointProblem, ProofState};
pub use index::{Indexer, TableKey};
pub use proof::{Proof, ProofLimits, ProofResult, MAX_PATH, SLOT_BYTES};
pub use retro::BuildError;
pub use search::MAX_DEPTH;
pub use table::{inspect, FileKind, Format, Header, Table, TableError, TableInfo, TableProblem};
pub use value::{Known, Value, Verdict};

use crate::rules::{Action, Outcome, Position, Ruleset, RulesetSpec, Side};
use search::{Node, Search, Stop, Tally};

/// The most positions [`Solver`] builds on demand, over its life (every table a query needs,
/// summed, counted in positions, not entries). 100 million positions take about 100 MB on
/// disk and in memory where the ruleset keeps the board's mirror (200 MB where not): Ply
/// Yard's tables up to six geese with the real game's captures (60 M positions for six geese)
/// fit; larger ones are built ahead with `foxgeese tables build`.
pub const ON_DEMAND_POSITIONS: u64 = 100_000_000;

/// The fewest positions a table (with the tables below it still to build) has for a local
/// solve to be tried before it is built ([`Solver::with_local_solve`]): smaller tables build
/// in a fraction of a second and a few tens of MB.
pub const LOCAL_SOLVE_ABOVE: u64 = 20_000_000;

/// Positions a second an on-demand build is counted to take when builds count against a
/// budget ([`Solver::counting_builds`]): a cautious figure, half the rate measured on a 2-core
/// AMD EPYC VM (Ply Yard's 60-million-position table and the one below it, 73 million
/// positions, in 3.4 s: about 21 million a second), so that a slower machine stays in its
/// budget too, while `analyze`'s default 10 s still builds a six-goose table (7.3 s counted).
pub const BUILD_POSITIONS_PER_SECOND: u64 = 10_000_000;

/// A table an answer would have used, not built because it could not be built within the
/// answer's budget ([`Solver::skipped`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// The table.
    pub key: TableKey,
    /// The positions its build would have made (it and the tables below it that were missing).
    pub positions: u64,
}

/// Why the solver could not answer.
#[derive(Clone, Debug)]
pub enum SolveError {
    /// A table file is unreadable, truncated, corrupt or foreign.
    Table(TableError),
    /// The proof search's transposition table could not be allocated.
    NoMemory {
        /// The bytes it needed.
        bytes: u64,
    },
    /// A saved proof search cannot be used.
    Checkpoint(CheckpointError),
    /// [`Solver::prove_in`] was given the state of a search of another ruleset.
    OtherSearch {
        /// The ruleset the state is for.
        spec: RulesetSpec,
        /// The ruleset of the position.
        position: RulesetSpec,
    },
    /// A table could not be built.
    Build {
        /// The table.
        key: TableKey,
        /// Why.
        error: BuildError,
    },
}

impl From<TableError> for SolveError {
    fn from(e: TableError) -> SolveError {
        SolveError::Table(e)
    }
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

/// What [`Solver::build`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildReport {
    /// Tables built and saved, in build order.
    pub built: Vec<TableKey>,
    /// Tables already in the folder (checked), not built again.
    pub present: Vec<TableKey>,
}

/// An action with the verdict of the position it leads to.
#[derive(Clone, Debug)]
pub struct ActionVerdict {
    /// The action.
    pub action: Action,
    /// The value after it.
    pub verdict: Verdict,
}

/// An action with what is known of the position it leads to: its verdict, and the sweep's
/// winner where that is unknown ([`Solver::known_actions`]).
#[derive(Clone, Debug)]
pub struct KnownAction {
    /// The action.
    pub action: Action,
    /// What is known after it.
    pub after: Known,
}

/// How an analysis was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// A finished game: nothing to compute.
    Finished,
    /// Every value read from the tables.
    Tables,
    /// The position's value from the geese's proven strategy in Ply Yard's game
    /// ([`strategy`]), with no table holding it.
    Strategy,
    /// The proof search, to this depth (plies), visiting this many nodes.
    Search {
        /// The deepest iteration finished.
        depth: u16,
        /// Nodes visited.
        nodes: u64,
    },
}

/// A position's verdict and every action's.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The position analysed (its draw clock at zero).
    pub position: Position,
    /// Its verdict.
    pub verdict: Verdict,
    /// Every legal action, best first for the side to move: proven wins (fastest first),
    /// proven draws, unknowns, proven losses (slowest first); ties in the order of
    /// [`Position::legal_actions`].
    pub actions: Vec<ActionVerdict>,
    /// How it was answered.
    pub method: Method,
}

impl Analysis {
    /// The actions that keep the side to move's value: every winning action when it wins,
    /// every drawing one when it draws, and the ones that hold out longest when it loses.
    /// Empty when the position's value is not proven (or the game is over). Winning actions
    /// of every length are kept; the first ones are the fastest.
    pub fn best_actions(&self) -> Vec<&ActionVerdict> {
        let Verdict::Proven(v) = self.verdict else {
            return Vec::new();
        };
        let side = self.position.turn();
        self.actions
            .iter()
            .filter(|a| match (v, a.verdict) {
                (Value::Win { winner, .. }, Verdict::Proven(Value::Win { winner: w, .. }))
                    if winner == side =>
                {
                    w == side
                }
                (_, Verdict::Proven(av)) => av.before() == v,
                (_, Verdict::Unknown { .. }) => false,
            })
            .collect()
    }
}

/// Whether values under `rules` ignore a quiet-plies (fifty-move) rule the ruleset has.
pub fn ignores_quiet_plies(rules: &Ruleset) -> bool {
    rules.draws.is_some()
}

/// Tables and search over one table folder.
pub struct Solver {
    dir: PathBuf,
    limit: u64,
    built: u64,
    tables: HashMap<TableKey, (Indexer, Arc<Table>)>,
    unavailable: HashSet<TableKey>,
    save_errors: Vec<TableError>,
    /// A table could not be saved: the folder is not written to again in this run.
    cannot_save: bool,
    /// Positions a second builds are counted at, when they count against the budget.
    build_rate: Option<u64>,
    /// When the current answer's budget ends (set by the searches).
    deadline: Option<Instant>,
    /// When the whole command's budget ends, if builds count against it rather than each
    /// answer's ([`Solver::with_build_deadline`]).
    build_deadline: Option<Instant>,
    /// Tables not built because the budget could not hold their build.
    skipped: Vec<Skipped>,
    max_depth: u16,
    /// Whether tables are read from and saved to `dir` (false: [`Solver::in_memory`]).
    on_disk: bool,
    /// The last proof search of [`Solver::prove`].
    proof_state: Option<ProofState>,
    /// The levels built in parts, read a block at a time.
    parts: parts::PartReader,
    /// The sweeps in the folder ([`sweep`]): who wins, where the geese only step forward.
    sweeps: sweep::Reader,
    /// The most positions a search's transposition table holds (see
    /// [`Solver::with_search_memory`]).
    search_entries: usize,
    /// The most positions a local solve may reach before a table is built instead (0: never;
    /// see [`Solver::with_local_solve`]).
    local_limit: usize,
    /// The values local solves found.
    local: HashMap<local::Key, Value>,
    /// Tables whose positions are not solved locally: a solve of one reached too many
    /// positions, or the table is small enough to build, or too large to build on demand.
    local_failed: HashSet<TableKey>,
    /// The form tables and parts are saved in.
    format: Format,
    /// Told about the tables built on demand (none: built without a word).
    build_progress: Option<Arc<dyn BuildProgress + Send + Sync>>,
}

impl Solver {
    /// Saves the tables and parts it builds in `format` (compact unless told).
    pub fn with_format(mut self, format: Format) -> Solver {
        self.format = format;
        self
    }

    /// Tells `progress` about every table it builds on demand (what it is, how far along),
    /// so that a command can show what it is waiting for.
    pub fn with_build_progress(mut self, progress: Arc<dyn BuildProgress + Send + Sync>) -> Solver {
        self.build_progress = Some(progress);
        self
    }

    /// The form this solver saves tables in.
    pub fn format(&self) -> Format {
        self.format
    }

    /// A solver over the table folder `dir` (created when a table is first saved).
    pub fn new(dir: impl Into<PathBuf>) -> Solver {
        let dir = dir.into();
        Solver {
            sweeps: sweep::Reader::new(&dir),
            dir,
            limit: ON_DEMAND_POSITIONS,
            built: 0,
            tables: HashMap::new(),
            unavailable: HashSet::new(),
            save_errors: Vec::new(),
            cannot_save: false,
            format: Format::default(),
            build_progress: None,
            build_rate: None,
            deadline: None,
            build_deadline: None,
            skipped: Vec::new(),
            max_depth: MAX_DEPTH,
            on_disk: true,
            proof_state: None,
            parts: parts::PartReader::default(),
            search_entries: search::TT_LIMIT,
            local_limit: 0,
            local: HashMap::new(),
            local_failed: HashSet::new(),
        }
    }

    /// The same solver, solving the positions reachable from a position ([`local`]) before
    /// it builds a table on demand, when at most `positions` are reachable: the same values,
    /// in a fraction of the memory when the game is far advanced (studies: learner commands
    /// stay within 100 MB). A table already in memory or in the folder is read instead.
    pub fn with_local_solve(mut self, positions: usize) -> Solver {
        self.local_limit = positions;
        self
    }

    /// The same solver, its searches' tables of positions kept within about `bytes` (cleared
    /// when full); without it they hold two million positions (about 250 MB).
    pub fn with_search_memory(mut self, bytes: u64) -> Solver {
        self.search_entries = search::search_entries_for(bytes);
        self
    }

    /// The same solver, its searches stopping after `plies` plies even with budget left.
    pub fn with_max_depth(mut self, plies: u16) -> Solver {
        self.max_depth = plies.clamp(1, MAX_DEPTH);
        self
    }

    /// A solver without a table folder: every table it needs is built on demand (below
    /// [`ON_DEMAND_POSITIONS`]) and kept in memory only; no file is read or written.
    pub fn in_memory() -> Solver {
        let mut s = Solver::new(PathBuf::new());
        s.on_disk = false;
        s
    }

    /// Whether `key`'s table is a file in the folder.
    fn in_folder(&self, key: &TableKey) -> bool {
        self.on_disk && self.path_of(key).is_file()
    }

    /// The same solver with another on-demand limit (0: never build on demand).
    pub fn with_on_demand_limit(mut self, positions: u64) -> Solver {
        self.limit = positions;
        self
    }

    /// The same solver, its on-demand builds counted against the budget of the answer that
    /// needs them: a table whose build (at [`BUILD_POSITIONS_PER_SECOND`]) cannot end before
    /// the budget does is not built, and the answer goes on without it ([`Solver::skipped`]
    /// names it). Without it a build runs to its end whatever the budget.
    pub fn counting_builds(self) -> Solver {
        self.with_build_rate(BUILD_POSITIONS_PER_SECOND)
    }

    /// The same solver, its on-demand builds counted (as
    /// [`counting_builds`](Self::counting_builds) does) against one `deadline` for every
    /// answer: a command's whole budget, as `review`'s `--total-budget`, rather than each
    /// answer's share of it.
    pub fn with_build_deadline(mut self, deadline: Instant) -> Solver {
        self.build_deadline = Some(deadline);
        self
    }

    /// [`counting_builds`](Self::counting_builds) at `positions_per_second` (at least 1).
    pub fn with_build_rate(mut self, positions_per_second: u64) -> Solver {
        self.build_rate = Some(positions_per_second.max(1));
        self
    }

    /// The tables not built on demand because the budget could not hold their build, in the
    /// order they were asked for (each once).
    pub fn skipped(&self) -> &[Skipped] {
        &self.skipped
    }

    /// Whether building `positions` more positions fits in what is left of the budget.
    fn build_fits(&self, positions: u64) -> bool {
        match (self.build_rate, self.build_deadline.or(self.deadline)) {
            (Some(rate), Some(deadline)) => {
                let left = deadline.saturating_duration_since(Instant::now());
                positions as f64 / rate as f64 <= left.as_secs_f64()
            }
            _ => true,
        }
    }

    /// The table folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where `key`'s table lives in the folder.
    pub fn path_of(&self, key: &TableKey) -> PathBuf {
        self.dir.join(key.file_name())
    }

    /// Why the tables built on demand could not be saved (the answers stand; the next run
    /// builds them again). At most one: after the first failure the folder is not written to
    /// again in this run, and the tables built are kept in memory only (each built once).
    pub fn save_errors(&self) -> &[TableError] {
        &self.save_errors
    }

    /// The tables a `tables build` of `spec` up to `max_geese` geese makes, in build order:
    /// one per goose count, with the real game's captures (every missing goose captured).
    pub fn plan(spec: RulesetSpec, max_geese: u8) -> Vec<TableKey> {
        let total = Ruleset::get(spec).geese_total();
        (0..=max_geese.min(total))
            .filter_map(|k| TableKey::new(spec, k, total - k))
            .collect()
    }

    /// `key`'s table, with its index: loaded already, read from the folder, or built on
    /// demand when it and the tables it needs are small enough. `None` when it is not in the
    /// folder and too large to build here.
    pub fn table(&mut self, key: TableKey) -> Result<Option<(Indexer, Arc<Table>)>, SolveError> {
        if let Some((ix, t)) = self.tables.get(&key) {
            return Ok(Some((ix.clone(), t.clone())));
        }
        if self.unavailable.contains(&key) {
            return Ok(None);
        }
        if self.in_folder(&key) {
            self.load(key, false)?;
            return Ok(self.tables.get(&key).cloned());
        }
        let missing = self.missing(&key);
        if self.built.saturating_add(missing) > self.limit {
            self.unavailable.insert(key);
            return Ok(None);
        }
        if !self.build_fits(missing) {
            self.unavailable.insert(key);
            self.skipped.push(Skipped {
                key,
                positions: missing,
            });
            return Ok(None);
        }
        match self.build_progress.clone() {
            Some(p) => self.build_with(key, &*p, true)?,
            None => self.build_with(key, &Quiet, true)?,
        };
        Ok(self.tables.get(&key).cloned())
    }

    /// Positions of `key`'s table and the tables it needs that are neither in memory nor in
    /// the folder: what building it on demand would cost.
    fn missing(&self, key: &TableKey) -> u64 {
        std::iter::once(*key)
            .chain(key.dependencies())
            .filter(|k| !self.tables.contains_key(k) && !self.in_folder(k))
            .map(|k| k.positions())
            .sum()
    }

    /// Whether a table this solver holds, or would build on demand, is at most `captures`
    /// captures from `pos` (a capture that wins the fox the game counts too). Near the tables
    /// a proof search finds values; far above them it seldom proves anything, and the
    /// engine's strongest level spends its budget on the search instead. Nothing is built or
    /// read here; tables kept in parts are not counted.
    pub fn within_reach(&self, pos: &Position, captures: u8) -> bool {
        let geese = pos.geese().count() as u8;
        (0..=captures.min(geese)).any(|j| {
            match TableKey::new(pos.spec(), geese - j, pos.captures().saturating_add(j)) {
                None => true,
                Some(key) => {
                    self.tables.contains_key(&key)
                        || self.in_folder(&key)
                        || (!self.unavailable.contains(&key)
                            && self.built.saturating_add(self.missing(&key)) <= self.limit)
                }
            }
        })
    }

    /// Opens `key`'s table from the folder (its blocks read as they are asked for), or
    /// reads it whole when `whole`.
    fn load(&mut self, key: TableKey, whole: bool) -> Result<(), SolveError> {
        let path = self.path_of(&key);
        let table = if whole {
            Table::load(key, &path)?
        } else {
            Table::open(key, &path)?
        };
        self.tables
            .insert(key, (Indexer::new(key), Arc::new(table)));
        Ok(())
    }

    /// Builds `key`'s table and every table it needs that the folder lacks, saving each.
    /// Tables already in the folder are checked and used, not rebuilt: an interrupted build
    /// resumes at the first missing table. Runs on the current rayon pool.
    pub fn build(
        &mut self,
        key: TableKey,
        progress: &dyn BuildProgress,
    ) -> Result<BuildReport, SolveError> {
        self.build_with(key, progress, false)
    }

    fn build_with(
        &mut self,
        key: TableKey,
        progress: &dyn BuildProgress,
        on_demand: bool,
    ) -> Result<BuildReport, SolveError> {
        let mut order = key.dependencies();
        order.reverse();
        order.push(key);
        let mut report = BuildReport::default();
        let of = order.len();
        for (n, k) in order.into_iter().enumerate() {
            // A table below another is read whole (the build looks up entries everywhere);
            // the last one only needs to be there.
            let whole = k != key;
            if let Some((_, t)) = self.tables.get(&k) {
                if whole && !t.is_whole() {
                    self.load(k, true)?;
                }
                report.present.push(k);
                continue;
            }
            if self.in_folder(&k) {
                if !whole && !on_demand {
                    // `tables build` vouches for every table it keeps: the last one's blocks
                    // are checked too (streamed), though only opened here.
                    Table::verify(k, &self.path_of(&k))?;
                }
                self.load(k, whole)?;
                report.present.push(k);
                continue;
            }
            let ix = Indexer::new(k);
            progress.start(&k, n + 1, of, ix.size());
            let advance = |u| progress.advance(u);
            let entries = if dense::Dense::fits(k.rules()) {
                let graph = dense::Dense::new(k, true, |d| self.tables[d].1.clone());
                retro::build(&graph, &advance)
            } else {
                let lower: HashMap<TableKey, (Indexer, Arc<Table>)> = k
                    .dependencies()
                    .iter()
                    .filter_map(|d| self.tables.get(d).map(|t| (*d, t.clone())))
                    .collect();
                let outside = general_outside(&lower);
                retro::build(
                    &retro::General {
                        ix: &ix,
                        outside: &outside,
                    },
                    &advance,
                )
            }
            .map_err(|error| SolveError::Build { key: k, error })?;
            let t = Table::new(k, entries);
            let saved = if self.on_disk && !(on_demand && self.cannot_save) {
                t.save_as(&self.path_of(&k), self.format)
            } else {
                Ok(())
            };
            if let Err(e) = saved {
                if on_demand {
                    self.cannot_save = true;
                    self.save_errors.push(e);
                } else {
                    return Err(e.into());
                }
            }
            self.built = self.built.saturating_add(k.positions());
            self.tables.insert(k, (ix, Arc::new(t)));
            progress.finish(&k);
            report.built.push(k);
        }
        Ok(report)
    }

    /// Builds the tables of `spec` up to `max_geese` geese with the real game's captures: the
    /// levels from `parts_from` geese up in parts where the ruleset allows it ([`parts`]),
    /// the others whole; what the folder has is checked and kept. `ceiling`: the most memory
    /// (bytes) one part's build may take by its estimate. Runs on the current rayon pool.
    pub fn build_parts(
        &mut self,
        spec: RulesetSpec,
        max_geese: u8,
        parts_from: u8,
        ceiling: u64,
        progress: &dyn parts::PartProgress,
    ) -> Result<parts::PartReport, parts::PartError> {
        let levels = parts::plan(spec, max_geese, parts_from);
        parts::build(self, &levels, ceiling, progress)
    }

    /// The value of `pos` if the rules (a finished game) or a table give it outright.
    pub fn probe(&mut self, pos: &Position) -> Result<Option<Value>, SolveError> {
        match self.probe_tables(pos)? {
            Some(v) => Ok(Some(v)),
            // Ply Yard's game above the tables this folder holds: the geese's proven
            // strategy knows the exact value of every position it reaches.
            None => Ok(strategy::value(&pos.without_clock())),
        }
    }

    /// [`Solver::probe`] without the geese's shipped strategy: what a finished game and the
    /// tables say (the engine's levels below 5 know no more).
    pub fn probe_tables(&mut self, pos: &Position) -> Result<Option<Value>, SolveError> {
        let pos = pos.without_clock();
        if let Outcome::Win { winner, .. } = pos.outcome() {
            return Ok(Some(Value::win(winner, 0)));
        }
        if TableKey::of(&pos).is_none() {
            return Ok(Some(Value::win(crate::rules::Side::Fox, 0)));
        }
        self.stored(&pos)
    }

    /// Who wins `pos` with best play, by the folder's sweep of its level ([`sweep`], `tables
    /// sweep`): a proven winner with no distance. `None` where the folder holds no such
    /// sweep, or the ruleset has none (its geese may step sideways), and for a solver in
    /// memory.
    pub fn swept_winner(&mut self, pos: &Position) -> Result<Option<Side>, SolveError> {
        if !self.on_disk {
            return Ok(None);
        }
        let pos = pos.without_clock();
        if let Outcome::Win { winner, .. } = pos.outcome() {
            return Ok(Some(winner));
        }
        Ok(self.sweeps.winner(&pos)?)
    }

    /// What is known of `pos` with `verdict`: the sweep's winner is asked only where the
    /// verdict is unknown (a proven verdict says more).
    fn known_of(&mut self, pos: &Position, verdict: Verdict) -> Result<Known, SolveError> {
        let swept = match verdict {
            Verdict::Unknown { .. } => self.swept_winner(pos)?,
            Verdict::Proven(_) => None,
        };
        Ok(Known { verdict, swept })
    }

    /// What is known of `a`'s position: its verdict, with the folder's sweep's winner where
    /// that is unknown.
    pub fn known(&mut self, a: &Analysis) -> Result<Known, SolveError> {
        self.known_of(&a.position, a.verdict)
    }

    /// Every action of `a`, in its order, with what is known after it ([`Solver::known`]).
    pub fn known_actions(&mut self, a: &Analysis) -> Result<Vec<KnownAction>, SolveError> {
        a.actions
            .iter()
            .map(|av| {
                Ok(KnownAction {
                    action: av.action,
                    after: self.known_of(&a.position.play_unchecked(&av.action), av.verdict)?,
                })
            })
            .collect()
    }

    /// The value a table or part stores for `pos` (a finished game's too), if one holds it:
    /// what `tables verify` checks against the rules.
    pub fn stored(&mut self, pos: &Position) -> Result<Option<Value>, SolveError> {
        let pos = pos.without_clock();
        let Some(key) = TableKey::of(&pos) else {
            return Ok(None);
        };
        if self.on_disk && !self.tables.contains_key(&key) {
            if let Some(e) = self.parts.entry(&self.dir, key, &pos)? {
                return Ok(Some(table::entry_value(e, pos.turn())));
            }
        }
        if let Some(v) = self.local_value(&pos, key) {
            return Ok(Some(v));
        }
        match self.table(key)? {
            Some((ix, t)) => Ok(Some(table::entry_value(
                t.entry(ix.index(&pos))?,
                pos.turn(),
            ))),
            None => Ok(None),
        }
    }

    /// Positions of the tables this solver has built on demand so far.
    pub fn positions_built(&self) -> u64 {
        self.built
    }

    /// `pos`'s value from a local solve ([`Solver::with_local_solve`]): one found before, or a
    /// new solve when `key`'s table is neither in memory nor in the folder and no solve of
    /// its positions reached too far yet.
    fn local_value(&mut self, pos: &Position, key: TableKey) -> Option<Value> {
        if self.local_limit == 0 || self.tables.contains_key(&key) {
            return None;
        }
        let k = local::key(pos);
        if let Some(v) = self.local.get(&k) {
            return Some(*v);
        }
        if self.local_failed.contains(&key) || self.in_folder(&key) {
            return None;
        }
        // A small table is built faster than a local solve that reaches far, and serves every
        // position of its level after.
        let missing: u64 = std::iter::once(key)
            .chain(key.dependencies())
            .filter(|k| !self.tables.contains_key(k))
            .map(|k| k.positions())
            .sum();
        // Tried only in place of a build: a table too large to build on demand is left to
        // the proof search, as before.
        if missing < LOCAL_SOLVE_ABOVE || self.built.saturating_add(missing) > self.limit {
            self.local_failed.insert(key);
            return None;
        }
        match local::solve(pos, self.local_limit) {
            Some(values) => {
                let v = values.get(&k).copied();
                self.local.extend(values);
                v
            }
            None => {
                self.local_failed.insert(key);
                None
            }
        }
    }

    /// The verdict of `pos`, proven within `budget` (wall clock) or unknown.
    pub fn value(&mut self, pos: &Position, budget: Duration) -> Result<Verdict, SolveError> {
        self.value_within(pos, budget, u64::MAX)
    }

    /// [`value`](Self::value), the search visiting at most `max_nodes` nodes too: bounded by
    /// nodes alone (with a generous `budget`), the same answer on every machine.
    pub fn value_within(
        &mut self,
        pos: &Position,
        budget: Duration,
        max_nodes: u64,
    ) -> Result<Verdict, SolveError> {
        let pos = pos.without_clock();
        let deadline = Instant::now() + budget;
        self.deadline = Some(deadline);
        if let Some(v) = self.probe(&pos)? {
            return Ok(Verdict::Proven(v));
        }
        let max_depth = self.max_depth;
        let mut search = Search::new(self, deadline, max_nodes);
        let mut last = Verdict::Unknown { plies: 0 };
        for d in 1..=max_depth {
            match search.search(&pos, d) {
                Ok(Node::Exact(v)) => return Ok(Verdict::Proven(v)),
                Ok(Node::Open(p)) => last = Verdict::Unknown { plies: p },
                Err(Stop::Time) => break,
                Err(Stop::Error(e)) => return Err(e),
            }
        }
        Ok(last)
    }

    /// Whether `side` wins `pos` with best play, by proof-number search (no distance), within
    /// `limits`. The search's state is kept for the next call with the same ruleset, side and
    /// size, so asking again goes on where the last search stopped.
    pub fn prove(
        &mut self,
        pos: &Position,
        side: crate::rules::Side,
        limits: ProofLimits,
    ) -> Result<Proof, SolveError> {
        let slots = proof::Table::size_for(limits.slots);
        let mut state = match self.proof_state.take() {
            Some(s) if s.spec() == pos.spec() && s.prover() == side && s.slots() == slots => s,
            _ => ProofState::new(pos.spec(), side, limits.slots)?,
        };
        let proof = self.prove_in(pos, &mut state, limits);
        self.proof_state = Some(state);
        proof
    }

    /// [`prove`](Self::prove) with a state the caller keeps (loaded from a file, say): whether
    /// the state's side wins `pos`, going on from where the state's last search stopped. The
    /// state counts the positions and time of this search too; `limits.slots` is not used
    /// (the state's table has its size).
    pub fn prove_in(
        &mut self,
        pos: &Position,
        state: &mut ProofState,
        limits: ProofLimits,
    ) -> Result<Proof, SolveError> {
        if state.spec() != pos.spec() {
            return Err(SolveError::OtherSearch {
                spec: state.spec(),
                position: pos.spec(),
            });
        }
        let start = Instant::now();
        self.deadline = start.checked_add(limits.budget);
        let proof =
            proof::ProofSearch::new(self, state.prover(), &mut state.table, &limits).run(pos);
        state.elapsed += start.elapsed();
        if let Ok(p) = &proof {
            state.nodes += p.nodes;
        }
        proof
    }

    /// The verdict of `pos` and of every action, proven within `budget` or unknown. A search
    /// stops once the position's value is proven: the actions it did not need may stay
    /// unknown (a win needs one winning action proven).
    pub fn analyze(&mut self, pos: &Position, budget: Duration) -> Result<Analysis, SolveError> {
        self.analyze_until(pos, budget, u64::MAX, false)
    }

    /// [`analyze`](Self::analyze), the search visiting at most `max_nodes` nodes too (its
    /// count is [`Method::Search`]'s `nodes`): bounded by nodes alone (with a generous
    /// `budget`), the same answer on every machine.
    pub fn analyze_within(
        &mut self,
        pos: &Position,
        budget: Duration,
        max_nodes: u64,
    ) -> Result<Analysis, SolveError> {
        self.analyze_until(pos, budget, max_nodes, false)
    }

    /// [`analyze`](Self::analyze), but a search goes on after the position's value is proven
    /// until the value after every action is, or the budget ends: what a question about every
    /// action that keeps the value needs (a slower win is one too).
    pub fn analyze_every(
        &mut self,
        pos: &Position,
        budget: Duration,
    ) -> Result<Analysis, SolveError> {
        self.analyze_until(pos, budget, u64::MAX, true)
    }

    fn analyze_until(
        &mut self,
        pos: &Position,
        budget: Duration,
        max_nodes: u64,
        every: bool,
    ) -> Result<Analysis, SolveError> {
        let pos = pos.without_clock();
        let deadline = Instant::now() + budget;
        self.deadline = Some(deadline);
        let actions = pos.legal_actions();
        if let Outcome::Win { winner, .. } = pos.outcome() {
            return Ok(Analysis {
                position: pos,
                verdict: Verdict::Proven(Value::win(winner, 0)),
                actions: Vec::new(),
                method: Method::Finished,
            });
        }
        let children: Vec<Position> = actions.iter().map(|a| search::child(&pos, a)).collect();
        let (verdict, results, method) = if let Some(v) = self.probe(&pos)? {
            let mut results = Vec::with_capacity(children.len());
            for c in &children {
                // A table's children are in it or below it, so they are there too.
                let cv = self.probe(c)?;
                results.push(cv.map_or(Verdict::Unknown { plies: 0 }, Verdict::Proven));
            }
            let method = if self.stored(&pos)?.is_none() {
                Method::Strategy
            } else {
                Method::Tables
            };
            (Verdict::Proven(v), results, method)
        } else {
            self.deepen(&pos, &children, deadline, max_nodes, every)?
        };
        let mut actions: Vec<ActionVerdict> = actions
            .into_iter()
            .zip(results)
            .map(|(action, verdict)| ActionVerdict { action, verdict })
            .collect();
        let side = pos.turn();
        // A stable sort keeps the legal actions' order among equals.
        actions.sort_by_key(|a| a.verdict.rank_for(side));
        Ok(Analysis {
            position: pos,
            verdict,
            actions,
            method,
        })
    }

    /// Iterative deepening at the root, every child searched (no cut-off), until the root is
    /// proven (and, with `every`, every child) or the budget ends; the last finished
    /// iteration is the answer. A child proven stays proven: it is not searched again.
    fn deepen(
        &mut self,
        pos: &Position,
        children: &[Position],
        deadline: Instant,
        max_nodes: u64,
        every: bool,
    ) -> Result<(Verdict, Vec<Verdict>, Method), SolveError> {
        let max_depth = self.max_depth;
        let mut search = Search::new(self, deadline, max_nodes);
        let unknown = |p| Verdict::Unknown { plies: p };
        let mut last = (unknown(0), vec![unknown(0); children.len()], 0u16);
        'deepen: for d in 1..=max_depth {
            let mut tally = Tally::new(pos.turn());
            let mut results = Vec::with_capacity(children.len());
            for (i, c) in children.iter().enumerate() {
                if let Verdict::Proven(v) = last.1[i] {
                    tally.add(Node::Exact(v));
                    results.push(last.1[i]);
                    continue;
                }
                match search.search(c, d - 1) {
                    Ok(r) => {
                        tally.add(r);
                        results.push(match r {
                            Node::Exact(v) => Verdict::Proven(v),
                            Node::Open(p) => unknown(p),
                        });
                    }
                    Err(Stop::Time) => break 'deepen,
                    Err(Stop::Error(e)) => return Err(e),
                }
            }
            let root = match tally.node(d) {
                Node::Exact(v) => Verdict::Proven(v),
                Node::Open(p) => unknown(p),
            };
            last = (root, results, d);
            let done = |v: &Verdict| matches!(v, Verdict::Proven(_));
            if done(&root) && (!every || last.1.iter().all(done)) || search.out_of_time() {
                break;
            }
        }
        let method = Method::Search {
            depth: last.2,
            nodes: search.nodes,
        };
        Ok((last.0, last.1, method))
    }
}

/// The value of a position a capture leads to, from the tables below (read whole), for
/// [`retro::General`].
pub(crate) fn general_outside(
    lower: &HashMap<TableKey, (Indexer, Arc<Table>)>,
) -> impl Fn(&Position) -> Value + Sync + '_ {
    move |child: &Position| -> Value {
        match TableKey::of(child) {
            // Every position of a finished class: the fox has won.
            None => Value::win(crate::rules::Side::Fox, 0),
            Some(ck) => {
                let (cix, t) = &lower[&ck];
                table::entry_value(t.whole_entry(cix.index(child)), child.turn())
            }
        }
    }
}

/// Every table file (`.fgt`), level of parts (`.parts`) and sweep level (`.fgs`) in `dir`,
/// inspected, by name.
pub fn list(dir: &Path) -> std::io::Result<Vec<TableInfo>> {
    let mut paths: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(rd) => rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.extension()
                    .is_some_and(|x| x == "fgt" || x == "parts" || x == "fgs")
            })
            .collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(e),
    };
    paths.sort();
    Ok(paths
        .iter()
        .filter_map(|p| match p.extension().and_then(|x| x.to_str()) {
            // A level's parts, and a sweep's levels, by their names; a name that names none
            // is not foxgeese's and is left out.
            Some("parts") => inspect_parts(p),
            Some("fgs") => inspect_sweep(p),
            _ => Some(inspect(p)),
        })
        .collect())
}

/// Inspects a level's folder of parts: every part the level has, each opened and every block
/// checked; the first that cannot be used (missing, damaged, not a file) is the folder's
/// problem. `None` when the folder's name names no level built in parts.
fn inspect_parts(path: &Path) -> Option<TableInfo> {
    let name = path.file_name()?.to_str()?.strip_suffix(".parts")?;
    let parts::jobs::JobKind::Table(key) = parts::jobs::parse_id(name)? else {
        return None;
    };
    let plan = parts::LevelPlan::new(key)?;
    let dir = path.parent()?;
    let mut bytes = 0;
    let mut present = 0;
    let mut check = Ok(());
    for &(pk, entries) in &plan.parts {
        let file = dir.join(pk.file_name());
        let meta = std::fs::symlink_metadata(&file);
        if meta.is_ok() {
            present += 1;
        }
        bytes += std::fs::metadata(&file).map_or(0, |m| m.len());
        if check.is_ok() {
            check = match meta {
                Err(e) => Err(TableError::io(&file, &e)),
                Ok(_) => parts::file::PartFile::open(&file, &pk, entries)
                    .and_then(|f| f.each_block(|_| Ok(()))),
            };
        }
    }
    Some(TableInfo {
        path: path.to_path_buf(),
        header: None,
        key: Some(key),
        bytes,
        check,
        kind: FileKind::Parts {
            present,
            of: plan.parts.len(),
        },
    })
}

/// Inspects a sweep's level (`standard-sweep-g13.fgs`): every block checked. `None` when the
/// name names no sweep level foxgeese writes.
fn inspect_sweep(path: &Path) -> Option<TableInfo> {
    let name = path.file_name()?.to_str()?.strip_suffix(".fgs")?;
    let (spec, geese) = name.rsplit_once("-sweep-g")?;
    let geese: u32 = geese.parse().ok()?;
    let spec: crate::rules::RulesetSpec = spec.replace('_', ":").parse().ok()?;
    let rules = crate::rules::Ruleset::get(spec);
    let g = sweep::Geometry::new(rules).ok()?;
    if sweep::file_name(rules, geese) != path.file_name()?.to_str()? {
        return None;
    }
    let check = crate::fsio::open_regular(path)
        .map_err(|e| TableError::io(path, &e))
        .and_then(|_| sweep::Level::load(rules, g.point_count(), geese, path).map(|_| ()));
    Some(TableInfo {
        path: path.to_path_buf(),
        header: None,
        key: None,
        bytes: std::fs::metadata(path).map_or(0, |m| m.len()),
        check,
        kind: FileKind::Sweep { spec, geese },
    })
}

/// How many positions of one side to move a table holds with each value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideTally {
    /// Positions the fox wins.
    pub fox_wins: u64,
    /// Positions the geese win.
    pub geese_win: u64,
    /// Drawn positions (play would go on forever).
    pub draws: u64,
    /// Positions already over: the side to move has lost (it cannot move, or the fox has
    /// reached its target). Counted in `fox_wins` or `geese_win` too.
    pub finished: u64,
    /// The longest win in the table, in plies (`None` when nobody wins anywhere).
    pub longest_win: Option<u16>,
}

/// A table's positions counted by value: what a claim about *every* position of a kind
/// ("six geese can never confine the fox") is checked against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ValueTally {
    /// The fox to move.
    pub fox_to_move: SideTally,
    /// The geese to move.
    pub geese_to_move: SideTally,
}

impl ValueTally {
    /// Counts every position of `table`'s kind: each entry as many times as the positions
    /// it stands for (a position and its image in a mirrored table; index order: even numbers
    /// have the fox to move). A table read from a file is read block by block, each checked
    /// first.
    pub fn of(table: &Table) -> Result<ValueTally, TableError> {
        let mut t = ValueTally::default();
        let ix = Indexer::new(table.key());
        let group = 2 * ix.fox_placements();
        let mut weight = 0;
        for i in 0..table.len() {
            if i % group == 0 {
                weight = ix.represents(i / group);
            }
            let mover = if i % 2 == 0 {
                crate::rules::Side::Fox
            } else {
                crate::rules::Side::Geese
            };
            t.add(table.entry(i)?, mover, weight);
        }
        Ok(t)
    }

    /// Counts one entry (`mover` to move) standing for `weight` positions.
    pub(crate) fn add(&mut self, entry: u16, mover: crate::rules::Side, weight: u64) {
        let side = match mover {
            crate::rules::Side::Fox => &mut self.fox_to_move,
            crate::rules::Side::Geese => &mut self.geese_to_move,
        };
        match table::entry_value(entry, mover) {
            Value::Draw => side.draws += weight,
            Value::Win { winner, plies } => {
                match winner {
                    crate::rules::Side::Fox => side.fox_wins += weight,
                    crate::rules::Side::Geese => side.geese_win += weight,
                }
                if plies == 0 {
                    side.finished += weight;
                }
                side.longest_win = Some(side.longest_win.map_or(plies, |l| l.max(plies)));
            }
        }
    }
}
