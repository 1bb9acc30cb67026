//! `tables stats`: one table, or one level of parts, counted by value.

use std::path::Path;

use foxgeese::message::{ids, Message};
use foxgeese::solve::{self, Solver, TableKey};

use crate::cli::Format;
use crate::present::error::CliError;
use crate::present::tables::{StatsReport, TableRow};

use super::super::ctx::{CmdResult, Ctx, Exit};
use super::common::{folder, ruleset_with_geese, solve_error};

/// `tables stats`: one table (the real game's captures: every missing goose captured) counted
/// by value. A table the folder lacks is built on demand when it is small enough (as
/// `analyze` does), else the command says how to build it.
pub(super) fn stats(
    ctx: &mut Ctx,
    spec: &str,
    geese: u8,
    tables: Option<&Path>,
    format: Format,
) -> CmdResult {
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
