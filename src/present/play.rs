//! `play`'s lines. A game is a conversation, so its report comes in pieces, each said as it
//! happens: the board and whose turn it is after every ply ([`PlayLine::Board`]), each action
//! in words ([`PlayLine::Played`]: "The fox jumps d4xd2 and captures the goose on d3"), the
//! answers to the commands typed, and the result at the end. An illegal action is answered
//! with `why`'s report ([`super::why::WhyReport`]).

use foxgeese::i18n::{escape_controls, Localizer};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::{Action, Bitboard, Board, Outcome, Position, Side};

use super::position::game_status;
use super::{board, names, Present, Style};

/// One thing the game says.
pub enum PlayLine<'a> {
    /// The start: the ruleset, who plays what, how to get help.
    Intro { ruleset: String, both: bool },
    /// The board, whose turn it is and the captures; `legend` the first time.
    Board { pos: &'a Position, legend: bool },
    /// Waiting for `side`'s action (no newline: the input follows on the line).
    Prompt { side: Side },
    /// A line read from a pipe, shown as typed (a terminal echoes it itself); empty at the end
    /// of the input, to close the prompt's line.
    Echo(&'a str),
    /// A line that is not UTF-8 text.
    NotText,
    /// A line longer than `max` bytes.
    TooLong { max: u64 },
    /// `action` was played by `side` on `board`.
    Played {
        side: Side,
        board: &'a Board,
        action: Action,
    },
    /// The commands.
    Help,
    /// Every legal action of the side to move.
    Actions { side: Side, actions: Vec<String> },
    /// `hint` for the fox: the captures it has.
    HintFox { captures: Vec<String> },
    /// `hint` for the geese: the moves after which the fox has no capture, of `count`.
    HintGeese { safe: Vec<String>, count: usize },
    /// `hint` against the engine: the solver's first ranked action and the value after it;
    /// `proven` when the position's value is; `others` more actions keep that result.
    HintBest {
        action: String,
        value: Message,
        proven: bool,
        /// Other actions with the same value.
        others: usize,
        /// Other actions that win too, in more plies.
        slower: usize,
    },
    /// The engine's first move that is not proven: its moves from here are the search's
    /// best within `budget` seconds; `tables` says how to make them exact, where one build can.
    NotProven {
        budget: f64,
        tables: Option<Message>,
    },
    /// `why` without an action.
    WhyNeedsAction,
    /// `undo` at the start.
    NothingToUndo,
    /// `undo` took back these actions (last first).
    Undone { actions: Vec<String> },
    /// `save` with no file named, here or by `--save`.
    SaveNeedsFile,
    /// The record was written.
    Saved { path: &'a str },
    /// The record could not be written: why.
    SaveFailed(Message),
    /// The game ended by the rules.
    Ended { outcome: Outcome },
    /// `side` resigned.
    Resigned { side: Side },
    /// The players left the game before its end.
    Unfinished,
    /// The offer to save the record (no newline).
    SaveOffer,
}

impl Present for PlayLine<'_> {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        match self {
            PlayLine::Intro { ruleset, both } => {
                let id = if *both {
                    ids::PLAY_INTRO_BOTH
                } else {
                    ids::PLAY_INTRO
                };
                line(loc.msg(&Message::new(id).arg("ruleset", ruleset.as_str())))
            }
            PlayLine::Board { pos, legend } => {
                let mut s = String::from("\n");
                s.push_str(&board::draw(pos, Bitboard::EMPTY, style));
                if *legend {
                    s.push_str(&line(loc.text(ids::LEGEND)));
                }
                s.push('\n');
                s.push_str(&game_status(pos, loc));
                s
            }
            PlayLine::Prompt { side } => {
                let m = Message::new(ids::PLAY_PROMPT).arg("side", side.name());
                format!("{} ", style.heading(&loc.msg(&m)))
            }
            PlayLine::Echo(typed) => line(escape_controls(typed)),
            PlayLine::NotText => line(loc.text(ids::PRACTICE_NOT_TEXT)),
            PlayLine::TooLong { max } => {
                line(loc.msg(&Message::new(ids::PLAY_LINE_TOO_LONG).arg("max", *max)))
            }
            PlayLine::Played {
                side,
                board,
                action,
            } => line(played(loc, *side, board, action)),
            PlayLine::Help => line(loc.text(ids::PLAY_HELP)),
            PlayLine::Actions { side, actions } => line(
                loc.msg(
                    &Message::new(ids::PLAY_ACTIONS)
                        .arg("side", side.name())
                        .arg("count", actions.len())
                        .arg("actions", actions.join(" ")),
                ),
            ),
            PlayLine::HintFox { captures } => line(
                loc.msg(
                    &Message::new(ids::PLAY_HINT_FOX)
                        .arg("count", captures.len())
                        .arg("captures", captures.join(" ")),
                ),
            ),
            PlayLine::HintGeese { safe, count } => line(
                loc.msg(
                    &Message::new(ids::PLAY_HINT_GEESE)
                        .arg("safe", safe.len())
                        .arg("count", *count)
                        .arg("actions", safe.join(" ")),
                ),
            ),
            PlayLine::HintBest {
                action,
                value,
                proven,
                others,
                slower,
            } => {
                let mut s = loc.msg(
                    &Message::new(ids::PLAY_HINT_BEST)
                        .arg("action", action.as_str())
                        .arg("value", loc.msg(value))
                        .arg("proven", if *proven { "yes" } else { "no" }),
                );
                if *others > 0 {
                    s.push(' ');
                    s.push_str(
                        &loc.msg(&Message::new(ids::PLAY_HINT_OTHERS).arg("count", *others)),
                    );
                }
                if *slower > 0 {
                    s.push(' ');
                    s.push_str(
                        &loc.msg(&Message::new(ids::PLAY_HINT_SLOWER).arg("count", *slower)),
                    );
                }
                line(s)
            }
            PlayLine::NotProven { budget, tables } => {
                let mut s =
                    loc.msg(&Message::new(ids::PLAY_NOT_PROVEN).arg("budget", format!("{budget}")));
                if let Some(t) = tables {
                    s.push(' ');
                    s.push_str(&loc.msg(t));
                }
                line(s)
            }
            PlayLine::WhyNeedsAction => line(loc.text(ids::PLAY_WHY_NEEDS_ACTION)),
            PlayLine::NothingToUndo => line(loc.text(ids::PLAY_NOTHING_TO_UNDO)),
            PlayLine::Undone { actions } => line(
                loc.msg(
                    &Message::new(ids::PLAY_UNDONE)
                        .arg("count", actions.len())
                        .arg("actions", actions.join(" ")),
                ),
            ),
            PlayLine::SaveNeedsFile => line(loc.text(ids::PLAY_SAVE_NEEDS_FILE)),
            PlayLine::Saved { path } => {
                line(loc.msg(&Message::new(ids::PLAY_SAVED).arg("path", *path)))
            }
            PlayLine::SaveFailed(m) => line(style.bad(&loc.msg(m))),
            PlayLine::Ended { outcome } => {
                format!("\n{}\n", style.heading(&loc.msg(&outcome.to_message())))
            }
            PlayLine::Resigned { side } => {
                let m = Message::new(ids::PLAY_RESIGNED).arg("side", side.name());
                format!("\n{}\n", style.heading(&loc.msg(&m)))
            }
            PlayLine::Unfinished => format!("\n{}\n", loc.text(ids::PLAY_UNFINISHED)),
            PlayLine::SaveOffer => format!("{} ", loc.text(ids::PLAY_SAVE_OFFER)),
        }
    }
}

/// An action in words: "The geese step c5-c4.", "The fox jumps d4xd2 and captures the goose
/// on d3.", "The fox takes its place on d4."
pub fn played(loc: &Localizer, side: Side, board: &Board, action: &Action) -> String {
    let m = if action.is_placement() {
        Message::new(ids::PLAY_SAID_PLACE).arg("action", action.to_string())
    } else if action.is_jump() {
        let captured = names(board, action.captured().iter());
        Message::new(ids::PLAY_SAID_JUMP)
            .arg("action", action.to_string())
            .arg("count", captured.len())
            .arg("geese", captured.join(", "))
    } else {
        Message::new(ids::PLAY_SAID_STEP)
            .arg("side", side.name())
            .arg("action", action.to_string())
    };
    loc.msg(&m)
}

fn line(mut s: String) -> String {
    s.push('\n');
    s
}
