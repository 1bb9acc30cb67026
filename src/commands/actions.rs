//! `foxgeese actions`: every legal action of the side to move, of a chosen side, or of one
//! piece, as a board with the destinations marked and a table; or as JSON.

use serde::Serialize;

use foxgeese::message::Message;
use foxgeese::rules::action::Action;
use foxgeese::rules::bitboard::Bitboard;
use foxgeese::rules::game::Game;
use foxgeese::rules::Side;

use super::show::{board_text, status_text};
use super::{game, names, point_on_board, print_json};
use crate::app::{CliError, CmdResult, Ctx, Exit};
use crate::cli::{Format, PositionArgs, SideArg};
use foxgeese::render::table;

#[derive(Serialize)]
struct ActionJson {
    notation: String,
    kind: &'static str,
    from: String,
    to: String,
    path: Vec<String>,
    captures: Vec<String>,
}

impl From<&Action> for ActionJson {
    fn from(a: &Action) -> ActionJson {
        ActionJson {
            notation: a.to_string(),
            kind: if a.is_jump() { "jump" } else { "step" },
            from: a.from().to_string(),
            to: a.to().to_string(),
            path: names(a.landings().iter().copied()),
            captures: names(a.captured()),
        }
    }
}

#[derive(Serialize)]
struct ActionsJson {
    ruleset: String,
    position: String,
    outcome: &'static str,
    side: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    count: usize,
    actions: Vec<ActionJson>,
}

pub fn run(
    ctx: &mut Ctx,
    args: &PositionArgs,
    side: Option<SideArg>,
    from: Option<&str>,
    format: Format,
) -> CmdResult {
    let game = game(args)?;
    let pos = game.current();
    let side = side.map(|s| match s {
        SideArg::Fox => Side::Fox,
        SideArg::Geese => Side::Geese,
    });
    let from = from.map(|f| point_on_board(f, &pos)).transpose()?;
    // The side whose actions are listed: --side, else the piece on --from, else the side to move.
    let piece = match from {
        None => None,
        Some(p) => Some(pos.piece_at(p).ok_or_else(|| {
            CliError::new(Message::new("reason-no-piece").arg("point", p.to_string()))
        })?),
    };
    if let (Some(s), Some(p), Some(at)) = (side, piece, from) {
        if s != p {
            return Err(CliError::new(
                Message::new("actions-from-other-side")
                    .arg("point", at.to_string())
                    .arg("side", s.name()),
            ));
        }
    }
    let listed = side.or(piece).unwrap_or(pos.turn());
    // With another side put to move, the record's history no longer applies.
    let game = if listed == pos.turn() {
        game
    } else {
        Game::new(pos.with_turn(listed))
    };
    let pos = game.current();
    let outcome = game.outcome();
    let mut actions = if outcome.is_over() {
        Vec::new()
    } else {
        pos.legal_actions()
    };
    if let Some(p) = from {
        actions.retain(|a| a.from() == p);
    }

    if format == Format::Json {
        print_json(
            ctx,
            &ActionsJson {
                ruleset: pos.spec().to_string(),
                position: pos.notation(),
                outcome: outcome.name(),
                side: listed.name(),
                from: from.map(|p| p.to_string()),
                count: actions.len(),
                actions: actions.iter().map(ActionJson::from).collect(),
            },
        );
        return Ok(Exit::Success);
    }

    let marks: Bitboard = actions.iter().map(|a| a.to()).collect();
    let mut s = board_text(ctx, &pos, marks);
    s.push('\n');
    s.push_str(&status_text(ctx, &game));
    s.push('\n');
    let heading = match from {
        Some(p) => Message::new("actions-heading-from")
            .arg("point", p.to_string())
            .arg("count", actions.len()),
        None => Message::new("actions-heading")
            .arg("side", listed.name())
            .arg("count", actions.len()),
    };
    s.push_str(&ctx.style.heading(&ctx.msg(&heading)));
    s.push('\n');
    if actions.is_empty() {
        let why = if outcome.is_over() {
            ctx.loc.say(&outcome)
        } else {
            ctx.text("actions-none")
        };
        s.push_str(&why);
        s.push('\n');
    } else {
        let mut t = table::new(
            vec![
                ctx.text("col-action"),
                ctx.text("col-kind"),
                ctx.text("col-from"),
                ctx.text("col-to"),
                ctx.text("col-captured"),
            ],
            &ctx.style,
        );
        for a in &actions {
            let kind = if a.is_jump() {
                Message::new("kind-jump").arg("count", a.landings().len())
            } else {
                Message::new("kind-step")
            };
            let captured = names(a.captured());
            t.add_row(vec![
                a.to_string(),
                ctx.msg(&kind),
                a.from().to_string(),
                a.to().to_string(),
                if captured.is_empty() {
                    "—".to_string()
                } else {
                    captured.join(" ")
                },
            ]);
        }
        s.push_str(&t.to_string());
        s.push('\n');
    }
    ctx.print(&s);
    Ok(Exit::Success)
}
