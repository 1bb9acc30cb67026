//! `foxgeese actions`: every legal action of the side to move, of a chosen side, or of one
//! piece, as a board with the destinations marked and a table; or as JSON.

use foxgeese::message::{ids, Message};
use foxgeese::rules::Action;
use foxgeese::rules::Board;
use foxgeese::rules::Game;
use foxgeese::rules::Point;
use foxgeese::rules::Position;
use foxgeese::rules::Side;
use foxgeese::rules::MAX_LISTED_ACTIONS;

use crate::cli::{Format, PositionArgs, SideArg};
use crate::present::actions::{ActionItem, ActionsReport};
use crate::present::error::CliError;
use crate::present::names;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::{game, point_on_board, side_to_list};

pub fn run(
    ctx: &mut Ctx,
    args: &PositionArgs,
    side: Option<SideArg>,
    from: Option<&str>,
    format: Format,
) -> CmdResult {
    let game = game(args)?;
    let pos = game.current();
    let side = side.map(Side::from);
    let from = from.map(|f| point_on_board(f, &pos)).transpose()?;
    let listed = listed_side(&pos, side, from)?;
    // With another side put to move, the record's history no longer applies.
    let game = if listed == pos.turn() {
        game
    } else {
        Game::new(pos.with_turn(listed))
    };
    let pos = game.current();
    // Counted first: a position can have hundreds of thousands of capture chains, which are
    // refused with their number rather than listed (issue 9, finding 5).
    let count = pos.action_count();
    if count > MAX_LISTED_ACTIONS && !game.outcome().is_over() {
        return Err(CliError::new(
            Message::new(ids::ACTIONS_TOO_MANY)
                .arg("count", count)
                .arg("limit", MAX_LISTED_ACTIONS),
        ));
    }
    let mut actions = if game.outcome().is_over() {
        Vec::new()
    } else {
        pos.legal_actions()
    };
    if let Some(p) = from {
        actions.retain(|a| a.from() == p);
    }
    let report = ActionsReport {
        ruleset: pos.spec().to_string(),
        position: pos.notation(),
        outcome: game.outcome().name(),
        side: listed.name(),
        from: from.map(|p| pos.board().coord(p).to_string()),
        count: actions.len(),
        marks: actions.iter().map(|a| a.to()).collect(),
        actions: actions.iter().map(|a| item(a, pos.board())).collect(),
        game,
    };
    ctx.emit(&report, format);
    Ok(Exit::Success)
}

/// The side whose actions are listed: `--side`, else the piece on `--from`, else the side to
/// move. An error when `--from` names an empty point or a piece of the other side.
fn listed_side(pos: &Position, side: Option<Side>, from: Option<Point>) -> Result<Side, CliError> {
    let piece = match from {
        None => None,
        Some(p) => Some(pos.piece_at(p).ok_or_else(|| {
            CliError::new(
                Message::new(ids::REASON_NO_PIECE).arg("point", pos.board().coord(p).to_string()),
            )
        })?),
    };
    if let (Some(s), Some(p), Some(at)) = (side, piece, from) {
        if s != p {
            return Err(CliError::new(
                Message::new(ids::ACTIONS_FROM_OTHER_SIDE)
                    .arg("point", pos.board().coord(at).to_string())
                    .arg("side", s.name()),
            ));
        }
    }
    side_to_list(pos, side.or(piece).unwrap_or(pos.turn()))
}

fn item(a: &Action, board: &Board) -> ActionItem {
    ActionItem {
        notation: a.to_string(),
        kind: if a.is_placement() {
            "placement"
        } else if a.is_jump() {
            "jump"
        } else {
            "step"
        },
        from: board.coord(a.from()).to_string(),
        to: board.coord(a.to()).to_string(),
        path: names(board, a.landings().iter().copied()),
        captures: names(board, a.captured()),
    }
}
