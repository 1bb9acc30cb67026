//! Reading what the user typed on the command line into the library's types: a ruleset spec,
//! a position (`--position`), a game record (`--moves`) and point names. Bad input becomes a
//! [`CliError`], with the value shown under a caret when that helps.

use foxgeese::i18n::rules::{reason_message, record_error_message};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::ActionText;
use foxgeese::rules::Game;
use foxgeese::rules::NotationError;
use foxgeese::rules::{Coord, Point};
use foxgeese::rules::{Position, PositionError};
use foxgeese::rules::{Ruleset, RulesetSpec};

use crate::cli::PositionArgs;
use crate::present::error::CliError;
use crate::present::excerpt::Excerpt;

/// Reads a ruleset spec such as `standard:geese=17,sideways`.
pub fn ruleset(text: &str) -> Result<&'static Ruleset, CliError> {
    let spec: RulesetSpec = text.parse()?;
    Ok(Ruleset::get(spec))
}

/// Reads `--position`, `--ruleset` and `--moves` into the game they describe.
pub fn game(args: &PositionArgs) -> Result<Game, CliError> {
    let rules = ruleset(&args.ruleset)?;
    let start = position("--position", &args.position, rules)?;
    let Some(moves) = &args.moves else {
        return Ok(Game::new(start));
    };
    let actions = action_list(moves)?;
    Game::replay(start, &actions).map_err(|e| {
        let at = e.index;
        let mut messages = vec![record_error_message(&e)];
        let reached = Game::replay(start, &actions[..at])
            .map(|g| g.current())
            .unwrap_or(start);
        messages.extend(e.reasons.iter().map(|r| reason_message(r, reached.rules())));
        CliError::many(messages)
    })
}

/// Reads a point name that must be on `pos`'s board.
pub fn point_on_board(text: &str, pos: &Position) -> Result<Point, CliError> {
    let c: Coord = text
        .parse()
        .map_err(|_| CliError::new(Message::new(ids::ACTION_BAD_POINT).arg("found", text)))?;
    pos.board().point(c).ok_or_else(|| {
        CliError::new(Message::new(ids::REASON_OFF_BOARD).arg("point", c.to_string()))
    })
}

/// Reads a position under `rules`: `start` or the one-line notation.
fn position(option: &str, text: &str, rules: &'static Ruleset) -> Result<Position, CliError> {
    if text.trim().eq_ignore_ascii_case("start") {
        return Ok(Position::start(rules));
    }
    Position::parse(text, rules).map_err(|e| match e {
        PositionError::Notation(n) => notation_error(option, text, &n),
        PositionError::Invalid(problems) => {
            let mut messages = vec![Message::new(ids::ERROR_INVALID_POSITION)];
            messages.extend(problems.iter().map(ToMessage::to_message));
            CliError::many(messages)
        }
    })
}

/// The error for bad position notation, shown under the value with a caret.
fn notation_error(option: &str, value: &str, e: &NotationError) -> CliError {
    CliError::new(e.to_message()).at(value_excerpt(option, value, e.column, e.len))
}

/// An excerpt of a command-line value, pointing at `column` (characters) for `len` characters.
fn value_excerpt(option: &str, value: &str, column: usize, len: usize) -> Excerpt {
    let byte = |c: usize| value.char_indices().nth(c).map_or(value.len(), |(b, _)| b);
    Excerpt {
        origin: option.to_string(),
        source: value.to_string(),
        line_start: 1,
        span: byte(column)..byte(column + len.max(1)),
    }
}

/// Reads actions separated by spaces or commas.
fn action_list(text: &str) -> Result<Vec<ActionText>, CliError> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<ActionText>().map_err(CliError::from))
        .collect()
}
