//! `foxgeese analyze`: the proven value of a position and of every legal action.
//!
//! The position comes from `--position`, `--ruleset` and `--moves` as for every engine command;
//! the tables from the folder [`super::tables::folder`] resolves. Small tables the answer needs
//! are built on demand and saved there (a table that cannot be saved is said on standard
//! error, and the answer stands). An unproven value is an answer too (exit 0). The search's table
//! of positions is bounded by `--memory` (MiB, default 256).

use std::path::Path;
use std::time::Duration;

use foxgeese::message::{ids, Message};
use foxgeese::solve::Solver;

use crate::cli::{Format, PositionArgs};
use crate::present::analyze::{AnalyzeReport, SaveWarning};
use crate::present::error::CliError;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::game;
use super::tables::{folder, solve_error};

/// `--memory` when it is not given, in MiB: the search's table of positions holds about two
/// million of them.
const DEFAULT_SEARCH_MIB: u64 = 256;

/// `--budget`'s default: seconds the proof may search above the tables.
pub const BUDGET: &str = "10";

/// The longest budget accepted: a day.
const MAX_BUDGET: f64 = 86_400.0;

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
    let mut solver = Solver::new(&dir).with_search_memory(mib.unwrap_or(DEFAULT_SEARCH_MIB) << 20);
    let analysis = solver
        .analyze_every(&game.current(), Duration::from_secs_f64(seconds))
        .map_err(|e| solve_error(&e, &dir))?;
    for e in solver.save_errors() {
        ctx.warn(&SaveWarning { error: e.clone() });
    }
    let report = AnalyzeReport::new(&analysis, game, seconds, &ctx.loc);
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// Reads `--budget`: seconds, a number from 0 to a day.
pub(crate) fn read_budget(text: &str) -> Result<f64, CliError> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && (0.0..=MAX_BUDGET).contains(&s) => Ok(s),
        _ => Err(CliError::new(
            Message::new(ids::ANALYZE_BUDGET_BAD).arg("budget", text),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_are_seconds_up_to_a_day() {
        assert_eq!(read_budget("10").ok(), Some(10.0));
        assert_eq!(read_budget(" 2.5 ").ok(), Some(2.5));
        assert_eq!(read_budget("0").ok(), Some(0.0));
        for bad in ["-1", "soon", "", "NaN", "inf", "86401"] {
            assert!(read_budget(bad).is_err(), "{bad}");
        }
    }
}
