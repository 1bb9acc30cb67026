//! Reading what the user typed on the command line into the library's types: a ruleset spec,
//! a position (`--position`), a game record (`--moves`, inline or `@FILE`) and point names.
//! Bad input becomes a [`CliError`], with the value shown under a caret when that helps, and a
//! record file's error under its line, as `file:line:column`.

use std::path::Path;

use foxgeese::game::record::{self, Replayed};
use foxgeese::i18n::game::record_error_messages;
use foxgeese::i18n::rules::{reason_message, replay_error_messages};
use foxgeese::message::{ids, Message, ToMessage};
use foxgeese::rules::ActionText;
use foxgeese::rules::Game;
use foxgeese::rules::NotationError;
use foxgeese::rules::{Coord, Point};
use foxgeese::rules::{IllegalReason, Side};
use foxgeese::rules::{Position, PositionError};
use foxgeese::rules::{Ruleset, RulesetSpec, SpecError, Variant};

use crate::cli::suggest::closest;
use crate::cli::PositionArgs;
use crate::present::error::CliError;
use crate::present::excerpt::Excerpt;

/// Reads a ruleset spec such as `standard:geese=17,sideways`; a mistyped name gets the closest
/// ruleset's name suggested.
pub fn ruleset(text: &str) -> Result<&'static Ruleset, CliError> {
    let spec: RulesetSpec = text.parse().map_err(|e: SpecError| {
        let suggestion = match &e {
            SpecError::UnknownRuleset { name } => {
                closest(name, Variant::ALL.map(Variant::name)).map(str::to_string)
            }
            SpecError::UnknownOption { .. } => None,
        };
        CliError::from(e).with_suggestion(suggestion)
    })?;
    Ok(Ruleset::get(spec))
}

/// Reads an optional `--ruleset` (a filter: `None` when not given), as [`ruleset`] does.
pub fn ruleset_spec(text: Option<&str>) -> Result<Option<RulesetSpec>, CliError> {
    text.map(|r| ruleset(r).map(|rules| rules.spec)).transpose()
}

/// Reads an action such as `d4-d3` or `d4xd2`. Points written without a separator (`d4c4`)
/// get the action they probably mean suggested.
pub fn action(text: &str) -> Result<ActionText, CliError> {
    text.parse()
        .map_err(|e| CliError::from(e).with_suggestion(separated(text)))
}

/// `d4c4` read as `d4-c4`, `d4d2` as the jump `d4xd2`, `d4d2f2` as `d4xd2xf2`: the points of an
/// action written without separators, if that is what `text` is.
pub fn separated(text: &str) -> Option<String> {
    let mut points: Vec<Coord> = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        // The first character is checked to be ASCII before slicing after it.
        if !rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
            return None;
        }
        let digits = rest[1..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(rest.len(), |i| i + 1);
        if digits < 2 {
            return None;
        }
        points.push(rest[..digits].parse().ok()?);
        rest = &rest[digits..];
    }
    let names: Vec<String> = points.iter().map(Coord::to_string).collect();
    let jump = match points.as_slice() {
        [a, b] => u32::from(a.file.abs_diff(b.file)).max(a.rank.abs_diff(b.rank)) == 2,
        [_, _, _, ..] => true,
        _ => return None,
    };
    let action = names.join(if jump { "x" } else { "-" });
    action.parse::<ActionText>().ok()?;
    Some(action)
}

/// Reads `--position`, `--ruleset` and `--moves` into the game they describe. `--moves
/// @FILE` reads a game record file (see [`record_file`]).
pub fn game(args: &PositionArgs) -> Result<Game, CliError> {
    let rules = ruleset(&args.ruleset)?;
    let start = position("--position", &args.position, rules)?;
    let Some(moves) = &args.moves else {
        return Ok(Game::new(start));
    };
    if let Some(path) = record_path(moves) {
        return Ok(record_file(Path::new(path), args)?.game);
    }
    let actions = action_list(moves)?;
    Game::replay(start, &actions).map_err(|e| CliError::many(replay_error_messages(&e)))
}

/// The record file a `--moves` value names: `@FILE`, unless what follows the `@` reads as
/// actions, since `@d4` is also the fox placing itself on d4 (`boys-own-1870:fox-chooses`).
/// A file whose name reads as a point is named `@./d4`.
pub fn record_path(moves: &str) -> Option<&str> {
    let rest = moves.trim().strip_prefix('@')?;
    let as_actions = format!("@{rest}");
    let reads = as_actions
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .all(|s| s.parse::<ActionText>().is_ok());
    (!reads).then_some(rest)
}

