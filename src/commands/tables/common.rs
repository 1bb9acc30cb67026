//! What the `tables` subcommands share, and what `analyze`, `play` and the other commands that
//! read tables share with them: where the table folder is ([`folder`]), how a solver failure
//! reads ([`solve_error`]), the build's threads and options.

use std::path::{Path, PathBuf};

use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::solve::{self, SolveError, TableError, TableKey};

use crate::present::error::CliError;

use super::super::input::ruleset;

/// The environment variable naming the table folder.
pub const TABLES_VAR: &str = "FOXGEESE_TABLES";

/// The table folder: `--tables`, else `$FOXGEESE_TABLES`, else the data folder's.
pub fn folder(flag: Option<&Path>) -> Result<PathBuf, CliError> {
    if let Some(f) = flag {
        return Ok(f.to_path_buf());
    }
    if let Some(v) = std::env::var_os(TABLES_VAR).filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(v));
    }
    dirs::data_dir()
        .map(|d| d.join("foxgeese").join("tables"))
        .ok_or_else(|| CliError::new(Message::new(ids::SOLVE_NO_TABLES_DIR)))
}

/// The error of a path whose folder cannot be, because a file stands at it or above it
/// ("afile is a file, not a folder"), if that is why `path` could not be read or written.
pub fn path_fault(path: &Path) -> Option<CliError> {
    let file = foxgeese::fsio::file_in_the_way(path)?;
    Some(CliError::new(
        Message::new(ids::PATH_IS_A_FILE).arg("path", file.display().to_string()),
    ))
}

/// A solver failure, with advice on rebuilding a bad table file. A table or saved search that
/// cannot be read or written because a file stands where a folder should is said as that.
pub fn solve_error(e: &SolveError, dir: &Path) -> CliError {
    let io_path = match e {
        SolveError::Table(TableError::Io { path, .. }) => Some(path),
        SolveError::Checkpoint(foxgeese::solve::CheckpointError::Io { path, .. }) => Some(path),
        _ => None,
    };
    if let Some(fault) = io_path.and_then(|p| p.parent()).and_then(path_fault) {
        return fault;
    }
    let err = CliError::new(e.to_message());
    match e {
        SolveError::Table(TableError::Corrupt { path, .. }) => match table_of_file(path) {
            // A table of the real game (every missing goose captured) is what `tables build`
            // makes; any other is made on demand by the next query that needs it.
            Some(key)
                if key
                    .captures
                    .is_some_and(|c| c + key.geese != total_geese(&key)) =>
            {
                err.with_footer(
                    Message::new(ids::TABLE_REBUILD_ON_DEMAND)
                        .arg("path", path.display().to_string()),
                )
            }
            Some(key) => err.with_footer(
                Message::new(ids::TABLE_REBUILD)
                    .arg("ruleset", key.spec.to_string())
                    .arg("geese", key.geese)
                    .arg("dir", dir.display().to_string()),
            ),
            None => err,
        },
        _ => err,
    }
}

/// The geese a table's ruleset starts with.
pub(super) fn total_geese(key: &TableKey) -> u8 {
    foxgeese::rules::Ruleset::get(key.spec).geese_total()
}

/// The table a file of a table folder is named after: every goose count and every capture
/// count the ruleset allows (the real game's tables have more captures than geese).
pub(super) fn table_of_file(path: &Path) -> Option<TableKey> {
    solve::compact::key_of_file(path.file_name()?.to_str()?)
}

/// The threads a build runs on: `jobs` of them, or one per core.
pub(super) fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.unwrap_or(0))
        .build()
        .map_err(|_| {
            let asked = jobs.unwrap_or_else(rayon::current_num_threads);
            CliError::new(Message::new(ids::TABLES_JOBS_FAILED).arg("jobs", asked))
        })
}

/// The ruleset `spec` names, when its board holds `geese` geese.
pub(super) fn ruleset_with_geese(
    spec: &str,
    geese: u8,
) -> Result<&'static foxgeese::rules::Ruleset, CliError> {
    let rules = ruleset(spec)?;
    let total = rules.geese_total();
    if geese > total {
        return Err(CliError::new(
            Message::new(ids::TABLES_GEESE_TOO_MANY)
                .arg("ruleset", rules.spec.to_string())
                .arg("total", total)
                .arg("geese", geese),
        ));
    }
    Ok(rules)
}

/// How `tables build` builds.
pub(super) struct BuildOptions {
    pub(super) jobs: Option<usize>,
    /// The memory ceiling, MiB (default: half of physical memory).
    pub(super) memory: Option<u64>,
    pub(super) parts_from: u8,
    /// The form the tables are written in.
    pub(super) form: solve::Format,
}

impl BuildOptions {
    /// The memory ceiling, bytes: `--memory`, else half of physical memory.
    pub(super) fn ceiling(&self) -> u64 {
        match self.memory {
            Some(m) => m.saturating_mul(1 << 20),
            None => foxgeese::machine::physical_memory().map_or(u64::MAX, |m| m / 2),
        }
    }
}
/// A partitioned build's failure, worded.
pub(super) fn part_error(e: &solve::parts::PartError, dir: &Path) -> CliError {
    use solve::parts::PartError;
    match e {
        PartError::Table(t) => solve_error(&SolveError::Table(t.clone()), dir),
        PartError::Solve(s) => solve_error(s, dir),
        PartError::Build { key, error } => solve_error(
            &SolveError::Build {
                key: key.level,
                error: *error,
            },
            dir,
        ),
        PartError::TooDeep { .. } | PartError::Memory { .. } => CliError::new(e.to_message()),
    }
}
