//! `foxgeese mine`: puzzles mined from the solver's tables ([`foxgeese::puzzle::mine`]) and
//! written to a collection file, atomically. The report counts the puzzles by theme and by
//! phase and says how long the mining took.

use std::path::Path;
use std::time::Instant;

use foxgeese::fsio::atomic_write;
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::puzzle::mine::{mine, MineOptions, Silent};
use foxgeese::puzzle::Theme;
use foxgeese::solve::Solver;

use crate::cli::suggest::closest;
use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::mine::{MineReport, ThemeCount};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::ruleset;
use super::tables::{folder, solve_error};

/// What to mine, as given on the command line.
pub struct Request<'a> {
    pub ruleset: &'a str,
    pub tables: Option<&'a Path>,
    pub geese: Option<u8>,
    pub count: usize,
    pub theme: Option<&'a str>,
    pub seed: u64,
    pub output: &'a Path,
}

pub fn run(ctx: &mut Ctx, req: &Request<'_>, format: Format) -> CmdResult {
    let rules = ruleset(req.ruleset)?;
    let theme = match req.theme {
        None => None,
        Some(t) => Some(t.parse::<Theme>().map_err(|_| {
            CliError::new(
                Message::new(ids::MINE_UNKNOWN_THEME)
                    .arg("theme", t)
                    .arg("themes", Theme::IDS.join(", ")),
            )
            .with_suggestion(closest(t, Theme::IDS).map(str::to_string))
        })?),
    };
    let dir = folder(req.tables)?;
    let mut solver = Solver::new(&dir);
    let options = MineOptions {
        spec: rules.spec,
        geese: req.geese,
        count: req.count,
        theme,
        seed: req.seed,
        max_draws: 0,
    };
    let start = Instant::now();
    let report = mine(&mut solver, &options, &Silent).map_err(|e| solve_error(&e, &dir))?;
    let seconds = start.elapsed().as_secs_f64();
    let header = format!(
        "Puzzles mined by foxgeese mine --ruleset {} --count {} --seed {}{}{} (issue 27).",
        rules.spec,
        req.count,
        req.seed,
        req.geese
            .map(|g| format!(" --geese {g}"))
            .unwrap_or_default(),
        theme.map(|t| format!(" --theme {t}")).unwrap_or_default(),
    );
    let text = report.collection.to_yaml(&header);
    atomic_write(req.output, text.as_bytes()).map_err(|e| {
        CliError::new(
            Message::new(ids::MINE_UNWRITABLE)
                .arg("path", req.output.display().to_string())
                .arg("detail", e.kind().to_message()),
        )
    })?;
    let puzzles = &report.collection.puzzles;
    let count = |t: Theme| puzzles.iter().filter(|p| p.has(t)).count();
    let out = MineReport {
        ruleset: rules.spec.to_string(),
        output: req.output.display().to_string(),
        puzzles: puzzles.len(),
        asked: req.count,
        seconds,
        themes: Theme::ALL
            .into_iter()
            .map(|t| ThemeCount {
                theme: t.id(),
                count: count(t),
            })
            .collect(),
        levels: report.levels.clone(),
    };
    ctx.emit(&out, format);
    Ok(if report.short {
        Exit::Negative
    } else {
        Exit::Success
    })
}