/// `--ruleset`'s default: a record file's own `Ruleset` tag overrides it.
const DEFAULT_RULESET: &str = "plyyard";

/// Reads and replays a game record file. The record's `Ruleset` and `Start` tags decide its
/// start; where it has none, `--ruleset` and `--position` do. Both given and different is an
/// error, never a silent choice.
pub fn record_file(path: &Path, args: &PositionArgs) -> Result<Replayed, CliError> {
    let rules = ruleset(&args.ruleset)?;
    let given = position("--position", &args.position, rules)?;
    let text = record::read_file(path).map_err(CliError::from)?;
    let label = path.display().to_string();
    let located = |e: &record::RecordError| {
        CliError::many(record_error_messages(e)).at(Excerpt {
            origin: label.clone(),
            source: text.clone(),
            line_start: 1,
            span: e.at.span.clone(),
        })
    };
    let parsed = record::parse(&text).map_err(|e| located(&e))?;
    let start = parsed.start(given).map_err(|e| located(&e))?;
    let ruleset_given = !args.ruleset.trim().eq_ignore_ascii_case(DEFAULT_RULESET);
    if ruleset_given && start.spec() != rules.spec {
        return Err(CliError::new(
            Message::new(ids::RECORD_RULESET_CONFLICT)
                .arg("record", start.spec().to_string())
                .arg("given", rules.spec.to_string()),
        ));
    }
    let position_given = !args.position.trim().eq_ignore_ascii_case("start");
    if position_given && start != given {
        return Err(CliError::new(
            Message::new(ids::RECORD_START_CONFLICT)
                .arg("record", start.notation())
                .arg("given", given.notation()),
        ));
    }
    parsed.replay(given).map_err(|e| located(&e))
}

/// Reads a point name that must be on `pos`'s board.
/// The side that `--side` or `--legal` puts to move, checked: before the fox has placed
/// itself (`boys-own-1870:fox-chooses`) only the fox can act.
pub fn side_to_list(pos: &Position, side: Side) -> Result<Side, CliError> {
    if side == Side::Geese && pos.fox_to_place() {
        return Err(CliError::new(reason_message(
            &IllegalReason::FoxNotPlaced,
            pos.rules(),
        )));
    }
    Ok(side)
}

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
        .map(action)
        .collect()
}

/// The longest budget accepted: a day.
const MAX_BUDGET: f64 = 86_400.0;

/// Reads a number of seconds (`--budget`, `--total-budget`): a number from 0 to a day.
pub fn read_budget(text: &str) -> Result<f64, CliError> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && (0.0..=MAX_BUDGET).contains(&s) => Ok(s),
        _ => Err(CliError::new(
            Message::new(ids::ANALYZE_BUDGET_BAD).arg("budget", text),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::{read_budget, separated};

    #[test]
    fn budgets_are_seconds_up_to_a_day() {
        assert_eq!(read_budget("10").ok(), Some(10.0));
        assert_eq!(read_budget(" 2.5 ").ok(), Some(2.5));
        assert_eq!(read_budget("0").ok(), Some(0.0));
        for bad in ["-1", "soon", "", "NaN", "inf", "86401"] {
            assert!(read_budget(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_record_file_is_at_a_name_that_is_no_action() {
        use super::record_path;
        assert_eq!(record_path("@game.txt"), Some("game.txt"));
        assert_eq!(
            record_path(" @games/club night.txt"),
            Some("games/club night.txt")
        );
        assert_eq!(record_path("@./d4"), Some("./d4"));
        assert_eq!(record_path("@d4"), None);
        assert_eq!(record_path("@d4 c3-c4 d4-d5"), None);
        assert_eq!(record_path("c3-c4"), None);
    }

    #[test]
    fn points_without_separators_become_an_action() {
        assert_eq!(separated("d4c4").as_deref(), Some("d4-c4"));
        assert_eq!(separated("D4D2").as_deref(), Some("d4xd2"));
        assert_eq!(separated("d4d2f2").as_deref(), Some("d4xd2xf2"));
        assert_eq!(separated("d4"), None);
        assert_eq!(separated("hello"), None);
        assert_eq!(separated("éd4c4"), None);
        assert_eq!(separated("d4c"), None);
    }
}
