//! `foxgeese perft`: leaf positions exactly DEPTH plies ahead, optionally per first action.

use foxgeese::rules::{divide, perft};

use crate::cli::{Format, PositionArgs};
use crate::present::perft::{Divide, PerftReport};

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::game;

pub fn run(
    ctx: &mut Ctx,
    depth: u32,
    args: &PositionArgs,
    split: bool,
    format: Format,
) -> CmdResult {
    let pos = game(args)?.current();
    let parts = split.then(|| divide(&pos, depth));
    let nodes = match &parts {
        Some(p) if depth > 0 => p.iter().map(|(_, n)| n).sum(),
        _ => perft(&pos, depth),
    };
    let report = PerftReport {
        depth,
        nodes,
        divide: parts.map(|p| {
            p.into_iter()
                .map(|(a, n)| Divide {
                    action: a.to_string(),
                    nodes: n,
                })
                .collect()
        }),
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
