//! `foxgeese review RECORD`: a recorded game reviewed with the solver, ply by ply.
//!
//! The record is read as `--moves @FILE` reads one ([`super::input::record_file`]: its own
//! `Ruleset` and `Start` tags, errors as `file:line:column`); `RECORD` may be written `@FILE`
//! too. Every position of the game is analysed within `--budget` seconds, and all of them
//! within `--total-budget` (default a minute; the plies it did not reach are said), over the
//! table folder
//! [`super::tables::folder`] resolves, and [`foxgeese::engine::review::review`] classes each
//! action. A long record shows a progress bar on standard error, only when that is a terminal.
//! An unproven value is part of the answer (class `unknown`), not an error: exit 0.

use std::path::Path;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use foxgeese::engine::review::review;
use foxgeese::message::{ids, Message};
use foxgeese::solve::Solver;

use crate::cli::{Format, PositionArgs};
use crate::present::analyze::{NotBuilt, SaveWarning, SkippedWarning};
use crate::present::review::ReviewReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::read_budget;
use super::input::record_file;
use super::tables::{folder, solve_error};

/// `--budget`'s default: seconds the proof may search above the tables for each position.
pub const BUDGET: &str = "10";

/// Records with at least this many positions get a progress bar (on a terminal).
const BAR_FROM: usize = 8;

pub fn run(
    ctx: &mut Ctx,
    record: &str,
    (budget, total): (&str, &str),
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    let seconds = read_budget(budget)?;
    let total = read_budget(total)?;
    let path = record.strip_prefix('@').unwrap_or(record);
    // The record's own tags decide the ruleset and the start.
    let defaults = PositionArgs {
        position: "start".to_string(),
        ruleset: "plyyard".to_string(),
        moves: None,
    };
    let game = record_file(Path::new(path), &defaults)?.game;
    let dir = folder(tables)?;
    // The review's bar, and under it the bar of any table built on demand for it.
    let bars = crate::present::progress::OnDemandBar::stderr(ctx.stderr_tty);
    let bar = bar(ctx, game.positions().len());
    let bar = if bar.is_hidden() { bar } else { bars.add(bar) };
    // A table built on demand counts against the whole review's budget: one whose build
    // would outlast it is not started, and the warning below names it.
    let mut solver = Solver::new(&dir)
        .counting_builds()
        .with_build_deadline(std::time::Instant::now() + Duration::from_secs_f64(total))
        .with_build_progress(std::sync::Arc::new(
            crate::present::progress::OnDemandBar::new(bars, &ctx.loc),
        ));
    let reviewed = review(
        &mut solver,
        &game,
        Duration::from_secs_f64(seconds),
        Duration::from_secs_f64(total),
        &mut |done, _| bar.set_position(done as u64),
    );
    bar.finish_and_clear();
    let reviewed = reviewed.map_err(|e| solve_error(&e, &dir))?;
    for e in solver.save_errors() {
        ctx.warn(&SaveWarning { error: e.clone() });
    }
    let mut report = ReviewReport::new(&reviewed, &game, seconds, total);
    report.tables_hint = super::play::full_tables_hint(game.start().spec());
    report.tables_not_built = solver.skipped().iter().map(NotBuilt::of).collect();
    for table in &report.tables_not_built {
        ctx.warn(&SkippedWarning {
            table: table.clone(),
            dir: dir.display().to_string(),
        });
    }
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// A bar of positions analysed, drawn on standard error when it is a terminal and the record
/// is long enough to wait for; hidden otherwise.
fn bar(ctx: &Ctx, positions: usize) -> ProgressBar {
    let target = if ctx.stderr_tty && positions >= BAR_FROM {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(positions as u64), target);
    bar.set_style(
        ProgressStyle::with_template("{msg} {wide_bar} {pos}/{len} {elapsed_precise}")
            .expect("a valid template"),
    );
    bar.set_message(ctx.loc.msg(&Message::new(ids::REVIEW_PROGRESS)));
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}
