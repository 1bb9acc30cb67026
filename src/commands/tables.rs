//! `foxgeese tables build` and `foxgeese tables list`, and what `analyze` shares with them:
//! where the table folder is ([`folder`]) and how a solver failure reads ([`solve_error`]).
//!
//! The folder is `--tables DIR`, else the `FOXGEESE_TABLES` variable, else `foxgeese/tables` in
//! the platform's data folder (`dirs`): the binary resolves it, the library only takes a path.
//! A build shows an indicatif progress bar on standard error when that is a terminal (hidden
//! otherwise). Ctrl-C stops a build with the default signal handling: each finished table is
//! already a file, and a table being written is a temporary file until it is whole, so the
//! next build resumes at the first missing table.

use std::path::{Path, PathBuf};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::solve::{self, BuildProgress, SolveError, Solver, TableError, TableKey};

use crate::cli::{Format, TablesCommand};
use crate::present::error::CliError;
use crate::present::tables::{BuildReport, ListReport, StatsReport, TableRow};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::ruleset;

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

/// A solver failure, with advice on rebuilding a bad table file.
pub fn solve_error(e: &SolveError, dir: &Path) -> CliError {
    let err = CliError::new(e.to_message());
    match e {
        SolveError::Table(TableError::Corrupt { path, .. }) => match table_of_file(path) {
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

/// The table a file of a table folder is named after.
fn table_of_file(path: &Path) -> Option<TableKey> {
    let name = path.file_name()?.to_str()?;
    foxgeese::rules::Variant::ALL.iter().find_map(|v| {
        let spec = foxgeese::rules::RulesetSpec::new(*v);
        (0..=foxgeese::rules::Ruleset::get(spec).geese_total())
            .flat_map(|k| (0..=k).map(move |c| (k, c)))
            .flat_map(|(k, c)| {
                v.options()
                    .iter()
                    .map(|o| format!("{}:{o}", v.name()))
                    .chain(std::iter::once(v.name().to_string()))
                    .filter_map(|s| s.parse().ok())
                    .filter_map(move |s| TableKey::new(s, k, c))
                    .collect::<Vec<_>>()
            })
            .find(|key| key.file_name() == name)
    })
}

pub fn run(ctx: &mut Ctx, command: TablesCommand) -> CmdResult {
    match command {
        TablesCommand::Build {
            ruleset: r,
            geese,
            jobs,
            tables,
            format,
        } => build(ctx, &r, geese, jobs, tables.as_deref(), format),
        TablesCommand::List { tables, format } => list(ctx, tables.as_deref(), format),
        TablesCommand::Stats {
            ruleset: r,
            geese,
            tables,
            format,
        } => stats(ctx, &r, geese, tables.as_deref(), format),
    }
}

/// `tables stats`: one table (the real game's captures: every missing goose captured) counted
/// by value. A table the folder lacks is built on demand when it is small enough (as
/// `analyze` does), else the command says how to build it.
fn stats(ctx: &mut Ctx, spec: &str, geese: u8, tables: Option<&Path>, format: Format) -> CmdResult {
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
    let dir = folder(tables)?;
    let Some(key) = TableKey::new(rules.spec, geese, total - geese) else {
        // Below the fox's target: every such position is over, a fox win.
        return Err(CliError::new(
            Message::new(ids::CLAIMS_STATS_NO_TABLE)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", geese),
        ));
    };
    let mut solver = Solver::new(&dir);
    let table = solver.table(key).map_err(|e| solve_error(&e, &dir))?;
    let Some((_, table)) = table else {
        return Err(CliError::new(
            Message::new(ids::CLAIMS_STATS_TOO_LARGE)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", geese)
                .arg("positions", key.positions())
                .arg("dir", dir.display().to_string()),
        ));
    };
    let tally = solve::ValueTally::of(&table).map_err(|e| solve_error(&e.into(), &dir))?;
    let report = StatsReport::new(TableRow::of(&key, &solver.path_of(&key)), &tally);
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

fn build(
    ctx: &mut Ctx,
    spec: &str,
    geese: u8,
    jobs: Option<usize>,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
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
    if jobs == Some(0) {
        return Err(CliError::new(Message::new(ids::TABLES_JOBS_ZERO)));
    }
    let dir = folder(tables)?;
    let plan = Solver::plan(rules.spec, geese);
    let mut solver = Solver::new(&dir).with_on_demand_limit(0);
    let bar = Bar::new(ctx.stderr_tty, &ctx.loc);
    let mut built = Vec::new();
    let mut present = Vec::new();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.unwrap_or(0))
        .build()
        .expect("a thread pool");
    for key in &plan {
        let r = pool
            .install(|| solver.build(*key, &bar))
            .map_err(|e| solve_error(&e, &dir))?;
        for k in r.built {
            if !built.contains(&k) {
                built.push(k);
            }
        }
        for k in r.present {
            if !present.contains(&k) && !built.contains(&k) {
                present.push(k);
            }
        }
    }
    bar.bar.finish_and_clear();
    let row = |k: &TableKey| TableRow::of(k, &solver.path_of(k));
    let report = BuildReport {
        dir: dir.display().to_string(),
        built: built.iter().map(row).collect(),
        present: present.iter().map(row).collect(),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

fn list(ctx: &mut Ctx, tables: Option<&Path>, format: Format) -> CmdResult {
    let dir = folder(tables)?;
    let infos = solve::list(&dir).map_err(|e| {
        CliError::new(
            TableError::Io {
                path: dir.clone(),
                kind: e.kind(),
            }
            .to_message(),
        )
    })?;
    let report = ListReport::new(&dir, &infos, &ctx.loc);
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// The progress bar of a build, on standard error when it is a terminal.
struct Bar {
    bar: ProgressBar,
    /// The language of the bar's line (a localizer is not shared between threads: one is made
    /// for each table's line).
    lang: Lang,
}

impl Bar {
    fn new(visible: bool, loc: &Localizer) -> Bar {
        let target = if visible {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        };
        let bar = ProgressBar::with_draw_target(Some(0), target);
        bar.set_style(
            ProgressStyle::with_template(
                "{msg}\n{wide_bar} {percent:>3}% {elapsed_precise} / {eta}",
            )
            .expect("a valid template"),
        );
        bar.enable_steady_tick(Duration::from_millis(250));
        Bar {
            bar,
            lang: loc.lang(),
        }
    }
}

impl BuildProgress for Bar {
    fn start(&self, key: &TableKey, number: usize, of: usize, positions: u64) {
        self.bar.reset();
        self.bar.set_length(positions * 2);
        self.bar.set_position(0);
        self.bar.set_message(
            Localizer::new(self.lang).msg(
                &Message::new(ids::TABLES_PROGRESS)
                    .arg("number", number)
                    .arg("of", of)
                    .arg("table", key.to_string()),
            ),
        );
    }

    fn advance(&self, units: u64) {
        self.bar.inc(units);
    }

    fn finish(&self, _key: &TableKey) {
        let len = self.bar.length().unwrap_or(0);
        self.bar.set_position(len);
    }
}
