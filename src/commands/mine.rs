//! `foxgeese mine`: puzzles mined from the solver's tables ([`foxgeese::puzzle::mine`]) and
//! written to a collection file, atomically. The report counts the puzzles by theme and by
//! phase and says how long the mining took.

use std::path::Path;
use std::time::Instant;

use foxgeese::fsio::atomic_write;
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::puzzle::mine::{mine, MineOptions, MineProgress};
use foxgeese::puzzle::{PuzzleKind, Theme};
use foxgeese::solve::index::TableKey;
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
    /// Only puzzles of this kind (`--goal`).
    pub goal: Option<PuzzleKind>,
    pub seed: u64,
    pub output: &'a Path,
    /// Replace a file that is not a collection foxgeese mined.
    pub force: bool,
}

/// The first words of every collection `mine` writes: a file that does not start with them
/// is not replaced without `--force`.
const MINED: &str = "# Puzzles mined by foxgeese mine";

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
    // Flags and the output checked before any work: a goose count no table has is a usage
    // error, and a file that cannot be written, or that foxgeese did not mine, is said now.
    let total = rules.geese_total();
    let counts: Vec<u8> = (1..=total)
        .filter(|&k| TableKey::new(rules.spec, k, total - k).is_some())
        .collect();
    if let Some(g) = req.geese.filter(|g| !counts.contains(g)) {
        return Err(CliError::new(
            Message::new(ids::MINE_GEESE_OUT_OF_RANGE)
                .arg("geese", g)
                .arg("ruleset", rules.spec.to_string())
                .arg("fewest", counts.first().copied().unwrap_or(0))
                .arg("most", counts.last().copied().unwrap_or(0)),
        ));
    }
    let unwritable = |e: std::io::Error| {
        CliError::new(
            Message::new(ids::MINE_UNWRITABLE)
                .arg("path", req.output.display().to_string())
                .arg("detail", e.kind().to_message()),
        )
    };
    if !req.force && req.output.is_file() {
        let mut head = [0u8; MINED.len()];
        let ours = std::fs::File::open(req.output)
            .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head))
            .is_ok_and(|()| head == MINED.as_bytes());
        if !ours {
            return Err(CliError::new(
                Message::new(ids::MINE_FOREIGN_FILE).arg("path", req.output.display().to_string()),
            ));
        }
    }
    foxgeese::fsio::check_writable(req.output).map_err(unwritable)?;
    let dir = folder(req.tables)?;
    let mut solver = Solver::new(&dir);
    let options = MineOptions {
        spec: rules.spec,
        geese: req.geese,
        count: req.count,
        theme,
        goal: req.goal,
        seed: req.seed,
        max_draws: 0,
        // Ctrl-C: the mining stops between two draws and writes what it found.
        stop: Some(super::interrupt::stop_on_ctrl_c()),
    };
    let start = Instant::now();
    let bar = MineBar::new(ctx.stderr_tty && format == Format::Text, req.count);
    let report = mine(&mut solver, &options, &bar).map_err(|e| solve_error(&e, &dir))?;
    bar.0.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let header = format!(
        "{} --ruleset {} --count {} --seed {}{}{}.",
        MINED.trim_start_matches("# "),
        rules.spec,
        req.count,
        req.seed,
        req.geese
            .map(|g| format!(" --geese {g}"))
            .unwrap_or_default(),
        theme.map(|t| format!(" --theme {t}")).unwrap_or_default()
            + &req
                .goal
                .map(|g| format!(" --goal {}", g.name()))
                .unwrap_or_default(),
    );
    let text = report.collection.to_yaml(&header);
    debug_assert!(text.starts_with(MINED));
    atomic_write(req.output, text.as_bytes()).map_err(unwritable)?;
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
    if report.stopped {
        ctx.warn(&CliError::new(
            Message::new(ids::MINE_STOPPED).arg("path", req.output.display().to_string()),
        ));
        return Ok(Exit::Interrupted);
    }
    Ok(if report.short {
        Exit::Negative
    } else {
        Exit::Success
    })
}

/// The puzzles kept of those asked for, and the positions drawn, on standard error when it is
/// a terminal.
struct MineBar(indicatif::ProgressBar);

impl MineBar {
    fn new(visible: bool, count: usize) -> MineBar {
        let target = if visible {
            indicatif::ProgressDrawTarget::stderr()
        } else {
            indicatif::ProgressDrawTarget::hidden()
        };
        let bar = indicatif::ProgressBar::with_draw_target(Some(count as u64), target);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{wide_bar} {pos}/{len} {msg} {elapsed_precise}",
            )
            .expect("a valid template"),
        );
        bar.enable_steady_tick(std::time::Duration::from_millis(250));
        MineBar(bar)
    }
}

impl MineProgress for MineBar {
    fn update(&self, found: usize, _count: usize, draws: u64) {
        self.0.set_position(found as u64);
        self.0.set_message(format!("({draws})"));
    }
}
