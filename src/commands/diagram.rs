//! `foxgeese diagram`: a position drawn as an SVG diagram, with arrows for actions, marked
//! points, the legal destinations of a side or a piece, and the last action of a game record
//! highlighted; written to standard output or, with `-o`, to a file.
//!
//! Arrows may show any action whose points are on the board, legal or not (a lesson shows the
//! wrong move too); the engine's captures are used when the action is legal.

use std::path::Path;

use clap::ValueEnum;

use foxgeese::fsio::atomic_write;
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::{Game, Point, Position, Side};

use crate::cli::{DiagramArgs, SideArg, ThemeArg};
use crate::present::diagram::svg::{self, SIZES};
use crate::present::diagram::{Arrow, Diagram, Theme};
use crate::present::error::CliError;

use super::ctx::{CmdResult, Ctx, Exit};
use super::input::{action, game, point_on_board, side_to_list};

pub fn run(ctx: &mut Ctx, args: &DiagramArgs) -> CmdResult {
    let diagram = diagram(args)?;
    let text = svg::render(&diagram, &ctx.loc);
    match &args.output {
        None => ctx.print(&text),
        Some(path) => {
            write(path, &text)?;
            let m = Message::new(ids::DIAGRAM_WROTE).arg("path", path.display().to_string());
            let line = format!("{}\n", ctx.msg(&m));
            ctx.print(&line);
        }
    }
    Ok(Exit::Success)
}

/// What the flags ask to draw.
fn diagram(args: &DiagramArgs) -> Result<Diagram, CliError> {
    let size = size(&args.size)?;
    let game = game(&args.pos)?;
    let pos = game.current();
    let last = if args.last {
        Some(last_action(&game, args.pos.moves.as_deref())?)
    } else {
        None
    };
    let arrows = match &args.arrows {
        None => Vec::new(),
        Some(text) => arrows(text, &pos)?,
    };
    let mut marks = match &args.mark {
        None => Vec::new(),
        Some(text) => words(text)
            .map(|w| point_on_board(w, &pos))
            .collect::<Result<Vec<_>, _>>()?,
    };
    marks.sort();
    marks.dedup();
    let legal = args.legal.as_deref().map(|l| legal(&game, l)).transpose()?;
    Ok(Diagram {
        position: pos,
        arrows,
        marks,
        legal,
        last,
        coordinates: args.coordinates,
        size,
        theme: match args.theme {
            ThemeArg::Light => Theme::Light,
            ThemeArg::Dark => Theme::Dark,
            ThemeArg::Print => Theme::Print,
        },
    })
}

/// The words of a list separated by commas or white space.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
}

/// Reads `--size`: whole pixels within [`SIZES`].
fn size(text: &str) -> Result<u32, CliError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|n| SIZES.contains(n))
        .ok_or_else(|| {
            CliError::new(
                Message::new(ids::DIAGRAM_BAD_SIZE)
                    .arg("found", text)
                    .arg("min", *SIZES.start())
                    .arg("max", *SIZES.end()),
            )
        })
}

/// The last action of the record, as played (its captures are the engine's).
fn last_action(game: &Game, moves: Option<&str>) -> Result<Arrow, CliError> {
    let needs_moves = || CliError::new(Message::new(ids::DIAGRAM_LAST_NEEDS_MOVES));
    let positions = game.positions();
    let last = moves.and_then(|m| words(m).last());
    let (Some(last), [.., before, _]) = (last, positions) else {
        return Err(needs_moves());
    };
    // The record has been replayed, so its last action is legal where it was played.
    let written = action(last)?;
    let played = before.find(&written).map_err(|_| needs_moves())?;
    Arrow::new(&written, before, Some(&played)).ok_or_else(needs_moves)
}

/// Reads `--arrows`: actions whose points are on the board.
fn arrows(text: &str, pos: &Position) -> Result<Vec<Arrow>, CliError> {
    words(text)
        .map(|w| {
            let written = action(w)?;
            let legal = pos.find(&written).ok();
            Arrow::new(&written, pos, legal.as_ref()).ok_or_else(|| {
                let off = std::iter::once(written.from)
                    .chain(written.to.iter().copied())
                    .find(|c| pos.board().point(*c).is_none())
                    .map(|c| c.to_string())
                    .unwrap_or_default();
                CliError::new(
                    Message::new(ids::DIAGRAM_OFF_BOARD)
                        .arg("action", written.to_string())
                        .arg("point", off),
                )
            })
        })
        .collect()
}

/// Reads `--legal`: a side (`fox`, `geese`), put to move, or the piece on a point; the
/// destinations of its legal actions, sorted. None when the game is over.
fn legal(game: &Game, text: &str) -> Result<Vec<Point>, CliError> {
    let pos = game.current();
    let (side, from) = match SideArg::from_str(text.trim(), true) {
        Ok(SideArg::Fox) => (Side::Fox, None),
        Ok(SideArg::Geese) => (Side::Geese, None),
        Err(_) => {
            if text.trim().parse::<foxgeese::rules::Coord>().is_err() {
                return Err(CliError::new(
                    Message::new(ids::DIAGRAM_BAD_LEGAL).arg("found", text),
                ));
            }
            let p = point_on_board(text, &pos)?;
            let side = pos.piece_at(p).ok_or_else(|| {
                CliError::new(Message::new(ids::REASON_NO_PIECE).arg("point", p.to_string()))
            })?;
            (side, Some(p))
        }
    };
    let side = side_to_list(&pos, side)?;
    // With the other side put to move, the record's history no longer applies.
    let over = if side == pos.turn() {
        game.outcome().is_over()
    } else {
        pos.with_turn(side).outcome().is_over()
    };
    if over {
        return Ok(Vec::new());
    }
    let mut to: Vec<Point> = pos
        .with_turn(side)
        .legal_actions()
        .iter()
        .filter(|a| from.is_none_or(|p| a.from() == p))
        .map(|a| a.to())
        .collect();
    to.sort();
    to.dedup();
    Ok(to)
}

/// Writes the SVG, all of it or nothing.
fn write(path: &Path, text: &str) -> Result<(), CliError> {
    atomic_write(path, text.as_bytes()).map_err(|e| {
        CliError::new(
            Message::new(ids::DIAGRAM_UNWRITABLE)
                .arg("path", path.display().to_string())
                .arg("detail", e.kind().to_message()),
        )
    })
}
