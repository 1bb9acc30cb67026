//! `foxgeese tables build` and `foxgeese tables list`, and what `analyze` shares with them:
//! where the table folder is ([`folder`]) and how a solver failure reads ([`solve_error`]).
//!
//! The folder is `--tables DIR`, else the `FOXGEESE_TABLES` variable, else `foxgeese/tables` in
//! the platform's data folder (`dirs`): the binary resolves it, the library only takes a path.
//! A build shows an indicatif progress bar on standard error when that is a terminal (hidden
//! otherwise). Ctrl-C stops a build: each finished table is already a file, and a table being
//! written is a temporary file until it is whole, which Ctrl-C removes (one a `kill -9` left is
//! removed by the next save beside it), so the next build resumes at the first missing table.

use std::path::{Path, PathBuf};

use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::solve::{self, SolveError, Solver, TableError, TableKey};

use crate::cli::{Format, TablesCommand};
use crate::present::error::CliError;
use crate::present::progress::{Bar, CompactBar, PartBar};
use crate::present::tables::{
    size, BuildReport, LevelRow, ListReport, PartsRow, StatsReport, SweepLevelRow, SweepReport,
    TableRow, VerifyReport,
};

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
fn total_geese(key: &TableKey) -> u8 {
    foxgeese::rules::Ruleset::get(key.spec).geese_total()
}

/// The table a file of a table folder is named after: every goose count and every capture
/// count the ruleset allows (the real game's tables have more captures than geese).
fn table_of_file(path: &Path) -> Option<TableKey> {
    solve::compact::key_of_file(path.file_name()?.to_str()?)
}

pub fn run(ctx: &mut Ctx, command: TablesCommand) -> CmdResult {
    match command {
        TablesCommand::Build {
            ruleset: r,
            geese,
            jobs,
            memory,
            parts_from,
            part,
            tables,
            format,
        } => {
            let (format, form) = crate::cli::BuildFormat::split(&format);
            let opts = BuildOptions {
                jobs,
                memory,
                parts_from,
                form,
            };
            match part {
                Some(id) => build_one_part(ctx, &id, &opts, tables.as_deref(), format),
                None => build(ctx, &r, geese, opts, tables.as_deref(), format),
            }
        }
        TablesCommand::Compact { tables, format } => compact(ctx, tables.as_deref(), format),
        TablesCommand::Plan {
            ruleset: r,
            geese,
            parts_from,
            nodes,
            tables,
            format,
        } => plan(
            ctx,
            &r,
            geese,
            parts_from,
            &nodes,
            tables.as_deref(),
            format,
        ),
        TablesCommand::List { tables, format } => list(ctx, tables.as_deref(), format),
        TablesCommand::Verify {
            ruleset: r,
            sample,
            tables,
            format,
        } => verify(ctx, &r, &sample, tables.as_deref(), format),
        TablesCommand::Sweep {
            ruleset: r,
            geese,
            jobs,
            tables,
            format,
        } => sweep(ctx, &r, geese, jobs, tables.as_deref(), format),
        TablesCommand::Stats {
            ruleset: r,
            geese,
            tables,
            format,
        } => stats(ctx, &r, geese, tables.as_deref(), format),
    }
}

