//! The solver's table store: [`Solver`] over one table folder (created when a table is first
//! saved), its configuration, the tables it holds in memory, and the folder's files listed
//! and inspected ([`list`]). Opening, building and probing tables is the builder's
//! ([`super::builder`]); answering a position, the analysis' ([`super::analysis`]).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use crate::rules::RulesetSpec;

use super::{
    inspect, local, parts, sweep, BuildProgress, FileKind, Format, Indexer, ProofState, Skipped,
    Table, TableError, TableInfo, TableKey, Value, BUILD_POSITIONS_PER_SECOND, MAX_DEPTH,
    ON_DEMAND_POSITIONS,
};

/// Tables and search over one table folder.
pub struct Solver {
    pub(super) dir: PathBuf,
    pub(super) limit: u64,
    pub(super) built: u64,
    pub(super) tables: HashMap<TableKey, (Indexer, Arc<Table>)>,
    pub(super) unavailable: HashSet<TableKey>,
    pub(super) save_errors: Vec<TableError>,
    /// A table could not be saved: the folder is not written to again in this run.
    pub(super) cannot_save: bool,
    /// Positions a second builds are counted at, when they count against the budget.
    pub(super) build_rate: Option<u64>,
    /// When the current answer's budget ends (set by the searches).
    pub(super) deadline: Option<Instant>,
    /// When the whole command's budget ends, if builds count against it rather than each
    /// answer's ([`Solver::with_build_deadline`]).
    pub(super) build_deadline: Option<Instant>,
    /// Tables not built because the budget could not hold their build.
    pub(super) skipped: Vec<Skipped>,
    pub(super) max_depth: u16,
    /// Whether tables are read from and saved to `dir` (false: [`Solver::in_memory`]).
    pub(super) on_disk: bool,
    /// The last proof search of [`Solver::prove`].
    pub(super) proof_state: Option<ProofState>,
    /// The levels built in parts, read a block at a time.
    pub(super) parts: parts::PartReader,
    /// The sweeps in the folder ([`sweep`]): who wins, where the geese only step forward.
    pub(super) sweeps: sweep::Reader,
    /// The memory a search's transposition table is kept within, bytes (see
    /// [`Solver::with_search_memory`]; none: the search's own bound).
    pub(super) search_memory: Option<u64>,
    /// The most positions a local solve may reach before a table is built instead (0: never;
    /// see [`Solver::with_local_solve`]).
    pub(super) local_limit: usize,
    /// The values local solves found.
    pub(super) local: HashMap<local::Key, Value>,
    /// Tables whose positions are not solved locally: a solve of one reached too many
    /// positions, or the table is small enough to build, or too large to build on demand.
    pub(super) local_failed: HashSet<TableKey>,
    /// The form tables and parts are saved in.
    pub(super) format: Format,
    /// Told about the tables built on demand (none: built without a word).
    pub(super) build_progress: Option<Arc<dyn BuildProgress + Send + Sync>>,
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
            search_memory: None,
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
        self.search_memory = Some(bytes);
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
    pub(super) fn in_folder(&self, key: &TableKey) -> bool {
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
        TableKey::levels(spec, max_geese)
    }

    /// Positions of the tables this solver has built on demand so far.
    pub fn positions_built(&self) -> u64 {
        self.built
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
