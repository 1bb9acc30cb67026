//! `foxgeese train`: fits the engine's evaluation to the solver's tables
//! ([`foxgeese::engine::search::train`]), or with `--games` to the results of engine games
//! ([`foxgeese::arena::fit`]), and writes the weights file (atomically), saying how well the
//! model names the winner of positions held out from the fit. The same tables, `--samples`
//! (or `--games` and `--nodes`) and `--seed` write the same file.

use std::path::{Path, PathBuf};

use foxgeese::arena::fit::{self, GamesSpec};
use foxgeese::engine::search::features::FEATURES;
use foxgeese::engine::search::model::{Eval, Model, ModelError};
use foxgeese::engine::search::train::{self, TrainError};
use foxgeese::fsio::atomic_write;
use foxgeese::game::record::{self, TextFile};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::Ruleset;
use foxgeese::solve::Solver;

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::train::TrainReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::ruleset;
use super::tables::{folder, solve_error};

/// Positions drawn when `--samples` is not given.
pub const SAMPLES: u64 = 2_000_000;
/// The seed when `--seed` is not given.
pub const SEED: u64 = 1;

/// What `train` was asked for.
pub struct Request<'a> {
    pub ruleset: &'a str,
    pub tables: Option<&'a Path>,
    pub output: Option<&'a Path>,
    /// `--force`: replace an output file that is not a weights file.
    pub force: bool,
    pub samples: Option<u64>,
    pub seed: Option<u64>,
    /// `--games`: fit to games rather than the tables.
    pub games: Option<FromGames>,
}

/// What `--games` asked for.
pub struct FromGames {
    pub games: usize,
    pub nodes: Option<u64>,
    pub jobs: Option<usize>,
    /// `--geese-weights`: the weights the games' geese play with.
    pub geese_weights: Option<PathBuf>,
}

pub fn run(ctx: &mut Ctx, req: &Request, format: Format) -> CmdResult {
    let rules = ruleset(req.ruleset)?;
    let spec = rules.spec;
    let dir = folder(req.tables)?;
    // The output is checked before the work (a fit takes minutes): writable, and not a file
    // of another kind that it would replace.
    let default_out = match req.games {
        Some(_) => format!("eval-{}-games.txt", spec.variant.name()),
        None => format!("eval-{}.txt", spec.variant.name()),
    };
    let out = req.output.unwrap_or(Path::new(&default_out));
    check_output(out, req.force)?;
    if let Some(g) = &req.games {
        return from_games(ctx, req, g, rules, &dir, out, format);
    }
    // Only what the folder holds: nothing is built on demand for a fit.
    let mut solver = Solver::new(&dir).with_on_demand_limit(0);
    let seed = req.seed.unwrap_or(SEED);
    let samples = req.samples.unwrap_or(SAMPLES);
    let report = match train::train(&mut solver, spec, samples, seed, &|_| {}) {
        Ok(r) => r,
        Err(TrainError::NoTables) => {
            return Err(CliError::new(
                Message::new(ids::TRAIN_NO_TABLES)
                    .arg("ruleset", spec.variant.name())
                    .arg("folder", dir.display().to_string()),
            ))
        }
        Err(TrainError::Solve(e)) => return Err(solve_error(&e, &dir)),
    };
    write(out, &report.model)?;
    ctx.emit(&TrainReport::new(&report, &dir, out, seed), format);
    Ok(Exit::Success)
}

/// `train --games`: plays the games, with a bar of games played on a terminal, and fits.
fn from_games(
    ctx: &mut Ctx,
    req: &Request,
    g: &FromGames,
    rules: &'static Ruleset,
    dir: &Path,
    out: &Path,
    format: Format,
) -> CmdResult {
    let eval = match &g.geese_weights {
        None => Eval::Tables,
        // Read once for the command's life: the engines on every thread borrow it.
        Some(path) => {
            let model = read_weights(path)?;
            // Another ruleset's weights measure other features' worth: refused, not played.
            let ours = rules.spec.variant.name();
            if model.ruleset != ours {
                return Err(CliError::new(
                    Message::new(ids::TRAIN_WEIGHTS_OTHER_RULESET)
                        .arg("path", path.display().to_string())
                        .arg("theirs", model.ruleset.as_str())
                        .arg("ruleset", ours),
                ));
            }
            Eval::Geese(Box::leak(Box::new(model)))
        }
    };
    let spec = GamesSpec {
        rules,
        games: g.games,
        nodes: g.nodes.unwrap_or(fit::NODES),
        seed: req.seed.unwrap_or(fit::SEED),
        tables: Some(dir.to_path_buf()),
        // The fit's matches are between engine levels: each worker searches.
        jobs: super::matches::within_memory(
            ctx,
            g.jobs.unwrap_or_else(super::matches::cores),
            foxgeese::arena::worker_memory(
                foxgeese::arena::player::Player::Random,
                foxgeese::arena::player::Player::Engine(foxgeese::engine::Level::Perfect),
            ),
        ),
        eval,
    };
    let bar = super::matches::bar(ctx, g.games * fit::MATCHES.len());
    bar.set_message(ctx.loc.msg(&Message::new(ids::TRAIN_PLAYING)));
    let fitted = fit::fit_to_games(&spec, &|| bar.inc(1));
    bar.finish_and_clear();
    let fitted = fitted.map_err(|e| solve_error(&e, dir))?;
    write(out, &fitted.report.model)?;
    ctx.emit(&TrainReport::from_games(&fitted, &spec, dir, out), format);
    Ok(Exit::Success)
}

/// The weights file at `path`, or an error naming what is wrong with it.
fn read_weights(path: &Path) -> Result<Model, CliError> {
    let text = record::read_text_file(path, TextFile::Weights).map_err(CliError::from)?;
    let label = path.display().to_string();
    Model::read(&text).map_err(|e| {
        CliError::new(match e {
            ModelError::NotAModel => {
                Message::new(ids::TRAIN_WEIGHTS_NOT_A_MODEL).arg("path", label.as_str())
            }
            ModelError::BadLine(line) => Message::new(ids::TRAIN_WEIGHTS_BAD_LINE)
                .arg("path", label.as_str())
                .arg("line", line),
            ModelError::Features { found } => Message::new(ids::TRAIN_WEIGHTS_FEATURES)
                .arg("path", label.as_str())
                .arg("found", found)
                .arg("features", FEATURES),
        })
    })
}

/// Refuses `out` before any work: a file there that is not a weights file (without
/// `--force`), or a place that cannot be written.
fn check_output(out: &Path, force: bool) -> Result<(), CliError> {
    if !force && out.is_file() {
        let weights = record::read_text_file(out, TextFile::Weights)
            .is_ok_and(|text| Model::read(&text).is_ok());
        if !weights {
            return Err(CliError::new(
                Message::new(ids::TRAIN_FOREIGN_FILE).arg("path", out.display().to_string()),
            ));
        }
    }
    foxgeese::fsio::check_writable(out).map_err(|e| unwritable(out, &e))
}

/// The error for a weights file that cannot be written.
fn unwritable(out: &Path, e: &std::io::Error) -> CliError {
    CliError::new(
        Message::new(ids::TRAIN_UNWRITABLE)
            .arg("path", out.display().to_string())
            .arg("detail", e.kind().to_message()),
    )
}

/// Writes `model` to `out`, atomically.
fn write(out: &Path, model: &Model) -> Result<(), CliError> {
    atomic_write(out, model.write().as_bytes()).map_err(|e| unwritable(out, &e))
}
