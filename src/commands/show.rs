//! `foxgeese show`: the board, whose turn it is, the capture count and the status.

use serde::Serialize;

use foxgeese::message::{Message, ToMessage};
use foxgeese::render::board;
use foxgeese::rules::bitboard::Bitboard;
use foxgeese::rules::game::Game;
use foxgeese::rules::position::Position;
use foxgeese::rules::ruleset::FoxTarget;

use super::{game, names, print_json};
use crate::app::{CmdResult, Ctx, Exit};
use crate::cli::{Format, PositionArgs};

/// The position as JSON.
#[derive(Serialize)]
pub struct PositionJson {
    ruleset: String,
    position: String,
    side: &'static str,
    captures: u8,
    outcome: &'static str,
    status: String,
    foxes: Vec<String>,
    geese: Vec<String>,
}

impl PositionJson {
    /// Describes the game's current position.
    pub fn new(ctx: &Ctx, game: &Game) -> PositionJson {
        let pos = game.current();
        let outcome = game.outcome();
        PositionJson {
            ruleset: pos.spec().to_string(),
            position: pos.notation(),
            side: pos.turn().name(),
            captures: pos.captures(),
            outcome: outcome.name(),
            status: ctx.loc.say(&outcome),
            foxes: names(pos.foxes()),
            geese: names(pos.geese()),
        }
    }
}

/// The board followed by the legend.
pub fn board_text(ctx: &Ctx, pos: &Position, marks: Bitboard) -> String {
    let mut s = board::draw(pos, marks, &ctx.style);
    let legend = if marks.is_empty() {
        "legend"
    } else {
        "legend-marked"
    };
    s.push_str(&ctx.text(legend));
    s.push('\n');
    s
}

/// The lines under the board: ruleset, turn, captures, status, notation.
pub fn status_text(ctx: &Ctx, game: &Game) -> String {
    let pos = game.current();
    let rules = pos.rules();
    let target = match rules.fox_target {
        FoxTarget::Captures(n) => Message::new("show-captures-target")
            .arg("captures", pos.captures())
            .arg("target", n),
        FoxTarget::GeeseBelow(n) => Message::new("show-captures-geese")
            .arg("captures", pos.captures())
            .arg("geese", pos.geese().count())
            .arg("below", n),
    };
    let lines = [
        Message::new("show-ruleset").arg("ruleset", pos.spec().to_string()),
        Message::new("show-turn").arg("side", pos.turn().name()),
        target,
        Message::new("show-status").arg("status", game.outcome().to_message()),
        Message::new("show-position").arg("position", pos.notation()),
    ];
    let mut s = String::new();
    for m in lines {
        s.push_str(&ctx.msg(&m));
        s.push('\n');
    }
    s
}

pub fn run(ctx: &mut Ctx, args: &PositionArgs, format: Format) -> CmdResult {
    let game = game(args)?;
    match format {
        Format::Json => print_json(ctx, &PositionJson::new(ctx, &game)),
        Format::Text => {
            let mut s = board_text(ctx, &game.current(), Bitboard::EMPTY);
            s.push('\n');
            s.push_str(&status_text(ctx, &game));
            ctx.print(&s);
        }
    }
    Ok(Exit::Success)
}
