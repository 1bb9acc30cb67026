//! `foxgeese analyze`: the proven value of a position and of every legal action.
//!
//! The position comes from `--position`, `--ruleset` and `--moves` as for every engine command;
//! the tables from the folder [`super::tables::folder`] resolves. Small tables the answer needs
//! are built on demand and saved there (a table that cannot be saved is said on standard
//! error, and the answer stands), when their build fits in the budget; a table whose build
//! would not is not built, and standard error names it with the `tables build` command that
//! makes it. Where the value is not proven and the folder holds a sweep of its level
//! (`tables sweep`), the sweep's winner is given with it. An unproven value is an answer too
//! (exit 0). The search's table
//! of positions is bounded by `--memory` (MiB, default 256).

use std::path::Path;
use std::time::Duration;

use foxgeese::solve::Solver;

use crate::cli::{Format, PositionArgs};
use crate::present::analyze::{AnalyzeReport, NotBuilt, SaveWarning, SkippedWarning};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::{game, read_budget};
use super::tables::{folder, solve_error};

/// `--memory` when it is not given, in MiB: the search's table of positions holds about two
/// million of them.
const DEFAULT_SEARCH_MIB: u64 = 256;

/// `--budget`'s default: seconds the proof may search above the tables.
pub const BUDGET: &str = "10";

pub fn run(
    ctx: &mut Ctx,
    args: &PositionArgs,
    (budget, memory): (&str, Option<&str>),
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
    let seconds = read_budget(budget)?;
    let mib = memory.map(super::prove::read_memory).transpose()?;
    let game = game(args)?;
    let dir = folder(tables)?;
    let mut solver = Solver::new(&dir)
        .with_search_memory(mib.unwrap_or(DEFAULT_SEARCH_MIB) << 20)
        .counting_builds()
        .with_build_progress(std::sync::Arc::new(
            crate::present::progress::OnDemandBar::new(
                crate::present::progress::OnDemandBar::stderr(ctx.stderr_tty),
                &ctx.loc,
            ),
        ));
    let analysis = solver
        .analyze_every(&game.current(), Duration::from_secs_f64(seconds))
        .map_err(|e| solve_error(&e, &dir))?;
    for e in solver.save_errors() {
        ctx.warn(&SaveWarning { error: e.clone() });
    }
    // Where the proof did not finish, the folder's sweep may still say who wins.
    let known = solver.known(&analysis).map_err(|e| solve_error(&e, &dir))?;
    let actions = solver
        .known_actions(&analysis)
        .map_err(|e| solve_error(&e, &dir))?;
    let mut report = AnalyzeReport::new(&analysis, (known, &actions), game, seconds, &ctx.loc);
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
