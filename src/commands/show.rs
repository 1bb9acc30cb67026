//! `foxgeese show`: the board, whose turn it is, the capture count and the status.

use crate::cli::{Format, PositionArgs};
use crate::present::names;
use crate::present::show::ShowReport;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::game;

pub fn run(ctx: &mut Ctx, args: &PositionArgs, format: Format) -> CmdResult {
    let game = game(args)?;
    let pos = game.current();
    let outcome = game.outcome();
    let report = ShowReport {
        ruleset: pos.spec().to_string(),
        position: pos.notation(),
        side: pos.turn().name(),
        captures: pos.captures(),
        outcome: outcome.name(),
        status: ctx.loc.say(&outcome),
        foxes: names(pos.board(), pos.foxes()),
        geese: names(pos.board(), pos.geese()),
        game,
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}