/// `tables plan`: the build of `spec` up to `geese` geese as a graph of parts, with the
/// estimates of each and whether the folder has it.
fn plan(
    ctx: &mut Ctx,
    spec: &str,
    geese: u8,
    parts_from: u8,
    nodes: &[usize],
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use crate::present::plan::{NodesTime, PlanPart, PlanRates, PlanReport, PlanTotal};
    use solve::parts::jobs::{self, Graph, Status};
    let rules = ruleset_with_geese(spec, geese)?;
    let dir = folder(tables)?;
    let graph = Graph::new(rules.spec, geese, parts_from);
    if graph.jobs.is_empty() {
        return Err(CliError::new(
            Message::new(ids::PLAN_NOTHING)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", geese),
        ));
    }
    let steps = graph.steps();
    let round = |x: f64| (x * 10.0).round() / 10.0;
    let mut parts = Vec::with_capacity(graph.jobs.len());
    for (i, j) in graph.jobs.iter().enumerate() {
        let built = matches!(
            // Every block, as a build checks what it keeps: a part damaged inside is not
            // built, and a cluster's next submission builds it again.
            jobs::status(&dir, j, true).map_err(|e| solve_error(&e.into(), &dir))?,
            Status::Built
        );
        parts.push(PlanPart {
            id: j.kind.id(),
            inputs: j.inputs.iter().map(|&x| graph.jobs[x].kind.id()).collect(),
            files: vec![dir.join(j.kind.file()).display().to_string()],
            positions: j.positions,
            memory_bytes: j.memory,
            disk_bytes: j.disk,
            seconds: round(j.seconds()),
            built,
            geese: j.kind.level().geese,
            step: steps[i],
            entries: j.entries,
            reads_bytes: j.reads,
            cpu_seconds: round(j.cpu_seconds),
            buildable: j.buildable,
        });
    }
    let largest = graph.jobs.iter().max_by_key(|j| j.memory).expect("a part");
    let total = PlanTotal {
        parts: parts.len(),
        positions: graph.jobs.iter().map(|j| j.positions).sum(),
        entries: graph.jobs.iter().map(|j| j.entries).sum(),
        memory_bytes: largest.memory,
        disk_bytes: graph.jobs.iter().map(|j| j.disk).sum(),
        seconds: round(graph.jobs.iter().map(|j| j.seconds()).sum()),
        cpu_seconds: round(graph.jobs.iter().map(|j| j.cpu_seconds).sum()),
        reads_bytes: graph.jobs.iter().map(|j| j.reads).sum(),
        built: parts.iter().filter(|p| p.built).count(),
        steps: steps.iter().max().map_or(0, |m| m + 1),
        critical_path_seconds: round(graph.critical_path()),
        largest_positions: graph.jobs.iter().map(|j| j.positions).max().unwrap_or(0),
        wall: nodes
            .iter()
            .map(|&n| NodesTime {
                nodes: n,
                seconds: round(graph.wall_time(n)),
            })
            .collect(),
    };
    let report = PlanReport {
        ruleset: rules.spec.to_string(),
        geese,
        parts_from,
        dir: dir.display().to_string(),
        parts,
        total,
        rates: PlanRates {
            part_entries_per_core_second: jobs::PART_ENTRIES_PER_CORE_SECOND,
            table_entries_per_core_second: jobs::TABLE_ENTRIES_PER_CORE_SECOND,
            node_cores: jobs::NODE_CORES,
        },
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// `tables build --part ID`: builds one part of `tables plan`'s graph once its inputs are in
/// the folder (exit 3 naming the first one missing or damaged), through
/// [`solve::parts::jobs::run`]. Nothing to do when it is built already (exit 0); a second
/// worker on the same part waits for the first, saying so, then finds it built.
fn build_one_part(
    ctx: &mut Ctx,
    id: &str,
    opts: &BuildOptions,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use crate::present::plan::PartBuildReport;
    use solve::parts::jobs::{self, JobKind, Ran, RunError, RunProgress};
    let started = std::time::Instant::now();
    let id_arg = || id.to_string();
    let not_found = |buildable: bool| {
        CliError::new(
            Message::new(if buildable {
                ids::TABLES_PART_UNKNOWN
            } else {
                ids::TABLES_PART_NOT_BUILDABLE
            })
            .arg("part", id_arg()),
        )
    };
    let (graph, at) = jobs::find_job(id, opts.parts_from)
        .map_err(|e| not_found(!matches!(e, RunError::NotBuildable)))?;
    if opts.memory == Some(0) {
        return Err(CliError::new(Message::new(ids::TABLES_MEMORY_ZERO)));
    }
    let job = &graph.jobs[at];
    let dir = folder(tables)?;
    let path = dir.join(job.kind.file());
    super::interrupt::clean_up_on_ctrl_c();
    // No more threads than the part has work for: one for each million entries.
    let pool = thread_pool(
        opts.jobs
            .map(|j| j.min((job.entries >> 20).max(1) as usize)),
    )?;
    let mut solver = Solver::new(&dir)
        .with_on_demand_limit(0)
        .with_format(opts.form);
    let loc = &ctx.loc;
    let lang = loc.lang();
    let waiting = |lock: &Path| {
        if format == Format::Text {
            eprintln!(
                "{}",
                foxgeese::i18n::Localizer::new(lang).msg(
                    &Message::new(ids::TABLES_PART_WAITING)
                        .arg("part", id_arg())
                        .arg("lock", lock.display().to_string())
                )
            );
        }
    };
    let ran = match job.kind {
        JobKind::Table(_) => {
            let bar = Bar::new(ctx.stderr_tty, loc);
            let r = pool.install(|| {
                jobs::run(
                    &mut solver,
                    &graph,
                    at,
                    0,
                    RunProgress::Table(&bar),
                    &waiting,
                )
            });
            bar.bar.finish_and_clear();
            r
        }
        JobKind::Part(_) => {
            let bar = PartBar::new(ctx.stderr_tty, loc);
            let r = pool.install(|| {
                let ceiling = opts.ceiling();
                jobs::run(
                    &mut solver,
                    &graph,
                    at,
                    ceiling,
                    RunProgress::Part(&bar),
                    &waiting,
                )
            });
            bar.bar.finish_and_clear();
            r
        }
    };
    let status = match ran {
        Ok(Ran::Present) => "present",
        Ok(Ran::Built) => "built",
        Err(RunError::Input {
            input,
            file,
            damage,
        }) => {
            let m = Message::new(match damage {
                None => ids::TABLES_PART_MISSING_INPUT,
                Some(_) => ids::TABLES_PART_DAMAGED_INPUT,
            })
            .arg("part", id_arg())
            .arg("input", input)
            .arg("file", file.display().to_string())
            .arg("parts_from", opts.parts_from)
            .arg("tables", dir.display().to_string());
            let mut ms = vec![m];
            ms.extend(damage.map(|e| e.to_message()));
            return input_missing(ctx, CliError::many(ms));
        }
        Err(RunError::Io { path, kind }) => {
            return Err(path
                .parent()
                .and_then(path_fault)
                .unwrap_or_else(|| CliError::new(TableError::Io { path, kind }.to_message())))
        }
        Err(RunError::Table(e)) => return Err(solve_error(&e.into(), &dir)),
        Err(RunError::Solve(e)) => return Err(solve_error(&e, &dir)),
        Err(RunError::Part(e)) => return Err(part_error(&e, &dir)),
        Err(RunError::Unknown) => return Err(not_found(true)),
        Err(RunError::NotBuildable) => return Err(not_found(false)),
    };
    let report = PartBuildReport {
        id: id_arg(),
        status,
        files: vec![path.display().to_string()],
        seconds: (started.elapsed().as_secs_f64() * 10.0).round() / 10.0,
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// An input of a part is missing or damaged: the error on standard error, and exit 3, which a
/// scheduler tells from a failed build.
fn input_missing(ctx: &mut Ctx, e: CliError) -> CmdResult {
    ctx.warn(&e);
    Ok(Exit::InputMissing)
}

/// `tables verify`: the stored values of a ruleset's tables and parts checked against the
/// rules, a sample of each file or every entry; exit 1 with the positions that fail.
fn verify(
    ctx: &mut Ctx,
    spec: &str,
    sample: &str,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use solve::verify::Sample;
    let rules = ruleset(spec)?;
    let sample = match sample {
        "all" => Sample::All,
        n => match n.parse::<u64>() {
            Ok(n) if n > 0 => Sample::Some(n),
            _ => {
                return Err(CliError::new(
                    Message::new(ids::VERIFY_SAMPLE_BAD).arg("sample", n.to_string()),
                ))
            }
        },
    };
    let dir = folder(tables)?;
    if !solve::verify::has_tables(&dir, rules.spec) {
        return Err(CliError::new(
            Message::new(ids::VERIFY_NOTHING)
                .arg("ruleset", rules.spec.to_string())
                .arg("dir", dir.display().to_string()),
        ));
    }
    let mut solver = Solver::new(&dir).with_on_demand_limit(0);
    let bar = Bar::new(ctx.stderr_tty, &ctx.loc);
    let found = solve::verify::verify(&mut solver, rules.spec, sample, &mut |done, of| {
        bar.bar.set_length(of as u64);
        bar.bar.set_position(done as u64);
    })
    .map_err(|e| solve_error(&e, &dir))?;
    bar.bar.finish_and_clear();
    let failed = found.problems();
    ctx.emit(&VerifyReport::new(&found, &dir), format);
    Ok(if failed {
        Exit::Negative
    } else {
        Exit::Success
    })
}

/// The threads a build runs on: `jobs` of them, or one per core.
fn thread_pool(jobs: Option<usize>) -> Result<rayon::ThreadPool, CliError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.unwrap_or(0))
        .build()
        .map_err(|_| {
            let asked = jobs.unwrap_or_else(rayon::current_num_threads);
            CliError::new(Message::new(ids::TABLES_JOBS_FAILED).arg("jobs", asked))
        })
}

/// The ruleset `spec` names, when its board holds `geese` geese.
fn ruleset_with_geese(
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

/// `tables stats`: one table (the real game's captures: every missing goose captured) counted
/// by value. A table the folder lacks is built on demand when it is small enough (as
/// `analyze` does), else the command says how to build it.
fn stats(ctx: &mut Ctx, spec: &str, geese: u8, tables: Option<&Path>, format: Format) -> CmdResult {
    let rules = ruleset_with_geese(spec, geese)?;
    let dir = folder(tables)?;
    let Some(key) = TableKey::new(rules.spec, geese, rules.geese_total() - geese) else {
        // Below the fox's target: every such position is over, a fox win.
        return Err(CliError::new(
            Message::new(ids::CLAIMS_STATS_NO_TABLE)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", geese),
        ));
    };
    // A level built in parts is counted part by part, each read as a stream of blocks.
    if let Some(plan) = solve::parts::LevelPlan::new(key) {
        let complete = plan
            .parts
            .iter()
            .all(|(pk, _)| dir.join(pk.file_name()).is_file());
        let folder = dir.join(solve::parts::level_folder(&key));
        let missing: Vec<String> = plan
            .parts
            .iter()
            .filter(|(pk, _)| !dir.join(pk.file_name()).is_file())
            .map(|(pk, _)| dir.join(pk.file_name()).display().to_string())
            .collect();
        // Some parts there, not all: the build that completes the level, not a whole table.
        if folder.is_dir() && !missing.is_empty() {
            return Err(CliError::new(
                Message::new(ids::STATS_PARTS_MISSING)
                    .arg("missing", missing.len())
                    .arg("of", plan.parts.len())
                    .arg("first", missing[0].as_str())
                    .arg("ruleset", rules.spec.to_string())
                    .arg("geese", geese)
                    .arg("dir", dir.display().to_string()),
            ));
        }
        if complete {
            let tally =
                solve::parts::tally(&dir, &plan).map_err(|e| solve_error(&e.into(), &dir))?;
            let mut row = TableRow::of(&key, &dir.join(solve::parts::level_folder(&key)));
            row.bytes = plan
                .parts
                .iter()
                .filter_map(|(pk, _)| std::fs::metadata(dir.join(pk.file_name())).ok())
                .map(|m| m.len())
                .sum();
            ctx.emit(&StatsReport::new(row, &tally), format);
            return Ok(Exit::Success);
        }
    }
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

/// `tables sweep`: a ruleset whose geese only step forward solved whole, level by level
/// (`solve::sweep`), the levels already in the folder read rather than solved again.
fn sweep(
    ctx: &mut Ctx,
    spec: &str,
    geese: Option<u8>,
    jobs: Option<usize>,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    use solve::sweep::{Geometry, Sweep, Unsupported};
    let started = std::time::Instant::now();
    let rules = ruleset(spec)?;
    let most = geese.unwrap_or(rules.geese_total());
    let rules = ruleset_with_geese(spec, most)?;
    let geometry = Geometry::new(rules).map_err(|why| {
        CliError::new(
            Message::new(ids::TABLES_SWEEP_UNSUPPORTED)
                .arg("ruleset", rules.spec.to_string())
                .arg(
                    "reason",
                    match why {
                        Unsupported::GeeseNotOnlyForward => "sideways",
                        Unsupported::NotOneFox => "foxes",
                        Unsupported::OtherEnds => "ends",
                        Unsupported::CaptureCount => "captures",
                        Unsupported::BoardTooLarge => "board",
                    },
                ),
        )
    })?;
    if u32::from(most) < geometry.fewest() {
        // Below the fox's target: every such position is over, a fox win.
        return Err(CliError::new(
            Message::new(ids::CLAIMS_STATS_NO_TABLE)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", most),
        ));
    }
    let most = u32::from(most);
    let needs = geometry.memory(most);
    if let Some(has) = foxgeese::machine::physical_memory() {
        if needs > has / 10 * 9 {
            return Err(CliError::new(
                Message::new(ids::TABLES_SWEEP_MEMORY)
                    .arg("geese", most)
                    .arg("needs", size(needs))
                    .arg("has", size(has)),
            ));
        }
    }
    let dir = folder(tables)?;
    super::interrupt::clean_up_on_ctrl_c();
    foxgeese::fsio::remove_stale_temporaries(&dir);
    let present: Vec<bool> = (geometry.fewest()..=most)
        .map(|k| dir.join(solve::sweep::file_name(rules, k)).is_file())
        .collect();
    let pool = thread_pool(jobs)?;
    let bar = Bar::new(ctx.stderr_tty, &ctx.loc);
    let swept = pool
        .install(|| Sweep::run_in(geometry, most, &dir, &bar))
        .map_err(|e| solve_error(&e.into(), &dir))?;
    bar.bar.finish_and_clear();
    let g = swept.geometry();
    let levels = (g.fewest()..=most)
        .zip(present)
        .map(|(k, was_there)| {
            let level = swept.level(k).expect("every level swept");
            let (fox, geese) = level.geese_wins();
            let path = dir.join(solve::sweep::file_name(rules, k));
            let replaced = swept
                .replaced
                .iter()
                .find(|r| r.0 == k)
                .map(|r| match &r.1 {
                    TableError::Corrupt { problem, .. } => ctx.loc.msg(&problem.to_message()),
                    e => ctx.loc.msg(&e.to_message()),
                });
            SweepLevelRow {
                geese: k as u8,
                bytes: std::fs::metadata(&path).map_or(0, |m| m.len()),
                file: path.display().to_string(),
                sets: g.sets(k),
                positions: g.positions(k),
                geese_win_fox_to_move: fox,
                geese_win_geese_to_move: geese,
                built: !was_there || replaced.is_some(),
                replaced,
            }
        })
        .collect();
    let start = foxgeese::Position::start(rules);
    let start_winner = (start.geese().count() <= most)
        .then(|| swept.winner(&start))
        .flatten()
        .map(|w| w.name().to_string());
    let report = SweepReport {
        dir: dir.display().to_string(),
        ruleset: rules.spec.to_string(),
        geese: most as u8,
        levels,
        start_winner,
        seconds: started.elapsed().as_secs(),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// How `tables build` builds.
struct BuildOptions {
    jobs: Option<usize>,
    /// The memory ceiling, MiB (default: half of physical memory).
    memory: Option<u64>,
    parts_from: u8,
    /// The form the tables are written in.
    form: solve::Format,
}

impl BuildOptions {
    /// The memory ceiling, bytes: `--memory`, else half of physical memory.
    fn ceiling(&self) -> u64 {
        match self.memory {
            Some(m) => m.saturating_mul(1 << 20),
            None => foxgeese::machine::physical_memory().map_or(u64::MAX, |m| m / 2),
        }
    }
}

fn build(
    ctx: &mut Ctx,
    spec: &str,
    geese: Option<u8>,
    opts: BuildOptions,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    let geese = match geese {
        Some(g) => g,
        None => ruleset(spec)?.geese_total(),
    };
    let rules = ruleset_with_geese(spec, geese)?;
    if opts.memory == Some(0) {
        return Err(CliError::new(Message::new(ids::TABLES_MEMORY_ZERO)));
    }
    let dir = folder(tables)?;
    super::interrupt::clean_up_on_ctrl_c();
    // What a killed build left, even beside a table that is not built again.
    foxgeese::fsio::remove_stale_temporaries(&dir);
    let plan = Solver::plan(rules.spec, geese);
    // As `tables plan` says: a goose count below every table is a usage error, not a build
    // with nothing in it.
    if plan.is_empty() {
        return Err(CliError::new(
            Message::new(ids::PLAN_NOTHING)
                .arg("ruleset", rules.spec.to_string())
                .arg("geese", geese),
        ));
    }
    let pool = thread_pool(opts.jobs)?;
    let levels = solve::parts::plan(rules.spec, geese, opts.parts_from);
    if levels.iter().any(|(_, p)| p.is_some()) {
        return build_parts(ctx, rules.spec, geese, &opts, &dir, &pool, format);
    }
    let mut solver = Solver::new(&dir)
        .with_on_demand_limit(0)
        .with_format(opts.form);
    if plan.iter().any(|k| !solver.path_of(k).is_file()) {
        check_folder_writable(&dir)?;
    }
    let bar = Bar::new(ctx.stderr_tty, &ctx.loc);
    let mut built = Vec::new();
    let mut present = Vec::new();
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
        parts: None,
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// Refuses a build into a folder that cannot be written before any table is computed (a
/// read-only mount, a 0555 folder): otherwise the first table would be lost at its end.
fn check_folder_writable(dir: &Path) -> Result<(), CliError> {
    if let Some(e) = path_fault(dir) {
        return Err(e);
    }
    foxgeese::fsio::check_writable(&dir.join(".foxgeese-write-check")).map_err(|e| {
        CliError::new(
            Message::new(ids::TABLES_FOLDER_UNWRITABLE)
                .arg("path", dir.display().to_string())
                .arg("detail", e.kind().to_message()),
        )
    })
}

/// `tables build` of a ruleset whose larger levels are built in parts.
fn build_parts(
    ctx: &mut Ctx,
    spec: foxgeese::rules::RulesetSpec,
    geese: u8,
    opts: &BuildOptions,
    dir: &Path,
    pool: &rayon::ThreadPool,
    format: Format,
) -> CmdResult {
    let levels = solve::parts::plan(spec, geese, opts.parts_from);
    let ceiling = opts.ceiling();
    // The disk the build still needs: the parts missing (a byte an entry) and the whole
    // tables missing (two bytes an entry), or their compact files
    // ([`solve::parts::jobs::compact_bytes`]).
    let mut needs = 0u64;
    for (level, plan) in &levels {
        match plan {
            Some(p) => {
                for (pk, entries) in &p.parts {
                    if !dir.join(pk.file_name()).exists() {
                        needs += match opts.form {
                            solve::Format::Full => {
                                entries + entries.div_ceil(solve::parts::file::BLOCK) * 8 + 64
                            }
                            solve::Format::Compact => solve::parts::jobs::compact_bytes(*entries),
                        };
                    }
                }
            }
            None => {
                if !dir.join(level.file_name()).exists() {
                    needs += match opts.form {
                        solve::Format::Full => level.entries() * 2,
                        solve::Format::Compact => {
                            solve::parts::jobs::compact_bytes(level.entries())
                        }
                    };
                }
            }
        }
    }
    if needs > 0 {
        check_folder_writable(dir)?;
    }
    // FOXGEESE_DISK_FREE (bytes) stands for the free space measured: how the tests check
    // the refusal of a full disk without filling one.
    let free = std::env::var("FOXGEESE_DISK_FREE")
        .ok()
        .and_then(|v| v.parse().ok())
        .or_else(|| foxgeese::machine::free_disk(dir));
    let size = |b: u64| crate::present::tables::size(b);
    if let Some(free) = free {
        let line = Message::new(ids::TABLES_DISK)
            .arg("needs", size(needs))
            .arg("free", size(free))
            .arg("dir", dir.display().to_string());
        if needs > free {
            return Err(CliError::new(
                Message::new(ids::TABLES_DISK_SHORT)
                    .arg("needs", size(needs))
                    .arg("free", size(free))
                    .arg("dir", dir.display().to_string()),
            ));
        }
        if format == Format::Text {
            eprintln!("{}", ctx.loc.msg(&line));
        }
    }
    let mut solver = Solver::new(dir)
        .with_on_demand_limit(0)
        .with_format(opts.form);
    let bar = PartBar::new(ctx.stderr_tty, &ctx.loc);
    let r = pool
        .install(|| solver.build_parts(spec, geese, opts.parts_from, ceiling, &bar))
        .map_err(|e| part_error(&e, dir))?;
    bar.bar.finish_and_clear();
    let row = |k: &TableKey| TableRow::of(k, &solver.path_of(k));
    let whole = levels.iter().filter(|(_, p)| p.is_none()).map(|(k, _)| k);
    let report = BuildReport {
        dir: dir.display().to_string(),
        built: r.tables_built.iter().map(row).collect(),
        present: whole
            .filter(|k| !r.tables_built.contains(k))
            .map(row)
            .collect(),
        parts: Some(PartsRow {
            built: r.built.len(),
            present: r.present.len(),
            levels: levels
                .iter()
                .filter_map(|(k, p)| p.as_ref().map(|p| (k, p)))
                .map(|(k, p)| LevelRow {
                    ruleset: k.spec.to_string(),
                    geese: k.geese,
                    captures: k.captures,
                    parts: p.parts.len(),
                    entries: p.entries(),
                    folder: dir
                        .join(solve::parts::level_folder(k))
                        .display()
                        .to_string(),
                })
                .collect(),
            peak_estimate_bytes: r.peak_estimate,
        }),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// A partitioned build's failure, worded.
fn part_error(e: &solve::parts::PartError, dir: &Path) -> CliError {
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

fn list(ctx: &mut Ctx, tables: Option<&Path>, format: Format) -> CmdResult {
    let dir = folder(tables)?;
    if let Some(fault) = path_fault(&dir) {
        return Err(fault);
    }
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
    // A damaged or unreadable table is a problem found, as `validate`'s are.
    Ok(if report.all_ok() {
        Exit::Success
    } else {
        Exit::Negative
    })
}

/// `tables compact`: every full table and part of the folder converted to the compact form in
/// place, each checked entry for entry against the file it replaces (`solve::compact`).
fn compact(ctx: &mut Ctx, tables: Option<&Path>, format: Format) -> CmdResult {
    use crate::present::tables::{CompactReport, CompactRow};
    let started = std::time::Instant::now();
    let dir = folder(tables)?;
    super::interrupt::clean_up_on_ctrl_c();
    let bar = CompactBar::new(ctx.stderr_tty);
    let done =
        solve::compact::compact_folder(&dir, &bar).map_err(|e| solve_error(&e.into(), &dir))?;
    bar.0.finish_and_clear();
    let rows = done
        .iter()
        .map(|c| CompactRow {
            file: c.path.display().to_string(),
            bytes_before: c.before,
            bytes_after: c.after,
            converted: !c.already,
        })
        .collect();
    let report = CompactReport {
        dir: dir.display().to_string(),
        files: rows,
        seconds: started.elapsed().as_secs(),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
