//! `foxgeese prove`: whether a side wins a position with best play, by proof-number search
//! over the tables, where `analyze`'s iterative deepening cannot reach (a win dozens of plies
//! long). It proves the win, not its distance.
//!
//! The position comes from `--position`, `--ruleset` and `--moves` as for every engine command;
//! the tables from the folder [`super::tables::folder`] resolves, small ones built on demand
//! as for `analyze`. An unproven win is an answer too (exit 0).

use std::path::Path;
use std::time::Duration;

use foxgeese::message::{ids, Message};
use foxgeese::rules::Side;
use foxgeese::solve::{ProofLimits, Solver, SLOT_BYTES};

use crate::cli::{Format, PositionArgs, SideArg};
use crate::present::analyze::SaveWarning;
use crate::present::error::CliError;
use crate::present::prove::ProveReport;

use super::analyze::read_budget;
use super::ctx::{CmdResult, Ctx, Exit};
use super::input::game;
use super::tables::{folder, solve_error};

/// The most memory `--memory` may ask for, in MiB: 1 TiB.
const MAX_MIB: u64 = 1 << 20;

/// What `prove` is asked.
pub struct Request<'a> {
    pub pos: &'a PositionArgs,
    pub side: Option<SideArg>,
    pub budget: &'a str,
    pub memory: &'a str,
    pub nodes: Option<u64>,
    pub tables: Option<&'a Path>,
}

pub fn run(ctx: &mut Ctx, req: &Request<'_>, format: Format) -> CmdResult {
    let seconds = read_budget(req.budget)?;
    let mib = read_memory(req.memory)?;
    let game = game(req.pos)?;
    let pos = game.current();
    let side = req.side.map_or(pos.turn(), Side::from);
    let dir = folder(req.tables)?;
    let mut solver = Solver::new(&dir);
    let slots = ((mib << 20) / SLOT_BYTES) as usize;
    let mut limits = ProofLimits::new(Duration::from_secs_f64(seconds), slots);
    if let Some(n) = req.nodes {
        limits = limits.with_nodes(n);
    }
    let proof = solver
        .prove(&pos, side, limits)
        .map_err(|e| solve_error(&e, &dir))?;
    for e in solver.save_errors() {
        ctx.warn(&SaveWarning { error: e.clone() });
    }
    let report = ProveReport::new(&proof, side, game, seconds, mib);
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// Reads `--memory`: a whole number of MiB from 1 to [`MAX_MIB`].
fn read_memory(text: &str) -> Result<u64, CliError> {
    match text.trim().parse::<u64>() {
        Ok(m) if (1..=MAX_MIB).contains(&m) => Ok(m),
        _ => Err(CliError::new(
            Message::new(ids::PROVE_MEMORY_BAD)
                .arg("memory", text)
                .arg("max", MAX_MIB.to_string()),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_whole_mebibytes_up_to_a_tebibyte() {
        assert_eq!(read_memory("1024").ok(), Some(1024));
        assert_eq!(read_memory(" 1 ").ok(), Some(1));
        assert_eq!(read_memory("1048576").ok(), Some(1 << 20));
        for bad in ["0", "-1", "1.5", "lots", "", "1048577"] {
            assert!(read_memory(bad).is_err(), "{bad}");
        }
    }
}
