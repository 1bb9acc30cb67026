//! A position as the learner reads it, shared by every report that shows one: the board with
//! its legend, and the status lines under it.

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::Bitboard;
use foxgeese::rules::FoxTarget;
use foxgeese::rules::Game;
use foxgeese::rules::Position;

use super::board;
use super::style::Style;

/// The board, with the empty points in `marks` marked, followed by the legend.
pub fn board(pos: &Position, marks: Bitboard, loc: &Localizer, style: &Style) -> String {
    let mut s = board::draw(pos, marks, style);
    let legend = if marks.is_empty() {
        ids::LEGEND
    } else {
        ids::LEGEND_MARKED
    };
    s.push_str(&loc.text(legend));
    s.push('\n');
    s
}

/// The board (with `marks`) and the status lines under it: how every report on a position
/// begins.
pub fn board_and_status(game: &Game, marks: Bitboard, loc: &Localizer, style: &Style) -> String {
    let mut s = board(&game.current(), marks, loc, style);
    s.push('\n');
    s.push_str(&status(game, loc));
    s
}

/// The lines under the board: ruleset, turn, captures, status, notation.
pub fn status(game: &Game, loc: &Localizer) -> String {
    let pos = game.current();
    let lines = [
        Message::new(ids::SHOW_RULESET).arg("ruleset", pos.spec().to_string()),
        Message::new(ids::SHOW_TURN).arg("side", pos.turn().name()),
        captures(&pos),
        Message::new(ids::SHOW_STATUS).arg("status", game.outcome().to_message()),
        Message::new(ids::SHOW_POSITION).arg("position", pos.notation()),
    ];
    said(&lines, loc)
}

/// The lines under a study's board: only whose turn it is and the captures. The status (won,
/// blockaded) and anything else the engine concludes would give a task's answer away.
pub fn study_status(pos: &Position, loc: &Localizer) -> String {
    said(&study_status_lines(pos), loc)
}

/// The lines of [`study_status`]: whose turn it is and the captures (the lesson book's pages
/// show them as the terminal does).
pub fn study_status_lines(pos: &Position) -> [Message; 2] {
    [
        Message::new(ids::SHOW_TURN).arg("side", pos.turn().name()),
        captures(pos),
    ]
}

/// The status under a game's board (`play`): as [`study_status`], but a finished game has no
/// side to move, and says how it ended instead (after the winning capture, "To move: the
/// geese" would be wrong). A study's screen keeps the side to move: recognising the outcome
/// may be its question.
pub fn game_status(pos: &Position, loc: &Localizer) -> String {
    let first = match pos.outcome() {
        foxgeese::rules::Outcome::Ongoing => {
            Message::new(ids::SHOW_TURN).arg("side", pos.turn().name())
        }
        over => over.to_message(),
    };
    said(&[first, captures(pos)], loc)
}

/// The captures so far, against the fox's target.
fn captures(pos: &Position) -> Message {
    match pos.rules().fox_target {
        FoxTarget::Captures(n) => Message::new(ids::SHOW_CAPTURES_TARGET)
            .arg("captures", pos.captures())
            .arg("target", n),
        FoxTarget::GeeseBelow(n) => Message::new(ids::SHOW_CAPTURES_GEESE)
            .arg("captures", pos.captures())
            .arg("geese", pos.geese().count())
            .arg("below", n),
    }
}

/// Each message on its own line.
fn said(lines: &[Message], loc: &Localizer) -> String {
    let mut s = String::new();
    for m in lines {
        s.push_str(&loc.msg(m));
        s.push('\n');
    }
    s
}
